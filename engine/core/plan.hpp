// A planner for solo games: beam search over whole games.
//
// A solo game is a puzzle played over many phases; what scores is often a plan
// that spans them (save materials now, build a castle three half-years later),
// which a tree search cut off by a heuristic after a few plies does not see.
// The planner plays the game to its end from the position, keeping at each step
// the `width` best positions by the game's evaluate() (one per value), and
// returns the first action of the best finished line. It runs with widths 1, 2,
// 4, … while the budget lasts and keeps the best line any width found. With
// `remember` (games without chance, State::soloWithoutChance) it also keeps
// that line for the next decision and follows it unless a better one is found.
//
// It reads only the state it is given: the caller hands over a determinization
// for the seat (State::determinize), as for the tree search. It is meant for
// games without chance, so every width plays on that one state.
#pragma once
#include <cstdint>
#include <vector>

#include "game.hpp"

namespace ludo {

struct PlanLimits {
  int ms = 1000;           // wall-clock budget (steady clock)
  long long maxNodes = 0;  // positions evaluated, all widths together (0: no cap)
  int maxWidth = 1 << 12;  // widest beam tried
  int maxSteps = 4000;     // actions per line before it is cut off
  // Keep the best line for the next decision and follow it while nothing better
  // is found (games without chance: the line stays exactly playable).
  bool remember = false;
};

struct PlanResult {
  bool ok = false;
  int index = -1;         // into the actions given
  int width = 0;          // the width of the beam that found the line played
  long long nodes = 0;    // positions evaluated
  double value = 0;       // the best line's value for the seat: final when `finished`
  bool finished = false;  // that line reached the end of the game
};

// `root`: a determinization for `seat` (seat must be deciding); `actions`: the
// root actions allowed (a subset of root.legalActions(seat)).
PlanResult beamPlan(const State& root, int seat, const std::vector<Action>& actions, const PlanLimits& limits,
                    uint64_t seed);

}  // namespace ludo
