// Random games and bots: trades are offered, accepted and refused, games end, bots see
// only their own mission.
#include <map>

#include "core/bot.hpp"
#include "core/playout.hpp"
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

TEST_CASE("Random games: offers are made, accepted and refused, and every game ends", "[lorrein]") {
  std::map<std::string, int> seen;
  const ludo::Game& game = *ludo::findGame("lorrein");
  for (int players = 2; players <= 4; ++players)
    for (uint64_t seed = 1; seed <= 15; ++seed) {
      ludo::Setup setup;
      REQUIRE(ludo::makeSetup(game, Json{{"players", players}, {"seed", seed}}, setup).ok);
      auto s = game.newGame(setup);
      ludo::Rng rng(seed);
      std::vector<ludo::Action> scratch;
      int p;
      ludo::Action a;
      int steps = 0;
      while (!s->over() && steps++ < 100000) {
        REQUIRE(ludo::pickPlayoutAction(*s, rng, p, a, scratch));
        seen[s->actionToJson(a)["type"].get<std::string>()]++;
        REQUIRE(ludo::applyChecked(*s, p, a).ok);
      }
      CHECK(s->over());
    }
  CHECK(seen["offerSend"] > 0);
  CHECK(seen["accept"] > 0);
  CHECK(seen["refuse"] > 0);
  CHECK(seen["fight"] + seen["transform"] + seen["swapMission"] > 0);
}

TEST_CASE("Determinization: the bot keeps its own mission, others' and the pile are resampled", "[lorrein]") {
  Pos pos("lorrein", 4, 9);
  std::vector<int> before;
  for (int p = 0; p < 4; ++p) before.push_back(pos->pl[p].mission);
  bool changed = false;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    auto d = pos->determinize(2, seed);
    const auto& s = static_cast<const LorreinState&>(*d);
    CHECK(s.pl[2].mission == before[2]);
    for (int p : {0, 1, 3}) changed = changed || s.pl[p].mission != before[p];
    std::vector<std::string> problems;
    s.checkInvariants(problems);
    CHECK(problems.empty());
  }
  CHECK(changed);
}

TEST_CASE("Bots finish a game, trades included", "[lorrein]") {
  for (ludo::BotLevel level : {ludo::BotLevel::easy, ludo::BotLevel::normal}) {
    Pos pos("lorrein", 3, 21);
    int steps = 0;
    while (!pos->over() && steps++ < 5000) {
      const int p = pos->turn().deciding.front();
      const ludo::BotChoice c = ludo::chooseBotAction(*pos, p, level, 5, static_cast<uint64_t>(steps));
      REQUIRE(c.ok);
      REQUIRE(ludo::applyChecked(*pos, p, c.action).ok);
    }
    CHECK(pos->over());
    CHECK_FALSE(pos->scores()["winners"].empty());
  }
}
