// The rulebook's numbers and worked examples (../shared/rules/fields-of-arle.fr.txt).
#include "../fixture.hpp"
#include "core/session.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Action;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

namespace {
// A work phase in which seat 0 places first.
Pos workState(bool winter = false, int players = 2) {
  auto s = Pos("arle", players, 3);
  s->fp = 0;
  if (winter) s->half = 2;
  return s;
}
int placed(const ArleState& s, int p, int sp) { return s.animals(p, sp); }
}  // namespace

TEST_CASE("arle: animal scoring, least kind x2 and second least x1 (p. 17 examples)", "[arle]") {
  // p. 17: "6 moutons, 5 chevaux et 4 vaches valent 0+5+8=13 PV."
  REQUIRE(ArleState::animalScore(6, 4, 5) == 13);
  // "5 chevaux, 4 vaches et 0 mouton valent 0+4+0= 4 PV."
  REQUIRE(ArleState::animalScore(0, 4, 5) == 4);
  // "3 chevaux, 3 vaches et 3 moutons valent 0+3+6= 9 PV."
  REQUIRE(ArleState::animalScore(3, 3, 3) == 9);
}

TEST_CASE("arle: goods track VP 7-10 / 11-14 / 15 and the two food markers (p. 16)", "[arle]") {
  REQUIRE(ArleState::trackVp(6) == 0);
  REQUIRE(ArleState::trackVp(7) == 1);
  REQUIRE(ArleState::trackVp(10) == 1);
  REQUIRE(ArleState::trackVp(11) == 2);
  REQUIRE(ArleState::trackVp(14) == 2);
  REQUIRE(ArleState::trackVp(15) == 3);
  REQUIRE(ArleState::foodVp(30) == 6);
  REQUIRE(ArleState::foodVp(14) == 2);  // 7 + 7 beats 14 + 0
  REQUIRE(ArleState::foodVp(22) == 4);  // 11 + 11
}

TEST_CASE("arle: master example, 2 workbenches raised to 3 then two more tools (p. 14 ex. 5)", "[arle]") {
  auto s = workState();
  Player& P = s->pl[0];
  P.g[CLAY] = 2, P.g[WOOD] = 2;
  REQUIRE(s->toolValue(0, WORKBENCH) == 2);
  s.play(0, s->actionToJson(act(A_PLACE, S_MASTER_S)));
  s.play(0, s->actionToJson(act(A_TOOL, WORKBENCH)));  // costs 2 clay: now 3 workbenches, counted at once
  REQUIRE(s->toolValue(0, WORKBENCH) == 3);
  REQUIRE(P.g[CLAY] == 0);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_TOOL, WORKBENCH))));  // never the same marker twice
  s.play(0, s->actionToJson(act(A_TOOL, AXE)));   // 1 wood
  s.play(0, s->actionToJson(act(A_TOOL, SPADE)));  // 1 wood, +2 spades for one move
  REQUIRE(s->toolValue(0, AXE) == 4);
  REQUIRE(s->toolValue(0, SPADE) == 5);
  REQUIRE(P.g[WOOD] == 0);
  REQUIRE(s->decisions.empty());  // three moves: the action is over
  s.checkInvariants();
}

TEST_CASE("arle: copying the peat cutter uses your own 3 spades, not the opponent's 7 (p. 14 ex. 7)", "[arle]") {
  auto s = workState();
  s->pl[1].tool[SPADE] = 2;  // 7 spades
  s->pl[0].g[FOOD] = 2;
  s->pl[0].moorPeat[0] = 4;
  s->pl[1].moor = {1, 1, 0};
  s->pl[1].moorPeat = {4, 4, 0};
  s.play(0, s->actionToJson(act(A_SKIP)));
  s.play(1, s->actionToJson(act(A_PLACE, S_PEATCUTTER)));
  for (int i = 0; i < 7; ++i) s.play(1, s->actionToJson(act(A_EXTRACT, i < 4 ? 0 : 1)));
  REQUIRE(s->pl[1].g[PEAT] == 3 + 7);
  s.play(0, s->actionToJson(act(A_PLACE, S_LABORER_S)));
  s.play(0, s->actionToJson(act(A_PICK, O_COPY, S_PEATCUTTER)));
  REQUIRE(s->pl[0].g[FOOD] == 0);
  for (int i = 0; i < 3; ++i) s.play(0, s->actionToJson(act(A_EXTRACT, 0)));
  REQUIRE(s->pl[0].g[PEAT] == 3 + 3);
  REQUIRE(s->decisions.empty());
  REQUIRE(s->pl[0].moorPeat[0] == 1);
}

