// For the bots (bot.cpp), solo: what the bonuses of the buildings standing or
// within reach are expected to grow by before the end (see outlook.hpp).
#include <algorithm>

#include "outlook.hpp"

namespace glassroad::outlook {

double refinedAhead(int held, double left) {
  return std::max(0, kMaxRefined - held) * kRefinedAhead * std::min(1.0, 2.0 * left);
}

// The points a goods bonus (Annexe 2) is expected to grow by before the end:
// kGoodsAhead of the room left up to the zone's end (sector 7), while half the
// game or more is left, then less and less. `g`, `k`: the wheels (after the
// building's cost).
double goodsAheadOf(int b, const std::array<int, kRes>& g, const std::array<int, kRes>& k, double left) {
  const double f = kGoodsAhead * std::min(1.0, 2.0 * left);
  auto room = [](int x) { return static_cast<double>(std::max(0, kMaxBase - x)); };
  switch (b) {
    case cabinetmakers_workshop:
      return f * room(g[rWood]) / 2;
    case pottery_studio:
      return f * room(k[rClay]);
    case potters_workshop:
      return f * room(k[rClay]) / 2;
    case bargemen:
      return f * room(g[rWood]);
    case water_mill:
      return f * room(g[rWater]);
    case ice_house:
      return f * room(g[rWater]) / 2;
    case coal_store:
      return f * (room(g[rCoal]) + room(k[rCoal])) / 3;
    case pantry:
      return f * (room(g[rFood]) + room(k[rFood])) / 3;
    case coal_works:
      return f * room(std::min(g[rCoal], k[rCoal]));
    case store:
      return f * room(std::min(g[rFood], k[rFood]));
    default:
      return 0;
  }
}

double upgradesAhead(const GlassState& s, int p) {
  const Player& P = s.pl[p];
  const double left = s.gameLeft();
  double v = 0;
  if (s.hasBuilding(p, glassworks)) v += 2 * refinedAhead(P.wheel[wGlass][rGlass], left);
  if (s.hasBuilding(p, masons_guild)) v += 2 * refinedAhead(P.wheel[wBrick][rBrick], left);
  return v;
}

namespace {
void wheelsOf(const Player& P, std::array<int, kRes>& g, std::array<int, kRes>& k) {
  for (int x = 0; x < kRes; ++x) g[x] = P.wheel[wGlass][x], k[x] = P.wheel[wBrick][x];
}
}  // namespace

double goodsAhead(const GlassState& s, int p, int b) {
  std::array<int, kRes> g{}, k{};
  wheelsOf(s.pl[p], g, k);
  return goodsAheadOf(b, g, k, s.gameLeft());
}

double ahead(const GlassState& s, int p) {
  const Player& P = s.pl[p];
  const double left = s.gameLeft();
  if (left <= 0) return 0;
  std::array<int, kRes> g{}, k{};
  wheelsOf(P, g, k);
  double v = upgradesAhead(s, p);
  const Data& D = data();
  for (int q = 0; q < D.squares; ++q) {
    const Square& x = P.sq[q];
    if (x.kind == sqBuilding && x.building < kTiles && D.buildings[x.building].kind == bkPoints)
      v += goodsAheadOf(x.building, g, k, left);
  }
  return v;
}

}  // namespace glassroad::outlook
