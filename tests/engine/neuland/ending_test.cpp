// Every game ends: random games on random maps (the soak's seed that never
// ended before the blocked-game rule), and bots finishing games that random
// play has taken somewhere odd (issues "Never lose a game" item 9 and
// "Opponents worth playing": progress guaranteed).
#include <algorithm>

#include "core/bot.hpp"
#include "core/playout.hpp"
#include "position.hpp"

using namespace neuland;
using namespace neuland::test;

TEST_CASE("every game ends: 3 players, random map, seed 6872 (a game that could no longer end), and 60 more",
          "[neuland]") {
  const ludo::Game& game = *ludo::findGame("neuland");
  const Json random{{"layout", "random"}};
  ludo::PlayoutStats st = ludo::runPlayouts(game, 3, 6872, 1, random, true, 20000);
  INFO((st.problems.empty() ? std::string() : st.problems.front()));
  REQUIRE(st.finished == 1);
  for (int players : {2, 3, 4}) {
    st = ludo::runPlayouts(game, players, 7000, 20, random, true, 20000);
    INFO((st.problems.empty() ? std::string() : st.problems.front()));
    REQUIRE(st.problems.empty());
    REQUIRE(st.finished == 20);
  }
}

TEST_CASE("bots finish: after 400 random actions, normal bots end the game within 2,600 more", "[neuland]") {
  constexpr int kRandom = 400, kBound = 2600;
  for (int players : {2, 3, 4})
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      Pos s("neuland", players, seed, Json{{"layout", seed % 2 ? "random" : "beginner"}});
      ludo::Rng rng(seed * 31 + players);
      std::vector<ludo::Action> scratch;
      int player;
      ludo::Action a;
      for (int i = 0; i < kRandom && !s->over(); ++i) {
        REQUIRE(ludo::pickPlayoutAction(*s, rng, player, a, scratch));
        s->applyLegal(player, a);
      }
      int actions = 0;
      while (!s->over() && actions < kBound) {
        const int seat = s->turn().deciding.front();
        const ludo::BotChoice c = ludo::chooseBotAction(*s, seat, ludo::BotLevel::normal, 0, seed + actions);
        REQUIRE(c.ok);
        REQUIRE(ludo::applyChecked(*s, seat, c.action).ok);
        ++actions;
      }
      INFO(players << " players, seed " << seed << ": " << actions << " bot actions");
      REQUIRE(s->over());
    }
}

TEST_CASE("bots never propose the agreed end (playoutWeight 0), at every level", "[neuland]") {
  int offered = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Pos s("neuland", 2, seed, Json{{"layout", "beginner"}});
    ludo::Rng rng(seed * 13 + 5);
    std::vector<ludo::Action> legal, scratch;
    int player;
    ludo::Action a;
    for (int i = 0; i < 120 && !s->over(); ++i) {
      const int seat = s->turn().deciding.front();
      legal.clear();
      s->legalActions(seat, legal);
      const bool canPropose = std::any_of(legal.begin(), legal.end(),
                                          [](const ludo::Action& x) { return x.type == aProposeEnd; });
      if (canPropose && i % 10 == 0) {
        ++offered;
        for (ludo::BotLevel level : {ludo::BotLevel::easy, ludo::BotLevel::normal, ludo::BotLevel::hard}) {
          const ludo::BotChoice c = ludo::chooseBotAction(*s, seat, level, 60000, seed + i, {}, 60);
          REQUIRE(c.ok);
          CHECK(c.action.type != aProposeEnd);
        }
      }
      REQUIRE(ludo::pickPlayoutAction(*s, rng, player, a, scratch));
      s->applyLegal(player, a);
    }
  }
  REQUIRE(offered > 0);
}
