// The state of one game of Great Western Trail: New Zealand and its rules.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/decision.hpp"
#include "gwtnz.hpp"

namespace gwtnz {

using ludo::Action;
using ludo::Decision;
using Cards = std::vector<int16_t>;

// Action types; their JSON names are in io.cpp.
enum ActionType : int16_t {
  aPass,
  aDiscard,
  aDisc,
  aPlace,
  aStep,
  aLocation,
  aAux,
  aIncome,
  aDeliver,
  aPredict,
  aHire,
  aInvest,
  aJoker,
  aHarbour,
  aBuy,
  aRefill,
  aBuild,
  aBoat,
  aUpgrade,
  aShear,
  aShearDraw,
  aWool,
  aDraw,
  aChoose,
  aObjective,
  aHazard,
  aWarehouse,
  aPlayCard,
  aBuyBonus,
  aExchange,
  aTakeCard,
  kActionTypes
};

// Decision kinds, in the order of the DecisionTable (flow.cpp). Auto kinds
// (no choice) are resolved by settle().
enum Kind : int16_t {
  dFirstDiscard,
  dFirstDisc,
  dFirstPlace,
  dPhaseA,
  dMove,
  dPhaseB,
  dIncome,
  dDeliver,
  dPredict,
  dWellEnd,
  dEndTurn,
  dHire,
  dInvest,
  dJoker,
  dHarbour,
  dBuy,
  dBuild,
  dBoat,
  dShear,
  dWool,
  dDrawUpTo,
  dDiscardN,
  dExplore11,
  dObjective,
  dHazard,
  dAux,
  dWarehouseRange,
  dChoice,
  dDiscardFor,
  dAutoDraw,
  dTakeCard,
  kKinds
};

// A disc slot argument at or above this: the disc of medium port (slot - kPortDisc), p. 19.
inline constexpr int kPortDisc = 100;

// Prediction / bag tile codes: 0..3 a worker type, 100+ a hazard tile, 200+ a bonus tile.
inline constexpr int16_t kHazardCode = 100, kBonusCode = 200;

struct Player {
  int money = 0, gold = 0, certs = 0, tokens = 0, explore = 0;
  int8_t rancher = -1;   // route node, -1 before the first placement
  int8_t moveTile = 0;   // 0 none, 1 received (+1), 2 flipped (+2)
  bool taxFree = false;  // taxes tile flipped (exploration 11)
  bool exploreChoiceDone = false;
  bool firstTurnDone = false;
  bool marker = false;                         // holds the bonus-tile market marker
  bool onDeck = false;                         // bonus set 5: cards acquired this turn go on the draw pile
  uint16_t discsOff = 0;                       // removed player-board discs
  uint16_t warehousesOff = 0;                  // warehouse slots emptied
  std::array<int8_t, kWorkerTypes> workers{};  // including the printed first column
  uint16_t buildingsLeft = 0;                  // personal buildings beside the board
  int8_t permCert = 0, permWool = 0;           // from tiles (board slots are counted from discsOff)
  Cards deck, hand, discard, objectives;       // objectives: the played objective zone
  std::vector<int8_t> hazards, bonusTiles, harbourmasters;
  std::array<int8_t, 10> delivered{};  // discs per delivery counter
  std::array<int8_t, 5> woolDone{};    // discs per wool counter
  uint32_t portsMask = 0;              // ports upgraded by this player
  int8_t mediumDiscs = 0;              // discs on medium ports
};

class GwtState : public ludo::State {
 public:
  // --- data ---------------------------------------------------------------
  int n = 2;
  bool solo = false;              // one player against Sarah (pl[kSarah])
  int difficulty = 1;             // Sarah: 0 easy, 1 medium, 2 hard
  Cards sarahDeck, sarahDiscard;  // Sarah's 17 cards (numbers 1..17)
  int8_t specialty = 0;           // Sarah's specialty (a worker type)
  int8_t sarahNext = 0;           // Sarah's next local delivery counter
  int8_t sarahDiscs = 0;          // discs left in Sarah's reserve
  std::vector<std::string> names;
  ludo::Rng rng;
  bool firstGame = false;
  bool delivery13 = false;  // option: building 10a's counter 13 is a local delivery counter (ASSUMPTIONS.md)
  bool marketHamRye6 =
      false;  // option: a Hampshire or Ryeland for 6 pounds with 2 shepherds (ASSUMPTIONS.md)
  std::array<int8_t, kBuildings> side{};  // personal building sides (0 a, 1 b), shared
  std::array<Player, kMaxPlayers> pl;
  int current = 0;
  bool finished = false;
  bool endTriggered = false;
  int finalTurnsLeft = 0;
  // route
  std::array<int8_t, 40> nodeOwner{}, nodeBuilding{}, nodeHazard{};
  std::array<int8_t, 8> neutralAt{};  // tile letter on each neutral space
  bool flipped = false;
  std::array<int8_t, 4> floodNode{}, rockNode{};  // hazard zone spaces, by number
  // Wellington
  std::array<std::array<bool, 4>, 8> job{};  // job market [row][worker type]
  std::array<std::array<int8_t, 4>, 8> bonusMarket{};
  int markerRow = 1;
  std::array<int16_t, 4> predict{};  // A0, A1, B0, B1 (-1 empty)
  Cards bagA, bagB;
  Cards marketDeck, market, objectiveDeck, objectiveOffer;
  std::array<Cards, kSupportTypes + 1> supportPile;  // sheepdog, ferry, kotare, romney
  std::array<Cards, 4> bonusStack;
  int movementTiles = 0;
  // sea
  std::array<int8_t, kMaxPlayers> boat{};
  std::array<int8_t, 8> harbourAt{};        // harbourmaster tile on each medium port (-1 none)
  std::array<int8_t, 20> portWarehouses{};  // warehouses on each port
  ludo::DecisionStack stack;
  bool revealed = false;  // this action revealed chance or hidden information

