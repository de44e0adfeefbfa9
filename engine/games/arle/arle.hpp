// Fields of Arle (Terres d'Arle, Uwe Rosenberg), 1–2 players.
//
// Reference: ../shared/rules/fields-of-arle.fr.txt. Every reconstruction (board
// geometry, tile upgrades, travel track values, start tiles) is listed in
// ASSUMPTIONS.md. Rules code works on the plain structs below; JSON appears only
// in io.cpp.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace arle {

std::unique_ptr<ludo::Game> makeGame();

// ---------------------------------------------------------------- components
enum Good : int8_t {
  FOOD, GRAIN, FLAX, HIDE, WOOL,  // goods track (food up to 30, others up to 15)
  WOOD, CLAY, PLANK, BRICK, PEAT,
  LINEN, YARN, LEATHER,           // textiles
  SUMMERCL, WINTERCL, LEATHERCL,  // clothes
  kGoods
};
enum Species : int8_t { SHEEP, COW, HORSE, kSpecies };
enum Tool : int8_t { FISH, TANNING, LOOM, SLAUGHTER, SPADE, SHOVEL, POTTER, OVEN, AXE, WORKBENCH, kTools };
enum Equip : int8_t { PLOUGH, BOAT, HANDCART, WAGON, CART, HORSECART, CARRIAGE, DROSHKY, kEquip };
enum TileKind : int8_t { T_EMPTY, T_GRAIN, T_FLAX, T_FOREST, T_PARK, T_STALL, T_STOREHOUSE, T_STABLE, T_DOUBLE, T_BUILDING, kTileKinds };

enum Building : int8_t {
  B_FARMERSHOUSE, B_PLOUGHMAKER, B_NOVICEHUT, B_WORKSHOP,                                    // light green
  B_WEAVINGPARLOR, B_COLONISTSHOUSE, B_CARPENTERSWS, B_DISTILLERY, B_LOADINGDOCK, B_SMALLSHOP, B_TIMBERMERCHANT,  // dark green
  B_TURNERY, B_SMOKEHOUSE, B_SMITHY, B_COOPERAGE, B_BAKEHOUSE,                              // yellow
  B_MILL, B_CLOTHFACTORY, B_TEXTILEHOUSE, B_SADDLERY, B_JOINERY, B_COASTALHOUSE,            // orange
  B_POTTERSINN, B_FARMERSINN, B_JUNKINN, B_GULFINN, B_DAIRYINN, B_LOCKINN,                  // blue
  B_CHURCH, B_LUTETSBURG, B_BERUM,                                                          // red
  kBuildings
};
enum Group : int8_t { G_LIGHT, G_DARK, G_YELLOW, G_ORANGE, G_BLUE, G_RED };

enum Dest : int8_t { HAGE, BEEMOOR, DORNUM, NORDEN, AURICH, ESENS, EMDEN, LEER, BREMEN, kDests };

enum Space : int8_t {
  S_FISHERMAN, S_GROCER_S, S_WOOLWEAVER, S_COLONIST, S_PEATCUTTER, S_DIKEBUILDER, S_CLAYDIGGER, S_FARMER,
  S_FORESTER, S_WOODCUTTER, S_MASTER_S, S_CARPENTER_S, S_BUILDER, S_WARDEN, S_LABORER_S,
  S_PEATBOATMAN, S_TANNER, S_LINENWEAVER, S_BUTCHER, S_CATTLETRADER, S_GROCER_W, S_BMERCHANT, S_POTTER,
  S_BAKER, S_WOODTRADER, S_MASTER_W, S_WAINWRIGHT, S_CARPENTER_W, S_DIKEWARDEN, S_LABORER_W,
  kSpaces
};

// Village board (ASSUMPTIONS.md §Village): 19 spaces, row by row from the sea.
// 0-2 marsh row 3 (top), 3-5 marsh row 2, 6-8 marsh row 1, 9-14 land,
// 15 small dried moor, 16 small moor, 17-18 large moor.
inline constexpr int kVSpaces = 19;
inline constexpr int kHoldings = kVSpaces * 2 + 1;  // space*2+half (half 1: double stall) + dikes
inline constexpr int kDikeHolding = kVSpaces * 2;
inline constexpr int kMoors = 3;
inline constexpr int kMaxDikeMoves = 7;
inline constexpr int kMaxVehicles = 7;
inline constexpr int kCells = 4;

