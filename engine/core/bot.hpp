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
  bool free = false;  // the action is a free one (see kFreeLiking)
  uint64_t view = 0;  // viewHash of the position decided in
};

// What the bot may know of the game's past, all of it from its own seat:
//  - views: viewHash of earlier positions in which this seat's bot decided (an
//    action leading back to one of them is only taken when nothing else is left);
//  - freeStreak: how many of the seat's own latest actions in a row were free
//    actions (rated rare by the game's playout policy: rearranging, converting
//    back and forth), counted back to the last action of another seat or a real one.
struct BotHistory {
  std::vector<uint64_t> views;
  int freeStreak = 0;
};

// The hash of what `seat` sees of a position (State::view(seat)).
uint64_t viewHash(const State& state, int seat);

// A free action: rated below this fraction of the seat's best-rated legal action.
inline constexpr double kFreeLiking = 0.05;
// The real actions among `legal`: those rated at least kFreeLiking of the
// best-rated (all of them when none is rated above 0). Solo plans and greedy
// playout steps choose among these.
void realActions(const State& s, int player, const std::vector<Action>& legal, std::vector<Action>& out);
// At most this many free actions in a row; then only real ones (while any is legal).
inline constexpr int kMaxFreeStreak = 6;
// A free action is taken only when the search values it this much above the best real one.
inline constexpr double kFreeGain = 0.01;

// What the bots of one game remember of their own decisions (kept by the Api
// beside its Session): no state, only what each seat saw and chose.
class BotMemory {
 public:
  void clear() { entries_.clear(); }
  // After an undo: forget decisions at or after log index `logSize`.
  void truncate(size_t logSize);
  // `index`: the log length when the seat decided.
  void remember(size_t index, int seat, const BotChoice& choice);
  // The history of `seat` given the log as it is now (the last `window` entries).
  BotHistory historyFor(const Session& session, int seat, size_t window = 200) const;

 private:
  struct Entry {
    size_t index;
    int seat;
    uint64_t view;
    Action action;
    bool free;
  };
  std::vector<Entry> entries_;
};

// `maxIterations` caps the search (0: the level's own cap); with a cap and a
// long enough `budgetMs` the choice is a function of (seat's view, seed, history)
// (solo games planned without chance also follow the line remembered from the
// seat's previous decision, core/plan.hpp).
BotChoice chooseBotAction(const State& state, int seat, BotLevel level, int budgetMs, uint64_t seed,
                          const BotHistory& history = {}, int maxIterations = 0);

}  // namespace ludo
