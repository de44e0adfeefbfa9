// Every personal building side and every bonus tile, at least once (appendix).
#include "helpers.hpp"

using namespace gwt;

namespace {
// A rich player on her own building `b` (side `sd`) on lush space 2.
void richOnBuilding(Pos& pos, int b, int sd) {
  GwtState& s = *pos;
  s.side[b] = static_cast<int8_t>(sd);
  build(s, 0, 2, b);
  phaseBAt(s, 0, 2);
  Player& P = s.pl[0];
  P.money = 60;
  P.workers = {3, 5, 3, 3};
  setHand(s, 0, {brEnglishLeicester, brEnglishLeicester, brSouthdown, brMerino, brDorsetHorn});
  P.hazards = {0, 1};
  s.nodeHazard[4] = 8;
  P.warehousesOff = 0x3;  // two warehouses on the sea board (5b)
}
}  // namespace

TEST_CASE("Personal buildings, appendix: every action of every side a and b can be taken", "[gwtnz]") {
  for (int b = 0; b < kBuildings; ++b)
    for (int sd = 0; sd < 2; ++sd) {
      const size_t actions = data().personal[b].side[sd].size();
      for (size_t i = 0; i < actions; ++i) {
        Pos pos("gwtnz", 2, 21, firstGame());
        richOnBuilding(pos, b, sd);
        INFO("building " << b + 1 << (sd ? "b" : "a") << " action " << i + 1);
        const std::vector<Json> found = pos.find(0, {{"type", "location"}, {"action", static_cast<int>(i)}});
        REQUIRE_FALSE(found.empty());
        const Json before = pos->save();
        pos.play(0, found.front());
        CHECK(pos->save() != before);
        pos.checkInvariants();
      }
    }
}

TEST_CASE(
    "Personal buildings, appendix: the pounds of 1a (lush), 4b (shepherds), 5b (warehouses), 6a (hazard "
    "pairs), 7b, 8a, 8b and 10a",
    "[gwtnz]") {
  struct Case {
    int building, side, action, pounds;
  };
  const Case cases[] = {{0, 0, 0, 2}, {3, 1, 0, 6}, {5, 0, 0, 7}, {6, 1, 0, 6},
                        {7, 0, 0, 7}, {9, 0, 0, 7}, {7, 1, 1, 5}, {4, 1, 0, 2}};
  for (const Case& c : cases) {
    Pos pos("gwtnz", 2, 21, firstGame());
    richOnBuilding(pos, c.building, c.side);
    INFO("building " << c.building + 1 << (c.side ? "b" : "a"));
    const int before = pos->pl[0].money;
    pos.play(0, loc(c.action));
    CHECK(pos->pl[0].money == before + c.pounds);
  }
}

TEST_CASE("Building 6a, appendix: each pair of hazard tiles gives 7 pounds and 2 exploration spaces",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 21, firstGame());
  richOnBuilding(pos, 5, 0);
  pos->pl[0].hazards = {0, 1, 2, 3, 4};
  pos.play(0, loc(0));
  CHECK(pos->pl[0].money == 60 + 14);
  CHECK(pos->pl[0].explore == 4);
}

TEST_CASE("Placing a building, p. 14: 2 builders and 4 pounds, or a replacement for the difference",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 21, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('B'));
  s.pl[0].money = 10;
  s.pl[0].workers[wBuilder] = 3;
  s.pl[0].explore = 0;
  const int gold = s.pl[0].gold;
  pos.play(0, loc(1));
  CHECK_FALSE(pos.isLegal(0, {{"type", "build"}, {"building", 2}, {"node", 13}}));  // needs exploration 2
  pos.play(0, {{"type", "build"}, {"building", 2}, {"node", 9}});                   // building 3: 2 builders
  CHECK(s.pl[0].money == 6);
  CHECK(s.pl[0].gold == gold + 1);
  s.pl[0].money = 10;
  s.push(dBuild, 0, 2, 0);
  pos.play(0, {{"type", "build"}, {"building", 7}, {"node", 9}});  // 5 builders over 2: 3 more
  CHECK(s.pl[0].money == 4);
  CHECK(s.nodeBuilding[9] == 7);
  CHECK(s.pl[0].gold == gold + 1);  // no gold for a replacement
}

