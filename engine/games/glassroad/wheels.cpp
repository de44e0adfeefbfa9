// The production wheels (Informations sur les roues de production, p. 7;
// Annexe 1, p. 12): gains (P1/P2, G1/G2), payments (P3), the
// limits per wheel and the automatic rotation.
#include <algorithm>

#include "state.hpp"

namespace glassroad {

using ludo::Action;
using ludo::Decision;

int GlassState::gainCap(int p, int r, int w) const {
  if (!onWheel(w, r)) return 0;
  return (isRefined(r) ? kMaxRefined : kMaxBase) - pl[p].wheel[w][r];
}

void GlassState::give(int p, int r, int w, int k) {
  pl[p].wheel[w][r] = static_cast<int8_t>(pl[p].wheel[w][r] + k);
}

void GlassState::take(int p, int r, int w, int k) {
  pl[p].wheel[w][r] = static_cast<int8_t>(pl[p].wheel[w][r] - k);
}

namespace {
const int kGlassBase[] = {rSand, rFood, rCoal, rWater, rWood};
const int kBrickBase[] = {rClay, rFood, rCoal};

// p. 7: a wheel turns when both brown sectors are empty: no basic resource on
// sector 0 and the refined good not on sector 3.
bool mustTurn(const std::array<int8_t, kRes>& w, const int* base, int nb, int refined) {
  if (w[refined] >= kMaxRefined) return false;
  for (int i = 0; i < nb; ++i)
    if (w[base[i]] == 0) return false;
  return true;
}
}  // namespace

bool GlassState::settled(int p) const {
  return !mustTurn(pl[p].wheel[wGlass], kGlassBase, 5, rGlass) &&
         !mustTurn(pl[p].wheel[wBrick], kBrickBase, 3, rBrick);
}

// p. 7: turn while both brown sectors are empty, as one uninterrupted process.
void GlassState::settle(int p) {
  auto& g = pl[p].wheel[wGlass];
  while (mustTurn(g, kGlassBase, 5, rGlass)) {
    for (int r : kGlassBase) --g[r];
    ++g[rGlass];
  }
  auto& b = pl[p].wheel[wBrick];
  while (mustTurn(b, kBrickBase, 3, rBrick)) {
    for (int r : kBrickBase) --b[r];
    ++b[rBrick];
  }
}

// p. 7 "Vous ne pouvez pas tourner la roue au milieu d'une transaction": while
// p's next own decision is a gain of a transaction (its gains are being taken),
// p's wheels wait and p may not start another action. A supplier's gift
// (gfAnyTime) is not p's transaction; others' decisions above it do not count.
bool GlassState::midTransaction(int p) const {
  const auto& items = decisions.items();
  for (auto it = items.rbegin(); it != items.rend(); ++it)
    if (it->player == p) return it->kind == dGain && !(it->d & gfAnyTime);
  return false;
}

void GlassState::pushGain(int p, int mask, int amount, int wheel, int flags) {
  decisions.push(decision(dGain, p, mask, amount, wheel, flags));
}

void gains(GlassState& s, int p, std::initializer_list<GainSpec> list) {
  std::vector<GainSpec> v(list);
  for (int i = static_cast<int>(v.size()) - 1; i >= 0; --i)
    s.pushGain(p, v[i].mask, v[i].amount, v[i].wheel, i == static_cast<int>(v.size()) - 1 ? gfTxnEnd : 0);
}

// A gain lapses when nothing of it fits. The supplier always names a resource.
bool GlassState::gainPossible(const Decision& d) const {
  if (d.d & (gfSupplier | gfAnyTime)) return true;  // naming; a gift's receiver may first make room
  for (int r = 0; r < kRes; ++r)
    if (d.a & (1 << r))
      for (int w = 0; w < 2; ++w)
        if (onWheel(w, r) && (d.c < 0 || d.c == w) && std::min<int>(d.b, gainCap(d.player, r, w)) > 0)
          return true;
  return false;
}

// --- dGain: a: resource mask, b: amount, c: wheel (-1: the player's choice, P2), d: GainFlags.
// One action per resource, wheel and amount from 1 to what fits; "pass" takes
// none (P1/G1). The supplier instead names the resource, even one at its limit,
// and may take none of it (amount 0): his opponents still get theirs.
void gainLegal(const GlassState& s, const Decision& d, std::vector<Action>& out) {
  for (int r = 0; r < kRes; ++r) {
    if (!(d.a & (1 << r))) continue;
    if (d.d & gfSupplier) out.push_back(act(aGain, r, -1, 0));
    for (int w = 0; w < 2; ++w) {
      if (!onWheel(w, r) || (d.c >= 0 && d.c != w)) continue;
      const int cap = std::min<int>(d.b, s.gainCap(d.player, r, w));
      for (int k = 1; k <= cap; ++k) out.push_back(act(aGain, r, w, k));
    }
  }
  if (!(d.d & gfSupplier)) out.push_back(act(aPass));
}

void gainApply(GlassState& s, const Decision& d, const Action& a) {
  const int p = d.player;
  if (a.type == aGain && a.arg[2] > 0) s.give(p, a.arg[0], a.arg[1], a.arg[2]);
  if (d.d & gfTxnEnd) s.settle(p);
  if ((d.d & gfSupplier) && a.type == aGain) {
    // Fournisseur, p. 13: "Ensuite, chacun de vos adversaires reçoit 1 de cette
    // même ressource", clockwise; each may refuse, and may convert first.
    for (int k = s.n - 1; k >= 1; --k)
      s.pushGain((p + k) % s.n, resMask(a.arg[0]), 1, -1, gfTxnEnd | gfAnyTime);
  }
}

void gainJson(const GlassState&, const Decision& d, ludo::Json& out) {
  ludo::Json rs = ludo::Json::array();
  for (int r = 0; r < kRes; ++r)
    if (d.a & (1 << r)) rs.push_back(resName(r));
  out["resources"] = rs;
  out["amount"] = d.b;
  if (d.c >= 0) out["wheel"] = d.c == wGlass ? "glass" : "brick";
  out["fromSupplier"] = (d.d & gfAnyTime) != 0;
  out["supplier"] = (d.d & gfSupplier) != 0;
}

}  // namespace glassroad
