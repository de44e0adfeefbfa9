// Craftsman cards: reveals, forced plays, one or both abilities, payments (p. 5–6, appendix 1).
#include "shape.hpp"

using namespace grt;

namespace {
void pickAll(Pos& s, int p, std::initializer_list<const char*> cards) {
  for (const char* c : cards) s.play(p, cardJ("pick", c));
}
}  // namespace

TEST_CASE("forester example: shared reveal gives one ability each, the last revealer uses both",
          "[glassroad]") {
  // p. 6: Lucille (first) and Alice lay the forester face down, Luc holds it in
  // hand, Simon does not have it. Order: Lucille, Alice, Luc, Simon.
  auto s = fresh(4);
  const int lucille = 0, alice = 1, luc = 2, simon = 3;
  pickAll(s, lucille, {"forester", "feudal_lord", "worker", "pond_builder", "cultivator"});
  pickAll(s, alice, {"forester", "supplier", "builder", "carpenter", "clearing_farmer"});
  pickAll(s, luc, {"forester", "woodcutter", "clay_digger", "fuel_merchant", "charcoal_burner"});
  pickAll(s, simon, {"fisherman", "water_carrier", "worker", "pond_builder", "cultivator"});
  CHECK(s->turn().phase == "faceDown");
  s.play(lucille, cardJ("faceDown", "forester"));
  s.play(alice, cardJ("faceDown", "forester"));
  s.play(luc, cardJ("faceDown", "woodcutter"));
  ludo::Result last = ludo::applyChecked(*s, simon, Json{{"type", "faceDown"}, {"card", "fisherman"}});
  REQUIRE(last.ok);
  CHECK(last.barrier);  // the reveal shows hidden cards: undo stops here
  // Lucille reveals: Luc must play his forester from hand; both get one ability.
  REQUIRE(s->queue.size() == 2);
  CHECK(s->queue[0].player == lucille);
  CHECK_FALSE(s->queue[0].both);
  CHECK(s->queue[1].player == luc);
  CHECK_FALSE(s->queue[1].both);
  CHECK(s->pl[luc].slots == 1);
  CHECK_FALSE(s->pl[luc].hand & (1 << forester));
  CHECK(s->turn().deciding == std::vector<int>{lucille});
  s.play(lucille, ability(1));  // food or wood per grove (2 groves)
  s.play(lucille, gain("wood", "glass", 2));
  // One ability only: Lucille is done, Luc resolves his forester.
  CHECK(s->turn().deciding == std::vector<int>{luc});
  CHECK(top(*s).kind == dCardAbility);
  CHECK(top(*s).b == 0);
  s.play(luc, pass());
  // Alice reveals her forester after Lucille's: nobody holds one any more; both abilities.
  REQUIRE(s->queue.size() == 1);
  CHECK(s->queue[0].player == alice);
  CHECK(s->queue[0].both);
  s.play(alice, ability(0));
  // No empty square: remove a pond first ("at any time"), then place the grove there.
  const int pond = [&] {
    for (int q = 0; q < data().squares; ++q)
      if (s->pl[alice].sq[q].kind == sqPond) return q;
    return -1;
  }();
  s.play(alice, Json{{"type", "removeTerrain"}, {"square", pond}});
  s.play(alice, Json{{"type", "placeTerrain"}, {"terrain", "grove"}, {"square", pond}});
  s.play(alice, gain("wood", "glass", 1));
  CHECK(top(*s).kind == dCardAbility);  // the second ability is still available
  s.play(alice, ability(1));
  CHECK(s->count(alice, sqGrove) == 3);
  CHECK(offered(s, alice, act(aGain, rFood, wBrick, 3)));  // the new grove counts at once
  s.play(alice, gain("food", "brick", 3));
  // Then Luc reveals his woodcutter, then Simon his fisherman.
  CHECK(s->queue[0].player == luc);
  CHECK(s->queue[0].card == woodcutter);
}

TEST_CASE("charcoal burner: pay 1 wood once for 3+3 coal alone, 3 coal when shared", "[glassroad]") {
  // p. 6 example.
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 0, 3, 4, 0);
  resolveCard(*s, 0, charcoal_burner, true);
  CHECK(top(*s).kind == dCardPay);
  s.play(0, Json{{"type", "pay"}});
  s.play(0, ability(0));
  s.play(0, gain("coal", "glass", 3));
  s.play(0, ability(1));
  s.play(0, gain("coal", "glass", 3));
  CHECK(s->pl[0].wheel[wGlass][rCoal] == 6);
  CHECK(s->pl[0].wheel[wGlass][rWood] == 3);

  auto t = fresh(4);
  setGlassWheel(*t, 0, 0, 1, 0, 3, 4, 0);
  resolveCard(*t, 0, charcoal_burner, false);
  t.play(0, Json{{"type", "pay"}});
  t.play(0, ability(1));
  t.play(0, gain("coal", "glass", 3));
  CHECK(t->pl[0].wheel[wGlass][rCoal] == 3);
  CHECK(t->pl[0].wheel[wGlass][rWood] == 3);
  CHECK((t->decisions.empty() || t->decisions.top().player != 0 || t->decisions.top().kind != dCardAbility));
}

