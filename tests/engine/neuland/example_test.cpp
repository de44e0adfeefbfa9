// The rulebook's worked example: "Exemple de début d'une partie à 2 joueurs"
// (second translation, last pages), reproduced step by step on the recommended
// map: Red starts on forest J (hex 9), Yellow on forest M (hex 12).
#include "scenario.hpp"

using namespace neuland;
using namespace neuland::test;

namespace {
constexpr int yellow = 0, red = 1;
}

TEST_CASE("worked example: Red then Yellow, and Yellow's two short turns give 11 actions against 10", "[neuland]") {
  auto s = fresh(2, red);
  REQUIRE(s->timeLine() == 11);

  // Red's first turn: hunting lodge and woodcutter's hut on a free forest, then 5 actions.
  play(*s, red, {{"type", "start"}, {"hex", 9}});
  const int redLodge = tileAt(*s, "huntingLodge", 9), redHut = tileAt(*s, "woodcutter", 9);
  play(*s, red, {{"type", "produce"}, {"building", redLodge}});  // A: food, 1st action
  REQUIRE(s->player(red).time == 1);
  play(*s, red, {{"type", "produce"}, {"building", redHut}, {"inputs", {src(redLodge, "food")}}});  // B: wood
  REQUIRE(s->player(red).time == 2);
  auto c = play(*s, red, {{"type", "build"}, {"kind", "quarry"}, {"hex", 2}, {"pay", src(redHut, "wood")}});  // C
  REQUIRE(c["steps"] == 0);  // building costs no action inside the cost zone
  REQUIRE(s->player(red).time == 2);
  const int quarry = tileAt(*s, "quarry", 2);
  play(*s, red, {{"type", "produce"}, {"building", redLodge}});  // D: food, 3rd
  play(*s, red, {{"type", "produce"}, {"building", quarry}, {"inputs", {src(redLodge, "food")}}});  // E: stone, 4th
  play(*s, red, {{"type", "produce"}, {"building", redLodge}});  // F: food, 5th
  REQUIRE(s->player(red).time == 5);
  play(*s, red, {{"type", "endTurn"}});
  // "Lors du premier tour, aucun produit ne peut être perdu": both products stay, lying.
  REQUIRE(s->tile(quarry).lying[0] == 1);
  REQUIRE(s->tile(redLodge).lying[0] == 1);
  REQUIRE(s->current() == yellow);  // the first round goes clockwise

  // Yellow's first turn: 4 actions, then ends early on purpose.
  play(*s, yellow, {{"type", "start"}, {"hex", 12}});
  const int yLodge = tileAt(*s, "huntingLodge", 12), yHut = tileAt(*s, "woodcutter", 12);
  play(*s, yellow, {{"type", "produce"}, {"building", yLodge}});  // A: food
  play(*s, yellow, {{"type", "produce"}, {"building", yHut}, {"inputs", {src(yLodge, "food")}}});  // B: wood
  play(*s, yellow, {{"type", "build"}, {"kind", "sheepFarm"}, {"hex", 3}, {"pay", src(yHut, "wood")}});  // C
  const int sheep = tileAt(*s, "sheepFarm", 3);
  play(*s, yellow, {{"type", "produce"}, {"building", sheep}});  // D: wool, 3rd
  play(*s, yellow, {{"type", "produce"}, {"building", yLodge}});  // E: food, 4th
  REQUIRE(s->player(yellow).time == 4);
  play(*s, yellow, {{"type", "endTurn"}});

  // The first round is over: the present-time marker moves to the next marker, Yellow's.
  REQUIRE(s->presentTime() == 4);
  REQUIRE(s->current() == yellow);
  REQUIRE(s->tile(sheep).lying[0] == 1);  // Yellow's workers now lie

  // Yellow's second turn: 7 actions (A–H).
  play(*s, yellow, {{"type", "produce"}, {"building", sheep}});  // A: wool, 1st
  play(*s, yellow, {{"type", "build"}, {"kind", "weavingMill"}, {"hex", 3}, {"pay", "woodToken"}});  // B
  const int yMill = tileAt(*s, "weavingMill", 3);
  play(*s, yellow, {{"type", "produce"}, {"building", yMill}, {"inputs", {src(sheep, "wool", false)}}});  // C: cloth
  play(*s, yellow, {{"type", "produce"}, {"building", yLodge}});  // D: food
  play(*s, yellow, {{"type", "produce"}, {"building", yHut}, {"inputs", {src(yLodge, "food", false)}}});  // E: wood
  play(*s, yellow, {{"type", "produce"}, {"building", yLodge}});  // F: food
  play(*s, yellow, {{"type", "produce"}, {"building", yHut}, {"inputs", {src(yLodge, "food", false)}}});  // G: wood
  play(*s, yellow, {{"type", "produce"}, {"building", yLodge}});  // H: food, 7th
  REQUIRE(s->player(yellow).time == 11);
  // 4 + 7 = 11 actions in two short turns; a single long turn allows at most 10.
  REQUIRE(s->player(yellow).time - 0 == 4 + 7);
  play(*s, yellow, {{"type", "endTurn"}});
  REQUIRE(s->current() == red);
  REQUIRE(s->presentTime() == 5);
  // The old lying wool was lost at the end of the turn: the sheep farm is free again.
  REQUIRE(s->tile(sheep).owner == -1);

  // Red's second turn: A–I, 7 actions.
  play(*s, red, {{"type", "build"}, {"kind", "abbey"}, {"hex", 10}, {"pay", src(quarry, "stone", true)}});  // A
  REQUIRE(s->player(red).time == 5);
  const int abbey = tileAt(*s, "abbey", 10);
  play(*s, red, {{"type", "produce"}, {"building", quarry}, {"inputs", {src(redLodge, "food", true)}}});  // B: stone
  play(*s, red, {{"type", "build"}, {"kind", "weavingMill"}, {"hex", 11}, {"pay", "woodToken"}});  // C
  const int rMill = tileAt(*s, "weavingMill", 11);
  play(*s, red, {{"type", "produce"}, {"building", sheep}});  // D: wool on Yellow's farm
  play(*s, red, {{"type", "produce"}, {"building", rMill}, {"inputs", {src(sheep, "wool")}}});  // E: cloth
  auto f = play(*s, red, {{"type", "coats"}, {"building", abbey}, {"inputs", {src(rMill, "cloth")}}});  // F
  REQUIRE(f["count"] == 1);  // Religion 1: exactly one coat of arms
  REQUIRE(s->player(red).time == 9);
  play(*s, red, {{"type", "produce"}, {"building", redLodge}});  // G: food
  play(*s, red, {{"type", "produce"}, {"building", sheep}});  // H: wool
  play(*s, red, {{"type", "produce"}, {"building", rMill}, {"inputs", {src(sheep, "wool")}}});  // I: cloth
  REQUIRE(s->player(red).time == 12);
  REQUIRE(s->player(red).coatsLeft == 17);
  REQUIRE(s->player(red).placed[0] == 1);
  play(*s, red, {{"type", "endTurn"}});

  // Yellow plays next and can no longer use the abbey: Red's coats are on it.
  REQUIRE(s->current() == yellow);
  REQUIRE(find(*s, yellow, {{"type", "coats"}, {"building", abbey}}).empty());
  REQUIRE(s->tile(yMill).lying[0] == 1);  // the cloth Yellow will lose at the end of this turn
}

TEST_CASE("time line: one turn allows at most 10 actions with 2 or 3 players, 9 with 4", "[neuland]") {
  // p. 7 (II) / first translation 1.2: the marker can never reach the present-time marker again.
  for (int players : {2, 3, 4}) {
    auto s = fresh(players, 0);
    play(*s, 0, {{"type", "start"}, {"hex", 9}});
    const int lodge = tileAt(*s, "huntingLodge", 9), hut = tileAt(*s, "woodcutter", 9);
    int actions = 0;
    for (;;) {
      // Food while workers remain, then wood from food (which frees a worker).
      auto next = find(*s, 0, {{"type", "produce"}, {"building", lodge}});
      if (next.empty()) next = find(*s, 0, {{"type", "produce"}, {"building", hut}, {"cart", false}});
      next.erase(std::remove_if(next.begin(), next.end(), [](const Json& a) { return a["steps"] != 1; }), next.end());
      if (next.empty()) break;
      play(*s, 0, next.front());
      ++actions;
    }
    REQUIRE(s->timeLine() == (players == 4 ? 10 : 11));
    REQUIRE(actions == (players == 4 ? 9 : 10));
  }
}
