// The boat and the sea board (p. 15): moves in either direction up to the
// action's count, upgrading the port of the space reached for one move (which
// ends the action): small ports (a warehouse, the slot's cost, the port's card),
// medium ports (a disc by border, the cost, the card, the harbourmaster),
// large ports (a free warehouse unlocking a foreign counter), the ports at the
// routes' ends sending the boat home; warehouse pairs unlocking bonuses.
#include "kinds.hpp"

namespace gwtnz {

int GwtState::seaDistance(int from, int to) const {
  const Data& D = data();
  std::vector<int> dist(D.seaSpaces, -1), frontier{from};
  dist[from] = 0;
  for (size_t i = 0; i < frontier.size(); ++i)
    for (int8_t y : D.seaAdj[frontier[i]])
      if (dist[y] < 0) {
        dist[y] = dist[frontier[i]] + 1;
        frontier.push_back(y);
      }
  return dist[to];
}

int GwtState::smallPortCost(int port) const {
  const Port& P = data().ports[port];
  if (P.type == ptLarge) return 0;
  if (P.type == ptMedium) return P.cost;
  return P.costs[std::min<int>(portWarehouses[port], 3)];
}

void GwtState::addUpgrades(int p, int port, std::vector<Action>& out) const {
  const Player& P = pl[p];
  const Port& T = data().ports[port];
  if (P.portsMask >> port & 1) return;
  const int cost = smallPortCost(port);
  if (T.type == ptMedium) {
    bool any = false;
    for (int s = 0; s < kDiscs; ++s)
      if (discAllowed(p, s, T.border, cost)) {
        out.push_back(act(aUpgrade, port, s));
        any = true;
      }
    if (!any && P.money >= cost) addPortDiscs(p, aUpgrade, port, out);
    return;
  }
  if (cost > P.money) return;
  for (int w = 0; w < kWarehouses; ++w)
    if (!(P.warehousesOff >> w & 1)) out.push_back(act(aUpgrade, port, w));
}

void GwtState::upgrade(int p, int port, int slot) {
  Player& P = pl[p];
  const Port& T = data().ports[port];
  P.money -= smallPortCost(port);
  if (T.type == ptMedium) {
    if (slot < kPortDisc)
      removeDisc(p, slot);
    else
      takeDiscFromPort(p, slot - kPortDisc);
    P.portsMask |= 1u << port;
    ++P.mediumDiscs;
    gainFromPile(p, T.card);
    if (harbourAt[T.medium] >= 0) push(dHarbour, p, T.medium);
    return;
  }
  P.portsMask |= 1u << port;
  ++portWarehouses[port];
  P.warehousesOff = static_cast<uint16_t>(P.warehousesOff | (1u << slot));
  const int pair = slot / 2;
  if (P.warehousesOff >> (pair * 2) & 1 && P.warehousesOff >> (pair * 2 + 1) & 1) {
    switch (data().pairBonus[pair]) {
      case pbGold1:
        addGold(p, 1);
        break;
      case pbWool1:
        ++P.permWool;
        break;
      case pbTokens2:
        P.tokens += 2;
        break;
      default:
        break;  // points at the end
    }
  }
  gainFromPile(p, T.card);
  if (T.type == ptEnd) boat[p] = 0;  // the route's end port sends the boat home
}

// « dans la direction de votre choix » (Déplacer votre bateau, p. 15): one way per action, so the
// boat never turns back onto the space it came from (`cameFrom`, -1 at the first step).
void GwtState::addBoatMoves(int p, int moves, std::vector<Action>& out, int cameFrom) const {
  if (moves < 1) return;
  for (int8_t y : data().seaAdj[boat[p]])
    if (y != cameFrom) out.push_back(act(aBoat, y));
  for (size_t i = 0; i < data().ports.size(); ++i)
    if (data().ports[i].space == boat[p]) addUpgrades(p, static_cast<int>(i), out);
}

// d.a: moves left, d.b: 1 + the space the boat came from (0 at the first step).
void legalBoat(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  s.addBoatMoves(d.player, d.a, out, d.b - 1);
  out.push_back(act(aPass));
  s.addAnytime(d.player, false, out);
}

void applyBoat(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aBoat) {
    const int from = s.boat[d.player];
    s.boat[d.player] = static_cast<int8_t>(a.arg[0]);
    if (d.a > 1) s.push(dBoat, d.player, d.a - 1, from + 1);
  } else if (a.type == aUpgrade) {
    s.upgrade(d.player, a.arg[0], a.arg[1]);
  }
}

// Building 10b and bonus set 4: a warehouse on a port up to d.a spaces away,
// one of them spent on the upgrade itself; the boat stays.
void legalWarehouseRange(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const int p = d.player;
  for (size_t i = 0; i < data().ports.size(); ++i) {
    const Port& T = data().ports[i];
    if (T.type == ptMedium || s.seaDistance(s.boat[p], T.space) > d.a - 1) continue;
    std::vector<Action> tmp;
    s.addUpgrades(p, static_cast<int>(i), tmp);
    for (const Action& x : tmp) out.push_back(act(aWarehouse, x.arg[0], x.arg[1]));
  }
  out.push_back(act(aPass));
}

void applyWarehouseRange(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aWarehouse) s.upgrade(d.player, a.arg[0], a.arg[1]);
}

}  // namespace gwtnz
