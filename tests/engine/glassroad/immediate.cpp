// Building (p. 11) and every immediate building (appendix 2).
#include "shape.hpp"

using namespace grt;

namespace {

// A player with plenty to pay with, wheels held still (sand, coal on sector 0),
// an empty landscape but for the base buildings, and a build action pending.
Pos withPending(int b) {
  auto s = fresh(4);
  clearLandscape(*s, 0);
  offerOnBoard(*s, b);
  setGlassWheel(*s, 0, 0, 0, 2, 2, 5, 3);
  setBrickWheel(*s, 0, 5, 2, 0, 3);
  s->decisions.push(Decision{dBuild, 0, 0, 0, 0, 0});
  return s;
}

void buildAt(Pos& s, int b, int sq) {
  s.play(0, Json{{"type", "build"}, {"building", data().buildings[b].id}, {"square", sq}});
}

}  // namespace

TEST_CASE("building: pay the whole cost, place on an empty square; upgrades only on their base building",
          "[glassroad]") {
  auto s = withPending(cooperage);  // 1 wood, 2 bricks, 3 points (p. 4)
  CHECK(data().buildings[cooperage].cost == std::array<int8_t, 4>{1, 0, 0, 2});
  CHECK(data().buildings[cooperage].points == 3);
  CHECK_FALSE(offered(s, 0, act(aBuild, cooperage, 0)));  // a base building's square is not empty
  buildAt(s, cooperage, sqAt(2, 0));
  CHECK(s->pl[0].wheel[wGlass][rWood] == 4);
  CHECK(s->pl[0].wheel[wBrick][rBrick] == 1);
  CHECK(s->pl[0].brickSpent == 2);
  CHECK(s->hasBuilding(0, cooperage));
  // Upgrades: on the matching base building only, once.
  auto u = withPending(glassworks);
  const int fg = u->squareOf(0, forestGlassworks);
  CHECK(offered(u, 0, act(aBuild, glassworks, fg)));
  CHECK_FALSE(offered(u, 0, act(aBuild, glassworks, sqAt(2, 0))));
  buildAt(u, glassworks, fg);
  CHECK(u->pl[0].sq[fg].upgrade == glassworks);
  CHECK(u->tileBuildings(0) == 0);  // an upgrade does not add a building (p. 19)
  offerOnBoard(*u, forest_hut, 1);
  u->decisions.push(Decision{dBuild, 0, 0, 0, 0, 0});
  CHECK_FALSE(offered(u, 0, act(aBuild, forest_hut, fg)));
  // Unaffordable buildings are not offered.
  auto poor = withPending(water_mill);  // 4 wood, 4 clay, 2 bricks
  poor->pl[0].wheel[wGlass][rWood] = 3;
  CHECK_FALSE(offered(poor, 0, act(aBuild, water_mill, sqAt(2, 0))));
}

TEST_CASE("immediate buildings that give resources", "[glassroad]") {
  struct Case {
    int b, mask, amount;
  };
  const Case cases[] = {
      {carpenters_workshop, 1 << rWood, 7}, {shack, 1 << rGlass, 1},     {fuel_depot, 1 << rCoal, 7},
      {river_warehouse, 1 << rWood, 4},     {barn, 1 << rFood, 7},       {clay_embankment, 1 << rClay, 7},
      {sand_reserve, 1 << rSand, 3},        {reservoir, 1 << rWater, 7}, {stockpile, 1 << rBrick, 2},
  };
  for (const Case& c : cases) {
    INFO(data().buildings[c.b].id);
    auto s = withPending(c.b);
    s->pl[0].wheel[wGlass][rGlass] = 2;                         // room for the shack's glass
    s->pl[0].wheel[wBrick][rBrick] = c.b == stockpile ? 1 : 3;  // room for the stockpile's bricks
    buildAt(s, c.b, sqAt(2, 0));
    const Decision d = top(*s);
    CHECK(d.kind == dGain);
    CHECK(d.a == c.mask);
    CHECK(d.b == c.amount);
  }
  // Free buildings (p. 19): sand reserve, clay basin, loess plateau.
  CHECK(data().buildings[sand_reserve].cost == std::array<int8_t, 4>{0, 0, 0, 0});
  CHECK(data().buildings[loess_plateau].points == -1);
}

