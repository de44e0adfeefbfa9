// Every action space with the rulebook's numbers (« Les cases Action », p. 12-13,
// and « Remarques complémentaires sur les cases Action », p. 14). Third rules
// review: each space is played through the public entry point and checked
// against the text of its paragraph.
#include "../fixture.hpp"
#include "core/session.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Action;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

namespace {
// A solo work phase (summer, or winter when asked) with an empty goods stock.
Pos work(bool winter = false) {
  auto s = Pos("arle", 1, 11);
  if (winter) s->half = 2;
  s->pl[0].g = {};
  return s;
}
void place(Pos& s, int space) { s.play(0, s->actionToJson(act(kActPlace, space))); }
void answer(Pos& s, const Action& a) { s.play(0, s->actionToJson(a)); }
}  // namespace

TEST_CASE("arle: Pêcheur, 1 sheep, the fish-trap marker one space right, then 1 food per fish trap (p. 12)",
          "[arle]") {
  auto s = work();
  place(s, kSpaceFisherman);
  REQUIRE(s->animals(0, kSheep) == 1);
  REQUIRE(s->toolValue(0, kFishTraps) == 3);  // 2 at the start (p. 19), moved for free (ref. 8)
  REQUIRE(s->pl[0].g[kFood] == 3);
  REQUIRE(s->pl[0].g[kWood] == 0);  // the marker's printed cost is not paid (ref. 8, p. 14)
}

TEST_CASE("arle: Marchand (été), one of plank/brick/sheep/cow/horse, plus 1 grain and 1 leather (p. 12)",
          "[arle]") {
  auto s = work();
  place(s, kSpaceGrocerSummer);
  REQUIRE(s->pl[0].g[kGrain] == 1);
  REQUIRE(s->pl[0].g[kLeather] == 1);
  for (int o : {kPickPlank, kPickBrick, kPickSheep, kPickCow, kPickHorse})
    REQUIRE(s.isLegal(0, s->actionToJson(act(kActPick, o))));
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActStop))));  // « Recevez l'un des biens »
  answer(s, act(kActPick, kPickBrick));
  REQUIRE(s->pl[0].g[kBrick] == 1);
  REQUIRE(s->decisions.empty());
}

TEST_CASE("arle: Tisserand de laine, 1 wool into 1 wool yarn per loom, 2 looms at the start (p. 12)",
          "[arle]") {
  auto s = work();
  s->pl[0].g[kWool] = 5;
  place(s, kSpaceWoolWeaver);
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActAmount, 2))));
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActAmount, 3))));
  answer(s, act(kActAmount, 2));
  REQUIRE(s->pl[0].g[kWool] == 3);
  REQUIRE(s->pl[0].g[kYarn] == 2);
}

TEST_CASE("arle: Colon, 1 horse and/or a moor dried with exactly 4 peat (p. 12; La tourbière, p. 9)",
          "[arle]") {
  auto s = work();
  place(s, kSpaceColonist);
  REQUIRE(s->animals(0, kHorse) == 2);
  answer(s, act(kActUpgrade, kFlipMoor, 2));
  REQUIRE(s->pl[0].moor[2] == 1);
  REQUIRE(s->pl[0].moorPeat[2] == 4);
}

TEST_CASE(
    "arle: Tourbier, 1 peat per spade from any dried moors; an emptied moor leaves the board (p. 9, p. 12)",
    "[arle]") {
  auto s = work();
  Player& P = s->pl[0];
  P.moorPeat[0] = 2;  // two peat left on the small dried moor
  P.moor[1] = 1, P.moorPeat[1] = 4;
  REQUIRE_FALSE(s->usable(0, 15));
  place(s, kSpacePeatCutter);  // 3 spades at the start (p. 19)
  answer(s, act(kActExtract, 0));
  answer(s, act(kActExtract, 0));
  // « Aussitôt que vous avez extrait le dernier jeton … retirez-la immédiatement » : a new Terrain space.
  REQUIRE(P.moor[0] == -1);
  REQUIRE(s->usable(0, 15));
  REQUIRE(s->emptySpace(0) >= 0);
  answer(s, act(kActExtract, 1));  // « depuis des tuiles différentes »
  REQUIRE(P.g[kPeat] == 3);
  REQUIRE(P.moorPeat[1] == 3);
  REQUIRE(s->decisions.empty());
}

