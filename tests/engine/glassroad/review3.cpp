// Third rules review (REVIEW.md): the items and worked examples of the
// rulebook that had no test of their own.
#include "shape.hpp"

using namespace grt;

namespace {
double breakdownOf(const Pos& s, int seat, const char* id) {
  const Json sc = s->scores();
  const Json& b = sc["players"][seat]["breakdown"];
  return b.contains(id) ? b[id].get<double>() : 0.0;
}
}  // namespace

TEST_CASE(
    "Matériel, p. 2 and Annexe 2: 93 tiles, 31 per back, 6 upgrades without a chapel, 39 glass and 58 bricks",
    "[glassroad]") {
  const Data& D = data();
  REQUIRE(D.buildings.size() >= static_cast<size_t>(kTiles));
  CHECK(kTiles == 93);
  int perKind[3] = {0, 0, 0}, chapel[3] = {0, 0, 0}, upgrades = 0, glass = 0, brick = 0;
  for (int b = 0; b < kTiles; ++b) {
    const BuildingDef& def = D.buildings[b];
    ++perKind[def.kind];
    chapel[def.kind] += def.beginner;
    if (def.upgrades >= 0) {
      ++upgrades;
      CHECK_FALSE(def.beginner);  // « Parmi les bâtiments pour joueurs expérimentés (sans chapelle) »
    }
    glass += def.cost[1];
    brick += def.cost[3];
  }
  CHECK(perKind[bkConversion] == 31);
  CHECK(perKind[bkImmediate] == 31);
  CHECK(perKind[bkPoints] == 31);
  // The asterisks of Annexe 2: 19 conversion, 15 immediate, 15 point buildings with a chapel.
  CHECK(chapel[bkConversion] == 19);
  CHECK(chapel[bkImmediate] == 15);
  CHECK(chapel[bkPoints] == 15);
  CHECK(upgrades == 6);  // « vous trouverez 6 améliorations des bâtiments de base »
  // ATELIER DE VITRIER: « Au total, 39 verres sont nécessaires à la construction des 93 bâtiments »;
  // FABRIQUE DE MÂCHEFER: « Au total, 58 briques ».
  CHECK(glass == 39);
  CHECK(brick == 58);
  CHECK(D.cards.size() == 15u);  // « 4 séries de 15 cartes Artisan »
}

TEST_CASE(
    "Mise en place, p. 3: 6 forests over 2 squares each, 2 quarries, 2 groves, 2 ponds, 3 base buildings",
    "[glassroad]") {
  auto s = fresh(4);
  for (int p = 0; p < 4; ++p) {
    CHECK(s->forestCount(p) == 6);
    CHECK(s->count(p, sqForest) == 12);
    CHECK(s->count(p, sqQuarry) == 2);
    CHECK(s->count(p, sqGrove) == 2);
    CHECK(s->count(p, sqPond) == 2);
    CHECK(s->count(p, sqBuilding) == 3);
    CHECK(s->tileBuildings(p) == 0);
    CHECK_FALSE(s->hasEmptySquare(p));
  }
  // 24 forest tiles in the box: 6 per landscape.
  CHECK(4 * s->forestCount(0) == 24);
  // p. 4: about half of each pile set aside; 4 tiles per row at 1-3 players, 5 at 4.
  for (int row = 0; row < 3; ++row) CHECK(s->pile[row].size() + s->aside[row].size() + 5 == 31u);
  auto three = fresh(3);
  int shown = 0;
  for (int row = 0; row < 3; ++row)
    for (int k = 0; k < 5; ++k) shown += three->board[row][k] >= 0;
  CHECK(shown == 12);  // « il y a 12 tuiles Bâtiment révélées sur le plateau Chantier »
}

