// Every conversion building (appendix 2): usable at any time, one action per use.
#include "shape.hpp"

using namespace grt;

namespace {

// Sand and food on glass-wheel sector 0 and coal on brick-wheel sector 0 keep
// both wheels still, so each check reads the conversion alone.
Pos withBuilding(int b) {
  auto s = fresh(4);
  placeTile(*s, 0, b, sqAt(0, 5));  // on the first quarry's square
  setGlassWheel(*s, 0, 0, 0, 3, 3, 3, 0);
  setBrickWheel(*s, 0, 3, 3, 0, 0);
  return s;
}

int amt(const GlassState& s, int w, int r) { return s.pl[0].wheel[w][r]; }

Json conv(const char* b, Json extra = Json::object()) {
  Json j{{"type", "convert"}, {"building", b}};
  for (auto it = extra.begin(); it != extra.end(); ++it) j[it.key()] = it.value();
  return j;
}

}  // namespace

// « Règles générales concernant les bâtiments », G3: the printed example, a building turning 1 wood
// into 2 water and another turning 1 wood into 2 food.
TEST_CASE("G3 example: 1 wood pays one of the two conversions; 2 wood pay both", "[glassroad]") {
  for (int wood : {1, 2}) {
    INFO("wood " << wood);
    auto s = withBuilding(cooperage);                  // 1 wood -> 2 water
    placeTile(*s, 0, engraving_workshop, sqAt(1, 6));  // 1 wood -> 2 food
    setGlassWheel(*s, 0, 0, 0, 3, 3, wood, 0);
    s.play(0, conv("cooperage"));
    s.play(0, gain("water", "glass", 2));
    CHECK(amt(*s, wGlass, rWood) == wood - 1);
    CHECK(amt(*s, wGlass, rWater) == 5);
    const Action food = act(aConvert, engraving_workshop, -1);
    CHECK(offered(s, 0, food) == (wood == 2));  // the wood already spent pays nothing more
    if (wood == 1) continue;
    s.play(0, conv("engraving_workshop"));
    s.play(0, gain("food", "glass", 2));
    CHECK(amt(*s, wGlass, rWood) == 0);
    CHECK(amt(*s, wGlass, rFood) == 2);
  }
}

TEST_CASE("conversions: spend 1 resource to receive 2 of another", "[glassroad]") {
  struct Case {
    int b;
    const char* wheel;  // wheel paying food/coal, or null
    int payW, payR, outW, outR, outN;
  };
  const Case cases[] = {
      {clay_pit, nullptr, wGlass, rWater, wBrick, rClay, 2},
      {engraving_workshop, nullptr, wGlass, rWood, wGlass, rFood, 2},
      {inn, "glass", wGlass, rCoal, wGlass, rFood, 2},
      {sand_depot, nullptr, wGlass, rWood, wGlass, rSand, 2},
      {charcoal_kiln, nullptr, wGlass, rWood, wGlass, rCoal, 2},
      {furnace, "glass", wGlass, rCoal, wBrick, rClay, 2},
      {hardware_store, nullptr, wGlass, rWood, wBrick, rClay, 2},
      {sandworks, "brick", wBrick, rFood, wGlass, rSand, 2},
      {sand_pit, nullptr, wGlass, rWater, wGlass, rSand, 2},
      {soup_kitchen, nullptr, wGlass, rWater, wGlass, rFood, 2},
      {spa, "glass", wGlass, rCoal, wGlass, rWater, 2},
      {silt_pit, nullptr, wBrick, rClay, wGlass, rSand, 2},
      {cooperage, nullptr, wGlass, rWood, wGlass, rWater, 2},
  };
  for (const Case& c : cases) {
    const std::string id = data().buildings[c.b].id;
    INFO(id);
    auto s = withBuilding(c.b);
    const int pay = amt(*s, c.payW, c.payR), out = amt(*s, c.outW, c.outR);
    s.play(0, conv(id.c_str(), c.wheel ? Json{{"wheel", c.wheel}} : Json::object()));
    s.play(0, gain(resName(c.outR), c.outW == wGlass ? "glass" : "brick", c.outN));
    CHECK(amt(*s, c.payW, c.payR) == pay - 1 + (c.payW == c.outW && c.payR == c.outR ? c.outN : 0));
    CHECK(amt(*s, c.outW, c.outR) == out + c.outN);
    // G3 / p. 8: usable again at once, each use its own action.
    CHECK(offered(s, 0, act(aConvert, c.b, c.wheel ? (std::string(c.wheel) == "glass" ? 0 : 1) : -1)));
  }
}

