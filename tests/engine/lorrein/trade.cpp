// "Négociier" and the use of another player's workshop with its owner's consent.
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

TEST_CASE("Trading: an offer is composed, sent, and accepted by its addressee (Négociier)", "[lorrein]") {
  Pos pos("lorrein", 3, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 2;
  s.pl[2].goods[good("leather")] = 1;
  pos.play(0, {{"type", "offer"}, {"to", 2}});
  CHECK(s.turn().phase == "composeOffer");
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  CHECK_FALSE(pos.isLegal(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}}));  // only two held
  pos.play(0, {{"type", "offerAdd"}, {"side", "take"}, {"good", "leather"}});
  pos.play(0, {{"type", "offerSend"}});
  CHECK(s.turn().deciding == std::vector<int>{2});
  CHECK(s.turn().phase == "answerOffer");
  CHECK(s.view(1)["offer"]["give"]["wood"] == 2);  // offers are made at the table
  pos.play(2, {{"type", "accept"}});
  CHECK(s.pl[0].goods[good("wood")] == 0);
  CHECK(s.pl[0].goods[good("leather")] == 1);
  CHECK(s.pl[2].goods[good("wood")] == 2);
  CHECK(s.turn().deciding == std::vector<int>{0});
  CHECK(s.turn().phase == "construction");
}

TEST_CASE("Trading: a refused offer changes nothing (Négociier)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 1;
  s.pl[1].goods[good("stone")] = 1;
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "take"}, {"good", "stone"}});
  pos.play(0, {{"type", "offerSend"}});
  pos.play(1, {{"type", "refuse"}});
  CHECK(s.pl[0].goods[good("wood")] == 1);
  CHECK(s.pl[1].goods[good("stone")] == 1);
}

// « La négociation est permise pendant tout le jeu et sans limites ».
TEST_CASE("Trading: a player makes a third and a fourth offer in one turn, no limit (Négociier)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 1;
  s.pl[1].goods[good("stone")] = 1;
  for (int k = 1; k <= 4; ++k) {
    INFO("offer " << k);
    pos.play(0, {{"type", "offer"}, {"to", 1}});
    if (k % 2) {
      pos.play(0, {{"type", "offerCancel"}});
    } else {
      pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
      pos.play(0, {{"type", "offerAdd"}, {"side", "take"}, {"good", "stone"}});
      pos.play(0, {{"type", "offerSend"}});
      pos.play(1, {{"type", "refuse"}});
    }
    CHECK(s.pl[0].offers == k);
    CHECK(s.turn().phase == "construction");
  }
  CHECK(pos.isLegal(0, {{"type", "offer"}, {"to", 1}}));  // a fifth, too
  CHECK_FALSE(s.view(0)["players"][0].contains("offersLeft"));
}

TEST_CASE("Trading: counter-offers go on after each side has made two offers (Négociier)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 1;
  s.pl[1].goods[good("stone")] = 1;
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerSend"}});
  // Each answer is a counter-offer asking for the other's good: 1, 0, 1, 0, 1.
  for (int k = 0; k < 5; ++k) {
    const int who = k % 2 == 0 ? 1 : 0;
    INFO("counter-offer " << k + 1 << " by seat " << who);
    REQUIRE(s.turn().deciding == std::vector<int>{who});
    REQUIRE(s.turn().phase == "answerOffer");
    pos.play(who, {{"type", "counter"}});
    pos.play(who, {{"type", "offerAdd"}, {"side", "take"}, {"good", who == 1 ? "wood" : "stone"}});
    pos.play(who, {{"type", "offerSend"}});
  }
  CHECK(s.pl[0].offers == 3);  // its offer and two counter-offers
  CHECK(s.pl[1].offers == 3);
  REQUIRE(s.turn().deciding == std::vector<int>{0});
  CHECK(pos.isLegal(0, {{"type", "counter"}}));
  pos.play(0, {{"type", "accept"}});  // the last asks for player 0's wood
  CHECK(s.pl[0].goods[good("wood")] == 0);
  CHECK(s.pl[1].goods[good("wood")] == 1);
}

TEST_CASE("Trading: more than six items a side, as far as the goods held allow (Négociier)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 8;
  s.pl[0].goods[good("flour")] = 1;
  s.pl[1].goods[good("stone")] = 7;
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  for (int k = 0; k < 8; ++k) pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "flour"}});
  for (int k = 0; k < 7; ++k) pos.play(0, {{"type", "offerAdd"}, {"side", "take"}, {"good", "stone"}});
  // Nothing more can be added: every good the giver holds is in the offer, and all the
  // addressee's stone is asked for.
  CHECK(pos.find(0, {{"type", "offerAdd"}, {"side", "give"}}).empty());
  CHECK(pos.find(0, {{"type", "offerAdd"}, {"side", "take"}}).empty());
  pos.play(0, {{"type", "offerSend"}});
  pos.play(1, {{"type", "accept"}});
  CHECK(s.pl[0].goods[good("wood")] == 0);
  CHECK(s.pl[0].goods[good("flour")] == 0);
  CHECK(s.pl[0].goods[good("stone")] == 7);
  CHECK(s.pl[1].goods[good("wood")] == 8);
  CHECK(s.pl[1].goods[good("flour")] == 1);
  CHECK(s.pl[1].goods[good("stone")] == 0);
  pos.checkInvariants();
}

TEST_CASE("Trading: an item needs a good its giver still holds, the use of a workshop included (Négociier)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 1);
  put(s, 1, bWorkshop, 1);  // player 1's sawmill
  s.pl[0].goods[good("wood")] = 2;
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "use"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  CHECK_FALSE(pos.isLegal(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}}));
  CHECK_FALSE(pos.isLegal(0, {{"type", "offerAdd"}, {"side", "use"}, {"good", "wood"}}));
  CHECK(pos.find(0, {{"type", "offerAdd"}, {"side", "take"}}).empty());  // player 1 holds nothing
}

