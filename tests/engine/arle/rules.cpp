// The rulebook's numbers and worked examples (the French rulebook « Terres d'Arle »).
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
  P.g[kClay] = 2, P.g[kWood] = 2;
  REQUIRE(s->toolValue(0, kWorkbenches) == 2);
  s.play(0, s->actionToJson(act(kActPlace, kSpaceMasterSummer)));
  s.play(0,
         s->actionToJson(act(kActTool, kWorkbenches)));  // costs 2 clay: now 3 workbenches, counted at once
  REQUIRE(s->toolValue(0, kWorkbenches) == 3);
  REQUIRE(P.g[kClay] == 0);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActTool, kWorkbenches))));  // never the same marker twice
  s.play(0, s->actionToJson(act(kActTool, kAxes)));                           // 1 wood
  s.play(0, s->actionToJson(act(kActTool, kSpades)));  // 1 wood, +2 spades for one move
  REQUIRE(s->toolValue(0, kAxes) == 4);
  REQUIRE(s->toolValue(0, kSpades) == 5);
  REQUIRE(P.g[kWood] == 0);
  REQUIRE(s->decisions.empty());  // three moves: the action is over
  s.checkInvariants();
}

TEST_CASE(
    "arle: master example, the other way: keep the 2 clay, move the axes (1 wood) and the ovens (1 brick) "
    "(p. 14 ex. 5)",
    "[arle]") {
  auto s = workState();
  Player& P = s->pl[0];
  P.g[kClay] = 2, P.g[kWood] = 1, P.g[kBrick] = 1;
  const int axes = s->toolValue(0, kAxes), ovens = s->toolValue(0, kOvens);
  s.play(0, s->actionToJson(act(kActPlace, kSpaceMasterSummer)));
  s.play(0, s->actionToJson(act(kActTool, kAxes)));   // 1 wood
  s.play(0, s->actionToJson(act(kActTool, kOvens)));  // 1 brick
  CHECK(s->toolValue(0, kAxes) > axes);
  CHECK(s->toolValue(0, kOvens) > ovens);
  CHECK(s->toolValue(0, kWorkbenches) == 2);
  CHECK(P.g[kClay] == 2);  // kept
  CHECK(P.g[kWood] == 0);
  CHECK(P.g[kBrick] == 0);
  CHECK(s->decisions.empty());  // two workbenches: two moves
}

TEST_CASE("arle: copying the peat cutter uses your own 3 spades, not the opponent's 7 (p. 14 ex. 7)",
          "[arle]") {
  auto s = workState();
  s->pl[1].tool[kSpades] = 2;  // 7 spades
  s->pl[0].g[kFood] = 2;
  s->pl[0].moorPeat[0] = 4;
  s->pl[1].moor = {1, 1, 0};
  s->pl[1].moorPeat = {4, 4, 0};
  s.play(0, s->actionToJson(act(kActSkip)));
  s.play(1, s->actionToJson(act(kActPlace, kSpacePeatCutter)));
  for (int i = 0; i < 7; ++i) s.play(1, s->actionToJson(act(kActExtract, i < 4 ? 0 : 1)));
  REQUIRE(s->pl[1].g[kPeat] == 3 + 7);
  s.play(0, s->actionToJson(act(kActPlace, kSpaceLaborerSummer)));
  s.play(0, s->actionToJson(act(kActPick, kPickCopy, kSpacePeatCutter)));
  REQUIRE(s->pl[0].g[kFood] == 0);
  for (int i = 0; i < 3; ++i) s.play(0, s->actionToJson(act(kActExtract, 0)));
  REQUIRE(s->pl[0].g[kPeat] == 3 + 3);
  REQUIRE(s->decisions.empty());
  REQUIRE(s->pl[0].moorPeat[0] == 1);
}

