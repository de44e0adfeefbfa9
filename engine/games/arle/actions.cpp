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
    case kSpaceFisherman:
      s.advanceTool(p, kFishTraps, 1);
      s.gain(p, kFood, s.toolValue(p, kFishTraps));
      s.addAnimal(p, kSheep, 1);
      break;
    case kSpaceGrocerSummer:
      s.gain(p, kGrain, 1), s.gain(p, kLeather, 1);
      s.push(p, kAskGrocer);
      break;
    case kSpaceWoolWeaver:
      s.push(p, kAskAmount, kConvertWoolWeaver);
      break;
    case kSpaceColonist:
      s.push(p, kAskColonist);
      s.addAnimal(p, kHorse, 1);
      break;
    case kSpacePeatCutter:
      if (s.extractable(p)) s.push(p, kAskExtract, s.toolValue(p, kSpades));
      break;
    case kSpaceDikeBuilder:
      s.moveDikes(p, shovelPairs(s.toolValue(p, kShovels)));
      s.push(p, kAskDikeBuilderAnimal);
      break;
    case kSpaceClayDigger:
      s.gain(p, kClay, s.toolValue(p, kShovels));
      break;
    case kSpaceFarmer:
      s.push(p, kAskFarmerFields, 0);
      s.push(p, kAskFarmerPlough);
      break;
    case kSpaceForester:
      s.push(p, kAskForester);
      break;
    case kSpaceWoodcutter:
      s.gain(p, kWood, s.toolValue(p, kAxes));
      break;
    case kSpaceMasterSummer:
      s.push(p, kAskMaster, 0, 0);
      break;
    case kSpaceCarpenterSummer:
      s.push(p, kAskCarpenterSummer);
      break;
    case kSpaceBuilder:
      s.push(p, kAskBuild);
      break;
    case kSpaceWarden:
      s.push(p, kAskUpgrade);
      break;
    case kSpaceLaborerSummer:
      s.push(p, kAskLaborerSummer);
      break;
  }
}

// Winter spaces (p. 13).
void runWinter(ArleState& s, int p, int space) {
  switch (space) {
    case kSpacePeatBoatman:
      s.gain(p, kPeat, 3 + s.pl[p].boats);
      break;
    case kSpaceTanner:
      s.push(p, kAskAmount, kConvertTanner);
      break;
    case kSpaceLinenWeaver:
      s.push(p, kAskAmount, kConvertLinenWeaver);
      break;
    case kSpaceButcher:
      s.push(p, kAskButcher, s.toolValue(p, kSlaughteringTables));
      break;
    case kSpaceCattleTrader:
      s.gain(p, kGrain, 2);
      s.push(p, kAskCattleTrader);
      s.addAnimal(p, kSheep, 1);
      break;
    case kSpaceGrocerWinter:
      s.gain(p, kWood, 1), s.gain(p, kClay, 1);
      s.push(p, kAskAnyAnimal, 1);
      if (s.extractable(p)) s.push(p, kAskExtract, 1);
      break;
    case kSpaceBuildersMerchant:
      s.gain(p, kHide, 2);
      s.push(p, kAskBuildersMerchant);
      break;
    case kSpacePotter:
      s.push(p, kAskAmount, kConvertPotter);
      break;
    case kSpaceBaker:
      s.push(p, kAskAmount, kConvertBaker);
      break;
    case kSpaceWoodTrader:
      s.push(p, kAskWoodTrader);
      break;
    case kSpaceMasterWinter:
      s.push(p, kAskMaster, 0, 0);
      break;
    case kSpaceWainwright:
      s.push(p, kAskWainwrightBoat);
      s.push(p, kAskVehicle);
      break;
    case kSpaceCarpenterWinter:
      s.push(p, kAskCarpenterWinter);
      break;
    case kSpaceDikeWarden:
      s.moveDikes(p, 1);
      s.push(p, kAskUpgrade);
      break;
    case kSpaceLaborerWinter:
      s.push(p, kAskLaborerWinter);
      break;
  }
}

}  // namespace

void ArleState::runSpace(int p, int space) {
  if (data().spaces[space].winter)
    runWinter(*this, p, space);
  else
    runSummer(*this, p, space);
}

