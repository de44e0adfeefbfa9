// What the shared bots need: a heuristic, a determinizer, playout weights.
//
// Both the heuristic and the playout policy rest on one plan: for each good,
// the cheapest way for a player to get it (a worker already holding it, a
// free unit on the map, or a unit still to build), and the property whose
// coats of arms are cheapest per coat.
#include <algorithm>
#include <atomic>
#include <cmath>

#include "state.hpp"

namespace neuland {

namespace {

// Work is counted in whole steps: integers, exact in a double, so the doubles
// of the heuristic (aim) get the same values as if it were all doubles.
constexpr int kFar = 1000000;
constexpr int kNone = kGoods;  // an absent recipe input: a cost slot that stays 0

struct Plan {
  std::array<int, kGoods + 1> cost{};  // work still needed for the good (slot kNone: 0)
  std::array<bool, kGoods> held{};
  std::array<int8_t, kGoods> via{};  // kind that makes it (-1: held or foraged)
  std::array<bool, kGoods> build{};  // that kind must be built first
  int target = -1;                   // property kind to aim for
  bool targetOnMap = false;
  double potential = 0;  // coats per unit of work for the target
};

// The recipes that make each good, flattened once (the planner runs every step):
// by good, inputs first (the goods' order), then by kind.
struct Maker {
  int8_t good = 0, kind = 0;
  int8_t ore = 0;  // mines: the good's ore index
  std::array<int8_t, 2> in{kNone, kNone};
  bool mine = false;
  bool starting = false;  // the hunting lodge or the woodcutter's hut (s.supply())
  Good material = wood;
};
struct Makers {
  std::array<Maker, 64> of{};
  int count = 0;
  Makers() {
    const Data& d = data();
    for (int g = 0; g < kGoods; ++g)
      for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k)
        for (const Recipe& r : d.kinds[k].recipes) {
          if (!(r.out == g || (r.out == ore && oreIndex(g) >= 0)) || count == 64) continue;
          Maker& m = of[count++];
          m.good = static_cast<int8_t>(g);
          m.kind = static_cast<int8_t>(k);
          for (size_t i = 0; i < r.in.size() && i < 2; ++i) m.in[i] = static_cast<int8_t>(r.in[i]);
          m.mine = r.out == ore;
          m.ore = static_cast<int8_t>(std::max(0, oreIndex(g)));
          m.material = d.kinds[k].material;
          m.starting = k == d.huntingLodge || k == d.woodcutter;
        }
  }
};
const Makers& makers() {
  static const Makers m;
  return m;
}

}  // namespace

struct Planner {
  const NeulandState& s;

  Plan plan(int p) const {
    const Data& d = data();
    Plan e;
    uint32_t freeKinds = 0;
    std::array<int, kOreKinds> depth{99, 99, 99};  // ores to dig through in a free mine (0: on top)
    for (uint64_t m = s.owned[p]; m; m &= m - 1) {
      const int t = lowestTile(m);
      const Tile& tl = s.tiles[t];
      for (int v = 0; v < 2; ++v) {
        const Good g = tl.standing[v] + tl.lying[v] > 0 ? s.heldGood(t, v) : noGood;
        if (g >= 0) e.held[g] = true;
      }
    }
    // The units a worker may go on: free ones, and the seat's own (not mines) under the stacking option.
    uint64_t usable = s.mapped & d.unitMask & ~s.ownedByAny();
    if (s.options.stacking) usable |= s.owned[p] & ~d.mineMask;
    for (; usable; usable &= usable - 1) {
      const int t = lowestTile(usable);
      const Tile& tl = s.tiles[t];
      freeKinds |= 1u << d.tiles[t].kind;
      for (int j = 0; j < tl.oreCount; ++j) {
        const int o = oreIndex(tl.ores[j]);
        depth[o] = std::min(depth[o], tl.oreCount - 1 - j);
      }
    }
    int unstarted = 0;  // s.supply() counts each unstarted player's lodge and hut out
    for (int q = 0; q < s.n; ++q) unstarted += !s.players[q].started;
    e.via.fill(-1);
    for (int g = 0; g < kGoods; ++g) e.cost[g] = e.held[g] ? 0 : kFar;
    if (!e.held[food] && s.options.foraging) e.cost[food] = kForageSteps + 1;
    // Goods are listed inputs first, so one pass in order settles every cost.
    const Makers& mk = makers();
    for (int i = 0; i < mk.count; ++i) {
      const Maker& m = mk.of[i];
      const int g = m.good, k = m.kind;
      if (e.held[g]) continue;
      int c = 1 + e.cost[m.in[0]] + e.cost[m.in[1]];
      const bool ready = (freeKinds >> k & 1) && (!m.mine || depth[m.ore] == 0);
      bool mustBuild = false;
      if (!ready && m.mine && depth[m.ore] < 99) {
        c += 3 * depth[m.ore];  // produce the ores above and let them go
      } else if (!ready) {
        if (s.inSupply[k] - (m.starting ? unstarted : 0) <= 0) continue;
        c += (m.mine ? 3 : 2) + e.cost[m.material];
        mustBuild = true;
      }
      if (c < e.cost[g]) {
        e.cost[g] = c;
        e.via[g] = static_cast<int8_t>(k);
        e.build[g] = mustBuild;
      }
    }
    aim(p, e);
    return e;
  }

