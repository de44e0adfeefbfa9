// The Glass Road state: plain data, the engine contract, then the rules
// helpers grouped by the file that defines them (see glassroad.hpp).
#pragma once
#include <string>
#include <vector>

#include "core/decision.hpp"
#include "glassroad.hpp"

namespace glassroad {

class GlassState;
using Decisions = ludo::DecisionTable<GlassState>;
const Decisions& decisionTable();  // flow.cpp: one line per decision kind

class GlassState : public ludo::State {
 public:
  // --- rules state (plain data)
  int n = 2;
  bool solo = false;
  bool beginner = false;
  bool beginnerRefill = false;  // option: the beginner piles take the other tiles when empty
  bool tavernAtTavern = false;  // option: a copied effect counts adjacency around the tavern
  int phases = 4;
  int phase = 0;       // 0-based
  int round = 0;       // 0..2 (3–4 players)
  int first = 0;       // holder of the first-player glass
  int turnPlayer = 0;  // 2 players: whose turn to play a card
  int revealIdx = 0;   // 3–4 players: how many cards revealed this round
  int slotsPerRow = 4;
  Stage stage = stPick;
  std::array<std::array<int16_t, kSlotsMax>, 3> board{};
  std::array<std::vector<int16_t>, 3> pile, aside;
  std::vector<int16_t> removed;  // tiles out of the game (private-offer removals; beginner: non-chapel tiles)
  std::array<Player, kMaxPlayers> pl{};
  std::vector<Resolution> queue;  // cards to resolve, in order
  int queueIdx = 0;
  Stage resumeStage = stPick;  // where play continues once the queue is resolved
  ludo::DecisionStack decisions;
  ludo::Rng rng;
  std::vector<std::string> names;
  bool barrier_ = false;  // set while applying: chance or hidden information revealed

  // --- setup (setup.cpp)
  void setup(const ludo::Setup& s);

  // --- contract
  LUDO_STATE_CONTRACT(GlassState);
  int numPlayers() const override { return n; }
  bool over() const override { return stage == stOver; }
  // bot.cpp: solo playouts take the best-valued action one step in two.
  double greedyPlayoutShare() const override;
  ludo::Json publicAction(int player, const ludo::Action& action) const override;
  double gameLeft() const;  // bot.cpp: share of the card plays still to come, 1 → 0

  // --- flow (flow.cpp)
  std::vector<int> deciding() const;
  void advance();  // runs automatic steps until someone must decide
  bool autoResolveTop();
  bool advanceStage();
  void stageActions(int player, std::vector<ludo::Action>& out) const;
  void applyStage(int player, const ludo::Action& a);
  void playTwo(int player, int card);
  void startPhase();
  void endPhase();
  void revealNext();
  void soloDraw();
  void afterResolutions();
  int handTarget() const;
  int handSize(int p) const;

  // --- craftsman cards (cards.cpp)
  void startResolution(const Resolution& r);
  void useAbility(int p, int card, int ability);

  // --- production wheels (wheels.cpp)
  void pushGain(int p, int mask, int amount, int wheel, int flags);
  bool gainPossible(const ludo::Decision& d) const;
  int gainCap(int p, int r, int w) const;
  void give(int p, int r, int w, int k);
  void take(int p, int r, int w, int k);
  void settle(int p);  // automatic wheel rotation (p. 7)
  bool settled(int p) const;
  bool midTransaction(int p) const;  // a gain of p is pending: its wheels wait

  // --- landscape (landscape.cpp)
  void pushPlaceTerrain(int p, int mask, int adjTo = -1, int count = 1);
  bool placementPossible(const ludo::Decision& d) const;
  int count(int p, int kind) const;  // squares of a kind
  int forestCount(int p) const;
  int tileBuildings(int p) const;  // building tiles on squares (upgrades excluded)
  bool hasBuilding(int p, int b) const;
  int squareOf(int p, int b) const;  // square holding building b (or the base it upgrades)
  bool hasEmptySquare(int p) const;
  void removeForest(int p, int forest);
  std::vector<int> forests(int p) const;  // forest tiles on the landscape, each once

  // --- buildings (buildings.cpp)
  void pushBuild(int p);
  bool canAfford(int p, int b) const;
  void build(int p, int b, int square);
  void drawInto(int row, std::vector<int16_t>& dest);  // one tile from a pile (or its set-aside reserve)

  // --- immediate buildings (immediate.cpp)
  void immediate(int p, int b, int square);

  // --- permanent actions: conversions and clearing terrain (conversions.cpp)
  bool anyTimeAllowed(int p) const;
  void anyTimeActions(int p, std::vector<ludo::Action>& out) const;
  void applyAnyTime(int p, const ludo::Action& a);
  void convertActions(int p, std::vector<ludo::Action>& out) const;
  void convert(int p, const ludo::Action& a);

  // --- scoring (scoring.cpp): points doubled (the camp's half points)
  int halfPoints(int p, std::vector<std::pair<int, int>>* byBuilding = nullptr) const;
};

// Several gains forming one transaction: resolved in the order given, the
// wheels turn only after the last one (p. 7). wheels.cpp.
struct GainSpec {
  int mask, amount, wheel;
};
void gains(GlassState& s, int p, std::initializer_list<GainSpec> list);
constexpr int resMask(int r) { return 1 << r; }
inline constexpr int kBasicMask =
    resMask(rSand) | resMask(rFood) | resMask(rCoal) | resMask(rWater) | resMask(rWood) | resMask(rClay);
inline constexpr int kAllTerrain = (1 << sqQuarry) | (1 << sqGrove) | (1 << sqPond);

// Each decision kind's legal answers, apply and view fields, next to the rule
// that pushes it; flow.cpp lists them in one DecisionTable.
void cardPayLegal(const GlassState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void cardPayApply(GlassState& s, const ludo::Decision& d, const ludo::Action& a);
void cardPayJson(const GlassState& s, const ludo::Decision& d, ludo::Json& out);
void cardAbilityLegal(const GlassState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void cardAbilityApply(GlassState& s, const ludo::Decision& d, const ludo::Action& a);
void cardAbilityJson(const GlassState& s, const ludo::Decision& d, ludo::Json& out);
void gainLegal(const GlassState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void gainApply(GlassState& s, const ludo::Decision& d, const ludo::Action& a);
void gainJson(const GlassState& s, const ludo::Decision& d, ludo::Json& out);
void placeTerrainLegal(const GlassState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void placeTerrainApply(GlassState& s, const ludo::Decision& d, const ludo::Action& a);
void placeTerrainJson(const GlassState& s, const ludo::Decision& d, ludo::Json& out);
void buildLegal(const GlassState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void buildApply(GlassState& s, const ludo::Decision& d, const ludo::Action& a);
void repeatLegal(const GlassState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void repeatApply(GlassState& s, const ludo::Decision& d, const ludo::Action& a);
void repeatJson(const GlassState& s, const ludo::Decision& d, ludo::Json& out);
void tavernLegal(const GlassState& s, const ludo::Decision& d, std::vector<ludo::Action>& out);
void tavernApply(GlassState& s, const ludo::Decision& d, const ludo::Action& a);
void tavernJson(const GlassState& s, const ludo::Decision& d, ludo::Json& out);

// A decision record of one kind for seat p.
inline ludo::Decision decision(int kind, int p, int a = 0, int b = 0, int c = 0, int d = 0) {
  return ludo::makeDecision(kind, p, a, b, c, d);
}

}  // namespace glassroad
