// Rule invariants checked after every step by the harness.
#include "kinds.hpp"

namespace gwtnz {

void GwtState::checkInvariants(std::vector<std::string>& problems) const {
  const Data& D = data();
  if (!finished && stack.empty()) problems.push_back("no decision pending in a running game");
  std::vector<uint8_t> seen(D.cardCount, 0);
  auto count = [&](const Cards& cs, const char* where) {
    for (int16_t c : cs) {
      if (c < 0 || c >= D.cardCount) {
        problems.push_back(std::string("bad card id in ") + where);
        continue;
      }
      if (seen[c]++) problems.push_back("card " + std::to_string(c) + " twice (" + where + ")");
    }
  };
  for (int p = 0; p < n; ++p) {
    const Player& P = pl[p];
    const std::string who = "player " + std::to_string(p);
    if (P.money < 0) problems.push_back(who + ": negative money");
    if (P.gold < 0 || P.gold > D.goldLimit) problems.push_back(who + ": gold out of range");
    if (P.certs < 0 || P.certs > certLimit(p)) problems.push_back(who + ": certificates out of range");
    if (P.tokens < 0) problems.push_back(who + ": negative tokens");
    if (P.explore < 0 || P.explore > D.exploreLast) problems.push_back(who + ": exploration out of range");
    for (int t = 0; t < kWorkerTypes; ++t)
      if (P.workers[t] < 1 || P.workers[t] > kWorkerCols)
        problems.push_back(who + ": worker row out of range");
    if (P.mediumDiscs < 0) problems.push_back(who + ": negative port discs");
    // Every disc on a medium port left the player board, and each port upgraded holds one.
    if (P.mediumDiscs > __builtin_popcount(P.discsOff)) problems.push_back(who + ": too many discs out");
    int medium = 0;
    for (size_t i = 0; i < D.ports.size(); ++i)
      medium += D.ports[i].type == ptMedium && (P.portsMask >> i & 1);
    if (medium != P.mediumDiscs) problems.push_back(who + ": medium-port discs and ports differ");
    count(P.deck, "deck");
    count(P.hand, "hand");
    count(P.discard, "discard");
    count(P.objectives, "objectives");
  }
  if (solo) count(pl[kSarah].discard, "Sarah's pile");
  count(market, "market");
  count(marketDeck, "market deck");
  count(objectiveDeck, "objective deck");
  count(objectiveOffer, "objective offer");
  for (const Cards& c : supportPile) count(c, "support pile");
  for (const Cards& c : bonusStack) count(c, "bonus stack");
  if (objectiveOffer.size() > 4) problems.push_back("objective offer over 4");
  for (size_t x = 0; x < D.nodes.size(); ++x) {
    if (nodeBuilding[x] >= 0 && D.nodes[x].kind != nBuild)
      problems.push_back("building off a building space");
    if (nodeHazard[x] >= 0 && D.nodes[x].kind != nFlood && D.nodes[x].kind != nRockfall)
      problems.push_back("hazard off a hazard space");
  }
}

}  // namespace gwtnz
