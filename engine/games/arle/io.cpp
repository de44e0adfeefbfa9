// The JSON boundary: action forms, the view, the snapshot (for display and the
// hash; saves are restored by replaying their log).
#include <algorithm>
#include <string>

#include "state.hpp"

namespace arle {

using ludo::Action;
using ludo::Json;

namespace {
const char* kGoodIds[kGoods] = {
    "food",  "grain", "flax",  "hide",     "wool",    "wood",          "clay",          "plank",
    "brick", "peat",  "linen", "woolYarn", "leather", "summerClothes", "winterClothes", "leatherClothes"};
const char* kSpeciesIds[kSpecies] = {"sheep", "cow", "horse"};
const char* kTileIds[kTileKinds] = {"empty", "grainField", "flaxField", "forest",      "park",
                                    "stall", "storehouse", "stable",    "doubleStall", "building"};
const char* kOptIds[kOpts] = {"plank",
                              "brick",
                              "sheep",
                              "cow",
                              "horse",
                              "wood",
                              "clay",
                              "forest",
                              "stall",
                              "stable",
                              "vehicle",
                              "copy",
                              "building",
                              "wood4",
                              "plough",
                              "peatBoat",
                              "handcart",
                              "clothes",
                              "handcartAndClothes",
                              "peatBoatAndClothes",
                              "materials"};
const char* kUpgIds[kUpg] = {"moor", "forest", "stall", "stable", "peatBoat", "handcart", "cart", "carriage"};
const char* kActIds[kActTypes] = {"",      "place",   "skip",    "done",    "stop",   "pick",  "build",
                                  "tool",  "extract", "upgrade", "vehicle", "amount", "load",  "sell",
                                  "move",  "release", "boat",    "discard", "use",    "house", "feed",
                                  "field", "arrange", "take",    "put",     "confirm"};
const char* kItemIds[7] = {"", "plank", "brick", "summerClothes", "winterClothes", "leatherClothes", "peat"};

int find(const char* const* ids, int n, const std::string& s) {
  for (int i = 0; i < n; ++i)
    if (s == ids[i]) return i;
  return -1;
}
int spaceId(const std::string& s) {
  for (int i = 0; i < kSpaces; ++i)
    if (data().spaces[i].id == s) return i;
  return -1;
}
int buildingId(const std::string& s) {
  for (int i = 0; i < kBuildings; ++i)
    if (data().buildings[i].id == s) return i;
  return -1;
}
int equipId(const std::string& s) {
  for (int i = 0; i < kEquip; ++i)
    if (data().equip[i].id == s) return i;
  return -1;
}
int toolId(const std::string& s) {
  for (int i = 0; i < kTools; ++i)
    if (data().tools[i].id == s) return i;
  return -1;
}
int destId(const std::string& s) {
  for (int i = 0; i < kDests; ++i)
    if (data().dests[i].id == s) return i;
  return -1;
}
std::string itemId(int it) {
  if (it >= kLoadDestination && it < kLoadDestination + kDests) return data().dests[it - kLoadDestination].id;
  if (it > 0 && it < 7) return kItemIds[it];
  return "";
}
int itemFromId(const std::string& s) {
  int i = find(kItemIds, 7, s);
  if (i > 0) return i;
  int d = destId(s);
  return d >= 0 ? kLoadDestination + d : -1;
}
}  // namespace

Json ArleState::actionToJson(const Action& a) const {
  Json j;
  if (a.type <= 0 || a.type >= kActTypes) return Json{{"type", "invalid"}};
  j["type"] = kActIds[a.type];
  const auto& x = a.arg;
  switch (a.type) {
    case kActPlace:
      j["space"] = data().spaces[x[0]].id;
      break;
    case kActPick:
      j["option"] = kOptIds[x[0]];
      if (x[0] == kPickCopy)
        j["space"] = data().spaces[x[1]].id;
      else if (x[0] == kPickStable)
        j["space"] = x[1];
      else if (x[0] == kPickPlough)
        j["from"] = data().equip[x[1]].id;
      else if (x[0] == kPickForest && (x[1] == 0 || x[1] == 1) && pendingKind(kAskFarmersInn))
        j["field"] = x[1] == 0 ? "grain" : "flax";
      else if (x[0] == kPickMaterials) {
        j["basic"] = (x[1] & 1) ? "clay" : "wood";
        j["processed"] = (x[1] & 2) ? "brick" : "plank";
      }
      break;
    case kActBuild:
      j["building"] = data().buildings[x[0]].id;
      j["pay"] = x[1];
      break;
    case kActTool:
      j["tool"] = data().tools[x[0]].id;
      break;
    case kActExtract:
      j["moor"] = x[0];
      break;
    case kActUpgrade:
      j["what"] = kUpgIds[x[0]];
      j["index"] = x[1];
      break;
    case kActVehicle:
      j["vehicle"] = data().equip[x[0]].id;
      break;
    case kActAmount:
      j["n"] = x[0];
      break;
    case kActLoad:
      j["vehicle"] = x[0];
      j["cell"] = x[1];
      j["item"] = itemId(x[2]);
      break;
    case kActSell:
      j["item"] = x[0];
      j["variant"] = x[1];
      break;
    case kActMove:
      j["from"] = x[0];
      j["to"] = x[1];
      j["species"] = kSpeciesIds[x[2]];
      break;
    case kActRelease:
      j["species"] = kSpeciesIds[x[1]];
      break;
    case kActBoat:
      j["good"] = kGoodIds[x[0]];
      break;
    case kActDiscard:
      j["equipment"] = data().equip[x[0]].id;
      j["index"] = x[1];
      break;
    case kActUse:
      j["building"] = data().buildings[x[0]].id;
      j["x"] = x[1];
      break;
    case kActHouse:
      j["building"] = data().buildings[x[0]].id;
      break;
    case kActField:
      j["side"] = x[0] == 0 ? "grain" : "flax";
      break;
    case kActTake:
    case kActPut:
      j["holding"] = x[0];
      j["species"] = kSpeciesIds[x[1]];
      break;
    default:
      break;
  }
  return j;
}

bool ArleState::actionFromJson(const Json& j, Action& out) const {
  try {
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) return false;
    int t = find(kActIds, kActTypes, j["type"].get<std::string>());
    if (t <= 0) return false;
    auto str = [&](const char* k) { return j.at(k).get<std::string>(); };
    auto num = [&](const char* k) { return j.at(k).get<int>(); };
    auto small = [](int v) { return v >= -1 && v < 1000; };
    int a0 = 0, a1 = 0, a2 = 0;
    switch (t) {
      case kActPlace:
        a0 = spaceId(str("space"));
        if (a0 < 0) return false;
        break;
      case kActSkip:
      case kActDone:
      case kActStop:
      case kActFeed:
      case kActArrange:
      case kActConfirm:
        break;
      case kActPick:
        a0 = find(kOptIds, kOpts, str("option"));
        if (a0 < 0) return false;
        if (a0 == kPickCopy) {
          a1 = spaceId(str("space"));
          if (a1 < 0) return false;
        } else if (a0 == kPickStable)
          a1 = num("space");
        else if (a0 == kPickPlough) {
          a1 = equipId(str("from"));
          if (a1 < 0) return false;
        } else if (a0 == kPickForest && j.contains("field"))
          a1 = str("field") == "flax" ? 1 : 0;
        else if (a0 == kPickMaterials)
          a1 = (str("basic") == "clay" ? 1 : 0) | (str("processed") == "brick" ? 2 : 0);
        break;
      case kActBuild:
        a0 = buildingId(str("building"));
        a1 = num("pay");
        if (a0 < 0) return false;
        break;
      case kActTool:
        a0 = toolId(str("tool"));
        if (a0 < 0) return false;
        break;
      case kActExtract:
        a0 = num("moor");
        break;
      case kActUpgrade:
        a0 = find(kUpgIds, kUpg, str("what"));
        a1 = num("index");
        if (a0 < 0) return false;
        break;
      case kActVehicle:
        a0 = equipId(str("vehicle"));
        if (a0 < 0) return false;
        break;
      case kActAmount:
        a0 = num("n");
        break;
      case kActLoad:
        a0 = num("vehicle");
        a1 = num("cell");
        a2 = itemFromId(str("item"));
        if (a2 < 0) return false;
        break;
      case kActSell:
        a0 = num("item");
        a1 = num("variant");
        break;
      case kActMove:
        a0 = num("from");
        a1 = num("to");
        a2 = find(kSpeciesIds, 3, str("species"));
        if (a2 < 0) return false;
        break;
      case kActRelease:
        a0 = -1;
        a1 = find(kSpeciesIds, 3, str("species"));
        if (a1 < 0) return false;
        break;
      case kActBoat:
        a0 = find(kGoodIds, kGoods, str("good"));
        if (a0 < 0) return false;
        break;
      case kActDiscard:
        a0 = equipId(str("equipment"));
        a1 = num("index");
        if (a0 < 0) return false;
        break;
      case kActUse:
        a0 = buildingId(str("building"));
        a1 = num("x");
        if (a0 < 0) return false;
        break;
      case kActHouse:
        a0 = buildingId(str("building"));
        if (a0 < 0) return false;
        break;
      case kActField:
        a0 = str("side") == "flax" ? 1 : 0;
        break;
      case kActTake:
      case kActPut:
        a0 = num("holding");
        a1 = find(kSpeciesIds, 3, str("species"));
        if (a1 < 0) return false;
        break;
    }
    if (!small(a0) || !small(a1) || !small(a2)) return false;
    out = act(t, a0, a1, a2);
    return true;
  } catch (...) {
    return false;
  }
}

