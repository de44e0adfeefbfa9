// The rulebook's worked example: "Exemple de début d'une partie à 2 joueurs"
// (second translation, last pages), reproduced step by step on the recommended
// map: Red starts on forest J (hex 9), Yellow on forest M (hex 12).
#include "position.hpp"

using namespace neuland;
using namespace neuland::test;

namespace {
constexpr int yellow = 0, red = 1;
}

TEST_CASE("worked example: Red then Yellow, and Yellow's two short turns give 11 actions against 10",
          "[neuland]") {
  Pos s = fresh(2, red, {{"stacking", true}});
  REQUIRE(s->line == 11);

  // Red's first turn: hunting lodge and woodcutter's hut on a free forest, then 5 actions.
  s.playMatching(red, {{"type", "start"}, {"hex", 9}});
  const int redLodge = tileAt(s, "huntingLodge", 9), redHut = tileAt(s, "woodcutter", 9);
  s.playMatching(red, {{"type", "produce"}, {"building", redLodge}});  // A: food, 1st action
  REQUIRE(s->players[red].time == 1);
  s.playMatching(
      red, {{"type", "produce"}, {"building", redHut}, {"inputs", {src(redLodge, "food")}}});  // B: wood
  REQUIRE(s->players[red].time == 2);
  auto c = s.playMatching(
      red, {{"type", "build"}, {"kind", "quarry"}, {"hex", 2}, {"pay", src(redHut, "wood")}});  // C
  REQUIRE(c["steps"] == 0);  // building costs no action inside the cost zone
  REQUIRE(s->players[red].time == 2);
  const int quarry = tileAt(s, "quarry", 2);
  s.playMatching(red, {{"type", "produce"}, {"building", redLodge}});  // D: food, 3rd
  s.playMatching(
      red,
      {{"type", "produce"}, {"building", quarry}, {"inputs", {src(redLodge, "food")}}});  // E: stone, 4th
  s.playMatching(red, {{"type", "produce"}, {"building", redLodge}});                     // F: food, 5th
  REQUIRE(s->players[red].time == 5);
  s.playMatching(red, {{"type", "endTurn"}});
  // "Lors du premier tour, aucun produit ne peut être perdu": both products stay, lying.
  REQUIRE(s->tiles[quarry].lying[0] == 1);
  REQUIRE(s->tiles[redLodge].lying[0] == 1);
  REQUIRE(s->current == yellow);  // the first round goes clockwise

  // Yellow's first turn: 4 actions, then ends early on purpose.
  s.playMatching(yellow, {{"type", "start"}, {"hex", 12}});
  const int yLodge = tileAt(s, "huntingLodge", 12), yHut = tileAt(s, "woodcutter", 12);
  s.playMatching(yellow, {{"type", "produce"}, {"building", yLodge}});  // A: food
  s.playMatching(yellow,
                 {{"type", "produce"}, {"building", yHut}, {"inputs", {src(yLodge, "food")}}});  // B: wood
  s.playMatching(yellow,
                 {{"type", "build"}, {"kind", "sheepFarm"}, {"hex", 3}, {"pay", src(yHut, "wood")}});  // C
  const int sheep = tileAt(s, "sheepFarm", 3);
  s.playMatching(yellow, {{"type", "produce"}, {"building", sheep}});   // D: wool, 3rd
  s.playMatching(yellow, {{"type", "produce"}, {"building", yLodge}});  // E: food, 4th
  REQUIRE(s->players[yellow].time == 4);
  s.playMatching(yellow, {{"type", "endTurn"}});

  // The first round is over: the present-time marker moves to the next marker, Yellow's.
  REQUIRE(s->present == 4);
  REQUIRE(s->current == yellow);
  REQUIRE(s->tiles[sheep].lying[0] == 1);  // Yellow's workers now lie

  // Yellow's second turn: 7 actions (A–H).
  s.playMatching(yellow, {{"type", "produce"}, {"building", sheep}});  // A: wool, 1st
  s.playMatching(yellow,
                 {{"type", "build"}, {"kind", "weavingMill"}, {"hex", 3}, {"pay", "woodToken"}});  // B
  const int yMill = tileAt(s, "weavingMill", 3);
  s.playMatching(
      yellow,
      {{"type", "produce"}, {"building", yMill}, {"inputs", {src(sheep, "wool", false)}}});  // C: cloth
  s.playMatching(yellow, {{"type", "produce"}, {"building", yLodge}});                       // D: food
  s.playMatching(
      yellow,
      {{"type", "produce"}, {"building", yHut}, {"inputs", {src(yLodge, "food", false)}}});  // E: wood
  s.playMatching(yellow, {{"type", "produce"}, {"building", yLodge}});                       // F: food
  s.playMatching(
      yellow,
      {{"type", "produce"}, {"building", yHut}, {"inputs", {src(yLodge, "food", false)}}});  // G: wood
  s.playMatching(yellow, {{"type", "produce"}, {"building", yLodge}});                       // H: food, 7th
  REQUIRE(s->players[yellow].time == 11);
  // 4 + 7 = 11 actions in two short turns; a single long turn allows at most 10.
  REQUIRE(s->players[yellow].time - 0 == 4 + 7);
  s.playMatching(yellow, {{"type", "endTurn"}});
  REQUIRE(s->current == red);
  REQUIRE(s->present == 5);
  // The old lying wool was lost at the end of the turn: the sheep farm is free again.
  REQUIRE(s->tiles[sheep].owner == -1);

  // Red's second turn: A–I, 7 actions.
  s.playMatching(
      red, {{"type", "build"}, {"kind", "abbey"}, {"hex", 10}, {"pay", src(quarry, "stone", true)}});  // A
  REQUIRE(s->players[red].time == 5);
  const int abbey = tileAt(s, "abbey", 10);
  s.playMatching(
      red,
      {{"type", "produce"}, {"building", quarry}, {"inputs", {src(redLodge, "food", true)}}});  // B: stone
  s.playMatching(red, {{"type", "build"}, {"kind", "weavingMill"}, {"hex", 11}, {"pay", "woodToken"}});  // C
  const int rMill = tileAt(s, "weavingMill", 11);
  s.playMatching(red, {{"type", "produce"}, {"building", sheep}});  // D: wool on Yellow's farm
  s.playMatching(red,
                 {{"type", "produce"}, {"building", rMill}, {"inputs", {src(sheep, "wool")}}});  // E: cloth
  auto f =
      s.playMatching(red, {{"type", "coats"}, {"building", abbey}, {"inputs", {src(rMill, "cloth")}}});  // F
  REQUIRE(f["count"] == 1);  // Religion 1: exactly one coat of arms
  REQUIRE(s->players[red].time == 9);
  s.playMatching(red, {{"type", "produce"}, {"building", redLodge}});  // G: food
  s.playMatching(red, {{"type", "produce"}, {"building", sheep}});     // H: wool
  s.playMatching(red,
                 {{"type", "produce"}, {"building", rMill}, {"inputs", {src(sheep, "wool")}}});  // I: cloth
  REQUIRE(s->players[red].time == 12);
  REQUIRE(s->players[red].coatsLeft == 17);
  REQUIRE(s->players[red].placed[0] == 1);
  s.playMatching(red, {{"type", "endTurn"}});

  // Yellow plays next and can no longer use the abbey: Red's coats are on it.
  REQUIRE(s->current == yellow);
  REQUIRE(s.find(yellow, {{"type", "coats"}, {"building", abbey}}).empty());
  REQUIRE(s->tiles[yMill].lying[0] == 1);  // the cloth Yellow will lose at the end of this turn
}

TEST_CASE("time line: one turn allows at most 10 actions with 2 or 3 players, 9 with 4", "[neuland]") {
  // p. 7 (II) / first translation 1.2: the marker can never reach the present-time marker again.
  for (int players : {2, 3, 4}) {
    Pos s = fresh(players, 0, {{"stacking", true}});  // food again and again on one lodge
    s.playMatching(0, {{"type", "start"}, {"hex", 9}});
    const int lodge = tileAt(s, "huntingLodge", 9), hut = tileAt(s, "woodcutter", 9);
    int actions = 0;
    for (;;) {
      // Food while workers remain, then wood from food (which frees a worker).
      auto next = s.find(0, {{"type", "produce"}, {"building", lodge}});
      if (next.empty()) next = s.find(0, {{"type", "produce"}, {"building", hut}, {"cart", false}});
      next.erase(std::remove_if(next.begin(), next.end(), [](const Json& a) { return a["steps"] != 1; }),
                 next.end());
      if (next.empty()) break;
      s.playMatching(0, next.front());
      ++actions;
    }
    REQUIRE(s->line == (players == 4 ? 10 : 11));
    REQUIRE(actions == (players == 4 ? 9 : 10));
  }
}
