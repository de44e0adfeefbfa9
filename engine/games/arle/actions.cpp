// The action spaces ("Les cases Action", p. 12-13, and "Remarques
// complémentaires sur les cases Action", p. 14) and the choices they ask for.
#include <algorithm>

#include "state.hpp"

namespace arle {

using ludo::Action;

namespace {
int shovelPairs(int shovels) { return shovels / 2; }  // p. 12: 1/2/2/3 dikes for 3/4/5/6 shovels
}  // namespace

void ArleState::placeWorker(int p, int space) {
  occ[space] = static_cast<int8_t>(p);
  bool winterSpace = space >= 15;
  if (winterSpace == summer()) specialBy = p;  // p. 6: the special action
  runSpace(p, space);
}

namespace {

// Summer spaces (p. 12).
void runSummer(ArleState& s, int p, int space) {
  switch (space) {
    case S_FISHERMAN:
      s.advanceTool(p, FISH, 1);
      s.gain(p, FOOD, s.toolValue(p, FISH));
      s.addAnimal(p, SHEEP, 1);
      break;
    case S_GROCER_S: s.gain(p, GRAIN, 1), s.gain(p, LEATHER, 1); s.push(p, K_GROCER_S); break;
    case S_WOOLWEAVER: s.push(p, K_AMOUNT, C_WOOLWEAVER); break;
    case S_COLONIST: s.push(p, K_COLONIST); s.addAnimal(p, HORSE, 1); break;
    case S_PEATCUTTER:
      if (s.extractable(p)) s.push(p, K_EXTRACT, s.toolValue(p, SPADE));
      break;
    case S_DIKEBUILDER: s.moveDikes(p, shovelPairs(s.toolValue(p, SHOVEL))); s.push(p, K_DIKE_ANIMAL); break;
    case S_CLAYDIGGER: s.gain(p, CLAY, s.toolValue(p, SHOVEL)); break;
    case S_FARMER: s.push(p, K_FARMER_FIELDS, 0); s.push(p, K_FARMER_PLOUGH); break;
    case S_FORESTER: s.push(p, K_FORESTER); break;
    case S_WOODCUTTER: s.gain(p, WOOD, s.toolValue(p, AXE)); break;
    case S_MASTER_S: s.push(p, K_MASTER, 0, 0); break;
    case S_CARPENTER_S: s.push(p, K_CARPENTER_S); break;
    case S_BUILDER: s.push(p, K_BUILD); break;
    case S_WARDEN: s.push(p, K_UPGRADE); break;
    case S_LABORER_S: s.push(p, K_LABOR_S); break;
  }
}

// Winter spaces (p. 13).
void runWinter(ArleState& s, int p, int space) {
  switch (space) {
    case S_PEATBOATMAN: s.gain(p, PEAT, 3 + s.pl[p].boats); break;
    case S_TANNER: s.push(p, K_AMOUNT, C_TANNER); break;
    case S_LINENWEAVER: s.push(p, K_AMOUNT, C_LINENWEAVER); break;
    case S_BUTCHER: s.push(p, K_BUTCHER, s.toolValue(p, SLAUGHTER)); break;
    case S_CATTLETRADER: s.gain(p, GRAIN, 2); s.push(p, K_CATTLE); s.addAnimal(p, SHEEP, 1); break;
    case S_GROCER_W:
      s.gain(p, WOOD, 1), s.gain(p, CLAY, 1);
      s.push(p, K_ANYANIMAL, 1);
      if (s.extractable(p)) s.push(p, K_EXTRACT, 1);
      break;
    case S_BMERCHANT: s.gain(p, HIDE, 2); s.push(p, K_BMERCHANT); break;
    case S_POTTER: s.push(p, K_AMOUNT, C_POTTER); break;
    case S_BAKER: s.push(p, K_AMOUNT, C_BAKER); break;
    case S_WOODTRADER: s.push(p, K_WOODTRADER); break;
    case S_MASTER_W: s.push(p, K_MASTER, 0, 0); break;
    case S_WAINWRIGHT: s.push(p, K_WAINWRIGHT_BOAT); s.push(p, K_VEHICLE); break;
    case S_CARPENTER_W: s.push(p, K_CARPENTER_W); break;
    case S_DIKEWARDEN: s.moveDikes(p, 1); s.push(p, K_UPGRADE); break;
    case S_LABORER_W: s.push(p, K_LABOR_W); break;
  }
}

}  // namespace

void ArleState::runSpace(int p, int space) {
  if (data().spaces[space].winter) runWinter(*this, p, space);
  else runSummer(*this, p, space);
}

// ------------------------------------------------------------ decisions
namespace {

const Cost kStallCost = [] { Cost c{}; c[CLAY] = 2; c[GRAIN] = 1; return c; }();  // p. 12 Charpentier

void stop(Actions& out) { out.push_back(act(A_STOP)); }

// Grocer, summer (p. 12): 1 plank, 1 brick or one animal.
void grocerLegal(const ArleState& s, const Decision&, Actions& out) {
  if (s.supplyLeft(200 + WOOD) > 0) out.push_back(act(A_PICK, O_PLANK));
  if (s.supplyLeft(200 + CLAY) > 0) out.push_back(act(A_PICK, O_BRICK));
  for (int o : {O_SHEEP, O_COW, O_HORSE}) out.push_back(act(A_PICK, o));
}
void grocerApply(ArleState& s, const Decision& d, const Action& a) {
  switch (a.arg[0]) {
    case O_PLANK: s.gain(d.player, PLANK, 1); break;
    case O_BRICK: s.gain(d.player, BRICK, 1); break;
    default: s.addAnimal(d.player, a.arg[0] - O_SHEEP, 1);
  }
}

// Conversions of up to n goods (weavers, tanner, potter, baker, bakehouse).
int amountMax(const ArleState& s, int p, int conv) {
  const auto& g = s.pl[p].g;
  switch (conv) {
    case C_WOOLWEAVER: return std::min<int>(s.toolValue(p, LOOM), g[WOOL]);
    case C_TANNER: return std::min<int>(s.toolValue(p, TANNING), g[HIDE]);
    case C_LINENWEAVER: return std::min<int>(s.toolValue(p, LOOM), g[FLAX]);
    case C_POTTER: return std::min<int>(s.toolValue(p, POTTER), s.have(p, CLAY));
    case C_BAKER: return std::min({s.toolValue(p, OVEN), g[GRAIN] + g[FLAX], g[PEAT] + s.have(p, WOOD)});
    case C_BAKEHOUSE: return std::min({s.toolValue(p, OVEN), g[GRAIN] / 2, (int)g[FLAX]});
  }
  return 0;
}
void amountLegal(const ArleState& s, const Decision& d, Actions& out) {
  for (int n = 0, mx = amountMax(s, d.player, d.a); n <= mx; ++n) out.push_back(act(A_AMOUNT, n));
}
void convertOnce(ArleState& s, int p, int conv) {
  auto& g = s.pl[p].g;
  switch (conv) {
    case C_WOOLWEAVER: --g[WOOL]; s.gain(p, YARN, 1); break;
    case C_TANNER: --g[HIDE]; s.gain(p, LEATHER, 1); break;
    case C_LINENWEAVER: --g[FLAX]; s.gain(p, LINEN, 1); break;
    case C_POTTER: s.pay(p, CLAY, 1); s.gain(p, FOOD, 3); s.gain(p, PEAT, 1); break;
    case C_BAKER:
      // p. 13: flax only when out of grain, wood only when out of peat.
      if (g[GRAIN] > 0) --g[GRAIN];
      else --g[FLAX];
      if (g[PEAT] > 0) --g[PEAT];
      else s.pay(p, WOOD, 1);
      s.gain(p, FOOD, 6);
      break;
    case C_BAKEHOUSE: g[GRAIN] -= 2; --g[FLAX]; s.gain(p, FOOD, 8); break;
  }
}
void amountApply(ArleState& s, const Decision& d, const Action& a) {
  for (int i = 0; i < a.arg[0]; ++i) convertOnce(s, d.player, d.a);
}

// Dike builder (p. 12): 1 sheep or 1 cow, and/or the dikes.
void dikeAnimalLegal(const ArleState&, const Decision&, Actions& out) {
  out.push_back(act(A_PICK, O_SHEEP)), out.push_back(act(A_PICK, O_COW));
  stop(out);
}
void takeAnimalApply(ArleState& s, const Decision& d, const Action& a) { s.addAnimal(d.player, a.arg[0] - O_SHEEP, 1); }

// Farmer (p. 12): a plough for 1 wood and a cow or horse, then a field per plough.
void farmerPloughLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if (s.have(p, WOOD) >= 1 && s.supplyLeft(100 + PLOUGH) > 0 && s.barnRoom(p, PLOUGH)) {
    if (s.animalsAll(p, COW) > 0) out.push_back(act(A_PICK, O_COW));
    if (s.animalsAll(p, HORSE) > 0) out.push_back(act(A_PICK, O_HORSE));
  }
  stop(out);
}
void farmerPloughApply(ArleState& s, const Decision& d, const Action& a) {
  s.pay(d.player, WOOD, 1);
  s.removeAnimal(d.player, a.arg[0] - O_SHEEP);
  s.addEquip(d.player, PLOUGH);
}
// d.a fields placed so far (Farmer), or a single field (plough maker's workshop).
void fieldsLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if ((d.kind == K_PLOUGHMAKER || d.a < s.pl[p].ploughs) && s.supplyLeft(T_GRAIN) > 0 && s.emptySpace(p) >= 0)
    out.push_back(act(A_FIELD, 0)), out.push_back(act(A_FIELD, 1));
  stop(out);
}
void fieldsApply(ArleState& s, const Decision& d, const Action& a) {
  s.placeTile(d.player, s.emptySpace(d.player), a.arg[0] == 0 ? T_GRAIN : T_FLAX);
  if (d.kind == K_PLOUGHMAKER) return;
  Decision next = d;
  ++next.a;
  s.decisions.push(next);
}

