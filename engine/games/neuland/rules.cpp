// Turns, legal actions and their effects (rulebook sections I–V, "Fin du tour").
#include <algorithm>
#include <functional>

#include "neuland.hpp"

namespace neuland {

using ludo::Action;

namespace {

int oreIndex(int good) { return good == coal ? 0 : good == ironOre ? 1 : good == silverOre ? 2 : -1; }
int8_t oreGood(int index) { return static_cast<int8_t>(index == 0 ? coal : index == 1 ? ironOre : silverOre); }

// One way of paying a good: a source and the hex it comes from (-1: no place).
struct Option {
  int16_t source;
  int8_t hex;
};

// The ways of paying one good; fixed size so listing actions allocates nothing.
// At most 7 workers, each standing or lying, plus two markers and foraging.
struct Options {
  std::array<Option, 24> v;
  int n = 0;
  void clear() { n = 0; }
  void push_back(Option o) { v[n++] = o; }
  bool empty() const { return n == 0; }
  const Option* begin() const { return v.data(); }
  const Option* end() const { return v.data() + n; }
};

}  // namespace

// Everything about a player's options that needs the state's private parts.
struct Rules {
  NeulandState& s;  // legal() and steps() only read it
  int p;
  Rules(NeulandState& state, int player) : s(state), p(player) {}

  int lastSpace() const { return s.present_ + s.line_ - 1; }

  bool occupiedByOther(int t) const {
    for (int q = 0; q < s.n_; ++q)
      if (q != p && s.players_[q].time == t) return true;
    return false;
  }
  // A turn may end at or after time t only on a free space past the present marker.
  int endSpaceFrom(int t) const {
    for (int y = std::max(t, s.present_ + 1); y <= lastSpace(); ++y)
      if (!occupiedByOther(y)) return y;
    return -1;
  }
  // Steps the player may still take: ending needs a free space at or after the
  // marker, so the affordable counts are exactly 0..maxSteps().
  int maxSteps() const {
    int m = -1;
    for (int t = s.players_[p].time; t <= lastSpace() && endSpaceFrom(t) >= 0; ++t) ++m;
    return m;
  }
  int budget = -1;             // maxSteps(), computed once per legal()
  std::array<int8_t, 64> workers{};  // tiles holding this player's workers, idem
  int workerTiles = 0;
  void prepare() {
    budget = maxSteps();
    workerTiles = 0;
    for (int t = 0; t < static_cast<int>(s.tiles_.size()); ++t)
      if (s.tiles_[t].owner == p) workers[workerTiles++] = static_cast<int8_t>(t);
  }
  bool affordable(int steps) const { return steps <= budget; }

  // p. 7 (III): a good comes from your own worker on a unit holding it; gold from
  // the alchemist's cave replaces any good; the food and wood markers once per game;
  // foraging finds an imaginary food.
  void options(int good, Options& out) const {
    out.clear();
    for (int w = 0; w < workerTiles; ++w) {
      const int t = workers[w];
      const Tile& tl = s.tiles_[t];
      for (int v = 0; v < 2; ++v) {
        if (tl.standing[v] + tl.lying[v] == 0) continue;
        const Good g = s.heldGood(t, v);
        if (g != good && g != gold) continue;
        if (tl.lying[v] > 0) out.push_back({static_cast<int16_t>(t + kVariant * v + kLying), tl.hex});
        if (tl.standing[v] > 0) out.push_back({static_cast<int16_t>(t + kVariant * v), tl.hex});
      }
    }
    const Player& pl = s.players_[p];
    if (good == food && pl.foodToken) out.push_back({foodToken, -1});
    if (good == wood && pl.woodToken) out.push_back({woodToken, -1});
    if (good == food) out.push_back({forage, -1});
  }

  // Every assignment of distinct sources to the goods, with its time cost to `hex`.
  template <class F>
  void assignments(const std::vector<Good>& goods, int hex, F&& emit) const {
    std::array<Options, 4> opts;
    const size_t count = std::min<size_t>(goods.size(), 4);
    for (size_t i = 0; i < count; ++i) options(goods[i], opts[i]);
    std::array<int16_t, 4> chosen{noSource, noSource, noSource, noSource};
    std::array<int8_t, 4> from{};
    walk(opts, count, 0, chosen, from, hex, emit);
  }

