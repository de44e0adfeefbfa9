#include "bot.hpp"

#include <chrono>
#include <algorithm>
#include <cmath>

#include "playout.hpp"

namespace ludo {

bool parseBotLevel(const std::string& s, BotLevel& out) {
  if (s == "easy") out = BotLevel::easy;
  else if (s == "normal") out = BotLevel::normal;
  else if (s == "hard") out = BotLevel::hard;
  else return false;
  return true;
}

namespace {

double valueAfter(const State& s, int seat, int player, const Action& a) {
  std::unique_ptr<State> next = s.clone();
  next->applyLegal(player, a);
  return next->evaluate(seat);
}

// How much random play likes each action, scaled to [0, 1]: the tie-breaker of
// the one-ply bots, so that free moves the heuristic is blind to (moving an
// animal back and forth) never win a tie over progress.
std::vector<double> likings(const State& s, int seat, const std::vector<Action>& legal) {
  std::vector<double> w(legal.size());
  double top = 0;
  for (size_t i = 0; i < legal.size(); ++i) top = std::max(top, w[i] = std::max(0.0, s.playoutWeight(seat, legal[i])));
  for (double& x : w) x = top > 0 ? x / top : 1.0;
  return w;
}

// The best action by the heuristic after it, leaning towards what random play
// likes; `noise` (0..1) blurs the choice in proportion to how much the actions
// differ (and to how plausible each action is), so a weak bot still plays sensibly.
BotChoice onePly(const State& s, int seat, const std::vector<Action>& legal, double noise, Rng& rng) {
  std::vector<double> value(legal.size());
  const std::vector<double> liking = likings(s, seat, legal);
  double lo = 1e9, hi = -1e9;
  for (size_t i = 0; i < legal.size(); ++i) {
    value[i] = valueAfter(s, seat, seat, legal[i]);
    lo = std::min(lo, value[i]);
    hi = std::max(hi, value[i]);
  }
  BotChoice c;
  double best = -1e9;
  for (size_t i = 0; i < legal.size(); ++i) {
    // The plan random play follows outweighs the whole spread; noise blurs the rest.
    const double v = value[i] + (hi - lo) * (1.2 * liking[i] + noise * rng.unit() * std::sqrt(liking[i])) +
                     1e-7 * liking[i] + 1e-12 * rng.unit();
    if (v > best) {
      best = v;
      c.action = legal[i];
      c.ok = true;
    }
  }
  c.iterations = static_cast<int>(legal.size());
  return c;
}

// Playout from s for at most `depth` steps, then the heuristic (or the result).
double rollout(State& s, int seat, Rng& rng, int depth, std::vector<Action>& scratch) {
  int player;
  Action a;
  for (int i = 0; i < depth && !s.over(); ++i) {
    if (!pickPlayoutAction(s, rng, player, a, scratch)) break;
    s.applyLegal(player, a);
  }
  return s.evaluate(seat);
}

BotChoice search(const State& root, int seat, const std::vector<Action>& legal, int budgetMs, uint64_t seed,
                 Rng& rng) {
  using clock = std::chrono::steady_clock;
  const auto deadline = clock::now() + std::chrono::milliseconds(std::max(1, budgetMs));
  const size_t n = legal.size();
  std::vector<double> sum(n, 0.0);
  std::vector<int> visits(n, 0);
  std::vector<Action> scratch;
  int total = 0;
  // Every action once, then UCB1; stop at the deadline (but never before one pass).
  while (total < static_cast<int>(n) || clock::now() < deadline) {
    size_t pick = 0;
    if (total < static_cast<int>(n)) {
      pick = static_cast<size_t>(total);
    } else {
      double best = -1e18;
      for (size_t i = 0; i < n; ++i) {
        double ucb = sum[i] / visits[i] + 0.7 * std::sqrt(std::log(static_cast<double>(total)) / visits[i]);
        if (ucb > best) {
          best = ucb;
          pick = i;
        }
      }
    }
    std::unique_ptr<State> s = root.determinize(seat, seed + 1000003ULL * static_cast<uint64_t>(total + 1));
    s->applyLegal(seat, legal[pick]);
    sum[pick] += rollout(*s, seat, rng, 40, scratch);
    ++visits[pick];
    ++total;
    if (total > 200000) break;
  }
  BotChoice c;
  int bestVisits = -1;
  double bestMean = -1;
  for (size_t i = 0; i < n; ++i) {
    double mean = sum[i] / std::max(1, visits[i]);
    if (visits[i] > bestVisits || (visits[i] == bestVisits && mean > bestMean)) {
      bestVisits = visits[i];
      bestMean = mean;
      c.action = legal[i];
      c.ok = true;
    }
  }
  c.iterations = total;
  return c;
}

}  // namespace

BotChoice chooseBotAction(const State& state, int seat, BotLevel level, int budgetMs, uint64_t seed,
                          const std::vector<uint64_t>& visited) {
  BotChoice none;
  if (seat < 0 || seat >= state.numPlayers() || state.over()) return none;
  // From here on the bot knows only what its seat may see.
  std::unique_ptr<State> seen = state.determinize(seat, seed);
  std::vector<Action> legal;
  seen->legalActions(seat, legal);
  if (legal.empty()) return none;
  if (!visited.empty()) {
    // Only whether a position repeats is read from the real state, nothing else.
    std::vector<Action> fresh;
    for (const Action& a : legal) {
      std::unique_ptr<State> next = state.clone();
      next->applyLegal(seat, a);
      if (std::find(visited.begin(), visited.end(), next->hash()) == visited.end()) fresh.push_back(a);
    }
    if (!fresh.empty()) legal.swap(fresh);
  }
  Rng rng(seed ^ 0x5DEECE66DULL);
  if (legal.size() == 1) {
    none.ok = true;
    none.action = legal[0];
    return none;
  }
  switch (level) {
    case BotLevel::easy:
      return onePly(*seen, seat, legal, 1.5, rng);
    case BotLevel::normal:
      return onePly(*seen, seat, legal, 0.0, rng);
    case BotLevel::hard: {
      // Search the few actions the heuristic likes best, so the time goes where it matters.
      std::vector<std::pair<double, size_t>> ranked;
      const std::vector<double> liking = likings(*seen, seat, legal);
      for (size_t i = 0; i < legal.size(); ++i)
        ranked.push_back({valueAfter(*seen, seat, seat, legal[i]) + 1e-7 * liking[i], i});
      std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
      std::vector<Action> shortlist;
      for (size_t i = 0; i < ranked.size() && i < 6; ++i) shortlist.push_back(legal[ranked[i].second]);
      return search(*seen, seat, shortlist, budgetMs, seed, rng);
    }
  }
  return none;
}

}  // namespace ludo