// ------------------------------------------------------------ view
namespace {

Json names(const std::string& fr, const std::string& en) { return {{"fr", fr}, {"en", en}}; }

Json viewBuildings(const ArleState& s) {
  static const char* groups[] = {"lightGreen", "darkGreen", "yellow", "orange", "blue", "red"};
  Json bl = Json::array();
  for (int b = 0; b < kBuildings; ++b) {
    if (s.bowner[b] == -2) continue;
    const BuildingData& bd = data().buildings[b];
    Json ways = Json::array();
    for (const Cost& c : bd.payments) {
      Json w = Json::object();
      for (int g = 0; g < kGoods; ++g)
        if (c[g]) w[kGoodIds[g]] = c[g];
      ways.push_back(w);
    }
    bl.push_back({{"id", bd.id},
                  {"group", groups[bd.group]},
                  {"vp", bd.vp},
                  {"cost", bd.costEn},
                  {"costNames", names(bd.costFr, bd.costEn)},
                  {"payments", ways},
                  {"names", names(bd.fr, bd.en)},
                  {"text", names(bd.textFr, bd.textEn)},
                  {"owner", s.bowner[b]}});
  }
  return bl;
}

Json viewPending(const ArleState& s) {
  if (s.decisions.empty()) return nullptr;
  const Decision& d = s.decisions.top();
  Json pend = {{"kind", decisionTable().kind(d.kind).id},
               {"player", d.player},
               {"a", d.a},
               {"b", d.b},
               {"mask", d.mask}};
  if (d.kind == kAskSale) pend["destination"] = data().dests[d.a].id;
  if (d.kind == kAskArrange) {
    const auto& h = s.pl[d.player].hand;
    pend["hand"] = {h[0], h[1], h[2]};
  }
  return pend;
}

Json viewSupply(const ArleState& s) {
  return {{"fields", s.supplyLeft(kGrainField)},
          {"forests", s.supplyLeft(kForest)},
          {"stalls", s.supplyLeft(kStall)},
          {"stables", s.supplyLeft(kStable)},
          {"ploughsBoats", s.supplyLeft(100 + kPlough)},
          {"handcartsWagons", s.supplyLeft(100 + kHandcart)},
          {"carts", s.supplyLeft(100 + kCart)},
          {"carriages", s.supplyLeft(100 + kCarriage)},
          {"woodPlank", s.supplyLeft(200 + kWood)},
          {"clayBrick", s.supplyLeft(200 + kClay)}};
}

Json viewVillage(const ArleState& s, int p) {
  const Player& P = s.pl[p];
  Json vs = Json::array();
  for (int i = 0; i < kVSpaces; ++i) {
    Json sj = {{"index", i},
               {"row", i < 15 ? i / 3 : 5},
               {"col", i < 15 ? i % 3 : i - 15},
               {"zone", i < 9    ? "marsh"
                        : i < 15 ? "land"
                                 : "moor"},
               {"usable", s.usable(p, i)},
               {"tile", kTileIds[P.tile[i]]},
               {"holding", 2 * i},
               {"animals", {P.an[2 * i][0], P.an[2 * i][1], P.an[2 * i][2]}},
               {"capacity", s.holdCap(p, 2 * i) + s.holdCap(p, 2 * i + 1)}};
    if (P.tile[i] == kBuildingTile) sj["building"] = data().buildings[P.bld[i]].id;
    if (P.tile[i] == kDoubleStall)
      sj["animals2"] = {P.an[2 * i + 1][0], P.an[2 * i + 1][1], P.an[2 * i + 1][2]};
    vs.push_back(sj);
  }
  Json moors = Json::array();
  static const int moorSpaces[3][2] = {{15, -1}, {16, -1}, {17, 18}};
  for (int m = 0; m < kMoors; ++m) {
    Json sp = Json::array({moorSpaces[m][0]});
    if (moorSpaces[m][1] >= 0) sp.push_back(moorSpaces[m][1]);
    moors.push_back({{"state", P.moor[m] < 0    ? "removed"
                               : P.moor[m] == 0 ? "moor"
                                                : "dried"},
                     {"peat", P.moorPeat[m]},
                     {"spaces", sp}});
  }
  return {{"spaces", vs},
          {"dikeMoves", P.dikeMoves},
          {"marshRowsUnlocked", (P.dikeMoves >= 1) + (P.dikeMoves >= 4) + (P.dikeMoves >= 7)},
          {"topDikesCovering", 3 - s.marshPenalty(p)},
          {"dikeHolding", kDikeHolding},
          {"dikeAnimals", {P.an[kDikeHolding][0], P.an[kDikeHolding][1], P.an[kDikeHolding][2]}},
          {"moors", moors}};
}

Json viewBarn(const ArleState& s, int p) {
  const Player& P = s.pl[p];
  Json vehs = Json::array();
  for (int i = 0; i < P.nveh; ++i) {
    const EquipData& ed = data().equip[P.veh[i].type];
    Json cells = Json::array();
    for (int c = 0; c < (int)ed.cells.size(); ++c) {
      int it = P.veh[i].cell[c];
      cells.push_back({{"kind", std::string(1, ed.cells[c])},
                       {"load", it == kLoadContinued ? "continued"
                                : it == 0            ? ""
                                                     : itemId(it)}});
    }
    vehs.push_back({{"index", i}, {"type", ed.id}, {"large", ed.large}, {"cells", cells}});
  }
  return {{"ploughs", P.ploughs},
          {"peatBoats", P.boats},
          {"vehicles", vehs},
          {"small", s.barnSmall(p)},
          {"large", s.barnLarge(p)}};
}

Json viewBoard(const ArleState& s, int p) {
  const Data& d = data();
  const Player& P = s.pl[p];
  Json pj;
  pj["seat"] = p;
  Json goods;
  for (int g = 0; g < kGoods; ++g) goods[kGoodIds[g]] = P.g[g];
  pj["goods"] = goods;
  Json tools = Json::array();
  for (int t = 0; t < kTools; ++t)
    tools.push_back({{"id", d.tools[t].id},
                     {"names", names(d.tools[t].fr, d.tools[t].en)},
                     {"position", P.tool[t]},
                     {"value", s.toolValue(p, t)},
                     {"track", d.tools[t].values},
                     {"vp", d.tools[t].vp}});
  pj["tools"] = tools;
  pj["village"] = viewVillage(s, p);
  pj["animals"] = {
      {"sheep", s.animals(p, kSheep)}, {"cow", s.animals(p, kCow)}, {"horse", s.animals(p, kHorse)}};
  pj["unplaced"] = {P.loose[0], P.loose[1], P.loose[2]};
  pj["inHand"] = {P.hand[0], P.hand[1], P.hand[2]};
  pj["barn"] = viewBarn(s, p);
  Json dests = Json::array();
  for (int dd = 0; dd < kDests; ++dd)
    dests.push_back({{"id", d.dests[dd].id},
                     {"size", d.dests[dd].size},
                     {"names", names(d.dests[dd].fr, d.dests[dd].en)},
                     {"text", names(d.dests[dd].textFr, d.dests[dd].textEn)},
                     {"state", (P.destOnTrack >> dd) & 1 ? "track"
                               : (P.destUsed >> dd) & 1  ? "vehicle"
                                                         : "available"}});
  pj["destinations"] = dests;
  pj["travel"] = {{"covered", P.travel}, {"vp", ArleState::travelVp(P.travel)}};
  pj["shortage"] = P.shortage;
  Json hl = Json::array();
  for (int b = 0; b < kBuildings; ++b)
    if (P.housesLeft & (1u << b)) hl.push_back(d.buildings[b].id);
  pj["housesToActivate"] = hl;
  Json sc = s.breakdown(p);
  sc["total"] = s.score(p).total();
  pj["score"] = sc;
  return pj;
}

}  // namespace

