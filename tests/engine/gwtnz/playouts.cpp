// Whole random games: every player reaches Wellington several times, the game
// ends when the marker leaves the bonus-tile market (Fin de la partie, p. 19).
#include <catch2/catch.hpp>

#include "../fixture.hpp"
#include "core/playout.hpp"
#include "games/gwtnz/state.hpp"

using namespace gwtnz;

TEST_CASE("random games end by the bonus-tile market marker leaving its last row (Fin de la partie, p. 19)",
          "[gwtnz]") {
  for (int players = 2; players <= 4; ++players) {
    long long steps = 0, visits = 0;
    const int games = 10;
    for (int g = 0; g < games; ++g) {
      ludo::test::Position<GwtState> pos("gwtnz", players, 100 + g);
      GwtState& s = *pos;
      ludo::Rng rng(g);
      std::vector<ludo::Action> scratch;
      int player;
      ludo::Action a;
      while (!s.over()) {
        REQUIRE(ludo::pickPlayoutAction(s, rng, player, a, scratch));
        const bool well =
            a.type == aLocation && s.stack.top().kind == dPhaseB && s.stack.top().a == data().wellington;
        visits += well;
        const bool barrier = s.applyLegal(player, a);
        REQUIRE(barrier == s.revealed);
        ++steps;
      }
      int markers = 0;
      for (int p = 0; p < players; ++p) markers += s.pl[p].marker;
      CHECK(markers == 1);
      CHECK(s.markerRow == static_cast<int>(data().bonusCost.size()));
    }
    WARN(players << " players: " << steps / games << " steps, " << double(visits) / games / players
                 << " Wellington visits per player");
    CHECK(visits / games / players >= 3);
  }
}

TEST_CASE("gwtnz speed: random 4-player games (figures only)", "[.bench][gwtnz-bench]") {
  const ludo::PlayoutStats st =
      ludo::runPlayouts(*ludo::findGame("gwtnz"), 4, 1, 300, ludo::Json::object(), false);
  WARN(st.steps / st.games << " steps per game, " << st.ms / st.games << " ms per game, "
                           << (st.steps / (st.ms / 1000.0)) << " steps/s");
  CHECK(st.finished == st.games);
}
