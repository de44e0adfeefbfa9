// Information-set Monte Carlo tree search (single observer), shared by every game.
//
// The searching seat sees only its view: the caller hands over a state that is
// already a determinization for that seat, and each iteration resamples it
// again with State::determinize(seat, ·). One tree is grown over all samples;
// an edge is keyed by (player, action) and counts how often it was available
// (ISMCTS availability), so actions legal in some samples only are judged fairly.
// Selection is PUCT with a prior from the game's playout policy (playoutWeight),
// plus, at the root, the one-step heuristic (evaluate). Leaves are scored by a
// short playout guided by playoutWeight and cut off with evaluate.
#pragma once
#include <cstdint>
#include <vector>

#include "game.hpp"

namespace ludo {

struct SearchLimits {
  int ms = 1000;               // wall-clock budget (steady clock)
  int maxIterations = 200000;  // hard cap; a fixed cap alone makes the search deterministic
  int minIterations = 1;       // always run at least this many, whatever the clock says
  int rolloutDepth = 20;       // playout steps after a leaf before evaluate()
  double cPuct = 1.0;
  // The share of playout steps that take the real action best valued by evaluate()
  // instead of a draw from playoutWeight (State::greedyPlayoutShare).
  double greedyShare = 0;
};

struct RootStat {
  Action action;
  double prior = 0;
  double liking = 0;  // playoutWeight relative to the best at the root, in [0, 1]
  int visits = 0;
  double mean = 0;  // mean value for the searching seat, in [0, 1]
};

struct SearchResult {
  bool ok = false;
  int iterations = 0;
  std::vector<RootStat> root;  // one per root action, in the order given
};

// `root`: a determinization for `seat` (seat must be deciding); `actions`: the
// root actions allowed (a subset of root.legalActions(seat)).
SearchResult ismcts(const State& root, int seat, const std::vector<Action>& actions,
                    const SearchLimits& limits, uint64_t seed);

// The value of a position for every seat, in [0, 1] each.
void evaluateAll(const State& s, std::vector<double>& out);

}  // namespace ludo
