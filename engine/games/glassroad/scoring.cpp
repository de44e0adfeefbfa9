// Final scoring (p. 9 and appendix 2): the printed points of every building
// plus the end bonus of point buildings and of the base buildings not
// upgraded. Counted in half points: the glassblowers' camp gives 0.5 per sand.
#include <algorithm>
#include <optional>

#include "state.hpp"

namespace glassroad {

namespace {

// Largest orthogonally connected group of squares of one kind (G4).
int largestGroup(const Player& P, int kind) {
  const Data& D = data();
  std::array<bool, kMaxSquares> seen{};
  int best = 0;
  for (int s = 0; s < D.squares; ++s) {
    if (seen[s] || P.sq[s].kind != kind) continue;
    int size = 0;
    std::vector<int> pending{s};
    seen[s] = true;
    while (!pending.empty()) {
      int t = pending.back();
      pending.pop_back();
      ++size;
      for (int u : D.adj[t])
        if (!seen[u] && P.sq[u].kind == kind) {
          seen[u] = true;
          pending.push_back(u);
        }
    }
    best = std::max(best, size);
  }
  return best;
}

bool hasSquare2x2(const Player& P, int kind) {
  const Data& D = data();
  for (int r = 0; r + 1 < D.rows; ++r)
    for (int c = 0; c + 1 < D.cols; ++c) {
      int s = r * D.cols + c;
      if (P.sq[s].kind == kind && P.sq[s + 1].kind == kind && P.sq[s + D.cols].kind == kind &&
          P.sq[s + D.cols + 1].kind == kind)
        return true;
    }
  return false;
}

// Immediate-effect buildings on the player's land (the half-timbered house, Annexe 2).
int immediateBuildings(const Player& P) {
  const Data& D = data();
  int c = 0;
  for (int at = 0; at < D.squares; ++at) {
    const Square& q = P.sq[at];
    if (q.kind != sqBuilding) continue;
    const int there = q.upgrade >= 0 ? q.upgrade : q.building;
    c += there < kTiles && D.buildings[there].kind == bkImmediate;
  }
  return c;
}

}  // namespace

// Annexe 2: the end bonus of a building counted from goods (on the wheels, or
// spent during the game), in whole points; nullopt for a building whose bonus
// counts the landscape (landscapeBonus) or that has none.
static std::optional<int> goodsBonus(const Player& P, int b) {
  const auto& g = P.wheel[wGlass];
  const auto& k = P.wheel[wBrick];
  switch (b) {
    case forestGlassworks:
      return g[rGlass];
    case bricklayersFraternity:
      return k[rBrick];
    case cabinetmakers_workshop:
      return g[rWood] / 2;
    case pottery_studio:
      return k[rClay];
    case potters_workshop:
      return k[rClay] / 2;
    case glaziers_workshop:
      return P.glassSpent;
    case bargemen:
      return g[rWood];
    case warehouse: {
      int c = 0;
      for (int r : {rSand, rFood, rCoal, rWater, rWood}) c += g[r] >= 4;
      for (int r : {rClay, rFood, rCoal}) c += k[r] >= 4;
      return c;
    }
    case coal_store:
      return P.amount(rCoal) / 3;
    case coal_works:
      return std::min(g[rCoal], k[rCoal]);
    case clinker_works:
      return P.brickSpent;
    case pantry:
      return P.amount(rFood) / 3;
    case ice_house:
      return g[rWater] / 2;
    case masons_guild:
      return 3 * k[rBrick];
    case store:
      return std::min(g[rFood], k[rFood]);
    case water_mill:
      return g[rWater];
    case glassworks:
      return 3 * g[rGlass];
    case glassblowers_village:
      return g[rSand];
    default:
      return std::nullopt;
  }
}

// Annexe 2: the end bonus of building b on square s counted from the landscape,
// in whole points (0 for a building without one).
static int landscapeBonus(const GlassState& st, int p, int b, int s) {
  const Data& D = data();
  const Player& P = st.pl[p];
  auto adj = [&](int at, int kind) {
    int c = 0;
    for (int t : D.adj[at]) c += P.sq[t].kind == kind;
    return c;
  };
  switch (b) {
    case bathhouse:
      return 2 * adj(s, sqPond);
    case fish_ponds:
      return hasSquare2x2(P, sqPond) ? 4 : 0;
    case estate:
      return 2 * std::min({st.count(p, sqQuarry), st.count(p, sqGrove), st.count(p, sqPond)});
    case lock:
      return largestGroup(P, sqPond);
    case village_church:
      return 4 + adj(s, sqEmpty);
    case extension:
      return adj(s, sqBuilding);
    case factory:
      return 2 * adj(s, sqQuarry);
    case botanical_garden:
      return largestGroup(P, sqGrove);
    case half_timbered_house:
      return immediateBuildings(P);
    case nature_friends_house:
      return hasSquare2x2(P, sqQuarry) ? 4 : 0;
    case forest_house:
      return hasSquare2x2(P, sqGrove) ? 4 : 0;
    case manor:
      return 2 * adj(s, sqGrove);
    case hunting_lodge:
      return st.forestCount(p) >= 4 ? 3 : 0;
    case forest_lodge:
      return st.forestCount(p);
    case silt_reserve:
      return largestGroup(P, sqQuarry);
    default:
      return 0;
  }
}

// Annexe 2, point buildings and base buildings: the end bonus of building b on
// square s in whole points (the glassblowers' camp is counted in halves by halfPoints).
static int endBonus(const GlassState& st, int p, int b, int s) {
  if (auto goods = goodsBonus(st.pl[p], b)) return *goods;
  return landscapeBonus(st, p, b, s);
}

int GlassState::halfPoints(int p, std::vector<std::pair<int, int>>* byBuilding) const {
  const Data& D = data();
  const Player& P = pl[p];
  const int sand = P.wheel[wGlass][rSand];
  int total = 0;
  for (int s = 0; s < D.squares; ++s) {
    const Square& q = P.sq[s];
    if (q.kind != sqBuilding) continue;
    const int b = q.upgrade >= 0 ? q.upgrade : q.building;
    int half = 2 * D.buildings[b].points;
    if (b == glassblowersCamp)
      half += sand;  // 0.5 point per sand, not rounded
    else
      half += 2 * endBonus(*this, p, b, s);
    total += half;
    if (byBuilding) byBuilding->push_back({b, half});
  }
  return total;
}

// Fin de partie et décompte final, p. 9: {final, players:[{seat, name, total, breakdown:{building: points},
// rank}], winners (empty until the game is over), categories}. The categories are the buildings that score,
// in the appendix order (base buildings first).
ludo::Json GlassState::scores() const {
  using ludo::Json;
  const Data& D = data();
  std::vector<int> totals(n);
  std::vector<bool> scored(D.buildings.size(), false);
  Json players = Json::array();
  for (int p = 0; p < n; ++p) {
    std::vector<std::pair<int, int>> parts;
    totals[p] = halfPoints(p, &parts);
    Json breakdown = Json::object();
    for (auto& [b, h] : parts) {
      breakdown[D.buildings[b].id] = h / 2.0;
      scored[b] = true;
    }
    const std::string name = p < static_cast<int>(names.size()) ? names[p] : "";
    players.push_back(
        Json{{"seat", p}, {"name", name}, {"total", totals[p] / 2.0}, {"breakdown", breakdown}});
  }
  Json categories = Json::array();
  for (int b = kBaseFirst; b < kBaseFirst + kBaseCount; ++b)
    if (scored[b]) categories.push_back(D.buildings[b].id);
  for (int b = 0; b < kTiles; ++b)
    if (scored[b]) categories.push_back(D.buildings[b].id);
  const int best = *std::max_element(totals.begin(), totals.end());
  Json winners = Json::array();
  for (int p = 0; p < n; ++p) {
    int rank = 1;
    for (int q = 0; q < n; ++q) rank += totals[q] > totals[p];
    players[p]["rank"] = rank;  // p. 9: ties share the victory (and the rank)
    if (over() && totals[p] == best) winners.push_back(p);
  }
  Json out{{"final", over()}, {"players", players}, {"winners", winners}, {"categories", categories}};
  if (solo) {
    out["soloTarget"] = D.soloRemarkable;  // p. 10: 30 points is a remarkable score
    out["remarkable"] = totals[0] >= 2 * D.soloRemarkable;
  }
  return out;
}

}  // namespace glassroad
