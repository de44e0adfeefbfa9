// Random games through the shared playout policy, with invariants, saves
// restored by replay (the shared harness does the same once registered).
#include <chrono>

#include "../fixture.hpp"
#include "core/playout.hpp"
#include "core/session.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Action;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

namespace {

// A save restores by replaying its log (Session::load): the same position, the same legal actions.
using Log = std::vector<std::pair<int, Json>>;
void roundTrip(int players, uint64_t seed, const Json& options, const Log& log, const ArleState& s) {
  ludo::Result r;
  auto session = ludo::Session::create(
      Json{{"game", "arle"}, {"players", players}, {"seed", seed}, {"options", options}}, r);
  REQUIRE(session);
  for (auto& [p, x] : log) REQUIRE(session->apply(p, x).ok);
  auto back = ludo::Session::load(session->save(), r);
  INFO(r.message);
  REQUIRE(back);
  REQUIRE(back->state().hash() == s.hash());
  REQUIRE(back->state().save() == s.save());
  for (int p = 0; p < s.numPlayers(); ++p) {
    std::vector<Action> a, b;
    s.legalActions(p, a);
    back->state().legalActions(p, b);
    REQUIRE(a == b);
  }
}

void playOne(int players, uint64_t seed, Json options, bool deep) {
  auto s = Pos("arle", players, seed, options);
  ludo::Rng rng(seed * 31 + 7);
  std::vector<Action> scratch;
  Log log;
  int player;
  Action a;
  while (!s->over()) {
    REQUIRE(log.size() < 200000u);
    REQUIRE(ludo::pickPlayoutAction(*s, rng, player, a, scratch));
    if (deep && log.size() % 997 == 0) roundTrip(players, seed, options, log, *s);
    Json j = s->actionToJson(a);
    ludo::Result r = ludo::applyChecked(*s, player, j);
    INFO("step " << log.size() << " " << j.dump() << " " << r.message);
    REQUIRE(r.ok);
    log.emplace_back(player, j);
    s.checkInvariants();
  }
  Json sc = s->scores();
  REQUIRE(sc["final"] == true);
  REQUIRE_FALSE(sc["winners"].empty());
  roundTrip(players, seed, options, log, *s);
  auto again = Pos("arle", players, seed, options);
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
    ludo::PlayoutStats st = ludo::runPlayouts(*ludo::findGame("arle"), players, 1, 20, Json::object(), false);
    WARN("arle " << players << "p: " << st.finished << "/" << st.games << " games, " << st.ms / st.games
                 << " ms/game, " << st.steps / st.games << " steps/game");
    INFO((st.problems.empty() ? "" : st.problems.front()));
    REQUIRE(st.finished == st.games);
    REQUIRE(st.problems.empty());
  }
}

// A keener random player (rarely stops, skips or releases) reaches richer
// positions: more buildings, loaded vehicles, full barns and villages.
TEST_CASE("arle: keen random games keep every invariant and round-trip", "[arle]") {
  std::vector<Action> v;
  double sum = 0;
  int built = 0, n = 0;
  for (int g = 0; g < 300; ++g) {
    auto s = Pos("arle", 1 + g % 2, 20000 + g, Json{{"firstGame", g % 4 < 2}});
    ludo::Rng rng(g * 7 + 3);
    long steps = 0;
    while (!s->over()) {
      REQUIRE(++steps < 100000);
      int p = s->decider();
      v.clear();
      s->legalActions(p, v);
      REQUIRE_FALSE(v.empty());
      std::vector<double> w(v.size());
      double tot = 0;
      for (size_t i = 0; i < v.size(); ++i) {
        int t = v[i].type;
        double x = t == kActStop      ? 0.05
                   : t == kActSkip    ? 0.01
                   : t == kActMove    ? 0.01
                   : t == kActRelease ? 0.005
                   : t == kActDiscard ? 0.005
                   : t == kActBuild   ? 5
                   : t == kActLoad    ? 2
                                      : 1;
        if (!s->decisions.empty() && s->decisions.top().kind == kAskOverflow && t == kActRelease) x = 1;
        tot += (w[i] = x);
      }
      double r = rng.unit() * tot;
      size_t k = 0;
      while (k + 1 < v.size() && (r -= w[k]) >= 0) ++k;
      ludo::Result res = ludo::applyChecked(*s, p, v[k]);
      INFO(s->actionToJson(v[k]).dump() << " " << res.message);
      REQUIRE(res.ok);
      s.checkInvariants();
    }
    for (int p = 0; p < s->nP; ++p) sum += s->score(p).total(), ++n;
    for (int b = 0; b < kBuildings; ++b) built += s->bowner[b] >= 0;
  }
  WARN("keen random games: mean score " << sum / n << ", buildings per game " << built / 300.0);
}