  template <class F>
  void walk(const std::array<Options, 4>& opts, size_t count, size_t i, std::array<int16_t, 4>& chosen,
            std::array<int8_t, 4>& from, int hex, F& emit) const {
    if (i == count) {
      int extra = 0, forageSteps = 0, workers = 0;
      for (size_t k = 0; k < count; ++k) {
        if (chosen[k] == forage) forageSteps += kForageSteps;
        if (chosen[k] >= 0) {
          ++workers;
          // III-A: each hex border crossed beyond the cost zone costs one more step;
          // the farthest good counts.
          extra = std::max(extra, data().dist[from[k]][hex] - 1);
        }
      }
      emit(chosen, extra, forageSteps, workers);
      return;
    }
    for (const Option& o : opts[i]) {
      bool used = false;
      for (size_t k = 0; k < i; ++k) used = used || chosen[k] == o.source;
      if (used) continue;
      chosen[i] = o.source;
      from[i] = o.hex;
      walk(opts, count, i + 1, chosen, from, hex, emit);
    }
    chosen[i] = noSource;
  }

  // Emits an action with and without the cart (the cart only when it saves steps).
  template <class F>
  void withCart(int base, int extra, int forageSteps, Action a, F& out) const {
    a.arg[1] = 0;
    if (affordable(base + extra + forageSteps)) out(a);
    if (extra > 0 && s.players_[p].cart && affordable(base + forageSteps)) {
      a.arg[1] = 1;
      out(a);
    }
  }

  bool freeStartHex(int h) const {
    const Hex& hx = s.hexes_[h];
    return hx.terrain == Terrain::forest && hx.count == 0 && (!s.beginner_ || hx.start);
  }
  int playersNotStarted() const {
    int c = 0;
    for (int q = 0; q < s.n_; ++q) c += !s.players_[q].started;
    return c;
  }
  // Keeps a free forest for each player still to place their first two buildings.
  bool mayBuildOn(int h) const {
    const Hex& hx = s.hexes_[h];
    if (hx.count >= kMaxPerHex) return false;
    if (!freeStartHex(h)) return true;
    int free = 0;
    for (int k = 0; k < kHexes; ++k) free += freeStartHex(k);
    return free - 1 >= playersNotStarted();
  }

