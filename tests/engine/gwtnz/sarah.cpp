// The solo game against Sarah (A woman of great character).
#include "core/playout.hpp"
#include "helpers.hpp"

using namespace gwt;

namespace {
int16_t marketCard(GwtState& s, int breed) { return takeSheep(s, 0, breed); }
}  // namespace

TEST_CASE("Sarah set-up, solo p. 1: difficulty removes cards, her extra worker sets her specialty",
          "[gwtnz]") {
  const size_t expected[3] = {10, 13, 13};
  const char* levels[3] = {"easy", "medium", "hard"};
  for (int k = 0; k < 3; ++k) {
    Pos pos("gwtnz", 1, 5, Json{{"sarah", levels[k]}});
    GwtState& s = *pos;
    CHECK(s.solo);
    CHECK(s.sarahDeck.size() == expected[k]);
    CHECK(s.sarahNext == data().sarahFirst[k]);
    int workers = 0;
    for (int t = 0; t < kWorkerTypes; ++t) workers += s.pl[GwtState::kSarah].workers[t];
    CHECK(workers == 5);
    CHECK(s.pl[GwtState::kSarah].workers[s.specialty] == 2);
    CHECK(s.pl[0].money == 7);
    CHECK(s.pl[0].hand.size() == 4);
  }
}

// Solo set-up, change to step 5 (p. 1): Sarah's worker is drawn from bag A
// « après avoir mélangé les tuiles », before step 6 draws the job market. A solo
// deal and a 2-player deal of the same seed use the same boards (the 2-player
// values), so their random draws are the same up to step 5: were her worker drawn
// after steps 6-8, the two job markets would always be the same.
TEST_CASE("Sarah set-up, solo p. 1, step 5: her worker leaves bag A before the job market is drawn",
          "[gwtnz]") {
  int sameMarket = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Pos solo("gwtnz", 1, seed, firstGame());
    Pos duo("gwtnz", 2, seed, firstGame());
    auto workersOut = [](const GwtState& s) {
      int k = 0;
      for (const auto& row : s.job)
        for (bool w : row) k += w;
      for (int16_t t : s.bagA) k += t < kHazardCode;
      for (int16_t t : s.predict) k += t >= 0 && t < kHazardCode;
      return k;
    };
    // Every worker is somewhere: the job market, bag A, a prediction space, or set aside for Sarah.
    CHECK(workersOut(*solo) + 1 == workersOut(*duo));
    sameMarket += solo->job == duo->job;
  }
  CHECK(sameMarket < 20);
}

