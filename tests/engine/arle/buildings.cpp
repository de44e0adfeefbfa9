// Every building of the appendix index at least once (pp. 17-19).
#include "../fixture.hpp"
#include "core/session.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Action;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

namespace {
Pos solo() {
  auto s = Pos("arle", 1, 5);
  s->bowner.fill(-1);  // every building available for the test
  return s;
}
Player& P0(ArleState& s) { return s.pl[0]; }
void resolve(ArleState& s, const Action& a) { s.answerPending(a); }
}  // namespace

TEST_CASE("arle: building costs, material choices and one building per space (p. 14 ref. 2)", "[arle]") {
  auto s = solo();
  Player& P = P0(*s);
  P.g = {};
  P.g[CLAY] = 1, P.g[GRAIN] = 1;
  REQUIRE(s->canBuild(0, B_FARMERSHOUSE, 1));  // 1 clay + 1 grain
  REQUIRE_FALSE(s->canBuild(0, B_FARMERSHOUSE, 0));  // no wood
  P.g[FOOD] = 9, P.g[WOOD] = 1, P.g[PLANK] = 1;
  REQUIRE(s->canBuild(0, B_POTTERSINN, 1));  // wood + plank are two different materials
  REQUIRE_FALSE(s->canBuild(0, B_POTTERSINN, 5));  // plank + brick: no brick
  P.g[FOOD] = 8;
  REQUIRE_FALSE(s->canBuild(0, B_POTTERSINN, 1));
  // Two empty spaces at the start: a third building needs room.
  P.g[FOOD] = 0, P.g[WOOD] = 3, P.g[GRAIN] = 3;
  s->build(0, B_NOVICEHUT, 0);
  s->build(0, B_WORKSHOP, 0);
  REQUIRE(s->emptySpace(0) < 0);
  REQUIRE_FALSE(s->canBuild(0, B_FARMERSHOUSE, 0));
  REQUIRE(s->score(0).village == 2 + 2 - 9 - 3 + 1 + 1);
}

TEST_CASE("arle: light-green houses act before November in the order their owner chooses", "[arle]") {
  auto s = solo();
  Player& P = P0(*s);
  P.g[WOOD] = 10, P.g[GRAIN] = 4, P.g[CLAY] = 4;
  P.dikeMoves = 1;  // room for four houses
  for (int b = B_FARMERSHOUSE; b <= B_WORKSHOP; ++b) s->build(0, b, 0);
  int grain = P.g[GRAIN];
  for (int i = 0; i < 4; ++i) s.play(0, s->actionToJson(act(A_SKIP)));
  s.play(0, s->actionToJson(act(A_DONE)));
  REQUIRE(s->phase == PH_HOUSES);
  REQUIRE(s.legal(0).front() == s->actionToJson(act(A_HOUSE, B_FARMERSHOUSE)));
  s.play(0, s->actionToJson(act(A_HOUSE, B_WORKSHOP)));  // 1 wood, then one Master move
  s.play(0, s->actionToJson(act(A_TOOL, AXE)));
  REQUIRE(s->toolValue(0, AXE) == 4);
  REQUIRE(s->decisions.empty());  // a single move
  s.play(0, s->actionToJson(act(A_HOUSE, B_NOVICEHUT)));  // 1 grain and 1 dike
  REQUIRE(P.dikeMoves == 2);
  REQUIRE(P.g[GRAIN] == grain + 1);
  int clay = P.g[CLAY], peat = P.g[PEAT];
  s.play(0, s->actionToJson(act(A_HOUSE, B_FARMERSHOUSE)));  // 1 clay and may extract 1 peat
  s.play(0, s->actionToJson(act(A_EXTRACT, 0)));
  REQUIRE(P.g[CLAY] == clay + 1);
  REQUIRE(P.g[PEAT] == peat + 1);
  // The last house acts by itself; the plough maker may place one field.
  REQUIRE(s->decisions.top().kind == K_PLOUGHMAKER);
  int fieldsBefore = s->fields(0);
  s.play(0, s->actionToJson(act(A_FIELD, 1)));
  REQUIRE(s->fields(0) == fieldsBefore + 1);
  REQUIRE(s->phase == PH_FEED);
}

