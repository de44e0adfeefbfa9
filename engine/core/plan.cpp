#include "plan.hpp"

#include "bot.hpp"

#include <algorithm>
#include <chrono>
#include <memory>

namespace ludo {

namespace {

using Clock = std::chrono::steady_clock;

struct Line {
  std::unique_ptr<State> state;
  int first = -1;  // index of the root action the line started with
  double value = 0;
  int parent = -1;  // the line's path before its last action (index into the path arena)
  int player = 0;   // who took its last action
  Action last;      // its last action
};

// The actions of the lines kept, as a tree of parent links.
struct Step {
  int parent;
  int player;
  Action action;
};

// The actions a line may take: those the game's playout policy rates above 0
// and, while any real one is legal, no free one (rated below kFreeLiking of the best:
// rearranging, converting back and forth leave the substance of the position
// unchanged and would crowd the beam with copies of one position).
void planActions(const State& s, int player, std::vector<Action>& legal, std::vector<Action>& out) {
  legal.clear();
  s.legalActions(player, legal);
  realActions(s, player, legal, out);
}

class Beam {
 public:
  Beam(int seat, const PlanLimits& limits, Clock::time_point deadline, uint64_t seed)
      : seat_(seat), limits_(limits), deadline_(deadline), rng_(seed, 77) {}

  // Plays the game to its end keeping `width` lines; false when the clock or the
  // step cap stopped it first (`best` is then the best line so far, valued by the heuristic).
  bool run(const State& root, const std::vector<Action>& actions, int width, Line& best) {
    std::vector<Line> beam(1);
    beam[0].state = root.clone();
    bool ended = false;
    for (int step = 0; step < limits_.maxSteps; ++step) {
      if (!expand(beam, step == 0 ? &actions : nullptr)) {
        ended = true;
        break;
      }
      select(beam, width);
      // Checked after a step, so even a cut-off run has lines with a first action.
      if ((step & 3) == 0 && Clock::now() > deadline_) break;
    }
    for (Line& line : beam)
      if (!best.state || line.value > best.value) best = std::move(line);
    return ended;
  }

  long long nodes() const { return nodes_; }

  // The actions of a line, from the root.
  void path(const Line& line, std::vector<std::pair<int, Action>>& out) const {
    out.clear();
    out.emplace_back(line.player, line.last);
    for (int i = line.parent; i >= 0; i = steps_[static_cast<size_t>(i)].parent)
      out.emplace_back(steps_[static_cast<size_t>(i)].player, steps_[static_cast<size_t>(i)].action);
    std::reverse(out.begin(), out.end());
  }

 private:
  // One successor of a line, valued but not kept (only the chosen ones are built again).
  struct Candidate {
    double value;
    int from;    // the line it grows
    int player;  // -1: the line itself, finished
    int index;   // the action's place in the list it came from (the root's: the line's first)
    Action action;
    uint32_t tie;  // breaks ties between equal values at random (the same on every platform)
  };

  // Values every successor of every line; false when every line is finished.
  bool expand(const std::vector<Line>& beam, const std::vector<Action>* rootActions) {
    cands_.clear();
    bool open = false;
    for (size_t i = 0; i < beam.size(); ++i) {
      const State& s = *beam[i].state;
      if (!s.over()) s.decidingSeats(deciding_);
      if (s.over() || deciding_.empty()) {
        cands_.push_back(Candidate{beam[i].value, static_cast<int>(i), -1, 0, Action{}, rng_.next()});
        continue;
      }
      open = true;
      const int player = rootActions ? seat_ : deciding_[0];
      if (rootActions)
        acts_ = *rootActions;
      else
        planActions(s, player, legal_, acts_);
      for (size_t k = 0; k < acts_.size(); ++k) {
        std::unique_ptr<State> next = s.clone();
        next->applyLegal(player, acts_[k]);
        cands_.push_back(Candidate{next->evaluate(seat_), static_cast<int>(i), player, static_cast<int>(k),
                                   acts_[k], rng_.next()});
        ++nodes_;
      }
    }
    return open;
  }

  // The `width` best successors become the new lines, one per value: equal
  // values are often the same position reached in another order (without this
  // the beam fills with copies). Which of equal values is kept is drawn at
  // random: keeping the first listed always favoured the same actions
  // (Fields of Arle solo, docs/bots.md).
  void select(std::vector<Line>& beam, int width) {
    std::sort(cands_.begin(), cands_.end(), [](const Candidate& a, const Candidate& b) {
      return a.value > b.value || (a.value == b.value && a.tie < b.tie);
    });
    // Where each growing line's path goes in the arena (recorded once, if any successor is kept).
    at_.assign(beam.size(), -2);
    std::vector<Line> next;
    for (const Candidate& c : cands_) {
      if (static_cast<int>(next.size()) >= width) break;
      if (!next.empty() && c.value == next.back().value) continue;
      Line& from = beam[static_cast<size_t>(c.from)];
      if (c.player < 0) {
        next.push_back(std::move(from));
        continue;
      }
      int& at = at_[static_cast<size_t>(c.from)];
      if (at == -2) at = from.first < 0 ? -1 : record(from);
      Line l;
      l.state = from.state->clone();
      l.state->applyLegal(c.player, c.action);
      l.first = from.first < 0 ? c.index : from.first;
      l.parent = at;
      l.player = c.player;
      l.last = c.action;
      l.value = c.value;
      next.push_back(std::move(l));
    }
    beam.swap(next);
  }