TEST_CASE("a card played without paying is unused and costs nothing", "[glassroad]") {
  // p. 6: "Vous n'avez pas à payer si vous jouez la carte sans vouloir l'utiliser."
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 0, 3, 4, 0);
  resolveCard(*s, 0, charcoal_burner, true);
  s.play(0, pass());
  CHECK(s->pl[0].wheel[wGlass][rWood] == 4);
  CHECK(s->decisions.empty());
}

TEST_CASE("water carrier: the order of the abilities matters at the 7 cap", "[glassroad]") {
  // p. 16: 4 water to receive, room for 3; the sand ability first turns the
  // wheel and frees a sector for the other ability's 2 water.
  auto run = [](bool sandFirst) {
    auto s = fresh(4);
    setGlassWheel(*s, 0, 0, 2, 1, 4, 1, 0);
    resolveCard(*s, 0, water_carrier, true);
    s.play(0, Json{{"type", "pay"}, {"wheel", "glass"}});  // P3: 1 food from the glass wheel
    for (int i : sandFirst ? std::vector<int>{1, 0} : std::vector<int>{0, 1}) {
      s.play(0, ability(i));
      const int room = 7 - s->pl[0].wheel[wGlass][rWater];
      s.play(0, gain("water", "glass", std::min(2, room)));
      s.play(0, gain(i == 0 ? "wood" : "sand", "glass", 1));
    }
    return s->pl[0].wheel[wGlass][rWater];
  };
  CHECK(run(true) == 7);
  CHECK(run(false) == 6);
}

TEST_CASE("supplier: an opponent at 7 wood converts first to make room", "[glassroad]") {
  // p. 14 example: the opponent uses a conversion needing wood, then receives the supplier's wood.
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 3, 0);
  setGlassWheel(*s, 1, 0, 1, 1, 3, 7, 0);
  clearLandscape(*s, 1);
  placeTile(*s, 1, cooperage, sqAt(1, 0));
  resolveCard(*s, 0, supplier, false);
  s.play(0, ability(0));
  s.play(0, gain("wood", "glass", 2));  // 2 for the supplier
  CHECK(s->pl[0].wheel[wGlass][rWood] == 5);
  CHECK(s->turn().deciding == std::vector<int>{1});
  CHECK_FALSE(offered(s, 1, act(aGain, rWood, wGlass, 1)));  // at 7: no room yet
  s.play(1, Json{{"type", "convert"}, {"building", "cooperage"}});
  s.play(1, gain("water", "glass", 2));
  CHECK(s->pl[1].wheel[wGlass][rWood] == 6);
  s.play(1, gain("wood", "glass", 1));
  CHECK(s->pl[1].wheel[wGlass][rWood] == 7);
  CHECK(s->pl[1].wheel[wGlass][rWater] == 5);
  // The others receive 1 each, or refuse it.
  CHECK(s->turn().deciding == std::vector<int>{2});
  s.play(2, pass());
  CHECK(s->turn().deciding == std::vector<int>{3});
  const int before = s->pl[3].wheel[wGlass][rWood];
  s.play(3, gain("wood", "glass", 1));
  CHECK(s->pl[3].wheel[wGlass][rWood] == before + 1);
}

TEST_CASE("supplier gives only 1 in the solo game", "[glassroad]") {
  auto s = fresh(1);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 3, 0);
  resolveCard(*s, 0, supplier, true);
  s.play(0, ability(0));
  CHECK(offered(s, 0, act(aGain, rWood, wGlass, 1)));
  CHECK_FALSE(offered(s, 0, act(aGain, rWood, wGlass, 2)));
}