TEST_CASE(
    "Annexe 1, Cultivateur (example): a pond beside an empty square, then the sandy islet there gives 2 sand",
    "[glassroad]") {
  auto s = fresh(3);
  clearLandscape(*s, 0);
  setGlassWheel(*s, 0, 0, 0, 1, 1, 2, 0);  // sand on 0: the wheel stays still
  offerOnBoard(*s, sandy_islet);
  resolveCard(*s, 0, cultivator, true);  // alone: both abilities
  s.play(0, ability(0));
  s.play(0, Json{{"type", "placeTerrain"}, {"terrain", "pond"}, {"square", sqAt(1, 4)}});
  s.play(0, ability(1));
  s.play(0, Json{{"type", "build"}, {"building", "sandy_islet"}, {"square", sqAt(1, 5)}});
  CHECK(offered(s, 0, act(aGain, rSand, wGlass, 2)));
  CHECK_FALSE(offered(s, 0, act(aGain, rSand, wGlass, 3)));
  s.play(0, gain("sand", "glass", 2));
  CHECK(s->pl[0].wheel[wGlass][rSand] == 2);
  CHECK(s->pl[0].wheel[wGlass][rWood] == 1);  // the islet cost 1 wood
}

TEST_CASE("Annexe 1, Garde forestier (example): the grove just placed counts at once", "[glassroad]") {
  auto s = fresh(3);
  s->pl[0].sq[sqAt(0, 3)] = Square{};  // clear a forest's two squares
  s->pl[0].sq[sqAt(0, 4)] = Square{};
  setGlassWheel(*s, 0, 0, 0, 1, 1, 1, 0);
  setBrickWheel(*s, 0, 1, 0, 0, 0);
  resolveCard(*s, 0, forester, true);
  s.play(0, ability(0));
  s.play(0, Json{{"type", "placeTerrain"}, {"terrain", "grove"}, {"square", sqAt(0, 3)}});
  s.play(0, gain("wood", "glass", 1));
  s.play(0, ability(1));
  // 3 groves now (2 at the start + 1): food on either wheel (P2), or wood.
  CHECK(offered(s, 0, act(aGain, rFood, wBrick, 3)));
  CHECK(offered(s, 0, act(aGain, rFood, wGlass, 3)));
  CHECK(offered(s, 0, act(aGain, rWood, wGlass, 3)));
  CHECK_FALSE(offered(s, 0, act(aGain, rFood, wBrick, 4)));
}

TEST_CASE("Annexe 1, Livreur de combustibles: up to 5 coal in the solo game (6 cards in phase 4)",
          "[glassroad]") {
  auto s = fresh(1);
  CHECK(data().soloCards[3] == 6);
  // Phase 4: 6 cards picked; the fuel merchant drawn first leaves 5 in hand.
  s->phase = 3;
  s->pl[0].hand = (1 << worker) | (1 << forester) | (1 << builder) | (1 << carpenter) | (1 << supplier);
  setGlassWheel(*s, 0, 0, 1, 0, 3, 4, 0);
  setBrickWheel(*s, 0, 1, 2, 0, 0);
  resolveCard(*s, 0, fuel_merchant, false);
  s.play(0, Json{{"type", "pay"}});
  s.play(0, ability(0));
  CHECK(offered(s, 0, act(aGain, rCoal, wBrick, 5)));
  CHECK_FALSE(offered(s, 0, act(aGain, rCoal, wBrick, 6)));
}

TEST_CASE("Annexe 2: an upgrade needs no empty square (step 2 of a build)", "[glassroad]") {
  auto s = fresh(3);
  REQUIRE_FALSE(s->hasEmptySquare(0));  // the start landscape is full
  setGlassWheel(*s, 0, 0, 1, 2, 3, 2, 1);
  setBrickWheel(*s, 0, 4, 2, 0, 1);
  offerOnBoard(*s, masons_guild, 0);
  offerOnBoard(*s, hunting_lodge, 1);
  resolveCard(*s, 0, cultivator, false);
  s.play(0, ability(1));
  const int fraternity = s->squareOf(0, bricklayersFraternity);
  CHECK(offered(s, 0, act(aBuild, masons_guild, fraternity)));
  for (int q = 0; q < data().squares; ++q) CHECK_FALSE(offered(s, 0, act(aBuild, hunting_lodge, q)));
  s.play(0, Json{{"type", "build"}, {"building", "masons_guild"}, {"square", fraternity}});
  CHECK(s->pl[0].sq[fraternity].upgrade == masons_guild);
  CHECK(s->tileBuildings(0) == 0);  // « Améliorer un bâtiment de base n'augmente pas votre total »
}

