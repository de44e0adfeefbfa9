// Every building of the appendix index at least once (pp. 17-19).
#include "../fixture.hpp"
#include "core/session.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Action;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

namespace {
Pos solo() {
  auto s = Pos("arle", 1, 5);
  s->bowner.fill(-1);  // every building available for the test
  return s;
}
Player& P0(ArleState& s) { return s.pl[0]; }
void resolve(ArleState& s, const Action& a) { s.answerPending(a); }
}  // namespace

TEST_CASE("arle: building costs, material choices and one building per space (p. 14 ref. 2)", "[arle]") {
  auto s = solo();
  Player& P = P0(*s);
  P.g = {};
  P.g[kClay] = 1, P.g[kGrain] = 1;
  REQUIRE(s->canBuild(0, kFarmersHouse, 1));        // 1 clay + 1 grain
  REQUIRE_FALSE(s->canBuild(0, kFarmersHouse, 0));  // no wood
  P.g[kFood] = 9, P.g[kWood] = 1, P.g[kPlank] = 1;
  REQUIRE(s->canBuild(0, kPottersInn, 1));        // wood + plank are two different materials
  REQUIRE_FALSE(s->canBuild(0, kPottersInn, 5));  // plank + brick: no brick
  P.g[kFood] = 8;
  REQUIRE_FALSE(s->canBuild(0, kPottersInn, 1));
  // Two empty spaces at the start: a third building needs room.
  P.g[kFood] = 0, P.g[kWood] = 3, P.g[kGrain] = 3;
  s->build(0, kNoviceHut, 0);
  s->build(0, kWorkshop, 0);
  REQUIRE(s->emptySpace(0) < 0);
  REQUIRE_FALSE(s->canBuild(0, kFarmersHouse, 0));
  REQUIRE(s->score(0).village == 2 + 2 - 9 - 3 + 1 + 1);
}

TEST_CASE("arle: light-green houses act before November in the order their owner chooses", "[arle]") {
  auto s = solo();
  Player& P = P0(*s);
  P.g[kWood] = 10, P.g[kGrain] = 4, P.g[kClay] = 4;
  P.dikeMoves = 1;  // room for four houses
  for (int b = kFarmersHouse; b <= kWorkshop; ++b) s->build(0, b, 0);
  int grain = P.g[kGrain];
  for (int i = 0; i < 4; ++i) s.play(0, s->actionToJson(act(kActSkip)));
  s.play(0, s->actionToJson(act(kActDone)));
  REQUIRE(s->phase == kPhaseBeforeNovember);
  REQUIRE(s.legal(0).front() == s->actionToJson(act(kActHouse, kFarmersHouse)));
  s.play(0, s->actionToJson(act(kActHouse, kWorkshop)));  // 1 wood, then one Master move
  s.play(0, s->actionToJson(act(kActTool, kAxes)));
  REQUIRE(s->toolValue(0, kAxes) == 4);
  REQUIRE(s->decisions.empty());                           // a single move
  s.play(0, s->actionToJson(act(kActHouse, kNoviceHut)));  // 1 grain and 1 dike
  REQUIRE(P.dikeMoves == 2);
  REQUIRE(P.g[kGrain] == grain + 1);
  int clay = P.g[kClay], peat = P.g[kPeat];
  s.play(0, s->actionToJson(act(kActHouse, kFarmersHouse)));  // 1 clay and may extract 1 peat
  s.play(0, s->actionToJson(act(kActExtract, 0)));
  REQUIRE(P.g[kClay] == clay + 1);
  REQUIRE(P.g[kPeat] == peat + 1);
  // The last house acts by itself; the plough maker may place one field.
  REQUIRE(s->decisions.top().kind == kAskPloughMaker);
  int fieldsBefore = s->fields(0);
  s.play(0, s->actionToJson(act(kActField, 1)));
  REQUIRE(s->fields(0) == fieldsBefore + 1);
  REQUIRE(s->phase == kPhaseSubsistence);
}

TEST_CASE(
    "arle: colonist's house with the clay tiles used up: 2 wool still extract the peat, no clay (Maison de "
    "colon, "
    "p. 18; Éléments en quantité limitée, p. 9)",
    "[arle]") {
  auto s = solo();
  Player& P = P0(*s);
  s->bowner[kColonistsHouse] = 0;
  P.g[kWool] = 4;
  P.g[kClay] = P.g[kClay] + s->supplyLeft(200 + kClay);  // every clay tile is this player's now
  REQUIRE(s->supplyLeft(200 + kClay) == 0);
  const int clay = P.g[kClay], peat = P.g[kPeat], moorPeat = P.moorPeat[0];
  REQUIRE(P.moor[0] == 1);  // the dried start moor holds peat
  s.play(0, s->actionToJson(act(kActUse, kColonistsHouse, 0)));
  CHECK(P.g[kWool] == 2);
  CHECK(P.g[kClay] == clay);
  CHECK(P.g[kPeat] == peat + 1);
  CHECK(P.moorPeat[0] == moorPeat - 1);
  // Nothing to extract and no clay: the use would give nothing, so it is not offered.
  P.moorPeat[0] = 0;
  CHECK_FALSE(s.isLegal(0, s->actionToJson(act(kActUse, kColonistsHouse, -1))));
  CHECK_FALSE(s.isLegal(0, s->actionToJson(act(kActUse, kColonistsHouse, 0))));
}

