// "Le traitement des matières premières", "Atelier public", "Médicament" (brewing) and
// the master craftsman expansion ("Maître d'un corps de métier"): raw materials become
// product cards, at any time, while cards remain.
#include <algorithm>

#include "state.hpp"

namespace lorrein {

int LorreinState::held(int good) const {
  int k = 0;
  for (int p = 0; p < n; ++p) k += pl[p].goods[good];
  return k;
}

int LorreinState::supply(int good) const {
  const int total = good < kKinds ? kRawPerKind : data().productCards[good - kKinds];
  return total - held(good);
}

// Takes up to k of a good from the box (the box may run out).
void LorreinState::gain(int p, int good, int k) {
  k = std::min(k, supply(good));
  if (k > 0) pl[p].goods[good] = static_cast<int8_t>(pl[p].goods[good] + k);
}

// "Un atelier donne par matière première une carte Produit, excepté la carte Produit Farine"
// (wheat gives 3 flour at the mill); master craftsman: times the identical workshops owned.
int LorreinState::processYield(int p, int kind, bool ownWorkshop) const {
  int k = kind == kField ? 3 : 1;
  if (masterCraftsman && ownWorkshop && kind != kLavender) k *= std::max(1, countWorkshops(p, kind));
  return std::min(k, supply(productGood(kind)));
}

// "Si un atelier n'a pas encore été placé par un des joueurs, cet atelier est un atelier public":
// no workshop of that kind was ever placed (start placement included). With the option
// `publicAgain`, a kind is public whenever none stands on the board.
bool LorreinState::publicWorkshop(
    int kind, const std::array<std::array<int8_t, kWorkshopKinds>, kMaxPlayers>& census) const {
  for (int q = 0; q < n; ++q)
    if (census[q][kind] > 0) return false;
  return publicAgain || !placedKinds[kind];
}

// Own workshop, or a public one; lavender in one's own witchery.
void LorreinState::processActions(int p, std::vector<ludo::Action>& out) const {
  bool any = false;
  for (int k = 0; k < kKinds; ++k) any = any || pl[p].goods[rawGood(k)] > 0;
  if (!any) return;
  std::array<std::array<int8_t, kWorkshopKinds>, kMaxPlayers> census;
  workshopCensus(census);
  for (int k = 0; k < kKinds; ++k) {
    if (pl[p].goods[rawGood(k)] <= 0 || supply(productGood(k)) <= 0) continue;
    const bool can = k == kLavender ? witcheryTile(p) >= 0 : census[p][k] > 0 || publicWorkshop(k, census);
    if (can) out.push_back(act(aProcess, k));
  }
}

void LorreinState::process(int p, int kind) {
  const bool own = kind == kLavender || countWorkshops(p, kind) > 0;
  const int k = processYield(p, kind, own);
  pl[p].goods[rawGood(kind)]--;
  gain(p, productGood(kind), k);
}

}  // namespace lorrein
