// Readings of passages the rulebook leaves open, each default and its option
// (ASSUMPTIONS.md), and the numbers the text gives for reconstructed values.
#include "../fixture.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Action;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

namespace {
int usableLand(const ArleState& s) {
  int n = 0;
  for (int sp = 9; sp < kVSpaces; ++sp)
    n += s.usable(0, sp) || (sp >= 15 && s.pl[0].moor[(sp == 15 ? 0 : sp == 16 ? 1 : 2)] >= 0);
  return n;
}
int emptyUsable(const ArleState& s) {
  int n = 0;
  for (int sp = 0; sp < kVSpaces; ++sp) n += s.usable(0, sp) && s.pl[0].tile[sp] == kEmptySpace;
  return n;
}
bool hasUpgrade(const ArleState& s, int kind) {
  std::vector<Action> v;
  s.upgradeOptions(0, v);
  for (const Action& a : v)
    if (a.arg[0] == kind) return true;
  return false;
}
}  // namespace

TEST_CASE("arle: start village, 2 empty Terrain spaces and 4 covered ones (La terre cultivable, p. 9)",
          "[arle]") {
  // Default: the covered spaces hold the start tiles, the moor lies below them
  // (« la tourbière située sous vos cases Terrain utilisées », p. 4).
  Pos s("arle", 1, 3);
  REQUIRE(emptyUsable(*s) == 2);
  REQUIRE(s->countTile(0, kGrainField) + s->countTile(0, kFlaxField) + s->countTile(0, kForest) +
              s->countTile(0, kStall) ==
          4);
  // Option moorStart: « case Terrain … (tuiles Tourbière incluses) » (p. 12): the 4 covered spaces are the
  // moor tiles.
  Pos m("arle", 1, 3, Json{{"moorStart", true}});
  REQUIRE(emptyUsable(*m) == 2);
  REQUIRE(usableLand(*m) == 2 + 4);  // 2 empty, 4 under the 3 moor tiles (the large one covers 2)
  REQUIRE(m->countTile(0, kGrainField) + m->countTile(0, kFlaxField) + m->countTile(0, kForest) +
              m->countTile(0, kStall) ==
          0);
  REQUIRE(m->animals(0, kHorse) == 1);  // « 1 cheval » on the village
  REQUIRE(m->supplyLeft(kForest) == data().limForest);
  m.checkInvariants();
}

TEST_CASE("arle: the goods track starts as data.json says, all six markers on 0 (Mise en place, p. 2)",
          "[arle]") {
  // « 6 marqueurs de ressource » go on the village board as illustrated; the
  // illustration is lost, so the values are a GUESS kept in data.json start.goods
  // (ASSUMPTIONS.md).
  Pos s("arle", 2, 3);
  for (int p = 0; p < 2; ++p)
    for (int g : {kFood, kGrain, kFlax, kHide, kWool}) {
      REQUIRE(s->pl[p].g[g] == data().startGoods[g]);
      REQUIRE(s->pl[p].g[g] == 0);
    }
}

TEST_CASE(
    "arle: only the flips the text names: moor, forest, stall, stable and the cart (Gardien, p. 12, p. 14 "
    "ref. 2 and 4)",
    "[arle]") {
  Pos s("arle", 1, 3);
  Player& P = s->pl[0];
  P.boats = 1;
  s->addEquip(0, kHandcart);
  s->addEquip(0, kCart);
  s->addEquip(0, kCarriage);
  REQUIRE(hasUpgrade(*s, kFlipMoor));
  REQUIRE(hasUpgrade(*s, kFlipForest));
  REQUIRE(hasUpgrade(*s, kFlipStall));
  REQUIRE(hasUpgrade(*s, kFlipCart));            // « lorsque vous améliorez une charrette en charriot »
  REQUIRE_FALSE(hasUpgrade(*s, kFlipPeatBoat));  // the list of arrow tiles is on the lost player aid:
  REQUIRE_FALSE(hasUpgrade(*s, kFlipHandcart));  // by default only the flips the text names
  REQUIRE_FALSE(hasUpgrade(*s, kFlipCarriage));
  s->options.extraUpgrades = true;
  REQUIRE(hasUpgrade(*s, kFlipPeatBoat));
  REQUIRE(hasUpgrade(*s, kFlipHandcart));
  REQUIRE(hasUpgrade(*s, kFlipCarriage));
}

