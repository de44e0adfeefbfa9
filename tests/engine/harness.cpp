// The property harness every game of the library goes through: random games
// per player count with the rule invariants checked after every step, save/load
// round trips, replay determinism, and bad input rejected with the state untouched.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "core/playout.hpp"
#include "core/session.hpp"

using namespace ludo;

namespace {

int gamesPerCount() {
  const char* env = std::getenv("LUDO_HARNESS_GAMES");
  return env ? std::max(1, std::atoi(env)) : 200;
}

std::vector<Action> legalOf(const State& s, int p) {
  std::vector<Action> v;
  s.legalActions(p, v);
  return v;
}

// A save is the setup and the log: replaying the log's JSON forms through the
// checked path reaches the same position, with the same legal actions.
void checkReplay(const Game& game, const Setup& setup, const std::vector<std::pair<int, Json>>& log,
                 const State& s) {
  std::unique_ptr<State> back = game.newGame(setup);
  for (const auto& [p, json] : log) REQUIRE(applyChecked(*back, p, json).ok);
  REQUIRE(back->hash() == s.hash());
  REQUIRE(back->save() == s.save());
  for (int p = 0; p < s.numPlayers(); ++p) REQUIRE(legalOf(*back, p) == legalOf(s, p));
}

// Malformed, foreign, wrong-seat and illegal actions: an error, the state untouched.
void checkBadInput(State& s, int deciding, const Action& legal, Rng& rng) {
  const uint64_t before = s.hash();
  const Json junk[] = {Json(),
                       Json::array(),
                       Json{{"type", 42}},
                       Json{{"type", "no-such-action"}},
                       Json{{"op", "apply"}},
                       Json::parse(R"({"type":"build","kind":7,"hex":"x"})")};
  for (const Json& j : junk) {
    Result r = applyChecked(s, deciding, j);
    REQUIRE_FALSE(r.ok);
    REQUIRE(s.hash() == before);
  }
  REQUIRE(applyChecked(s, -1, s.actionToJson(legal)).code == err::badSeat);
  REQUIRE(applyChecked(s, s.numPlayers(), s.actionToJson(legal)).code == err::badSeat);
  const Turn t = s.turn();
  for (int p = 0; p < s.numPlayers(); ++p) {
    const auto mine = legalOf(s, p);  // actions allowed at any time, outside one's turn
    if (std::find(t.deciding.begin(), t.deciding.end(), p) == t.deciding.end() &&
        std::find(mine.begin(), mine.end(), legal) == mine.end())
      REQUIRE(applyChecked(s, p, s.actionToJson(legal)).code == err::notYourTurn);
  }
  // A legal action with one argument changed is either legal too or refused.
  Action mutated = legal;
  mutated.arg[rng.below(7)] += static_cast<int16_t>(1 + rng.below(3));
  const auto list = legalOf(s, deciding);
  if (std::find(list.begin(), list.end(), mutated) == list.end()) {
    REQUIRE(applyChecked(s, deciding, mutated).code == err::illegal);
    REQUIRE(s.hash() == before);
  }
  REQUIRE(s.hash() == before);
}

void playOne(const Game& game, int players, uint64_t seed, const Json& options, bool deep) {
  Setup setup;
  REQUIRE(makeSetup(game, Json{{"players", players}, {"seed", seed}, {"options", options}}, setup).ok);
  std::unique_ptr<State> s = game.newGame(setup);
  Rng rng(seed * 31 + 7);
  std::vector<std::pair<int, Action>> log;
  std::vector<std::pair<int, Json>> jsonLog;
  std::vector<Action> scratch;
  std::vector<std::string> problems;
  const long long maxSteps = 200000;
  int player;
  Action a;
  std::vector<int> seats;
  while (!s->over()) {
    REQUIRE(static_cast<long long>(log.size()) < maxSteps);  // every game ends
    REQUIRE_FALSE(s->turn().deciding.empty());
    s->decidingSeats(seats);  // the playouts' and the search's form of turn().deciding
    REQUIRE(seats == s->turn().deciding);
    REQUIRE(pickPlayoutAction(*s, rng, player, a, scratch));  // legal actions until the end
    const size_t step = log.size();
    if (deep && step % 53 == 0) checkReplay(game, setup, jsonLog, *s);
    if (deep && step % 97 == 0) checkBadInput(*s, player, a, rng);
    const Json listed = s->actionToJson(a);
    INFO("step " << step << " action " << listed.dump());
    Result r = applyChecked(*s, player, listed);
    REQUIRE(r.ok);
    log.emplace_back(player, a);
    jsonLog.emplace_back(player, listed);
    problems.clear();
    s->checkInvariants(problems);
    INFO("step " << step << ": " << (problems.empty() ? "" : problems.front()));
    REQUIRE(problems.empty());
  }
  // Over: nobody decides, scores are final, and the end state survives a round trip.
  REQUIRE(s->turn().deciding.empty());
  s->decidingSeats(seats);
  REQUIRE(seats.empty());
  const Json sc = s->scores();
  REQUIRE(sc["final"] == true);
  REQUIRE(sc["players"].size() == static_cast<size_t>(players));
  // Someone wins: a seat, or a solo opponent that is no seat (gwtnz's Sarah, `sarahWins`).
  REQUIRE((!sc["winners"].empty() || sc.value("sarahWins", false)));
  if (deep) checkReplay(game, setup, jsonLog, *s);
  // Replay: the same setup and log give the same game.
  std::unique_ptr<State> again = game.newGame(setup);
  for (const auto& [p, act] : log) REQUIRE(applyChecked(*again, p, act).ok);
  REQUIRE(again->hash() == s->hash());
}

}  // namespace

