// The production wheels, the landscape and the building piles.
#include <algorithm>

#include "state.hpp"

namespace glassroad {

namespace {
const char* const kResNames[kRes] = {"sand", "food", "coal", "water", "wood", "clay", "glass", "brick"};
const char* const kTerrainNames[] = {"empty", "quarry", "grove", "pond", "forest", "building"};
const char* const kStageNames[] = {"pick", "faceDown", "resolve", "twoPlay", "twoExtra", "soloChoose", "final", "over"};
}  // namespace

ludo::Action act(int type, int a0, int a1, int a2, int a3, int a4, int a5) {
  ludo::Action a;
  a.type = static_cast<int16_t>(type);
  a.arg = {static_cast<int16_t>(a0), static_cast<int16_t>(a1), static_cast<int16_t>(a2), static_cast<int16_t>(a3),
           static_cast<int16_t>(a4), static_cast<int16_t>(a5), -1};
  return a;
}

const char* resName(int r) { return r >= 0 && r < kRes ? kResNames[r] : "?"; }
int resFromName(const std::string& s) {
  for (int r = 0; r < kRes; ++r)
    if (s == kResNames[r]) return r;
  return -1;
}
const char* terrainName(int k) { return k >= 0 && k <= sqBuilding ? kTerrainNames[k] : "?"; }
int terrainFromName(const std::string& s) {
  for (int k = sqQuarry; k <= sqPond; ++k)
    if (s == kTerrainNames[k]) return k;
  return -1;
}
const char* stageName(int s) { return s >= 0 && s <= stOver ? kStageNames[s] : "?"; }

int GlassState::handTarget() const { return solo ? data().soloCards[phase % 7] : 5; }

int GlassState::handSize(int p) const { return __builtin_popcount(pl[p].hand); }

int GlassState::count(int p, int kind) const {
  int c = 0;
  for (int s = 0; s < data().squares; ++s) c += pl[p].sq[s].kind == kind;
  return c;
}

int GlassState::forestCount(int p) const { return count(p, sqForest) / 2; }

int GlassState::tileBuildings(int p) const {
  int c = 0;
  for (int s = 0; s < data().squares; ++s) c += pl[p].sq[s].kind == sqBuilding && pl[p].sq[s].building < kBaseFirst;
  return c;
}

bool GlassState::hasBuilding(int p, int b) const { return squareOf(p, b) >= 0; }

int GlassState::squareOf(int p, int b) const {
  for (int s = 0; s < data().squares; ++s) {
    const Square& q = pl[p].sq[s];
    if (q.kind == sqBuilding && (q.building == b || q.upgrade == b)) return s;
  }
  return -1;
}

bool GlassState::hasEmptySquare(int p) const { return count(p, sqEmpty) > 0; }

int GlassState::gainCap(int p, int r, int w) const {
  if (!onWheel(w, r)) return 0;
  return (isRefined(r) ? kMaxRefined : kMaxBase) - pl[p].wheel[w][r];
}

void GlassState::give(int p, int r, int w, int k) { pl[p].wheel[w][r] = static_cast<int8_t>(pl[p].wheel[w][r] + k); }

bool GlassState::canPay(int p, int r, int w, int k) const { return onWheel(w, r) && pl[p].wheel[w][r] >= k; }

void GlassState::take(int p, int r, int w, int k) { pl[p].wheel[w][r] = static_cast<int8_t>(pl[p].wheel[w][r] - k); }

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
  return !mustTurn(pl[p].wheel[wGlass], kGlassBase, 5, rGlass) && !mustTurn(pl[p].wheel[wBrick], kBrickBase, 3, rBrick);
}

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

void GlassState::removeForest(int p, int forest) {
  for (int s = 0; s < data().squares; ++s) {
    Square& q = pl[p].sq[s];
    if (q.kind == sqForest && q.forest == forest) q = Square{};
  }
}

bool GlassState::canAfford(int p, int b) const {
  const auto& c = data().buildings[b].cost;
  const auto& w = pl[p].wheel;
  return w[wGlass][rWood] >= c[0] && w[wGlass][rGlass] >= c[1] && w[wBrick][rClay] >= c[2] && w[wBrick][rBrick] >= c[3];
}

// p. 4: "vous pourrez ajouter les autres tuiles plus tard, au besoin": an empty
// pile takes its set-aside tiles (shuffled) before a draw.
void GlassState::drawInto(int row, std::vector<int16_t>& dest) {
  if (pile[row].empty() && !aside[row].empty()) {
    pile[row].swap(aside[row]);
    rng.shuffle(pile[row]);
  }
  if (pile[row].empty()) return;
  dest.push_back(pile[row].back());
  pile[row].pop_back();
  barrier_ = true;
}

}  // namespace glassroad
