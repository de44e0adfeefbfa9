// Rule invariants, checked after every action by the tests and the harness.
#include <string>

#include "state.hpp"

namespace arle {

namespace {
using Problems = std::vector<std::string>;
void bad(Problems& pr, const std::string& s) { pr.push_back("arle: " + s); }
void checkPlayer(const ArleState& s, int p, Problems& pr);
void checkVehicles(const ArleState& s, int p, Problems& pr);
}  // namespace

void ArleState::checkInvariants(std::vector<std::string>& pr) const {
  const Data& d = data();
  for (int w : {(int)kGrainField, (int)kForest, (int)kStall, (int)kStable, 100 + kPlough, 100 + kHandcart,
                100 + kCart, 100 + kCarriage, 200 + kWood, 200 + kClay})
    if (supplyLeft(w) < 0) bad(pr, "limited supply exceeded (" + std::to_string(w) + ")");
  if (phase != kPhaseWork && phase != kPhaseEndWork && pendingKind(kAskSale))
    bad(pr, "sale outside the work phase");
  int placed[2] = {0, 0};
  for (int s = 0; s < kSpaces; ++s)
    if (occ[s] >= 0) ++placed[occ[s]];
  for (int p = 0; p < nP; ++p)
    if (placed[p] > 4) bad(pr, "more than 4 workers placed");
  if (phase == kPhaseWork && placed[0] + placed[1] > step) bad(pr, "more workers than placements");
  int special = 0;
  for (int s = 0; s < kSpaces; ++s)
    if (occ[s] >= 0 && (s >= 15) == summer()) ++special;
  if (special > (nP == 2 ? 1 : 0)) bad(pr, "special action used more than allowed");
  for (int b = 0; b < kBuildings; ++b) {
    int n = 0;
    for (int p = 0; p < nP; ++p)
      for (int s = 0; s < kVSpaces; ++s)
        if (pl[p].tile[s] == kBuildingTile && pl[p].bld[s] == b)
          ++n, (bowner[b] != p ? bad(pr, "building on the wrong village") : void());
    if ((bowner[b] >= 0) != (n == 1) || n > 1)
      bad(pr, "building " + d.buildings[b].id + " placed " + std::to_string(n) + " times");
  }
  for (int p = 0; p < nP; ++p) checkPlayer(*this, p, pr), checkVehicles(*this, p, pr);
}

namespace {
void checkPlayer(const ArleState& s, int p, Problems& pr) {
  const Data& d = data();
  const Player& P = s.pl[p];
  std::string who = "seat " + std::to_string(p) + ": ";
  for (int g = 0; g < kGoods; ++g)
    if (P.g[g] < 0) bad(pr, who + "negative stock");
  if (P.g[kFood] > 30) bad(pr, who + "food above 30");
  for (int g = kGrain; g <= kWool; ++g)
    if (P.g[g] > 15) bad(pr, who + "goods track above 15");
  for (int t = 0; t < kTools; ++t)
    if (P.tool[t] < 0 || P.tool[t] >= (int)d.tools[t].values.size()) bad(pr, who + "tool off its track");
  for (int sp = 0; sp < kVSpaces; ++sp) {
    if (!s.usable(p, sp) && P.tile[sp] != kEmptySpace) bad(pr, who + "tile on an unusable space");
    if ((P.tile[sp] == kBuildingTile) != (P.bld[sp] >= 0)) bad(pr, who + "building index mismatch");
  }
  for (int h = 0; h < kHoldings; ++h) {
    const auto& a = P.an[h];
    int tot = a[0] + a[1] + a[2];
    if (a[0] < 0 || a[1] < 0 || a[2] < 0) bad(pr, who + "negative animals");
    if (tot > s.holdCap(p, h)) bad(pr, who + "holding " + std::to_string(h) + " over capacity");
    if (!s.holdMixed(p, h) && tot != a[0] && tot != a[1] && tot != a[2])
      bad(pr, who + "mixed kinds in a single-kind holding");
  }
  if (P.loose[0] + P.loose[1] + P.loose[2] > 0) {
    bool pending = false;
    for (const Decision& x : s.decisions.items()) pending |= x.kind == kAskOverflow && x.player == p;
    if (!pending) bad(pr, who + "unplaced animals without a pending release");
  }
  if (P.hand[0] + P.hand[1] + P.hand[2] > 0 && !s.pendingKind(kAskArrange))
    bad(pr, who + "animals in hand outside a rearrangement");
  for (int m = 0; m < kMoors; ++m) {
    if (P.moor[m] == 0 && P.moorPeat[m] != 0) bad(pr, who + "peat on an undried moor");
    if (P.moor[m] == 1 && P.moorPeat[m] <= 0) bad(pr, who + "empty dried moor left on the board");
    if (P.moor[m] < 0 && P.moorPeat[m] != 0) bad(pr, who + "peat on a removed moor");
  }
  if (s.barnLarge(p) > 3 || s.barnSmall(p) > 5 || s.barnSmall(p) + s.barnLarge(p) > 7)
    bad(pr, who + "barn over capacity");
  if ((P.destOnTrack & ~P.destUsed) != 0) bad(pr, who + "destination on the track but not used");
}

void checkVehicles(const ArleState& s, int p, Problems& pr) {
  const Data& d = data();
  const Player& P = s.pl[p];
  std::string who = "seat " + std::to_string(p) + ": ";
  int tr = 0, onVeh = 0;
  for (int dd = 0; dd < kDests; ++dd)
    if (P.destOnTrack & (1u << dd)) tr += d.dests[dd].size;
  if (tr != P.travel) bad(pr, who + "travel track mismatch");
  for (int i = 0; i < P.nveh; ++i) {
    const Vehicle& v = P.veh[i];
    const std::string& cells = d.equip[v.type].cells;
    for (int c = 0; c < kCells; ++c) {
      int it = v.cell[c];
      if (c >= (int)cells.size() && it != 0) bad(pr, who + "load beyond a vehicle");
      if (it >= kLoadDestination && it < kLoadDestination + kDests) {
        ++onVeh;
        if (!(P.destUsed & (1u << (it - kLoadDestination))) ||
            (P.destOnTrack & (1u << (it - kLoadDestination))))
          bad(pr, who + "destination state");
      }
      if (it == kLoadContinued && (c == 0 || v.cell[c - 1] == 0)) bad(pr, who + "dangling load");
      if (it != 0 && it != kLoadContinued && !(it >= kLoadPlank && it <= kLoadPeat) &&
          !(it >= kLoadDestination && it < kLoadDestination + kDests))
        bad(pr, who + "unknown load");
    }
  }
  int used = 0;
  for (int dd = 0; dd < kDests; ++dd) used += (P.destUsed >> dd) & 1;
  int trackN = 0;
  for (int dd = 0; dd < kDests; ++dd) trackN += (P.destOnTrack >> dd) & 1;
  if (used != trackN + onVeh) bad(pr, who + "destination count");
  if (s.phase != kPhaseWork && s.phase != kPhaseEndWork && s.phase != kPhaseBeforeNovember && onVeh)
    bad(pr, who + "loaded vehicle after the work phase");
}

}  // namespace

}  // namespace arle
