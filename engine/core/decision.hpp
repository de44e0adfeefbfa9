// The decision stack: every follow-up choice of every game goes through it.
//
// An effect that needs a player's choice pushes a `Decision`, a small typed
// record (its kind, the deciding seat and a few integers whose meaning belongs
// to the kind). Each kind is registered once, in a `DecisionTable`, with
//   - its id (the phase label the UI shows and the "kind" in the view),
//   - `legal`: the actions that answer it,
//   - `apply`: what an answer does,
//   - `json` (optional): extra fields the view shows about it.
// This is boardgame.io's "stages" in C++: a decision kind is declared once with
// its own moves, so a rule lives in one place. The game's top-level flow asks
// the stack first: while a decision is pending, only it is answered.
//
// Apply protocol: the table pops the top decision *before* calling `apply`
// with a copy of it. A decision that is not finished pushes itself back
// (changed as it needs); follow-ups it causes are pushed after it, so they are
// answered first. A dispatch table is data, not a 200-line switch.
#pragma once
#include <cstdint>
#include <vector>

#include "game.hpp"

namespace ludo {

struct Decision {
  int16_t kind = 0;
  int8_t player = 0;
  int16_t a = 0, b = 0, c = 0, d = 0;
  uint32_t mask = 0;  // a set the kind keeps (tools used, options taken, ...)

  bool operator==(const Decision& o) const {
    return kind == o.kind && player == o.player && a == o.a && b == o.b && c == o.c && d == o.d &&
           mask == o.mask;
  }
};

// A pending decision of `kind` for seat `player`, with its fields.
inline Decision makeDecision(int kind, int player, int a = 0, int b = 0, int c = 0, int d = 0,
                             uint32_t mask = 0) {
  Decision x;
  x.kind = static_cast<int16_t>(kind);
  x.player = static_cast<int8_t>(player);
  x.a = static_cast<int16_t>(a);
  x.b = static_cast<int16_t>(b);
  x.c = static_cast<int16_t>(c);
  x.d = static_cast<int16_t>(d);
  x.mask = mask;
  return x;
}

// Pending decisions, answered top first. Plain data: copied with the state.
class DecisionStack {
 public:
  bool empty() const { return items_.empty(); }
  size_t size() const { return items_.size(); }
  const Decision& top() const { return items_.back(); }
  Decision& top() { return items_.back(); }
  void push(const Decision& d) { items_.push_back(d); }
  void pop() { items_.pop_back(); }
  void clear() { items_.clear(); }
  const std::vector<Decision>& items() const { return items_; }
  // Removes every decision of one kind (a phase that ends cancels its leftovers).
  void eraseKind(int kind) {
    std::vector<Decision> keep;
    for (const Decision& d : items_)
      if (d.kind != kind) keep.push_back(d);
    items_.swap(keep);
  }

 private:
  std::vector<Decision> items_;
};

// How one kind of decision behaves, for the state type S.
template <class S>
struct DecisionKind {
  const char* id = "";
  void (*legal)(const S& state, const Decision& d, std::vector<Action>& out) = nullptr;
  void (*apply)(S& state, const Decision& d, const Action& answer) = nullptr;
  void (*json)(const S& state, const Decision& d, Json& out) = nullptr;  // optional view fields
};

// Every decision kind of one game, indexed by Decision::kind.
template <class S>
class DecisionTable {
 public:
  DecisionTable(std::initializer_list<DecisionKind<S>> kinds) : kinds_(kinds) {}

  const DecisionKind<S>& kind(int k) const { return kinds_.at(static_cast<size_t>(k)); }
  size_t size() const { return kinds_.size(); }

  // The seat that must answer the top decision (-1 when none is pending).
  static int decider(const DecisionStack& stack) { return stack.empty() ? -1 : stack.top().player; }

  // The phase label of the top decision.
  const char* phase(const DecisionStack& stack) const { return kind(stack.top().kind).id; }

  // The answers `player` may give now (nothing when the top decision is another seat's).
  void legal(const S& state, const DecisionStack& stack, int player, std::vector<Action>& out) const {
    if (stack.empty() || stack.top().player != player) return;
    const Decision& d = stack.top();
    kind(d.kind).legal(state, d, out);
  }

  // Answers the top decision; `stack` is `state`'s own stack.
  void apply(S& state, DecisionStack& stack, const Action& answer) const {
    const Decision d = stack.top();
    stack.pop();
    kind(d.kind).apply(state, d, answer);
  }

  // The pending decisions as the view shows them, top last: {kind, player, ...}.
  Json toJson(const S& state, const DecisionStack& stack) const {
    Json out = Json::array();
    for (const Decision& d : stack.items()) {
      Json j{{"kind", kind(d.kind).id}, {"player", d.player}};
      if (kind(d.kind).json) kind(d.kind).json(state, d, j);
      out.push_back(std::move(j));
    }
    return out;
  }

 private:
  std::vector<DecisionKind<S>> kinds_;
};

}  // namespace ludo