TEST_CASE("arle: copying your own forester gives a forest for 3 food (p. 14 ex. 7)", "[arle]") {
  auto s = workState(false, 1);
  s->pl[0].g[kFood] = 4;
  s->pl[0].tile[11] = kEmptySpace;  // room and a forest back in the supply
  s.play(0, s->actionToJson(act(kActPlace, kSpaceForester)));
  s.play(0, s->actionToJson(act(kActPick, kPickForest)));
  REQUIRE(s->pl[0].g[kFood] == 3);
  s.play(0, s->actionToJson(act(kActPlace, kSpaceLaborerSummer)));
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActPick, kPickCopy, kSpaceForester))));
  s.play(0, s->actionToJson(act(kActPick, kPickCopy, kSpaceForester)));
  s.play(0, s->actionToJson(act(kActPick, kPickForest)));
  REQUIRE(s->countTile(0, kForest) == 2);
  REQUIRE(s->pl[0].g[kFood] == 0);
}

TEST_CASE("arle: special action gives the first-player marker away; otherwise it changes hands (p. 6)",
          "[arle]") {
  auto s = workState();
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActPlace, kSpacePeatBoatman))));  // a winter space in summer
  s.play(0, s->actionToJson(act(kActPlace, kSpacePeatBoatman)));
  REQUIRE(s->pl[0].g[kPeat] == 3 + 3);
  REQUIRE_FALSE(
      s.isLegal(1, s->actionToJson(act(kActPlace, kSpaceTanner))));  // once per half-year, for both players
  REQUIRE(s->nextFirstPlayer() == 1);
  auto t = workState();
  REQUIRE(t->nextFirstPlayer() == 1);  // no special action: the marker changes hands
  t->fp = 1;
  t->specialBy = 0;  // seat 0 (second player) used it: seat 1 stays first
  REQUIRE(t->nextFirstPlayer() == 1);
  auto solo = workState(false, 1);
  REQUIRE_FALSE(solo.isLegal(
      0, solo->actionToJson(act(kActPlace, kSpacePeatBoatman))));  // p. 17: no special action solo
}