TEST_CASE("arle: copying your own forester gives a forest for 3 food (p. 14 ex. 7)", "[arle]") {
  auto s = workState(false, 1);
  s->pl[0].g[FOOD] = 4;
  s->pl[0].tile[11] = T_EMPTY;  // room and a forest back in the supply
  s.play(0, s->actionToJson(act(A_PLACE, S_FORESTER)));
  s.play(0, s->actionToJson(act(A_PICK, O_FOREST)));
  REQUIRE(s->pl[0].g[FOOD] == 3);
  s.play(0, s->actionToJson(act(A_PLACE, S_LABORER_S)));
  REQUIRE(s.isLegal(0, s->actionToJson(act(A_PICK, O_COPY, S_FORESTER))));
  s.play(0, s->actionToJson(act(A_PICK, O_COPY, S_FORESTER)));
  s.play(0, s->actionToJson(act(A_PICK, O_FOREST)));
  REQUIRE(s->countTile(0, T_FOREST) == 2);
  REQUIRE(s->pl[0].g[FOOD] == 0);
}

TEST_CASE("arle: special action gives the first-player marker away; otherwise it changes hands (p. 6)", "[arle]") {
  auto s = workState();
  REQUIRE(s.isLegal(0, s->actionToJson(act(A_PLACE, S_PEATBOATMAN))));  // a winter space in summer
  s.play(0, s->actionToJson(act(A_PLACE, S_PEATBOATMAN)));
  REQUIRE(s->pl[0].g[PEAT] == 3 + 3);
  REQUIRE_FALSE(s.isLegal(1, s->actionToJson(act(A_PLACE, S_TANNER))));  // once per half-year, for both players
  REQUIRE(s->nextFirstPlayer() == 1);
  auto t = workState();
  REQUIRE(t->nextFirstPlayer() == 1);  // no special action: the marker changes hands
  t->fp = 1;
  t->specialBy = 0;  // seat 0 (second player) used it: seat 1 stays first
  REQUIRE(t->nextFirstPlayer() == 1);
  auto solo = workState(false, 1);
  REQUIRE_FALSE(solo.isLegal(0, solo->actionToJson(act(A_PLACE, S_PEATBOATMAN))));  // p. 17: no special action solo
}

TEST_CASE("arle: milking 1/2/3 food for 2/5/7 sheep and 1/3/5 cows, at most 6 (p. 8)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.an[2 * 12] = {0, 0, 0};
  auto food = [&](int sheep, int cows) {
    P.g[FOOD] = 0;
    for (auto& a : P.an) a = {0, 0, 0};
    P.dikeMoves = 7;
    s->addAnimal(0, SHEEP, sheep);
    s->addAnimal(0, COW, cows);
    REQUIRE(placed(*s, 0, SHEEP) == sheep);
    REQUIRE(placed(*s, 0, COW) == cows);
    s->inventory();
    return (int)P.g[FOOD];
  };
  REQUIRE(food(1, 0) == 0);
  REQUIRE(food(2, 0) == 1);
  REQUIRE(food(5, 0) == 2);
  REQUIRE(food(7, 0) == 3);
  REQUIRE(food(0, 1) == 1);
  REQUIRE(food(0, 3) == 2);
  REQUIRE(food(0, 5) == 3);
  REQUIRE(food(7, 5) == 6);
  REQUIRE(food(5, 3) == 4);
}

TEST_CASE("arle: harvest 1 grain per grain field, 1 flax per flax field, 1 wood per forest (p. 8)", "[arle]") {
  auto s = workState(false, 1);
  s->inventory();  // start: 1 grain field, 1 flax field, 1 forest
  REQUIRE(s->pl[0].g[GRAIN] == 1);
  REQUIRE(s->pl[0].g[FLAX] == 1);
  REQUIRE(s->pl[0].g[WOOD] == 4 + 1);
}