// Solo rules, "Exemple" (p. 4), every step: (1) Sarah has 4 shepherds, 2 builders,
// 3 sailors and 1 shearer, her specialty is shepherds, and her pile already holds
// 2 wheel, 2 barrel and 1 bell bonus cards; (2) card #14 is drawn, its movement
// first, then its action wherever she stops; (3) she moves 4 locations (one per
// shepherd) by the shortest way to Wellington with the fewest taxes, and you take
// 2 pounds from the bank for your green-hand building she passes; (4) the
// left-hand action (her specialty): 2 market cards added for free; no Suffolk and
// no Dorset Horn, so not the 4-shepherd option: 2 more cards, after which every
// breed is offered, yet she takes the 3-shepherd option (one shepherd went to
// adding the cards): the most VP, two 2-VP sheep, the Corriedale as they are
// fewer than the Lincoln.
TEST_CASE(
    "Sarah's card #14 example, solo p. 4: 4 locations, 2 pounds to you, 2 cards added twice, two Corriedale",
    "[gwtnz]") {
  Pos pos("gwtnz", 1, 5, firstGame());
  GwtState& s = *pos;
  const int sarah = GwtState::kSarah;
  s.nodeHazard.fill(-1);
  // (1) Her workers, her specialty, the 5 bonus cards of her hires so far.
  s.pl[sarah].workers = {4, 2, 3, 1};
  s.specialty = wShepherd;
  s.pl[sarah].discard.clear();
  for (int stack : {0, 0, 1, 1, 2}) {
    REQUIRE(!s.bonusStack[stack].empty());
    s.pl[sarah].discard.push_back(s.bonusStack[stack].back());
    s.bonusStack[stack].pop_back();
  }
  const Cards before = s.pl[sarah].discard;
  // (3) The route from neutral building A: your green-hand building (#4) on the
  // way; after C two branches of equal length to D, one with a black-hand flood
  // (a tax to the bank), the other with your building #1 (no hand).
  build(s, 0, 2, 3);
  REQUIRE(data().personal[3].hand == handGreen);
  int blackFlood = -1;
  for (size_t h = 0; h < data().hazards.size(); ++h)
    if (data().hazards[h].type == hzFlood && data().hazards[h].hand == handBlack)
      blackFlood = static_cast<int>(h);
  REQUIRE(blackFlood >= 0);
  s.nodeHazard[11] = static_cast<int8_t>(blackFlood);
  build(s, 0, 14, 0);
  REQUIRE(data().personal[0].hand == handNone);
  s.pl[sarah].rancher = static_cast<int8_t>(neutralNode('A'));
  // (4) The market: no Suffolk, no Dorset Horn; the first 2 cards drawn add
  // neither, the next 2 add both.
  for (int16_t c : s.market) s.marketDeck.insert(s.marketDeck.begin(), c);
  s.market.clear();
  Cards shown;
  for (int b : {brLincoln, brLincoln, brLincoln, brCorriedale, brCorriedale, brHampshire})
    shown.push_back(marketCard(s, b));
  Cards drawn;  // drawn from the back of the deck
  for (int b : {brDorsetHorn, brSuffolk, brHampshire, brRyeland}) drawn.push_back(marketCard(s, b));
  s.market = shown;
  for (int16_t c : drawn) s.marketDeck.push_back(c);
  const size_t deck = s.marketDeck.size();
  // (2) Card #14 on top of her deck.
  s.sarahDeck.push_back(14);
  const int money = s.pl[0].money;
  s.sarahTurn();
  // (3) 4 locations: your building, B, C and the tax-free branch; 2 pounds to you.
  CHECK(s.pl[sarah].rancher == 14);
  CHECK(s.pl[0].money == money + 2);
  // (4) 4 cards added in two draws; every breed offered before she chose.
  CHECK(s.marketDeck.size() == deck - 4);
  auto count = [&](int breed) {
    int k = 0;
    for (int16_t c : s.market) k += data().cards[c].breed == breed;
    return k;
  };
  CHECK(count(brSuffolk) == 1);  // not the 4-shepherd option (Suffolk + Dorset Horn) ...
  CHECK(count(brDorsetHorn) == 1);
  CHECK(count(brLincoln) == 3);  // ... but the 3-shepherd one: two Corriedale
  CHECK(count(brCorriedale) == 0);
  CHECK(count(brHampshire) == 2);
  CHECK(count(brRyeland) == 1);
  CHECK(s.market.size() == 6 + 4 - 2);
  REQUIRE(s.pl[sarah].discard.size() == before.size() + 2);
  CHECK(std::equal(before.begin(), before.end(), s.pl[sarah].discard.begin()));
  for (size_t k = before.size(); k < s.pl[sarah].discard.size(); ++k)
    CHECK(data().cards[s.pl[sarah].discard[k]].breed == brCorriedale);
  // The card ends face up on her discard pile.
  REQUIRE(!s.sarahDiscard.empty());
  CHECK(s.sarahDiscard.back() == 14);
}

TEST_CASE(
    "Sarah at Wellington, solo p. 2: her action first, then her delivery to the next local counter, "
    "predictions from the right",
    "[gwtnz]") {
  Pos pos("gwtnz", 1, 8, Json{{"sarah", "medium"}});
  GwtState& s = *pos;
  const int sarah = GwtState::kSarah;
  s.pl[sarah].rancher = static_cast<int8_t>(data().wellington);
  const int16_t left = s.predict[0];
  s.sarahWellington();
  CHECK(s.pl[sarah].delivered[3] == 1);  // medium: first to counter 6
  CHECK(s.sarahNext == 4);
  CHECK(s.predict[1] == left);  // the left tile slid right
  CHECK(s.pl[sarah].rancher == 0);
}

// Solo rules, "Placer un des bâtiments de Sarah (cartes #4, #11 et #15)" (solo p. 3): card #11, when
// builders are not her specialty, replaces one of her buildings using exactly 1 builder, following the
// sub-criteria for replacing: 1. the new tile worth the most VP, 2. the most building tiles showing a
// hand on the board. With her 1 (no hand) and 2 (black hand) on the route and no 1-builder building
// left, 1→3, 1→4, 2→3 and 2→4 all give a 2-VP tile; only 1→4 leaves two hands (2 and 4) on the board.
TEST_CASE(
    "Sarah's replacing sub-criterion 2, solo p. 3: the most hands on the board, the replaced one counted",
    "[gwtnz]") {
  Pos pos("gwtnz", 1, 5, firstGame());
  GwtState& s = *pos;
  const int sarah = GwtState::kSarah;
  const auto& B = data().personal;
  REQUIRE((B[0].builders == 1 && B[0].hand == handNone && B[1].builders == 1 && B[1].hand == handBlack));
  REQUIRE((B[2].builders == 2 && B[2].vp == 2 && B[2].hand == handNone));
  REQUIRE((B[3].builders == 2 && B[3].vp == 2 && B[3].hand != handNone));
  build(s, sarah, 3, 1);   // building 2 on the lower node
  build(s, sarah, 17, 0);  // building 1 on a higher one
  s.pl[sarah].workers = {2, 1, 1, 1};
  s.specialty = wShepherd;
  s.sarahDeck.push_back(11);
  s.sarahTurn();
  CHECK(s.nodeBuilding[17] == 3);  // building 1 replaced by building 4
  CHECK(s.nodeBuilding[3] == 1);   // building 2 still on the board
  CHECK((s.pl[sarah].buildingsLeft >> 3 & 1) == 0);
  CHECK((s.pl[sarah].buildingsLeft >> 2 & 1) == 1);
}

