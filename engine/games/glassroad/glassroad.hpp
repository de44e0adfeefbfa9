// Glass Road (La Route du Verre, Uwe Rosenberg), 1–4 players: the public types.
//
// Four building phases (five as an option, seven solo) of three rounds: every
// player picks 5 of the 15 craftsman cards, lays one face down each round and
// reveals it; whoever holds the revealed card must play it from hand while a
// slot is free. Craftsmen give landscape tiles, resources and building actions;
// two production wheels per player turn five (or three) basic resources into
// glass (or brick) automatically. Score: the points of your buildings.
//
// Reference: the French rulebook (La Route du Verre); every reconstruction is
// listed in ASSUMPTIONS.md, and README.md maps each rulebook section to its file.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace glassroad {

std::unique_ptr<ludo::Game> makeGame();

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxSquares = 48;
inline constexpr int kCards = 15;
inline constexpr int kTiles = 93;          // building tiles in the box (appendix 2)
inline constexpr int kBaseFirst = kTiles;  // ids 93..95: the printed base buildings
inline constexpr int kBaseCount = 3;
inline constexpr int kMaxBase = 7;     // Annexe 1, p. 12: never beyond sector 7
inline constexpr int kMaxRefined = 3;  // the refined zone's 4 sectors are 0..3 (ASSUMPTIONS.md)
inline constexpr int kSlotsMax = 5;
inline constexpr int kForcedSlots = 2;  // p. 5: two slots beside the landscape

// Resources. Food and coal exist on both wheels (P2/G2); the others on one.
enum Res : int8_t { rSand, rFood, rCoal, rWater, rWood, rClay, rGlass, rBrick, kRes };
enum Wheel : int8_t { wGlass = 0, wBrick = 1 };

// What a landscape square holds.
enum SquareKind : int8_t { sqEmpty, sqQuarry, sqGrove, sqPond, sqForest, sqBuilding };
// The three small landscape tiles ("terrain").
inline bool isTerrain(int k) { return k == sqQuarry || k == sqGrove || k == sqPond; }

enum BuildingKind : int8_t { bkConversion, bkImmediate, bkPoints, bkBase };

// Base buildings (printed on the landscape board).
enum Base : int16_t { forestGlassworks = kBaseFirst, glassblowersCamp, bricklayersFraternity };

// Building tiles, in the order of the appendix tables (data.json lists them in this order).
enum B : int16_t {
  // conversion
  clay_pit,
  engraving_workshop,
  inn,
  clay_basin,
  notary_office,
  county_office,
  builders_hut,
  lumberjacks_hut,
  marsh_hut,
  construction_company,
  sand_depot,
  roofers,
  potash_maker,
  ceramics_factory,
  farm,
  charcoal_kiln,
  furnace,
  reed_hut,
  settlers_house,
  shingle_maker,
  joinery,
  guesthouse,
  tree_nursery,
  hardware_store,
  sandworks,
  sand_pit,
  sawmill,
  soup_kitchen,
  spa,
  silt_pit,
  cooperage,
  // immediate
  carpenters_workshop,
  sculptors_workshop,
  landscaping_office,
  tool_shed,
  forest_hut,
  shack,
  artists_camp,
  winery,
  water_tower,
  dairy,
  clay_depot,
  wood_depot,
  fuel_depot,
  raftsman,
  builders_storehouse,
  river_warehouse,
  barn,
  boathouse,
  loess_islet,
  sandy_islet,
  country_house,
  guild_house,
  wood_merchant,
  fishery,
  loess_plateau,
  clay_embankment,
  sand_reserve,
  reservoir,
  hot_spring,
  stockpile,
  tavern,
  // points
  cabinetmakers_workshop,
  pottery_studio,
  potters_workshop,
  glaziers_workshop,
  bathhouse,
  fish_ponds,
  bargemen,
  estate,
  lock,
  village_church,
  warehouse,
  coal_store,
  extension,
  factory,
  coal_works,
  clinker_works,
  pantry,
  ice_house,
  masons_guild,
  botanical_garden,
  store,
  half_timbered_house,
  nature_friends_house,
  forest_house,
  manor,
  water_mill,
  hunting_lodge,
  forest_lodge,
  silt_reserve,
  glassworks,
  glassblowers_village,
  kBuildingIds
};
static_assert(kBuildingIds == kTiles, "93 building tiles");

// Craftsman cards (appendix 1 order).
enum Card : int8_t {
  feudal_lord,
  worker,
  forester,
  pond_builder,
  cultivator,
  supplier,
  builder,
  carpenter,
  clearing_farmer,
  woodcutter,
  clay_digger,
  fuel_merchant,
  charcoal_burner,
  fisherman,
  water_carrier
};
// Card payment: none, one resource (food/coal from either wheel, P3), or a forest tile.
enum Payment : int8_t { payNone, payFood, payCoal, payWood, payWater, payForest };

