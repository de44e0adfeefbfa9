// Random games of Glass Road, before and after registration: every player
// count and the solo game end, keep every invariant and survive save/load.
#include <catch2/catch.hpp>

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
    PlayoutStats st = runPlayouts(*game, p, 300, 10, Json{{"beginner", true}, {"phases", 5}, {"smallBoard", true}}, true);
    INFO(p << " players: " << (st.problems.empty() ? "" : st.problems.front()));
    CHECK(st.problems.empty());
    CHECK(st.finished == 10);
  }
}
