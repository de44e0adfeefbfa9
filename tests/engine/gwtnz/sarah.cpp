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

TEST_CASE(
    "Sarah's card #14 example, solo p. 4: 4 locations, 2 pounds to you, 2 cards added twice, two Corriedale",
    "[gwtnz]") {
  Pos pos("gwtnz", 1, 5, firstGame());
  GwtState& s = *pos;
  const int sarah = GwtState::kSarah;
  s.nodeHazard.fill(-1);
  build(s, 0, 2, 3);  // your building with a green hand
  s.pl[sarah].rancher = static_cast<int8_t>(neutralNode('A'));
  s.pl[sarah].workers = {4, 2, 3, 1};
  s.specialty = wShepherd;
  for (int16_t c : s.market) s.marketDeck.insert(s.marketDeck.begin(), c);
  s.market.clear();
  Cards shown, drawn;
  for (int b : {brLincoln, brLincoln, brLincoln, brCorriedale, brCorriedale, brHampshire})
    shown.push_back(marketCard(s, b));
  for (int b : {brRyeland, brLincoln, brHampshire, brRyeland}) drawn.push_back(marketCard(s, b));
  s.market = shown;  // no Suffolk, no Dorset Horn
  for (int16_t c : drawn) s.marketDeck.push_back(c);
  s.sarahDeck.push_back(14);
  const int money = s.pl[0].money;
  s.sarahTurn();
  CHECK(s.pl[0].money == money + 2);
  CHECK(s.pl[sarah].rancher == neutralNode('D'));
  REQUIRE(s.pl[sarah].discard.size() == 2);
  for (int16_t c : s.pl[sarah].discard) CHECK(data().cards[c].breed == brCorriedale);
  CHECK(s.market.size() == 6 + 4 - 2);
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
