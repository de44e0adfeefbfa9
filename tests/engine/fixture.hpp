// The one test fixture every game's rules tests use: a fresh game reached
// through the public contract, whose state the test may then shape directly
// (the game's own struct), and actions played by their JSON form through the
// checked entry point, exactly as a player's would be.
//
//   ludo::test::Position<arle::ArleState> pos("arle", 1, /*seed*/ 3);
//   pos->pl[0].goods[arle::WOOD] = 5;            // shape the position
//   pos.play(0, {{"type", "place"}, {"space", "woodcutter"}});
//   CHECK(pos.find(0, {{"type", "build"}}).size() == 2);
#pragma once
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace ludo::test {

// True when every key of `pattern` has the same value in `json`.
inline bool matches(const Json& json, const Json& pattern) {
  if (!json.is_object()) return false;
  for (auto it = pattern.begin(); it != pattern.end(); ++it)
    if (!json.contains(it.key()) || json[it.key()] != it.value()) return false;
  return true;
}

template <class S>
class Position {
 public:
  Position(const std::string& game, int players, uint64_t seed = 1, const Json& options = Json::object())
      : game_(findGame(game)) {
    REQUIRE(game_);
    Setup setup;
    const Result r =
        makeSetup(*game_, Json{{"players", players}, {"seed", seed}, {"options", options}}, setup);
    INFO(r.message);
    REQUIRE(r.ok);
    std::unique_ptr<State> s = game_->newGame(setup);
    state_.reset(static_cast<S*>(s.release()));
  }

  S& operator*() { return *state_; }
  S* operator->() { return state_.get(); }
  const S& operator*() const { return *state_; }
  const S* operator->() const { return state_.get(); }
  const Game& game() const { return *game_; }

  // Every legal action of `player`, in JSON form.
  std::vector<Json> legal(int player) const {
    std::vector<Action> v;
    state_->legalActions(player, v);
    std::vector<Json> out;
    for (const Action& a : v) out.push_back(state_->actionToJson(a));
    return out;
  }
  // The legal actions of `player` that match every key of `pattern`.
  std::vector<Json> find(int player, const Json& pattern) const {
    std::vector<Json> out;
    for (const Json& j : legal(player))
      if (matches(j, pattern)) out.push_back(j);
    return out;
  }
  bool isLegal(int player, const Json& action) const { return !find(player, action).empty(); }

  // Tries an action through the checked entry point (the state is untouched on error).
  Result tryPlay(int player, const Json& action) { return applyChecked(*state_, player, action); }
  // Plays an action; the test fails if it is refused.
  void play(int player, const Json& action) {
    const Result r = tryPlay(player, action);
    INFO("seat " << player << " action " << action.dump() << ": " << r.message);
    REQUIRE(r.ok);
  }
  // Plays the first legal action matching `pattern`; fails if none does. Returns it.
  Json playMatching(int player, const Json& pattern) {
    const std::vector<Json> found = find(player, pattern);
    INFO("seat " << player << " pattern " << pattern.dump());
    REQUIRE_FALSE(found.empty());
    play(player, found.front());
    return found.front();
  }
  // Rule invariants hold.
  void checkInvariants() const {
    std::vector<std::string> problems;
    state_->checkInvariants(problems);
    INFO((problems.empty() ? std::string() : problems.front()));
    REQUIRE(problems.empty());
  }

 private:
  const Game* game_;
  std::unique_ptr<S> state_;
};

}  // namespace ludo::test
