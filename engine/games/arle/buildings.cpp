// Building tiles: costs, building, immediate effects, the houses before
// November and the any-time houses ("Index des tuiles Bâtiment", appendix,
// p. 18-19; "Bâtisseur", p. 12).
#include <algorithm>

#include "state.hpp"

namespace arle {

using ludo::Action;

// An inn's « 2 matériaux de construction différents » (ref. 2, p. 14) may be
// paid 2 planks or 2 bricks, a plank standing for the wood and a brick for the
// clay (« Peu importe l'action … toujours », Phase 2, p. 6); the option
// strictInnMaterials asks for two different tiles (ASSUMPTIONS.md).
bool ArleState::paymentAllowed(int b, int way) const {
  return !options.strictInnMaterials || !data().buildings[b].standIn[way];
}

// `pay` indexes the building's ways to pay (data.json "cost"); every material,
// a plank standing for a wood included, is listed as its own way to pay, so no
// substitution is made here.
bool ArleState::canBuild(int p, int b, int pay) const {
  const auto& ways = data().buildings[b].payments;
  if (bowner[b] != -1 || emptySpace(p) < 0 || pay < 0 || pay >= (int)ways.size()) return false;
  return paymentAllowed(b, pay) && affordable(p, ways[pay], false);
}

// foodKept/grainKept: what the action itself costs on top (forester, wood trader, laborer).
void ArleState::buildOptions(int p, Actions& out, int foodKept, int grainKept) const {
  if (emptySpace(p) < 0) return;
  for (int b = 0; b < kBuildings; ++b) {
    if (bowner[b] != -1) continue;
    const auto& ways = data().buildings[b].payments;
    for (int k = 0; k < (int)ways.size(); ++k) {
      if (!paymentAllowed(b, k)) continue;
      Cost c = ways[k];
      c[kFood] = static_cast<int16_t>(c[kFood] + foodKept);
      c[kGrain] = static_cast<int16_t>(c[kGrain] + grainKept);
      if (affordable(p, c, false)) out.push_back(act(kActBuild, b, k));
    }
  }
}

void ArleState::build(int p, int b, int way) {
  pay(p, data().buildings[b].payments[way], false);
  bowner[b] = static_cast<int8_t>(p);
  placeTile(p, emptySpace(p), kBuildingTile, b);
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
    case kTurnery: {
      // « recevez 1 bois et extrayez 2 jetons Tourbe par forêt » (Atelier de tournage, p. 18): by
      // default « par forêt » counts both; the option turneryWoodOnce gives 1 wood in all (ASSUMPTIONS.md).
      int f = s.countTile(p, kForest);
      s.gain(p, kWood, s.options.turneryWoodOnce ? 1 : f);
      if (f > 0 && s.extractable(p)) s.push(p, kAskExtract, 2 * f);
      break;
    }
    case kSmokehouse:
      if (s.extractable(p)) s.push(p, kAskExtract, s.toolValue(p, kFishTraps));
      break;
    case kSmithy:
      s.push(p, kAskSmithy);
      break;
    case kCooperage: {
      int dairy = s.animalsAll(p, kSheep) + s.animalsAll(p, kCow);
      int x = dairy >= 15 ? 3 : dairy >= 10 ? 2 : dairy >= 5 ? 1 : 0;
      s.gain(p, kFood, 2 * x);  // the two food markers
      s.gain(p, kGrain, x), s.gain(p, kFlax, x), s.gain(p, kHide, x), s.gain(p, kWool, x);
      break;
    }
    case kBakehouse:
      s.push(p, kAskAmount, kConvertBakehouse);
      break;
    case kMill: {
      int f = s.fields(p);
      s.gain(p, kFood, f >= 6 ? 12 : f >= 5 ? 10 : f >= 3 ? 8 : 0);
      break;
    }
    case kClothFactory:
      s.gain(p, kWinterClothes, 1);
      s.advanceTool(p, kLooms, 2);
      break;
    case kTextileHouse:
      s.gain(p, kLinen, 1), s.gain(p, kYarn, 1), s.gain(p, kLeather, 1);
      break;
    case kSaddlery: {
      int h = s.animalsAll(p, kHorse);
      s.advanceTool(p, kTanningRacks, 1);
      if (h > 0 && s.extractable(p)) s.push(p, kAskExtract, h);
      break;
    }
    case kJoinery:
      s.gain(p, kPeat, 2 * s.pl[p].boats);
      s.addAnimal(p, kHorse, s.pl[p].ploughs);
      break;
    case kCoastalHouse:
      s.gain(p, kFood, 10);
      s.moveDikes(p, 2);
      s.advanceTool(p, kFishTraps, 3);
      break;
  }
}