Json ArleState::view(int /*viewer*/) const {
  const Data& d = data();
  Json v;
  v["game"] = "arle";
  v["players"] = nP;
  v["halfYear"] = half;
  v["season"] = summer() ? "summer" : "winter";
  v["firstPlayer"] = fp;
  v["phase"] = phaseId(phase);
  v["deciding"] = decider();
  v["placements"] = phase == kPhaseWork ? step : 4 * nP;
  v["specialUsedBy"] = specialBy;
  Json spaces = Json::array();
  for (int s = 0; s < kSpaces; ++s)
    spaces.push_back({{"id", d.spaces[s].id},
                      {"season", d.spaces[s].winter ? "winter" : "summer"},
                      {"names", names(d.spaces[s].fr, d.spaces[s].en)},
                      {"text", names(d.spaces[s].textFr, d.spaces[s].textEn)},
                      {"occupiedBy", occ[s]}});
  v["actionSpaces"] = spaces;
  v["buildings"] = viewBuildings(*this);
  v["pending"] = viewPending(*this);
  v["decisions"] = decisionTable().toJson(*this, decisions);
  v["supply"] = viewSupply(*this);
  Json ps = Json::array();
  for (int p = 0; p < nP; ++p) ps.push_back(viewBoard(*this, p));
  v["boards"] = ps;
  return v;
}

