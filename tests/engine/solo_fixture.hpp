// A whole solo game played by one bot seat through the session (as the app
// plays it), for the games' solo-strength tests.
#pragma once
#include <catch2/catch.hpp>

#include <string>

#include "core/bot.hpp"
#include "core/session.hpp"

namespace ludo::test {

// Plays `game` solo from `seed` with `level` capped at `iterations` per decision;
// returns the final total and sets `steps` to the number of actions taken.
inline double soloBotGame(const std::string& game, uint64_t seed, BotLevel level, int iterations, int& steps,
                          int maxSteps = 1500) {
  Result r;
  auto session = Session::create(Json{{"game", game}, {"players", 1}, {"seed", seed}}, r);
  REQUIRE(r.ok);
  BotMemory memory;
  steps = 0;
  while (!session->state().over()) {
    REQUIRE(steps < maxSteps);
    const BotChoice c =
        chooseBotAction(session->state(), 0, level, 60000, 1000 + static_cast<uint64_t>(steps),
                        memory.historyFor(*session, 0), iterations);
    REQUIRE(c.ok);
    memory.remember(session->log().size(), 0, c);
    REQUIRE(session->apply(0, c.action).ok);
    ++steps;
  }
  return session->state().scores()["players"][0]["total"].get<double>();
}

}  // namespace ludo::test
