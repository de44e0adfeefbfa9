// "Expansions du jeu": changing the bowl (and its addition), annexing farms and workshops.
// (Master craftsman is in processing.cpp.)
#include "helpers.hpp"

using namespace lorrein;
using namespace lorrein::test;

namespace {
int beads(const LorreinState& s) {
  int k = 0;
  for (int c = 0; c < kKinds; ++c) k += s.bowl[c];
  return k;
}
}  // namespace

TEST_CASE(
    "Changing the bowl: as many beads as farms, the farms' colours, one of each colour left, same total "
    "(Métamorphoser l'écuelle de hasard)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"bowlChange", true}});
  LorreinState& s = *pos;
  emptyBoard(s, 1);
  put(s, 20, bFarm, 0, kForest);
  put(s, 21, bFarm, 0, kRiver);
  pos.play(1, {{"type", "endConstruction"}});  // player 0's turn begins
  REQUIRE(s.turn().phase == "changeBowl");
  for (const Json& a : pos.find(0, {{"type", "swapBead"}}))
    CHECK((a["add"] == "brown" || a["add"] == "blue"));
  pos.play(0, {{"type", "swapBead"}, {"remove", "green"}, {"add", "brown"}});
  CHECK_FALSE(
      pos.isLegal(0, {{"type", "swapBead"}, {"remove", "green"}, {"add", "brown"}}));  // one green left
  pos.play(0, {{"type", "swapBead"}, {"remove", "yellow"}, {"add", "brown"}});
  CHECK(s.bowl[kForest] == 4);
  CHECK(s.bowl[kMeadow] == 1);
  CHECK(beads(s) == 10);
  CHECK(s.turn().phase == "harvest");  // two farms: two beads changed
  // "l'écuelle de hasard est donnée au prochain joueur sans le changer"
  pos.play(0, {{"type", "throw"}});
  pos.play(0, {{"type", "endConstruction"}});
  CHECK(s.bowl[kForest] == 4);
}

TEST_CASE(
    "Changing the bowl, addition: another player pays a medicine and changes it first (Métamorphoser "
    "l'écuelle de hasard, addition)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"bowlChange", true}, {"bowlAddition", true}});
  LorreinState& s = *pos;
  emptyBoard(s, 1);
  put(s, 20, bFarm, 0, kForest);
  put(s, 21, bFarm, 0, kRiver);
  put(s, 30, bFarm, 1, kLavender);
  s.pl[1].goods[good("medicine")] = 1;
  pos.play(1, {{"type", "endConstruction"}});
  REQUIRE(s.turn().phase == "beforeThrow");
  REQUIRE(s.turn().deciding == std::vector<int>{1});
  pos.play(1, {{"type", "metamorphose"}});
  CHECK(s.pl[1].goods[good("medicine")] == 0);
  // As many beads as the active player's farms, the colour of the changer's farm.
  for (const Json& a : pos.find(1, {{"type", "swapBead"}})) CHECK(a["add"] == "purple");
  pos.play(1, {{"type", "swapBead"}, {"remove", "brown"}, {"add", "purple"}});
  pos.play(1, {{"type", "swapBead"}, {"remove", "blue"}, {"add", "purple"}});
  // No medicine left: nothing more to ask before the throw.
  // "Le joueur actif ne peut plus changer l'écuelle de hasard."
  CHECK(s.turn().phase == "harvest");
  CHECK(s.bowl[kLavender] == 4);
}

TEST_CASE(
    "Changing the bowl, addition: only with the bowl-change module it adds to (Métamorphoser l'écuelle de "
    "hasard, addition)",
    "[lorrein]") {
  for (const bool change : {false, true}) {
    Pos pos("lorrein", 2, 3, Json{{"bowlChange", change}, {"bowlAddition", true}});
    LorreinState& s = *pos;
    CHECK(s.bowlAddition == change);
    CHECK(s.view(-1)["options"]["bowlAddition"] == change);
    emptyBoard(s, 1);
    put(s, 20, bFarm, 0, kForest);
    put(s, 21, bFarm, 0, kRiver);
    put(s, 30, bFarm, 1, kLavender);
    s.pl[1].goods[good("medicine")] = 1;
    pos.play(1, {{"type", "endConstruction"}});  // player 0's turn: player 1 asked before the throw
    REQUIRE(s.turn().phase == "beforeThrow");
    REQUIRE(s.turn().deciding == std::vector<int>{1});
    CHECK(pos.find(1, {{"type", "addRedBead"}}).size() == 1);
    CHECK(pos.find(1, {{"type", "metamorphose"}}).size() == (change ? 1u : 0u));
  }
}

