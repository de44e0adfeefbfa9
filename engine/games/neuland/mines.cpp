// The ore bag and the mines' stacks ("Eriger des bâtiments", p. 9: a new mine
// draws 3 ores; "Utiliser des produits", p. 7: an emptied mine draws 3 again,
// stacked in any order). The order is the "stack" decision.
#include <algorithm>

#include "state.hpp"

namespace neuland {

using ludo::Action;
using ludo::Decision;

// Draws 3 ores for `tile`. With 6 mines of 3 and 21 ores, the bag holds at least
// 6 whenever a mine draws (ASSUMPTIONS.md), so a mine always gets its 3.
// A single possible order is stacked at once; otherwise the seat decides.
// Returns true (ore was drawn: an undo barrier).
bool NeulandState::drawInto(int seat, int tile) {
  std::array<int8_t, 3> drawn{};
  int count = 0;
  for (int i = 0; i < 3; ++i) {
    const int total = bag[0] + bag[1] + bag[2];
    if (total == 0) break;
    int r = rng.below(total), k = 0;
    while (r >= bag[k]) r -= bag[k++];
    --bag[k];
    drawn[count++] = oreGood(k);
  }
  std::sort(drawn.begin(), drawn.begin() + count);
  if (count == 0 || drawn[0] == drawn[count - 1]) {
    stackOres(tile, drawn.data(), count);
    return true;
  }
  Decision d;
  d.kind = dStackOres;
  d.player = static_cast<int8_t>(seat);
  d.a = static_cast<int16_t>(tile);
  d.b = static_cast<int16_t>(count);
  d.mask = 0;
  for (int i = 0; i < count; ++i) d.mask |= static_cast<uint32_t>(drawn[i]) << (8 * i);
  decisions.push(d);
  return true;
}

void NeulandState::stackOres(int tile, const int8_t* topFirst, int count) {
  Tile& tl = tiles[tile];
  tl.oreCount = static_cast<int8_t>(count);
  for (int i = 0; i < count; ++i) tl.ores[count - 1 - i] = topFirst[i];
}

namespace stackDecision {

// The ores drawn, in ascending order.
int drawn(const Decision& d, std::array<int8_t, 3>& out) {
  for (int i = 0; i < d.b; ++i) out[i] = static_cast<int8_t>((d.mask >> (8 * i)) & 0xff);
  return d.b;
}

// Every distinct order of the drawn ores, top first.
void legal(const NeulandState&, const Decision& d, std::vector<Action>& out) {
  std::array<int8_t, 3> order{};
  const int count = drawn(d, order);
  do {
    Action a;
    a.type = aStack;
    for (int i = 0; i < count; ++i) a.arg[i] = order[i];
    a.arg[3] = static_cast<int16_t>(count);
    out.push_back(a);
  } while (std::next_permutation(order.begin(), order.begin() + count));
}

void apply(NeulandState& s, const Decision& d, const Action& a) {
  std::array<int8_t, 3> order{};
  for (int i = 0; i < a.arg[3] && i < 3; ++i) order[i] = static_cast<int8_t>(a.arg[i]);
  s.stackOres(d.a, order.data(), a.arg[3]);
  // The turn that was ending ends once every drawn stack is placed.
  bool more = false;
  for (const Decision& o : s.decisions.items()) more = more || o.kind == dStackOres;
  if (!more && s.turnEnding) s.finishTurn();
}

void json(const NeulandState& s, const Decision& d, ludo::Json& out) {
  std::array<int8_t, 3> order{};
  const int count = drawn(d, order);
  ludo::Json ores = ludo::Json::array();
  for (int i = 0; i < count; ++i) ores.push_back(data().goodNames[order[i]]);
  out["building"] = d.a;
  out["ores"] = ores;
  (void)s;
}

}  // namespace stackDecision

}  // namespace neuland
