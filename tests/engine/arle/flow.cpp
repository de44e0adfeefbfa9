// The half-year cycle: 9 half-years alternating summer and winter, the work
// phase month by month, inventories, the final window and the tie-break (p. 5-8, 17).
#include "../fixture.hpp"
#include "core/session.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Action;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

namespace {
// Everybody skips and feeds: a game played with nothing but the mandatory steps.
void passHalfYear(Pos& s) {
  int h = s->half;
  while (!s->over() && s->half == h && s->phase != kPhaseFinal) {
    int p = s->decider();
    auto v = s.legal(p);
    Json a = v.front();
    for (const Json& x : v)
      if (x["type"] == "skip" || x["type"] == "done" || x["type"] == "feed" || x["type"] == "house" ||
          x["type"] == "stop") {
        a = x;
        break;
      }
    s.play(p, a);
  }
}
}  // namespace

TEST_CASE("arle: the work phase goes month by month, first player first (p. 5)", "[arle]") {
  auto s = Pos("arle", 2, 11);
  s->fp = 1;
  REQUIRE(s->decider() == 1);
  s.play(1, s->actionToJson(act(kActPlace, kSpaceWoodcutter)));
  REQUIRE(s->decider() == 0);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActPlace, kSpaceWoodcutter))));  // one worker per space
  s.play(0, s->actionToJson(act(kActSkip)));
  REQUIRE(s->decider() == 1);
  for (int i = 0; i < 6; ++i) s.play(s->decider(), s->actionToJson(act(kActSkip)));
  REQUIRE(s->phase == kPhaseEndWork);
  REQUIRE(s->decider() == 1);  // then each declares the work phase over
  s.play(1, s->actionToJson(act(kActDone)));
  s.play(0, s->actionToJson(act(kActDone)));
  REQUIRE(s->phase == kPhaseSubsistence);   // no light-green house yet: straight to the inventory
  REQUIRE(s->pl[1].g[kWood] == 4 + 3 + 1);  // woodcutter 3 axes, then the forest harvest
}

TEST_CASE("arle: 9 half-years alternate summer and winter; the game ends after the 9th November (p. 17)",
          "[arle]") {
  auto s = Pos("arle", 2, 12);
  int summers = 0, winters = 0;
  for (int h = 1; h <= 9; ++h) {
    REQUIRE(s->half == h);
    (s->summer() ? summers : winters)++;
    passHalfYear(s);
  }
  REQUIRE(summers == 5);
  REQUIRE(winters == 4);
  REQUIRE(s->phase == kPhaseFinal);  // the final window: peat boat, any-time houses
  s.play(s->decider(), s->actionToJson(act(kActDone)));
  s.play(s->decider(), s->actionToJson(act(kActDone)));
  REQUIRE(s->over());
  REQUIRE(s->turn().deciding.empty());
  Json sc = s->scores();
  REQUIRE(sc["final"] == true);
  // Nobody ate for 9 half-years: 3 food each time (the start wood and peat last 2 Novembers).
  REQUIRE(s->pl[0].shortage > 0);
  REQUIRE(sc["players"][0]["breakdown"]["shortage"] == -s->pl[0].shortage);
}

TEST_CASE("arle: ties go to the first player of a hypothetical 10th half-year (p. 17)", "[arle]") {
  auto s = Pos("arle", 2, 13);
  for (int h = 1; h <= 9; ++h) passHalfYear(s);
  s.play(s->decider(), s->actionToJson(act(kActDone)));
  s.play(s->decider(), s->actionToJson(act(kActDone)));
  REQUIRE(s->over());
  // Identical villages: the totals tie.
  REQUIRE(s->score(0).total() == s->score(1).total());
  Json sc = s->scores();
  REQUIRE(sc["winners"].size() == 1);
  REQUIRE(sc["winners"][0] == s->fp);  // fp now holds the 10th half-year's first player
  REQUIRE(sc["players"][s->fp]["rank"] == 1);
  REQUIRE(sc["players"][1 - s->fp]["rank"] == 2);
}