TEST_CASE("Bonus tiles, appendix: every tile's effect on investing", "[gwtnz]") {
  for (size_t t = 0; t < data().bonusTiles.size(); ++t) {
    Pos pos("gwtnz", 2, 23, firstGame());
    GwtState& s = *pos;
    phaseBAt(s, 0, neutralNode('C'));
    Player& P = s.pl[0];
    P.money = 30;
    P.gold = 4;
    P.tokens = 0;
    setHand(s, 0, {brEnglishLeicester, brShropshire});
    s.nodeHazard[4] = 8;
    for (auto& r : s.bonusMarket) r.fill(-1);
    s.bonusMarket[0][3] = static_cast<int8_t>(t);
    const BonusTile& T = data().bonusTiles[t];
    INFO("tile " << t);
    pos.play(0, loc(2));
    pos.play(0, {{"type", "invest"}, {"row", 0}, {"col", 3}});
    CHECK(P.money == 30 - std::max(0, data().bonusCost[0] + T.costMod));
    CHECK(P.bonusTiles.back() == static_cast<int8_t>(t));
    switch (T.effect) {
      case teJoker:
        CHECK(P.gold == 3);
        CHECK(phase(pos) == "joker");
        break;
      case tePermCert:
        CHECK(P.permCert == 1);
        break;
      case teTokens3Gold:
        CHECK(P.tokens == 3);
        CHECK(P.gold == 5);
        break;
      case tePermWoolToken:
        CHECK(s.permanentWool(0) == 1);
        CHECK(P.tokens == 1);
        break;
      case teToken:
        CHECK(P.tokens == 1);
        break;
      case teHazard3:
        REQUIRE(phase(pos) == "hazard");
        CHECK_FALSE(pos.isLegal(0, pass()));
        pos.play(0, {{"type", "hazard"}, {"node", 4}});
        CHECK(P.money == 30 - data().bonusCost[0] - 3);
        CHECK(P.hazards.size() == 1);
        break;
      case teGoldMinus4:
        CHECK(P.gold == 0);
        break;
      case teSheepdogGold2:
        CHECK(data().cards[P.discard.back()].support == supSheepdog);
        CHECK(P.gold == 5);
        break;
      case teFerryGold2:
        CHECK(data().cards[P.discard.back()].support == supFerry);
        CHECK(P.gold == 5);
        break;
      case teExploreKotareGold:
        CHECK(P.explore == 2);
        CHECK(data().cards[P.discard.back()].support == supKotare);
        CHECK(P.gold == 5);
        break;
      case teRemoveStarter:
        REQUIRE(phase(pos) == "discardFor");
        pos.play(0, {{"type", "discard"}, {"card", s.handCardOfBreed(0, brEnglishLeicester)}});
        CHECK(s.handCardOfBreed(0, brEnglishLeicester) < 0);
        CHECK(data().cards[P.discard.back()].breed == brRomney);
        CHECK(P.gold == 5);
        break;
    }
    pos.checkInvariants();
  }
}

TEST_CASE("Investing, p. 13: never a tile in the marker's row; a joker needs 1 gold", "[gwtnz]") {
  Pos pos("gwtnz", 4, 23, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('C'));
  s.pl[0].money = 30;
  s.pl[0].gold = 0;
  for (auto& r : s.bonusMarket) r.fill(-1);
  s.markerRow = 1;
  s.bonusMarket[1][0] = 16;  // the marker's row
  s.bonusMarket[0][0] = 1;   // a joker
  s.bonusMarket[0][1] = 16;
  pos.play(0, loc(2));
  const std::vector<Json> offers = pos.find(0, {{"type", "invest"}});
  REQUIRE(offers.size() == 1);
  CHECK(offers[0]["col"] == 1);
}

