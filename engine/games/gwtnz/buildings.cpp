// Placing and replacing personal buildings (p. 14): enough builders, 2 pounds
// (or 1 with the builder row's immediate action) per builder, exploration-gated
// spaces, replacement by a higher value paying the difference, a gold for a new
// building; bonus set 6 replaces by exactly one more, for free.
#include "kinds.hpp"

namespace gwtnz {

int GwtState::lushBuildings(int p) const {
  int k = 0;
  for (size_t x = 0; x < data().nodes.size(); ++x)
    if (data().nodes[x].lush && nodeBuilding[x] >= 0 && nodeOwner[x] == p) ++k;
  return k;
}

// aBuild(building, node): a new building on an empty space, or a replacement of own building at node.
void GwtState::addBuilds(int p, int perBuilder, bool plusOne, std::vector<Action>& out) const {
  const Player& P = pl[p];
  const Data& D = data();
  const int builders = P.workers[wBuilder];
  for (int b = 0; b < kBuildings; ++b) {
    if (!(P.buildingsLeft >> b & 1)) continue;
    const int need = D.personal[b].builders;
    for (size_t x = 0; x < D.nodes.size(); ++x) {
      const Node& nd = D.nodes[x];
      if (nd.kind != nBuild) continue;
      if (nodeBuilding[x] < 0) {
        if (plusOne || need > builders || need * perBuilder > P.money || P.explore < nd.req) continue;
        out.push_back(act(aBuild, b, static_cast<int>(x)));
      } else if (nodeOwner[x] == p) {
        const int diff = need - D.personal[nodeBuilding[x]].builders;
        if (plusOne ? diff != 1 : (diff <= 0 || diff > builders || diff * perBuilder > P.money)) continue;
        out.push_back(act(aBuild, b, static_cast<int>(x)));
      }
    }
  }
}

void GwtState::build(int p, int b, int node, int perBuilder) {
  Player& P = pl[p];
  const Data& D = data();
  const int old = nodeBuilding[node];
  const int diff = D.personal[b].builders - (old >= 0 ? D.personal[old].builders : 0);
  P.money -= diff * perBuilder;
  P.buildingsLeft = static_cast<uint16_t>(P.buildingsLeft & ~(1u << b));
  nodeBuilding[node] = static_cast<int8_t>(b);
  nodeOwner[node] = static_cast<int8_t>(p);
  if (old < 0) {
    addGold(p, 1);  // p. 18: a gold for a building placed, not for a replacement
    return;
  }
  // p. 19: replaced under your own rancher: the new building acts only if the
  // old one's actions were not used this turn.
  std::vector<Decision> items = stack.items();
  for (size_t i = items.size(); i-- > 0;)
    if (items[i].kind == dPhaseB && items[i].player == p && items[i].a == node) {
      const bool used = items[i].mask != 0;
      std::vector<Decision> rebuilt = items;
      rebuilt[i].mask = used ? 0x7fffffffu : 0u;
      stack.clear();
      for (const Decision& x : rebuilt) stack.push(x);
      break;
    }
}

// d.a: pounds per builder; d.b: bonus set 6 (exactly one more, free).
void legalBuild(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  s.addBuilds(d.player, d.a, d.b != 0, out);
  out.push_back(act(aPass));
  s.addAnytime(d.player, false, out);
}

void applyBuild(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aBuild) s.build(d.player, a.arg[0], a.arg[1], d.b ? 0 : d.a);
}

}  // namespace gwtnz
