// The shared bots. They see only their seat: the first thing they do is
// State::determinize(seat), which resamples everything that seat cannot see.
//   easy   — one-ply heuristic with noise
//   normal — one-ply heuristic
//   hard   — determinized Monte Carlo search (UCB1 over the seat's actions,
//            heuristic-cut playouts), within a time budget
#pragma once
#include <string>
#include <vector>

#include "game.hpp"

namespace ludo {

enum class BotLevel { easy, normal, hard };

bool parseBotLevel(const std::string& s, BotLevel& out);

struct BotChoice {
  bool ok = false;
  Action action;
  int iterations = 0;
};

// `seen`: hashes of positions the game has already been in. An action leading
// back to one of them is only taken when nothing else is left, so free moves the
// heuristic cannot tell apart (an animal moved back and forth) never loop.
BotChoice chooseBotAction(const State& state, int seat, BotLevel level, int budgetMs, uint64_t seed,
                          const std::vector<uint64_t>& seen = {});

}  // namespace ludo