TEST_CASE("arle: milking 1/2/3 food for 2/5/7 sheep and 1/3/5 cows, at most 6 (p. 8)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.an[2 * 12] = {0, 0, 0};
  auto food = [&](int sheep, int cows) {
    P.g[kFood] = 0;
    for (auto& a : P.an) a = {0, 0, 0};
    P.dikeMoves = 7;
    s->addAnimal(0, kSheep, sheep);
    s->addAnimal(0, kCow, cows);
    REQUIRE(placed(*s, 0, kSheep) == sheep);
    REQUIRE(placed(*s, 0, kCow) == cows);
    s->inventory();
    return (int)P.g[kFood];
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

TEST_CASE("arle: harvest 1 grain per grain field, 1 flax per flax field, 1 wood per forest (p. 8)",
          "[arle]") {
  auto s = workState(false, 1);
  s->inventory();  // start: 1 grain field, 1 flax field, 1 forest
  REQUIRE(s->pl[0].g[kGrain] == 1);
  REQUIRE(s->pl[0].g[kFlax] == 1);
  REQUIRE(s->pl[0].g[kWood] == 4 + 1);
}

TEST_CASE("arle: breeding example, 2 lambs and 2 foals, then 6 sheep give 3 wool (p. 8)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  for (auto& a : P.an) a = {0, 0, 0};
  P.tile[12] = kStall, P.tile[13] = kStall, P.tile[14] = kStable;
  P.an[2 * 12][kSheep] = 2;
  P.an[2 * 13][kSheep] = 2;
  P.an[2 * 14][kHorse] = 4;
  s->inventory();
  REQUIRE(s->animals(0, kSheep) == 6);  // 2 lambs
  REQUIRE(s->animals(0, kHorse) == 6);  // 2 foals from 4 in a stable
  REQUIRE(P.g[kWool] == 3);             // shearing counts the newborns
  s.checkInvariants();
}

TEST_CASE(
    "arle: breeding table, stall exactly 2, stable 2/3/5 +1 and 4 +2, double stall as two stalls (p. 8)",
    "[arle]") {
  for (int n = 0; n <= 6; ++n) {
    auto s = workState(true, 1);
    Player& P = s->pl[0];
    for (auto& a : P.an) a = {0, 0, 0};
    P.tile[14] = kStable;
    P.an[2 * 14][kCow] = static_cast<int8_t>(n);
    s->inventory();
    int expect = n == 4 ? 6 : (n == 2 || n == 3 || n == 5) ? n + 1 : n;
    REQUIRE(s->animals(0, kCow) == expect);
  }
  for (int n = 0; n <= 3; ++n) {
    auto s = workState(true, 1);
    Player& P = s->pl[0];
    for (auto& a : P.an) a = {0, 0, 0};
    P.an[2 * 12][kCow] = static_cast<int8_t>(n);  // the start stall
    s->inventory();
    REQUIRE(s->animals(0, kCow) == (n == 2 ? 3 : n));
  }
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  for (auto& a : P.an) a = {0, 0, 0};
  P.tile[14] = kDoubleStall;
  P.an[2 * 14][kSheep] = 2, P.an[2 * 14 + 1][kSheep] = 2;
  P.an[2 * 13][kSheep] = 2;  // a pasture: no breeding outside stalls and stables
  s->inventory();
  REQUIRE(s->animals(0, kSheep) == 8);
}

TEST_CASE("arle: shearing 1/2/3 wool for 1/4/6 sheep (p. 8)", "[arle]") {
  auto wool = [](int sheep) {
    auto s = workState(true, 1);
    Player& P = s->pl[0];
    for (auto& a : P.an) a = {0, 0, 0};
    P.dikeMoves = 7;
    for (int i = 0; i < sheep; ++i) {
      // pastures of 1 so that nothing breeds
      P.an[2 * i][kSheep] = 1;
    }
    s->inventory();
    return (int)P.g[kWool];
  };
  REQUIRE(wool(0) == 0);
  REQUIRE(wool(1) == 1);
  REQUIRE(wool(3) == 1);
  REQUIRE(wool(4) == 2);
  REQUIRE(wool(6) == 3);
  REQUIRE(wool(9) == 3);
}

TEST_CASE("arle: November subsistence, grain then animals for food, wood for peat, -2 VP per missing (p. 8)",
          "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.g[kFood] = 1, P.g[kGrain] = 1, P.g[kPeat] = 1, P.g[kWood] = 0, P.g[kPlank] = 1;
  // What it will take, before it is paid: in the view for the button, in the log's line.
  const ArleState::FeedBill bill = s->feedBill(0);
  REQUIRE(bill.food == 1);
  REQUIRE(bill.grain == 1);
  REQUIRE(bill.animals == 1);
  REQUIRE(bill.peat == 1);
  REQUIRE(bill.wood == 0);
  REQUIRE(bill.plank == 1);
  REQUIRE(bill.missing == 0);
  const Json paid = s->publicAction(0, act(kActFeed))["paid"];
  REQUIRE(
      paid ==
      Json{
          {"food", 1}, {"grain", 1}, {"peat", 1}, {"wood", 0}, {"plank", 1}, {"animals", 1}, {"missing", 0}});
  s->phase = kPhaseSubsistence;
  s->step = 0;
  REQUIRE(s->view(-1)["feedBill"] == paid);
  s->feed(0);  // 1 food + 1 grain, then 1 animal (the horse: only kind) ; 1 peat + 1 plank
  REQUIRE(P.g[kFood] == 0);
  REQUIRE(P.g[kGrain] == 0);
  REQUIRE(s->animals(0, kHorse) == 0);
  REQUIRE(P.g[kPeat] == 0);
  REQUIRE(P.g[kPlank] == 0);
  REQUIRE(P.shortage == 0);
  REQUIRE(s->feedBill(0).missing == 5);
  s->feed(0);  // nothing left: 3 food and 2 peat missing
  REQUIRE(P.shortage == 10);
  REQUIRE(s->score(0).shortage == -10);
}

TEST_CASE("arle: grain is eaten only when food runs out; the animal to pay is chosen (p. 8)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  P.g[kFood] = 5, P.g[kGrain] = 4;
  s->feed(0);
  REQUIRE(P.g[kFood] == 2);
  REQUIRE(P.g[kGrain] == 4);
  REQUIRE(P.g[kPeat] == 3);  // May: no peat
  P.g[kFood] = 0, P.g[kGrain] = 0;
  s->addAnimal(0, kSheep, 2);
  s->feed(0);
  REQUIRE(s->decisions.top().kind == kAskFeedAnimals);
  std::vector<Action> v;
  s->pendingLegal(v);
  REQUIRE(v.size() == 2);  // sheep or horse
  s->answerPending(act(kActPick, kPickSheep));
  s->answerPending(act(kActPick, kPickSheep));
  s->answerPending(act(kActPick, kPickHorse));
  REQUIRE(s->decisions.empty());
  REQUIRE(P.shortage == 0);
}

TEST_CASE("arle: the dike sequence, 3 spaces at the 1st, 4th and 7th dike, penalties at the 5th-7th (p. 9)",
          "[arle]") {
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
    s->pl[0].tool[kShovels] = static_cast<int8_t>(pos);
    s.play(0, s->actionToJson(act(kActPlace, kSpaceDikeBuilder)));
    REQUIRE(s->pl[0].dikeMoves == expect[pos]);
    s.play(0, s->actionToJson(act(kActPick, kPickCow)));
    REQUIRE(s->animals(0, kCow) == 1);
  }
}

TEST_CASE("arle: Emden pays 10 food for winter clothes and 1 peat, and blocks the cart (p. 11)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  s->addEquip(0, kCart);
  P.g[kWinterClothes] = 1, P.g[kPeat] = 1, P.g[kFood] = 0;
  s.play(0, s->actionToJson(act(kActLoad, 0, 0, kLoadDestination + kEmden)));
  REQUIRE(s->decisions.top().kind == kAskSale);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActStop))));  // at least one good must be sold
  s.play(0, s->actionToJson(act(kActSell, 0, 0)));              // winter clothes: 7
  s.play(0, s->actionToJson(act(kActSell, 3, 0)));              // peat: 3
  REQUIRE(s->decisions.empty());                                // nothing else to sell: the sale ends
  REQUIRE(P.g[kFood] == 10);
  REQUIRE(P.veh[0].cell[0] == kLoadDestination + kEmden);
  REQUIRE(P.veh[0].cell[2] == kLoadContinued);  // the three spaces are taken until unloading
  for (const Json& a : s.legal(0)) REQUIRE(a["type"] != "load");
  REQUIRE_FALSE(
      s.isLegal(0, s->actionToJson(act(kActLoad, 0, 0, kLoadDestination + kEmden))));  // once per game
  s->inventory();  // November: the tile goes to the travel track, 3 spaces
  REQUIRE(P.travel == 3);
  REQUIRE(ArleState::travelVp(3) == data().travelVp[3]);
  s.checkInvariants();
}

