// Hiring a worker (p. 13: the row's cost with the icon's modifier, the
// leftmost free slot and its immediate action, the 5th column's points),
// investing in a bonus tile (p. 13: never in the marker's row; jokers are
// workers costing 1 gold; the appendix's tile effects) and removing a hazard
// (p. 18).
#include "kinds.hpp"

namespace gwtnz {

int hireCost(int row, int mod) { return std::max(0, data().jobCost[row] + mod); }

namespace {
bool rowFree(const GwtState& s, int p) {
  for (int t = 0; t < kWorkerTypes; ++t)
    if (s.pl[p].workers[t] < kWorkerCols) return true;
  return false;
}
}  // namespace

void jsonCostMod(const GwtState&, const Decision& d, ludo::Json& out) { out["costMod"] = d.a; }

void GwtState::addHires(int p, int mod, std::vector<Action>& out) const {
  for (size_t r = 0; r < data().jobCost.size(); ++r)
    for (int t = 0; t < kWorkerTypes; ++t)
      if (job[r][t] && pl[p].workers[t] < kWorkerCols && hireCost(static_cast<int>(r), mod) <= pl[p].money)
        out.push_back(act(aHire, static_cast<int>(r), t));
}

void GwtState::hire(int p, int row, int type, int mod) {
  pl[p].money -= hireCost(row, mod);
  job[row][type] = false;
  placeWorker(p, type);
}

void legalHire(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  s.addHires(d.player, d.a, out);
  out.push_back(act(aPass));
  s.addAnytime(d.player, false, out);
}

void applyHire(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aHire) s.hire(d.player, a.arg[0], a.arg[1], d.a);
}

// ---- bonus tiles ----------------------------------------------------------------

int investCost(const GwtState& s, int row, int col, int mod) {
  return std::max(0, data().bonusCost[row] + mod + data().bonusTiles[s.bonusMarket[row][col]].costMod);
}

namespace {
bool starterTwo(int p, int card) {
  const CardDef& c = data().cards[card];
  return c.kind == ckSheep && c.owner == p && data().breeds[c.breed].breeding == 2;
}
}  // namespace

void GwtState::addInvests(int p, int mod, std::vector<Action>& out) const {
  const Player& P = pl[p];
  std::vector<Action> hz;
  for (int r = 0; r < markerRow && r < static_cast<int>(data().bonusCost.size()); ++r)
    for (int c = 0; c < 4; ++c) {
      const int t = bonusMarket[r][c];
      if (t < 0) continue;
      const int cost = investCost(*this, r, c, mod);
      if (cost > P.money) continue;
      const BonusTile& T = data().bonusTiles[t];
      // The appendix: every condition and cost of the tile must be met.
      if (T.effect == teJoker && (P.gold < 1 || !rowFree(*this, p))) continue;
      if (T.effect == teGoldMinus4 && P.gold < 4) continue;
      if (T.effect == teHazard3) {
        hz.clear();
        addHazardChoices(p, cost + 3, hz);
        if (hz.empty()) continue;
      }
      if (T.effect == teRemoveStarter) {
        bool has = false;
        for (int16_t h : P.hand) has = has || starterTwo(p, h);
        if (!has) continue;
      }
      out.push_back(act(aInvest, r, c));
    }
}

void GwtState::invest(int p, int row, int col, int mod) {
  Player& P = pl[p];
  const int t = bonusMarket[row][col];
  P.money -= investCost(*this, row, col, mod);
  bonusMarket[row][col] = -1;
  P.bonusTiles.push_back(static_cast<int8_t>(t));
  switch (data().bonusTiles[t].effect) {
    case teJoker:
      P.gold -= 1;
      push(dJoker, p, t);
      break;
    case tePermCert:
      ++P.permCert;
      break;
    case teTokens3Gold:
      P.tokens += 3;
      addGold(p, 1);
      break;
    case tePermWoolToken:
      ++P.permWool;
      ++P.tokens;
      break;
    case teToken:
      ++P.tokens;
      break;
    case teHazard3:
      push(dHazard, p, 3, 1);
      break;
    case teGoldMinus4:
      P.gold -= 4;
      break;
    case teSheepdogGold2:
      gainFromPile(p, cgSheepdog);
      addGold(p, 2);
      break;
    case teFerryGold2:
      gainFromPile(p, cgFerry);
      addGold(p, 2);
      break;
    case teExploreKotareGold:
      gainFromPile(p, cgKotare);
      addGold(p, 1);
      addExplore(p, 2);
      break;
    case teRemoveStarter:
      push(dDiscardFor, p, dpRemoveStarter);
      break;
  }
}

void legalInvest(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  s.addInvests(d.player, d.a, out);
  out.push_back(act(aPass));
  s.addAnytime(d.player, false, out);
}

void applyInvest(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aInvest) s.invest(d.player, a.arg[0], a.arg[1], d.a);
}

