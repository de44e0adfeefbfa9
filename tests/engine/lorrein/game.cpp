// "Les préparations", "Le début du jeu", "Le but du jeu", "Fin du jeu"; views and action JSON.
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

TEST_CASE(
    "Preparations: 4 plates for 2-3 players, 6 for 4; two of each bead but red; two flour each (Les "
    "préparations)",
    "[lorrein]") {
  for (int n = 2; n <= 4; ++n) {
    Pos pos("lorrein", n, 11);
    LorreinState& s = *pos;
    CHECK(s.tileCount() == (n == 4 ? 54 : 36));
    for (int c = 0; c < kKinds; ++c) CHECK(s.bowl[c] == 2);
    CHECK(s.bowl[kRed] == 0);
    for (int p = 0; p < n; ++p) {
      CHECK(s.pl[p].goods[good("flour")] == 2);
      CHECK(s.pl[p].mission >= 0);
    }
    CHECK(s.missionPile.size() == static_cast<size_t>(12 - n));
    std::array<int, kKinds> lands{};
    for (int t = 0; t < s.tileCount(); ++t) lands[s.tiles[t].land]++;
    for (int k : lands) CHECK(k >= 4);  // every landscape on the board
  }
}

TEST_CASE(
    "Start: in start-card order, the piece, the duchy beside it, then a farm not beside another's duchy (Le "
    "début du jeu)",
    "[lorrein]") {
  Pos pos("lorrein", 3, 7);
  LorreinState& s = *pos;
  std::vector<int> order;
  for (int p = 0; p < 3; ++p) order.push_back(p);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return data().starts[s.pl[a].start].number < data().starts[s.pl[b].start].number;
  });
  CHECK(s.first == order[0]);
  for (int p : order) {
    REQUIRE(s.turn().deciding == std::vector<int>{p});
    const int piece = data().starts[s.pl[p].start].piece;
    for (const Json& a : pos.legal(p)) {
      const int t = a["tile"];
      if (piece != buWitchery)
        CHECK(s.tiles[t].land == piece);
      else
        CHECK_FALSE(s.touchesOtherDuchy(p, t));
    }
    const Json first = pos.legal(p).back();
    pos.play(p, first);
    const int tile = first["tile"];
    std::vector<int> corners;
    s.tileVertices(tile, corners);
    for (const Json& a : pos.legal(p))
      CHECK(std::find(corners.begin(), corners.end(), a["vertex"].get<int>()) != corners.end());
    pos.play(p, pos.legal(p).front());
    for (const Json& a : pos.legal(p)) CHECK_FALSE(s.touchesOtherDuchy(p, a["tile"].get<int>()));
    pos.play(p, pos.legal(p).front());
  }
  CHECK(s.stage == stHarvest);
  CHECK(s.active == order[0]);
  pos.checkInvariants();
}

// ASSUMPTIONS « Start placement »: the text forbids the start farm beside another player's duchy
// and says nothing of a board where every free landscape is; then any free landscape takes it.
// The boxes' boards always leave one away from the others at the start, so the test shrinks the
// board to 3 x 2 landscapes (two duchy squares: v0 between tiles 0, 1, 3, 4; v1 between 1, 2, 4, 5).
TEST_CASE(
    "Start: with no free landscape away from other duchies, the start farm goes on any free one (Le début "
    "du jeu)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 7);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.width = 3;
  s.height = 2;
  s.stage = stPlace;
  put(s, 0, bWorkshop, 0);  // player 0's start piece and duchy
  duchy(s, 0, 0);
  put(s, 2, bWorkshop, 1);  // player 1's start piece, duchy and farm
  duchy(s, 1, 1);
  put(s, 3, bFarm, 1);
  s.pushDecision(dPlace, 0, 2);  // player 0's start farm
  // Tiles 1, 4 and 5 are free, all beside player 1's duchy; tile 3, the only one away from it, is taken.
  std::vector<int> tiles;
  for (const Json& a : pos.legal(0)) tiles.push_back(a["tile"]);
  CHECK(tiles == std::vector<int>{1, 4, 5});
  pos.play(0, {{"type", "place"}, {"tile", 5}});
  CHECK(s.tiles[5].building == bFarm);
  CHECK(s.tiles[5].owner == 0);
  CHECK(s.touchesOtherDuchy(0, 5));
  // With tile 3 free again, only it is offered: the fallback is for the case where none is left.
  s.tiles[5] = Tile{kForest, bNone, -1, 0};
  s.tiles[3] = Tile{kForest, bNone, -1, 0};
  s.stage = stPlace;
  s.stack.clear();
  s.pushDecision(dPlace, 0, 2);
  tiles.clear();
  for (const Json& a : pos.legal(0)) tiles.push_back(a["tile"]);
  CHECK(tiles == std::vector<int>{3});
}

