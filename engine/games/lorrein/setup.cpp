// Game description (info, options) and "Les préparations" / "Le début du jeu": the board
// plates laid at random, the bowl, missions, start cards, two flour each, then the start
// placement in start-card order.
#include <algorithm>

#include "core/options.hpp"
#include "lorrein.hpp"
#include "state.hpp"

namespace lorrein {

namespace {

// Plate landscape (i, j) after `rot` quarter turns.
int rotated(const std::array<int8_t, 9>& plate, int rot, int i, int j) {
  for (int k = 0; k < rot; ++k) {
    const int ni = 2 - j, nj = i;  // the landscape that a quarter turn brings to (i, j)
    i = ni;
    j = nj;
  }
  return plate[i * kPlateSide + j];
}

}  // namespace

void LorreinState::readOptions(const ludo::Json& o) {
  const std::string len = o.value("length", "short");
  length = len == "long"            ? glLong
           : len == "continued"     ? glContinued
           : len == "continuedLong" ? glContinuedLong
                                    : glShort;
  const std::string an = o.value("annexation", "off");
  annexation = an == "afterSecondTurn"    ? anAfterSecondTurn
               : an == "afterSecondRound" ? anAfterSecondRound
               : an == "fromStart"        ? anFromStart
                                          : anOff;
  redAfterRound = o.value("redBead", "afterSecondTurn") == "afterSecondRound";
  publicAgain = o.value("publicAgain", false);
  bowlChange = o.value("bowlChange", false);
  // "Métamorphoser l'écuelle de hasard, addition" adds to the bowl-change module (after it the
  // active player "ne peut plus changer l'écuelle"): without that module it has no effect.
  bowlAddition = bowlChange && o.value("bowlAddition", false);
  masterCraftsman = o.value("masterCraftsman", false);
  offersBeforeThrow = o.value("offersBeforeThrow", false);
}

void LorreinState::setup(const ludo::Setup& s) {
  const Data& D = data();
  n = s.players;
  names = s.names;
  rng.seed(s.seed);
  readOptions(s.options);

  // "En cas de 2 ou 3 joueurs vous utilisez quatre tableaux. En cas de 4 joueurs ... six":
  // chosen, placed and turned at random, two rows of plates.
  const int plates = n == 4 ? 6 : 4;
  const int across = plates / 2;
  width = across * kPlateSide;
  height = 2 * kPlateSide;
  std::vector<int> order(D.plates.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);
  for (int k = 0; k < plates; ++k) {
    const int rot = rng.below(4);
    const int pr = k / across, pc = k % across;
    for (int i = 0; i < kPlateSide; ++i)
      for (int j = 0; j < kPlateSide; ++j)
        tiles[(pr * kPlateSide + i) * width + pc * kPlateSide + j].land =
            static_cast<int8_t>(rotated(D.plates[order[k]], rot, i, j));
  }
  // "Rempliez l'écuelle de hasard avec 2 grains de chaque couleur sauf le rouge."
  for (int c = 0; c < kKinds; ++c) bowl[c] = 2;
  bowl[kRed] = 0;
  // Missions and start cards dealt at random; two flour each.
  std::vector<int8_t> missions(D.missions.size());
  for (size_t i = 0; i < missions.size(); ++i) missions[i] = static_cast<int8_t>(i);
  rng.shuffle(missions);
  std::vector<int8_t> starts(D.starts.size());
  for (size_t i = 0; i < starts.size(); ++i) starts[i] = static_cast<int8_t>(i);
  rng.shuffle(starts);
  for (int p = 0; p < n; ++p) {
    pl[p].mission = missions.back();
    missions.pop_back();
    pl[p].start = starts[p];
    pl[p].goods[productGood(kField)] = 2;
  }
  missionPile = missions;
  // "Le joueur avec le numéro le plus bas commence": placement in start-number order.
  std::vector<int> byNumber;
  for (int p = 0; p < n; ++p) byNumber.push_back(p);
  std::sort(byNumber.begin(), byNumber.end(),
            [&](int a, int b) { return D.starts[pl[a].start].number < D.starts[pl[b].start].number; });
  first = byNumber.front();
  active = first;
  stage = stPlace;
  for (int k = n - 1; k >= 0; --k) pushDecision(dPlace, byNumber[k], 0);
  barrier_ = false;
}

// Step 0: the start card's piece; 1: the duchy on a corner of that landscape; 2: a farm.
void LorreinState::placeLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const {
  const int p = d.player;
  const int piece = data().starts[pl[p].start].piece;
  std::vector<int> vs;
  auto freeCorner = [&](int t) {
    tileVertices(t, vs);
    for (int v : vs)
      if (vertices[v].owner < 0) return true;
    return false;
  };
  if (d.a == 0) {
    for (int t = 0; t < tileCount(); ++t) {
      if (tiles[t].building != bNone || !freeCorner(t)) continue;
      if (piece == buWitchery ? touchesOtherDuchy(p, t) : tiles[t].land != piece) continue;
      out.push_back(act(aPlace, t, 0));
    }
  } else if (d.a == 1) {
    tileVertices(d.b, vs);
    for (int v : vs)
      if (vertices[v].owner < 0) out.push_back(act(aPlace, v, 1));
  } else {
    // "Au début du jeu il n'est pas permis de placer une ferme ... à côté du duché d'un autre joueur."
    for (int t = 0; t < tileCount(); ++t)
      if (tiles[t].building == bNone && !touchesOtherDuchy(p, t)) out.push_back(act(aPlace, t, 0));
    if (out.empty())
      for (int t = 0; t < tileCount(); ++t)
        if (tiles[t].building == bNone) out.push_back(act(aPlace, t, 0));
  }
}

void LorreinState::placeApply(const ludo::Decision& d, const ludo::Action& a) {
  const int p = d.player;
  const int where = a.arg[0];
  if (d.a == 0) {
    const int piece = data().starts[pl[p].start].piece;
    tiles[where].building = piece == buWitchery ? bWitchery : bWorkshop;
    if (piece != buWitchery) placedKinds[piece] = 1;
    tiles[where].owner = static_cast<int8_t>(p);
    pushDecision(dPlace, p, 1, where);
  } else if (d.a == 1) {
    vertices[where].owner = static_cast<int8_t>(p);
    pushDecision(dPlace, p, 2);
  } else {
    tiles[where].building = bFarm;
    tiles[where].owner = static_cast<int8_t>(p);
  }
}

namespace {

// "Le grain rouge": "après le deuxième tour", a "tour du jeu" being one player's turn; the other
// reading (a round of turns) is the option.
ludo::Json redBeadOption() {
  using ludo::Json;
  return Json{
      {"id", "redBead"},
      {"type", "enum"},
      {"default", "afterSecondTurn"},
      {"values", {"afterSecondTurn", "afterSecondRound"}},
      {"valueNames",
       {{"afterSecondTurn",
         {{"fr", "Après le deuxième tour (d’un joueur)"}, {"en", "After the second turn (of one player)"}}},
        {"afterSecondRound",
         {{"fr", "Après le deuxième tour de table"}, {"en", "After the second round of turns"}}}}},
      {"names", {{"fr", "Le grain rouge entre"}, {"en", "The red bead comes in"}}}};
}

// "Si vous jouez 'Annexion', le conseil est de commencer cette expansion après le deuxième tour".
ludo::Json annexationOption() {
  using ludo::Json;
  return Json{{"id", "annexation"},
              {"type", "enum"},
              {"default", "off"},
              {"values", {"off", "afterSecondTurn", "afterSecondRound", "fromStart"}},
              {"valueNames",
               {{"off", {{"fr", "Sans"}, {"en", "Off"}}},
                {"afterSecondTurn",
                 {{"fr", "Après le deuxième tour (conseillé)"}, {"en", "After the second turn (advised)"}}},
                {"afterSecondRound",
                 {{"fr", "Après le deuxième tour de table"}, {"en", "After the second round of turns"}}},
                {"fromStart", {{"fr", "Dès le début"}, {"en", "From the start"}}}}},
              {"names", {{"fr", "Annexion"}, {"en", "Annexing"}}}};
}

ludo::Json makeInfo() {
  using ludo::boolOption;
  using ludo::Json;
  return Json{
      {"id", "lorrein"},
      {"names", {{"fr", "Lorrein"}, {"en", "Lorrein"}}},
      {"players", {2, 4}},
      {"options",
       Json::array({
           Json{
               {"id", "length"},
               {"type", "enum"},
               {"default", "short"},
               {"values", {"short", "long", "continued", "continuedLong"}},
               // Short enough for a phone-wide select; the lobby help explains the two continuations.
               {"valueNames",
                {{"short", {{"fr", "Jeu court (moitié haute)"}, {"en", "Short game (upper half)"}}},
                 {"long", {{"fr", "Jeu long (les deux moitiés)"}, {"en", "Long game (both halves)"}}},
                 {"continued", {{"fr", "Court, puis nouvelle mission"}, {"en", "Short, then a new mission"}}},
                 {"continuedLong", {{"fr", "Court, puis jeu long"}, {"en", "Short, then a long game"}}}}},
               {"names", {{"fr", "Durée du jeu"}, {"en", "Game length"}}}},
           boolOption("bowlChange", "Métamorphoser l’écuelle de hasard", "Changing the bowl"),
           boolOption("bowlAddition",
                      "Métamorphoser l’écuelle, addition (nécessite « Métamorphoser l’écuelle de hasard »)",
                      "Changing the bowl, addition (needs “Changing the bowl”)"),
           boolOption("masterCraftsman", "Maître d’un corps de métier", "Master craftsman"),
           annexationOption(),
           redBeadOption(),
           boolOption("publicAgain",
                      "Atelier public : de nouveau public quand le dernier de son type est enlevé",
                      "Public workshop: public again once the last of its kind is removed"),
           // « La négociation est permise pendant tout le jeu » (Négociier): by default a player
           // who is not active starts offers only when a medicine opens the window to him.
           boolOption("offersBeforeThrow", "Négocier : chacun peut proposer un échange avant chaque jet",
                      "Trading: anyone may offer a trade before each throw"),
       })},
      {"dataVersion", data().version},
      {"hiddenInformation", true},
      {"simultaneous", false},
  };
}

}  // namespace

std::unique_ptr<ludo::Game> makeGame() { return std::make_unique<ludo::GameOf<LorreinState>>(makeInfo()); }

}  // namespace lorrein