TEST_CASE(
    "Annexing a farm: a duchy placed beside an unprotected farm of another player (L'annexion d'une ferme)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"annexation", "fromStart"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  put(s, 7, bFarm, 1);
  s.pl[0].goods[good("plank")] = 1;
  s.pl[0].goods[good("slate")] = 1;
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 0}});  // tiles 0, 1, 6, 7
  CHECK(s.tiles[7].owner == 0);
  CHECK(s.tiles[7].annexed == 1);
}

TEST_CASE("Annexing a farm: its owner's duchy or witchery beside it protects it (L'annexion d'une ferme)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"annexation", "fromStart"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  put(s, 7, bFarm, 1);
  put(s, 8, bWitchery, 1);
  put(s, 13, bFarm, 1);
  duchy(s, 11, 1);  // tiles 13, 14, 19, 20
  s.pl[0].goods[good("plank")] = 2;
  s.pl[0].goods[good("slate")] = 2;
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 0}});
  CHECK(s.tiles[7].owner == 1);
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 5}});  // tiles 6, 7, 12, 13
  CHECK(s.tiles[13].owner == 1);
}

TEST_CASE("Annexing: no annexation without a farm of one's own left (L'annexion d'une ferme)", "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"annexation", "fromStart"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  put(s, 7, bFarm, 1);
  for (int t = 30; t < 35; ++t) put(s, t, bFarm, 0);
  s.pl[0].goods[good("plank")] = 1;
  s.pl[0].goods[good("slate")] = 1;
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 0}});
  CHECK(s.tiles[7].owner == 1);
}

namespace {
// Yellow (0) annexed the farm on landscape 7 and holds a large duchy beside it; green (1)
// has the planks and slates for three duchies. With `witchery`, yellow's witchery stands on
// landscape 8, beside the farm.
Pos annexedFarm(bool witchery) {
  Pos pos("lorrein", 2, 3, Json{{"annexation", "fromStart"}});
  LorreinState& s = *pos;
  emptyBoard(s, 1);
  put(s, 7, bFarm, 0);
  s.tiles[7].annexed = 1;
  if (witchery) put(s, 8, bWitchery, 0);
  duchy(s, 0, 0, true);
  s.pl[1].goods[good("plank")] = 3;
  s.pl[1].goods[good("slate")] = 3;
  return pos;
}
}  // namespace

TEST_CASE(
    "Annexing, supplementary: a large yellow duchy and three small green ones, the farm is green's "
    "(L'annexion supplémentaire d'une ferme)",
    "[lorrein]") {
  Pos pos = annexedFarm(false);
  LorreinState& s = *pos;
  pos.play(1, {{"type", "build"}, {"building", "duchy"}, {"vertex", 1}});
  CHECK(s.tiles[7].owner == 0);
  pos.play(1, {{"type", "build"}, {"building", "duchy"}, {"vertex", 5}});
  CHECK(s.tiles[7].owner == 0);  // 2 against 2: a tie leaves things as they are
  pos.play(1, {{"type", "build"}, {"building", "duchy"}, {"vertex", 6}});
  CHECK(s.tiles[7].owner == 1);
}

// The farm is one of yellow's « propres fermes », which the witchery protects.
TEST_CASE(
    "Annexing, supplementary: the holder's witchery beside an annexed farm keeps it, whatever the duchies "
    "(L'annexion d'une ferme, L'annexion supplémentaire d'une ferme)",
    "[lorrein]") {
  Pos pos = annexedFarm(true);
  for (const int v : {1, 5, 6}) pos.play(1, {{"type", "build"}, {"building", "duchy"}, {"vertex", v}});
  CHECK(pos->tiles[7].owner == 0);  // 3 against 2, and still yellow's
}

TEST_CASE("Annexing a workshop: a large duchy takes a workshop beside a small one (L'annexion d'un atelier)",
          "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"annexation", "fromStart"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 1, 1);           // tiles 1, 2, 7, 8
  put(s, 1, bWorkshop, 1);  // player 1's sawmill
  s.pl[0].goods[good("plank")] = 2;
  s.pl[0].goods[good("slate")] = 2;
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 0}});
  CHECK(s.tiles[1].owner == 1);  // a small duchy does not take workshops
  pos.play(0, {{"type", "enlarge"}, {"vertex", 0}});
  CHECK(s.tiles[1].owner == 0);
  CHECK(s.tiles[1].annexed == 1);
}

