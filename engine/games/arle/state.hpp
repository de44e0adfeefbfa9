// The state of one game of Fields of Arle: plain data, then the contract, then
// the rules helpers grouped by the file that defines them.
#pragma once
#include "arle.hpp"
#include "core/decision.hpp"

namespace arle {

struct Vehicle {
  int8_t type = -1;
  std::array<int8_t, kCells>
      cell{};  // 0 empty, item code, or kLoadContinued for a cell used by the item on its left
};

struct Player {
  std::array<int16_t, kGoods> g{};
  std::array<int8_t, kTools> tool{};  // position on the track (0 = start)
  std::array<int8_t, kVSpaces> tile{};
  std::array<int8_t, kVSpaces> bld{};  // building on a kBuildingTile space
  std::array<std::array<int8_t, kSpecies>, kHoldings> an{};
  std::array<int8_t, kSpecies> loose{};                          // acquired, not yet placed
  std::array<int8_t, kSpecies> hand{};                           // picked up during a free rearrangement
  std::array<std::array<int8_t, kSpecies>, kHoldings> before{};  // the placement it started from
  std::array<int8_t, kMoors> moor{};                             // -1 removed, 0 undried, 1 dried
  std::array<int8_t, kMoors> moorPeat{};
  int8_t dikeMoves = 0;
  int8_t ploughs = 0, boats = 0, nveh = 0;
  std::array<Vehicle, kMaxVehicles> veh{};
  uint16_t destUsed = 0;  // placed on a vehicle or on the travel track
  uint16_t destOnTrack = 0;
  int8_t travel = 0;        // travel-track spaces covered
  int16_t shortage = 0;     // VP lost (positive)
  uint32_t housesLeft = 0;  // before-November houses still to activate this half-year
  bool done = false;
};

int bornIn(int tile, int n);  // p. 8: births in one holding

// Kinds of pending decision (ludo::Decision::kind); the table is in flow.cpp.
enum Kind : int8_t {
  kAskNone,
  kAskGrocer,
  kAskColonist,
  kAskExtract,
  kAskAmount,
  kAskDikeBuilderAnimal,
  kAskFarmerPlough,
  kAskFarmerFields,
  kAskForester,
  kAskBuild,
  kAskCarpenterSummer,
  kAskWoodTrader,
  kAskMaster,
  kAskUpgrade,
  kAskLaborerSummer,
  kAskLaborerWinter,
  kAskVehicle,
  kAskWainwrightBoat,
  kAskCarpenterWinter,
  kAskButcher,
  kAskCattleTrader,
  kAskAnyAnimal,
  kAskBuildersMerchant,
  kAskSmithy,
  kAskFarmersInn,
  kAskJunkDealersInn,
  kAskPloughMaker,
  kAskSale,
  kAskFeedAnimals,
  kAskOverflow,
  kAskMakeRoom,
  kAskArrange,
  kKinds
};
// kAskAmount conversions (Decision::a).
enum Conv : int8_t {
  kConvertWoolWeaver,
  kConvertTanner,
  kConvertLinenWeaver,
  kConvertPotter,
  kConvertBaker,
  kConvertBakehouse
};

enum Phase : int8_t {
  kPhaseWork,
  kPhaseEndWork,
  kPhaseBeforeNovember,
  kPhaseSubsistence,
  kPhaseFinal,
  kPhaseOver
};

class ArleState;
using Decision = ludo::Decision;
using DecisionKind = ludo::DecisionKind<ArleState>;
using Actions = std::vector<ludo::Action>;

class ArleState : public ludo::State {
 public:
  // --- state
  int nP = 2;
  int half = 1;  // 1..9; odd = summer
  int fp = 0;
  Phase phase = kPhaseWork;
  int step = 0;        // placements made this half-year, or index in the order for DONE/HOUSES/FEED/END
  int specialBy = -1;  // who used the special action this half-year
  // Set-up options (ASSUMPTIONS.md lists each with its default and its passage).
  struct Options {
    bool firstGame = true;              // light-green houses and the recommended inns
    bool recommendedDarkGreen = false;  // the 4 dark-green houses the rulebook recommends
    bool moorStart = false;             // the 4 covered Terrain spaces are the moor tiles
    bool extraUpgrades = false;         // peat boat, handcart, carriage flip too
    bool strictInnMaterials = false;    // an inn takes two different tiles, no plank for the wood
    bool turneryWoodOnce = false;       // the turnery gives 1 wood in all (2 peat per forest still)
    bool carpenterStables = false;      // the winter carpenter turns any number of stalls into stables
  };
  Options options;
  std::array<int8_t, kSpaces> occ{};        // -1 free, else seat
  std::array<int8_t, kBuildings> bowner{};  // -2 not in this game, -1 on the board, else seat
  ludo::DecisionStack decisions;
  std::array<Player, 2> pl;
  ludo::Rng rng;