TEST_CASE(
    "Using another player's workshop: only with the owner's consent (Le traitement des matières premières)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 1);
  put(s, 0, bWorkshop, 1);  // player 1's sawmill
  s.pl[0].goods[good("wood")] = 2;
  s.pl[0].goods[good("flour")] = 1;
  CHECK_FALSE(pos.isLegal(0, {{"type", "process"}, {"material", "wood"}}));
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "use"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "use"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "flour"}});  // the compensation
  pos.play(0, {{"type", "offerSend"}});
  pos.play(1, {{"type", "accept"}});
  CHECK(s.pl[0].goods[good("plank")] == 2);
  CHECK(s.pl[0].goods[good("wood")] == 0);
  CHECK(s.pl[1].goods[good("flour")] == 1);
}

TEST_CASE(
    "Another player's mill grinds wheat while 1 or 2 flour cards are left and gives what is left (Le "
    "traitement des matières premières; REVIEW.md item 48)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 0, 1);
  put(s, 1, bWorkshop, 1, kField);  // player 1's mill
  s.pl[0].goods[good("wheat")] = 2;
  s.pl[1].goods[good("flour")] = 13;  // 15 flour cards in the box: 2 left in the pile
  REQUIRE(s.supply(good("flour")) == 2);
  CHECK_FALSE(pos.isLegal(0, {{"type", "process"}, {"material", "wheat"}}));  // not public
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "use"}, {"good", "wheat"}});
  // A second wheat would find no card left once the first took both.
  CHECK_FALSE(pos.isLegal(0, {{"type", "offerAdd"}, {"side", "use"}, {"good", "wheat"}}));
  pos.play(0, {{"type", "offerSend"}});
  pos.play(1, {{"type", "accept"}});
  CHECK(s.pl[0].goods[good("flour")] == 2);
  CHECK(s.pl[0].goods[good("wheat")] == 1);
  CHECK(s.supply(good("flour")) == 0);
  // With the pile empty the mill can no longer be asked.
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  CHECK_FALSE(pos.isLegal(0, {{"type", "offerAdd"}, {"side", "use"}, {"good", "wheat"}}));
}

TEST_CASE("Trading: the addressee may ask for compensation with a counter-offer (Négociier)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  s.pl[0].goods[good("wood")] = 1;
  s.pl[0].goods[good("flour")] = 2;
  s.pl[1].goods[good("stone")] = 1;
  pos.play(0, {{"type", "offer"}, {"to", 1}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
  pos.play(0, {{"type", "offerAdd"}, {"side", "take"}, {"good", "stone"}});
  pos.play(0, {{"type", "offerSend"}});
  pos.play(1, {{"type", "counter"}});
  CHECK(s.turn().deciding == std::vector<int>{1});
  CHECK(s.turn().phase == "composeOffer");
  pos.play(1, {{"type", "offerAdd"}, {"side", "give"}, {"good", "stone"}});
  pos.play(1, {{"type", "offerAdd"}, {"side", "take"}, {"good", "wood"}});
  pos.play(1, {{"type", "offerAdd"}, {"side", "take"}, {"good", "flour"}});
  pos.play(1, {{"type", "offerSend"}});
  pos.play(0, {{"type", "accept"}});
  CHECK(s.pl[1].goods[good("wood")] == 1);
  CHECK(s.pl[1].goods[good("flour")] == 1);
  CHECK(s.pl[0].goods[good("stone")] == 1);
  CHECK(s.turn().phase == "construction");
}

TEST_CASE(
    "Trading between one's turns: without medicine only by answering offers; option offersBeforeThrow "
    "opens the before-the-throw window to every player (Négociier: « pendant tout le jeu »)",
    "[lorrein]") {
  for (bool open : {false, true}) {
    Pos pos("lorrein", 2, 3, Json{{"offersBeforeThrow", open}});
    LorreinState& s = *pos;
    emptyBoard(s, 0);
    s.pl[0].goods[good("wood")] = 1;
    s.pl[1].goods[good("stone")] = 1;
    pos.play(0, {{"type", "endConstruction"}});  // no duchy, no food: player 1's turn begins
    REQUIRE(s.active == 1);
    if (!open) {  // no medicine: nothing opens the window to player 0
      CHECK(s.turn().phase == "harvest");
      CHECK(s.turn().deciding == std::vector<int>{1});
      continue;
    }
    REQUIRE(s.turn().phase == "beforeThrow");
    REQUIRE(s.turn().deciding == std::vector<int>{0});
    CHECK(pos.find(0, {{"type", "addRedBead"}}).empty());  // the medicine's uses stay closed
    pos.play(0, {{"type", "offer"}, {"to", 1}});
    pos.play(0, {{"type", "offerAdd"}, {"side", "give"}, {"good", "wood"}});
    pos.play(0, {{"type", "offerAdd"}, {"side", "take"}, {"good", "stone"}});
    pos.play(0, {{"type", "offerSend"}});
    pos.play(1, {{"type", "accept"}});
    CHECK(s.pl[0].goods[good("stone")] == 1);
    CHECK(s.pl[1].goods[good("wood")] == 1);
    // The window stays open after the trade, until player 0 passes; then player 1 throws.
    REQUIRE(s.turn().phase == "beforeThrow");
    pos.play(0, {{"type", "pass"}});
    CHECK(s.turn().phase == "harvest");
    CHECK(pos.isLegal(1, {{"type", "throw"}}));
  }
}