TEST_CASE("immediate buildings counting what you have: sculptor, raftsman, hot spring, boathouse",
          "[glassroad]") {
  {
    auto s = withPending(sculptors_workshop);  // food = wood (after paying), on one wheel
    buildAt(s, sculptors_workshop, sqAt(2, 0));
    CHECK(top(*s).a == 1 << rFood);
    CHECK(top(*s).b == 5);
    s.play(0, gain("food", "brick", 5));
    CHECK(s->pl[0].wheel[wBrick][rFood] == 7);
    CHECK(s->pl[0].wheel[wGlass][rWood] == 5);  // the wood is kept
  }
  {
    auto s = withPending(raftsman);
    buildAt(s, raftsman, sqAt(2, 0));
    CHECK(top(*s).a == 1 << rWood);
    CHECK(top(*s).b == 2);  // 2 water
  }
  {
    auto s = withPending(hot_spring);
    s->pl[0].wheel[wGlass][rWater] = 5;
    buildAt(s, hot_spring, sqAt(2, 0));
    CHECK(top(*s).a == 1 << rCoal);
    CHECK(top(*s).b == 5);
  }
  {
    auto s = withPending(boathouse);
    setSquare(*s, 0, sqAt(2, 5), sqPond);
    setSquare(*s, 0, sqAt(2, 6), sqPond);
    setSquare(*s, 0, sqAt(1, 6), sqPond);
    buildAt(s, boathouse, sqAt(2, 0));
    CHECK(top(*s).a == 1 << rCoal);
    CHECK(top(*s).b == 3);
  }
}

TEST_CASE("immediate buildings counting adjacent squares (G4: orthogonal only)", "[glassroad]") {
  // (1,3) has neighbours (0,3), (1,2), (1,4), (2,3); (0,2) and (2,4) are diagonal.
  const int at = sqAt(1, 3);
  {
    auto s = withPending(clay_depot);
    setSquare(*s, 0, sqAt(0, 3), sqQuarry);
    setSquare(*s, 0, sqAt(2, 4), sqPond);
    buildAt(s, clay_depot, at);
    CHECK(top(*s).b == 6);  // 3 empty neighbours, 2 clay each
  }
  {
    auto s = withPending(wood_depot);
    buildAt(s, wood_depot, at);
    CHECK(top(*s).a == 1 << rWood);
    CHECK(top(*s).b == 8);
  }
  {
    auto s = withPending(loess_islet);
    setSquare(*s, 0, sqAt(0, 3), sqPond);
    setSquare(*s, 0, sqAt(1, 4), sqPond);
    setSquare(*s, 0, sqAt(2, 4), sqPond);  // diagonal: does not count
    buildAt(s, loess_islet, at);
    CHECK(top(*s).a == 1 << rClay);
    CHECK(top(*s).b == 4);
  }
  {
    // p. 13 example: the cultivator's pond next to an empty square, the sandy islet built there: 2 sand.
    auto s = withPending(sandy_islet);
    setSquare(*s, 0, sqAt(1, 2), sqPond);
    buildAt(s, sandy_islet, at);
    CHECK(top(*s).a == 1 << rSand);
    CHECK(top(*s).b == 2);
  }
  for (int b : {tool_shed, water_tower, loess_plateau}) {
    INFO(data().buildings[b].id);
    auto s = withPending(b);
    setSquare(*s, 0, sqAt(0, 3), sqGrove);
    buildAt(s, b, at);
    const int kind = b == loess_plateau ? sqQuarry : sqPond;
    CHECK(s->pl[0].sq[sqAt(1, 2)].kind == kind);
    CHECK(s->pl[0].sq[sqAt(1, 4)].kind == kind);
    CHECK(s->pl[0].sq[sqAt(2, 3)].kind == kind);
    CHECK(s->pl[0].sq[sqAt(0, 3)].kind == sqGrove);
    CHECK(s->pl[0].sq[sqAt(2, 4)].kind == sqEmpty);
  }
}

