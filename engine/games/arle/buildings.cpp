// Building tiles: costs, building, immediate effects, the houses before
// November and the any-time houses ("Index des tuiles Bâtiment", appendix,
// p. 18-19; "Bâtisseur", p. 12).
#include <algorithm>

#include "state.hpp"

namespace arle {

using ludo::Action;

// `pay` indexes the building's ways to pay (data.json "cost"); materials are
// listed one by one, so no plank stands in for a wood here.
bool ArleState::canBuild(int p, int b, int pay) const {
  const auto& ways = data().buildings[b].payments;
  if (bowner[b] != -1 || emptySpace(p) < 0 || pay < 0 || pay >= (int)ways.size()) return false;
  return affordable(p, ways[pay], false);
}

// foodKept/grainKept: what the action itself costs on top (forester, wood trader, laborer).
void ArleState::buildOptions(int p, Actions& out, int foodKept, int grainKept) const {
  if (emptySpace(p) < 0) return;
  for (int b = 0; b < kBuildings; ++b) {
    if (bowner[b] != -1) continue;
    const auto& ways = data().buildings[b].payments;
    for (int k = 0; k < (int)ways.size(); ++k) {
      Cost c = ways[k];
      c[FOOD] = static_cast<int16_t>(c[FOOD] + foodKept);
      c[GRAIN] = static_cast<int16_t>(c[GRAIN] + grainKept);
      if (affordable(p, c, false)) out.push_back(act(A_BUILD, b, k));
    }
  }
}

void ArleState::build(int p, int b, int way) {
  pay(p, data().buildings[b].payments[way], false);
  bowner[b] = static_cast<int8_t>(p);
  placeTile(p, emptySpace(p), T_BUILDING, b);
  buildingEffect(p, b);
}

int ArleState::buildingCount(int p, int g) const {
  int n = 0;
  for (int b = 0; b < kBuildings; ++b)
    if (bowner[b] == p && data().buildings[b].group == g) ++n;
  return n;
}

namespace {

// Yellow and orange buildings: immediate effects (appendix).
void craftEffect(ArleState& s, int p, int b) {
  switch (b) {
    case B_TURNERY: {  // 1 wood and 2 extracted peat per forest (ASSUMPTIONS.md)
      int f = s.countTile(p, T_FOREST);
      s.gain(p, WOOD, f);
      if (f > 0 && s.extractable(p)) s.push(p, K_EXTRACT, 2 * f);
      break;
    }
    case B_SMOKEHOUSE:
      if (s.extractable(p)) s.push(p, K_EXTRACT, s.toolValue(p, FISH));
      break;
    case B_SMITHY: s.push(p, K_FORGE); break;
    case B_COOPERAGE: {
      int dairy = s.animalsAll(p, SHEEP) + s.animalsAll(p, COW);
      int x = dairy >= 15 ? 3 : dairy >= 10 ? 2 : dairy >= 5 ? 1 : 0;
      s.gain(p, FOOD, 2 * x);  // the two food markers
      s.gain(p, GRAIN, x), s.gain(p, FLAX, x), s.gain(p, HIDE, x), s.gain(p, WOOL, x);
      break;
    }
    case B_BAKEHOUSE: s.push(p, K_AMOUNT, C_BAKEHOUSE); break;
    case B_MILL: {
      int f = s.fields(p);
      s.gain(p, FOOD, f >= 6 ? 12 : f >= 5 ? 10 : f >= 3 ? 8 : 0);
      break;
    }
    case B_CLOTHFACTORY: s.gain(p, WINTERCL, 1); s.advanceTool(p, LOOM, 2); break;
    case B_TEXTILEHOUSE: s.gain(p, LINEN, 1), s.gain(p, YARN, 1), s.gain(p, LEATHER, 1); break;
    case B_SADDLERY: {
      int h = s.animalsAll(p, HORSE);
      s.advanceTool(p, TANNING, 1);
      if (h > 0 && s.extractable(p)) s.push(p, K_EXTRACT, h);
      break;
    }
    case B_JOINERY:
      s.gain(p, PEAT, 2 * s.pl[p].boats);
      s.addAnimal(p, HORSE, s.pl[p].ploughs);
      break;
    case B_COASTALHOUSE:
      s.gain(p, FOOD, 10);
      s.moveDikes(p, 2);
      s.advanceTool(p, FISH, 3);
      break;
  }
}

// Inns and red buildings: immediate effects (appendix).
void grandEffect(ArleState& s, int p, int b) {
  switch (b) {
    case B_POTTERSINN: s.push(p, K_ANYANIMAL, s.toolValue(p, POTTER)); break;
    case B_FARMERSINN: s.push(p, K_FARMERSINN, 0); break;
    case B_JUNKINN: s.push(p, K_JUNK); break;
    case B_GULFINN:
      s.gain(p, PLANK, s.stallsForBreeding(p));
      s.gain(p, BRICK, s.countTile(p, T_STABLE));
      break;
    case B_DAIRYINN:
      s.addAnimal(p, COW, 1);
      if (s.extractable(p)) s.push(p, K_EXTRACT, s.animalsAll(p, COW));
      break;
    case B_LOCKINN:
      s.advanceTool(p, FISH, 2);
      s.gain(p, WOOD, s.toolValue(p, FISH));
      break;
    case B_CHURCH:
      if (s.supplyLeft(100 + CARRIAGE) > 0) s.receiveEquip(p, CARRIAGE);
      break;
    case B_LUTETSBURG: {
      int sp = s.emptySpace(p);
      if (sp >= 0 && s.supplyLeft(T_FOREST) > 0) s.placeTile(p, sp, T_FOREST);
      s.advanceTool(p, SPADE, 1), s.advanceTool(p, POTTER, 1), s.advanceTool(p, WORKBENCH, 1);
      break;
    }
    case B_BERUM:
      s.advanceTool(p, OVEN, 1), s.advanceTool(p, LOOM, 1);
      s.push(p, K_UPGRADE);
      break;
  }
}

}  // namespace

void ArleState::buildingEffect(int p, int b) {
  if (b < B_POTTERSINN) craftEffect(*this, p, b);
  else grandEffect(*this, p, b);
}

// Light-green houses, before November (appendix).
void ArleState::activateHouse(int p, int b) {
  pl[p].housesLeft &= ~(1u << b);
  switch (b) {
    case B_FARMERSHOUSE:
      gain(p, CLAY, 1);
      if (extractable(p)) push(p, K_EXTRACT, 1);
      break;
    case B_PLOUGHMAKER: push(p, K_PLOUGHMAKER); break;
    case B_NOVICEHUT: gain(p, GRAIN, 1); moveDikes(p, 1); break;
    case B_WORKSHOP: gain(p, WOOD, 1); push(p, K_MASTER, 0, 1); break;
  }
}

// Dark-green houses, at any time (appendix); x = the moor to extract from, or the stall.
void ArleState::houseUseLegal(int p, Actions& out) const {
  const Player& P = pl[p];
  auto owns = [&](int b) { return bowner[b] == p; };
  auto extractArg = [&](int b) {
    bool any = false;
    for (int m = 0; m < kMoors; ++m)
      if (P.moor[m] == 1 && P.moorPeat[m] > 0) out.push_back(act(A_USE, b, m)), any = true;
    if (!any) out.push_back(act(A_USE, b, -1));
  };
  if (owns(B_WEAVINGPARLOR) && P.g[FLAX] >= 3) extractArg(B_WEAVINGPARLOR);
  if (owns(B_COLONISTSHOUSE) && P.g[WOOL] >= 2 && supplyLeft(200 + CLAY) > 0) extractArg(B_COLONISTSHOUSE);
  if (owns(B_CARPENTERSWS) && P.g[FOOD] >= 4 && P.g[BRICK] >= 1 && supplyLeft(T_STABLE) > 0)
    for (int s = 0; s < kVSpaces; ++s)
      if (P.tile[s] == T_STALL) {
        out.push_back(act(A_USE, B_CARPENTERSWS, s));
        break;
      }
  if (owns(B_DISTILLERY) && P.g[GRAIN] >= 1 && P.g[PEAT] >= 1 && P.g[FOOD] < 30) out.push_back(act(A_USE, B_DISTILLERY, 0));
  if (owns(B_SMALLSHOP) && P.g[FLAX] >= 3 && animalsAll(p, HORSE) >= 2) out.push_back(act(A_USE, B_SMALLSHOP, 0));
  if (owns(B_TIMBERMERCHANT) && P.g[PLANK] >= 1 && P.g[FOOD] >= 1) out.push_back(act(A_USE, B_TIMBERMERCHANT, 0));
}

void ArleState::houseUse(int p, int b, int x) {
  Player& P = pl[p];
  auto& g = P.g;
  switch (b) {
    case B_WEAVINGPARLOR: g[FLAX] -= 3; gain(p, LINEN, 1); if (x >= 0) extractFrom(p, x); break;
    case B_COLONISTSHOUSE: g[WOOL] -= 2; gain(p, CLAY, 1); if (x >= 0) extractFrom(p, x); break;
    case B_CARPENTERSWS: g[FOOD] -= 4; --g[BRICK]; P.tile[x] = T_STABLE; break;
    case B_DISTILLERY: --g[GRAIN]; --g[PEAT]; gain(p, FOOD, 3); break;
    case B_SMALLSHOP: g[FLAX] -= 3; addAnimal(p, HORSE, 1); break;
    case B_TIMBERMERCHANT: --g[PLANK]; --g[FOOD]; gain(p, WOOD, 2); break;
  }
}

// ------------------------------------------------------------ decisions
namespace {

void stop(Actions& out) { out.push_back(act(A_STOP)); }

// Builder (p. 12).
void buildLegal(const ArleState& s, const Decision& d, Actions& out) {
  s.buildOptions(d.player, out);
  stop(out);
}
void buildApply(ArleState& s, const Decision& d, const Action& a) { s.build(d.player, a.arg[0], a.arg[1]); }

// Smithy: an empty peat boat, handcart or wagon becomes a plough.
void smithyLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  const Player& P = s.pl[p];
  if (P.boats > 0) out.push_back(act(A_PICK, O_PLOUGH, BOAT));
  if (s.supplyLeft(100 + PLOUGH) > 0)
    for (int e : {HANDCART, WAGON})
      for (int i = 0; i < P.nveh; ++i)
        if (P.veh[i].type == e && s.vehicleEmpty(p, i)) {
          out.push_back(act(A_PICK, O_PLOUGH, e));
          break;
        }
  stop(out);
}
void smithyApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player, e = a.arg[1];
  Player& P = s.pl[p];
  if (e == BOAT) {
    --P.boats;
  } else {
    for (int i = 0; i < P.nveh; ++i)
      if (P.veh[i].type == e && s.vehicleEmpty(p, i)) {
        s.removeVehicle(p, i);
        break;
      }
  }
  ++P.ploughs;
  s.decisions.push(d);  // several exchanges (appendix); `stop` ends them
}

