// Phases: end of a phase, first player, 2-player and solo rules, final window (p. 7, 9, 10).
#include "shape.hpp"

using namespace grt;

namespace {
void pickAll(Pos& s, int p, std::initializer_list<const char*> cards) {
  for (const char* c : cards) s.play(p, cardJ("pick", c));
}
// Resolves whatever is pending by declining: every card played unused.
void declineAll(Pos& s) {
  while (!s->decisions.empty()) s.play(s->decisions.top().player, pass());
}
}  // namespace

TEST_CASE("end of a phase: the board is refilled and the first-player glass passes clockwise",
          "[glassroad]") {
  // p. 7: three rounds, then refill each row from its pile and pass the glass.
  auto s = fresh(4);
  const char* hands[4][5] = {
      {"worker", "forester", "pond_builder", "cultivator", "supplier"},
      {"feudal_lord", "builder", "carpenter", "woodcutter", "clearing_farmer"},
      {"clay_digger", "fuel_merchant", "charcoal_burner", "fisherman", "water_carrier"},
      {"worker", "feudal_lord", "clay_digger", "forester", "builder"}};
  for (int p = 0; p < 4; ++p)
    for (const char* c : hands[p]) s.play(p, cardJ("pick", c));
  s->board[1][2] = -1;  // as if built
  const int16_t nextTile = s->pile[1].back();
  for (int r = 0; r < 3; ++r) {
    CHECK(s->round == r);
    for (int p = 0; p < 4; ++p) {
      int c = -1;
      for (int k = 0; k < kCards; ++k)
        if (s->pl[p].hand & (1 << k)) c = k;
      if (s->stage == stFaceDown && s->pl[p].faceDown < 0 && c >= 0)
        s.play(p, cardJ("faceDown", data().cards[c].id.c_str()));
    }
    declineAll(s);
  }
  CHECK(s->phase == 1);
  CHECK(s->first == 1);
  CHECK(s->board[1][2] == nextTile);
  CHECK(s->stage == stPick);
  for (int p = 0; p < 4; ++p) CHECK(s->pl[p].hand == 0);
}

TEST_CASE("3 players: after the third phase the glass goes to the fewest buildings", "[glassroad]") {
  // p. 7: ties go to the next player clockwise among the tied.
  auto s = fresh(3);
  s->phase = 2;
  s->first = 2;
  clearLandscape(*s, 0);
  clearLandscape(*s, 1);
  placeTile(*s, 0, sand_pit, 5);
  placeTile(*s, 1, cooperage, 5);
  placeTile(*s, 2, spa, 5);
  placeTile(*s, 2, inn, 6);
  placeTile(*s, 0, forest_hut, -1);  // an upgrade does not count
  s->endPhase();
  CHECK(s->first == 0);  // seats 0 and 1 tie at 1; seat 0 comes first after seat 2
  auto t = fresh(3);
  t->phase = 1;
  t->first = 2;
  t->endPhase();
  CHECK(t->first == 0);  // other phases: simply clockwise
}

TEST_CASE("the game ends after 4 phases (5 as an option) with a final conversion window", "[glassroad]") {
  auto s = fresh(3);
  s->phase = 3;
  s->endPhase();
  CHECK(s->stage == stFinal);
  CHECK(s->turn().deciding.size() == 3);
  // p. 9: conversions as often as you like before scoring.
  clearLandscape(*s, 0);
  placeTile(*s, 0, cooperage, 5);
  setGlassWheel(*s, 0, 0, 1, 1, 1, 3, 0);
  s.play(0, Json{{"type", "convert"}, {"building", "cooperage"}});
  s.play(0, gain("water", "glass", 2));
  s.play(0, pass());
  s.play(1, pass());
  CHECK_FALSE(s->over());
  s.play(2, pass());
  CHECK(s->over());
  CHECK(s->scores()["final"] == true);
  auto five = fresh(3, 1, Json{{"phases", 5}});
  five->phase = 3;
  five->endPhase();
  CHECK(five->stage == stPick);
  CHECK(five->phase == 4);
}

