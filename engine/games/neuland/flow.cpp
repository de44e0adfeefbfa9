// The flow of the game ("Début de la partie et aperçu du tour d'un joueur",
// "Fin du tour", p. 10): the first round clockwise with its free
// start, then whoever is furthest behind on the time line plays; the decision
// stack is asked first.
#include <algorithm>

#include "state.hpp"

namespace neuland {

using ludo::Action;

const ludo::DecisionTable<NeulandState>& NeulandState::decisionTable() {
  static const ludo::DecisionTable<NeulandState> table{
      {"stack", stackDecision::legal, stackDecision::apply, stackDecision::json},  // dStackOres
      {"agreeEnd", agreeDecision::legal, agreeDecision::apply, nullptr},           // dAgreeEnd
  };
  return table;
}

ludo::Turn NeulandState::turn() const {
  ludo::Turn t;
  decidingSeats(t.deciding);
  if (over())
    t.phase = "over";
  else if (!decisions.empty())
    t.phase = decisionTable().phase(decisions);
  else
    t.phase = !players[current].started ? "start" : "turn";
  return t;
}

void NeulandState::decidingSeats(std::vector<int>& out) const {
  out.clear();
  if (!over()) out.push_back(decisions.empty() ? current : decisions.top().player);
}

void NeulandState::legalActions(int player, std::vector<Action>& out) const {
  if (over()) return;
  if (!decisions.empty()) return decisionTable().legal(*this, decisions, player, out);
  if (player != current) return;
  if (!players[player].started) return legalStart(out);
  const PayContext c = payContext(player);
  legalProduce(c, out);
  legalBuild(c, out);
  legalCoats(c, out);
  Action a;
  if (endSpaceFrom(player, players[player].time) >= 0) {
    a.type = aEndTurn;
    out.push_back(a);
  }
  if (!players[player].proposed && n > 1) {
    a.type = aProposeEnd;
    out.push_back(a);
  }
}

bool NeulandState::applyLegal(int player, const Action& a) {
  ++stamp;
  if (!decisions.empty()) {
    decisionTable().apply(*this, decisions, a);
    return false;
  }
  switch (a.type) {
    case aStart:
      applyStart(a.arg[0]);
      return false;
    case aProduce:
      return applyProduce(player, a);
    case aBuild:
      return applyBuild(player, a);
    case aCoats:
      return applyCoats(player, a);
    case aEndTurn:
      return endTurn();
    case aProposeEnd:
      proposeEnd(player);
      return false;
    default:
      return false;
  }
}

// --- The first round -------------------------------------------------------

bool NeulandState::freeStartHex(int h) const {
  const Hex& hx = hexes[h];
  return hx.terrain == Terrain::forest && hx.count == 0 && (!options.beginner || hx.start);
}

// ASSUMPTIONS.md: while players still have to place their first two buildings,
// nobody may build on the last free start forests they need (the rules require
// a free forest for each player's start).
bool NeulandState::mayBuildOn(int h) const {
  std::array<bool, kHexes> open{};
  openHexes(open);
  return open[h];
}

void NeulandState::openHexes(std::array<bool, kHexes>& open) const {
  int free = 0, waiting = 0;
  for (int q = 0; q < n; ++q) waiting += !players[q].started;
  if (waiting > 0)
    for (int k = 0; k < kHexes; ++k) free += freeStartHex(k);
  for (int h = 0; h < kHexes; ++h)
    open[h] = hexes[h].count < kMaxPerHex && (waiting == 0 || !freeStartHex(h) || free - 1 >= waiting);
}

void NeulandState::legalStart(std::vector<Action>& out) const {
  for (int h = 0; h < kHexes; ++h)
    if (freeStartHex(h)) {
      Action a;
      a.type = aStart;
      a.arg[0] = static_cast<int16_t>(h);
      out.push_back(a);
    }
}

// First turn: hunting lodge and woodcutter's hut, free, on a free forest.
void NeulandState::applyStart(int hex) {
  const Data& d = data();
  for (int kind : {d.huntingLodge, d.woodcutter})
    for (int t = d.firstTile[kind]; t < d.firstTile[kind] + d.kinds[kind].count; ++t)
      if (tiles[t].hex < 0) {
        place(t, hex);
        break;
      }
  players[current].started = true;
}

// --- The end of a turn -----------------------------------------------------

// "Fin du tour" 1–2 (p. 10): lying workers leave (their goods are lost: a
// mine's top ore goes back to the bag, which is how one digs to the ore below),
// standing ones lie down. An emptied mine is refilled and stacked before play
// goes on. Returns true when ore was drawn.
bool NeulandState::endTurn() {
  const int p = current;
  bool drew = false;
  for (uint64_t m = owned[p]; m; m &= m - 1) {  // use() only changes the tile it is given
    const int t = lowestTile(m);
    Tile& tl = tiles[t];
    for (int v = 0; v < 2; ++v) {
      while (tl.lying[v] > 0) drew = use(p, static_cast<int16_t>(t + kVariant * v + kLying)) || drew;
      tl.lying[v] = tl.standing[v];
      tl.standing[v] = 0;
    }
    if (tl.workers() == 0 && tl.owner >= 0) setOwner(t, -1);
  }
  if (!decisions.empty()) {
    turnEnding = true;
    return drew;
  }
  finishTurn();
  return drew;
}

// The marker rests on a free space; the present-time marker moves on to the
// next marker, whose owner plays next ("Fin du tour" 3). A game in which no
// coat of arms can be placed any more ends here (ASSUMPTIONS.md).
void NeulandState::finishTurn() {
  Player& pl = players[current];
  turnEnding = false;
  pl.time = endSpaceFrom(current, pl.time);
  ++pl.turns;
  pl.proposed = false;
  if (firstRoundLeft > 0 && --firstRoundLeft > 0) {
    current = (current + 1) % n;  // the first round goes clockwise
    return;
  }
  int next = 0;
  for (int q = 1; q < n; ++q)
    if (players[q].time < players[next].time) next = q;
  present = players[next].time;
  current = next;
  if (!coatStillPossible()) endGame(Ending::stalemate, -1);
}

}  // namespace neuland
