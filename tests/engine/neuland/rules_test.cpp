// Neuland rules, one test per rule, citing the rulebook (second translation
// unless "first translation" is said).
#include "scenario.hpp"

using namespace neuland;
using namespace neuland::test;

TEST_CASE("set-up: 18, 12 or 9 coats of arms by player count, 8 workers of which one marks time", "[neuland]") {
  const int coats[] = {0, 0, 18, 12, 9};
  for (int n : {2, 3, 4}) {
    auto s = fresh(n, 0);
    for (int p = 0; p < n; ++p) {
      REQUIRE(s->player(p).coatsLeft == coats[n]);
      REQUIRE(s->player(p).reserve == 7);
      REQUIRE(s->player(p).time == 0);  // every time marker on the present-time marker's space
      REQUIRE(s->player(p).cart);
      REQUIRE(s->player(p).foodToken);
      REQUIRE(s->player(p).woodToken);
    }
  }
}

TEST_CASE("components: 57 building tiles, 42 production units, 15 properties worth 36 coats, 21 ores", "[neuland]") {
  const Data& d = data();
  REQUIRE(d.tileKind.size() == 57);
  int production = 0, properties = 0, value = 0;
  for (const Kind& k : d.kinds) {
    (k.property ? properties : production) += k.count;
    value += k.property ? k.value : 0;
  }
  REQUIRE(production == 42);
  REQUIRE(properties == 15);
  REQUIRE(value == 36);  // 2 x 18 = 3 x 12 = 4 x 9
  REQUIRE(d.kinds[d.kindIndex("woodcutter")].count == 5);
  REQUIRE(d.kinds[d.kindIndex("huntingLodge")].count == 4);
  REQUIRE(d.kinds[d.kindIndex("mine")].count == 6);
  REQUIRE(d.kinds[d.kindIndex("quarry")].count == 6);
  REQUIRE(d.kinds[d.kindIndex("alchemistCave")].count == 1);
  REQUIRE(d.ores[0] == 9);
  REQUIRE(d.ores[1] == 6);
  REQUIRE(d.ores[2] == 6);
  int forest = 0, field = 0, mountain = 0;
  for (Terrain t : d.beginnerTerrain) (t == Terrain::forest ? forest : t == Terrain::field ? field : mountain)++;
  REQUIRE(forest == 7);
  REQUIRE(field == 7);
  REQUIRE(mountain == 5);
}

TEST_CASE("properties: stacked smallest value on top, one stack per category", "[neuland]") {
  auto s = fresh(2, 0);
  const Data& d = data();
  for (int c = 0; c < kCategories; ++c) {
    const int top = s->topProperty(c);
    for (int k : d.categoryStack[c]) REQUIRE(d.kinds[top].value <= d.kinds[k].value);
  }
  REQUIRE(d.kinds[s->topProperty(0)].id == "abbey");
}

TEST_CASE("first turn: hunting lodge and woodcutter's hut together on a free start forest", "[neuland]") {
  auto s = fresh(3, 0);
  auto starts = find(*s, 0, {{"type", "start"}});
  REQUIRE(starts.size() == 4);  // the marked start forests of the recommended map
  play(*s, 0, {{"type", "start"}, {"hex", 9}});
  REQUIRE(s->hex(9).count == 2);
  play(*s, 0, {{"type", "endTurn"}});
  // The next player may not start on the occupied forest.
  REQUIRE(find(*s, 1, {{"type", "start"}}).size() == 3);
  REQUIRE(find(*s, 1, {{"type", "start"}, {"hex", 9}}).empty());
}

TEST_CASE("first turn: no coats of arms in a player's first turn", "[neuland]") {
  Position pos(*fresh(2, 0));
  const int abbey = pos.build("abbey", 10);
  const int mill = pos.build("weavingMill", 10);
  pos.worker(mill, 0);
  auto s = pos.load();
  REQUIRE(find(*s, 0, {{"type", "coats"}, {"building", abbey}}).empty());
  Position later(*s);
  later.afterFirstRound();
  REQUIRE_FALSE(find(*later.load(), 0, {{"type", "coats"}, {"building", abbey}}).empty());
}

TEST_CASE("time line: a turn may not end on another player's marker; ending moves on to the first free space", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(0, 0).time(1, 3);
  const int lodge = pos.build("huntingLodge", 9);
  auto s = pos.load();
  for (int i = 0; i < 3; ++i) play(*s, 0, {{"type", "produce"}, {"building", lodge}});
  REQUIRE(s->player(0).time == 3);  // on the other marker: allowed while acting...
  play(*s, 0, {{"type", "endTurn"}});
  REQUIRE(s->player(0).time == 4);  // ...but the turn ends on the next free space
  REQUIRE(s->current() == 1);       // the present-time marker moves on to the next marker
  REQUIRE(s->presentTime() == 3);
}

