// The goods track, building materials and the limited supply ("La piste de
// ressources" and "Éléments en quantité limitée", p. 9; materials p. 6).
#include <algorithm>

#include "state.hpp"

namespace arle {

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

// p. 6: a plank may always replace a wood, a brick a clay (when `substitute`;
// building costs list every material as its own way to pay).
bool ArleState::affordable(int p, const Cost& cost, bool substitute) const {
  const auto& g = pl[p].g;
  for (int k = 0; k < kGoods; ++k)
    if (g[k] < cost[k] && !(substitute && (k == WOOD || k == CLAY))) return false;
  if (!substitute) return true;
  return g[WOOD] + g[PLANK] >= cost[WOOD] + cost[PLANK] && g[PLANK] >= cost[PLANK] &&
         g[CLAY] + g[BRICK] >= cost[CLAY] + cost[BRICK] && g[BRICK] >= cost[BRICK];
}

void ArleState::pay(int p, const Cost& cost, bool substitute) {
  Player& P = pl[p];
  for (int k = 0; k < kGoods; ++k) {
    if (!cost[k]) continue;
    if (substitute && (k == WOOD || k == CLAY)) pay(p, k, cost[k]);
    else P.g[k] = static_cast<int16_t>(P.g[k] - cost[k]);
  }
}

// The basic material goes first, which never costs the player (ASSUMPTIONS.md).
void ArleState::pay(int p, int good, int n) {
  Player& P = pl[p];
  if (good == WOOD || good == CLAY) {
    int up = good == WOOD ? PLANK : BRICK;
    int a = std::min<int>(n, P.g[good]);
    P.g[good] = static_cast<int16_t>(P.g[good] - a);
    P.g[up] = static_cast<int16_t>(P.g[up] - (n - a));
  } else {
    P.g[good] = static_cast<int16_t>(P.g[good] - n);
  }
}

void ArleState::advanceTool(int p, int t, int n) {
  for (int i = 0; i < n && !toolMax(p, t); ++i) ++pl[p].tool[t];
}

}  // namespace arle
