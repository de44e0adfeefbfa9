#include "bot.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>

#include "ismcts.hpp"
#include "plan.hpp"
#include "session.hpp"

namespace ludo {

bool parseBotLevel(const std::string& s, BotLevel& out) {
  if (s == "easy")
    out = BotLevel::easy;
  else if (s == "normal")
    out = BotLevel::normal;
  else if (s == "hard")
    out = BotLevel::hard;
  else if (s == "veryhard")
    out = BotLevel::veryhard;
  else
    return false;
  return true;
}

const char* botLevelName(BotLevel level) {
  switch (level) {
    case BotLevel::easy:
      return "easy";
    case BotLevel::normal:
      return "normal";
    case BotLevel::hard:
      return "hard";
    case BotLevel::veryhard:
      return "veryhard";
  }
  return "normal";
}

int defaultBotMs(BotLevel level) {
  switch (level) {
    case BotLevel::easy:
      return 50;
    case BotLevel::normal:
      return 200;
    case BotLevel::hard:
      return 1000;
    case BotLevel::veryhard:
      return 4000;
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
  for (size_t i = 0; i < legal.size(); ++i)
    top = std::max(top, w[i] = std::max(0.0, s.playoutWeight(seat, legal[i])));
  for (double& x : w) x = top > 0 ? x / top : 1.0;
  return w;
}

}  // namespace

void realActions(const State& s, int player, const std::vector<Action>& legal, std::vector<Action>& out) {
  out.clear();
  const std::vector<double> w = likings(s, player, legal);
  for (size_t i = 0; i < legal.size(); ++i)
    if (w[i] >= kFreeLiking) out.push_back(legal[i]);
}

void BotMemory::truncate(size_t logSize) {
  while (!entries_.empty() && entries_.back().index >= logSize) entries_.pop_back();
}

void BotMemory::remember(size_t index, int seat, const BotChoice& c) {
  truncate(index);
  entries_.push_back(Entry{index, seat, c.view, c.action, c.free});
  if (entries_.size() > 4096) entries_.erase(entries_.begin(), entries_.begin() + 2048);
}

// Only the seat's own decisions are read: the views it saw, and whether the
// actions it chose (and that were then taken) were free ones.
BotHistory BotMemory::historyFor(const Session& session, int seat, size_t window) const {
  BotHistory h;
  const auto& log = session.log();
  const size_t n = log.size(), from = n > window ? n - window : 0;
  for (const Entry& e : entries_)
    if (e.seat == seat && e.index >= from && e.index <= n) h.views.push_back(e.view);
  // The seat's latest run of actions, newest first, while each was a free one the bot chose.
  size_t i = n;
  auto it = entries_.rbegin();
  while (i > 0 && log[i - 1].player == seat && !log[i - 1].barrier) {
    --i;
    while (it != entries_.rend() && it->index > i) ++it;
    if (it == entries_.rend() || it->index != i || it->seat != seat || it->action != log[i].action ||
        !it->free)
      break;
    ++h.freeStreak;
  }
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
BotChoice easyChoice(const State& s, int seat, const std::vector<Action>& legal,
                     const std::vector<double>& liking, Rng& rng) {
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

SearchLimits limitsFor(const State& s, BotLevel level, int budgetMs, int maxIterations) {
  SearchLimits l;
  l.ms = budgetMs;
  if (level == BotLevel::hard || level == BotLevel::veryhard) l.greedyShare = s.greedyPlayoutShare();
  if (level == BotLevel::normal) {
    // A short search: a club player's glance ahead. A caller that caps the
    // iterations (tests, benchmarks) wants the same search whatever the load:
    // its budget, not the 250 ms, bounds the time then.
    if (maxIterations <= 0) l.ms = std::min(budgetMs, 250);
    l.maxIterations = 300;
    l.rolloutDepth = 8;
  }
  if (maxIterations > 0) l.maxIterations = std::min(l.maxIterations, maxIterations);
  return l;
}

// A solo game planned to its end (core/plan.hpp). A cap of n iterations allows
// 50·n positions: about the time n tree-search iterations take (Fields of Arle,
// docs/bots.md).
BotChoice planChoice(const State& s, int seat, const std::vector<Action>& legal, int budgetMs,
                     int maxIterations, uint64_t seed) {
  PlanLimits l;
  l.ms = budgetMs;
  if (maxIterations > 0) l.maxNodes = 50LL * maxIterations;
  l.remember = true;  // no chance: the line found stays playable
  const PlanResult r = beamPlan(s, seat, legal, l, seed);
  BotChoice c;
  c.iterations = static_cast<int>(std::min<long long>(r.nodes, 1 << 30));
  if (!r.ok) return c;
  c.ok = true;
  c.action = legal[static_cast<size_t>(r.index)];
  return c;
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

namespace {

bool deciding(const State& s, int seat) {
  if (s.over()) return false;
  const Turn t = s.turn();
  return std::find(t.deciding.begin(), t.deciding.end(), seat) != t.deciding.end();
}

// Drops the actions that lead back to a position the seat already decided in
// (judged by the seat's view, on the sample), unless nothing else is left.
// Only an action after which the seat decides again can lead to one.
void dropRepeats(const State& seen, int seat, const std::vector<uint64_t>& views,
                 std::vector<Action>& legal) {
  if (views.empty()) return;
  std::vector<Action> fresh;
  for (const Action& a : legal) {
    std::unique_ptr<State> next = seen.clone();
    next->applyLegal(seat, a);
    if (!deciding(*next, seat) || std::find(views.begin(), views.end(), viewHash(*next, seat)) == views.end())
      fresh.push_back(a);
  }
  if (!fresh.empty()) legal.swap(fresh);
}

template <class Budget>
BotChoice decide(const State& seen, int seat, BotLevel level, Budget budgetMs, uint64_t seed,
                 const BotHistory& history, int maxIterations) {
  BotChoice none;
  std::vector<Action> legal;
  seen.legalActions(seat, legal);
  if (legal.empty()) return none;
  std::vector<double> liking = likings(seen, seat, legal);
  {
    // An action the game rates 0 is never a bot's choice while another is legal
    // (Neuland's proposal to end the game early: a bot in the lead would always win by it;
    // Lorrein's third offer in a turn). Dropped before the repeats: a fresh action rated 0
    // must not win over rated ones that all lead back to positions seen before.
    std::vector<Action> rated;
    for (size_t i = 0; i < legal.size(); ++i)
      if (liking[i] > 0) rated.push_back(legal[i]);
    if (!rated.empty() && rated.size() < legal.size()) legal.swap(rated);
  }
  dropRepeats(seen, seat, history.views, legal);
  liking = likings(seen, seat, legal);
  if (history.freeStreak >= kMaxFreeStreak) {
    // Enough rearranging: only real actions now, while any is legal.
    std::vector<Action> real;
    for (size_t i = 0; i < legal.size(); ++i)
      if (liking[i] >= kFreeLiking) real.push_back(legal[i]);
    if (!real.empty() && real.size() < legal.size()) {
      legal.swap(real);
      liking = likings(seen, seat, legal);
    }
  }
  if (legal.size() == 1) {
    none.ok = true;
    none.action = legal[0];
    return none;
  }
  Rng rng(seed ^ 0x5DEECE66DULL);
  if (level == BotLevel::easy) return easyChoice(seen, seat, legal, liking, rng);
  if ((level == BotLevel::hard || level == BotLevel::veryhard) && seen.numPlayers() == 1 &&
      seen.soloWithoutChance())
    return planChoice(seen, seat, legal, budgetMs(), maxIterations, seed);
  return pick(ismcts(seen, seat, legal, limitsFor(seen, level, budgetMs(), maxIterations), seed));
}

}  // namespace

BotChoice chooseBotAction(const State& state, int seat, BotLevel level, int budgetMs, uint64_t seed,
                          const BotHistory& history, int maxIterations) {
  if (seat < 0 || seat >= state.numPlayers() || !deciding(state, seat)) return BotChoice{};
  const auto start = std::chrono::steady_clock::now();
  // From here on the bot reads only this sample of what its seat may know.
  std::unique_ptr<State> seen = state.determinize(seat, seed);
  // The budget covers the whole decision: what the filters took is left out of the search's share.
  auto searchMs = [&] {
    const auto spent =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
    return std::max(1, budgetMs - static_cast<int>(spent.count()));
  };
  BotChoice c = decide(*seen, seat, level, searchMs, seed, history, maxIterations);
  if (!c.ok) return c;
  c.view = viewHash(*seen, seat);
  // Free or not, judged among all the seat's legal actions (as the history reads it).
  std::vector<Action> all;
  seen->legalActions(seat, all);
  const std::vector<double> w = likings(*seen, seat, all);
  for (size_t i = 0; i < all.size(); ++i)
    if (all[i] == c.action) c.free = w[i] < kFreeLiking;
  return c;
}

}  // namespace ludo