// Forester (p. 12): for 1 food, a forest or a building.
void foresterLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if (s.pl[p].g[FOOD] >= 1) {
    if (s.supplyLeft(T_FOREST) > 0 && s.emptySpace(p) >= 0) out.push_back(act(A_PICK, O_FOREST));
    s.buildOptions(p, out, 1, 0);  // the 1 food is paid first
  }
  stop(out);
}
void foresterApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  --s.pl[p].g[FOOD];
  if (a.type == A_PICK) s.placeTile(p, s.emptySpace(p), T_FOREST);
  else s.build(p, a.arg[0], a.arg[1]);
}

// Carpenters (p. 12-13): a building, a stall (2 clay + 1 grain) or, in winter, a stable.
void stallOption(const ArleState& s, int p, Actions& out) {
  if (s.affordable(p, kStallCost) && s.supplyLeft(T_STALL) > 0 && s.emptySpace(p) >= 0)
    out.push_back(act(A_PICK, O_STALL));
}
void carpenterSummerLegal(const ArleState& s, const Decision& d, Actions& out) {
  s.buildOptions(d.player, out);
  stallOption(s, d.player, out);
  stop(out);
}
void carpenterWinterLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  stallOption(s, p, out);
  if (s.pl[p].g[BRICK] >= 2 && s.supplyLeft(T_STABLE) > 0)
    for (int sp = 0; sp < kVSpaces; ++sp)
      if (s.pl[p].tile[sp] == T_STALL) {
        out.push_back(act(A_PICK, O_STABLE, sp));
        break;
      }
  stop(out);
}
void carpenterApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  if (a.type == A_BUILD) {
    s.build(p, a.arg[0], a.arg[1]);
  } else if (a.arg[0] == O_STALL) {
    s.pay(p, kStallCost);
    s.placeTile(p, s.emptySpace(p), T_STALL);
  } else {
    s.pl[p].g[BRICK] -= 2;
    s.pl[p].tile[a.arg[1]] = T_STABLE;
  }
}

