// Action icons (Les actions, p. 12–18, and the appendix): what each effect of
// a building, a risky space or a card does, and when it can be taken.
#include "kinds.hpp"

namespace gwtnz {

namespace {
int countBreed(const GwtState& s, int p, int breed) {
  int k = 0;
  for (int16_t c : s.pl[p].hand)
    if (data().cards[c].kind == ckSheep && data().cards[c].breed == breed) ++k;
  return k;
}
}  // namespace

bool GwtState::canDo(int p, const Effect& e) const {
  const Player& P = pl[p];
  thread_local std::vector<Action> tmp;  // reused (the add* listers never call canDo)
  tmp.clear();
  switch (e.op) {
    case opDiscardSame:
      for (size_t b = 0; b < data().breeds.size(); ++b)
        if (countBreed(*this, p, static_cast<int>(b)) >= 2) return true;
      return false;
    case opDiscardBreed:
      return countBreed(*this, p, e.breed) >= 1;
    case opDiscardAnyCert:  // nothing to gain is no action to list
      if (P.certs >= certLimit(p)) return false;
      [[fallthrough]];
    case opDiscardAnyGold:
      if (e.op == opDiscardAnyGold && e.gain == 0 && P.gold >= data().goldLimit) return false;
      for (int16_t c : P.hand)
        if (isSheep(c)) return true;
      return false;
    case opGold:
      return P.gold < data().goldLimit;
    case opAux:
      for (int k = 0; k < 5; ++k)
        if (freeSlots(p, k) >= 1 && auxAffordable(*this, p, k, false)) return true;
      return false;
    case opInvest:
      addInvests(p, e.n, tmp);
      return !tmp.empty();
    case opHire:
      addHires(p, e.n, tmp);
      return !tmp.empty();
    case opBuild:
      addBuilds(p, e.n, false, tmp);
      return !tmp.empty();
    case opRemoveHazard:
      addHazardChoices(p, e.n, tmp);
      return !tmp.empty();
    case opObjective:
      return !objectiveOffer.empty() || !objectiveDeck.empty();
    case opHazardPairs:
      return P.hazards.size() >= 2;
    // Nothing to gain is no action to list.
    case opPerWarehouse:
      return P.warehousesOff != 0;
    case opLushGain:
      return lushBuildings(p) > 0;
    case opLushCert:
      return lushBuildings(p) > 0 && P.certs < certLimit(p);
    case opCert:
      return P.certs < certLimit(p);
    case opDeliver13:
      // Listed only when counter 13 itself can take a disc ("en respectant normalement les règles").
      addDeliveries(p, 13, !delivery13, tmp);
      for (const Action& a : tmp)
        if (a.arg[0] == counter13()) return true;
      return false;
    case opDrawDiscard:
      return !P.deck.empty() || !P.discard.empty();
    case opRomney:
      return !supportPile[kSupportTypes].empty();
    case opWarehouseRange: {
      Decision d;
      d.kind = dWarehouseRange;
      d.player = static_cast<int8_t>(p);
      d.a = e.n;
      legalWarehouseRange(*this, d, tmp);
      return tmp.size() > 1;
    }
    case opShear:  // p. 16: permanent wool alone may be sold (ASSUMPTIONS.md), but not at H (p. 12)
      for (int16_t c : P.hand)
        if (isSheep(c)) return true;
      if (e.exact) return false;
      if (permanentWool(p) > 0) return true;
      return e.flag && (!P.deck.empty() || !P.discard.empty());
    default:
      return true;
  }
}

// One action per way of paying a discard condition (the breed discarded).
void GwtState::addEffectChoices(int p, const Effect& e, int i, int j, std::vector<Action>& out) const {
  if (e.op == opDiscardSame || e.op == opDiscardAnyGold || e.op == opDiscardAnyCert) {
    const int need = e.op == opDiscardSame ? 2 : 1;
    for (size_t b = 0; b < data().breeds.size(); ++b)
      if (countBreed(*this, p, static_cast<int>(b)) >= need)
        out.push_back(act(aLocation, i, j, static_cast<int>(b)));
    return;
  }
  out.push_back(act(aLocation, i, j, 0));
}

namespace {
// The effects paid at once (money, gold, certificates, tokens, cards discarded
// or taken); false for an effect that asks a decision (doEffect pushes it).
bool payEffect(GwtState& s, int p, const Effect& e, int choice) {
  Player& P = s.pl[p];
  switch (e.op) {
    case opDiscardSame:
      for (int k = 0; k < 2; ++k) s.discardCard(p, s.handCardOfBreed(p, choice));
      P.money += e.gain;
      return true;
    case opDiscardBreed:
      s.discardCard(p, s.handCardOfBreed(p, e.breed));
      P.money += e.gain;
      return true;
    case opDiscardAnyGold:
      s.discardCard(p, s.handCardOfBreed(p, choice));
      s.addGold(p, 1);
      P.money += e.gain;
      return true;
    case opDiscardAnyCert:
      s.discardCard(p, s.handCardOfBreed(p, choice));
      s.addCerts(p, e.n);
      return true;
    case opGold:
      s.addGold(p, e.n);
      return true;
    case opGain:
      P.money += e.n;
      return true;
    case opLushGain:
      P.money += e.n * s.lushBuildings(p);
      return true;
    case opLushCert:
      s.addCerts(p, e.n * s.lushBuildings(p));
      return true;
    case opHazardPairs: {
      // 6a: for each pair of hazard tiles, 7 pounds and 2 exploration spaces.
      const int pairs = static_cast<int>(P.hazards.size()) / 2;
      P.money += 7 * pairs;
      s.addExplore(p, 2 * pairs);
      return true;
    }
    case opPerShepherd:
      P.money += e.n * s.workerCount(p, wShepherd);
      return true;
    case opPerWarehouse:
      P.money += __builtin_popcount(P.warehousesOff);
      return true;
    case opRomney:
      s.gainFromPile(p, cgRomney);
      return true;
    case opToken:
      ++P.tokens;
      return true;
    case opCert:
      s.addCerts(p, e.n);
      return true;
    default:
      return false;
  }
}
}  // namespace

// An effect: paid at once (payEffect), or the decision it asks pushed.
void GwtState::doEffect(int p, const Effect& e, int choice, int location) {
  (void)location;
  if (payEffect(*this, p, e, choice)) return;
  switch (e.op) {
    case opAux:
      push(dAux, p, e.flag ? 1 : 0);
      break;
    case opInvest:
      push(dInvest, p, e.n);
      break;
    case opHire:
      push(dHire, p, e.n);
      break;
    case opShear:
      push(dShear, p, e.n < 0 ? workerCount(p, wShearer) : e.n,
           (e.flag ? kShearDraw : 0) | (e.exact ? kShearExact : 0), 0);
      break;
    case opBoat:
      push(dBoat, p, e.n < 0 ? workerCount(p, wSailor) : e.n);
      break;
    case opExplore:
      addExplore(p, e.n);
      break;
    case opObjective:
      push(dObjective, p);
      break;
    case opBuild:
      push(dBuild, p, e.n, 0);
      break;
    case opBuySheep:
      push(dBuy, p, workerCount(p, wShepherd));
      break;
    case opRemoveHazard:
      push(dHazard, p, e.n, 0);
      break;
    case opMoveRancher:
      push(dMove, p, 0, e.n, 1);
      break;
    case opDeliver13:
      push(delivery13 ? dDeliver : dWool, p, 13, 0, counter13() + 1);
      break;
    case opDrawDiscard:
      push(dDrawUpTo, p, e.n, 0);
      break;
    case opWarehouseRange:
      push(dWarehouseRange, p, e.n);
      break;
    default:
      break;
  }
}

// ---- auxiliary actions (p. 18) ----------------------------------------------

bool auxAffordable(const GwtState& s, int p, int aux, bool twice) {
  const int k = twice ? 2 : 1;
  const Player& P = s.pl[p];
  switch (aux) {
    case 1:
      return !P.deck.empty() || !P.discard.empty();
    case 2:
      return P.money >= 2 * k && P.certs < s.certLimit(p);
    case 3:
      return P.money >= k;
    case 4:
      return P.money >= k;
    default:
      return true;
  }
}

void doAux(GwtState& s, int p, int aux, bool twice) {
  const int k = twice ? 2 : 1;
  Player& P = s.pl[p];
  switch (aux) {
    case 0:
      P.money += k;
      break;
    case 1: {
      const int got = s.drawCards(p, k);
      if (got > 0) s.push(dDiscardN, p, got);
      break;
    }
    case 2:
      P.money -= 2 * k;
      s.addCerts(p, k);
      break;
    case 3:
      P.money -= k;
      s.push(dBoat, p, k);
      break;
    case 4:
      P.money -= k;
      s.addExplore(p, k);
      break;
    default:
      break;
  }
}

void legalAux(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  for (int k = 0; k < 5; ++k) {
    const int f = s.freeSlots(d.player, k);
    if (f >= 1 && auxAffordable(s, d.player, k, false)) out.push_back(act(aAux, k, 0));
    if (d.a && f >= 2 && auxAffordable(s, d.player, k, true)) out.push_back(act(aAux, k, 1));
  }
  out.push_back(act(aPass));
}

void applyAux(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aAux) doAux(s, d.player, a.arg[0], a.arg[1] != 0);
}

}  // namespace gwtnz