  // The property whose coats are cheapest per unit of work: on the map without
  // coats, or on top of its stack (each category's stack in order, then its top).
  void aim(int p, Plan& e) const {
    const Data& d = data();
    const int coatsLeft = s.players[p].coatsLeft;
    const bool goldHeld = e.held[gold], goldOne = s.options.goldOneGood;
    auto consider = [&](int kind, bool onMap) {
      const KindInfo& k = d.kindInfo[kind];
      int work = 1 + (onMap ? 0 : 2 + e.cost[stone]), worst = 0;
      for (int i = 0; i < k.costCount; ++i) {
        work += e.cost[k.cost[i]];
        worst = std::max(worst, e.cost[k.cost[i]]);
      }
      if (goldHeld && goldOne) work -= worst;  // gold stands in for the hardest good
      if (goldHeld && !goldOne) work = std::min(work, onMap ? 1 : 3 + e.cost[stone]);
      const double value = std::min<int>(k.value, coatsLeft) / (1.0 + work);
      if (value > e.potential) {
        e.potential = value;
        e.target = kind;
        e.targetOnMap = onMap;
      }
    };
    for (int c = 0; c < kCategories; ++c) {
      int top = -1;
      for (int k : d.categoryStack[c]) {
        const Tile& tl = s.tiles[d.kindInfo[k].firstTile];
        if (tl.hex >= 0 && tl.coatSeat < 0) consider(k, true);
        if (top < 0 && s.inSupply[k] > 0) top = k;  // s.topProperty(c)
      }
      if (top >= 0) consider(top, false);
    }
  }

  double strength(int p) const {
    const int placed = s.coatsPlaced(p);
    const Plan e = plan(p);
    double held = 0;
    for (int g = 0; g < kGoods; ++g) held += e.held[g] ? 0.05 * (1 + g / 3) : 0;
    return 10.0 * placed + 8.0 * e.potential + held;
  }

  // The goods and units the plan needs next (masks): the target's missing goods, then
  // along each one's cheapest way, its inputs, the unit to build and its material.
  void needs(int p, uint32_t& good, uint32_t& kind, bool& property) const {
    const Data& d = data();
    const Plan e = plan(p);
    good = 0;
    kind = 0;
    property = false;
    if (e.target < 0) return;
    std::array<int8_t, 64> wanted{};  // a stack of goods; each good enters at most once per recipe walk
    int top = 0;
    auto want = [&](int g) {
      if (top < static_cast<int>(wanted.size())) wanted[top++] = static_cast<int8_t>(g);
    };
    const KindInfo& target = d.kindInfo[e.target];
    for (int i = 0; i < target.costCount; ++i) want(target.cost[i]);
    if (!e.targetOnMap) {
      property = true;
      want(stone);
    }
    while (top > 0) {
      const int g = wanted[--top];
      if (e.held[g] || (good >> g & 1)) continue;
      good |= 1u << g;
      const int k = e.via[g];
      if (k < 0) continue;
      const KindInfo& info = d.kindInfo[k];
      if (e.build[g]) {
        kind |= 1u << k;
        want(info.material);
      }
      const TileInfo& unit = d.tiles[info.firstTile];
      for (int r = 0; r < unit.recipes; ++r)
        if (unit.out[r] == g || (unit.out[r] == ore && oreIndex(g) >= 0))
          for (int i = 0; i < unit.inCount[r]; ++i) want(unit.in[r][i]);
      // An ore buried in a free mine: the ores above it must be produced first.
      if (info.mine && !e.build[g]) good |= buried(g);
    }
  }