TEST_CASE("arle: breeding example, 2 lambs and 2 foals, then 6 sheep give 3 wool (p. 8)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  for (auto& a : P.an) a = {0, 0, 0};
  P.tile[12] = T_STALL, P.tile[13] = T_STALL, P.tile[14] = T_STABLE;
  P.an[2 * 12][SHEEP] = 2;
  P.an[2 * 13][SHEEP] = 2;
  P.an[2 * 14][HORSE] = 4;
  s->inventory();
  REQUIRE(s->animals(0, SHEEP) == 6);  // 2 lambs
  REQUIRE(s->animals(0, HORSE) == 6);  // 2 foals from 4 in a stable
  REQUIRE(P.g[WOOL] == 3);             // shearing counts the newborns
  s.checkInvariants();
}

TEST_CASE("arle: breeding table, stall exactly 2, stable 2/3/5 +1 and 4 +2, double stall as two stalls (p. 8)", "[arle]") {
  for (int n = 0; n <= 6; ++n) {
    auto s = workState(true, 1);
    Player& P = s->pl[0];
    for (auto& a : P.an) a = {0, 0, 0};
    P.tile[14] = T_STABLE;
    P.an[2 * 14][COW] = static_cast<int8_t>(n);
    s->inventory();
    int expect = n == 4 ? 6 : (n == 2 || n == 3 || n == 5) ? n + 1 : n;
    REQUIRE(s->animals(0, COW) == expect);
  }
  for (int n = 0; n <= 3; ++n) {
    auto s = workState(true, 1);
    Player& P = s->pl[0];
    for (auto& a : P.an) a = {0, 0, 0};
    P.an[2 * 12][COW] = static_cast<int8_t>(n);  // the start stall
    s->inventory();
    REQUIRE(s->animals(0, COW) == (n == 2 ? 3 : n));
  }
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  for (auto& a : P.an) a = {0, 0, 0};
  P.tile[14] = T_DOUBLE;
  P.an[2 * 14][SHEEP] = 2, P.an[2 * 14 + 1][SHEEP] = 2;
  P.an[2 * 13][SHEEP] = 2;  // a pasture: no breeding outside stalls and stables
  s->inventory();
  REQUIRE(s->animals(0, SHEEP) == 8);
}

TEST_CASE("arle: shearing 1/2/3 wool for 1/4/6 sheep (p. 8)", "[arle]") {
  auto wool = [](int sheep) {
    auto s = workState(true, 1);
    Player& P = s->pl[0];
    for (auto& a : P.an) a = {0, 0, 0};
    P.dikeMoves = 7;
    for (int i = 0; i < sheep; ++i) {
      // pastures of 1 so that nothing breeds
      P.an[2 * i][SHEEP] = 1;
    }
    s->inventory();
    return (int)P.g[WOOL];
  };
  REQUIRE(wool(0) == 0);
  REQUIRE(wool(1) == 1);
  REQUIRE(wool(3) == 1);
  REQUIRE(wool(4) == 2);
  REQUIRE(wool(6) == 3);
  REQUIRE(wool(9) == 3);
}

TEST_CASE("arle: November subsistence, grain then animals for food, wood for peat, -2 VP per missing (p. 8)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.g[FOOD] = 1, P.g[GRAIN] = 1, P.g[PEAT] = 1, P.g[WOOD] = 0, P.g[PLANK] = 1;
  s->feed(0);  // 1 food + 1 grain, then 1 animal (the horse: only kind) ; 1 peat + 1 plank
  REQUIRE(P.g[FOOD] == 0);
  REQUIRE(P.g[GRAIN] == 0);
  REQUIRE(s->animals(0, HORSE) == 0);
  REQUIRE(P.g[PEAT] == 0);
  REQUIRE(P.g[PLANK] == 0);
  REQUIRE(P.shortage == 0);
  s->feed(0);  // nothing left: 3 food and 2 peat missing
  REQUIRE(P.shortage == 10);
  REQUIRE(s->score(0).shortage == -10);
}

TEST_CASE("arle: grain is eaten only when food runs out; the animal to pay is chosen (p. 8)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  P.g[FOOD] = 5, P.g[GRAIN] = 4;
  s->feed(0);
  REQUIRE(P.g[FOOD] == 2);
  REQUIRE(P.g[GRAIN] == 4);
  REQUIRE(P.g[PEAT] == 3);  // May: no peat
  P.g[FOOD] = 0, P.g[GRAIN] = 0;
  s->addAnimal(0, SHEEP, 2);
  s->feed(0);
  REQUIRE(s->decisions.top().kind == K_FEEDANIMAL);
  std::vector<Action> v;
  s->pendingLegal(v);
  REQUIRE(v.size() == 2);  // sheep or horse
  s->answerPending(act(A_PICK, O_SHEEP));
  s->answerPending(act(A_PICK, O_SHEEP));
  s->answerPending(act(A_PICK, O_HORSE));
  REQUIRE(s->decisions.empty());
  REQUIRE(P.shortage == 0);
}