TEST_CASE("Pour les parties à 3 joueurs, p. 7 and Annexe 2: upgrades do not count among the buildings",
          "[glassroad]") {
  auto s = fresh(3);
  s->phase = 2;
  s->first = 0;
  for (int p = 0; p < 3; ++p) clearLandscape(*s, p);
  placeTile(*s, 0, sand_pit, 5);
  placeTile(*s, 1, spa, 5);
  placeTile(*s, 2, glassworks, -1);  // an upgrade only: 0 buildings
  s->endPhase();
  CHECK(s->first == 2);  // counting the upgrade, seats 1 and 2 would tie and seat 1 would get the glass
}

TEST_CASE("ÉGLISE DU VILLAGE (Annexe 2): removing a pond beside it in the final window adds a point",
          "[glassroad]") {
  auto s = fresh(2);
  clearLandscape(*s, 0);
  placeTile(*s, 0, village_church, sqAt(1, 4));
  setSquare(*s, 0, sqAt(1, 5), sqPond);
  setSquare(*s, 0, sqAt(0, 4), sqQuarry);
  setSquare(*s, 0, sqAt(2, 4), sqGrove);
  setSquare(*s, 0, sqAt(1, 3), sqPond);
  CHECK(breakdownOf(s, 0, "village_church") == 4);  // 4 points + 0 empty squares
  s->phase = s->phases;
  s->stage = stFinal;
  s.play(0, Json{{"type", "removeTerrain"}, {"square", sqAt(1, 5)}});
  s.play(0, Json{{"type", "removeTerrain"}, {"square", sqAt(0, 4)}});
  CHECK(breakdownOf(s, 0, "village_church") == 6);
}

TEST_CASE("Informations sur les roues, p. 7: the wheel turns only when both brown sectors are empty",
          "[glassroad]") {
  auto s = fresh(3);
  // Sector 0 empty but the glass on 3 (the small zone's brown sector): no turn.
  setGlassWheel(*s, 0, 1, 1, 1, 1, 1, 3);
  s->settle(0);
  CHECK(s->pl[0].wheel[wGlass][rGlass] == 3);
  CHECK(s->pl[0].wheel[wGlass][rSand] == 1);
  // Spending the glass frees the brown sector 3: after the payment the wheel turns (steps 4-5 of a build).
  setGlassWheel(*s, 0, 1, 1, 1, 1, 2, 3);
  setBrickWheel(*s, 0, 0, 2, 0, 0);
  s->pl[0].sq[sqAt(0, 3)] = Square{};
  s->pl[0].sq[sqAt(0, 4)] = Square{};
  offerOnBoard(*s, botanical_garden, 1);  // JARDIN BOTANIQUE: 1 wood, 2 glass
  resolveCard(*s, 0, cultivator, false);
  s.play(0, ability(1));
  s.play(0, Json{{"type", "build"}, {"building", "botanical_garden"}, {"square", sqAt(0, 3)}});
  // Paid 1 wood (2 -> 1) and 2 glass (3 -> 1): both brown sectors empty, one turn, then sector 0 is full.
  CHECK(s->pl[0].wheel[wGlass][rGlass] == 2);
  for (int r : {rSand, rFood, rCoal, rWater, rWood}) CHECK(s->pl[0].wheel[wGlass][r] == 0);
  CHECK(s->pl[0].glassSpent == 2);
}

