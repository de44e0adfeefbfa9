// Turn structure and the end of the game.
#include "core/playout.hpp"
#include "helpers.hpp"

using namespace gwt;

TEST_CASE(
    "Fin de la partie, p. 19: the marker leaving the last row ends the game; no phase C, one more turn each",
    "[gwtnz]") {
  Pos pos("gwtnz", 3, 31, firstGame());
  GwtState& s = *pos;
  const int trigger = 1;
  phaseBAt(s, trigger, data().wellington);
  s.markerRow = 6;
  for (auto& r : s.bonusMarket) r.fill(-1);
  s.bonusMarket[6][1] = 3;
  s.bonusMarket[6][2] = 4;
  s.predict[2] = kBonusCode + 5;
  s.pl[trigger].certs = 0;
  setHand(s, trigger, {brMerino});
  pos.play(trigger, loc(0));
  pos.play(trigger, {{"type", "income"}, {"breeds", 0}});
  pos.play(trigger, pos.find(trigger, {{"type", "deliver"}, {"counter", 0}}).front());
  pos.play(trigger, pos.legal(trigger).front());  // prediction A
  pos.play(trigger, {{"type", "predict"}, {"space", 2}});
  CHECK(s.endTriggered);
  CHECK(s.pl[trigger].marker);
  const size_t hand = s.pl[trigger].hand.size();
  pos.play(trigger, pass());
  CHECK(s.pl[trigger].hand.size() == hand);  // no phase C on the last turn
  CHECK(s.current == 2);
  ludo::Rng rng(3);
  std::vector<ludo::Action> scratch;
  int player;
  ludo::Action a;
  std::vector<int> order;
  while (!s.over()) {
    REQUIRE(ludo::pickPlayoutAction(s, rng, player, a, scratch));
    CHECK(player != trigger);
    if (order.empty() || order.back() != player) order.push_back(player);
    const size_t before = s.pl[player].hand.size();
    const int who = s.current;
    s.applyLegal(player, a);
    if (s.current != who || s.over()) CHECK(s.pl[who].hand.size() <= std::max<size_t>(before, 7));
  }
  CHECK(order == std::vector<int>{2, 0});
  CHECK(s.scores()["players"][trigger]["breakdown"]["marker"] == 5);
}

TEST_CASE(
    "First turn, set-up step 19: discard to 4, a white-bordered disc on exploration 0, a neutral building, "
    "then phase B",
    "[gwtnz]") {
  Pos pos("gwtnz", 4, 2);
  GwtState& s = *pos;
  CHECK(s.pl[3].money == 10);
  CHECK(s.pl[3].hand.size() == 7);
  CHECK(phase(pos) == "firstDisc");  // the first player holds 4 cards already
  for (const Json& j : pos.legal(0)) CHECK(data().discs[j["slot"].get<int>()].border == bWhite);
  pos.play(0, pos.legal(0).front());
  REQUIRE(phase(pos) == "firstPlace");
  CHECK(pos.legal(0).size() == 8);
  pos.play(0, {{"type", "place"}, {"node", neutralNode('A')}});
  CHECK(phase(pos) == "phaseB");
  pos.play(0, pass());
  CHECK(s.pl[0].hand.size() == 4);
  CHECK(s.current == 1);
  CHECK(phase(pos) == "firstDiscard");
  pos.play(1, pos.legal(1).front());
  CHECK(s.pl[1].hand.size() == 4);
  CHECK(phase(pos) == "firstDisc");
}

TEST_CASE("Exchange tokens, p. 18: usable at any time, even in another player's turn", "[gwtnz]") {
  Pos pos("gwtnz", 2, 41, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('A'));
  s.pl[1].tokens = 3;
  setHand(s, 1, {brShropshire, brMerino});
  const int gold = s.pl[1].gold;
  pos.play(1, {{"type", "exchange"}, {"mode", 1}});  // two tokens: a Shropshire out, 1 gold
  CHECK(s.pl[1].tokens == 1);
  CHECK(s.pl[1].gold == std::min(5, gold + 1));
  CHECK(s.handCardOfBreed(1, brShropshire) < 0);
  pos.play(1, {{"type", "exchange"}, {"mode", 0}});  // draw up to 2, then discard as many
  CHECK(s.turn().deciding == std::vector<int>{1});
  pos.play(1, {{"type", "draw"}});
  pos.play(1, pass());
  REQUIRE(phase(pos) == "discard");
  pos.play(1, pos.legal(1).front());
  CHECK(s.turn().deciding == std::vector<int>{0});  // back to the player in turn
  CHECK(phase(pos) == "phaseB");
}

