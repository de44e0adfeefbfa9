// Glass Road internals: data tables, the state and its rules (see glassroad.hpp).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace glassroad {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxSquares = 48;
inline constexpr int kCards = 15;
inline constexpr int kTiles = 93;          // building tiles in the box (appendix 2)
inline constexpr int kBaseFirst = kTiles;  // ids 93..95: the printed base buildings
inline constexpr int kBaseCount = 3;
inline constexpr int kMaxBase = 7;     // p. 12: never beyond sector 7
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
  clay_pit, engraving_workshop, inn, clay_basin, notary_office, county_office, builders_hut, lumberjacks_hut,
  marsh_hut, construction_company, sand_depot, roofers, potash_maker, ceramics_factory, farm, charcoal_kiln,
  furnace, reed_hut, settlers_house, shingle_maker, joinery, guesthouse, tree_nursery, hardware_store, sandworks,
  sand_pit, sawmill, soup_kitchen, spa, silt_pit, cooperage,
  // immediate
  carpenters_workshop, sculptors_workshop, landscaping_office, tool_shed, forest_hut, shack, artists_camp, winery,
  water_tower, dairy, clay_depot, wood_depot, fuel_depot, raftsman, builders_storehouse, river_warehouse, barn,
  boathouse, loess_islet, sandy_islet, country_house, guild_house, wood_merchant, fishery, loess_plateau,
  clay_embankment, sand_reserve, reservoir, hot_spring, stockpile, tavern,
  // points
  cabinetmakers_workshop, pottery_studio, potters_workshop, glaziers_workshop, bathhouse, fish_ponds, bargemen,
  estate, lock, village_church, warehouse, coal_store, extension, factory, coal_works, clinker_works, pantry,
  ice_house, masons_guild, botanical_garden, store, half_timbered_house, nature_friends_house, forest_house, manor,
  water_mill, hunting_lodge, forest_lodge, silt_reserve, glassworks, glassblowers_village,
  kBuildingIds
};
static_assert(kBuildingIds == kTiles, "93 building tiles");

// Craftsman cards (appendix 1 order).
enum Card : int8_t {
  feudal_lord, worker, forester, pond_builder, cultivator, supplier, builder, carpenter, clearing_farmer, woodcutter,
  clay_digger, fuel_merchant, charcoal_burner, fisherman, water_carrier
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
const Data& data();

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
  int8_t forest = -1;    // forest tile covering it
  int16_t building = -1; // tile id or base id
  int16_t upgrade = -1;  // an upgrade placed on a base building
};

struct Player {
  std::array<std::array<int8_t, kRes>, 2> wheel{};  // amounts per wheel (absent resources stay 0)
  std::array<Square, kMaxSquares> sq{};
  uint16_t hand = 0;      // cards in hand (bits)
  uint16_t chosen = 0;    // the cards taken this phase
  uint16_t prevChosen = 0;  // solo: cards set aside from the previous phase
  uint16_t played = 0;    // cards revealed or played from hand this phase
  int8_t faceDown = -1;   // the card lying face down (3–4 players)
  int8_t slots = 0;       // cards played from hand out of turn this phase
  bool finalDone = false;
  int16_t glassSpent = 0, brickSpent = 0;  // glazier's workshop, clinker works
  std::vector<int16_t> offer;  // private offer (feudal lord)

  int amount(int r) const { return wheel[0][r] + wheel[1][r]; }
};

// Pending decisions, resolved top first.
enum DecisionKind : int8_t {
  dCardPay,       // a: card
  dCardAbility,   // a: card, b: 1 = both abilities, c: used mask
  dGain,          // a: resource mask, b: amount, c: wheel (-1 free), d: flags
  dPlaceTerrain,  // a: terrain mask, b: adjacent-to square (-1 any), c: remaining (country house), d: flags
  dBuild,
  dRepeat,        // a: building whose "as often as you like" runs
  dTavern,        // a: the tavern's square
};
enum GainFlags : int16_t { gfTxnEnd = 1, gfAnyTime = 2, gfSupplier = 4, gfSameType = 8 };

struct Decision {
  int8_t kind = 0;
  int8_t player = 0;
  int16_t a = 0, b = 0, c = 0, d = 0;
};

enum Stage : int8_t { stPick, stFaceDown, stResolve, stTwoPlay, stTwoExtra, stSoloChoose, stFinal, stOver };

// One card being resolved: its player, the card and whether both abilities apply.
struct Resolution {
  int8_t player, card, both;
};

enum ActionType : int16_t {
  aPick = 1, aFaceDown, aPlay, aPay, aAbility, aPass, aGain, aPlaceTerrain, aBuild, aConvert, aRemoveTerrain,
  aRepeat, aTavern, kActionTypes
};

class GlassState : public ludo::State {
 public:
  // --- setup (setup.cpp)
  void setup(const ludo::Setup& s);

