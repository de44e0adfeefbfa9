// Building (Cartes Artisan et la construction de bâtiments, p. 8–9, and the
// steps of a build in Annexe 1, after the Carpenter: « appliquez strictement les
// règles suivantes ») and the building board's piles (Mise en place, p. 4; the
// end of a phase, p. 7).
#include <algorithm>

#include "state.hpp"

namespace glassroad {

using ludo::Action;
using ludo::Decision;

void GlassState::pushBuild(int p) { decisions.push(decision(dBuild, p)); }

bool GlassState::canAfford(int p, int b) const {
  const auto& c = data().buildings[b].cost;
  const auto& w = pl[p].wheel;
  return w[wGlass][rWood] >= c[0] && w[wGlass][rGlass] >= c[1] && w[wBrick][rClay] >= c[2] &&
         w[wBrick][rBrick] >= c[3];
}

// Annexe 1, the steps of a build (after the Carpenter), 4–7: pay everything,
// turn the wheels, place, apply the effect.
void GlassState::build(int p, int b, int square) {
  Player& P = pl[p];
  const BuildingDef& def = data().buildings[b];
  take(p, rWood, wGlass, def.cost[0]);
  take(p, rGlass, wGlass, def.cost[1]);
  take(p, rClay, wBrick, def.cost[2]);
  take(p, rBrick, wBrick, def.cost[3]);
  P.glassSpent = static_cast<int16_t>(P.glassSpent + def.cost[1]);
  P.brickSpent = static_cast<int16_t>(P.brickSpent + def.cost[3]);
  bool found = false;
  for (int row = 0; row < 3 && !found; ++row)
    for (int k = 0; k < slotsPerRow; ++k)
      if (board[row][k] == b) {
        board[row][k] = -1;
        found = true;
        break;
      }
  if (!found) P.offer.erase(std::find(P.offer.begin(), P.offer.end(), static_cast<int16_t>(b)));
  settle(p);
  if (def.upgrades >= 0) {
    P.sq[square].upgrade = static_cast<int16_t>(b);
  } else {
    Square q;
    q.kind = sqBuilding;
    q.building = static_cast<int16_t>(b);
    P.sq[square] = q;
  }
  if (def.kind == bkImmediate) immediate(p, b, square);
}

// --- dBuild: any affordable tile of the board or of the private offer, on an
// empty square (an upgrade on its base building), or pass.
void buildLegal(const GlassState& s, const Decision& d, std::vector<Action>& out) {
  const int p = d.player;
  const Player& P = s.pl[p];
  auto consider = [&](int b) {
    if (b < 0 || !s.canAfford(p, b)) return;
    const BuildingDef& def = data().buildings[b];
    if (def.upgrades >= 0) {
      const int q = s.squareOf(p, def.upgrades);
      if (q >= 0 && P.sq[q].upgrade < 0) out.push_back(act(aBuild, b, q));
      return;
    }
    for (int q = 0; q < data().squares; ++q)
      if (P.sq[q].kind == sqEmpty) out.push_back(act(aBuild, b, q));
  };
  for (int row = 0; row < 3; ++row)
    for (int k = 0; k < s.slotsPerRow; ++k) consider(s.board[row][k]);
  for (int16_t b : P.offer) consider(b);
  out.push_back(act(aPass));
}

void buildApply(GlassState& s, const Decision& d, const Action& a) {
  if (a.type == aBuild) s.build(d.player, a.arg[0], a.arg[1]);
}

// p. 4: "vous pourrez ajouter les autres tuiles plus tard, au besoin": an empty
// pile takes its set-aside tiles (shuffled) before a draw. In the beginner game
// the other tiles are out of the game (unless the beginnerRefill option).
void GlassState::drawInto(int row, std::vector<int16_t>& dest) {
  if (pile[row].empty() && !aside[row].empty()) {
    pile[row].swap(aside[row]);
    rng.shuffle(pile[row]);
  }
  if (pile[row].empty()) return;
  dest.push_back(pile[row].back());
  pile[row].pop_back();
  barrier_ = true;
}

}  // namespace glassroad
