// What the shared bots need: a heuristic, a determinizer, playout weights.
//
// Both the heuristic and the playout policy rest on one plan: for each good,
// the cheapest way for a player to get it (a worker already holding it, a
// free unit on the map, or a unit still to build), and the property whose
// coats of arms are cheapest per coat.
#include <algorithm>
#include <cmath>

#include "state.hpp"

namespace neuland {

namespace {

constexpr double kFar = 1e6;

struct Plan {
  std::array<double, kGoods> cost{};  // work still needed for the good
  std::array<bool, kGoods> held{};
  std::array<int8_t, kGoods> via{};  // kind that makes it (-1: held or foraged)
  std::array<bool, kGoods> build{};  // that kind must be built first
  int target = -1;                   // property kind to aim for
  bool targetOnMap = false;
  double potential = 0;  // coats per unit of work for the target
};

// For each good, the recipes that make it, flattened once (the planner runs every step).
struct Maker {
  int8_t kind = 0, inputs = 0;
  std::array<Good, 2> in{};
  bool mine = false;
  Good material = wood;
};
struct Makers {
  std::array<std::array<Maker, 8>, kGoods> of{};
  std::array<int, kGoods> count{};
  Makers() {
    const Data& d = data();
    for (int g = 0; g < kGoods; ++g)
      for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k)
        for (const Recipe& r : d.kinds[k].recipes) {
          if (!(r.out == g || (r.out == ore && oreIndex(g) >= 0)) || count[g] == 8) continue;
          Maker& m = of[g][count[g]++];
          m.kind = static_cast<int8_t>(k);
          m.inputs = static_cast<int8_t>(std::min<size_t>(r.in.size(), 2));
          for (int i = 0; i < m.inputs; ++i) m.in[i] = r.in[i];
          m.mine = r.out == ore;
          m.material = d.kinds[k].material;
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

  static bool makes(const Recipe& r, int g) {
    return r.out == g || (r.out == ore && (g == coal || g == ironOre || g == silverOre));
  }

  // s.supply() for every kind, at once.
  std::array<int, kMaxKinds> supplies() const {
    const Data& d = data();
    std::array<int, kMaxKinds> supply{};
    int unstarted = 0;
    for (int q = 0; q < s.n; ++q) unstarted += !s.players[q].started;
    for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k)
      supply[k] = s.inSupply[k] - (k == d.huntingLodge || k == d.woodcutter ? unstarted : 0);
    return supply;
  }

  Plan plan(int p) const {
    const Data& d = data();
    Plan e;
    std::array<bool, kMaxKinds> freeKind{};
    std::array<bool, kGoods> topOre{};
    std::array<int, kGoods> depth;  // ores to dig through in a free mine
    depth.fill(99);
    for (int i = 0; i < s.mapCount; ++i) {
      const int t = s.onMap[i];
      const Tile& tl = s.tiles[t];
      if (tl.owner == p)
        for (int v = 0; v < 2; ++v)
          if (tl.standing[v] + tl.lying[v] > 0 && s.heldGood(t, v) >= 0) e.held[s.heldGood(t, v)] = true;
      const bool usable = tl.owner < 0 || (tl.owner == p && s.options.stacking && !d.tiles[t].mine);
      if (usable) {
        freeKind[d.tileKind[t]] = true;
        if (tl.oreCount > 0) topOre[tl.ores[tl.oreCount - 1]] = true;
        for (int i = 0; i < tl.oreCount; ++i)
          depth[tl.ores[i]] = std::min(depth[tl.ores[i]], tl.oreCount - 1 - i);
      }
    }
    const std::array<int, kMaxKinds> supply = supplies();
    e.via.fill(-1);
    for (int g = 0; g < kGoods; ++g) e.cost[g] = e.held[g] ? 0 : kFar;
    if (!e.held[food] && s.options.foraging) e.cost[food] = kForageSteps + 1.0;
    // Goods are listed inputs first, so one pass in order settles every cost.
    for (int g = 0; g < kGoods; ++g) {
      if (e.held[g]) continue;
      const Makers& mk = makers();
      for (int i = 0; i < mk.count[g]; ++i) {
        const Maker& m = mk.of[g][i];
        const int k = m.kind;
        double c = 1;
        for (int j = 0; j < m.inputs; ++j) c += e.cost[m.in[j]];
        const bool ready = freeKind[k] && (!m.mine || topOre[g]);
        bool mustBuild = false;
        if (!ready && m.mine && depth[g] < 99) {
          c += 3 * depth[g];  // produce the ores above and let them go
        } else if (!ready) {
          if (supply[k] <= 0) continue;
          c += (m.mine ? 3 : 2) + e.cost[m.material];
          mustBuild = true;
        }
        if (c < e.cost[g]) {
          e.cost[g] = c;
          e.via[g] = static_cast<int8_t>(k);
          e.build[g] = mustBuild;
        }
      }
    }
    const Player& pl = s.players[p];
    auto consider = [&](int kind, bool onMap) {
      const Kind& k = d.kinds[kind];
      double work = 1 + (onMap ? 0 : 2 + e.cost[stone]), worst = 0;
      for (Good g : k.cost) {
        work += e.cost[g];
        worst = std::max(worst, e.cost[g]);
      }
      if (e.held[gold] && s.options.goldOneGood) work -= worst;  // gold stands in for the hardest good
      if (e.held[gold] && !s.options.goldOneGood) work = std::min(work, onMap ? 1.0 : 3.0 + e.cost[stone]);
      const double value = std::min(k.value, pl.coatsLeft) / (1 + work);
      if (value > e.potential) {
        e.potential = value;
        e.target = kind;
        e.targetOnMap = onMap;
      }
    };
    for (int c = 0; c < kCategories; ++c) {
      for (int k : d.categoryStack[c]) {
        const Tile& tl = s.tiles[d.firstTile[k]];
        if (tl.hex >= 0 && tl.coatSeat < 0) consider(k, true);
      }
      const int top = s.topProperty(c);
      if (top >= 0) consider(top, false);
    }
    return e;
  }

