// The worked examples printed in the rulebook, as tests.
#include <set>

#include "helpers.hpp"

using namespace gwt;

namespace {
int16_t takeObjectiveCard(GwtState& s, int def) {
  const int16_t id = static_cast<int16_t>(data().objectiveFirst + def);
  if (!removeFrom(s.objectiveDeck, id)) removeFrom(s.objectiveOffer, id);
  return id;
}
Json step(int node) { return Json{{"type", "step"}, {"node", node}}; }
}  // namespace

TEST_CASE(
    "Phase A, p. 7: a location counts 1 move, empty spaces none; 2 locations by the building, 3 by the "
    "rockfalls",
    "[gwtnz]") {
  Pos pos("gwtnz", 3, 7, firstGame());
  GwtState& s = *pos;
  s.nodeHazard.fill(-1);
  s.nodeHazard[4] = 7;  // two rockfall tiles on the upper path
  s.nodeHazard[5] = 8;
  build(s, 1, 6, 3);  // David's building on the lower path, node 7 stays empty
  phaseAAt(s, 0, 3);
  const int b = neutralNode('B');
  pos.play(0, step(6));
  CHECK(pos.isLegal(0, step(b)));  // the building, then B: 2 locations
  Pos up("gwtnz", 3, 7, firstGame());
  up->nodeHazard.fill(-1);
  up->nodeHazard[4] = 7;
  up->nodeHazard[5] = 8;
  phaseAAt(*up, 0, 3);
  up.play(0, step(4));
  CHECK_FALSE(up.isLegal(0, step(b)));
  up.play(0, step(5));
  CHECK(up.isLegal(0, step(b)));  // two rockfalls, then B: 3 locations
}

TEST_CASE(
    "Phase A example, p. 7: BLEU's movement limit is 3, ROUGE's 5 (the movement disc taken and the movement "
    "tile); 3 or 4 at the start by the player count",
    "[gwtnz]") {
  for (int players : {2, 3, 4}) {
    Pos pos("gwtnz", players, 7, firstGame());
    CHECK(pos->movementLimit(0) == (players == 2 ? 3 : 4));  // « 3 ou 4 en début de partie »
  }
  Pos pos("gwtnz", 2, 7, firstGame());
  GwtState& s = *pos;
  int moveDisc = -1;
  for (int d = 0; d < kDiscs; ++d)
    if (data().discs[d].group == dgMove) moveDisc = d;
  REQUIRE(moveDisc >= 0);
  CHECK(s.movementLimit(0) == 3);  // BLEU
  s.pl[1].discsOff |= 1u << moveDisc;
  s.pl[1].moveTile = 1;
  CHECK(s.movementLimit(1) == 5);  // ROUGE
}

TEST_CASE(
    "Phase A taxes example, p. 7: Marie with 2 pounds pays David's green hand, cannot pay John's black one",
    "[gwtnz]") {
  const int marie = 0, david = 1, john = 2;
  for (bool lower : {true, false}) {
    Pos pos("gwtnz", 3, 11, firstGame());
    GwtState& s = *pos;
    s.nodeHazard.fill(-1);
    s.nodeHazard[4] = 9;  // a rockfall with a green hand
    s.nodeHazard[5] = 7;
    build(s, david, 6, 3);  // building 4: green hand
    build(s, john, 7, 1);   // building 2: black hand
    phaseAAt(s, marie, 3);
    s.pl[marie].money = 2;
    const int davidBefore = s.pl[david].money, johnBefore = s.pl[john].money;
    if (lower) {
      pos.play(marie, step(6));
      CHECK(s.pl[marie].money == 0);
      CHECK(s.pl[david].money == davidBefore + 2);
      pos.play(marie, step(7));  // no money left: the move goes on anyway
      CHECK(s.pl[john].money == johnBefore);
    } else {
      pos.play(marie, step(4));
      CHECK(s.pl[marie].money == 0);  // 2 pounds to the bank
      CHECK(s.pl[david].money == davidBefore);
      pos.play(marie, step(5));
    }
    pos.play(marie, step(neutralNode('B')));
    pos.play(marie, pass());  // 3 of her 4 moves: she stops there
    CHECK(phase(pos) == "phaseB");
  }
}

