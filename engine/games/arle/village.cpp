// The village board: land, marsh and dikes, the moor and peat, tiles and their
// upgrades ("Caractéristiques de votre plateau Village", p. 9; Colon, Tourbier,
// Gardien, p. 12-14).
#include <algorithm>

#include "state.hpp"

namespace arle {

using ludo::Action;

ludo::Action act(int type, int a0, int a1, int a2, int a3) {
  return ludo::makeAction(type, {a0, a1, a2, a3}, 0);
}

// p. 9: marsh rows are unlocked by the 1st, 4th and 7th dike moves (ASSUMPTIONS.md).
bool ArleState::usable(int p, int s) const {
  const Player& P = pl[p];
  if (s < 3) return P.dikeMoves >= 7;
  if (s < 6) return P.dikeMoves >= 4;
  if (s < 9) return P.dikeMoves >= 1;
  if (s < 15) return !options.moorStart || s < 11;  // moorStart: 2 land spaces and the moor
  if (s == 15) return P.moor[0] < 0;
  if (s == 16) return P.moor[1] < 0;
  return P.moor[2] < 0;
}

int ArleState::countTile(int p, int t) const {
  int n = 0;
  for (int s = 0; s < kVSpaces; ++s)
    if (pl[p].tile[s] == t) ++n;
  return n;
}

int ArleState::emptySpace(int p) const {
  int best = -1, bestN = 99;
  for (int s = 0; s < kVSpaces; ++s) {
    if (!usable(p, s) || pl[p].tile[s] != kEmptySpace) continue;
    const auto& a = pl[p].an[2 * s];
    int n = a[0] + a[1] + a[2];
    if (n < bestN) bestN = n, best = s;
  }
  return best;
}

void ArleState::placeTile(int p, int s, int tile, int b) {
  Player& P = pl[p];
  P.tile[s] = static_cast<int8_t>(tile);
  P.bld[s] = static_cast<int8_t>(b);
  for (int half = 0; half < 2; ++half) {
    int h = 2 * s + half;
    int cap = holdCap(p, h);
    auto& a = P.an[h];
    int tot = a[0] + a[1] + a[2];
    bool ok = tot <= cap && (holdMixed(p, h) || tot == 0 || tot == a[0] || tot == a[1] || tot == a[2]);
    if (!ok) {
      for (int sp = 0; sp < 3; ++sp) P.loose[sp] += a[sp];
      a = {0, 0, 0};
    }
  }
  settleAnimals(p);
}

void ArleState::clearTile(int p, int s) {
  pl[p].tile[s] = kEmptySpace;
  pl[p].bld[s] = -1;
}

// p. 8: "Les doubles stalles sont considérées comme deux stalles séparées."
int ArleState::stallsForBreeding(int p) const {
  return countTile(p, kStall) + 2 * countTile(p, kDoubleStall);
}

void ArleState::moveDikes(int p, int n) {
  pl[p].dikeMoves = static_cast<int8_t>(std::min(kMaxDikeMoves, pl[p].dikeMoves + n));
}

// p. 16: -1 per marsh space of the top row not covered by a dike (moves 5-7 cover them).
int ArleState::marshPenalty(int p) const { return 3 - std::clamp(pl[p].dikeMoves - 4, 0, 3); }

bool ArleState::extractable(int p) const {
  for (int m = 0; m < kMoors; ++m)
    if (pl[p].moor[m] == 1 && pl[p].moorPeat[m] > 0) return true;
  return false;
}

// p. 9: the tile leaves the board as soon as its last peat is extracted.
void ArleState::extractFrom(int p, int m) {
  Player& P = pl[p];
  --P.moorPeat[m];
  ++P.g[kPeat];
  if (P.moorPeat[m] == 0) P.moor[m] = -1;
}

void ArleState::dryMoor(int p, int m) {
  pl[p].moor[m] = 1;
  pl[p].moorPeat[m] = static_cast<int8_t>(data().moorPeat);
}

// Tiles with an arrow (player aid p. 2, reconstructed in ASSUMPTIONS.md).
void ArleState::upgradeOptions(int p, Actions& out) const {
  const Player& P = pl[p];
  for (int m = 0; m < kMoors; ++m)
    if (P.moor[m] == 0) out.push_back(act(kActUpgrade, kFlipMoor, m));
  for (int i = 0; i < kVSpaces; ++i)
    if (P.tile[i] == kForest) {
      out.push_back(act(kActUpgrade, kFlipForest, i));
      break;
    }
  // Stalls: list each occupied variant once (animals inside differ).
  for (int i = 0; i < kVSpaces; ++i) {
    if (P.tile[i] != kStall && P.tile[i] != kStable) continue;
    bool dup = false;
    for (int j = 0; j < i; ++j)
      if (P.tile[j] == P.tile[i] && P.an[2 * j] == P.an[2 * i]) dup = true;
    if (!dup) out.push_back(act(kActUpgrade, P.tile[i] == kStall ? kFlipStall : kFlipStable, i));
  }
  // p. 14 ref. 4 names « une charrette en charriot »; the list of arrow tiles is on
  // the lost player aid, so the other equipment flips are the option extraUpgrades
  // (ASSUMPTIONS.md "Tile upgrades").
  if (P.boats > 0 && options.extraUpgrades) out.push_back(act(kActUpgrade, kFlipPeatBoat, 0));
  static const int from[3] = {kHandcart, kCart, kCarriage};
  for (int k = 0; k < 3; ++k)
    for (int i = 0; i < P.nveh && (from[k] == kCart || options.extraUpgrades); ++i)
      if (P.veh[i].type == from[k] && vehicleEmpty(p, i)) {
        out.push_back(act(kActUpgrade, kFlipHandcart + k, i));
        break;
      }
}

void ArleState::doUpgrade(int p, int kind, int idx) {
  Player& P = pl[p];
  switch (kind) {
    case kFlipMoor:
      dryMoor(p, idx);
      break;
    case kFlipForest:
      P.tile[idx] = kPark;
      break;
    case kFlipStall:
      placeTile(p, idx, kStorehouse);
      break;
    case kFlipStable: {
      auto a = P.an[2 * idx];
      P.tile[idx] = kDoubleStall;
      P.an[2 * idx] = {0, 0, 0};
      P.an[2 * idx + 1] = {0, 0, 0};
      for (int sp = 0; sp < 3; ++sp) {
        int n0 = std::min<int>(3, a[sp]);
        P.an[2 * idx][sp] = static_cast<int8_t>(n0);
        P.an[2 * idx + 1][sp] = static_cast<int8_t>(a[sp] - n0);
      }
      break;
    }
    case kFlipPeatBoat:
      --P.boats;
      ++P.ploughs;
      break;
    case kFlipHandcart:
      P.veh[idx].type = kWagon;
      break;
    case kFlipCart:
      P.veh[idx].type = kHorseCart;
      break;
    case kFlipCarriage:
      P.veh[idx].type = kDroshky;
      break;
  }
}

// ------------------------------------------------------------ decisions
namespace {

// Colonist (p. 12): dry one moor tile, or not.
void colonistLegal(const ArleState& s, const Decision& d, Actions& out) {
  for (int m = 0; m < kMoors; ++m)
    if (s.pl[d.player].moor[m] == 0) out.push_back(act(kActUpgrade, kFlipMoor, m));
  out.push_back(act(kActStop));
}
void colonistApply(ArleState& s, const Decision& d, const Action& a) { s.dryMoor(d.player, a.arg[1]); }

// Peat extraction, d.a extractions left (p. 9, p. 12).
void extractLegal(const ArleState& s, const Decision& d, Actions& out) {
  const Player& P = s.pl[d.player];
  for (int m = 0; m < kMoors; ++m)
    if (P.moor[m] == 1 && P.moorPeat[m] > 0) out.push_back(act(kActExtract, m));
  out.push_back(act(kActStop));
}
void extractApply(ArleState& s, const Decision& d, const Action& a) {
  s.extractFrom(d.player, a.arg[0]);
  Decision rest = d;
  if (--rest.a > 0 && s.extractable(d.player)) s.decisions.push(rest);
}

// Warden, dike warden, Berum castle: flip one tile with an arrow (p. 13-14 ref. 4).
void upgradeLegal(const ArleState& s, const Decision& d, Actions& out) {
  s.upgradeOptions(d.player, out);
  out.push_back(act(kActStop));
}
void upgradeApply(ArleState& s, const Decision& d, const Action& a) {
  s.doUpgrade(d.player, a.arg[0], a.arg[1]);
}

}  // namespace

const DecisionKind kColonistDecision{"colonist", colonistLegal, colonistApply, nullptr};
const DecisionKind kExtractDecision{"extract", extractLegal, extractApply, nullptr};
const DecisionKind kUpgradeDecision{"upgrade", upgradeLegal, upgradeApply, nullptr};

}  // namespace arle
