// Game description (info, options) and set-up by player count (Mise en place,
// p. 3–4; La partie à 2 joueurs and Le jeu solo, p. 10).
#include <algorithm>

#include "core/options.hpp"
#include "state.hpp"

namespace glassroad {

void GlassState::setup(const ludo::Setup& s) {
  const Data& d = data();
  n = s.players;
  solo = n == 1;
  names = s.names;
  rng.seed(s.seed);
  beginner = s.options.value("beginner", false);
  beginnerRefill = s.options.value("beginnerRefill", false);
  tavernAtTavern = s.options.value("tavernAtTavern", false);
  phases = solo ? 7 : s.options.value("phases", 4);
  const bool small = s.options.value("smallBoard", false);
  // p. 4: 4 tiles per row on the 1–3 player side, 5 on the 4-player side.
  slotsPerRow = (n == 4 && !small) ? 5 : 4;
  for (int p = 0; p < n; ++p) {
    Player& P = pl[p];
    P.wheel = d.startWheel;
    for (int q = 0; q < d.squares; ++q) {
      Square& sq = P.sq[q];
      sq.kind = d.startKind[q];
      if (sq.kind == sqForest) sq.forest = static_cast<int8_t>(d.startId[q]);
      if (sq.kind == sqBuilding) sq.building = d.startId[q];
    }
  }
  // p. 4: three piles by tile back, shuffled, about half set aside. The
  // beginner game (p. 4, Uwe: « n'utiliser que les bâtiments ornés d'une petite
  // chapelle ») plays the chapel tiles only; the others are out of the game
  // (option beginnerRefill: they refill an empty pile, ASSUMPTIONS.md).
  for (int row = 0; row < 3; ++row) {
    std::vector<int16_t> all;
    for (int b = row * 31; b < row * 31 + 31; ++b) all.push_back(static_cast<int16_t>(b));
    rng.shuffle(all);
    pile[row].clear();
    aside[row].clear();
    if (row == 0) removed.clear();
    if (beginner) {
      for (int16_t b : all)
        (d.buildings[b].beginner ? pile[row] : beginnerRefill ? aside[row] : removed).push_back(b);
    } else {
      const size_t keep = (all.size() + 1) / 2;
      for (size_t i = 0; i < all.size(); ++i) (i < keep ? pile[row] : aside[row]).push_back(all[i]);
    }
    for (auto& x : board[row]) x = -1;
    std::vector<int16_t> drawn;
    for (int k = 0; k < slotsPerRow; ++k) drawInto(row, drawn);
    for (size_t k = 0; k < drawn.size(); ++k) board[row][k] = drawn[k];
  }
  std::sort(removed.begin(), removed.end());  // which tiles are out is public, their shuffled order is not
  // p. 4: "Choisissez à votre convenance un premier joueur": seat 0.
  first = 0;
  phase = 0;
  stage = stPick;
  startPhase();
  advance();
  barrier_ = false;
}

namespace {

ludo::Json makeInfo() {
  using ludo::Json;
  return Json{
      {"id", "glassroad"},
      {"names", {{"fr", "La Route du Verre"}, {"en", "Glass Road"}}},
      {"players", {1, 4}},
      {"options",
       Json::array({
           ludo::boolOption("beginner", "Partie d’initiation (bâtiments à chapelle)",
                            "Beginner game (chapel buildings)"),
           ludo::boolOption("beginnerRefill", "Initiation : les autres bâtiments complètent une pile épuisée",
                            "Beginner game: the other buildings refill an empty pile"),
           ludo::boolOption("tavernAtTavern",
                            "Taverne : l’adjacence de l’effet copié se compte autour de la Taverne",
                            "Tavern: the copied effect counts adjacency around the tavern"),
           Json{{"id", "phases"},
                {"type", "int"},
                {"default", 4},
                {"min", 4},
                {"max", 5},
                {"names", {{"fr", "Phases de construction"}, {"en", "Building phases"}}}},
           ludo::boolOption("smallBoard", "À 4 joueurs, face 1–3 joueurs du chantier",
                            "4 players: use the 1–3 player building board side"),
       })},
      {"dataVersion", data().version},
      {"hiddenInformation", true},
      {"simultaneous", true},
  };
}

}  // namespace

std::unique_ptr<ludo::Game> makeGame() { return std::make_unique<ludo::GameOf<GlassState>>(makeInfo()); }

}  // namespace glassroad
