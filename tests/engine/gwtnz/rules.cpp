// Rule details of the rulebook's actions and final scoring (p. 12–19), each
// test naming its section and page and using the text's numbers.
#include "helpers.hpp"

using namespace gwt;

namespace {
int16_t objectiveCard(GwtState& s, int def) {
  const int16_t id = static_cast<int16_t>(data().objectiveFirst + def);
  if (!removeFrom(s.objectiveDeck, id)) removeFrom(s.objectiveOffer, id);
  return id;
}

// Player 0 at neutral building A (hire at +0 as its second action) with only
// one worker of `type` in the job market, in the row costing 6 pounds.
void hireOneAt6(Pos& pos, int type, int money) {
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('A'));
  for (auto& r : s.job) r.fill(false);
  REQUIRE(data().jobCost[5] == 6);
  s.job[5][type] = true;
  s.pl[0].money = money;
  pos.play(0, loc(1));
  pos.play(0, {{"type", "hire"}, {"row", 5}, {"worker", type}});
}

Json buildAt9(int building) { return Json{{"type", "build"}, {"building", building}, {"node", 9}}; }
}  // namespace

TEST_CASE(
    "Placing a building, p. 14: the builder row's left immediate build costs 2 pounds per builder, the "
    "right one 1 pound « au lieu de 2 livres »",
    "[gwtnz]") {
  REQUIRE(data().personal[2].builders == 2);  // building 3 needs 2 builders
  struct Case {
    int builders, money;  // builders before hiring, money before paying the 6 pounds
    bool legal;
  };
  // Column 3 (the left build): 2 builders x 2 pounds = 4. Column 5 (the right one): 2 x 1 = 2.
  const Case cases[] = {{2, 6 + 3, false}, {2, 6 + 4, true}, {4, 6 + 1, false}, {4, 6 + 2, true}};
  for (const Case& c : cases) {
    INFO(c.builders << " builders, " << c.money - 6 << " pounds left after hiring");
    Pos pos("gwtnz", 2, 21, firstGame());
    GwtState& s = *pos;
    s.pl[0].workers[wBuilder] = static_cast<int8_t>(c.builders);
    hireOneAt6(pos, wBuilder, c.money);
    CHECK(s.pl[0].workers[wBuilder] == c.builders + 1);
    REQUIRE(phase(pos) == "build");
    CHECK(pos.isLegal(0, buildAt9(2)) == c.legal);
    if (!c.legal) continue;
    pos.play(0, buildAt9(2));
    CHECK(s.pl[0].money == 0);
    CHECK(s.nodeBuilding[9] == 2);
  }
}

TEST_CASE(
    "Décompte final, steps 8 and 9, p. 19: objective cards added from the herd count for the 'objectives' "
    "harbourmaster's 1 VP per card in the objective zone",
    "[gwtnz]") {
  REQUIRE(data().harbour[2].scoring == hsObjectives);
  SECTION("one played objective and one fulfilled objective added from the herd: 2 VP") {
    Pos pos("gwtnz", 2, 13, firstGame());
    GwtState& s = *pos;
    Player& P = s.pl[0];
    P.harbourmasters = {2};
    P.objectives.push_back(objectiveCard(s, 0));  // a building and a building of 4 builders: 3 VP
    build(s, 0, 2, 6);                            // building 7: 4 builders
    build(s, 0, 9, 0);
    P.discard.push_back(objectiveCard(s, 17));  // two Lincoln or Corriedale cards: 3 VP
    const int16_t lincoln = takeSheep(s, 0, brLincoln), lincoln2 = takeSheep(s, 0, brLincoln);
    P.discard.insert(P.discard.end(), {lincoln, lincoln2});
    const auto b = s.breakdown(0);
    CHECK(b[7] == 3 + 3);
    CHECK(b[8] == 2);
  }
  SECTION("the choice of the herd cards weighs the tile: two cards of 4 + 3 VP rather than one of 7") {
    Pos pos("gwtnz", 2, 13, firstGame());
    GwtState& s = *pos;
    Player& P = s.pl[0];
    // Each element fulfils one condition: exploration 6, a delivery of 13, a
    // building of 4 builders, a flood. Card 23 (7 VP) takes the first three;
    // cards 15 (flood + exploration 6, 4 VP) and 2 (a delivery of 13, 3 VP) also make 7.
    for (int def : {23, 15, 2}) P.discard.push_back(objectiveCard(s, def));
    P.explore = 6;
    P.delivered[5] = 1;  // counter 13
    build(s, 0, 2, 6);
    for (size_t h = 0; h < data().hazards.size(); ++h)
      if (data().hazards[h].type == hzFlood) {
        P.hazards = {static_cast<int8_t>(h)};
        break;
      }
    CHECK(s.objectiveScore(0) == 7);
    P.harbourmasters = {2};
    int added = 0;
    CHECK(s.objectiveScore(0, &added) == 7);
    CHECK(added == 2);
    const auto b = s.breakdown(0);
    CHECK(b[7] + b[8] == 7 + 2);
  }
}

