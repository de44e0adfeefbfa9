// The bots' reading of a Glass Road position (engine/games/glassroad/bot.cpp):
// solo, only points count at the end (Le jeu solo, p. 10; Fin de partie, p. 9),
// so resources lose their worth as the game runs out, and a solo bot game ends
// with a score in the range a player reaches. The solo outlook
// (engine/games/glassroad/outlook.cpp) reads the points a building adds and
// which cards to pick.
#include <memory>

#include "../solo_fixture.hpp"
#include "core/bot.hpp"
#include "core/session.hpp"
#include "games/glassroad/outlook.hpp"
#include "shape.hpp"

using namespace grt;

namespace {

// Seat 0 of a solo game holds what a village church costs (2 wood, 2 glass,
// 2 clay, 2 bricks), the church on the board; `late` puts it in the last phase
// with most of its cards played.
Pos churchPosition(bool late) {
  auto s = fresh(1, 5);
  clearLandscape(*s, 0);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 2, 2);  // no sand: the wheel stays still
  setBrickWheel(*s, 0, 2, 0, 0, 2);
  offerOnBoard(*s, village_church);
  if (late) {
    s->phase = s->phases - 1;
    s->pl[0].played = 0b111;
  }
  return s;
}

double gainOfBuilding(bool late) {
  auto kept = churchPosition(late);
  auto built = churchPosition(late);
  REQUIRE(built->canAfford(0, village_church));
  built->build(0, village_church, sqAt(2, 2));
  return built->evaluate(0) - kept->evaluate(0);
}

}  // namespace

TEST_CASE(
    "Glass Road solo bots: a scoring building late in the game is worth more than the resources it costs",
    "[glassroad][bots]") {
  // Le jeu solo, p. 10: seven phases; Fin de partie, p. 9: only the buildings' points count.
  const double late = gainOfBuilding(true), early = gainOfBuilding(false);
  CHECK(late > 0);
  // The resources kept are worth less and less as the game runs out.
  CHECK(late > early);
}

TEST_CASE("Glass Road solo bots: in the final window only points count", "[glassroad][bots]") {
  auto s = churchPosition(true);
  s->stage = stFinal;
  CHECK(s->gameLeft() == 0.0);
  const double points = s->halfPoints(0) / 2.0;
  CHECK(s->evaluate(0) == Approx(points / 80.0));
  auto first = fresh(1, 5);
  CHECK(first->gameLeft() == 1.0);
}

TEST_CASE("Glass Road solo bots: a hard bot's solo game ends with a score a player reaches",
          "[glassroad][bots]") {
  int steps = 0;
  const double total = ludo::test::soloBotGame("glassroad", 11, ludo::BotLevel::hard, 60, steps);
  INFO(total << " points in " << steps << " actions");
  // Random play scores a few points; the rulebook calls 30 remarkable (p. 10).
  CHECK(total >= 10);
  CHECK(total <= 80);
}

TEST_CASE("Glass Road solo bots: the outlook of an upgrade is the score it adds (glassworks, masons' guild)",
          "[glassroad][bots]") {
  // Annexe 2: the glassworks scores 3 points per glass and the masons' guild 3
  // per brick, in place of the base building's 1 (Fin de partie, p. 9: an
  // upgraded base building scores only through its upgrade).
  for (int b : {int(glassworks), int(masons_guild)}) {
    auto s = fresh(1, 5);
    setGlassWheel(*s, 0, 0, 0, 0, 0, 4, 3);  // 4 wood, 3 glass
    setBrickWheel(*s, 0, 4, 0, 0, 3);        // 4 clay, 3 bricks
    offerOnBoard(*s, b);
    REQUIRE(s->canAfford(0, b));
    const double before = s->halfPoints(0) / 2.0;
    const double predicted = glassroad::outlook::gain(*s, 0, b);
    s->build(0, b, s->squareOf(0, data().buildings[b].upgrades));
    INFO(data().buildings[b].id);
    CHECK(predicted == Approx(s->halfPoints(0) / 2.0 - before));
    CHECK(predicted > 0);
  }
}

TEST_CASE("Glass Road solo bots: with a scoring building within reach, a building card is picked first",
          "[glassroad][bots]") {
  // Le jeu solo, p. 10: the chosen cards are played at random; only the
  // building cards (Cartes Artisan et la construction de bâtiments, p. 8) turn
  // resources into points.
  auto s = churchPosition(false);
  REQUIRE(s->stage == stPick);
  const double build = s->playoutWeight(0, act(aPick, builder));
  for (int c : {int(woodcutter), int(clay_digger), int(charcoal_burner), int(fisherman)})
    CHECK(build > s->playoutWeight(0, act(aPick, c)));
  // The pick is worth more in the one-step heuristic too.
  auto picked = churchPosition(false);
  picked->applyLegal(0, act(aPick, builder));
  auto other = churchPosition(false);
  other->applyLegal(0, act(aPick, woodcutter));
  CHECK(picked->evaluate(0) > other->evaluate(0));
}

TEST_CASE("Glass Road solo bots: hard playouts take the best-valued action one step in two, solo only",
          "[glassroad][bots]") {
  // docs/bots.md, "Glass Road solo: what holds it back": in solo (Le jeu solo,
  // p. 10) a playout drawn from the playout policy alone wastes the resources
  // and cards the evaluation then misjudges; with opponents, unchanged.
  CHECK(fresh(1, 5)->greedyPlayoutShare() == 0.5);
  for (int players : {2, 3, 4}) CHECK(fresh(players, 5)->greedyPlayoutShare() == 0.0);
  // The greedy steps draw from the search's seeded generator: a capped decision repeats.
  auto s = churchPosition(false);
  const ludo::BotChoice a =
      ludo::chooseBotAction(*s, 0, ludo::BotLevel::hard, 60000, 7, ludo::BotHistory{}, 300);
  const ludo::BotChoice b =
      ludo::chooseBotAction(*s, 0, ludo::BotLevel::hard, 60000, 7, ludo::BotHistory{}, 300);
  REQUIRE(a.ok);
  REQUIRE(b.ok);
  CHECK(a.action == b.action);
  CHECK(a.iterations == 300);
}
