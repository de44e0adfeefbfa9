// "I. Fabriquer des produits" (p. 6), "III. Utiliser des produits" (p. 7) and
// the cost zones of "III-A" (p. 8): what a worker holds, the ways of paying a
// cost, producing.
#include <algorithm>

#include "state.hpp"

namespace neuland {

using ludo::Action;

// p. 7 (III): a good comes from your own worker on a unit holding it, standing
// or lying; the food and wood markers once per game; foraging (an option) finds
// an imaginary food. Gold stands for any one good only under the goldOneGood
// option (else it pays whole costs: legalPayments).
PayContext NeulandState::payContext(int seat) const {
  PayContext c;
  c.seat = seat;
  c.budget = maxSteps(seat);
  for (PayOptions& o : c.byGood) o.clear();
  for (uint64_t m = owned[seat]; m; m &= m - 1) {
    const int t = lowestTile(m);
    const Tile& tl = tiles[t];
    for (int v = 0; v < 2; ++v) {
      if (tl.standing[v] + tl.lying[v] == 0) continue;
      const Good g = heldGood(t, v);
      if (g < 0) continue;
      const bool any = options.goldOneGood && g == gold;
      for (int want = any ? 0 : g; want <= (any ? kGoods - 1 : g); ++want) {
        PayOptions& out = c.byGood[want];
        if (tl.lying[v] > 0)
          out.push_back({static_cast<int16_t>(t + kVariant * v + kLying), tl.hex, tl.lying[v]});
        if (tl.standing[v] > 0)
          out.push_back({static_cast<int16_t>(t + kVariant * v), tl.hex, tl.standing[v]});
      }
    }
  }
  const Player& pl = players[seat];
  if (pl.foodToken) c.byGood[food].push_back({foodToken, -1, 1});
  if (pl.woodToken) c.byGood[wood].push_back({woodToken, -1, 1});
  if (options.foraging) c.byGood[food].push_back({forage, -1, 4});
  return c;
}

namespace {

// Enumerates the assignments of sources to goods; a source gives at most as
// many goods as it has workers of that kind (two only under the stacking option).
struct PaymentWalk {
  const NeulandState& s;
  const PayContext& c;
  const std::array<const PayOptions*, 4>& opts;
  int count, hex;
  bool produce;
  Action a;
  std::vector<Action>& out;
  std::array<const PayOption*, 4> chosen{};

  void emit() {
    const Data& d = data();
    int extra = 0, forageSteps = 0, workers = 0;
    for (int k = 0; k < count; ++k) {
      const int16_t src = chosen[k]->source;
      a.arg[3 + k] = src;
      if (src == forage) forageSteps += kForageSteps;
      if (src >= 0) {
        ++workers;
        // III-A: each hex border crossed beyond the cost zone costs one more step;
        // the farthest good counts.
        extra = std::max(extra, d.dist[chosen[k]->hex][hex] - 1);
      }
    }
    // Producing places a worker: from the reserve, or one just freed by paying.
    if (produce && s.players[c.seat].reserve + workers == 0) return;
    withCart(s, c, (a.type == aBuild ? 0 : 1) + forageSteps, extra, a, out);
  }

  // One good or none: no source can be chosen twice (each gives at least one).
  void single() {
    if (count == 0) return emit();
    for (const PayOption& o : *opts[0]) {
      chosen[0] = &o;
      emit();
    }
  }

  void walk(int i) {
    // count is at most chosen.size(); the bound is said twice so that GCC sees it.
    if (i == count || i >= static_cast<int>(chosen.size())) return emit();
    for (const PayOption& o : *opts[i]) {
      int used = 0;
      for (int k = 0; k < i; ++k) used += chosen[k]->source == o.source;
      if (used >= o.uses) continue;
      chosen[i] = &o;
      walk(i + 1);
    }
  }

