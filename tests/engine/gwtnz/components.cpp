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