  // --- contract
  std::unique_ptr<ludo::State> clone() const override { return std::make_unique<GlassState>(*this); }
  int numPlayers() const override { return n; }
  bool over() const override { return stage == stOver; }
  ludo::Turn turn() const override;
  void legalActions(int player, std::vector<ludo::Action>& out) const override;
  bool applyLegal(int player, const ludo::Action& action) override;
  ludo::Json actionToJson(const ludo::Action& action) const override;
  bool actionFromJson(const ludo::Json& json, ludo::Action& out) const override;
  ludo::Json publicAction(int player, const ludo::Action& action) const override;
  ludo::Json view(int viewer) const override;
  ludo::Json save() const override;
  ludo::Json scores() const override;
  uint64_t hash() const override;
  void checkInvariants(std::vector<std::string>& problems) const override;
  double evaluate(int seat) const override;
  std::unique_ptr<ludo::State> determinize(int seat, uint64_t seed) const override;
  double playoutWeight(int player, const ludo::Action& action) const override;

  bool loadFrom(const ludo::Json& j, std::string& error);  // io.cpp

  // --- rules state (plain data)
  int n = 2;
  bool solo = false;
  bool beginner = false;
  int phases = 4;
  int phase = 0;   // 0-based
  int round = 0;   // 0..2 (3–4 players)
  int first = 0;   // holder of the first-player glass
  int turnPlayer = 0;  // 2 players: whose turn to play a card
  int revealIdx = 0;   // 3–4 players: how many cards revealed this round
  int slotsPerRow = 4;
  Stage stage = stPick;
  std::array<std::array<int16_t, kSlotsMax>, 3> board{};
  std::array<std::vector<int16_t>, 3> pile, aside;
  std::vector<int16_t> removed;  // private-offer tiles removed from the game
  std::array<Player, kMaxPlayers> pl{};
  std::vector<Resolution> queue;  // cards to resolve, in order
  int queueIdx = 0;
  Stage resumeStage = stPick;  // where play continues once the queue is resolved
  std::vector<Decision> stack;
  ludo::Rng rng;
  std::vector<std::string> names;
  bool barrier_ = false;  // set while applying: chance or hidden information revealed

  // --- helpers (inventory.cpp)
  int handTarget() const;
  int handSize(int p) const;
  int count(int p, int kind) const;  // squares of a kind
  int forestCount(int p) const;
  int tileBuildings(int p) const;    // building tiles on squares (upgrades excluded)
  bool hasBuilding(int p, int b) const;
  int squareOf(int p, int b) const;  // square holding building b (or the base it upgrades)
  bool hasEmptySquare(int p) const;
  int gainCap(int p, int r, int w) const;
  void give(int p, int r, int w, int k);
  bool canPay(int p, int r, int w, int k) const;
  void take(int p, int r, int w, int k);
  void settle(int p);  // automatic wheel rotation (p. 7)
  bool settled(int p) const;
  void removeForest(int p, int forest);
  bool canAfford(int p, int b) const;
  void drawInto(int kindRow, std::vector<int16_t>& dest);  // one tile from a pile (or its set-aside reserve)

  // --- flow (flow.cpp)
  void pushGain(int p, int mask, int amount, int wheel, int flags);
  void advance();  // runs automatic steps until someone must decide
  void startPhase();
  void endPhase();
  void startResolution(const Resolution& r);
  void revealNext();
  void soloDraw();
  void afterResolutions();
  bool anyTimeAllowed(int p) const;
  void anyTimeActions(int p, std::vector<ludo::Action>& out) const;
  void decisionActions(const Decision& d, std::vector<ludo::Action>& out) const;
  void applyAnyTime(int p, const ludo::Action& a);
  void applyDecision(Decision d, const ludo::Action& a);
  std::vector<int> deciding() const;

  // --- effects (effects.cpp)
  void useAbility(int p, int card, int ability);
  void build(int p, int b, int square);
  void immediate(int p, int b, int square);
  void convertActions(int p, std::vector<ludo::Action>& out) const;
  void convert(int p, const ludo::Action& a);
  void repeatActions(const Decision& d, std::vector<ludo::Action>& out) const;
  void repeatStep(const Decision& d, const ludo::Action& a);

  // --- scoring (scoring.cpp): points doubled (the camp's half points)
  int halfPoints(int p, std::vector<std::pair<int, int>>* byBuilding = nullptr) const;
};

ludo::Action act(int type, int a0 = -1, int a1 = -1, int a2 = -1, int a3 = -1, int a4 = -1, int a5 = -1);
const char* resName(int r);
int resFromName(const std::string& s);
const char* terrainName(int k);
int terrainFromName(const std::string& s);
int buildingFromId(const std::string& s);
int cardFromId(const std::string& s);
const char* stageName(int s);

}  // namespace glassroad
