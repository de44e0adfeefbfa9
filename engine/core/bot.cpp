#include "bot.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

#include "ismcts.hpp"
#include "session.hpp"

namespace ludo {

bool parseBotLevel(const std::string& s, BotLevel& out) {
  if (s == "easy") out = BotLevel::easy;
  else if (s == "normal") out = BotLevel::normal;
  else if (s == "hard") out = BotLevel::hard;
  else if (s == "veryhard") out = BotLevel::veryhard;
  else return false;
  return true;
}

const char* botLevelName(BotLevel level) {
  switch (level) {
    case BotLevel::easy: return "easy";
    case BotLevel::normal: return "normal";
    case BotLevel::hard: return "hard";
    case BotLevel::veryhard: return "veryhard";
  }
  return "normal";
}

int defaultBotMs(BotLevel level) {
  switch (level) {
    case BotLevel::easy: return 50;
    case BotLevel::normal: return 200;
    case BotLevel::hard: return 1000;
    case BotLevel::veryhard: return 4000;
  }
  return 200;
}

uint64_t viewHash(const State& state, int seat) {
  Hasher h;
  h.add(state.view(seat).dump());
  return h.value();
}

namespace {

// Each action's playout weight relative to the best one, in [0, 1].
std::vector<double> likings(const State& s, int seat, const std::vector<Action>& legal) {
  std::vector<double> w(legal.size());
  double top = 0;
  for (size_t i = 0; i < legal.size(); ++i) top = std::max(top, w[i] = std::max(0.0, s.playoutWeight(seat, legal[i])));
  for (double& x : w) x = top > 0 ? x / top : 1.0;
  return w;
}

bool isFree(const State& s, int seat, const Action& a) {
  std::vector<Action> legal;
  s.legalActions(seat, legal);
  const std::vector<double> w = likings(s, seat, legal);
  for (size_t i = 0; i < legal.size(); ++i)
    if (legal[i] == a) return w[i] < kFreeLiking;
  return false;
}

}  // namespace

// Views are read from the real positions (what the seat saw there); whether an
// own past action was free is judged on a determinization of the position it
// was taken in, so nothing hidden reaches the bot through its history.
BotHistory botHistory(const Session& session, int seat, size_t count) {
  BotHistory h;
  const auto& log = session.log();
  const size_t n = log.size();
  size_t tail = n;  // the seat's own latest run of actions: log[tail, n)
  while (tail > 0 && n - tail < 64 && log[tail - 1].player == seat && !log[tail - 1].barrier) --tail;
  const size_t firstView = n + 1 > count ? n + 1 - count : 0;
  std::unique_ptr<State> s = session.game().newGame(session.setup());
  std::vector<bool> free;
  for (size_t i = 0; i <= n; ++i) {
    if (i >= firstView) h.views.push_back(viewHash(*s, seat));
    if (i == n) break;
    if (i >= tail) free.push_back(isFree(*s->determinize(seat, 0x5EED + i), seat, log[i].action));
    s->applyLegal(log[i].player, log[i].action);
  }
  for (size_t k = free.size(); k > 0 && free[k - 1]; --k) ++h.freeStreak;
  return h;
}

namespace {

double valueAfter(const State& s, int seat, const Action& a) {
  std::unique_ptr<State> next = s.clone();
  next->applyLegal(seat, a);
  return next->evaluate(seat);
}

// A casual beginner: now and then a move the game's playout policy finds
// plausible, taken without looking further; otherwise the best move by the
// one-step heuristic, blurred by noise in proportion to how much the moves differ.
BotChoice easyChoice(const State& s, int seat, const std::vector<Action>& legal, const std::vector<double>& liking,
                     Rng& rng) {
  BotChoice c;
  c.ok = true;
  c.iterations = static_cast<int>(legal.size());
  if (rng.unit() < 0.3) {
    double total = 0;
    for (double w : liking) total += w;
    double r = rng.unit() * total;
    for (size_t i = 0; i < legal.size(); ++i) {
      c.action = legal[i];
      if ((r -= liking[i]) < 0) break;
    }
    return c;
  }
  std::vector<double> value(legal.size());
  double lo = 1e9, hi = -1e9;
  for (size_t i = 0; i < legal.size(); ++i) {
    value[i] = valueAfter(s, seat, legal[i]);
    lo = std::min(lo, value[i]);
    hi = std::max(hi, value[i]);
  }
  double best = -1e18;
  for (size_t i = 0; i < legal.size(); ++i) {
    // What the playout policy likes outweighs the whole spread; noise blurs the rest.
    const double v = value[i] + (hi - lo) * (1.2 * liking[i] + 1.0 * rng.unit() * std::sqrt(liking[i])) +
                     1e-7 * liking[i] + 1e-12 * rng.unit();
    if (v > best) {
      best = v;
      c.action = legal[i];
    }
  }
  return c;
}

SearchLimits limitsFor(BotLevel level, int budgetMs, int maxIterations) {
  SearchLimits l;
  l.ms = budgetMs;
  if (level == BotLevel::normal) {
    // A short search: a club player's glance ahead.
    l.ms = std::min(budgetMs, 250);
    l.maxIterations = 300;
    l.rolloutDepth = 8;
  }
  if (maxIterations > 0) l.maxIterations = std::min(l.maxIterations, maxIterations);
  return l;
}

// The most visited real action, unless a free one shows a clear gain over it.
BotChoice pick(const SearchResult& r) {
  BotChoice c;
  c.iterations = r.iterations;
  int real = -1, free = -1;
  auto better = [&](int i, int j) {
    return j < 0 || r.root[i].visits > r.root[j].visits ||
           (r.root[i].visits == r.root[j].visits && r.root[i].mean > r.root[j].mean);
  };
  for (int i = 0; i < static_cast<int>(r.root.size()); ++i) {
    int& slot = r.root[i].liking < kFreeLiking ? free : real;
    if (better(i, slot)) slot = i;
  }
  int chosen = real >= 0 ? real : free;
  if (real >= 0 && free >= 0 && r.root[free].visits >= std::max(8, r.root[real].visits / 4) &&
      r.root[free].mean >= r.root[real].mean + kFreeGain)
    chosen = free;
  if (chosen < 0) return c;
  c.ok = true;
  c.action = r.root[chosen].action;
  return c;
}

}  // namespace

BotChoice chooseBotAction(const State& state, int seat, BotLevel level, int budgetMs, uint64_t seed,
                          const BotHistory& history, int maxIterations) {
  BotChoice none;
  if (seat < 0 || seat >= state.numPlayers() || state.over()) return none;
  // From here on the bot reads only this sample of what its seat may know.
  std::unique_ptr<State> seen = state.determinize(seat, seed);
  std::vector<Action> legal;
  seen->legalActions(seat, legal);
  if (legal.empty()) return none;
  if (!history.views.empty()) {
    std::vector<Action> fresh;
    for (const Action& a : legal) {
      std::unique_ptr<State> next = seen->clone();
      next->applyLegal(seat, a);
      const uint64_t h = viewHash(*next, seat);
      if (std::find(history.views.begin(), history.views.end(), h) == history.views.end()) fresh.push_back(a);
    }
    if (!fresh.empty()) legal.swap(fresh);
  }
  std::vector<double> liking = likings(*seen, seat, legal);
  if (history.freeStreak >= kMaxFreeStreak) {
    // Enough rearranging: only real actions now, while any is legal.
    std::vector<Action> real;
    for (size_t i = 0; i < legal.size(); ++i)
      if (liking[i] >= kFreeLiking) real.push_back(legal[i]);
    if (!real.empty() && real.size() < legal.size()) {
      legal.swap(real);
      liking = likings(*seen, seat, legal);
    }
  }
  if (legal.size() == 1) {
    none.ok = true;
    none.action = legal[0];
    return none;
  }
  Rng rng(seed ^ 0x5DEECE66DULL);
  if (level == BotLevel::easy) return easyChoice(*seen, seat, legal, liking, rng);
  const SearchResult r = ismcts(*seen, seat, legal, limitsFor(level, budgetMs, maxIterations), seed);
  return pick(r);
}

}  // namespace ludo