TEST_CASE("time line: a player still behind everyone plays several turns in a row", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(0, 0).time(1, 6);
  const int lodge = pos.build("huntingLodge", 9);
  auto s = pos.load();
  play(*s, 0, {{"type", "produce"}, {"building", lodge}});
  play(*s, 0, {{"type", "produce"}, {"building", lodge}});
  play(*s, 0, {{"type", "endTurn"}});
  REQUIRE(s->current() == 0);  // still behind Red's marker: Yellow plays again
  REQUIRE(s->presentTime() == 2);
  REQUIRE(s->tile(lodge).lying[0] == 2);
}

TEST_CASE("end of turn: lying workers leave, standing ones lie down", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 5);
  const int lodge = pos.build("huntingLodge", 9);
  pos.worker(lodge, 0, false);  // lying since the last turn
  auto s = pos.load();
  play(*s, 0, {{"type", "produce"}, {"building", lodge}});
  play(*s, 0, {{"type", "endTurn"}});
  REQUIRE(s->tile(lodge).lying[0] == 1);
  REQUIRE(s->tile(lodge).standing[0] == 0);
  REQUIRE(s->player(0).reserve == 6);
}

TEST_CASE("production: another player's worker blocks a unit; a mine holds a single worker", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 5);
  const int farm = pos.build("farm", 10);
  const int mine = pos.build("mine", 2);
  const int lodge = pos.build("huntingLodge", 9);
  pos.ores(mine, {"coal", "ironOre", "silverOre"});
  pos.worker(farm, 1, false);
  pos.worker(mine, 0);
  pos.worker(lodge, 0);
  auto s = pos.load();
  REQUIRE(find(*s, 0, {{"type", "produce"}, {"building", farm}}).empty());
  REQUIRE(find(*s, 0, {{"type", "produce"}, {"building", mine}}).empty());
  REQUIRE_FALSE(find(*s, 0, {{"type", "produce"}, {"building", lodge}}).empty());  // own unit: allowed
}

TEST_CASE("cost zone: each hex border beyond the zone costs one step; the farthest good counts", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int blast = pos.build("blastFurnaceForest", 8);   // (2,-1)
  const int kiln = pos.build("charcoalKiln", 9);          // (2,-2): next to the furnace
  const int mine = pos.build("mine", 4);                  // (-1,0): 3 hexes away
  pos.ores(mine, {"coal", "coal", "ironOre"});
  pos.worker(kiln, 0).worker(mine, 0);
  auto s = pos.load();
  auto options = find(*s, 0, {{"type", "produce"}, {"building", blast}, {"cart", false}});
  REQUIRE(options.size() == 1);
  REQUIRE(options[0]["steps"] == 1 + 2);  // dist 3: two borders beyond the cost zone
  // The cart, once per game: only the production's own action.
  auto cart = find(*s, 0, {{"type", "produce"}, {"building", blast}, {"cart", true}});
  REQUIRE(cart.size() == 1);
  REQUIRE(cart[0]["steps"] == 1);
  play(*s, 0, cart[0]);
  REQUIRE_FALSE(s->player(0).cart);
  REQUIRE(s->tile(blast).standing[0] == 1);  // iron
  REQUIRE(s->metalMarkers() == 3);           // the metal marker sits on the furnace
}

TEST_CASE("building: within the cost zone free, one step per border beyond; terrain and 3 per hex", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int hut = pos.build("woodcutter", 15);  // (-2,2)
  pos.worker(hut, 0);
  pos.build("quarry", 2);
  pos.build("quarry", 2);
  auto s = pos.load();
  // A farm on field 14 next to the wood: free; on field 10, 4 hexes away: 3 steps.
  REQUIRE(find(*s, 0, {{"type", "build"}, {"kind", "farm"}, {"hex", 14}, {"cart", false}})[0]["steps"] == 0);
  REQUIRE(find(*s, 0, {{"type", "build"}, {"kind", "farm"}, {"hex", 10}, {"cart", false}})[0]["steps"] == 3);
  REQUIRE(find(*s, 0, {{"type", "build"}, {"kind", "farm"}, {"hex", 15}}).empty());  // a forest
  REQUIRE_FALSE(find(*s, 0, {{"type", "build"}, {"kind", "quarry"}, {"hex", 2}}).empty());  // 2 + 1 = 3
  Position full(*s);
  full.build("quarry", 2);
  REQUIRE(find(*full.load(), 0, {{"type", "build"}, {"kind", "quarry"}, {"hex", 2}}).empty());  // at most 3
}