TEST_CASE(
    "Turquoise arrow, p. 11: a location action's log record names the node and the side its neutral building "
    "showed "
    "then",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 41, firstGame());
  GwtState& s = *pos;
  const int node = neutralNode('C');  // C is double-sided
  phaseBAt(s, 0, node);
  ludo::Action a;
  REQUIRE(s.actionFromJson(loc(0), a));
  Json rec = s.publicAction(0, a);
  CHECK(rec["type"] == "location");
  CHECK(rec["at"]["node"] == node);
  CHECK(rec["at"]["kind"] == "neutral");
  CHECK(rec["at"]["letter"] == "C");
  CHECK(rec["at"]["side"] == 1);
  s.flipped = true;  // the marker passed the turquoise arrow
  CHECK(s.publicAction(0, a)["at"]["side"] == 2);
  // The decisions and the replayed form are unchanged: only the public record carries `at`.
  CHECK_FALSE(s.actionToJson(a).contains("at"));
}

// Clarifications et cas particuliers (p. 19): with no disc left that may go there, « retirez plutôt un de
// vos disques se trouvant sur un port moyen de votre choix »: one action per medium port holding a disc
// of yours, for a delivery and for a port upgrade; the port chosen gives its disc back and may be
// upgraded again.
TEST_CASE("Clarifications, p. 19: with no disc left, the medium port of your choice gives its disc",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 41, firstGame());
  GwtState& s = *pos;
  std::vector<int> medium;
  for (size_t i = 0; i < data().ports.size(); ++i)
    if (data().ports[i].type == ptMedium) medium.push_back(static_cast<int>(i));
  REQUIRE(medium.size() >= 3);
  const int a = medium[0], b = medium[1], c = medium[2];
  Player& P = s.pl[0];
  P.discsOff = 0xFFFF;  // every disc of the player board is gone
  P.portsMask = 1u << a | 1u << b;
  P.mediumDiscs = 2;
  // A delivery of value 0 at Wellington: counter 0, with the disc of port a or of port b.
  phaseBAt(s, 0, data().wellington);
  s.push(dDeliver, 0, 0);
  const std::vector<Json> deliveries = pos.find(0, {{"type", "deliver"}, {"counter", 0}});
  REQUIRE(deliveries.size() == 2);
  CHECK(deliveries[0]["slot"] == kPortDisc + a);
  CHECK(deliveries[1]["slot"] == kPortDisc + b);
  pos.play(0, {{"type", "deliver"}, {"counter", 0}, {"slot", kPortDisc + b}});
  CHECK(P.delivered[0] == 1);
  CHECK(P.portsMask == 1u << a);  // port b was freed, port a kept its disc
  CHECK(P.mediumDiscs == 1);
  pos.checkInvariants();
  // A medium-port upgrade with the boat on port c: the disc of port a or of port b.
  P.portsMask = 1u << a | 1u << b;
  P.mediumDiscs = 2;
  P.money = 20;
  s.boat[0] = data().ports[c].space;
  s.push(dBoat, 0, 1);
  const std::vector<Json> upgrades = pos.find(0, {{"type", "upgrade"}, {"port", c}});
  REQUIRE(upgrades.size() == 2);
  CHECK(upgrades[0]["slot"] == kPortDisc + a);
  CHECK(upgrades[1]["slot"] == kPortDisc + b);
  pos.play(0, {{"type", "upgrade"}, {"port", c}, {"slot", kPortDisc + a}});
  CHECK(P.portsMask == (1u << b | 1u << c));
  CHECK(P.mediumDiscs == 2);
  CHECK(P.money == 20 - data().ports[c].cost);
  pos.checkInvariants();
}

