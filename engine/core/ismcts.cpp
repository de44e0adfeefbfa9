#include "ismcts.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>

#include "bot.hpp"
#include "playout.hpp"

namespace ludo {

namespace {

struct Edge {
  int16_t player;
  Action action;
  float prior;
  int visits = 0;
  int available = 0;
  double sum = 0;  // value for `player`, summed over visits
  int child = -1;  // node index once expanded
};

struct Node {
  std::vector<Edge> edges;
};

// Edge lookup, field by field (the hot loop of wide nodes: no memcmp call).
inline bool sameEdge(const Edge& e, int player, const Action& a) {
  if (e.player != player || e.action.type != a.type) return false;
  for (size_t i = 0; i < a.arg.size(); ++i)
    if (e.action.arg[i] != a.arg[i]) return false;
  return true;
}

// The game's playout policy, normalised over the actions listed.
void policyPrior(const State& s, int player, const std::vector<Action>& legal, std::vector<double>& out) {
  out.resize(legal.size());
  double total = 0;
  for (size_t i = 0; i < legal.size(); ++i)
    total += (out[i] = std::max(0.0, s.playoutWeight(player, legal[i])));
  for (double& p : out) p = total > 0 ? p / total : 1.0 / static_cast<double>(legal.size());
}

// Root prior: half the playout policy, half a softmax of the one-step heuristic
// (the searching seat's value after each action).
void rootPrior(const State& s, int seat, const std::vector<Action>& actions, std::vector<RootStat>& stats) {
  std::vector<double> policy, value(actions.size());
  policyPrior(s, seat, actions, policy);
  double lo = 1e9, hi = -1e9, top = 0;
  for (size_t i = 0; i < actions.size(); ++i) {
    std::unique_ptr<State> next = s.clone();
    next->applyLegal(seat, actions[i]);
    value[i] = next->evaluate(seat);
    lo = std::min(lo, value[i]);
    hi = std::max(hi, value[i]);
    top = std::max(top, policy[i]);
  }
  const double temp = std::max(0.01, (hi - lo) / 4);
  double z = 0;
  for (double& v : value) z += (v = std::exp((v - hi) / temp));
  stats.resize(actions.size());
  for (size_t i = 0; i < actions.size(); ++i) {
    stats[i].action = actions[i];
    stats[i].prior = 0.5 * policy[i] + 0.5 * value[i] / z;
    stats[i].liking = top > 0 ? policy[i] / top : 1.0;
  }
}

class Search {
 public:
  Search(int seat, int players, const SearchLimits& limits, uint64_t seed)
      : seat_(seat),
        limits_(limits),
        rng_(seed ^ 0x9E3779B97F4A7C15ULL, 91),
        value_(static_cast<size_t>(players)) {
    nodes_.reserve(1024);
  }

  void makeRoot(const std::vector<RootStat>& stats) {
    nodes_.emplace_back();
    for (const RootStat& r : stats)
      nodes_[0].edges.push_back(Edge{static_cast<int16_t>(seat_), r.action, static_cast<float>(r.prior)});
  }

  // One iteration on a fresh determinization.
  void iterate(State& s) {
    path_.clear();
    int node = 0;
    bool expanded = false;
    while (!s.over()) {
      int player;
      if (node == 0) {
        player = seat_;
      } else {
        s.decidingSeats(deciding_);
        if (deciding_.empty()) break;
        player = deciding_[0];
      }
      const int e = select(s, node, player);
      if (e < 0) break;
      Edge& edge = nodes_[static_cast<size_t>(node)].edges[static_cast<size_t>(e)];
      s.applyLegal(player, edge.action);
      path_.push_back({node, e});
      if (edge.child < 0) {
        // Expand one node per iteration, then play out from it.
        const int child = static_cast<int>(nodes_.size());
        nodes_[static_cast<size_t>(node)].edges[static_cast<size_t>(e)].child = child;
        nodes_.emplace_back();
        expanded = true;
        break;
      }
      node = edge.child;
    }
    (void)expanded;
    int player;
    Action a;
    for (int i = 0; i < limits_.rolloutDepth && !s.over(); ++i) {
      if (!pickPlayoutAction(s, rng_, player, a, scratch_)) break;
      if (limits_.greedyShare > 0 && rng_.unit() < limits_.greedyShare) greedyStep(s, player, a);
      s.applyLegal(player, a);
    }
    evaluateAll(s, value_);
    for (double v : value_) {
      lo_ = std::min(lo_, v);
      hi_ = std::max(hi_, v);
    }
    for (const auto& [n, e] : path_) {
      Edge& edge = nodes_[static_cast<size_t>(n)].edges[static_cast<size_t>(e)];
      edge.sum += value_[static_cast<size_t>(edge.player)];
      ++edge.visits;
    }
  }

  const Node& root() const { return nodes_[0]; }

 private:
  // A greedy playout step: among the real actions just listed in scratch_
  // (realActions: no free ones), the one whose position evaluate() values most
  // for the player taking it.
  void greedyStep(const State& s, int player, Action& a) {
    realActions(s, player, scratch_, real_);
    double best = -1e18;
    for (const Action& b : real_) {
      std::unique_ptr<State> next = s.clone();
      next->applyLegal(player, b);
      const double v = next->evaluate(player) + 1e-9 * rng_.unit();
      if (v > best) {
        best = v;
        a = b;
      }
    }
  }

