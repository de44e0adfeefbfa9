// Rule details of the rulebook's actions and final scoring (p. 12–19), each
// test naming its section and page and using the text's numbers.
#include "helpers.hpp"

using namespace gwt;

namespace {
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
