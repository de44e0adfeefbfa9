// Rules as the box has them: the beginner set, the supplier, the tavern,
// scores, the rules notes, and exact action types.
#include "shape.hpp"

extern const char* ludoData_glassroad();

using namespace grt;

namespace {
bool chapel(int b) { return data().buildings[b].beginner; }
}  // namespace

TEST_CASE(
    "Mise en place, p. 4 (Uwe): the beginner game uses only the chapel buildings, even when a pile runs out",
    "[glassroad]") {
  auto s = fresh(4, 3, Json{{"beginner", true}});
  for (int row = 0; row < 3; ++row) {
    CHECK(s->aside[row].empty());
    std::vector<int16_t> drawn;
    for (int k = 0; k < 40; ++k) s->drawInto(row, drawn);  // more than a pile holds
    for (int16_t b : drawn) CHECK(chapel(b));
    CHECK(s->pile[row].empty());
  }
  // 19 + 15 + 15 chapel tiles are in play; the 44 others are out of the game.
  CHECK(s->removed.size() == static_cast<size_t>(kTiles - 49));
  for (int16_t b : s->removed) CHECK_FALSE(chapel(b));
}

TEST_CASE("Mise en place, p. 4: option beginnerRefill adds the other tiles when a beginner pile runs out",
          "[glassroad]") {
  auto s = fresh(4, 3, Json{{"beginner", true}, {"beginnerRefill", true}});
  CHECK(s->removed.empty());
  std::vector<int16_t> drawn;
  for (int k = 0; k < 31; ++k) s->drawInto(1, drawn);
  int others = 0;
  for (int16_t b : drawn) others += !chapel(b);
  CHECK(others == 16);  // the immediate row: 31 tiles - 15 chapel tiles
}

TEST_CASE("Fournisseur (Annexe 1): the opponents get their 1 even when the supplier takes none",
          "[glassroad]") {
  auto s = fresh(3);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 7, 0);  // 7 wood: the supplier may still name wood
  resolveCard(*s, 0, supplier, false);
  s.play(0, ability(0));
  CHECK(offered(s, 0, act(aGain, rWood, -1, 0)));
  CHECK_FALSE(offered(s, 0, act(aGain, rWood, wGlass, 1)));
  CHECK_FALSE(offered(s, 0, act(aPass)));  // naming the resource is the choice
  CHECK(offered(s, 0, act(aGain, rClay, wBrick, 2)));
  s.play(0, Json{{"type", "gain"}, {"resource", "wood"}, {"amount", 0}});
  CHECK(s->pl[0].wheel[wGlass][rWood] == 7);
  // Clockwise, each opponent receives 1 wood or refuses it.
  CHECK(s->turn().deciding == std::vector<int>{1});
  const int before = s->pl[1].wheel[wGlass][rWood];
  s.play(1, gain("wood", "glass", 1));
  CHECK(s->pl[1].wheel[wGlass][rWood] == before + 1);
  CHECK(s->turn().deciding == std::vector<int>{2});
  s.play(2, pass());
}

TEST_CASE("Fournisseur (Annexe 1): taking 1 of 2 still gives each opponent 1", "[glassroad]") {
  auto s = fresh(2);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 3, 0);
  resolveCard(*s, 0, supplier, false);
  s.play(0, ability(0));
  s.play(0, gain("coal", "brick", 1));
  CHECK(s->turn().deciding == std::vector<int>{1});
  CHECK(offered(s, 1, act(aGain, rCoal, wGlass, 1)));
  CHECK(offered(s, 1, act(aGain, rCoal, wBrick, 1)));  // the receiver chooses the wheel
}

namespace {
// Seat 0 with a clay depot on square 10 (row 1, col 3), ponds on 3 and 9 beside
// it, and a tavern about to be built on 11 beside the depot.
Pos tavernBeside(Json options) {
  auto s = fresh(4, 1, options);
  clearLandscape(*s, 0);
  placeTile(*s, 0, clay_depot, sqAt(1, 3));
  setSquare(*s, 0, sqAt(0, 3), sqPond);
  setSquare(*s, 0, sqAt(1, 2), sqPond);
  offerOnBoard(*s, tavern);
  setGlassWheel(*s, 0, 0, 0, 2, 2, 5, 3);
  setBrickWheel(*s, 0, 2, 2, 0, 3);  // the tavern costs 1 wood and 1 clay
  s->decisions.push(Decision{dBuild, 0, 0, 0, 0, 0});
  s.play(0, Json{{"type", "build"}, {"building", "tavern"}, {"square", sqAt(1, 4)}});
  CHECK(s->turn().phase == "tavern");
  s.play(0, Json{{"type", "tavern"}, {"square", sqAt(1, 3)}});
  return s;
}
}  // namespace

