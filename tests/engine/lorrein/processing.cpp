// "Le traitement des matières premières", "Atelier public", "Médicament" (brewing).
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

TEST_CASE("Public workshop: wood becomes planks for everyone until someone builds a sawmill (Atelier public)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 1;
  s.pl[0].goods[good("wheat")] = 1;
  // No sawmill and no mill on the board: both are public.
  pos.play(0, {{"type", "process"}, {"material", "wood"}});
  CHECK(s.pl[0].goods[good("plank")] == 1);
  CHECK(s.pl[0].goods[good("wood")] == 0);
  pos.play(0, {{"type", "process"}, {"material", "wheat"}});
  CHECK(s.pl[0].goods[good("flour")] == 3);  // "trois cartes Produits Farine"
  // Player 1 builds a sawmill: player 0 may no longer make planks alone.
  duchy(s, 0, 1);
  put(s, 0, bWorkshop, 1);
  s.pl[0].goods[good("wood")] = 1;
  CHECK_FALSE(pos.isLegal(0, {{"type", "process"}, {"material", "wood"}}));
  // Player 0 builds one too: free again in his own.
  duchy(s, 20, 0);
  put(s, 25, bWorkshop, 0);
  CHECK(pos.isLegal(0, {{"type", "process"}, {"material", "wood"}}));
}

namespace {
// Player 1 builds a sawmill, then loses it to hunger; player 0's turn begins with one wood.
void sawmillBuiltThenLost(Pos& pos) {
  LorreinState& s = *pos;
  emptyBoard(s, 1);
  duchy(s, 0, 1);
  s.pl[1].goods[good("slate")] = 2;
  s.pl[1].goods[good("leather")] = 2;
  pos.play(1, {{"type", "build"}, {"building", "sawmill"}, {"tile", 0}});
  pos.play(1, {{"type", "endConstruction"}});
  pos.play(1, {{"type", "hunger"}, {"option", "removeWorkshop"}, {"tile", 0}});
  REQUIRE(s.active == 0);
  REQUIRE(s.countWorkshops(1) == 0);
  s.pl[0].goods[good("wood")] = 1;
}
}  // namespace

TEST_CASE(
    "Public workshop: only while no workshop of its kind has been placed, not again once the last is "
    "removed (Atelier public: « Si un atelier n'a pas encore été placé par un des joueurs »)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  sawmillBuiltThenLost(pos);
  CHECK_FALSE(pos.isLegal(0, {{"type", "process"}, {"material", "wood"}}));
  // The other kinds were never placed: still public.
  pos->pl[0].goods[good("stone")] = 1;
  CHECK(pos.isLegal(0, {{"type", "process"}, {"material", "stone"}}));
}

TEST_CASE("Option publicAgain: a kind with no workshop left on the board is public again (Atelier public)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"publicAgain", true}});
  sawmillBuiltThenLost(pos);
  pos.play(0, {{"type", "process"}, {"material", "wood"}});
  CHECK(pos->pl[0].goods[good("plank")] == 1);
}

TEST_CASE("Public workshop: a start card's workshop is placed, so its kind is not public (Le début du jeu)",
          "[lorrein]") {
  int workshops = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Pos pos("lorrein", 4, seed);
    LorreinState& s = *pos;
    while (s.stage == stPlace) pos.playMatching(s.turn().deciding.front(), {{"type", "place"}});
    for (int p = 0; p < 4; ++p) {
      const int piece = data().starts[s.pl[p].start].piece;
      if (piece >= kWorkshopKinds) continue;
      ++workshops;
      CHECK(s.placedKinds[piece] == 1);
      s.pl[s.active].goods[rawGood(piece)] = 1;
      if (s.countWorkshops(s.active, piece) == 0)
        CHECK_FALSE(pos.isLegal(s.active, {{"type", "process"}, {"material", rawName(piece)}}));
    }
  }
  CHECK(workshops > 0);
}

TEST_CASE("Processing needs a product card left in the pile (Le traitement des matières premières)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 1;
  s.pl[1].goods[good("plank")] = 10;
  CHECK_FALSE(pos.isLegal(0, {{"type", "process"}, {"material", "wood"}}));
}

TEST_CASE(
    "Processing at any time: the addressee of an offer may process off-turn (Le traitement des matières "
    "premières)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("plank")] = 1;
  s.pl[1].goods[good("stone")] = 1;
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "plank"}});
  pos.play(0, {{"type", "offerSend"}});
  REQUIRE(s.turn().deciding == std::vector<int>{1});
  pos.play(1, {{"type", "process"}, {"material", "stone"}});
  CHECK(s.pl[1].goods[good("slate")] == 1);
}

TEST_CASE("Medicine: brewed from lavender only in one's own witchery (Médicament)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("lavender")] = 1;
  CHECK_FALSE(pos.isLegal(0, {{"type", "process"}, {"material", "lavender"}}));
  put(s, 10, bWitchery, 0);
  pos.play(0, {{"type", "process"}, {"material", "lavender"}});
  CHECK(s.pl[0].goods[good("medicine")] == 1);
}

TEST_CASE("Master craftsman: two sawmills make two planks from one wood (Maître d'un corps de métier)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"masterCraftsman", true}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);
  put(s, 0, bWorkshop, 0);
  s.pl[0].goods[good("wood")] = 2;
  pos.play(0, {{"type", "process"}, {"material", "wood"}});
  CHECK(s.pl[0].goods[good("plank")] == 1);
  put(s, 1, bWorkshop, 0);
  pos.play(0, {{"type", "process"}, {"material", "wood"}});
  CHECK(s.pl[0].goods[good("plank")] == 3);
}

TEST_CASE(
    "Without master craftsman, two sawmills still make one plank per wood (Maître d'un corps de métier)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);
  put(s, 0, bWorkshop, 0);
  put(s, 1, bWorkshop, 0);
  s.pl[0].goods[good("wood")] = 1;
  pos.play(0, {{"type", "process"}, {"material", "wood"}});
  CHECK(s.pl[0].goods[good("plank")] == 1);
}

TEST_CASE(
    "Wheat with fewer than three flour cards left in the pile gives the cards that are left (Le traitement "
    "des matières premières; REVIEW.md item 48)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wheat")] = 1;
  s.pl[1].goods[good("flour")] = 13;  // 15 flour cards in the box: 2 left in the pile
  REQUIRE(s.supply(good("flour")) == 2);
  pos.play(0, {{"type", "process"}, {"material", "wheat"}});  // the mill is public
  CHECK(s.pl[0].goods[good("flour")] == 2);
  CHECK(s.pl[0].goods[good("wheat")] == 0);
  CHECK(s.supply(good("flour")) == 0);
}

TEST_CASE(
    "Master craftsman counts only one's own workshops: a public workshop still gives one card per raw "
    "material (Maître d'un corps de métier; REVIEW.md item 85)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"masterCraftsman", true}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 1;
  pos.play(0, {{"type", "process"}, {"material", "wood"}});  // no sawmill placed: public
  CHECK(s.pl[0].goods[good("plank")] == 1);
}