// « ce coût est modifié par la valeur indiquée sur l'icône d'action » (Investir, Engager, p. 13):
// the view tells the icon's modifier, and the log line the price actually paid and the tile taken,
// so that the app's buttons and log name the real price.
TEST_CASE("Investing and hiring, p. 13: the view shows the icon's modifier, the log the price paid",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 23, firstGame());
  GwtState& s = *pos;
  phaseBAt(s, 0, neutralNode('C'));
  s.pl[0].money = 30;
  int dear = -1;  // a tile with its own extra cost
  for (size_t t = 0; t < data().bonusTiles.size() && dear < 0; ++t)
    if (data().bonusTiles[t].costMod > 0) dear = static_cast<int>(t);
  REQUIRE(dear >= 0);
  for (auto& r : s.bonusMarket) r.fill(-1);
  s.bonusMarket[0][3] = static_cast<int8_t>(dear);
  s.push(dInvest, 0, 3);  // an icon's "+3"
  const Json top = s.view(0)["decisions"].back();
  CHECK(top["kind"] == "invest");
  CHECK(top["costMod"] == 3);
  std::vector<Action> legal;
  s.legalActions(0, legal);
  const auto invest =
      std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == aInvest; });
  REQUIRE(invest != legal.end());
  const Json pub = s.publicAction(0, *invest);
  const int price = data().bonusCost[0] + 3 + data().bonusTiles[dear].costMod;
  CHECK(pub["cost"] == price);
  CHECK(pub["tile"]["id"] == dear);
  pos.play(0, {{"type", "invest"}, {"row", 0}, {"col", 3}});
  CHECK(s.pl[0].money == 30 - price);

  for (auto& r : s.job) r.fill(false);
  s.job[5][0] = true;
  s.push(dHire, 0, 3);
  CHECK(s.view(0)["decisions"].back()["costMod"] == 3);
  legal.clear();
  s.legalActions(0, legal);
  const auto hire = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type == aHire; });
  REQUIRE(hire != legal.end());
  CHECK(s.publicAction(0, *hire)["cost"] == data().jobCost[5] + 3);
  CHECK_FALSE(s.publicAction(1, *hire).contains("cost"));  // another seat's answer is not priced
}

namespace {
// A free disc slot that costs and gives nothing, so the pounds of a delivery are the counter's alone.
Json freeSlot(const GwtState& s, int p) {
  for (int slot = 0; slot < kDiscs; ++slot) {
    const DiscSlot& S = data().discs[slot];
    if (!(s.pl[p].discsOff >> slot & 1) && S.cost == 0 && S.gain == 0) return slot;
  }
  FAIL("no free disc slot");
  return -1;
}

int romneys(const GwtState& s, int p) {
  int k = 0;
  for (const Cards* z : {&s.pl[p].hand, &s.pl[p].deck, &s.pl[p].discard})
    for (int16_t c : *z) k += data().cards[c].breed == brRomney;
  return k;
}
}  // namespace