TEST_CASE(
    "Annexing a workshop: not without a workshop of one's own left (L'annexion d'un atelier: « S'il n'y a "
    "plus d'atelier de sa propre couleur disponible, l'annexion ne peut pas être réalisée »; REVIEW.md item "
    "93)",
    "[lorrein]") {
  // Player 0 holds `own` workshops beside two large duchies (room for eight), then enlarges a third
  // duchy beside player 1's sawmill, which stands beside player 1's small duchy.
  auto annexes = [](int own) {
    Pos pos("lorrein", 2, 3, Json{{"annexation", "fromStart"}});
    LorreinState& s = *pos;
    emptyBoard(s, 0);
    duchy(s, 1, 1);           // tiles 1, 2, 7, 8
    put(s, 1, bWorkshop, 1);  // player 1's sawmill
    duchy(s, 18, 0, true);    // tiles 21, 22, 27, 28
    duchy(s, 22, 0, true);    // tiles 26, 27, 32, 33
    const int at[] = {21, 22, 27, 28, 32, 33};
    for (int i = 0; i < own; ++i) put(s, at[i], bWorkshop, 0);
    duchy(s, 0, 0);  // tiles 0, 1, 6, 7
    s.pl[0].goods[good("plank")] = 1;
    s.pl[0].goods[good("slate")] = 1;
    pos.play(0, {{"type", "enlarge"}, {"vertex", 0}});
    return s.tiles[1].owner == 0;
  };
  CHECK(annexes(kWorkshops - 1));  // the control: one workshop of his own left
  CHECK_FALSE(annexes(kWorkshops));
}

TEST_CASE(
    "Annexing a workshop: its owner's large duchy protects it; supplementary by counting duchies (L'annexion "
    "(supplémentaire) d'un atelier)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"annexation", "fromStart"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  duchy(s, 1, 1, true);
  put(s, 1, bWorkshop, 1);
  duchy(s, 0, 0);
  s.pl[0].goods[good("plank")] = 1;
  s.pl[0].goods[good("slate")] = 1;
  pos.play(0, {{"type", "enlarge"}, {"vertex", 0}});
  CHECK(s.tiles[1].owner == 1);
  // Annexed earlier by player 1's large duchy from player 0: a large red and ... more green duchies.
  Pos pos2("lorrein", 2, 3, Json{{"annexation", "fromStart"}});
  LorreinState& t = *pos2;
  emptyBoard(t, 0);
  duchy(t, 0, 1, true);  // tiles 0, 1, 6, 7
  put(t, 7, bWorkshop, 1);
  t.tiles[7].annexed = 1;
  duchy(t, 1, 0);  // tiles 1, 2, 7, 8
  t.pl[0].goods[good("plank")] = 2;
  t.pl[0].goods[good("slate")] = 2;
  pos2.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 5}});  // 2 against 2
  CHECK(t.tiles[7].owner == 1);
  pos2.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 6}});  // 3 against 2
  CHECK(t.tiles[7].owner == 0);
}

TEST_CASE(
    "Annexing after the second turn (advised): nothing is annexed in the game's first two turns (Expansions "
    "du jeu: « commencer cette expansion après le deuxième tour du jeu »)",
    "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"annexation", "afterSecondTurn"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  put(s, 7, bFarm, 1);
  s.pl[0].goods[good("plank")] = 2;
  s.pl[0].goods[good("slate")] = 2;
  s.turns = 1;  // the game's second turn
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 0}});
  CHECK(s.tiles[7].owner == 1);
  s.turns = 2;  // the third turn, still round 0 (the round reading would wait)
  put(s, 14, bFarm, 1);
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 12}});  // tiles 14, 15, 20, 21
  CHECK(s.round == 0);
  CHECK(s.tiles[14].owner == 0);
  // The lobby lists it first among the timings, as the advised one.
  const Json& opts = pos.game().info()["options"];
  for (const Json& o : opts)
    if (o["id"] == "annexation") CHECK(o["values"][1] == "afterSecondTurn");
}

TEST_CASE("Annexing after the second round: nothing is annexed before (Expansions du jeu)", "[lorrein]") {
  Pos pos("lorrein", 2, 3, Json{{"annexation", "afterSecondRound"}});
  LorreinState& s = *pos;
  emptyBoard(s, 0);
  put(s, 7, bFarm, 1);
  s.pl[0].goods[good("plank")] = 2;
  s.pl[0].goods[good("slate")] = 2;
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 0}});
  CHECK(s.tiles[7].owner == 1);
  s.round = 2;
  put(s, 14, bFarm, 1);
  pos.play(0, {{"type", "build"}, {"building", "duchy"}, {"vertex", 12}});  // tiles 14, 15, 20, 21
  CHECK(s.tiles[14].owner == 0);
}
