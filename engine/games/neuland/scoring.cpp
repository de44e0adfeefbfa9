// The end of the game and the ranking: "Fin de la partie" (p. 11: the first to
// place their last coat of arms wins at once), plus two ends the rulebook does
// not have (ASSUMPTIONS.md): a game in which no coat can ever be placed again,
// and an end all players agree on.
#include <algorithm>

#include "state.hpp"

namespace neuland {

using ludo::Action;
using ludo::Decision;
using ludo::Json;

int NeulandState::coatsPlaced(int seat) const {
  int total = 0;
  for (int c : players[seat].placed) total += c;
  return total;
}

// The winner first; then by coats of arms placed, ties sharing a rank (the
// rulebook gives no other tie-break).
std::vector<int> NeulandState::ranks() const {
  std::vector<int> rank(n, 1);
  for (int p = 0; p < n; ++p)
    for (int q = 0; q < n; ++q)
      if (q != p && p != winner && (q == winner || coatsPlaced(q) > coatsPlaced(p))) ++rank[p];
  return rank;
}

void NeulandState::endGame(Ending why, int winnerSeat) {
  ending = why;
  winner = winnerSeat;
  // Ores drawn but not yet stacked go on their mine in the drawn order: nothing is lost.
  for (const Decision& d : decisions.items())
    if (d.kind == dStackOres) {
      std::array<int8_t, 3> order{};
      for (int i = 0; i < d.b; ++i) order[i] = static_cast<int8_t>((d.mask >> (8 * i)) & 0xff);
      stackOres(d.a, order.data(), d.b);
    }
  decisions.clear();
  turnEnding = false;
}

// Whether any player could ever place another coat of arms. Sound: it
// over-approximates what can still happen (units only leave the supply, hexes
// only fill, markers are only given up, workers always leave a unit in the
// end, every ore kind comes back out of the bag), so "false" is certain.
bool NeulandState::coatStillPossible() const {
  const Data& d = data();
  std::array<bool, 3> room{};
  for (const Hex& h : hexes)
    if (h.count < kMaxPerHex) room[static_cast<int>(h.terrain)] = true;
  std::array<bool, kGoods> have{};
  std::array<bool, kMaxKinds> kindOnMap{};
  for (uint64_t m = mapped; m; m &= m - 1) kindOnMap[d.tiles[lowestTile(m)].kind] = true;
  for (uint64_t m = ownedByAny(); m; m &= m - 1) {
    const int t = lowestTile(m);
    for (int v = 0; v < 2; ++v)
      if (tiles[t].standing[v] + tiles[t].lying[v] > 0 && heldGood(t, v) >= 0) have[heldGood(t, v)] = true;
  }
  for (int p = 0; p < n; ++p) {
    have[food] = have[food] || players[p].foodToken || options.foraging;
    have[wood] = have[wood] || players[p].woodToken;
  }
  auto obtainable = [&](Good g) { return have[g] || have[gold]; };
  auto buildable = [&](const KindInfo& k) {
    return room[static_cast<int>(k.terrain)] && (have[k.material] || (options.goldOneGood && have[gold]));
  };
  auto anyProperty = [&] {
    for (uint32_t m = d.propertyKinds; m; m &= m - 1) {
      const KindInfo& kind = d.kindInfo[__builtin_ctz(m)];
      const Tile& tl = tiles[kind.firstTile];
      bool payable = tl.hex >= 0 ? tl.coatSeat < 0 : buildable(kind);
      for (int i = 0; i < kind.costCount && payable; ++i) payable = obtainable(kind.cost[i]);
      if (payable) return true;
    }
    return false;
  };
  // Goods only get added below: a coat payable with the goods held now needs no closure.
  if (anyProperty()) return true;
  for (bool changed = true; changed;) {
    changed = false;
    for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k) {
      const KindInfo& kind = d.kindInfo[k];
      if (kind.property || !(kindOnMap[k] || (supply(k) > 0 && buildable(kind)))) continue;
      const TileInfo& unit = d.tiles[kind.firstTile];
      for (int r = 0; r < unit.recipes; ++r) {
        bool ready = true;
        for (int i = 0; i < unit.inCount[r] && ready; ++i) ready = obtainable(unit.in[r][i]);
        if (!ready) continue;
        const Good outs[3] = {unit.out[r] == ore ? coal : unit.out[r], ironOre, silverOre};
        for (int i = 0; i < (unit.out[r] == ore ? 3 : 1); ++i)
          if (!have[outs[i]]) have[outs[i]] = changed = true;
      }
    }
  }
  return anyProperty();
}

Json NeulandState::scores() const {
  const Data& d = data();
  const std::vector<int> rank = ranks();
  Json list = Json::array(), winners = Json::array();
  for (int p = 0; p < n; ++p) {
    Json breakdown = Json::object();
    for (int c = 0; c < kCategories; ++c) breakdown[d.categoryNames[c]] = players[p].placed[c];
    list.push_back(Json{{"seat", p},
                        {"name", names[p]},
                        {"total", coatsPlaced(p)},
                        {"breakdown", breakdown},
                        {"rank", rank[p]}});
    if (over() && rank[p] == 1) winners.push_back(p);
  }
  static const char* endings[] = {nullptr, "lastCoat", "stalemate", "agreed"};
  const char* why = endings[static_cast<int>(ending)];
  return Json{{"final", over()},
              {"players", list},
              {"winners", winners},
              {"categories", d.categoryNames},
              {"ending", why ? Json(why) : Json(nullptr)}};
}

// The agreed end: the seat to play proposes (once per turn), every other seat
// in turn order accepts or refuses; one refusal and play goes on.
void NeulandState::proposeEnd(int seat) {
  players[seat].proposed = true;
  for (int i = n - 1; i >= 1; --i) {
    Decision d;
    d.kind = dAgreeEnd;
    d.player = static_cast<int8_t>((seat + i) % n);
    d.a = static_cast<int16_t>(seat);
    decisions.push(d);
  }
}

namespace agreeDecision {

void legal(const NeulandState&, const Decision&, std::vector<Action>& out) {
  for (int accept : {1, 0}) {
    Action a;
    a.type = aAgreeEnd;
    a.arg[0] = static_cast<int16_t>(accept);
    out.push_back(a);
  }
}

void apply(NeulandState& s, const Decision&, const Action& a) {
  if (a.arg[0] == 0) {
    s.decisions.eraseKind(dAgreeEnd);
    return;
  }
  for (const Decision& o : s.decisions.items())
    if (o.kind == dAgreeEnd) return;  // others still to answer
  s.endGame(Ending::agreed, -1);
}

}  // namespace agreeDecision

}  // namespace neuland