  // PUCT over the edges available in this determinization (new ones get their
  // prior from the playout policy); each of them counts one more availability.
  int select(const State& s, int node, int player) {
    legal_.clear();
    if (node == 0) {
      for (size_t i = 0; i < nodes_[0].edges.size(); ++i) marks_.push_back(static_cast<int>(i));
    } else {
      s.legalActions(player, legal_);
      if (legal_.empty()) return -1;
      marks_.clear();
      std::vector<Edge>& edges = nodes_[static_cast<size_t>(node)].edges;
      bool fresh = false;
      // Games list their actions in a stable order: the edge after the last one found
      // is tried first; edges added by this listing are never searched (a list has no repeats).
      const size_t known = edges.size();
      size_t next = 0;
      for (const Action& a : legal_) {
        int found = -1;
        if (next < known && sameEdge(edges[next], player, a)) found = static_cast<int>(next);
        for (size_t i = 0; found < 0 && i < known; ++i)
          if (sameEdge(edges[i], player, a)) found = static_cast<int>(i);
        if (found < 0) {
          // A new action the game rates 0 keeps prior 0 and asks for no new priors: the
          // others' stay as they were without it.
          fresh = fresh || s.playoutWeight(player, a) > 0;
          found = static_cast<int>(edges.size());
          edges.push_back(Edge{static_cast<int16_t>(player), a, 0.0f});
        }
        marks_.push_back(found);
        next = static_cast<size_t>(found) + 1;
      }
      if (fresh) {
        // Priors of the actions available here, renormalised over them.
        policyPrior(s, player, legal_, prior_);
        for (size_t i = 0; i < marks_.size(); ++i)
          edges[static_cast<size_t>(marks_[i])].prior = static_cast<float>(prior_[i]);
      }
      // An action the game rates 0 is not searched while another is rated, as a bot never
      // takes one (docs/bots.md, "Progress"): the tree plays the game the bots play.
      bool rated = false;
      for (int i : marks_) rated = rated || edges[static_cast<size_t>(i)].prior > 0;
      if (rated)
        marks_.erase(std::remove_if(marks_.begin(), marks_.end(),
                                    [&](int i) { return edges[static_cast<size_t>(i)].prior <= 0; }),
                     marks_.end());
    }
    std::vector<Edge>& edges = nodes_[static_cast<size_t>(node)].edges;
    // First-play urgency: an untried action is worth a little less than the tried ones on average.
    double seenSum = 0;
    int seenVisits = 0;
    for (int i : marks_) {
      seenSum += edges[static_cast<size_t>(i)].sum;
      seenVisits += edges[static_cast<size_t>(i)].visits;
    }
    const double fpu = seenVisits > 0 ? seenSum / seenVisits - 0.05 * (hi_ > lo_ ? hi_ - lo_ : 1.0) : 0.5;
    int best = -1;
    double bestScore = -1e18;
    // Values are compared on the scale seen so far in this search (the games'
    // heuristics differ by small amounts; exploration must not drown them).
    const double span = hi_ > lo_ ? hi_ - lo_ : 1.0;
    for (int i : marks_) {
      Edge& ed = edges[static_cast<size_t>(i)];
      ++ed.available;
      const double q = ((ed.visits > 0 ? ed.sum / ed.visits : fpu) - (hi_ > lo_ ? lo_ : 0.0)) / span;
      const double u =
          limits_.cPuct * ed.prior * std::sqrt(static_cast<double>(ed.available)) / (1.0 + ed.visits);
      const double score = q + u + 1e-9 * rng_.unit();
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    marks_.clear();
    return best;
  }

  int seat_;
  SearchLimits limits_;
  Rng rng_;
  std::vector<Node> nodes_;
  std::vector<std::pair<int, int>> path_;
  std::vector<int> deciding_;  // reused by iterate()
  std::vector<Action> legal_, scratch_, real_;
  std::vector<int> marks_;
  std::vector<double> prior_, value_;
  double lo_ = 1e9, hi_ = -1e9;  // range of the values backed up so far
};

}  // namespace

void evaluateAll(const State& s, std::vector<double>& out) {
  out.resize(static_cast<size_t>(s.numPlayers()));
  for (int p = 0; p < s.numPlayers(); ++p) out[static_cast<size_t>(p)] = s.evaluate(p);
}

SearchResult ismcts(const State& root, int seat, const std::vector<Action>& actions,
                    const SearchLimits& limits, uint64_t seed) {
  SearchResult out;
  if (actions.empty() || root.over()) return out;
  using clock = std::chrono::steady_clock;
  const auto deadline =
      clock::now() + std::chrono::milliseconds(std::max(1, limits.ms));  // the prior's time included
  rootPrior(root, seat, actions, out.root);
  Search search(seat, root.numPlayers(), limits, seed);
  search.makeRoot(out.root);
  int it = 0;
  while (it < limits.maxIterations && (it < limits.minIterations || clock::now() < deadline)) {
    std::unique_ptr<State> s =
        root.determinize(seat, seed + 0x100000001B3ULL * static_cast<uint64_t>(it + 1));
    search.iterate(*s);
    ++it;
  }
  out.iterations = it;
  const Node& r = search.root();
  for (size_t i = 0; i < out.root.size(); ++i) {
    out.root[i].visits = r.edges[i].visits;
    out.root[i].mean = r.edges[i].visits > 0 ? r.edges[i].sum / r.edges[i].visits : 0;
  }
  out.ok = true;
  return out;
}

}  // namespace ludo