// Farmers' inn: up to 3 fields become forests (d.a done so far).
void farmersInnLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if (d.a < 3 && s.supplyLeft(T_FOREST) > 0) {
    if (s.countTile(p, T_GRAIN)) out.push_back(act(A_PICK, O_FOREST, 0));
    if (s.countTile(p, T_FLAX)) out.push_back(act(A_PICK, O_FOREST, 1));
  }
  stop(out);
}
void farmersInnApply(ArleState& s, const Decision& d, const Action& a) {
  Player& P = s.pl[d.player];
  int t = a.arg[1] == 0 ? T_GRAIN : T_FLAX;
  for (int sp = 0; sp < kVSpaces; ++sp)
    if (P.tile[sp] == t) {
      P.tile[sp] = T_FOREST;
      break;
    }
  Decision next = d;
  if (++next.a < 3) s.decisions.push(next);
}

// Junk dealer's inn: a handcart or a peat boat ("faites de la place au besoin"), and/or clothes.
void junkLegal(const ArleState& s, const Decision&, Actions& out) {
  if (s.supplyLeft(100 + HANDCART) > 0) out.push_back(act(A_PICK, O_HANDCART_CLOTHES)), out.push_back(act(A_PICK, O_HANDCART));
  if (s.supplyLeft(100 + BOAT) > 0) out.push_back(act(A_PICK, O_BOAT_CLOTHES)), out.push_back(act(A_PICK, O_BOAT));
  out.push_back(act(A_PICK, O_CLOTHES));
}
void junkApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player, o = a.arg[0];
  if (o == O_HANDCART || o == O_HANDCART_CLOTHES) s.receiveEquip(p, HANDCART);
  if (o == O_BOAT || o == O_BOAT_CLOTHES) s.receiveEquip(p, BOAT);
  if (o == O_CLOTHES || o == O_HANDCART_CLOTHES || o == O_BOAT_CLOTHES) s.gain(p, LEATHERCL, 1), s.gain(p, YARN, 1);
}

}  // namespace

const DecisionKind kBuildDecision{"build", buildLegal, buildApply, nullptr};
const DecisionKind kSmithyDecision{"smithy", smithyLegal, smithyApply, nullptr};
const DecisionKind kFarmersInnDecision{"farmersInn", farmersInnLegal, farmersInnApply, nullptr};
const DecisionKind kJunkDecision{"junkDealersInn", junkLegal, junkApply, nullptr};

}  // namespace arle
