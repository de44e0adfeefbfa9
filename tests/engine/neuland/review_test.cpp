// The points of the independent rules review (issue "Rules as the box has
// them", Neuland 1–11): each rule as the reference text has it, and the other
// reading as a game option.
#include "position.hpp"

using namespace neuland;
using namespace neuland::test;

namespace {

// Seat 0 to play after the first round, Red far ahead on the time line.
Pos midGame(Json options = Json::object()) {
  Pos s = fresh(2, 0, options);
  afterFirstRound(s);
  present(s, 0, 0);
  s->players[1].time = 9;
  return s;
}

}  // namespace

TEST_CASE("production (I, p. 6): at most one worker stands on a production unit; stacking is an option",
          "[neuland]") {
  // « au maximum un ouvrier peut se tenir sur une unité de production »
  Pos s = midGame();
  const int lodge = build(s, "huntingLodge", 9);
  s.playMatching(0, {{"type", "produce"}, {"building", lodge}});
  REQUIRE(s.find(0, {{"type", "produce"}, {"building", lodge}}).empty());
  Pos o = midGame({{"stacking", true}});
  const int lodge2 = build(o, "huntingLodge", 9);
  o.playMatching(0, {{"type", "produce"}, {"building", lodge2}});
  o.playMatching(0, {{"type", "produce"}, {"building", lodge2}});
  REQUIRE(o->tiles[lodge2].standing[0] == 2);
  REQUIRE(o.game().info()["options"][1]["id"] == "stacking");
}

TEST_CASE(
    "foraging (first translation 2.3) is an option, off by default: the reference text has the food marker",
    "[neuland]") {
  Pos s = midGame();
  const int hut = build(s, "woodcutter", 15);
  REQUIRE(s.find(0, {{"type", "produce"}, {"building", hut}, {"inputs", {"forage"}}}).empty());
  Pos o = midGame({{"foraging", true}});
  const int hut2 = build(o, "woodcutter", 15);
  auto forage = o.find(0, {{"type", "produce"}, {"building", hut2}, {"inputs", {"forage"}}});
  REQUIRE(forage.size() == 1);
  REQUIRE(forage[0]["steps"] == 1 + 3);
}

TEST_CASE(
    "alchemist's cave (III, p. 7): gold substitutes a whole production cost, and is no building material",
    "[neuland]") {
  // « vous substituez n'importe quel autre coût de production »: everything left of the arrow.
  Pos s = midGame();
  const int cave = build(s, "alchemistCave", 2);
  const int furnace = build(s, "blastFurnaceForest", 8), mill = build(s, "weavingMill", 10);
  worker(s, cave, 0);
  auto iron = s.find(0, {{"type", "produce"}, {"building", furnace}, {"metal", "iron"}, {"cart", false}});
  REQUIRE(iron.size() == 1);
  REQUIRE(iron[0]["inputs"] == Json::array({src(cave, "gold")}));  // coal and iron ore, both
  auto cloth = s.find(0, {{"type", "produce"}, {"building", mill}});
  REQUIRE(cloth.size() == 1);
  REQUIRE(cloth[0]["inputs"][0] == src(cave, "gold"));
  REQUIRE(
      s.find(0, {{"type", "build"}, {"pay", src(cave, "gold")}}).empty());  // « coût de construction » apart
  // Option: gold stands for one good, and pays a building too.
  Pos o = midGame({{"goldOneGood", true}});
  const int cave2 = build(o, "alchemistCave", 2), furnace2 = build(o, "blastFurnaceForest", 8);
  worker(o, cave2, 0);
  REQUIRE(o.find(0, {{"type", "produce"}, {"building", furnace2}}).empty());  // the other good is missing
  REQUIRE_FALSE(o.find(0, {{"type", "build"}, {"pay", src(cave2, "gold")}}).empty());
}

TEST_CASE(
    "coat-of-arms costs agree with every example: a value-1 property paid with paper and stone "
    "(first translation, Example 1), the abbey with cloth (worked example), the senate with weapons, cloth, "
    "food "
    "(V, p. 10)",
    "[neuland]") {
  const Data& d = data();
  auto cost = [&](const char* id) { return d.kinds[d.kindIndex(id)].cost; };
  REQUIRE(cost("laboratory") == std::vector<Good>{paper, stone});
  REQUIRE(d.kinds[d.kindIndex("laboratory")].value == 1);
  REQUIRE(cost("abbey") == std::vector<Good>{cloth});
  REQUIRE(cost("senate") == std::vector<Good>{weapons, cloth, food});
}

