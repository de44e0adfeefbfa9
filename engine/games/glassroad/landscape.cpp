// The landscape board (Mise en place: le plateau paysage, p. 3–4; Les tuiles
// Terrain, p. 9; G4 adjacency): its squares,
// forests, and placing quarries, groves and ponds.
#include <algorithm>

#include "state.hpp"

namespace glassroad {

using ludo::Action;
using ludo::Decision;

int GlassState::count(int p, int kind) const {
  int c = 0;
  for (int s = 0; s < data().squares; ++s) c += pl[p].sq[s].kind == kind;
  return c;
}

int GlassState::forestCount(int p) const { return count(p, sqForest) / 2; }

int GlassState::tileBuildings(int p) const {
  int c = 0;
  for (int s = 0; s < data().squares; ++s)
    c += pl[p].sq[s].kind == sqBuilding && pl[p].sq[s].building < kBaseFirst;
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

// A forest tile covers two squares; it leaves both at once.
void GlassState::removeForest(int p, int forest) {
  for (int s = 0; s < data().squares; ++s) {
    Square& q = pl[p].sq[s];
    if (q.kind == sqForest && q.forest == forest) q = Square{};
  }
}

std::vector<int> GlassState::forests(int p) const {
  std::vector<int> out;
  uint32_t seen = 0;
  for (int s = 0; s < data().squares; ++s) {
    const Square& q = pl[p].sq[s];
    if (q.kind == sqForest && !(seen & (1u << q.forest))) {
      seen |= 1u << q.forest;
      out.push_back(q.forest);
    }
  }
  return out;
}

namespace {
bool allowedSquare(const Decision& d, int s) {
  if (d.b < 0) return true;
  const auto& adj = data().adj[d.b];
  return std::find(adj.begin(), adj.end(), s) != adj.end();
}
}  // namespace

void GlassState::pushPlaceTerrain(int p, int mask, int adjTo, int count) {
  decisions.push(decision(dPlaceTerrain, p, mask, adjTo, count));
}

// Nothing to place on and nothing to clear there: the placement lapses.
bool GlassState::placementPossible(const Decision& d) const {
  for (int s = 0; s < data().squares; ++s) {
    if (!allowedSquare(d, s)) continue;
    const int k = pl[d.player].sq[s].kind;
    if (k == sqEmpty || isTerrain(k)) return true;
  }
  return false;
}

// --- dPlaceTerrain: a: terrain mask, b: square it must be adjacent to (-1 any),
// c: tiles left to place (the country house places 2 of one type).
void placeTerrainLegal(const GlassState& s, const Decision& d, std::vector<Action>& out) {
  const Player& P = s.pl[d.player];
  for (int q = 0; q < data().squares; ++q) {
    if (P.sq[q].kind != sqEmpty || !allowedSquare(d, q)) continue;
    for (int t = sqQuarry; t <= sqPond; ++t)
      if (d.a & (1 << t)) out.push_back(act(aPlaceTerrain, t, q));
  }
  out.push_back(act(aPass));
}

void placeTerrainApply(GlassState& s, const Decision& d, const Action& a) {
  if (a.type == aPass) return;
  const int t = a.arg[0];
  Square q;
  q.kind = static_cast<int8_t>(t);
  s.pl[d.player].sq[a.arg[1]] = q;
  if (d.c > 1) {
    Decision next = d;
    next.c = static_cast<int16_t>(d.c - 1);
    next.a = static_cast<int16_t>(1 << t);  // country house: the same type
    s.decisions.push(next);
  }
}

void placeTerrainJson(const GlassState&, const Decision& d, ludo::Json& out) {
  ludo::Json ts = ludo::Json::array();
  for (int t = sqQuarry; t <= sqPond; ++t)
    if (d.a & (1 << t)) ts.push_back(terrainName(t));
  out["terrains"] = ts;
  if (d.b >= 0) out["adjacentTo"] = d.b;
  out["remaining"] = d.c;
}

}  // namespace glassroad