TEST_CASE("country house: up to 2 landscape tiles of one type next to it", "[glassroad]") {
  auto s = withPending(country_house);
  const int at = sqAt(1, 3);
  buildAt(s, country_house, at);
  CHECK_FALSE(offered(s, 0, act(aPlaceTerrain, sqGrove, sqAt(2, 4))));  // diagonal
  s.play(0, Json{{"type", "placeTerrain"}, {"terrain", "grove"}, {"square", sqAt(1, 2)}});
  CHECK_FALSE(offered(s, 0, act(aPlaceTerrain, sqPond, sqAt(1, 4))));  // the same type
  s.play(0, Json{{"type", "placeTerrain"}, {"terrain", "grove"}, {"square", sqAt(1, 4)}});
  CHECK(s->count(0, sqGrove) == 2);
  CHECK(s->decisions.empty());
}

TEST_CASE("dairy: 3 food on each wheel", "[glassroad]") {
  auto s = withPending(dairy);
  buildAt(s, dairy, sqAt(2, 0));
  s.play(0, gain("food", "glass", 3));
  CHECK_FALSE(offered(s, 0, act(aGain, rFood, wGlass, 3)));
  s.play(0, gain("food", "brick", 3));
  CHECK(s->pl[0].wheel[wGlass][rFood] == 3);
  CHECK(s->pl[0].wheel[wBrick][rFood] == 5);
}

TEST_CASE("builders' storehouse: 3 wood and 3 clay", "[glassroad]") {
  auto s = withPending(builders_storehouse);
  s->pl[0].wheel[wGlass][rWood] = 1;
  s->pl[0].wheel[wBrick][rClay] = 1;
  buildAt(s, builders_storehouse, sqAt(2, 0));
  s.play(0, gain("wood", "glass", 3));
  s.play(0, gain("clay", "brick", 3));
  CHECK(s->pl[0].wheel[wGlass][rWood] == 4);
  CHECK(s->pl[0].wheel[wBrick][rClay] == 4);
}

TEST_CASE("upgrades with an immediate effect: forest hut, artists' camp, guild house", "[glassroad]") {
  struct Case {
    int b, base, mask, amount;
  };
  const Case cases[] = {{forest_hut, forestGlassworks, 1 << rWood, 5},
                        {artists_camp, glassblowersCamp, 1 << rGlass, 1},
                        {guild_house, bricklayersFraternity, 1 << rClay, 4}};
  for (const Case& c : cases) {
    INFO(data().buildings[c.b].id);
    auto s = withPending(c.b);
    s->pl[0].wheel[wGlass][rGlass] = 2;
    buildAt(s, c.b, s->squareOf(0, c.base));
    CHECK(s->pl[0].sq[s->squareOf(0, c.base)].upgrade == c.b);
    CHECK(top(*s).a == c.mask);
    CHECK(top(*s).b == c.amount);
  }
}

