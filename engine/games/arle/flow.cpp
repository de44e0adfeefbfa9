// The half-year cycle ("Déroulement de la partie", p. 5-8): phases, turn
// order, who decides, the end of the game; the decision table of the game.
#include <algorithm>

#include "state.hpp"

namespace arle {

using ludo::Action;

namespace {

// Every decision kind, indexed by Kind (one line each; see the files named in state.hpp).
const ludo::DecisionTable<ArleState>& table() {
  static const ludo::DecisionTable<ArleState> t{{"none", nullptr, nullptr, nullptr},
                                                kGrocerDecision,
                                                kColonistDecision,
                                                kExtractDecision,
                                                kAmountDecision,
                                                kDikeAnimalDecision,
                                                kFarmerPloughDecision,
                                                kFarmerFieldsDecision,
                                                kForesterDecision,
                                                kBuildDecision,
                                                kCarpenterSummerDecision,
                                                kWoodTraderDecision,
                                                kMasterDecision,
                                                kUpgradeDecision,
                                                kLaborerSummerDecision,
                                                kLaborerWinterDecision,
                                                kVehicleDecision,
                                                kWainwrightBoatDecision,
                                                kCarpenterWinterDecision,
                                                kButcherDecision,
                                                kCattleDecision,
                                                kAnyAnimalDecision,
                                                kBuildersMerchantDecision,
                                                kSmithyDecision,
                                                kFarmersInnDecision,
                                                kJunkDecision,
                                                kPloughMakerDecision,
                                                kSaleDecision,
                                                kFeedAnimalDecision,
                                                kOverflowDecision,
                                                kMakeRoomDecision,
                                                kArrangeDecision};
  return t;
}

// Inside these decisions nothing else happens until they are answered: a sale
// is made at once (p. 11), animals that found no place or pay for food are
// chosen now, a full barn is emptied now, a rearrangement is finished first.
bool exclusive(int kind) {
  return kind == kAskOverflow || kind == kAskFeedAnimals || kind == kAskSale || kind == kAskMakeRoom ||
         kind == kAskArrange;
}

const char* kPhaseIds[] = {"work", "endWork", "beforeNovember", "subsistence", "final", "over"};

}  // namespace

const ludo::DecisionTable<ArleState>& decisionTable() { return table(); }
const char* phaseId(int phase) { return kPhaseIds[phase]; }

void ArleState::push(int p, int kind, int a, int b, int c, uint32_t mask) {
  decisions.push(ludo::makeDecision(kind, p, a, b, c, 0, mask));
}

void ArleState::pendingLegal(Actions& out) const {
  if (!decisions.empty()) table().legal(*this, decisions, decisions.top().player, out);
}

void ArleState::answerPending(const Action& a) { table().apply(*this, decisions, a); }

void ArleState::startHalfYear() {
  occ.fill(-1);
  phase = kPhaseWork;
  step = 0;
  specialBy = -1;
  for (auto& P : pl) P.done = false;
}

int ArleState::nextFirstPlayer() const {
  if (nP == 1) return 0;
  // p. 6: the opponent of whoever used the special action; otherwise the marker changes hands.
  return specialBy >= 0 ? 1 - specialBy : 1 - fp;
}

int ArleState::decider() const {
  if (phase == kPhaseOver) return -1;
  if (!decisions.empty()) return decisions.top().player;
  return orderAt(step);
}

void ArleState::decidingSeats(std::vector<int>& out) const {
  out.clear();
  const int d = decider();
  if (d >= 0) out.push_back(d);
}

ludo::Turn ArleState::turn() const {
  ludo::Turn t;
  decidingSeats(t.deciding);
  t.phase = kPhaseIds[phase];
  if (!decisions.empty()) t.phase = "pending";
  return t;
}

void ArleState::endWorkPhase() {
  step = 0;
  if (summer()) {
    phase = kPhaseBeforeNovember;
    for (int p = 0; p < nP; ++p) {
      pl[p].housesLeft = 0;
      for (int b = kFarmersHouse; b <= kWorkshop; ++b)
        if (bowner[b] == p) pl[p].housesLeft |= 1u << b;
    }
  } else {
    inventory();
    phase = kPhaseSubsistence;
  }
}

void ArleState::endHalfYear() {
  fp = nextFirstPlayer();
  if (half >= 9) {
    phase = kPhaseFinal;  // p. 17: final peat-boat exchanges, then scoring
    step = 0;
    return;
  }
  ++half;
  startHalfYear();
}

namespace {
// Before November: a single house activates by itself; several, in the owner's order.
bool housesStep(ArleState& s) {
  if (s.step >= s.nP) {
    s.inventory();
    s.phase = kPhaseSubsistence;
    s.step = 0;
    return true;
  }
  int p = s.orderAt(s.step);
  uint32_t left = s.pl[p].housesLeft;
  if (left == 0) {
    ++s.step;
    return true;
  }
  if ((left & (left - 1)) != 0) return false;
  int b = 0;
  while (!(left & (1u << b))) ++b;
  s.activateHouse(p, b);
  return true;
}
}  // namespace

void ArleState::advance() {
  while (decisions.empty()) {
    switch (phase) {
      case kPhaseWork:
        if (step < 4 * nP) return;
        phase = kPhaseEndWork;
        step = 0;
        break;
      case kPhaseEndWork:
        if (step < nP) return;
        endWorkPhase();
        break;
      case kPhaseBeforeNovember:
        if (!housesStep(*this)) return;
        break;
      case kPhaseSubsistence:
        if (step < nP) return;
        endHalfYear();
        break;
      case kPhaseFinal:
        if (step >= nP) phase = kPhaseOver;
        return;
      case kPhaseOver:
        return;
    }
  }
}

// Free actions at each of the player's own decision points (ASSUMPTIONS.md "At any time").
void ArleState::freeLegal(int p, Actions& out, bool work) const {
  boatLegal(p, out);
  houseUseLegal(p, out);
  releaseLegal(p, out);
  discardLegal(p, out);
  if (!work) return;
  moveLegal(p, out);
  loadLegal(p, out);
}

bool ArleState::freeApply(int p, const Action& a) {
  Player& P = pl[p];
  switch (a.type) {
    case kActBoat:
      --P.g[kPeat];
      gain(p, a.arg[0], 1);
      return true;
    case kActUse:
      houseUse(p, a.arg[0], a.arg[1]);
      return true;
    case kActRelease:
      removeAnimal(p, a.arg[1]);
      return true;
    case kActDiscard:
      discard(p, a.arg[0], a.arg[1]);
      return true;
    case kActMove:
      --P.an[a.arg[0]][a.arg[2]], ++P.an[a.arg[1]][a.arg[2]];
      return true;
    case kActArrange:
      startArrangement(p);
      return true;
    case kActLoad:
      load(p, a.arg[0], a.arg[1], a.arg[2]);
      return true;
  }
  return false;
}

void ArleState::legalActions(int player, std::vector<Action>& out) const {
  if (phase == kPhaseOver || player != decider()) return;
  int p = player;
  if (!decisions.empty()) {
    table().legal(*this, decisions, p, out);
    if (!exclusive(decisions.top().kind)) freeLegal(p, out, workPhase());
    return;
  }
  switch (phase) {
    case kPhaseWork: {
      int lo = summer() ? 0 : 15;
      for (int s = lo; s < lo + 15; ++s)
        if (occ[s] < 0) out.push_back(act(kActPlace, s));
      if (nP == 2 && specialBy < 0) {  // p. 6: one worker per half-year may take the other season
        int o = summer() ? 15 : 0;
        for (int s = o; s < o + 15; ++s)
          if (occ[s] < 0) out.push_back(act(kActPlace, s));
      }
      out.push_back(act(kActSkip));
      break;
    }
    case kPhaseEndWork:
      out.push_back(act(kActDone));
      break;
    case kPhaseBeforeNovember:
      for (int b = kFarmersHouse; b <= kWorkshop; ++b)
        if (pl[p].housesLeft & (1u << b)) out.push_back(act(kActHouse, b));
      break;
    case kPhaseSubsistence:
      out.push_back(act(kActFeed));
      break;
    case kPhaseFinal:
      out.push_back(act(kActDone));
      break;
    default:
      break;
  }
  freeLegal(p, out, workPhase());
}

bool ArleState::applyLegal(int player, const Action& a) {
  int p = player;
  int top = decisions.empty() ? static_cast<int>(kAskNone) : decisions.top().kind;
  bool answer = top != kAskNone &&
                (exclusive(top) ||
                 (a.type != kActBoat && a.type != kActUse && a.type != kActMove && a.type != kActLoad &&
                  a.type != kActDiscard && a.type != kActRelease && a.type != kActArrange));
  if (answer && a.type == kActStop) {
    decisions.pop();  // `stop` declines the rest of any decision
    if (top == kAskArrange) cancelArrangement(p);
  } else if (answer) {
    table().apply(*this, decisions, a);
  } else if (!freeApply(p, a)) {
    switch (a.type) {
      case kActPlace:
        ++step;
        placeWorker(p, a.arg[0]);
        break;
      case kActSkip:
        ++step;
        break;
      case kActDone:
        pl[p].done = true;
        ++step;
        break;
      case kActHouse:
        activateHouse(p, a.arg[0]);
        break;
      case kActFeed:
        ++step;
        feed(p);
        break;
    }
  }
  overflowCheck();
  advance();
  return false;  // no chance and no hidden information after set-up
}

}  // namespace arle
