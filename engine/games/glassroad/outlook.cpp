// For the bots: what a position promises in buildings (see outlook.hpp).
// Rough estimates read from the position as it stands; the rules never use them.
#include "outlook.hpp"

#include <algorithm>
#include <cmath>

namespace glassroad::outlook {

namespace {

// The game data, read once (data() is a call into another file each time).
const Data& D() {
  static const Data& d = data();
  return d;
}

constexpr double kBasic = 0.2;  // a basic resource, in points, as a building's effect

struct Rates {
  double glass, brick, sand;  // end points per glass, brick and sand on the wheels
};

// The landscape read once: tiles by kind, what stands on the base buildings' squares.
struct Land {
  int quarry = 0, grove = 0, pond = 0, forest = 0, empty = 0, immediates = 0;
  std::array<int, kBaseCount> scorer{-1, -1, -1};  // the base building or its upgrade (-1: none)
  std::array<bool, kBaseCount> upgradable{};
  Rates r{};
  double left = 1;  // GlassState::gameLeft, read once
  int forests() const { return forest / 2; }
  bool room() const { return empty + quarry + grove + pond > 0; }  // a square free or freed by clearing
};

Land landOf(const GlassState& s, int p) {
  Land L;
  L.left = s.gameLeft();
  for (int q = 0; q < D().squares; ++q) {
    const Square& x = s.pl[p].sq[q];
    switch (x.kind) {
      case sqQuarry:
        ++L.quarry;
        break;
      case sqGrove:
        ++L.grove;
        break;
      case sqPond:
        ++L.pond;
        break;
      case sqForest:
        ++L.forest;
        break;
      case sqEmpty:
        ++L.empty;
        break;
      case sqBuilding: {
        const int there = x.upgrade >= 0 ? x.upgrade : x.building;
        if (x.building >= kBaseFirst) {
          L.scorer[x.building - kBaseFirst] = there;
          L.upgradable[x.building - kBaseFirst] = x.upgrade < 0;
        }
        L.immediates += there < kTiles && D().buildings[there].kind == bkImmediate;
        break;
      }
      default:
        break;
    }
  }
  const int g = L.scorer[forestGlassworks - kBaseFirst], b = L.scorer[bricklayersFraternity - kBaseFirst],
            c = L.scorer[glassblowersCamp - kBaseFirst];
  L.r = {g == forestGlassworks ? 1.0
         : g == glassworks     ? 3.0
                               : 0.0,
         b == bricklayersFraternity ? 1.0
         : b == masons_guild        ? 3.0
                                    : 0.0,
         c == glassblowersCamp       ? 0.5
         : c == glassblowers_village ? 1.0
                                     : 0.0};
  return L;
}

// An immediate building's effect, in points (resources at kBasic each).
double immediateWorth(const GlassState& s, int p, int b, const Land& L) {
  const Rates& r = L.r;
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
      return 3 * kBasic * L.quarry;
    case winery:
      return 4 * kBasic * L.grove;
    case fishery:
      return 4 * kBasic * L.pond;
    case boathouse:
      return kBasic * L.pond;
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
double bonus(const GlassState& s, int p, int b, const Land& L) {
  const Player& P = s.pl[p];
  const auto& g = P.wheel[wGlass];
  const auto& k = P.wheel[wBrick];
  const auto& c = D().buildings[b].cost;
  const int wood = g[rWood] - c[0], clay = k[rClay] - c[2];
  const int ponds = L.pond, groves = L.grove, quarries = L.quarry;
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
      return L.forests() >= 5 ? 3 : L.forests() == 4 ? 1.5 : 0;
    case forest_lodge:
      return L.forests() - 1;
    case half_timbered_house:
      return L.immediates + 0.5;
    default:  // adjacency bonuses: bathhouse, extension, factory, manor
      return 2;
  }
}

// Whether b could be placed if p had its cost: an upgrade needs its base not
// upgraded yet; a tile needs an empty square or a terrain tile to clear.
bool placeable(const Land& L, int b) {
  const BuildingDef& def = D().buildings[b];
  if (def.upgrades >= 0) return L.upgradable[def.upgrades - kBaseFirst];
  return L.room();
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
void addCard(Pool& x, const Land& L, int card) {
  switch (card) {
    case feudal_lord:
      add(x.g, rWood, 1), add(x.k, rClay, 1);
      break;
    case worker:
      add(x.k, rClay, std::max(1, L.quarry));
      break;
    case forester:
      add(x.g, rWood, std::max(1, L.grove));
      break;
    case pond_builder:
      add(x.g, x.g[rSand] < x.g[rWater] ? rSand : rWater, std::max(1, L.pond));
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
  const auto& c = D().buildings[b].cost;
  return std::max(0, c[0] - x.g[rWood]) / 3.0 + std::max(0, c[1] - x.g[rGlass]) * 0.9 +
         std::max(0, c[2] - x.k[rClay]) / 3.0 + std::max(0, c[3] - x.k[rBrick]) * 0.6;
}

void pay(Pool& x, int b) {
  const auto& c = D().buildings[b].cost;
  x.g[rWood] = std::max(0, x.g[rWood] - c[0]);
  x.g[rGlass] = std::max(0, x.g[rGlass] - c[1]);
  x.k[rClay] = std::max(0, x.k[rClay] - c[2]);
  x.k[rBrick] = std::max(0, x.k[rBrick] - c[3]);
  settle(x);
}

double gainIn(const GlassState& s, int p, int b, const Land& L) {
  const BuildingDef& def = D().buildings[b];
  const Player& P = s.pl[p];
  const Rates& r = L.r;
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
  if (def.kind == bkConversion) return v + 0.3 + 1.5 * L.left;
  if (def.kind == bkImmediate) return v + immediateWorth(s, p, b, L);
  return v + bonus(s, p, b, L);
}

// The buildings p could place, with their gains (the board's and the private offer's).
struct Offer {
  std::array<int16_t, 32> cand{};
  std::array<double, 32> value{};
  int k = 0;
};

Offer offerOf(const GlassState& s, int p, const Land& L) {
  Offer o;
  auto consider = [&](int b) {
    if (b < 0 || o.k >= static_cast<int>(o.cand.size()) || !placeable(L, b)) return;
    const double v = gainIn(s, p, b, L);
    if (v > 0) o.cand[o.k] = static_cast<int16_t>(b), o.value[o.k++] = v;
  };
  for (int row = 0; row < 3; ++row)
    for (int k = 0; k < s.slotsPerRow; ++k) consider(s.board[row][k]);
  for (int16_t b : s.pl[p].offer) consider(b);
  return o;
}

// n building actions with the resources of x: each takes the best building by
// its gain discounted by what is missing, and pays for it.
double buildFrom(Offer o, Pool x, double n) {
  double total = 0;
  for (; n > 0 && o.k > 0; n -= 1) {
    int best = -1;
    double top = 0;
    for (int i = 0; i < o.k; ++i) {
      const double v = o.value[i] * std::exp(-1.2 * missing(x, o.cand[i]));
      if (v > top) top = v, best = i;
    }
    if (best < 0) break;
    total += top * std::min(1.0, n);
    pay(x, o.cand[best]);
    o.cand[best] = o.cand[o.k - 1], o.value[best] = o.value[o.k - 1], --o.k;
  }
  return total;
}

// Build actions a card brings on average (the builder builds twice when it is the double play).
double buildCount(int card) { return card == builder ? 1.3 : buildsWith(card) ? 1.0 : 0.0; }

// The worth of a hand (cards as bits) of which all but one card will be played: its
// resource cards fill the wheels, then its building cards build.
double handValue(const GlassState& s, int p, const Land& L, const Offer& o, unsigned mask, int size) {
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
      addCard(x, L, c);
      ++others;
    }
  }
  return buildFrom(o, x, nb * played) + 0.15 * others;
}

}  // namespace

double gain(const GlassState& s, int p, int b) { return gainIn(s, p, b, landOf(s, p)); }

double bestAffordable(const GlassState& s, int p) {
  const Land L = landOf(s, p);
  double best = 0;
  auto consider = [&](int b) {
    if (b >= 0 && s.canAfford(p, b) && placeable(L, b)) best = std::max(best, gainIn(s, p, b, L));
  };
  for (int row = 0; row < 3; ++row)
    for (int k = 0; k < s.slotsPerRow; ++k) consider(s.board[row][k]);
  for (int16_t b : s.pl[p].offer) consider(b);
  return best;
}

double builds(const GlassState& s, int p, double n) {
  const Land L = landOf(s, p);
  return n > 0 ? buildFrom(offerOf(s, p, L), poolOf(s.pl[p]), n) : 0.0;
}

bool buildsWith(int card) {
  return card == cultivator || card == supplier || card == builder || card == carpenter;
}

double hand(const GlassState& s, int p) {
  const Player& P = s.pl[p];
  if (!P.hand) return 0;
  const int size = s.stage == stPick ? s.handTarget() : __builtin_popcount(P.hand);
  const Land L = landOf(s, p);
  return handValue(s, p, L, offerOf(s, p, L), P.hand, size);
}

double pickWeight(const GlassState& s, int p, int card) {
  const Player& P = s.pl[p];
  bool canPay = true;
  switch (D().cards[card].payment) {
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
      canPay = s.count(p, sqForest) > 0;
      break;
    default:
      break;
  }
  const int size = s.handTarget();
  const Land L = landOf(s, p);
  const Offer o = offerOf(s, p, L);
  const double more =
      handValue(s, p, L, o, P.hand | (1u << card), size) - handValue(s, p, L, o, P.hand, size);
  double w = 0.2 + std::max(0.0, more);
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