  // A line about to grow: its last action joins the arena (only kept lines get there).
  int record(const Line& line) {
    steps_.push_back(Step{line.parent, line.player, line.last});
    return static_cast<int>(steps_.size()) - 1;
  }

  int seat_;
  PlanLimits limits_;
  Clock::time_point deadline_;
  Rng rng_;
  long long nodes_ = 0;
  std::vector<int> deciding_, at_;
  std::vector<Action> legal_, acts_;
  std::vector<Candidate> cands_;
  std::vector<Step> steps_;
};

// The best line found so far, from the position where the seat decides next:
// in a game without chance it stays playable, so every decision can only
// improve on it (each later search starts nearer the end and sees further).
struct Memory {
  uint64_t key = 0;  // what the seat sees where the line starts (view hash)
  int seat = -1;
  double value = 0;
  std::vector<std::pair<int, Action>> rest;
};
thread_local Memory memory;

// Remembers `line` (from `root`) after its first action.
void remember(const State& root, int seat, std::vector<std::pair<int, Action>> line, double value) {
  memory = Memory{};
  std::unique_ptr<State> s = root.clone();
  size_t i = 0;
  // The seat's first action, then the others' until the seat decides again.
  std::vector<int> deciding;
  do {
    s->applyLegal(line[i].first, line[i].second);
    ++i;
    if (s->over()) return;
    s->decidingSeats(deciding);
  } while (i < line.size() && line[i].first != seat);
  if (i >= line.size() || std::find(deciding.begin(), deciding.end(), seat) == deciding.end()) return;
  memory.key = viewHash(*s, seat);
  memory.seat = seat;
  memory.value = value;
  memory.rest.assign(line.begin() + static_cast<long>(i), line.end());
}

}  // namespace

PlanResult beamPlan(const State& root, int seat, const std::vector<Action>& actions, const PlanLimits& limits,
                    uint64_t seed) {
  PlanResult out;
  if (actions.empty() || root.over()) return out;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::milliseconds(std::max(1, limits.ms));
  long long spent = 0;
  double lastMs = 0;
  long long lastNodes = 0;
  // The root offers the same actions as every later step (no free ones while a real one is legal).
  std::vector<Action> rooted, scratch;
  planActions(root, seat, scratch, rooted);
  std::vector<Action> first;
  for (const Action& a : actions)
    if (std::find(rooted.begin(), rooted.end(), a) != rooted.end()) first.push_back(a);
  if (first.empty()) first = actions;
  std::vector<std::pair<int, Action>> line;
  for (int width = 1, k = 0; width <= limits.maxWidth; width *= 2, ++k) {
    // The next width costs about twice the last: start it only if that fits.
    if (k > 0) {
      const double elapsed = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
      if (elapsed + 2.2 * lastMs > limits.ms) break;
      if (limits.maxNodes > 0 && spent + 2 * lastNodes > limits.maxNodes) break;
    }
    const auto t0 = Clock::now();
    Beam beam(seat, limits, deadline, seed + static_cast<uint64_t>(k));
    Line best;
    const bool done = beam.run(root, first, width, best);
    spent += beam.nodes();
    lastNodes = beam.nodes();
    lastMs = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    out.nodes = spent;
    if (!done && out.ok) break;
    if (best.state && (!out.ok || best.value > out.value)) {
      out.ok = true;
      out.index =
          static_cast<int>(std::find(actions.begin(), actions.end(), first[static_cast<size_t>(best.first)]) -
                           actions.begin());
      out.value = best.value;
      out.width = width;
      out.finished = done;
      beam.path(best, line);
    }
    if (!done) break;
  }
  if (!out.ok || !limits.remember) return out;
  // The line remembered from the last decision, if it starts here and is better
  // (a line cut off by the clock is valued by the heuristic only: the remembered one wins).
  const uint64_t key = viewHash(root, seat);
  if (memory.seat == seat && memory.key == key && !memory.rest.empty() &&
      (!out.finished || memory.value > out.value)) {
    const auto at = std::find(actions.begin(), actions.end(), memory.rest[0].second);
    if (at != actions.end()) {
      out.index = static_cast<int>(at - actions.begin());
      out.value = memory.value;
      out.finished = true;
      line = memory.rest;
    }
  }
  if (out.finished)
    remember(root, seat, line, out.value);
  else
    memory = Memory{};
  return out;
}

}  // namespace ludo