TEST_CASE(
    "Phase B example, p. 8: ending on a black-hand building of another player or a black-hand danger tile "
    "costs "
    "1 pound at once, and only a simple auxiliary action follows",
    "[gwtnz]") {
  int blackHazard = -1;
  for (size_t h = 0; h < data().hazards.size(); ++h)
    if (data().hazards[h].hand == handBlack && blackHazard < 0) blackHazard = static_cast<int>(h);
  REQUIRE(blackHazard >= 0);
  REQUIRE(data().personal[1].hand == handBlack);
  for (bool building : {true, false}) {
    Pos pos("gwtnz", 2, 11, firstGame());
    GwtState& s = *pos;
    s.nodeHazard.fill(-1);
    int node = 6;
    if (building) {
      build(s, 1, node, 1);  // the other player's building 2: a black hand
    } else {
      node = 4;
      s.nodeHazard[node] = static_cast<int8_t>(blackHazard);
    }
    phaseAAt(s, 0, 3);
    s.pl[0].money = 5;
    const int other = s.pl[1].money;
    pos.play(0, step(node));
    CHECK(s.pl[0].money == 4);                           // « payer immédiatement 1 livre »
    CHECK(s.pl[1].money == other + (building ? 1 : 0));  // to its owner, or to the bank
    pos.play(0, pass());                                 // the move ends there
    REQUIRE(phase(pos) == "phaseB");
    CHECK(pos.find(0, {{"type", "location"}}).empty());   // no location action ...
    CHECK_FALSE(pos.find(0, {{"type", "aux"}}).empty());  // ... « qu'une action auxiliaire simple »
    for (const Json& a : pos.find(0, {{"type", "aux"}})) CHECK((a["double"] == 0 || a["double"] == false));
  }
}

TEST_CASE(
    "Bonus tiles at Wellington, p. 10 (3-player example): the marker's row, left to right in the 3 rightmost "
    "columns, the marker's space last, then the marker moves on",
    "[gwtnz]") {
  for (int players : {2, 3, 4}) {
    INFO(players << " players");
    Pos pos("gwtnz", players, 5, firstGame());
    GwtState& s = *pos;
    for (auto& row : s.bonusMarket) row.fill(-1);
    s.markerRow = 1;
    const int first = 4 - players;  // 3 players: the leftmost column stays empty; 2 players: two
    for (int c = first; c < 4; ++c) {
      REQUIRE(s.markerRow == 1);
      s.placePrediction(0, static_cast<int16_t>(kBonusCode + c));
      for (int k = 0; k < 4; ++k) CHECK((s.bonusMarket[1][k] >= 0) == (k >= first && k <= c));
    }
    CHECK(s.markerRow == 2);  // the marker's own space filled last: to the next row
    // A space freed on the left is filled before any other: « de gauche à droite ».
    s.bonusMarket[1][first] = -1;
    s.placePrediction(0, static_cast<int16_t>(kBonusCode + 9));
    CHECK(s.bonusMarket[2][first] == 9);
    CHECK(s.bonusMarket[1][first] == -1);  // always the marker's row
  }
}

TEST_CASE(
    "Wellington income example, p. 9-10: 8 with two English Leicester kept back, 10 with two certificates",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, data().wellington);
  setHand(s, 0, {brEnglishLeicester, brEnglishLeicester, brDorsetHorn, brCorriedale});
  s.pl[0].certs = 3;
  s.pl[0].money = 0;
  pos.play(0, loc(0));
  REQUIRE(phase(pos) == "income");
  CHECK(pos.legal(0).size() == 8);  // every set of the 3 distinct breeds
  const int mask = (1 << brEnglishLeicester) | (1 << brDorsetHorn) | (1 << brCorriedale);
  pos.play(0, Json{{"type", "income"}, {"breeds", mask}});
  CHECK(s.pl[0].money == 8);
  REQUIRE(s.pl[0].hand.size() == 1);  // the second English Leicester stays in hand
  CHECK(data().cards[s.pl[0].hand[0]].breed == brEnglishLeicester);
  REQUIRE(phase(pos) == "choice");
  // Spending certificates is still step 1, where cards are revealed: no exchange token
  // (Clarifications, p. 19), though she holds one.
  REQUIRE(s.pl[0].tokens >= 1);
  CHECK(pos.find(0, {{"type", "exchange"}}).empty());
  pos.play(0, Json{{"type", "choose"}, {"option", 2}, {"option2", 0}});
  CHECK(s.pl[0].money == 10);
  CHECK_FALSE(pos.find(0, {{"type", "exchange"}}).empty());  // the delivery: tokens again
  CHECK(s.pl[0].certs == 1);
  REQUIRE(phase(pos) == "deliver");
  CHECK(s.stack.top().a == 10);
}