TEST_CASE("food and wood markers: once per game, no step for distance", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int hut = pos.build("woodcutter", 15);
  auto s = pos.load();
  auto withToken = find(*s, 0, {{"type", "produce"}, {"building", hut}, {"inputs", {"foodToken"}}});
  REQUIRE(withToken.size() == 1);
  REQUIRE(withToken[0]["steps"] == 1);
  play(*s, 0, withToken[0]);
  REQUIRE_FALSE(s->player(0).foodToken);
  REQUIRE(find(*s, 0, {{"type", "produce"}, {"inputs", {"foodToken"}}}).empty());
  play(*s, 0, {{"type", "build"}, {"kind", "farm"}, {"hex", 3}, {"pay", "woodToken"}});
  REQUIRE_FALSE(s->player(0).woodToken);
  REQUIRE(s->player(0).time == 1);
}

TEST_CASE("foraging: an imaginary food for 3 more steps (first translation, 2.3)", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int hut = pos.build("woodcutter", 15);
  auto s = pos.load();
  auto forage = find(*s, 0, {{"type", "produce"}, {"building", hut}, {"inputs", {"forage"}}});
  REQUIRE(forage.size() == 1);
  REQUIRE(forage[0]["steps"] == 1 + 3);
}

TEST_CASE("mines: a new mine draws 3 ores from the bag, stacked in the builder's order", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int hut = pos.build("woodcutter", 9);
  pos.worker(hut, 0);
  auto s = pos.load();
  std::vector<ludo::Action> legal;
  s->legalActions(0, legal);
  ludo::Action build;
  for (const auto& a : legal)
    if (s->actionToJson(a)["kind"] == "mine" && s->actionToJson(a)["hex"] == 2) build = a;
  REQUIRE(s->applyLegal(0, build));  // a draw: an undo barrier
  const int mine = tileAt(*s, "mine", 2);
  const auto& bag = s->bag();
  REQUIRE(bag[0] + bag[1] + bag[2] == 21 - 3);
  if (!s->pending().empty()) {
    REQUIRE(s->turn().phase == "stack");
    auto orders = legalJson(*s, 0);
    for (const Json& o : orders) REQUIRE(o["type"] == "stack");
    play(*s, 0, orders.back());
    REQUIRE(s->tile(mine).ores[2] == data().goodIndex(orders.back()["order"][0].get<std::string>()));  // top first
  }
  REQUIRE(s->tile(mine).oreCount == 3);
}

TEST_CASE("mines: using the top ore returns it to the bag; an emptied mine draws 3 again", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int mine = pos.build("mine", 2);
  const int kiln = pos.build("forge", 2);  // coal + silver -> tools
  const int furnace = pos.build("blastFurnaceForest", 8);
  pos.ores(mine, {"silverOre"});
  pos.worker(mine, 0);
  pos.worker(furnace, 0, true, 1);  // holds silver
  auto s = pos.load();
  (void)kiln;
  auto bagBefore = s->bag();
  // Tools need coal and silver: only silver here, so gold... use the silver for a mint instead.
  Position p2(*s);
  const int mint = p2.build("mint", 10);
  auto t = p2.load();
  play(*t, 0, {{"type", "produce"}, {"building", mint}});
  REQUIRE(t->metalMarkers() == 4);  // the furnace's metal marker is back
  // Now the mine's only ore, used as a good: back to the bag, and the mine refills.
  Position p3(*t);
  const int furnace2 = p3.build("blastFurnaceField", 10);
  const int kiln2 = p3.build("charcoalKiln", 8);
  p3.worker(kiln2, 0);
  auto u = p3.load();
  auto smelt = find(*u, 0, {{"type", "produce"}, {"building", furnace2}, {"metal", "silver"}, {"cart", false}});
  REQUIRE_FALSE(smelt.empty());
  play(*u, 0, smelt[0]);
  const auto& bag = u->bag();
  REQUIRE(bag[0] + bag[1] + bag[2] + 0 == bagBefore[0] + bagBefore[1] + bagBefore[2] + 1 - 3);
  REQUIRE((u->tile(mine).oreCount == 3 || !u->pending().empty()));
}

TEST_CASE("end of turn: a mine's lost product lets its top ore go back to the bag", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int mine = pos.build("mine", 2);
  pos.ores(mine, {"ironOre", "coal"});
  pos.worker(mine, 0, false);  // lying: lost at the end of this turn
  auto s = pos.load();
  const int coalBefore = s->bag()[0];
  play(*s, 0, {{"type", "endTurn"}});
  REQUIRE(s->bag()[0] == coalBefore + 1);
  REQUIRE(s->tile(mine).oreCount == 1);  // iron ore is now on top (rulebook's advice)
  REQUIRE(s->tile(mine).ores[0] == data().goodIndex("ironOre"));
}

