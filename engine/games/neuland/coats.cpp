// "V. Placer des blasons" (p. 9–10): coats of arms on an empty property of the
// map, paid like a production (p. 6), exactly the property's value, or the last
// ones a player has left, which wins at once ("Fin de la partie", p. 11).
#include <algorithm>

#include "state.hpp"

namespace neuland {

using ludo::Action;

void NeulandState::legalCoats(const PayContext& c, std::vector<Action>& out) const {
  const Data& d = data();
  // Not in a player's first turn ("placer des Blasons (impossible au premier tour)", Début de la partie).
  if (players[c.seat].turns == 0) return;
  const bool goldPays = !options.goldOneGood && !c.byGood[gold].empty();  // a whole cost (legalPayments)
  // The properties on the map (one tile each, numbered in kind order).
  for (uint64_t m = mapped & ~d.unitMask; m; m &= m - 1) {
    const int t = lowestTile(m);
    if (tiles[t].coatSeat >= 0) continue;
    const KindInfo& kind = d.kindInfo[d.tiles[t].kind];
    bool payable = true;
    for (int i = 0; i < kind.costCount; ++i) payable = payable && !c.byGood[kind.cost[i]].empty();
    if (!payable && !goldPays) continue;  // no way to pay: legalPayments would list nothing
    Action a;
    a.type = aCoats;
    a.arg[0] = static_cast<int16_t>(t);
    legalPayments(c, kind.cost.data(), kind.costCount, tiles[t].hex, a, false, out);
  }
}

bool NeulandState::applyCoats(int seat, const Action& a) {
  const Data& d = data();
  Player& pl = players[seat];
  const int cost = steps(a);
  bool drew = false;
  for (int i = 3; i < 7; ++i)
    if (a.arg[i] != noSource) drew = use(seat, a.arg[i]) || drew;
  pl.time += cost;
  if (a.arg[1]) pl.cart = false;
  Tile& tl = tiles[a.arg[0]];
  const Kind& k = d.kinds[d.tileKind[a.arg[0]]];
  const int count = std::min(k.value, pl.coatsLeft);
  tl.coatSeat = static_cast<int8_t>(seat);
  tl.coatCount = static_cast<int8_t>(count);
  pl.coatsLeft -= count;
  pl.placed[k.category] += count;
  if (pl.coatsLeft == 0) endGame(Ending::lastCoat, seat);
  return drew;
}

}  // namespace neuland