struct ToolData {
  std::string id, fr, en;
  std::vector<int> values, vp;
  int costGood = WOOD, costN = 1;
};
struct EquipData {
  std::string id, fr, en;
  bool large = false, combine = true;
  int wood = 0, horses = 0, vp = 0;
  std::string cells;  // S single, D double
};
struct SaleData {
  std::string id;
  int food = 0;
};
struct DestData {
  std::string id, fr, en, textFr, textEn;
  int size = 1;
  std::vector<SaleData> sales;
};
struct BuildingData {
  std::string id, fr, en, cost, textFr, textEn;
  Group group = G_LIGHT;
  int vp = 0;
};
struct SpaceData {
  std::string id, fr, en, textFr, textEn;
  bool winter = false;
};
struct Data {
  std::vector<ToolData> tools;
  std::vector<EquipData> equip;
  std::vector<DestData> dests;
  std::vector<BuildingData> buildings;
  std::vector<SpaceData> spaces;
  std::vector<int> travelVp;
  int limField = 14, limStall = 7, limStable = 3, limForest = 5, limPloughBoat = 6, limHandcart = 2, limCart = 3,
      limCarriage = 3, limWood = 24, limClay = 24;
  int startWood = 4, startClay = 4, startPeat = 3, moorPeat = 4;
  int vpForest = 2, vpPark = 6, vpStall = 2, vpStorehouse = 2, vpStable = 6, vpDouble = 6, vpMoor = -4,
      vpDriedMoor = -1, vpMarsh = -1;
  int version = 1;
};
const Data& data();

// ---------------------------------------------------------------- state
struct Vehicle {
  int8_t type = -1;
  std::array<int8_t, kCells> cell{};  // 0 empty, item code, or kCont for a cell used by the item on its left
};
// Vehicle load items (cell codes).
enum Item : int8_t { I_NONE, I_PLANK, I_BRICK, I_SUMMERCL, I_WINTERCL, I_LEATHERCL, I_PEAT, I_DEST = 10, kCont = 99 };

struct Player {
  std::array<int16_t, kGoods> g{};
  std::array<int8_t, kTools> tool{};  // position on the track (0 = start)
  std::array<int8_t, kVSpaces> tile{};
  std::array<int8_t, kVSpaces> bld{};  // building on a T_BUILDING space
  std::array<std::array<int8_t, kSpecies>, kHoldings> an{};
  std::array<int8_t, kSpecies> loose{};  // acquired, not yet placed
  std::array<int8_t, kMoors> moor{};     // -1 removed, 0 undried, 1 dried
  std::array<int8_t, kMoors> moorPeat{};
  int8_t dikeMoves = 0;
  int8_t ploughs = 0, boats = 0, nveh = 0;
  std::array<Vehicle, kMaxVehicles> veh{};
  uint16_t destUsed = 0;   // placed on a vehicle or on the travel track
  uint16_t destOnTrack = 0;
  int8_t travel = 0;       // travel-track spaces covered
  int16_t shortage = 0;    // VP lost (positive)
  uint32_t housesLeft = 0; // before-November houses still to activate this half-year
  bool done = false;
};

// A pending decision of one player (the top of the stack decides).
enum Kind : int8_t {
  K_GROCER_S = 1, K_COLONIST, K_EXTRACT, K_AMOUNT, K_DIKE_ANIMAL, K_FARMER_PLOUGH, K_FARMER_FIELDS, K_FORESTER,
  K_BUILD, K_CARPENTER_S, K_WOODTRADER, K_MASTER, K_UPGRADE, K_LABOR_S, K_LABOR_W, K_VEHICLE, K_WAINWRIGHT_BOAT,
  K_CARPENTER_W, K_BUTCHER, K_CATTLE, K_ANYANIMAL, K_BMERCHANT, K_FORGE, K_FARMERSINN, K_JUNK, K_PLOUGHMAKER,
  K_SALE, K_FEEDANIMAL, K_OVERFLOW, K_MAKEROOM, kKinds
};
// K_AMOUNT conversions (Frame::a).
enum Conv : int8_t { C_WOOLWEAVER, C_TANNER, C_LINENWEAVER, C_POTTER, C_BAKER, C_BAKEHOUSE };

