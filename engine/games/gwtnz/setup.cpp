// The game's description (info, options) and the set-up by player count
// (Mise en place, steps 1–19, p. 3–5).
#include "core/options.hpp"
#include "kinds.hpp"

namespace gwtnz {

namespace {
// Step 6: a hazard on the lowest free space of its zone, a worker on the highest
// free slot of its column; a tile with no room goes back and another is drawn.
bool placeSetupTile(GwtState& s, int16_t tile) {
  if (tile < kHazardCode) {
    for (size_t r = 0; r < data().jobCost.size(); ++r)
      if (!s.job[r][tile]) return s.job[r][tile] = true;
    return false;
  }
  const int h = tile - kHazardCode;
  const auto& zone = data().hazards[h].type == hzFlood ? s.floodNode : s.rockNode;
  for (int8_t x : zone)
    if (s.nodeHazard[x] < 0) {
      s.nodeHazard[x] = static_cast<int8_t>(h);
      return true;
    }
  return false;
}

bool fits(const GwtState& s, int16_t tile) {
  if (tile < kHazardCode) {
    for (size_t r = 0; r < data().jobCost.size(); ++r)
      if (!s.job[r][tile]) return true;
    return false;
  }
  const auto& zone = data().hazards[tile - kHazardCode].type == hzFlood ? s.floodNode : s.rockNode;
  for (int8_t x : zone)
    if (s.nodeHazard[x] < 0) return true;
  return false;
}

void setupWellington(GwtState& s) {
  const Data& D = data();
  // Step 5: bag A holds workers and hazards, bag B the bonus tiles.
  for (int t = 0; t < kWorkerTypes; ++t) {
    s.job[0][t] = true;  // step 6: one of each type on the top row
    for (int k = 1; k < D.workersPerType; ++k) s.bagA.push_back(static_cast<int16_t>(t));
  }
  for (size_t h = 0; h < D.hazards.size(); ++h) s.bagA.push_back(static_cast<int16_t>(kHazardCode + h));
  for (size_t b = 0; b < D.bonusTiles.size(); ++b) s.bagB.push_back(static_cast<int16_t>(kBonusCode + b));
  if (s.solo) s.sarahWorker();  // solo set-up, change to step 5: before the job market's draws
  const int draws = s.np() == 2 ? 12 : s.np() == 3 ? 13 : 14;
  for (int placed = 0; placed < draws && !s.bagA.empty();) {
    bool anyFits = false;
    for (int16_t t : s.bagA) anyFits = anyFits || fits(s, t);
    if (!anyFits) break;
    const int i = s.rng.below(static_cast<int>(s.bagA.size()));
    if (!placeSetupTile(s, s.bagA[i])) continue;  // back in the bag, draw again
    s.bagA.erase(s.bagA.begin() + i);
    ++placed;
  }
  // Step 7: 3/5/7 bonus tiles from the player-count column, row by row.
  s.markerRow = D.markerStart;
  int row = 0, col = 4 - s.np();
  for (int k = 0; k < 2 * s.np() - 1; ++k) {
    const int i = s.rng.below(static_cast<int>(s.bagB.size()));
    s.bonusMarket[row][col] = static_cast<int8_t>(s.bagB[i] - kBonusCode);
    s.bagB.erase(s.bagB.begin() + i);
    if (++col == 4) {
      ++row;
      col = 4 - s.np();
    }
  }
  s.refillPredictions();  // step 8
}

void setupCards(GwtState& s) {
  const Data& D = data();
  for (int c = D.marketFirst; c < D.supportFirst; ++c) s.marketDeck.push_back(static_cast<int16_t>(c));
  s.rng.shuffle(s.marketDeck);
  s.refillMarket();  // step 9
  for (int c = D.objectiveFirst; c < D.cardCount; ++c) s.objectiveDeck.push_back(static_cast<int16_t>(c));
  s.rng.shuffle(s.objectiveDeck);
  for (int k = 0; k < 4; ++k) {  // step 10
    s.objectiveOffer.push_back(s.objectiveDeck.back());
    s.objectiveDeck.pop_back();
  }
  for (int c = D.supportFirst; c < D.bonusFirst; ++c) {  // step 11
    const CardDef& cd = D.cards[c];
    s.supportPile[cd.kind == ckSheep ? static_cast<int>(kSupportTypes) : static_cast<int>(cd.support)]
        .push_back(static_cast<int16_t>(c));
  }
  // Step 12: 4 of the 10 starred sets, stacks of 3/5/6 under the headers by set number.
  std::vector<int> sets{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  s.rng.shuffle(sets);
  sets.resize(4);
  std::sort(sets.begin(), sets.end());
  for (int k = 0; k < 4; ++k) {
    for (int c = D.bonusFirst; c < D.objectiveFirst; ++c)
      if (D.cards[c].set == sets[k] && static_cast<int>(s.bonusStack[k].size()) < D.stackSize[s.np()])
        s.bonusStack[k].push_back(static_cast<int16_t>(c));
  }
}

void setupPlayers(GwtState& s) {
  const Data& D = data();
  for (int p = 0; p < s.n; ++p) {
    Player& P = s.pl[p];
    P.money = D.startMoney[p];
    P.tokens = 1;
    P.gold = D.startGold;
    P.workers.fill(1);
    P.buildingsLeft = (1u << kBuildings) - 1;
    for (int c = D.starterFirst; c < D.marketFirst; ++c)
      if (D.cards[c].owner == p) P.deck.push_back(static_cast<int16_t>(c));
    s.rng.shuffle(P.deck);
    s.drawCards(p, D.startHand[p]);
  }
}
}  // namespace

void GwtState::setup(const ludo::Setup& su) {
  const Data& D = data();
  n = su.players;
  solo = n == 1;
  const std::string level = su.options.value("sarah", std::string("medium"));
  difficulty = level == "easy" ? 0 : level == "hard" ? 2 : 1;
  names = su.names;
  rng.seed(su.seed);
  firstGame = su.options.value("firstGame", false);
  delivery13 = su.options.value("delivery13", false);
  marketHamRye6 = su.options.value("marketHamRye6", false);
  nodeOwner.fill(-1);
  nodeBuilding.fill(-1);
  nodeHazard.fill(-1);
  harbourAt.fill(-1);
  predict.fill(-1);
  for (auto& r : bonusMarket) r.fill(-1);
  for (size_t x = 0; x < D.nodes.size(); ++x) {
    const Node& nd = D.nodes[x];
    if (nd.kind == nFlood) floodNode[nd.slot] = static_cast<int8_t>(x);
    if (nd.kind == nRockfall) rockNode[nd.slot] = static_cast<int8_t>(x);
  }
  // Steps 3 and 16: lettered neutral spaces and a-sides for a first game.
  std::vector<int> letters{0, 1, 2, 3, 4, 5, 6, 7};
  if (!firstGame) rng.shuffle(letters);
  for (int k = 0; k < 8; ++k) neutralAt[k] = static_cast<int8_t>(letters[k]);
  for (int b = 0; b < kBuildings; ++b) side[b] = static_cast<int8_t>(firstGame ? 0 : rng.below(2));
  // Step 2: 5 of the 8 harbourmaster tiles on the medium ports.
  std::vector<int> hm{0, 1, 2, 3, 4, 5, 6, 7};
  rng.shuffle(hm);
  for (int m = 0; m < D.mediumCount; ++m) harbourAt[m] = static_cast<int8_t>(hm[m]);
  movementTiles = solo ? 1 : n;  // step 13 (solo: one tile on the 2-player space)
  setupWellington(*this);
  setupCards(*this);
  setupPlayers(*this);
  if (solo) sarahSetup();
  current = 0;
  startTurn(0);
  revealed = false;
}

namespace {

ludo::Json makeInfo() {
  using ludo::Json;
  return Json{
      {"id", "gwtnz"},
      {"names",
       {{"fr", "Great Western Trail : Nouvelle-Zélande"}, {"en", "Great Western Trail: New Zealand"}}},
      {"players", {1, 4}},
      {"options",
       Json::array({
           ludo::boolOption("firstGame", "Première partie (bâtiments neutres par lettre, faces « a »)",
                            "First game (lettered neutral buildings, \"a\" sides)"),
           ludo::boolOption("delivery13",
                            "Bâtiment 10a : comptoir de livraison 13 (au lieu du comptoir à laine 13)",
                            "Building 10a: delivery counter 13 (instead of wool counter 13)"),
           ludo::boolOption("marketHamRye6",
                            "Marché au bétail : un Hampshire ou un Ryeland pour 6 livres avec 2 bergères",
                            "Cattle market: a Hampshire or a Ryeland for 6 pounds with 2 shepherds"),
           Json{{"id", "sarah"},
                {"type", "enum"},
                {"default", "medium"},
                {"values", {"easy", "medium", "hard"}},
                {"names", {{"fr", "Solo : difficulté de Sarah"}, {"en", "Solo: Sarah's difficulty"}}}},
       })},
      {"dataVersion", data().version},
      {"hiddenInformation", true},
      {"simultaneous", false},
  };
}

}  // namespace

std::unique_ptr<ludo::Game> makeGame() { return std::make_unique<ludo::GameOf<GwtState>>(makeInfo()); }

}  // namespace gwtnz