// Inns and red buildings: immediate effects (appendix).
void grandEffect(ArleState& s, int p, int b) {
  switch (b) {
    case kPottersInn:
      s.push(p, kAskAnyAnimal, s.toolValue(p, kPotteryWheels));
      break;
    case kFarmersInn:
      s.push(p, kAskFarmersInn, 0);
      break;
    case kJunkDealersInn:
      s.push(p, kAskJunkDealersInn);
      break;
    case kGulfInn:
      s.gain(p, kPlank, s.stallsForBreeding(p));
      s.gain(p, kBrick, s.countTile(p, kStable));
      break;
    case kDairyInn:
      s.addAnimal(p, kCow, 1);
      if (s.extractable(p)) s.push(p, kAskExtract, s.animalsAll(p, kCow));
      break;
    case kLockInn:
      s.advanceTool(p, kFishTraps, 2);
      s.gain(p, kWood, s.toolValue(p, kFishTraps));
      break;
    case kVillageChurch:
      if (s.supplyLeft(100 + kCarriage) > 0) s.receiveEquip(p, kCarriage);
      break;
    case kLutetsburgCastle: {
      int sp = s.emptySpace(p);
      if (sp >= 0 && s.supplyLeft(kForest) > 0) s.placeTile(p, sp, kForest);
      s.advanceTool(p, kSpades, 1), s.advanceTool(p, kPotteryWheels, 1), s.advanceTool(p, kWorkbenches, 1);
      break;
    }
    case kBerumCastle:
      s.advanceTool(p, kOvens, 1), s.advanceTool(p, kLooms, 1);
      s.push(p, kAskUpgrade);
      break;
  }
}

}  // namespace

void ArleState::buildingEffect(int p, int b) {
  if (b < kPottersInn)
    craftEffect(*this, p, b);
  else
    grandEffect(*this, p, b);
}

// Light-green houses, before November (appendix).
void ArleState::activateHouse(int p, int b) {
  pl[p].housesLeft &= ~(1u << b);
  switch (b) {
    case kFarmersHouse:
      gain(p, kClay, 1);
      if (extractable(p)) push(p, kAskExtract, 1);
      break;
    case kPloughMakersWorkshop:
      push(p, kAskPloughMaker);
      break;
    case kNoviceHut:
      gain(p, kGrain, 1);
      moveDikes(p, 1);
      break;
    case kWorkshop:
      gain(p, kWood, 1);
      push(p, kAskMaster, 0, 1);
      break;
  }
}

// Dark-green houses, at any time (appendix); x = the moor to extract from, or the stall.
void ArleState::houseUseLegal(int p, Actions& out) const {
  const Player& P = pl[p];
  auto owns = [&](int b) { return bowner[b] == p; };
  // `gives`: the house's good can still be had; without it, the use is offered only for its peat.
  auto extractArg = [&](int b, bool gives) {
    bool any = false;
    for (int m = 0; m < kMoors; ++m)
      if (P.moor[m] == 1 && P.moorPeat[m] > 0) out.push_back(act(kActUse, b, m)), any = true;
    if (!any && gives) out.push_back(act(kActUse, b, -1));
  };
  if (owns(kWeavingParlor) && P.g[kFlax] >= 3) extractArg(kWeavingParlor, true);
  // With the clay tiles used up, 2 wool still extract the peat (« S'il n'y en a plus, vous ne
  // pouvez plus en obtenir », p. 9: the clay is not had, the rest of the use stands).
  if (owns(kColonistsHouse) && P.g[kWool] >= 2) extractArg(kColonistsHouse, supplyLeft(200 + kClay) > 0);
  if (owns(kCarpentersWorkshop) && P.g[kFood] >= 4 && P.g[kBrick] >= 1 && supplyLeft(kStable) > 0)
    for (int s = 0; s < kVSpaces; ++s)
      if (P.tile[s] == kStall) {
        out.push_back(act(kActUse, kCarpentersWorkshop, s));
        break;
      }
  if (owns(kSchnapsDistillery) && P.g[kGrain] >= 1 && P.g[kPeat] >= 1 && P.g[kFood] < 30)
    out.push_back(act(kActUse, kSchnapsDistillery, 0));
  if (owns(kSmallShop) && P.g[kFlax] >= 3 && animalsAll(p, kHorse) >= 2)
    out.push_back(act(kActUse, kSmallShop, 0));
  if (owns(kTimberMerchant) && P.g[kPlank] >= 1 && P.g[kFood] >= 1)
    out.push_back(act(kActUse, kTimberMerchant, 0));
}

