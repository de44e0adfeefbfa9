// The rulebook's small worked examples on costs, with their numbers: the two
// pictures of "III-A. Coût de production et calcul des actions" (p. 8) and
// Example 1 of the first translation (a progress from paper and stone taken on
// two different hexes, 1 victory point). On the recommended map: mountain 0 in
// the centre, forests 8, 9 and 18, fields 3 and 10 (README: hex numbers).
#include "position.hpp"

using namespace neuland;
using namespace neuland::test;

namespace {

// Seat 0 to play after the first round, the other seat far ahead on the time line.
Pos costGame() {
  Pos s = seat0ToPlay(9);
  return s;
}

}  // namespace

TEST_CASE(
    "cost zone examples (III-A, p. 8): a production with a good from outside the zone costs 2 actions, "
    "a church built with a stone from outside the zone 1 action",
    "[neuland]") {
  Pos s = costGame();
  // « Dans ce cas, la production coûte 2 actions car il y a utilisation d'un produit en dehors de la
  // zone de coût »: coal next door (kiln on 9), iron ore two hexes away (mine on 0), furnace on 8.
  const int furnace = build(s, "blastFurnaceForest", 8);
  const int kiln = build(s, "charcoalKiln", 9), mine = build(s, "mine", 0);
  ores(s, mine, {"coal", "coal", "ironOre"});
  worker(s, kiln, 0);
  worker(s, mine, 0);
  REQUIRE(data().dist[0][8] == 2);
  auto iron = s.find(0, {{"type", "produce"}, {"building", furnace}, {"cart", false}});
  REQUIRE(iron.size() == 1);
  REQUIRE(iron[0]["steps"] == 2);

  // « Dans ce cas, le coût pour ériger un bâtiment est de 1 action »: the church (a property: one
  // stone) on field 10, the stone on a quarry two hexes away (mountain 0); on field 3, next to it, 0.
  Pos t = costGame();
  build(t, "abbey", 16);  // the church is next on the religion stack
  const int quarry = build(t, "quarry", 0);
  worker(t, quarry, 0);
  REQUIRE(data().dist[0][10] == 2);
  auto far = t.find(0, {{"type", "build"}, {"kind", "church"}, {"hex", 10}, {"cart", false}});
  REQUIRE(far.size() == 1);
  REQUIRE(far[0]["steps"] == 1);
  auto near = t.find(0, {{"type", "build"}, {"kind", "church"}, {"hex", 3}, {"cart", false}});
  REQUIRE(near.size() == 1);
  REQUIRE(near[0]["steps"] == 0);
  t.play(0, far[0]);
  REQUIRE(t->players[0].time == 1);
}

TEST_CASE(
    "Example 1 (first translation, 2.2): a value-1 progress from a paper and a stone on different "
    "hexes gives 1 victory point for 1 action",
    "[neuland]") {
  // « Produire un progrès avec 2 matières premières de différents hexagones … Le joueur a un Papier et
  // une Pierre … B: 1 point de victoire pour le joueur ». In the reference edition: coats of arms on the
  // laboratory (science 1), paid with paper and stone.
  Pos s = costGame();
  const int lab = build(s, "laboratory", 8);
  const int mill = build(s, "paperMill", 9), quarry = build(s, "quarry", 2);
  worker(s, mill, 0);
  worker(s, quarry, 0);
  REQUIRE(data().dist[9][8] == 1);
  REQUIRE(data().dist[2][8] == 1);
  auto coats = s.find(0, {{"type", "coats"}, {"building", lab}, {"cart", false}});
  REQUIRE(coats.size() == 1);
  REQUIRE(coats[0]["steps"] == 1);
  REQUIRE(coats[0]["count"] == 1);
  s.play(0, coats[0]);
  REQUIRE(s->players[0].coatsLeft == 17);
  REQUIRE(s->players[0].placed[1] == 1);  // science
  REQUIRE(s->players[0].time == 1);
}