TEST_CASE(
    "Wellington income example, p. 9: with a harbour-office tile bearing a permanent certificate, 9 instead "
    "of 8",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, data().wellington);
  setHand(s, 0, {brEnglishLeicester, brEnglishLeicester, brDorsetHorn, brCorriedale});
  s.pl[0].certs = 0;
  s.pl[0].permCert = 1;  // « une tuile Capitainerie pourvue d'un certificat permanent »
  s.pl[0].money = 0;
  REQUIRE(s.permanentCerts(0) == 1);
  pos.play(0, loc(0));
  REQUIRE(phase(pos) == "income");
  const int mask = (1 << brEnglishLeicester) | (1 << brDorsetHorn) | (1 << brCorriedale);
  pos.play(0, Json{{"type", "income"}, {"breeds", mask}});
  CHECK(s.pl[0].money == 9);
}

TEST_CASE(
    "Wellington delivery example, p. 10: value 10 to counter 9 with 3 pounds transport and an objective card",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 3, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, data().wellington);
  s.pl[0].delivered[3] = 1;  // already delivered to 6 and 1
  s.pl[0].delivered[1] = 1;
  s.pl[0].money = 10;
  s.push(dDeliver, 0, 10);
  std::set<int> counters;
  for (const Json& j : pos.find(0, {{"type", "deliver"}})) counters.insert(j["counter"].get<int>());
  CHECK(counters == std::set<int>{0, 2, 4});  // counters 0, 3 and 9
  for (const Json& j : pos.find(0, {{"type", "deliver"}, {"counter", 2}}))
    CHECK(data().discs[j["slot"].get<int>()].border == bWhite);  // counter 3: white-bordered discs only
  CHECK(pos.isLegal(0, {{"type", "deliver"}, {"counter", 4}, {"slot", 13}}));  // a black-bordered disc
  pos.play(0, {{"type", "deliver"}, {"counter", 4}, {"slot", 13}});
  CHECK(s.pl[0].money == 7);
  CHECK(s.pl[0].delivered[4] == 1);
  CHECK(phase(pos) == "objective");  // the delivery action: take an objective card
}

TEST_CASE("Hiring example, p. 13: a sailor for 7 then a shearer for 6 + 3 at neutral building A", "[gwtnz]") {
  Pos pos("gwtnz", 2, 5, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('A'));
  for (auto& r : s.job) r.fill(false);
  s.job[3][wSailor] = true;   // the row costing 7
  s.job[5][wShearer] = true;  // the row costing 6
  s.pl[0].money = 16;
  const int gold = s.pl[0].gold;
  pos.play(0, loc(1));
  pos.play(0, {{"type", "hire"}, {"row", 3}, {"worker", wSailor}});
  CHECK(s.pl[0].money == 9);
  CHECK(s.pl[0].workers[wSailor] == 2);
  REQUIRE(phase(pos) == "discardFor");  // the slot's immediate action: discard a sheep for a gold
  pos.play(0, pos.find(0, {{"type", "discard"}}).front());
  CHECK(s.pl[0].gold == gold + 1);
  pos.play(0, loc(2));
  CHECK(pos.find(0, {{"type", "hire"}}).size() == 1);
  pos.play(0, {{"type", "hire"}, {"row", 5}, {"worker", wShearer}});
  CHECK(s.pl[0].money == 0);  // 6 + 3
  CHECK(s.pl[0].workers[wShearer] == 2);
  REQUIRE(phase(pos) == "takeCard");  // she « peut immédiatement prendre » the Romney
  pos.play(0, {{"type", "takeCard"}, {"card", kSupportTypes}});
  CHECK(data().cards[s.pl[0].discard.back()].breed == brRomney);
  CHECK(pos.find(0, {{"type", "location"}}).empty());  // no two sheep of a breed for the 2 pounds
}

TEST_CASE(
    "Bonus tile example, p. 13: neutral building C flipped, a 5-pound tile, two tokens for gold, a joker for "
    "5 + 3 and 1 gold",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 5, firstGame());
  GwtState& s = *pos;
  s.flipped = true;
  phaseBAt(s, 0, neutralNode('C'));
  Player& P = s.pl[0];
  P.money = 11;
  P.tokens = 1;
  P.gold = 0;
  setHand(s, 0, {brShropshire, brMerino});
  s.removeDisc(0, 0);  // both slots of "receive 1 pound" free: it may be doubled
  for (auto& r : s.bonusMarket) r.fill(-1);
  s.markerRow = 4;
  s.bonusMarket[3][3] = 17;  // an exchange token and 4 VP, row cost 5
  s.bonusMarket[3][2] = 0;   // a joker
  pos.play(0, loc(1));
  CHECK(pos.find(0, {{"type", "invest"}}).size() == 1);  // no gold: no joker yet
  pos.play(0, {{"type", "invest"}, {"row", 3}, {"col", 3}});
  CHECK(P.money == 6);
  CHECK(P.tokens == 2);
  pos.play(0, {{"type", "exchange"}, {"mode", 1}});
  CHECK(P.tokens == 0);
  CHECK(P.gold == 1);
  CHECK(s.handCardOfBreed(0, brShropshire) < 0);  // out of the game
  pos.play(0, loc(0));
  pos.play(0, {{"type", "aux"}, {"aux", 0}, {"double", 1}});
  CHECK(P.money == 8);
  pos.play(0, loc(2));
  pos.play(0, {{"type", "invest"}, {"row", 3}, {"col", 2}});
  CHECK(P.money == 0);
  CHECK(P.gold == 0);
  REQUIRE(phase(pos) == "joker");
  pos.play(0, {{"type", "joker"}, {"worker", wBuilder}});
  CHECK(P.workers[wBuilder] == 2);
  CHECK(P.bonusTiles.size() == 2);
}

