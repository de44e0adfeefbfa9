// Final scoring (Décompte final, p. 19): the 12 categories of the score pad,
// the objective cards (each owned element fulfils one condition of one card;
// unplayed objectives counted or not, as is best), the harbourmaster
// conditions; ties share the victory.
#include "kinds.hpp"

namespace gwtnz {

namespace {

int herdCount(const GwtState& s, int p, bool (*pred)(const CardDef&)) {
  int k = 0;
  for (const Cards* z : {&s.pl[p].deck, &s.pl[p].hand, &s.pl[p].discard})
    for (int16_t c : *z) k += pred(data().cards[c]);
  return k;
}

bool isFerry(const CardDef& c) { return c.ferry; }
bool isLinCor(const CardDef& c) {
  return c.kind == ckSheep && (c.breed == brLincoln || c.breed == brCorriedale);
}
bool isHamRye(const CardDef& c) {
  return c.kind == ckSheep && (c.breed == brHampshire || c.breed == brRyeland);
}

// What a player owns, per objective condition.
std::array<int, kConds> owned(const GwtState& s, int p) {
  const Player& P = s.pl[p];
  std::array<int, kConds> a{};
  for (size_t c = 0; c < data().delivery.size(); ++c)
    if (data().delivery[c].value >= 13) a[cCounter13] += P.delivered[c];
  for (size_t c = 0; c < data().wool.size(); ++c)
    if (data().wool[c].value >= 13) a[cCounter13] += P.woolDone[c];
  for (size_t x = 0; x < data().nodes.size(); ++x)
    if (s.nodeBuilding[x] >= 0 && s.nodeOwner[x] == p) {
      ++a[cBuilding];
      if (data().personal[s.nodeBuilding[x]].builders >= 4) ++a[cBuilding4];
    }
  a[cShearers2] = P.workers[wShearer] / 2;
  a[cWarehouse] = __builtin_popcount(P.warehousesOff);
  a[cLincolnCorriedale] = herdCount(s, p, isLinCor);
  a[cHampshireRyeland] = herdCount(s, p, isHamRye);
  a[cFerry] = herdCount(s, p, isFerry);
  a[cExplore6] = P.explore / 6;
  for (int8_t h : P.hazards) a[cFlood] += data().hazards[h].type == hzFlood;
  return a;
}

bool satisfiable(const std::array<int, kConds>& have, const std::array<int, kConds>& need) {
  for (int c = 0; c < kConds; ++c)
    if (c != cBuilding && need[c] > have[c]) return false;
  // A building needing 4 builders may serve a plain building condition too.
  return need[cBuilding4] <= have[cBuilding4] && need[cBuilding] + need[cBuilding4] <= have[cBuilding];
}

}  // namespace

// Décompte final, step 8 (p. 19): played objectives count for sure; those
// still in the herd only if added to the objective zone. The best choice is
// taken (the players' own decision at the end), weighing step 9 too: an
// "objectives" harbourmaster scores 1 VP per card in the zone, so a card added
// is worth 1 more per such tile (even a failed one, if that outweighs its
// penalty). `added` receives the number of herd cards added.
int GwtState::objectiveScore(int p, int* added) const {
  const Player& P = pl[p];
  int perCard = 0;  // step 9: 1 VP per objective card in the zone, per tile
  for (int8_t h : P.harbourmasters) perCard += data().harbour[h].scoring == hsObjectives;
  std::vector<std::pair<int, bool>> cards;  // objective def, played
  for (int16_t c : P.objectives) cards.push_back({data().cards[c].objective, true});
  for (const Cards* z : {&P.deck, &P.hand, &P.discard})
    for (int16_t c : *z)
      if (data().cards[c].kind == ckObjective && cards.size() < 14)
        cards.push_back({data().cards[c].objective, false});
  const std::array<int, kConds> have = owned(*this, p);
  const int k = static_cast<int>(cards.size());
  int best = -1000, bestTotal = -1000, bestAdded = 0;
  for (uint32_t S = 0; S < (1u << k); ++S) {  // S: the cards fulfilled
    std::array<int, kConds> need{};
    int score = 0, put = 0;
    for (int i = 0; i < k; ++i) {
      const ObjectiveDef& o = data().objectives[cards[i].first];
      if (S >> i & 1) {
        for (Cond c : o.conds) ++need[c];
        score += o.vp;
        put += !cards[i].second;
      } else if (cards[i].second) {
        score -= o.penalty;
      } else if (perCard > o.penalty) {
        score -= o.penalty;  // added although failed: the tiles outweigh the penalty
        ++put;
      }
    }
    if (score + perCard * put > bestTotal && satisfiable(have, need)) {
      bestTotal = score + perCard * put;
      best = score;
      bestAdded = put;
    }
  }
  if (added) *added = bestAdded;
  return best;
}

std::array<int, 12> GwtState::breakdown(int p) const {
  const Player& P = pl[p];
  const Data& D = data();
  std::array<int, 12> b{};
  b[0] = P.money / 5;
  for (size_t x = 0; x < D.nodes.size(); ++x)
    if (nodeBuilding[x] >= 0 && nodeOwner[x] == p) b[1] += D.personal[nodeBuilding[x]].vp;
  for (size_t c = 0; c < D.delivery.size(); ++c) b[2] += P.delivered[c] * D.delivery[c].vp;
  for (size_t c = 0; c < D.wool.size(); ++c) b[2] += P.woolDone[c] * D.wool[c].vp;
  for (const auto& g : D.greenArrows)
    if (P.delivered[g[0]] && P.delivered[g[1]]) b[2] += g[2];
  for (size_t i = 0; i < D.ports.size(); ++i)
    if (P.portsMask >> i & 1) b[3] += D.ports[i].vp;
  for (const auto& y : D.yellowArrows)
    if ((P.portsMask >> y[0] & 1) && (P.portsMask >> y[1] & 1)) b[3] += y[2];
  b[4] = D.exploreVp[std::min<int>(P.explore, static_cast<int>(D.exploreVp.size()) - 1)];
  for (int8_t h : P.hazards) b[5] += D.hazards[h].vp;
  for (int8_t t : P.bonusTiles) b[5] += D.bonusTiles[t].vp;
  for (const Cards* z : {&P.deck, &P.hand, &P.discard})
    for (int16_t c : *z)
      if (D.cards[c].kind != ckObjective) b[6] += D.cards[c].vp;
  int added = 0;  // step 8: herd objectives added to the zone
  b[7] = objectiveScore(p, &added);
  const std::array<int, kConds> have = owned(*this, p);
  int workers = 0;
  for (int t = 0; t < kWorkerTypes; ++t) workers += P.workers[t];
  for (int8_t h : P.harbourmasters) {
    switch (D.harbour[h].scoring) {
      case hsCertificates:
        b[8] += P.certs + permanentCerts(p);
        break;
      case hsWarehousePairs:
        b[8] += have[cWarehouse] / 2;
        break;
      case hsObjectives:  // step 9 after step 8: the cards added count too
        b[8] += static_cast<int>(P.objectives.size()) + added;
        break;
      case hsBuildings:
        b[8] += have[cBuilding];
        break;
      case hsHazards:
        b[8] += static_cast<int>(P.hazards.size());
        break;
      case hsFerries:
        b[8] += have[cFerry];
        break;
      case hsExplore5:
        b[8] += 2 * (P.explore / 5);
        break;
      case hsWorkerPairs:
        b[8] += workers / 2;
        break;
    }
  }
  for (int s = 0; s < kDiscs; ++s)
    if (P.discsOff >> s & 1) b[9] += D.discs[s].vp;
  for (int t = 0; t < kWorkerTypes; ++t)
    if (P.workers[t] >= kWorkerCols) b[10] += 4;
  for (int k = 0; k < 5; ++k)
    if ((P.warehousesOff >> (2 * k) & 1) && (P.warehousesOff >> (2 * k + 1) & 1)) b[10] += D.pairVp[k];
  b[11] = P.marker ? 5 : 0;
  if (solo && p == kSarah) {
    // Solo: no points for money, harbourmasters or the board slot; her objectives count as fulfilled.
    b[0] = b[8] = b[9] = 0;
    b[7] = sarahObjectiveVp();
  }
  return b;
}

ludo::Json GwtState::scores() const {
  static const char* kCats[12] = {
      "money", "buildings",  "counters",       "ports",    "exploration",       "tiles",
      "cards", "objectives", "harbourmasters", "handSlot", "workersWarehouses", "marker"};
  ludo::Json out{{"final", finished}, {"players", ludo::Json::array()}, {"winners", ludo::Json::array()}};
  std::vector<int> totals(n);
  for (int p = 0; p < n; ++p) {
    const auto b = breakdown(p);
    ludo::Json br = ludo::Json::object();
    for (int k = 0; k < 12; ++k) {
      br[kCats[k]] = b[k];
      totals[p] += b[k];
    }
    out["players"].push_back({{"seat", p},
                              {"name", p < static_cast<int>(names.size()) ? names[p] : ""},
                              {"total", totals[p]},
                              {"breakdown", br}});
  }
  if (solo) {
    // Solo: Sarah is scored like a player (she is no seat). `winners` lists
    // seats only ([0] or []); `sarahWins` says she won or shared the victory
    // (p. 19: ties share the victory).
    const auto b = breakdown(kSarah);
    ludo::Json br = ludo::Json::object();
    int total = 0;
    for (int k = 0; k < 12; ++k) {
      br[kCats[k]] = b[k];
      total += b[k];
    }
    out["sarah"] = {
        {"name", "Sarah"}, {"total", total}, {"breakdown", br}, {"rank", total >= totals[0] ? 1 : 2}};
    out["players"][0]["rank"] = totals[0] >= total ? 1 : 2;
    if (totals[0] >= total) out["winners"].push_back(0);
    out["sarahWins"] = total >= totals[0];
    return out;
  }
  const int top = *std::max_element(totals.begin(), totals.end());
  for (int p = 0; p < n; ++p) {
    int rank = 1;
    for (int q = 0; q < n; ++q) rank += totals[q] > totals[p];
    out["players"][p]["rank"] = rank;
    if (totals[p] == top) out["winners"].push_back(p);  // p. 19: ties share the victory
  }
  return out;
}

}  // namespace gwtnz
