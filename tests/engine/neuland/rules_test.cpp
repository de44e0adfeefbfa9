// Neuland rules, one test per rule, citing the rulebook by section and page
// (second translation unless "first translation" is said).
#include "position.hpp"

using namespace neuland;
using namespace neuland::test;

TEST_CASE(
    "set-up (Mise en place, point 4): 18, 12 or 9 coats of arms by player count, 8 workers of which one "
    "marks time",
    "[neuland]") {
  const int coats[] = {0, 0, 18, 12, 9};
  for (int n : {2, 3, 4}) {
    Pos s = fresh(n, 0);
    for (int p = 0; p < n; ++p) {
      REQUIRE(s->players[p].coatsLeft == coats[n]);
      REQUIRE(s->players[p].reserve == 7);
      REQUIRE(s->players[p].time == 0);  // every time marker on the present-time marker's space
      REQUIRE(s->players[p].cart);
      REQUIRE(s->players[p].foodToken);
      REQUIRE(s->players[p].woodToken);
    }
  }
}

TEST_CASE(
    "components (Matériel): 57 building tiles, 42 production units, 15 properties worth 36 coats, 21 ores",
    "[neuland]") {
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
  for (Terrain t : d.beginnerTerrain)
    (t == Terrain::forest ? forest : t == Terrain::field ? field : mountain)++;
  REQUIRE(forest == 7);
  REQUIRE(field == 7);
  REQUIRE(mountain == 5);
}

TEST_CASE(
    "production units (Les unités de production): every unit's recipe as the list gives it; metal works "
    "are built with a stone, the others with a wood (REVIEW.md items 47, 77)",
    "[neuland]") {
  const Data& d = data();
  using In = std::vector<Good>;
  const struct {
    const char* id;
    std::vector<std::pair<In, Good>> recipes;
    Good material;
  } units[] = {
      {"huntingLodge", {{{}, food}}, wood},
      {"farm", {{{}, food}}, wood},
      {"sheepFarm", {{{}, wool}}, wood},
      {"woodcutter", {{{food}, wood}}, wood},    // la Cabane de Bûcheron
      {"quarry", {{{food}, stone}}, wood},       // la Carrière
      {"mine", {{{food}, ore}}, wood},           // charbon, minerai de fer ou d'argent
      {"weavingMill", {{{wool}, cloth}}, wood},  // l'Atelier de Tissage
      {"charcoalKiln", {{{wood}, coal}}, wood},  // le Four à charbon de bois
      {"paperMill", {{{wood}, paper}}, wood},    // la Papeterie
      {"blastFurnaceForest", {{{coal, ironOre}, iron}, {{coal, silverOre}, silver}}, stone},
      {"blastFurnaceField", {{{coal, ironOre}, iron}, {{coal, silverOre}, silver}}, stone},
      {"alchemistCave", {{{paper, iron}, gold}}, stone},  // la Caverne de l'Alchimiste
      {"armourer", {{{coal, iron}, weapons}}, stone},     // la Forge de l'Armurier
      {"mint", {{{silver}, coins}}, stone},               // la Manufacture de Pièces
      {"forge", {{{coal, silver}, tools}}, stone},        // la Forge
  };
  int counted = 0;
  for (const auto& u : units) {
    INFO(u.id);
    const Kind& k = d.kinds[d.kindIndex(u.id)];
    REQUIRE_FALSE(k.property);
    REQUIRE(k.recipes.size() == u.recipes.size());
    for (size_t r = 0; r < u.recipes.size(); ++r) {
      CHECK(k.recipes[r].in == u.recipes[r].first);
      CHECK(k.recipes[r].out == u.recipes[r].second);
    }
    CHECK(k.material == u.material);
    counted += k.count;
  }
  CHECK(counted == 42);  // every production unit of the box is in the list
}

TEST_CASE(
    "first player (Début de la partie: « Tirez au hasard une figurine Ouvrier »): drawn at random, every "
    "seat can start (REVIEW.md item 22)",
    "[neuland]") {
  for (int n : {2, 3, 4}) {
    std::vector<int> starts(n, 0);
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      Pos pos("neuland", n, seed);
      REQUIRE(pos->firstPlayer >= 0);
      REQUIRE(pos->firstPlayer < n);
      CHECK(pos->current == pos->firstPlayer);
      ++starts[pos->firstPlayer];
    }
    for (int p = 0; p < n; ++p) CHECK(starts[p] > 0);
  }
}