// « Investir dans une tuile Bonus (cartes #5 et #8) » (solo p. 3): the lowest cost, then the leftmost
// tile of the highest row; the costs printed on the tiles are not counted, and she pays nothing.
TEST_CASE(
    "Sarah invests, solo p. 3: the row's cost alone decides, a tile's extra cost is neither counted nor paid",
    "[gwtnz]") {
  Pos pos("gwtnz", 1, 5, firstGame());
  GwtState& s = *pos;
  const auto& tiles = data().bonusTiles;
  int dearer = -1, cheaper = -1, plain = -1;  // printed extra cost > 0, < 0, none
  for (size_t t = 0; t < tiles.size(); ++t) {
    const int8_t m = tiles[t].costMod;
    if (m > 0 && dearer < 0) dearer = static_cast<int>(t);
    if (m < 0 && cheaper < 0) cheaper = static_cast<int>(t);
    if (m == 0 && plain < 0) plain = static_cast<int>(t);
  }
  REQUIRE((dearer >= 0 && cheaper >= 0 && plain >= 0));
  REQUIRE(data().bonusCost[0] < data().bonusCost[1]);
  REQUIRE(data().bonusCost[0] + tiles[dearer].costMod > data().bonusCost[1] + tiles[cheaper].costMod);
  for (auto& row : s.bonusMarket) row.fill(-1);
  s.markerRow = 2;                                     // rows 0 and 1 are open
  s.bonusMarket[0][1] = static_cast<int8_t>(plain);    // cheapest row, but not the leftmost tile
  s.bonusMarket[0][2] = static_cast<int8_t>(dearer);   // cheapest row, dearer once its extra is counted
  s.bonusMarket[1][0] = static_cast<int8_t>(cheaper);  // dearer row, cheapest once its extra is counted
  s.bonusMarket[0][0] = -1;
  const int money = s.pl[0].money, hers = s.pl[GwtState::kSarah].money;
  s.sarahDeck.push_back(5);
  s.sarahTurn();
  CHECK(s.bonusMarket[0][1] == -1);  // the leftmost tile of the highest cheapest row, back to the box
  CHECK(s.bonusMarket[0][2] == dearer);
  CHECK(s.bonusMarket[1][0] == cheaper);
  CHECK(s.pl[0].money == money);
  CHECK(s.pl[GwtState::kSarah].money == hers);
  // Then the dearer-printed tile: its +extra does not push her to the other row.
  s.sarahDeck.push_back(8);
  s.sarahTurn();
  CHECK(s.bonusMarket[0][2] == -1);
  CHECK(s.bonusMarket[1][0] == cheaper);
}

TEST_CASE("Solo taxes, solo p. 2: a hand on Sarah's building is paid to the bank", "[gwtnz]") {
  Pos pos("gwtnz", 1, 11, firstGame());
  GwtState& s = *pos;
  s.nodeHazard.fill(-1);
  build(s, GwtState::kSarah, 6, 3);  // green hand
  phaseAAt(s, 0, 3);
  s.pl[0].money = 5;
  pos.play(0, Json{{"type", "step"}, {"node", 6}});
  CHECK(s.pl[0].money == 3);
  CHECK(s.pl[GwtState::kSarah].money == 0);
}

TEST_CASE("Solo games end with Sarah scored like a player (solo scoring, p. 3)", "[gwtnz]") {
  for (int g = 0; g < 10; ++g) {
    Pos pos("gwtnz", 1, 300 + g);
    GwtState& s = *pos;
    ludo::Rng rng(g);
    std::vector<ludo::Action> scratch;
    int player;
    ludo::Action a;
    while (!s.over()) {
      REQUIRE(ludo::pickPlayoutAction(s, rng, player, a, scratch));
      s.applyLegal(player, a);
    }
    const Json sc = s.scores();
    REQUIRE(sc.contains("sarah"));
    CHECK(sc["sarah"]["breakdown"]["money"] == 0);
    CHECK(sc["sarah"]["total"].get<int>() > 0);
    // Winners are seats only; Sarah's victory (or share of it, p. 19) is a flag.
    const int mine = sc["players"][0]["total"].get<int>(), hers = sc["sarah"]["total"].get<int>();
    CHECK(sc["winners"] == (mine >= hers ? Json::array({0}) : Json::array()));
    CHECK(sc["sarahWins"] == (hers >= mine));
    CHECK(sc["sarah"]["rank"] == (hers >= mine ? 1 : 2));
    int delivered = 0;
    for (int8_t d : s.pl[GwtState::kSarah].delivered) delivered += d;
    CHECK(delivered >= 3);
  }
}