  // --- contract
  LUDO_STATE_CONTRACT(ArleState);
  int numPlayers() const override { return nP; }
  bool over() const override { return phase == kPhaseOver; }
  // Solo has no chance once set up (no cards, no dice, « Variante solo »): its bots plan it.
  bool soloWithoutChance() const override { return nP == 1; }
  // A log line also says what the position showed then: subsistence's bill, the phase a `done`
  // ended, what an amount repeats (view.cpp).
  ludo::Json publicAction(int player, const ludo::Action& action) const override;
  double gameLeft() const;      // bot.cpp: share of the game still to play, 1 → 0
  double outlook(int p) const;  // bot.cpp: the score now plus what the position promises

  // --- setup.cpp
  void setup(const ludo::Setup& setup);
  void setup(int players, uint64_t seed, const Options& options);

  // --- flow.cpp
  bool summer() const { return half % 2 == 1; }
  int decider() const;  // -1 when nobody
  int orderAt(int i) const { return nP == 1 ? 0 : (i % 2 == 0 ? fp : 1 - fp); }
  bool workPhase() const { return phase == kPhaseWork || phase == kPhaseEndWork; }
  const Decision* pending() const { return decisions.empty() ? nullptr : &decisions.top(); }
  bool pendingKind(int kind) const { return !decisions.empty() && decisions.top().kind == kind; }
  void push(int p, int kind, int a = 0, int b = 0, int c = 0, uint32_t mask = 0);
  void advance();  // runs automatic steps until a decision is needed
  void startHalfYear();
  void endWorkPhase();
  void endHalfYear();
  int nextFirstPlayer() const;
  void pendingLegal(Actions& out) const;      // the top decision's own answers
  void answerPending(const ludo::Action& a);  // answers the top decision directly (rules tests)
  void freeLegal(int p, Actions& out, bool work) const;
  bool freeApply(int p, const ludo::Action& a);

  // --- goods.cpp: goods track, building materials, limited supply (p. 6, p. 9)
  int supplyLeft(int what) const;    // shared limited tiles (TileKind, 100+Equip, 200+kWood/kClay)
  int gain(int p, int good, int n);  // applies caps and limits, returns what was taken
  int have(int p, int good) const;   // with substitutions (wood+plank, clay+brick)
  bool affordable(int p, const Cost& cost, bool substitute = true) const;
  void pay(int p, const Cost& cost, bool substitute = true);
  void pay(int p, int good, int n);  // one good; wood←plank, clay←brick: base first
  int toolValue(int p, int t) const { return data().tools[t].values[pl[p].tool[t]]; }
  bool toolMax(int p, int t) const { return pl[p].tool[t] + 1 >= (int)data().tools[t].values.size(); }
  void advanceTool(int p, int t, int n);

  // --- village.cpp: the village board, dikes, moors, tile upgrades (p. 9, p. 12-14)
  bool usable(int p, int s) const;
  int countTile(int p, int t) const;
  int fields(int p) const { return countTile(p, kGrainField) + countTile(p, kFlaxField); }
  int emptySpace(int p) const;  // a usable space without tile (fewest animals), -1 none
  void placeTile(int p, int s, int tile, int b = -1);  // displaces animals that cannot stay
  void clearTile(int p, int s);
  int stallsForBreeding(int p) const;
  void moveDikes(int p, int n);
  int marshPenalty(int p) const;
  bool extractable(int p) const;
  void extractFrom(int p, int m);
  void dryMoor(int p, int m);
  void upgradeOptions(int p, Actions& out) const;
  void doUpgrade(int p, int kind, int idx);

  // --- animals.cpp: holdings and placement (p. 9), free moves and rearrangement
  int holdCap(int p, int h) const;  // capacity of a holding (0 = none)
  bool holdMixed(int p, int h) const;
  bool canAccept(int p, int h, int sp) const;
  int animals(int p, int sp) const;  // on the village (placed)
  int animalsAll(int p, int sp) const { return animals(p, sp) + pl[p].loose[sp] + pl[p].hand[sp]; }
  int births(int p) const;                   // what breeding would give now (p. 8)
  void addAnimal(int p, int sp, int n = 1);  // to loose, then settle
  bool removeAnimal(int p, int sp);          // from the hand, loose or the village
  void settleAnimals(int p);                 // place loose animals, repacking if needed
  bool repack(int p, const std::array<int, kSpecies>& counts);
  void repackAll(int p);
  void releaseLegal(int p, Actions& out) const;
  void moveLegal(int p, Actions& out) const;
  void overflowCheck();
  void startArrangement(int p);
  void cancelArrangement(int p);  // unplaced animals: their owner must release some