struct BuildingDef {
  std::string id;
  std::string nameFr, nameEn;
  BuildingKind kind = bkConversion;
  std::array<int8_t, 4> cost{};  // wood, glass, clay, brick
  int points = 0;
  bool beginner = false;
  int16_t upgrades = -1;  // base building id for the six upgrades
};

struct CardDef {
  std::string id, nameFr, nameEn;
  Payment payment = payNone;
};

struct Data {
  int rows = 0, cols = 0, squares = 0;
  std::array<int8_t, kMaxSquares> startKind{};
  std::array<int16_t, kMaxSquares> startId{};  // forest tile index or base building id
  int forests = 0;
  std::array<std::array<int8_t, kRes>, 2> startWheel{};
  std::vector<BuildingDef> buildings;  // 93 tiles then the 3 base buildings
  std::vector<CardDef> cards;
  std::array<int, 7> soloCards{};
  int soloRemarkable = 30;
  int version = 1;
  std::vector<std::vector<int8_t>> adj;  // orthogonal neighbours (G4)
};
const Data& data();  // data.cpp

inline bool onWheel(int w, int r) {
  if (r == rFood || r == rCoal) return true;
  if (w == wGlass) return r == rSand || r == rWater || r == rWood || r == rGlass;
  return r == rClay || r == rBrick;
}
inline bool isRefined(int r) { return r == rGlass || r == rBrick; }
inline int homeWheel(int r) { return (r == rClay || r == rBrick) ? wBrick : wGlass; }
inline bool twoWheels(int r) { return r == rFood || r == rCoal; }

struct Square {
  int8_t kind = sqEmpty;
  int8_t forest = -1;     // forest tile covering it
  int16_t building = -1;  // tile id or base id
  int16_t upgrade = -1;   // an upgrade placed on a base building
};

struct Player {
  std::array<std::array<int8_t, kRes>, 2> wheel{};  // amounts per wheel (absent resources stay 0)
  std::array<Square, kMaxSquares> sq{};
  uint16_t hand = 0;        // cards in hand (bits)
  uint16_t chosen = 0;      // the cards taken this phase
  uint16_t prevChosen = 0;  // solo: cards set aside from the previous phase
  uint16_t played = 0;      // cards revealed or played from hand this phase
  int8_t faceDown = -1;     // the card lying face down (3–4 players)
  int8_t slots = 0;         // cards played from hand out of turn this phase
  bool finalDone = false;
  int16_t glassSpent = 0, brickSpent = 0;  // glazier's workshop, clinker works
  std::vector<int16_t> offer;              // private offer (feudal lord)

  int amount(int r) const { return wheel[0][r] + wheel[1][r]; }
};

// Pending decisions (ludo::Decision kinds, in the order of flow.cpp's table).
enum DecisionKind : int8_t {
  dCardPay,       // a: card                                          (cards.cpp)
  dCardAbility,   // a: card, b: 1 = both abilities, c: used mask     (cards.cpp)
  dGain,          // a: resource mask, b: amount, c: wheel (-1 free), d: flags (wheels.cpp)
  dPlaceTerrain,  // a: terrain mask, b: adjacent-to square (-1 any), c: remaining (landscape.cpp)
  dBuild,         //                                                  (buildings.cpp)
  dRepeat,        // a: building whose "as often as you like" runs    (immediate.cpp)
  dTavern,        // a: the tavern's square                           (immediate.cpp)
  kDecisionKinds
};
enum GainFlags : int16_t { gfTxnEnd = 1, gfAnyTime = 2, gfSupplier = 4, gfSameType = 8 };

enum Stage : int8_t { stPick, stFaceDown, stResolve, stTwoPlay, stTwoExtra, stSoloChoose, stFinal, stOver };

// One card being resolved: its player, the card and whether both abilities apply.
struct Resolution {
  int8_t player, card, both;
};

enum ActionType : int16_t {
  aPick = 1,
  aFaceDown,
  aPlay,
  aPay,
  aAbility,
  aPass,
  aGain,
  aPlaceTerrain,
  aBuild,
  aConvert,
  aRemoveTerrain,
  aRepeat,
  aTavern,
  kActionTypes
};

// An action with its arguments (unused ones -1).
inline ludo::Action act(int type, int a0 = -1, int a1 = -1, int a2 = -1, int a3 = -1, int a4 = -1,
                        int a5 = -1) {
  return ludo::makeAction(type, {a0, a1, a2, a3, a4, a5}, -1);
}

// Names at the boundary (io.cpp, data.cpp).
const char* resName(int r);
int resFromName(const std::string& s);
const char* terrainName(int k);
int terrainFromName(const std::string& s);
int buildingFromId(const std::string& s);
int cardFromId(const std::string& s);
const char* stageName(int s);

}  // namespace glassroad
