// "Médicament" and "Le combat de sorcières": paying one medicine to swap one's mission,
// change a raw material into another (or a cow), a product card into another (never one
// kind into the other), or fight another witch on one's turn.
#include "state.hpp"

namespace lorrein {

void LorreinState::medicineActions(int p, bool ownTurn, std::vector<ludo::Action>& out) const {
  const Player& P = pl[p];
  const int med = productGood(kLavender);
  if (P.goods[med] < 1) return;
  for (int from = 0; from < kGoods; ++from) {
    if (P.goods[from] < (from == med ? 2 : 1)) continue;
    const int lo = from < kKinds ? 0 : kKinds;
    for (int to = lo; to < lo + kKinds; ++to)
      if (to != from && supply(to) + (to == med ? 1 : 0) > 0) out.push_back(act(aTransform, from, to));
  }
  // "Fin du jeu": the mission was found fulfilled at the end of construction and is revealed
  // at the end of the turn; the active player may no longer swap that card in the food phase
  // (at any of its decision points there: paying, answering an offer).
  const bool won = p == active && stage == stFood && P.done;
  if (!missionPile.empty() && !won) out.push_back(act(aSwapMission));
  // "Si c'est votre tour, vous avez une sorcière et vous avez payé une carte Médicament".
  if (ownTurn && witcheryTile(p) >= 0)
    for (int q = 0; q < n; ++q)
      if (q != p && witcheryTile(q) >= 0) out.push_back(act(aFight, q));
}

void LorreinState::drawMission(int p) {
  const int8_t old = pl[p].mission;
  pl[p].mission = missionPile.back();
  missionPile.pop_back();
  missionPile.insert(missionPile.begin(), old);  // under the pile
  pl[p].missionRevealed = 0;
  barrier_ = true;
}

bool LorreinState::applyMedicine(int p, const ludo::Action& a) {
  Player& P = pl[p];
  P.goods[productGood(kLavender)]--;
  if (a.type == aTransform) {
    P.goods[a.arg[0]]--;
    gain(p, a.arg[1], 1);
  } else if (a.type == aSwapMission) {
    drawMission(p);
  } else if (a.type == aFight) {
    // Thrown until one star stands and the other falls: a fair coin. The defender's star is
    // removed when it falls; the attacker only loses the medicine.
    if (rng.below(2) == 0) {
      const int t = witcheryTile(a.arg[0]);
      tiles[t] = Tile{tiles[t].land, bNone, -1, 0};
    }
    barrier_ = true;
  }
  return true;
}

}  // namespace lorrein