  template <class F>
  void legal(F&& out) {
    const Data& d = data();
    const Player& pl = s.players_[p];
    prepare();
    if (!s.pending_.empty()) {
      const auto& drawn = s.pending_.front().drawn;
      std::vector<int8_t> order = drawn;
      std::sort(order.begin(), order.end());
      do {
        Action a;
        a.type = aStack;
        for (size_t i = 0; i < order.size(); ++i) a.arg[i] = order[i];
        a.arg[3] = static_cast<int16_t>(order.size());
        out(a);
      } while (std::next_permutation(order.begin(), order.end()));
      return;
    }
    if (!pl.started) {
      for (int h = 0; h < kHexes; ++h)
        if (freeStartHex(h)) {
          Action a;
          a.type = aStart;
          a.arg[0] = static_cast<int16_t>(h);
          out(a);
        }
      return;
    }
    // I. Produce: a worker on a production unit on the map that holds no other
    // player's worker (a mine holds one worker: its product is the top ore).
    for (int t = 0; t < static_cast<int>(s.tiles_.size()); ++t) {
      const Tile& tl = s.tiles_[t];
      const Kind& k = d.kinds[d.tileKind[t]];
      if (tl.hex < 0) continue;
      if (!k.property && tl.owner >= 0 && (tl.owner != p || k.isMine())) continue;
      if (k.property) {
        // V. Coats of arms: not in a player's first turn; only on an empty property.
        if (tl.coatSeat >= 0 || pl.turns == 0) continue;
        assignments(k.cost, tl.hex, [&](const std::array<int16_t, 4>& src, int extra, int forageSteps, int) {
          Action a;
          a.type = aCoats;
          a.arg[0] = static_cast<int16_t>(t);
          for (int i = 0; i < 4; ++i) a.arg[3 + i] = src[i];
          withCart(1, extra, forageSteps, a, out);
        });
        continue;
      }
      for (int r = 0; r < static_cast<int>(k.recipes.size()); ++r) {
        const Recipe& rec = k.recipes[r];
        if (rec.out == ore && tl.oreCount == 0) continue;
        if ((rec.out == iron || rec.out == silver) && s.metal_ == 0) continue;
        assignments(rec.in, tl.hex, [&](const std::array<int16_t, 4>& src, int extra, int forageSteps, int workers) {
          if (pl.reserve + workers == 0) return;  // the freed worker may be placed again
          Action a;
          a.type = aProduce;
          a.arg[0] = static_cast<int16_t>(t);
          a.arg[2] = static_cast<int16_t>(r);
          for (int i = 0; i < 4; ++i) a.arg[3 + i] = src[i];
          withCart(1, extra, forageSteps, a, out);
        });
      }
    }
    // IV. Build: a tile from the supply onto a matching hex, paying one wood or stone.
    Options pay;
    std::array<bool, kHexes> open{};
    for (int h = 0; h < kHexes; ++h) open[h] = mayBuildOn(h);
    for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k) {
      const Kind& kind = d.kinds[k];
      if (kind.property ? s.topProperty(kind.category) != k : s.supply(k) == 0) continue;
      options(kind.material, pay);
      if (pay.empty()) continue;
      for (int h = 0; h < kHexes; ++h) {
        if (s.hexes_[h].terrain != kind.terrain || !open[h]) continue;
        for (const Option& o : pay) {
          if (o.source == forage) continue;
          int extra = o.source >= 0 ? std::max(0, d.dist[o.hex][h] - 1) : 0;
          Action a;
          a.type = aBuild;
          a.arg[0] = static_cast<int16_t>(k);
          a.arg[2] = static_cast<int16_t>(h);
          a.arg[3] = o.source;
          withCart(0, extra, 0, a, out);
        }
      }
    }
    if (endSpaceFrom(pl.time) >= 0) {
      Action a;
      a.type = aEndTurn;
      out(a);
    }
  }

  // --- Effects -------------------------------------------------------------

