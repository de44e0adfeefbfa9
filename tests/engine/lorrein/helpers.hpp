// Shared helpers of the Lorrein rules tests: a position in a chosen phase, an empty board.
// Test names cite the rulebook section in parentheses (the text has no page numbers).
#pragma once
#include "../fixture.hpp"
#include "games/lorrein/state.hpp"

namespace lorrein::test {

using Pos = ludo::test::Position<LorreinState>;
using ludo::Json;

// An empty board (every landscape forest unless set), no goods, `p` in its construction phase.
inline void emptyBoard(LorreinState& s, int p, int land = kForest) {
  for (auto& t : s.tiles) t = Tile{static_cast<int8_t>(land), bNone, -1, 0};
  for (auto& v : s.vertices) v = Vertex{};
  for (auto& P : s.pl) P.goods.fill(0);
  s.stack.clear();
  s.stage = stBuild;
  s.active = p;
  s.round = 0;
  s.turns = 0;
  s.placedKinds.fill(0);
}

inline void put(LorreinState& s, int tile, int building, int owner, int land = -1) {
  if (land >= 0) s.tiles[tile].land = static_cast<int8_t>(land);
  s.tiles[tile].building = static_cast<int8_t>(building);
  s.tiles[tile].owner = static_cast<int8_t>(owner);
}

inline void duchy(LorreinState& s, int v, int owner, bool large = false) {
  s.vertices[v].owner = static_cast<int8_t>(owner);
  s.vertices[v].large = large ? 1 : 0;
}

inline int good(const char* name) { return goodFromName(name); }

// 2 players: 6 x 6 landscapes; vertex v sits at the corner shared by these four tiles.
//   v0: tiles 0, 1, 6, 7    v1: tiles 1, 2, 7, 8    v5: tiles 6, 7, 12, 13
}  // namespace lorrein::test
