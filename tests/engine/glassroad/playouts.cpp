// Random games of Glass Road, before and after registration: every player
// count and the solo game end, keep every invariant and survive save/load.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/playout.hpp"
#include "games/glassroad/glassroad.hpp"

using namespace ludo;

TEST_CASE("random games end with every invariant held, 1 to 4 players", "[glassroad]") {
  auto game = glassroad::makeGame();
  for (int p = 1; p <= 4; ++p) {
    PlayoutStats st = runPlayouts(*game, p, 100, 30, Json::object(), true);
    INFO(p << " players: " << (st.problems.empty() ? "" : st.problems.front()));
    CHECK(st.problems.empty());
    CHECK(st.finished == 30);
  }
}

TEST_CASE("random games with the beginner set and five phases end", "[glassroad]") {
  auto game = glassroad::makeGame();
  for (int p = 2; p <= 4; ++p) {
    PlayoutStats st =
        runPlayouts(*game, p, 300, 10, Json{{"beginner", true}, {"phases", 5}, {"smallBoard", true}}, true);
    INFO(p << " players: " << (st.problems.empty() ? "" : st.problems.front()));
    CHECK(st.problems.empty());
    CHECK(st.finished == 10);
  }
}

TEST_CASE("Actions permanentes, p. 8: random games where any seat converts out of turn still end and replay",
          "[glassroad]") {
  const Game* game = findGame("glassroad");
  REQUIRE(game);
  for (int players = 2; players <= 4; ++players) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      Setup setup;
      REQUIRE(makeSetup(*game, Json{{"players", players}, {"seed", seed}}, setup).ok);
      std::unique_ptr<State> s = game->newGame(setup);
      Rng rng(seed * 7 + players);
      std::vector<std::pair<int, Json>> log;
      std::vector<Action> scratch, mine;
      int outOfTurn = 0;
      while (!s->over()) {
        REQUIRE(log.size() < 20000);
        int player;
        Action a;
        REQUIRE(pickPlayoutAction(*s, rng, player, a, scratch));
        // One step in ten, a seat that is not deciding uses a permanent action if it has one.
        const int other = rng.below(players);
        const Turn t = s->turn();
        s->legalActions(other, mine);
        if (rng.below(10) == 0 && !mine.empty() &&
            std::find(t.deciding.begin(), t.deciding.end(), other) == t.deciding.end()) {
          player = other;
          a = mine[rng.below(static_cast<int>(mine.size()))];
          ++outOfTurn;
        }
        const Json j = s->actionToJson(a);
        INFO("seat " << player << " " << j.dump());
        REQUIRE(applyChecked(*s, player, j).ok);
        log.emplace_back(player, j);
        std::vector<std::string> problems;
        s->checkInvariants(problems);
        INFO((problems.empty() ? "" : problems.front()));
        REQUIRE(problems.empty());
      }
      CHECK(outOfTurn > 0);
      std::unique_ptr<State> back = game->newGame(setup);
      for (const auto& [p, j] : log) REQUIRE(applyChecked(*back, p, j).ok);
      CHECK(back->hash() == s->hash());
    }
  }
}