  void drawInto(int tile) {
    NeulandState& m = s;
    PendingStack ps{tile, {}};
    for (int i = 0; i < 3; ++i) {
      int total = m.bag_[0] + m.bag_[1] + m.bag_[2];
      if (total == 0) break;
      int r = m.rng_.below(total), k = 0;
      while (r >= m.bag_[k]) r -= m.bag_[k++];
      --m.bag_[k];
      ps.drawn.push_back(oreGood(k));
    }
    std::vector<int8_t> sorted = ps.drawn;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end(), std::not_equal_to<int8_t>()) == sorted.end()) {
      stack(tile, sorted);  // a single possible order: nothing to decide
    } else {
      m.pending_.push_back(ps);
    }
  }

  void stack(int tile, const std::vector<int8_t>& topFirst) {
    Tile& tl = s.tiles_[tile];
    tl.oreCount = static_cast<int8_t>(topFirst.size());
    for (size_t i = 0; i < topFirst.size(); ++i) tl.ores[topFirst.size() - 1 - i] = topFirst[i];
  }

  // III. Using a good (or losing it at the end of a turn): the worker goes back
  // to the reserve; a mine's top ore goes back to the bag (an emptied mine draws
  // 3 new ones), a blast furnace's metal marker goes back to the supply.
  // Returns true when ore was drawn.
  bool use(int16_t source) {
    NeulandState& m = s;
    Player& pl = m.players_[p];
    if (source == foodToken) pl.foodToken = false;
    if (source == woodToken) pl.woodToken = false;
    if (source < 0) return false;
    const int tile = sourceTile(source), v = sourceVariant(source);
    Tile& tl = m.tiles_[tile];
    const Kind& k = data().kinds[data().tileKind[tile]];
    const Good held = s.heldGood(tile, v);
    --(sourceLying(source) ? tl.lying[v] : tl.standing[v]);
    if (tl.workers() == 0) tl.owner = -1;
    ++pl.reserve;
    bool drew = false;
    if (k.isMine() && tl.oreCount > 0) {
      ++m.bag_[oreIndex(tl.ores[tl.oreCount - 1])];
      --tl.oreCount;
      if (tl.oreCount == 0) {
        drawInto(tile);
        drew = true;
      }
    }
    if (held == iron || held == silver) ++m.metal_;
    return drew;
  }

  int steps(const Action& a) const {
    const Data& d = data();
    if (a.type != aProduce && a.type != aCoats && a.type != aBuild) return 0;
    const int base = a.type == aBuild ? 0 : 1;
    const int target = a.type == aBuild ? a.arg[2] : s.tiles_[a.arg[0]].hex;
    if (target >= kHexes) return base;
    int extra = 0, forageSteps = 0;
    const int last = a.type == aBuild ? 4 : 7;
    for (int i = 3; i < last; ++i) {
      const int16_t src = a.arg[i];
      if (src == forage) forageSteps += kForageSteps;
      if (src < 0 || target < 0) continue;
      const int from = s.tiles_[sourceTile(src)].hex;  // off the map: an illegal action being described
      if (from >= 0) extra = std::max(extra, d.dist[from][target] - 1);
    }
    return base + forageSteps + (a.arg[1] ? 0 : extra);
  }

  bool apply(const Action& a) {
    const Data& d = data();
    NeulandState& m = s;
    Player& pl = m.players_[p];
    bool drew = false;
    switch (a.type) {
      case aStack: {
        std::vector<int8_t> order(a.arg.begin(), a.arg.begin() + a.arg[3]);
        stack(m.pending_.front().tile, order);
        m.pending_.erase(m.pending_.begin());
        if (m.pending_.empty() && m.ending_) finishTurn();
        return false;
      }
      case aStart: {
        // First turn: hunting lodge and woodcutter's hut, free, on a free forest.
        for (int kind : {d.huntingLodge, d.woodcutter}) {
          for (int t = d.firstTile[kind]; t < d.firstTile[kind] + d.kinds[kind].count; ++t)
            if (m.tiles_[t].hex < 0) {
              place(t, a.arg[0]);
              break;
            }
        }
        pl.started = true;
        return false;
      }
      case aProduce:
      case aCoats: {
        const int cost = steps(a);
        for (int i = 3; i < 7; ++i)
          if (a.arg[i] != noSource) drew = use(a.arg[i]) || drew;
        pl.time += cost;
        if (a.arg[1]) pl.cart = false;
        Tile& tl = m.tiles_[a.arg[0]];
        const Kind& k = d.kinds[d.tileKind[a.arg[0]]];
        if (a.type == aCoats) {
          // V. Exactly the property's value, or all one has left (end of the game).
          const int count = std::min(k.value, pl.coatsLeft);
          tl.coatSeat = static_cast<int8_t>(p);
          tl.coatCount = static_cast<int8_t>(count);
          pl.coatsLeft -= count;
          pl.placed[k.category] += count;
          if (pl.coatsLeft == 0) m.winner_ = p;
          return drew;
        }
        const Recipe& rec = k.recipes[a.arg[2]];
        --pl.reserve;
        tl.owner = static_cast<int8_t>(p);
        ++tl.standing[a.arg[2]];
        if (rec.out == iron || rec.out == silver) --m.metal_;
        return drew;
      }
      case aBuild: {
        const int cost = steps(a);
        if (a.arg[3] != noSource) drew = use(a.arg[3]);
        pl.time += cost;
        if (a.arg[1]) pl.cart = false;
        const int kind = a.arg[0];
        int tile = -1;
        for (int t = d.firstTile[kind]; t < d.firstTile[kind] + d.kinds[kind].count; ++t)
          if (m.tiles_[t].hex < 0) tile = t;  // the last free one: starting tiles are the first ones
        if (d.kinds[kind].property) tile = d.firstTile[kind];
        place(tile, a.arg[2]);
        // 3.2 / IV: a new mine draws 3 ores from the bag, stacked in any order.
        if (d.kinds[kind].isMine()) {
          drawInto(tile);
          drew = true;
        }
        return drew;
      }
      case aEndTurn:
        return endTurn();
      default:
        return false;
    }
  }

  void place(int tile, int hex) {
    NeulandState& m = s;
    m.tiles_[tile].hex = static_cast<int8_t>(hex);
    Hex& h = m.hexes_[hex];
    h.tiles[h.count++] = static_cast<int8_t>(tile);
  }

  // "Fin du tour": lying workers leave (their goods are lost: a mine's top ore
  // goes back to the bag, which is how one digs to the ore below), standing
  // ones lie down. An emptied mine is refilled and stacked before play goes on.
  // Returns true when ore was drawn.
  bool endTurn() {
    bool drew = false;
    for (int t = 0; t < static_cast<int>(s.tiles_.size()); ++t) {
      Tile& tl = s.tiles_[t];
      if (tl.owner != p) continue;
      for (int v = 0; v < 2; ++v) {
        while (tl.lying[v] > 0) drew = use(static_cast<int16_t>(t + kVariant * v + kLying)) || drew;
        tl.lying[v] = tl.standing[v];
        tl.standing[v] = 0;
      }
      if (tl.workers() == 0) tl.owner = -1;
    }
    if (!s.pending_.empty()) {
      s.ending_ = true;
      return drew;
    }
    finishTurn();
    return drew;
  }

  // The marker must rest on a free space; the present-time marker moves on to
  // the next marker, whose owner plays next.
  void finishTurn() {
    Player& pl = s.players_[p];
    s.ending_ = false;
    pl.time = endSpaceFrom(pl.time);
    ++pl.turns;
    if (s.firstRoundLeft_ > 0 && --s.firstRoundLeft_ > 0) {
      s.current_ = (s.current_ + 1) % s.n_;  // the first round goes clockwise
      return;
    }
    int next = 0;
    for (int q = 1; q < s.n_; ++q)
      if (s.players_[q].time < s.players_[next].time) next = q;
    s.present_ = s.players_[next].time;
    s.current_ = next;
  }
};

