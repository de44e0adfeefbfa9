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
  bool timedOut = false;              // the time budget ended the run before n games
  int roundTrips = 0;                 // soak: save/load round trips that matched
  int replays = 0;                    // soak: replays of the log that reached the same position
  std::vector<std::string> problems;  // invariant breaks, dead ends, unfinished games
};

// n random games from consecutive seeds; checks invariants after each step when
// asked. Stops between games once `maxMs` of wall-clock time is spent.
PlayoutStats runPlayouts(const Game& game, int players, uint64_t seed, int n, const Json& options,
                         bool checkInvariants, long long maxSteps = 200000, double maxMs = 0);

// The soak: like runPlayouts with invariants, but every game is played through
// a Session (the checked path the app uses), every invariant checked after
// every step, saved and loaded back at the end and at steps k, 4k, 16k, ...
// (k in 1..64 from the seed; the reloaded session must save identically and
// reach the same position), and replayed from its setup and log (the same
// position: replay determinism). Problems name the game's seed.
PlayoutStats runSoak(const Game& game, int players, uint64_t seed, int n, const Json& options,
                     long long maxSteps = 200000, double maxMs = 0);

}  // namespace ludo
