// Glass Road test support: the shared fixture (ludo::test::Position) for a
// fresh game played through the public contract, and the shaping helpers that
// set up a rulebook example directly (wheels, landscape, tiles, a card).
#pragma once
#include <algorithm>

#include "../fixture.hpp"
#include "games/glassroad/state.hpp"

namespace grt {

using namespace glassroad;
using ludo::Action;
using ludo::Decision;
using ludo::Json;
using Pos = ludo::test::Position<GlassState>;

inline Pos fresh(int players, uint64_t seed = 1, Json options = Json::object()) {
  return Pos("glassroad", players, seed, options);
}

// The legal actions of seat p, as actions.
inline std::vector<Action> actionsOf(const Pos& s, int p) {
  std::vector<Action> v;
  s->legalActions(p, v);
  return v;
}
// True when exactly this action is legal for seat p.
inline bool offered(const Pos& s, int p, const Action& a) {
  const std::vector<Action> v = actionsOf(s, p);
  return std::find(v.begin(), v.end(), a) != v.end();
}

inline void setGlassWheel(GlassState& s, int p, int sand, int food, int coal, int water, int wood,
                          int glass) {
  auto& w = s.pl[p].wheel[wGlass];
  w[rSand] = static_cast<int8_t>(sand);
  w[rFood] = static_cast<int8_t>(food);
  w[rCoal] = static_cast<int8_t>(coal);
  w[rWater] = static_cast<int8_t>(water);
  w[rWood] = static_cast<int8_t>(wood);
  w[rGlass] = static_cast<int8_t>(glass);
}

inline void setBrickWheel(GlassState& s, int p, int clay, int food, int coal, int brick) {
  auto& w = s.pl[p].wheel[wBrick];
  w[rClay] = static_cast<int8_t>(clay);
  w[rFood] = static_cast<int8_t>(food);
  w[rCoal] = static_cast<int8_t>(coal);
  w[rBrick] = static_cast<int8_t>(brick);
}

// Takes a building tile out of wherever it is (board, piles) and puts it on square sq.
inline void takeTile(GlassState& s, int b) {
  for (auto& row : s.board)
    for (auto& x : row)
      if (x == b) x = -1;
  for (int r = 0; r < 3; ++r) {
    auto& p = s.pile[r];
    p.erase(std::remove(p.begin(), p.end(), b), p.end());
    auto& a = s.aside[r];
    a.erase(std::remove(a.begin(), a.end(), b), a.end());
  }
}

inline void placeTile(GlassState& s, int p, int b, int sq) {
  takeTile(s, b);
  const BuildingDef& def = data().buildings[b];
  if (def.upgrades >= 0) {
    s.pl[p].sq[s.squareOf(p, def.upgrades)].upgrade = static_cast<int16_t>(b);
  } else {
    Square q;
    q.kind = sqBuilding;
    q.building = static_cast<int16_t>(b);
    s.pl[p].sq[sq] = q;
  }
}

// Puts a tile on the building board (row by kind, first slot) so it can be built.
inline void offerOnBoard(GlassState& s, int b, int slot = 0) {
  takeTile(s, b);
  int row = b / 31;
  if (s.board[row][slot] >= 0) s.pile[row].push_back(s.board[row][slot]);
  s.board[row][slot] = static_cast<int16_t>(b);
}

inline void setSquare(GlassState& s, int p, int sq, int kind) {
  Square q;
  q.kind = static_cast<int8_t>(kind);
  s.pl[p].sq[sq] = q;
}

// Clears the whole landscape except the base buildings.
inline void clearLandscape(GlassState& s, int p) {
  for (int q = 0; q < data().squares; ++q)
    if (s.pl[p].sq[q].kind != sqBuilding || s.pl[p].sq[q].building < kBaseFirst) s.pl[p].sq[q] = Square{};
}

inline int sqAt(int row, int col) { return row * data().cols + col; }

inline Json cardJ(const char* type, const char* card) { return Json{{"type", type}, {"card", card}}; }
inline Json pass() { return Json{{"type", "pass"}}; }
inline Json ability(int i) { return Json{{"type", "ability"}, {"index", i}}; }
inline Json gain(const char* r, const char* w, int k) {
  return Json{{"type", "gain"}, {"resource", r}, {"wheel", w}, {"amount", k}};
}

// Puts one card resolution in front of seat p, as a reveal would.
inline void resolveCard(GlassState& s, int p, int card, bool both) {
  Resolution r{static_cast<int8_t>(p), static_cast<int8_t>(card), static_cast<int8_t>(both)};
  s.stage = stResolve;
  s.resumeStage = stPick;
  s.queue = {r};
  s.queueIdx = 1;
  s.startResolution(r);
  s.advance();
}

inline const Decision& top(const GlassState& s) {
  REQUIRE_FALSE(s.decisions.empty());
  return s.decisions.top();
}

}  // namespace grt
