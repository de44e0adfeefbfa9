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

// Vehicle load items (cell codes).
enum Item : int8_t { I_NONE, I_PLANK, I_BRICK, I_SUMMERCL, I_WINTERCL, I_LEATHERCL, I_PEAT, I_DEST = 10, kCont = 99 };

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
  std::string costEn, costFr;  // the cost in words, made from the numbers
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

// ---------------------------------------------------------------- actions
// Action types (JSON forms in README.md).
enum ActType : int16_t {
  A_PLACE = 1, A_SKIP, A_DONE, A_STOP, A_PICK, A_BUILD, A_TOOL, A_EXTRACT, A_UPGRADE, A_VEHICLE, A_AMOUNT,
  A_LOAD, A_SELL, A_MOVE, A_RELEASE, A_BOAT, A_DISCARD, A_USE, A_HOUSE, A_FEED, A_FIELD,
  A_ARRANGE, A_TAKE, A_PUT, A_CONFIRM,  // free rearrangement of animals (p. 9)
  kActTypes
};
// A_PICK options.
enum Opt : int8_t {
  O_PLANK, O_BRICK, O_SHEEP, O_COW, O_HORSE, O_WOOD, O_CLAY, O_FOREST, O_STALL, O_STABLE, O_VEHICLE, O_COPY,
  O_BUILDING, O_WOOD4, O_PLOUGH, O_BOAT, O_HANDCART, O_CLOTHES, O_HANDCART_CLOTHES, O_BOAT_CLOTHES, O_WOODCLAY,
  kOpts
};
// A_UPGRADE kinds.
enum Upg : int8_t { U_MOOR, U_FOREST, U_STALL, U_STABLE, U_BOAT, U_HANDCART, U_CART, U_CARRIAGE, kUpg };

ludo::Action act(int type, int a0 = 0, int a1 = 0, int a2 = 0, int a3 = 0);

}  // namespace arle