int NeulandState::supply(int kind) const {
  const Data& d = data();
  int c = 0;
  for (int t = d.firstTile[kind]; t < d.firstTile[kind] + d.kinds[kind].count; ++t) c += tiles_[t].hex < 0;
  if (kind == d.huntingLodge || kind == d.woodcutter)
    for (int q = 0; q < n_; ++q) c -= !players_[q].started;  // each player's own pair
  return c;
}

Good NeulandState::heldGood(int tile, int variant) const {
  const Tile& tl = tiles_[tile];
  const Kind& k = data().kinds[data().tileKind[tile]];
  // Any parsed action may name any tile: a property or a wrong variant holds nothing.
  if (variant < 0 || variant >= static_cast<int>(k.recipes.size())) return noGood;
  if (k.isMine()) return tl.oreCount > 0 ? static_cast<Good>(tl.ores[tl.oreCount - 1]) : noGood;
  return k.recipes[variant].out;
}

int NeulandState::topProperty(int category) const {
  for (int k : data().categoryStack[category])
    if (tiles_[data().firstTile[k]].hex < 0) return k;
  return -1;
}

int NeulandState::steps(const Action& a) const {
  return Rules{const_cast<NeulandState&>(*this), current_}.steps(a);
}

ludo::Turn NeulandState::turn() const {
  ludo::Turn t;
  if (over()) {
    t.phase = "over";
    return t;
  }
  t.deciding = {current_};
  t.phase = !pending_.empty() ? "stack" : !players_[current_].started ? "start" : "turn";
  return t;
}

void NeulandState::legalActions(int player, std::vector<Action>& out) const {
  if (over() || player != current_) return;
  Rules{const_cast<NeulandState&>(*this), player}.legal([&](const Action& a) { out.push_back(a); });
}

bool NeulandState::applyLegal(int player, const Action& action) {
  ++stamp_;
  return Rules{*this, player}.apply(action);
}

}  // namespace neuland
