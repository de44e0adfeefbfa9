// "La phase de construction": farms, the witchery (and moving it), duchies and their
// enlargement, workshops beside one's own duchy on their landscape, "Le moulin".
#include "state.hpp"

namespace lorrein {

bool LorreinState::canAfford(int p, const Cost& c) const {
  for (int g = 0; g < kGoods; ++g)
    if (pl[p].goods[g] < c.goods[g]) return false;
  return true;
}

// Paid goods go back to the box.
void LorreinState::pay(int p, const Cost& c) {
  for (int g = 0; g < kGoods; ++g) pl[p].goods[g] = static_cast<int8_t>(pl[p].goods[g] - c.goods[g]);
}

void LorreinState::buildActions(int p, std::vector<ludo::Action>& out) const {
  const Data& D = data();
  // Workshops: on the matching landscape, beside an own duchy, within its duchies' room.
  if (countWorkshops(p) < kWorkshops)
    for (int w = 0; w < kWorkshopKinds; ++w) {
      if (!canAfford(p, D.cost[w]) || (w == buMill && millOwner() == p)) continue;
      for (int t = 0; t < tileCount(); ++t)
        if (tiles[t].land == w && tiles[t].building == bNone && touchesOwnDuchy(p, t) && workshopsFit(p, t))
          out.push_back(act(aBuild, w, t));
    }
  const bool farm = countFarms(p) < kFarms && canAfford(p, D.cost[buFarm]);
  const int witch = witcheryTile(p);
  const bool witchery = witch < 0 && canAfford(p, D.cost[buWitchery]);
  const bool move = witch >= 0 && canAfford(p, D.moveWitchery);
  if (farm || witchery || move)
    for (int t = 0; t < tileCount(); ++t) {
      if (tiles[t].building != bNone) continue;
      if (farm) out.push_back(act(aBuild, buFarm, t));
      if (witchery) out.push_back(act(aBuild, buWitchery, t));
      if (move) out.push_back(act(aMoveWitchery, t));
    }
  if (countDuchies(p) < kDuchies && canAfford(p, D.cost[buDuchy]))
    for (int v = 0; v < vertexCount(); ++v)
      if (vertices[v].owner < 0) out.push_back(act(aBuild, buDuchy, v));
  if (canAfford(p, D.enlarge))
    for (int v = 0; v < vertexCount(); ++v)
      if (vertices[v].owner == p && !vertices[v].large) out.push_back(act(aEnlarge, v));
}

void LorreinState::build(int p, int kind, int where) {
  pay(p, data().cost[kind]);
  if (kind == buDuchy) {
    vertices[where].owner = static_cast<int8_t>(p);
    vertices[where].large = 0;
    annexAround(p, where);
    return;
  }
  if (kind == buMill) {
    // "Joueur A doit tout de suite enlever son moulin du tableau."
    for (int t = 0; t < tileCount(); ++t)
      if (tiles[t].building == bWorkshop && tiles[t].land == kField)
        tiles[t] = Tile{tiles[t].land, bNone, -1, 0};
  }
  if (kind < kWorkshopKinds) placedKinds[kind] = 1;
  Tile& T = tiles[where];
  T.building = kind == buFarm ? bFarm : kind == buWitchery ? bWitchery : bWorkshop;
  T.owner = static_cast<int8_t>(p);
  T.annexed = 0;
}

void LorreinState::enlarge(int p, int v) {
  pay(p, data().enlarge);
  vertices[v].large = 1;
  annexAround(p, v);
}

}  // namespace lorrein