TEST_CASE("fuel merchant: 1 coal per card left in hand, after paying 1 water", "[glassroad]") {
  auto s = fresh(4);
  s->pl[0].hand = (1 << worker) | (1 << forester) | (1 << builder);
  s->pl[0].chosen = s->pl[0].hand | (1 << fuel_merchant);
  s->pl[0].played = 1 << fuel_merchant;
  setGlassWheel(*s, 0, 0, 1, 0, 3, 4, 0);
  resolveCard(*s, 0, fuel_merchant, true);
  s.play(0, Json{{"type", "pay"}});
  s.play(0, ability(0));
  CHECK(offered(s, 0, act(aGain, rCoal, wGlass, 3)));
  CHECK_FALSE(offered(s, 0, act(aGain, rCoal, wGlass, 4)));
  s.play(0, gain("coal", "glass", 3));
  s.play(0, ability(1));
  s.play(0, gain("wood", "glass", 2));
  CHECK(s->pl[0].wheel[wGlass][rWater] == 2);
  CHECK(s->pl[0].wheel[wGlass][rCoal] == 3);
  CHECK(s->pl[0].wheel[wGlass][rWood] == 6);
}

TEST_CASE("woodcutter, clearing farmer and carpenter are paid with a forest tile", "[glassroad]") {
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 0, 3, 1, 0);
  resolveCard(*s, 0, woodcutter, true);
  s.play(0, Json{{"type", "pay"}, {"forest", 2}});
  CHECK(s->forestCount(0) == 5);
  CHECK(s->count(0, sqEmpty) == 2);  // a forest covers two squares
  s.play(0, ability(0));
  s.play(0, gain("wood", "glass", 2));
  s.play(0, ability(1));
  s.play(0, gain("wood", "glass", 2));
  CHECK(s->pl[0].wheel[wGlass][rWood] == 5);
  // Without forests the card can only be played unused.
  auto t = fresh(4);
  clearLandscape(*t, 0);
  resolveCard(*t, 0, clearing_farmer, true);
  auto v = actionsOf(t, 0);
  CHECK(std::count_if(v.begin(), v.end(), [](const Action& a) { return a.type == aPay; }) == 0);
  CHECK(offered(t, 0, act(aPass)));
}

TEST_CASE("clearing farmer: 2 coal and/or 2 food, each on the wheel of your choice", "[glassroad]") {
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 0, 3, 1, 0);
  setBrickWheel(*s, 0, 0, 0, 0, 0);
  resolveCard(*s, 0, clearing_farmer, true);
  s.play(0, Json{{"type", "pay"}, {"forest", 0}});
  s.play(0, ability(0));
  s.play(0, gain("coal", "brick", 2));
  s.play(0, ability(1));
  s.play(0, gain("food", "brick", 2));
  CHECK(s->pl[0].wheel[wBrick][rCoal] == 2);
  CHECK(s->pl[0].wheel[wBrick][rFood] == 2);
}

TEST_CASE("feudal lord: one tile of each pile into the private offer, then build from it", "[glassroad]") {
  auto s = fresh(4);
  resolveCard(*s, 0, feudal_lord, true);
  const size_t piles = s->pile[0].size() + s->pile[1].size() + s->pile[2].size();
  s.play(0, ability(0));
  REQUIRE(s->pl[0].offer.size() == 3);
  for (int i = 0; i < 3; ++i) CHECK(s->pl[0].offer[i] / 31 == i);
  CHECK(s->pile[0].size() + s->pile[1].size() + s->pile[2].size() == piles - 3);
  s.play(0, ability(1));
  s.play(0, gain("wood", "glass", 1));
  s.play(0, gain("clay", "brick", 1));
  // A build action may take a private-offer tile.
  const int b = s->pl[0].offer[0];
  setGlassWheel(*s, 0, 0, 1, 1, 1, 7, 3);
  setBrickWheel(*s, 0, 7, 1, 1, 3);
  clearLandscape(*s, 0);
  s->decisions.push(Decision{dBuild, 0, 0, 0, 0, 0});
  CHECK(offered(s, 0, act(aBuild, b, sqAt(2, 6))));
  s.checkInvariants();
}

