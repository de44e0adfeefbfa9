// "Médicament" and "Le combat de sorcières".
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

TEST_CASE(
    "Medicine changes a raw material into another or a product card into another, never across (Médicament)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("medicine")] = 2;
  s.pl[0].goods[good("wood")] = 1;
  s.pl[0].goods[good("plank")] = 1;
  for (const Json& a : pos.find(0, {{"type", "transform"}})) {
    const bool fromRaw = goodFromName(a["from"]) < kKinds, toRaw = goodFromName(a["to"]) < kKinds;
    CHECK(fromRaw ==
          toRaw);  // "IL N'EST PAS PERMIS DE MÉTAMORPHOSER UNE CARTE PRODUIT EN UNE MATIÈRE PREMIÈRE"
  }
  pos.play(0, {{"type", "transform"}, {"from", "wood"}, {"to", "cow"}});
  CHECK(s.pl[0].goods[good("cow")] == 1);
  CHECK(s.pl[0].goods[good("wood")] == 0);
  pos.play(0, {{"type", "transform"}, {"from", "plank"}, {"to", "leather"}});
  CHECK(s.pl[0].goods[good("leather")] == 1);
  CHECK(s.pl[0].goods[good("medicine")] == 0);
}

TEST_CASE("Medicine: swapping one's mission for the pile's top card (Médicament)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("medicine")] = 1;
  const int old = s.pl[0].mission, next = s.missionPile.back();
  const ludo::Result r = pos.tryPlay(0, {{"type", "swapMission"}});
  REQUIRE(r.ok);
  CHECK(r.barrier);
  CHECK(s.pl[0].mission == next);
  CHECK(s.missionPile.front() == old);
  CHECK(s.missionPile.size() == 12 - 2);
}

TEST_CASE(
    "Witch fight: the defender's star is removed when it falls; a losing attacker only loses the medicine "
    "(Le combat de sorcières)",
    "[lorrein]") {
  int attackerWon = 0, attackerLost = 0;
  for (uint64_t seed = 0; seed < 24; ++seed) {
    Pos pos("lorrein", 2, 3);
    LorreinState& s = *pos;
    emptyBoard(s, 0);
    put(s, 3, bWitchery, 0);
    put(s, 30, bWitchery, 1);
    s.pl[0].goods[good("medicine")] = 1;
    s.rng.seed(seed);
    const ludo::Result r = pos.tryPlay(0, {{"type", "fight"}, {"target", 1}});
    REQUIRE(r.ok);
    CHECK(r.barrier);
    CHECK(s.pl[0].goods[good("medicine")] == 0);
    CHECK(s.tiles[3].building == bWitchery);  // the attacker's star goes back in place
    if (s.tiles[30].building == bWitchery)
      ++attackerLost;
    else
      ++attackerWon;
  }
  CHECK(attackerWon > 0);
  CHECK(attackerLost > 0);
}

TEST_CASE(
    "A witchery lost in a witch fight may be built again for two lavender (Le combat de sorcières; "
    "Construire "
    "une sorcellerie; REVIEW.md item 61)",
    "[lorrein]") {
  for (uint64_t seed = 0; seed < 24; ++seed) {
    Pos pos("lorrein", 2, 3);
    LorreinState& s = *pos;
    emptyBoard(s, 1);
    put(s, 3, bWitchery, 1);
    put(s, 30, bWitchery, 0);
    s.pl[1].goods[good("medicine")] = 1;
    s.rng.seed(seed);
    pos.play(1, {{"type", "fight"}, {"target", 0}});
    if (s.tiles[30].building == bWitchery) continue;  // the defender's star stood: try another seed
    // Player 0's witchery fell; on his own turn he builds one again.
    emptyBoard(s, 0);
    put(s, 3, bWitchery, 1);
    s.pl[0].goods[good("lavender")] = 2;
    CHECK(s.witcheryTile(0) < 0);
    pos.play(0, {{"type", "build"}, {"building", "witchery"}, {"tile", 20}});
    CHECK(s.tiles[20].building == bWitchery);
    CHECK(s.tiles[20].owner == 0);
    CHECK(s.pl[0].goods[good("lavender")] == 0);
    return;
  }
  FAIL("no seed made the defender fall");
}

TEST_CASE("Witch fight only on one's turn, with one's own witchery (Le combat de sorcières)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  put(s, 30, bWitchery, 1);
  s.pl[0].goods[good("medicine")] = 1;
  CHECK(pos.find(0, {{"type", "fight"}}).empty());
  put(s, 3, bWitchery, 0);
  CHECK(pos.find(0, {{"type", "fight"}}).size() == 1);
}

TEST_CASE("Medicine: a red bead added before someone throws, removed after the turn (Médicament)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("medicine")] = 1;
  pos.play(0, {{"type", "endConstruction"}});  // no duchy, no food: player 1's turn begins
  REQUIRE(s.active == 1);
  // Player 0 is asked before player 1 throws.
  REQUIRE(s.turn().phase == "beforeThrow");
  REQUIRE(s.turn().deciding == std::vector<int>{0});
  pos.play(0, {{"type", "addRedBead"}});
  CHECK(s.bowl[kRed] == 1);
  CHECK(s.turn().phase == "harvest");  // no medicine left: the window closes by itself
  pos.play(1, {{"type", "throw"}});
  pos.play(1, {{"type", "endConstruction"}});
  // The medicine's bead is gone; the game's third turn begins with the one of « Le grain rouge ».
  CHECK(s.redExtra == 0);
  REQUIRE(s.turns == 2);
  CHECK(s.bowl[kRed] == 1);
}