TEST_CASE("TAVERNE (Annexe 2): the copied effect counts adjacency around the copied building",
          "[glassroad]") {
  auto s = tavernBeside(Json::object());
  // Around the depot: ponds on 3 and 9, the tavern on 11, one empty square (17).
  CHECK(top(*s).kind == dGain);
  CHECK(top(*s).a == (1 << rClay));
  CHECK(top(*s).b == 2);
}

TEST_CASE("TAVERNE (Annexe 2): option tavernAtTavern counts adjacency around the tavern", "[glassroad]") {
  auto s = tavernBeside(Json{{"tavernAtTavern", true}});
  // Around the tavern: the depot on 10, empty squares 4, 12 and 18.
  CHECK(top(*s).kind == dGain);
  CHECK(top(*s).b == 6);
}

TEST_CASE(
    "Fin de partie et décompte final, p. 9: scores name each seat, list the categories, and no winner before "
    "the end",
    "[glassroad]") {
  auto s = fresh(2);
  const Json sc = s->scores();
  CHECK(sc["final"] == false);
  CHECK(sc["winners"].empty());
  REQUIRE(sc["players"].size() == 2);
  CHECK(sc["players"][0].contains("name"));
  CHECK(sc["players"][0]["name"].is_string());
  REQUIRE(sc["categories"].size() == 3);  // the three base buildings score from the start
  CHECK(sc["categories"][0] == data().buildings[forestGlassworks].id);
  for (const Json& c : sc["categories"]) CHECK(sc["players"][1]["breakdown"].contains(c.get<std::string>()));
}

TEST_CASE("Règles générales (P1–P3, G1–G5): every rules note is in data.json, in French and English",
          "[glassroad]") {
  const Json j = Json::parse(ludoData_glassroad());
  for (const char* k : {"P1", "P2", "P3", "G1", "G2", "G3", "G4", "G5"}) {
    INFO(k);
    REQUIRE(j["rulesNotes"].contains(k));
    CHECK_FALSE(j["rulesNotes"][k]["fr"].get<std::string>().empty());
    CHECK_FALSE(j["rulesNotes"][k]["en"].get<std::string>().empty());
  }
}

TEST_CASE("actions: exact types; floats, huge integers, wrong types and wrong case are malformed",
          "[glassroad]") {
  auto s = fresh(4);
  const uint64_t before = s->hash();
  const Json bad[] = {
      Json::parse(R"({"type":"pick","card":"Worker"})"),
      Json::parse(R"({"type":"Pick","card":"worker"})"),
      Json::parse(R"({"type":"pick","card":3})"),
      Json::parse(R"({"type":"ability","index":1.0})"),
      Json::parse(R"({"type":"ability","index":"1"})"),
      Json::parse(R"({"type":"ability","index":true})"),
      Json::parse(R"({"type":"ability","index":4294967296})"),
      Json::parse(R"({"type":"removeTerrain","square":4294967301})"),
      Json::parse(R"({"type":"removeTerrain","square":18446744073709551615})"),
      Json::parse(R"({"type":"removeTerrain","square":-1})"),
      Json::parse(R"({"type":"removeTerrain","square":5.5})"),
      Json::parse(R"({"type":"gain","resource":"Wood","wheel":"glass","amount":1})"),
      Json::parse(R"({"type":"gain","resource":"wood","wheel":"GLASS","amount":1})"),
      Json::parse(R"({"type":"gain","resource":"wood","wheel":"glass","amount":1.5})"),
      Json::parse(R"({"type":"gain","resource":"wood","wheel":"glass","amount":4294967297})"),
      Json::parse(R"({"type":"gain","resource":"wood","wheel":"glass","amount":-1})"),
      Json::parse(R"({"type":"pay","wheel":null})"),
      Json::parse(R"({"type":"pay","forest":"3"})"),
      Json::parse(R"({"type":"convert","building":"Inn"})"),
      Json::parse(R"({"type":"convert","building":"inn","forest":1.0})"),
      Json::parse(R"({"type":"convert","building":"notary_office","offer":["INN"]})"),
      Json::parse(R"({"type":"convert","building":"notary_office","offer":"inn"})"),
      Json::parse(R"({"type":"placeTerrain","terrain":"Pond","square":3})"),
      Json::parse(R"({"type":"repeat","resource":"CLAY"})"),
  };
  for (const Json& j : bad) {
    INFO(j.dump());
    ludo::Action a;
    CHECK_FALSE(s->actionFromJson(j, a));
    CHECK(s.tryPlay(0, j).code == ludo::err::malformed);
  }
  CHECK(s->hash() == before);
  // The exact forms still read.
  ludo::Action a;
  CHECK(s->actionFromJson(Json::parse(R"({"type":"pick","card":"worker"})"), a));
  CHECK(s->actionFromJson(Json::parse(R"({"type":"removeTerrain","square":20})"), a));
}