TEST_CASE("conversions paying two resources: clay basin, guesthouse, potash maker, ceramics factory, roofers",
          "[glassroad]") {
  {
    auto s = withBuilding(clay_basin);  // 1 food + 1 water -> 3 clay (free to build)
    CHECK(data().buildings[clay_basin].cost == std::array<int8_t, 4>{0, 0, 0, 0});
    s.play(0, conv("clay_basin", {{"wheel", "brick"}}));
    s.play(0, gain("clay", "brick", 3));
    CHECK(amt(*s, wBrick, rFood) == 2);
    CHECK(amt(*s, wGlass, rWater) == 2);
    CHECK(amt(*s, wBrick, rClay) == 6);
  }
  {
    auto s = withBuilding(guesthouse);  // 1 water + 1 coal -> 4 food
    s.play(0, conv("guesthouse", {{"wheel", "glass"}}));
    s.play(0, gain("food", "brick", 4));
    CHECK(amt(*s, wGlass, rCoal) == 2);
    CHECK(amt(*s, wGlass, rWater) == 2);
    CHECK(amt(*s, wBrick, rFood) == 7);
  }
  {
    auto s = withBuilding(potash_maker);  // 1 water + 1 wood -> 4 coal
    s.play(0, conv("potash_maker"));
    s.play(0, gain("coal", "glass", 4));
    CHECK(amt(*s, wGlass, rCoal) == 7);
    CHECK(amt(*s, wGlass, rWood) == 2);
  }
  {
    auto s = withBuilding(ceramics_factory);  // 3 sand -> 1 brick
    s->pl[0].wheel[wGlass][rSand] = 3;
    s.play(0, conv("ceramics_factory"));
    s.play(0, gain("brick", "brick", 1));
    CHECK(amt(*s, wGlass, rSand) == 0);
    CHECK(amt(*s, wBrick, rBrick) == 1);
  }
  {
    auto s = withBuilding(roofers);  // 1 brick -> 2 identical basic resources
    s->pl[0].wheel[wBrick][rBrick] = 1;
    s.play(0, conv("roofers"));
    CHECK(offered(s, 0, act(aGain, rClay, wBrick, 2)));
    CHECK_FALSE(offered(s, 0, act(aGain, rGlass, wGlass, 1)));
    s.play(0, gain("water", "glass", 2));
    CHECK(amt(*s, wGlass, rWater) == 5);
    CHECK(amt(*s, wBrick, rBrick) == 0);
  }
}

TEST_CASE("conversions removing a quarry, grove or pond", "[glassroad]") {
  struct Case {
    int b, kind, sq, r1, n1, r2, n2;
  };
  // Quarry at (1,6), groves at (0,6) and (2,2), ponds at (1,5) and (2,1).
  const Case cases[] = {
      {builders_hut, sqGrove, sqAt(0, 6), rClay, 2, -1, 0},
      {lumberjacks_hut, sqQuarry, sqAt(1, 6), rWood, 2, -1, 0},
      {marsh_hut, sqPond, sqAt(1, 5), rCoal, 2, -1, 0},
      {construction_company, sqQuarry, sqAt(1, 6), rClay, 2, rSand, 1},
      {farm, sqPond, sqAt(2, 1), rFood, 2, rWater, 1},
      {reed_hut, sqPond, sqAt(2, 1), rWood, 2, -1, 0},
      {tree_nursery, sqGrove, sqAt(2, 2), rWood, 2, rFood, 1},
  };
  for (const Case& c : cases) {
    const std::string id = data().buildings[c.b].id;
    INFO(id);
    auto s = withBuilding(c.b);
    const int before = s->count(0, c.kind);
    const int a1 = s->pl[0].amount(c.r1);
    s.play(0, conv(id.c_str(), {{"square", c.sq}}));
    CHECK(s->count(0, c.kind) == before - 1);
    CHECK(s->pl[0].sq[c.sq].kind == sqEmpty);
    s.play(0, gain(resName(c.r1), homeWheel(c.r1) == wGlass ? "glass" : "brick", c.n1));
    CHECK(s->pl[0].amount(c.r1) == a1 + c.n1);
    if (c.r2 >= 0) {
      const int a2 = s->pl[0].amount(c.r2);
      s.play(0, gain(resName(c.r2), homeWheel(c.r2) == wGlass ? "glass" : "brick", c.n2));
      CHECK(s->pl[0].amount(c.r2) == a2 + c.n2);
    }
  }
}

