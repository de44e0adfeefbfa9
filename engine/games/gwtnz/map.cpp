// The route (Phase A, p. 7): locations, one-way branching paths, the movement
// limit, taxes for black (1) and green (2) hands; and phase B (p. 8): the
// actions of a neutral or own building (each once, any order, "/" choices,
// risky-terrain actions for the owner) or one simple auxiliary action instead.
#include "kinds.hpp"

namespace gwtnz {

bool GwtState::isLocation(int node) const {
  const Node& nd = data().nodes[node];
  switch (nd.kind) {
    case nNeutral:
    case nWellington:
      return true;
    case nBuild:
      return nodeBuilding[node] >= 0;
    case nFlood:
    case nRockfall:
      return nodeHazard[node] >= 0;
    default:
      return false;
  }
}

// The next locations along every path: empty spaces do not count (p. 7).
void GwtState::nextLocations(int node, std::vector<int>& out) const {
  out.clear();
  int frontier[48];
  int top = 0;
  uint64_t seen = 0;
  for (int8_t x : data().nodes[node].next) frontier[top++] = x;
  while (top > 0) {
    const int x = frontier[--top];
    if (seen & (1ull << x)) continue;
    seen |= 1ull << x;
    if (isLocation(x)) {
      out.push_back(x);
      continue;
    }
    for (int8_t y : data().nodes[x].next) frontier[top++] = y;
  }
  std::sort(out.begin(), out.end());
}

int GwtState::movementLimit(int p) const {
  const Player& P = pl[p];
  int m = data().movement[np()] + P.moveTile;
  for (int s = 0; s < kDiscs; ++s)
    if (data().discs[s].group == dgMove && (P.discsOff >> s & 1)) ++m;
  return m;
}

// p. 7: a black hand costs 1, a green one 2; to the bank for a hazard, to the
// owner for another player's building; as much as you can.
void GwtState::payTaxes(int p, int node) {
  Player& P = pl[p];
  if (P.taxFree) return;
  Hand h = handNone;
  int owner = -1;
  if (nodeHazard[node] >= 0) h = data().hazards[nodeHazard[node]].hand;
  if (nodeBuilding[node] >= 0 && nodeOwner[node] != p) {
    h = data().personal[nodeBuilding[node]].hand;
    owner = nodeOwner[node];
  }
  const int due = h == handBlack ? 1 : h == handGreen ? 2 : 0;
  const int paid = std::min(due, P.money);
  P.money -= paid;
  if (owner >= 0 && !(solo && owner == kSarah)) pl[owner].money += paid;  // solo: to the bank
}

void GwtState::arrive(int p, int node) { push(dPhaseB, p, node); }

// ---- phase A ----------------------------------------------------------------

void legalPhaseA(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  thread_local std::vector<int> next;  // reused: listing actions allocates nothing
  s.nextLocations(s.pl[d.player].rancher, next);
  for (int x : next) out.push_back(act(aStep, x));
  s.addAnytime(d.player, true, out);
}

void applyPhaseA(GwtState& s, const Decision& d, const Action& a) {
  Decision m = d;
  m.kind = dMove;
  m.a = 0;
  m.b = static_cast<int16_t>(s.movementLimit(d.player));
  applyMove(s, m, a);
}

// d.a: locations moved, d.b: limit. Stop after at least one; Wellington ends it.
void legalMove(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  if (d.a >= 1) out.push_back(act(aPass));
  thread_local std::vector<int> next;  // reused: listing actions allocates nothing
  s.nextLocations(s.pl[d.player].rancher, next);
  for (int x : next) out.push_back(act(aStep, x));
  s.addAnytime(d.player, false, out);
}

void applyMove(GwtState& s, const Decision& d0, const Action& a) {
  Decision d = d0;
  const int p = d.player;
  if (a.type == aPass) {
    s.arrive(p, s.pl[p].rancher);
    return;
  }
  const int node = a.arg[0];
  s.payTaxes(p, node);
  s.pl[p].rancher = static_cast<int8_t>(node);
  ++d.a;
  if (node == data().wellington || d.a >= d.b) {
    s.arrive(p, node);
    return;
  }
  s.stack.push(d);
}

// ---- phase B ----------------------------------------------------------------

// The actions a player may take on a location: none on others' buildings and hazards.
const ActionList* GwtState::locationActions(int p, int node, ActionList& scratch) const {
  const Data& D = data();
  const Node& nd = D.nodes[node];
  if (nd.kind == nNeutral) {
    const int t = neutralAt[nd.slot];
    return flipped && D.doubleSided[t] ? &D.neutralII[t] : &D.neutralI[t];
  }
  if (nd.kind == nBuild && nodeBuilding[node] >= 0 && nodeOwner[node] == p) {
    const int b = nodeBuilding[node];
    if (nd.risky < 0) return &D.personal[b].side[side[b]];
    scratch = D.personal[b].side[side[b]];
    for (const LocationAction& la : D.risky[nd.risky]) scratch.push_back(la);
    return &scratch;
  }
  return nullptr;
}

// d.a: the location; d.mask: actions used (bit 31: a simple auxiliary action taken instead).
void legalPhaseB(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const int p = d.player;
  if (d.a == data().wellington) {
    if (!(d.mask & 1u)) {
      out.push_back(act(aLocation, 0, 0, 0));  // p. 9: the four steps are compulsory
      s.addAnytime(p, true, out);
      return;
    }
  } else {
    ActionList scratch;
    const ActionList* list = (d.mask >> 31) ? nullptr : s.locationActions(p, d.a, scratch);
    if (list)
      for (size_t i = 0; i < list->size(); ++i) {
        if (d.mask >> i & 1u) continue;
        for (size_t j = 0; j < (*list)[i].size(); ++j)
          if (s.canDo(p, (*list)[i][j]))
            s.addEffectChoices(p, (*list)[i][j], static_cast<int>(i), static_cast<int>(j), out);
      }
    if (d.mask == 0)
      for (int k = 0; k < 5; ++k)
        if (s.freeSlots(p, k) >= 1 && auxAffordable(s, p, k, false)) out.push_back(act(aAux, k, 0));
  }
  out.push_back(act(aPass));
  s.addAnytime(p, true, out);
}

void applyPhaseB(GwtState& s, const Decision& d, const Action& a) {
  const int p = d.player;
  if (a.type == aPass) return;
  if (a.type == aAux) {
    s.push(dPhaseB, p, d.a, 0, 0, 0, d.mask | (1u << 31));
    doAux(s, p, a.arg[0], false);
    return;
  }
  if (d.a == data().wellington) {
    // p. 9–11: income, delivery, predictions A and B, then the upkeep.
    s.push(dPhaseB, p, d.a, 0, 0, 0, d.mask | 1u);
    s.push(dWellEnd, p);
    s.push(dPredict, p, 1);
    s.push(dPredict, p, 0);
    s.push(dIncome, p);
    return;
  }
  ActionList scratch;
  const ActionList* list = s.locationActions(p, d.a, scratch);
  const Effect e = (*list)[a.arg[0]][a.arg[1]];
  // Moving the rancher starts a new phase B elsewhere: this location is left behind.
  if (e.op != opMoveRancher) s.push(dPhaseB, p, d.a, 0, 0, 0, d.mask | (1u << a.arg[0]));
  s.doEffect(p, e, a.arg[2], d.a);
}

}  // namespace gwtnz
