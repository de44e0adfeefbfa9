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
      case kGrainField:
      case kFlaxField:
        used += countTile(p, kGrainField) + countTile(p, kFlaxField);
        lim = d.limField;
        break;
      case kForest:
      case kPark:
        used += countTile(p, kForest) + countTile(p, kPark);
        lim = d.limForest;
        break;
      case kStall:
      case kStorehouse:
        used += countTile(p, kStall) + countTile(p, kStorehouse);
        lim = d.limStall;
        break;
      case kStable:
      case kDoubleStall:
        used += countTile(p, kStable) + countTile(p, kDoubleStall);
        lim = d.limStable;
        break;
      case 100 + kPlough:
      case 100 + kPeatBoat:
        used += P.ploughs + P.boats;
        lim = d.limPloughBoat;
        break;
      case 100 + kHandcart:
      case 100 + kWagon:
        used += equipCount(p, kHandcart) + equipCount(p, kWagon);
        lim = d.limHandcart;
        break;
      case 100 + kCart:
      case 100 + kHorseCart:
        used += equipCount(p, kCart) + equipCount(p, kHorseCart);
        lim = d.limCart;
        break;
      case 100 + kCarriage:
      case 100 + kDroshky:
        used += equipCount(p, kCarriage) + equipCount(p, kDroshky);
        lim = d.limCarriage;
        break;
      case 200 + kWood:
      case 200 + kClay: {
        bool w = what == 200 + kWood;
        used += w ? P.g[kWood] + P.g[kPlank] : P.g[kClay] + P.g[kBrick];
        for (int i = 0; i < P.nveh; ++i)
          for (int c : P.veh[i].cell) used += (c == (w ? kLoadPlank : kLoadBrick));
        lim = w ? d.limWood : d.limClay;
        break;
      }
      default:
        return 0;
    }
  }
  return lim - used;
}

int ArleState::gain(int p, int good, int n) {
  if (n <= 0) return 0;
  Player& P = pl[p];
  int cap = 1000;
  if (good == kFood)
    cap = 30 - P.g[kFood];
  else if (good <= kWool)
    cap = 15 - P.g[good];
  else if (good == kWood || good == kPlank)
    cap = supplyLeft(200 + kWood);
  else if (good == kClay || good == kBrick)
    cap = supplyLeft(200 + kClay);
  int t = std::max(0, std::min(n, cap));
  P.g[good] = static_cast<int16_t>(P.g[good] + t);
  return t;
}

int ArleState::have(int p, int good) const {
  const Player& P = pl[p];
  if (good == kWood) return P.g[kWood] + P.g[kPlank];
  if (good == kClay) return P.g[kClay] + P.g[kBrick];
  return P.g[good];
}

// p. 6: a plank may always replace a wood, a brick a clay (when `substitute`;
// building costs list every material as its own way to pay).
bool ArleState::affordable(int p, const Cost& cost, bool substitute) const {
  const auto& g = pl[p].g;
  for (int k = 0; k < kGoods; ++k)
    if (g[k] < cost[k] && !(substitute && (k == kWood || k == kClay))) return false;
  if (!substitute) return true;
  return g[kWood] + g[kPlank] >= cost[kWood] + cost[kPlank] && g[kPlank] >= cost[kPlank] &&
         g[kClay] + g[kBrick] >= cost[kClay] + cost[kBrick] && g[kBrick] >= cost[kBrick];
}

void ArleState::pay(int p, const Cost& cost, bool substitute) {
  Player& P = pl[p];
  for (int k = 0; k < kGoods; ++k) {
    if (!cost[k]) continue;
    if (substitute && (k == kWood || k == kClay))
      pay(p, k, cost[k]);
    else
      P.g[k] = static_cast<int16_t>(P.g[k] - cost[k]);
  }
}

// The basic material goes first, which never costs the player (ASSUMPTIONS.md).
void ArleState::pay(int p, int good, int n) {
  Player& P = pl[p];
  if (good == kWood || good == kClay) {
    int up = good == kWood ? kPlank : kBrick;
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
