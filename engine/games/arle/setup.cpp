// The Game object (info, options) and the set-up ("Mise en place", p. 2-3).
#include "core/options.hpp"
#include "state.hpp"

namespace arle {

void ArleState::setup(int players, uint64_t seed, const Options& opts) {
  const Data& d = data();
  nP = players;
  options = opts;
  rng.seed(seed);
  fp = nP == 1 ? 0 : rng.below(nP);
  bowner.fill(-2);
  auto pick = [&](std::vector<int> ids, int n) {
    rng.shuffle(ids);
    for (int i = 0; i < n; ++i) bowner[ids[i]] = -1;
  };
  // p. 2: 4 light-green houses for a first game, else 4 of the 7 dark-green ones.
  if (options.firstGame) pick({kFarmersHouse, kPloughMakersWorkshop, kNoviceHut, kWorkshop}, 4);
  // p. 18: « Nous vous recommandons donc d'utiliser l'échoppe de tissage, la maison de colon,
  // l'atelier de charpentier et la distillerie de schnaps lors de votre première partie »
  else if (options.recommendedDarkGreen)
    pick({kWeavingParlor, kColonistsHouse, kCarpentersWorkshop, kSchnapsDistillery}, 4);
  else
    pick({kWeavingParlor, kColonistsHouse, kCarpentersWorkshop, kSchnapsDistillery, kLoadingDock, kSmallShop,
          kTimberMerchant},
         4);
  pick({kTurnery, kSmokehouse, kSmithy, kCooperage, kBakehouse}, 2);
  for (int b = kMill; b <= kCoastalHouse; ++b) bowner[b] = -1;
  // p. 18: the inns recommended for a first game.
  if (options.firstGame)
    pick({kPottersInn, kFarmersInn, kJunkDealersInn}, 3);
  else
    pick({kPottersInn, kFarmersInn, kJunkDealersInn, kGulfInn, kDairyInn, kLockInn}, 3);
  for (int b = kVillageChurch; b <= kBerumCastle; ++b) bowner[b] = -1;
  for (int p = 0; p < 2; ++p) {
    Player P;
    P.bld.fill(-1);
    if (p < nP) {
      P.g = d.startGoods;  // the goods track (ASSUMPTIONS.md, GUESS)
      P.g[kWood] = static_cast<int16_t>(d.startWood);
      P.g[kClay] = static_cast<int16_t>(d.startClay);
      P.g[kPeat] = static_cast<int16_t>(d.startPeat);
      if (options.moorStart) {
        P.an[2 * 9][kHorse] = 1;  // 2 empty spaces, the horse on one of them
      } else {
        // Start tiles (ASSUMPTIONS.md §Village): grain field, flax field, forest, stall with the horse.
        P.tile[9] = kGrainField;
        P.tile[10] = kFlaxField;
        P.tile[11] = kForest;
        P.tile[12] = kStall;
        P.an[2 * 12][kHorse] = 1;
      }
      P.moor = {1, 0, 0};
      P.moorPeat = {static_cast<int8_t>(d.moorPeat), 0, 0};
    } else {
      P.moor = {-1, -1, -1};
    }
    pl[p] = P;
  }
  half = 1;
  startHalfYear();
}

// The core's set-up (options checked and filled with their defaults by makeSetup).
void ArleState::setup(const ludo::Setup& setup) {
  const ludo::Json& o = setup.options;
  auto flag = [&](const char* id, bool def) {
    return o.is_object() && o.contains(id) && o[id].is_boolean() ? o[id].get<bool>() : def;
  };
  Options opts;
  opts.firstGame = flag("firstGame", true);
  opts.recommendedDarkGreen = flag("recommendedDarkGreen", false);
  opts.moorStart = flag("moorStart", false);
  opts.extraUpgrades = flag("extraUpgrades", false);
  opts.strictInnMaterials = flag("strictInnMaterials", false);
  opts.turneryWoodOnce = flag("turneryWoodOnce", false);
  opts.carpenterStables = flag("carpenterStables", false);
  this->setup(setup.players, setup.seed, opts);
}

namespace {

ludo::Json makeInfo() {
  data();  // parse once, fail early
  return ludo::Json{
      {"id", "arle"},
      {"names", {{"fr", "Terres d’Arle"}, {"en", "Fields of Arle"}}},
      {"players", {1, 2}},
      {"options",
       ludo::Json::array(
           {ludo::boolOption("firstGame", "Première partie (maisons vert clair, auberges conseillées)",
                             "First game (light-green houses, recommended inns)", /*byDefault=*/true),
            ludo::boolOption(
                "recommendedDarkGreen",
                "Maisons vert foncé conseillées (échoppe de tissage, maison de colon, atelier du "
                "charpentier, distillerie de schnaps)",
                "Recommended dark-green houses (weaving parlor, colonist's house, carpenter's workshop, "
                "schnapps distillery)"),
            ludo::boolOption(
                "moorStart",
                "Village de départ : les 4 cases recouvertes sont les tuiles Tourbière (ni champs, ni "
                "forêt, ni stalle)",
                "Start village: the 4 covered spaces are the moor tiles (no fields, forest or stall)"),
            ludo::boolOption(
                "extraUpgrades",
                "Améliorations supplémentaires : bateau de tourbe → charrue, brouette → wagon, carriole → "
                "drojki",
                "Extra upgrades: peat boat → plow, handcart → wagon, carriage → droshky"),
            ludo::boolOption("strictInnMaterials",
                             "Auberges : 2 tuiles différentes exigées (ni 2 madriers, ni 2 briques)",
                             "Inns: two different tiles required (not 2 planks, not 2 bricks)"),
            ludo::boolOption("turneryWoodOnce",
                             "Atelier de tournage : 1 bois en tout (et 2 tourbes extraites par forêt)",
                             "Turnery: 1 wood in all (and 2 peat cut per forest)"),
            ludo::boolOption(
                "carpenterStables",
                "Charpentier d’hiver : autant de stalles en étables que vous payez (2 briques chacune)",
                "Winter carpenter: as many stalls into stables as you pay for (2 bricks each)")})},
      {"dataVersion", data().version},
      {"hiddenInformation", false},
      {"simultaneous", false}};
}

}  // namespace

std::unique_ptr<ludo::Game> makeGame() { return std::make_unique<ludo::GameOf<ArleState>>(makeInfo()); }

}  // namespace arle
