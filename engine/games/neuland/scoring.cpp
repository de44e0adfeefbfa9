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

namespace {

// What coatStillPossible reads of the data, as good masks.
struct CoatTables {
  struct Making {
    int8_t kind = 0;
    uint32_t in = 0, out = 0;  // a mine makes every ore kind (its stacks come from the bag)
  };
  std::array<Making, 2 * kMaxKinds> makings{};
  int count = 0;
  std::array<uint32_t, kMaxKinds> cost{};  // properties
  CoatTables() {
    const Data& d = data();
    for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k) {
      const KindInfo& kind = d.kindInfo[k];
      for (int i = 0; i < kind.costCount; ++i) cost[k] |= 1u << kind.cost[i];
      if (kind.property) continue;
      const TileInfo& unit = d.tiles[kind.firstTile];
      for (int r = 0; r < unit.recipes; ++r) {
        Making& m = makings[count++];
        m.kind = static_cast<int8_t>(k);
        for (int i = 0; i < unit.inCount[r]; ++i) m.in |= 1u << unit.in[r][i];
        m.out = unit.out[r] == ore ? (1u << coal | 1u << ironOre | 1u << silverOre) : 1u << unit.out[r];
      }
    }
  }
};

const CoatTables& coatTables() {
  static const CoatTables t;
  return t;
}

}  // namespace

// Whether any player could ever place another coat of arms. Sound: it
// over-approximates what can still happen (units only leave the supply, hexes
// only fill, markers are only given up, workers always leave a unit in the
// end, every ore kind comes back out of the bag), so "false" is certain.
bool NeulandState::coatStillPossible() const {
  const Data& d = data();
  const CoatTables& ct = coatTables();
  uint32_t room = 0, have = 0, kindOnMap = 0;  // terrain, good and kind masks
  for (const Hex& h : hexes)
    if (h.count < kMaxPerHex) room |= 1u << static_cast<int>(h.terrain);
  for (uint64_t m = mapped; m; m &= m - 1) kindOnMap |= 1u << d.tiles[lowestTile(m)].kind;
  for (uint64_t m = ownedByAny(); m; m &= m - 1) {
    const int t = lowestTile(m);
    for (int v = 0; v < 2; ++v)
      if (tiles[t].standing[v] + tiles[t].lying[v] > 0 && heldGood(t, v) >= 0) have |= 1u << heldGood(t, v);
  }
  for (int p = 0; p < n; ++p) {
    if (players[p].foodToken || options.foraging) have |= 1u << food;
    if (players[p].woodToken) have |= 1u << wood;
  }
  // Every good of `need` obtainable: held, or any good through gold.
  auto obtainable = [&](uint32_t need) { return (have >> gold & 1) || (need & ~have) == 0; };
  auto buildable = [&](const KindInfo& k) {
    return (room >> static_cast<int>(k.terrain) & 1) &&
           ((have >> k.material & 1) || (options.goldOneGood && (have >> gold & 1)));
  };
  auto anyProperty = [&] {
    for (uint32_t m = d.propertyKinds; m; m &= m - 1) {
      const int k = __builtin_ctz(m);
      const KindInfo& kind = d.kindInfo[k];
      const Tile& tl = tiles[kind.firstTile];
      if ((tl.hex >= 0 ? tl.coatSeat < 0 : buildable(kind)) && obtainable(ct.cost[k])) return true;
    }
    return false;
  };
  // Goods only get added below: a coat payable with the goods held now needs no closure.
  if (anyProperty()) return true;
  uint32_t inSupplyKinds = 0;
  for (int i = 0; i < ct.count; ++i)
    inSupplyKinds |= supply(ct.makings[i].kind) > 0 ? 1u << ct.makings[i].kind : 0;
  // The goods the units on the map, or still buildable, can ever make (a monotone closure).
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < ct.count; ++i) {
      const CoatTables::Making& mk = ct.makings[i];
      const bool usable =
          (kindOnMap >> mk.kind & 1) || ((inSupplyKinds >> mk.kind & 1) && buildable(d.kindInfo[mk.kind]));
      if (!usable || !obtainable(mk.in) || (mk.out & ~have) == 0) continue;
      have |= mk.out;
      changed = true;
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