TEST_CASE(
    "arle: clothes made on one vehicle cannot be sold at Emden on another in the same work phase (p. 11)",
    "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  s->addEquip(0, kDroshky);
  s->addEquip(0, kCart);
  int droshky = -1, cart = -1;
  for (int v = 0; v < P.nveh; ++v) (P.veh[v].type == kDroshky ? droshky : cart) = v;
  REQUIRE((droshky >= 0 && cart >= 0));
  P.g[kLeather] = 1, P.g[kLeatherClothes] = 0, P.g[kPeat] = 1, P.g[kFood] = 0;
  s.play(0, s->actionToJson(
                act(kActLoad, droshky, 1, kLoadLeatherClothes)));  // the illustration's leather clothes
  CHECK(P.g[kLeather] == 0);
  CHECK(P.g[kLeatherClothes] == 0);  // on the vehicle until November, not in stock
  s.play(0, s->actionToJson(act(kActLoad, cart, 0, kLoadDestination + kEmden)));
  REQUIRE(s->decisions.top().kind == kAskSale);
  CHECK_FALSE(s.isLegal(0, s->actionToJson(act(kActSell, 1, 0))));  // leather clothes: not sold
  s.play(0, s->actionToJson(act(kActSell, 3, 0)));                  // the peat only: 3 food
  CHECK(P.g[kFood] == 3);
}

