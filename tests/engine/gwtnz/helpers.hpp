// Test helpers: a Great Western Trail NZ position reached through the public
// contract, then shaped directly to set up a rulebook example.
#pragma once
#include <catch2/catch.hpp>

#include "../fixture.hpp"
#include "games/gwtnz/kinds.hpp"

namespace gwt {

using namespace gwtnz;
using ludo::Json;
using Pos = ludo::test::Position<GwtState>;

// A first game (lettered neutral buildings, a-sides).
inline Json firstGame() { return Json{{"firstGame", true}}; }

// The route node of neutral building `letter` (lettered set-up).
inline int neutralNode(char letter) {
  for (size_t x = 0; x < data().nodes.size(); ++x)
    if (data().nodes[x].kind == nNeutral && data().nodes[x].slot == letter - 'A') return static_cast<int>(x);
  return -1;
}

inline bool removeFrom(Cards& z, int16_t c) {
  auto it = std::find(z.begin(), z.end(), c);
  if (it == z.end()) return false;
  z.erase(it);
  return true;
}

// Takes a card of `breed` (sheep) from wherever it lies outside player p's hand.
inline int16_t takeSheep(GwtState& s, int p, int breed) {
  for (int c = 0; c < data().cardCount; ++c) {
    const CardDef& d = data().cards[c];
    if (d.kind != ckSheep || d.breed != breed || (d.owner >= 0 && d.owner != p)) continue;
    const int16_t id = static_cast<int16_t>(c);
    if (std::find(s.pl[p].hand.begin(), s.pl[p].hand.end(), id) != s.pl[p].hand.end()) continue;
    for (int q = 0; q < s.n; ++q)
      if (removeFrom(s.pl[q].deck, id) || removeFrom(s.pl[q].discard, id)) return id;
    if (removeFrom(s.market, id) || removeFrom(s.marketDeck, id) ||
        removeFrom(s.supportPile[kSupportTypes], id))
      return id;
  }
  FAIL("no free card of breed " << breed);
  return -1;
}

inline int16_t takeSupport(GwtState& s, int type) {
  const int16_t c = s.supportPile[type].back();
  s.supportPile[type].pop_back();
  return c;
}

// Player p's hand becomes exactly these sheep (the old hand goes to the discard pile).
inline void setHand(GwtState& s, int p, std::initializer_list<int> breeds) {
  for (int16_t c : s.pl[p].hand) s.pl[p].discard.push_back(c);
  s.pl[p].hand.clear();
  for (int b : breeds) s.pl[p].hand.push_back(takeSheep(s, p, b));
}

// Player p's turn, standing on `node` in phase B.
inline void phaseBAt(GwtState& s, int p, int node) {
  s.stack.clear();
  s.current = p;
  for (int q = 0; q < s.n; ++q) {
    s.pl[q].firstTurnDone = true;
    if (s.pl[q].rancher < 0) s.pl[q].rancher = 0;  // past the first turn: on the route
  }
  s.pl[p].rancher = static_cast<int8_t>(node);
  s.push(dEndTurn, p);
  s.push(dPhaseB, p, node);
}

// Player p's turn, in phase A with the rancher on `node`.
inline void phaseAAt(GwtState& s, int p, int node) {
  phaseBAt(s, p, node);
  s.stack.pop();
  s.push(dPhaseA, p);
}

inline void build(GwtState& s, int p, int node, int building) {
  s.nodeBuilding[node] = static_cast<int8_t>(building);
  s.nodeOwner[node] = static_cast<int8_t>(p);
  s.pl[p].buildingsLeft = static_cast<uint16_t>(s.pl[p].buildingsLeft & ~(1u << building));
}

inline Json loc(int action, int alt = 0, int breed = 0) {
  return Json{{"type", "location"}, {"action", action}, {"alt", alt}, {"breed", breed}};
}
inline Json pass() { return Json{{"type", "pass"}}; }
inline std::string phase(const Pos& pos) { return pos->turn().phase; }

}  // namespace gwt