namespace {
// Player 0 holds everything mission m1's upper half asks (a sawmill, a tannery, two farms).
void fulfil(LorreinState& s) {
  // m1 changes place with player 0's card (another player's or in the pile): the mission
  // cards stay a permutation.
  const int8_t mine = s.pl[0].mission;
  for (int p = 1; p < s.n; ++p)
    if (s.pl[p].mission == 0) s.pl[p].mission = mine;
  for (int8_t& m : s.missionPile)
    if (m == 0) m = mine;
  s.pl[0].mission = 0;
  duchy(s, 0, 0);
  put(s, 0, bWorkshop, 0, kForest);
  put(s, 1, bWorkshop, 0, kMeadow);
  put(s, 20, bFarm, 0);
  put(s, 21, bFarm, 0);
}

// A continued game (`length`: continued or continuedLong) where player 0 has won the short game
// with m1 and drawn a new card; m1, put under the pile, is then handed back to player 0.
Pos shortGameWonThenM1Back(const char* length) {
  Pos pos("lorrein", 2, 3, Json{{"length", length}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  fulfil(s);
  s.pl[0].goods[good("flour")] = 1;
  pos.play(0, {{"type", "endConstruction"}});
  pos.play(0, {{"type", "eat"}, {"food", "flour"}});
  REQUIRE_FALSE(s.over());
  REQUIRE(s.pl[0].missions == 1);
  REQUIRE(s.pl[0].mission != 0);
  REQUIRE(s.active == 1);
  auto m1 = std::find(s.missionPile.begin(), s.missionPile.end(), 0);
  REQUIRE(m1 != s.missionPile.end());
  std::swap(*m1, s.pl[0].mission);
  return pos;
}
}  // namespace

TEST_CASE("End: the first to fulfil the mission and finish the food phase wins (Fin du jeu)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  fulfil(s);
  s.pl[0].goods[good("flour")] = 1;
  pos.play(0, {{"type", "endConstruction"}});
  CHECK_FALSE(s.over());  // the food phase comes first
  pos.play(0, {{"type", "eat"}, {"food", "flour"}});
  REQUIRE(s.over());
  const Json sc = s.scores();
  CHECK(sc["final"] == true);
  CHECK(sc["winners"] == Json::array({0}));
  CHECK(sc["players"][0]["rank"] == 1);
  CHECK(sc["players"][0]["mission"] == "m1");
}

TEST_CASE("End: one can win while going hungry (Fin du jeu)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  fulfil(s);
  pos.play(0, {{"type", "endConstruction"}});
  pos.play(0, {{"type", "hunger"}, {"option", "removeWorkshop"}, {"tile", 0}});
  CHECK(s.over());
  CHECK(s.scores()["winners"] == Json::array({0}));
}

TEST_CASE("Long game: both halves of the mission card (Le but du jeu)", "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"length", "long"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  fulfil(s);
  CHECK_FALSE(s.missionMet(0));  // m1's lower half: a large duchy, another workshop, a farm
  duchy(s, 0, 0, true);
  put(s, 6, bWorkshop, 0, kRiver);
  put(s, 22, bFarm, 0);
  CHECK(s.missionMet(0));
}

TEST_CASE("Continued game: the short game's winner swaps the mission and play goes on (Le but du jeu)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"length", "continued"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  fulfil(s);
  pos.play(0, {{"type", "endConstruction"}});
  pos.playMatching(0, {{"type", "hunger"}});
  CHECK_FALSE(s.over());
  CHECK(s.pl[0].mission != 0);
  CHECK(s.pl[0].missions == 1);
  CHECK(s.active == 1);
}

TEST_CASE(
    "Option length=continuedLong: after the short game its winner swaps the mission and everyone plays on "
    "for both halves (Le but du jeu: « Si, après un jeu court, vous voulez continuer »)",
    "[lorrein]") {
  // The plain continued game stays on the upper halves: m1 back in player 0's hand is met.
  CHECK(shortGameWonThenM1Back("continued")->missionMet(0));
  // Going on as a long game, both halves count.
  Pos pos = shortGameWonThenM1Back("continuedLong");
  LorreinState& s = *pos;
  CHECK_FALSE(s.missionMet(0));
  duchy(s, 0, 0, true);  // m1's lower half: a large duchy, another workshop, a farm
  put(s, 6, bWorkshop, 0, kRiver);
  put(s, 22, bFarm, 0);
  CHECK(s.missionMet(0));
}

TEST_CASE(
    "Continued game: a seat that fulfils both its missions is listed once among the winners (Le but du jeu, "
    "Fin du jeu)",
    "[lorrein]") {
  // Player 0's new card is exchanged for m1 (under the pile), which its buildings still meet.
  Pos pos = shortGameWonThenM1Back("continued");
  LorreinState& s = *pos;
  REQUIRE(s.missionMet(0));
  // Player 1's turn (no duchy, nothing to eat), then player 0 fulfils its card again.
  pos.play(1, {{"type", "throw"}});
  pos.play(1, {{"type", "endConstruction"}});
  REQUIRE(s.active == 0);
  pos.play(0, {{"type", "throw"}});
  s.pl[0].goods[good("flour")] = 1;
  pos.play(0, {{"type", "endConstruction"}});
  pos.play(0, {{"type", "eat"}, {"food", "flour"}});
  REQUIRE(s.over());
  CHECK(s.winOrder.size() == 2);
  const Json sc = s.scores();
  CHECK(sc["winners"] == Json::array({0}));
  CHECK(sc["players"][0]["total"] == 2);
  CHECK(sc["players"][0]["rank"] == 1);
  CHECK(sc["players"][1]["total"] == 0);
  CHECK(sc["players"][1]["rank"] == 2);
  pos.checkInvariants();
}

TEST_CASE(
    "End: once the mission is found fulfilled, its card cannot be swapped in the food phase (Fin du jeu, "
    "Médicament)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  fulfil(s);
  s.pl[0].goods[good("flour")] = 1;
  s.pl[0].goods[good("medicine")] = 1;
  s.pl[1].goods[good("wood")] = 1;
  REQUIRE(s.missionPile.size() == 10);
  CHECK(pos.find(0, {{"type", "swapMission"}}).size() == 1);  // construction: still allowed
  pos.play(0, {{"type", "endConstruction"}});
  REQUIRE(s.turn().phase == "food");
  CHECK(s.pl[0].done == 1);
  CHECK(pos.find(0, {{"type", "swapMission"}}).empty());
  // The other medicine uses stay: flour into plank, slate, leather or medicine.
  CHECK(pos.find(0, {{"type", "transform"}}).size() == 4);
  // Answering a counter-offer in the food phase: no swap there either.
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "take"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerSend"}});
  pos.play(1, {{"type", "counter"}});
  pos.play(1, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  pos.play(1, {{"type", "offerSend"}});
  REQUIRE(s.turn().phase == "answerOffer");
  REQUIRE(s.turn().deciding == std::vector<int>{0});
  CHECK(pos.find(0, {{"type", "swapMission"}}).empty());
  pos.play(0, {{"type", "refuse"}});
  pos.play(0, {{"type", "eat"}, {"food", "flour"}});
  REQUIRE(s.over());
  const Json sc = s.scores();
  CHECK(sc["winners"] == Json::array({0}));
  CHECK(sc["players"][0]["mission"] == "m1");
  CHECK(s.pl[0].goods[good("medicine")] == 1);
  CHECK(s.missionPile.size() == 10);
}

TEST_CASE("Views: another player's mission stays hidden until revealed (Le but du jeu)", "[lorrein]") {
  Pos pos("lorrein", 3, 3);
  const Json v = pos->view(1);
  CHECK(v["players"][1]["mission"].is_object());
  CHECK(v["players"][0]["mission"].is_null());
  CHECK(v["players"][2]["mission"].is_null());
  CHECK(pos->view(-1)["players"][1]["mission"].is_null());
  CHECK_FALSE(v.contains("secret"));
  CHECK(pos->save().contains("secret"));
}

TEST_CASE("Action JSON: exact types only", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  ludo::Action a;
  CHECK(pos->actionFromJson(Json{{"type", "process"}, {"material", "wood"}}, a));
  CHECK(pos->actionToJson(a) == Json({{"type", "process"}, {"material", "wood"}}));
  CHECK_FALSE(pos->actionFromJson(Json{{"type", "process"}, {"material", "plank"}}, a));
  CHECK_FALSE(pos->actionFromJson(Json{{"type", "process"}, {"material", "wood"}, {"x", 1}}, a));
  CHECK_FALSE(pos->actionFromJson(Json{{"type", "fight"}, {"target", 1.0}}, a));
  CHECK_FALSE(pos->actionFromJson(Json{{"type", "fight"}, {"target", "1"}}, a));
  CHECK_FALSE(pos->actionFromJson(Json::parse(R"({"type":"build","building":"farm","tile":1e20})"), a));
  CHECK_FALSE(
      pos->actionFromJson(Json::parse(R"({"type":"build","building":"farm","tile":99999999999})"), a));
  CHECK_FALSE(pos->actionFromJson(Json{{"type", "build"}, {"building", "duchy"}, {"tile", 3}}, a));
  CHECK(pos->actionFromJson(Json{{"type", "offerAdd"}, {"side", "use"}, {"good", "wheat"}}, a));
  CHECK_FALSE(pos->actionFromJson(Json{{"type", "offerAdd"}, {"side", "use"}, {"good", "lavender"}}, a));
  // Every listed action survives its JSON form.
  for (const Json& j : pos.legal(pos->turn().deciding[0])) {
    REQUIRE(pos->actionFromJson(j, a));
    CHECK(pos->actionToJson(a) == j);
  }
  // Wrong seat: refused, the state untouched.
  const uint64_t h = pos->hash();
  const int other = 1 - pos->turn().deciding[0];
  CHECK(pos.tryPlay(other, pos.legal(pos->turn().deciding[0]).front()).code == ludo::err::notYourTurn);
  CHECK(pos->hash() == h);
}
