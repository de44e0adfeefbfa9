// Views hide what a seat may not know; saves restore the whole state and refuse damage.
#include "helpers.hpp"

using namespace grt;

TEST_CASE("views show a seat its own hand and face-down card, others only as counts", "[glassroad]") {
  auto s = fresh(3);
  for (const char* c : {"worker", "forester", "pond_builder", "cultivator", "supplier"}) play(*s, 0, cardJ("pick", c));
  for (const char* c : {"builder", "carpenter", "woodcutter", "clay_digger", "fisherman"}) play(*s, 1, cardJ("pick", c));
  CHECK(s->view(0)["seats"][1]["picked"] == 5);
  CHECK_FALSE(s->view(0)["seats"][1].contains("hand"));
  for (const char* c : {"builder", "feudal_lord", "woodcutter", "clay_digger", "fisherman"}) play(*s, 2, cardJ("pick", c));
  play(*s, 0, cardJ("faceDown", "worker"));
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
  CHECK_FALSE(s->actionFromJson(Json{{"type", "gain"}, {"resource", "gold"}, {"wheel", "glass"}, {"amount", 1}}, junk));
  CHECK_FALSE(s->actionFromJson(Json{{"type", "build"}, {"building", "forest_glassworks"}, {"square", 3}}, junk));
  CHECK_FALSE(s->actionFromJson(Json{{"type", "removeTerrain"}, {"square", 99}}, junk));
}

TEST_CASE("save and load give the same state and the same legal actions", "[glassroad]") {
  auto s = fresh(4, 9);
  ludo::Rng rng(3);
  std::vector<Action> v;
  for (int i = 0; i < 400 && !s->over(); ++i) {
    auto who = s->turn().deciding;
    int p = who[rng.below(static_cast<int>(who.size()))];
    s->legalActions(p, v);
    s->applyLegal(p, v[rng.below(static_cast<int>(v.size()))]);
    if (i % 40 == 0) {
      std::string why;
      auto back = game().load(s->save(), why);
      INFO(why);
      REQUIRE(back);
      CHECK(back->hash() == s->hash());
      for (int q = 0; q < 4; ++q) {
        std::vector<Action> a, b;
        s->legalActions(q, a);
        back->legalActions(q, b);
        CHECK(a == b);
      }
    }
  }
}

TEST_CASE("load refuses a damaged save with a reason", "[glassroad]") {
  auto s = fresh(2, 4);
  const Json good = s->save();
  std::string why;
  auto expectRefused = [&](Json bad) {
    why.clear();
    std::unique_ptr<ludo::State> st;
    st = game().load(bad, why);
    CHECK_FALSE(st);
    CHECK_FALSE(why.empty());
  };
  Json a = good;
  a["pl"][0]["wheel"][0][rWood] = 8;  // beyond sector 7
  expectRefused(a);
  Json b = good;
  b["pile"][0].push_back(b["pile"][0][0]);  // a tile twice
  expectRefused(b);
  Json c = good;
  c["pl"][1]["sq"][0] = Json::array({0, -1, -1, -1});  // a base building removed
  expectRefused(c);
  Json d = good;
  d["pl"][0]["wheel"][0][rSand] = 1;  // every basic off sector 0 and glass below 3: the wheel should have turned
  d["pl"][0]["wheel"][0][rFood] = 1;
  expectRefused(d);
  Json e = good;
  e["rng"] = "zz";
  expectRefused(e);
  expectRefused(Json::array());
  expectRefused(Json{{"format", 2}});
  CHECK(game().load(good, why));
}

TEST_CASE("info lists players 1 to 4, the options and hidden simultaneous choices", "[glassroad]") {
  const Json& info = game().info();
  CHECK(info["id"] == "glassroad");
  CHECK(info["players"] == Json::array({1, 4}));
  CHECK(info["hiddenInformation"] == true);
  CHECK(info["simultaneous"] == true);
  CHECK(info["options"].size() == 3);
  CHECK(info["names"]["fr"] == "La Route du Verre");
}

TEST_CASE("determinize keeps what the seat sees and resamples others' hands", "[glassroad]") {
  auto s = fresh(3, 2);
  for (const char* c : {"worker", "forester", "pond_builder", "cultivator", "supplier"}) play(*s, 0, cardJ("pick", c));
  for (const char* c : {"builder", "carpenter", "woodcutter", "clay_digger", "fisherman"}) play(*s, 1, cardJ("pick", c));
  for (const char* c : {"builder", "feudal_lord", "woodcutter", "clay_digger", "fisherman"}) play(*s, 2, cardJ("pick", c));
  auto d = s->determinize(0, 42);
  auto* g = static_cast<GlassState*>(d.get());
  CHECK(g->view(0)["seats"][0] == s->view(0)["seats"][0]);
  CHECK(g->handSize(1) == 5);
  CHECK(g->handSize(2) == 5);
  CHECK(problems(*g).empty());
}

TEST_CASE("load survives random damage: refused, or a state that keeps its invariants", "[glassroad]") {
  auto s = fresh(3, 11);
  ludo::Rng rng(17);
  std::vector<Action> v;
  for (int i = 0; i < 150; ++i) {
    auto who = s->turn().deciding;
    int p = who[rng.below(static_cast<int>(who.size()))];
    s->legalActions(p, v);
    s->applyLegal(p, v[rng.below(static_cast<int>(v.size()))]);
  }
  const std::string text = s->save().dump();
  int refused = 0;
  for (int k = 0; k < 300; ++k) {
    std::string t = text;
    // Change one digit somewhere.
    size_t pos;
    do pos = static_cast<size_t>(rng.below(static_cast<int>(t.size())));
    while (t[pos] < '0' || t[pos] > '9');
    t[pos] = static_cast<char>('0' + rng.below(10));
    Json j = Json::parse(t, nullptr, false);
    if (j.is_discarded()) continue;  // a leading zero is not JSON
    std::string why;
    auto back = game().load(j, why);
    if (!back) {
      ++refused;
      CHECK_FALSE(why.empty());
      continue;
    }
    std::vector<std::string> probs;
    back->checkInvariants(probs);
    CHECK(probs.empty());
    for (int q = 0; q < 3; ++q) back->legalActions(q, v);
  }
  CHECK(refused > 0);
}
