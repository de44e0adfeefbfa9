// Craftsman abilities (appendix 1), building (p. 9 "Comment construire") and
// the effects of conversion and immediate buildings (appendix 2).
#include <algorithm>

#include "state.hpp"

namespace glassroad {

namespace {
constexpr int M(int r) { return 1 << r; }
constexpr int kBasicMask = M(rSand) | M(rFood) | M(rCoal) | M(rWater) | M(rWood) | M(rClay);
constexpr int kAllTerrain = (1 << sqQuarry) | (1 << sqGrove) | (1 << sqPond);

struct G {
  int mask, amount, wheel;
};
}  // namespace

// Several gains forming one transaction: resolved in the order given, the
// wheels turn only after the last one (p. 7).
static void gains(GlassState& s, int p, std::initializer_list<G> list) {
  std::vector<G> v(list);
  for (int i = static_cast<int>(v.size()) - 1; i >= 0; --i)
    s.pushGain(p, v[i].mask, v[i].amount, v[i].wheel, i == static_cast<int>(v.size()) - 1 ? gfTxnEnd : 0);
}

static void placeTerrain(GlassState& s, int p, int mask, int adjTo = -1, int count = 1) {
  Decision d;
  d.kind = dPlaceTerrain;
  d.player = static_cast<int8_t>(p);
  d.a = static_cast<int16_t>(mask);
  d.b = static_cast<int16_t>(adjTo);
  d.c = static_cast<int16_t>(count);
  s.stack.push_back(d);
}

static void buildAction(GlassState& s, int p) {
  Decision d;
  d.kind = dBuild;
  d.player = static_cast<int8_t>(p);
  s.stack.push_back(d);
}

void GlassState::useAbility(int p, int card, int i) {
  switch (card) {
    case feudal_lord:
      if (i == 0) {
        for (int row = 0; row < 3; ++row) drawInto(row, pl[p].offer);
      } else {
        gains(*this, p, {{M(rWood), 1, -1}, {M(rClay), 1, -1}});
      }
      break;
    case worker:
      if (i == 0) {
        gains(*this, p, {{M(rClay), 1, -1}});
        placeTerrain(*this, p, 1 << sqQuarry);
      } else {
        gains(*this, p, {{M(rSand) | M(rClay), count(p, sqQuarry), -1}});
      }
      break;
    case forester:
      if (i == 0) {
        gains(*this, p, {{M(rWood), 1, -1}});
        placeTerrain(*this, p, 1 << sqGrove);
      } else {
        gains(*this, p, {{M(rFood) | M(rWood), count(p, sqGrove), -1}});
      }
      break;
    case pond_builder:
      if (i == 0) placeTerrain(*this, p, 1 << sqPond);
      else gains(*this, p, {{M(rSand) | M(rWater), count(p, sqPond), -1}});
      break;
    case cultivator:
      if (i == 0) placeTerrain(*this, p, kAllTerrain);
      else buildAction(*this, p);
      break;
    case supplier:
      if (i == 0) pushGain(p, kBasicMask, solo ? 1 : 2, -1, gfTxnEnd | gfSupplier);
      else buildAction(*this, p);
      break;
    case builder:
      buildAction(*this, p);
      break;
    case carpenter:
      if (i == 0) gains(*this, p, {{M(rWood), 1, -1}});
      else buildAction(*this, p);
      break;
    case clearing_farmer:
      gains(*this, p, {{M(i == 0 ? rCoal : rFood), 2, -1}});
      break;
    case woodcutter:
      gains(*this, p, {{M(rWood), 2, -1}});
      break;
    case clay_digger:
      gains(*this, p, {{M(rClay), 2, -1}});
      break;
    case fuel_merchant:
      if (i == 0) gains(*this, p, {{M(rCoal), handSize(p), -1}});
      else gains(*this, p, {{M(rWood), 2, -1}});
      break;
    case charcoal_burner:
      gains(*this, p, {{M(rCoal), 3, -1}});
      break;
    case fisherman:
      if (i == 0) gains(*this, p, {{M(rFood), 2, -1}});
      else gains(*this, p, {{M(rFood), count(p, sqPond), -1}});
      break;
    case water_carrier:
      if (i == 0) gains(*this, p, {{M(rWater), 2, -1}, {M(rWood), 1, -1}});
      else gains(*this, p, {{M(rWater), 2, -1}, {M(rSand), 1, -1}});
      break;
    default:
      break;
  }
}

// p. 11 steps 4–7: pay everything, turn the wheels, place, apply the effect.
void GlassState::build(int p, int b, int square) {
  Player& P = pl[p];
  const BuildingDef& def = data().buildings[b];
  take(p, rWood, wGlass, def.cost[0]);
  take(p, rGlass, wGlass, def.cost[1]);
  take(p, rClay, wBrick, def.cost[2]);
  take(p, rBrick, wBrick, def.cost[3]);
  P.glassSpent = static_cast<int16_t>(P.glassSpent + def.cost[1]);
  P.brickSpent = static_cast<int16_t>(P.brickSpent + def.cost[3]);
  bool found = false;
  for (int row = 0; row < 3 && !found; ++row)
    for (int k = 0; k < slotsPerRow; ++k)
      if (board[row][k] == b) {
        board[row][k] = -1;
        found = true;
        break;
      }
  if (!found) P.offer.erase(std::find(P.offer.begin(), P.offer.end(), static_cast<int16_t>(b)));
  settle(p);
  if (def.upgrades >= 0) {
    P.sq[square].upgrade = static_cast<int16_t>(b);
  } else {
    Square q;
    q.kind = sqBuilding;
    q.building = static_cast<int16_t>(b);
    P.sq[square] = q;
  }
  if (def.kind == bkImmediate) immediate(p, b, square);
}

void GlassState::immediate(int p, int b, int s) {
  const Data& D = data();
  Player& P = pl[p];
  auto adjCount = [&](int kind) {
    int c = 0;
    for (int t : D.adj[s]) c += P.sq[t].kind == kind;
    return c;
  };
  auto fillAdjacent = [&](int kind) {
    for (int t : D.adj[s])
      if (P.sq[t].kind == sqEmpty) {
        Square q;
        q.kind = static_cast<int8_t>(kind);
        P.sq[t] = q;
      }
  };
  auto repeat = [&]() {
    Decision d;
    d.kind = dRepeat;
    d.player = static_cast<int8_t>(p);
    d.a = static_cast<int16_t>(b);
    stack.push_back(d);
  };
  switch (b) {
    case carpenters_workshop: gains(*this, p, {{M(rWood), 7, -1}}); break;
    case sculptors_workshop: gains(*this, p, {{M(rFood), P.amount(rWood), -1}}); break;
    case landscaping_office: repeat(); break;
    case tool_shed: fillAdjacent(sqPond); break;
    case forest_hut: gains(*this, p, {{M(rWood), 5, -1}}); break;
    case shack: gains(*this, p, {{M(rGlass), 1, -1}}); break;
    case artists_camp: gains(*this, p, {{M(rGlass), 1, -1}}); break;
    case winery: repeat(); break;
    case water_tower: fillAdjacent(sqPond); break;
    case dairy: gains(*this, p, {{M(rFood), 3, wGlass}, {M(rFood), 3, wBrick}}); break;
    case clay_depot: gains(*this, p, {{M(rClay), 2 * adjCount(sqEmpty), -1}}); break;
    case wood_depot: gains(*this, p, {{M(rWood), 2 * adjCount(sqEmpty), -1}}); break;
    case fuel_depot: gains(*this, p, {{M(rCoal), 7, -1}}); break;
    case raftsman: gains(*this, p, {{M(rWood), P.amount(rWater), -1}}); break;
    case builders_storehouse: gains(*this, p, {{M(rWood), 3, -1}, {M(rClay), 3, -1}}); break;
    case river_warehouse: gains(*this, p, {{M(rWood), 4, -1}}); break;
    case barn: gains(*this, p, {{M(rFood), 7, -1}}); break;
    case boathouse: gains(*this, p, {{M(rCoal), count(p, sqPond), -1}}); break;
    case loess_islet: gains(*this, p, {{M(rClay), 2 * adjCount(sqPond), -1}}); break;
    case sandy_islet: gains(*this, p, {{M(rSand), 2 * adjCount(sqPond), -1}}); break;
    case country_house: placeTerrain(*this, p, kAllTerrain, s, 2); break;
    case guild_house: gains(*this, p, {{M(rClay), 4, -1}}); break;
    case wood_merchant: repeat(); break;
    case fishery: repeat(); break;
    case loess_plateau: fillAdjacent(sqQuarry); break;
    case clay_embankment: gains(*this, p, {{M(rClay), 7, -1}}); break;
    case sand_reserve: gains(*this, p, {{M(rSand), 3, -1}}); break;
    case reservoir: gains(*this, p, {{M(rWater), 7, -1}}); break;
    case hot_spring: gains(*this, p, {{M(rCoal), P.amount(rWater), -1}}); break;
    case stockpile: gains(*this, p, {{M(rBrick), 2, -1}}); break;
    case tavern: {
      Decision d;
      d.kind = dTavern;
      d.player = static_cast<int8_t>(p);
      d.a = static_cast<int16_t>(s);
      stack.push_back(d);
      break;
    }
    default: break;
  }
}

void GlassState::repeatActions(const Decision& d, std::vector<ludo::Action>& out) const {
  const Player& P = pl[d.player];
  const Data& D = data();
  auto squares = [&](int kind) {
    for (int s = 0; s < D.squares; ++s)
      if (P.sq[s].kind == kind) out.push_back(act(aRepeat, s));
  };
  switch (d.a) {
    case landscaping_office: squares(sqQuarry); break;
    case winery: squares(sqGrove); break;
    case fishery: squares(sqPond); break;
    case wood_merchant:
      if (P.wheel[wGlass][rWood] >= 1)
        for (int r : {rCoal, rClay, rFood, rSand, rWater}) out.push_back(act(aRepeat, -1, r));
      break;
    default: break;
  }
  out.push_back(act(aPass));
}

void GlassState::repeatStep(const Decision& d, const ludo::Action& a) {
  const int p = d.player;
  if (d.a == wood_merchant) {
    take(p, rWood, wGlass, 1);
    gains(*this, p, {{M(a.arg[1]), 2, -1}});
    return;
  }
  pl[p].sq[a.arg[0]] = Square{};
  switch (d.a) {
    case landscaping_office: gains(*this, p, {{M(rClay), 2, -1}, {M(rSand), 2, -1}}); break;
    case winery: gains(*this, p, {{M(rFood), 3, -1}, {M(rWood), 1, -1}}); break;
    case fishery: gains(*this, p, {{M(rFood), 3, -1}, {M(rWater), 1, -1}}); break;
    default: break;
  }
}

namespace {
// "Spend 1 X to receive 2 Y" conversions.
struct Simple {
  int16_t b;
  int8_t in, out, amount;
};
const Simple kSimple[] = {
    {clay_pit, rWater, rClay, 2},    {engraving_workshop, rWood, rFood, 2}, {inn, rCoal, rFood, 2},
    {sand_depot, rWood, rSand, 2},   {charcoal_kiln, rWood, rCoal, 2},      {furnace, rCoal, rClay, 2},
    {hardware_store, rWood, rClay, 2}, {sandworks, rFood, rSand, 2},       {sand_pit, rWater, rSand, 2},
    {soup_kitchen, rWater, rFood, 2}, {spa, rCoal, rWater, 2},              {silt_pit, rClay, rSand, 2},
    {cooperage, rWood, rWater, 2},
};
// "Remove 1 terrain tile to receive ..." conversions.
struct Clear {
  int16_t b;
  int8_t kind, r1, a1, r2, a2;
};
const Clear kClear[] = {
    {builders_hut, sqGrove, rClay, 2, -1, 0},         {lumberjacks_hut, sqQuarry, rWood, 2, -1, 0},
    {marsh_hut, sqPond, rCoal, 2, -1, 0},             {construction_company, sqQuarry, rClay, 2, rSand, 1},
    {farm, sqPond, rFood, 2, rWater, 1},              {reed_hut, sqPond, rWood, 2, -1, 0},
    {tree_nursery, sqGrove, rWood, 2, rFood, 1},
};
}  // namespace

// Conversion actions: {building, wheel paying food/coal, square cleared, forest
// removed, private-offer tiles removed}. Unused arguments are -1.
void GlassState::convertActions(int p, std::vector<ludo::Action>& out) const {
  const Player& P = pl[p];
  const Data& D = data();
  std::vector<int> forests;
  {
    uint32_t seen = 0;
    for (int s = 0; s < D.squares; ++s)
      if (P.sq[s].kind == sqForest && !(seen & (1u << P.sq[s].forest))) {
        seen |= 1u << P.sq[s].forest;
        forests.push_back(P.sq[s].forest);
      }
  }
  const auto& g = P.wheel[wGlass];
  const auto& k = P.wheel[wBrick];
  for (int s = 0; s < D.squares; ++s) {
    const Square& q = P.sq[s];
    if (q.kind != sqBuilding || q.building >= kTiles || D.buildings[q.building].kind != bkConversion) continue;
    const int b = q.building;
    bool simple = false;
    for (const Simple& x : kSimple) {
      if (x.b != b) continue;
      simple = true;
      for (int w = 0; w < 2; ++w)
        if (onWheel(w, x.in) && P.wheel[w][x.in] >= 1) out.push_back(act(aConvert, b, twoWheels(x.in) ? w : -1));
    }
    if (simple) continue;
    bool clear = false;
    for (const Clear& x : kClear) {
      if (x.b != b) continue;
      clear = true;
      for (int t = 0; t < D.squares; ++t)
        if (P.sq[t].kind == x.kind) out.push_back(act(aConvert, b, -1, t));
    }
    if (clear) continue;
    switch (b) {
      case clay_basin:
        if (g[rWater] >= 1)
          for (int w = 0; w < 2; ++w)
            if (P.wheel[w][rFood] >= 1) out.push_back(act(aConvert, b, w));
        break;
      case guesthouse:
        if (g[rWater] >= 1)
          for (int w = 0; w < 2; ++w)
            if (P.wheel[w][rCoal] >= 1) out.push_back(act(aConvert, b, w));
        break;
      case potash_maker:
        if (g[rWater] >= 1 && g[rWood] >= 1) out.push_back(act(aConvert, b));
        break;
      case ceramics_factory:
        if (g[rSand] >= 3) out.push_back(act(aConvert, b));
        break;
      case roofers:
        if (k[rBrick] >= 1) out.push_back(act(aConvert, b));
        break;
      case notary_office:
        for (int16_t o : P.offer) out.push_back(act(aConvert, b, -1, -1, -1, o));
        break;
      case county_office:
      case shingle_maker:
        if (b == county_office && !hasEmptySquare(p)) break;
        for (size_t i = 0; i < P.offer.size(); ++i)
          for (size_t j = i + 1; j < P.offer.size(); ++j) out.push_back(act(aConvert, b, -1, -1, -1, P.offer[i], P.offer[j]));
        break;
      case settlers_house:
      case sawmill:
        for (int f : forests) out.push_back(act(aConvert, b, -1, -1, f));
        break;
      case joinery:
        if (g[rWood] >= 1)
          for (int f : forests) out.push_back(act(aConvert, b, -1, -1, f));
        break;
      default:
        break;
    }
  }
}

void GlassState::convert(int p, const ludo::Action& a) {
  Player& P = pl[p];
  const int b = a.arg[0], w = a.arg[1], sq = a.arg[2], forest = a.arg[3];
  auto dropOffer = [&](int o) {
    auto it = std::find(P.offer.begin(), P.offer.end(), static_cast<int16_t>(o));
    P.offer.erase(it);
    removed.push_back(static_cast<int16_t>(o));
  };
  for (const Simple& x : kSimple)
    if (x.b == b) {
      take(p, x.in, twoWheels(x.in) ? w : homeWheel(x.in), 1);
      gains(*this, p, {{M(x.out), x.amount, -1}});
      return;
    }
  for (const Clear& x : kClear)
    if (x.b == b) {
      P.sq[sq] = Square{};
      if (x.r2 >= 0) gains(*this, p, {{M(x.r1), x.a1, -1}, {M(x.r2), x.a2, -1}});
      else gains(*this, p, {{M(x.r1), x.a1, -1}});
      return;
    }
  switch (b) {
    case clay_basin:
      take(p, rFood, w, 1);
      take(p, rWater, wGlass, 1);
      gains(*this, p, {{M(rClay), 3, -1}});
      break;
    case guesthouse:
      take(p, rWater, wGlass, 1);
      take(p, rCoal, w, 1);
      gains(*this, p, {{M(rFood), 4, -1}});
      break;
    case potash_maker:
      take(p, rWater, wGlass, 1);
      take(p, rWood, wGlass, 1);
      gains(*this, p, {{M(rCoal), 4, -1}});
      break;
    case ceramics_factory:
      take(p, rSand, wGlass, 3);
      gains(*this, p, {{M(rBrick), 1, -1}});
      break;
    case roofers:
      take(p, rBrick, wBrick, 1);
      gains(*this, p, {{kBasicMask, 2, -1}});
      break;
    case notary_office:
      dropOffer(a.arg[4]);
      gains(*this, p, {{kBasicMask, 1, -1}});
      break;
    case county_office:
      dropOffer(a.arg[4]);
      dropOffer(a.arg[5]);
      placeTerrain(*this, p, kAllTerrain);
      break;
    case shingle_maker:
      dropOffer(a.arg[4]);
      dropOffer(a.arg[5]);
      gains(*this, p, {{M(rBrick), 1, -1}});
      break;
    case settlers_house:
      removeForest(p, forest);
      gains(*this, p, {{M(rCoal), 1, -1}});
      break;
    case sawmill:
      removeForest(p, forest);
      gains(*this, p, {{M(rWood), 2, -1}});
      break;
    case joinery:
      take(p, rWood, wGlass, 1);
      removeForest(p, forest);
      gains(*this, p, {{M(rFood), 4, -1}});
      break;
    default:
      break;
  }
}

}  // namespace glassroad
