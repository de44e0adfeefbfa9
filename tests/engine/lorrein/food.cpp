// "Phase alimentaire" and "Faim".
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

TEST_CASE("Food: one per small duchy, two per large, in flour, wheat or cows (Phase alimentaire)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);
  duchy(s, 12, 0, true);
  s.pl[0].goods[good("flour")] = 1;
  s.pl[0].goods[good("wheat")] = 1;
  s.pl[0].goods[good("cow")] = 1;
  CHECK(s.foodNeed(0) == 3);
  pos.play(0, {{"type", "endConstruction"}});
  CHECK(s.turn().phase == "food");
  pos.play(0, {{"type", "eat"}, {"food", "flour"}});
  pos.play(0, {{"type", "eat"}, {"food", "wheat"}});
  pos.play(0, {{"type", "eat"}, {"food", "cow"}});
  CHECK(s.active == 1);
  CHECK(s.pl[0].goods[good("flour")] + s.pl[0].goods[good("wheat")] + s.pl[0].goods[good("cow")] == 0);
}

TEST_CASE("Hunger: the three options, and paying is not offered without enough food (Faim)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);
  duchy(s, 12, 0, true);
  put(s, 0, bWorkshop, 0);
  s.pl[0].goods[good("flour")] = 2;  // 3 are due
  pos.play(0, {{"type", "endConstruction"}});
  CHECK(pos.find(0, {{"type", "eat"}}).empty());
  CHECK(pos.find(0, {{"type", "hunger"}, {"option", "removeWorkshop"}}).size() == 1);
  CHECK(pos.find(0, {{"type", "hunger"}, {"option", "reduceDuchy"}}).size() == 1);
  CHECK(pos.find(0, {{"type", "hunger"}, {"option", "removeDuchy"}}).size() == 1);
  // Choosing hunger: nothing is paid.
  pos.play(0, {{"type", "hunger"}, {"option", "reduceDuchy"}, {"vertex", 12}});
  CHECK(s.vertices[12].large == 0);
  CHECK(s.pl[0].goods[good("flour")] == 2);
  CHECK(s.active == 1);
}

TEST_CASE("Hunger: one may choose to go hungry even with food (Faim)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);
  put(s, 0, bWorkshop, 0);
  s.pl[0].goods[good("flour")] = 5;
  pos.play(0, {{"type", "endConstruction"}});
  pos.play(0, {{"type", "hunger"}, {"option", "removeWorkshop"}, {"tile", 0}});
  CHECK(s.tiles[0].building == bNone);
  CHECK(s.pl[0].goods[good("flour")] == 5);
}

TEST_CASE("Hunger: removing a small duchy removes the workshops in it (Faim)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);
  put(s, 0, bWorkshop, 0);
  put(s, 1, bWorkshop, 0);
  pos.play(0, {{"type", "endConstruction"}});
  pos.play(0, {{"type", "hunger"}, {"option", "removeDuchy"}, {"vertex", 0}});
  CHECK(s.turn().phase == "removeWorkshop");
  pos.playMatching(0, {{"type", "removeWorkshop"}});
  pos.playMatching(0, {{"type", "removeWorkshop"}});
  CHECK(s.countWorkshops(0) == 0);
  CHECK(s.active == 1);
}

TEST_CASE(
    "Hunger: removing a small duchy removes only the workshops in it, one that counts for another own duchy "
    "stays and is not offered (Faim: « les ateliers dans ce duché doivent aussi être enlevés »)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0);           // tiles 0, 1, 6, 7
  duchy(s, 1, 0);           // tiles 1, 2, 7, 8
  put(s, 0, bWorkshop, 0);  // beside the first duchy only
  put(s, 1, bWorkshop, 0);  // beside both
  put(s, 2, bWorkshop, 0);  // beside the second only
  pos.play(0, {{"type", "endConstruction"}});
  pos.play(0, {{"type", "hunger"}, {"option", "removeDuchy"}, {"vertex", 0}});
  REQUIRE(s.turn().phase == "removeWorkshop");
  const std::vector<Json> offered = pos.find(0, {{"type", "removeWorkshop"}});
  REQUIRE(offered.size() == 1);
  CHECK(offered[0]["tile"] == 0);
  pos.play(0, {{"type", "removeWorkshop"}, {"tile", 0}});
  CHECK(s.countWorkshops(0) == 2);  // the second duchy keeps its two
  CHECK(s.active == 1);
  pos.checkInvariants();
}

TEST_CASE("Hunger: reducing a large duchy with four workshops removes two of them (Faim)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 0, true);
  for (int t : {0, 1, 6, 7}) put(s, t, bWorkshop, 0);
  pos.play(0, {{"type", "endConstruction"}});
  pos.play(0, {{"type", "hunger"}, {"option", "reduceDuchy"}, {"vertex", 0}});
  pos.playMatching(0, {{"type", "removeWorkshop"}});
  CHECK(s.turn().phase == "removeWorkshop");
  pos.playMatching(0, {{"type", "removeWorkshop"}});
  CHECK(s.countWorkshops(0) == 2);
  CHECK(s.active == 1);
  pos.checkInvariants();
}

TEST_CASE(
    "Safety end (ASSUMPTIONS.md; not in the text): after 100 rounds without a fulfilled mission the game "
    "ends and the players closest to their mission win (REVIEW.md item 76)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  const int last = (s.first + s.n - 1) % s.n;  // the round's last seat
  emptyBoard(s, last);
  s.round = kRoundLimit - 1;
  pos.play(last, {{"type", "endConstruction"}});  // no duchy: no meal, the round ends
  REQUIRE(s.over());
  CHECK(s.round == kRoundLimit);
  const Json sc = s.scores();
  REQUIRE_FALSE(sc["winners"].empty());
  double best = 0;
  for (int p = 0; p < s.n; ++p) best = std::max(best, s.missionProgress(p));
  for (const auto& w : sc["winners"]) CHECK(s.missionProgress(w.get<int>()) == best);
}
