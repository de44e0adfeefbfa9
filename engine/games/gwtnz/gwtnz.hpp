// Great Western Trail: New Zealand (Alexander Pfister), 2–4 players.
//
// Each turn a player moves a rancher along a one-way branching route towards
// Wellington (phase A, paying the hands of hazards and other players'
// buildings), uses the location reached (phase B: the actions of a neutral or
// own building, or one simple auxiliary action elsewhere; the four steps at
// Wellington: income, delivery, predictions A and B), then draws up to the hand
// limit (phase C). The herd is a deck of sheep cards; workers (shepherds,
// builders, sailors, shearers) widen the actions; the boat upgrades ports on
// the sea board. Filling the last space of the bonus-tile market ends the game.
//
// Reference: the French rulebook (the rules and its
// appendix). Every value the text does not give is listed in ASSUMPTIONS.md.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace gwtnz {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kDiscs = 16;
inline constexpr int kWarehouses = 10;
inline constexpr int kWorkerCols = 5;  // column 0 is printed on the board
inline constexpr int kBuildings = 10;

// Breeds, in data.json's order (checked when the data is read).
enum BreedId : int8_t {
  brShropshire,
  brSouthdown,
  brEnglishLeicester,
  brMerino,
  brDorsetHorn,
  brLincoln,
  brCorriedale,
  brHampshire,
  brRyeland,
  brSuffolk,
  brRomney,
  brPerendale,
  brDrysdale,
  kBreeds
};

enum Worker : int8_t { wShepherd, wBuilder, wSailor, wShearer, kWorkerTypes };
enum Hand : int8_t { handNone, handBlack, handGreen };
enum NodeKind : int8_t { nStart, nNeutral, nBuild, nFlood, nRockfall, nWellington };
enum HazardType : int8_t { hzFlood, hzRockfall };
enum Border : int8_t { bWhite, bBlack };

// Effects of building actions, cards and tiles (the appendix's icons).
enum Op : int8_t {
  opNone,
  opDiscardSame,
  opDiscardBreed,
  opDiscardAnyGold,
  opGold,
  opAux,
  opInvest,
  opHire,
  opShear,
  opBoat,
  opExplore,
  opObjective,
  opBuild,
  opBuySheep,
  opRemoveHazard,
  opGain,
  opMoveRancher,
  opLushGain,
  opLushCert,
  opHazardPairs,
  opDeliver13,
  opDrawDiscard,
  opPerShepherd,
  opPerWarehouse,
  opRomney,
  opToken,
  opCert,
  opWarehouseRange,
  opDiscardAnyCert,  // a risky-terrain action: discard a sheep, 1 certificate (p. 12)
  kOps
};

struct Effect {
  Op op = opNone;
  int8_t n = 0;        // amount, modifier, maximum (-1: the number of workers)
  int8_t gain = 0;     // pounds received by discard actions
  int8_t breed = -1;   // the required breed
  bool flag = false;   // aux: double allowed; shear: unused shearers draw
  bool exact = false;  // shear: exactly n sheep (building H: « Défaussez exactement 1 carte », p. 12)
};
using LocationAction = std::vector<Effect>;  // alternatives separated by "/"
using ActionList = std::vector<LocationAction>;

// Card kinds. Every physical card has an id; its definition says what it is.
enum CardKind : int8_t { ckSheep, ckSupport, ckBonus, ckObjective };
enum Support : int8_t { supSheepdog, supFerry, supKotare, kSupportTypes };
enum BonusAction : int8_t {
  baPoundPerObjective,
  baPoundAndExplore,
  baPoundOrWarehouse3,
  baPoundOrOnDeck,
  baPoundsOrUpgrade,
  baNone
};
// Objective conditions (each owned element fulfils one condition of one card).
enum Cond : int8_t {
  cCounter13,
  cBuilding,
  cBuilding4,
  cShearers2,
  cWarehouse,
  cLincolnCorriedale,
  cHampshireRyeland,
  cFerry,
  cExplore6,
  cFlood,
  kConds
};
enum Immediate : int8_t { imGain4, imExchange2, imCert2, imExplore2, imBoat2 };

