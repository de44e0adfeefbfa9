// Random games and bots: trades are offered, accepted and refused, games end, bots see
// only their own mission.
#include <algorithm>
#include <map>

#include "core/bot.hpp"
#include "core/limits.hpp"
#include "core/playout.hpp"
#include "core/session.hpp"
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

namespace {
// The most offers one player has made in a turn so far, and the most items on one side of
// the offer being composed or answered.
void trackTrading(const LorreinState& s, int& offers, int& items) {
  for (int p = 0; p < s.n; ++p) offers = std::max<int>(offers, s.pl[p].offers);
  if (s.offer.from >= 0)
    for (int side : {sGive, sTake, sUse}) items = std::max(items, s.offer.items(side));
}
}  // namespace

TEST_CASE("Random games: offers are made, accepted and refused, and every game ends", "[lorrein]") {
  std::map<std::string, int> seen;
  int offers = 0, items = 0;
  const ludo::Game& game = *ludo::findGame("lorrein");
  for (int players = 2; players <= 4; ++players)
    for (uint64_t seed = 1; seed <= 15; ++seed) {
      ludo::Setup setup;
      REQUIRE(ludo::makeSetup(game, Json{{"players", players}, {"seed", seed}}, setup).ok);
      auto s = game.newGame(setup);
      ludo::Rng rng(seed);
      std::vector<ludo::Action> scratch;
      int p;
      ludo::Action a;
      int steps = 0;
      while (!s->over() && steps++ < 100000) {
        REQUIRE(ludo::pickPlayoutAction(*s, rng, p, a, scratch));
        seen[s->actionToJson(a)["type"].get<std::string>()]++;
        REQUIRE(ludo::applyChecked(*s, p, a).ok);
        trackTrading(static_cast<const LorreinState&>(*s), offers, items);
      }
      CHECK(s->over());
    }
  // The playout policy rates 0 what the bots do not do (Négociier has no limit; bot.cpp).
  CHECK(offers == kBotOffersPerTurn);
  CHECK(items <= kBotOfferItems);
  CHECK(seen["offerSend"] > 0);
  CHECK(seen["accept"] > 0);
  CHECK(seen["refuse"] > 0);
  CHECK(seen["fight"] + seen["transform"] + seen["swapMission"] > 0);
}

TEST_CASE("Determinization: the bot keeps its own mission, others' and the pile are resampled", "[lorrein]") {
  Pos pos("lorrein", 4, 9);
  std::vector<int> before;
  for (int p = 0; p < 4; ++p) before.push_back(pos->pl[p].mission);
  bool changed = false;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    auto d = pos->determinize(2, seed);
    const auto& s = static_cast<const LorreinState&>(*d);
    CHECK(s.pl[2].mission == before[2]);
    for (int p : {0, 1, 3}) changed = changed || s.pl[p].mission != before[p];
    std::vector<std::string> problems;
    s.checkInvariants(problems);
    CHECK(problems.empty());
  }
  CHECK(changed);
}

TEST_CASE("Bots finish a game, trades included; also with offers before every throw (offersBeforeThrow)",
          "[lorrein]") {
  for (bool open : {false, true})
    for (ludo::BotLevel level : {ludo::BotLevel::easy, ludo::BotLevel::normal}) {
      Pos pos("lorrein", 3, 21, Json{{"offersBeforeThrow", open}});
      int steps = 0, windows = 0;
      while (!pos->over() && steps++ < 5000) {
        const int p = pos->turn().deciding.front();
        windows += pos->turn().phase == "beforeThrow";
        const ludo::BotChoice c = ludo::chooseBotAction(*pos, p, level, 5, static_cast<uint64_t>(steps));
        REQUIRE(c.ok);
        REQUIRE(ludo::applyChecked(*pos, p, c.action).ok);
      }
      CHECK(pos->over());
      CHECK_FALSE(pos->scores()["winners"].empty());
      if (open) CHECK(windows > 0);  // the bots were asked before the throws, and went on
    }
}

