// The shared bots finish whole games of Great Western Trail NZ.
#include "core/bot.hpp"
#include "helpers.hpp"

using namespace gwt;

namespace {
void botGame(int players, ludo::BotLevel level, int budget, uint64_t seed) {
  Pos pos("gwtnz", players, seed);
  GwtState& s = *pos;
  std::vector<ludo::BotHistory> history(4);
  int steps = 0;
  while (!s.over()) {
    REQUIRE(steps++ < 20000);
    const int seat = s.turn().deciding.front();
    const ludo::BotChoice c = ludo::chooseBotAction(s, seat, level, budget, seed + steps, history[seat]);
    REQUIRE(c.ok);
    history[seat].views.push_back(c.view);
    REQUIRE(ludo::applyChecked(s, seat, c.action).ok);
  }
  CHECK(s.scores()["final"] == true);
}
}  // namespace

TEST_CASE("bots: the easy bot finishes whole games, solo included", "[gwtnz]") {
  botGame(2, ludo::BotLevel::easy, 0, 3);
  botGame(1, ludo::BotLevel::easy, 0, 4);
}
