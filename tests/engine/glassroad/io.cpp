// Views hide what a seat may not know; saves restore by replay.
#include "core/session.hpp"
#include "shape.hpp"

using namespace grt;

TEST_CASE("views show a seat its own hand and face-down card, others only as counts", "[glassroad]") {
  auto s = fresh(3);
  for (const char* c : {"worker", "forester", "pond_builder", "cultivator", "supplier"})
    s.play(0, cardJ("pick", c));
  for (const char* c : {"builder", "carpenter", "woodcutter", "clay_digger", "fisherman"})
    s.play(1, cardJ("pick", c));
  CHECK(s->view(0)["seats"][1]["picked"] == 5);
  CHECK_FALSE(s->view(0)["seats"][1].contains("hand"));
  for (const char* c : {"builder", "feudal_lord", "woodcutter", "clay_digger", "fisherman"})
    s.play(2, cardJ("pick", c));
  s.play(0, cardJ("faceDown", "worker"));
  Json mine = s->view(0), theirs = s->view(1), spectator = s->view(-1);
  CHECK(mine["seats"][0]["hand"].size() == 4);
  CHECK(mine["seats"][0]["faceDown"] == "worker");
  CHECK_FALSE(theirs["seats"][0].contains("hand"));
  CHECK(theirs["seats"][0]["handCount"] == 4);
  CHECK(theirs["seats"][0]["faceDown"] == true);
  CHECK_FALSE(spectator["seats"][1].contains("hand"));
  CHECK(spectator["seats"][1]["handCount"] == 5);
  CHECK_FALSE(spectator.dump().find("\"rng\"") != std::string::npos);
  // The log line of a face-down choice shows no card.
  CHECK(s->publicAction(0, act(aFaceDown, worker)) == Json{{"type", "faceDown"}});
  CHECK(s->publicAction(0, act(aPick, worker)) == Json{{"type", "pick"}});
}

TEST_CASE("a payment, an ability or a pass names the revealed card it answers in the public log (p. 5-6)",
          "[glassroad]") {
  // With 3 or 4 players a card is revealed without an action of its own, so the
  // log line of its payment must say which card it was; nothing hidden is told.
  auto s = fresh(4);
  setGlassWheel(*s, 0, 0, 1, 0, 3, 4, 0);
  resolveCard(*s, 0, charcoal_burner, true);
  REQUIRE(top(*s).kind == dCardPay);
  CHECK(s->publicAction(0, act(aPay)) ==
        Json{{"type", "pay"}, {"card", "charcoal_burner"}, {"decision", "cardPay"}});
  CHECK(s->publicAction(0, act(aPass)) ==
        Json{{"type", "pass"}, {"card", "charcoal_burner"}, {"decision", "cardPay"}});
  s.play(0, Json{{"type", "pay"}});
  REQUIRE(top(*s).kind == dCardAbility);
  CHECK(s->publicAction(0, act(aAbility, 1)) ==
        Json{{"type", "ability"}, {"index", 1}, {"card", "charcoal_burner"}, {"decision", "cardAbility"}});
  // Another seat's action names no card it is not answering; the saved form stays bare.
  CHECK_FALSE(s->publicAction(1, act(aPass)).contains("card"));
  CHECK(s->actionToJson(act(aPass)) == Json{{"type", "pass"}});
  s.play(0, ability(1));
  CHECK_FALSE(s->publicAction(0, act(aPass)).contains("card"));  // a gain is being taken, not a card
}

TEST_CASE("removing a tile names what it removed in the public log (p. 7: tiles removed at any time)",
          "[glassroad]") {
  auto s = fresh(2);
  const int q = sqAt(2, 0);
  setSquare(*s, 0, q, sqPond);
  CHECK(s->publicAction(0, act(aRemoveTerrain, q)) ==
        Json{{"type", "removeTerrain"}, {"square", q}, {"terrain", "pond"}});
  CHECK(s->actionToJson(act(aRemoveTerrain, q)) == Json{{"type", "removeTerrain"}, {"square", q}});
}

