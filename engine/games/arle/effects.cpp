// Action spaces (p. 12-13), buildings (appendix), destinations (p. 19), free
// actions (p. 7, 10-11) and the pending decisions they push.
#include <algorithm>

#include "arle.hpp"

namespace arle {

using ludo::Action;

namespace {
int shovelPairs(int shovels) { return shovels / 2; }  // p. 12: 1/2/2/3 dikes for 3/4/5/6 shovels
const int kPairs[6][2] = {{WOOD, CLAY}, {WOOD, PLANK}, {WOOD, BRICK}, {CLAY, PLANK}, {CLAY, BRICK}, {PLANK, BRICK}};
const int kMaterials[4] = {WOOD, CLAY, PLANK, BRICK};
}  // namespace

void ArleState::push(int p, int kind, int a, int b, int c, uint16_t m) {
  Frame f;
  f.kind = static_cast<int8_t>(kind);
  f.p = static_cast<int8_t>(p);
  f.a = static_cast<int8_t>(a);
  f.b = static_cast<int8_t>(b);
  f.c = static_cast<int8_t>(c);
  f.m = m;
  stack.push_back(f);
}

// ------------------------------------------------------------ buildings
// pay: payment option (materials, the good paid for the mill/cloth factory, clothes pair).
bool ArleState::canBuild(int p, int b, int pay) const {
  if (bowner[b] != -1 || emptySpace(p) < 0) return false;
  const Player& P = pl[p];
  const auto& g = P.g;
  switch (data().buildings[b].group) {
    case G_LIGHT: case G_DARK:
      return pay >= 0 && pay < 4 && g[kMaterials[pay]] >= 1 && g[GRAIN] >= 1;
    case G_YELLOW: return pay == 0 && g[PLANK] >= 1 && g[BRICK] >= 1;
    case G_BLUE:
      return pay >= 0 && pay < 6 && g[kPairs[pay][0]] >= 1 && g[kPairs[pay][1]] >= 1 && g[FOOD] >= 9;
    case G_RED: return pay == 0 && g[PLANK] >= 3 && g[BRICK] >= 3 && g[FOOD] >= 15;
    case G_ORANGE:
      switch (b) {
        case B_MILL: return g[PLANK] >= 1 && ((pay == 0 && g[FLAX] >= 8) || (pay == 1 && g[GRAIN] >= 8));
        case B_CLOTHFACTORY: return g[BRICK] >= 2 && ((pay == 0 && g[FLAX] >= 10) || (pay == 1 && g[WOOL] >= 10));
        case B_TEXTILEHOUSE: {
          static const int cl[3][2] = {{SUMMERCL, WINTERCL}, {SUMMERCL, LEATHERCL}, {WINTERCL, LEATHERCL}};
          return pay >= 0 && pay < 3 && g[BRICK] >= 1 && g[cl[pay][0]] >= 1 && g[cl[pay][1]] >= 1;
        }
        case B_SADDLERY: return pay == 0 && g[PLANK] >= 2 && g[LEATHER] >= 3;
        case B_JOINERY: return pay == 0 && g[PLANK] >= 2 && g[GRAIN] >= 5;
        case B_COASTALHOUSE: return pay == 0 && g[BRICK] >= 2 && g[FOOD] >= 25;
      }
  }
  return false;
}

void ArleState::buildOptions(int p, std::vector<Action>& out) const {
  if (emptySpace(p) < 0) return;
  for (int b = 0; b < kBuildings; ++b) {
    if (bowner[b] != -1) continue;
    for (int pay = 0; pay < 6; ++pay)
      if (canBuild(p, b, pay)) out.push_back(act(A_BUILD, b, pay));
  }
}

void ArleState::build(int p, int b, int pay) {
  Player& P = pl[p];
  auto& g = P.g;
  switch (data().buildings[b].group) {
    case G_LIGHT: case G_DARK: --g[kMaterials[pay]]; --g[GRAIN]; break;
    case G_YELLOW: --g[PLANK]; --g[BRICK]; break;
    case G_BLUE: --g[kPairs[pay][0]]; --g[kPairs[pay][1]]; g[FOOD] -= 9; break;
    case G_RED: g[PLANK] -= 3; g[BRICK] -= 3; g[FOOD] -= 15; break;
    case G_ORANGE:
      switch (b) {
        case B_MILL: --g[PLANK]; g[pay == 0 ? FLAX : GRAIN] -= 8; break;
        case B_CLOTHFACTORY: g[BRICK] -= 2; g[pay == 0 ? FLAX : WOOL] -= 10; break;
        case B_TEXTILEHOUSE: {
          static const int cl[3][2] = {{SUMMERCL, WINTERCL}, {SUMMERCL, LEATHERCL}, {WINTERCL, LEATHERCL}};
          --g[BRICK]; --g[cl[pay][0]]; --g[cl[pay][1]];
          break;
        }
        case B_SADDLERY: g[PLANK] -= 2; g[LEATHER] -= 3; break;
        case B_JOINERY: g[PLANK] -= 2; g[GRAIN] -= 5; break;
        case B_COASTALHOUSE: g[BRICK] -= 2; g[FOOD] -= 25; break;
      }
  }
  bowner[b] = static_cast<int8_t>(p);
  placeTile(p, emptySpace(p), T_BUILDING, b);
  buildingEffect(p, b);
}

static void advanceTool(ArleState& s, int p, int t, int n) {
  for (int i = 0; i < n && !s.toolMax(p, t); ++i) ++s.pl[p].tool[t];
}

// Appendix "Index des tuiles Bâtiment": immediate effects.
void ArleState::buildingEffect(int p, int b) {
  Player& P = pl[p];
  switch (b) {
    case B_TURNERY: {  // 1 wood and 2 extracted peat per forest (ASSUMPTIONS.md)
      int f = countTile(p, T_FOREST);
      gain(p, WOOD, f);
      if (f > 0 && extractable(p)) push(p, K_EXTRACT, 2 * f);
      break;
    }
    case B_SMOKEHOUSE:
      if (extractable(p)) push(p, K_EXTRACT, toolValue(p, FISH));
      break;
    case B_SMITHY: push(p, K_FORGE); break;
    case B_COOPERAGE: {
      int dairy = animalsAll(p, SHEEP) + animalsAll(p, COW);
      int x = dairy >= 15 ? 3 : dairy >= 10 ? 2 : dairy >= 5 ? 1 : 0;
      gain(p, FOOD, 2 * x);  // the two food markers
      gain(p, GRAIN, x), gain(p, FLAX, x), gain(p, HIDE, x), gain(p, WOOL, x);
      break;
    }
    case B_BAKEHOUSE: push(p, K_AMOUNT, C_BAKEHOUSE); break;
    case B_MILL: {
      int f = fields(p);
      gain(p, FOOD, f >= 6 ? 12 : f >= 5 ? 10 : f >= 3 ? 8 : 0);
      break;
    }
    case B_CLOTHFACTORY: gain(p, WINTERCL, 1); advanceTool(*this, p, LOOM, 2); break;
    case B_TEXTILEHOUSE: gain(p, LINEN, 1), gain(p, YARN, 1), gain(p, LEATHER, 1); break;
    case B_SADDLERY: {
      int h = animalsAll(p, HORSE);
      advanceTool(*this, p, TANNING, 1);
      if (h > 0 && extractable(p)) push(p, K_EXTRACT, h);
      break;
    }
    case B_JOINERY:
      gain(p, PEAT, 2 * P.boats);
      addAnimal(p, HORSE, P.ploughs);
      break;
    case B_COASTALHOUSE:
      gain(p, FOOD, 10);
      moveDikes(p, 2);
      advanceTool(*this, p, FISH, 3);
      break;
    case B_POTTERSINN: push(p, K_ANYANIMAL, toolValue(p, POTTER)); break;
    case B_FARMERSINN: push(p, K_FARMERSINN, 0); break;
    case B_JUNKINN: push(p, K_JUNK); break;
    case B_GULFINN:
      gain(p, PLANK, stallsForBreeding(p));
      gain(p, BRICK, countTile(p, T_STABLE));
      break;
    case B_DAIRYINN:
      addAnimal(p, COW, 1);
      if (extractable(p)) push(p, K_EXTRACT, animalsAll(p, COW));
      break;
    case B_LOCKINN:
      advanceTool(*this, p, FISH, 2);
      gain(p, WOOD, toolValue(p, FISH));
      break;
    case B_CHURCH:
      if (supplyLeft(100 + CARRIAGE) > 0) receiveEquip(p, CARRIAGE);
      break;
    case B_LUTETSBURG: {
      int s = emptySpace(p);
      if (s >= 0 && supplyLeft(T_FOREST) > 0) placeTile(p, s, T_FOREST);
      advanceTool(*this, p, SPADE, 1), advanceTool(*this, p, POTTER, 1), advanceTool(*this, p, WORKBENCH, 1);
      break;
    }
    case B_BERUM:
      advanceTool(*this, p, OVEN, 1), advanceTool(*this, p, LOOM, 1);
      push(p, K_UPGRADE);
      break;
    default: break;
  }
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

// ------------------------------------------------------------ action spaces
void ArleState::placeWorker(int p, int space) {
  occ[space] = static_cast<int8_t>(p);
  bool winterSpace = space >= 15;
  if (winterSpace == summer()) specialBy = p;  // p. 6: the special action
  runSpace(p, space);
}

void ArleState::runSpace(int p, int space) {
  Player& P = pl[p];
  switch (space) {
    case S_FISHERMAN:
      advanceTool(*this, p, FISH, 1);
      gain(p, FOOD, toolValue(p, FISH));
      addAnimal(p, SHEEP, 1);
      break;
    case S_GROCER_S:
      gain(p, GRAIN, 1), gain(p, LEATHER, 1);
      push(p, K_GROCER_S);
      break;
    case S_WOOLWEAVER: push(p, K_AMOUNT, C_WOOLWEAVER); break;
    case S_COLONIST:
      push(p, K_COLONIST);
      addAnimal(p, HORSE, 1);
      break;
    case S_PEATCUTTER:
      if (extractable(p)) push(p, K_EXTRACT, toolValue(p, SPADE));
      break;
    case S_DIKEBUILDER:
      moveDikes(p, shovelPairs(toolValue(p, SHOVEL)));
      push(p, K_DIKE_ANIMAL);
      break;
    case S_CLAYDIGGER: gain(p, CLAY, toolValue(p, SHOVEL)); break;
    case S_FARMER:
      push(p, K_FARMER_FIELDS, 0);
      push(p, K_FARMER_PLOUGH);
      break;
    case S_FORESTER: push(p, K_FORESTER); break;
    case S_WOODCUTTER: gain(p, WOOD, toolValue(p, AXE)); break;
    case S_MASTER_S: case S_MASTER_W: push(p, K_MASTER, 0, 0); break;
    case S_CARPENTER_S: push(p, K_CARPENTER_S); break;
    case S_BUILDER: push(p, K_BUILD); break;
    case S_WARDEN: push(p, K_UPGRADE); break;
    case S_LABORER_S: push(p, K_LABOR_S); break;
    case S_PEATBOATMAN: gain(p, PEAT, 3 + P.boats); break;
    case S_TANNER: push(p, K_AMOUNT, C_TANNER); break;
    case S_LINENWEAVER: push(p, K_AMOUNT, C_LINENWEAVER); break;
    case S_BUTCHER: push(p, K_BUTCHER, toolValue(p, SLAUGHTER)); break;
    case S_CATTLETRADER:
      gain(p, GRAIN, 2);
      push(p, K_CATTLE);
      addAnimal(p, SHEEP, 1);
      break;
    case S_GROCER_W:
      gain(p, WOOD, 1), gain(p, CLAY, 1);
      push(p, K_ANYANIMAL, 1);
      if (extractable(p)) push(p, K_EXTRACT, 1);
      break;
    case S_BMERCHANT: gain(p, HIDE, 2); push(p, K_BMERCHANT); break;
    case S_POTTER: push(p, K_AMOUNT, C_POTTER); break;
    case S_BAKER: push(p, K_AMOUNT, C_BAKER); break;
    case S_WOODTRADER: push(p, K_WOODTRADER); break;
    case S_WAINWRIGHT:
      push(p, K_WAINWRIGHT_BOAT);
      push(p, K_VEHICLE);
      break;
    case S_CARPENTER_W: push(p, K_CARPENTER_W); break;
    case S_DIKEWARDEN:
      moveDikes(p, 1);
      push(p, K_UPGRADE);
      break;
    case S_LABORER_W: push(p, K_LABOR_W); break;
  }
}

// ------------------------------------------------------------ vehicles, upgrades
void ArleState::vehicleOptions(int p, std::vector<Action>& out) const {
  const Data& d = data();
  for (int e = HANDCART; e < kEquip; ++e) {
    const EquipData& ed = d.equip[e];
    if (have(p, WOOD) < ed.wood || animalsAll(p, HORSE) < ed.horses) continue;
    if (supplyLeft(100 + e) <= 0 || !barnRoom(p, e)) continue;
    out.push_back(act(A_VEHICLE, e));
  }
}

// Tiles with an arrow (player aid p. 2, reconstructed in ASSUMPTIONS.md).
void ArleState::upgradeOptions(int p, std::vector<Action>& out) const {
  const Player& P = pl[p];
  for (int m = 0; m < kMoors; ++m)
    if (P.moor[m] == 0) out.push_back(act(A_UPGRADE, U_MOOR, m));
  int s;
  auto firstTile = [&](int t) {
    for (int i = 0; i < kVSpaces; ++i)
      if (P.tile[i] == t) return i;
    return -1;
  };
  if ((s = firstTile(T_FOREST)) >= 0) out.push_back(act(A_UPGRADE, U_FOREST, s));
  // Stalls: list each occupied variant once (animals inside differ).
  for (int i = 0; i < kVSpaces; ++i) {
    if (P.tile[i] != T_STALL && P.tile[i] != T_STABLE) continue;
    bool dup = false;
    for (int j = 0; j < i; ++j)
      if (P.tile[j] == P.tile[i] && P.an[2 * j] == P.an[2 * i]) dup = true;
    if (!dup) out.push_back(act(A_UPGRADE, P.tile[i] == T_STALL ? U_STALL : U_STABLE, i));
  }
  if (P.boats > 0) out.push_back(act(A_UPGRADE, U_BOAT, 0));
  static const int from[3] = {HANDCART, CART, CARRIAGE};
  for (int k = 0; k < 3; ++k)
    for (int i = 0; i < P.nveh; ++i) {
      const Vehicle& v = P.veh[i];
      if (v.type != from[k]) continue;
      bool empty = std::all_of(v.cell.begin(), v.cell.end(), [](int8_t c) { return c == 0; });
      if (empty) {
        out.push_back(act(A_UPGRADE, U_HANDCART + k, i));
        break;
      }
    }
}

void ArleState::doUpgrade(int p, int kind, int idx) {
  Player& P = pl[p];
  switch (kind) {
    case U_MOOR: dryMoor(p, idx); break;
    case U_FOREST: P.tile[idx] = T_PARK; break;
    case U_STALL: placeTile(p, idx, T_STOREHOUSE); break;
    case U_STABLE: {
      auto a = P.an[2 * idx];
      P.tile[idx] = T_DOUBLE;
      P.an[2 * idx] = {0, 0, 0};
      P.an[2 * idx + 1] = {0, 0, 0};
      for (int sp = 0; sp < 3; ++sp) {
        int n0 = std::min<int>(3, a[sp]);
        P.an[2 * idx][sp] = static_cast<int8_t>(n0);
        P.an[2 * idx + 1][sp] = static_cast<int8_t>(a[sp] - n0);
      }
      break;
    }
    case U_BOAT: --P.boats; ++P.ploughs; break;
    case U_HANDCART: P.veh[idx].type = WAGON; break;
    case U_CART: P.veh[idx].type = HORSECART; break;
    case U_CARRIAGE: P.veh[idx].type = DROSHKY; break;
  }
}

// ------------------------------------------------------------ destinations (p. 19)
bool ArleState::canSell(int p, int d, int item, int v) const {
  const Player& P = pl[p];
  const auto& g = P.g;
  switch (d) {
    case HAGE: return item == 0 && (v == 0 || v == 1) && countTile(p, v == 0 ? T_GRAIN : T_FLAX) > 0;
    case BEEMOOR: return item == 0 && g[PEAT] >= 1;
    case DORNUM: return item == 0 && P.ploughs >= 1;
    case NORDEN:
      return (item == 0 && animalsAll(p, SHEEP) >= 1) || (item == 1 && g[WINTERCL] >= 1) || (item == 2 && P.boats >= 1);
    case AURICH:
      return (item == 0 && g[LEATHER] >= 1) || (item == 1 && animalsAll(p, HORSE) >= 1) ||
             (item == 2 && v >= 0 && v < 3 && animalsAll(p, v) >= 1);
    case ESENS: return (item == 0 && g[GRAIN] >= 2) || (item == 1 && g[HIDE] >= 1) || (item == 2 && g[YARN] >= 1);
    case EMDEN:
      return (item == 0 && g[WINTERCL] >= 1) || (item == 1 && g[LEATHERCL] >= 1) || (item == 2 && g[SUMMERCL] >= 1) ||
             (item == 3 && g[PEAT] >= 1);
    case LEER:
      return (item == 0 && g[FLAX] >= 1) || (item == 1 && g[LINEN] >= 1) || (item == 2 && animalsAll(p, COW) >= 1) ||
             (item == 3 && v >= 0 && v < 3 && g[SUMMERCL + v] >= 1);
    case BREMEN:
      return (item == 0 && g[PLANK] >= 1) || (item == 1 && v >= 0 && v < 3 && animalsAll(p, v) >= 2) ||
             (item == 2 && g[LINEN] >= 1 && g[YARN] >= 1 && g[LEATHER] >= 1) ||
             (item == 3 && g[SUMMERCL] >= 1 && g[WINTERCL] >= 1 && g[LEATHERCL] >= 1) ||
             (item == 4 && v >= 0 && v < 3 && P.moor[v] >= 0);
  }
  return false;
}

static int variants(int d, int item) {
  if (d == HAGE) return 2;
  if ((d == AURICH && item == 2) || (d == LEER && item == 3) || (d == BREMEN && (item == 1 || item == 4))) return 3;
  return 1;
}

bool ArleState::destPlaceable(int p, int d) const {
  for (int i = 0; i < (int)data().dests[d].sales.size(); ++i)
    for (int v = 0; v < variants(d, i); ++v)
      if (canSell(p, d, i, v)) return true;
  return false;
}

void ArleState::sell(int p, int d, int item, int v) {
  Player& P = pl[p];
  auto& g = P.g;
  int food = data().dests[d].sales[item].food;
  switch (d) {
    case HAGE: {
      int t = v == 0 ? T_GRAIN : T_FLAX;
      for (int s = 0; s < kVSpaces; ++s)
        if (P.tile[s] == t) {
          clearTile(p, s);
          break;
        }
      break;
    }
    case BEEMOOR: --g[PEAT]; break;
    case DORNUM: --P.ploughs; break;
    case NORDEN:
      if (item == 0) removeAnimal(p, SHEEP);
      else if (item == 1) --g[WINTERCL];
      else --P.boats;
      break;
    case AURICH:
      if (item == 0) --g[LEATHER];
      else removeAnimal(p, item == 1 ? HORSE : v);
      break;
    case ESENS:
      if (item == 0) g[GRAIN] -= 2;
      else if (item == 1) --g[HIDE];
      else --g[YARN];
      break;
    case EMDEN: {
      static const int it[4] = {WINTERCL, LEATHERCL, SUMMERCL, PEAT};
      --g[it[item]];
      break;
    }
    case LEER:
      if (item == 0) --g[FLAX];
      else if (item == 1) --g[LINEN];
      else if (item == 2) removeAnimal(p, COW);
      else --g[SUMMERCL + v];
      break;
    case BREMEN:
      if (item == 0) --g[PLANK];
      else if (item == 1) removeAnimal(p, v), removeAnimal(p, v);
      else if (item == 2) --g[LINEN], --g[YARN], --g[LEATHER];
      else if (item == 3) --g[SUMMERCL], --g[WINTERCL], --g[LEATHERCL];
      else {
        P.moor[v] = -1;
        P.moorPeat[v] = 0;
      }
      break;
  }
  gain(p, FOOD, food);  // p. 19: at most 30 food, the rest is lost
}

// Fits an item of `size` units from `cell` on vehicle v; returns the end cell (exclusive) or -1.
int ArleState::loadFit(int p, int v, int cell, int size, bool singleOnly) const {
  const Vehicle& veh = pl[p].veh[v];
  const EquipData& ed = data().equip[veh.type];
  int n = (int)ed.cells.size();
  if (cell >= n || veh.cell[cell] != 0) return -1;
  if (singleOnly) return ed.cells[cell] == 'S' ? cell + 1 : -1;
  int units = 0, c = cell;
  while (c < n && units < size) {
    if (veh.cell[c] != 0) return -1;
    units += ed.cells[c] == 'D' ? 2 : 1;
    ++c;
  }
  if (units != size) return -1;
  if (c - cell > 1 && !ed.combine) return -1;  // p. 11: the wagon's spaces never combine
  return c;
}

// ------------------------------------------------------------ free actions
void ArleState::freeLegal(int p, std::vector<Action>& out, bool work) const {
  const Player& P = pl[p];
  // Peat boat: 1 peat for 1 good of the goods track, at any time (p. 7).
  if (P.boats > 0 && P.g[PEAT] > 0)
    for (int g = FOOD; g <= WOOL; ++g)
      if (P.g[g] < (g == FOOD ? 30 : 15)) out.push_back(act(A_BOAT, g));
  // Any-time dark-green houses.
  auto owns = [&](int b) { return bowner[b] == p; };
  auto extractArg = [&](std::vector<Action>& o, int b) {
    bool any = false;
    for (int m = 0; m < kMoors; ++m)
      if (P.moor[m] == 1 && P.moorPeat[m] > 0) o.push_back(act(A_USE, b, m)), any = true;
    if (!any) o.push_back(act(A_USE, b, -1));
  };
  if (owns(B_WEAVINGPARLOR) && P.g[FLAX] >= 3) extractArg(out, B_WEAVINGPARLOR);
  if (owns(B_COLONISTSHOUSE) && P.g[WOOL] >= 2 && supplyLeft(200 + CLAY) > 0) extractArg(out, B_COLONISTSHOUSE);
  if (owns(B_CARPENTERSWS) && P.g[FOOD] >= 4 && P.g[BRICK] >= 1 && supplyLeft(T_STABLE) > 0)
    for (int s = 0; s < kVSpaces; ++s)
      if (P.tile[s] == T_STALL) {
        out.push_back(act(A_USE, B_CARPENTERSWS, s));
        break;
      }
  if (owns(B_DISTILLERY) && P.g[GRAIN] >= 1 && P.g[PEAT] >= 1 && P.g[FOOD] < 30) out.push_back(act(A_USE, B_DISTILLERY, 0));
  if (owns(B_SMALLSHOP) && P.g[FLAX] >= 3 && animalsAll(p, HORSE) >= 2) out.push_back(act(A_USE, B_SMALLSHOP, 0));
  if (owns(B_TIMBERMERCHANT) && P.g[PLANK] >= 1 && P.g[FOOD] >= 1) out.push_back(act(A_USE, B_TIMBERMERCHANT, 0));
  // Releasing animals, discarding equipment (any time, p. 9).
  for (int sp = 0; sp < kSpecies; ++sp)
    if (animals(p, sp) > 0) out.push_back(act(A_RELEASE, -1, sp));
  if (P.ploughs) out.push_back(act(A_DISCARD, PLOUGH, 0));
  if (P.boats) out.push_back(act(A_DISCARD, BOAT, 0));
  if (!work) return;
  for (int i = 0; i < P.nveh; ++i) {
    const Vehicle& v = P.veh[i];
    if (std::all_of(v.cell.begin(), v.cell.end(), [](int8_t c) { return c == 0; }))
      out.push_back(act(A_DISCARD, v.type, i));
  }
  // Moving animals (p. 9): one animal from a holding to another; equivalent targets listed once.
  for (int from = 0; from < kHoldings; ++from) {
    for (int sp = 0; sp < kSpecies; ++sp) {
      if (!P.an[from][sp]) continue;
      int seenKey[kHoldings];
      int nSeen = 0;
      for (int to = 0; to < kHoldings; ++to) {
        if (to == from || !canAccept(p, to, sp)) continue;
        const auto& a = P.an[to];
        int key = holdCap(p, to) * 1000 + (holdMixed(p, to) ? 500 : 0) + a[0] * 100 + a[1] * 10 + a[2];
        if (to == kDikeHolding) key = -1;
        bool dup = false;
        for (int k = 0; k < nSeen; ++k) dup |= seenKey[k] == key;
        if (dup) continue;
        seenKey[nSeen++] = key;
        out.push_back(act(A_MOVE, from, to, sp));
      }
    }
  }
  // Loading vehicles (p. 10-11).
  bool dock = owns(B_LOADINGDOCK);
  for (int v = 0; v < P.nveh; ++v) {
    // Identical vehicles with identical loads: list the first only.
    bool dup = false;
    for (int w = 0; w < v; ++w)
      if (P.veh[w].type == P.veh[v].type && P.veh[w].cell == P.veh[v].cell) dup = true;
    if (dup) continue;
    int n = (int)data().equip[P.veh[v].type].cells.size();
    for (int c = 0; c < n; ++c) {
      if (P.veh[v].cell[c] != 0) continue;
      bool single = loadFit(p, v, c, 1, true) >= 0;
      if (single) {
        if (P.g[WOOD] >= 1) out.push_back(act(A_LOAD, v, c, I_PLANK));
        if (P.g[CLAY] >= 1 && P.g[PEAT] >= 1) out.push_back(act(A_LOAD, v, c, I_BRICK));
        if (dock) out.push_back(act(A_LOAD, v, c, I_PEAT));
      }
      if (loadFit(p, v, c, 2, false) >= 0) {
        if (P.g[LINEN] >= 1) out.push_back(act(A_LOAD, v, c, I_SUMMERCL));
        if (P.g[YARN] >= 1) out.push_back(act(A_LOAD, v, c, I_WINTERCL));
        if (P.g[LEATHER] >= 1) out.push_back(act(A_LOAD, v, c, I_LEATHERCL));
      }
      for (int d = 0; d < kDests; ++d) {
        if (P.destUsed & (1u << d)) continue;
        int size = data().dests[d].size;
        if (loadFit(p, v, c, size, size == 1) < 0) continue;
        if (destPlaceable(p, d)) out.push_back(act(A_LOAD, v, c, I_DEST + d));
      }
    }
  }
}

bool ArleState::freeApply(int p, const Action& a) {
  Player& P = pl[p];
  auto& g = P.g;
  switch (a.type) {
    case A_BOAT: --g[PEAT]; gain(p, a.arg[0], 1); return true;
    case A_USE: {
      int b = a.arg[0], x = a.arg[1];
      switch (b) {
        case B_WEAVINGPARLOR: g[FLAX] -= 3; gain(p, LINEN, 1); if (x >= 0) extractFrom(p, x); break;
        case B_COLONISTSHOUSE: g[WOOL] -= 2; gain(p, CLAY, 1); if (x >= 0) extractFrom(p, x); break;
        case B_CARPENTERSWS: g[FOOD] -= 4; --g[BRICK]; P.tile[x] = T_STABLE; break;
        case B_DISTILLERY: --g[GRAIN]; --g[PEAT]; gain(p, FOOD, 3); break;
        case B_SMALLSHOP: g[FLAX] -= 3; addAnimal(p, HORSE, 1); break;
        case B_TIMBERMERCHANT: --g[PLANK]; --g[FOOD]; gain(p, WOOD, 2); break;
      }
      return true;
    }
    case A_RELEASE: removeAnimal(p, a.arg[1]); return true;
    case A_DISCARD: {
      int e = a.arg[0];
      if (e == PLOUGH) --P.ploughs;
      else if (e == BOAT) --P.boats;
      else {
        for (int i = a.arg[1]; i + 1 < P.nveh; ++i) P.veh[i] = P.veh[i + 1];
        --P.nveh;
        P.veh[P.nveh] = Vehicle{};
      }
      return true;
    }
    case A_MOVE:
      --P.an[a.arg[0]][a.arg[2]];
      ++P.an[a.arg[1]][a.arg[2]];
      return true;
    case A_LOAD: {
      int v = a.arg[0], c = a.arg[1], it = a.arg[2];
      Vehicle& veh = P.veh[v];
      int end;
      if (it >= I_DEST) {
        int d = it - I_DEST, size = data().dests[d].size;
        end = loadFit(p, v, c, size, size == 1);
        P.destUsed |= static_cast<uint16_t>(1u << d);
        push(p, K_SALE, d, 0, 0, 0);
      } else if (it == I_PLANK || it == I_BRICK || it == I_PEAT) {
        end = c + 1;
        if (it == I_PLANK) --g[WOOD];
        if (it == I_BRICK) --g[CLAY], --g[PEAT];
      } else {
        end = loadFit(p, v, c, 2, false);
        --g[it == I_SUMMERCL ? LINEN : it == I_WINTERCL ? YARN : LEATHER];
      }
      veh.cell[c] = static_cast<int8_t>(it);
      for (int k = c + 1; k < end; ++k) veh.cell[k] = kCont;
      return true;
    }
  }
  return false;
}

// ------------------------------------------------------------ pending decisions
void ArleState::frameLegal(const Frame& f, std::vector<Action>& out) const {
  int p = f.p;
  const Player& P = pl[p];
  const auto& g = P.g;
  auto stop = [&] { out.push_back(act(A_STOP)); };
  switch (f.kind) {
    case K_GROCER_S:
      if (supplyLeft(200 + WOOD) > 0) out.push_back(act(A_PICK, O_PLANK));
      if (supplyLeft(200 + CLAY) > 0) out.push_back(act(A_PICK, O_BRICK));
      out.push_back(act(A_PICK, O_SHEEP)), out.push_back(act(A_PICK, O_COW)), out.push_back(act(A_PICK, O_HORSE));
      break;
    case K_COLONIST:
      for (int m = 0; m < kMoors; ++m)
        if (P.moor[m] == 0) out.push_back(act(A_UPGRADE, U_MOOR, m));
      stop();
      break;
    case K_EXTRACT:
      for (int m = 0; m < kMoors; ++m)
        if (P.moor[m] == 1 && P.moorPeat[m] > 0) out.push_back(act(A_EXTRACT, m));
      stop();
      break;
    case K_AMOUNT: {
      int mx = 0;
      switch (f.a) {
        case C_WOOLWEAVER: mx = std::min<int>(toolValue(p, LOOM), g[WOOL]); break;
        case C_TANNER: mx = std::min<int>(toolValue(p, TANNING), g[HIDE]); break;
        case C_LINENWEAVER: mx = std::min<int>(toolValue(p, LOOM), g[FLAX]); break;
        case C_POTTER: mx = std::min<int>(toolValue(p, POTTER), have(p, CLAY)); break;
        case C_BAKER: mx = std::min({toolValue(p, OVEN), g[GRAIN] + g[FLAX], g[PEAT] + have(p, WOOD)}); break;
        case C_BAKEHOUSE: mx = std::min({toolValue(p, OVEN), g[GRAIN] / 2, (int)g[FLAX]}); break;
      }
      for (int n = 0; n <= mx; ++n) out.push_back(act(A_AMOUNT, n));
      break;
    }
    case K_DIKE_ANIMAL:
      out.push_back(act(A_PICK, O_SHEEP)), out.push_back(act(A_PICK, O_COW));
      stop();
      break;
    case K_FARMER_PLOUGH:
      if (have(p, WOOD) >= 1 && supplyLeft(100 + PLOUGH) > 0 && barnRoom(p, PLOUGH)) {
        if (animalsAll(p, COW) > 0) out.push_back(act(A_PICK, O_COW));
        if (animalsAll(p, HORSE) > 0) out.push_back(act(A_PICK, O_HORSE));
      }
      stop();
      break;
    case K_FARMER_FIELDS: case K_PLOUGHMAKER:
      if ((f.kind == K_PLOUGHMAKER || f.a < P.ploughs) && supplyLeft(T_GRAIN) > 0 && emptySpace(p) >= 0)
        out.push_back(act(A_FIELD, 0)), out.push_back(act(A_FIELD, 1));
      stop();
      break;
    case K_FORESTER:
      if (g[FOOD] >= 1) {
        if (supplyLeft(T_FOREST) > 0 && emptySpace(p) >= 0) out.push_back(act(A_PICK, O_FOREST));
        size_t k = out.size();
        buildOptions(p, out);
        // The 1 food is paid first: keep options that remain affordable.
        out.erase(std::remove_if(out.begin() + k, out.end(), [&](const Action& a) {
          int grp = data().buildings[a.arg[0]].group;
          int need = grp == G_BLUE ? 9 : grp == G_RED ? 15 : a.arg[0] == B_COASTALHOUSE ? 25 : 0;
          return need > 0 && g[FOOD] < need + 1;
        }), out.end());
      }
      stop();
      break;
    case K_BUILD: buildOptions(p, out); stop(); break;
    case K_CARPENTER_S:
      buildOptions(p, out);
      if (have(p, CLAY) >= 2 && g[GRAIN] >= 1 && supplyLeft(T_STALL) > 0 && emptySpace(p) >= 0)
        out.push_back(act(A_PICK, O_STALL));
      stop();
      break;
    case K_WOODTRADER: {
      // p. 13: 1 food, or 1 grain only when out of food.
      bool canPay = g[FOOD] >= 1 || g[GRAIN] >= 1;
      if (canPay) {
        out.push_back(act(A_PICK, O_WOOD4));
        size_t k = out.size();
        buildOptions(p, out);
        if (g[FOOD] >= 1)
          out.erase(std::remove_if(out.begin() + k, out.end(), [&](const Action& a) {
            int grp = data().buildings[a.arg[0]].group;
            int need = grp == G_BLUE ? 9 : grp == G_RED ? 15 : a.arg[0] == B_COASTALHOUSE ? 25 : 0;
            int grain = (grp == G_LIGHT || grp == G_DARK) ? 1 : a.arg[0] == B_JOINERY ? 5 : (a.arg[0] == B_MILL && a.arg[1] == 1) ? 8 : 0;
            (void)grain;
            return need > 0 && g[FOOD] < need + 1;
          }), out.end());
        else  // paying with grain
          out.erase(std::remove_if(out.begin() + k, out.end(), [&](const Action& a) {
            int b = a.arg[0];
            int grp = data().buildings[b].group;
            int grain = (grp == G_LIGHT || grp == G_DARK) ? 1 : b == B_JOINERY ? 5 : (b == B_MILL && a.arg[1] == 1) ? 8 : 0;
            return grain > 0 && g[GRAIN] < grain + 1;
          }), out.end());
      }
      stop();
      break;
    }
    case K_MASTER: {
      int limit = f.b > 0 ? f.b : toolValue(p, WORKBENCH);
      if (f.a < limit)
        for (int t = 0; t < kTools; ++t) {
          if (f.m & (1u << t) || toolMax(p, t)) continue;
          const ToolData& td = data().tools[t];
          if (have(p, td.costGood) >= td.costN) out.push_back(act(A_TOOL, t));
        }
      stop();
      break;
    }
    case K_UPGRADE: upgradeOptions(p, out); stop(); break;
    case K_LABOR_S: case K_LABOR_W:
      if (g[FOOD] >= 2) {
        if (f.kind == K_LABOR_S) {
          std::vector<Action> v;
          vehicleOptions(p, v);
          if (!v.empty()) out.push_back(act(A_PICK, O_VEHICLE));
        } else {
          size_t k = out.size();
          buildOptions(p, out);
          out.erase(std::remove_if(out.begin() + k, out.end(), [&](const Action& a) {
            int grp = data().buildings[a.arg[0]].group;
            int need = grp == G_BLUE ? 9 : grp == G_RED ? 15 : a.arg[0] == B_COASTALHOUSE ? 25 : 0;
            return need > 0 && g[FOOD] < need + 2;
          }), out.end());
        }
        int lo = f.kind == K_LABOR_S ? 0 : 15;
        for (int s = lo; s < lo + 14; ++s)
          if (occ[s] >= 0) out.push_back(act(A_PICK, O_COPY, s));
      }
      stop();
      break;
    case K_VEHICLE: vehicleOptions(p, out); stop(); break;
    case K_WAINWRIGHT_BOAT:
      if (have(p, WOOD) >= 1 && supplyLeft(100 + BOAT) > 0 && barnRoom(p, BOAT)) out.push_back(act(A_PICK, O_BOAT));
      stop();
      break;
    case K_CARPENTER_W:
      if (have(p, CLAY) >= 2 && g[GRAIN] >= 1 && supplyLeft(T_STALL) > 0 && emptySpace(p) >= 0)
        out.push_back(act(A_PICK, O_STALL));
      if (g[BRICK] >= 2 && supplyLeft(T_STABLE) > 0)
        for (int s = 0; s < kVSpaces; ++s)
          if (P.tile[s] == T_STALL) {
            out.push_back(act(A_PICK, O_STABLE, s));
            break;
          }
      stop();
      break;
    case K_BUTCHER:
      if (f.a > 0)
        for (int sp = 0; sp < kSpecies; ++sp)
          if (animalsAll(p, sp) > 0) out.push_back(act(A_PICK, O_SHEEP + sp));
      stop();
      break;
    case K_CATTLE: out.push_back(act(A_PICK, O_COW)), out.push_back(act(A_PICK, O_HORSE)); break;
    case K_ANYANIMAL:
      for (int sp = 0; sp < kSpecies; ++sp) out.push_back(act(A_PICK, O_SHEEP + sp));
      stop();
      break;
    case K_BMERCHANT:
      for (int x = 0; x < 4; ++x) out.push_back(act(A_PICK, O_WOODCLAY, x));
      break;
    case K_FORGE:
      if (P.boats > 0) out.push_back(act(A_PICK, O_PLOUGH, BOAT));
      if (supplyLeft(100 + PLOUGH) > 0)
        for (int e : {HANDCART, WAGON})
          for (int i = 0; i < P.nveh; ++i)
            if (P.veh[i].type == e &&
                std::all_of(P.veh[i].cell.begin(), P.veh[i].cell.end(), [](int8_t c) { return c == 0; })) {
              out.push_back(act(A_PICK, O_PLOUGH, e));
              break;
            }
      stop();
      break;
    case K_FARMERSINN:
      if (f.a < 3 && supplyLeft(T_FOREST) > 0) {
        if (countTile(p, T_GRAIN)) out.push_back(act(A_PICK, O_FOREST, 0));
        if (countTile(p, T_FLAX)) out.push_back(act(A_PICK, O_FOREST, 1));
      }
      stop();
      break;
    case K_JUNK: {
      bool cart = supplyLeft(100 + HANDCART) > 0;  // "faites de la place au besoin"
      bool boat = supplyLeft(100 + BOAT) > 0;
      if (cart) out.push_back(act(A_PICK, O_HANDCART_CLOTHES)), out.push_back(act(A_PICK, O_HANDCART));
      if (boat) out.push_back(act(A_PICK, O_BOAT_CLOTHES)), out.push_back(act(A_PICK, O_BOAT));
      out.push_back(act(A_PICK, O_CLOTHES));
      break;
    }
    case K_SALE: {
      int d = f.a;
      size_t before = out.size();
      for (int i = 0; i < (int)data().dests[d].sales.size(); ++i) {
        if (f.m & (1u << i)) continue;
        for (int v = 0; v < variants(d, i); ++v)
          if (canSell(p, d, i, v)) out.push_back(act(A_SELL, i, v));
      }
      if (f.m || out.size() == before) stop();
      break;
    }
    case K_FEEDANIMAL:
      for (int sp = 0; sp < kSpecies; ++sp)
        if (animalsAll(p, sp) > 0) out.push_back(act(A_PICK, O_SHEEP + sp));
      break;
    case K_OVERFLOW:
      for (int sp = 0; sp < kSpecies; ++sp)
        if (animalsAll(p, sp) > 0) out.push_back(act(A_RELEASE, -1, sp));
      break;
    case K_MAKEROOM:  // give back equipment to receive f.a, or forgo it
      if (P.ploughs) out.push_back(act(A_DISCARD, PLOUGH, 0));
      if (P.boats) out.push_back(act(A_DISCARD, BOAT, 0));
      for (int i = 0; i < P.nveh; ++i)
        if (std::all_of(P.veh[i].cell.begin(), P.veh[i].cell.end(), [](int8_t c) { return c == 0; }))
          out.push_back(act(A_DISCARD, P.veh[i].type, i));
      stop();
      break;
  }
}

void ArleState::receiveEquip(int p, int eq) {
  if (barnRoom(p, eq)) addEquip(p, eq);
  else push(p, K_MAKEROOM, eq);
}

void ArleState::frameApply(const Action& a) {
  Frame f = stack.back();
  int p = f.p;
  Player& P = pl[p];
  auto& g = P.g;
  auto pop = [&] { stack.pop_back(); };
  if (a.type == A_STOP) {
    pop();
    return;
  }
  switch (f.kind) {
    case K_GROCER_S:
      pop();
      switch (a.arg[0]) {
        case O_PLANK: gain(p, PLANK, 1); break;
        case O_BRICK: gain(p, BRICK, 1); break;
        default: addAnimal(p, a.arg[0] - O_SHEEP, 1);
      }
      break;
    case K_COLONIST: pop(); dryMoor(p, a.arg[1]); break;
    case K_EXTRACT:
      extractFrom(p, a.arg[0]);
      if (--stack.back().a <= 0 || !extractable(p)) pop();
      break;
    case K_AMOUNT: {
      pop();
      int n = a.arg[0];
      for (int i = 0; i < n; ++i) switch (f.a) {
          case C_WOOLWEAVER: --g[WOOL]; gain(p, YARN, 1); break;
          case C_TANNER: --g[HIDE]; gain(p, LEATHER, 1); break;
          case C_LINENWEAVER: --g[FLAX]; gain(p, LINEN, 1); break;
          case C_POTTER: pay(p, CLAY, 1); gain(p, FOOD, 3); gain(p, PEAT, 1); break;
          case C_BAKER:
            // p. 13: flax only when out of grain, wood only when out of peat.
            if (g[GRAIN] > 0) --g[GRAIN]; else --g[FLAX];
            if (g[PEAT] > 0) --g[PEAT]; else pay(p, WOOD, 1);
            gain(p, FOOD, 6);
            break;
          case C_BAKEHOUSE: g[GRAIN] -= 2; --g[FLAX]; gain(p, FOOD, 8); break;
        }
      break;
    }
    case K_DIKE_ANIMAL: pop(); addAnimal(p, a.arg[0] - O_SHEEP, 1); break;
    case K_FARMER_PLOUGH:
      pop();
      pay(p, WOOD, 1);
      removeAnimal(p, a.arg[0] - O_SHEEP);
      addEquip(p, PLOUGH);
      break;
    case K_FARMER_FIELDS: case K_PLOUGHMAKER:
      placeTile(p, emptySpace(p), a.arg[0] == 0 ? T_GRAIN : T_FLAX);
      if (f.kind == K_PLOUGHMAKER) pop();
      else ++stack.back().a;
      break;
    case K_FORESTER:
      pop();
      --g[FOOD];
      if (a.type == A_PICK) placeTile(p, emptySpace(p), T_FOREST);
      else build(p, a.arg[0], a.arg[1]);
      break;
    case K_BUILD: pop(); build(p, a.arg[0], a.arg[1]); break;
    case K_CARPENTER_S: case K_CARPENTER_W:
      pop();
      if (a.type == A_BUILD) build(p, a.arg[0], a.arg[1]);
      else if (a.arg[0] == O_STALL) {
        pay(p, CLAY, 2);
        --g[GRAIN];
        placeTile(p, emptySpace(p), T_STALL);
      } else {
        g[BRICK] -= 2;
        P.tile[a.arg[1]] = T_STABLE;
      }
      break;
    case K_WOODTRADER:
      pop();
      if (g[FOOD] >= 1) --g[FOOD];
      else --g[GRAIN];
      if (a.type == A_PICK) gain(p, WOOD, 4);
      else build(p, a.arg[0], a.arg[1]);
      break;
    case K_MASTER: {
      int t = a.arg[0];
      const ToolData& td = data().tools[t];
      pay(p, td.costGood, td.costN);
      ++P.tool[t];
      Frame& top = stack.back();
      ++top.a;
      top.m = static_cast<uint16_t>(top.m | (1u << t));
      if (top.a >= (top.b > 0 ? top.b : toolValue(p, WORKBENCH))) pop();  // no move left
      break;
    }
    case K_UPGRADE: pop(); doUpgrade(p, a.arg[0], a.arg[1]); break;
    case K_LABOR_S: case K_LABOR_W:
      pop();
      g[FOOD] -= 2;
      if (a.type == A_BUILD) build(p, a.arg[0], a.arg[1]);
      else if (a.arg[0] == O_VEHICLE) push(p, K_VEHICLE);
      else runSpace(p, a.arg[1]);
      break;
    case K_VEHICLE: {
      pop();
      const EquipData& ed = data().equip[a.arg[0]];
      pay(p, WOOD, ed.wood);
      for (int i = 0; i < ed.horses; ++i) removeAnimal(p, HORSE);
      addEquip(p, a.arg[0]);
      break;
    }
    case K_WAINWRIGHT_BOAT: pop(); pay(p, WOOD, 1); addEquip(p, BOAT); break;
    case K_BUTCHER: {
      int sp = a.arg[0] - O_SHEEP;
      removeAnimal(p, sp);
      gain(p, FOOD, 3 + (sp == COW ? 1 : 0));
      gain(p, HIDE, 2);
      if (--stack.back().a <= 0) pop();
      break;
    }
    case K_CATTLE: pop(); addAnimal(p, a.arg[0] - O_SHEEP, 1); break;
    case K_ANYANIMAL:
      if (--stack.back().a <= 0) pop();
      addAnimal(p, a.arg[0] - O_SHEEP, 1);
      break;
    case K_BMERCHANT:
      pop();
      gain(p, (a.arg[1] & 1) ? CLAY : WOOD, 1);
      gain(p, (a.arg[1] & 2) ? BRICK : PLANK, 1);
      break;
    case K_FORGE: {
      int e = a.arg[1];
      if (e == BOAT) --P.boats, ++P.ploughs;
      else {
        for (int i = 0; i < P.nveh; ++i)
          if (P.veh[i].type == e &&
              std::all_of(P.veh[i].cell.begin(), P.veh[i].cell.end(), [](int8_t c) { return c == 0; })) {
            for (int k = i; k + 1 < P.nveh; ++k) P.veh[k] = P.veh[k + 1];
            --P.nveh;
            P.veh[P.nveh] = Vehicle{};
            break;
          }
        ++P.ploughs;
      }
      break;
    }
    case K_FARMERSINN: {
      int t = a.arg[1] == 0 ? T_GRAIN : T_FLAX;
      for (int s = 0; s < kVSpaces; ++s)
        if (P.tile[s] == t) {
          P.tile[s] = T_FOREST;
          break;
        }
      if (++stack.back().a >= 3) pop();
      break;
    }
    case K_JUNK: {
      pop();
      int o = a.arg[0];
      if (o == O_HANDCART || o == O_HANDCART_CLOTHES) receiveEquip(p, HANDCART);
      if (o == O_BOAT || o == O_BOAT_CLOTHES) receiveEquip(p, BOAT);
      if (o == O_CLOTHES || o == O_HANDCART_CLOTHES || o == O_BOAT_CLOTHES) gain(p, LEATHERCL, 1), gain(p, YARN, 1);
      break;
    }
    case K_SALE:
      stack.back().m = static_cast<uint16_t>(stack.back().m | (1u << a.arg[0]));
      sell(p, f.a, a.arg[0], a.arg[1]);
      {
        // Nothing more to sell: the sale ends by itself.
        std::vector<Action> rest;
        frameLegal(stack.back(), rest);
        bool more = false;
        for (const Action& x : rest) more |= x.type == A_SELL;
        if (!more) pop();
      }
      break;
    case K_FEEDANIMAL:
      removeAnimal(p, a.arg[0] - O_SHEEP);
      if (--stack.back().a <= 0) pop();
      break;
    case K_MAKEROOM:
      freeApply(p, a);
      if (barnRoom(p, f.a)) {
        pop();
        addEquip(p, f.a);
      }
      break;
    case K_OVERFLOW:
      removeAnimal(p, a.arg[1]);
      settleAnimals(p);
      if (P.loose[0] + P.loose[1] + P.loose[2] == 0) pop();
      break;
  }
}

// ------------------------------------------------------------ subsistence (p. 8)
void ArleState::feed(int p) {
  Player& P = pl[p];
  auto& g = P.g;
  int food = 3;
  int t = std::min<int>(food, g[FOOD]);
  g[FOOD] -= t, food -= t;
  t = std::min<int>(food, g[GRAIN]);
  g[GRAIN] -= t, food -= t;
  if (summer()) {
    int peat = 2;
    t = std::min<int>(peat, g[PEAT]);
    g[PEAT] -= t, peat -= t;
    t = std::min(peat, have(p, WOOD));
    pay(p, WOOD, t), peat -= t;
    P.shortage += 2 * peat;
  }
  if (food > 0) {
    int an = animalsAll(p, SHEEP) + animalsAll(p, COW) + animalsAll(p, HORSE);
    int pay = std::min(food, an);
    P.shortage += 2 * (food - pay);
    if (pay > 0) {
      // Only one kind left: no choice to make.
      int kinds = 0, last = 0;
      for (int sp = 0; sp < kSpecies; ++sp)
        if (animalsAll(p, sp) > 0) ++kinds, last = sp;
      if (kinds == 1) {
        for (int i = 0; i < pay; ++i) removeAnimal(p, last);
      } else {
        push(p, K_FEEDANIMAL, pay);
      }
    }
  }
}

}  // namespace arle
