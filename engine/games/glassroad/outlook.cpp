// For the bots: what a position promises in buildings (see outlook.hpp).
// Rough estimates read from the position as it stands; the rules never use them.
#include "outlook.hpp"

#include <algorithm>
#include <cmath>

namespace glassroad::outlook {

namespace {

constexpr double kBasic = 0.2;  // a basic resource, in points, as a building's effect

// What stands on base building `base`'s square: the base itself or its upgrade (-1: none).
int scorer(const GlassState& s, int p, int base) {
  const int q = s.squareOf(p, base);
  if (q < 0) return -1;
  const Square& x = s.pl[p].sq[q];
  return x.upgrade >= 0 ? x.upgrade : x.building;
}

struct Rates {
  double glass, brick, sand;  // end points per glass, brick and sand on the wheels
};

Rates rates(const GlassState& s, int p) {
  const int g = scorer(s, p, forestGlassworks), b = scorer(s, p, bricklayersFraternity),
            c = scorer(s, p, glassblowersCamp);
  return {g == forestGlassworks ? 1.0
          : g == glassworks     ? 3.0
                                : 0.0,
          b == bricklayersFraternity ? 1.0
          : b == masons_guild        ? 3.0
                                     : 0.0,
          c == glassblowersCamp       ? 0.5
          : c == glassblowers_village ? 1.0
                                      : 0.0};
}

// An immediate building's effect, in points (resources at kBasic each).
double immediateWorth(const GlassState& s, int p, int b, const Rates& r) {
  const Player& P = s.pl[p];
  switch (b) {
    case carpenters_workshop:
    case clay_embankment:
      return 7 * kBasic;
    case barn:
    case fuel_depot:
    case reservoir:
    case dairy:
      return 5 * kBasic;
    case builders_storehouse:
      return 6 * kBasic;
    case river_warehouse:
      return 4 * kBasic;
    case sculptors_workshop:
      return kBasic * P.wheel[wGlass][rWood];
    case raftsman:
    case hot_spring:
      return kBasic * P.wheel[wGlass][rWater];
    case landscaping_office:
      return 3 * kBasic * s.count(p, sqQuarry);
    case winery:
      return 4 * kBasic * s.count(p, sqGrove);
    case fishery:
      return 4 * kBasic * s.count(p, sqPond);
    case boathouse:
      return kBasic * s.count(p, sqPond);
    case shack:
      return r.glass + 0.5;
    case stockpile:
      return 2 * (r.brick + 0.4);
    case sand_reserve:
      return 3 * (kBasic + r.sand);
    default:
      return 2 * kBasic;
  }
}

// A point building's end bonus, with what the wheels and the landscape hold now.
double bonus(const GlassState& s, int p, int b) {
  const Player& P = s.pl[p];
  const auto& g = P.wheel[wGlass];
  const auto& k = P.wheel[wBrick];
  const auto& c = data().buildings[b].cost;
  const int wood = g[rWood] - c[0], clay = k[rClay] - c[2];
  const int ponds = s.count(p, sqPond), groves = s.count(p, sqGrove), quarries = s.count(p, sqQuarry);
  switch (b) {
    case cabinetmakers_workshop:
      return wood / 2.0;
    case pottery_studio:
      return clay;
    case potters_workshop:
      return clay / 2.0;
    case glaziers_workshop:
      return P.glassSpent + c[1] + 1;
    case clinker_works:
      return P.brickSpent + c[3] + 1;
    case bargemen:
      return wood;
    case estate:
      return 2.0 * std::min({quarries, groves, ponds});
    case village_church:
      return 5;
    case warehouse: {
      int n = 0;
      for (int r : {rSand, rFood, rCoal, rWater, rWood}) n += g[r] >= 4;
      for (int r : {rClay, rFood, rCoal}) n += k[r] >= 4;
      return n;
    }
    case coal_store:
      return P.amount(rCoal) / 3.0;
    case coal_works:
      return std::min(g[rCoal], k[rCoal]);
    case pantry:
      return P.amount(rFood) / 3.0;
    case store:
      return std::min(g[rFood], k[rFood]);
    case ice_house:
      return g[rWater] / 2.0;
    case water_mill:
      return g[rWater];
    case fish_ponds:
      return ponds >= 4 ? 3 : 0.5;
    case nature_friends_house:
      return quarries >= 4 ? 3 : 0.5;
    case forest_house:
      return groves >= 4 ? 3 : 0.5;
    case lock:
      return 1 + ponds / 2.0;
    case botanical_garden:
      return 1 + groves / 2.0;
    case silt_reserve:
      return 1 + quarries / 2.0;
    case hunting_lodge:
      return s.forestCount(p) >= 5 ? 3 : s.forestCount(p) == 4 ? 1.5 : 0;
    case forest_lodge:
      return s.forestCount(p) - 1;
    case half_timbered_house: {
      int n = 0;
      for (int q = 0; q < data().squares; ++q) {
        const Square& x = P.sq[q];
        if (x.kind != sqBuilding) continue;
        const int there = x.upgrade >= 0 ? x.upgrade : x.building;
        n += there < kTiles && data().buildings[there].kind == bkImmediate;
      }
      return n + 0.5;
    }
    default:  // adjacency bonuses: bathhouse, extension, factory, manor
      return 2;
  }
}

// Whether b could be placed if p had its cost: an upgrade needs its base not
// upgraded yet; a tile needs an empty square or a terrain tile to clear.
bool placeable(const GlassState& s, int p, int b) {
  const BuildingDef& def = data().buildings[b];
  if (def.upgrades >= 0) {
    const int q = s.squareOf(p, def.upgrades);
    return q >= 0 && s.pl[p].sq[q].upgrade < 0;
  }
  return s.hasEmptySquare(p) || s.count(p, sqQuarry) + s.count(p, sqGrove) + s.count(p, sqPond) > 0;
}

// The wheels as counts, to try out resources still to come (Pool) before they are there.
struct Pool {
  std::array<int, kRes> g{}, k{};  // glass wheel, brick wheel
};

Pool poolOf(const Player& P) {
  Pool x;
  for (int r = 0; r < kRes; ++r) x.g[r] = P.wheel[wGlass][r], x.k[r] = P.wheel[wBrick][r];
  return x;
}

// p. 7: the wheels turn by themselves (glass from the five basics, brick from three).
void settle(Pool& x) {
  while (x.g[rGlass] < kMaxRefined && x.g[rSand] && x.g[rFood] && x.g[rCoal] && x.g[rWater] && x.g[rWood]) {
    for (int r : {rSand, rFood, rCoal, rWater, rWood}) --x.g[r];
    ++x.g[rGlass];
  }
  while (x.k[rBrick] < kMaxRefined && x.k[rClay] && x.k[rFood] && x.k[rCoal]) {
    for (int r : {rClay, rFood, rCoal}) --x.k[r];
    ++x.k[rBrick];
  }
}

void add(std::array<int, kRes>& w, int r, int n) { w[r] = std::min(kMaxBase, w[r] + n); }

// Food and coal (P2): each unit where that wheel has fewer of it.
void addEither(Pool& x, int r, int n) {
  for (int i = 0; i < n; ++i) add(x.g[r] <= x.k[r] ? x.g : x.k, r, 1);
}

// A resource card played with one ability (the more useful as a rule of thumb), payment included.
void addCard(Pool& x, const GlassState& s, int p, int card) {
  switch (card) {
    case feudal_lord:
      add(x.g, rWood, 1), add(x.k, rClay, 1);
      break;
    case worker:
      add(x.k, rClay, std::max(1, s.count(p, sqQuarry)));
      break;
    case forester:
      add(x.g, rWood, std::max(1, s.count(p, sqGrove)));
      break;
    case pond_builder:
      add(x.g, x.g[rSand] < x.g[rWater] ? rSand : rWater, std::max(1, s.count(p, sqPond)));
      break;
    case clearing_farmer:
      addEither(x, x.g[rCoal] + x.k[rCoal] < x.g[rFood] + x.k[rFood] ? rCoal : rFood, 2);
      break;
    case woodcutter:
      add(x.g, rWood, 2);
      break;
    case clay_digger:
      if (x.g[rWater]) --x.g[rWater], add(x.k, rClay, 2);
      break;
    case fuel_merchant:
      if (x.g[rWater]) --x.g[rWater], add(x.g, rWood, 2);
      break;
    case charcoal_burner:
      if (x.g[rWood]) --x.g[rWood], addEither(x, rCoal, 3);
      break;
    case fisherman:
      if (x.g[rCoal] + x.k[rCoal]) --(x.g[rCoal] >= x.k[rCoal] ? x.g : x.k)[rCoal], addEither(x, rFood, 2);
      break;
    case water_carrier:
      if (x.g[rFood] + x.k[rFood])
        --(x.g[rFood] >= x.k[rFood] ? x.g : x.k)[rFood], add(x.g, rWater, 2), add(x.g, rWood, 1);
      break;
    case carpenter:
      break;  // its wood goes with its building ability
    default:
      break;
  }
  settle(x);
}

// Card plays' worth of resources still missing for b's cost.
double missing(const Pool& x, int b) {
  const auto& c = data().buildings[b].cost;
  return std::max(0, c[0] - x.g[rWood]) / 3.0 + std::max(0, c[1] - x.g[rGlass]) * 0.9 +
         std::max(0, c[2] - x.k[rClay]) / 3.0 + std::max(0, c[3] - x.k[rBrick]) * 0.6;
}

void pay(Pool& x, int b) {
  const auto& c = data().buildings[b].cost;
  x.g[rWood] = std::max(0, x.g[rWood] - c[0]);
  x.g[rGlass] = std::max(0, x.g[rGlass] - c[1]);
  x.k[rClay] = std::max(0, x.k[rClay] - c[2]);
  x.k[rBrick] = std::max(0, x.k[rBrick] - c[3]);
  settle(x);
}

template <class F>
void forEachOnOffer(const GlassState& s, int p, F f) {
  for (int row = 0; row < 3; ++row)
    for (int k = 0; k < s.slotsPerRow; ++k)
      if (s.board[row][k] >= 0) f(s.board[row][k]);
  for (int16_t b : s.pl[p].offer) f(b);
}

// n building actions with the resources of x: each takes the best building by
// its gain discounted by what is missing, and pays for it.
double buildFrom(const GlassState& s, int p, Pool x, double n) {
  if (n <= 0) return 0;
  std::array<int16_t, 32> cand{};
  std::array<double, 32> value{};
  int k = 0;
  forEachOnOffer(s, p, [&](int b) {
    if (k >= static_cast<int>(cand.size()) || !placeable(s, p, b)) return;
    const double v = gain(s, p, b);
    if (v > 0) cand[k] = static_cast<int16_t>(b), value[k++] = v;
  });
  double total = 0;
  for (; n > 0 && k > 0; n -= 1) {
    int best = -1;
    double top = 0;
    for (int i = 0; i < k; ++i) {
      const double v = value[i] * std::exp(-1.2 * missing(x, cand[i]));
      if (v > top) top = v, best = i;
    }
    if (best < 0) break;
    total += top * std::min(1.0, n);
    pay(x, cand[best]);
    cand[best] = cand[k - 1], value[best] = value[k - 1], --k;
  }
  return total;
}

// Build actions a card brings on average (the builder builds twice when it is the double play).
double buildCount(int card) { return card == builder ? 1.3 : buildsWith(card) ? 1.0 : 0.0; }

// The worth of a hand (cards as bits) of which all but one card will be played: its
// resource cards fill the wheels, then its building cards build.
double handValue(const GlassState& s, int p, unsigned mask, int size) {
  if (!mask) return 0;
  const double played = size > 1 ? static_cast<double>(size - 1) / size : 1.0;
  Pool x = poolOf(s.pl[p]);
  double nb = 0;
  int others = 0;
  for (int c = 0; c < kCards; ++c) {
    if (!(mask & (1u << c))) continue;
    if (buildsWith(c)) {
      nb += buildCount(c);
    } else {
      addCard(x, s, p, c);
      ++others;
    }
  }
  return buildFrom(s, p, x, nb * played) + 0.15 * others;
}

}  // namespace

double gain(const GlassState& s, int p, int b) {
  const BuildingDef& def = data().buildings[b];
  const Player& P = s.pl[p];
  const Rates r = rates(s, p);
  const int glass = std::max(0, P.wheel[wGlass][rGlass] - def.cost[1]);
  const int brick = std::max(0, P.wheel[wBrick][rBrick] - def.cost[3]);
  const int sand = P.wheel[wGlass][rSand];
  double v = def.points - r.glass * def.cost[1] - r.brick * def.cost[3];
  switch (b) {  // the upgrades take their base building's bonus away
    case forest_hut:
      return v + 5 * kBasic - r.glass * glass;
    case glassworks:
      return v + (3 - r.glass) * glass;
    case artists_camp:
      return v + r.glass - r.sand * sand;
    case glassblowers_village:
      return v + (1 - r.sand) * sand;
    case guild_house:
      return v + 4 * kBasic - r.brick * brick;
    case masons_guild:
      return v + (3 - r.brick) * brick;
    default:
      break;
  }
  if (def.kind == bkConversion) return v + 0.3 + 1.5 * s.gameLeft();
  if (def.kind == bkImmediate) return v + immediateWorth(s, p, b, r);
  return v + bonus(s, p, b);
}

double bestAffordable(const GlassState& s, int p) {
  double best = 0;
  forEachOnOffer(s, p, [&](int b) {
    if (s.canAfford(p, b) && placeable(s, p, b)) best = std::max(best, gain(s, p, b));
  });
  return best;
}

double builds(const GlassState& s, int p, double n) { return buildFrom(s, p, poolOf(s.pl[p]), n); }

bool buildsWith(int card) {
  return card == cultivator || card == supplier || card == builder || card == carpenter;
}

double hand(const GlassState& s, int p) {
  const Player& P = s.pl[p];
  const int size = s.stage == stPick ? s.handTarget() : __builtin_popcount(P.hand);
  return handValue(s, p, P.hand, size);
}

double pickWeight(const GlassState& s, int p, int card) {
  const Player& P = s.pl[p];
  bool canPay = true;
  switch (data().cards[card].payment) {
    case payFood:
      canPay = P.amount(rFood) > 0;
      break;
    case payCoal:
      canPay = P.amount(rCoal) > 0;
      break;
    case payWood:
      canPay = P.wheel[wGlass][rWood] > 0;
      break;
    case payWater:
      canPay = P.wheel[wGlass][rWater] > 0;
      break;
    case payForest:
      canPay = s.forestCount(p) > 0;
      break;
    default:
      break;
  }
  const int size = s.handTarget();
  double w =
      0.2 + std::max(0.0, handValue(s, p, P.hand | (1u << card), size) - handValue(s, p, P.hand, size));
  if (card == feudal_lord) w += 0.5 * s.gameLeft();
  return canPay ? w : 0.25 * w;
}

double wheels(const GlassState& s, int p) {
  const Player& P = s.pl[p];
  // The first units of an input are worth the most; wood and clay, the building materials, for longer.
  auto input = [](int x, double each, int full) {
    return each * std::min(x, full) + 0.05 * std::max(0, x - full);
  };
  const auto& g = P.wheel[wGlass];
  const auto& k = P.wheel[wBrick];
  double v = 0.8 * g[rGlass] + 0.5 * k[rBrick];
  for (int r : {rSand, rFood, rCoal, rWater}) v += input(g[r], 0.2, 2);
  for (int r : {rFood, rCoal}) v += input(k[r], 0.2, 2);
  v += input(g[rWood], 0.3, 4) + input(k[rClay], 0.3, 4);
  return v;
}

}  // namespace glassroad::outlook
