// "La phase de construction": farms, witchery, duchies, workshops, "Le moulin".
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

TEST_CASE("Building a farm costs two cows and one wheat; five farms at most (La construction d'une ferme)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("cow")] = 2;
  s.pl[0].goods[good("wheat")] = 1;
  pos.play(0, {{"type", "build"}, {"building", "farm"}, {"tile", 20}});
  CHECK(s.tiles[20].building == bFarm);
  CHECK(s.pl[0].goods[good("cow")] == 0);
  CHECK(s.pl[0].goods[good("wheat")] == 0);
  for (int t = 0; t < 4; ++t) put(s, t, bFarm, 0);
  s.pl[0].goods[good("cow")] = 2;
  s.pl[0].goods[good("wheat")] = 1;
  CHECK(pos.find(0, {{"type", "build"}, {"building", "farm"}}).empty());
}

TEST_CASE(
    "One building per landscape: a farm blocks another player's workshop there (La construction d'une ferme)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);
  put(s, 1, bFarm, 1);  // the other player's farm beside my duchy
  s.pl[0].goods[good("slate")] = 2;
  s.pl[0].goods[good("leather")] = 2;
  CHECK_FALSE(pos.isLegal(0, {{"type", "build"}, {"building", "sawmill"}, {"tile", 1}}));
  CHECK(pos.isLegal(0, {{"type", "build"}, {"building", "sawmill"}, {"tile", 0}}));
  CHECK(pos.find(0, {{"type", "build"}, {"building", "farm"}}).empty());  // no cows
}

TEST_CASE(
    "A witchery costs two lavender, one per player; moving it costs one medicine (Construire une "
    "sorcellerie)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("lavender")] = 4;
  pos.play(0, {{"type", "build"}, {"building", "witchery"}, {"tile", 5}});
  CHECK(s.pl[0].goods[good("lavender")] == 2);
  CHECK(pos.find(0, {{"type", "build"}, {"building", "witchery"}}).empty());
  s.pl[0].goods[good("medicine")] = 1;
  pos.play(0, {{"type", "moveWitchery"}, {"tile", 30}});
  CHECK(s.tiles[5].building == bNone);
  CHECK(s.tiles[30].building == bWitchery);
  CHECK(s.pl[0].goods[good("medicine")] == 0);
}

TEST_CASE(
    "A small duchy costs a plank and a slate, enlarging it the same; three duchies at most (Construire un "
    "duché)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("plank")] = 2;
  s.pl[0].goods[good("slate")] = 2;
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 12}});
  CHECK(s.vertices[12].owner == 0);
  pos.play(0, {{"type", "enlarge"}, {"vertex", 12}});
  CHECK(s.vertices[12].large == 1);
  CHECK(s.pl[0].goods[good("plank")] == 0);
  duchy(s, 3, 0);
  duchy(s, 20, 0);
  s.pl[0].goods[good("plank")] = 1;
  s.pl[0].goods[good("slate")] = 1;
  CHECK(pos.find(0, {{"type", "build"}, {"building", "duchy"}}).empty());
}

namespace {
// A river board with two forests, tile 0 beside player 0's duchy (vertex 0: tiles 0, 1, 6, 7)
// and tile 20 away from it.
void forestsBesideDuchyAndAway(LorreinState& s) {
  emptyBoard(s, 0, kRiver);
  s.tiles[0].land = kForest;
  s.tiles[20].land = kForest;
  duchy(s, 0, 0);
}
}  // namespace

TEST_CASE("A workshop stands on its landscape beside its owner's own duchy (Construire un atelier)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  forestsBesideDuchyAndAway(s);
  duchy(s, 18, 1);  // tiles 21, 22, 27, 28: another player's
  s.pl[0].goods[good("slate")] = 2;
  s.pl[0].goods[good("leather")] = 2;
  const auto sawmills = pos.find(0, {{"type", "build"}, {"building", "sawmill"}});
  REQUIRE(sawmills.size() == 1);
  CHECK(sawmills[0]["tile"] == 0);  // not on river, not on the far forest
}