TEST_CASE("metal markers (Mise en place, point 5): 2 iron-face and 2 silver-face markers, a limit per metal",
          "[neuland]") {
  Pos s = midGame();
  const int f1 = build(s, "blastFurnaceForest", 8), f2 = build(s, "blastFurnaceForest", 9);
  const int f3 = build(s, "blastFurnaceField", 10);
  worker(s, f1, 1, false);
  worker(s, f2, 1, false);  // both iron-face markers are out
  const int kiln = build(s, "charcoalKiln", 8), mine = build(s, "mine", 2);
  ores(s, mine, {"ironOre"});
  worker(s, kiln, 0);
  worker(s, mine, 0);
  REQUIRE(s->metal[0] == 0);
  REQUIRE(s.find(0, {{"type", "produce"}, {"building", f3}, {"metal", "iron"}}).empty());
  // With the pool option, the two silver-face markers may be turned to iron.
  Pos o = midGame({{"metalPool", true}});
  const int g1 = build(o, "blastFurnaceForest", 8), g2 = build(o, "blastFurnaceForest", 9);
  const int g3 = build(o, "blastFurnaceField", 10);
  worker(o, g1, 1, false);
  worker(o, g2, 1, false);
  const int kiln2 = build(o, "charcoalKiln", 8), mine2 = build(o, "mine", 2);
  ores(o, mine2, {"ironOre"});
  worker(o, kiln2, 0);
  worker(o, mine2, 0);
  REQUIRE_FALSE(o.find(0, {{"type", "produce"}, {"building", g3}, {"metal", "iron"}}).empty());
  o.checkInvariants();
}

TEST_CASE(
    "ore bag (III, p. 7): an emptied mine always draws 3 ores, since 6 mines of 3 leave at least 3 of 21 "
    "in the bag",
    "[neuland]") {
  Pos s = midGame();
  std::vector<int> mines;
  for (int h : {0, 2, 4, 5, 7}) {
    mines.push_back(build(s, "mine", h));
    ores(s, mines.back(), {"coal", "ironOre", "silverOre"});
  }
  const int last = build(s, "mine", 0);
  ores(s, last, {"coal"});
  worker(s, last, 0, false);  // lying: its coal is lost at the end of this turn
  REQUIRE(s->bag[0] + s->bag[1] + s->bag[2] == 21 - 16);
  s.playMatching(0, {{"type", "endTurn"}});  // the coal goes back to the bag, the mine draws 3 of 6
  while (!s->decisions.empty()) s.play(0, s.legal(0).front());
  REQUIRE(s->tiles[last].oreCount == 3);
  REQUIRE(s->bag[0] + s->bag[1] + s->bag[2] == 21 - 18);
  s.checkInvariants();
}

TEST_CASE("stacking option (I, p. 6): two workers on one unit supply two goods of one cost", "[neuland]") {
  Pos s = midGame({{"stacking", true}, {"goldOneGood", true}});
  const int cave = build(s, "alchemistCave", 2), furnace = build(s, "blastFurnaceForest", 8);
  worker(s, cave, 0);
  worker(s, cave, 0);
  auto iron = s.find(0, {{"type", "produce"}, {"building", furnace}, {"metal", "iron"}, {"cart", false}});
  REQUIRE(iron.size() == 1);
  REQUIRE(iron[0]["inputs"] == Json::array({src(cave, "gold"), src(cave, "gold")}));
  s.play(0, iron[0]);
  REQUIRE(s->tiles[cave].workers() == 0);
  s.checkInvariants();
}

TEST_CASE(
    "start forests (Début de la partie): the last free start forests stay free for players still to start",
    "[neuland]") {
  Pos s = fresh(3, 0);
  s.playMatching(0, {{"type", "start"}, {"hex", 9}});
  // Three start forests left for two players still to start: one may be built on, not two.
  const int lodge = tileAt(s, "huntingLodge", 9);
  s.playMatching(0, {{"type", "produce"}, {"building", lodge}});
  const int hut = tileAt(s, "woodcutter", 9);
  s.playMatching(0, {{"type", "produce"}, {"building", hut}});
  REQUIRE_FALSE(s.find(0, {{"type", "build"}, {"kind", "charcoalKiln"}, {"hex", 12}}).empty());
  s.playMatching(0, {{"type", "build"}, {"kind", "charcoalKiln"}, {"hex", 12}});
  REQUIRE_FALSE(s.find(0, {{"type", "build"}, {"hex", 6}, {"pay", "woodToken"}}).empty());  // wood is at hand
  REQUIRE(s.find(0, {{"type", "build"}, {"hex", 15}}).empty());
  REQUIRE(s.find(0, {{"type", "build"}, {"hex", 18}}).empty());
}