// Appendix, Bâtiments personnels A, 10a, action 2: « Placez un de vos disques … sur le comptoir 13, tout
// en respectant normalement les règles. (Payez le coût de livraison de 7 livres et prenez une carte
// Mouton « Romney » … À la fin de la partie, marquez 3 points de victoire par disque sur ce comptoir.) »
// "Par disque" fits only the wool counter of value 13, the one counter you may deliver to again
// (Tondre et vendre la laine, p. 16), whose black border gives a Romney: the default reading.
TEST_CASE("Building 10a, appendix: a disc on wool counter 13 each time, 7 pounds and a Romney, 3 VP per disc",
          "[gwtnz]") {
  Pos pos("gwtnz", 2, 21, firstGame());
  GwtState& s = *pos;
  const int c13 = s.counter13();
  REQUIRE(c13 >= 0);
  const Counter& C = data().wool[c13];
  CHECK(C.value == 13);
  CHECK(C.repeat);
  CHECK(C.transport == 7);
  CHECK(C.vp == 3);
  const int romneysBefore = romneys(s, 0);
  for (int turn = 0; turn < 2; ++turn) {
    INFO("turn " << turn + 1);
    richOnBuilding(pos, 9, 0);
    s.pl[0].money = 30;
    pos.play(0, loc(1));
    REQUIRE(phase(pos) == "wool");
    const std::vector<Json> wool = pos.find(0, {{"type", "wool"}});
    REQUIRE_FALSE(wool.empty());
    for (const Json& w : wool) CHECK(w["counter"] == c13);  // counter 13 only
    CHECK(pos.find(0, {{"type", "deliver"}}).empty());
    pos.play(0, {{"type", "wool"}, {"counter", c13}, {"slot", freeSlot(s, 0)}});
    CHECK(s.pl[0].money == 30 - 7);
    pos.checkInvariants();
  }
  CHECK(s.pl[0].woolDone[c13] == 2);
  CHECK(romneys(s, 0) == romneysBefore + 2);
  int others = 0;
  for (int8_t d : s.pl[0].delivered) others += d;
  REQUIRE(others == 0);
  CHECK(s.breakdown(0)[2] == 2 * 3);  // counters (category 3): 3 VP for each of the two discs
}

// The engine's former reading, kept as the option `delivery13`: 10a targets a local delivery counter 13
// (7 pounds, a Romney, 3 VP), which holds one disc of yours.
TEST_CASE("Building 10a with the option delivery13: the local delivery counter 13, once", "[gwtnz]") {
  Pos pos("gwtnz", 2, 21, Json{{"firstGame", true}, {"delivery13", true}});
  GwtState& s = *pos;
  const int c13 = s.counter13();
  REQUIRE(c13 >= 0);
  CHECK(data().delivery[c13].value == 13);
  CHECK(data().delivery[c13].vp == 3);
  const int romneysBefore = romneys(s, 0);
  richOnBuilding(pos, 9, 0);
  s.pl[0].money = 30;
  pos.play(0, loc(1));
  REQUIRE(phase(pos) == "deliver");
  for (const Json& d : pos.find(0, {{"type", "deliver"}})) CHECK(d["counter"] == c13);
  pos.play(0, {{"type", "deliver"}, {"counter", c13}, {"slot", freeSlot(s, 0)}});
  CHECK(s.pl[0].money == 30 - 7);
  CHECK(s.pl[0].delivered[c13] == 1);
  CHECK(romneys(s, 0) == romneysBefore + 1);
  // Another turn: the counter already holds her disc (p. 10), so the action is not offered.
  richOnBuilding(pos, 9, 0);
  CHECK(pos.find(0, {{"type", "location"}, {"action", 1}}).empty());
}

// 10a's action 2 « en respectant normalement les règles »: the 7 pounds paid in full with the disc slot's
// cost (p. 10) and a disc that may go there; otherwise it is not offered.
TEST_CASE("Building 10a, appendix: action 2 is offered only when counter 13 can take a disc", "[gwtnz]") {
  Pos pos("gwtnz", 2, 21, firstGame());
  GwtState& s = *pos;
  richOnBuilding(pos, 9, 0);
  CHECK_FALSE(pos.find(0, {{"type", "location"}, {"action", 1}}).empty());
  s.pl[0].money = 6;  // less than the 7 pounds of transport
  CHECK(pos.find(0, {{"type", "location"}, {"action", 1}}).empty());
  s.pl[0].money = 7;
  CHECK_FALSE(pos.find(0, {{"type", "location"}, {"action", 1}}).empty());
  s.pl[0].discsOff = 0xFFFF;  // no disc left on the board and none on a medium port
  CHECK(pos.find(0, {{"type", "location"}, {"action", 1}}).empty());
}