TEST_CASE("blast furnace: no metal marker left, no iron or silver", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  int furnaces[4] = {pos.build("blastFurnaceForest", 8), pos.build("blastFurnaceForest", 9),
                     pos.build("blastFurnaceField", 10), pos.build("blastFurnaceField", 3)};
  for (int i = 0; i < 3; ++i) pos.worker(furnaces[i], 1, false);
  pos.worker(furnaces[0], 1, false, 1);
  const int kiln = pos.build("charcoalKiln", 8), mine = pos.build("mine", 2);
  pos.ores(mine, {"ironOre"});
  pos.worker(kiln, 0).worker(mine, 0);
  auto s = pos.load();
  REQUIRE(s->metalMarkers() == 0);
  REQUIRE(find(*s, 0, {{"type", "produce"}, {"building", furnaces[3]}}).empty());
}

TEST_CASE("alchemist's cave: gold replaces any good", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int cave = pos.build("alchemistCave", 2);
  const int mill = pos.build("weavingMill", 10);
  pos.worker(cave, 0);
  auto s = pos.load();
  auto cloth = find(*s, 0, {{"type", "produce"}, {"building", mill}});
  REQUIRE(cloth.size() == 1);
  REQUIRE(cloth[0]["inputs"][0] == src(cave, "gold"));
}

TEST_CASE("properties: built with one stone, top of the stack only, on their own terrain", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9);
  const int quarry = pos.build("quarry", 2);
  pos.worker(quarry, 0);
  auto s = pos.load();
  REQUIRE_FALSE(find(*s, 0, {{"type", "build"}, {"kind", "abbey"}, {"hex", 10}}).empty());
  REQUIRE(find(*s, 0, {{"type", "build"}, {"kind", "church"}}).empty());  // not on top yet
  REQUIRE(find(*s, 0, {{"type", "build"}, {"kind", "abbey"}, {"hex", 9}}).empty());  // wrong terrain
  play(*s, 0, {{"type", "build"}, {"kind", "abbey"}, {"hex", 10}});
  REQUIRE(s->topProperty(0) == data().kindIndex("church"));
}

TEST_CASE("coats of arms: exactly the property's value, and the last coat wins at once even on a bigger property", "[neuland]") {
  Position pos(*fresh(2, 0));
  pos.afterFirstRound().present(0, 0).time(1, 9).coatsLeft(0, 2);
  const int senate = pos.build("townHall", 6);
  const int paper = pos.build("paperMill", 6), quarry = pos.build("quarry", 5);
  pos.worker(paper, 0).worker(quarry, 0);
  auto s = pos.load();
  auto coats = find(*s, 0, {{"type", "coats"}, {"building", senate}, {"cart", false}});
  REQUIRE_FALSE(coats.empty());
  REQUIRE(coats[0]["count"] == 2);  // the town hall holds 2
  // Senate example (p. 10): 2 coats left on a property of 4: placing them wins.
  Position senatePos(*fresh(2, 0));
  senatePos.afterFirstRound().present(0, 0).time(1, 9).coatsLeft(0, 2);
  const int sen = senatePos.build("senate", 6);
  const int armourer = senatePos.build("armourer", 17), mill = senatePos.build("weavingMill", 17);
  const int lodge = senatePos.build("huntingLodge", 6);
  senatePos.worker(armourer, 0).worker(mill, 0).worker(lodge, 0);
  auto t = senatePos.load();
  auto win = find(*t, 0, {{"type", "coats"}, {"building", sen}, {"cart", false},
                          {"inputs", {src(armourer, "weapons"), src(mill, "cloth"), src(lodge, "food")}}});
  REQUIRE(win.size() == 1);
  REQUIRE(win[0]["count"] == 2);
  play(*t, 0, win[0]);
  REQUIRE(t->over());
  REQUIRE(t->winner() == 0);
  REQUIRE(t->turn().deciding.empty());
  const Json sc = t->scores();
  REQUIRE(sc["winners"] == Json::array({0}));
  REQUIRE(sc["players"][0]["rank"] == 1);
  REQUIRE(sc["players"][1]["rank"] == 2);
}

TEST_CASE("bad input: a damaged or foreign state is refused with a reason", "[neuland]") {
  auto s = fresh(2, 0);
  Json j = s->save();
  std::string why;
  Json broken = j;
  broken["players"][0]["reserve"] = 9;
  REQUIRE_FALSE(game().load(broken, why));
  REQUIRE_FALSE(why.empty());
  broken = j;
  broken["tiles"][0][0] = 3;  // a tile on a hex that does not list it
  REQUIRE_FALSE(game().load(broken, why));
  broken = j;
  broken["bag"][0] = 2;  // ore vanished
  REQUIRE_FALSE(game().load(broken, why));
  REQUIRE_FALSE(game().load(Json::parse(R"({"game":"glassroad"})"), why));
  REQUIRE(game().load(j, why));
}