TEST_CASE("arle: the dike sequence, 3 spaces at the 1st, 4th and 7th dike, penalties at the 5th-7th (p. 9)", "[arle]") {
  auto s = workState(false, 1);
  auto usableMarsh = [&] {
    int n = 0;
    for (int sp = 0; sp < 9; ++sp) n += s->usable(0, sp);
    return n;
  };
  int expectSpaces[8] = {0, 3, 3, 3, 6, 6, 6, 9};
  int expectPenalty[8] = {3, 3, 3, 3, 3, 2, 1, 0};
  for (int k = 0; k <= 7; ++k) {
    s->pl[0].dikeMoves = static_cast<int8_t>(k);
    INFO("dike moves " << k);
    REQUIRE(usableMarsh() == expectSpaces[k]);
    REQUIRE(s->marshPenalty(0) == expectPenalty[k]);
  }
  s->moveDikes(0, 3);
  REQUIRE(s->pl[0].dikeMoves == 7);  // nothing above the top line
}

TEST_CASE("arle: dike builder moves 1 dike per pair of shovels, 1/2/2/3 for 3/4/5/6 (p. 12)", "[arle]") {
  int expect[4] = {1, 2, 2, 3};
  for (int pos = 0; pos < 4; ++pos) {
    auto s = workState(false, 1);
    s->pl[0].tool[SHOVEL] = static_cast<int8_t>(pos);
    s.play(0, s->actionToJson(act(A_PLACE, S_DIKEBUILDER)));
    REQUIRE(s->pl[0].dikeMoves == expect[pos]);
    s.play(0, s->actionToJson(act(A_PICK, O_COW)));
    REQUIRE(s->animals(0, COW) == 1);
  }
}

TEST_CASE("arle: Emden pays 10 food for winter clothes and 1 peat, and blocks the cart (p. 11)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  s->addEquip(0, CART);
  P.g[WINTERCL] = 1, P.g[PEAT] = 1, P.g[FOOD] = 0;
  s.play(0, s->actionToJson(act(A_LOAD, 0, 0, I_DEST + EMDEN)));
  REQUIRE(s->decisions.top().kind == K_SALE);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_STOP))));  // at least one good must be sold
  s.play(0, s->actionToJson(act(A_SELL, 0, 0)));  // winter clothes: 7
  s.play(0, s->actionToJson(act(A_SELL, 3, 0)));  // peat: 3
  REQUIRE(s->decisions.empty());       // nothing else to sell: the sale ends
  REQUIRE(P.g[FOOD] == 10);
  REQUIRE(P.veh[0].cell[0] == I_DEST + EMDEN);
  REQUIRE(P.veh[0].cell[2] == kCont);  // the three spaces are taken until unloading
  for (const Json& a : s.legal(0)) REQUIRE(a["type"] != "load");
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_LOAD, 0, 0, I_DEST + EMDEN))));  // once per game
  s->inventory();  // November: the tile goes to the travel track, 3 spaces
  REQUIRE(P.travel == 3);
  REQUIRE(ArleState::travelVp(3) == data().travelVp[3]);
  s.checkInvariants();
}

