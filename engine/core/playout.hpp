// Random playouts: one shared policy for soak tests, benchmarks and bot rollouts.
#pragma once
#include <string>
#include <vector>

#include "game.hpp"

namespace ludo {

// Picks a deciding seat at random and one of its legal actions, weighted by
// State::playoutWeight. False when nobody can act (game over or a dead end).
bool pickPlayoutAction(const State& state, Rng& rng, int& player, Action& action,
                       std::vector<Action>& scratch);

struct PlayoutStats {
  int games = 0;
  int finished = 0;
  long long steps = 0;
  double ms = 0;
  std::vector<std::string> problems;  // invariant breaks, dead ends, unfinished games
};

// n random games from consecutive seeds; checks invariants after each step when asked.
PlayoutStats runPlayouts(const Game& game, int players, uint64_t seed, int n, const Json& options,
                         bool checkInvariants, long long maxSteps = 200000);

}  // namespace ludo
