// The game's entry in the library (info, options) and the set-up ("Mise en
// place"): map, time line, supplies, first player.
#include <algorithm>
#include <functional>

#include "core/options.hpp"
#include "state.hpp"

extern const char* ludoData_neuland();

namespace neuland {

using ludo::Json;

namespace {

using ludo::boolOption;

ludo::Json makeInfo() {
  Json layout{{"id", "layout"},
              {"type", "enum"},
              {"default", "beginner"},
              {"values", {"beginner", "random"}},
              {"names", {{"fr", "Plateau"}, {"en", "Map"}}},
              {"valueNames",
               {{"beginner", {{"fr", "Recommandé (premières parties)"}, {"en", "Recommended (first games)"}}},
                {"random", {{"fr", "Aléatoire"}, {"en", "Random"}}}}}};
  return Json{
      {"id", "neuland"},
      {"names", {{"fr", "Neuland"}, {"en", "Neuland"}}},
      {"players", {2, 4}},
      {"dataVersion", Json::parse(ludoData_neuland())["dataVersion"]},
      {"hiddenInformation", false},
      {"simultaneous", false},
      {"options",
       Json::array(
           {layout,
            boolOption("stacking", "Plusieurs de vos ouvriers sur une unité (comme le joue l’exemple)",
                       "Several of your own workers on one unit (as the worked example plays it)"),
            boolOption("foraging", "Recherche de nourriture (3 actions, première traduction)",
                       "Foraging: a food for 3 actions (first translation)"),
            boolOption("goldOneGood", "L’or remplace un seul produit (et le bois ou la pierre)",
                       "Gold replaces a single good (and wood or stone)"),
            boolOption("metalPool", "Les 4 marqueurs Métal en une seule réserve",
                       "The 4 metal markers as one pool"),
            boolOption("endBesideNext", "Tours d’affilée : finir juste derrière le marqueur suivant",
                       "Consecutive turns: end right behind the next marker")})}};
}

// A random layout for later games ("Mise en place" 1: the sections in any
// order): tile the 19-hex board with the single section and the nine double
// sections, then deal the sections onto the pieces.
std::vector<std::vector<int>> tileBoard(ludo::Rng& rng) {
  const Data& d = data();
  std::array<int, kHexes> piece;
  piece.fill(-1);
  std::vector<std::vector<int>> pieces;
  bool singleUsed = false;
  std::function<bool()> fill = [&]() -> bool {
    const int cell = static_cast<int>(std::find(piece.begin(), piece.end(), -1) - piece.begin());
    if (cell == kHexes) return singleUsed;
    std::vector<int> options;  // -1: the single section, else a neighbour
    if (!singleUsed) options.push_back(-1);
    for (int h = 0; h < kHexes; ++h)
      if (piece[h] < 0 && d.dist[cell][h] == 1) options.push_back(h);
    rng.shuffle(options);
    for (int o : options) {
      piece[cell] = static_cast<int>(pieces.size());
      if (o < 0)
        singleUsed = true;
      else
        piece[o] = piece[cell];
      pieces.push_back(o < 0 ? std::vector<int>{cell} : std::vector<int>{cell, o});
      if (fill()) return true;
      pieces.pop_back();
      piece[cell] = -1;
      if (o < 0)
        singleUsed = false;
      else
        piece[o] = -1;
    }
    return false;
  };
  fill();
  return pieces;
}

void randomLayout(std::array<Hex, kHexes>& hexes, ludo::Rng& rng) {
  const Data& d = data();
  const std::vector<std::vector<int>> pieces = tileBoard(rng);
  std::vector<int> doubles;
  int single = -1;
  for (int s = 0; s < static_cast<int>(d.sections.size()); ++s) {
    if (d.sections[s].size() == 1)
      single = s;
    else
      doubles.push_back(s);
  }
  rng.shuffle(doubles);
  size_t next = 0;
  for (const auto& p : pieces) {
    if (p.size() == 1) {
      hexes[p[0]].terrain = d.sections[single][0];
    } else {
      const auto& sec = d.sections[doubles[next++]];
      const int flip = rng.below(2);
      hexes[p[0]].terrain = sec[flip];
      hexes[p[1]].terrain = sec[1 - flip];
    }
  }
}

}  // namespace

void NeulandState::setup(const ludo::Setup& s) {
  const Data& d = data();
  n = s.players;
  names = s.names;
  options.beginner = s.options.value("layout", std::string("beginner")) == "beginner";
  options.stacking = s.options.value("stacking", false);
  options.foraging = s.options.value("foraging", false);
  options.goldOneGood = s.options.value("goldOneGood", false);
  options.metalPool = s.options.value("metalPool", false);
  options.endBesideNext = s.options.value("endBesideNext", false);
  rng.seed(s.seed);
  line = d.timeLine[n];
  tiles.assign(d.tileKind.size(), Tile{});
  owned = {};
  mapped = 0;
  for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k)
    inSupply[k] = static_cast<int8_t>(d.kinds[k].count);
  for (int h = 0; h < kHexes; ++h) hexes[h] = Hex{};
  if (options.beginner) {
    for (int h = 0; h < kHexes; ++h) hexes[h].terrain = d.beginnerTerrain[h];
    for (int h : d.beginnerStart) hexes[h].start = true;
  } else {
    randomLayout(hexes, rng);
  }
  for (int p = 0; p < n; ++p) {
    Player& pl = players[p];
    pl = Player{};
    pl.reserve = d.workers - 1;  // one worker is the time marker
    pl.coatsLeft = d.coats[n];
  }
  present = 0;
  metal = d.metalMarkers;
  if (options.metalPool) metal = {d.metalMarkers[0] + d.metalMarkers[1], 0};
  bag = d.ores;
  winner = -1;
  ending = Ending::none;
  decisions.clear();
  firstPlayer = rng.below(n);  // "Tirez au hasard une figurine Ouvrier"
  current = firstPlayer;
  firstRoundLeft = n;
}

std::unique_ptr<ludo::Game> makeGame() { return std::make_unique<ludo::GameOf<NeulandState>>(makeInfo()); }

}  // namespace neuland
