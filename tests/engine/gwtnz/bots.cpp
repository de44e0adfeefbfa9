// The shared bots finish whole games of Great Western Trail NZ.
#include "core/bot.hpp"
#include "helpers.hpp"

using namespace gwt;

namespace {
void botGame(int players, ludo::BotLevel level, int budget, uint64_t seed) {
  Pos pos("gwtnz", players, seed);
  GwtState& s = *pos;
  std::vector<uint64_t> seen;
  int steps = 0;
  while (!s.over()) {
    REQUIRE(steps++ < 20000);
    const int seat = s.turn().deciding.front();
    const ludo::BotChoice c = ludo::chooseBotAction(s, seat, level, budget, seed + steps, seen);
    REQUIRE(c.ok);
    REQUIRE(ludo::applyChecked(s, seat, c.action).ok);
    seen.push_back(s.hash());
  }
  CHECK(s.scores()["final"] == true);
}
}  // namespace

TEST_CASE("bots: easy and normal finish whole games, solo included", "[gwtnz]") {
  botGame(2, ludo::BotLevel::normal, 0, 3);
  botGame(1, ludo::BotLevel::easy, 0, 4);
}
