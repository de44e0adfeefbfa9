// The production wheels (p. 4, 7) and set-up (p. 3–4).
#include "shape.hpp"

using namespace grt;

TEST_CASE("set-up: wheels, landscape and building board by player count", "[glassroad]") {
  // p. 3: sand 0, food 1, coal 2, water 3, wood 4 and 0 glass; brick wheel: 0 brick, 0 coal, clay on 1, food
  // on 2.
  auto s = fresh(4);
  const auto& g = s->pl[0].wheel[wGlass];
  CHECK(g[rSand] == 0);
  CHECK(g[rFood] == 1);
  CHECK(g[rCoal] == 2);
  CHECK(g[rWater] == 3);
  CHECK(g[rWood] == 4);
  CHECK(g[rGlass] == 0);
  const auto& b = s->pl[0].wheel[wBrick];
  CHECK(b[rCoal] == 0);
  CHECK(b[rClay] == 1);
  CHECK(b[rFood] == 2);
  CHECK(b[rBrick] == 0);
  // p. 3: 6 forests covering two squares each, 2 quarries, 2 groves, 2 ponds, 3 base buildings.
  CHECK(s->forestCount(0) == 6);
  CHECK(s->count(0, sqForest) == 12);
  CHECK(s->count(0, sqQuarry) == 2);
  CHECK(s->count(0, sqGrove) == 2);
  CHECK(s->count(0, sqPond) == 2);
  CHECK(s->hasBuilding(0, forestGlassworks));
  CHECK(s->hasBuilding(0, glassblowersCamp));
  CHECK(s->hasBuilding(0, bricklayersFraternity));
  CHECK(s->squareOf(0, forestGlassworks) == 0);  // p. 9: top left of the landscape
  // p. 4: 5 tiles per row with 4 players, 4 with 1–3; about half of each pile set aside.
  CHECK(s->slotsPerRow == 5);
  for (int row = 0; row < 3; ++row) {
    for (int k = 0; k < 5; ++k) CHECK(s->board[row][k] / 31 == row);
    CHECK(s->pile[row].size() + 5 == 16);
    CHECK(s->aside[row].size() == 15);
  }
  auto t = fresh(3);
  CHECK(t->slotsPerRow == 4);
  CHECK(t->pile[0].size() == 12);
  auto small = fresh(4, 1, Json{{"smallBoard", true}});
  CHECK(small->slotsPerRow == 4);
  // p. 4 (Uwe): the beginner game uses only the chapel buildings.
  auto beg = fresh(3, 1, Json{{"beginner", true}});
  for (int row = 0; row < 3; ++row) {
    for (int k = 0; k < 4; ++k) CHECK(data().buildings[beg->board[row][k]].beginner);
    for (int16_t x : beg->pile[row]) CHECK(data().buildings[x].beginner);
  }
  // Every player starts by choosing cards, all at once.
  CHECK(s->turn().deciding.size() == 4);
  CHECK(s->turn().phase == "pick");
  s.checkInvariants();
}

TEST_CASE("wheel example 1: 2 sand empty sector 0 and the glass wheel turns once", "[glassroad]") {
  // p. 4: before 2 sand, 1 food, 2 coal, 3 water, 4 wood; after 1, 0, 1, 2, 3 and 1 glass.
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 2, 3, 4, 0);
  s->pushGain(0, 1 << rSand, 2, -1, gfTxnEnd);
  s.play(0, gain("sand", "glass", 2));
  const auto& g = s->pl[0].wheel[wGlass];
  CHECK(g[rSand] == 1);
  CHECK(g[rFood] == 0);
  CHECK(g[rCoal] == 1);
  CHECK(g[rWater] == 2);
  CHECK(g[rWood] == 3);
  CHECK(g[rGlass] == 1);
}

TEST_CASE("wheel example 2: sand 0 to 2 turns the wheel once and it stops when glass reaches 3",
          "[glassroad]") {
  // p. 7: water 2, wood 3, food and coal 4, glass 2; sand from 0 to 2.
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 4, 4, 2, 3, 2);
  s->pushGain(0, 1 << rSand, 2, -1, gfTxnEnd);
  s.play(0, gain("sand", "glass", 2));
  const auto& g = s->pl[0].wheel[wGlass];
  CHECK(g[rGlass] == 3);
  CHECK(g[rSand] == 1);  // sector 0 still empty, but the refined brown sector is now taken
  CHECK(g[rWater] == 1);
  CHECK(g[rWood] == 2);
  CHECK(g[rFood] == 3);
  CHECK(g[rCoal] == 3);
  CHECK(s->settled(0));
}

TEST_CASE("a wheel turns again and again while both brown sectors stay empty", "[glassroad]") {
  // p. 7: "Continuez tant que les deux secteurs marron sont vides".
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 3, 3, 3, 3, 0);
  s->pushGain(0, 1 << rSand, 7, -1, gfTxnEnd);
  s.play(0, gain("sand", "glass", 7));
  const auto& g = s->pl[0].wheel[wGlass];
  CHECK(g[rGlass] == 3);  // three turns: food, coal, water and wood reach 0
  CHECK(g[rSand] == 4);
  CHECK(g[rFood] == 0);
}

TEST_CASE("the brick wheel turns when clay, food and coal all leave sector 0", "[glassroad]") {
  auto s = fresh(4);
  setBrickWheel(*s, 0, 1, 2, 0, 0);
  s->pushGain(0, 1 << rCoal, 1, -1, gfTxnEnd);
  s.play(0, gain("coal", "brick", 1));
  const auto& b = s->pl[0].wheel[wBrick];
  CHECK(b[rBrick] == 1);
  CHECK(b[rClay] == 0);
  CHECK(b[rFood] == 1);
  CHECK(b[rCoal] == 0);
}

TEST_CASE("basic resources never go beyond sector 7 and P1 lets you take fewer", "[glassroad]") {
  // p. 12: "Vous ne pouvez pas déplacer de ressource de base au-delà du secteur 7"; P1.
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 6, 0);
  s->pushGain(0, 1 << rWood, 3, -1, gfTxnEnd);
  CHECK(offered(s, 0, act(aGain, rWood, wGlass, 1)));
  CHECK_FALSE(offered(s, 0, act(aGain, rWood, wGlass, 2)));
  CHECK(offered(s, 0, act(aPass)));
  s.play(0, pass());
  CHECK(s->pl[0].wheel[wGlass][rWood] == 6);
}

TEST_CASE("P2: food and coal go on either wheel, never split", "[glassroad]") {
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 1, 0);
  setBrickWheel(*s, 0, 0, 1, 1, 0);
  s->pushGain(0, 1 << rFood, 3, -1, gfTxnEnd);
  auto v = actionsOf(s, 0);
  CHECK(offered(s, 0, act(aGain, rFood, wGlass, 3)));
  CHECK(offered(s, 0, act(aGain, rFood, wBrick, 3)));
  // One action carries the whole gain: there is no second gain decision afterwards.
  s.play(0, gain("food", "brick", 3));
  CHECK(s->pl[0].wheel[wBrick][rFood] == 4);
  CHECK(s->decisions.empty());
}

TEST_CASE("glass stays within the refined zone's sectors 0 to 3", "[glassroad]") {
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 1, 3);
  s->pushGain(0, 1 << rGlass, 1, -1, gfTxnEnd);
  s->advance();
  CHECK(s->decisions.empty());  // nothing can be taken: the gain lapses
  CHECK(s->pl[0].wheel[wGlass][rGlass] == 3);
}
