// Permanent actions (Actions permanentes, p. 8): conversion buildings
// (Annexe 2 : les bâtiments de conversion, p. 15–16) and clearing quarries,
// groves and ponds, "n'importe quand dans la partie ... spécialement en dehors
// de votre tour", one action finished before the next begins.
#include <algorithm>

#include "state.hpp"

namespace glassroad {

using ludo::Action;

// Open to every seat while the game runs, except in the middle of its own
// transaction (a gain of its own still to take, p. 7 "Terminez d'abord la
// transaction"). A seat that is not deciding may use them too: legalActions
// lists them and the core accepts them (ASSUMPTIONS.md).
bool GlassState::anyTimeAllowed(int p) const { return stage != stOver && !midTransaction(p); }

void GlassState::anyTimeActions(int p, std::vector<Action>& out) const {
  convertActions(p, out);
  for (int s = 0; s < data().squares; ++s)
    if (isTerrain(pl[p].sq[s].kind)) out.push_back(act(aRemoveTerrain, s));
}

void GlassState::applyAnyTime(int p, const Action& a) {
  if (a.type == aRemoveTerrain)
    pl[p].sq[a.arg[0]] = Square{};
  else
    convert(p, a);
}

namespace {
// "Spend 1 X to receive 2 Y" conversions.
struct Simple {
  int16_t b;
  int8_t in, out, amount;
};
const Simple kSimple[] = {
    {clay_pit, rWater, rClay, 2},
    {engraving_workshop, rWood, rFood, 2},
    {inn, rCoal, rFood, 2},
    {sand_depot, rWood, rSand, 2},
    {charcoal_kiln, rWood, rCoal, 2},
    {furnace, rCoal, rClay, 2},
    {hardware_store, rWood, rClay, 2},
    {sandworks, rFood, rSand, 2},
    {sand_pit, rWater, rSand, 2},
    {soup_kitchen, rWater, rFood, 2},
    {spa, rCoal, rWater, 2},
    {silt_pit, rClay, rSand, 2},
    {cooperage, rWood, rWater, 2},
};
// "Remove 1 terrain tile to receive ..." conversions.
struct Clear {
  int16_t b;
  int8_t kind, r1, a1, r2, a2;
};
const Clear kClear[] = {
    {builders_hut, sqGrove, rClay, 2, -1, 0},    {lumberjacks_hut, sqQuarry, rWood, 2, -1, 0},
    {marsh_hut, sqPond, rCoal, 2, -1, 0},        {construction_company, sqQuarry, rClay, 2, rSand, 1},
    {farm, sqPond, rFood, 2, rWater, 1},         {reed_hut, sqPond, rWood, 2, -1, 0},
    {tree_nursery, sqGrove, rWood, 2, rFood, 1},
};

const Simple* simpleOf(int b) {
  for (const Simple& x : kSimple)
    if (x.b == b) return &x;
  return nullptr;
}
const Clear* clearOf(int b) {
  for (const Clear& x : kClear)
    if (x.b == b) return &x;
  return nullptr;
}

// The conversions that are neither "1 X for 2 Y" nor "a terrain tile for ...".
void specialActions(const GlassState& s, int p, int b, std::vector<Action>& out) {
  const Player& P = s.pl[p];
  const auto& g = P.wheel[wGlass];
  const auto& k = P.wheel[wBrick];
  switch (b) {
    case clay_basin:
    case guesthouse: {
      const int r = b == clay_basin ? rFood : rCoal;
      if (g[rWater] >= 1)
        for (int w = 0; w < 2; ++w)
          if (P.wheel[w][r] >= 1) out.push_back(act(aConvert, b, w));
      break;
    }
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
      if (b == county_office && !s.hasEmptySquare(p)) break;
      for (size_t i = 0; i < P.offer.size(); ++i)
        for (size_t j = i + 1; j < P.offer.size(); ++j)
          out.push_back(act(aConvert, b, -1, -1, -1, P.offer[i], P.offer[j]));
      break;
    case settlers_house:
    case sawmill:
    case joinery:
      if (b == joinery && g[rWood] < 1) break;
      for (int f : s.forests(p)) out.push_back(act(aConvert, b, -1, -1, f));
      break;
    default:
      break;
  }
}
}  // namespace

// Conversion actions: {building, wheel paying food/coal, square cleared, forest
// removed, private-offer tiles removed}. Unused arguments are -1.
void GlassState::convertActions(int p, std::vector<Action>& out) const {
  const Player& P = pl[p];
  const Data& D = data();
  for (int s = 0; s < D.squares; ++s) {
    const Square& q = P.sq[s];
    if (q.kind != sqBuilding || q.building >= kTiles || D.buildings[q.building].kind != bkConversion)
      continue;
    const int b = q.building;
    if (const Simple* x = simpleOf(b)) {
      for (int w = 0; w < 2; ++w)
        if (onWheel(w, x->in) && P.wheel[w][x->in] >= 1)
          out.push_back(act(aConvert, b, twoWheels(x->in) ? w : -1));
    } else if (const Clear* c = clearOf(b)) {
      for (int t = 0; t < D.squares; ++t)
        if (P.sq[t].kind == c->kind) out.push_back(act(aConvert, b, -1, t));
    } else {
      specialActions(*this, p, b, out);
    }
  }
}

void GlassState::convert(int p, const Action& a) {
  Player& P = pl[p];
  const int b = a.arg[0], w = a.arg[1];
  auto dropOffer = [&](int o) {
    P.offer.erase(std::find(P.offer.begin(), P.offer.end(), static_cast<int16_t>(o)));
    removed.push_back(static_cast<int16_t>(o));
  };
  if (const Simple* x = simpleOf(b)) {
    take(p, x->in, twoWheels(x->in) ? w : homeWheel(x->in), 1);
    gains(*this, p, {{resMask(x->out), x->amount, -1}});
    return;
  }
  if (const Clear* x = clearOf(b)) {
    P.sq[a.arg[2]] = Square{};
    if (x->r2 >= 0)
      gains(*this, p, {{resMask(x->r1), x->a1, -1}, {resMask(x->r2), x->a2, -1}});
    else
      gains(*this, p, {{resMask(x->r1), x->a1, -1}});
    return;
  }
  switch (b) {
    case clay_basin:
      take(p, rFood, w, 1);
      take(p, rWater, wGlass, 1);
      gains(*this, p, {{resMask(rClay), 3, -1}});
      break;
    case guesthouse:
      take(p, rWater, wGlass, 1);
      take(p, rCoal, w, 1);
      gains(*this, p, {{resMask(rFood), 4, -1}});
      break;
    case potash_maker:
      take(p, rWater, wGlass, 1);
      take(p, rWood, wGlass, 1);
      gains(*this, p, {{resMask(rCoal), 4, -1}});
      break;
    case ceramics_factory:
      take(p, rSand, wGlass, 3);
      gains(*this, p, {{resMask(rBrick), 1, -1}});
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
      pushPlaceTerrain(p, kAllTerrain);
      break;
    case shingle_maker:
      dropOffer(a.arg[4]);
      dropOffer(a.arg[5]);
      gains(*this, p, {{resMask(rBrick), 1, -1}});
      break;
    case settlers_house:
    case sawmill:
    case joinery:
      if (b == joinery) take(p, rWood, wGlass, 1);
      removeForest(p, a.arg[3]);
      if (b == settlers_house)
        gains(*this, p, {{resMask(rCoal), 1, -1}});
      else if (b == sawmill)
        gains(*this, p, {{resMask(rWood), 2, -1}});
      else
        gains(*this, p, {{resMask(rFood), 4, -1}});
      break;
    default:
      break;
  }
}

}  // namespace glassroad
