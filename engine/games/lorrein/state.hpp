// Lorrein internals: kinds of things, data tables, the state and its rules (see lorrein.hpp).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/decision.hpp"
#include "core/game.hpp"

namespace lorrein {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kPlateSide = 3;      // a plate is 3 x 3 landscapes (ASSUMPTIONS.md)
inline constexpr int kMaxTiles = 54;      // 6 plates
inline constexpr int kMaxVertices = 40;   // 9 x 6 landscapes: 8 x 5 inner corners
inline constexpr int kKinds = 5;          // landscapes = raw materials = product cards = bead colours
inline constexpr int kWorkshopKinds = 4;  // sawmill, stonecutter, tannery, mill
inline constexpr int kFarms = 5;          // "Chaque joueur peut construire cinq fermes"
inline constexpr int kDuchies = 3;        // "Chaque joueur peut construire trois duchés"
inline constexpr int kWorkshops = 6;      // 4 x 6 workshops in the box
inline constexpr int kRawPerKind = 10;    // 10 of each raw material in the box
inline constexpr int kBeadCap = 4;        // beads of one colour in the box (ASSUMPTIONS.md)
inline constexpr int kRedBeads = 2;
// Trading has no limit in the rules (« sans limites »); the bots make at most this many offers
// per turn, with at most this many items a side (bot.cpp, ASSUMPTIONS.md).
inline constexpr int kBotOffersPerTurn = 2;
inline constexpr int kBotOfferItems = 6;
inline constexpr int kRoundLimit = 100;  // safety end (ASSUMPTIONS.md)

// Landscapes, raw materials, product cards and bead colours share one index.
enum Kind : int8_t { kForest, kRiver, kMeadow, kField, kLavender };
// raw: wood, stone, cow, wheat, lavender; product: plank, slate, leather, flour, medicine;
// bead: brown, blue, green, yellow, purple (+ red = 5).
inline constexpr int kRed = 5;
// Goods as one index: raw 0..4, product 5..9.
inline constexpr int kGoods = 10;
inline int rawGood(int k) { return k; }
inline int productGood(int k) { return kKinds + k; }

enum Building : int8_t { bNone, bFarm, bWorkshop, bWitchery };
// What a build action builds (JSON "building").
enum BuildKind : int8_t {
  buSawmill,
  buStonecutter,
  buTannery,
  buMill,
  buFarm,
  buWitchery,
  buDuchy,
  kBuildKinds
};

enum GameLength : int8_t { glShort, glLong, glContinued, glContinuedLong };
enum Annexation : int8_t { anOff, anAfterSecondRound, anFromStart, anAfterSecondTurn };

struct Cost {
  std::array<int8_t, kGoods> goods{};
};

struct Mission {
  std::string id;
  // requirements (upper half, then lower half): workshops by type, workshops of any type,
  // farms, duchies, large duchies, a witchery
  struct Half {
    std::array<int8_t, kWorkshopKinds> ws{};
    int8_t anyWs = 0, farms = 0, duchies = 0, large = 0, witchery = 0;
  };
  Half upper, lower;
};

struct StartCard {
  int number = 0;
  int piece = 0;  // BuildKind: a workshop kind or buWitchery
};

struct Data {
  std::vector<std::array<int8_t, 9>> plates;  // landscapes, row-major
  std::array<Cost, kBuildKinds> cost{};
  Cost enlarge, moveWitchery;
  std::array<int8_t, kKinds> productCards{};
  std::vector<StartCard> starts;
  std::vector<Mission> missions;
  int version = 1;
};
const Data& data();

struct Tile {
  int8_t land = 0;
  int8_t building = bNone;
  int8_t owner = -1;
  int8_t annexed = 0;
};

struct Vertex {
  int8_t owner = -1;  // duchy owner
  int8_t large = 0;
};

struct Player {
  std::array<int8_t, kGoods> goods{};
  int8_t mission = -1;
  int8_t missionRevealed = 0;
  int8_t start = -1;    // start card index
  int8_t offers = 0;    // offers made this turn, up to 127 (the bots make at most kBotOffersPerTurn)
  int8_t done = 0;      // mission fulfilled this turn (checked at the end of construction)
  int8_t missions = 0;  // missions fulfilled (continued game)
};

struct Offer {
  int8_t from = -1, to = -1;
  std::array<int8_t, kGoods> give{}, take{};
  std::array<int8_t, kWorkshopKinds> use{};  // proposer's raw processed in the addressee's workshop
  int items(int side) const;
};

enum Stage : int8_t { stPlace, stHarvest, stBuild, stFood, stOver };

enum DecisionKind : int16_t { dPlace, dWindow, dBowl, dCompose, dAnswer, dFood, dTrim, kDecisionKinds };

enum ActionType : int16_t {
  aPlace = 1,
  aThrow,
  aSwapBead,
  aBowlDone,
  aBuild,
  aEnlarge,
  aMoveWitchery,
  aProcess,
  aTransform,
  aSwapMission,
  aFight,
  aEndConstruction,
  aEat,
  aHunger,
  aRemoveWorkshop,
  aAddRedBead,
  aMetamorphose,
  aPass,
  aOffer,
  aOfferAdd,
  aOfferSend,
  aOfferCancel,
  aAccept,
  aRefuse,
  aCounter,
  kActionTypes
};
enum HungerOption : int8_t { hRemoveWorkshop, hReduceDuchy, hRemoveDuchy };
enum OfferSide : int8_t { sGive, sTake, sUse };

class LorreinState : public ludo::State {
 public:
  // --- set-up (setup.cpp)
  void setup(const ludo::Setup& s);
  void readOptions(const ludo::Json& options);

