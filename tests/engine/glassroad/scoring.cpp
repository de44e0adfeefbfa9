// Final scoring (p. 9) and every point building (appendix 2).
#include "shape.hpp"

using namespace grt;

namespace {

// Half points of one building in seat 0's final breakdown.
double pointsOf(const GlassState& s, int b) {
  std::vector<std::pair<int, int>> parts;
  s.halfPoints(0, &parts);
  for (auto& [id, h] : parts)
    if (id == b) return h / 2.0;
  FAIL("building not on the landscape");
  return -1;
}

Pos board() {
  auto s = fresh(4);
  clearLandscape(*s, 0);
  setGlassWheel(*s, 0, 0, 0, 0, 0, 0, 0);
  setBrickWheel(*s, 0, 0, 0, 0, 0);
  return s;
}

}  // namespace

TEST_CASE("base buildings: half a point per sand (not rounded), 1 per brick, 1 per glass", "[glassroad]") {
  // p. 9: 3 sand give 1.5 points.
  auto s = board();
  s->pl[0].wheel[wGlass][rSand] = 3;
  s->pl[0].wheel[wGlass][rGlass] = 2;
  s->pl[0].wheel[wBrick][rBrick] = 1;
  CHECK(pointsOf(*s, glassblowersCamp) == 1.5);
  CHECK(pointsOf(*s, forestGlassworks) == 2);
  CHECK(pointsOf(*s, bricklayersFraternity) == 1);
  Json sc = s->scores();
  CHECK(sc["players"][0]["total"] == 4.5);
  CHECK(sc["players"][0]["breakdown"]["glassblowers_camp"] == 1.5);
}

TEST_CASE("an upgrade scores instead of its base building", "[glassroad]") {
  // p. 9: the forest hut replaces the forest glassworks and gives its 2 points.
  auto s = board();
  s->pl[0].wheel[wGlass][rGlass] = 3;
  placeTile(*s, 0, forest_hut, -1);
  CHECK(pointsOf(*s, forest_hut) == 2);
  std::vector<std::pair<int, int>> parts;
  s->halfPoints(0, &parts);
  for (auto& [id, h] : parts) CHECK(id != forestGlassworks);
  auto t = board();
  t->pl[0].wheel[wGlass][rGlass] = 3;
  t->pl[0].wheel[wGlass][rSand] = 5;
  t->pl[0].wheel[wBrick][rBrick] = 2;
  placeTile(*t, 0, glassworks, -1);
  placeTile(*t, 0, glassblowers_village, -1);
  placeTile(*t, 0, masons_guild, -1);
  CHECK(pointsOf(*t, glassworks) == 9);            // 3 per glass
  CHECK(pointsOf(*t, glassblowers_village) == 5);  // 1 per sand
  CHECK(pointsOf(*t, masons_guild) == 6);          // 3 per brick
}

TEST_CASE("conversion and immediate buildings score their printed points", "[glassroad]") {
  auto s = board();
  placeTile(*s, 0, cooperage, sqAt(1, 0));
  placeTile(*s, 0, loess_plateau, sqAt(1, 1));
  CHECK(pointsOf(*s, cooperage) == 3);
  CHECK(pointsOf(*s, loess_plateau) == -1);
}

TEST_CASE("point buildings counting resources", "[glassroad]") {
  auto s = board();
  setGlassWheel(*s, 0, 2, 4, 5, 5, 7, 0);
  setBrickWheel(*s, 0, 5, 3, 2, 0);
  s->pl[0].glassSpent = 4;
  s->pl[0].brickSpent = 6;
  struct Case {
    int b;
    double points;
  };
  const Case cases[] = {
      {cabinetmakers_workshop, 3},  // 7 wood: 3
      {pottery_studio, 5},          // 1 per clay
      {potters_workshop, 2},        // 5 clay: 2
      {glaziers_workshop, 4},       // glass spent on buildings
      {bargemen, 7},                // 1 per wood
      {coal_store, 2},              // 7 coal: 2
      {coal_works, 2},              // the wheel with less coal: 2
      {clinker_works, 6},           // bricks spent on buildings
      {pantry, 2},                  // 7 food: 2
      {ice_house, 2},               // 5 water: 2
      {store, 3},                   // the wheel with less food: 3
      {water_mill, 5},              // 1 per water
      {warehouse, 5},  // tokens on 4-7: food, coal, water, wood (glass wheel), clay (brick wheel)
  };
  for (const Case& c : cases) {
    auto t = board();
    t->pl[0].wheel = s->pl[0].wheel;
    t->pl[0].glassSpent = 4;
    t->pl[0].brickSpent = 6;
    placeTile(*t, 0, c.b, sqAt(2, 6));
    INFO(data().buildings[c.b].id);
    CHECK(pointsOf(*t, c.b) == c.points);
  }
}

