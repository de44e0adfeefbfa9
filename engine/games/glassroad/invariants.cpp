// Rule invariants, checked after every step by the harness and the soak.
#include "state.hpp"

namespace glassroad {

void GlassState::checkInvariants(std::vector<std::string>& problems) const {
  const Data& D = data();
  std::array<int, kTiles> seen{};
  auto mark = [&](int b, const char* where) {
    if (b < 0 || b >= kTiles)
      problems.push_back(std::string("bad tile id in ") + where);
    else
      ++seen[b];
  };
  for (int row = 0; row < 3; ++row) {
    for (int k = 0; k < slotsPerRow; ++k)
      if (board[row][k] >= 0) mark(board[row][k], "board");
    for (int16_t b : pile[row]) mark(b, "pile");
    for (int16_t b : aside[row]) mark(b, "reserve");
  }
  for (int16_t b : removed) mark(b, "removed");
  for (int p = 0; p < n; ++p) {
    const Player& P = pl[p];
    for (int16_t b : P.offer) mark(b, "offer");
    for (int w = 0; w < 2; ++w)
      for (int r = 0; r < kRes; ++r) {
        const int v = P.wheel[w][r];
        const int hi = !onWheel(w, r) ? 0 : isRefined(r) ? kMaxRefined : kMaxBase;
        if (v < 0 || v > hi)
          problems.push_back("seat " + std::to_string(p) + ": " + resName(r) + " out of range on wheel " +
                             std::to_string(w));
      }
    if (!midTransaction(p) && !settled(p))
      problems.push_back("seat " + std::to_string(p) + ": a wheel should have turned");
    std::array<int, 32> forestSquares{};
    for (int q = 0; q < D.squares; ++q) {
      const Square& s = P.sq[q];
      if (s.kind == sqBuilding) {
        if (s.building < kTiles)
          mark(s.building, "landscape");
        else if (s.building != D.startId[q])
          problems.push_back("base building moved");
        if (s.upgrade >= 0) mark(s.upgrade, "upgrade");
      }
      if (s.kind == sqForest) {
        if (s.forest < 0 || s.forest >= D.forests || D.startId[q] != s.forest)
          problems.push_back("forest moved");
        else
          ++forestSquares[s.forest];
      }
    }
    for (int f = 0; f < D.forests; ++f)
      if (forestSquares[f] != 0 && forestSquares[f] != 2) problems.push_back("forest tile split");
    if (P.slots < 0 || P.slots > kForcedSlots) problems.push_back("slots out of range");
    const unsigned inPlay = P.hand | P.played | (P.faceDown >= 0 ? 1u << P.faceDown : 0u);
    if (inPlay & ~static_cast<unsigned>(P.chosen)) problems.push_back("card outside the chosen hand");
    if (P.hand & P.played) problems.push_back("card in hand and played");
    if (__builtin_popcount(P.chosen) > handTarget() && stage != stFinal && stage != stOver)
      problems.push_back("too many cards chosen");
    if (solo && (P.chosen & P.prevChosen))
      problems.push_back("solo: a card of the previous phase was chosen");
  }
  for (int b = 0; b < kTiles; ++b)
    if (seen[b] != 1)
      problems.push_back("tile " + D.buildings[b].id + " counted " + std::to_string(seen[b]) + " times");
  if (stage == stOver && !decisions.empty()) problems.push_back("decisions pending after the end");
  if (stage != stOver && deciding().empty()) problems.push_back("nobody to decide");
}

}  // namespace glassroad
