// The engine contract every game implements (see docs/architecture.md).
//
// A game is a `Game` (static description + factory) and a `State` (one game in
// progress). Rules code works on plain structs; JSON appears only in the
// boundary methods (actionToJson/actionFromJson, view, save, scores).
#pragma once
#include <array>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "json.hpp"
#include "rng.hpp"

namespace ludo {

// One atomic decision. `type` and the meaning of `arg` are the game's own;
// its JSON form (actionToJson) is the stable, documented one.
struct Action {
  int16_t type = 0;
  std::array<int16_t, 7> arg{};

  bool operator==(const Action& o) const { return type == o.type && arg == o.arg; }
  bool operator!=(const Action& o) const { return !(*this == o); }
};

// An action of `type` with its first arguments; the others are `unused` (each
// game marks unused arguments with its own value: -1 or 0).
inline Action makeAction(int type, std::initializer_list<int> args, int unused) {
  Action a;
  a.type = static_cast<int16_t>(type);
  a.arg.fill(static_cast<int16_t>(unused));
  size_t i = 0;
  for (int v : args) a.arg[i++] = static_cast<int16_t>(v);
  return a;
}

// Who must decide now. Several seats at once for simultaneous choices.
struct Turn {
  std::vector<int> deciding;  // empty when the game is over
  std::string phase;          // a label for the UI (a key, not a sentence)
};

// Error codes shared by the engine, the CLI and the UI (which translates them).
namespace err {
inline constexpr const char* malformed = "malformed";
inline constexpr const char* illegal = "illegal_action";
inline constexpr const char* notYourTurn = "not_your_turn";
inline constexpr const char* gameOver = "game_over";
inline constexpr const char* badSeat = "bad_seat";
inline constexpr const char* noGame = "no_game";
inline constexpr const char* unknownGame = "unknown_game";
inline constexpr const char* badSetup = "bad_setup";
inline constexpr const char* badSave = "bad_save";
inline constexpr const char* unknownOp = "unknown_op";
inline constexpr const char* cannotUndo = "cannot_undo";
inline constexpr const char* internal = "internal_error";
}  // namespace err

struct Result {
  bool ok = true;
  std::string code;      // one of err::*
  std::string message;   // English, for logs and the CLI; the UI shows its own words
  bool barrier = false;  // the action revealed chance or hidden information

  static Result success(bool barrier = false) { return Result{true, "", "", barrier}; }
  static Result fail(std::string code, std::string message) {
    return Result{false, std::move(code), std::move(message), false};
  }
};

// Setup as validated by the core: player count within range, options filled
// with their defaults and checked against info()["options"].
struct Setup {
  int players = 2;
  uint64_t seed = 1;
  std::vector<std::string> names;
  Json options = Json::object();
};

class State {
 public:
  virtual ~State() = default;
  virtual std::unique_ptr<State> clone() const = 0;

  virtual int numPlayers() const = 0;
  virtual bool over() const = 0;
  virtual Turn turn() const = 0;
  // turn().deciding written into `out` (replaced): the form the search and the
  // playouts call at every step, without building the phase label or a fresh
  // vector (allocation is dearer still in WebAssembly). turn() calls it.
  virtual void decidingSeats(std::vector<int>& out) const = 0;

  // Every action `player` may take now; nothing when that seat has nothing to
  // decide, except the actions the rules allow at any time (even outside one's
  // turn), which a seat not in turn().deciding may take too.
  virtual void legalActions(int player, std::vector<Action>& out) const = 0;
  // Applies an action that legalActions(player) listed. Returns true when the
  // action revealed chance or hidden information (an undo barrier).
  virtual bool applyLegal(int player, const Action& action) = 0;

  virtual Json actionToJson(const Action& action) const = 0;
  // Structural parse only: false when the JSON is not an action of this game.
  // Legality is checked by the core against legalActions.
  virtual bool actionFromJson(const Json& json, Action& out) const = 0;
  // The log line other seats may see (a face-down choice shows no card). It is
  // taken before the action applies, so it may also add what the position was
  // then (GWT NZ: the building a location action was taken on); the acting seat's
  // own line is actionToJson plus those added keys.
  virtual Json publicAction(int /*player*/, const Action& action) const { return actionToJson(action); }

  // What `viewer` may know (-1: spectator). Never the RNG, never others' secrets.
  virtual Json view(int viewer) const = 0;
  // The whole state, for display, debugging and the hash. Saves are restored by
  // replaying the log (Session::load), never from this.
  virtual Json save() const = 0;
  // {"final": bool, "players":[{"seat","total","breakdown":{...},"rank"}], "winners":[...]}
  virtual Json scores() const = 0;
  virtual uint64_t hash() const {
    Hasher h;
    h.add(save().dump());
    return h.value();
  }
  // Rule invariants (no negative stock, limits held): appends one line per problem.
  virtual void checkInvariants(std::vector<std::string>& problems) const = 0;

