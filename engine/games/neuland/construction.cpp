// "IV. Eriger des bâtiments" (p. 9): a tile from the supply onto a hex of its
// terrain, at most 3 per hex, paid with one wood or one stone (properties: one
// stone, top of their stack only); a mine draws its ores.
#include <algorithm>

#include "state.hpp"

namespace neuland {

using ludo::Action;

int NeulandState::supply(int kind) const {
  const Data& d = data();
  int c = inSupply[kind];
  if (kind == d.huntingLodge || kind == d.woodcutter)
    for (int q = 0; q < n; ++q) c -= !players[q].started;  // each player's own pair
  return c;
}

int NeulandState::topProperty(int category) const {
  for (int k : data().categoryStack[category])
    if (inSupply[k] > 0) return k;
  return -1;
}

void NeulandState::legalBuild(const PayContext& c, std::vector<Action>& out) const {
  const Data& d = data();
  const Player& pl = players[c.seat];
  if (c.byGood[wood].empty() && c.byGood[stone].empty()) return;
  std::array<bool, kHexes> open{};
  openHexes(open);
  std::array<std::array<int8_t, kHexes>, 3> sites{};  // open hexes by terrain
  std::array<int, 3> siteCount{};
  for (int h = 0; h < kHexes; ++h) {
    const int t = static_cast<int>(hexes[h].terrain);
    if (open[h]) sites[t][siteCount[t]++] = static_cast<int8_t>(h);
  }
  std::array<int, kCategories> top{};
  for (int cat = 0; cat < kCategories; ++cat) top[cat] = topProperty(cat);
  // The sites and payments depend on the material and the terrain only: each such
  // list is made once, for its first kind, and copied for the others.
  std::array<std::array<int, 2>, 6> made;  // (material, terrain) -> its first kind's actions in `out`
  for (auto& r : made) r = {-1, -1};
  const int kinds = static_cast<int>(d.kinds.size());
  for (int k = 0; k < kinds; ++k) {
    const KindInfo& kind = d.kindInfo[k];
    const PayOptions& pay = c.byGood[kind.material];
    if (pay.empty()) continue;
    if (kind.property ? top[kind.category] != k : supply(k) == 0) continue;
    const int terrain = static_cast<int>(kind.terrain);
    const int key = kind.material == wood ? terrain : kind.material == stone ? 3 + terrain : -1;
    if (key >= 0 && made[key][0] >= 0) {
      out.reserve(out.size() + (made[key][1] - made[key][0]));
      for (int i = made[key][0]; i < made[key][1]; ++i) {
        Action a = out[i];
        a.arg[0] = static_cast<int16_t>(k);
        out.push_back(a);
      }
      continue;
    }
    const int first = static_cast<int>(out.size());
    Action a;
    a.type = aBuild;
    a.arg[0] = static_cast<int16_t>(k);
    for (int i = 0; i < siteCount[terrain]; ++i) {
      const int h = sites[terrain][i];
      a.arg[2] = static_cast<int16_t>(h);
      for (const PayOption& o : pay) {
        if (o.source == forage) continue;
        // III-A: building inside the cost zone costs no action, one per border beyond.
        const int extra = o.source >= 0 ? std::max(0, d.dist[o.hex][h] - 1) : 0;
        a.arg[1] = 0;
        a.arg[3] = o.source;
        if (extra <= c.budget) out.push_back(a);
        if (extra > 0 && pl.cart && c.budget >= 0) {  // "aucune action pour ériger un bâtiment" with the cart
          a.arg[1] = 1;
          out.push_back(a);
        }
      }
    }
    if (key >= 0) made[key] = {first, static_cast<int>(out.size())};
  }
}

bool NeulandState::applyBuild(int seat, const Action& a) {
  const Data& d = data();
  Player& pl = players[seat];
  const int cost = steps(a);
  bool drew = a.arg[3] != noSource && use(seat, a.arg[3]);
  pl.time += cost;
  if (a.arg[1]) pl.cart = false;
  const int kind = a.arg[0];
  int tile = -1;
  for (int t = d.firstTile[kind]; t < d.firstTile[kind] + d.kinds[kind].count; ++t)
    if (tiles[t].hex < 0) tile = t;  // the last free one: starting tiles are the first ones
  if (d.kinds[kind].property) tile = d.firstTile[kind];
  place(tile, a.arg[2]);
  if (d.kinds[kind].isMine()) drew = drawInto(seat, tile) || drew;
  return drew;
}

void NeulandState::place(int tile, int hex) {
  tiles[tile].hex = static_cast<int8_t>(hex);
  mapped |= tileBit(tile);
  --inSupply[data().tileKind[tile]];
  Hex& h = hexes[hex];
  h.tiles[h.count++] = static_cast<int8_t>(tile);
}

}  // namespace neuland