TEST_CASE("arle: vehicle spaces, double spaces and the wagon that never combines (p. 10-11)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  s->addEquip(0, WAGON);
  s->addEquip(0, DROSHKY);
  P.g[LINEN] = 3, P.g[WOOD] = 4, P.g[CLAY] = 2, P.g[PEAT] = 2, P.g[PLANK] = 1;
  // The wagon: two singles that never combine, so no clothes, no size-2 destination.
  REQUIRE(s.isLegal(0, s->actionToJson(act(A_LOAD, 0, 0, I_PLANK))));
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_LOAD, 0, 0, I_SUMMERCL))));
  // The droshky S D S: no plank on the double; clothes on the double alone.
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_LOAD, 1, 1, I_PLANK))));
  REQUIRE(s.isLegal(0, s->actionToJson(act(A_LOAD, 1, 1, I_SUMMERCL))));
  REQUIRE(s.isLegal(0, s->actionToJson(act(A_LOAD, 1, 0, I_DEST + BREMEN))));  // size 4: S+D+S
  s.play(0, s->actionToJson(act(A_LOAD, 1, 1, I_SUMMERCL)));
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_LOAD, 1, 2, I_SUMMERCL))));  // the double cannot be split
  s.play(0, s->actionToJson(act(A_LOAD, 0, 0, I_BRICK)));                        // clay + 1 peat
  REQUIRE(P.g[CLAY] == 1);
  REQUIRE(P.g[PEAT] == 1);
  s.play(0, s->actionToJson(act(A_LOAD, 0, 1, I_PLANK)));
  REQUIRE(P.g[WOOD] == 3);
  // Loaded goods are not in stock until unloading (no reselling).
  REQUIRE(P.g[SUMMERCL] == 0);
  s->inventory();
  REQUIRE(P.g[SUMMERCL] == 1);
  REQUIRE(P.g[BRICK] == 1);
  REQUIRE(P.g[PLANK] == 2);
}

TEST_CASE("arle: Bremen needs a horse cart or a droshky (size 4) (p. 11)", "[arle]") {
  auto s = workState(false, 1);
  s->addEquip(0, CART);
  s->pl[0].g[PLANK] = 1;
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_LOAD, 0, 0, I_DEST + BREMEN))));
  s->addEquip(0, HORSECART);
  REQUIRE(s.isLegal(0, s->actionToJson(act(A_LOAD, 1, 0, I_DEST + BREMEN))));
  s.play(0, s->actionToJson(act(A_LOAD, 1, 0, I_DEST + BREMEN)));
  s.play(0, s->actionToJson(act(A_SELL, 0, 0)));
  REQUIRE(s->pl[0].g[FOOD] == 5);
  s.play(0, s->actionToJson(act(A_SELL, 4, 2)));  // the large moor tile, for nothing
  REQUIRE(s->pl[0].moor[2] == -1);
  REQUIRE(s->usable(0, 17));
  REQUIRE(s->usable(0, 18));
}

TEST_CASE("arle: destination prices of the index (p. 19)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.g[GRAIN] = 2, P.g[HIDE] = 1, P.g[YARN] = 1;
  s->sell(0, ESENS, 0, 0);
  s->sell(0, ESENS, 1, 0);
  s->sell(0, ESENS, 2, 0);
  REQUIRE(P.g[FOOD] == 4 + 2 + 4);
  P.g[FOOD] = 0;
  P.g[LEATHER] = 1;
  s->addAnimal(0, HORSE, 1);
  s->sell(0, AURICH, 0, 0);
  s->sell(0, AURICH, 1, 0);
  s->sell(0, AURICH, 2, HORSE);
  REQUIRE(P.g[FOOD] == 4 + 5 + 4);
  REQUIRE(s->animals(0, HORSE) == 0);
  P.g[FOOD] = 25;
  P.g[SUMMERCL] = P.g[WINTERCL] = P.g[LEATHERCL] = 1;
  s->sell(0, BREMEN, 3, 0);
  REQUIRE(P.g[FOOD] == 30);  // at most 30 food: the rest is lost
  P.ploughs = 1;
  P.g[FOOD] = 0;
  s->sell(0, DORNUM, 0, 0);
  REQUIRE(P.g[FOOD] == 8);
  REQUIRE(P.ploughs == 0);
  s->sell(0, HAGE, 0, 0);
  REQUIRE(s->countTile(0, T_GRAIN) == 0);
  REQUIRE(P.g[FOOD] == 9);
}

TEST_CASE("arle: barn of 4 small and 3 large slots, the lowest large one taking a small item (p. 10)", "[arle]") {
  auto s = workState(false, 1);
  for (int i = 0; i < 5; ++i) {
    REQUIRE(s->barnRoom(0, BOAT));
    s->addEquip(0, BOAT);
  }
  REQUIRE_FALSE(s->barnRoom(0, PLOUGH));
  REQUIRE(s->barnRoom(0, CART));
  s->addEquip(0, CART);
  s->addEquip(0, CART);
  REQUIRE_FALSE(s->barnRoom(0, CARRIAGE));  // the 5th small item holds the lowest large slot
  s->pl[0].boats = 4;
  REQUIRE(s->barnRoom(0, CARRIAGE));
}