// Négociier has no limit (« sans limites »), the bots set their own: a third offer or
// counter-offer in a turn, and a seventh item on one side, are rated 0 by their policy.
TEST_CASE("Bots make at most two offers a turn with at most six items a side (Négociier)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 9;
  s.pl[1].goods[good("stone")] = 1;
  const auto weight = [&](int p, const Json& j) {
    ludo::Action a;
    REQUIRE(s.actionFromJson(j, a));
    return s.playoutWeight(p, a);
  };
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  for (int k = 0; k < 6; ++k) {
    CHECK(weight(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}}) > 0);
    pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  }
  CHECK(weight(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}}) == 0);  // a seventh
  CHECK(weight(0, {{"type", "offerAdd"}, {"side", "take"}, {"good", "stone"}}) > 0);
  pos.play(0, {{"type", "offerSend"}});
  CHECK(weight(1, {{"type", "counter"}}) > 0);
  pos.play(1, {{"type", "refuse"}});
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerCancel"}});
  REQUIRE(pos.isLegal(0, {{"type", "offer"}, {"to", 1}}));
  CHECK(weight(0, {{"type", "offer"}, {"to", 1}}) == 0);  // a third offer: legal, never a bot's
  for (ludo::BotLevel level : {ludo::BotLevel::easy, ludo::BotLevel::normal, ludo::BotLevel::hard}) {
    const ludo::BotChoice c = ludo::chooseBotAction(s, 0, level, 60000, 7, {}, 40);
    REQUIRE(c.ok);
    CHECK(s.actionToJson(c.action)["type"] != "offer");
  }
  // The addressee who made two offers already answers without a counter-offer.
  s.pl[1].offers = 2;
  s.offer = Offer{};
  s.offer.from = 0;
  s.offer.to = 1;
  s.pushDecision(dAnswer, 1, 0);
  REQUIRE(pos.isLegal(1, {{"type", "counter"}}));
  CHECK(weight(1, {{"type", "counter"}}) == 0);
}

TEST_CASE("All-bot games: no player makes a third offer in a turn (Négociier)", "[lorrein]") {
  // Deals on which the bots make two offers in a turn (and fill a side with six items).
  int offers = 0, items = 0;
  for (auto [players, seed] : {std::pair{2, 502}, {3, 503}, {4, 501}}) {
    ludo::Result r;
    auto session = ludo::Session::create(Json{{"game", "lorrein"}, {"players", players}, {"seed", seed}}, r);
    REQUIRE(session);
    ludo::BotMemory memory;
    const ludo::BotLevel levels[] = {ludo::BotLevel::easy, ludo::BotLevel::normal, ludo::BotLevel::hard};
    int steps = 0;
    while (!session->state().over() && steps++ < 3000) {
      const int p = session->state().turn().deciding.front();
      const ludo::BotLevel level = levels[(p + steps) % 3];
      const ludo::BotChoice c = ludo::chooseBotAction(session->state(), p, level, 60000, seed * 7 + steps,
                                                      memory.historyFor(*session, p), 24);
      REQUIRE(c.ok);
      memory.remember(session->log().size(), p, c);
      REQUIRE(session->apply(p, c.action).ok);
      trackTrading(static_cast<const LorreinState&>(session->state()), offers, items);
    }
    CHECK(session->state().over());
  }
  CHECK(offers == kBotOffersPerTurn);
  CHECK(items <= kBotOfferItems);
}

TEST_CASE("A uniformly random 4-player game, over 20,000 actions long, saves and loads again", "[lorrein]") {
  // Négociier sets no limit on offers, so a player who trades at random for a whole game leaves
  // a log of 20,000 entries or more (ASSUMPTIONS.md, "Trading"). Whatever the engine lets a
  // table play, the save it writes must load: kMaxLogEntries is above such a game.
  ludo::Result r;
  auto session = ludo::Session::create(Json{{"game", "lorrein"}, {"players", 4}, {"seed", 1}}, r);
  REQUIRE(session);
  ludo::Rng rng(1);
  std::vector<ludo::Action> legal;
  while (!session->state().over() && session->log().size() < ludo::kMaxLogEntries) {
    const auto& deciding = session->state().turn().deciding;
    const int p = deciding[rng.below(static_cast<int>(deciding.size()))];
    legal.clear();
    session->state().legalActions(p, legal);
    REQUIRE_FALSE(legal.empty());
    REQUIRE(session->apply(p, legal[rng.below(static_cast<int>(legal.size()))]).ok);
  }
  REQUIRE(session->state().over());
  CHECK(session->log().size() > 20000);
  const Json saved = session->save();
  CHECK(saved.dump().size() < ludo::kMaxRequestBytes - 4096);  // the web's import bound too
  auto loaded = ludo::Session::load(saved, r);
  REQUIRE(loaded);
  CHECK(loaded->snapshotHash() == session->snapshotHash());
}