TEST_CASE("properties (Mise en place, point 5): stacked smallest value on top, one stack per category",
          "[neuland]") {
  Pos s = fresh(2, 0);
  const Data& d = data();
  for (int c = 0; c < kCategories; ++c) {
    const int top = s->topProperty(c);
    for (int k : d.categoryStack[c]) REQUIRE(d.kinds[top].value <= d.kinds[k].value);
  }
  REQUIRE(d.kinds[s->topProperty(0)].id == "abbey");
}

TEST_CASE(
    "first turn (Début de la partie): hunting lodge and woodcutter's hut together on a free start forest",
    "[neuland]") {
  Pos s = fresh(3, 0);
  auto starts = s.find(0, {{"type", "start"}});
  REQUIRE(starts.size() == 4);  // the marked start forests of the recommended map
  s.playMatching(0, {{"type", "start"}, {"hex", 9}});
  REQUIRE(s->hexes[9].count == 2);
  s.playMatching(0, {{"type", "endTurn"}});
  // The next player may not start on the occupied forest.
  REQUIRE(s.find(1, {{"type", "start"}}).size() == 3);
  REQUIRE(s.find(1, {{"type", "start"}, {"hex", 9}}).empty());
}

TEST_CASE("first turn (Début de la partie): no coats of arms in a player's first turn", "[neuland]") {
  Pos s = fresh(2, 0);
  s->players[0].started = true;
  const int abbey = build(s, "abbey", 10);
  const int mill = build(s, "weavingMill", 10);
  worker(s, mill, 0);
  REQUIRE(s.find(0, {{"type", "coats"}, {"building", abbey}}).empty());
  afterFirstRound(s);
  REQUIRE_FALSE(s.find(0, {{"type", "coats"}, {"building", abbey}}).empty());
}

TEST_CASE(
    "time line (II, p. 7): a turn may not end on another player's marker; ending moves on to the first free "
    "space",
    "[neuland]") {
  Pos s = fresh(2, 0, {{"stacking", true}});
  afterFirstRound(s);
  present(s, 0, 0);
  s->players[1].time = 3;
  const int lodge = build(s, "huntingLodge", 9);
  for (int i = 0; i < 3; ++i) s.playMatching(0, {{"type", "produce"}, {"building", lodge}});
  REQUIRE(s->players[0].time == 3);  // on the other marker: allowed while acting...
  auto end = s.playMatching(0, {{"type", "endTurn"}});
  REQUIRE(end["steps"] == 1);        // the marker moves on by one space
  REQUIRE(s->players[0].time == 4);  // ...but the turn ends on the next free space
  REQUIRE(s->current == 1);          // the present-time marker moves on to the next marker
  REQUIRE(s->present == 3);
}

TEST_CASE(
    "end of turn (Fin du tour 3, p. 10): a player still behind everyone, with a free space before the next, "
    "plays again",
    "[neuland]") {
  Pos s = seat0ToPlay(6);
  const int lodge = build(s, "huntingLodge", 9), hut = build(s, "woodcutter", 9);
  s.playMatching(0, {{"type", "produce"}, {"building", lodge}});
  s.playMatching(0, {{"type", "produce"}, {"building", hut}});
  s.playMatching(0, {{"type", "endTurn"}});
  REQUIRE(s->current == 0);  // still behind Red's marker at 6, spaces 3–5 free: Yellow plays again
  REQUIRE(s->present == 2);
  REQUIRE(s->tiles[hut].lying[0] == 1);
}

TEST_CASE(
    "end of turn (Fin du tour 3, p. 10): no consecutive turn without a free space before the next marker",
    "[neuland]") {
  // « tant que vous ne dépassez aucun autre joueur ... et qu'il y a encore au moins une case de libre
  // entre votre marqueur de Temps Présent et le suivant »
  Pos s = seat0ToPlay(3);
  const int lodge = build(s, "huntingLodge", 9), hut = build(s, "woodcutter", 9);
  s.playMatching(0, {{"type", "produce"}, {"building", lodge}});
  s.playMatching(0, {{"type", "produce"}, {"building", hut}});
  REQUIRE(s->players[0].time == 2);
  // Space 2 touches Red's marker at 3: the turn cannot end there; the marker moves behind Red, to 4.
  auto end = s.find(0, {{"type", "endTurn"}});
  REQUIRE(end.size() == 1);
  REQUIRE(end[0]["steps"] == 2);
  s.play(0, end[0]);
  REQUIRE(s->players[0].time == 4);
  REQUIRE(s->current == 1);
  REQUIRE(s->present == 3);
}