// Wood trader (p. 13): for 1 food (or 1 grain only when out of food), 4 wood or a building.
void woodTraderLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  const auto& g = s.pl[p].g;
  if (g[FOOD] >= 1 || g[GRAIN] >= 1) {
    out.push_back(act(A_PICK, O_WOOD4));
    if (g[FOOD] >= 1) s.buildOptions(p, out, 1, 0);
    else s.buildOptions(p, out, 0, 1);
  }
  stop(out);
}
void woodTraderApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  auto& g = s.pl[p].g;
  if (g[FOOD] >= 1) --g[FOOD];
  else --g[GRAIN];
  if (a.type == A_PICK) s.gain(p, WOOD, 4);
  else s.build(p, a.arg[0], a.arg[1]);
}

// Master (p. 12, p. 14 ex. 5): d.a moves made, d.b a fixed limit (workshop: 1) or
// 0 for the workbenches, d.mask the tools already moved.
void masterLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  int limit = d.b > 0 ? d.b : s.toolValue(p, WORKBENCH);
  if (d.a < limit)
    for (int t = 0; t < kTools; ++t)
      if (!(d.mask & (1u << t)) && !s.toolMax(p, t) && s.affordable(p, data().tools[t].cost))
        out.push_back(act(A_TOOL, t));
  stop(out);
}
void masterApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player, t = a.arg[0];
  s.pay(p, data().tools[t].cost);
  ++s.pl[p].tool[t];
  Decision next = d;
  ++next.a;
  next.mask |= 1u << t;
  if (next.a < (next.b > 0 ? next.b : s.toolValue(p, WORKBENCH))) s.decisions.push(next);
}

