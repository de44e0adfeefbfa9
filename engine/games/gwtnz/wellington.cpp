// Wellington (p. 9–11): income from distinct breeds plus certificates, a
// delivery to a counter at or below the value (never twice on one counter but
// 0 and 21), predictions A and B (workers, hazards, bonus tiles and the market
// marker with its yellow, turquoise and red arrows), then the upkeep.
#include "kinds.hpp"

namespace gwtnz {

int GwtState::breedingValue(int p, int mask) const {
  int v = permanentCerts(p);
  for (int b = 0; b < kBreeds; ++b)
    if (mask >> b & 1) v += data().breeds[b].breeding;
  return v;
}

// Step 1: each breed revealed once; income taken, revealed cards discarded.
void GwtState::income(int p, int mask, int certsSpent) {
  const int value = breedingValue(p, mask) + certsSpent;
  pl[p].money += value;
  pl[p].certs -= certsSpent;
  for (int b = 0; b < kBreeds; ++b)
    if (mask >> b & 1) discardCard(p, handCardOfBreed(p, b));
}

void legalIncome(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const int all = s.breedMaskInHand(d.player);
  for (int m = all;; m = (m - 1) & all) {
    out.push_back(act(aIncome, m));
    if (m == 0) break;
  }
}

void applyIncome(GwtState& s, const Decision& d, const Action& a) {
  const int p = d.player;
  const int value = s.breedingValue(p, a.arg[0]);
  s.income(p, a.arg[0], 0);
  s.push(dDeliver, p, value, 0, 0);
  if (s.pl[p].certs > 0) s.push(dChoice, p, chCerts);
}

namespace {
bool counterOpen(const GwtState& s, int p, const Counter& c) {
  if (c.largePort < 0) return true;
  for (size_t i = 0; i < data().ports.size(); ++i)
    if (data().ports[i].large == c.largePort) return s.pl[p].portsMask >> i & 1;
  return false;
}
}  // namespace

// Every (counter, disc slot) a delivery of `value` may use; a slot kPortDisc + i
// is the disc taken back from medium port i (p. 19) when no board disc can go there.
void GwtState::addDeliveries(int p, int value, bool wool, std::vector<Action>& out) const {
  const std::vector<Counter>& list = wool ? data().wool : data().delivery;
  const Player& P = pl[p];
  for (size_t c = 0; c < list.size(); ++c) {
    const Counter& C = list[c];
    const int done = wool ? P.woolDone[c] : P.delivered[c];
    if (C.value > value || (done && !C.repeat) || !counterOpen(*this, p, C)) continue;
    bool any = false;
    for (int slot = 0; slot < kDiscs; ++slot)
      if (discAllowed(p, slot, C.border, C.transport)) {
        out.push_back(act(wool ? aWool : aDeliver, static_cast<int>(c), slot));
        any = true;
      }
    if (!any && P.money >= C.transport) addPortDiscs(p, wool ? aWool : aDeliver, static_cast<int>(c), out);
  }
}

// Building 10a's "comptoir 13" (appendix, Bâtiments personnels A): the local
// wool counter 13, the only counter that holds several of your discs, worth
// 3 VP per disc; with the option `delivery13`, the local delivery counter 13
// (ASSUMPTIONS.md gives both readings). Its index in its list.
int GwtState::counter13() const {
  const std::vector<Counter>& list = delivery13 ? data().delivery : data().wool;
  for (size_t c = 0; c < list.size(); ++c)
    if (list[c].value == 13 && list[c].largePort < 0) return static_cast<int>(c);
  return -1;
}

void GwtState::deliver(int p, int c, int slot, bool wool) {
  const Counter& C = wool ? data().wool[c] : data().delivery[c];
  Player& P = pl[p];
  if (slot < kPortDisc)
    removeDisc(p, slot);
  else
    takeDiscFromPort(p, slot - kPortDisc);
  P.money -= C.transport;
  P.money += C.pounds;
  if (wool)
    ++P.woolDone[c];
  else
    ++P.delivered[c];
  gainFromPile(p, C.card);  // delivery actions are compulsory (p. 10)
}

// d.a: the value; d.c: a forced counter + 1 (building 10a).
void legalDeliver(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  std::vector<Action> all;
  s.addDeliveries(d.player, d.a, false, all);
  for (const Action& x : all)
    if (d.c == 0 || x.arg[0] == d.c - 1) out.push_back(x);
  if (out.empty()) out.push_back(act(aPass));
}

void applyDeliver(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aDeliver) s.deliver(d.player, a.arg[0], a.arg[1], false);
}