  // --- contract
  LUDO_STATE_CONTRACT(LorreinState);
  int numPlayers() const override { return n; }
  bool over() const override { return stage == stOver; }
  ludo::Json publicAction(int player, const ludo::Action& action) const override;

  // --- rules state (plain data)
  int n = 2;
  int width = 6, height = 6;  // in landscapes
  GameLength length = glShort;
  Annexation annexation = anOff;
  bool bowlChange = false, bowlAddition = false, masterCraftsman = false;
  bool redAfterRound = false;      // option: the red bead after the second round, not turn
  bool publicAgain = false;        // option: a kind whose workshops are all gone is public again
  bool offersBeforeThrow = false;  // option: the before-the-throw window opens to every player
  Stage stage = stPlace;
  int active = 0;  // whose turn
  int first = 0;   // the lowest start number: first turn of each round
  int round = 0;   // 0-based
  int turns = 0;   // turns finished since the start placement ("tour du jeu": one player's turn)
  std::array<int8_t, kWorkshopKinds> placedKinds{};  // a workshop of that kind was ever placed
  std::array<Tile, kMaxTiles> tiles{};
  std::array<Vertex, kMaxVertices> vertices{};
  std::array<int8_t, kKinds + 1> bowl{};  // beads by colour (red last)
  int8_t redExtra = 0;                    // red beads added with medicine this turn
  std::array<int8_t, 3> drawn{{-1, -1, -1}};
  int8_t bowlLocked = 0;  // another player changed the bowl this turn
  std::array<Player, kMaxPlayers> pl{};
  std::vector<int8_t> missionPile;  // top is the back
  Offer offer;                      // the offer being composed or answered
  std::vector<int8_t> winOrder;     // players who fulfilled a mission, in order
  ludo::DecisionStack stack;
  ludo::Rng rng;
  std::vector<std::string> names;
  bool barrier_ = false;
  int steps_ = 0;  // actions applied: keys the playout-weight cache below
  struct WeightCache {
    int step = -1, player = -1;
    bool workshop[kWorkshopKinds] = {};
    bool unmakeable[kKinds] = {};  // product cards the player cannot make (processing)
    bool farm = false, witchery = false, duchy = false, enlarge = false, lavenderFarm = false;
  };
  mutable WeightCache weightCache_;
  void fillWeightCache(int p) const;
  double transformWeight(int p, int from, int to) const;
  double foodInReach(int p) const;
  double hungerRisk(int p) const;
  double goodsWorth(int p) const;
  double farmInputWeight(int p, int from, int to) const;