TEST_CASE("arle: dark-green houses act at any time", "[arle]") {
  auto s = solo();
  Player& P = P0(*s);
  for (int b = B_WEAVINGPARLOR; b <= B_TIMBERMERCHANT; ++b) s->bowner[b] = 0;  // owned (tiles not needed here)
  P.g[FLAX] = 6, P.g[WOOL] = 2, P.g[GRAIN] = 1, P.g[FOOD] = 5, P.g[BRICK] = 1, P.g[PLANK] = 1;
  int peat = P.g[PEAT];
  s.play(0, s->actionToJson(act(A_USE, B_WEAVINGPARLOR, 0)));  // 3 flax -> 1 linen + extract 1 peat
  REQUIRE(P.g[LINEN] == 1);
  REQUIRE(P.g[PEAT] == peat + 1);
  s.play(0, s->actionToJson(act(A_USE, B_COLONISTSHOUSE, 0)));  // 2 wool -> 1 clay + extract 1 peat
  REQUIRE(P.g[CLAY] == 4 + 1);
  REQUIRE(P.moorPeat[0] == 2);
  s.play(0, s->actionToJson(act(A_USE, B_DISTILLERY, 0)));  // 1 grain + 1 peat -> 3 food
  REQUIRE(P.g[FOOD] == 8);
  s.play(0, s->actionToJson(act(A_USE, B_CARPENTERSWS, 12)));  // 4 food + 1 brick: stall -> stable
  REQUIRE(P.tile[12] == T_STABLE);
  REQUIRE(P.g[FOOD] == 4);
  s.play(0, s->actionToJson(act(A_USE, B_TIMBERMERCHANT, 0)));  // 1 plank + 1 food -> 2 wood
  REQUIRE(P.g[WOOD] == 6);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(A_USE, B_SMALLSHOP, 0))));  // needs 2 horses already
  s->addAnimal(0, HORSE, 1);
  s.play(0, s->actionToJson(act(A_USE, B_SMALLSHOP, 0)));
  REQUIRE(s->animals(0, HORSE) == 3);
  REQUIRE(P.g[FLAX] == 0);
  s->addEquip(0, CART);
  s.play(0, s->actionToJson(act(A_LOAD, 0, 0, I_PEAT)));  // loading dock: peat from the supply on a single space
  s->inventory();
  REQUIRE(P.g[PEAT] == peat + 1 + 1 - 1 + 1);
}

TEST_CASE("arle: yellow minor craft buildings", "[arle]") {
  SECTION("turnery: 1 wood and 2 extracted peat per forest") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[PLANK] = 1, P.g[BRICK] = 1;
    s->build(0, B_TURNERY, 0);
    REQUIRE(P.g[WOOD] == 4 + 1);
    s->answerPending(act(A_EXTRACT, 0));
    s->answerPending(act(A_EXTRACT, 0));
    REQUIRE(s->decisions.empty());
    REQUIRE(P.g[PEAT] == 3 + 2);
  }
  SECTION("smokehouse: 1 extracted peat per fish trap") {
    auto s = solo();
    P0(*s).g[PLANK] = 1, P0(*s).g[BRICK] = 1;
    s->build(0, B_SMOKEHOUSE, 0);
    REQUIRE(s->decisions.top().a == 2);
  }
  SECTION("smithy: peat boats, handcarts and wagons exchanged for ploughs") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[PLANK] = 1, P.g[BRICK] = 1;
    P.boats = 1;
    s->addEquip(0, HANDCART);
    s->build(0, B_SMITHY, 0);
    resolve(*s, act(A_PICK, O_PLOUGH, BOAT));
    resolve(*s, act(A_PICK, O_PLOUGH, HANDCART));
    REQUIRE(P.ploughs == 2);
    REQUIRE(P.boats == 0);
    REQUIRE(P.nveh == 0);
  }
  SECTION("cooperage: 5/10/15 dairy animals raise the six markers by 1/2/3") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[PLANK] = 1, P.g[BRICK] = 1;
    s->addAnimal(0, SHEEP, 2);
    s->addAnimal(0, COW, 3);
    s->build(0, B_COOPERAGE, 0);
    REQUIRE(P.g[FOOD] == 2);
    REQUIRE(P.g[GRAIN] == 1);
    REQUIRE(P.g[WOOL] == 1);
  }
  SECTION("bakehouse: 2 grain + 1 flax -> 8 food per oven") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[PLANK] = 1, P.g[BRICK] = 1, P.g[GRAIN] = 4, P.g[FLAX] = 2;
    s->build(0, B_BAKEHOUSE, 0);
    std::vector<Action> v;
    s->pendingLegal(v);
    REQUIRE(v.size() == 2);  // 0 or 1: one oven
    resolve(*s, act(A_AMOUNT, 1));
    REQUIRE(P.g[FOOD] == 8);
  }
}