// ------------------------------------------------------------ decisions
namespace {

const Cost kStallCost = [] {
  Cost c{};
  c[kClay] = 2;
  c[kGrain] = 1;
  return c;
}();  // p. 12 Charpentier

void stop(Actions& out) { out.push_back(act(kActStop)); }

// Grocer, summer (p. 12): 1 plank, 1 brick or one animal.
void grocerLegal(const ArleState& s, const Decision&, Actions& out) {
  if (s.supplyLeft(200 + kWood) > 0) out.push_back(act(kActPick, kPickPlank));
  if (s.supplyLeft(200 + kClay) > 0) out.push_back(act(kActPick, kPickBrick));
  for (int o : {kPickSheep, kPickCow, kPickHorse}) out.push_back(act(kActPick, o));
}
void grocerApply(ArleState& s, const Decision& d, const Action& a) {
  switch (a.arg[0]) {
    case kPickPlank:
      s.gain(d.player, kPlank, 1);
      break;
    case kPickBrick:
      s.gain(d.player, kBrick, 1);
      break;
    default:
      s.addAnimal(d.player, a.arg[0] - kPickSheep, 1);
  }
}

// Conversions of up to n goods (weavers, tanner, potter, baker, bakehouse).
int amountMax(const ArleState& s, int p, int conv) {
  const auto& g = s.pl[p].g;
  switch (conv) {
    case kConvertWoolWeaver:
      return std::min<int>(s.toolValue(p, kLooms), g[kWool]);
    case kConvertTanner:
      return std::min<int>(s.toolValue(p, kTanningRacks), g[kHide]);
    case kConvertLinenWeaver:
      return std::min<int>(s.toolValue(p, kLooms), g[kFlax]);
    case kConvertPotter:
      return std::min<int>(s.toolValue(p, kPotteryWheels), s.have(p, kClay));
    case kConvertBaker:
      return std::min({s.toolValue(p, kOvens), g[kGrain] + g[kFlax], g[kPeat] + s.have(p, kWood)});
    case kConvertBakehouse:
      return std::min({s.toolValue(p, kOvens), g[kGrain] / 2, (int)g[kFlax]});
  }
  return 0;
}
void amountLegal(const ArleState& s, const Decision& d, Actions& out) {
  for (int n = 0, mx = amountMax(s, d.player, d.a); n <= mx; ++n) out.push_back(act(kActAmount, n));
}
void convertOnce(ArleState& s, int p, int conv) {
  auto& g = s.pl[p].g;
  switch (conv) {
    case kConvertWoolWeaver:
      --g[kWool];
      s.gain(p, kYarn, 1);
      break;
    case kConvertTanner:
      --g[kHide];
      s.gain(p, kLeather, 1);
      break;
    case kConvertLinenWeaver:
      --g[kFlax];
      s.gain(p, kLinen, 1);
      break;
    case kConvertPotter:
      s.pay(p, kClay, 1);
      s.gain(p, kFood, 3);
      s.gain(p, kPeat, 1);
      break;
    case kConvertBaker:
      // p. 13: flax only when out of grain, wood only when out of peat.
      if (g[kGrain] > 0)
        --g[kGrain];
      else
        --g[kFlax];
      if (g[kPeat] > 0)
        --g[kPeat];
      else
        s.pay(p, kWood, 1);
      s.gain(p, kFood, 6);
      break;
    case kConvertBakehouse:
      g[kGrain] -= 2;
      --g[kFlax];
      s.gain(p, kFood, 8);
      break;
  }
}
void amountApply(ArleState& s, const Decision& d, const Action& a) {
  for (int i = 0; i < a.arg[0]; ++i) convertOnce(s, d.player, d.a);
}

// Dike builder (p. 12): 1 sheep or 1 cow, and/or the dikes.
void dikeAnimalLegal(const ArleState&, const Decision&, Actions& out) {
  out.push_back(act(kActPick, kPickSheep)), out.push_back(act(kActPick, kPickCow));
  stop(out);
}
void takeAnimalApply(ArleState& s, const Decision& d, const Action& a) {
  s.addAnimal(d.player, a.arg[0] - kPickSheep, 1);
}

// Farmer (p. 12): a plough for 1 wood and a cow or horse, then a field per plough.
void farmerPloughLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if (s.have(p, kWood) >= 1 && s.supplyLeft(100 + kPlough) > 0 && s.barnRoom(p, kPlough)) {
    if (s.animalsAll(p, kCow) > 0) out.push_back(act(kActPick, kPickCow));
    if (s.animalsAll(p, kHorse) > 0) out.push_back(act(kActPick, kPickHorse));
  }
  stop(out);
}
void farmerPloughApply(ArleState& s, const Decision& d, const Action& a) {
  s.pay(d.player, kWood, 1);
  s.removeAnimal(d.player, a.arg[0] - kPickSheep);
  s.addEquip(d.player, kPlough);
}
// d.a fields placed so far (Farmer), or a single field (plough maker's workshop).
void fieldsLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if ((d.kind == kAskPloughMaker || d.a < s.pl[p].ploughs) && s.supplyLeft(kGrainField) > 0 &&
      s.emptySpace(p) >= 0)
    out.push_back(act(kActField, 0)), out.push_back(act(kActField, 1));
  stop(out);
}
void fieldsApply(ArleState& s, const Decision& d, const Action& a) {
  s.placeTile(d.player, s.emptySpace(d.player), a.arg[0] == 0 ? kGrainField : kFlaxField);
  if (d.kind == kAskPloughMaker) return;
  Decision next = d;
  ++next.a;
  s.decisions.push(next);
}