TEST_CASE("time line (II, p. 7): the view's steps left count only steps after which the turn can still end",
          "[neuland]") {
  Pos s = fresh(2, 0);
  afterFirstRound(s);
  present(s, 0, 0);
  // Red holds the last space (10): space 9 touches it, so (Fin du tour 3, p. 10) the turn can end
  // on space 8 at the latest: 8 steps, not the 10 the line alone would allow.
  s->players[1].time = 10;
  REQUIRE(s->maxSteps(0) == 8);
  REQUIRE(s->view(0)["stepsLeft"] == 8);
}

TEST_CASE(
    "option endBesideNext (Fin du tour 3, p. 10; the worked example's « deux courts »): after the first "
    "round "
    "too, a turn may end right behind the next marker, and the player plays again",
    "[neuland]") {
  // The position of the test above: Yellow on 2, Red on 3.
  Pos s = fresh(2, 0, {{"endBesideNext", true}});
  afterFirstRound(s);
  present(s, 0, 0);
  s->players[1].time = 3;
  const int lodge = build(s, "huntingLodge", 9), hut = build(s, "woodcutter", 9);
  s.playMatching(0, {{"type", "produce"}, {"building", lodge}});
  s.playMatching(0, {{"type", "produce"}, {"building", hut}});
  auto end = s.find(0, {{"type", "endTurn"}});
  REQUIRE(end.size() == 1);
  REQUIRE(end[0]["steps"] == 0);
  s.play(0, end[0]);
  REQUIRE(s->players[0].time == 2);
  REQUIRE(s->current == 0);  // still behind Red: Yellow plays again
  REQUIRE(s->present == 2);
  // Red on the last space (10): space 9 is a place to end, so 9 steps from 0.
  Pos t = fresh(2, 0, {{"endBesideNext", true}});
  afterFirstRound(t);
  present(t, 0, 0);
  t->players[1].time = 10;
  REQUIRE(t->maxSteps(0) == 9);
}

TEST_CASE("end of turn (Fin du tour 1–2, p. 10): lying workers leave, standing ones lie down", "[neuland]") {
  Pos s = seat0ToPlay(5);
  const int lodge = build(s, "huntingLodge", 9), farm = build(s, "farm", 10);
  worker(s, lodge, 0, false);  // lying since the last turn
  s.playMatching(0, {{"type", "produce"}, {"building", farm}});
  s.playMatching(0, {{"type", "endTurn"}});
  REQUIRE(s->tiles[lodge].workers() == 0);
  REQUIRE(s->tiles[farm].lying[0] == 1);
  REQUIRE(s->tiles[farm].standing[0] == 0);
  REQUIRE(s->players[0].reserve == 6);
}

TEST_CASE("production (I, p. 6): another player's worker blocks a unit; a mine holds a single worker",
          "[neuland]") {
  Pos s = seat0ToPlay(5);
  const int farm = build(s, "farm", 10), mine = build(s, "mine", 2), lodge = build(s, "huntingLodge", 9);
  ores(s, mine, {"coal", "ironOre", "silverOre"});
  worker(s, farm, 1, false);
  worker(s, mine, 0);
  REQUIRE(s.find(0, {{"type", "produce"}, {"building", farm}}).empty());
  REQUIRE(s.find(0, {{"type", "produce"}, {"building", mine}}).empty());
  REQUIRE_FALSE(s.find(0, {{"type", "produce"}, {"building", lodge}}).empty());
}