TEST_CASE("arle: equipment VP minus 3 without a large vehicle; goods VP with planks at one half (p. 16)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.ploughs = 1, P.boats = 1;
  s->addEquip(0, WAGON);
  REQUIRE(s->score(0).equipment == 3 + 1 + 1 - 3);
  s->addEquip(0, DROSHKY);
  REQUIRE(s->score(0).equipment == 3 + 1 + 1 + 5);
  P.g = {};
  P.g[PLANK] = 3, P.g[BRICK] = 1, P.g[LINEN] = 1, P.g[SUMMERCL] = 2;
  REQUIRE(s->score(0).goods == Approx(1.5 + 1 + 1 + 4));
}

TEST_CASE("arle: a storehouse doubles the goods track once (p. 16)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.g[FOOD] = 30, P.g[GRAIN] = 15, P.g[FLAX] = 11, P.g[HIDE] = 7, P.g[WOOL] = 3;
  REQUIRE(s->score(0).track == 6 + 3 + 2 + 1);
  P.tile[13] = T_STOREHOUSE;
  P.tile[14] = T_STOREHOUSE;
  REQUIRE(s->score(0).track == 24);
}

TEST_CASE("arle: village VP and penalties at the start: -4 per moor, -1 per dried moor, -1 per top marsh (p. 16)", "[arle]") {
  auto s = workState(false, 1);
  // Start: forest 2 + stall 2; 2 moors -8, 1 dried moor -1; 3 uncovered top marsh spaces -3.
  REQUIRE(s->score(0).village == 2 + 2 - 8 - 1 - 3);
  REQUIRE(s->score(0).equipment == -3);
  REQUIRE(s->score(0).animals == 0);
}

TEST_CASE("arle: tool tracks, start values, costs and VP of the table (p. 19)", "[arle]") {
  auto s = workState(false, 1);
  int start[kTools] = {2, 3, 2, 2, 3, 3, 2, 1, 3, 2};
  int maxVp = 0;
  for (int t = 0; t < kTools; ++t) {
    REQUIRE(s->toolValue(0, t) == start[t]);
    maxVp += data().tools[t].vp.back();
  }
  REQUIRE(maxVp == 3 + 3 + 4 + 2 + 2 + 0 + 2 + 7 + 0 + 4);
  REQUIRE(data().tools[OVEN].cost[BRICK] == 1);
  int workbenchCost = 0;
  for (int n : data().tools[WORKBENCH].cost) workbenchCost += n;
  REQUIRE(workbenchCost == 2);
}

TEST_CASE("arle: peat boat trades 1 peat for 1 good of the track at any time, even at the end (p. 7, 17)", "[arle]") {
  auto s = workState(false, 1);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_BOAT, WOOL))));
  s->pl[0].boats = 1;
  s.play(0, s->actionToJson(act(A_BOAT, WOOL)));
  REQUIRE(s->pl[0].g[WOOL] == 1);
  REQUIRE(s->pl[0].g[PEAT] == 2);
}

TEST_CASE("arle: animals, capacity per space type and moving them (p. 9)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  // Start: 2 pastures (2 each), the stall (3), 5 dikes (1 each, any kind).
  s->addAnimal(0, HORSE, 2);
  s->addAnimal(0, SHEEP, 4);
  s->addAnimal(0, COW, 6);
  REQUIRE(s->animalsAll(0, HORSE) == 3);
  REQUIRE(P.loose[0] + P.loose[1] + P.loose[2] == 1);  // 13 animals for 3+2+2+5 places
  s->applyLegal(0, act(A_SKIP));  // any action: the overflow decision comes first
  REQUIRE(s->decisions.top().kind == K_OVERFLOW);
  s.play(0, s->actionToJson(act(A_RELEASE, -1, SHEEP)));
  REQUIRE(s->decisions.empty());
  s.checkInvariants();
  // The village is full (12 places): no move until a place is freed.
  for (const Json& a : s.legal(0)) REQUIRE(a["type"] != "move");
  s.play(0, s->actionToJson(act(A_RELEASE, -1, COW)));
  auto v = s.legal(0);
  int moves = 0;
  for (const Json& a : v) moves += a["type"] == "move";
  INFO(s->view(0)["boards"][0]["village"].dump() << " decider " << s->decider() << " n " << v.size());
  REQUIRE(moves > 0);
}