// ---- predictions -------------------------------------------------------------------

void legalPredict(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  for (int k = 2 * d.a; k < 2 * d.a + 2; ++k)
    if (s.predict[k] >= 0) out.push_back(act(aPredict, k));
  if (out.empty()) out.push_back(act(aPass));
}

void applyPredict(GwtState& s, const Decision& d, const Action& a) {
  if (a.type != aPredict) return;
  const int16_t tile = s.predict[a.arg[0]];
  s.predict[a.arg[0]] = -1;
  s.placePrediction(d.player, tile);
}

void GwtState::placePrediction(int p, int16_t tile) {
  if (tile < kHazardCode) {
    // A worker: the highest free slot of its column, else out of the game.
    for (size_t r = 0; r < data().jobCost.size(); ++r)
      if (!job[r][tile]) {
        job[r][tile] = true;
        return;
      }
    return;
  }
  if (tile < kBonusCode) {
    // A hazard: the lowest-numbered free space of its zone, else out of the game.
    const int h = tile - kHazardCode;
    const auto& zone = data().hazards[h].type == hzFlood ? floodNode : rockNode;
    for (int8_t x : zone)
      if (nodeHazard[x] < 0) {
        nodeHazard[x] = static_cast<int8_t>(h);
        return;
      }
    return;
  }
  // A bonus tile: the marker's row, left to right, the marker's space last.
  if (endTriggered || markerRow >= static_cast<int>(data().bonusCost.size())) return;
  for (int c = 4 - np(); c < 4; ++c)
    if (bonusMarket[markerRow][c] < 0) {
      bonusMarket[markerRow][c] = static_cast<int8_t>(tile - kBonusCode);
      if (c == 3) moveMarker(p);
      return;
    }
}

// p. 11: black arrow nothing, yellow refills the cattle market, turquoise
// flips the four double-sided neutral buildings, red ends the game.
void GwtState::moveMarker(int p) {
  const int arrow = data().arrows[markerRow];
  ++markerRow;
  if (arrow == 1) refillMarket();
  if (arrow == 2) flipped = true;
  if (arrow == 3) triggerEnd(p);
}

void GwtState::triggerEnd(int p) {
  endTriggered = true;
  pl[p].marker = true;
  finalTurnsLeft = participants() - 1;
}

void GwtState::refillMarket() {
  while (static_cast<int>(market.size()) < data().marketSize[np()] && !marketDeck.empty()) {
    market.push_back(marketDeck.back());
    marketDeck.pop_back();
    revealed = true;
  }
}

void GwtState::refillPredictions() {
  // Solo: the tiles left slide to the right-hand spaces before the left ones are filled.
  if (solo)
    for (int k : {0, 2})
      if (predict[k + 1] < 0) std::swap(predict[k], predict[k + 1]);
  for (int k = 0; k < 4; ++k) {
    Cards& bag = k < 2 ? bagA : bagB;
    if (predict[k] >= 0 || bag.empty()) continue;
    const int i = rng.below(static_cast<int>(bag.size()));
    predict[k] = bag[i];
    bag.erase(bag.begin() + i);
    revealed = true;
  }
  // Bag B exhausted with nothing left to predict: the marker can never move
  // again, so the game ends as if it had left the market (ASSUMPTIONS.md).
  if (!endTriggered && bagB.empty() && predict[2] < 0 && predict[3] < 0) triggerEnd(current);
}

}  // namespace gwtnz