TEST_CASE("as often as you like: landscaping office, winery, fishery, wood merchant", "[glassroad]") {
  {
    auto s = withPending(landscaping_office);  // remove a quarry: 2 clay and 2 sand, repeatedly
    setSquare(*s, 0, sqAt(2, 5), sqQuarry);
    setSquare(*s, 0, sqAt(2, 6), sqQuarry);
    buildAt(s, landscaping_office, sqAt(2, 0));
    s->pl[0].wheel[wBrick][rClay] = 1;
    s.play(0, Json{{"type", "repeat"}, {"square", sqAt(2, 5)}});
    s.play(0, gain("clay", "brick", 2));
    s.play(0, gain("sand", "glass", 2));
    s.play(0, Json{{"type", "repeat"}, {"square", sqAt(2, 6)}});
    s.play(0, gain("clay", "brick", 2));
    s.play(0, gain("sand", "glass", 2));
    CHECK(s->count(0, sqQuarry) == 0);
    CHECK(s->pl[0].wheel[wBrick][rClay] == 5);
    CHECK(top(*s).kind == dRepeat);
    s.play(0, pass());
    CHECK(s->decisions.empty());
  }
  {
    auto s = withPending(winery);  // remove a grove: 3 food (wheel chosen each time) and 1 wood
    setSquare(*s, 0, sqAt(2, 5), sqGrove);
    s->pl[0].wheel[wGlass][rWood] = 3;
    buildAt(s, winery, sqAt(2, 0));
    s.play(0, Json{{"type", "repeat"}, {"square", sqAt(2, 5)}});
    s.play(0, gain("food", "brick", 3));
    s.play(0, gain("wood", "glass", 1));
    CHECK(s->pl[0].wheel[wBrick][rFood] == 5);
    CHECK(s->pl[0].wheel[wGlass][rWood] == 4);  // no wood in its cost
  }
  {
    auto s = withPending(fishery);  // remove a pond: 3 food and 1 water
    setSquare(*s, 0, sqAt(2, 5), sqPond);
    buildAt(s, fishery, sqAt(2, 0));
    s.play(0, Json{{"type", "repeat"}, {"square", sqAt(2, 5)}});
    s.play(0, gain("food", "glass", 3));
    s.play(0, gain("water", "glass", 1));
    CHECK(s->pl[0].wheel[wGlass][rWater] == 3);
    CHECK(s->count(0, sqPond) == 0);
  }
  {
    auto s = withPending(wood_merchant);  // 1 wood -> 2 of one basic resource, repeatedly
    buildAt(s, wood_merchant, sqAt(2, 0));
    const int wood = s->pl[0].wheel[wGlass][rWood];
    s.play(0, Json{{"type", "repeat"}, {"resource", "water"}});
    s.play(0, gain("water", "glass", 2));
    const int clay = s->pl[0].wheel[wBrick][rClay];
    s.play(0, Json{{"type", "repeat"}, {"resource", "clay"}});
    s.play(0, pass());  // G1: the 2 clay may be refused, the wood is spent
    CHECK(s->pl[0].wheel[wBrick][rClay] == clay);
    s.play(0, pass());
    CHECK(s->pl[0].wheel[wGlass][rWood] == wood - 2);
    CHECK(s->pl[0].wheel[wGlass][rWater] == 4);
  }
}

TEST_CASE("tavern: applies the effect of an adjacent immediate building", "[glassroad]") {
  auto s = withPending(tavern);
  placeTile(*s, 0, reservoir, sqAt(1, 2));
  placeTile(*s, 0, cooperage, sqAt(1, 4));  // a conversion building cannot be copied
  buildAt(s, tavern, sqAt(1, 3));
  CHECK(offered(s, 0, act(aTavern, sqAt(1, 2))));
  CHECK_FALSE(offered(s, 0, act(aTavern, sqAt(1, 4))));
  s.play(0, Json{{"type", "tavern"}, {"square", sqAt(1, 2)}});
  CHECK(top(*s).a == 1 << rWater);
  CHECK(top(*s).b == 7);
}

TEST_CASE("tavern: acts once, when built; a later immediate building beside it does not trigger it",
          "[glassroad]") {
  // Annexe 2: an applied immediate building is useless « (à l'exception de la
  // Taverne) », read as "it stays useful as the Tavern's target"; the Tavern's
  // own effect is « Appliquez immédiatement » (ASSUMPTIONS.md, item 23).
  auto s = withPending(reservoir);
  placeTile(*s, 0, tavern, sqAt(1, 3));
  buildAt(s, reservoir, sqAt(1, 2));
  CHECK(top(*s).kind == dGain);  // the reservoir's own 7 water, once
  CHECK(top(*s).b == 7);
  int taverns = 0;
  for (const auto& d : s->decisions.items()) taverns += d.kind == dTavern;
  CHECK(taverns == 0);
}