TEST_CASE("builder: pay 1 food from either wheel for two builds, the wheel turning between them",
          "[glassroad]") {
  // p. 15: "Il est possible que vous ayez à faire tourner une des roues entre les 2 constructions."
  auto s = fresh(4);
  clearLandscape(*s, 0);
  offerOnBoard(*s, engraving_workshop, 0);
  offerOnBoard(*s, county_office, 1);
  setGlassWheel(*s, 0, 1, 1, 1, 1, 5, 3);
  setBrickWheel(*s, 0, 0, 1, 0, 0);
  resolveCard(*s, 0, builder, true);
  CHECK(offered(s, 0, act(aPay, wGlass)));
  s.play(0, Json{{"type", "pay"}, {"wheel", "brick"}});
  CHECK(s->pl[0].wheel[wBrick][rFood] == 0);
  s.play(0, ability(0));
  s.play(0, Json{{"type", "build"}, {"building", "engraving_workshop"}, {"square", sqAt(1, 0)}});
  // Paying the glass freed the refined brown sector: the wheel turned before the second build.
  CHECK(s->pl[0].wheel[wGlass][rGlass] == 3);
  CHECK(s->pl[0].wheel[wGlass][rSand] == 0);
  CHECK(s->pl[0].wheel[wGlass][rWood] == 3);
  CHECK(s->board[0][0] == -1);  // the slot stays empty until the end of the phase
  s.play(0, ability(1));
  s.play(0, Json{{"type", "build"}, {"building", "county_office"}, {"square", sqAt(1, 1)}});
  CHECK(s->pl[0].wheel[wGlass][rGlass] == 2);
  CHECK(s->tileBuildings(0) == 2);
  CHECK(s->pl[0].glassSpent == 2);
}

TEST_CASE("worker, forester, pond builder: a tile and 1 resource per tile of that type", "[glassroad]") {
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 1, 0);
  setBrickWheel(*s, 0, 0, 0, 0, 0);
  s->pl[0].sq[sqAt(0, 3)] = Square{};
  s->pl[0].sq[sqAt(0, 4)] = Square{};
  resolveCard(*s, 0, worker, true);
  s.play(0, ability(0));
  s.play(0, Json{{"type", "placeTerrain"}, {"terrain", "quarry"}, {"square", sqAt(0, 3)}});
  s.play(0, gain("clay", "brick", 1));
  s.play(0, ability(1));
  CHECK(offered(s, 0, act(aGain, rSand, wGlass, 3)));  // 3 quarries now
  CHECK_FALSE(offered(s, 0, act(aGain, rSand, wGlass, 4)));
  s.play(0, gain("clay", "brick", 3));
  CHECK(s->pl[0].wheel[wBrick][rClay] == 4);
  resolveCard(*s, 0, pond_builder, false);
  s.play(0, ability(1));
  CHECK(offered(s, 0, act(aGain, rWater, wGlass, 2)));
  CHECK_FALSE(offered(s, 0, act(aGain, rWater, wGlass, 3)));
  s.play(0, gain("water", "glass", 2));
  resolveCard(*s, 0, cultivator, false);
  s.play(0, ability(0));
  CHECK(offered(s, 0, act(aPlaceTerrain, sqGrove, sqAt(0, 4))));
  CHECK(offered(s, 0, act(aPlaceTerrain, sqPond, sqAt(0, 4))));
  CHECK_FALSE(offered(s, 0, act(aPlaceTerrain, sqForest, sqAt(0, 4))));
}

TEST_CASE("fisherman pays 1 coal from either wheel: 2 food and/or 1 food per pond", "[glassroad]") {
  auto s = fresh(4);
  setBrickWheel(*s, 0, 1, 0, 1, 0);
  setGlassWheel(*s, 0, 0, 0, 0, 1, 1, 0);
  resolveCard(*s, 0, fisherman, true);
  CHECK_FALSE(offered(s, 0, act(aPay, wGlass)));
  s.play(0, Json{{"type", "pay"}, {"wheel", "brick"}});
  s.play(0, ability(1));
  s.play(0, gain("food", "glass", 2));  // 2 ponds
  s.play(0, ability(0));
  s.play(0, gain("food", "glass", 2));
  CHECK(s->pl[0].wheel[wGlass][rFood] == 4);
}

TEST_CASE("a player with both slots used is not forced to play a revealed card", "[glassroad]") {
  // p. 5: "Une fois vos deux emplacements occupés, vous ne pouvez plus, et ne devez plus, jouer de cartes en
  // dehors de votre tour."
  auto s = fresh(3);
  pickAll(s, 0, {"worker", "forester", "pond_builder", "cultivator", "supplier"});
  pickAll(s, 1, {"worker", "feudal_lord", "builder", "carpenter", "woodcutter"});
  pickAll(s, 2, {"worker", "clay_digger", "fisherman", "charcoal_burner", "water_carrier"});
  s->pl[1].slots = 2;
  s.play(0, cardJ("faceDown", "worker"));
  s.play(1, cardJ("faceDown", "feudal_lord"));
  s.play(2, cardJ("faceDown", "clay_digger"));
  REQUIRE(s->queue.size() == 2);  // seat 2 is forced, seat 1 is not
  CHECK(s->queue[1].player == 2);
  CHECK(s->pl[1].hand & (1 << worker));
}