  // Emits an action with and without the cart (the cart only when it saves steps).
  static void withCart(const NeulandState& s, const PayContext& c, int base, int extra, Action a,
                       std::vector<Action>& out) {
    a.arg[1] = 0;
    if (base + extra <= c.budget) out.push_back(a);
    if (extra > 0 && s.players[c.seat].cart && base <= c.budget) {
      a.arg[1] = 1;
      out.push_back(a);
    }
  }
};

}  // namespace

// Every way of paying `goods` for action `a` at `hex` (arg 3.. receive the sources).
// "Si vous retirez votre ouvrier de la Caverne de l'Alchimiste, vous substituez
// n'importe quel autre coût de production" (p. 7): one gold pays a whole cost.
void NeulandState::legalPayments(const PayContext& c, const Good* goods, int count, int hex, Action a,
                                 bool produce, std::vector<Action>& out) const {
  count = std::min(count, 4);
  std::array<const PayOptions*, 4> opts{};
  bool payable = true;
  for (int i = 0; i < count && payable; ++i) {
    opts[i] = &c.byGood[goods[i]];
    payable = !opts[i]->empty();
  }
  for (int i = 3; i < 7; ++i) a.arg[i] = noSource;
  if (payable) {
    PaymentWalk w{*this, c, opts, count, hex, produce, a, out};
    count <= 1 ? w.single() : w.walk(0);
  }
  if (count == 0 || options.goldOneGood || c.byGood[gold].empty()) return;
  if (std::find(goods, goods + count, gold) != goods + count) return;  // paid with gold above
  // « n'importe quel autre coût »: gold never pays for making gold (else, under
  // the stacking option, a lying gold would turn into a standing one every turn).
  if (produce && data().tiles[a.arg[0]].out[a.arg[2]] == gold) return;
  const std::array<const PayOptions*, 4> one{&c.byGood[gold]};
  PaymentWalk{*this, c, one, 1, hex, produce, a, out}.single();
}

// p. 6 (I): a worker goes on a free production unit of the map; only one per
// unit (several of the player's own under the stacking option; never on a mine,
// whose product is its top ore).
bool NeulandState::mayWorkOn(int seat, int tile) const {
  const Tile& tl = tiles[tile];
  if (tl.owner < 0) return true;
  return options.stacking && tl.owner == seat && !data().tiles[tile].mine;
}

namespace {

// The units' tiles by recipe (0 or 1), and by recipe and input good (tile masks).
struct RecipeMasks {
  std::array<uint64_t, 2> has{};
  std::array<std::array<uint64_t, kGoods>, 2> input{};
  RecipeMasks() {
    const Data& d = data();
    for (int t = 0; t < static_cast<int>(d.tiles.size()); ++t)
      for (int r = 0; r < d.tiles[t].recipes && r < 2; ++r) {
        has[r] |= tileBit(t);
        for (int j = 0; j < d.tiles[t].inCount[r]; ++j) input[r][d.tiles[t].in[r][j]] |= tileBit(t);
      }
  }
};

const RecipeMasks& recipeMasks() {
  static const RecipeMasks m;
  return m;
}

}  // namespace

bool metalAvailable(const NeulandState& s, Good out) {
  const int m = metalIndex(out);
  if (m < 0) return true;
  return s.options.metalPool ? s.metal[0] + s.metal[1] > 0 : s.metal[m] > 0;
}

void NeulandState::legalProduce(const PayContext& c, std::vector<Action>& out) const {
  const Data& d = data();
  const bool goldPays = !options.goldOneGood && !c.byGood[gold].empty();  // a whole cost (legalPayments)
  // mayWorkOn: the free units of the map, and the seat's own (not mines) under the stacking option.
  uint64_t units = mapped & d.unitMask & ~ownedByAny();
  if (options.stacking) units |= owned[c.seat] & ~d.mineMask;
  // The recipes with a way to pay each input (gold pays any whole cost), by recipe:
  // the others would list nothing in legalPayments.
  const RecipeMasks& rm = recipeMasks();
  std::array<uint64_t, 2> payable = rm.has;
  if (!goldPays)
    for (int g = 0; g < kGoods; ++g)
      if (c.byGood[g].empty()) {
        payable[0] &= ~rm.input[0][g];
        payable[1] &= ~rm.input[1][g];
      }
  for (units &= payable[0] | payable[1]; units; units &= units - 1) {
    const int t = lowestTile(units);
    const Tile& tl = tiles[t];
    const TileInfo& info = d.tiles[t];
    for (int r = 0; r < info.recipes; ++r) {
      if (!(payable[r & 1] >> t & 1)) continue;
      // Stacking: « plusieurs fois le même produit durant un tour » (I, p. 6), so
      // a unit already worked this turn makes only what its standing workers hold.
      if (tl.standing[1 - (r & 1)] > 0) continue;
      const Good made = info.out[r];
      if (made == ore && tl.oreCount == 0) continue;
      if (!metalAvailable(*this, made)) continue;  // "Mise en place" 5: 2 iron and 2 silver markers
      const int count = info.inCount[r];
      Action a;
      a.type = aProduce;
      a.arg[0] = static_cast<int16_t>(t);
      a.arg[2] = static_cast<int16_t>(r);
      legalPayments(c, info.in[r].data(), count, tl.hex, a, true, out);
    }
  }
}

bool NeulandState::applyProduce(int seat, const Action& a) {
  Player& pl = players[seat];
  const int cost = steps(a);
  bool drew = false;
  for (int i = 3; i < 7; ++i)
    if (a.arg[i] != noSource) drew = use(seat, a.arg[i]) || drew;
  pl.time += cost;
  if (a.arg[1]) pl.cart = false;
  Tile& tl = tiles[a.arg[0]];
  const Good out = data().tiles[a.arg[0]].out[a.arg[2]];
  --pl.reserve;
  setOwner(a.arg[0], seat);
  ++tl.standing[a.arg[2]];
  // p. 7: the furnace's product is a metal marker, iron or silver face up.
  const int m = metalIndex(out);
  if (m >= 0) --metal[options.metalPool ? 0 : m];
  return drew;
}

// III. Using a good (or losing it at the end of a turn): the worker goes back
// to the reserve; a mine's top ore goes back to the bag (an emptied mine draws
// 3 new ones), a blast furnace's metal marker goes back to the supply.
// Returns true when ore was drawn.
bool NeulandState::use(int seat, int16_t source) {
  Player& pl = players[seat];
  if (source == foodToken) pl.foodToken = false;
  if (source == woodToken) pl.woodToken = false;
  if (source < 0) return false;
  const int tile = sourceTile(source), v = sourceVariant(source);
  Tile& tl = tiles[tile];
  const Good held = heldGood(tile, v);
  --(sourceLying(source) ? tl.lying[v] : tl.standing[v]);
  if (tl.workers() == 0) setOwner(tile, -1);
  ++pl.reserve;
  const int m = metalIndex(held);
  if (m >= 0) ++metal[options.metalPool ? 0 : m];
  if (!data().tiles[tile].mine || tl.oreCount == 0) return false;
  ++bag[oreIndex(tl.ores[tl.oreCount - 1])];
  --tl.oreCount;
  return tl.oreCount == 0 && drawInto(seat, tile);
}

}  // namespace neuland
