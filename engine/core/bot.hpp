// The shared bots. They see only their seat: the first thing they do is
// State::determinize(seat), which resamples everything that seat cannot see,
// and from then on they read nothing but that sample (docs/bots.md).
//   easy     — a casual beginner: plausible moves (the game's playout policy and
//              a blurred one-step heuristic), and clear mistakes now and then
//   normal   — a short information-set MCTS (few iterations, short playouts)
//   hard     — information-set MCTS within the whole time budget
//   veryhard — hard with a longer default budget (solo challenges)
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "game.hpp"

namespace ludo {

class Session;

enum class BotLevel { easy, normal, hard, veryhard };

bool parseBotLevel(const std::string& s, BotLevel& out);
const char* botLevelName(BotLevel level);
// The thinking time a level takes when the caller names none (ms).
int defaultBotMs(BotLevel level);

struct BotChoice {
  bool ok = false;
  Action action;
  int iterations = 0;
};

// What the bot may know of the game's past, all of it from its own seat:
//  - views: hashes of viewHash(position, seat) for the last positions of the game
//    (an action leading back to one of them is only taken when nothing else is left);
//  - freeStreak: how many of the seat's own latest actions in a row were "free"
//    (actions the game's playout policy rates rare: rearranging, converting back
//    and forth), counted back to the last action of another seat or a real one.
struct BotHistory {
  std::vector<uint64_t> views;
  int freeStreak = 0;
};

// The hash of what `seat` sees of a position (State::view(seat)).
uint64_t viewHash(const State& state, int seat);

// A free action: rated below this fraction of the seat's best-rated legal action.
inline constexpr double kFreeLiking = 0.05;
// At most this many free actions in a row; then only real ones (while any is legal).
inline constexpr int kMaxFreeStreak = 6;
// A free action is taken only when the search values it this much above the best real one.
inline constexpr double kFreeGain = 0.01;

// The history of `seat` in a session (replays its log once: a few ms).
BotHistory botHistory(const Session& session, int seat, size_t count = 200);

// `maxIterations` caps the search (0: the level's own cap); with a cap and a
// long enough `budgetMs` the choice is a function of (seat's view, seed, history).
BotChoice chooseBotAction(const State& state, int seat, BotLevel level, int budgetMs, uint64_t seed,
                          const BotHistory& history = {}, int maxIterations = 0);

}  // namespace ludo