// Obtenez un jeton Échange (p. 18): « vous pouvez les utiliser à tout moment de la partie, même au cours
// d'une action »; Clarifications (p. 19): not while revealing cards (Wellington's step 1, the wool value).
// The hiring example (p. 13): the sailor's slot asks for a sheep to discard for 1 gold; with only support
// cards in hand, a token's draw brings one, then the discard for the gold follows.
TEST_CASE("Exchange tokens, p. 18: usable during an action, e.g. before the sailor slot's discard for gold",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 5, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('A'));
  for (auto& r : s.job) r.fill(false);
  s.job[3][wSailor] = true;  // the row costing 7
  Player& P = s.pl[0];
  P.money = 16;
  P.tokens = 1;
  setHand(s, 0, {});
  const int16_t ferry = takeSupport(s, supFerry), kotare = takeSupport(s, supKotare);
  P.hand = {ferry, kotare};
  for (int16_t c : P.deck) P.discard.push_back(c);
  P.deck.clear();
  const int16_t drawn = takeSheep(s, 0, brMerino);
  P.deck = {drawn};
  const int gold = P.gold;
  pos.play(0, loc(1));
  pos.play(0, {{"type", "hire"}, {"row", 3}, {"worker", wSailor}});
  REQUIRE(phase(pos) == "discardFor");
  CHECK(pos.find(0, {{"type", "discard"}}).empty());  // no sheep in hand
  REQUIRE(pos.isLegal(0, {{"type", "exchange"}, {"mode", 0}}));
  pos.play(0, {{"type", "exchange"}, {"mode", 0}});
  CHECK(P.tokens == 0);
  REQUIRE(phase(pos) == "draw");
  pos.play(0, {{"type", "draw"}});  // the Merino
  pos.play(0, pass());
  REQUIRE(phase(pos) == "discard");
  pos.play(0, {{"type", "discard"}, {"card", ferry}});
  REQUIRE(phase(pos) == "discardFor");  // back to the sailor's immediate action
  const int16_t merino = static_cast<int16_t>(s.handCardOfBreed(0, brMerino));
  REQUIRE(merino >= 0);
  pos.play(0, {{"type", "discard"}, {"card", merino}});
  CHECK(P.gold == std::min(data().goldLimit, gold + 1));
  CHECK(phase(pos) == "phaseB");
}

TEST_CASE("Exchange tokens, p. 18-19: offered at Wellington's delivery, not while revealing for income",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 41, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, data().wellington);
  s.pl[0].tokens = 1;
  s.push(dIncome, 0);
  CHECK_FALSE(pos.isLegal(0, {{"type", "exchange"}, {"mode", 0}}));  // step 1 reveals cards
  pos.play(0, {{"type", "income"}, {"breeds", 0}});
  REQUIRE(phase(pos) == "deliver");
  REQUIRE(pos.isLegal(0, {{"type", "exchange"}, {"mode", 0}}));
  const size_t hand = s.pl[0].hand.size();
  pos.play(0, {{"type", "exchange"}, {"mode", 0}});
  pos.play(0, {{"type", "draw"}});
  pos.play(0, {{"type", "draw"}});
  pos.play(0, pass());
  REQUIRE(phase(pos) == "discard");
  CHECK(s.pl[0].hand.size() == hand + 2);
  pos.play(0, pos.find(0, {{"type", "discard"}}).front());
  pos.play(0, pos.find(0, {{"type", "discard"}}).front());
  CHECK(phase(pos) == "deliver");  // the delivery waits for the token's draw and discards
  CHECK(s.pl[0].hand.size() == hand);
  // Every other decision of the player's own turn offers the token too.
  s.pl[0].tokens = 1;
  for (Kind k : {dDeliver, dPredict, dAux, dHazard, dJoker, dHarbour, dChoice, dDiscardFor, dWool, dObjective,
                 dDiscardN, dExplore11, dWarehouseRange}) {
    s.push(k, 0, k == dChoice ? chMarketSheep : 0);  // a worker slot's choice, not step 1's certificates
    INFO("decision " << phase(pos));
    CHECK(pos.isLegal(0, {{"type", "exchange"}, {"mode", 0}}));
    s.stack.pop();
  }
  // The certificates spent at step 1 are still part of the reveal (Clarifications, p. 19).
  s.push(dChoice, 0, chCerts);
  CHECK_FALSE(pos.isLegal(0, {{"type", "exchange"}, {"mode", 0}}));
}
