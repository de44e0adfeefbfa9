// Actions permanentes, p. 8: conversions and clearing terrain « n'importe quand
// dans la partie … spécialement en dehors de votre tour », one action finished
// before the next begins (p. 7: never in the middle of a transaction).
#include "shape.hpp"

using namespace grt;

namespace {

// Seat 1 owns a cooperage (1 wood → 2 water) and has wood; its wheels stay still.
Pos withCooperage(int players) {
  auto s = fresh(players);
  placeTile(*s, 1, cooperage, sqAt(0, 5));
  setGlassWheel(*s, 1, 0, 0, 3, 3, 3, 0);
  return s;
}

const Json kCooperage{{"type", "convert"}, {"building", "cooperage"}};

}  // namespace

TEST_CASE("Actions permanentes, p. 8: a seat converts outside its turn while another resolves a card",
          "[glassroad]") {
  auto s = withCooperage(3);
  resolveCard(*s, 0, charcoal_burner, true);  // seat 0 pays, chooses, takes coal
  CHECK(s->turn().deciding == std::vector<int>{0});
  // Seat 1 is not deciding, yet its conversion is listed and accepted.
  CHECK(offered(s, 1, act(aConvert, cooperage)));
  s.play(1, kCooperage);
  CHECK(s->pl[1].wheel[wGlass][rWood] == 2);
  // It finishes its own action (the 2 water) before play goes on.
  CHECK(s->turn().deciding == std::vector<int>{1});
  CHECK(s->turn().phase == "gain");
  s.play(1, gain("water", "glass", 2));
  CHECK(s->pl[1].wheel[wGlass][rWater] == 5);
  CHECK(s->turn().deciding == std::vector<int>{0});
  CHECK(s->turn().phase == "cardPay");
  s.checkInvariants();
}

TEST_CASE("Actions permanentes, p. 8: clearing a pond outside one's turn, during the simultaneous picks",
          "[glassroad]") {
  auto s = fresh(3);
  for (const char* c : {"worker", "forester", "pond_builder", "cultivator", "supplier"})
    s.play(1, cardJ("pick", c));
  // Seat 1 has picked its hand: it no longer decides, but may still clear terrain.
  const auto who = s->turn().deciding;
  CHECK(std::find(who.begin(), who.end(), 1) == who.end());
  const int pond = sqAt(1, 5);
  REQUIRE(s->pl[1].sq[pond].kind == sqPond);
  s.play(1, Json{{"type", "removeTerrain"}, {"square", pond}});
  CHECK(s->pl[1].sq[pond].kind == sqEmpty);
  CHECK(s->turn().deciding == std::vector<int>{0, 2});
}

TEST_CASE("Actions permanentes, p. 8: a seat with only optional conversions does not block the game",
          "[glassroad]") {
  auto s = withCooperage(3);
  const char* hands[3][5] = {
      {"worker", "forester", "pond_builder", "cultivator", "supplier"},
      {"builder", "carpenter", "woodcutter", "clay_digger", "fisherman"},
      {"feudal_lord", "charcoal_burner", "fuel_merchant", "water_carrier", "clearing_farmer"}};
  for (int p = 0; p < 3; ++p)
    for (const char* c : hands[p]) s.play(p, cardJ("pick", c));
  CHECK(s->turn().phase == "faceDown");
  s.play(1, cardJ("faceDown", "builder"));
  // Seat 1 could convert, but it is not listed among the seats who must decide.
  CHECK(s->turn().deciding == std::vector<int>{0, 2});
  CHECK(offered(s, 1, act(aConvert, cooperage)));
  s.play(0, cardJ("faceDown", "worker"));
  s.play(2, cardJ("faceDown", "feudal_lord"));
  // The reveals went on without seat 1 doing anything.
  CHECK(s->stage == stResolve);
  CHECK(s->turn().deciding == std::vector<int>{0});
}

TEST_CASE("Actions permanentes, p. 8 and p. 7: never in the middle of one's own transaction", "[glassroad]") {
  auto s = withCooperage(3);
  // Seat 1 is taking the gains of one transaction (2 water, then 1 wood).
  gains(*s, 1, {{1 << rWater, 2, -1}, {1 << rWood, 1, -1}});
  CHECK(s->turn().deciding == std::vector<int>{1});
  CHECK_FALSE(offered(s, 1, act(aConvert, cooperage)));
  CHECK(s.tryPlay(1, kCooperage).code == ludo::err::illegal);
  s.play(1, gain("water", "glass", 2));
  CHECK_FALSE(offered(s, 1, act(aConvert, cooperage)));  // the wood is still to come
  s.play(1, gain("wood", "glass", 1));
  CHECK(offered(s, 1, act(aConvert, cooperage)));
}

TEST_CASE("Actions permanentes, p. 8: out of turn a seat is offered its permanent actions only",
          "[glassroad]") {
  auto s = fresh(3);
  resolveCard(*s, 0, charcoal_burner, true);
  const std::vector<Json> mine = s.legal(2);
  CHECK(mine.size() == 6);  // its 2 quarries, 2 groves and 2 ponds may be cleared
  for (const Json& j : mine) CHECK(j["type"] == "removeTerrain");
  const uint64_t before = s->hash();
  CHECK(s.tryPlay(2, Json{{"type", "pay"}}).code == ludo::err::notYourTurn);
  CHECK(s.tryPlay(2, kCooperage).code == ludo::err::notYourTurn);  // no cooperage
  CHECK(s->hash() == before);
}