TEST_CASE("arle: vehicle spaces, double spaces and the wagon that never combines (p. 10-11)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  s->addEquip(0, kWagon);
  s->addEquip(0, kDroshky);
  P.g[kLinen] = 3, P.g[kWood] = 4, P.g[kClay] = 2, P.g[kPeat] = 2, P.g[kPlank] = 1;
  // The wagon: two singles that never combine, so no clothes, no size-2 destination.
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActLoad, 0, 0, kLoadPlank))));
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActLoad, 0, 0, kLoadSummerClothes))));
  // The droshky S D S: no plank on the double; clothes on the double alone.
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActLoad, 1, 1, kLoadPlank))));
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActLoad, 1, 1, kLoadSummerClothes))));
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActLoad, 1, 0, kLoadDestination + kBremen))));  // size 4: S+D+S
  s.play(0, s->actionToJson(act(kActLoad, 1, 1, kLoadSummerClothes)));
  REQUIRE_FALSE(
      s.isLegal(0, s->actionToJson(act(kActLoad, 1, 2, kLoadSummerClothes))));  // the double cannot be split
  s.play(0, s->actionToJson(act(kActLoad, 0, 0, kLoadBrick)));                  // clay + 1 peat
  REQUIRE(P.g[kClay] == 1);
  REQUIRE(P.g[kPeat] == 1);
  s.play(0, s->actionToJson(act(kActLoad, 0, 1, kLoadPlank)));
  REQUIRE(P.g[kWood] == 3);
  // Loaded goods are not in stock until unloading (no reselling).
  REQUIRE(P.g[kSummerClothes] == 0);
  s->inventory();
  REQUIRE(P.g[kSummerClothes] == 1);
  REQUIRE(P.g[kBrick] == 1);
  REQUIRE(P.g[kPlank] == 2);
}

TEST_CASE("arle: Bremen needs a horse cart or a droshky (size 4) (p. 11)", "[arle]") {
  auto s = workState(false, 1);
  s->addEquip(0, kCart);
  s->pl[0].g[kPlank] = 1;
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActLoad, 0, 0, kLoadDestination + kBremen))));
  s->addEquip(0, kHorseCart);
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActLoad, 1, 0, kLoadDestination + kBremen))));
  s.play(0, s->actionToJson(act(kActLoad, 1, 0, kLoadDestination + kBremen)));
  s.play(0, s->actionToJson(act(kActSell, 0, 0)));
  REQUIRE(s->pl[0].g[kFood] == 5);
  s.play(0, s->actionToJson(act(kActSell, 4, 2)));  // the large moor tile, for nothing
  REQUIRE(s->pl[0].moor[2] == -1);
  REQUIRE(s->usable(0, 17));
  REQUIRE(s->usable(0, 18));
}

TEST_CASE("arle: destination prices of the index (p. 19)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.g[kGrain] = 2, P.g[kHide] = 1, P.g[kYarn] = 1;
  s->sell(0, kEsens, 0, 0);
  s->sell(0, kEsens, 1, 0);
  s->sell(0, kEsens, 2, 0);
  REQUIRE(P.g[kFood] == 4 + 2 + 4);
  P.g[kFood] = 0;
  P.g[kLeather] = 1;
  s->addAnimal(0, kHorse, 1);
  s->sell(0, kAurich, 0, 0);
  s->sell(0, kAurich, 1, 0);
  s->sell(0, kAurich, 2, kHorse);
  REQUIRE(P.g[kFood] == 4 + 5 + 4);
  REQUIRE(s->animals(0, kHorse) == 0);
  P.g[kFood] = 25;
  P.g[kSummerClothes] = P.g[kWinterClothes] = P.g[kLeatherClothes] = 1;
  s->sell(0, kBremen, 3, 0);
  REQUIRE(P.g[kFood] == 30);  // at most 30 food: the rest is lost
  P.ploughs = 1;
  P.g[kFood] = 0;
  s->sell(0, kDornum, 0, 0);
  REQUIRE(P.g[kFood] == 8);
  REQUIRE(P.ploughs == 0);
  s->sell(0, kHage, 0, 0);
  REQUIRE(s->countTile(0, kGrainField) == 0);
  REQUIRE(P.g[kFood] == 9);
}