TEST_CASE("arle: Extracteur d'argile and Bucheron, 1 clay per shovel, 1 wood per axe (p. 12)", "[arle]") {
  auto s = work();
  place(s, kSpaceClayDigger);
  REQUIRE(s->pl[0].g[kClay] == 3);
  s->pl[0].tool[kAxes] = 2;  // 5 axes
  place(s, kSpaceWoodcutter);
  REQUIRE(s->pl[0].g[kWood] == 5);  // forests do not matter
}

TEST_CASE(
    "arle: Fermier, a plough for 1 wood and a horse or cow, then 1 field per plough (p. 12; ref. 1, p. 14)",
    "[arle]") {
  auto s = work();
  Player& P = s->pl[0];
  P.g[kWood] = 1;
  P.dikeMoves = 1;  // three more empty spaces
  place(s, kSpaceFarmer);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActPick, kPickCow))));  // no cow
  answer(s, act(kActPick, kPickHorse));                                   // the horse is paid
  REQUIRE(P.ploughs == 1);
  REQUIRE(s->animals(0, kHorse) == 0);
  REQUIRE(P.g[kWood] == 0);
  answer(s, act(kActField, 1));  // one field for the one plough, flax side
  REQUIRE(s->countTile(0, kFlaxField) == 2);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActField, 0))));  // no second field with one plough
  answer(s, act(kActStop));
  REQUIRE(s->decisions.empty());
}

TEST_CASE("arle: Garde forestier, pay 1 food for a forest or a building (p. 12; ref. 6, p. 14)", "[arle]") {
  auto s = work();
  s->pl[0].g[kGrain] = 3;
  place(s, kSpaceForester);
  REQUIRE(s.legal(0).size() > 0);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActPick, kPickForest))));  // no food: grain is no stand-in
  answer(s, act(kActStop));
  auto t = work();
  t->pl[0].g[kFood] = 1;
  place(t, kSpaceForester);
  t.play(0, t->actionToJson(act(kActPick, kPickForest)));
  REQUIRE(t->countTile(0, kForest) == 2);
  REQUIRE(t->pl[0].g[kFood] == 0);
}

TEST_CASE("arle: Charpentier (été), a building or a stall for 2 clay and 1 grain (p. 12)", "[arle]") {
  auto s = work();
  s->pl[0].g[kClay] = 2, s->pl[0].g[kGrain] = 1;
  place(s, kSpaceCarpenterSummer);
  answer(s, act(kActPick, kPickStall));
  REQUIRE(s->countTile(0, kStall) == 2);
  REQUIRE(s->pl[0].g[kClay] == 0);
  REQUIRE(s->pl[0].g[kGrain] == 0);
  REQUIRE(s->decisions.empty());
}

TEST_CASE("arle: Gardien, one arrow tile flipped for free, a forest into a park (p. 12; ref. 4, p. 14)",
          "[arle]") {
  auto s = work();
  place(s, kSpaceWarden);
  answer(s, act(kActUpgrade, kFlipForest, 11));
  REQUIRE(s->pl[0].tile[11] == kPark);
  REQUIRE(s->decisions.empty());  // one tile only
  REQUIRE(s->pl[0].g == decltype(s->pl[0].g){});
}

TEST_CASE("arle: Ouvrier (été), 2 food for a vehicle at its cost (p. 12; ref. 3, p. 14)", "[arle]") {
  auto s = work();
  s->pl[0].g[kFood] = 2, s->pl[0].g[kWood] = 5;
  place(s, kSpaceLaborerSummer);
  answer(s, act(kActPick, kPickVehicle));
  answer(s, act(kActVehicle, kCart));  // 5 wood and 1 horse
  REQUIRE(s->pl[0].nveh == 1);
  REQUIRE(s->pl[0].g[kFood] == 0);
  REQUIRE(s->pl[0].g[kWood] == 0);
  REQUIRE(s->animals(0, kHorse) == 0);
}