TEST_CASE("cost zone (III-A, p. 8): each hex border beyond the zone costs one step; the farthest good counts",
          "[neuland]") {
  Pos s = seat0ToPlay(9);
  const int blast = build(s, "blastFurnaceForest", 8);  // (2,-1)
  const int kiln = build(s, "charcoalKiln", 9);         // (2,-2): next to the furnace
  const int mine = build(s, "mine", 4);                 // (-1,0): 3 hexes away
  ores(s, mine, {"coal", "coal", "ironOre"});
  worker(s, kiln, 0);
  worker(s, mine, 0);
  auto options = s.find(0, {{"type", "produce"}, {"building", blast}, {"cart", false}});
  REQUIRE(options.size() == 1);
  REQUIRE(options[0]["steps"] == 1 + 2);  // dist 3: two borders beyond the cost zone
  // The cart, once per game: only the production's own action.
  auto cart = s.find(0, {{"type", "produce"}, {"building", blast}, {"cart", true}});
  REQUIRE(cart.size() == 1);
  REQUIRE(cart[0]["steps"] == 1);
  s.play(0, cart[0]);
  REQUIRE_FALSE(s->players[0].cart);
  REQUIRE(s->tiles[blast].standing[0] == 1);  // iron
  REQUIRE(s->metal[0] == 1);                  // one of the 2 iron-face markers sits on the furnace
}

TEST_CASE("building (IV, p. 9): within the cost zone free, one step per border beyond; terrain and 3 per hex",
          "[neuland]") {
  Pos s = seat0ToPlay(9);
  const int hut = build(s, "woodcutter", 15);  // (-2,2)
  worker(s, hut, 0);
  build(s, "quarry", 2);
  build(s, "quarry", 2);
  // A farm on field 14 next to the wood: free; on field 10, 4 hexes away: 3 steps.
  REQUIRE(s.find(0, {{"type", "build"}, {"kind", "farm"}, {"hex", 14}, {"cart", false}})[0]["steps"] == 0);
  REQUIRE(s.find(0, {{"type", "build"}, {"kind", "farm"}, {"hex", 10}, {"cart", false}})[0]["steps"] == 3);
  REQUIRE(s.find(0, {{"type", "build"}, {"kind", "farm"}, {"hex", 15}}).empty());         // a forest
  REQUIRE_FALSE(s.find(0, {{"type", "build"}, {"kind", "quarry"}, {"hex", 2}}).empty());  // 2 + 1 = 3
  build(s, "quarry", 2);
  REQUIRE(s.find(0, {{"type", "build"}, {"kind", "quarry"}, {"hex", 2}}).empty());  // at most 3
}

TEST_CASE(
    "ending a turn without an action (ASSUMPTIONS.md, Ending a turn on the present space): the marker "
    "leaves the present-time space for the first free space after it (REVIEW.md item 32)",
    "[neuland]") {
  Pos s = fresh(3, 0);
  afterFirstRound(s);
  present(s, 0, 0);
  s->players[1].time = 1;  // space 1 taken: the first free one is 2
  s->players[2].time = 5;
  auto end = s.find(0, {{"type", "endTurn"}});
  REQUIRE(end.size() == 1);
  CHECK(end[0]["steps"] == 2);
  s.play(0, end[0]);
  CHECK(s->players[0].time == 2);
  CHECK(s->current == 1);  // the marker furthest behind plays next
}

TEST_CASE(
    "the cart (III-A, p. 8: « aucune action pour ériger un bâtiment »): a distant build costs no action, "
    "once per game (REVIEW.md item 73)",
    "[neuland]") {
  Pos s = seat0ToPlay(9);
  const int hut = build(s, "woodcutter", 15);
  worker(s, hut, 0);
  // The farm on field 10, 4 hexes from the wood: 3 steps on foot, none with the cart.
  REQUIRE(s.find(0, {{"type", "build"}, {"kind", "farm"}, {"hex", 10}, {"cart", false}})[0]["steps"] == 3);
  auto cart = s.find(0, {{"type", "build"}, {"kind", "farm"}, {"hex", 10}, {"cart", true}});
  REQUIRE(cart.size() == 1);
  CHECK(cart[0]["steps"] == 0);
  s.play(0, cart[0]);
  CHECK_FALSE(s->players[0].cart);
  CHECK(s->players[0].time == 0);              // no action spent
  CHECK(s.find(0, {{"cart", true}}).empty());  // given away: once per game
}