  double strength(int p) const {
    const int placed = s.coatsPlaced(p);
    const Plan e = plan(p);
    double held = 0;
    for (int g = 0; g < kGoods; ++g) held += e.held[g] ? 0.05 * (1 + g / 3) : 0;
    return 10.0 * placed + 8.0 * e.potential + held;
  }

  // The goods and units the plan needs next: the target's missing goods, then
  // along each one's cheapest way, its inputs, the unit to build and its material.
  void needs(int p, std::array<bool, kGoods>& good, std::array<bool, kMaxKinds>& kind, bool& property) const {
    const Data& d = data();
    const Plan e = plan(p);
    good.fill(false);
    kind.fill(false);
    property = false;
    if (e.target < 0) return;
    std::array<int8_t, 64> wanted{};  // a stack of goods; each good enters at most once per recipe walk
    int top = 0;
    auto want = [&](int g) {
      if (top < static_cast<int>(wanted.size())) wanted[top++] = static_cast<int8_t>(g);
    };
    for (Good g : d.kinds[e.target].cost) want(g);
    if (!e.targetOnMap) {
      property = true;
      want(stone);
    }
    while (top > 0) {
      const int g = wanted[--top];
      if (e.held[g] || good[g]) continue;
      good[g] = true;
      const int k = e.via[g];
      if (k < 0) continue;
      if (e.build[g]) {
        kind[k] = true;
        want(d.kinds[k].material);
      }
      for (const Recipe& r : d.kinds[k].recipes)
        if (makes(r, g))
          for (Good in : r.in) want(in);
      // An ore buried in a free mine: the ores above it must be produced first.
      if (d.kinds[k].isMine() && !e.build[g])
        for (int i = 0; i < s.mapCount; ++i) {
          const Tile& tl = s.tiles[s.onMap[i]];
          if (tl.owner >= 0 || tl.oreCount == 0 || tl.ores[tl.oreCount - 1] == g) continue;
          if (std::find(tl.ores.begin(), tl.ores.begin() + tl.oreCount, g) != tl.ores.begin() + tl.oreCount)
            good[tl.ores[tl.oreCount - 1]] = true;
        }
    }
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

// Random playouts follow the plan loosely: what it needs is likely, the rest rare.
double NeulandState::playoutWeight(int player, const ludo::Action& a) const {
  const Data& d = data();
  if (a.type == aCoats) return 1000;
  if (a.type == aProposeEnd) return 0;  // bots never propose to stop
  if (a.type == aStart || a.type == aStack || a.type == aAgreeEnd) return 1;
  if (a.type == aEndTurn) return 0.3;
  if (planStamp != stamp || planSeat != player) {
    std::array<bool, kMaxKinds> kinds{};
    Planner{*this}.needs(player, planGood, kinds, planProperty);
    for (int k = 0; k < kMaxKinds; ++k) planKind[k] = kinds[k];
    planStamp = stamp;
    planSeat = player;
  }
  bool cheap = a.arg[1] == 0;
  for (int i = 3; i < 7; ++i) cheap = cheap && a.arg[i] != forage;
  double w;
  if (a.type == aBuild) {
    const Kind& k = d.kinds[a.arg[0]];
    w = (k.property ? planProperty : planKind[a.arg[0]]) ? 10 : 0.002;
  } else {
    const Tile& tl = tiles[a.arg[0]];
    const Good made = d.tiles[a.arg[0]].out[a.arg[2] & 1];  // the recipe's product (a listed action)
    const int out = made == ore ? static_cast<int>(tl.ores[tl.oreCount - 1]) : static_cast<int>(made);
    w = planGood[out] ? 10 : 0.01;
  }
  return cheap ? w : w * 0.1;
}

}  // namespace neuland
