// "II. Réaliser des actions sur la Ligne du Temps" (p. 7) and the cost of an
// action ("III-A. Coût de production et calcul des actions", p. 8).
#include <algorithm>

#include "state.hpp"

namespace neuland {

using ludo::Action;

bool NeulandState::occupiedByOther(int seat, int t) const {
  for (int q = 0; q < n; ++q)
    if (q != seat && players[q].time == t) return true;
  return false;
}

// The space a turn ending at or after time t rests on (-1: none). p. 7: never
// on another marker, past the present marker, within the line. "Fin du tour"
// 3 (p. 10): after the first round, a player still behind everyone plays again
// only if at least one free space separates their marker from the next one;
// otherwise the marker moves on behind the next player(s) to a free space.
// Option endBesideNext: the worked example's "deux courts" read as allowed
// after the first round too (ASSUMPTIONS.md).
int NeulandState::endSpaceFrom(int seat, int t) const {
  int nextOther = 1 << 30;
  for (int q = 0; q < n; ++q)
    if (q != seat) nextOther = std::min(nextOther, players[q].time);
  for (int y = std::max(t, present + 1); y <= lastSpace(); ++y) {
    if (occupiedByOther(seat, y)) continue;
    const bool playsAgain = y < nextOther && firstRoundLeft == 0;
    if (playsAgain && !options.endBesideNext && nextOther - y < 2) continue;
    return y;
  }
  return -1;
}

// The steps the seat may still take: the turn must be able to end on a free
// space at or after its marker, so the affordable counts are exactly 0..maxSteps.
int NeulandState::maxSteps(int seat) const {
  const int time = players[seat].time;
  for (int y = lastSpace(); y >= std::max(time, present + 1); --y)
    if (endSpaceFrom(seat, y) == y) return y - time;
  return -1;
}

int NeulandState::endTurnSteps(int seat) const {
  const int y = endSpaceFrom(seat, players[seat].time);
  return y < 0 ? 0 : y - players[seat].time;
}

// One step for producing or placing coats, none for building; each hex border
// crossed beyond the cost zone one more (the farthest good counts), unless the
// cart is given; foraging 3 more. Safe on any parsed action (an off-map tile
// adds no distance).
int NeulandState::steps(const Action& a) const {
  const Data& d = data();
  if (a.type != aProduce && a.type != aCoats && a.type != aBuild) return 0;
  const int base = a.type == aBuild ? 0 : 1;
  const int target = a.type == aBuild ? a.arg[2] : tiles[a.arg[0]].hex;
  if (target >= kHexes) return base;
  int extra = 0, forageSteps = 0;
  const int last = a.type == aBuild ? 4 : 7;
  for (int i = 3; i < last; ++i) {
    const int16_t src = a.arg[i];
    if (src == forage) forageSteps += kForageSteps;
    if (src < 0 || target < 0) continue;
    const int from = tiles[sourceTile(src)].hex;
    if (from >= 0) extra = std::max(extra, d.dist[from][target] - 1);
  }
  return base + forageSteps + (a.arg[1] ? 0 : extra);
}

}  // namespace neuland