// ------------------------------------------------------------ snapshot
Json ArleState::save() const {
  Json j;
  j["format"] = 2;
  j["dataVersion"] = data().version;
  j["players"] = nP;
  j["half"] = half;
  j["fp"] = fp;
  j["phase"] = phase;
  j["step"] = step;
  j["specialBy"] = specialBy;
  j["options"] = {{"firstGame", options.firstGame},
                  {"recommendedDarkGreen", options.recommendedDarkGreen},
                  {"moorStart", options.moorStart},
                  {"extraUpgrades", options.extraUpgrades}};
  j["occ"] = occ;
  j["bowner"] = bowner;
  Json st = Json::array();
  for (const Decision& d : decisions.items()) st.push_back({d.kind, d.player, d.a, d.b, d.c, d.d, d.mask});
  j["decisions"] = st;
  Json ps = Json::array();
  for (int p = 0; p < 2; ++p) {
    const Player& P = pl[p];
    Json an = Json::array(), before = Json::array();
    for (int h = 0; h < kHoldings; ++h) an.push_back(P.an[h]), before.push_back(P.before[h]);
    Json vs = Json::array();
    for (int i = 0; i < P.nveh; ++i) vs.push_back({P.veh[i].type, P.veh[i].cell});
    ps.push_back({{"g", P.g},
                  {"tool", P.tool},
                  {"tile", P.tile},
                  {"bld", P.bld},
                  {"an", an},
                  {"loose", P.loose},
                  {"hand", P.hand},
                  {"before", before},
                  {"moor", P.moor},
                  {"moorPeat", P.moorPeat},
                  {"dikeMoves", P.dikeMoves},
                  {"ploughs", P.ploughs},
                  {"boats", P.boats},
                  {"veh", vs},
                  {"destUsed", P.destUsed},
                  {"destOnTrack", P.destOnTrack},
                  {"travel", P.travel},
                  {"shortage", P.shortage},
                  {"housesLeft", P.housesLeft},
                  {"done", P.done}});
  }
  j["pl"] = ps;
  j["rng"] = rng.save();
  return j;
}

}  // namespace arle
