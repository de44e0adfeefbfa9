// "La phase de chasse et de récolte" and "Le grain rouge".
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

namespace {
// A bowl holding exactly these beads: the throw draws all three.
void bowlOf(LorreinState& s, std::initializer_list<int> beads) {
  s.bowl.fill(0);
  for (int b : beads) s.bowl[b]++;
  s.stage = stHarvest;
}
}  // namespace

TEST_CASE(
    "Harvest, example 1: one raw material per bead, one more per own farm on that landscape (La phase de "
    "chasse et de récolte)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  emptyBoard(*pos, 0);
  // Pierre has a farm in the forest and one in the meadow.
  put(*pos, 0, bFarm, 0, kForest);
  put(*pos, 1, bFarm, 0, kMeadow);
  bowlOf(*pos, {kForest, kMeadow, kRiver});
  pos.play(0, {{"type", "throw"}});
  CHECK(pos->pl[0].goods[good("wood")] == 2);
  CHECK(pos->pl[0].goods[good("cow")] == 2);
  CHECK(pos->pl[0].goods[good("stone")] == 1);
  CHECK(pos->stage == stBuild);
}

TEST_CASE(
    "Harvest, example 2: two farms on wheat give two more wheat per yellow bead (La phase de chasse et de "
    "récolte)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  emptyBoard(*pos, 0);
  // Marie has two farms on wheat and one on the river pebbles.
  put(*pos, 0, bFarm, 0, kField);
  put(*pos, 1, bFarm, 0, kField);
  put(*pos, 2, bFarm, 0, kRiver);
  bowlOf(*pos, {kField, kField, kRiver});
  pos.play(0, {{"type", "throw"}});
  CHECK(pos->pl[0].goods[good("wheat")] == 6);  // 2 beads x (1 + 2 farms)
  CHECK(pos->pl[0].goods[good("stone")] == 2);  // 1 bead x (1 + 1 farm)
  CHECK(pos->pl[0].goods[good("wood")] == 0);
}

TEST_CASE(
    "Harvest: the box holds ten of each raw material, no more can be taken (La phase de chasse et de "
    "récolte)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  emptyBoard(*pos, 0);
  pos->pl[1].goods[good("wheat")] = 9;
  bowlOf(*pos, {kField, kField, kField});
  pos.play(0, {{"type", "throw"}});
  CHECK(pos->pl[0].goods[good("wheat")] == 1);
}

TEST_CASE(
    "The red bead: red, green, blue returns every green and blue product card, raw materials stay (Le grain "
    "rouge)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  emptyBoard(*pos, 0);
  put(*pos, 0, bFarm, 0, kMeadow);
  LorreinState& s = *pos;
  s.pl[0].goods[good("leather")] = 3;  // green product
  s.pl[0].goods[good("slate")] = 2;    // blue product
  s.pl[0].goods[good("plank")] = 4;    // brown product: kept
  s.pl[0].goods[good("cow")] = 2;      // green raw: kept
  s.pl[0].goods[good("stone")] = 1;    // blue raw: kept
  bowlOf(s, {kRed, kMeadow, kRiver});
  pos.play(0, {{"type", "throw"}});
  CHECK(s.pl[0].goods[good("leather")] == 0);
  CHECK(s.pl[0].goods[good("slate")] == 0);
  CHECK(s.pl[0].goods[good("plank")] == 4);
  // Nothing is harvested, not even by the farm on the meadow.
  CHECK(s.pl[0].goods[good("cow")] == 2);
  CHECK(s.pl[0].goods[good("stone")] == 1);
}

TEST_CASE(
    "Two red beads (one bought with medicine) return the cards of the one other colour; a purple bead beside "
    "a red one returns the medicine cards (Le grain rouge; REVIEW.md item 28)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  emptyBoard(*pos, 0);
  LorreinState& s = *pos;
  s.pl[0].goods[good("leather")] = 3;   // green product: returned
  s.pl[0].goods[good("plank")] = 2;     // brown product: kept
  s.pl[0].goods[good("medicine")] = 1;  // purple product: kept this time
  bowlOf(s, {kRed, kRed, kMeadow});
  pos.play(0, {{"type", "throw"}});
  CHECK(s.pl[0].goods[good("leather")] == 0);
  CHECK(s.pl[0].goods[good("plank")] == 2);
  CHECK(s.pl[0].goods[good("medicine")] == 1);
  // Medicine is a purple card (lavender's colour): a purple bead with the red one returns it.
  emptyBoard(s, 0);
  s.pl[0].goods[good("medicine")] = 2;
  s.pl[0].goods[good("plank")] = 2;
  bowlOf(s, {kRed, kLavender, kForest});
  pos.play(0, {{"type", "throw"}});
  CHECK(s.pl[0].goods[good("medicine")] == 0);
  CHECK(s.pl[0].goods[good("plank")] == 0);
}

namespace {
// Plays the simplest answer of whoever decides: place, pass, keep the bowl, throw, end, eat.
void simpleStep(Pos& pos) {
  const int p = pos->turn().deciding.front();
  for (const char* t : {"place", "pass", "bowlDone", "throw", "endConstruction", "eat", "hunger"}) {
    if (!pos.find(p, {{"type", t}}).empty()) {
      pos.playMatching(p, {{"type", t}});
      return;
    }
  }
  FAIL("no simple action");
}
}  // namespace

TEST_CASE(
    "The red bead is added after the second turn, a turn being one player's (Le grain rouge; Les phases d'un "
    "tour du jeu: « Un tour du jeu est joué par un joueur »)",
    "[lorrein]") {
  Pos pos("lorrein", 3, 5);
  LorreinState& s = *pos;
  while (s.stage == stPlace) simpleStep(pos);
  // Turns 1 and 2 of the game: no red bead.
  for (int turn = 1; turn <= 2; ++turn) {
    CHECK(s.turns == turn - 1);
    CHECK(s.bowl[kRed] == 0);
    CHECK_FALSE(s.view(0)["redBeadIn"].get<bool>());
    const int active = s.active;
    while (s.active == active && !s.over()) simpleStep(pos);
  }
  REQUIRE_FALSE(s.over());
  // The third turn, still in the first round of three players: the red bead is in, and stays.
  CHECK(s.turns == 2);
  CHECK(s.round == 0);
  CHECK(s.bowl[kRed] == 1);
  CHECK(s.view(0)["redBeadIn"].get<bool>());
  while (s.turns < 5 && !s.over()) simpleStep(pos);
  if (!s.over()) CHECK(s.bowl[kRed] == 1);
}

TEST_CASE("Option redBead = afterSecondRound: the red bead after two rounds of turns (Le grain rouge)",
          "[lorrein]") {
  Pos pos("lorrein", 3, 5, Json{{"redBead", "afterSecondRound"}});
  LorreinState& s = *pos;
  while (s.stage == stPlace) simpleStep(pos);
  CHECK(s.bowl[kRed] == 0);
  while (s.round < 2 && !s.over()) {
    CHECK(s.bowl[kRed] == 0);
    simpleStep(pos);
  }
  if (!s.over()) CHECK(s.bowl[kRed] == 1);
}