TEST_CASE("a game in which no coat of arms can ever be placed ends, ranked by coats placed (ASSUMPTIONS.md)",
          "[neuland]") {
  Pos s = midGame();
  REQUIRE(s->coatStillPossible());
  const Data& d = data();
  // Every property but the theatre (gold) holds coats; every mountain hex is full, so the
  // alchemist's cave can never be built and no gold can ever be made.
  int seat = 0, hex = 0;
  auto siteFor = [&](Terrain t) {
    for (int h = 0; h < kHexes; ++h)
      if (s->hexes[h].terrain == t && s->hexes[h].count < kMaxPerHex) return h;
    return -1;
  };
  for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k) {
    const Kind& kind = d.kinds[k];
    if (!kind.property || kind.id == "theatre") continue;
    hex = siteFor(kind.terrain);
    REQUIRE(hex >= 0);
    const int t = build(s, kind.id, hex);
    s->tiles[t].coatSeat = static_cast<int8_t>(seat);
    s->tiles[t].coatCount = static_cast<int8_t>(kind.value);
    s->players[seat].placed[kind.category] += kind.value;
    s->players[seat].coatsLeft -= kind.value;
    seat = 1 - seat;
  }
  for (int h = siteFor(Terrain::mountain); h >= 0; h = siteFor(Terrain::mountain)) {
    const char* kind = s->supply(d.kindIndex("quarry")) > 0  ? "quarry"
                       : s->supply(d.kindIndex("forge")) > 0 ? "forge"
                                                             : "mine";
    const int t = build(s, kind, h);
    if (std::string(kind) == "mine") ores(s, t, {"coal", "ironOre", "silverOre"});
  }
  REQUIRE_FALSE(s->coatStillPossible());
  s.playMatching(0, {{"type", "endTurn"}});
  REQUIRE(s->over());
  const Json sc = s->scores();
  REQUIRE(sc["ending"] == "stalemate");
  const int c0 = sc["players"][0]["total"], c1 = sc["players"][1]["total"];
  REQUIRE(c0 + c1 == 36 - 3);
  REQUIRE(sc["winners"] == Json::array({c0 > c1 ? 0 : 1}));
  s.checkInvariants();
}

TEST_CASE(
    "the players agree to end the game: the seat to play proposes, every other seat accepts or refuses "
    "(ASSUMPTIONS.md)",
    "[neuland]") {
  Pos s = fresh(3, 0);
  afterFirstRound(s);
  coatsLeft(s, 2, 10);  // seat 2 has placed 2 coats, the others none
  s.playMatching(0, {{"type", "proposeEnd"}});
  REQUIRE(s->turn().deciding == std::vector<int>{1});
  REQUIRE(s->turn().phase == "agreeEnd");
  s.playMatching(1, {{"type", "agreeEnd"}, {"accept", false}});
  REQUIRE_FALSE(s->over());
  REQUIRE(s->turn().deciding == std::vector<int>{0});
  REQUIRE(s.find(0, {{"type", "proposeEnd"}}).empty());  // once per turn
  s.playMatching(0, {{"type", "endTurn"}});
  const int next = s->current;
  s.playMatching(next, {{"type", "proposeEnd"}});
  for (int i = 0; i < 2; ++i)
    s.playMatching(s->turn().deciding.front(), {{"type", "agreeEnd"}, {"accept", true}});
  REQUIRE(s->over());
  const Json sc = s->scores();
  REQUIRE(sc["ending"] == "agreed");
  REQUIRE(sc["winners"] == Json::array({2}));
  REQUIRE(sc["players"][0]["rank"] == 2);
  REQUIRE(sc["players"][1]["rank"] == 2);
}

TEST_CASE(
    "stacking option (I, p. 6 and III, p. 7): gold never pays for making gold, and a unit worked this turn "
    "makes only the same product",
    "[neuland]") {
  // « vous substituez n'importe quel autre coût de production »; « Un bâtiment peut produire plusieurs
  // fois le même produit durant un tour ».
  Pos s = midGame({{"stacking", true}});
  const int cave = build(s, "alchemistCave", 2), mill = build(s, "weavingMill", 10);
  worker(s, cave, 0, false);  // a lying gold, no paper and no iron at hand
  REQUIRE(s.find(0, {{"type", "produce"}, {"building", cave}}).empty());
  REQUIRE(s.find(0, {{"type", "produce"}, {"building", mill}})[0]["inputs"][0] == src(cave, "gold", true));
  // A furnace already making iron this turn takes a second worker for iron only.
  Pos f = midGame({{"stacking", true}});
  const int furnace = build(f, "blastFurnaceForest", 8), other = build(f, "blastFurnaceField", 10);
  const int kiln = build(f, "charcoalKiln", 8), mine = build(f, "mine", 2);
  ores(f, mine, {"ironOre", "silverOre"});  // silver on top
  worker(f, kiln, 0);
  worker(f, mine, 0);
  worker(f, furnace, 0, true, 0);  // iron, standing
  REQUIRE(f.find(0, {{"type", "produce"}, {"building", furnace}, {"metal", "silver"}}).empty());
  REQUIRE_FALSE(f.find(0, {{"type", "produce"}, {"building", other}, {"metal", "silver"}}).empty());
  f.checkInvariants();
}