  // The top ores of the free mines in which ore g lies below the top (a good mask).
  uint32_t buried(int g) const {
    uint32_t tops = 0;
    for (uint64_t m = s.mapped & data().mineMask & ~s.ownedByAny(); m; m &= m - 1) {
      const Tile& tl = s.tiles[lowestTile(m)];
      if (tl.oreCount == 0 || tl.ores[tl.oreCount - 1] == g) continue;
      if (std::find(tl.ores.begin(), tl.ores.begin() + tl.oreCount, g) != tl.ores.begin() + tl.oreCount)
        tops |= 1u << tl.ores[tl.oreCount - 1];
    }
    return tops;
  }
};

double NeulandState::evaluate(int seat) const {
  if (over()) {
    const std::vector<int> rank = ranks();
    if (rank[seat] != 1) return 0.0;
    return std::count(rank.begin(), rank.end(), 1) == 1 ? 1.0 : 0.5;
  }
  // The search evaluates every seat at each leaf: the seats' strengths are planned once per position.
  if (strengthStamp != stamp) {
    Planner pl{*this};
    for (int q = 0; q < n; ++q) strength[q] = pl.strength(q);
    strengthStamp = stamp;
  }
  const double mine = strength[seat];
  double other = 0;
  for (int q = 0; q < n; ++q)
    if (q != seat) other = std::max(other, strength[q]);
  return 0.5 + 0.5 * std::tanh((mine - other) / 30.0);
}

// Neuland hides nothing but the order of the ore bag: a fresh generator is enough.
std::unique_ptr<ludo::State> NeulandState::determinize(int /*seat*/, uint64_t seed) const {
  auto copy = std::make_unique<NeulandState>(*this);
  copy->rng.seed(seed, 77);
  return copy;
}

// The plan's needs for `player` at this position (playoutWeight's cache). planKind
// also holds every property kind when the plan needs a property built.
void NeulandState::refreshPlan(int player) const {
  Planner{*this}.needs(player, planGood, planKind, planProperty);
  if (planProperty) planKind |= data().propertyKinds;
  planStamp = stamp;
  planSeat = player;
}

namespace {

// The weight of a build or produce action, the plan being ready.
inline double planWeight(const NeulandState& s, const TileInfo* info, const ludo::Action& a) {
  const bool cheap =
      a.arg[1] == 0 && a.arg[3] != forage && a.arg[4] != forage && a.arg[5] != forage && a.arg[6] != forage;
  double w;
  if (a.type == aBuild) {
    w = (s.planKind >> a.arg[0] & 1) ? 10 : 0.002;
  } else {
    const Tile& tl = s.tiles[a.arg[0]];
    const Good made = info[a.arg[0]].out[a.arg[2] & 1];  // the recipe's product (a listed action)
    const int out = made == ore ? static_cast<int>(tl.ores[tl.oreCount - 1]) : static_cast<int>(made);
    w = (s.planGood >> out & 1) ? 10 : 0.01;
  }
  return cheap ? w : w * 0.1;
}

// The weight of the actions that need no plan (-1: a build or a produce).
inline double fixedWeight(int type) {
  switch (type) {
    case aCoats:
      return 1000;
    case aProposeEnd:
      return 0;  // bots never propose to stop
    case aEndTurn:
      return 0.3;
    case aBuild:
    case aProduce:
      return -1;
    default:  // aStart, aStack, aAgreeEnd
      return 1;
  }
}

// data().tiles, set by the first plan: playoutWeight's frequent path then has no
// call in it (data()'s guard has one), so it saves no registers.
std::atomic<const TileInfo*> tileTable{nullptr};

// playoutWeight's first call at a position: out of line, for the same reason.
__attribute__((noinline)) double weighAfterRefresh(const NeulandState& s, int player, const ludo::Action& a) {
  s.refreshPlan(player);
  tileTable.store(data().tiles.data(), std::memory_order_relaxed);
  return planWeight(s, data().tiles.data(), a);
}

}  // namespace

// Random playouts follow the plan loosely: what it needs is likely, the rest rare.
double NeulandState::playoutWeight(int player, const ludo::Action& a) const {
  const double fixed = fixedWeight(a.type);
  if (fixed >= 0) return fixed;
  const TileInfo* info = tileTable.load(std::memory_order_relaxed);
  if (__builtin_expect(planStamp != stamp || planSeat != player || !info, 0))
    return weighAfterRefresh(*this, player, a);
  return planWeight(*this, info, a);
}

}  // namespace neuland
