// Fields of Arle (Terres d'Arle, Uwe Rosenberg), 1–2 players.
//
// The public types of the game: every kind of thing as an enum, the tables read
// from data.json, the action types and their arguments. The state is in
// state.hpp; README.md maps each rulebook section to its file and lists every
// action's JSON form. Every reconstruction is in ASSUMPTIONS.md.
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
  kFood,
  kGrain,
  kFlax,
  kHide,
  kWool,  // goods track (food up to 30, others up to 15)
  kWood,
  kClay,
  kPlank,
  kBrick,
  kPeat,
  kLinen,
  kYarn,
  kLeather,  // textiles
  kSummerClothes,
  kWinterClothes,
  kLeatherClothes,  // clothes
  kGoods
};
enum Species : int8_t { kSheep, kCow, kHorse, kSpecies };
enum Tool : int8_t {
  kFishTraps,
  kTanningRacks,
  kLooms,
  kSlaughteringTables,
  kSpades,
  kShovels,
  kPotteryWheels,
  kOvens,
  kAxes,
  kWorkbenches,
  kTools
};
enum Equip : int8_t { kPlough, kPeatBoat, kHandcart, kWagon, kCart, kHorseCart, kCarriage, kDroshky, kEquip };
enum TileKind : int8_t {
  kEmptySpace,
  kGrainField,
  kFlaxField,
  kForest,
  kPark,
  kStall,
  kStorehouse,
  kStable,
  kDoubleStall,
  kBuildingTile,
  kTileKinds
};

enum Building : int8_t {
  kFarmersHouse,
  kPloughMakersWorkshop,
  kNoviceHut,
  kWorkshop,  // light green
  kWeavingParlor,
  kColonistsHouse,
  kCarpentersWorkshop,
  kSchnapsDistillery,
  kLoadingDock,
  kSmallShop,
  kTimberMerchant,  // dark green
  kTurnery,
  kSmokehouse,
  kSmithy,
  kCooperage,
  kBakehouse,  // yellow
  kMill,
  kClothFactory,
  kTextileHouse,
  kSaddlery,
  kJoinery,
  kCoastalHouse,  // orange
  kPottersInn,
  kFarmersInn,
  kJunkDealersInn,
  kGulfInn,
  kDairyInn,
  kLockInn,  // blue
  kVillageChurch,
  kLutetsburgCastle,
  kBerumCastle,  // red
  kBuildings
};
enum Group : int8_t { kLightGreen, kDarkGreen, kYellow, kOrange, kBlue, kRed };

enum Dest : int8_t { kHage, kBeemoor, kDornum, kNorden, kAurich, kEsens, kEmden, kLeer, kBremen, kDests };

enum Space : int8_t {
  kSpaceFisherman,
  kSpaceGrocerSummer,
  kSpaceWoolWeaver,
  kSpaceColonist,
  kSpacePeatCutter,
  kSpaceDikeBuilder,
  kSpaceClayDigger,
  kSpaceFarmer,
  kSpaceForester,
  kSpaceWoodcutter,
  kSpaceMasterSummer,
  kSpaceCarpenterSummer,
  kSpaceBuilder,
  kSpaceWarden,
  kSpaceLaborerSummer,
  kSpacePeatBoatman,
  kSpaceTanner,
  kSpaceLinenWeaver,
  kSpaceButcher,
  kSpaceCattleTrader,
  kSpaceGrocerWinter,
  kSpaceBuildersMerchant,
  kSpacePotter,
  kSpaceBaker,
  kSpaceWoodTrader,
  kSpaceMasterWinter,
  kSpaceWainwright,
  kSpaceCarpenterWinter,
  kSpaceDikeWarden,
  kSpaceLaborerWinter,
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

// Vehicle load items (cell codes).
enum Item : int8_t {
  kLoadNothing,
  kLoadPlank,
  kLoadBrick,
  kLoadSummerClothes,
  kLoadWinterClothes,
  kLoadLeatherClothes,
  kLoadPeat,
  kLoadDestination = 10,
  kLoadContinued = 99
};

// ---------------------------------------------------------------- data.json
// A price in goods (wood and clay may be paid with planks and bricks, p. 6).
using Cost = std::array<int16_t, kGoods>;

struct ToolData {
  std::string id, fr, en;
  std::vector<int> values, vp;
  Cost cost{};
};
struct EquipData {
  std::string id, fr, en;
  bool large = false, combine = true;
  Cost cost{};
  int horses = 0, vp = 0;
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
  std::string id, fr, en, textFr, textEn;
  std::vector<Cost> payments;  // the ways to pay; a build action's "pay" is an index here
  std::vector<bool> standIn;   // per way: a plank pays for the wood or a brick for the clay (p. 6)
  std::string costEn, costFr;  // the cost in words, made from the numbers
  Group group = kLightGreen;
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
  int limField = 14, limStall = 7, limStable = 3, limForest = 5, limPloughBoat = 6, limHandcart = 2,
      limCart = 3, limCarriage = 3, limWood = 24, limClay = 24;
  int startWood = 4, startClay = 4, startPeat = 3, moorPeat = 4;
  Cost startGoods{};  // the goods track at the start (food: both markers together); GUESS, ASSUMPTIONS.md
  int vpForest = 2, vpPark = 6, vpStall = 2, vpStorehouse = 2, vpStable = 6, vpDouble = 6, vpMoor = -4,
      vpDriedMoor = -1, vpMarsh = -1;
  int version = 1;
};
const Data& data();

// ---------------------------------------------------------------- actions
// Action types (JSON forms in README.md).
enum ActType : int16_t {
  kActPlace = 1,
  kActSkip,
  kActDone,
  kActStop,
  kActPick,
  kActBuild,
  kActTool,
  kActExtract,
  kActUpgrade,
  kActVehicle,
  kActAmount,
  kActLoad,
  kActSell,
  kActMove,
  kActRelease,
  kActBoat,
  kActDiscard,
  kActUse,
  kActHouse,
  kActFeed,
  kActField,
  kActArrange,
  kActTake,
  kActPut,
  kActConfirm,  // free rearrangement of animals (p. 9)
  kActTypes
};
// kActPick options.
enum Opt : int8_t {
  kPickPlank,
  kPickBrick,
  kPickSheep,
  kPickCow,
  kPickHorse,
  kPickWood,
  kPickClay,
  kPickForest,
  kPickStall,
  kPickStable,
  kPickVehicle,
  kPickCopy,
  kPickBuilding,
  kPickWood4,
  kPickPlough,
  kPickPeatBoat,
  kPickHandcart,
  kPickClothes,
  kPickHandcartAndClothes,
  kPickPeatBoatAndClothes,
  kPickMaterials,
  kOpts
};
// kActUpgrade kinds.
enum Upg : int8_t {
  kFlipMoor,
  kFlipForest,
  kFlipStall,
  kFlipStable,
  kFlipPeatBoat,
  kFlipHandcart,
  kFlipCart,
  kFlipCarriage,
  kUpg
};

ludo::Action act(int type, int a0 = 0, int a1 = 0, int a2 = 0, int a3 = 0);

}  // namespace arle
