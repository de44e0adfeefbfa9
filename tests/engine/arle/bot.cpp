// The bots' reading of a Fields of Arle position (engine/games/arle/bot.cpp):
// the score as it would be now (p. 16-17) plus what the position still
// promises, nothing but the score at the end; a solo bot game ends with a
// score in the range a player reaches.
#include "core/bot.hpp"
#include "../fixture.hpp"
#include "../solo_fixture.hpp"
#include "core/session.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

TEST_CASE("Fields of Arle solo bots: goods on their way to a goods-track step count before the step",
          "[arle][bots]") {
  // p. 16: 7 flax give 1 VP, 6 give none; a bot must still see the 6 as progress.
  auto none = Pos("arle", 1, 3);
  auto six = Pos("arle", 1, 3);
  none->pl[0].g[kFlax] = 0;
  six->pl[0].g[kFlax] = 6;
  CHECK(none->score(0).total() == six->score(0).total());
  CHECK(six->evaluate(0) > none->evaluate(0));
  // Seven reach the step: more again.
  auto seven = Pos("arle", 1, 3);
  seven->pl[0].g[kFlax] = 7;
  CHECK(seven->evaluate(0) > six->evaluate(0));
}

TEST_CASE("Fields of Arle solo bots: at the end only the score counts", "[arle][bots]") {
  auto s = Pos("arle", 1, 3);
  CHECK(s->gameLeft() == 1.0);
  s->pl[0].g[kFlax] = 6;
  s->pl[0].g[kWood] = 5;
  s->phase = kPhaseFinal;
  CHECK(s->gameLeft() == 0.0);
  CHECK(s->outlook(0) == s->score(0).total());
}

TEST_CASE("Fields of Arle solo bots: a hard bot's solo game ends with a score a player reaches",
          "[arle][bots]") {
  int steps = 0;
  const double total = ludo::test::soloBotGame("arle", 11, ludo::BotLevel::hard, 60, steps);
  INFO(total << " points in " << steps << " actions");
  // Random play scores little; the rulebook calls 110 remarkable (Variante solo).
  CHECK(total >= 30);
  CHECK(total <= 250);
}