TEST_CASE("arle: orange major craft buildings", "[arle]") {
  SECTION("mill: 8/10/12 food for 3/5/6 fields") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[PLANK] = 1, P.g[GRAIN] = 8;
    P.tile[13] = T_GRAIN;
    s->build(0, B_MILL, 1);
    REQUIRE(P.g[FOOD] == 8);
    REQUIRE(P.g[GRAIN] == 0);
  }
  SECTION("cloth factory: winter clothes and up to 2 looms") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[BRICK] = 2, P.g[WOOL] = 10;
    s->build(0, B_CLOTHFACTORY, 1);
    REQUIRE(P.g[WINTERCL] == 1);
    REQUIRE(s->toolValue(0, LOOM) == 4);
    REQUIRE(s->score(0).village == 2 + 2 - 12 + 7);
  }
  SECTION("textile house: 2 different clothes, then linen, yarn and leather") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[BRICK] = 1, P.g[SUMMERCL] = 1, P.g[LEATHERCL] = 1;
    REQUIRE_FALSE(s->canBuild(0, B_TEXTILEHOUSE, 0));
    s->build(0, B_TEXTILEHOUSE, 1);
    REQUIRE(P.g[LINEN] + P.g[YARN] + P.g[LEATHER] == 3);
  }
  SECTION("saddlery: 1 extracted peat per horse, one more tanning rack") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[PLANK] = 2, P.g[LEATHER] = 3;
    s->build(0, B_SADDLERY, 0);
    REQUIRE(s->toolValue(0, TANNING) == 5);
    REQUIRE(s->decisions.top().a == 1);
  }
  SECTION("joinery: 2 peat per boat, 1 horse per plough") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[PLANK] = 2, P.g[GRAIN] = 5;
    P.boats = 2, P.ploughs = 1;
    s->build(0, B_JOINERY, 0);
    REQUIRE(P.g[PEAT] == 3 + 4);
    REQUIRE(s->animals(0, HORSE) == 2);
  }
  SECTION("seaside house: 10 of the 25 food back, 2 dikes, up to 3 fish traps") {
    auto s = solo();
    Player& P = P0(*s);
    P.g[BRICK] = 2, P.g[FOOD] = 25;
    s->build(0, B_COASTALHOUSE, 0);
    REQUIRE(P.g[FOOD] == 10);
    REQUIRE(P.dikeMoves == 2);
    REQUIRE(s->toolValue(0, FISH) == 5);
  }
}

TEST_CASE("arle: blue inns", "[arle]") {
  auto base = [] {
    auto s = solo();
    P0(*s).g[FOOD] = 9;
    return s;
  };
  SECTION("potter's inn: 1 animal of choice per potter's wheel") {
    auto s = base();
    s->build(0, B_POTTERSINN, 0);  // wood + clay
    resolve(*s, act(A_PICK, O_SHEEP));
    resolve(*s, act(A_PICK, O_COW));
    REQUIRE(s->decisions.empty());
    REQUIRE(s->animals(0, SHEEP) == 1);
    REQUIRE(s->animals(0, COW) == 1);
  }
  SECTION("farmers' inn: up to 3 fields become forests") {
    auto s = base();
    s->build(0, B_FARMERSINN, 0);
    resolve(*s, act(A_PICK, O_FOREST, 0));
    resolve(*s, act(A_PICK, O_FOREST, 1));
    REQUIRE(s->countTile(0, T_FOREST) == 3);
    REQUIRE(s->fields(0) == 0);
  }
  SECTION("junk dealer's inn: a handcart or a peat boat, and/or leather clothes and wool yarn") {
    auto s = base();
    s->build(0, B_JUNKINN, 0);
    resolve(*s, act(A_PICK, O_BOAT_CLOTHES));
    REQUIRE(P0(*s).boats == 1);
    REQUIRE(P0(*s).g[LEATHERCL] == 1);
    REQUIRE(P0(*s).g[YARN] == 1);
  }
  SECTION("gulf inn: 1 plank per stall (double stall 2), 1 brick per stable") {
    auto s = base();
    P0(*s).tile[13] = T_DOUBLE;
    s->build(0, B_GULFINN, 0);
    REQUIRE(P0(*s).g[PLANK] == 3);
    REQUIRE(P0(*s).g[BRICK] == 0);
  }
  SECTION("dairy inn: 1 cow, then 1 extraction per cow") {
    auto s = base();
    s->build(0, B_DAIRYINN, 0);
    REQUIRE(s->animals(0, COW) == 1);
    REQUIRE(s->decisions.top().kind == K_EXTRACT);
    REQUIRE(s->decisions.top().a == 1);
  }
  SECTION("lock inn: 2 fish traps, then 1 wood per fish trap") {
    auto s = base();
    s->build(0, B_LOCKINN, 0);
    REQUIRE(s->toolValue(0, FISH) == 4);
    REQUIRE(P0(*s).g[WOOD] == 4 - 1 + 4);
  }
}

