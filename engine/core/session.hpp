// A game being played: its setup, the action log and the current state.
// Undo replays the log without its last action, never past an undo barrier.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "game.hpp"

namespace ludo {

inline constexpr const char* kEngineVersion = "1.0.0";
inline constexpr int kSaveFormat = 2;
inline constexpr size_t kMaxLogEntries = 100000;  // far beyond a real game; see docs/engine-api.md

class Session {
 public:
  struct Entry {
    int player;
    Action action;
    bool barrier;
    Json json;        // the action as it was listed when taken
    Json publicJson;  // what the other seats may read of it
  };

  // request: {game, players, seed, names?, options?}
  static std::unique_ptr<Session> create(const Json& request, Result& result);
  // How far a load got: the log entries replayed, how many the save holds, whether the game
  // refused an entry (a well-formed action no longer legal there), and whether the whole log
  // replayed to another position than the one saved.
  struct Replay {
    size_t replayed = 0;
    size_t total = 0;
    bool refused = false;
    bool differs = false;
  };
  // Reads what save() wrote: replays the log and checks the snapshot. With `upTo` (≥ 0) it
  // replays only the first upTo entries and skips the check: the recovery of a save that this
  // version's rules no longer replay as it was (they were corrected since).
  static std::unique_ptr<Session> load(const Json& saved, Result& result, int64_t upTo = -1,
                                       Replay* replay = nullptr);

  const Game& game() const { return *game_; }
  const State& state() const { return *state_; }
  const Setup& setup() const { return setup_; }
  const std::vector<Entry>& log() const { return log_; }

  Result apply(int player, const Json& action);
  Result apply(int player, const Action& action);
  bool canUndo() const { return log_.size() > barrier_; }
  // Who made the action that undo would take back (-1 when none).
  int undoPlayer() const { return canUndo() ? log_.back().player : -1; }
  // How many log entries lie behind the last barrier (chance or hidden information revealed):
  // undo never takes them back.
  size_t undoFloor() const { return barrier_; }
  Result undo();

  // {format, engineVersion, game, setup, log, snapshotHash}: restored by replay.
  Json save() const;
  std::string snapshotHash() const;
  // The log as `viewer` may read it.
  Json logFor(int viewer, size_t from = 0) const;

 private:
  Session() = default;
  Json setupJson() const;
  void record(int player, const Action& action, bool barrier, Json json, Json publicJson);

  const Game* game_ = nullptr;
  Setup setup_;
  std::unique_ptr<State> state_;
  std::vector<Entry> log_;
  size_t barrier_ = 0;  // entries before this index cannot be undone
};

}  // namespace ludo