TEST_CASE("arle: dark-green houses act at any time", "[arle]") {
  auto s = solo();
  Player& P = P0(*s);
  for (int b = kWeavingParlor; b <= kTimberMerchant; ++b) s->bowner[b] = 0;  // owned (tiles not needed here)
  P.g[kFlax] = 6, P.g[kWool] = 2, P.g[kGrain] = 1, P.g[kFood] = 5, P.g[kBrick] = 1, P.g[kPlank] = 1;
  int peat = P.g[kPeat];
  s.play(0, s->actionToJson(act(kActUse, kWeavingParlor, 0)));  // 3 flax -> 1 linen + extract 1 peat
  REQUIRE(P.g[kLinen] == 1);
  REQUIRE(P.g[kPeat] == peat + 1);
  s.play(0, s->actionToJson(act(kActUse, kColonistsHouse, 0)));  // 2 wool -> 1 clay + extract 1 peat
  REQUIRE(P.g[kClay] == 4 + 1);
  REQUIRE(P.moorPeat[0] == 2);
  s.play(0, s->actionToJson(act(kActUse, kSchnapsDistillery, 0)));  // 1 grain + 1 peat -> 3 food
  REQUIRE(P.g[kFood] == 8);
  s.play(0, s->actionToJson(act(kActUse, kCarpentersWorkshop, 12)));  // 4 food + 1 brick: stall -> stable
  REQUIRE(P.tile[12] == kStable);
  REQUIRE(P.g[kFood] == 4);
  s.play(0, s->actionToJson(act(kActUse, kTimberMerchant, 0)));  // 1 plank + 1 food -> 2 wood
  REQUIRE(P.g[kWood] == 6);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActUse, kSmallShop, 0))));  // needs 2 horses already
  s->addAnimal(0, kHorse, 1);
  s.play(0, s->actionToJson(act(kActUse, kSmallShop, 0)));
  REQUIRE(s->animals(0, kHorse) == 3);
  REQUIRE(P.g[kFlax] == 0);
  s->addEquip(0, kCart);
  s.play(0, s->actionToJson(
                act(kActLoad, 0, 0, kLoadPeat)));  // loading dock: peat from the supply on a single space
  s->inventory();
  REQUIRE(P.g[kPeat] == peat + 1 + 1 - 1 + 1);
}

TEST_CASE("arle: yellow minor craft buildings", "[arle]") {
  SECTION("turnery: 1 wood and 2 extracted peat per forest") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kPlank] = 1, P.g[kBrick] = 1;
    s->build(0, kTurnery, 0);
    REQUIRE(P.g[kWood] == 4 + 1);
    s->answerPending(act(kActExtract, 0));
    s->answerPending(act(kActExtract, 0));
    REQUIRE(s->decisions.empty());
    REQUIRE(P.g[kPeat] == 3 + 2);
  }
  SECTION("smokehouse: 1 extracted peat per fish trap") {
    auto s = solo();
    P0(*s).g[kPlank] = 1, P0(*s).g[kBrick] = 1;
    s->build(0, kSmokehouse, 0);
    REQUIRE(s->decisions.top().a == 2);
  }
  SECTION("smithy: peat boats, handcarts and wagons exchanged for ploughs") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kPlank] = 1, P.g[kBrick] = 1;
    P.boats = 1;
    s->addEquip(0, kHandcart);
    s->build(0, kSmithy, 0);
    resolve(*s, act(kActPick, kPickPlough, kPeatBoat));
    resolve(*s, act(kActPick, kPickPlough, kHandcart));
    REQUIRE(P.ploughs == 2);
    REQUIRE(P.boats == 0);
    REQUIRE(P.nveh == 0);
  }
  SECTION("cooperage: 5/10/15 dairy animals raise the six markers by 1/2/3") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kPlank] = 1, P.g[kBrick] = 1;
    s->addAnimal(0, kSheep, 2);
    s->addAnimal(0, kCow, 3);
    s->build(0, kCooperage, 0);
    REQUIRE(P.g[kFood] == 2);
    REQUIRE(P.g[kGrain] == 1);
    REQUIRE(P.g[kWool] == 1);
  }
  SECTION("bakehouse: 2 grain + 1 flax -> 8 food per oven") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kPlank] = 1, P.g[kBrick] = 1, P.g[kGrain] = 4, P.g[kFlax] = 2;
    s->build(0, kBakehouse, 0);
    std::vector<Action> v;
    s->pendingLegal(v);
    REQUIRE(v.size() == 2);  // 0 or 1: one oven
    resolve(*s, act(kActAmount, 1));
    REQUIRE(P.g[kFood] == 8);
  }
}