TEST_CASE("arle: barn of 4 small and 3 large slots, the lowest large one taking a small item (p. 10)",
          "[arle]") {
  auto s = workState(false, 1);
  for (int i = 0; i < 5; ++i) {
    REQUIRE(s->barnRoom(0, kPeatBoat));
    s->addEquip(0, kPeatBoat);
  }
  REQUIRE_FALSE(s->barnRoom(0, kPlough));
  REQUIRE(s->barnRoom(0, kCart));
  s->addEquip(0, kCart);
  s->addEquip(0, kCart);
  REQUIRE_FALSE(s->barnRoom(0, kCarriage));  // the 5th small item holds the lowest large slot
  s->pl[0].boats = 4;
  REQUIRE(s->barnRoom(0, kCarriage));
}

TEST_CASE("arle: equipment VP minus 3 without a large vehicle; goods VP with planks at one half (p. 16)",
          "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.ploughs = 1, P.boats = 1;
  s->addEquip(0, kWagon);
  REQUIRE(s->score(0).equipment == 3 + 1 + 1 - 3);
  s->addEquip(0, kDroshky);
  REQUIRE(s->score(0).equipment == 3 + 1 + 1 + 5);
  P.g = {};
  P.g[kPlank] = 3, P.g[kBrick] = 1, P.g[kLinen] = 1, P.g[kSummerClothes] = 2;
  REQUIRE(s->score(0).goods == Approx(1.5 + 1 + 1 + 4));
}

TEST_CASE("arle: a storehouse doubles the goods track once (p. 16)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  P.g[kFood] = 30, P.g[kGrain] = 15, P.g[kFlax] = 11, P.g[kHide] = 7, P.g[kWool] = 3;
  REQUIRE(s->score(0).track == 6 + 3 + 2 + 1);
  P.tile[13] = kStorehouse;
  P.tile[14] = kStorehouse;
  REQUIRE(s->score(0).track == 24);
}

TEST_CASE(
    "arle: village VP and penalties at the start: -4 per moor, -1 per dried moor, -1 per top marsh (p. 16)",
    "[arle]") {
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
  REQUIRE(data().tools[kOvens].cost[kBrick] == 1);
  int workbenchCost = 0;
  for (int n : data().tools[kWorkbenches].cost) workbenchCost += n;
  REQUIRE(workbenchCost == 2);
}

TEST_CASE("arle: peat boat trades 1 peat for 1 good of the track at any time, even at the end (p. 7, 17)",
          "[arle]") {
  auto s = workState(false, 1);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActBoat, kWool))));
  s->pl[0].boats = 1;
  s.play(0, s->actionToJson(act(kActBoat, kWool)));
  REQUIRE(s->pl[0].g[kWool] == 1);
  REQUIRE(s->pl[0].g[kPeat] == 2);
}