namespace {
constexpr int kNoPoints = -99;  // a point building: an empty POINTS column, only its end bonus
struct AnnexRow {
  const char* id;
  int wood, glass, clay, brick, points;
  bool chapel;
};
// Annexe 2, the three tables, row by row: COÛT (wood, glass, clay, brick), POINTS, and the asterisk (chapel).
const AnnexRow kAnnex2[] = {
    {"clay_pit", 2, 0, 0, 0, 0, true},                        // ARGILIÈRE
    {"engraving_workshop", 1, 1, 0, 0, 1, true},              // ATELIER DE GRAVURE
    {"inn", 2, 1, 0, 1, 3, true},                             // AUBERGE
    {"clay_basin", 0, 0, 0, 0, 0, false},                     // BASSIN ARGILEUX
    {"notary_office", 0, 1, 1, 0, 2, false},                  // BUREAU DE NOTAIRE
    {"county_office", 1, 1, 0, 0, 3, false},                  // BUREAU DU COMTÉ
    {"builders_hut", 3, 0, 0, 1, 2, true},                    // CABANE DE BÂTISSEURS
    {"lumberjacks_hut", 0, 0, 2, 1, 2, true},                 // CABANE DE BUCHERONS
    {"marsh_hut", 0, 0, 2, 0, 1, true},                       // CABANE DES MARAIS
    {"construction_company", 1, 0, 0, 2, 2, false},           // COMPAGNIE DE CONSTRUCTION
    {"sand_depot", 1, 0, 1, 0, 0, true},                      // DÉPÔT DE SABLE
    {"roofers", 0, 1, 3, 0, 3, false},                        // ENTREPRISE DE COUVREURS
    {"potash_maker", 1, 0, 1, 1, 1, false},                   // FABRICANT DE POTASSE
    {"ceramics_factory", 2, 0, 0, 2, 4, false},               // FABRIQUE DE CÉRAMIQUE
    {"farm", 0, 1, 2, 0, 1, false},                           // FERME
    {"charcoal_kiln", 0, 0, 3, 0, 0, true},                   // FOUR À CHARBON
    {"furnace", 2, 0, 0, 2, 3, true},                         // FOURNEAU
    {"reed_hut", 0, 0, 1, 0, 0, false},                       // HUTTE DE ROSEAUX
    {"settlers_house", 1, 0, 1, 0, 1, true},                  // MAISON COLONIALE
    {"shingle_maker", 1, 0, 3, 0, 1, false},                  // MANUFACTURE DE BARDEAUX
    {"joinery", 0, 1, 3, 0, 2, true},                         // MENUISERIE
    {"guesthouse", 4, 1, 0, 0, 2, true},                      // PENSION
    {"tree_nursery", 0, 0, 2, 0, 0, false},                   // PÉPINIÈRE
    {"hardware_store", 1, 0, 0, 1, 1, true},                  // QUINCAILLERIE
    {"sandworks", 3, 0, 1, 1, 2, true},                       // SABLERIE
    {"sand_pit", 1, 0, 0, 0, 0, true},                        // SABLONNIÈRE
    {"sawmill", 1, 0, 2, 2, 2, false},                        // SCIERIE
    {"soup_kitchen", 2, 0, 2, 0, 1, true},                    // SOUPE POPULAIRE
    {"spa", 1, 2, 3, 0, 4, true},                             // STATION THERMALE
    {"silt_pit", 3, 0, 0, 1, 2, true},                        // TANGUIÈRE
    {"cooperage", 1, 0, 0, 2, 3, true},                       // TONNELLERIE
    {"carpenters_workshop", 0, 0, 1, 2, 2, true},             // ATELIER DE MENUISIER
    {"sculptors_workshop", 0, 1, 2, 0, 2, false},             // ATELIER DE SCULPTURE
    {"landscaping_office", 0, 2, 4, 0, 3, false},             // BUREAU DE PAYSAGISTE
    {"tool_shed", 2, 2, 0, 0, 4, true},                       // CABANE À OUTILS
    {"forest_hut", 0, 1, 1, 0, 2, false},                     // CABANE SYLVESTRE
    {"shack", 1, 0, 0, 0, 0, true},                           // CABANON
    {"artists_camp", 1, 0, 0, 0, 1, false},                   // CAMPMENT D'ARTISTES
    {"winery", 0, 1, 1, 2, 4, false},                         // CHAI VINICOLE
    {"water_tower", 0, 0, 1, 3, 4, true},                     // CHÂTEAU D'EAU
    {"dairy", 2, 0, 1, 0, 1, true},                           // CRÈMERIE
    {"clay_depot", 0, 0, 1, 1, 2, false},                     // DÉPÔT D'ARGILE
    {"wood_depot", 0, 0, 1, 0, 1, false},                     // DÉPÔT DE BOIS
    {"fuel_depot", 1, 0, 0, 1, 1, true},                      // DÉPÔT DE COMBUSTIBLE
    {"raftsman", 0, 0, 3, 0, 1, true},                        // DRAVEUR
    {"builders_storehouse", 0, 0, 0, 1, 0, true},             // ENTREPÔT DES BÂTISSEURS
    {"river_warehouse", 1, 0, 0, 0, 1, true},                 // ENTREPÔT FLUVIAL
    {"barn", 2, 0, 3, 0, 2, true},                            // GRANGE
    {"boathouse", 1, 0, 2, 0, 2, false},                      // HANGAR À BATEAUX
    {"loess_islet", 2, 0, 0, 0, 1, false},                    // ILOT DE LÈSS
    {"sandy_islet", 1, 0, 0, 0, 1, false},                    // ILOT SABLONNEUX
    {"country_house", 2, 1, 0, 1, 4, true},                   // MAISON DE CAMPAGNE
    {"guild_house", 3, 2, 0, 0, 4, false},                    // MAISON DE LA CONFRÉRIE
    {"wood_merchant", 1, 0, 2, 1, 1, false},                  // NÉGOCIANT EN BOIS
    {"fishery", 0, 1, 0, 1, 2, false},                        // PÊCHERIE
    {"loess_plateau", 0, 0, 0, 0, -1, false},                 // PLATEAU DE LÈSS
    {"clay_embankment", 2, 0, 0, 0, 0, true},                 // REMBLAI D'ARGILE
    {"sand_reserve", 0, 0, 0, 0, 0, true},                    // RÉSERVE DE SABLE
    {"reservoir", 3, 0, 1, 0, 1, true},                       // RÉSERVOIR D'EAU
    {"hot_spring", 0, 2, 2, 0, 4, false},                     // SOURCE CHAUDE
    {"stockpile", 2, 0, 2, 0, 1, true},                       // STOCK
    {"tavern", 1, 0, 1, 0, 0, false},                         // TAVERNE
    {"cabinetmakers_workshop", 0, 1, 1, 0, kNoPoints, true},  // ATELIER D'ÉBÉNISTE
    {"pottery_studio", 2, 1, 1, 2, kNoPoints, true},          // ATELIER DE CÉRAMIQUE
    {"potters_workshop", 1, 0, 0, 1, kNoPoints, true},        // ATELIER DE POTIER
    {"glaziers_workshop", 1, 0, 1, 1, kNoPoints, true},       // ATELIER DE VITRIER
    {"bathhouse", 1, 2, 0, 1, kNoPoints, false},              // BAINS PUBLICS
    {"fish_ponds", 1, 0, 2, 0, kNoPoints, false},             // BASSINS DE PISCICULTURE
    {"bargemen", 2, 0, 2, 2, kNoPoints, true},                // BATELLERIE
    {"estate", 2, 1, 0, 2, kNoPoints, true},                  // DOMAINE
    {"lock", 1, 0, 3, 2, kNoPoints, true},                    // ÉCLUSE
    {"village_church", 2, 2, 2, 2, kNoPoints, false},         // ÉGLISE DU VILLAGE
    {"warehouse", 2, 0, 3, 0, kNoPoints, false},              // ENTREPÔT
    {"coal_store", 0, 0, 3, 0, kNoPoints, true},              // ENTREPÔT DE CHARBON
    {"extension", 1, 0, 2, 1, kNoPoints, true},               // EXTENSION
    {"factory", 4, 0, 0, 3, kNoPoints, false},                // FABRIQUE
    {"coal_works", 3, 0, 3, 1, kNoPoints, false},             // FABRIQUE DE CHARBON
    {"clinker_works", 3, 1, 3, 0, kNoPoints, true},           // FABRIQUE DE MÂCHEFER
    {"pantry", 0, 0, 0, 1, kNoPoints, false},                 // GARDE-MANGER
    {"ice_house", 1, 0, 2, 0, kNoPoints, true},               // GLACIÈRE
    {"masons_guild", 2, 1, 4, 1, kNoPoints, false},           // GUILDE DES MAÇONS
    {"botanical_garden", 1, 2, 0, 0, kNoPoints, true},        // JARDIN BOTANIQUE
    {"store", 2, 1, 0, 1, kNoPoints, false},                  // MAGASIN
    {"half_timbered_house", 2, 1, 1, 0, kNoPoints, false},    // MAISON À COLOMBAGES
    {"nature_friends_house", 2, 0, 1, 0, kNoPoints, false},   // MAISON DES AMIS DE LA NATURE
    {"forest_house", 3, 0, 0, 0, kNoPoints, false},           // MAISON FORESTIÈRE
    {"manor", 2, 2, 2, 0, kNoPoints, false},                  // MANOIR
    {"water_mill", 4, 0, 4, 2, kNoPoints, true},              // MOULIN À EAU
    {"hunting_lodge", 1, 0, 0, 0, kNoPoints, false},          // PAVILLON DE CHASSE
    {"forest_lodge", 1, 0, 0, 1, kNoPoints, true},            // PAVILLON FORESTIER
    {"silt_reserve", 2, 0, 3, 2, kNoPoints, true},            // RÉSERVE DE LIMON
    {"glassworks", 3, 1, 0, 1, kNoPoints, false},             // VERRERIE
    {"glassblowers_village", 3, 0, 2, 1, kNoPoints, false},   // VILLAGE DE VERRIERS
};
}  // namespace