TEST_CASE("arle: with extraUpgrades a peat boat becomes a plough for free (Gardien, p. 12; ref. 4, p. 14)",
          "[arle]") {
  // ref. 4: « Il n'y a aucun cout à payer pour retourner une tuile sur son verso ».
  Pos s("arle", 1, 3, Json{{"extraUpgrades", true}});
  Player& P = s->pl[0];
  P.boats = 1;
  P.ploughs = 0;
  P.g[kWood] = 0;
  s.play(0, {{"type", "place"}, {"space", "warden"}});
  s.play(0, {{"type", "upgrade"}, {"what", "peatBoat"}, {"index", 0}});
  REQUIRE(P.boats == 0);
  REQUIRE(P.ploughs == 1);
  REQUIRE(P.g[kWood] == 0);
}

TEST_CASE(
    "arle: ref. 4 (p. 14), the Warden flips a cart into a horse cart for nothing: « ni bois ni cheval »",
    "[arle]") {
  Pos s("arle", 1, 3);
  Player& P = s->pl[0];
  s->addEquip(0, kCart);
  P.g[kWood] = 0;
  const int horses = s->animals(0, kHorse);
  s.play(0, {{"type", "place"}, {"space", "warden"}});
  s.play(0, {{"type", "upgrade"}, {"what", "cart"}, {"index", 0}});
  CHECK(s->equipCount(0, kCart) == 0);
  CHECK(s->equipCount(0, kHorseCart) == 1);
  CHECK(P.g[kWood] == 0);
  CHECK(s->animals(0, kHorse) == horses);
}

namespace {
// Seat 0 holds no wood, clay or brick, `planks` planks, `bricks` bricks and 9
// food, and opens the Bâtisseur (p. 12).
void innHoldings(Pos& s, int planks, int bricks) {
  Player& P = s->pl[0];
  P.g[kWood] = P.g[kClay] = 0;
  P.g[kPlank] = static_cast<int16_t>(planks);
  P.g[kBrick] = static_cast<int16_t>(bricks);
  P.g[kFood] = 9;  // « et 9 nourritures »
  s.play(0, {{"type", "place"}, {"space", "builder"}});
}
Json innBuild(int pay) { return {{"type", "build"}, {"building", "pottersInn"}, {"pay", pay}}; }
}  // namespace

TEST_CASE(
    "arle: an inn's 2 different materials may be 2 planks or 2 bricks (Remarques complémentaires ref. 2, "
    "p. 14; Phase 2, p. 6)",
    "[arle]") {
  // p. 14: « 2 matériaux de construction différents (1 bois et 1 madrier par exemple) et 9 nourritures »;
  // p. 6: « Peu importe l'action … vous pouvez toujours payer un madrier à la place d'un bois et une brique
  // à la place d'une argile ». Way 6: plank + plank (wood + plank); way 7: brick + brick (clay + brick).
  Cost twoPlanks{}, twoBricks{};
  twoPlanks[kPlank] = 2, twoPlanks[kFood] = 9;
  twoBricks[kBrick] = 2, twoBricks[kFood] = 9;
  REQUIRE(data().buildings[kPottersInn].payments[6] == twoPlanks);
  REQUIRE(data().buildings[kPottersInn].payments[7] == twoBricks);
  for (int bricks : {0, 2}) {
    Pos s("arle", 1, 3);  // firstGame: the potter's inn is on the board
    REQUIRE(s->bowner[kPottersInn] == -1);
    innHoldings(s, 2 - bricks, bricks);
    const int way = bricks ? 7 : 6;
    REQUIRE(s.find(0, {{"type", "build"}, {"building", "pottersInn"}}).size() == 1);
    s.play(0, innBuild(way));
    REQUIRE(s->pl[0].g[kPlank] == 0);
    REQUIRE(s->pl[0].g[kBrick] == 0);
    REQUIRE(s->pl[0].g[kFood] == 0);
    REQUIRE(s->bowner[kPottersInn] == 0);
    s.checkInvariants();
  }
}

TEST_CASE("arle: option strictInnMaterials, an inn takes two different tiles (ref. 2, p. 14)", "[arle]") {
  for (int bricks : {0, 2}) {
    Pos s("arle", 1, 3, Json{{"strictInnMaterials", true}});
    innHoldings(s, 2 - bricks, bricks);
    REQUIRE_FALSE(s.isLegal(0, innBuild(bricks ? 7 : 6)));
    REQUIRE(s.find(0, {{"type", "build"}, {"building", "pottersInn"}}).empty());
    REQUIRE_FALSE(s->canBuild(0, kPottersInn, bricks ? 7 : 6));
  }
  // « 1 bois et 1 madrier » stays legal.
  Pos s("arle", 1, 3, Json{{"strictInnMaterials", true}});
  Player& P = s->pl[0];
  P.g[kWood] = 1, P.g[kClay] = 0, P.g[kPlank] = 1, P.g[kBrick] = 0, P.g[kFood] = 9;
  s.play(0, {{"type", "place"}, {"space", "builder"}});
  s.play(0, innBuild(1));
  REQUIRE(P.g[kWood] + P.g[kPlank] + P.g[kFood] == 0);
}