TEST_CASE("actions read back from their JSON form", "[glassroad]") {
  auto s = fresh(4);
  const Action samples[] = {act(aPick, worker),
                            act(aPay, wBrick),
                            act(aPay, -1, 3),
                            act(aPay),
                            act(aAbility, 1),
                            act(aPass),
                            act(aGain, rFood, wBrick, 3),
                            act(aPlaceTerrain, sqPond, 4),
                            act(aBuild, cooperage, 12),
                            act(aConvert, inn, wGlass),
                            act(aConvert, county_office, -1, -1, -1, shack, stockpile),
                            act(aConvert, sawmill, -1, -1, 2),
                            act(aRemoveTerrain, 5),
                            act(aRepeat, -1, rClay),
                            act(aRepeat, 7),
                            act(aTavern, 8)};
  for (const Action& a : samples) {
    Action back;
    INFO(s->actionToJson(a).dump());
    REQUIRE(s->actionFromJson(s->actionToJson(a), back));
    CHECK(back == a);
  }
  Action junk;
  CHECK_FALSE(s->actionFromJson(Json{{"type", "pick"}, {"card", "king"}}, junk));
  CHECK_FALSE(s->actionFromJson(
      Json{{"type", "gain"}, {"resource", "gold"}, {"wheel", "glass"}, {"amount", 1}}, junk));
  CHECK_FALSE(
      s->actionFromJson(Json{{"type", "build"}, {"building", "forest_glassworks"}, {"square", 3}}, junk));
  CHECK_FALSE(s->actionFromJson(Json{{"type", "removeTerrain"}, {"square", 99}}, junk));
}

TEST_CASE("a saved game restores by replay: the same state and the same legal actions", "[glassroad]") {
  ludo::Result r;
  auto session = ludo::Session::create(Json{{"game", "glassroad"}, {"players", 4}, {"seed", 9}}, r);
  REQUIRE(session);
  ludo::Rng rng(3);
  std::vector<Action> v;
  for (int i = 0; i < 400 && !session->state().over(); ++i) {
    const auto who = session->state().turn().deciding;
    const int p = who[rng.below(static_cast<int>(who.size()))];
    session->state().legalActions(p, v);
    REQUIRE(session->apply(p, v[rng.below(static_cast<int>(v.size()))]).ok);
    if (i % 40 == 0) {
      auto back = ludo::Session::load(session->save(), r);
      INFO(r.message);
      REQUIRE(back);
      CHECK(back->state().hash() == session->state().hash());
      for (int q = 0; q < 4; ++q) {
        std::vector<Action> x, y;
        session->state().legalActions(q, x);
        back->state().legalActions(q, y);
        CHECK(x == y);
      }
    }
  }
}

TEST_CASE("info lists players 1 to 4, the options and hidden simultaneous choices", "[glassroad]") {
  const Json& info = ludo::findGame("glassroad")->info();
  CHECK(info["id"] == "glassroad");
  CHECK(info["players"] == Json::array({1, 4}));
  CHECK(info["hiddenInformation"] == true);
  CHECK(info["simultaneous"] == true);
  CHECK(info["options"].size() == 5);
  CHECK(info["names"]["fr"] == "La Route du Verre");
}

TEST_CASE("determinize keeps what the seat sees and resamples others' hands", "[glassroad]") {
  auto s = fresh(3, 2);
  for (const char* c : {"worker", "forester", "pond_builder", "cultivator", "supplier"})
    s.play(0, cardJ("pick", c));
  for (const char* c : {"builder", "carpenter", "woodcutter", "clay_digger", "fisherman"})
    s.play(1, cardJ("pick", c));
  for (const char* c : {"builder", "feudal_lord", "woodcutter", "clay_digger", "fisherman"})
    s.play(2, cardJ("pick", c));
  auto d = s->determinize(0, 42);
  auto* g = static_cast<GlassState*>(d.get());
  CHECK(g->view(0)["seats"][0] == s->view(0)["seats"][0]);
  CHECK(g->handSize(1) == 5);
  CHECK(g->handSize(2) == 5);
  std::vector<std::string> problems;
  g->checkInvariants(problems);
  CHECK(problems.empty());
}
