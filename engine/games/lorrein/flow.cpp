// "Les phases d'un tour du jeu": harvest, construction, food; turn order clockwise from the
// lowest start number; the end of the game ("Fin du jeu"). Pending decisions come first.
#include "state.hpp"

namespace lorrein {

namespace {

const char* const kStageNames[] = {"place", "harvest", "construction", "food", "over"};

using S = LorreinState;
using D = ludo::Decision;
using A = ludo::Action;

const ludo::DecisionTable<S> kTable{
    {"place", [](const S& s, const D& d, std::vector<A>& o) { s.placeLegal(d, o); },
     [](S& s, const D& d, const A& a) { s.placeApply(d, a); }, nullptr},
    {"beforeThrow", [](const S& s, const D& d, std::vector<A>& o) { s.windowLegal(d, o); },
     [](S& s, const D& d, const A& a) { s.windowApply(d, a); },
     [](const S& s, const D&, ludo::Json& j) { j["active"] = s.active; }},
    {"changeBowl", [](const S& s, const D& d, std::vector<A>& o) { s.bowlLegal(d, o); },
     [](S& s, const D& d, const A& a) { s.bowlApply(d, a); },
     [](const S&, const D& d, ludo::Json& j) { j["changesLeft"] = d.a; }},
    {"composeOffer", [](const S& s, const D& d, std::vector<A>& o) { s.composeLegal(d, o); },
     [](S& s, const D& d, const A& a) { s.composeApply(d, a); }, nullptr},
    {"answerOffer", [](const S& s, const D& d, std::vector<A>& o) { s.answerLegal(d, o); },
     [](S& s, const D& d, const A& a) { s.answerApply(d, a); },
     [](const S&, const D& d, ludo::Json& j) { j["from"] = d.a; }},
    {"food", [](const S& s, const D& d, std::vector<A>& o) { s.foodLegal(d, o); },
     [](S& s, const D& d, const A& a) { s.foodApply(d, a); },
     [](const S&, const D& d, ludo::Json& j) {
       j["remaining"] = d.a;
       j["paid"] = d.b;
     }},
    {"removeWorkshop", [](const S& s, const D& d, std::vector<A>& o) { s.trimLegal(d, o); },
     [](S& s, const D& d, const A& a) { s.trimApply(d, a); }, nullptr},
};

// Decision points where the "at any time" actions are offered too (0: none, 1: processing
// and medicine, 2: also offers).
int anyTimeLevel(int kind) {
  switch (kind) {
    case dWindow:
    case dFood:
      return 2;
    case dBowl:
    case dAnswer:
      return 1;
    default:
      return 0;
  }
}

bool isAnyTime(int type) {
  return type == aProcess || type == aTransform || type == aSwapMission || type == aOffer;
}

}  // namespace

const ludo::DecisionTable<LorreinState>& decisions() { return kTable; }

void LorreinState::pushDecision(int kind, int player, int a, int b, int c, int d) {
  stack.push(ludo::makeDecision(kind, player, a, b, c, d));
}

ludo::Turn LorreinState::turn() const {
  ludo::Turn t;
  decidingSeats(t.deciding);
  if (stage == stOver)
    t.phase = "over";
  else
    t.phase = stack.empty() ? kStageNames[stage] : kTable.phase(stack);
  return t;
}

void LorreinState::decidingSeats(std::vector<int>& out) const {
  out.clear();
  if (stage != stOver) out.push_back(stack.empty() ? active : stack.top().player);
}

// Processing, medicine and offers ("à tout moment"), at each of the player's decision points.
void LorreinState::anyTimeActions(int p, std::vector<ludo::Action>& out) const {
  processActions(p, out);
  medicineActions(p, false, out);
}

void LorreinState::legalActions(int p, std::vector<ludo::Action>& out) const {
  if (stage == stOver || p < 0 || p >= n) return;
  if (!stack.empty()) {
    if (stack.top().player != p) return;
    kTable.legal(*this, stack, p, out);
    const int level = anyTimeLevel(stack.top().kind);
    if (level >= 1) anyTimeActions(p, out);
    if (level >= 2) offerStartActions(p, out);
    return;
  }
  if (p != active) return;
  if (stage == stHarvest) {
    out.push_back(act(aThrow));
  } else if (stage == stBuild) {
    buildActions(p, out);
    medicineActions(p, true, out);
    out.push_back(act(aEndConstruction));
    processActions(p, out);
    offerStartActions(p, out);
    return;
  }
  anyTimeActions(p, out);
  offerStartActions(p, out);
}

bool LorreinState::applyAnyTime(int p, const ludo::Action& a) {
  switch (a.type) {
    case aProcess:
      process(p, a.arg[0]);
      return true;
    case aOffer:
      startOffer(p, a.arg[0]);
      return true;
    default:
      return applyMedicine(p, a);
  }
}

bool LorreinState::applyLegal(int p, const ludo::Action& a) {
  barrier_ = false;
  ++steps_;
  if (isAnyTime(a.type) || a.type == aFight) {
    applyAnyTime(p, a);
  } else if (!stack.empty()) {
    kTable.apply(*this, stack, a);
  } else if (a.type == aThrow) {
    throwBeads();
  } else if (a.type == aEndConstruction) {
    // "Fin du jeu": the mission is fulfilled at the end of construction; the food phase follows.
    pl[p].done = missionMet(p) ? 1 : 0;
    stage = stFood;
    if (foodNeed(p) > 0) pushDecision(dFood, p, foodNeed(p), 0);
  } else if (a.type == aBuild) {
    build(p, a.arg[0], a.arg[1]);
  } else if (a.type == aEnlarge) {
    enlarge(p, a.arg[0]);
  } else if (a.type == aMoveWitchery) {
    pay(p, data().moveWitchery);
    tiles[witcheryTile(p)] = Tile{tiles[witcheryTile(p)].land, bNone, -1, 0};
    tiles[a.arg[0]].building = bWitchery;
    tiles[a.arg[0]].owner = static_cast<int8_t>(p);
  }
  // Runs the automatic steps until someone must decide.
  for (;;) {
    if (stage == stOver) {
      stack.clear();
      break;
    }
    if (!stack.empty()) {
      const ludo::Decision& d = stack.top();
      std::vector<ludo::Action> opts;
      if (d.kind == dWindow) windowLegal(d, opts);
      // Only "pass": nothing to ask, unless the option opens the window for offers too.
      if (d.kind == dWindow && opts.size() <= 1 && !offersBeforeThrow) {
        stack.pop();
        continue;
      }
      break;
    }
    if (stage == stPlace) {
      active = first;
      round = 0;
      startTurn();
      continue;
    }
    if (stage == stFood) {
      endTurn();
      continue;
    }
    break;
  }
  return barrier_;
}

void LorreinState::startTurn() {
  stage = stHarvest;
  drawn = {-1, -1, -1};
  bowlLocked = 0;
  redExtra = 0;
  for (int p = 0; p < n; ++p) pl[p].offers = 0;
  // "Ajouter le grain rouge après le deuxième tour."
  if (redBeadIn() && bowl[kRed] == 0) bowl[kRed] = 1;
  // Expansion: the active player may begin by changing the bowl; before that, the others
  // may add a red bead (medicine) or, with the addition, change the bowl for him.
  if (bowlChange && countFarms(active) > 0)
    pushDecision(dBowl, active, countFarms(active), farmColourMask(active));
  for (int k = n - 1; k >= 1; --k) pushDecision(dWindow, (active + k) % n, active);
}

void LorreinState::endTurn() {
  // "Ceci est retirée après le tour."
  bowl[kRed] = static_cast<int8_t>(bowl[kRed] - redExtra);
  redExtra = 0;
  ++turns;
  Player& P = pl[active];
  if (P.done) {
    P.done = 0;
    P.missions++;
    P.missionRevealed = 1;
    winOrder.push_back(static_cast<int8_t>(active));
    // "Si, après un jeu court, vous voulez continuer, le gagnant ... doit échanger sa carte Mission."
    const bool continued = length == glContinued || length == glContinuedLong;
    if (continued && winOrder.size() == 1 && !missionPile.empty()) {
      drawMission(active);
    } else {
      stage = stOver;
      return;
    }
  }
  active = (active + 1) % n;
  if (active == first) ++round;
  if (round >= kRoundLimit) {
    stage = stOver;
    return;
  }
  startTurn();
}

}  // namespace lorrein
