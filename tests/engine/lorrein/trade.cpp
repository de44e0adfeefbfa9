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

TEST_CASE("Trading: each player makes at most two offers per turn (Négociier)", "[lorrein]") {
  Pos pos("lorrein", 2, 3);
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  for (int k = 0; k < kOffersPerTurn; ++k) {
    pos.play(0, {{"type", "offer"}, {"to", 1}});
    pos.play(0, {{"type", "offerCancel"}});
  }
  CHECK(pos.find(0, {{"type", "offer"}}).empty());
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
