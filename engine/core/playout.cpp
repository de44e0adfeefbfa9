#include "playout.hpp"

#include <chrono>

namespace ludo {

bool pickPlayoutAction(const State& state, Rng& rng, int& player, Action& action, std::vector<Action>& scratch) {
  if (state.over()) return false;
  Turn t = state.turn();
  if (t.deciding.empty()) return false;
  player = t.deciding[rng.below(static_cast<int>(t.deciding.size()))];
  scratch.clear();
  state.legalActions(player, scratch);
  if (scratch.empty()) return false;
  double total = 0;
  thread_local std::vector<double> w;  // reused: playouts allocate nothing per step
  w.resize(scratch.size());
  for (size_t i = 0; i < scratch.size(); ++i) total += (w[i] = std::max(0.0, state.playoutWeight(player, scratch[i])));
  if (total <= 0) {
    action = scratch[rng.below(static_cast<int>(scratch.size()))];
    return true;
  }
  double r = rng.unit() * total;
  for (size_t i = 0; i < scratch.size(); ++i) {
    r -= w[i];
    if (r < 0) {
      action = scratch[i];
      return true;
    }
  }
  action = scratch.back();
  return true;
}

PlayoutStats runPlayouts(const Game& game, int players, uint64_t seed, int n, const Json& options,
                         bool checkInvariants, long long maxSteps) {
  PlayoutStats st;
  Setup setup;
  Json req{{"players", players}, {"seed", seed}, {"options", options.is_object() ? options : Json::object()}};
  Result r = makeSetup(game, req, setup);
  if (!r.ok) {
    st.problems.push_back(r.message);
    return st;
  }
  auto t0 = std::chrono::steady_clock::now();
  std::vector<Action> scratch;
  std::vector<std::string> problems;
  for (int g = 0; g < n; ++g) {
    setup.seed = seed + static_cast<uint64_t>(g);
    std::unique_ptr<State> s = game.newGame(setup);
    Rng rng(setup.seed * 7919 + 17);
    ++st.games;
    long long steps = 0;
    int player;
    Action a;
    while (!s->over() && steps < maxSteps) {
      if (!pickPlayoutAction(*s, rng, player, a, scratch)) {
        st.problems.push_back("game " + std::to_string(g) + ": no legal action before the end");
        break;
      }
      s->applyLegal(player, a);
      ++steps;
      if (checkInvariants) {
        problems.clear();
        s->checkInvariants(problems);
        for (auto& p : problems) st.problems.push_back("game " + std::to_string(g) + " step " + std::to_string(steps) + ": " + p);
        if (!problems.empty()) break;
      }
    }
    st.steps += steps;
    if (s->over()) ++st.finished;
    else if (steps >= maxSteps) st.problems.push_back("game " + std::to_string(g) + ": not over after " + std::to_string(maxSteps) + " steps");
  }
  st.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return st;
}

}  // namespace ludo