TEST_CASE("arle: solo reports the score against the remarkable 110 (p. 17)", "[arle]") {
  auto s = Pos("arle", 1, 14);
  for (int h = 1; h <= 9; ++h) passHalfYear(s);
  s.play(0, s->actionToJson(act(kActDone)));
  Json sc = s->scores();
  REQUIRE(sc["solo"]["remarkable"] == 110);
  REQUIRE(sc["solo"]["reached"] == false);
  REQUIRE(sc["winners"][0] == 0);
}

TEST_CASE("arle: set-up, 4 wood, 4 clay, 3 peat, 1 horse, buildings of the game (p. 2-3)", "[arle]") {
  auto s = Pos("arle", 2, 15, Json{{"firstGame", false}});
  for (int p = 0; p < 2; ++p) {
    REQUIRE(s->pl[p].g[kWood] == 4);
    REQUIRE(s->pl[p].g[kClay] == 4);
    REQUIRE(s->pl[p].g[kPeat] == 3);
    REQUIRE(s->animals(p, kHorse) == 1);
    REQUIRE(s->pl[p].moorPeat[0] == 4);
    int empty = 0;
    for (int sp = 0; sp < kVSpaces; ++sp) empty += s->usable(p, sp) && s->pl[p].tile[sp] == kEmptySpace;
    REQUIRE(empty == 2);  // "2 cases Terrain vides"
  }
  int inGame[6] = {0, 0, 0, 0, 0, 0};
  for (int b = 0; b < kBuildings; ++b)
    if (s->bowner[b] == -1) ++inGame[data().buildings[b].group];
  REQUIRE(inGame[kLightGreen] == 0);
  REQUIRE(inGame[kDarkGreen] == 4);
  REQUIRE(inGame[kYellow] == 2);
  REQUIRE(inGame[kOrange] == 6);
  REQUIRE(inGame[kBlue] == 3);
  REQUIRE(inGame[kRed] == 3);
  auto f = Pos("arle", 2, 15);
  REQUIRE(f->bowner[kFarmersHouse] == -1);
  REQUIRE(f->bowner[kPottersInn] == -1);
  REQUIRE(f->bowner[kFarmersInn] == -1);
  REQUIRE(f->bowner[kJunkDealersInn] == -1);
  REQUIRE(f->bowner[kWeavingParlor] == -2);
}

TEST_CASE("arle: a saved game is restored by replaying its log, a forged one is refused", "[arle]") {
  ludo::Result r;
  auto session = ludo::Session::create(Json{{"game", "arle"}, {"players", 2}, {"seed", 16}}, r);
  REQUIRE(session);
  int p = session->state().turn().deciding.front();
  REQUIRE(session->apply(p, Json{{"type", "place"}, {"space", "woodcutter"}}).ok);
  Json saved = session->save();
  auto back = ludo::Session::load(saved, r);
  REQUIRE(back);
  REQUIRE(back->state().hash() == session->state().hash());
  saved["log"][0]["action"] = Json{{"type", "place"}, {"space", "nowhere"}};
  REQUIRE_FALSE(ludo::Session::load(saved, r));
}

// Found by the fuzzer (fuzz_load): a number of an action far outside an int
// (2.2e28) was converted to int, which is undefined. Now any number that is
// not exactly a small integer is refused with the malformed action.
TEST_CASE("arle: an action's number that is not a small integer is refused, never converted", "[arle]") {
  ludo::Result r;
  auto session = ludo::Session::create(Json{{"game", "arle"}, {"players", 2}, {"seed", 16}}, r);
  REQUIRE(session);
  const int p = session->state().turn().deciding.front();
  const uint64_t before = session->state().hash();
  for (const Json& n : {Json(2.2e28), Json(-2.2e28), Json(26.5), Json(1000), Json(-2), Json("26")}) {
    CHECK_FALSE(session->apply(p, Json{{"type", "take"}, {"holding", n}, {"species", "sheep"}}).ok);
    CHECK_FALSE(session->apply(p, Json{{"type", "extract"}, {"moor", n}}).ok);
    CHECK_FALSE(session->apply(p, Json{{"type", "pick"}, {"option", "stable"}, {"space", n}}).ok);
  }
  CHECK(session->state().hash() == before);
  REQUIRE(session->apply(p, Json{{"type", "place"}, {"space", "woodcutter"}}).ok);
}
