// The barn and its equipment, vehicles and loading, travel destinations
// ("Les véhicules", p. 10-11; "Fabricant de charriots", p. 13; the
// destinations, p. 19).
#include <algorithm>

#include "state.hpp"

namespace arle {

using ludo::Action;

int ArleState::countVeh(int p, bool large) const {
  int n = 0;
  for (int i = 0; i < pl[p].nveh; ++i)
    if (data().equip[pl[p].veh[i].type].large == large) ++n;
  return n;
}

int ArleState::equipCount(int p, int eq) const {
  if (eq == kPlough) return pl[p].ploughs;
  if (eq == kPeatBoat) return pl[p].boats;
  int n = 0;
  for (int i = 0; i < pl[p].nveh; ++i)
    if (pl[p].veh[i].type == eq) ++n;
  return n;
}

// p. 10: 4 small slots and 3 large; the lowest large slot may hold a small item.
bool ArleState::barnRoom(int p, int eq) const {
  int s = barnSmall(p), l = barnLarge(p);
  if (data().equip[eq].large)
    ++l;
  else
    ++s;
  return l <= 3 && s <= 5 && s + l <= 7;
}

void ArleState::addEquip(int p, int eq) {
  Player& P = pl[p];
  if (eq == kPlough)
    ++P.ploughs;
  else if (eq == kPeatBoat)
    ++P.boats;
  else if (P.nveh < kMaxVehicles) {
    P.veh[P.nveh] = Vehicle{};
    P.veh[P.nveh].type = static_cast<int8_t>(eq);
    ++P.nveh;
  }
}

void ArleState::receiveEquip(int p, int eq) {
  if (barnRoom(p, eq))
    addEquip(p, eq);
  else
    push(p, kAskMakeRoom, eq);
}

bool ArleState::vehicleEmpty(int p, int v) const {
  const auto& c = pl[p].veh[v].cell;
  return std::all_of(c.begin(), c.end(), [](int8_t x) { return x == 0; });
}

void ArleState::removeVehicle(int p, int v) {
  Player& P = pl[p];
  for (int i = v; i + 1 < P.nveh; ++i) P.veh[i] = P.veh[i + 1];
  --P.nveh;
  P.veh[P.nveh] = Vehicle{};
}

void ArleState::vehicleOptions(int p, Actions& out) const {
  for (int e = kHandcart; e < kEquip; ++e) {
    const EquipData& ed = data().equip[e];
    if (!affordable(p, ed.cost) || animalsAll(p, kHorse) < ed.horses) continue;
    if (supplyLeft(100 + e) <= 0 || !barnRoom(p, e)) continue;
    out.push_back(act(kActVehicle, e));
  }
}

// Peat boat exchanges: 1 peat for 1 good of the goods track, at any time (p. 7).
void ArleState::boatLegal(int p, Actions& out) const {
  const Player& P = pl[p];
  if (P.boats > 0 && P.g[kPeat] > 0)
    for (int g = kFood; g <= kWool; ++g)
      if (P.g[g] < (g == kFood ? 30 : 15)) out.push_back(act(kActBoat, g));
}

// Giving equipment back, at any time (p. 9 « vous pouvez, à tout moment, remettre
// de l'équipement »); a loaded vehicle only once unloaded.
void ArleState::discardLegal(int p, Actions& out) const {
  const Player& P = pl[p];
  if (P.ploughs) out.push_back(act(kActDiscard, kPlough, 0));
  if (P.boats) out.push_back(act(kActDiscard, kPeatBoat, 0));
  for (int i = 0; i < P.nveh; ++i)
    if (vehicleEmpty(p, i)) out.push_back(act(kActDiscard, P.veh[i].type, i));
}

void ArleState::discard(int p, int eq, int idx) {
  if (eq == kPlough)
    --pl[p].ploughs;
  else if (eq == kPeatBoat)
    --pl[p].boats;
  else
    removeVehicle(p, idx);
}

// ------------------------------------------------------------ destinations (p. 19)
bool ArleState::canSell(int p, int d, int item, int v) const {
  const Player& P = pl[p];
  const auto& g = P.g;
  switch (d) {
    case kHage:
      return item == 0 && (v == 0 || v == 1) && countTile(p, v == 0 ? kGrainField : kFlaxField) > 0;
    case kBeemoor:
      return item == 0 && g[kPeat] >= 1;
    case kDornum:
      return item == 0 && P.ploughs >= 1;
    case kNorden:
      return (item == 0 && animalsAll(p, kSheep) >= 1) || (item == 1 && g[kWinterClothes] >= 1) ||
             (item == 2 && P.boats >= 1);
    case kAurich:
      return (item == 0 && g[kLeather] >= 1) || (item == 1 && animalsAll(p, kHorse) >= 1) ||
             (item == 2 && v >= 0 && v < 3 && animalsAll(p, v) >= 1);
    case kEsens:
      return (item == 0 && g[kGrain] >= 2) || (item == 1 && g[kHide] >= 1) || (item == 2 && g[kYarn] >= 1);
    case kEmden:
      return (item == 0 && g[kWinterClothes] >= 1) || (item == 1 && g[kLeatherClothes] >= 1) ||
             (item == 2 && g[kSummerClothes] >= 1) || (item == 3 && g[kPeat] >= 1);
    case kLeer:
      return (item == 0 && g[kFlax] >= 1) || (item == 1 && g[kLinen] >= 1) ||
             (item == 2 && animalsAll(p, kCow) >= 1) ||
             (item == 3 && v >= 0 && v < 3 && g[kSummerClothes + v] >= 1);
    case kBremen:
      return (item == 0 && g[kPlank] >= 1) || (item == 1 && v >= 0 && v < 3 && animalsAll(p, v) >= 2) ||
             (item == 2 && g[kLinen] >= 1 && g[kYarn] >= 1 && g[kLeather] >= 1) ||
             (item == 3 && g[kSummerClothes] >= 1 && g[kWinterClothes] >= 1 && g[kLeatherClothes] >= 1) ||
             (item == 4 && v >= 0 && v < 3 && P.moor[v] >= 0);
  }
  return false;
}

namespace {
int variants(int d, int item) {
  if (d == kHage) return 2;
  if ((d == kAurich && item == 2) || (d == kLeer && item == 3) || (d == kBremen && (item == 1 || item == 4)))
    return 3;
  return 1;
}
}  // namespace

bool ArleState::destPlaceable(int p, int d) const {
  for (int i = 0; i < (int)data().dests[d].sales.size(); ++i)
    for (int v = 0; v < variants(d, i); ++v)
      if (canSell(p, d, i, v)) return true;
  return false;
}

void ArleState::sell(int p, int d, int item, int v) {
  Player& P = pl[p];
  auto& g = P.g;
  switch (d) {
    case kHage:
      for (int s = 0; s < kVSpaces; ++s)
        if (P.tile[s] == (v == 0 ? kGrainField : kFlaxField)) {
          clearTile(p, s);
          break;
        }
      break;
    case kBeemoor:
      --g[kPeat];
      break;
    case kDornum:
      --P.ploughs;
      break;
    case kNorden:
      if (item == 0)
        removeAnimal(p, kSheep);
      else if (item == 1)
        --g[kWinterClothes];
      else
        --P.boats;
      break;
    case kAurich:
      if (item == 0)
        --g[kLeather];
      else
        removeAnimal(p, item == 1 ? kHorse : v);
      break;
    case kEsens:
      if (item == 0)
        g[kGrain] -= 2;
      else
        --g[item == 1 ? kHide : kYarn];
      break;
    case kEmden: {
      static const int it[4] = {kWinterClothes, kLeatherClothes, kSummerClothes, kPeat};
      --g[it[item]];
      break;
    }
    case kLeer:
      if (item == 0)
        --g[kFlax];
      else if (item == 1)
        --g[kLinen];
      else if (item == 2)
        removeAnimal(p, kCow);
      else
        --g[kSummerClothes + v];
      break;
    case kBremen:
      if (item == 0)
        --g[kPlank];
      else if (item == 1)
        removeAnimal(p, v), removeAnimal(p, v);
      else if (item == 2)
        --g[kLinen], --g[kYarn], --g[kLeather];
      else if (item == 3)
        --g[kSummerClothes], --g[kWinterClothes], --g[kLeatherClothes];
      else
        P.moor[v] = -1, P.moorPeat[v] = 0;
      break;
  }
  gain(p, kFood, data().dests[d].sales[item].food);  // p. 19: at most 30 food, the rest is lost
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

// Loading vehicles (p. 10-11), at any time of the work phase.
void ArleState::loadLegal(int p, Actions& out) const {
  const Player& P = pl[p];
  bool dock = bowner[kLoadingDock] == p;
  for (int v = 0; v < P.nveh; ++v) {
    // Identical vehicles with identical loads: list the first only.
    bool dup = false;
    for (int w = 0; w < v; ++w)
      if (P.veh[w].type == P.veh[v].type && P.veh[w].cell == P.veh[v].cell) dup = true;
    if (dup) continue;
    int n = (int)data().equip[P.veh[v].type].cells.size();
    for (int c = 0; c < n; ++c) {
      if (P.veh[v].cell[c] != 0) continue;
      if (loadFit(p, v, c, 1, true) >= 0) {
        if (P.g[kWood] >= 1) out.push_back(act(kActLoad, v, c, kLoadPlank));
        if (P.g[kClay] >= 1 && P.g[kPeat] >= 1) out.push_back(act(kActLoad, v, c, kLoadBrick));
        if (dock) out.push_back(act(kActLoad, v, c, kLoadPeat));
      }
      if (loadFit(p, v, c, 2, false) >= 0) {
        if (P.g[kLinen] >= 1) out.push_back(act(kActLoad, v, c, kLoadSummerClothes));
        if (P.g[kYarn] >= 1) out.push_back(act(kActLoad, v, c, kLoadWinterClothes));
        if (P.g[kLeather] >= 1) out.push_back(act(kActLoad, v, c, kLoadLeatherClothes));
      }
      for (int d = 0; d < kDests; ++d) {
        if (P.destUsed & (1u << d)) continue;
        int size = data().dests[d].size;
        if (loadFit(p, v, c, size, size == 1) >= 0 && destPlaceable(p, d))
          out.push_back(act(kActLoad, v, c, kLoadDestination + d));
      }
    }
  }
}

void ArleState::load(int p, int v, int c, int it) {
  Player& P = pl[p];
  auto& g = P.g;
  int end;
  if (it >= kLoadDestination) {
    int d = it - kLoadDestination, size = data().dests[d].size;
    end = loadFit(p, v, c, size, size == 1);
    P.destUsed |= static_cast<uint16_t>(1u << d);
    push(p, kAskSale, d, 0, 0, 0);  // p. 11: sell at once at least one good
  } else if (it == kLoadPlank || it == kLoadBrick || it == kLoadPeat) {
    end = c + 1;
    if (it == kLoadPlank) --g[kWood];
    if (it == kLoadBrick) --g[kClay], --g[kPeat];
  } else {
    end = loadFit(p, v, c, 2, false);
    --g[it == kLoadSummerClothes ? kLinen : it == kLoadWinterClothes ? kYarn : kLeather];
  }
  P.veh[v].cell[c] = static_cast<int8_t>(it);
  for (int k = c + 1; k < end; ++k) P.veh[v].cell[k] = kLoadContinued;
}

// ------------------------------------------------------------ decisions
namespace {

void stop(Actions& out) { out.push_back(act(kActStop)); }

// Wainwright (p. 13): a vehicle, then a peat boat for 1 wood.
void vehicleLegal(const ArleState& s, const Decision& d, Actions& out) {
  s.vehicleOptions(d.player, out);
  stop(out);
}
void vehicleApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  const EquipData& ed = data().equip[a.arg[0]];
  s.pay(p, ed.cost);
  for (int i = 0; i < ed.horses; ++i) s.removeAnimal(p, kHorse);
  s.addEquip(p, a.arg[0]);
}
void wainwrightBoatLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if (s.affordable(p, data().equip[kPeatBoat].cost) && s.supplyLeft(100 + kPeatBoat) > 0 &&
      s.barnRoom(p, kPeatBoat))
    out.push_back(act(kActPick, kPickPeatBoat));
  stop(out);
}
void wainwrightBoatApply(ArleState& s, const Decision& d, const Action&) {
  s.pay(d.player, data().equip[kPeatBoat].cost);
  s.addEquip(d.player, kPeatBoat);
}

// A destination placed on a vehicle (p. 11, p. 19): d.a the destination, d.mask
// the goods sold; each good once, at least one.
void saleLegal(const ArleState& s, const Decision& d, Actions& out) {
  size_t before = out.size();
  for (int i = 0; i < (int)data().dests[d.a].sales.size(); ++i) {
    if (d.mask & (1u << i)) continue;
    for (int v = 0; v < variants(d.a, i); ++v)
      if (s.canSell(d.player, d.a, i, v)) out.push_back(act(kActSell, i, v));
  }
  if (d.mask || out.size() == before) stop(out);
}
void saleApply(ArleState& s, const Decision& d, const Action& a) {
  Decision next = d;
  next.mask |= 1u << a.arg[0];
  s.sell(d.player, d.a, a.arg[0], a.arg[1]);
  Actions rest;
  saleLegal(s, next, rest);
  for (const Action& x : rest)
    if (x.type == kActSell) {  // nothing more to sell: the sale ends by itself
      s.decisions.push(next);
      break;
    }
}

// Free equipment with a full barn: give some back first, or forgo it (d.a the equipment).
void makeRoomLegal(const ArleState& s, const Decision& d, Actions& out) {
  const Player& P = s.pl[d.player];
  if (P.ploughs) out.push_back(act(kActDiscard, kPlough, 0));
  if (P.boats) out.push_back(act(kActDiscard, kPeatBoat, 0));
  for (int i = 0; i < P.nveh; ++i)
    if (s.vehicleEmpty(d.player, i)) out.push_back(act(kActDiscard, P.veh[i].type, i));
  stop(out);
}
void makeRoomApply(ArleState& s, const Decision& d, const Action& a) {
  s.discard(d.player, a.arg[0], a.arg[1]);
  if (s.barnRoom(d.player, d.a))
    s.addEquip(d.player, d.a);
  else
    s.decisions.push(d);
}

}  // namespace

const DecisionKind kVehicleDecision{"vehicle", vehicleLegal, vehicleApply, nullptr};
const DecisionKind kWainwrightBoatDecision{"wainwrightBoat", wainwrightBoatLegal, wainwrightBoatApply,
                                           nullptr};
const DecisionKind kSaleDecision{"sale", saleLegal, saleApply, nullptr};
const DecisionKind kMakeRoomDecision{"makeRoom", makeRoomLegal, makeRoomApply, nullptr};

}  // namespace arle
