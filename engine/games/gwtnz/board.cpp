// The player board (p. 9): disc slots with white or black borders and what
// unlocking each gives or costs, the certificate and gold tracks, the worker
// rows, and the exploration track (p. 17).
#include "kinds.hpp"

namespace gwtnz {

namespace {
int groupOff(const Player& P, DiscGroup g) {
  int k = 0;
  for (int s = 0; s < kDiscs; ++s)
    if (data().discs[s].group == g && (P.discsOff >> s & 1)) ++k;
  return k;
}
}  // namespace

// Free slots of an auxiliary action: 1 allows it simple, 2 double (p. 18).
int GwtState::freeSlots(int p, int aux) const {
  return data().auxGrey[aux] + groupOff(pl[p], static_cast<DiscGroup>(dgAux0 + aux));
}

int GwtState::handLimit(int p) const { return data().handLimit + groupOff(pl[p], dgHand); }

int GwtState::certLimit(int p) const {
  return groupOff(pl[p], dgCertLimit) ? data().certLimitUnlocked : data().certLimit;
}

int GwtState::permanentCerts(int p) const {
  int k = groupOff(pl[p], dgPermCert) + pl[p].permCert;
  for (int8_t h : pl[p].harbourmasters)
    if (data().harbour[h].top == htCert) ++k;
  return k;
}

int GwtState::permanentWool(int p) const { return groupOff(pl[p], dgWool) + pl[p].permWool; }

// p. 9–10: a white-bordered disc goes anywhere, a black-bordered one only on a
// black-bordered space, unless only black-bordered discs remain (p. 19). The
// cost of freeing the slot must be paid in full with the other costs.
bool GwtState::discAllowed(int p, int slot, Border target, int extraCost) const {
  const Player& P = pl[p];
  if (P.discsOff >> slot & 1) return false;
  const DiscSlot& S = data().discs[slot];
  if (S.cost + extraCost > P.money) return false;
  if (target == bWhite && S.border == bBlack) {
    for (int s = 0; s < kDiscs; ++s)
      if (!(P.discsOff >> s & 1) && data().discs[s].border == bWhite) return false;
  }
  return true;
}

void GwtState::removeDisc(int p, int slot) {
  Player& P = pl[p];
  const DiscSlot& S = data().discs[slot];
  P.discsOff = static_cast<uint16_t>(P.discsOff | (1u << slot));
  P.money += S.gain - S.cost;
  if (S.group == dgCertLimit) P.certs = std::min(P.certs, certLimit(p));
}

// Clarifications et cas particuliers (p. 19): with no disc left that may go
// there, "un de vos disques se trouvant sur un port moyen de votre choix" moves
// instead: one action per medium port holding your disc, its slot argument
// kPortDisc + the port's index.
void GwtState::addPortDiscs(int p, ActionType type, int target, std::vector<Action>& out) const {
  for (size_t i = 0; i < data().ports.size(); ++i)
    if (data().ports[i].type == ptMedium && (pl[p].portsMask >> i & 1))
      out.push_back(act(type, target, kPortDisc + static_cast<int>(i)));
}

// The disc of medium port `port` leaves it: the port may be upgraded again.
void GwtState::takeDiscFromPort(int p, int port) {
  Player& P = pl[p];
  P.portsMask &= ~(1u << port);
  --P.mediumDiscs;
}

// p. 12: moving the certificate marker from 0 or 1 to 2 or more gives 1 gold.
void GwtState::addCerts(int p, int k) {
  Player& P = pl[p];
  const int before = P.certs;
  P.certs = std::min(certLimit(p), P.certs + k);
  if (before < 2 && P.certs >= 2) addGold(p, 1);
}

void GwtState::addGold(int p, int k) { pl[p].gold = std::min(data().goldLimit, pl[p].gold + k); }

// p. 17: gold at 3 and 8, a movement tile at 4 or 6, the choice at 11, and a
// pound for each advance past the last space.
void GwtState::addExplore(int p, int k) {
  Player& P = pl[p];
  const Data& D = data();
  for (int i = 0; i < k; ++i) {
    if (P.explore >= D.exploreLast) {
      ++P.money;
      continue;
    }
    ++P.explore;
    for (int8_t g : D.exploreGold)
      if (P.explore == g) addGold(p, 1);
    if (P.explore == D.movementTileAt[np()] && P.moveTile == 0 && movementTiles > 0) {
      P.moveTile = 1;
      --movementTiles;
    }
    if (P.explore == D.exploreChoice && !P.exploreChoiceDone) {
      P.exploreChoiceDone = true;
      push(dExplore11, p);
    }
  }
}

// Hiring (p. 13): the leftmost free slot of the row, and its immediate action.
void GwtState::placeWorker(int p, int type) {
  const int col = pl[p].workers[type];
  ++pl[p].workers[type];
  workerImmediate(p, type, col);
}

void legalExplore11(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  if (s.pl[d.player].moveTile == 1) out.push_back(act(aChoose, 0));
  out.push_back(act(aChoose, 1));
}

// Space 11: flip the movement tile (+2) or the taxes tile (no more taxes).
void applyExplore11(GwtState& s, const Decision& d, const Action& a) {
  if (a.arg[0] == 0)
    s.pl[d.player].moveTile = 2;
  else
    s.pl[d.player].taxFree = true;
}

}  // namespace gwtnz
