#include "session.hpp"

#include <cstdio>

#include "limits.hpp"

namespace ludo {

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
  if (s->setup_.seed > static_cast<uint64_t>(kMaxSafeInteger)) {
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
  result = Result::success();
  return s;
}

void Session::record(int player, const Action& action, bool barrier, Json json, Json publicJson) {
  log_.push_back({player, action, barrier, std::move(json), std::move(publicJson)});
  if (barrier) barrier_ = log_.size();
}

// An action's JSON is taken after it was found legal and before it is
// applied: it may describe the state it acted on. Nothing formats an action
// that was not checked first.
Result Session::apply(int player, const Json& action) {
  if (player < 0 || player >= state_->numPlayers()) return Result::fail(err::badSeat, "no such seat");
  Action a;
  Result r = parseAction(*state_, action, a);
  if (!r.ok) return r;
  return apply(player, a);
}

Result Session::apply(int player, const Action& action) {
  Result r = checkLegal(*state_, player, action);
  if (!r.ok) return r;
  Json json = state_->actionToJson(action), pub = state_->publicAction(player, action);
  const bool barrier = state_->applyLegal(player, action);
  record(player, action, barrier, std::move(json), std::move(pub));
  return Result::success(barrier);
}

Result Session::undo() {
  if (!canUndo()) return Result::fail(err::cannotUndo, "nothing can be undone here");
  std::unique_ptr<State> s = game_->newGame(setup_);
  for (size_t i = 0; i + 1 < log_.size(); ++i) s->applyLegal(log_[i].player, log_[i].action);
  state_ = std::move(s);
  log_.pop_back();
  return Result::success();
}

Json Session::setupJson() const {
  return Json{{"game", game_->id()},
              {"players", setup_.players},
              {"seed", setup_.seed},
              {"names", setup_.names},
              {"options", setup_.options}};
}

// The position reached and the setup it came from (names included): a save
// whose names or options were edited no longer matches its hash.
std::string Session::snapshotHash() const {
  Hasher h;
  h.add(state_->hash());
  h.add(setupJson().dump());
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h.value()));
  return buf;
}

// A save is the setup and the log; load replays them through the checked path
// and compares the hash of the position reached (format 2). Format 1 saves
// (which carried the whole snapshot) still load when their replay matches.
Json Session::save() const {
  Json log = Json::array();
  for (const auto& e : log_) log.push_back(Json{{"player", e.player}, {"action", e.json}});
  return Json{{"format", kSaveFormat},
              {"engineVersion", kEngineVersion},
              {"game", game_->id()},
              {"setup", setupJson()},
              {"log", log},
              {"snapshotHash", snapshotHash()}};
}

std::unique_ptr<Session> Session::load(const Json& saved, Result& result, int64_t upTo, Replay* replay) {
  auto bad = [&](const std::string& why) {
    result = Result::fail(err::badSave, why);
    return nullptr;
  };
  if (!depthWithin(saved)) return bad("the save nests deeper than any save does");
  if (!saved.is_object()) return bad("a save is a JSON object");
  int64_t format = 0;
  if (!saved.contains("format") || !saved["format"].is_number_integer()) return bad("not a Ludotheca save");
  if (!exactInt(saved["format"], 1, kSaveFormat, format)) {
    if (saved["format"].is_number_unsigned() || saved["format"].get<int64_t>() > kSaveFormat)
      return bad("this save was written by a newer version of Ludotheca");
    return bad("unsupported save format");
  }
  if (!saved.contains("setup") || !saved["setup"].is_object()) return bad("the save has no setup");
  if (!saved.contains("log") || !saved["log"].is_array()) return bad("the save has no action log");
  if (saved.contains("game") &&
      (!saved["game"].is_string() || saved["setup"].value("game", Json()) != saved["game"]))
    return bad("the save names two different games");
  if (saved["log"].size() > kMaxLogEntries)
    return bad("the action log is longer than " + std::to_string(kMaxLogEntries) + " entries");
  if (format == 2 && (!saved.contains("snapshotHash") || !saved["snapshotHash"].is_string()))
    return bad("the save has no snapshotHash");
  Result r;
  std::unique_ptr<Session> s = create(saved["setup"], r);
  if (!s) return bad("the setup is invalid: " + r.message);
  const size_t total = saved["log"].size();
  const bool recovering = upTo >= 0;  // the app's recovery: no check of the position
  Replay local;
  Replay& done = replay ? *replay : local;
  done = Replay{0, total, false, false};
  size_t i = 0;
  for (const auto& entry : saved["log"]) {
    if (recovering && i == static_cast<size_t>(upTo)) break;
    const std::string where = "log entry " + std::to_string(i);
    int64_t player = 0;
    if (!entry.is_object() || !entry.contains("player") || !entry.contains("action") ||
        !entry["player"].is_number_integer())
      return bad(where + " is malformed");
    if (!exactInt(entry["player"], 0, s->state_->numPlayers() - 1, player))
      return bad(where + " names no seat of this game");
    Result ar = s->apply(static_cast<int>(player), entry["action"]);
    if (!ar.ok) {
      done.refused = true;
      return bad(where + " cannot be replayed: " + ar.message);
    }
    done.replayed = ++i;
  }
  if (recovering) {
    result = Result::success();
    return s;
  }
  if (format == 1) {
    if (saved.contains("snapshot") && !saved["snapshot"].is_null() &&
        saved["snapshot"] != s->state_->save()) {
      done.differs = true;
      return bad(
          "this save was written by an older version whose rules differ; it cannot be restored exactly");
    }
  } else if (saved["snapshotHash"].get<std::string>() != s->snapshotHash()) {
    done.differs = true;
    return bad("the position or the setup (names, options) does not match the save");
  }
  result = Result::success();
  return s;
}

Json Session::logFor(int viewer, size_t from) const {
  Json out = Json::array();
  for (size_t i = from; i < log_.size(); ++i) {
    const Entry& e = log_[i];
    if (e.player != viewer) {
      out.push_back(Json{{"player", e.player}, {"action", e.publicJson}});
      continue;
    }
    Json own = e.json;  // the whole action, and what the public line adds about the position then
    for (const auto& [key, value] : e.publicJson.items())
      if (!own.contains(key)) own[key] = value;
    out.push_back(Json{{"player", e.player}, {"action", std::move(own)}});
  }
  return out;
}

}  // namespace ludo
