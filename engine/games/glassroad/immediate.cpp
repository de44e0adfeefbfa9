// Immediate buildings (Annexe 2 : les bâtiments immédiats, p. 17–18): their
// one-time effects, the repeatable ones, and the tavern.
#include <algorithm>

#include "state.hpp"

namespace glassroad {

using ludo::Action;
using ludo::Decision;

namespace {
int adjacentOf(const GlassState& s, int p, int sq, int kind) {
  int c = 0;
  for (int t : data().adj[sq]) c += s.pl[p].sq[t].kind == kind;
  return c;
}

void fillAdjacent(GlassState& s, int p, int sq, int kind) {
  for (int t : data().adj[sq])
    if (s.pl[p].sq[t].kind == sqEmpty) {
      Square q;
      q.kind = static_cast<int8_t>(kind);
      s.pl[p].sq[t] = q;
    }
}

// Effects that only give resources (in order, one transaction).
bool resourceEffect(GlassState& s, int p, int b, int sq) {
  const Player& P = s.pl[p];
  auto one = [&](int r, int k) { gains(s, p, {{resMask(r), k, -1}}); };
  switch (b) {
    case carpenters_workshop:
      one(rWood, 7);
      return true;
    case sculptors_workshop:
      one(rFood, P.amount(rWood));
      return true;
    case forest_hut:
      one(rWood, 5);
      return true;
    case shack:
    case artists_camp:
      one(rGlass, 1);
      return true;
    case dairy:
      gains(s, p, {{resMask(rFood), 3, wGlass}, {resMask(rFood), 3, wBrick}});
      return true;
    case clay_depot:
      one(rClay, 2 * adjacentOf(s, p, sq, sqEmpty));
      return true;
    case wood_depot:
      one(rWood, 2 * adjacentOf(s, p, sq, sqEmpty));
      return true;
    case fuel_depot:
      one(rCoal, 7);
      return true;
    case raftsman:
      one(rWood, P.amount(rWater));
      return true;
    case builders_storehouse:
      gains(s, p, {{resMask(rWood), 3, -1}, {resMask(rClay), 3, -1}});
      return true;
    case river_warehouse:
      one(rWood, 4);
      return true;
    case barn:
      one(rFood, 7);
      return true;
    case boathouse:
      one(rCoal, s.count(p, sqPond));
      return true;
    case loess_islet:
      one(rClay, 2 * adjacentOf(s, p, sq, sqPond));
      return true;
    case sandy_islet:
      one(rSand, 2 * adjacentOf(s, p, sq, sqPond));
      return true;
    case guild_house:
      one(rClay, 4);
      return true;
    case clay_embankment:
      one(rClay, 7);
      return true;
    case sand_reserve:
      one(rSand, 3);
      return true;
    case reservoir:
      one(rWater, 7);
      return true;
    case hot_spring:
      one(rCoal, P.amount(rWater));
      return true;
    case stockpile:
      one(rBrick, 2);
      return true;
    default:
      return false;
  }
}
}  // namespace

// The effect of immediate building b for seat p, as built on square sq.
void GlassState::immediate(int p, int b, int sq) {
  if (resourceEffect(*this, p, b, sq)) return;
  switch (b) {
    case landscaping_office:
    case winery:
    case wood_merchant:
    case fishery:
      decisions.push(decision(dRepeat, p, b));
      break;
    case tool_shed:
    case water_tower:
      fillAdjacent(*this, p, sq, sqPond);
      break;
    case loess_plateau:
      fillAdjacent(*this, p, sq, sqQuarry);
      break;
    case country_house:
      pushPlaceTerrain(p, kAllTerrain, sq, 2);
      break;
    case tavern:
      decisions.push(decision(dTavern, p, sq));
      break;
    default:
      break;
  }
}

// --- dRepeat: a: the building whose effect runs "as often as you like"; one
// action per repetition (the wheels turning between them), pass stops.
void repeatLegal(const GlassState& s, const Decision& d, std::vector<Action>& out) {
  const Player& P = s.pl[d.player];
  auto squares = [&](int kind) {
    for (int q = 0; q < data().squares; ++q)
      if (P.sq[q].kind == kind) out.push_back(act(aRepeat, q));
  };
  switch (d.a) {
    case landscaping_office:
      squares(sqQuarry);
      break;
    case winery:
      squares(sqGrove);
      break;
    case fishery:
      squares(sqPond);
      break;
    case wood_merchant:
      if (P.wheel[wGlass][rWood] >= 1)
        for (int r : {rCoal, rClay, rFood, rSand, rWater}) out.push_back(act(aRepeat, -1, r));
      break;
    default:
      break;
  }
  out.push_back(act(aPass));
}

void repeatApply(GlassState& s, const Decision& d, const Action& a) {
  if (a.type == aPass) return;
  const int p = d.player;
  s.decisions.push(d);  // again after this repetition's gains
  if (d.a == wood_merchant) {
    s.take(p, rWood, wGlass, 1);
    gains(s, p, {{resMask(a.arg[1]), 2, -1}});
    return;
  }
  s.pl[p].sq[a.arg[0]] = Square{};
  switch (d.a) {
    case landscaping_office:
      gains(s, p, {{resMask(rClay), 2, -1}, {resMask(rSand), 2, -1}});
      break;
    case winery:
      gains(s, p, {{resMask(rFood), 3, -1}, {resMask(rWood), 1, -1}});
      break;
    case fishery:
      gains(s, p, {{resMask(rFood), 3, -1}, {resMask(rWater), 1, -1}});
      break;
    default:
      break;
  }
}

void repeatJson(const GlassState&, const Decision& d, ludo::Json& out) {
  out["building"] = data().buildings[d.a].id;
}

// --- dTavern: a: the tavern's square. TAVERNE: "Appliquez immédiatement
// l'effet d'un bâtiment immédiat adjacent à ce bâtiment (voir G4)".
void tavernLegal(const GlassState& s, const Decision& d, std::vector<Action>& out) {
  const Player& P = s.pl[d.player];
  for (int t : data().adj[d.a]) {
    const Square& q = P.sq[t];
    if (q.kind != sqBuilding) continue;
    const int b = q.upgrade >= 0 ? q.upgrade : q.building;
    if (b < kTiles && data().buildings[b].kind == bkImmediate && b != tavern) out.push_back(act(aTavern, t));
  }
  out.push_back(act(aPass));
}

// The copied effect counts its adjacency around the copied building (default)
// or around the tavern (option tavernAtTavern); ASSUMPTIONS.md.
void tavernApply(GlassState& s, const Decision& d, const Action& a) {
  if (a.type != aTavern) return;
  const Square& q = s.pl[d.player].sq[a.arg[0]];
  const int b = q.upgrade >= 0 ? q.upgrade : q.building;
  s.immediate(d.player, b, s.tavernAtTavern ? d.a : a.arg[0]);
}

void tavernJson(const GlassState&, const Decision& d, ludo::Json& out) { out["square"] = d.a; }

}  // namespace glassroad