TEST_CASE("conversions removing a forest: settlers' house, sawmill, joinery", "[glassroad]") {
  {
    auto s = withBuilding(settlers_house);
    s.play(0, conv("settlers_house", {{"forest", 3}}));
    s.play(0, gain("coal", "glass", 1));
    CHECK(s->forestCount(0) == 5);
    CHECK(amt(*s, wGlass, rCoal) == 4);
  }
  {
    auto s = withBuilding(sawmill);
    s.play(0, conv("sawmill", {{"forest", 0}}));
    s.play(0, gain("wood", "glass", 2));
    CHECK(s->forestCount(0) == 5);
    CHECK(amt(*s, wGlass, rWood) == 5);
  }
  {
    auto s = withBuilding(joinery);  // 1 wood and a forest -> 4 food; no wood, no forest removal
    s->pl[0].wheel[wGlass][rWood] = 0;
    CHECK_FALSE(offered(s, 0, act(aConvert, joinery, -1, -1, 0)));
    s->pl[0].wheel[wGlass][rWood] = 1;
    s.play(0, conv("joinery", {{"forest", 0}}));
    s.play(0, gain("food", "glass", 4));
    CHECK(amt(*s, wGlass, rWood) == 0);
    CHECK(amt(*s, wGlass, rFood) == 4);
    CHECK(s->forestCount(0) == 5);
  }
}

TEST_CASE("conversions removing private-offer tiles from the game: notary, county office, shingle maker",
          "[glassroad]") {
  auto withOffer = [](int b) {
    auto s = withBuilding(b);
    for (int row = 0; row < 2; ++row) {
      s->pl[0].offer.push_back(s->pile[row].back());
      s->pile[row].pop_back();
    }
    return s;
  };
  {
    auto s = withOffer(notary_office);
    const int o = s->pl[0].offer[0];
    s.play(0, Json{{"type", "convert"}, {"building", "notary_office"}, {"offer", {data().buildings[o].id}}});
    CHECK(s->pl[0].offer.size() == 1);
    CHECK(std::count(s->removed.begin(), s->removed.end(), o) == 1);
    s.play(0, gain("clay", "brick", 1));
    CHECK(amt(*s, wBrick, rClay) == 4);
    s.checkInvariants();  // the tile is out of the game but still counted
  }
  {
    auto s = withOffer(county_office);
    s->pl[0].sq[sqAt(1, 6)] = Square{};
    const auto o = s->pl[0].offer;
    s.play(0, Json{{"type", "convert"},
                   {"building", "county_office"},
                   {"offer", {data().buildings[o[0]].id, data().buildings[o[1]].id}}});
    CHECK(s->pl[0].offer.empty());
    s.play(0, Json{{"type", "placeTerrain"}, {"terrain", "grove"}, {"square", sqAt(1, 6)}});
    CHECK(s->count(0, sqGrove) == 3);
  }
  {
    auto s = withOffer(shingle_maker);
    const auto o = s->pl[0].offer;
    s.play(0, Json{{"type", "convert"},
                   {"building", "shingle_maker"},
                   {"offer", {data().buildings[o[0]].id, data().buildings[o[1]].id}}});
    s.play(0, gain("brick", "brick", 1));
    CHECK(amt(*s, wBrick, rBrick) == 1);
    CHECK(s->removed.size() == 2);
  }
}

TEST_CASE("each conversion may turn a wheel; never in the middle of one", "[glassroad]") {
  // p. 8: "chaque échange est considéré comme une action différente qui peut provoquer une rotation".
  auto s = withBuilding(sand_depot);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 3, 0);
  s.play(0, conv("sand_depot"));
  // Wood paid (3 -> 2), sand not yet received: no turn in between.
  CHECK(amt(*s, wGlass, rGlass) == 0);
  s.play(0, gain("sand", "glass", 2));
  CHECK(amt(*s, wGlass, rGlass) == 1);
  CHECK(amt(*s, wGlass, rSand) == 1);
  CHECK(amt(*s, wGlass, rWood) == 1);
}