void legalJoker(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  for (int t = 0; t < kWorkerTypes; ++t)
    if (s.pl[d.player].workers[t] < kWorkerCols) out.push_back(act(aJoker, t));
}

void applyJoker(GwtState& s, const Decision& d, const Action& a) { s.placeWorker(d.player, a.arg[0]); }

// ---- immediate actions of worker slots (p. 13) -------------------------------

void GwtState::workerImmediate(int p, int type, int col) {
  if (col <= 0 || col >= kWorkerCols) return;
  switch (data().workerSlot[type][col]) {
    case wiToken:
      ++pl[p].tokens;
      break;
    case wiPayHampshireRyeland:
      push(dChoice, p, chHampshireRyeland);
      break;
    case wiBuySheep:
      push(dBuy, p, workerCount(p, wShepherd));
      break;
    // « Placer un de vos bâtiments », p. 14: of the builder row's two build
    // actions, only the right-hand one costs 1 pound per builder « au lieu de
    // 2 livres »; the left-hand one is the ordinary build.
    case wiBuild:
      push(dBuild, p, 2, 0);
      break;
    case wiBuild1:
      push(dBuild, p, 1, 0);
      break;
    case wiDiscardGold:
      push(dDiscardFor, p, dpGold);
      break;
    case wiBoat5:
      push(dBoat, p, 5);
      break;
    case wiRomney:
      offerCard(p, kSupportTypes);  // the Romney pile
      break;
    case wiExplore1:
      addExplore(p, 1);
      break;
    case wiMarketSheep:
      push(dChoice, p, chMarketSheep);
      break;
    default:
      break;
  }
}

// ---- optional card gains ------------------------------------------------------

// « Les actions », p. 12: an effect may be declined, except money and the card
// of a delivery; « Engager un ouvrier », p. 13 (« vous devez immédiatement
// l'effectuer ou y renoncer ») and the harbourmaster tiles, p. 15 (« effectuez
// cette action immédiatement ou renoncez-y définitivement »). `pile`: a
// support pile (kSupportTypes: the Romney pile); nothing is asked when it is empty.
void GwtState::offerCard(int p, int pile) {
  if (!supportPile[pile].empty()) push(dTakeCard, p, pile);
}

void legalTakeCard(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  out.push_back(act(aTakeCard, d.a));
  out.push_back(act(aPass));
  s.addAnytime(d.player, false, out);
}

void applyTakeCard(GwtState& s, const Decision& d, const Action& a) {
  if (a.type != aTakeCard) return;
  Cards& pile = s.supportPile[d.a];
  if (pile.empty()) return;
  s.gainCard(d.player, pile.back());
  pile.pop_back();
}

// ---- hazards (p. 18) ------------------------------------------------------------

void GwtState::addHazardChoices(int p, int cost, std::vector<Action>& out) const {
  if (cost > pl[p].money) return;
  for (size_t x = 0; x < data().nodes.size(); ++x)
    if (nodeHazard[x] >= 0) out.push_back(act(aHazard, static_cast<int>(x)));
}

// The tile is kept for its points; rockfall gives a sheepdog, flood a ferry.
void GwtState::takeHazard(int p, int node, int cost) {
  Player& P = pl[p];
  P.money -= cost;
  const int h = nodeHazard[node];
  nodeHazard[node] = -1;
  P.hazards.push_back(static_cast<int8_t>(h));
  gainFromPile(p, data().hazards[h].type == hzRockfall ? cgSheepdog : cgFerry);
}

// d.a: cost, d.b: compulsory (a bonus tile's condition).
void legalHazard(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  s.addHazardChoices(d.player, d.a, out);
  if (!d.b || out.empty()) out.push_back(act(aPass));
}

void applyHazard(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aHazard) s.takeHazard(d.player, a.arg[0], d.a);
}

// ---- harbourmasters (p. 15) ------------------------------------------------------

// A hired worker (the rightmost of a row, never a printed one) becomes the
// harbourmaster; the tile's top half acts now or is permanent.
void legalHarbour(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  for (int t = 0; t < kWorkerTypes; ++t)
    if (s.pl[d.player].workers[t] >= 2) out.push_back(act(aHarbour, t));
  out.push_back(act(aPass));
}

void applyHarbour(GwtState& s, const Decision& d, const Action& a) {
  if (a.type != aHarbour) return;
  const int p = d.player;
  Player& P = s.pl[p];
  const int m = d.a;  // medium port index
  const int tile = s.harbourAt[m];
  s.harbourAt[m] = -1;
  --P.workers[a.arg[0]];
  P.harbourmasters.push_back(static_cast<int8_t>(tile));
  switch (data().harbour[tile].top) {
    case htGain5:
      P.money += 5;
      break;
    case htGain3Ferry:
      P.money += 3;  // money is compulsory (p. 12), the card is not
      s.offerCard(p, supFerry);
      break;
    case htExplore4:
      s.addExplore(p, 4);
      break;
    default:
      break;
  }
}

}  // namespace gwtnz
