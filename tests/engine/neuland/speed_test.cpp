// Neuland's speed (issue 12: "make Neuland's state fast enough to search"):
// a hidden benchmark of random-playout steps and hard search iterations per CPU
// second, and a fingerprint of whole games (legal actions listed, weights,
// actions chosen, positions, bot decisions) that speed work must leave unchanged.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <ctime>
#include <string>

#include "core/bot.hpp"
#include "core/playout.hpp"
#include "core/session.hpp"
#include "games/neuland/state.hpp"

using namespace ludo;

namespace {

double cpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

std::unique_ptr<State> newState(const char* game, int players, uint64_t seed) {
  Setup setup;
  Result r = makeSetup(*findGame(game), Json{{"players", players}, {"seed", seed}}, setup);
  REQUIRE(r.ok);
  return findGame(game)->newGame(setup);
}

uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001B3ULL; }

// Random games with the playout policy, every listed action and weight folded in.
uint64_t playoutFingerprint(int players, uint64_t seed, long long& steps) {
  auto s = newState("neuland", players, seed);
  Rng rng(seed * 7919 + 17);
  std::vector<Action> scratch, legal;
  uint64_t h = 14695981039346656037ULL;
  int player;
  Action a;
  while (!s->over() && pickPlayoutAction(*s, rng, player, a, scratch)) {
    legal.clear();
    s->legalActions(player, legal);
    for (const Action& l : legal) {
      for (int16_t x : l.arg) h = mix(h, static_cast<uint16_t>(x));
      h = mix(h, static_cast<uint64_t>(s->playoutWeight(player, l) * 1e6));
    }
    s->applyLegal(player, a);
    h = mix(mix(h, s->hash()), static_cast<uint64_t>(s->evaluate(player) * 1e9));
    ++steps;
  }
  return h;
}

}  // namespace

// The games played before the speed work (commit aa52335) give the first
// fingerprint: listing, weights, evaluation and play are the same, bit for bit.
// The bot decisions' fingerprint was pinned again when the bots stopped taking
// actions their game rates 0 (the agreed end), and when the search's tree stopped
// playing them too: changes of the bots, not of speed.
TEST_CASE("Neuland speed work: random games, weights, evaluations and bot decisions unchanged",
          "[neuland][speed]") {
  uint64_t games = 0, decisions = 0;
  long long steps = 0;
  for (int players = 2; players <= 4; ++players)
    for (uint64_t seed = 1; seed <= 6; ++seed) games = mix(games, playoutFingerprint(players, seed, steps));
  for (int players = 2; players <= 4; ++players)
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      Result r;
      auto session = Session::create(Json{{"game", "neuland"}, {"players", players}, {"seed", seed}}, r);
      REQUIRE(r.ok);
      Rng rng(seed);
      std::vector<Action> scratch;
      int player;
      Action a;
      for (int i = 0; i < 40 + 20 * static_cast<int>(seed) && !session->state().over(); ++i) {
        REQUIRE(pickPlayoutAction(session->state(), rng, player, a, scratch));
        REQUIRE(session->apply(player, a).ok);
      }
      const int seat = session->state().turn().deciding[0];
      for (BotLevel level : {BotLevel::normal, BotLevel::hard}) {
        const BotChoice c = chooseBotAction(session->state(), seat, level, 600000, seed, {}, 60);
        REQUIRE(c.ok);
        decisions = mix(decisions, std::hash<std::string>{}(session->state().actionToJson(c.action).dump()));
      }
    }
  WARN("fingerprints " << games << " (games) and " << decisions << " (bot decisions) over " << steps
                       << " steps");
  CHECK(steps == 5481);
  CHECK(games == 4222285896314379134ULL);
  CHECK(decisions == 13663142633472974028ULL);
}

// Run with: nice -n 19 ./build/native/ludotheca-tests "[.neulandspeed]"
TEST_CASE("Neuland speed: playout steps and hard iterations per CPU second", "[.neulandspeed]") {
  // LUDO_SPEED_GAME=neuland measures one game only (e.g. under callgrind).
  const char* only = std::getenv("LUDO_SPEED_GAME");
  for (const char* game : {"neuland", "glassroad"}) {
    if (only && std::string(only) != game) continue;
    for (int players = 2; players <= 4; players += 2) {
      long long steps = 0;
      const double t0 = cpuSeconds();
      std::vector<Action> scratch;
      for (uint64_t seed = 1; seed <= 40; ++seed) {
        auto s = newState(game, players, seed);
        Rng rng(seed * 7919 + 17);
        int player;
        Action a;
        while (!s->over() && pickPlayoutAction(*s, rng, player, a, scratch)) {
          s->applyLegal(player, a);
          ++steps;
        }
      }
      const double t1 = cpuSeconds();
      long long iterations = 0;
      for (uint64_t seed = 1; seed <= 6; ++seed) {
        Result r;
        auto session = Session::create(Json{{"game", game}, {"players", players}, {"seed", seed}}, r);
        Rng rng(seed);
        int player;
        Action a;
        for (int i = 0; i < 30 * static_cast<int>(seed) && !session->state().over(); ++i) {
          if (!pickPlayoutAction(session->state(), rng, player, a, scratch)) break;
          session->apply(player, a);
        }
        if (session->state().over()) continue;
        const int seat = session->state().turn().deciding[0];
        iterations +=
            chooseBotAction(session->state(), seat, BotLevel::hard, 600000, seed, {}, 400).iterations;
      }
      const double t2 = cpuSeconds();
      WARN(game << " " << players << "p: " << steps << " playout steps, " << steps / (t1 - t0)
                << " steps per CPU second; " << iterations << " hard iterations, " << iterations / (t2 - t1)
                << " per CPU second");
    }
  }
}
