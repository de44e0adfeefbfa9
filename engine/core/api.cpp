#include "api.hpp"

#include <chrono>

#include "bot.hpp"
#include "limits.hpp"
#include "playout.hpp"

namespace ludo {

namespace {

Json failure(const std::string& code, const std::string& message) {
  return Json{{"ok", false}, {"error", {{"code", code}, {"message", message}}}};
}
Json failure(const Result& r) { return failure(r.code, r.message); }

// An exact integer field within [lo, hi] (no float, no wrap-around).
bool intField(const Json& req, const char* key, int& out, int64_t lo = -1000000000LL,
              int64_t hi = 1000000000LL) {
  int64_t v = 0;
  if (!req.contains(key) || !exactInt(req[key], lo, hi, v)) return false;
  out = static_cast<int>(v);
  return true;
}

// {"op":"playout"|"soak", game, players, seed?, n?, maxSteps?, ms?, options?, check?}
Json playout(const Json& req, bool soak) {
  if (!req.contains("game") || !req["game"].is_string())
    return failure(err::malformed, "playout needs a game");
  const Game* g = findGame(req["game"].get<std::string>());
  if (!g) return failure(err::unknownGame, "no game with this id");
  int players = 0, n = 1, ms = kMaxPlayoutMs, maxSteps = static_cast<int>(kMaxPlayoutSteps);
  int64_t seed = 1;
  if (!intField(req, "players", players)) return failure(err::malformed, "playout needs players");
  if (req.contains("n") && !intField(req, "n", n, 1, kMaxPlayoutGames))
    return failure(err::malformed, "n must be an integer from 1 to " + std::to_string(kMaxPlayoutGames));
  if (req.contains("seed") && !exactInt(req["seed"], 0, kMaxSafeInteger - kMaxPlayoutGames, seed))
    return failure(err::malformed, "seed must be an integer from 0 to 2^53 - 10001");
  if (req.contains("maxSteps") && !intField(req, "maxSteps", maxSteps, 1, kMaxPlayoutSteps))
    return failure(err::malformed,
                   "maxSteps must be an integer from 1 to " + std::to_string(kMaxPlayoutSteps));
  if (req.contains("ms") && !intField(req, "ms", ms, 1, kMaxPlayoutMs))
    return failure(err::malformed, "ms must be an integer from 1 to " + std::to_string(kMaxPlayoutMs));
  if (req.contains("check") && !req["check"].is_boolean())
    return failure(err::malformed, "check must be a boolean");
  const Json options = req.contains("options") ? req["options"] : Json::object();
  Setup setup;
  Result sr = makeSetup(*g, Json{{"players", players}, {"options", options}}, setup);
  if (!sr.ok) return failure(sr);
  const PlayoutStats st = soak ? runSoak(*g, players, static_cast<uint64_t>(seed), n, options, maxSteps, ms)
                               : runPlayouts(*g, players, static_cast<uint64_t>(seed), n, options,
                                             req.value("check", false), maxSteps, ms);
  Json problems = Json::array();
  for (size_t i = 0; i < st.problems.size() && i < 20; ++i) problems.push_back(st.problems[i]);
  const double sec = st.ms / 1000.0;
  Json out{{"ok", true},
           {"games", st.games},
           {"finished", st.finished},
           {"steps", st.steps},
           {"ms", st.ms},
           {"timedOut", st.timedOut},
           {"stepsPerSecond", sec > 0 ? st.steps / sec : 0.0},
           {"gamesPerSecond", sec > 0 ? st.games / sec : 0.0},
           {"problemCount", st.problems.size()},
           {"problems", problems}};
  if (soak) {
    out["roundTrips"] = st.roundTrips;
    out["replays"] = st.replays;
  }
  return out;
}

Json turnJson(const State& s) {
  Turn t = s.turn();
  return Json{{"over", s.over()}, {"deciding", t.deciding}, {"phase", t.phase}};
}

Json legalJson(const State& s, int player) {
  Json out = Json::array();
  if (player < 0 || player >= s.numPlayers() || s.over()) return out;
  // Seats outside `deciding` get what the rules let them do at any time (often nothing).
  std::vector<Action> legal;
  s.legalActions(player, legal);
  for (const Action& a : legal) out.push_back(s.actionToJson(a));
  return out;
}

}  // namespace

std::string Api::handleLine(const std::string& line) {
  // Bounds first: nothing parses a request too large or too deep.
  const std::string why = checkRequestText(line);
  if (!why.empty()) return failure(err::malformed, why).dump();
  Json req;
  try {
    req = Json::parse(line);
  } catch (const std::exception&) {
    return failure(err::malformed, "the request is not valid JSON").dump();
  }
  return handle(req).dump();
}

Json Api::handle(const Json& req) {
  if (!req.is_object() || !req.contains("op") || !req["op"].is_string())
    return failure(err::malformed, "a request is an object with an \"op\"");
  if (!depthWithin(req))
    return failure(err::malformed,
                   "the request nests deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  try {
    return dispatch(req["op"].get<std::string>(), req);
  } catch (const std::exception& e) {
    // Rules code does not throw on input; this is a last guard for the boundary.
    return failure(err::internal, e.what());
  }
}

Json Api::status(int player) const {
  const State& s = session_->state();
  Json out{{"ok", true}};
  out["turn"] = turnJson(s);
  out["view"] = s.view(player);
  out["legal"] = legalJson(s, player);
  out["canUndo"] = session_->canUndo();
  out["undoPlayer"] = session_->undoPlayer();
  out["undoFloor"] = session_->undoFloor();
  out["logLength"] = session_->log().size();
  if (s.over()) out["scores"] = s.scores();
  return out;
}

Json Api::dispatch(const std::string& op, const Json& req) {
  if (op == "games") {
    Json list = Json::array();
    for (const auto& g : games()) list.push_back(g->info());
    return Json{{"ok", true}, {"games", list}};
  }
  if (op == "new") {
    Result r;
    auto s = Session::create(req, r);
    if (!s) return failure(r);
    session_ = std::move(s);
    botMemory_.clear();
    return Json{{"ok", true},
                {"game", session_->game().id()},
                {"players", session_->setup().players},
                {"turn", turnJson(session_->state())}};
  }
  if (op == "load") {
    if (!req.contains("state")) return failure(err::malformed, "load needs a \"state\"");
    int upTo = -1;
    if (req.contains("upTo") && !intField(req, "upTo", upTo, 0, static_cast<int64_t>(kMaxLogEntries)))
      return failure(err::malformed, "upTo is a number of log entries");
    Result r;
    Session::Replay replay;
    auto s = Session::load(req["state"], r, upTo, &replay);
    if (!s) {
      // A log entry this version refuses, or a whole log that leads elsewhere: the entries that
      // replay are counted, and the app may offer to resume after them.
      Json out = failure(r);
      if (replay.refused || replay.differs) {
        out["error"]["replayable"] = replay.replayed;
        out["error"]["logLength"] = replay.total;
      }
      return out;
    }
    session_ = std::move(s);
    botMemory_.clear();
    return Json{{"ok", true},
                {"game", session_->game().id()},
                {"players", session_->setup().players},
                {"turn", turnJson(session_->state())}};
  }
  if (op == "playout" || op == "soak") return playout(req, op == "soak");
  if (op == "info") {
    if (!req.contains("game") || !req["game"].is_string())
      return failure(err::malformed, "info needs a game");
    const Game* g = findGame(req["game"].get<std::string>());
    if (!g) return failure(err::unknownGame, "no game with this id");
    return Json{{"ok", true}, {"info", g->info()}};
  }

  // Everything below works on the current game.
  static const char* known[] = {"turn", "legal",  "apply", "view", "save",
                                "undo", "scores", "bot",   "log",  "status"};
  bool isKnown = false;
  for (const char* k : known) isKnown = isKnown || op == k;
  if (!isKnown) return failure(err::unknownOp, "unknown op \"" + shortEcho(op) + "\"");
  if (!session_) return failure(err::noGame, "start or load a game first");
  const State& s = session_->state();
  const int n = s.numPlayers();

  if (op == "turn") {
    Json out = turnJson(s);
    out["ok"] = true;
    return out;
  }
  if (op == "save") return Json{{"ok", true}, {"state", session_->save()}};
  if (op == "scores") return Json{{"ok", true}, {"scores", s.scores()}};
  if (op == "undo") {
    Result r = session_->undo();
    if (!r.ok) return failure(r);
    botMemory_.truncate(session_->log().size());
    return Json{{"ok", true}, {"turn", turnJson(session_->state())}};
  }

  int player = -1;
  if (req.contains("player") && !req["player"].is_number_integer())
    return failure(err::malformed, "\"player\" must be a seat number");
  const bool hasPlayer = intField(req, "player", player);
  if (req.contains("player") && !hasPlayer) return failure(err::badSeat, "no such seat");
  if (op == "view" || op == "log" || op == "status") {
    if (!hasPlayer) player = -1;
    if (player < -1 || player >= n) return failure(err::badSeat, "no such seat");
    if (op == "view") return Json{{"ok", true}, {"view", s.view(player)}};
    if (op == "status") return status(player);
    int from = 0;
    if (req.contains("from") && (!intField(req, "from", from) || from < 0))
      return failure(err::malformed, "from must be a non-negative integer");
    return Json{{"ok", true}, {"log", session_->logFor(player, static_cast<size_t>(from))}};
  }
  if (!hasPlayer) return failure(err::malformed, "\"player\" must be a seat number");
  if (player < 0 || player >= n) return failure(err::badSeat, "no such seat");
  if (op == "legal") return Json{{"ok", true}, {"actions", legalJson(s, player)}};
  if (op == "apply") {
    if (!req.contains("action")) return failure(err::malformed, "apply needs an \"action\"");
    Result r = session_->apply(player, req["action"]);
    if (!r.ok) return failure(r);
    return Json{{"ok", true}, {"barrier", r.barrier}, {"turn", turnJson(session_->state())}};
  }
  // op == "bot"
  BotLevel level = BotLevel::normal;
  if (req.contains("level") &&
      (!req["level"].is_string() || !parseBotLevel(req["level"].get<std::string>(), level)))
    return failure(err::malformed, "level must be easy, normal, hard or veryhard");
  int ms = defaultBotMs(level);
  if (req.contains("ms") && !intField(req, "ms", ms, 1, kMaxBotMs))
    return failure(err::malformed, "ms must be an integer from 1 to " + std::to_string(kMaxBotMs));
  int iterations = 0;
  if (req.contains("iterations") && !intField(req, "iterations", iterations, 1, 1000000))
    return failure(err::malformed, "iterations must be an integer from 1 to 1000000");
  int64_t seed = 0;
  if (req.contains("seed") && !exactInt(req["seed"], 0, kMaxSafeInteger, seed))
    return failure(err::malformed, "seed must be an integer from 0 to 2^53-1");
  if (s.over()) return failure(err::gameOver, "the game is over");
  Turn t = s.turn();
  bool deciding = false;
  for (int d : t.deciding) deciding = deciding || d == player;
  if (!deciding) return failure(err::notYourTurn, "this seat has nothing to decide now");
  const uint64_t botSeed =
      static_cast<uint64_t>(seed) * 1000003ULL + session_->log().size() * 7919ULL + player;
  botMemory_.truncate(session_->log().size() + 1);
  BotChoice c =
      chooseBotAction(s, player, level, ms, botSeed, botMemory_.historyFor(*session_, player), iterations);
  if (!c.ok) return failure(err::internal, "the bot found no action");
  botMemory_.remember(session_->log().size(), player, c);
  return Json{{"ok", true}, {"action", s.actionToJson(c.action)}, {"iterations", c.iterations}};
}

}  // namespace ludo