TEST_CASE(
    "paying (III, p. 7: « Chaque joueur peut seulement retirer ses propres ouvriers »): another player's "
    "worker is never a source (REVIEW.md item 54)",
    "[neuland]") {
  // A woodcutter needs a food: the only food nearby is held by a worker on a hunting lodge.
  auto foodFromLodge = [](int owner) {
    Pos s = seat0ToPlay(9);
    s->players[0].foodToken = false;  // no food marker to pay with instead
    const int lodge = build(s, "huntingLodge", 9), hut = build(s, "woodcutter", 9);
    worker(s, lodge, owner);
    // Sources name the tile a worker holds its good on.
    int listed = 0;
    for (const Json& a : s.find(0, {{"type", "produce"}, {"building", hut}}))
      for (const Json& src : a["inputs"]) listed += src.is_object() && src["building"] == lodge;
    const Json source = {{"building", lodge}, {"good", "food"}, {"lying", false}};
    const bool accepted =
        s.tryPlay(0, {{"type", "produce"}, {"building", hut}, {"inputs", {source}}, {"cart", false}}).ok;
    return std::make_pair(listed, accepted);
  };
  const auto own = foodFromLodge(0);
  CHECK(own.first > 0);  // the control: one's own worker pays
  CHECK(own.second);
  const auto other = foodFromLodge(1);
  CHECK(other.first == 0);
  CHECK_FALSE(other.second);
}

TEST_CASE("food and wood markers (III, p. 7): once per game, no step for distance", "[neuland]") {
  Pos s = seat0ToPlay(9);
  const int hut = build(s, "woodcutter", 15);
  auto withToken = s.find(0, {{"type", "produce"}, {"building", hut}, {"inputs", {"foodToken"}}});
  REQUIRE(withToken.size() == 1);
  REQUIRE(withToken[0]["steps"] == 1);
  s.play(0, withToken[0]);
  REQUIRE_FALSE(s->players[0].foodToken);
  REQUIRE(s.find(0, {{"type", "produce"}, {"inputs", {"foodToken"}}}).empty());
  s.playMatching(0, {{"type", "build"}, {"kind", "farm"}, {"hex", 3}, {"pay", "woodToken"}});
  REQUIRE_FALSE(s->players[0].woodToken);
  REQUIRE(s->players[0].time == 1);
}

TEST_CASE("mines (IV, p. 9): a new mine draws 3 ores from the bag, stacked in the builder's order",
          "[neuland]") {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Pos s("neuland", 2, seed);
    s->current = 0;
    afterFirstRound(s);
    present(s, 0, 0);
    s->players[1].time = 9;
    const int hut = build(s, "woodcutter", 9);
    worker(s, hut, 0);
    s.playMatching(0, {{"type", "build"}, {"kind", "mine"}, {"hex", 2}});
    const int mine = tileAt(s, "mine", 2);
    REQUIRE(s->bag[0] + s->bag[1] + s->bag[2] == 21 - 3);
    if (!s->decisions.empty()) {
      REQUIRE(s->turn().phase == "stack");
      auto orders = s.legal(0);
      for (const Json& o : orders) REQUIRE(o["type"] == "stack");
      s.play(0, orders.back());
      REQUIRE(s->tiles[mine].ores[2] ==
              data().goodIndex(orders.back()["order"][0].get<std::string>()));  // top
    }
    REQUIRE(s->tiles[mine].oreCount == 3);
  }
}

TEST_CASE("mines (III, p. 7): using the top ore returns it to the bag; an emptied mine draws 3 again",
          "[neuland]") {
  Pos s = seat0ToPlay(9);
  const int mine = build(s, "mine", 2), quarry = build(s, "quarry", 2);
  ores(s, mine, {"silverOre"});
  worker(s, mine, 0);
  const int before = s->bag[0] + s->bag[1] + s->bag[2];
  const int furnace = build(s, "blastFurnaceForest", 8), kiln = build(s, "charcoalKiln", 8);
  worker(s, kiln, 0);
  s.playMatching(0, {{"type", "produce"}, {"building", furnace}, {"metal", "silver"}, {"cart", false}});
  // The silver ore went back to the bag, the coal was given, 3 ores were drawn for the mine.
  REQUIRE(s->bag[0] + s->bag[1] + s->bag[2] == before + 1 - 3);
  if (!s->decisions.empty()) s.play(0, s.legal(0).front());
  REQUIRE(s->tiles[mine].oreCount == 3);
  REQUIRE(s->metal[1] == 1);  // a silver-face marker on the furnace
  (void)quarry;
}

