// Turn structure (Déroulement de la partie, p. 6–11): the first turn (discard
// to 4, exploration disc, rancher on a neutral building, phase B), phases A, B
// and C, turn order, the end trigger and everyone's final turn without phase C
// (Fin de la partie, p. 19). Pending decisions resolve top first.
#include "kinds.hpp"

namespace gwtnz {

namespace {
void noLegal(const GwtState&, const Decision&, std::vector<Action>&) {}
void noApply(GwtState&, const Decision&, const Action&) {}
}  // namespace

const ludo::DecisionTable<GwtState>& table() {
  static const ludo::DecisionTable<GwtState> t{
      {"firstDiscard", legalFirstDiscard, applyFirstDiscard, nullptr},
      {"firstDisc", legalFirstDisc, applyFirstDisc, nullptr},
      {"firstPlace", legalFirstPlace, applyFirstPlace, nullptr},
      {"phaseA", legalPhaseA, applyPhaseA, nullptr},
      {"move", legalMove, applyMove, nullptr},
      {"phaseB", legalPhaseB, applyPhaseB, nullptr},
      {"income", legalIncome, applyIncome, nullptr},
      {"deliver", legalDeliver, applyDeliver, nullptr},
      {"predict", legalPredict, applyPredict, nullptr},
      {"wellingtonEnd", noLegal, noApply, nullptr},
      {"endTurn", noLegal, noApply, nullptr},
      {"hire", legalHire, applyHire, jsonCostMod},
      {"invest", legalInvest, applyInvest, jsonCostMod},
      {"joker", legalJoker, applyJoker, nullptr},
      {"harbourmaster", legalHarbour, applyHarbour, nullptr},
      {"buySheep", legalBuy, applyBuy, nullptr},
      {"build", legalBuild, applyBuild, nullptr},
      {"boat", legalBoat, applyBoat, nullptr},
      {"shear", legalShear, applyShear, nullptr},
      {"wool", legalWool, applyWool, nullptr},
      {"draw", legalDrawUpTo, applyDrawUpTo, nullptr},
      {"discard", legalDiscardN, applyDiscardN, nullptr},
      {"exploreChoice", legalExplore11, applyExplore11, nullptr},
      {"objective", legalObjective, applyObjective, nullptr},
      {"hazard", legalHazard, applyHazard, nullptr},
      {"aux", legalAux, applyAux, nullptr},
      {"warehouse", legalWarehouseRange, applyWarehouseRange, nullptr},
      {"choice", legalChoice, applyChoice, nullptr},
      {"discardFor", legalDiscardFor, applyDiscardFor, nullptr},
      {"autoDraw", noLegal, noApply, nullptr},
      {"takeCard", legalTakeCard, applyTakeCard, nullptr},
  };
  return t;
}

void GwtState::push(Kind k, int p, int a, int b, int c, int d, uint32_t mask) {
  stack.push(ludo::makeDecision(k, p, a, b, c, d, mask));
}

ludo::Turn GwtState::turn() const {
  ludo::Turn t;
  decidingSeats(t.deciding);
  if (!t.deciding.empty()) t.phase = table().phase(stack);
  return t;
}

void GwtState::decidingSeats(std::vector<int>& out) const {
  out.clear();
  if (!finished && !stack.empty()) out.push_back(stack.top().player);
}

namespace {
// Exchange tokens may be used "à tout moment de la partie, même au cours d'une
// action" (Obtenez un jeton Échange, p. 18), but not while revealing cards
// (Clarifications, p. 19: income step 1, the certificates spent in it included,
// and the wool value, which the shear action reveals in one answer). The phase A/B windows, moves, hiring,
// investing, buying, building, the boat, shearing and drawing list them in
// their own legal functions; these kinds get them here. The draw-then-discard
// is pushed on top of the decision, which is answered once it is done.
bool tokensAdded(const Decision& d) {
  if (d.kind == dChoice && d.a == chCerts) return false;  // still Wellington's step 1
  switch (d.kind) {
    case dDeliver:
    case dPredict:
    case dAux:
    case dHazard:
    case dJoker:
    case dHarbour:
    case dChoice:
    case dDiscardFor:
    case dWool:
    case dObjective:
    case dDiscardN:
    case dExplore11:
    case dWarehouseRange:
      return true;
    default:
      return false;
  }
}
}  // namespace

void GwtState::legalActions(int player, std::vector<Action>& out) const {
  out.clear();
  if (finished || player < 0 || player >= n) return;
  if (!stack.empty() && stack.top().player == player) {
    table().legal(*this, stack, player, out);
    if (tokensAdded(stack.top())) addAnytime(player, false, out);
    return;
  }
  // p. 18: exchange tokens may be used at any time, even in another player's turn.
  if (!stack.empty()) addAnytime(player, false, out);
}

bool GwtState::applyLegal(int player, const Action& action) {
  revealed = false;
  if (!applyAnytime(player, action)) table().apply(*this, stack, action);
  settle();
  return revealed;
}

// Auto steps (no choice): Wellington's upkeep, the end of a turn, the draw
// after a played card. Run as soon as they reach the top.
void GwtState::settle() {
  while (!finished && !stack.empty()) {
    const Decision d = stack.top();
    if (d.kind == dWellEnd) {
      stack.pop();
      // p. 11: upkeep: back to the start space, refill the prediction spaces.
      pl[d.player].rancher = 0;
      refillPredictions();
    } else if (d.kind == dEndTurn) {
      stack.pop();
      endTurn();
    } else if (d.kind == dAutoDraw) {
      stack.pop();
      drawCards(d.player, d.a);
    } else {
      break;
    }
  }
}

void GwtState::startTurn(int p) {
  current = p;
  pl[p].onDeck = false;
  push(dEndTurn, p);
  if (!pl[p].firstTurnDone) {
    // Set-up step 19: discard to 4, a white-bordered disc on exploration 0,
    // the rancher on a neutral building, then straight to phase B.
    push(dFirstPlace, p);
    push(dFirstDisc, p);
    const int extra = static_cast<int>(pl[p].hand.size()) - 4;
    if (extra > 0) push(dFirstDiscard, p, extra);
    return;
  }
  push(dPhaseA, p);
}

void GwtState::endTurn() {
  const int p = current;
  pl[p].onDeck = false;
  if (endTriggered) {
    // p. 19: the final turns skip phase C.
    if (finalTurnsLeft == 0) {
      finished = true;
      return;
    }
    --finalTurnsLeft;
  } else {
    // Phase C (p. 11): draw up to the hand limit.
    const int missing = handLimit(p) - static_cast<int>(pl[p].hand.size());
    if (missing > 0) drawCards(p, missing);
  }
  if (solo) {
    sarahTurn();  // Sarah's whole turn, then yours again
    if (endTriggered) {
      if (finalTurnsLeft == 0) {
        finished = true;
        return;
      }
      --finalTurnsLeft;
    }
    startTurn(0);
    return;
  }
  startTurn((p + 1) % n);
}

// p. 17 and the appendix: objective, support and bonus cards are played
// before phase A or before/after an action of phase B, never during one.
bool GwtState::freeWindow(const Decision& d) const { return d.kind == dPhaseA || d.kind == dPhaseB; }

// ---- first turn -------------------------------------------------------------

void legalFirstDiscard(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const std::vector<int16_t>& cards = distinctCards(s, d.player, false);
  for (int16_t c : cards) out.push_back(act(aDiscard, c));
}

void applyFirstDiscard(GwtState& s, const Decision& d, const Action& a) {
  s.discardCard(d.player, a.arg[0]);
  if (d.a > 1) s.push(dFirstDiscard, d.player, d.a - 1);
}

void legalFirstDisc(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  for (int slot = 0; slot < kDiscs; ++slot)
    if (data().discs[slot].border == bWhite && s.discAllowed(d.player, slot, bBlack, 0))
      out.push_back(act(aDisc, slot));
}

void applyFirstDisc(GwtState& s, const Decision& d, const Action& a) { s.removeDisc(d.player, a.arg[0]); }

void legalFirstPlace(const GwtState& s, const Decision&, std::vector<Action>& out) {
  const Data& D = data();
  for (size_t i = 0; i < D.nodes.size(); ++i)
    if (D.nodes[i].kind == nNeutral) out.push_back(act(aPlace, static_cast<int>(i)));
  (void)s;
}

void applyFirstPlace(GwtState& s, const Decision& d, const Action& a) {
  s.pl[d.player].firstTurnDone = true;
  s.pl[d.player].rancher = static_cast<int8_t>(a.arg[0]);
  s.push(dPhaseB, d.player, a.arg[0]);
}

}  // namespace gwtnz
