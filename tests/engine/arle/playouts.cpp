// Random games through the shared playout policy, with invariants, save/load
// round trips and replay (the shared harness does the same once registered).
#include <chrono>

#include "core/playout.hpp"
#include "helpers.hpp"

using namespace art;

namespace {

void roundTrip(const ArleState& s) {
  std::string why;
  auto back = game().load(s.save(), why);
  INFO(why);
  REQUIRE(back);
  REQUIRE(back->hash() == s.hash());
  REQUIRE(back->save() == s.save());
  for (int p = 0; p < s.numPlayers(); ++p) {
    std::vector<Action> a, b;
    s.legalActions(p, a);
    back->legalActions(p, b);
    REQUIRE(a == b);
  }
}

void playOne(int players, uint64_t seed, Json options, bool deep) {
  auto s = fresh(players, seed, options);
  ludo::Rng rng(seed * 31 + 7);
  std::vector<Action> scratch;
  std::vector<std::pair<int, Action>> log;
  int player;
  Action a;
  while (!s->over()) {
    REQUIRE(log.size() < 200000u);
    INFO("pending " << s->view(-1)["pending"].dump() << " phase " << s->view(-1)["phase"].dump());
    REQUIRE(ludo::pickPlayoutAction(*s, rng, player, a, scratch));
    if (deep && log.size() % 37 == 0) roundTrip(*s);
    ludo::Result r = ludo::applyChecked(*s, player, s->actionToJson(a));
    INFO("step " << log.size() << " " << s->actionToJson(a).dump() << " " << r.message);
    REQUIRE(r.ok);
    log.emplace_back(player, a);
    noProblems(*s);
  }
  Json sc = s->scores();
  REQUIRE(sc["final"] == true);
  REQUIRE_FALSE(sc["winners"].empty());
  roundTrip(*s);
  auto again = fresh(players, seed, options);
  for (auto& [p, x] : log) REQUIRE(ludo::applyChecked(*again, p, x).ok);
  REQUIRE(again->hash() == s->hash());
}

}  // namespace

TEST_CASE("arle: random games end with every invariant held (1 and 2 players, both set-ups)", "[arle]") {
  for (int players = 1; players <= 2; ++players)
    for (bool first : {true, false})
      for (int i = 0; i < 25; ++i) playOne(players, 100 + i, Json{{"firstGame", first}}, i % 5 == 0);
}

TEST_CASE("arle: playout speed (reported, not asserted)", "[arle]") {
  for (int players = 1; players <= 2; ++players) {
    ludo::PlayoutStats st = ludo::runPlayouts(game(), players, 1, 20, Json::object(), false);
    WARN("arle " << players << "p: " << st.finished << "/" << st.games << " games, " << st.ms / st.games
                 << " ms/game, " << st.steps / st.games << " steps/game");
    INFO((st.problems.empty() ? "" : st.problems.front()));
    REQUIRE(st.finished == st.games);
    REQUIRE(st.problems.empty());
  }
}