  // --- actions.cpp: the action spaces (p. 12-14)
  void placeWorker(int p, int space);
  void runSpace(int p, int space);

  // --- buildings.cpp: building tiles (p. 18-19, appendix)
  bool canBuild(int p, int b, int pay) const;
  void build(int p, int b, int pay);
  void buildOptions(int p, Actions& out, int foodKept = 0, int grainKept = 0) const;
  bool paymentAllowed(int b, int way) const;
  void buildingEffect(int p, int b);
  void activateHouse(int p, int b);
  void houseUseLegal(int p, Actions& out) const;
  void houseUse(int p, int b, int x);
  int buildingCount(int p, int g) const;

  // --- travel.cpp: barn, vehicles, loading, destinations (p. 10-11, p. 19)
  int barnSmall(int p) const { return pl[p].ploughs + pl[p].boats + countVeh(p, false); }
  int barnLarge(int p) const { return countVeh(p, true); }
  int countVeh(int p, bool large) const;
  bool barnRoom(int p, int eq) const;
  void addEquip(int p, int eq);
  void receiveEquip(int p, int eq);  // free equipment: make room first when the barn is full
  int equipCount(int p, int eq) const;
  bool vehicleEmpty(int p, int v) const;
  void removeVehicle(int p, int v);
  void vehicleOptions(int p, Actions& out) const;
  void boatLegal(int p, Actions& out) const;
  void discardLegal(int p, Actions& out) const;
  void discard(int p, int eq, int idx);
  bool canSell(int p, int d, int item, int variant) const;
  void sell(int p, int d, int item, int variant);
  bool destPlaceable(int p, int d) const;
  int loadFit(int p, int v, int cell, int size, bool singleOnly) const;  // end cell+1, or -1
  void loadLegal(int p, Actions& out) const;
  void load(int p, int v, int cell, int item);

  // --- inventory.cpp: unloading, milking, harvest, breeding, shearing, subsistence (p. 8)
  void inventory();
  // What subsistence takes from p now, in the rule's order (p. 8): the goods, the animals still
  // owed (their owner picks the kinds when more than one is held) and the units missing (2 VP each).
  struct FeedBill {
    int food = 0, grain = 0, peat = 0, wood = 0, plank = 0, animals = 0, missing = 0;
  };
  FeedBill feedBill(int p) const;
  void feed(int p);

  // --- scoring.cpp (p. 16-17)
  struct Score {
    double goods = 0, equipment = 0, travel = 0, tools = 0, track = 0, village = 0, animals = 0, shortage = 0;
    double total() const { return goods + equipment + travel + tools + track + village + animals + shortage; }
  };
  Score score(int p) const;
  ludo::Json breakdown(int p) const;  // the score pad's categories
  static int animalScore(int a, int b, int c);
  static int trackVp(int v);
  static int foodVp(int food);
  static int travelVp(int covered);
};

const ludo::DecisionTable<ArleState>& decisionTable();  // flow.cpp
const char* phaseId(int phase);

// The decision kinds, each defined next to the rule that pushes it.
// actions.cpp
extern const DecisionKind kGrocerDecision, kAmountDecision, kDikeAnimalDecision, kFarmerPloughDecision,
    kFarmerFieldsDecision, kForesterDecision, kCarpenterSummerDecision, kWoodTraderDecision, kMasterDecision,
    kLaborerSummerDecision, kLaborerWinterDecision, kCarpenterWinterDecision, kButcherDecision,
    kCattleDecision, kAnyAnimalDecision, kBuildersMerchantDecision, kPloughMakerDecision;
// village.cpp
extern const DecisionKind kColonistDecision, kExtractDecision, kUpgradeDecision;
// buildings.cpp
extern const DecisionKind kBuildDecision, kSmithyDecision, kFarmersInnDecision, kJunkDecision;
// travel.cpp
extern const DecisionKind kVehicleDecision, kWainwrightBoatDecision, kSaleDecision, kMakeRoomDecision;
// inventory.cpp
extern const DecisionKind kFeedAnimalDecision;
// animals.cpp
extern const DecisionKind kOverflowDecision, kArrangeDecision;

}  // namespace arle
