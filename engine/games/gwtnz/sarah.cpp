// The solo opponent Sarah ("A woman of great character", solo rules): her
// set-up, her cards (movement, then an action wherever she stands), her
// movement criteria, her decision criteria for every action, her deliveries and
// predictions at Wellington. She has no money, gold, tokens or herd; what she
// gains lies face down in a pile (pl[kSarah].discard) for the final scoring.
#include "kinds.hpp"

namespace gwtnz {

namespace {
constexpr int S = GwtState::kSarah;

int handAmount(Hand h) { return h == handBlack ? 1 : h == handGreen ? 2 : 0; }

// Fewest locations from `node` to Wellington.
int distanceToWellington(const GwtState& s, int node) {
  std::vector<int> frontier{node}, next;
  for (int d = 0; d < 64; ++d) {
    next.clear();
    for (int x : frontier) {
      if (x == data().wellington) return d;
      std::vector<int> out;
      s.nextLocations(x, out);
      next.insert(next.end(), out.begin(), out.end());
    }
    if (next.empty()) return 99;
    frontier.swap(next);
  }
  return 99;
}

struct PathKey {
  int dist = 99, taxes = 0, toYou = 0;
  bool operator<(const PathKey& o) const {
    return dist != o.dist ? dist < o.dist : taxes != o.taxes ? taxes < o.taxes : toYou < o.toYou;
  }
};

void taxesOn(const GwtState& s, int node, int& taxes, int& toYou) {
  if (s.nodeHazard[node] >= 0) taxes += handAmount(data().hazards[s.nodeHazard[node]].hand);
  if (s.nodeBuilding[node] >= 0 && s.nodeOwner[node] != S) {
    const int t = handAmount(data().personal[s.nodeBuilding[node]].hand);
    taxes += t;
    toYou += t;
  }
}

// Every path of up to `left` locations (stopping at Wellington); the best by the three criteria.
void bestPath(const GwtState& s, int node, int left, std::vector<int>& path, PathKey key, PathKey& bestKey,
              std::vector<int>& best) {
  if (left == 0 || node == data().wellington) {
    key.dist = distanceToWellington(s, node);
    if (best.empty() || key < bestKey) {
      bestKey = key;
      best = path;
    }
    return;
  }
  std::vector<int> next;
  s.nextLocations(node, next);
  for (int x : next) {
    PathKey k = key;
    taxesOn(s, x, k.taxes, k.toYou);
    path.push_back(x);
    bestPath(s, x, left - 1, path, k, bestKey, best);
    path.pop_back();
  }
}

void sarahMove(GwtState& s, int count) {
  std::vector<int> path, best;
  PathKey bestKey;
  const int from = s.pl[S].rancher < 0 ? 0 : s.pl[S].rancher;
  bestPath(s, from, std::max(1, std::min(5, count)), path, PathKey{}, bestKey, best);
  for (int x : best) {
    // Your buildings' hands: you take the amount from the bank.
    if (s.nodeBuilding[x] >= 0 && s.nodeOwner[x] == 0)
      s.pl[0].money += handAmount(data().personal[s.nodeBuilding[x]].hand);
    s.pl[S].rancher = static_cast<int8_t>(x);
  }
}

int marketCount(const GwtState& s, int breed) {
  int k = 0;
  for (int16_t c : s.market) k += data().cards[c].breed == breed;
  return k;
}

// Of two breeds, the one present and least numerous in the market (-1: neither).
int leastNumerous(const GwtState& s, int a, int b) {
  const int ca = marketCount(s, a), cb = marketCount(s, b);
  if (!ca && !cb) return -1;
  if (!ca) return b;
  if (!cb) return a;
  return cb < ca ? b : a;
}

void addTwoToMarket(GwtState& s) {
  for (int k = 0; k < 2 && !s.marketDeck.empty(); ++k) {
    s.market.push_back(s.marketDeck.back());
    s.marketDeck.pop_back();
  }
  s.revealed = true;
}

// Sarah's cattle-market tile: the option of her shepherds, or fewer after adding 2 cards each time.
bool tryMarketOption(GwtState& s, const std::vector<int8_t>& items) {
  int lin = marketCount(s, brLincoln) + marketCount(s, brCorriedale);
  int ham = marketCount(s, brHampshire) + marketCount(s, brRyeland);
  for (int8_t it : items) {
    if (it == kLinCor && lin-- <= 0) return false;
    if (it == kHamRye && ham-- <= 0) return false;
    if (it < kLinCor && marketCount(s, it) == 0) return false;
  }
  for (int8_t it : items) {
    const int b = it == kLinCor   ? leastNumerous(s, brLincoln, brCorriedale)
                  : it == kHamRye ? leastNumerous(s, brHampshire, brRyeland)
                                  : it;
    s.marketTake(S, b);
  }
  return true;
}

void sarahBuy(GwtState& s) {
  const int max = static_cast<int>(data().sarahMarket.size()) - 1;
  for (int k = std::min(max, static_cast<int>(s.pl[S].workers[wShepherd])); k >= 1; --k) {
    if (tryMarketOption(s, data().sarahMarket[k])) return;
    addTwoToMarket(s);
  }
}

void sarahPlaceWorker(GwtState& s, int type);

void sarahHire(GwtState& s, bool specialtyFirst) {
  int bestRow = -1, bestType = -1;
  auto better = [&](int r, int t) {
    if (bestRow < 0) return true;
    const bool spec = t == s.specialty, bestSpec = bestType == s.specialty;
    const int c = data().jobCost[r], bc = data().jobCost[bestRow];
    if (specialtyFirst && spec != bestSpec) return spec;
    if (c != bc) return c < bc;
    return spec && !bestSpec;
  };
  for (size_t r = 0; r < data().jobCost.size(); ++r)
    for (int t = 0; t < kWorkerTypes; ++t)
      if (s.job[r][t] && s.pl[S].workers[t] < kWorkerCols && better(static_cast<int>(r), t)) {
        bestRow = static_cast<int>(r);
        bestType = t;
      }
  if (bestRow < 0) return;
  s.job[bestRow][bestType] = false;
  sarahPlaceWorker(s, bestType);
}

// Sarah's immediate actions: her boat to the cheapest free medium port, or a disc on the wool counter.
void sarahMediumPort(GwtState& s) {
  const Data& D = data();
  int best = -1;
  for (int pass = 0; pass < 2 && best < 0; ++pass)
    for (size_t i = 0; i < D.ports.size(); ++i) {
      if (D.ports[i].type != ptMedium || (s.pl[S].portsMask >> i & 1)) continue;
      const bool you = s.pl[0].portsMask >> i & 1;
      if (pass == 0 ? you : !you) continue;  // first no disc at all, then only yours
      if (best < 0 || D.ports[i].vp < D.ports[best].vp) best = static_cast<int>(i);
    }
  if (best < 0 || s.sarahDiscs <= 0) return;
  --s.sarahDiscs;
  s.boat[S] = D.ports[best].space;
  s.pl[S].portsMask |= 1u << best;
  ++s.pl[S].mediumDiscs;
  s.harbourAt[D.ports[best].medium] = -1;  // her harbourmaster tile goes back to the box
  s.gainFromPile(S, D.ports[best].card);
}

void sarahPlaceWorker(GwtState& s, int type) {
  Player& P = s.pl[S];
  const int col = P.workers[type];
  ++P.workers[type];
  s.gainFromPile(S, data().sarahColumnBonus[col]);  // the bonus card of the column's header
  const int8_t imm = type == wSailor    ? data().sarahSailorSlot[col]
                     : type == wShearer ? data().sarahShearerSlot[col]
                                        : 0;
  if (imm == 1) sarahMediumPort(s);
  if (imm == 2 && s.sarahDiscs > 0) {
    --s.sarahDiscs;
    ++P.woolDone[data().sarahWoolCounter];
    s.gainFromPile(S, cgRomney);
  }
  if (P.workers[type] > P.workers[s.specialty]) s.specialty = static_cast<int8_t>(type);
}

// The next free, safe building space ahead of your rancher (or from the start).
int sarahSpace(const GwtState& s) {
  const Data& D = data();
  for (int from : {static_cast<int>(std::max<int8_t>(s.pl[0].rancher, 0)), 0}) {
    std::vector<int> frontier{from}, next;
    uint64_t seen = 1ull << from;
    while (!frontier.empty()) {
      std::sort(frontier.begin(), frontier.end());
      for (int x : frontier) {
        const Node& nd = D.nodes[x];
        if (x != from && nd.kind == nBuild && s.nodeBuilding[x] < 0 && nd.risky < 0 &&
            s.pl[S].explore >= nd.req)
          return x;
      }
      next.clear();
      for (int x : frontier)
        for (int8_t y : D.nodes[x].next)
          if (!(seen >> y & 1)) {
            seen |= 1ull << y;
            next.push_back(y);
          }
      frontier.swap(next);
    }
  }
  return -1;
}

bool sarahBuildNew(GwtState& s, int builders) {
  Player& P = s.pl[S];
  int pick = -1;
  for (int b = 0; b < kBuildings; ++b)
    if ((P.buildingsLeft >> b & 1) && data().personal[b].builders == builders &&
        (pick < 0 || (data().personal[b].hand != handNone && data().personal[pick].hand == handNone)))
      pick = b;  // sub-criterion: a building with a hand
  const int space = pick < 0 ? -1 : sarahSpace(s);
  if (space < 0) return false;
  s.nodeBuilding[space] = static_cast<int8_t>(pick);
  s.nodeOwner[space] = S;
  P.buildingsLeft = static_cast<uint16_t>(P.buildingsLeft & ~(1u << pick));
  return true;
}

// The change in building tiles showing a hand on the board when `b` replaces `old`: -1, 0 or +1.
int handGain(int b, int old) {
  const auto& B = data().personal;
  return (B[b].hand != handNone ? 1 : 0) - (B[old].hand != handNone ? 1 : 0);
}

// Replace with the largest difference up to `maxDiff` (exactly `exact` if set), then the solo rules'
// sub-criteria for replacing ("Placer un des bâtiments de Sarah", solo p. 3): 1. the new tile worth the
// most VP, 2. the most building tiles showing a hand on the board (the new tile's hand less the
// replaced one's).
bool sarahReplace(GwtState& s, int maxDiff, int exact) {
  Player& P = s.pl[S];
  const Data& D = data();
  int bestNode = -1, bestB = -1, bestDiff = 0, bestVp = 0, bestGain = 0;
  for (size_t x = 0; x < D.nodes.size(); ++x) {
    if (s.nodeBuilding[x] < 0 || s.nodeOwner[x] != S) continue;
    for (int b = 0; b < kBuildings; ++b) {
      if (!(P.buildingsLeft >> b & 1)) continue;
      const int diff = D.personal[b].builders - D.personal[s.nodeBuilding[x]].builders;
      if (diff <= 0 || diff > maxDiff || (exact && diff != exact)) continue;
      const int vp = D.personal[b].vp, gain = handGain(b, s.nodeBuilding[x]);
      const bool better = bestB < 0 || diff > bestDiff ||
                          (diff == bestDiff && (vp > bestVp || (vp == bestVp && gain > bestGain)));
      if (better) {
        bestNode = static_cast<int>(x);
        bestB = b;
        bestDiff = diff;
        bestVp = vp;
        bestGain = gain;
      }
    }
  }
  if (bestB < 0) return false;
  s.nodeBuilding[bestNode] = static_cast<int8_t>(bestB);
  P.buildingsLeft = static_cast<uint16_t>(P.buildingsLeft & ~(1u << bestB));
  return true;
}

void sarahBuild(GwtState& s, int exact) {
  const int builders = s.pl[S].workers[wBuilder];
  if (exact) {
    if (!sarahBuildNew(s, exact)) sarahReplace(s, exact, exact);
    return;
  }
  if (sarahBuildNew(s, builders) || sarahBuildNew(s, builders - 1) || sarahReplace(s, builders, 0)) return;
  for (int k = builders - 2; k >= 1; --k)
    if (sarahBuildNew(s, k)) return;
}

// The cheapest bonus tile by its row's cost, the topmost then leftmost; back to the box.
void sarahInvest(GwtState& s) {
  int br = -1, bc = -1;
  for (int r = 0; r < s.markerRow && r < static_cast<int>(data().bonusCost.size()); ++r)
    for (int c = 0; c < 4; ++c)
      if (s.bonusMarket[r][c] >= 0 && (br < 0 || data().bonusCost[r] < data().bonusCost[br])) {
        br = r;
        bc = c;
      }
  if (br >= 0) s.bonusMarket[br][bc] = -1;
}

// The zone holding the most valuable tile (then the fuller one); its best tile, a black hand on a tie.
void sarahHazard(GwtState& s) {
  int bestZone = -1, bestVp = -1, bestCount = 0;
  for (int z = 0; z < 2; ++z) {
    const auto& zone = z == 0 ? s.floodNode : s.rockNode;
    int vp = -1, count = 0;
    for (int8_t x : zone)
      if (s.nodeHazard[x] >= 0) {
        vp = std::max<int>(vp, data().hazards[s.nodeHazard[x]].vp);
        ++count;
      }
    if (count && (vp > bestVp || (vp == bestVp && count > bestCount))) {
      bestZone = z;
      bestVp = vp;
      bestCount = count;
    }
  }
  if (bestZone < 0) return;
  int pick = -1;
  for (int8_t x : bestZone == 0 ? s.floodNode : s.rockNode) {
    if (s.nodeHazard[x] < 0) continue;
    const HazardTile& h = data().hazards[s.nodeHazard[x]];
    if (pick < 0 || h.vp > data().hazards[s.nodeHazard[pick]].vp ||
        (h.vp == data().hazards[s.nodeHazard[pick]].vp && h.hand == handBlack))
      pick = x;
  }
  s.takeHazard(S, pick, 0);
}

void sarahObjective(GwtState& s) {
  if (!s.objectiveOffer.empty()) s.takeObjective(S, 0);  // the card farthest from the deck
}

void sarahShearers(GwtState& s, int breed) {
  s.gainFromPile(S, cgRomney);
  if (s.pl[S].workers[wShearer] >= 3) s.marketTake(S, breed);
}

void sarahAction(GwtState& s, SarahAct a) {
  Player& P = s.pl[S];
  const bool spec = s.specialty == wShepherd;  // cards #10 and #14
  switch (a) {
    case saHireCheapest:
      sarahHire(s, false);
      break;
    case saHireSpecialty:
      sarahHire(s, true);
      break;
    case saBuySheep:
      sarahBuy(s);
      break;
    case saBuild:
      sarahBuild(s, 0);
      break;
    case saInvest:
      sarahInvest(s);
      break;
    case saExplore1:
    case saExplore2:
    case saExplore3:
      P.explore = std::min(data().exploreLast, P.explore + 1 + (a - saExplore1));
      break;
    case saObjective:
      sarahObjective(s);
      break;
    case saHazard:
      sarahHazard(s);
      break;
    case saBuySheepOrLinCor:
      if (spec) {
        sarahBuy(s);
      } else {
        const int b = leastNumerous(s, brLincoln, brCorriedale);
        if (b >= 0) s.marketTake(S, b);
      }
      break;
    case saBuySheepPlus2OrLinCorDorset:
      if (spec) {
        addTwoToMarket(s);
        sarahBuy(s);
      } else {
        const int b = leastNumerous(s, brLincoln, brCorriedale);
        if (b >= 0) s.marketTake(S, b);
        if (marketCount(s, brDorsetHorn)) s.marketTake(S, brDorsetHorn);
      }
      break;
    case saBuildOr1:
      sarahBuild(s, s.specialty == wBuilder ? 0 : 1);
      break;
    case saBuildOr2:
      sarahBuild(s, s.specialty == wBuilder ? 0 : 2);
      break;
    case saSailors:
      s.gainFromPile(S, data().sarahSailorBonus[std::min<int>(5, P.workers[wSailor])]);
      break;
    case saShearersLincoln:
      sarahShearers(s, brLincoln);
      break;
    case saShearersRyeland:
      sarahShearers(s, brRyeland);
      break;
  }
}

}  // namespace

// Solo set-up, change to step 5 (« Aventures en solitaire », Mise en place): once the
// tiles are in the bag and before anything else is drawn from it, a worker drawn
// from bag A (hazards go back) is set aside for Sarah; its type is her specialty.
void GwtState::sarahWorker() {
  for (;;) {
    const int i = rng.below(static_cast<int>(bagA.size()));
    if (bagA[i] < kHazardCode) {
      specialty = static_cast<int8_t>(bagA[i]);
      bagA.erase(bagA.begin() + i);
      return;
    }
  }
}

// The rest of her set-up: one worker of each type plus the one set aside (no
// bonus card for it), her cards by difficulty, her rancher on the start space,
// a disc on exploration 0.
void GwtState::sarahSetup() {
  Player& P = pl[S];
  P.workers.fill(1);
  ++P.workers[specialty];
  P.buildingsLeft = (1u << kBuildings) - 1;
  P.rancher = 0;
  P.firstTurnDone = true;
  sarahDiscs = static_cast<int8_t>(data().sarahDiscs);
  for (const SarahCard& c : data().sarahCards) {
    const auto& out = data().sarahRemove[difficulty];
    if (std::find(out.begin(), out.end(), c.number) == out.end()) sarahDeck.push_back(c.number);
  }
  rng.shuffle(sarahDeck);
  sarahNext = data().sarahFirst[difficulty];
}

void GwtState::sarahTurn() {
  current = S;
  if (sarahDeck.empty()) {
    sarahDeck.swap(sarahDiscard);
    rng.shuffle(sarahDeck);
  }
  const int number = sarahDeck.back();
  sarahDeck.pop_back();
  revealed = true;
  const SarahCard& card = data().sarahCards[number - 1];
  const Player& P = pl[S];
  int move = card.move;
  if (card.moveType >= 0) move = P.workers[card.moveType == kSarahSpecialty ? specialty : card.moveType];
  sarahMove(*this, move);
  // Cards #13 and #17: one more location when shearers are not her specialty.
  const bool shear =
      !card.actions.empty() && (card.actions[0] == saShearersLincoln || card.actions[0] == saShearersRyeland);
  if (shear && specialty != wShearer && pl[S].rancher != data().wellington) sarahMove(*this, 1);
  for (SarahAct a : card.actions) sarahAction(*this, a);
  if (pl[S].rancher == data().wellington) sarahWellington();
  sarahDiscard.push_back(static_cast<int16_t>(number));
  current = 0;
}

// She skips the income; delivers to her next local counter (up to 21, then 21
// again); takes the right-hand prediction tiles; the rest slide right.
void GwtState::sarahWellington() {
  Player& P = pl[S];
  const int c = sarahNext;
  if (sarahDiscs > 0) {
    --sarahDiscs;
    ++P.delivered[c];
    const int8_t card = data().delivery[c].card;
    if (card == cgObjective)
      sarahObjective(*this);
    else
      gainFromPile(S, card);
  }
  int next = c + 1;
  while (next < 8 && data().delivery[next].largePort >= 0) ++next;
  sarahNext = static_cast<int8_t>(std::min(next, 7));
  for (int k : {1, 3}) {
    const int16_t tile = predict[k] >= 0 ? predict[k] : predict[k - 1];
    if (tile < 0) continue;
    (predict[k] >= 0 ? predict[k] : predict[k - 1]) = -1;
    placePrediction(S, tile);
  }
  P.rancher = 0;
  refillPredictions();
}

// Her objective cards count as fulfilled.
int GwtState::sarahObjectiveVp() const {
  int v = 0;
  for (int16_t c : pl[S].discard)
    if (data().cards[c].kind == ckObjective) v += data().objectives[data().cards[c].objective].vp;
  return v;
}

}  // namespace gwtnz