TEST_CASE("2 players: cards face up in turn, the phase stops when one hand is empty", "[glassroad]") {
  // p. 10.
  auto s = fresh(2);
  pickAll(s, 0, {"worker", "forester", "pond_builder", "cultivator", "supplier"});
  pickAll(s, 1, {"worker", "forester", "builder", "carpenter", "woodcutter"});
  CHECK(s->stage == stTwoPlay);
  CHECK(s->turn().deciding == std::vector<int>{0});
  const ludo::Result r = ludo::applyChecked(*s, 0, cardJ("play", "worker"));  // seat 1 holds it: forced
  REQUIRE(r.ok);
  CHECK(r.barrier);  // the opponent's hand showed: no undo past this
  REQUIRE(s->queue.size() == 2);
  CHECK_FALSE(s->queue[0].both);
  declineAll(s);
  CHECK(s->turn().deciding == std::vector<int>{1});
  s.play(1, cardJ("play", "forester"));  // seat 0 forced again: both slots used
  declineAll(s);
  CHECK(s->pl[0].slots == 1);
  CHECK(s->pl[1].slots == 1);
  s.play(0, cardJ("play", "pond_builder"));
  CHECK(s->queue.size() == 1);
  CHECK(s->queue[0].both);
  declineAll(s);
  s.play(1, cardJ("play", "builder"));
  declineAll(s);
  s.play(0, cardJ("play", "cultivator"));
  declineAll(s);
  // Seat 0 has one card (supplier) left, seat 1 one card (carpenter, woodcutter... 3 played).
  s.play(1, cardJ("play", "carpenter"));
  declineAll(s);
  s.play(0, cardJ("play", "supplier"));
  declineAll(s);
  // Seat 0's hand is empty: the phase stops; seat 1 keeps 1 card (at most 2 allowed).
  CHECK(s->phase == 1);
  CHECK(s->stage == stPick);
}

TEST_CASE("2 players: a player left with 3 cards plays one alone", "[glassroad]") {
  // p. 10: "aucun joueur ne doit finir avec plus de 2 cartes en main".
  auto s = fresh(2);
  pickAll(s, 0, {"worker", "forester", "pond_builder", "cultivator", "supplier"});
  pickAll(s, 1, {"forester", "cultivator", "builder", "carpenter", "woodcutter"});
  s.play(0, cardJ("play", "worker"));
  declineAll(s);
  s.play(1, cardJ("play", "forester"));  // seat 0 forced
  declineAll(s);
  s.play(0, cardJ("play", "pond_builder"));
  declineAll(s);
  s.play(1, cardJ("play", "cultivator"));  // seat 0 forced
  declineAll(s);
  s.play(0, cardJ("play", "supplier"));
  declineAll(s);
  CHECK(s->pl[0].hand == 0);
  CHECK(s->stage == stTwoExtra);
  CHECK(s->turn().deciding == std::vector<int>{1});
  s.play(1, cardJ("play", "builder"));
  CHECK(s->queue.size() == 1);
  CHECK(s->queue[0].both);  // alone: both abilities
  declineAll(s);
  CHECK(s->phase == 1);
  CHECK(s->first == 1);
}