TEST_CASE("arle: orange major craft buildings", "[arle]") {
  SECTION("mill: 8/10/12 food for 3/5/6 fields") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kPlank] = 1, P.g[kGrain] = 8;
    P.tile[13] = kGrainField;
    s->build(0, kMill, 1);
    REQUIRE(P.g[kFood] == 8);
    REQUIRE(P.g[kGrain] == 0);
  }
  SECTION("cloth factory: winter clothes and up to 2 looms") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kBrick] = 2, P.g[kWool] = 10;
    s->build(0, kClothFactory, 1);
    REQUIRE(P.g[kWinterClothes] == 1);
    REQUIRE(s->toolValue(0, kLooms) == 4);
    REQUIRE(s->score(0).village == 2 + 2 - 12 + 7);
  }
  SECTION("textile house: 2 different clothes, then linen, yarn and leather") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kBrick] = 1, P.g[kSummerClothes] = 1, P.g[kLeatherClothes] = 1;
    REQUIRE_FALSE(s->canBuild(0, kTextileHouse, 0));
    s->build(0, kTextileHouse, 1);
    REQUIRE(P.g[kLinen] + P.g[kYarn] + P.g[kLeather] == 3);
  }
  SECTION("saddlery: 1 extracted peat per horse, one more tanning rack") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kPlank] = 2, P.g[kLeather] = 3;
    s->build(0, kSaddlery, 0);
    REQUIRE(s->toolValue(0, kTanningRacks) == 5);
    REQUIRE(s->decisions.top().a == 1);
  }
  SECTION("joinery: 2 peat per boat, 1 horse per plough") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kPlank] = 2, P.g[kGrain] = 5;
    P.boats = 2, P.ploughs = 1;
    s->build(0, kJoinery, 0);
    REQUIRE(P.g[kPeat] == 3 + 4);
    REQUIRE(s->animals(0, kHorse) == 2);
  }
  SECTION("seaside house: 10 of the 25 food back, 2 dikes, up to 3 fish traps") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[kBrick] = 2, P.g[kFood] = 25;
    s->build(0, kCoastalHouse, 0);
    REQUIRE(P.g[kFood] == 10);
    REQUIRE(P.dikeMoves == 2);
    REQUIRE(s->toolValue(0, kFishTraps) == 5);
  }
}

TEST_CASE("arle: blue inns", "[arle]") {
  auto base = [] {
    auto s = solo();
    P0(*s).g[kFood] = 9;
    return s;
  };
  SECTION("potter's inn: 1 animal of choice per potter's wheel") {
    auto s = base();
    s->build(0, kPottersInn, 0);  // wood + clay
    resolve(*s, act(kActPick, kPickSheep));
    resolve(*s, act(kActPick, kPickCow));
    REQUIRE(s->decisions.empty());
    REQUIRE(s->animals(0, kSheep) == 1);
    REQUIRE(s->animals(0, kCow) == 1);
  }
  SECTION("farmers' inn: up to 3 fields become forests") {
    auto s = base();
    s->build(0, kFarmersInn, 0);
    resolve(*s, act(kActPick, kPickForest, 0));
    resolve(*s, act(kActPick, kPickForest, 1));
    REQUIRE(s->countTile(0, kForest) == 3);
    REQUIRE(s->fields(0) == 0);
  }
  SECTION("junk dealer's inn: a handcart or a peat boat, and/or leather clothes and wool yarn") {
    auto s = base();
    s->build(0, kJunkDealersInn, 0);
    resolve(*s, act(kActPick, kPickPeatBoatAndClothes));
    REQUIRE(P0(*s).boats == 1);
    REQUIRE(P0(*s).g[kLeatherClothes] == 1);
    REQUIRE(P0(*s).g[kYarn] == 1);
  }
  SECTION("gulf inn: 1 plank per stall (double stall 2), 1 brick per stable") {
    auto s = base();
    P0(*s).tile[13] = kDoubleStall;
    s->build(0, kGulfInn, 0);
    REQUIRE(P0(*s).g[kPlank] == 3);
    REQUIRE(P0(*s).g[kBrick] == 0);
  }
  SECTION("dairy inn: 1 cow, then 1 extraction per cow") {
    auto s = base();
    s->build(0, kDairyInn, 0);
    REQUIRE(s->animals(0, kCow) == 1);
    REQUIRE(s->decisions.top().kind == kAskExtract);
    REQUIRE(s->decisions.top().a == 1);
  }
  SECTION("lock inn: 2 fish traps, then 1 wood per fish trap") {
    auto s = base();
    s->build(0, kLockInn, 0);
    REQUIRE(s->toolValue(0, kFishTraps) == 4);
    REQUIRE(P0(*s).g[kWood] == 4 - 1 + 4);
  }
}