TEST_CASE("arle: animals, capacity per space type and moving them (p. 9)", "[arle]") {
  auto s = workState(false, 1);
  Player& P = s->pl[0];
  // Start: 2 pastures (2 each), the stall (3), 5 dikes (1 each, any kind).
  s->addAnimal(0, kHorse, 2);
  s->addAnimal(0, kSheep, 4);
  s->addAnimal(0, kCow, 6);
  REQUIRE(s->animalsAll(0, kHorse) == 3);
  REQUIRE(P.loose[0] + P.loose[1] + P.loose[2] == 1);  // 13 animals for 3+2+2+5 places
  s->applyLegal(0, act(kActSkip));                     // any action: the overflow decision comes first
  REQUIRE(s->decisions.top().kind == kAskOverflow);
  s.play(0, s->actionToJson(act(kActRelease, -1, kSheep)));
  REQUIRE(s->decisions.empty());
  s.checkInvariants();
  // The village is full (12 places): no move until a place is freed.
  for (const Json& a : s.legal(0)) REQUIRE(a["type"] != "move");
  s.play(0, s->actionToJson(act(kActRelease, -1, kCow)));
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
  s->addEquip(0, kHorseCart);
  P.g[kLeather] = 1;
  s.play(0, s->actionToJson(act(kActLoad, 0, 0, kLoadDestination + kHage)));
  s.play(0, s->actionToJson(act(kActSell, 0, 1)));  // the flax field
  REQUIRE(P.g[kFood] == 1);
  s.play(0, s->actionToJson(act(kActLoad, 0, 1, kLoadDestination + kAurich)));
  s.play(0, s->actionToJson(act(kActSell, 0, 0)));  // leather: 4
  s.play(0, s->actionToJson(act(kActStop)));        // keep the horse
  REQUIRE(P.g[kFood] == 5);
  s.play(0, s->actionToJson(act(kActLoad, 0, 3, kLoadPlank)));
  REQUIRE(P.veh[0].cell[2] == kLoadContinued);
  s->inventory();
  REQUIRE(P.g[kPlank] == 1);
  REQUIRE(P.travel == 3);
  REQUIRE(s->score(0).travel == data().travelVp[3]);
  REQUIRE(s->animals(0, kHorse) == 1);
}

TEST_CASE("arle: only the wood trader takes 1 grain for the missing food (p. 14 ref. 6)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  P.g[kFood] = 0, P.g[kGrain] = 1;
  s.play(0, s->actionToJson(act(kActPlace, kSpaceWoodTrader)));
  s.play(0, s->actionToJson(act(kActPick, kPickWood4)));
  REQUIRE(P.g[kGrain] == 0);
  REQUIRE(P.g[kWood] == 8);
  // The laborer needs real food: with grain only, nothing but "stop".
  P.g[kGrain] = 5;
  s.play(0, s->actionToJson(act(kActPlace, kSpaceLaborerWinter)));
  for (const Json& a : s.legal(0)) REQUIRE((a["type"] != "pick" && a["type"] != "build"));
  s.play(0, s->actionToJson(act(kActStop)));
  // With food, the wood trader takes food and leaves the grain.
  P.g[kFood] = 1;
  s.play(0, s->actionToJson(act(kActPlace, kSpaceBuildersMerchant)));
  s.play(0, s->actionToJson(act(kActPick, kPickMaterials, 3)));  // clay and brick
  REQUIRE(P.g[kHide] == 2);
  REQUIRE(P.g[kBrick] == 1);
}

TEST_CASE("arle: the baker uses flax only without grain and wood only without peat (p. 13)", "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  P.g[kGrain] = 1, P.g[kFlax] = 1, P.g[kPeat] = 1, P.g[kWood] = 1;
  P.tool[kOvens] = 1;  // 2 ovens
  s.play(0, s->actionToJson(act(kActPlace, kSpaceBaker)));
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActAmount, 2))));
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActAmount, 3))));
  s.play(0, s->actionToJson(act(kActAmount, 2)));
  REQUIRE(P.g[kFood] == 12);
  REQUIRE(P.g[kGrain] + P.g[kFlax] + P.g[kPeat] + P.g[kWood] == 0);
}

TEST_CASE("arle: butcher, 3 food and 2 hides per animal, +1 food per cow, per slaughtering table (p. 13)",
          "[arle]") {
  auto s = workState(true, 1);
  Player& P = s->pl[0];
  s->addAnimal(0, kCow, 2);
  s.play(0, s->actionToJson(act(kActPlace, kSpaceButcher)));
  s.play(0, s->actionToJson(act(kActPick, kPickCow)));
  s.play(0, s->actionToJson(act(kActPick, kPickHorse)));
  REQUIRE(s->decisions.empty());  // 2 slaughtering tables
  REQUIRE(P.g[kFood] == 4 + 3);
  REQUIRE(P.g[kHide] == 4);
  REQUIRE(s->animals(0, kCow) == 1);
  REQUIRE(s->animals(0, kHorse) == 0);
}