TEST_CASE(
    "Tondre et vendre la laine, p. 16: unused shearers still draw after the shearing, before or after the "
    "wool delivery",
    "[gwtnz]") {
  Pos pos("gwtnz", 2, 9, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('E'));
  Player& P = s.pl[0];
  P.workers[wShearer] = 4;
  s.removeDisc(0, 9);  // 1 permanent wool
  setHand(s, 0, {brMerino, brLincoln});
  P.money = 0;
  pos.play(0, loc(0));
  pos.play(0, {{"type", "shear"}, {"breeds", (1 << brMerino) | (1 << brLincoln)}});
  CHECK(P.money == 3 + 4 + 1);  // Merino 3 + Lincoln 4 + permanent wool 1
  // 4 shearers, 2 breeds shorn: 2 unused shearers draw, in any order with the delivery.
  REQUIRE(phase(pos) == "shear");
  CHECK(pos.find(0, {{"type", "shear"}}).empty());                       // shorn once per action
  CHECK_FALSE(pos.find(0, {{"type", "wool"}, {"counter", 0}}).empty());  // 8 reaches wool counter 5
  pos.play(0, {{"type", "shearDraw"}});
  REQUIRE(phase(pos) == "discard");
  pos.play(0, pos.find(0, {{"type", "discard"}}).front());
  pos.play(0, pos.find(0, {{"type", "wool"}, {"counter", 0}}).front());  // wool counter 5
  CHECK(P.woolDone[0] == 1);
  REQUIRE(phase(pos) == "shear");
  CHECK(pos.find(0, {{"type", "wool"}}).empty());
  pos.play(0, {{"type", "shearDraw"}});
  pos.play(0, pos.find(0, {{"type", "discard"}}).front());
  CHECK(phase(pos) == "phaseB");  // every shearer used
}

TEST_CASE("Tondre, p. 16 (« inférieur ou égal »): permanent wool alone may be sold without revealing a sheep",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 9, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('E'));
  Player& P = s.pl[0];
  P.workers[wShearer] = 2;
  setHand(s, 0, {});
  P.hand.push_back(takeSupport(s, supKotare));
  P.money = 0;
  REQUIRE(s.permanentWool(0) == 0);
  pos.play(0, loc(0));  // possible through an unused shearer's draw
  CHECK_FALSE(pos.isLegal(0, {{"type", "shear"}, {"breeds", 0}}));  // no permanent wool: nothing to sell
  pos.play(0, pass());
  phaseBAt(s, 0, neutralNode('E'));
  s.removeDisc(0, 9);
  s.removeDisc(0, 10);  // 2 permanent wool
  P.money = 0;
  P.deck.clear();
  P.discard.clear();  // no draw possible: the action is open for the permanent wool only
  REQUIRE(s.permanentWool(0) == 2);
  pos.play(0, loc(0));
  pos.play(0, {{"type", "shear"}, {"breeds", 0}});
  CHECK(P.money == 2);
  CHECK(P.hand.size() == 1);  // nothing revealed, nothing discarded
}

TEST_CASE(
    "Les actions, p. 12, and Engager un ouvrier, p. 13: the shearer slot's Romney may be declined "
    "(« l'effectuer ou y renoncer »)",
    "[gwtnz]") {
  for (bool take : {false, true}) {
    Pos pos("gwtnz", 2, 5, firstGame());
    GwtState& s = *pos;
    REQUIRE(s.pl[0].workers[wShearer] == 1);
    const Cards discard = s.pl[0].discard;
    const size_t romneys = s.supportPile[kSupportTypes].size();
    hireOneAt6(pos, wShearer, 6);  // the shearer goes to column 2: a Romney
    REQUIRE(phase(pos) == "takeCard");
    CHECK(pos.isLegal(0, pass()));
    CHECK(pos.isLegal(0, {{"type", "takeCard"}, {"card", kSupportTypes}}));
    pos.play(0, take ? Json{{"type", "takeCard"}, {"card", kSupportTypes}} : pass());
    if (take) {
      CHECK(data().cards[s.pl[0].discard.back()].breed == brRomney);
      CHECK(s.supportPile[kSupportTypes].size() == romneys - 1);
    } else {
      CHECK(s.pl[0].discard == discard);
      CHECK(s.supportPile[kSupportTypes].size() == romneys);
    }
  }
}

TEST_CASE(
    "Tuiles Capitainerie, p. 15: the Ferry of '3 pounds + Ferry' may be declined, the 3 pounds may not "
    "(Les actions, p. 12)",
    "[gwtnz]") {
  int tile = -1;
  for (size_t h = 0; h < data().harbour.size(); ++h)
    if (data().harbour[h].top == htGain3Ferry) tile = static_cast<int>(h);
  REQUIRE(tile >= 0);
  Pos pos("gwtnz", 2, 5, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('D'));
  Player& P = s.pl[0];
  P.workers[wSailor] = 2;
  P.money = 0;
  s.harbourAt[0] = static_cast<int8_t>(tile);
  s.push(dHarbour, 0, 0);
  const Cards discard = P.discard;
  const size_t ferries = s.supportPile[supFerry].size();
  pos.play(0, {{"type", "harbourmaster"}, {"worker", wSailor}});
  CHECK(P.money == 3);
  REQUIRE(phase(pos) == "takeCard");
  CHECK(pos.isLegal(0, {{"type", "takeCard"}, {"card", supFerry}}));
  pos.play(0, pass());
  CHECK(P.money == 3);
  CHECK(P.discard == discard);
  CHECK(s.supportPile[supFerry].size() == ferries);
}