struct CardDef {
  CardKind kind = ckSheep;
  int8_t breed = -1;      // sheep
  int8_t support = -1;    // support action card
  int8_t set = 0;         // bonus card set 1..10
  int8_t owner = -1;      // starting cards: the player colour
  int8_t objective = -1;  // objective definition index
  int8_t bonusAction = baNone;
  int8_t vp = 0;
  bool ferry = false;  // counts as a ferry (set 1)
  int16_t def = 0;     // equal for interchangeable cards (same kind, breed, support, set, objective)
};

struct Breed {
  std::string id, color;
  int8_t breeding = 0, wool = 0, vp = 0;
  int8_t colorRank = 0;  // cattle market order
  bool starter = false;
};

struct ObjectiveDef {
  Immediate immediate = imGain4;
  std::vector<Cond> conds;
  int8_t vp = 0, penalty = 0;
};

struct Node {
  NodeKind kind = nStart;
  std::vector<int8_t> next;
  int8_t slot = -1;   // neutral building space index, or hazard zone space index
  int8_t req = 0;     // exploration space needed to build here
  int8_t risky = -1;  // risky-terrain action index
  bool lush = false;
};

struct Counter {
  int8_t value = 0, vp = 0, transport = 0, pounds = 0;
  Border border = bWhite;
  int8_t card = -1;       // CardGain
  int8_t largePort = -1;  // foreign counter unlocked by that large port
  bool repeat = false;
};
// What a counter, a port or a tile hands over.
enum CardGain : int8_t {
  cgNone,
  cgObjective,
  cgRomney,
  cgSheepdog,
  cgFerry,
  cgKotare,
  cgWheel,
  cgBarrel,
  cgBell,
  cgCompass
};

enum PortType : int8_t { ptSmall, ptMedium, ptLarge, ptEnd };
struct Port {
  PortType type = ptSmall;
  int8_t space = 0;
  std::array<int8_t, 4> costs{};
  int8_t cost = 0;
  Border border = bWhite;
  int8_t card = cgNone;
  int8_t vp = 0;
  int8_t large = -1;   // index among large ports
  int8_t medium = -1;  // index among medium ports (harbourmaster space)
};

enum DiscGroup : int8_t {
  dgAux0,
  dgAux1,
  dgAux2,
  dgAux3,
  dgAux4,
  dgMove,
  dgWool,
  dgHand,
  dgCertLimit,
  dgPermCert
};
struct DiscSlot {
  DiscGroup group = dgAux0;
  Border border = bWhite;
  int8_t cost = 0, gain = 0, vp = 0;
};

enum WorkerImmediate : int8_t {
  wiNone,
  wiToken,
  wiPayHampshireRyeland,
  wiBuySheep,
  wiBuild,   // build at 2 pounds per builder (the ordinary cost)
  wiBuild1,  // build at 1 pound per builder
  wiDiscardGold,
  wiBoat5,
  wiRomney,
  wiExplore1,
  wiMarketSheep
};
enum TileEffect : int8_t {
  teJoker,
  tePermCert,
  teTokens3Gold,
  tePermWoolToken,
  teToken,
  teHazard3,
  teGoldMinus4,
  teSheepdogGold2,
  teFerryGold2,
  teExploreKotareGold,
  teRemoveStarter
};
struct BonusTile {
  TileEffect effect = teToken;
  int8_t vp = 0, costMod = 0;
};
struct HazardTile {
  HazardType type = hzFlood;
  int8_t vp = 0;
  Hand hand = handNone;
};
enum HarbourTop : int8_t { htCert, htGain5, htExplore4, htGain3Ferry };
enum HarbourScore : int8_t {
  hsCertificates,
  hsWarehousePairs,
  hsObjectives,
  hsBuildings,
  hsHazards,
  hsFerries,
  hsExplore5,
  hsWorkerPairs
};
struct Harbourmaster {
  HarbourTop top = htCert;
  HarbourScore scoring = hsCertificates;
};
enum PairBonus : int8_t { pbGold1, pbWool1, pbTokens2, pbVp };
struct PersonalBuilding {
  int8_t builders = 0, vp = 0;
  Hand hand = handNone;
  ActionList side[2];
};