TEST_CASE(
    "Shearing example, p. 16: a shearer draws, then Merino + Lincoln + Shropshire + 1 permanent wool = 9 to "
    "wool counter 9",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 9, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('E'));
  Player& P = s.pl[0];
  P.workers[wShearer] = 4;
  s.removeDisc(0, 9);  // the free permanent-wool slot
  setHand(s, 0, {brMerino, brLincoln, brShropshire, brShropshire});
  P.deck.push_back(takeSheep(s, 0, brShropshire));
  P.money = 0;
  pos.play(0, loc(0));
  pos.play(0, {{"type", "shearDraw"}});
  REQUIRE(phase(pos) == "discard");
  pos.play(0, {{"type", "discard"}, {"card", s.handCardOfBreed(0, brShropshire)}});
  const int mask = (1 << brMerino) | (1 << brLincoln) | (1 << brShropshire);
  CHECK_FALSE(pos.isLegal(0, {{"type", "shear"}, {"breeds", mask | (1 << brDorsetHorn)}}));
  pos.play(0, {{"type", "shear"}, {"breeds", mask}});
  CHECK(P.money == 9);
  REQUIRE(phase(pos) == "wool");
  CHECK(pos.isLegal(0, {{"type", "wool"}, {"counter", 1}, {"slot", 3}}));
  pos.play(0, {{"type", "wool"}, {"counter", 1}, {"slot", 3}});
  CHECK(P.money == 4);  // 5 pounds of delivery costs
  CHECK(data().cards[P.discard.back()].breed == brRomney);
}

TEST_CASE("Exploration example, p. 17: from 7 to 11 at neutral building F flipped, then the choice at 11",
          "[gwtnz]") {
  Pos pos("gwtnz", 3, 9, firstGame());
  GwtState& s = *pos;
  s.flipped = true;
  phaseBAt(s, 0, neutralNode('F'));
  Player& P = s.pl[0];
  P.explore = 7;
  P.moveTile = 1;
  P.gold = 0;
  P.money = 5;
  s.removeDisc(0, 6);  // the exploration auxiliary action unlocked
  setHand(s, 0, {brMerino});
  P.hand.push_back(takeSupport(s, supKotare));
  pos.play(0, loc(0, 0));
  pos.play(0, {{"type", "aux"}, {"aux", 4}, {"double", 0}});
  CHECK(P.explore == 8);
  CHECK(P.gold == 1);
  const size_t hand = P.hand.size();
  pos.play(0, {{"type", "playCard"}, {"card", P.hand.back()}, {"option", 0}});
  CHECK(P.explore == 9);
  CHECK(P.hand.size() == hand);  // played, then a card drawn
  pos.play(0, loc(1));
  CHECK(P.explore == 11);
  REQUIRE(phase(pos) == "exploreChoice");
  CHECK(pos.find(0, {{"type", "choose"}}).size() == 2);  // the movement tile or the taxes tile
  pos.play(0, {{"type", "choose"}, {"option", 1}, {"option2", 0}});
  CHECK(P.taxFree);
}

TEST_CASE("Objectives example, p. 17: 9 points with every condition met, 3 without a delivery of 13 or more",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 13, firstGame());
  GwtState& s = *pos;
  Player& P = s.pl[0];
  for (int def : {0, 1, 2}) P.objectives.push_back(takeObjectiveCard(s, def));
  build(s, 0, 2, 6);  // a building needing 4 builders
  build(s, 0, 9, 0);
  P.discard.push_back(takeSheep(s, 0, brLincoln));
  P.explore = 12;
  P.delivered[5] = 1;  // counter 13
  CHECK(s.objectiveScore(0) == 9);
  P.hand.push_back(takeObjectiveCard(s, 9));  // unplayed and unmet: left out
  CHECK(s.objectiveScore(0) == 9);
  P.delivered[5] = 0;
  CHECK(s.objectiveScore(0) == 3);
}