TEST_CASE("solo example: random draws use one ability, the choice of the last two uses both", "[glassroad]") {
  // p. 10: worker, cultivator and water carrier in phase 1; none of them in phase 2; all again in phase 3.
  auto s = fresh(1, 5);
  CHECK(s->handTarget() == 3);
  pickAll(s, 0, {"worker", "cultivator", "water_carrier"});
  REQUIRE(s->stage == stResolve);
  REQUIRE(s->queue.size() == 1);
  CHECK_FALSE(s->queue[0].both);
  const int drawn = s->queue[0].card;
  declineAll(s);
  CHECK(s->stage == stSoloChoose);
  CHECK(s->handSize(0) == 2);
  int choice = -1;
  for (int c = 0; c < kCards; ++c)
    if (c != drawn && (s->pl[0].hand & (1 << c))) choice = c;
  s.play(0, cardJ("play", data().cards[choice].id.c_str()));
  CHECK(s->queue[0].both);
  declineAll(s);
  CHECK(s->phase == 1);
  CHECK(s->handTarget() == 4);
  CHECK_FALSE(offered(s, 0, act(aPick, worker)));
  CHECK_FALSE(offered(s, 0, act(aPick, cultivator)));
  CHECK_FALSE(offered(s, 0, act(aPick, water_carrier)));
  pickAll(s, 0, {"forester", "pond_builder", "builder", "carpenter"});
  while (s->stage != stPick) {
    if (s->stage == stSoloChoose) {
      for (int c = 0; c < kCards; ++c)
        if (s->pl[0].hand & (1 << c)) {
          s.play(0, cardJ("play", data().cards[c].id.c_str()));
          break;
        }
    }
    declineAll(s);
  }
  CHECK(s->phase == 2);
  CHECK(offered(s, 0, act(aPick, worker)));
  CHECK_FALSE(offered(s, 0, act(aPick, forester)));
  // 7 phases of 3, 4, 5, 6, 3, 4, 5 cards.
  CHECK(s->phases == 7);
  CHECK(data().soloCards == std::array<int, 7>{3, 4, 5, 6, 3, 4, 5});
}

TEST_CASE("solo scores are reported against the remarkable 30", "[glassroad]") {
  auto s = fresh(1);
  Json sc = s->scores();
  CHECK(sc["soloTarget"] == 30);
  CHECK(sc["remarkable"] == false);
  CHECK(sc["winners"].empty());  // until the game is over
  s->stage = stOver;
  CHECK(s->scores()["winners"] == Json::array({0}));
}

TEST_CASE(
    "five phases: the fewest buildings start the fifth, at 3 players not the fourth phase's first player",
    "[glassroad]") {
  // p. 9 (Uwe): the fifth phase's first player is chosen as in a 3-player game.
  auto s = fresh(3, 1, Json{{"phases", 5}});
  s->phase = 3;
  s->first = 1;
  clearLandscape(*s, 2);
  placeTile(*s, 2, sand_pit, 5);  // seat 2: 1 tile; seats 0 and 1: none
  s->endPhase();
  CHECK(s->first == 0);  // seat 1 (this phase's first player) is ignored
  auto four = fresh(4, 1, Json{{"phases", 5}});
  four->phase = 3;
  four->first = 1;
  clearLandscape(*four, 0);
  clearLandscape(*four, 1);
  clearLandscape(*four, 2);
  placeTile(*four, 0, sand_pit, 5);
  placeTile(*four, 1, spa, 5);
  placeTile(*four, 2, inn, 5);
  four->endPhase();
  CHECK(four->first == 3);  // the only seat without a building
}

TEST_CASE("a face-down card revealed later is no longer forced on anyone", "[glassroad]") {
  // p. 5: a card lying face down is never revealed or resolved out of turn.
  auto s = fresh(3);
  for (const char* c : {"worker", "forester", "pond_builder", "cultivator", "supplier"})
    s.play(0, cardJ("pick", c));
  for (const char* c : {"worker", "feudal_lord", "builder", "carpenter", "woodcutter"})
    s.play(1, cardJ("pick", c));
  for (const char* c : {"clay_digger", "fuel_merchant", "fisherman", "charcoal_burner", "water_carrier"})
    s.play(2, cardJ("pick", c));
  s.play(0, cardJ("faceDown", "forester"));
  s.play(1, cardJ("faceDown", "worker"));
  s.play(2, cardJ("faceDown", "fisherman"));
  // Seat 0 reveals the forester: nobody holds it.
  CHECK(s->queue.size() == 1);
  CHECK(s->queue[0].both);
  s.play(0, pass());
  // Seat 1 reveals the worker: seat 0 holds it in hand and must play it (one ability each).
  REQUIRE(s->queue.size() == 2);
  CHECK(s->queue[1].player == 0);
  CHECK_FALSE(s->queue[0].both);
  s.play(1, pass());
  s.play(0, pass());
  CHECK(s->queue[0].player == 2);
}