void ArleState::houseUse(int p, int b, int x) {
  Player& P = pl[p];
  auto& g = P.g;
  switch (b) {
    case kWeavingParlor:
      g[kFlax] -= 3;
      gain(p, kLinen, 1);
      if (x >= 0) extractFrom(p, x);
      break;
    case kColonistsHouse:
      g[kWool] -= 2;
      gain(p, kClay, 1);
      if (x >= 0) extractFrom(p, x);
      break;
    case kCarpentersWorkshop:
      g[kFood] -= 4;
      --g[kBrick];
      P.tile[x] = kStable;
      break;
    case kSchnapsDistillery:
      --g[kGrain];
      --g[kPeat];
      gain(p, kFood, 3);
      break;
    case kSmallShop:
      g[kFlax] -= 3;
      addAnimal(p, kHorse, 1);
      break;
    case kTimberMerchant:
      --g[kPlank];
      --g[kFood];
      gain(p, kWood, 2);
      break;
  }
}

// ------------------------------------------------------------ decisions
namespace {

void stop(Actions& out) { out.push_back(act(kActStop)); }

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
  if (P.boats > 0) out.push_back(act(kActPick, kPickPlough, kPeatBoat));
  if (s.supplyLeft(100 + kPlough) > 0)
    for (int e : {kHandcart, kWagon})
      for (int i = 0; i < P.nveh; ++i)
        if (P.veh[i].type == e && s.vehicleEmpty(p, i)) {
          out.push_back(act(kActPick, kPickPlough, e));
          break;
        }
  stop(out);
}
void smithyApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player, e = a.arg[1];
  Player& P = s.pl[p];
  if (e == kPeatBoat) {
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
  if (d.a < 3 && s.supplyLeft(kForest) > 0) {
    if (s.countTile(p, kGrainField)) out.push_back(act(kActPick, kPickForest, 0));
    if (s.countTile(p, kFlaxField)) out.push_back(act(kActPick, kPickForest, 1));
  }
  stop(out);
}
void farmersInnApply(ArleState& s, const Decision& d, const Action& a) {
  Player& P = s.pl[d.player];
  int t = a.arg[1] == 0 ? kGrainField : kFlaxField;
  for (int sp = 0; sp < kVSpaces; ++sp)
    if (P.tile[sp] == t) {
      P.tile[sp] = kForest;
      break;
    }
  Decision next = d;
  if (++next.a < 3) s.decisions.push(next);
}

// Junk dealer's inn: a handcart or a peat boat ("faites de la place au besoin"), and/or clothes.
void junkLegal(const ArleState& s, const Decision&, Actions& out) {
  if (s.supplyLeft(100 + kHandcart) > 0)
    out.push_back(act(kActPick, kPickHandcartAndClothes)), out.push_back(act(kActPick, kPickHandcart));
  if (s.supplyLeft(100 + kPeatBoat) > 0)
    out.push_back(act(kActPick, kPickPeatBoatAndClothes)), out.push_back(act(kActPick, kPickPeatBoat));
  out.push_back(act(kActPick, kPickClothes));
}
void junkApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player, o = a.arg[0];
  if (o == kPickHandcart || o == kPickHandcartAndClothes) s.receiveEquip(p, kHandcart);
  if (o == kPickPeatBoat || o == kPickPeatBoatAndClothes) s.receiveEquip(p, kPeatBoat);
  if (o == kPickClothes || o == kPickHandcartAndClothes || o == kPickPeatBoatAndClothes)
    s.gain(p, kLeatherClothes, 1), s.gain(p, kYarn, 1);
}

}  // namespace

const DecisionKind kBuildDecision{"build", buildLegal, buildApply, nullptr};
const DecisionKind kSmithyDecision{"smithy", smithyLegal, smithyApply, nullptr};
const DecisionKind kFarmersInnDecision{"farmersInn", farmersInnLegal, farmersInnApply, nullptr};
const DecisionKind kJunkDecision{"junkDealersInn", junkLegal, junkApply, nullptr};

}  // namespace arle