TEST_CASE(
    "arle: the recommended dark-green houses for a first game with them (Index des tuiles Bâtiment, p. 18)",
    "[arle]") {
  Pos s("arle", 2, 7, Json{{"firstGame", false}, {"recommendedDarkGreen", true}});
  for (int b : {kWeavingParlor, kColonistsHouse, kCarpentersWorkshop, kSchnapsDistillery})
    REQUIRE(s->bowner[b] == -1);
  for (int b : {kLoadingDock, kSmallShop, kTimberMerchant}) REQUIRE(s->bowner[b] == -2);
  int light = 0;
  for (int b = kFarmersHouse; b <= kWorkshop; ++b) light += s->bowner[b] == -1;
  REQUIRE(light == 0);
}

TEST_CASE(
    "arle: equipment goes back to the supply at any time, an empty vehicle too (Déplacer les éléments, p. 9)",
    "[arle]") {
  Pos s("arle", 1, 3);
  s->addEquip(0, kHandcart);
  s->phase = kPhaseSubsistence;  // subsistence, outside the work phase
  s->step = 0;
  REQUIRE(s.isLegal(0, {{"type", "discard"}, {"equipment", "handcart"}, {"index", 0}}));
  s.play(0, {{"type", "discard"}, {"equipment", "handcart"}, {"index", 0}});
  REQUIRE(s->pl[0].nveh == 0);
}

TEST_CASE(
    "arle: travel experience, one space per destination size, at most 10 VP (Expérience de voyage, p. 16)",
    "[arle]") {
  int spaces = 0;
  for (const DestData& d : data().dests) spaces += d.size;
  REQUIRE((int)data().travelVp.size() == spaces + 1);  // the first empty space above the tiles
  REQUIRE(data().travelVp.back() == 10);               // « peut rapporter jusqu'à 10 PV »
  for (size_t i = 1; i < data().travelVp.size(); ++i) REQUIRE(data().travelVp[i] >= data().travelVp[i - 1]);
}

TEST_CASE(
    "arle: names as the French rulebook writes them, building costs in both languages (Index, p. 18-19)",
    "[arle]") {
  REQUIRE(data().dests[kBremen].fr == "Bremen");
  REQUIRE(data().spaces[kSpaceWoodcutter].fr == "Bucheron");
  REQUIRE(data().spaces[kSpaceMasterSummer].fr == "Maitre");
  Pos s("arle", 2, 1);
  Json v = s->view(0);
  bool checked = false;
  for (const Json& b : v["buildings"])
    if (b["id"] == "mill") {
      REQUIRE(b["cost"] == "1 plank + 8 flax or 8 grain");  // the board's key, kept
      REQUIRE(b["costNames"]["fr"] ==
              "1 madrier + 8 lins ou 8 blés");  // « 1 madrier et, au choix, 8 lins ou 8 blés »
      REQUIRE(b["payments"].size() == 2);
      REQUIRE(b["payments"][1] == Json{{"plank", 1}, {"grain", 8}});
      checked = true;
    }
  REQUIRE(checked);
  // « 2 matériaux de construction différents »: the 6 pairs of different tiles, then 2 planks and 2 bricks
  // (a plank for the wood, a brick for the clay, p. 6).
  REQUIRE(data().buildings[kPottersInn].payments.size() == 8);
  REQUIRE(data().buildings[kPottersInn].costFr == "2 matériaux de construction différents + 9 nourritures");
  REQUIRE(data().buildings[kFarmersHouse].costFr == "1 matériau de construction + 1 blé");
}

TEST_CASE(
    "arle: the game ends after the 9th half-year, a summer, after its November inventory (Vainqueur et fin "
    "de partie, p. 16)",
    "[arle]") {
  Pos s("arle", 1, 3);
  s->half = 9;
  REQUIRE(s->summer());
  s->endHalfYear();
  REQUIRE(s->phase == kPhaseFinal);  // only the final peat-boat exchanges remain
  REQUIRE(s->half == 9);
}