TEST_CASE("Annexe 2: every building tile's cost, points and chapel mark as printed in the tables",
          "[glassroad]") {
  const Data& D = data();
  CHECK(std::size(kAnnex2) == 93u);
  std::vector<bool> seen(kTiles, false);
  for (const AnnexRow& r : kAnnex2) {
    INFO(r.id);
    int b = -1;
    for (int i = 0; i < kTiles; ++i)
      if (D.buildings[i].id == r.id) b = i;
    REQUIRE(b >= 0);
    CHECK_FALSE(seen[b]);
    seen[b] = true;
    const BuildingDef& def = D.buildings[b];
    CHECK(def.cost == std::array<int8_t, 4>{static_cast<int8_t>(r.wood), static_cast<int8_t>(r.glass),
                                            static_cast<int8_t>(r.clay), static_cast<int8_t>(r.brick)});
    CHECK(def.points == (r.points == kNoPoints ? 0 : r.points));
    CHECK((def.kind == bkPoints) == (r.points == kNoPoints));
    CHECK(def.beginner == r.chapel);
  }
}

TEST_CASE(
    "Informations complémentaires, p. 5: cards still in hand after 3 rounds cannot be played this phase",
    "[glassroad]") {
  auto s = fresh(3);
  const char* hands[3][5] = {
      {"worker", "forester", "pond_builder", "cultivator", "supplier"},
      {"feudal_lord", "builder", "carpenter", "woodcutter", "clearing_farmer"},
      {"clay_digger", "fuel_merchant", "charcoal_burner", "fisherman", "water_carrier"}};
  for (int p = 0; p < 3; ++p)
    for (const char* c : hands[p]) s.play(p, cardJ("pick", c));
  for (int r = 0; r < 3; ++r) {
    REQUIRE(s->phase == 0);
    REQUIRE(s->round == r);
    for (int p = 0; p < 3; ++p) s.play(p, cardJ("faceDown", hands[p][r]));
    if (r == 2)
      for (int p = 0; p < 3; ++p) CHECK(s->handSize(p) == 2);  // nobody was forced: 2 cards left each
    while (!s->decisions.empty()) s.play(s->decisions.top().player, pass());
  }
  CHECK(s->phase == 1);  // the phase ends after 3 rounds, the 2 cards unplayed
  CHECK(s->stage == stPick);
}

TEST_CASE("Actions permanentes, p. 8: quarries, groves and ponds may be removed, forests and buildings never",
          "[glassroad]") {
  auto s = fresh(3);
  for (int q = 0; q < data().squares; ++q) {
    const int k = s->pl[0].sq[q].kind;
    INFO(q);
    CHECK(offered(s, 0, act(aRemoveTerrain, q)) == (k == sqQuarry || k == sqGrove || k == sqPond));
  }
}