TEST_CASE("arle: red large buildings, 15 VP each", "[arle]") {
  auto base = [] {
    auto s = solo();
    P0(*s).g[PLANK] = 3, P0(*s).g[BRICK] = 3, P0(*s).g[FOOD] = 15;
    return s;
  };
  SECTION("village church: a free carriage") {
    auto s = base();
    s->build(0, B_CHURCH, 0);
    REQUIRE(s->equipCount(0, CARRIAGE) == 1);
    REQUIRE(s->score(0).equipment == 4);
  }
  SECTION("Lütetsburg castle: a forest, spades, potter's wheels and workbenches +1") {
    auto s = base();
    s->build(0, B_LUTETSBURG, 0);
    REQUIRE(s->countTile(0, T_FOREST) == 2);
    REQUIRE(s->toolValue(0, SPADE) == 5);
    REQUIRE(s->toolValue(0, POTTER) == 3);
    REQUIRE(s->toolValue(0, WORKBENCH) == 3);
  }
  SECTION("Berum castle: ovens and looms +1, then one tile upgrade") {
    auto s = base();
    s->build(0, B_BERUM, 0);
    REQUIRE(s->toolValue(0, OVEN) == 2);
    REQUIRE(s->toolValue(0, LOOM) == 3);
    REQUIRE(s->decisions.top().kind == K_UPGRADE);
    resolve(*s, act(A_UPGRADE, U_FOREST, 11));
    REQUIRE(P0(*s).tile[11] == T_PARK);
    REQUIRE(s->score(0).village == 6 + 2 - 9 - 3 + 15);
  }
}

TEST_CASE("arle: warden upgrades (player aid p. 2, ASSUMPTIONS.md)", "[arle]") {
  auto s = Pos("arle", 1, 5);
  Player& P = P0(*s);
  P.boats = 1;
  s->addEquip(0, CART);
  s->addEquip(0, CARRIAGE);
  s->addEquip(0, HANDCART);
  P.tile[13] = T_STABLE;
  P.an[26][COW] = 5;
  std::vector<Action> v;
  s->upgradeOptions(0, v);
  REQUIRE(v.size() == 2 + 1 + 2 + 1 + 3);  // 2 moors, forest, stall + stable, boat, 3 vehicles
  s->doUpgrade(0, U_STABLE, 13);  // 5 cows: 3 and 2 in the two halves
  REQUIRE(P.an[26][COW] == 3);
  REQUIRE(P.an[27][COW] == 2);
  s->doUpgrade(0, U_CART, 0);
  s->doUpgrade(0, U_CARRIAGE, 1);
  s->doUpgrade(0, U_HANDCART, 2);
  s->doUpgrade(0, U_BOAT, 0);
  REQUIRE(s->equipCount(0, HORSECART) == 1);
  REQUIRE(s->equipCount(0, DROSHKY) == 1);
  REQUIRE(s->equipCount(0, WAGON) == 1);
  REQUIRE(P.ploughs == 1);
  s->doUpgrade(0, U_MOOR, 1);
  REQUIRE(P.moorPeat[1] == 4);
  s.checkInvariants();
}

TEST_CASE("arle: a free vehicle with a full barn: make room or forgo it (church, p. 18)", "[arle]") {
  auto s = Pos("arle", 1, 5);
  s->bowner.fill(-1);
  Player& P = s->pl[0];
  P.g[PLANK] = 3, P.g[BRICK] = 3, P.g[FOOD] = 15;
  s->addEquip(0, CART);
  s->addEquip(0, CART);
  s->addEquip(0, HORSECART);
  s->build(0, B_CHURCH, 0);
  REQUIRE(s->decisions.top().kind == K_MAKEROOM);
  REQUIRE_FALSE(s->barnRoom(0, CARRIAGE));
  s->answerPending(act(A_DISCARD, CART, 0));
  REQUIRE(s->decisions.empty());
  REQUIRE(s->equipCount(0, CARRIAGE) == 1);
  REQUIRE(s->equipCount(0, CART) == 1);
}