TEST_CASE(
    "arle: the turnery, « recevez 1 bois et extrayez 2 jetons Tourbe par forêt » read per forest; option "
    "turneryWoodOnce, 1 wood in all (Atelier de tournage, p. 18)",
    "[arle]") {
  for (bool once : {false, true}) {
    Pos s("arle", 1, 3, Json{{"turneryWoodOnce", once}});
    Player& P = s->pl[0];
    s->bowner[kTurnery] = -1;
    P.g[kWood] = 0, P.g[kPlank] = 1, P.g[kBrick] = 1;
    P.tile[9] = kForest;  // two forests (the start forest on space 11)
    P.moor[1] = 1, P.moorPeat[1] = 4;
    s->build(0, kTurnery, 0);
    REQUIRE(P.g[kWood] == (once ? 1 : 2));
    REQUIRE(s->decisions.top().kind == kAskExtract);
    REQUIRE(s->decisions.top().a == 4);  // 2 peat per forest either way
  }
  // With no forest at all, the option still gives its 1 wood; the default gives nothing.
  for (bool once : {false, true}) {
    Pos s("arle", 1, 3, Json{{"turneryWoodOnce", once}});
    s->bowner[kTurnery] = -1;
    Player& P = s->pl[0];
    P.g[kWood] = 0, P.g[kPlank] = 1, P.g[kBrick] = 1;
    P.tile[11] = kEmptySpace;
    s->build(0, kTurnery, 0);
    REQUIRE(P.g[kWood] == (once ? 1 : 0));
    REQUIRE(s->decisions.empty());
  }
}

TEST_CASE(
    "arle: the saddlery and Lütetsburg move tool markers one space, which the effect text says (Sellerie, "
    "Château de Lütetsburg, p. 18; Outils, p. 19)",
    "[arle]") {
  // « déplacez gratuitement votre marqueur Râteliers de tannage d'1 case »: 3 → 5 fleshing beams.
  Pos s("arle", 1, 3);
  s->bowner[kSaddlery] = -1;
  s->pl[0].g[kPlank] = 2, s->pl[0].g[kLeather] = 3;
  s->build(0, kSaddlery, 0);
  REQUIRE(s->toolValue(0, kTanningRacks) == 5);
  const BuildingData& saddlery = data().buildings[kSaddlery];
  REQUIRE(saddlery.textFr.find("avance d’une case") != std::string::npos);
  REQUIRE(saddlery.textEn.find("moves one space") != std::string::npos);
  REQUIRE(saddlery.textFr.find("+1") == std::string::npos);
  // « déplacez gratuitement d'une case … Bêches, Tours de potier et Établis »: spades 3 → 5.
  const BuildingData& lutetsburg = data().buildings[kLutetsburgCastle];
  REQUIRE(lutetsburg.textFr.find("avancent d’une case") != std::string::npos);
  REQUIRE(lutetsburg.textEn.find("move one space") != std::string::npos);
  REQUIRE(lutetsburg.textFr.find("+1") == std::string::npos);
}

TEST_CASE(
    "arle: the winter carpenter turns one stall into a stable (« 1 stalle contre 1 étable », p. 13); option "
    "carpenterStables, as many as paid for (the grey arrows, p. 12)",
    "[arle]") {
  for (bool any : {false, true}) {
    Pos s("arle", 1, 11, Json{{"carpenterStables", any}});
    s->half = 2;
    Player& P = s->pl[0];
    P.g = {};
    P.g[kBrick] = 4, P.g[kClay] = 2, P.g[kGrain] = 1;  // two stables' bricks, a stall's clay and grain
    P.tile[9] = kStall;                                // a second stall beside the start one (space 12)
    s.play(0, s->actionToJson(act(kActPlace, kSpaceCarpenterWinter)));
    s.play(0, s->actionToJson(act(kActPick, kPickStable, 9)));
    CHECK(P.tile[9] == kStable);
    CHECK(P.g[kBrick] == 2);
    // The option offers the other stall for 2 more bricks, and no new stall: the action was the stable.
    CHECK(s.isLegal(0, s->actionToJson(act(kActPick, kPickStable, 12))) == any);
    CHECK_FALSE(s.isLegal(0, s->actionToJson(act(kActPick, kPickStall))));
    if (!any) continue;
    s.play(0, s->actionToJson(act(kActPick, kPickStable, 12)));
    CHECK(P.tile[12] == kStable);
    CHECK(P.g[kBrick] == 0);
    // No stall left to turn: the action ends by itself, with no lone "stop" to answer.
    CHECK((s->decisions.empty() || s->decisions.top().kind != kAskCarpenterWinter));
    CHECK_FALSE(s.isLegal(0, s->actionToJson(act(kActStop))));
  }
}
