// Test helpers: a fresh Fields of Arle state reached through the public
// contract, then shaped directly to set up a rulebook example.
#pragma once
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "core/game.hpp"
#include "games/arle/arle.hpp"

namespace art {

using namespace arle;
using ludo::Action;
using ludo::Json;

inline const ludo::Game& game() {
  static std::unique_ptr<ludo::Game> g = makeGame();
  return *g;
}

inline std::unique_ptr<ArleState> fresh(int players = 2, uint64_t seed = 1, Json options = Json::object()) {
  ludo::Setup s;
  REQUIRE(ludo::makeSetup(game(), Json{{"players", players}, {"seed", seed}, {"options", options}}, s).ok);
  std::unique_ptr<ludo::State> st = game().newGame(s);
  return std::unique_ptr<ArleState>(static_cast<ArleState*>(st.release()));
}

inline std::vector<Action> legal(const ArleState& s, int p) {
  std::vector<Action> v;
  s.legalActions(p, v);
  return v;
}

inline bool isLegal(const ArleState& s, int p, const Action& a) {
  auto v = legal(s, p);
  return std::find(v.begin(), v.end(), a) != v.end();
}

// Applies through the checked entry point (legality included).
inline void play(ArleState& s, int p, const Action& a) {
  ludo::Result r = ludo::applyChecked(s, p, a);
  INFO(s.actionToJson(a).dump() << " " << r.message);
  REQUIRE(r.ok);
}

inline void noProblems(const ArleState& s) {
  std::vector<std::string> pr;
  s.checkInvariants(pr);
  INFO((pr.empty() ? "" : pr.front()));
  REQUIRE(pr.empty());
}

}  // namespace art