  static constexpr int kSarah = 1;
  // The player count the set-up and the boards use (solo: the 2-player values).
  int np() const { return solo ? 2 : n; }
  // Seats and Sarah, in turn order.
  int participants() const { return solo ? 2 : n; }

  // --- the contract ---------------------------------------------------------
  LUDO_STATE_CONTRACT(GwtState);
  int numPlayers() const override { return n; }
  bool over() const override { return finished; }
  ludo::Json publicAction(int player, const Action& action) const override;

  // --- setup.cpp ------------------------------------------------------------
  void setup(const ludo::Setup& s);
  // --- flow.cpp -------------------------------------------------------------
  void push(Kind k, int p, int a = 0, int b = 0, int c = 0, int d = 0, uint32_t mask = 0);
  void settle();
  void startTurn(int p);
  void endTurn();
  bool freeWindow(const Decision& d) const;  // cards and gold may be played now
  void addAnytime(int p, bool cards, std::vector<Action>& out) const;
  bool applyAnytime(int p, const Action& a);
  // --- map.cpp --------------------------------------------------------------
  bool isLocation(int node) const;
  void nextLocations(int node, std::vector<int>& out) const;
  int movementLimit(int p) const;
  void payTaxes(int p, int node);
  void arrive(int p, int node);  // a movement ended: phase B there
  const ActionList* locationActions(int p, int node, ActionList& scratch) const;
  bool canDo(int p, const Effect& e) const;
  void addEffectChoices(int p, const Effect& e, int act, int alt, std::vector<Action>& out) const;
  void doEffect(int p, const Effect& e, int choice, int location);
  // --- wellington.cpp -------------------------------------------------------
  int breedMaskInHand(int p) const;
  int breedingValue(int p, int mask) const;
  void income(int p, int mask, int certsSpent);
  void addDeliveries(int p, int value, bool wool, std::vector<Action>& out) const;
  int counter13() const;
  void deliver(int p, int counter, int slot, bool wool);
  void placePrediction(int p, int16_t tile);
  void refillPredictions();
  void moveMarker(int p);
  void triggerEnd(int p);
  void refillMarket();
  // --- board.cpp (player board: discs, workers, certificates, gold) ---------
  int freeSlots(int p, int aux) const;
  int handLimit(int p) const;
  int certLimit(int p) const;
  int permanentCerts(int p) const;
  int permanentWool(int p) const;
  int workerCount(int p, int type) const { return pl[p].workers[type]; }
  bool discAllowed(int p, int slot, Border target, int extraCost) const;
  void removeDisc(int p, int slot);
  void addPortDiscs(int p, ActionType type, int target, std::vector<Action>& out) const;
  void takeDiscFromPort(int p, int port);
  void addCerts(int p, int k);
  void addGold(int p, int k);
  void addExplore(int p, int k);
  void placeWorker(int p, int type);
  // --- cards.cpp ------------------------------------------------------------
  int drawCards(int p, int k);
  void discardCard(int p, int card);
  void gainCard(int p, int card);
  bool gainFromPile(int p, int cardGain);
  int handCardOfBreed(int p, int breed) const;
  bool isSheep(int card) const;
  void addCardPlays(int p, std::vector<Action>& out) const;
  void playCard(int p, int card, int option);
  void buyBonusCard(int p, int stack);
  void takeObjective(int p, int index);
  // --- hiring.cpp -------------------------------------------------------------
  void addHires(int p, int mod, std::vector<Action>& out) const;
  void hire(int p, int row, int type, int mod);
  void addInvests(int p, int mod, std::vector<Action>& out) const;
  void invest(int p, int row, int col, int mod);
  void workerImmediate(int p, int type, int col);
  void offerCard(int p, int pile);  // an optional card from a support pile
  void addHazardChoices(int p, int cost, std::vector<Action>& out) const;
  void takeHazard(int p, int node, int cost);
  // --- sheep.cpp ------------------------------------------------------------
  void addBuys(int p, int shepherds, std::vector<Action>& out) const;
  int buy(int p, int option, int b1, int b2);
  // Every set of distinct breeds to shear, at most maxBreeds (exactly, if `exact`).
  void addShears(int p, int maxBreeds, bool exact, std::vector<Action>& out) const;
  int woolValue(int p, int mask) const;
  void marketTake(int p, int breed);
  // --- buildings.cpp ----------------------------------------------------------
  void addBuilds(int p, int perBuilder, bool plusOne, std::vector<Action>& out) const;
  void build(int p, int building, int node, int perBuilder);
  int lushBuildings(int p) const;
  // --- boat.cpp ---------------------------------------------------------------
  int seaDistance(int from, int to) const;
  void addBoatMoves(int p, int moves, std::vector<Action>& out, int cameFrom = -1) const;
  void addUpgrades(int p, int port, std::vector<Action>& out) const;
  void upgrade(int p, int port, int slot);
  int smallPortCost(int port) const;
  // --- sarah.cpp (the solo opponent) -------------------------------------------
  void sarahWorker();
  void sarahSetup();
  void sarahTurn();
  void sarahWellington();
  int sarahObjectiveVp() const;
  // --- scoring.cpp ------------------------------------------------------------
  std::array<int, 12> breakdown(int p) const;
  // Category 8; `added`: the herd objectives added to the zone (step 8).
  int objectiveScore(int p, int* added = nullptr) const;

 private:
  void applyDecision(int p, const Action& a);
};

}  // namespace gwtnz