TEST_CASE("arle: Batelier de tourbe, 3 peat and 1 more per peat boat, from the supply (p. 13)", "[arle]") {
  auto s = work(true);
  s->pl[0].boats = 2;
  int moorPeat = s->pl[0].moorPeat[0];
  place(s, kSpacePeatBoatman);
  REQUIRE(s->pl[0].g[kPeat] == 5);
  REQUIRE(s->pl[0].moorPeat[0] == moorPeat);
}

TEST_CASE("arle: Tanneur and Tisserand de lin, 1 per fleshing beam (3) and per loom (2) (p. 13)", "[arle]") {
  auto s = work(true);
  s->pl[0].g[kHide] = 5, s->pl[0].g[kFlax] = 5;
  place(s, kSpaceTanner);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActAmount, 4))));
  answer(s, act(kActAmount, 3));
  REQUIRE(s->pl[0].g[kLeather] == 3);
  REQUIRE(s->pl[0].g[kHide] == 2);
  place(s, kSpaceLinenWeaver);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActAmount, 3))));
  answer(s, act(kActAmount, 2));
  REQUIRE(s->pl[0].g[kLinen] == 2);
  REQUIRE(s->pl[0].g[kFlax] == 3);
}

TEST_CASE("arle: Marchand de bétail, 2 grain and 1 sheep, plus 1 cow or 1 horse (p. 13)", "[arle]") {
  auto s = work(true);
  place(s, kSpaceCattleTrader);
  REQUIRE(s->pl[0].g[kGrain] == 2);
  REQUIRE(s->animals(0, kSheep) == 1);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActPick, kPickSheep))));
  answer(s, act(kActPick, kPickCow));
  REQUIRE(s->animals(0, kCow) == 1);
}

TEST_CASE("arle: Marchand (hiver), 1 peat extracted, 1 animal of any kind, 1 wood and 1 clay (p. 13)",
          "[arle]") {
  auto s = work(true);
  place(s, kSpaceGrocerWinter);
  REQUIRE(s->pl[0].g[kWood] == 1);
  REQUIRE(s->pl[0].g[kClay] == 1);
  int guard = 0;
  while (!s->decisions.empty() && ++guard < 5) {
    if (s->decisions.top().kind == kAskExtract)
      answer(s, act(kActExtract, 0));
    else
      answer(s, act(kActPick, kPickHorse));
  }
  REQUIRE(s->pl[0].g[kPeat] == 1);
  REQUIRE(s->pl[0].moorPeat[0] == 3);  // from the moor, not from the supply
  REQUIRE(s->animals(0, kHorse) == 2);
}

TEST_CASE("arle: Marchand de matériaux, 2 hides, 1 wood or clay and 1 plank or brick (p. 13)", "[arle]") {
  auto s = work(true);
  place(s, kSpaceBuildersMerchant);
  REQUIRE(s->pl[0].g[kHide] == 2);
  answer(s, act(kActPick, kPickMaterials, 1));  // clay and plank
  REQUIRE(s->pl[0].g[kClay] == 1);
  REQUIRE(s->pl[0].g[kPlank] == 1);
  REQUIRE(s->pl[0].g[kWood] + s->pl[0].g[kBrick] == 0);
}

TEST_CASE("arle: Potier, 1 clay into 3 food and 1 peat per potter's wheel (2) (p. 13)", "[arle]") {
  auto s = work(true);
  s->pl[0].g[kClay] = 1, s->pl[0].g[kBrick] = 2;  // a brick may stand for a clay (p. 6)
  place(s, kSpacePotter);
  REQUIRE(s->view(0)["pending"]["convert"] == "potter");                   // the view names what is repeated
  REQUIRE(s->publicAction(0, act(kActAmount, 2))["convert"] == "potter");  // and so does the log
  REQUIRE(s->publicAction(0, act(kActDone))["phase"] == "work");           // a log line says which end
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActAmount, 3))));
  answer(s, act(kActAmount, 2));
  REQUIRE(s->pl[0].g[kFood] == 6);
  REQUIRE(s->pl[0].g[kPeat] == 2);
  REQUIRE(s->pl[0].g[kClay] == 0);  // the clay goes first
  REQUIRE(s->pl[0].g[kBrick] == 1);
}

