// The bots' reading of a Fields of Arle position (engine/games/arle/bot.cpp):
// the score as it would be now (p. 16-17) plus what the position still
// promises, nothing but the score at the end; a solo bot game ends with a
// score in the range a player reaches; solo hard plans whole games.
#include "core/bot.hpp"
#include "../fixture.hpp"
#include "../solo_fixture.hpp"
#include "core/plan.hpp"
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

TEST_CASE("Fields of Arle bots: building materials and tool steps count while there is time to use them",
          "[arle][bots]") {
  // p. 16: a plank scores ½ VP and a brick 1 VP at the end; a tool's first steps
  // score nothing (Outils). Early in the game both are worth more: they build
  // buildings and produce goods.
  auto bare = Pos("arle", 1, 3);
  auto stocked = Pos("arle", 1, 3);
  stocked->pl[0].g[kPlank] = 3;
  stocked->pl[0].g[kBrick] = 3;
  CHECK(stocked->outlook(0) - bare->outlook(0) > stocked->score(0).total() - bare->score(0).total());
  auto tooled = Pos("arle", 1, 3);
  tooled->pl[0].tool[kAxes] = 2;  // axes score nothing at any step
  CHECK(tooled->score(0).total() == bare->score(0).total());
  CHECK(tooled->evaluate(0) > bare->evaluate(0));
  // At the end only the printed points count.
  stocked->phase = kPhaseFinal;
  tooled->phase = kPhaseFinal;
  CHECK(stocked->outlook(0) == stocked->score(0).total());
  CHECK(tooled->outlook(0) == tooled->score(0).total());
}

TEST_CASE("Fields of Arle bots: playouts build the buildings that score more first", "[arle][bots]") {
  // Appendix p. 18-19: a red building scores 15, a light-green house 1.
  auto s = Pos("arle", 1, 3);
  CHECK(s->playoutWeight(0, act(kActBuild, kVillageChurch, 0)) >
        s->playoutWeight(0, act(kActBuild, kWorkshop, 0)));
  CHECK(s->playoutWeight(0, act(kActBuild, kWorkshop, 0)) > s->playoutWeight(0, act(kActLoad, 0, 0, 1)));
}

TEST_CASE("Fields of Arle bots: never open a free rearrangement of the animals", "[arle][bots]") {
  // Rearranging (p. 9: animals may be moved freely) changes nothing by itself; inside
  // one, take/put/confirm are the only legal actions. Rated 0, a bot never starts one
  // while another action is legal (docs/bots.md, "Progress").
  auto s = Pos("arle", 2, 1002);
  CHECK(s->playoutWeight(0, act(kActArrange)) == 0.0);
  // A single move that makes no pair breed (p. 8) is rated 0 too; the ones that
  // do are progress ("bots and playouts move animals only to make a pair breed").
  CHECK(s->playoutWeight(0, act(kActMove, 0, 1, 0)) == 0.0);
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

// Solo hard plans the whole game (core/plan.hpp). Fields of Arle's solo has no
// chance once set up, so the best line found stays playable: each decision
// follows it unless it finds a better one, the promised final value never falls,
// and the game ends with at least what the first plan promised.
TEST_CASE("Fields of Arle solo bots: a remembered plan is kept, and the game scores what it promised",
          "[arle][bots]") {
  Pos pos("arle", 1, 11);
  ArleState& s = *pos;
  REQUIRE(s.soloWithoutChance());
  ludo::PlanLimits limits;
  limits.ms = 60000;
  limits.maxNodes = 4000;
  limits.remember = true;
  double first = -1, last = -1;
  int steps = 0;
  while (!s.over()) {
    REQUIRE(steps < 1500);
    std::vector<ludo::Action> legal;
    s.legalActions(0, legal);
    const ludo::PlanResult r = ludo::beamPlan(s, 0, legal, limits, 7 + static_cast<uint64_t>(steps));
    REQUIRE(r.ok);
    if (first < 0) first = r.value;
    CHECK(r.value >= last);  // never worse than the line remembered
    last = r.value;
    s.applyLegal(0, legal[static_cast<size_t>(r.index)]);
    ++steps;
  }
  INFO(steps << " actions, first plan " << first << ", last " << last);
  CHECK(s.evaluate(0) == Approx(last));  // the line played is the one promised
  CHECK(s.evaluate(0) >= first);
  // (score + 50) / 250 at the end: a planned game scores far above random play.
  CHECK(s.scores()["players"][0]["total"].get<double>() >= 60);
}

// A bot always answers (the CLI's internal_error otherwise): with 1 ms the
// planner still finishes its first step and plays the best first action seen.
TEST_CASE("Fields of Arle solo bots: a planner out of time still answers with a legal action",
          "[arle][bots]") {
  Pos pos("arle", 1, 4);
  std::vector<ludo::Action> legal;
  pos->legalActions(0, legal);
  ludo::PlanLimits limits;
  limits.ms = 1;
  limits.maxSteps = 1;  // as if the clock ran out after the first step
  const ludo::PlanResult r = ludo::beamPlan(*pos, 0, legal, limits, 3);
  REQUIRE(r.ok);
  CHECK_FALSE(r.finished);
  REQUIRE(r.index >= 0);
  REQUIRE(r.index < static_cast<int>(legal.size()));
  const ludo::BotChoice c = ludo::chooseBotAction(*pos, 0, ludo::BotLevel::hard, 1, 5);
  REQUIRE(c.ok);
  CHECK(std::find(legal.begin(), legal.end(), c.action) != legal.end());
}

// An inn's « 2 matériaux de construction différents » (Remarques complémentaires
// ref. 2, p. 14) may be paid 2 planks, a plank standing for the wood (Phase 2,
// p. 6). Bots see the new ways to pay among the legal actions and rate them:
// with a wood at hand they keep the second plank (½ VP at the end, p. 16, and a
// material for the next building).
TEST_CASE("Fields of Arle bots: an inn paid with 2 planks or with a wood and a plank", "[arle][bots]") {
  Pos pos("arle", 1, 3);
  Player& P = pos->pl[0];
  P.g[kWood] = 1, P.g[kClay] = 0, P.g[kPlank] = 2, P.g[kBrick] = 0, P.g[kFood] = 9;
  pos.play(0, {{"type", "place"}, {"space", "builder"}});
  REQUIRE(pos.isLegal(0, {{"type", "build"}, {"building", "pottersInn"}, {"pay", 1}}));  // wood + plank
  REQUIRE(pos.isLegal(0, {{"type", "build"}, {"building", "pottersInn"}, {"pay", 6}}));  // plank + plank
  auto after = [&](int pay) {
    std::unique_ptr<ludo::State> next = pos->clone();
    next->applyLegal(0, act(kActBuild, kPottersInn, pay));
    return next->evaluate(0);
  };
  CHECK(after(1) > after(6));
  // With planks only, a bot still answers with a legal action.
  P.g[kWood] = 0;
  std::vector<ludo::Action> legal;
  pos->legalActions(0, legal);
  REQUIRE(std::find(legal.begin(), legal.end(), act(kActBuild, kPottersInn, 6)) != legal.end());
  for (ludo::BotLevel level : {ludo::BotLevel::easy, ludo::BotLevel::normal, ludo::BotLevel::hard}) {
    const ludo::BotChoice c = ludo::chooseBotAction(*pos, 0, level, 200, 5, {}, 50);
    REQUIRE(c.ok);
    CHECK(std::find(legal.begin(), legal.end(), c.action) != legal.end());
  }
}
