// The village board, animals, barn, limited supply and goods (rules helpers).
#include <algorithm>

#include "arle.hpp"

namespace arle {

ludo::Action act(int type, int a0, int a1, int a2, int a3) {
  ludo::Action a;
  a.type = static_cast<int16_t>(type);
  a.arg[0] = static_cast<int16_t>(a0);
  a.arg[1] = static_cast<int16_t>(a1);
  a.arg[2] = static_cast<int16_t>(a2);
  a.arg[3] = static_cast<int16_t>(a3);
  return a;
}

// p. 9: marsh rows are unlocked by the 1st, 4th and 7th dike moves (ASSUMPTIONS.md).
bool ArleState::usable(int p, int s) const {
  const Player& P = pl[p];
  if (s < 3) return P.dikeMoves >= 7;
  if (s < 6) return P.dikeMoves >= 4;
  if (s < 9) return P.dikeMoves >= 1;
  if (s < 15) return true;
  if (s == 15) return P.moor[0] < 0;
  if (s == 16) return P.moor[1] < 0;
  return P.moor[2] < 0;
}

// p. 9 "Règles relatives au placement des animaux".
int ArleState::holdCap(int p, int h) const {
  if (h == kDikeHolding) return 5;  // each of the 5 dikes holds 1 animal of any kind
  int s = h / 2, half = h % 2;
  if (!usable(p, s)) return 0;
  switch (pl[p].tile[s]) {
    case T_EMPTY: return half ? 0 : 2;
    case T_STALL: return half ? 0 : 3;
    case T_STABLE: return half ? 0 : 6;
    case T_DOUBLE: return 3;
    case T_PARK: return half ? 0 : 2;
    default: return 0;
  }
}

bool ArleState::holdMixed(int p, int h) const {
  return h == kDikeHolding || pl[p].tile[h / 2] == T_PARK;
}

bool ArleState::canAccept(int p, int h, int sp) const {
  int cap = holdCap(p, h);
  if (cap == 0) return false;
  const auto& a = pl[p].an[h];
  int tot = a[0] + a[1] + a[2];
  if (tot >= cap) return false;
  if (holdMixed(p, h)) return true;
  return tot == a[sp];
}

int ArleState::animals(int p, int sp) const {
  int n = 0;
  for (int h = 0; h < kHoldings; ++h) n += pl[p].an[h][sp];
  return n;
}

void ArleState::addAnimal(int p, int sp, int n) {
  if (n <= 0) return;
  pl[p].loose[sp] += n;
  settleAnimals(p);
}

bool ArleState::removeAnimal(int p, int sp) {
  Player& P = pl[p];
  if (P.loose[sp] > 0) {
    --P.loose[sp];
    return true;
  }
  // Any holding will do: animals move freely during the work phase. Prefer
  // holdings that do not breed (dikes, parks, pastures), then the fullest.
  int best = -1, bestScore = -1;
  for (int h = 0; h < kHoldings; ++h) {
    int n = P.an[h][sp];
    if (!n) continue;
    int t = h == kDikeHolding ? -1 : P.tile[h / 2];
    int sc = (h == kDikeHolding || t == T_PARK) ? 100 : t == T_EMPTY ? 80 : 10 + n;
    if (sc > bestScore) bestScore = sc, best = h;
  }
  if (best < 0) return false;
  --P.an[best][sp];
  return true;
}

void ArleState::settleAnimals(int p) {
  Player& P = pl[p];
  for (int sp = 0; sp < kSpecies; ++sp) {
    while (P.loose[sp] > 0) {
      // Direct placement: a breeding holding that makes a pair, then same kind, then empty, then mixed.
      int best = -1, bestScore = -1;
      for (int h = 0; h < kHoldings; ++h) {
        if (!canAccept(p, h, sp)) continue;
        int n = P.an[h][0] + P.an[h][1] + P.an[h][2];
        int sc;
        if (holdMixed(p, h)) sc = 1;
        else {
          int t = P.tile[h / 2];
          bool breeds = t == T_STALL || t == T_STABLE || t == T_DOUBLE;
          sc = (breeds ? 50 : 20) + (n > 0 ? 20 : 0) - (breeds && n >= 2 ? 30 : 0);
        }
        if (sc > bestScore) bestScore = sc, best = h;
      }
      if (best < 0) break;
      ++P.an[best][sp];
      --P.loose[sp];
    }
  }
  if (P.loose[0] + P.loose[1] + P.loose[2] > 0) {
    std::array<int, kSpecies> c{};
    for (int sp = 0; sp < kSpecies; ++sp) c[sp] = animals(p, sp) + P.loose[sp];
    if (repack(p, c)) P.loose = {0, 0, 0};
  }
}

// Exact search: single-kind holdings (stables 6, stalls 3, pastures 2) given to
// kinds, the rest in mixed holdings (parks, dikes). Rewrites the arrangement.
bool ArleState::repack(int p, const std::array<int, kSpecies>& c) {
  Player& P = pl[p];
  std::vector<int> stables, stalls, pastures, mixed;
  int M = 0;
  for (int h = 0; h < kHoldings; ++h) {
    int cap = holdCap(p, h);
    if (!cap) continue;
    if (holdMixed(p, h)) mixed.push_back(h), M += cap;
    else if (cap == 6) stables.push_back(h);
    else if (cap == 3) stalls.push_back(h);
    else pastures.push_back(h);
  }
  int B = (int)stables.size(), S = (int)stalls.size(), Pn = (int)pastures.size();
  for (int m0 = 0; m0 <= B; ++m0)
    for (int m1 = 0; m0 + m1 <= B; ++m1)
      for (int m2 = 0; m0 + m1 + m2 <= B; ++m2)
        for (int k0 = 0; k0 <= S; ++k0)
          for (int k1 = 0; k0 + k1 <= S; ++k1)
            for (int k2 = 0; k0 + k1 + k2 <= S; ++k2) {
              int m[3] = {m0, m1, m2}, k[3] = {k0, k1, k2}, need[3];
              int pairs = 0, odd = 0, sum = 0;
              for (int s = 0; s < 3; ++s) {
                need[s] = std::max(0, c[s] - 6 * m[s] - 3 * k[s]);
                pairs += need[s] / 2, odd += need[s] % 2, sum += need[s];
              }
              int over = pairs <= Pn ? odd - std::min(Pn - pairs, odd) : sum - 2 * Pn;
              if (over > M) continue;
              // Build the arrangement.
              for (auto& a : P.an) a = {0, 0, 0};
              int bi = 0, si = 0, pi = 0;
              int rest[3];
              for (int s = 0; s < 3; ++s) {
                rest[s] = c[s];
                for (int i = 0; i < m[s]; ++i) {
                  int n = std::min(6, rest[s]);
                  P.an[stables[bi++]][s] = n, rest[s] -= n;
                }
                for (int i = 0; i < k[s]; ++i) {
                  int n = std::min(3, rest[s]);
                  P.an[stalls[si++]][s] = n, rest[s] -= n;
                }
              }
              for (int s = 0; s < 3; ++s)
                while (rest[s] >= 2 && pi < Pn) P.an[pastures[pi++]][s] = 2, rest[s] -= 2;
              for (int s = 0; s < 3; ++s)
                if (rest[s] == 1 && pi < Pn) P.an[pastures[pi++]][s] = 1, rest[s] = 0;
              for (int h : mixed) {
                int cap = holdCap(p, h);
                for (int s = 0; s < 3; ++s)
                  while (rest[s] > 0 && cap > 0) ++P.an[h][s], --rest[s], --cap;
              }
              return true;
            }
  return false;
}

int ArleState::countTile(int p, int t) const {
  int n = 0;
  for (int s = 0; s < kVSpaces; ++s)
    if (pl[p].tile[s] == t) ++n;
  return n;
}

int ArleState::emptySpace(int p) const {
  int best = -1, bestN = 99;
  for (int s = 0; s < kVSpaces; ++s) {
    if (!usable(p, s) || pl[p].tile[s] != T_EMPTY) continue;
    const auto& a = pl[p].an[2 * s];
    int n = a[0] + a[1] + a[2];
    if (n < bestN) bestN = n, best = s;
  }
  return best;
}

void ArleState::placeTile(int p, int s, int tile, int b) {
  Player& P = pl[p];
  P.tile[s] = static_cast<int8_t>(tile);
  P.bld[s] = static_cast<int8_t>(b);
  for (int half = 0; half < 2; ++half) {
    int h = 2 * s + half;
    int cap = holdCap(p, h);
    auto& a = P.an[h];
    int tot = a[0] + a[1] + a[2];
    bool ok = tot <= cap && (holdMixed(p, h) || tot == 0 || tot == a[0] || tot == a[1] || tot == a[2]);
    if (!ok) {
      for (int sp = 0; sp < 3; ++sp) P.loose[sp] += a[sp];
      a = {0, 0, 0};
    }
  }
  settleAnimals(p);
}

void ArleState::clearTile(int p, int s) {
  pl[p].tile[s] = T_EMPTY;
  pl[p].bld[s] = -1;
}

// p. 8: "Les doubles stalles sont considérées comme deux stalles séparées."
int ArleState::stallsForBreeding(int p) const {
  return countTile(p, T_STALL) + 2 * countTile(p, T_DOUBLE);
}

void ArleState::moveDikes(int p, int n) {
  pl[p].dikeMoves = static_cast<int8_t>(std::min(kMaxDikeMoves, pl[p].dikeMoves + n));
}

// p. 16: -1 per marsh space of the top row not covered by a dike (moves 5-7 cover them).
int ArleState::marshPenalty(int p) const {
  return 3 - std::clamp(pl[p].dikeMoves - 4, 0, 3);
}

bool ArleState::extractable(int p) const {
  for (int m = 0; m < kMoors; ++m)
    if (pl[p].moor[m] == 1 && pl[p].moorPeat[m] > 0) return true;
  return false;
}

// p. 9: the tile leaves the board as soon as its last peat is extracted.
void ArleState::extractFrom(int p, int m) {
  Player& P = pl[p];
  --P.moorPeat[m];
  ++P.g[PEAT];
  if (P.moorPeat[m] == 0) P.moor[m] = -1;
}

void ArleState::dryMoor(int p, int m) {
  pl[p].moor[m] = 1;
  pl[p].moorPeat[m] = static_cast<int8_t>(data().moorPeat);
}

int ArleState::countVeh(int p, bool large) const {
  int n = 0;
  for (int i = 0; i < pl[p].nveh; ++i)
    if (data().equip[pl[p].veh[i].type].large == large) ++n;
  return n;
}

int ArleState::equipCount(int p, int eq) const {
  if (eq == PLOUGH) return pl[p].ploughs;
  if (eq == BOAT) return pl[p].boats;
  int n = 0;
  for (int i = 0; i < pl[p].nveh; ++i)
    if (pl[p].veh[i].type == eq) ++n;
  return n;
}

// p. 10: 4 small slots and 3 large; the lowest large slot may hold a small item.
bool ArleState::barnRoom(int p, int eq) const {
  int s = barnSmall(p), l = barnLarge(p);
  if (data().equip[eq].large) ++l;
  else ++s;
  return l <= 3 && s <= 5 && s + l <= 7;
}

void ArleState::addEquip(int p, int eq) {
  Player& P = pl[p];
  if (eq == PLOUGH) ++P.ploughs;
  else if (eq == BOAT) ++P.boats;
  else if (P.nveh < kMaxVehicles) {
    P.veh[P.nveh] = Vehicle{};
    P.veh[P.nveh].type = static_cast<int8_t>(eq);
    ++P.nveh;
  }
}

int ArleState::buildingCount(int p, int g) const {
  int n = 0;
  for (int b = 0; b < kBuildings; ++b)
    if (bowner[b] == p && data().buildings[b].group == g) ++n;
  return n;
}

// Shared limited supply (p. 9 "Éléments en quantité limitée").
int ArleState::supplyLeft(int what) const {
  const Data& d = data();
  int used = 0, lim = 0;
  for (int p = 0; p < nP; ++p) {
    const Player& P = pl[p];
    switch (what) {
      case T_GRAIN: case T_FLAX: used += countTile(p, T_GRAIN) + countTile(p, T_FLAX); lim = d.limField; break;
      case T_FOREST: case T_PARK: used += countTile(p, T_FOREST) + countTile(p, T_PARK); lim = d.limForest; break;
      case T_STALL: case T_STOREHOUSE: used += countTile(p, T_STALL) + countTile(p, T_STOREHOUSE); lim = d.limStall; break;
      case T_STABLE: case T_DOUBLE: used += countTile(p, T_STABLE) + countTile(p, T_DOUBLE); lim = d.limStable; break;
      case 100 + PLOUGH: case 100 + BOAT: used += P.ploughs + P.boats; lim = d.limPloughBoat; break;
      case 100 + HANDCART: case 100 + WAGON: used += equipCount(p, HANDCART) + equipCount(p, WAGON); lim = d.limHandcart; break;
      case 100 + CART: case 100 + HORSECART: used += equipCount(p, CART) + equipCount(p, HORSECART); lim = d.limCart; break;
      case 100 + CARRIAGE: case 100 + DROSHKY: used += equipCount(p, CARRIAGE) + equipCount(p, DROSHKY); lim = d.limCarriage; break;
      case 200 + WOOD: case 200 + CLAY: {
        bool w = what == 200 + WOOD;
        used += w ? P.g[WOOD] + P.g[PLANK] : P.g[CLAY] + P.g[BRICK];
        for (int i = 0; i < P.nveh; ++i)
          for (int c : P.veh[i].cell) used += (c == (w ? I_PLANK : I_BRICK));
        lim = w ? d.limWood : d.limClay;
        break;
      }
      default: return 0;
    }
  }
  return lim - used;
}

int ArleState::gain(int p, int good, int n) {
  if (n <= 0) return 0;
  Player& P = pl[p];
  int cap = 1000;
  if (good == FOOD) cap = 30 - P.g[FOOD];
  else if (good <= WOOL) cap = 15 - P.g[good];
  else if (good == WOOD || good == PLANK) cap = supplyLeft(200 + WOOD);
  else if (good == CLAY || good == BRICK) cap = supplyLeft(200 + CLAY);
  int t = std::max(0, std::min(n, cap));
  P.g[good] = static_cast<int16_t>(P.g[good] + t);
  return t;
}

int ArleState::have(int p, int good) const {
  const Player& P = pl[p];
  if (good == WOOD) return P.g[WOOD] + P.g[PLANK];
  if (good == CLAY) return P.g[CLAY] + P.g[BRICK];
  return P.g[good];
}

// p. 6: a plank may always replace a wood, a brick a clay. The basic one goes first.
bool ArleState::pay(int p, int good, int n) {
  if (have(p, good) < n) return false;
  Player& P = pl[p];
  if (good == WOOD || good == CLAY) {
    int up = good == WOOD ? PLANK : BRICK;
    int a = std::min<int>(n, P.g[good]);
    P.g[good] = static_cast<int16_t>(P.g[good] - a);
    P.g[up] = static_cast<int16_t>(P.g[up] - (n - a));
  } else {
    P.g[good] = static_cast<int16_t>(P.g[good] - n);
  }
  return true;
}

}  // namespace arle