TEST_CASE("harness: random games end and keep every invariant, for every game and player count",
          "[harness]") {
  const int n = gamesPerCount();
  for (const auto& game : games()) {
    const Json& info = game->info();
    for (int p = info["players"][0].get<int>(); p <= info["players"][1].get<int>(); ++p) {
      DYNAMIC_SECTION(game->id() << " with " << p << " players") {
        for (int i = 0; i < n; ++i) playOne(*game, p, 1000 + i, Json::object(), i % 10 == 0);
      }
    }
  }
}

TEST_CASE("harness: every option value gives playable games", "[harness]") {
  for (const auto& game : games()) {
    const Json& info = game->info();
    const int p = info["players"][1].get<int>();
    for (const auto& option : info["options"]) {
      std::vector<Json> values;
      if (option["type"] == "bool") values = {true, false};
      if (option["type"] == "enum") values = option["values"].get<std::vector<Json>>();
      for (const Json& v : values) {
        DYNAMIC_SECTION(game->id() << " " << option["id"].get<std::string>() << "=" << v.dump()) {
          for (int i = 0; i < 10; ++i) playOne(*game, p, 5000 + i, Json{{option["id"], v}}, true);
        }
      }
    }
  }
}

TEST_CASE("harness: sessions undo, save and load", "[harness]") {
  for (const auto& game : games()) {
    DYNAMIC_SECTION(game->id()) {
      Result r;
      const int p = game->info()["players"][0].get<int>();
      auto session = Session::create(Json{{"game", game->id()}, {"players", p}, {"seed", 77}}, r);
      REQUIRE(session);
      Rng rng(5);
      std::vector<Action> scratch;
      int player;
      Action a;
      for (int i = 0; i < 300 && !session->state().over(); ++i) {
        REQUIRE(pickPlayoutAction(session->state(), rng, player, a, scratch));
        const uint64_t before = session->state().hash();
        REQUIRE(session->apply(player, a).ok);
        if (session->canUndo() && i % 7 == 0) {
          REQUIRE(session->undo().ok);
          REQUIRE(session->state().hash() == before);
          REQUIRE(session->apply(player, a).ok);
        }
      }
      const Json saved = session->save();
      auto loaded = Session::load(saved, r);
      REQUIRE(loaded);
      REQUIRE(loaded->state().hash() == session->state().hash());
      REQUIRE(loaded->save() == saved);
      // A damaged save is refused with a reason, never half-loaded.
      Json broken = saved;
      if (!broken["log"].empty()) broken["log"][0]["action"] = Json{{"type", "nonsense"}};
      broken["snapshotHash"] = "0000000000000000";
      REQUIRE_FALSE(Session::load(broken, r));
      REQUIRE(r.code == err::badSave);
      REQUIRE_FALSE(Session::load(Json::parse(R"({"hello":"world"})"), r));
      REQUIRE_FALSE(Session::load(Json::array(), r));
    }
  }
}