// The solo opponent's card actions (A woman of great character, solo rules).
enum SarahAct : int8_t {
  saHireCheapest,
  saHireSpecialty,
  saBuySheep,
  saBuild,
  saInvest,
  saExplore1,
  saExplore2,
  saExplore3,
  saObjective,
  saHazard,
  saBuySheepOrLinCor,
  saBuildOr1,
  saSailors,
  saShearersLincoln,
  saBuySheepPlus2OrLinCorDorset,
  saBuildOr2,
  saShearersRyeland
};
inline constexpr int kSarahSpecialty = 4;              // SarahCard::moveType: the specialty's workers
inline constexpr int8_t kLinCor = 100, kHamRye = 101;  // Sarah's market: either breed
struct SarahCard {
  int8_t number = 0, move = 0;
  int8_t moveType = -1;  // -1 fixed, a worker type, or kSarahSpecialty
  std::vector<SarahAct> actions;
};

// Everything read from data.json, once.
struct Data {
  int version = 1;
  std::vector<Node> nodes;
  int wellington = 0;
  std::vector<ActionList> risky;
  std::vector<Breed> breeds;
  std::array<int, 5> marketSize{};  // by player count
  std::vector<CardDef> cards;       // every physical card, by id
  int starterFirst = 0, marketFirst = 0, supportFirst = 0, bonusFirst = 0, objectiveFirst = 0, cardCount = 0;
  std::vector<ActionList> supportEffect;
  std::vector<ObjectiveDef> objectives;  // 24 cards, then the objective bonus sets 8, 9, 10
  std::array<int8_t, 11> bonusSetObjective{};
  std::array<int, 4> headerCost{};
  std::array<int, 5> stackSize{};
  std::array<ActionList, 8> neutralI, neutralII;
  std::array<bool, 8> doubleSided{};
  std::array<PersonalBuilding, kBuildings> personal;
  std::array<DiscSlot, kDiscs> discs;
  std::array<int8_t, 5> auxGrey{};
  int handLimit = 4, certLimit = 3, certLimitUnlocked = 5, goldLimit = 5, startGold = 1;
  std::array<int, 5> movement{};
  std::array<int, 4> startMoney{}, startHand{};
  std::array<PairBonus, 5> pairBonus{};
  std::array<int8_t, 5> pairVp{};
  std::array<std::array<WorkerImmediate, kWorkerCols>, kWorkerTypes> workerSlot{};
  std::vector<int8_t> jobCost, bonusCost;
  int markerStart = 1;
  std::vector<int8_t> arrows;  // 0 black, 1 yellow, 2 turquoise, 3 red; after each bonus-market row
  int workersPerType = 7;
  std::vector<HazardTile> hazards;
  std::vector<BonusTile> bonusTiles;
  std::vector<Counter> delivery, wool;
  std::vector<std::array<int8_t, 3>> greenArrows, yellowArrows;
  std::vector<std::vector<int8_t>> seaAdj;
  int seaSpaces = 0;
  std::vector<Port> ports;
  int largeCount = 0, mediumCount = 0;
  std::vector<Harbourmaster> harbour;
  std::vector<int8_t> exploreVp, exploreGold;
  std::array<int, 5> movementTileAt{};
  int exploreChoice = 11, exploreLast = 16;
  std::vector<SarahCard> sarahCards;
  std::array<std::vector<int8_t>, 3> sarahRemove;
  std::array<int8_t, 3> sarahFirst{};
  std::vector<std::vector<int8_t>> sarahMarket;  // by shepherds: breeds (or kLinCor, kHamRye)
  std::array<int8_t, kWorkerCols> sarahColumnBonus{};
  std::array<int8_t, 6> sarahSailorBonus{};
  std::array<int8_t, kWorkerCols> sarahSailorSlot{}, sarahShearerSlot{};  // 1: medium port, 2: wool counter
  int sarahWoolCounter = 1, sarahDiscs = 15;
  int breedIndex(const std::string& id) const;
};
// The data, read on first use; inline because rules code asks for it in every loop.
const Data& loadData();
extern const Data* gData;
inline const Data& data() { return gData ? *gData : loadData(); }

std::unique_ptr<ludo::Game> makeGame();

}  // namespace gwtnz