TEST_CASE(
    "blast furnace (first translation, 3.2, example 2): iron on the furnace holds an iron-face marker; using "
    "the iron returns it",
    "[neuland]") {
  Pos s = seat0ToPlay(9);
  const int furnace = build(s, "blastFurnaceForest", 8);
  worker(s, furnace, 0);  // the iron made: the ore sits on the furnace, on an iron-face marker
  REQUIRE(s->metal[0] == 1);
  const int kiln = build(s, "charcoalKiln", 9);
  worker(s, kiln, 0);
  const int armourer = build(s, "armourer", 10);
  s.playMatching(0, {{"type", "produce"}, {"building", armourer}});  // coal + iron -> weapons
  CHECK(s->tiles[furnace].standing[0] == 0);
  CHECK(s->metal[0] == 2);  // « le marqueur de Minerai est retiré de la Fonderie »
  CHECK(s->tiles[armourer].standing[0] == 1);
}

TEST_CASE("end of turn (Fin du tour, p. 10): a mine's lost product lets its top ore go back to the bag",
          "[neuland]") {
  Pos s = seat0ToPlay(9);
  const int mine = build(s, "mine", 2);
  ores(s, mine, {"ironOre", "coal"});
  worker(s, mine, 0, false);  // lying: lost at the end of this turn
  const int coalBefore = s->bag[0];
  s.playMatching(0, {{"type", "endTurn"}});
  REQUIRE(s->bag[0] == coalBefore + 1);
  REQUIRE(s->tiles[mine].oreCount == 1);  // iron ore is now on top (the rulebook's advice)
  REQUIRE(s->tiles[mine].ores[0] == data().goodIndex("ironOre"));
}

TEST_CASE("properties (IV, p. 9): built with one stone, top of the stack only, on their own terrain",
          "[neuland]") {
  Pos s = seat0ToPlay(9);
  const int quarry = build(s, "quarry", 2);
  worker(s, quarry, 0);
  REQUIRE_FALSE(s.find(0, {{"type", "build"}, {"kind", "abbey"}, {"hex", 10}}).empty());
  REQUIRE(s.find(0, {{"type", "build"}, {"kind", "church"}}).empty());             // not on top yet
  REQUIRE(s.find(0, {{"type", "build"}, {"kind", "abbey"}, {"hex", 9}}).empty());  // wrong terrain
  s.playMatching(0, {{"type", "build"}, {"kind", "abbey"}, {"hex", 10}});
  REQUIRE(s->topProperty(0) == data().kindIndex("church"));
}

TEST_CASE(
    "coats of arms (V, p. 9–10): exactly the property's value, and the last coat wins at once even on a "
    "bigger property",
    "[neuland]") {
  Pos s = seat0ToPlay(9);
  coatsLeft(s, 0, 3);
  const int hall = build(s, "townHall", 6);
  const int mill = build(s, "weavingMill", 17), quarry = build(s, "quarry", 5);
  worker(s, mill, 0);
  worker(s, quarry, 0);
  auto coats = s.find(0, {{"type", "coats"}, {"building", hall}, {"cart", false}});
  REQUIRE_FALSE(coats.empty());
  REQUIRE(coats[0]["count"] == 2);  // the town hall holds 2
  // The Senate example (V, p. 10): 2 coats left on a property of 4: placing them wins.
  Pos t = fresh(2, 0);
  afterFirstRound(t);
  present(t, 0, 0);
  t->players[1].time = 9;
  coatsLeft(t, 0, 2);
  const int sen = build(t, "senate", 6);
  const int armourer = build(t, "armourer", 17), weave = build(t, "weavingMill", 17);
  const int lodge = build(t, "huntingLodge", 6);
  worker(t, armourer, 0);
  worker(t, weave, 0);
  worker(t, lodge, 0);
  auto win = t.find(0, {{"type", "coats"},
                        {"building", sen},
                        {"cart", false},
                        {"inputs", {src(armourer, "weapons"), src(weave, "cloth"), src(lodge, "food")}}});
  REQUIRE(win.size() == 1);
  REQUIRE(win[0]["count"] == 2);
  t.play(0, win[0]);
  REQUIRE(t->over());
  REQUIRE(t->winner == 0);
  REQUIRE(t->turn().deciding.empty());
  const Json sc = t->scores();
  REQUIRE(sc["winners"] == Json::array({0}));
  REQUIRE(sc["players"][0]["rank"] == 1);
  REQUIRE(sc["players"][1]["rank"] == 2);
  REQUIRE(sc["ending"] == "lastCoat");
}