  // --- For the shared bots -------------------------------------------------
  // A heuristic value of the position for `seat`, in [0, 1] (1 = won).
  virtual double evaluate(int seat) const = 0;
  // A copy in which everything `seat` cannot see (other hands, deck order, bag
  // order, the RNG) is resampled from `seed`, consistent with view(seat).
  virtual std::unique_ptr<State> determinize(int seat, uint64_t seed) const = 0;
  // Relative weight of an action for random playouts (soak tests, benchmarks,
  // bot rollouts). Uniform by default; games bias it so playouts end.
  virtual double playoutWeight(int /*player*/, const Action& /*action*/) const { return 1.0; }
  // True when the solo game has no chance and nothing hidden once set up (Fields
  // of Arle): a puzzle scored against a mark, whose points come from plans over
  // many phases. Its `hard` bots then plan whole games (core/plan.hpp) and follow
  // the best line found, which stays exactly playable.
  virtual bool soloWithoutChance() const { return false; }
  // The share of the `hard` search's playout steps that take the real action
  // evaluate() values best instead of a draw from playoutWeight: for a game
  // whose playout policy alone plays too loosely for its evaluation to judge
  // the position it reaches (Glass Road solo: 0.5, docs/bots.md). 0: none.
  virtual double greedyPlayoutShare() const { return 0.0; }
};

// The contract's methods every game's State defines, declared once. A game's
// State writes `LUDO_STATE_CONTRACT(MyState);` in its public part, then
// numPlayers(), over() and, if it has them, publicAction() and hash().
// (A macro because C++ cannot inherit declarations of overrides.)
#define LUDO_STATE_CONTRACT(Self)                                                               \
  std::unique_ptr<ludo::State> clone() const override { return std::make_unique<Self>(*this); } \
  ludo::Turn turn() const override;                                                             \
  void decidingSeats(std::vector<int>& out) const override;                                     \
  void legalActions(int player, std::vector<ludo::Action>& out) const override;                 \
  bool applyLegal(int player, const ludo::Action& action) override;                             \
  ludo::Json actionToJson(const ludo::Action& action) const override;                           \
  bool actionFromJson(const ludo::Json& json, ludo::Action& out) const override;                \
  ludo::Json view(int viewer) const override;                                                   \
  ludo::Json save() const override;                                                             \
  ludo::Json scores() const override;                                                           \
  void checkInvariants(std::vector<std::string>& problems) const override;                      \
  double evaluate(int seat) const override;                                                     \
  std::unique_ptr<ludo::State> determinize(int seat, uint64_t seed) const override;             \
  double playoutWeight(int player, const ludo::Action& action) const override

class Game {
 public:
  virtual ~Game() = default;
  // {id, names:{fr,en}, players:[min,max], options:[{id,type,default,values?,names}],
  //  dataVersion, hiddenInformation, simultaneous}
  virtual const Json& info() const = 0;
  // Set-up is part of the rules: shuffles and draws use setup.seed.
  virtual std::unique_ptr<State> newGame(const Setup& setup) const = 0;
  // There is no per-game loader: saves are restored by replaying their log
  // through the checked path (Session::load).

  std::string id() const { return info()["id"].get<std::string>(); }
};

// The Game object of every game: its info() and a factory for a state type S
// that has `void setup(const Setup&)` (the rulebook's set-up).
template <class S>
class GameOf : public Game {
 public:
  explicit GameOf(Json info) : info_(std::move(info)) {}
  const Json& info() const override { return info_; }
  std::unique_ptr<State> newGame(const Setup& setup) const override {
    auto s = std::make_unique<S>();
    s->setup(setup);
    return s;
  }

 private:
  Json info_;
};

// Checks the player count, names and options of a request against info().
Result makeSetup(const Game& game, const Json& request, Setup& out);

// Checks seat, turn and legality without changing anything. Nothing may
// format, hash or evaluate an action before this said yes.
Result checkLegal(const State& state, int player, const Action& action);
// Structural parse of an action's JSON (never throws): malformed otherwise.
Result parseAction(const State& state, const Json& json, Action& out);

// The one entry point that changes a state: checks seat, turn, shape and
// legality, then applies. On error the state is untouched.
Result applyChecked(State& state, int player, const Json& action, Action* parsed = nullptr);
Result applyChecked(State& state, int player, const Action& action);

// All games of the library, in display order (engine/games/registry.cpp).
const std::vector<std::unique_ptr<Game>>& games();
const Game* findGame(const std::string& id);

}  // namespace ludo