TEST_CASE("arle: the horse cart example, Hage and Aurich plus a plank (p. 10)", "[arle]") {
  // "Ce charriot livre des biens à Hage et Aurich. Vous recevrez en sus, durant
  // l'inventaire, un madrier supplémentaire. Les 2 cases simples centrales ont été
  // utilisées conjointement pour contenir la tuile Aurich."
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  s->addEquip(0, HORSECART);
  P.g[LEATHER] = 1;
  s.play(0, s->actionToJson(act(A_LOAD, 0, 0, I_DEST + HAGE)));
  s.play(0, s->actionToJson(act(A_SELL, 0, 1)));  // the flax field
  REQUIRE(P.g[FOOD] == 1);
  s.play(0, s->actionToJson(act(A_LOAD, 0, 1, I_DEST + AURICH)));
  s.play(0, s->actionToJson(act(A_SELL, 0, 0)));  // leather: 4
  s.play(0, s->actionToJson(act(A_STOP)));        // keep the horse
  REQUIRE(P.g[FOOD] == 5);
  s.play(0, s->actionToJson(act(A_LOAD, 0, 3, I_PLANK)));
  REQUIRE(P.veh[0].cell[2] == kCont);
  s->inventory();
  REQUIRE(P.g[PLANK] == 1);
  REQUIRE(P.travel == 3);
  REQUIRE(s->score(0).travel == data().travelVp[3]);
  REQUIRE(s->animals(0, HORSE) == 1);
}

TEST_CASE("arle: only the wood trader takes 1 grain for the missing food (p. 14 ref. 6)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  P.g[FOOD] = 0, P.g[GRAIN] = 1;
  s.play(0, s->actionToJson(act(A_PLACE, S_WOODTRADER)));
  s.play(0, s->actionToJson(act(A_PICK, O_WOOD4)));
  REQUIRE(P.g[GRAIN] == 0);
  REQUIRE(P.g[WOOD] == 8);
  // The laborer needs real food: with grain only, nothing but "stop".
  P.g[GRAIN] = 5;
  s.play(0, s->actionToJson(act(A_PLACE, S_LABORER_W)));
  for (const Json& a : s.legal(0)) REQUIRE((a["type"] != "pick" && a["type"] != "build"));
  s.play(0, s->actionToJson(act(A_STOP)));
  // With food, the wood trader takes food and leaves the grain.
  P.g[FOOD] = 1;
  s.play(0, s->actionToJson(act(A_PLACE, S_BMERCHANT)));
  s.play(0, s->actionToJson(act(A_PICK, O_WOODCLAY, 3)));  // clay and brick
  REQUIRE(P.g[HIDE] == 2);
  REQUIRE(P.g[BRICK] == 1);
}

TEST_CASE("arle: the baker uses flax only without grain and wood only without peat (p. 13)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  P.g[GRAIN] = 1, P.g[FLAX] = 1, P.g[PEAT] = 1, P.g[WOOD] = 1;
  P.tool[OVEN] = 1;  // 2 ovens
  s.play(0, s->actionToJson(act(A_PLACE, S_BAKER)));
  REQUIRE(s.isLegal(0, s->actionToJson(act(A_AMOUNT, 2))));
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_AMOUNT, 3))));
  s.play(0, s->actionToJson(act(A_AMOUNT, 2)));
  REQUIRE(P.g[FOOD] == 12);
  REQUIRE(P.g[GRAIN] + P.g[FLAX] + P.g[PEAT] + P.g[WOOD] == 0);
}

TEST_CASE("arle: butcher, 3 food and 2 hides per animal, +1 food per cow, per slaughtering table (p. 13)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  s->addAnimal(0, COW, 2);
  s.play(0, s->actionToJson(act(A_PLACE, S_BUTCHER)));
  s.play(0, s->actionToJson(act(A_PICK, O_COW)));
  s.play(0, s->actionToJson(act(A_PICK, O_HORSE)));
  REQUIRE(s->decisions.empty());  // 2 slaughtering tables
  REQUIRE(P.g[FOOD] == 4 + 3);
  REQUIRE(P.g[HIDE] == 4);
  REQUIRE(s->animals(0, COW) == 1);
  REQUIRE(s->animals(0, HORSE) == 0);
}