// Laborers (p. 12-13): for 2 food, copy an occupied space of the season, or a
// vehicle (summer) or a building (winter).
void laborerLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  bool summerSpace = d.kind == K_LABOR_S;
  if (s.pl[p].g[FOOD] >= 2) {
    if (summerSpace) {
      Actions v;
      s.vehicleOptions(p, v);
      if (!v.empty()) out.push_back(act(A_PICK, O_VEHICLE));
    } else {
      s.buildOptions(p, out, 2, 0);
    }
    int lo = summerSpace ? 0 : 15;
    for (int sp = lo; sp < lo + 14; ++sp)
      if (s.occ[sp] >= 0) out.push_back(act(A_PICK, O_COPY, sp));
  }
  stop(out);
}
void laborerApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  s.pl[p].g[FOOD] -= 2;
  if (a.type == A_BUILD) s.build(p, a.arg[0], a.arg[1]);
  else if (a.arg[0] == O_VEHICLE) s.push(p, K_VEHICLE);
  else s.runSpace(p, a.arg[1]);
}

// Butcher (p. 13): d.a animals left to slaughter, 3 food (4 for a cow) and 2 hides each.
void butcherLegal(const ArleState& s, const Decision& d, Actions& out) {
  if (d.a > 0)
    for (int sp = 0; sp < kSpecies; ++sp)
      if (s.animalsAll(d.player, sp) > 0) out.push_back(act(A_PICK, O_SHEEP + sp));
  stop(out);
}
void butcherApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player, sp = a.arg[0] - O_SHEEP;
  s.removeAnimal(p, sp);
  s.gain(p, FOOD, 3 + (sp == COW ? 1 : 0));
  s.gain(p, HIDE, 2);
  Decision next = d;
  if (--next.a > 0) s.decisions.push(next);
}

// Cattle trader (p. 13): 1 cow or 1 horse.
void cattleLegal(const ArleState&, const Decision&, Actions& out) {
  out.push_back(act(A_PICK, O_COW)), out.push_back(act(A_PICK, O_HORSE));
}

// One animal of any kind, d.a times (winter grocer, potter's inn).
void anyAnimalLegal(const ArleState&, const Decision&, Actions& out) {
  for (int sp = 0; sp < kSpecies; ++sp) out.push_back(act(A_PICK, O_SHEEP + sp));
  stop(out);
}
void anyAnimalApply(ArleState& s, const Decision& d, const Action& a) {
  Decision next = d;
  if (--next.a > 0) s.decisions.push(next);
  s.addAnimal(d.player, a.arg[0] - O_SHEEP, 1);
}

// Builders' merchant (p. 13): 1 wood or clay and 1 plank or brick.
void buildersMerchantLegal(const ArleState&, const Decision&, Actions& out) {
  for (int x = 0; x < 4; ++x) out.push_back(act(A_PICK, O_WOODCLAY, x));
}
void buildersMerchantApply(ArleState& s, const Decision& d, const Action& a) {
  s.gain(d.player, (a.arg[1] & 1) ? CLAY : WOOD, 1);
  s.gain(d.player, (a.arg[1] & 2) ? BRICK : PLANK, 1);
}

}  // namespace

const DecisionKind kGrocerDecision{"grocer", grocerLegal, grocerApply, nullptr};
const DecisionKind kAmountDecision{"amount", amountLegal, amountApply, nullptr};
const DecisionKind kDikeAnimalDecision{"dikeBuilderAnimal", dikeAnimalLegal, takeAnimalApply, nullptr};
const DecisionKind kFarmerPloughDecision{"farmerPlough", farmerPloughLegal, farmerPloughApply, nullptr};
const DecisionKind kFarmerFieldsDecision{"farmerFields", fieldsLegal, fieldsApply, nullptr};
const DecisionKind kPloughMakerDecision{"ploughMaker", fieldsLegal, fieldsApply, nullptr};
const DecisionKind kForesterDecision{"forester", foresterLegal, foresterApply, nullptr};
const DecisionKind kCarpenterSummerDecision{"carpenterSummer", carpenterSummerLegal, carpenterApply, nullptr};
const DecisionKind kCarpenterWinterDecision{"carpenterWinter", carpenterWinterLegal, carpenterApply, nullptr};
const DecisionKind kWoodTraderDecision{"woodTrader", woodTraderLegal, woodTraderApply, nullptr};
const DecisionKind kMasterDecision{"master", masterLegal, masterApply, nullptr};
const DecisionKind kLaborerSummerDecision{"laborerSummer", laborerLegal, laborerApply, nullptr};
const DecisionKind kLaborerWinterDecision{"laborerWinter", laborerLegal, laborerApply, nullptr};
const DecisionKind kButcherDecision{"butcher", butcherLegal, butcherApply, nullptr};
const DecisionKind kCattleDecision{"cattleTrader", cattleLegal, takeAnimalApply, nullptr};
const DecisionKind kAnyAnimalDecision{"anyAnimal", anyAnimalLegal, anyAnimalApply, nullptr};
const DecisionKind kBuildersMerchantDecision{"buildersMerchant", buildersMerchantLegal, buildersMerchantApply, nullptr};

}  // namespace arle