struct Frame {
  int8_t kind = 0, p = 0;
  int8_t a = 0, b = 0, c = 0;
  uint16_t m = 0;  // masks (tools used, sales made)
};

enum Phase : int8_t { PH_WORK, PH_DONE, PH_HOUSES, PH_FEED, PH_END, PH_OVER };

// Action types (JSON forms in README.md).
enum ActType : int16_t {
  A_PLACE = 1, A_SKIP, A_DONE, A_STOP, A_PICK, A_BUILD, A_TOOL, A_EXTRACT, A_UPGRADE, A_VEHICLE, A_AMOUNT,
  A_LOAD, A_SELL, A_MOVE, A_RELEASE, A_BOAT, A_DISCARD, A_USE, A_HOUSE, A_FEED, A_FIELD,
  kActTypes
};
// A_PICK options.
enum Opt : int8_t {
  O_PLANK, O_BRICK, O_SHEEP, O_COW, O_HORSE, O_WOOD, O_CLAY, O_FOREST, O_STALL, O_STABLE, O_VEHICLE, O_COPY,
  O_BUILDING, O_WOOD4, O_PLOUGH, O_BOAT, O_HANDCART, O_CLOTHES, O_HANDCART_CLOTHES, O_BOAT_CLOTHES, O_WOODCLAY,
  kOpts
};
// A_USE x for any-time buildings; A_UPGRADE kinds.
enum Upg : int8_t { U_MOOR, U_FOREST, U_STALL, U_STABLE, U_BOAT, U_HANDCART, U_CART, U_CARRIAGE, kUpg };

class ArleState : public ludo::State {
 public:
  // --- state
  int nP = 2;
  int half = 1;  // 1..9; odd = summer
  int fp = 0;
  Phase phase = PH_WORK;
  int step = 0;         // placements made this half-year, or index in the order for DONE/HOUSES/FEED/END
  int specialBy = -1;   // who used the special action this half-year
  bool firstGame = true;
  std::array<int8_t, kSpaces> occ{};   // -1 free, else seat
  std::array<int8_t, kBuildings> bowner{};  // -2 not in this game, -1 on the board, else seat
  std::vector<Frame> stack;
  std::array<Player, 2> pl;
  ludo::Rng rng;

  // --- contract
  std::unique_ptr<ludo::State> clone() const override { return std::make_unique<ArleState>(*this); }
  int numPlayers() const override { return nP; }
  bool over() const override { return phase == PH_OVER; }
  ludo::Turn turn() const override;
  void legalActions(int player, std::vector<ludo::Action>& out) const override;
  bool applyLegal(int player, const ludo::Action& a) override;
  ludo::Json actionToJson(const ludo::Action& a) const override;
  bool actionFromJson(const ludo::Json& j, ludo::Action& out) const override;
  ludo::Json view(int viewer) const override;
  ludo::Json save() const override;
  ludo::Json scores() const override;
  void checkInvariants(std::vector<std::string>& problems) const override;
  double evaluate(int seat) const override;
  std::unique_ptr<ludo::State> determinize(int seat, uint64_t seed) const override;
  double playoutWeight(int player, const ludo::Action& a) const override;

  // --- setup
  void setup(int players, uint64_t seed, bool firstGame);

  // --- flow (state.cpp)
  bool summer() const { return half % 2 == 1; }
  int decider() const;  // -1 when nobody
  int orderAt(int i) const { return nP == 1 ? 0 : (i % 2 == 0 ? fp : 1 - fp); }
  void advance();       // runs automatic steps until a decision is needed
  void startHalfYear();
  void endWorkPhase();
  void inventory();
  void endHalfYear();
  int nextFirstPlayer() const;

