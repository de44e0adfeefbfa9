// The shared bots (engine/core/bot.cpp, engine/core/ismcts.cpp): they decide
// from their seat's view only, they finish every game, and the levels parse.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/bot.hpp"
#include "core/playout.hpp"
#include "core/session.hpp"

using namespace ludo;

namespace {

std::unique_ptr<Session> newSession(const Game& game, int players, uint64_t seed) {
  Result r;
  auto s = Session::create(Json{{"game", game.id()}, {"players", players}, {"seed", seed}}, r);
  REQUIRE(r.ok);
  return s;
}

// Random play through the checked path, at most `steps` actions (fewer if the game ends).
void randomPrefix(Session& s, int steps, Rng& rng) {
  std::vector<Action> scratch;
  int player;
  Action a;
  for (int i = 0; i < steps && !s.state().over(); ++i) {
    if (!pickPlayoutAction(s.state(), rng, player, a, scratch)) break;
    REQUIRE(s.apply(player, a).ok);
  }
}

std::vector<std::pair<const Game*, int>> everyGameAndCount() {
  std::vector<std::pair<const Game*, int>> out;
  for (const auto& g : games()) {
    const Json& range = g->info()["players"];
    for (int n = range[0].get<int>(); n <= range[1].get<int>(); ++n) out.push_back({g.get(), n});
  }
  return out;
}

std::vector<Action> legalOf(const State& s, int p) {
  std::vector<Action> v;
  s.legalActions(p, v);
  return v;
}

}  // namespace

TEST_CASE("Bot levels: easy, normal, hard and veryhard parse, anything else is refused", "[bots]") {
  BotLevel l;
  for (const char* name : {"easy", "normal", "hard", "veryhard"}) {
    REQUIRE(parseBotLevel(name, l));
    REQUIRE(std::string(botLevelName(l)) == name);
  }
  REQUIRE_FALSE(parseBotLevel("Hard", l));
  REQUIRE_FALSE(parseBotLevel("", l));
  REQUIRE(defaultBotMs(BotLevel::easy) < defaultBotMs(BotLevel::normal));
  REQUIRE(defaultBotMs(BotLevel::normal) < defaultBotMs(BotLevel::hard));
  REQUIRE(defaultBotMs(BotLevel::hard) < defaultBotMs(BotLevel::veryhard));
}

// Issue 13, item 8: the repeated-position filter used to hash the real state
// after each candidate action, a channel from hidden information into the
// decision. It now compares what the seat would see after the action, computed
// on the bot's own sample, with what the seat saw where its bot decided before:
// the same view and history give the same filter.
TEST_CASE("The repeated-position filter reads only the seat's view", "[bots]") {
  int checked = 0;
  for (const auto& [game, n] : everyGameAndCount()) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      auto session = newSession(*game, n, seed);
      Rng rng(seed * 31 + 7);
      randomPrefix(*session, 20 + static_cast<int>(seed) * 23, rng);
      const State& s = session->state();
      if (s.over()) continue;
      const int seat = s.turn().deciding[0];
      std::unique_ptr<State> other = s.determinize(seat, seed * 977 + 5);  // same view, other hidden parts
      REQUIRE(other->view(seat) == s.view(seat));
      // Actions whose outcome the seat can predict (they reveal nothing).
      std::vector<Action> known;
      std::vector<uint64_t> after;
      for (const Action& a : legalOf(s, seat)) {
        auto x = s.clone();
        x->applyLegal(seat, a);
        const Turn next = x->turn();
        if (x->over() || std::find(next.deciding.begin(), next.deciding.end(), seat) == next.deciding.end())
          continue;  // the seat's turn ends: a position its bot decided in cannot come next
        const uint64_t hx = viewHash(*x, seat);
        bool predictable = true;
        for (uint64_t k = 0; k < 8 && predictable; ++k) {
          auto y = k == 0 ? other->clone() : s.determinize(seat, seed * 131 + k);
          y->applyLegal(seat, a);
          predictable = hx == viewHash(*y, seat);
        }
        if (!predictable) continue;
        if (std::find(after.begin(), after.end(), hx) != after.end()) continue;  // two actions, one outcome
        known.push_back(a);
        after.push_back(hx);
      }
      if (known.size() < 2) continue;
      // Every outcome but the last one was seen already: only the last action is fresh.
      BotHistory history;
      history.views.assign(after.begin(), after.end() - 1);
      for (BotLevel level : {BotLevel::easy, BotLevel::normal, BotLevel::hard}) {
        const BotChoice c1 = chooseBotAction(s, seat, level, 60000, seed, history, 20);
        const BotChoice c2 = chooseBotAction(*other, seat, level, 60000, seed, history, 20);
        REQUIRE(c1.ok);
        REQUIRE(c2.ok);
        // The fresh action, or one that reveals something (its outcome cannot have been seen).
        REQUIRE(c1.action == c2.action);
        const bool fresh = c1.action == known.back() ||
                           std::find(known.begin(), known.end(), c1.action) == known.end();
        INFO(game->id() << " n=" << n << " seed=" << seed << " level=" << botLevelName(level) << " action="
                        << s.actionToJson(c1.action).dump() << " last=" << s.actionToJson(known.back()).dump());
        REQUIRE(fresh);
      }
      ++checked;
    }
  }
  REQUIRE(checked >= 10);
}