// Forester (p. 12): for 1 food, a forest or a building.
void foresterLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if (s.pl[p].g[kFood] >= 1) {
    if (s.supplyLeft(kForest) > 0 && s.emptySpace(p) >= 0) out.push_back(act(kActPick, kPickForest));
    s.buildOptions(p, out, 1, 0);  // the 1 food is paid first
  }
  stop(out);
}
void foresterApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  --s.pl[p].g[kFood];
  if (a.type == kActPick)
    s.placeTile(p, s.emptySpace(p), kForest);
  else
    s.build(p, a.arg[0], a.arg[1]);
}

// Carpenters (p. 12-13): a building, a stall (2 clay + 1 grain) or, in winter, a stable.
// With the option carpenterStables the winter carpenter goes on turning stalls into stables
// (d.a = 1: stables only), the grey arrow's reading (ASSUMPTIONS.md).
void stallOption(const ArleState& s, int p, Actions& out) {
  if (s.affordable(p, kStallCost) && s.supplyLeft(kStall) > 0 && s.emptySpace(p) >= 0)
    out.push_back(act(kActPick, kPickStall));
}
void carpenterSummerLegal(const ArleState& s, const Decision& d, Actions& out) {
  s.buildOptions(d.player, out);
  stallOption(s, d.player, out);
  stop(out);
}
// The first stall that 2 bricks can turn into a stable, or -1.
int stableSpace(const ArleState& s, int p) {
  if (s.pl[p].g[kBrick] < 2 || s.supplyLeft(kStable) <= 0) return -1;
  for (int sp = 0; sp < kVSpaces; ++sp)
    if (s.pl[p].tile[sp] == kStall) return sp;
  return -1;
}
void carpenterWinterLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  if (d.a == 0) stallOption(s, p, out);
  if (int sp = stableSpace(s, p); sp >= 0) out.push_back(act(kActPick, kPickStable, sp));
  stop(out);
}
void carpenterApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  if (a.type == kActBuild) {
    s.build(p, a.arg[0], a.arg[1]);
  } else if (a.arg[0] == kPickStall) {
    s.pay(p, kStallCost);
    s.placeTile(p, s.emptySpace(p), kStall);
  } else {
    s.pl[p].g[kBrick] -= 2;
    s.pl[p].tile[a.arg[1]] = kStable;
    // Another exchange is offered only while one is possible: no lone "stop" to answer.
    if (s.options.carpenterStables && stableSpace(s, p) >= 0) {
      Decision next = d;
      next.a = 1;
      s.decisions.push(next);
    }
  }
}

// Wood trader (p. 13): for 1 food (or 1 grain only when out of food), 4 wood or a building.
void woodTraderLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  const auto& g = s.pl[p].g;
  if (g[kFood] >= 1 || g[kGrain] >= 1) {
    out.push_back(act(kActPick, kPickWood4));
    if (g[kFood] >= 1)
      s.buildOptions(p, out, 1, 0);
    else
      s.buildOptions(p, out, 0, 1);
  }
  stop(out);
}
void woodTraderApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  auto& g = s.pl[p].g;
  if (g[kFood] >= 1)
    --g[kFood];
  else
    --g[kGrain];
  if (a.type == kActPick)
    s.gain(p, kWood, 4);
  else
    s.build(p, a.arg[0], a.arg[1]);
}