TEST_CASE("arle: red large buildings, 15 VP each", "[arle]") {
  auto base = [] {
    auto s = solo();
    P0(*s).g[kPlank] = 3, P0(*s).g[kBrick] = 3, P0(*s).g[kFood] = 15;
    return s;
  };
  SECTION("village church: a free carriage") {
    auto s = base();
    s->build(0, kVillageChurch, 0);
    REQUIRE(s->equipCount(0, kCarriage) == 1);
    REQUIRE(s->score(0).equipment == 4);
  }
  SECTION("Lütetsburg castle: a forest, spades, potter's wheels and workbenches +1") {
    auto s = base();
    s->build(0, kLutetsburgCastle, 0);
    REQUIRE(s->countTile(0, kForest) == 2);
    REQUIRE(s->toolValue(0, kSpades) == 5);
    REQUIRE(s->toolValue(0, kPotteryWheels) == 3);
    REQUIRE(s->toolValue(0, kWorkbenches) == 3);
  }
  SECTION("Berum castle: ovens and looms +1, then one tile upgrade") {
    auto s = base();
    s->build(0, kBerumCastle, 0);
    REQUIRE(s->toolValue(0, kOvens) == 2);
    REQUIRE(s->toolValue(0, kLooms) == 3);
    REQUIRE(s->decisions.top().kind == kAskUpgrade);
    resolve(*s, act(kActUpgrade, kFlipForest, 11));
    REQUIRE(P0(*s).tile[11] == kPark);
    REQUIRE(s->score(0).village == 6 + 2 - 9 - 3 + 15);
  }
}

TEST_CASE("arle: warden upgrades (player aid p. 2, ASSUMPTIONS.md)", "[arle]") {
  auto s = Pos("arle", 1, 5);
  Player& P = P0(*s);
  P.boats = 1;
  s->addEquip(0, kCart);
  s->addEquip(0, kCarriage);
  s->addEquip(0, kHandcart);
  P.tile[13] = kStable;
  P.an[26][kCow] = 5;
  s->options.extraUpgrades = true;  // the option that flips every vehicle and the peat boat
  std::vector<Action> v;
  s->upgradeOptions(0, v);
  REQUIRE(v.size() == 2 + 1 + 2 + 1 + 3);  // 2 moors, forest, stall + stable, boat, 3 vehicles
  s->doUpgrade(0, kFlipStable, 13);        // 5 cows: 3 and 2 in the two halves
  REQUIRE(P.an[26][kCow] == 3);
  REQUIRE(P.an[27][kCow] == 2);
  s->doUpgrade(0, kFlipCart, 0);
  s->doUpgrade(0, kFlipCarriage, 1);
  s->doUpgrade(0, kFlipHandcart, 2);
  s->doUpgrade(0, kFlipPeatBoat, 0);
  REQUIRE(s->equipCount(0, kHorseCart) == 1);
  REQUIRE(s->equipCount(0, kDroshky) == 1);
  REQUIRE(s->equipCount(0, kWagon) == 1);
  REQUIRE(P.ploughs == 1);
  s->doUpgrade(0, kFlipMoor, 1);
  REQUIRE(P.moorPeat[1] == 4);
  s.checkInvariants();
}

TEST_CASE("arle: a free vehicle with a full barn: make room or forgo it (church, p. 18)", "[arle]") {
  auto s = Pos("arle", 1, 5);
  s->bowner.fill(-1);
  Player& P = s->pl[0];
  P.g[kPlank] = 3, P.g[kBrick] = 3, P.g[kFood] = 15;
  s->addEquip(0, kCart);
  s->addEquip(0, kCart);
  s->addEquip(0, kHorseCart);
  s->build(0, kVillageChurch, 0);
  REQUIRE(s->decisions.top().kind == kAskMakeRoom);
  REQUIRE_FALSE(s->barnRoom(0, kCarriage));
  s->answerPending(act(kActDiscard, kCart, 0));
  REQUIRE(s->decisions.empty());
  REQUIRE(s->equipCount(0, kCarriage) == 1);
  REQUIRE(s->equipCount(0, kCart) == 1);
}