  // --- rules helpers (village.cpp)
  int toolValue(int p, int t) const { return data().tools[t].values[pl[p].tool[t]]; }
  bool toolMax(int p, int t) const { return pl[p].tool[t] + 1 >= (int)data().tools[t].values.size(); }
  bool usable(int p, int s) const;
  int holdCap(int p, int h) const;   // capacity of a holding (0 = none)
  bool holdMixed(int p, int h) const;
  bool canAccept(int p, int h, int sp) const;
  int animals(int p, int sp) const;  // on the village (placed)
  int animalsAll(int p, int sp) const { return animals(p, sp) + pl[p].loose[sp]; }
  void addAnimal(int p, int sp, int n = 1);  // to loose, then settle
  bool removeAnimal(int p, int sp);          // from the village (any holding)
  void settleAnimals(int p);                 // place loose animals, repacking if needed
  bool repack(int p, const std::array<int, kSpecies>& counts);
  int countTile(int p, int t) const;
  int fields(int p) const { return countTile(p, T_GRAIN) + countTile(p, T_FLAX); }
  int emptySpace(int p) const;       // a usable space without tile (fewest animals), -1 none
  void placeTile(int p, int s, int tile, int b = -1);  // displaces animals that cannot stay
  void clearTile(int p, int s);
  int stallsForBreeding(int p) const;
  void moveDikes(int p, int n);
  int marshPenalty(int p) const;
  bool extractable(int p) const;
  void extractFrom(int p, int m);
  void dryMoor(int p, int m);
  int supplyLeft(int what) const;  // shared limited tiles (Equip or TileKind based ids below)
  int gain(int p, int good, int n);  // applies caps and limits, returns what was taken
  bool pay(int p, int good, int n);  // wood←plank, clay←brick substitution: base first
  int have(int p, int good) const;   // with substitutions (wood+plank, clay+brick)
  int barnSmall(int p) const { return pl[p].ploughs + pl[p].boats + countVeh(p, false); }
  int barnLarge(int p) const { return countVeh(p, true); }
  int countVeh(int p, bool large) const;
  bool barnRoom(int p, int eq) const;
  void addEquip(int p, int eq);
  void receiveEquip(int p, int eq);  // free equipment: make room first when the barn is full
  int equipCount(int p, int eq) const;
  int buildingCount(int p, int g) const;

  // --- effects (effects.cpp)
  void placeWorker(int p, int space);
  void runSpace(int p, int space);
  bool canBuild(int p, int b, int pay) const;
  void build(int p, int b, int pay);
  void buildingEffect(int p, int b);
  void push(int p, int kind, int a = 0, int b = 0, int c = 0, uint16_t m = 0);
  void frameLegal(const Frame& f, std::vector<ludo::Action>& out) const;
  void frameApply(const ludo::Action& a);
  void freeLegal(int p, std::vector<ludo::Action>& out, bool work) const;
  bool freeApply(int p, const ludo::Action& a);
  void buildOptions(int p, std::vector<ludo::Action>& out) const;
  void vehicleOptions(int p, std::vector<ludo::Action>& out) const;
  void upgradeOptions(int p, std::vector<ludo::Action>& out) const;
  void doUpgrade(int p, int kind, int idx);
  bool canSell(int p, int d, int item, int variant) const;
  void sell(int p, int d, int item, int variant);
  bool destPlaceable(int p, int d) const;
  int loadFit(int p, int v, int cell, int size, bool singleOnly) const;  // end cell+1, or -1
  void activateHouse(int p, int b);
  void feed(int p);

  // --- scoring (scoring.cpp)
  struct Score {
    double goods = 0, equipment = 0, travel = 0, tools = 0, track = 0, village = 0, animals = 0, shortage = 0;
    double total() const { return goods + equipment + travel + tools + track + village + animals + shortage; }
  };
  Score score(int p) const;
  static int animalScore(int a, int b, int c);
  static int trackVp(int v);
  static int foodVp(int food);
  static int travelVp(int covered);
};

ludo::Action act(int type, int a0 = 0, int a1 = 0, int a2 = 0, int a3 = 0);

}  // namespace arle