TEST_CASE("arle: Fabricant de charriots, a vehicle and/or a peat boat for 1 wood (p. 13; ref. 3, p. 14)",
          "[arle]") {
  auto s = work(true);
  s->pl[0].g[kWood] = 3;
  place(s, kSpaceWainwright);
  REQUIRE_FALSE(s.isLegal(0, s->actionToJson(act(kActVehicle, kWagon))));  // 4 wood
  answer(s, act(kActVehicle, kHandcart));                                  // 2 wood
  answer(s, act(kActPick, kPickPeatBoat));                                 // 1 wood
  REQUIRE(s->pl[0].nveh == 1);
  REQUIRE(s->pl[0].boats == 1);
  REQUIRE(s->pl[0].g[kWood] == 0);
}

TEST_CASE(
    "arle: Charpentier (hiver), a stall for 2 clay and 1 grain, or a stall into a stable for 2 bricks (p. "
    "13)",
    "[arle]") {
  auto s = work(true);
  s->pl[0].g[kBrick] = 2;
  place(s, kSpaceCarpenterWinter);
  answer(s, act(kActPick, kPickStable, 12));
  REQUIRE(s->pl[0].tile[12] == kStable);
  REQUIRE(s->animals(0, kHorse) == 1);  // the horse stays
  REQUIRE(s->pl[0].g[kBrick] == 0);
  REQUIRE(s->score(0).village == 2 + 6 - 9 - 3);  // forest 2, stable 6 (p. 4), moors, marsh
}

TEST_CASE("arle: Gardien de digue, one arrow tile flipped and 1 dike (p. 13)", "[arle]") {
  auto s = work(true);
  place(s, kSpaceDikeWarden);
  REQUIRE(s->pl[0].dikeMoves == 1);
  answer(s, act(kActUpgrade, kFlipMoor, 1));
  REQUIRE(s->pl[0].moor[1] == 1);
  REQUIRE(s->pl[0].moorPeat[1] == 4);
}

// Phase 2 : Phase de labeur, p. 6: a worker goes on any empty space of the season, and its action
// is done at once. With nothing to pay, the carpenter (a building or a stall) and the laborer
// (2 food first) give nothing, but the space may still be taken; the view says which spaces
// would give nothing, for the board to show before the worker is spent.
TEST_CASE("arle: a space that would give nothing stays open, and the view marks it idle (p. 6)", "[arle]") {
  auto s = work();  // summer, no goods at all
  auto idle = [&](const std::string& id) {
    const Json view = s->view(0);
    for (const Json& sp : view["actionSpaces"])
      if (sp["id"] == id) return sp.value("idle", false);
    FAIL("no space " << id);
    return false;
  };
  REQUIRE(idle("carpenterSummer"));
  REQUIRE(idle("laborerSummer"));
  REQUIRE_FALSE(idle("woodcutter"));  // 1 wood per axe
  REQUIRE_FALSE(idle("fisherman"));   // 1 sheep at least
  REQUIRE(s.isLegal(0, s->actionToJson(act(kActPlace, kSpaceCarpenterSummer))));
  s->pl[0].g[kFood] = 2;  // the 2 food alone: still no vehicle to pay, no occupied space to copy
  REQUIRE(idle("laborerSummer"));
  s->pl[0].g[kWood] = 2;  // and a handcart's 2 wood: a real choice
  REQUIRE_FALSE(idle("laborerSummer"));
  // Placed there anyway: nothing changes but the occupied space.
  const Player before = s->pl[0];
  place(s, kSpaceCarpenterSummer);
  std::vector<Action> legal;
  s->pendingLegal(legal);
  for (const Action& a : legal) REQUIRE(a.type == kActStop);
  REQUIRE(s->pl[0].g == before.g);
}