// Master (p. 12, p. 14 ex. 5): d.a moves made, d.b a fixed limit (workshop: 1) or
// 0 for the workbenches, d.mask the tools already moved.
void masterLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  int limit = d.b > 0 ? d.b : s.toolValue(p, kWorkbenches);
  if (d.a < limit)
    for (int t = 0; t < kTools; ++t)
      if (!(d.mask & (1u << t)) && !s.toolMax(p, t) && s.affordable(p, data().tools[t].cost))
        out.push_back(act(kActTool, t));
  stop(out);
}
void masterApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player, t = a.arg[0];
  s.pay(p, data().tools[t].cost);
  ++s.pl[p].tool[t];
  Decision next = d;
  ++next.a;
  next.mask |= 1u << t;
  if (next.a < (next.b > 0 ? next.b : s.toolValue(p, kWorkbenches))) s.decisions.push(next);
}

// Laborers (p. 12-13): for 2 food, copy an occupied space of the season, or a
// vehicle (summer) or a building (winter).
void laborerLegal(const ArleState& s, const Decision& d, Actions& out) {
  int p = d.player;
  bool summerSpace = d.kind == kAskLaborerSummer;
  if (s.pl[p].g[kFood] >= 2) {
    if (summerSpace) {
      Actions v;
      s.vehicleOptions(p, v);
      if (!v.empty()) out.push_back(act(kActPick, kPickVehicle));
    } else {
      s.buildOptions(p, out, 2, 0);
    }
    int lo = summerSpace ? 0 : 15;
    for (int sp = lo; sp < lo + 14; ++sp)
      if (s.occ[sp] >= 0) out.push_back(act(kActPick, kPickCopy, sp));
  }
  stop(out);
}
void laborerApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player;
  s.pl[p].g[kFood] -= 2;
  if (a.type == kActBuild)
    s.build(p, a.arg[0], a.arg[1]);
  else if (a.arg[0] == kPickVehicle)
    s.push(p, kAskVehicle);
  else
    s.runSpace(p, a.arg[1]);
}

// Butcher (p. 13): d.a animals left to slaughter, 3 food (4 for a cow) and 2 hides each.
void butcherLegal(const ArleState& s, const Decision& d, Actions& out) {
  if (d.a > 0)
    for (int sp = 0; sp < kSpecies; ++sp)
      if (s.animalsAll(d.player, sp) > 0) out.push_back(act(kActPick, kPickSheep + sp));
  stop(out);
}
void butcherApply(ArleState& s, const Decision& d, const Action& a) {
  int p = d.player, sp = a.arg[0] - kPickSheep;
  s.removeAnimal(p, sp);
  s.gain(p, kFood, 3 + (sp == kCow ? 1 : 0));
  s.gain(p, kHide, 2);
  Decision next = d;
  if (--next.a > 0) s.decisions.push(next);
}

// Cattle trader (p. 13): 1 cow or 1 horse.
void cattleLegal(const ArleState&, const Decision&, Actions& out) {
  out.push_back(act(kActPick, kPickCow)), out.push_back(act(kActPick, kPickHorse));
}

// One animal of any kind, d.a times (winter grocer, potter's inn).
void anyAnimalLegal(const ArleState&, const Decision&, Actions& out) {
  for (int sp = 0; sp < kSpecies; ++sp) out.push_back(act(kActPick, kPickSheep + sp));
  stop(out);
}
void anyAnimalApply(ArleState& s, const Decision& d, const Action& a) {
  Decision next = d;
  if (--next.a > 0) s.decisions.push(next);
  s.addAnimal(d.player, a.arg[0] - kPickSheep, 1);
}

// Builders' merchant (p. 13): 1 wood or clay and 1 plank or brick.
void buildersMerchantLegal(const ArleState&, const Decision&, Actions& out) {
  for (int x = 0; x < 4; ++x) out.push_back(act(kActPick, kPickMaterials, x));
}
void buildersMerchantApply(ArleState& s, const Decision& d, const Action& a) {
  s.gain(d.player, (a.arg[1] & 1) ? kClay : kWood, 1);
  s.gain(d.player, (a.arg[1] & 2) ? kBrick : kPlank, 1);
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
const DecisionKind kBuildersMerchantDecision{"buildersMerchant", buildersMerchantLegal, buildersMerchantApply,
                                             nullptr};

}  // namespace arle