TEST_CASE(
    "Construire un atelier, the example: no free forest beside one's duchy, no sawmill; another duchy "
    "beside a forest solves it",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  forestsBesideDuchyAndAway(s);
  put(s, 0, bFarm, 1);  // the one forest beside it is taken
  s.pl[0].goods[good("slate")] = 3;
  s.pl[0].goods[good("leather")] = 2;
  s.pl[0].goods[good("plank")] = 1;
  CHECK(pos.find(0, {{"type", "build"}, {"building", "sawmill"}}).empty());
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 11}});  // tiles 13, 14, 19, 20
  const auto sawmills = pos.find(0, {{"type", "build"}, {"building", "sawmill"}});
  REQUIRE(sawmills.size() == 1);
  CHECK(sawmills[0]["tile"] == 20);
}

TEST_CASE("Two workshops beside a small duchy, four beside a large one (Construire un duché)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);
  put(s, 0, bWorkshop, 0);
  put(s, 1, bWorkshop, 0);
  s.pl[0].goods[good("slate")] = 4;
  s.pl[0].goods[good("leather")] = 4;
  CHECK(pos.find(0, {{"type", "build"}, {"building", "sawmill"}}).empty());
  duchy(s, 0, 0, true);
  CHECK(pos.find(0, {{"type", "build"}, {"building", "sawmill"}}).size() == 2);  // tiles 6 and 7
}

TEST_CASE(
    "Three workshops around a small duchy only when one counts for another own duchy (Construire un duché, "
    "ATTENTION)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("slate")] = 2;
  s.pl[0].goods[good("leather")] = 2;
  duchy(s, 0, 0);  // tiles 0, 1, 6, 7
  put(s, 0, bWorkshop, 0);
  put(s, 6, bWorkshop, 0);
  // A single small duchy: no third workshop.
  CHECK_FALSE(pos.isLegal(0, {{"type", "build"}, {"building", "sawmill"}, {"tile", 1}}));
  // Another own duchy far away does not help.
  duchy(s, 18, 0);
  CHECK_FALSE(pos.isLegal(0, {{"type", "build"}, {"building", "sawmill"}, {"tile", 1}}));
  // The picture's case: a second small duchy sharing landscape 1 (v1: tiles 1, 2, 7, 8).
  duchy(s, 18, -1);
  duchy(s, 1, 0);
  pos.play(0, {{"type", "build"}, {"building", "sawmill"}, {"tile", 1}});
  CHECK(s.workshopsFit(0));
  // Three around v0, and every duchy of the player has two.
  int around = 0;
  for (int t : {0, 1, 6, 7}) around += s.tiles[t].building == bWorkshop;
  CHECK(around == 3);
}

TEST_CASE("The mill: only one on the board, taken from its owner by building one (Le moulin)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 1, kField);
  duchy(s, 0, 0);
  put(s, 0, bWorkshop, 0);  // player A's mill
  duchy(s, 24, 1);          // player B's duchy: tiles 28, 29, 34, 35
  s.pl[1].goods[good("plank")] = 2;
  s.pl[1].goods[good("slate")] = 2;
  s.pl[1].goods[good("leather")] = 2;
  CHECK(s.millOwner() == 0);
  pos.play(1, {{"type", "build"}, {"building", "mill"}, {"tile", 29}});
  CHECK(s.millOwner() == 1);
  CHECK(s.tiles[0].building == bNone);  // "Joueur A doit tout de suite enlever son moulin"
  CHECK(s.countWorkshops(0) == 0);
  // The owner cannot build a second one.
  s.pl[1].goods[good("plank")] = 2;
  s.pl[1].goods[good("slate")] = 2;
  s.pl[1].goods[good("leather")] = 2;
  CHECK(pos.find(1, {{"type", "build"}, {"building", "mill"}}).empty());
}
