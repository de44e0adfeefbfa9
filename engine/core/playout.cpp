#include "playout.hpp"

#include <chrono>

#include "session.hpp"

namespace ludo {

bool pickPlayoutAction(const State& state, Rng& rng, int& player, Action& action,
                       std::vector<Action>& scratch) {
  if (state.over()) return false;
  thread_local std::vector<int> deciding;  // reused, as the weights below
  state.decidingSeats(deciding);
  if (deciding.empty()) return false;
  player = deciding[rng.below(static_cast<int>(deciding.size()))];
  scratch.clear();
  state.legalActions(player, scratch);
  if (scratch.empty()) return false;
  double total = 0;
  thread_local std::vector<double> w;  // reused: playouts allocate nothing per step
  w.resize(scratch.size());
  for (size_t i = 0; i < scratch.size(); ++i)
    total += (w[i] = std::max(0.0, state.playoutWeight(player, scratch[i])));
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

namespace {
double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

PlayoutStats runPlayouts(const Game& game, int players, uint64_t seed, int n, const Json& options,
                         bool checkInvariants, long long maxSteps, double maxMs) {
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
    if (maxMs > 0 && g > 0 && msSince(t0) > maxMs) {
      st.timedOut = true;
      break;
    }
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
        for (auto& p : problems)
          st.problems.push_back("game " + std::to_string(g) + " step " + std::to_string(steps) + ": " + p);
        if (!problems.empty()) break;
      }
    }
    st.steps += steps;
    if (s->over())
      ++st.finished;
    else if (steps >= maxSteps)
      st.problems.push_back("game " + std::to_string(g) + ": not over after " + std::to_string(maxSteps) +
                            " steps");
  }
  st.ms = msSince(t0);
  return st;
}

namespace {

// Saves `s`, loads the save and checks that the copy is the same game.
bool roundTrip(const Session& s, const std::string& where, PlayoutStats& st) {
  const Json saved = s.save();
  Result r;
  std::unique_ptr<Session> back = Session::load(Json::parse(saved.dump()), r);
  if (!back)
    st.problems.push_back(where + ": its save does not load: " + r.message);
  else if (back->state().hash() != s.state().hash())
    st.problems.push_back(where + ": the loaded position differs");
  else if (back->save() != saved)
    st.problems.push_back(where + ": load then save is not identical");
  else
    return ++st.roundTrips, true;
  return false;
}

// One soak game; false when a problem was found (already recorded).
bool soakOne(const Game& game, const Json& request, uint64_t seed, long long maxSteps, PlayoutStats& st,
             std::vector<Action>& scratch) {
  const std::string where = "seed " + std::to_string(seed);
  Result r;
  std::unique_ptr<Session> s = Session::create(request, r);
  if (!s) return st.problems.push_back(where + ": " + r.message), false;
  Rng rng(seed * 7919 + 17);
  std::vector<std::string> problems;
  long long steps = 0;
  // Save/load round trips at a seed-dependent step k in 1..64, then at 4k,
  // 16k, ... and at the end: a game of n steps replays at most about 7n/3
  // steps for them (a trip every 97 steps replayed n^2/194, the bulk of the
  // soak's time), and across seeds every stretch of a game is round-tripped.
  long long nextTrip = 1 + static_cast<long long>((seed * 0x9E3779B97F4A7C15ULL) >> 58);
  int player;
  Action a;
  while (!s->state().over() && steps < maxSteps) {
    if (!pickPlayoutAction(s->state(), rng, player, a, scratch))
      return st.problems.push_back(where + ": no legal action before the end"), false;
    Result ar = s->apply(player, a);
    if (!ar.ok) return st.problems.push_back(where + ": a listed action was refused: " + ar.message), false;
    ++steps;
    problems.clear();
    s->state().checkInvariants(problems);
    for (auto& p : problems) st.problems.push_back(where + " step " + std::to_string(steps) + ": " + p);
    if (!problems.empty()) return false;
    if (steps == nextTrip) {
      nextTrip *= 4;
      if (!roundTrip(*s, where + " step " + std::to_string(steps), st)) return false;
    }
  }
  st.steps += steps;
  if (!s->state().over())
    return st.problems.push_back(where + ": not over after " + std::to_string(maxSteps) + " steps"), false;
  ++st.finished;
  if (!roundTrip(*s, where + " at the end", st)) return false;
  // Replay determinism: the setup and the log alone give the same position.
  std::unique_ptr<State> again = game.newGame(s->setup());
  for (const auto& e : s->log()) applyChecked(*again, e.player, e.action);
  if (again->hash() != s->state().hash()) return st.problems.push_back(where + ": the replay differs"), false;
  ++st.replays;
  return true;
}

}  // namespace

PlayoutStats runSoak(const Game& game, int players, uint64_t seed, int n, const Json& options,
                     long long maxSteps, double maxMs) {
  PlayoutStats st;
  auto t0 = std::chrono::steady_clock::now();
  std::vector<Action> scratch;
  for (int g = 0; g < n; ++g) {
    if (maxMs > 0 && g > 0 && msSince(t0) > maxMs) {
      st.timedOut = true;
      break;
    }
    const uint64_t gameSeed = seed + static_cast<uint64_t>(g);
    Json request{{"game", game.id()},
                 {"players", players},
                 {"seed", gameSeed},
                 {"options", options.is_object() ? options : Json::object()}};
    ++st.games;
    soakOne(game, request, gameSeed, maxSteps, st, scratch);
    if (st.problems.size() > 100) break;
  }
  st.ms = msSince(t0);
  return st;
}

}  // namespace ludo
