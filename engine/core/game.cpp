#include "game.hpp"

#include <algorithm>

#include "limits.hpp"

namespace ludo {

namespace {

bool optionValueOk(const Json& option, const Json& value) {
  const std::string type = option.value("type", "bool");
  if (type == "bool") return value.is_boolean();
  if (type == "enum") {
    if (!value.is_string()) return false;
    for (const auto& v : option["values"])
      if (v == value) return true;
    return false;
  }
  if (type == "int") {
    int64_t v = 0;
    return exactInt(value, option.value("min", int64_t{0}), option.value("max", int64_t{0}), v);
  }
  return false;
}

}  // namespace

Result makeSetup(const Game& game, const Json& req, Setup& out) {
  const Json& info = game.info();
  const int minP = info["players"][0].get<int>(), maxP = info["players"][1].get<int>();
  if (!req.is_object()) return Result::fail(err::badSetup, "setup must be an object");
  int64_t n64 = 0;
  if (!req.contains("players") || !exactInt(req["players"], minP, maxP, n64))
    return Result::fail(err::badSetup, "players must be an integer between " + std::to_string(minP) +
                                           " and " + std::to_string(maxP));
  const int n = static_cast<int>(n64);
  out.players = n;
  out.seed = 1;
  if (req.contains("seed")) {
    const Json& s = req["seed"];
    int64_t seed = 0;
    if (exactInt(s, 0, kMaxSafeInteger, seed))
      out.seed = static_cast<uint64_t>(seed);
    else if (!s.is_null())
      return Result::fail(err::badSetup, "seed must be an integer from 0 to 2^53-1");
  }
  out.names.clear();
  if (req.contains("names") && !req["names"].is_null()) {
    if (!req["names"].is_array() || req["names"].size() != static_cast<size_t>(n))
      return Result::fail(err::badSetup, "names must list one name per player");
    for (const auto& nm : req["names"]) {
      const std::string why = checkName(nm);
      if (!why.empty()) return Result::fail(err::badSetup, why);
      out.names.push_back(nm.get<std::string>());
    }
  } else {
    for (int i = 0; i < n; ++i) out.names.push_back("P" + std::to_string(i + 1));
  }
  out.options = Json::object();
  const Json given = req.contains("options") && req["options"].is_object() ? req["options"] : Json::object();
  if (req.contains("options") && !req["options"].is_object() && !req["options"].is_null())
    return Result::fail(err::badSetup, "options must be an object");
  for (const auto& option : info["options"]) {
    const std::string id = option["id"].get<std::string>();
    Json value = option["default"];
    if (given.contains(id)) {
      if (!optionValueOk(option, given[id])) return Result::fail(err::badSetup, "bad value for option " + id);
      value = given[id];
    }
    out.options[id] = value;
  }
  for (auto it = given.begin(); it != given.end(); ++it)
    if (!out.options.contains(it.key())) return Result::fail(err::badSetup, "unknown option " + it.key());
  return Result::success();
}

Result checkLegal(const State& state, int player, const Action& action) {
  if (player < 0 || player >= state.numPlayers()) return Result::fail(err::badSeat, "no such seat");
  if (state.over()) return Result::fail(err::gameOver, "the game is over");
  // A seat outside `deciding` may still act when the rules let it act at any
  // time (legalActions lists those actions for it); otherwise it is not its turn.
  std::vector<Action> legal;
  state.legalActions(player, legal);
  if (std::find(legal.begin(), legal.end(), action) != legal.end()) return Result::success();
  const Turn t = state.turn();
  if (std::find(t.deciding.begin(), t.deciding.end(), player) == t.deciding.end())
    return Result::fail(err::notYourTurn, "this seat has nothing to decide now");
  return Result::fail(err::illegal, "this action is not allowed now");
}

Result parseAction(const State& state, const Json& json, Action& out) {
  bool shaped = false;
  try {
    shaped = json.is_object() && state.actionFromJson(json, out);
  } catch (const std::exception&) {
    shaped = false;
  }
  if (!shaped) return Result::fail(err::malformed, "not an action of this game");
  return Result::success();
}

Result applyChecked(State& state, int player, const Action& action) {
  Result r = checkLegal(state, player, action);
  if (!r.ok) return r;
  return Result::success(state.applyLegal(player, action));
}

Result applyChecked(State& state, int player, const Json& json, Action* parsed) {
  if (player < 0 || player >= state.numPlayers()) return Result::fail(err::badSeat, "no such seat");
  Action a;
  Result r = parseAction(state, json, a);
  if (!r.ok) return r;
  if (parsed) *parsed = a;
  return applyChecked(state, player, a);
}

}  // namespace ludo
