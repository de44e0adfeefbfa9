#include "session.hpp"

namespace ludo {

namespace {
constexpr uint64_t kMaxSafeInteger = (1ULL << 53) - 1;  // seeds must survive JavaScript
}

std::unique_ptr<Session> Session::create(const Json& req, Result& result) {
  if (!req.is_object() || !req.contains("game") || !req["game"].is_string()) {
    result = Result::fail(err::badSetup, "game must be a game id");
    return nullptr;
  }
  const Game* game = findGame(req["game"].get<std::string>());
  if (!game) {
    result = Result::fail(err::unknownGame, "no game with this id");
    return nullptr;
  }
  std::unique_ptr<Session> s(new Session());
  s->game_ = game;
  result = makeSetup(*game, req, s->setup_);
  if (!result.ok) return nullptr;
  if (s->setup_.seed > kMaxSafeInteger) {
    result = Result::fail(err::badSetup, "seed must be below 2^53");
    return nullptr;
  }
  try {
    s->state_ = game->newGame(s->setup_);
  } catch (const std::exception& e) {
    result = Result::fail(err::badSetup, e.what());
    return nullptr;
  }
  if (!s->state_) {
    result = Result::fail(err::badSetup, "the game could not be set up");
    return nullptr;
  }
  s->positions_.push_back(s->state_->hash());
  result = Result::success();
  return s;
}

void Session::record(int player, const Action& action, bool barrier, Json json, Json publicJson) {
  log_.push_back({player, action, barrier, std::move(json), std::move(publicJson)});
  positions_.push_back(state_->hash());
  if (barrier) barrier_ = log_.size();
}

std::vector<uint64_t> Session::recentPositions(size_t count) const {
  const size_t from = positions_.size() > count ? positions_.size() - count : 0;
  return std::vector<uint64_t>(positions_.begin() + static_cast<std::ptrdiff_t>(from), positions_.end());
}

// An action's JSON is taken before it is applied: it may describe the state it acted on.
Result Session::apply(int player, const Json& action) {
  Action a;
  Json json, pub;
  if (state_->actionFromJson(action.is_object() ? action : Json::object(), a)) {
    json = state_->actionToJson(a);
    pub = state_->publicAction(player, a);
  }
  Result r = applyChecked(*state_, player, action, &a);
  if (r.ok) record(player, a, r.barrier, std::move(json), std::move(pub));
  return r;
}

Result Session::apply(int player, const Action& action) {
  Json json = state_->actionToJson(action), pub = state_->publicAction(player, action);
  Result r = applyChecked(*state_, player, action);
  if (r.ok) record(player, action, r.barrier, std::move(json), std::move(pub));
  return r;
}

Result Session::undo() {
  if (!canUndo()) return Result::fail(err::cannotUndo, "nothing can be undone here");
  std::unique_ptr<State> s = game_->newGame(setup_);
  for (size_t i = 0; i + 1 < log_.size(); ++i) s->applyLegal(log_[i].player, log_[i].action);
  state_ = std::move(s);
  log_.pop_back();
  positions_.pop_back();
  return Result::success();
}

Json Session::setupJson() const {
  return Json{{"game", game_->id()},
              {"players", setup_.players},
              {"seed", setup_.seed},
              {"names", setup_.names},
              {"options", setup_.options}};
}

Json Session::save() const {
  Json log = Json::array();
  for (const auto& e : log_) log.push_back(Json{{"player", e.player}, {"action", e.json}});
  return Json{{"format", kSaveFormat},          {"engineVersion", kEngineVersion}, {"game", game_->id()},
              {"setup", setupJson()},           {"log", log},
              {"snapshot", state_->save()}};
}

std::unique_ptr<Session> Session::load(const Json& saved, Result& result) {
  auto bad = [&](const std::string& why) {
    result = Result::fail(err::badSave, why);
    return nullptr;
  };
  if (!saved.is_object()) return bad("a save is a JSON object");
  if (!saved.contains("format") || !saved["format"].is_number_integer()) return bad("not a Ludotheca save");
  if (saved["format"].get<int>() != kSaveFormat) return bad("unsupported save format");
  if (!saved.contains("setup") || !saved["setup"].is_object()) return bad("the save has no setup");
  if (!saved.contains("log") || !saved["log"].is_array()) return bad("the save has no action log");
  if (saved.contains("game") && saved["setup"].value("game", std::string()) != saved["game"])
    return bad("the save names two different games");
  Result r;
  std::unique_ptr<Session> s = create(saved["setup"], r);
  if (!s) return bad("the setup is invalid: " + r.message);
  size_t i = 0;
  for (const auto& entry : saved["log"]) {
    if (!entry.is_object() || !entry.contains("player") || !entry["player"].is_number_integer() ||
        !entry.contains("action"))
      return bad("log entry " + std::to_string(i) + " is malformed");
    Result ar = s->apply(entry["player"].get<int>(), entry["action"]);
    if (!ar.ok) return bad("log entry " + std::to_string(i) + " cannot be replayed: " + ar.message);
    ++i;
  }
  if (saved.contains("snapshot") && !saved["snapshot"].is_null()) {
    if (saved["snapshot"] != s->state_->save()) return bad("the snapshot does not match the action log");
    std::string why;
    if (!s->game_->load(saved["snapshot"], why)) return bad("the snapshot is invalid: " + why);
  }
  result = Result::success();
  return s;
}

Json Session::logFor(int viewer, size_t from) const {
  Json out = Json::array();
  for (size_t i = from; i < log_.size(); ++i) {
    const Entry& e = log_[i];
    out.push_back(Json{{"player", e.player}, {"action", e.player == viewer ? e.json : e.publicJson}});
  }
  return out;
}

}  // namespace ludo