  // --- board (board.cpp): geometry, workshops per duchy, annexation
  int tileCount() const { return width * height; }
  int vertexCount() const { return (width - 1) * (height - 1); }
  void vertexTiles(int v, std::array<int, 4>& out) const;
  void tileVertices(int t, std::vector<int>& out) const;  // inner corners of a tile
  bool tilesAdjacent(int a, int b) const;
  bool touchesOwnDuchy(int p, int t) const;
  bool touchesOtherDuchy(int p, int t) const;
  int strength(int p, int t) const;  // duchies of p around tile t, a large one counting 2
  bool workshopsFit(int p, int extraTile = -1, int removedTile = -1) const;
  int matchedWorkshops(int p, int extraTile, int removedTile, int* count = nullptr) const;
  int countWorkshops(int p, int kind = -1) const;
  // Workshops by owner and kind, in one pass.
  void workshopCensus(std::array<std::array<int8_t, kWorkshopKinds>, kMaxPlayers>& out) const;
  int countFarms(int p) const;
  int countDuchies(int p, bool largeOnly = false) const;
  int witcheryTile(int p) const;
  int millOwner() const;
  bool afterSecondTurn() const;
  bool annexationOn() const;
  void annexAround(int p, int v);

  // --- goods (processing.cpp)
  int held(int good) const;    // in all players' hands
  int supply(int good) const;  // left in the box
  void gain(int p, int good, int k);
  void processActions(int p, std::vector<ludo::Action>& out) const;
  void process(int p, int kind);
  int processYield(int p, int kind, bool ownWorkshop) const;
  bool publicWorkshop(int kind,
                      const std::array<std::array<int8_t, kWorkshopKinds>, kMaxPlayers>& census) const;

  // --- flow (flow.cpp)
  void anyTimeActions(int p, std::vector<ludo::Action>& out) const;
  bool applyAnyTime(int p, const ludo::Action& a);
  void startTurn();
  void endTurn();
  void pushDecision(int kind, int player, int a = 0, int b = 0, int c = 0, int d = 0);

  // --- set-up placement (setup.cpp)
  void placeLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const;
  void placeApply(const ludo::Decision& d, const ludo::Action& a);

  // --- harvest (harvest.cpp)
  void throwBeads();
  void windowLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const;
  void windowApply(const ludo::Decision& d, const ludo::Action& a);
  void bowlLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const;
  void bowlApply(const ludo::Decision& d, const ludo::Action& a);
  int farmColourMask(int p) const;
  bool redBeadIn() const;

  // --- construction (construction.cpp)
  bool canAfford(int p, const Cost& c) const;
  void pay(int p, const Cost& c);
  void buildActions(int p, std::vector<ludo::Action>& out) const;
  void build(int p, int kind, int where);
  void enlarge(int p, int v);

  // --- food (food.cpp)
  int foodNeed(int p) const;
  void foodLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const;
  void foodApply(const ludo::Decision& d, const ludo::Action& a);
  void trimLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const;
  void trimApply(const ludo::Decision& d, const ludo::Action& a);

  // --- trade (trade.cpp)
  void offerStartActions(int p, std::vector<ludo::Action>& out) const;
  void composeLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const;
  void composeApply(const ludo::Decision& d, const ludo::Action& a);
  void answerLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const;
  void answerApply(const ludo::Decision& d, const ludo::Action& a);
  void startOffer(int p, int to);  // an offer or a counter-offer from p to `to`
  bool offerValid() const;

  // --- witchery (witchery.cpp)
  void medicineActions(int p, bool ownTurn, std::vector<ludo::Action>& out) const;
  bool applyMedicine(int p, const ludo::Action& a);
  void drawMission(int p);

  // --- missions and scores (scoring.cpp)
  bool halfMet(int p, const Mission::Half& h) const;
  bool missionMet(int p) const;
  double missionProgress(int p) const;
  Mission::Half requirement(int p) const;
};

const ludo::DecisionTable<LorreinState>& decisions();

inline ludo::Action act(int type, int a0 = -1, int a1 = -1, int a2 = -1, int a3 = -1) {
  return ludo::makeAction(type, {a0, a1, a2, a3}, -1);
}
const char* kindName(int k);  // landscape
const char* rawName(int k);
const char* productName(int k);
const char* beadName(int k);
const char* goodName(int g);
const char* buildName(int b);
int goodFromName(const std::string& s);
int beadFromName(const std::string& s);
int buildFromName(const std::string& s);
int indexOf(const char* const* names, int count, const std::string& s);

}  // namespace lorrein