TEST_CASE("point buildings counting landscape tiles, forests and groups", "[glassroad]") {
  auto s = board();
  // Row 2: pond pond pond . quarry quarry grove; row 1: pond pond at cols 0-1 (a 2x2 of ponds).
  for (int c : {0, 1, 2}) setSquare(*s, 0, sqAt(2, c), sqPond);
  setSquare(*s, 0, sqAt(1, 0), sqPond);
  setSquare(*s, 0, sqAt(1, 1), sqPond);
  setSquare(*s, 0, sqAt(2, 4), sqQuarry);
  setSquare(*s, 0, sqAt(2, 5), sqQuarry);
  setSquare(*s, 0, sqAt(2, 6), sqGrove);
  setSquare(*s, 0, sqAt(0, 6), sqGrove);
  struct Case {
    int b, sq;
    double points;
  };
  const Case cases[] = {
      {estate, sqAt(0, 4), 4},                // 2 complete sets (quarry, grove, pond): 2 x 2
      {lock, sqAt(0, 4), 5},                  // 5 connected ponds
      {fish_ponds, sqAt(0, 4), 4},            // a 2x2 square of ponds
      {nature_friends_house, sqAt(0, 4), 0},  // no 2x2 of quarries
      {forest_house, sqAt(0, 4), 0},
      {botanical_garden, sqAt(0, 4), 1},  // the groves are not connected
      {silt_reserve, sqAt(0, 4), 2},
      {bathhouse, sqAt(1, 2), 4},       // 2 per adjacent pond: (1,1) and (2,2)
      {factory, sqAt(1, 5), 2},         // 2 per adjacent quarry: (2,5); (2,4) is diagonal
      {manor, sqAt(1, 6), 4},           // groves at (0,6) and (2,6)
      {village_church, sqAt(0, 3), 6},  // 4 + 2 empty neighbours, (0,2) is a base building
      {hunting_lodge, sqAt(0, 4), 0},   // no forest left
      {forest_lodge, sqAt(0, 4), 0},
  };
  for (const Case& c : cases) {
    auto t = board();
    t->pl[0].sq = s->pl[0].sq;
    placeTile(*t, 0, c.b, c.sq);
    INFO(data().buildings[c.b].id);
    CHECK(pointsOf(*t, c.b) == c.points);
  }
  auto forests = fresh(4);
  placeTile(*forests, 0, hunting_lodge, sqAt(0, 5));
  placeTile(*forests, 0, forest_lodge, sqAt(1, 6));
  CHECK(forests->forestCount(0) == 6);
  {
    std::vector<std::pair<int, int>> parts;
    forests->halfPoints(0, &parts);
    for (auto& [id, h] : parts) {
      if (id == hunting_lodge) CHECK(h == 6);  // 3 points with at least 4 forests
      if (id == forest_lodge) CHECK(h == 12);  // 1 per forest (6)
    }
  }
}

TEST_CASE("extension and half-timbered house count buildings", "[glassroad]") {
  auto s = board();
  placeTile(*s, 0, extension, sqAt(1, 1));  // next to glassblowers' camp (0,1) and ...
  placeTile(*s, 0, cooperage, sqAt(1, 0));
  placeTile(*s, 0, reservoir, sqAt(1, 2));
  placeTile(*s, 0, shack, sqAt(2, 6));
  placeTile(*s, 0, forest_hut, -1);  // an immediate upgrade counts as an immediate building
  placeTile(*s, 0, half_timbered_house, sqAt(2, 5));
  CHECK(pointsOf(*s, extension) == 3);            // (0,1) camp, (1,0) cooperage, (1,2) reservoir
  CHECK(pointsOf(*s, half_timbered_house) == 3);  // reservoir, shack, forest hut
}

TEST_CASE("ties share the victory", "[glassroad]") {
  // p. 9: "En cas d'égalité, la victoire est partagée."
  auto s = fresh(3);
  for (int p = 0; p < 3; ++p) {
    setGlassWheel(*s, p, 0, 0, 0, 0, 0, p == 2 ? 0 : 2);
    setBrickWheel(*s, p, 0, 0, 0, 0);
  }
  CHECK(s->scores()["final"] == false);
  s->stage = stOver;  // winners are named once the game is over
  Json sc = s->scores();
  CHECK(sc["winners"] == Json::array({0, 1}));
  CHECK(sc["players"][0]["rank"] == 1);
  CHECK(sc["players"][1]["rank"] == 1);
  CHECK(sc["players"][2]["rank"] == 3);
  CHECK(sc["final"] == true);
}

TEST_CASE("2x2 squares of quarries or groves give 4 points, never more", "[glassroad]") {
  auto s = board();
  for (int sq : {sqAt(1, 3), sqAt(1, 4), sqAt(2, 3), sqAt(2, 4), sqAt(2, 5), sqAt(1, 5)})
    setSquare(*s, 0, sq, sqQuarry);
  for (int sq : {sqAt(1, 0), sqAt(1, 1), sqAt(2, 0), sqAt(2, 1)}) setSquare(*s, 0, sq, sqGrove);
  placeTile(*s, 0, nature_friends_house, sqAt(0, 6));
  placeTile(*s, 0, forest_house, sqAt(0, 5));
  placeTile(*s, 0, silt_reserve, sqAt(0, 4));
  placeTile(*s, 0, botanical_garden, sqAt(0, 3));
  CHECK(pointsOf(*s, nature_friends_house) == 4);  // two overlapping squares: still 4
  CHECK(pointsOf(*s, forest_house) == 4);
  CHECK(pointsOf(*s, silt_reserve) == 6);
  CHECK(pointsOf(*s, botanical_garden) == 4);
}
