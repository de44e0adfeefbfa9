// The JSON boundary: actions, view, save/load, scores, invariants.
#include <algorithm>
#include <string>

#include "arle.hpp"

namespace arle {

using ludo::Action;
using ludo::Json;

namespace {
const char* kGoodIds[kGoods] = {"food", "grain", "flax", "hide", "wool", "wood", "clay", "plank", "brick", "peat",
                                "linen", "woolYarn", "leather", "summerClothes", "winterClothes", "leatherClothes"};
const char* kSpeciesIds[kSpecies] = {"sheep", "cow", "horse"};
const char* kTileIds[kTileKinds] = {"empty", "grainField", "flaxField", "forest", "park", "stall", "storehouse", "stable", "doubleStall", "building"};
const char* kOptIds[kOpts] = {"plank", "brick", "sheep", "cow", "horse", "wood", "clay", "forest", "stall", "stable", "vehicle", "copy",
                              "building", "wood4", "plough", "peatBoat", "handcart", "clothes", "handcartAndClothes", "peatBoatAndClothes", "materials"};
const char* kUpgIds[kUpg] = {"moor", "forest", "stall", "stable", "peatBoat", "handcart", "cart", "carriage"};
const char* kActIds[kActTypes] = {"", "place", "skip", "done", "stop", "pick", "build", "tool", "extract", "upgrade", "vehicle",
                                  "amount", "load", "sell", "move", "release", "boat", "discard", "use", "house", "feed", "field"};
const char* kKindIds[kKinds] = {"", "grocer", "colonist", "extract", "amount", "dikeBuilderAnimal", "farmerPlough", "farmerFields",
                                "forester", "build", "carpenterSummer", "woodTrader", "master", "upgrade", "laborerSummer",
                                "laborerWinter", "vehicle", "wainwrightBoat", "carpenterWinter", "butcher", "cattleTrader",
                                "anyAnimal", "buildersMerchant", "smithy", "farmersInn", "junkDealersInn", "ploughMaker", "sale",
                                "feedAnimals", "overflow", "makeRoom"};
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
  if (it >= I_DEST && it < I_DEST + kDests) return data().dests[it - I_DEST].id;
  if (it > 0 && it < 7) return kItemIds[it];
  return "";
}
int itemFromId(const std::string& s) {
  int i = find(kItemIds, 7, s);
  if (i > 0) return i;
  int d = destId(s);
  return d >= 0 ? I_DEST + d : -1;
}
}  // namespace

Json ArleState::actionToJson(const Action& a) const {
  Json j;
  if (a.type <= 0 || a.type >= kActTypes) return Json{{"type", "invalid"}};
  j["type"] = kActIds[a.type];
  const auto& x = a.arg;
  switch (a.type) {
    case A_PLACE: j["space"] = data().spaces[x[0]].id; break;
    case A_PICK:
      j["option"] = kOptIds[x[0]];
      if (x[0] == O_COPY) j["space"] = data().spaces[x[1]].id;
      else if (x[0] == O_STABLE) j["space"] = x[1];
      else if (x[0] == O_PLOUGH) j["from"] = data().equip[x[1]].id;
      else if (x[0] == O_FOREST && (x[1] == 0 || x[1] == 1) && !stack.empty() && stack.back().kind == K_FARMERSINN)
        j["field"] = x[1] == 0 ? "grain" : "flax";
      else if (x[0] == O_WOODCLAY) {
        j["basic"] = (x[1] & 1) ? "clay" : "wood";
        j["processed"] = (x[1] & 2) ? "brick" : "plank";
      }
      break;
    case A_BUILD: j["building"] = data().buildings[x[0]].id; j["pay"] = x[1]; break;
    case A_TOOL: j["tool"] = data().tools[x[0]].id; break;
    case A_EXTRACT: j["moor"] = x[0]; break;
    case A_UPGRADE: j["what"] = kUpgIds[x[0]]; j["index"] = x[1]; break;
    case A_VEHICLE: j["vehicle"] = data().equip[x[0]].id; break;
    case A_AMOUNT: j["n"] = x[0]; break;
    case A_LOAD: j["vehicle"] = x[0]; j["cell"] = x[1]; j["item"] = itemId(x[2]); break;
    case A_SELL: j["item"] = x[0]; j["variant"] = x[1]; break;
    case A_MOVE: j["from"] = x[0]; j["to"] = x[1]; j["species"] = kSpeciesIds[x[2]]; break;
    case A_RELEASE: j["species"] = kSpeciesIds[x[1]]; break;
    case A_BOAT: j["good"] = kGoodIds[x[0]]; break;
    case A_DISCARD: j["equipment"] = data().equip[x[0]].id; j["index"] = x[1]; break;
    case A_USE: j["building"] = data().buildings[x[0]].id; j["x"] = x[1]; break;
    case A_HOUSE: j["building"] = data().buildings[x[0]].id; break;
    case A_FIELD: j["side"] = x[0] == 0 ? "grain" : "flax"; break;
    default: break;
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
      case A_PLACE: a0 = spaceId(str("space")); if (a0 < 0) return false; break;
      case A_SKIP: case A_DONE: case A_STOP: case A_FEED: break;
      case A_PICK:
        a0 = find(kOptIds, kOpts, str("option"));
        if (a0 < 0) return false;
        if (a0 == O_COPY) { a1 = spaceId(str("space")); if (a1 < 0) return false; }
        else if (a0 == O_STABLE) a1 = num("space");
        else if (a0 == O_PLOUGH) { a1 = equipId(str("from")); if (a1 < 0) return false; }
        else if (a0 == O_FOREST && j.contains("field")) a1 = str("field") == "flax" ? 1 : 0;
        else if (a0 == O_WOODCLAY) a1 = (str("basic") == "clay" ? 1 : 0) | (str("processed") == "brick" ? 2 : 0);
        break;
      case A_BUILD: a0 = buildingId(str("building")); a1 = num("pay"); if (a0 < 0) return false; break;
      case A_TOOL: a0 = toolId(str("tool")); if (a0 < 0) return false; break;
      case A_EXTRACT: a0 = num("moor"); break;
      case A_UPGRADE: a0 = find(kUpgIds, kUpg, str("what")); a1 = num("index"); if (a0 < 0) return false; break;
      case A_VEHICLE: a0 = equipId(str("vehicle")); if (a0 < 0) return false; break;
      case A_AMOUNT: a0 = num("n"); break;
      case A_LOAD: a0 = num("vehicle"); a1 = num("cell"); a2 = itemFromId(str("item")); if (a2 < 0) return false; break;
      case A_SELL: a0 = num("item"); a1 = num("variant"); break;
      case A_MOVE: a0 = num("from"); a1 = num("to"); a2 = find(kSpeciesIds, 3, str("species")); if (a2 < 0) return false; break;
      case A_RELEASE: a0 = -1; a1 = find(kSpeciesIds, 3, str("species")); if (a1 < 0) return false; break;
      case A_BOAT: a0 = find(kGoodIds, kGoods, str("good")); if (a0 < 0) return false; break;
      case A_DISCARD: a0 = equipId(str("equipment")); a1 = num("index"); if (a0 < 0) return false; break;
      case A_USE: a0 = buildingId(str("building")); a1 = num("x"); if (a0 < 0) return false; break;
      case A_HOUSE: a0 = buildingId(str("building")); if (a0 < 0) return false; break;
      case A_FIELD: a0 = str("side") == "flax" ? 1 : 0; break;
    }
    if (!small(a0) || !small(a1) || !small(a2)) return false;
    out = act(t, a0, a1, a2);
    return true;
  } catch (...) {
    return false;
  }
}

// ------------------------------------------------------------ view
Json ArleState::view(int /*viewer*/) const {
  const Data& d = data();
  Json v;
  v["game"] = "arle";
  v["players"] = nP;
  v["halfYear"] = half;
  v["season"] = summer() ? "summer" : "winter";
  v["firstPlayer"] = fp;
  static const char* ph[] = {"work", "endWork", "beforeNovember", "subsistence", "final", "over"};
  v["phase"] = ph[phase];
  v["deciding"] = decider();
  v["placements"] = phase == PH_WORK ? step : 4 * nP;
  v["specialUsedBy"] = specialBy;
  Json spaces = Json::array();
  for (int s = 0; s < kSpaces; ++s)
    spaces.push_back({{"id", d.spaces[s].id}, {"season", d.spaces[s].winter ? "winter" : "summer"},
                      {"names", {{"fr", d.spaces[s].fr}, {"en", d.spaces[s].en}}},
                      {"text", {{"fr", d.spaces[s].textFr}, {"en", d.spaces[s].textEn}}}, {"occupiedBy", occ[s]}});
  v["actionSpaces"] = spaces;
  Json bl = Json::array();
  static const char* groups[] = {"lightGreen", "darkGreen", "yellow", "orange", "blue", "red"};
  for (int b = 0; b < kBuildings; ++b) {
    if (bowner[b] == -2) continue;
    const BuildingData& bd = d.buildings[b];
    bl.push_back({{"id", bd.id}, {"group", groups[bd.group]}, {"vp", bd.vp}, {"cost", bd.cost},
                  {"names", {{"fr", bd.fr}, {"en", bd.en}}}, {"text", {{"fr", bd.textFr}, {"en", bd.textEn}}},
                  {"owner", bowner[b]}});
  }
  v["buildings"] = bl;
  Json pend = nullptr;
  if (!stack.empty()) {
    const Frame& f = stack.back();
    pend = {{"kind", kKindIds[f.kind]}, {"player", f.p}, {"a", f.a}, {"b", f.b}, {"mask", f.m}};
    if (f.kind == K_SALE) pend["destination"] = d.dests[f.a].id;
  }
  v["pending"] = pend;
  Json sup;
  sup["fields"] = supplyLeft(T_GRAIN);
  sup["forests"] = supplyLeft(T_FOREST);
  sup["stalls"] = supplyLeft(T_STALL);
  sup["stables"] = supplyLeft(T_STABLE);
  sup["ploughsBoats"] = supplyLeft(100 + PLOUGH);
  sup["handcartsWagons"] = supplyLeft(100 + HANDCART);
  sup["carts"] = supplyLeft(100 + CART);
  sup["carriages"] = supplyLeft(100 + CARRIAGE);
  sup["woodPlank"] = supplyLeft(200 + WOOD);
  sup["clayBrick"] = supplyLeft(200 + CLAY);
  v["supply"] = sup;
  Json ps = Json::array();
  for (int p = 0; p < nP; ++p) {
    const Player& P = pl[p];
    Json pj;
    pj["seat"] = p;
    Json goods;
    for (int g = 0; g < kGoods; ++g) goods[kGoodIds[g]] = P.g[g];
    pj["goods"] = goods;
    Json tools = Json::array();
    for (int t = 0; t < kTools; ++t)
      tools.push_back({{"id", d.tools[t].id}, {"names", {{"fr", d.tools[t].fr}, {"en", d.tools[t].en}}},
                       {"position", P.tool[t]}, {"value", toolValue(p, t)},
                       {"track", d.tools[t].values}, {"vp", d.tools[t].vp}});
    pj["tools"] = tools;
    Json vs = Json::array();
    for (int s = 0; s < kVSpaces; ++s) {
      Json sj;
      sj["index"] = s;
      sj["row"] = s < 15 ? s / 3 : 5;
      sj["col"] = s < 15 ? s % 3 : s - 15;
      sj["zone"] = s < 9 ? "marsh" : s < 15 ? "land" : "moor";
      sj["usable"] = usable(p, s);
      sj["tile"] = kTileIds[P.tile[s]];
      if (P.tile[s] == T_BUILDING) sj["building"] = d.buildings[P.bld[s]].id;
      sj["holding"] = 2 * s;
      sj["animals"] = {P.an[2 * s][0], P.an[2 * s][1], P.an[2 * s][2]};
      if (P.tile[s] == T_DOUBLE) sj["animals2"] = {P.an[2 * s + 1][0], P.an[2 * s + 1][1], P.an[2 * s + 1][2]};
      sj["capacity"] = holdCap(p, 2 * s) + holdCap(p, 2 * s + 1);
      vs.push_back(sj);
    }
    Json vil;
    vil["spaces"] = vs;
    vil["dikeMoves"] = P.dikeMoves;
    vil["marshRowsUnlocked"] = (P.dikeMoves >= 1) + (P.dikeMoves >= 4) + (P.dikeMoves >= 7);
    vil["topDikesCovering"] = 3 - marshPenalty(p);
    vil["dikeHolding"] = kDikeHolding;
    vil["dikeAnimals"] = {P.an[kDikeHolding][0], P.an[kDikeHolding][1], P.an[kDikeHolding][2]};
    Json moors = Json::array();
    static const int moorSpaces[3][2] = {{15, -1}, {16, -1}, {17, 18}};
    for (int m = 0; m < kMoors; ++m) {
      Json sp = Json::array({moorSpaces[m][0]});
      if (moorSpaces[m][1] >= 0) sp.push_back(moorSpaces[m][1]);
      moors.push_back({{"state", P.moor[m] < 0 ? "removed" : P.moor[m] == 0 ? "moor" : "dried"}, {"peat", P.moorPeat[m]}, {"spaces", sp}});
    }
    vil["moors"] = moors;
    pj["village"] = vil;
    pj["animals"] = {{"sheep", animals(p, SHEEP)}, {"cow", animals(p, COW)}, {"horse", animals(p, HORSE)}};
    pj["unplaced"] = {P.loose[0], P.loose[1], P.loose[2]};
    Json barn;
    barn["ploughs"] = P.ploughs;
    barn["peatBoats"] = P.boats;
    Json vehs = Json::array();
    for (int i = 0; i < P.nveh; ++i) {
      const EquipData& ed = d.equip[P.veh[i].type];
      Json cells = Json::array();
      for (int c = 0; c < (int)ed.cells.size(); ++c) {
        int it = P.veh[i].cell[c];
        cells.push_back({{"kind", std::string(1, ed.cells[c])},
                         {"load", it == kCont ? "continued" : it == 0 ? "" : itemId(it)}});
      }
      vehs.push_back({{"index", i}, {"type", ed.id}, {"large", ed.large}, {"cells", cells}});
    }
    barn["vehicles"] = vehs;
    barn["small"] = barnSmall(p);
    barn["large"] = barnLarge(p);
    pj["barn"] = barn;
    Json dests = Json::array();
    for (int dd = 0; dd < kDests; ++dd)
      dests.push_back({{"id", d.dests[dd].id}, {"size", d.dests[dd].size},
                       {"names", {{"fr", d.dests[dd].fr}, {"en", d.dests[dd].en}}},
                       {"text", {{"fr", d.dests[dd].textFr}, {"en", d.dests[dd].textEn}}},
                       {"state", (P.destOnTrack >> dd) & 1 ? "track" : (P.destUsed >> dd) & 1 ? "vehicle" : "available"}});
    pj["destinations"] = dests;
    pj["travel"] = {{"covered", P.travel}, {"vp", travelVp(P.travel)}};
    pj["shortage"] = P.shortage;
    Json hl = Json::array();
    for (int b = 0; b < kBuildings; ++b)
      if (P.housesLeft & (1u << b)) hl.push_back(d.buildings[b].id);
    pj["housesToActivate"] = hl;
    Score s = score(p);
    pj["score"] = {{"goods", s.goods}, {"equipment", s.equipment}, {"travel", s.travel}, {"tools", s.tools},
                   {"goodsTrack", s.track}, {"village", s.village}, {"animals", s.animals}, {"shortage", s.shortage},
                   {"total", s.total()}};
    ps.push_back(pj);
  }
  v["boards"] = ps;
  return v;
}

// ------------------------------------------------------------ scores
Json ArleState::scores() const {
  Json j;
  j["final"] = over();
  Json ps = Json::array();
  std::vector<double> tot(nP);
  for (int p = 0; p < nP; ++p) tot[p] = score(p).total();
  // p. 17: ties go to the first player of a hypothetical 10th half-year.
  int tieWinner = phase >= PH_END ? fp : nextFirstPlayer();
  auto better = [&](int a, int b) { return tot[a] > tot[b] || (tot[a] == tot[b] && a == tieWinner); };
  for (int p = 0; p < nP; ++p) {
    Score s = score(p);
    int rank = 1;
    for (int q = 0; q < nP; ++q)
      if (q != p && better(q, p)) ++rank;
    ps.push_back({{"seat", p}, {"total", s.total()}, {"rank", rank},
                  {"breakdown", {{"goods", s.goods}, {"equipment", s.equipment}, {"travel", s.travel}, {"tools", s.tools},
                                 {"goodsTrack", s.track}, {"village", s.village}, {"animals", s.animals}, {"shortage", s.shortage}}}});
  }
  j["players"] = ps;
  Json w = Json::array();
  for (int p = 0; p < nP; ++p) {
    bool best = true;
    for (int q = 0; q < nP; ++q)
      if (q != p && better(q, p)) best = false;
    if (best) w.push_back(p);
  }
  j["winners"] = w;
  if (nP == 1) j["solo"] = {{"remarkable", 110}, {"reached", tot[0] >= 110}};
  return j;
}

// ------------------------------------------------------------ save / load
Json ArleState::save() const {
  Json j;
  j["format"] = 1;
  j["dataVersion"] = data().version;
  j["players"] = nP;
  j["half"] = half;
  j["fp"] = fp;
  j["phase"] = phase;
  j["step"] = step;
  j["specialBy"] = specialBy;
  j["firstGame"] = firstGame;
  j["occ"] = occ;
  j["bowner"] = bowner;
  Json st = Json::array();
  for (const Frame& f : stack) st.push_back({f.kind, f.p, f.a, f.b, f.c, f.m});
  j["stack"] = st;
  Json ps = Json::array();
  for (int p = 0; p < 2; ++p) {
    const Player& P = pl[p];
    Json pj;
    pj["g"] = P.g;
    pj["tool"] = P.tool;
    pj["tile"] = P.tile;
    pj["bld"] = P.bld;
    Json an = Json::array();
    for (int h = 0; h < kHoldings; ++h) an.push_back(P.an[h]);
    pj["an"] = an;
    pj["loose"] = P.loose;
    pj["moor"] = P.moor;
    pj["moorPeat"] = P.moorPeat;
    pj["dikeMoves"] = P.dikeMoves;
    pj["ploughs"] = P.ploughs;
    pj["boats"] = P.boats;
    Json vs = Json::array();
    for (int i = 0; i < P.nveh; ++i) vs.push_back({P.veh[i].type, P.veh[i].cell});
    pj["veh"] = vs;
    pj["destUsed"] = P.destUsed;
    pj["destOnTrack"] = P.destOnTrack;
    pj["travel"] = P.travel;
    pj["shortage"] = P.shortage;
    pj["housesLeft"] = P.housesLeft;
    pj["done"] = P.done;
    ps.push_back(pj);
  }
  j["pl"] = ps;
  j["rng"] = rng.save();
  return j;
}

namespace {
template <class A>
bool readArr(const Json& j, A& out, int lo, int hi) {
  if (!j.is_array() || j.size() != out.size()) return false;
  for (size_t i = 0; i < out.size(); ++i) {
    if (!j[i].is_number_integer()) return false;
    long long v = j[i].get<long long>();
    if (v < lo || v > hi) return false;
    out[i] = static_cast<typename A::value_type>(v);
  }
  return true;
}
int readInt(const Json& j, const char* k, int lo, int hi, bool& ok) {
  if (!j.contains(k) || !j[k].is_number_integer()) {
    ok = false;
    return lo;
  }
  long long v = j[k].get<long long>();
  if (v < lo || v > hi) ok = false;
  return static_cast<int>(std::clamp<long long>(v, lo, hi));
}
}  // namespace

std::unique_ptr<ArleState> loadState(const Json& j, std::string& error) {
  auto s = std::make_unique<ArleState>();
  try {
    if (!j.is_object() || j.value("format", 0) != 1) {
      error = "arle: unknown save format";
      return nullptr;
    }
    bool ok = true;
    s->nP = readInt(j, "players", 1, 2, ok);
    s->half = readInt(j, "half", 1, 9, ok);
    s->fp = readInt(j, "fp", 0, s->nP - 1, ok);
    s->phase = static_cast<Phase>(readInt(j, "phase", PH_WORK, PH_OVER, ok));
    s->step = readInt(j, "step", 0, 8, ok);
    s->specialBy = readInt(j, "specialBy", -1, s->nP - 1, ok);
    if (!j.contains("firstGame") || !j["firstGame"].is_boolean()) ok = false;
    else s->firstGame = j["firstGame"].get<bool>();
    ok = ok && readArr(j.at("occ"), s->occ, -1, s->nP - 1) && readArr(j.at("bowner"), s->bowner, -2, s->nP - 1);
    if (!ok) {
      error = "arle: bad header fields";
      return nullptr;
    }
    const Json& st = j.at("stack");
    if (!st.is_array() || st.size() > 64) {
      error = "arle: bad stack";
      return nullptr;
    }
    for (const Json& f : st) {
      std::array<int, 6> v{};
      if (!readArr(f, v, -128, 65535)) {
        error = "arle: bad frame";
        return nullptr;
      }
      if (v[0] <= 0 || v[0] >= kKinds || v[1] < 0 || v[1] >= s->nP || v[2] > 127 || v[3] > 127 || v[4] > 127) {
        error = "arle: bad frame";
        return nullptr;
      }
      Frame fr;
      fr.kind = static_cast<int8_t>(v[0]), fr.p = static_cast<int8_t>(v[1]);
      fr.a = static_cast<int8_t>(v[2]), fr.b = static_cast<int8_t>(v[3]), fr.c = static_cast<int8_t>(v[4]);
      fr.m = static_cast<uint16_t>(v[5]);
      if (fr.kind == K_SALE && (fr.a < 0 || fr.a >= kDests)) {
        error = "arle: bad sale frame";
        return nullptr;
      }
      if (fr.kind == K_AMOUNT && (fr.a < 0 || fr.a > C_BAKEHOUSE)) {
        error = "arle: bad amount frame";
        return nullptr;
      }
      s->stack.push_back(fr);
    }
    const Json& ps = j.at("pl");
    if (!ps.is_array() || ps.size() != 2) {
      error = "arle: bad players";
      return nullptr;
    }
    for (int p = 0; p < 2; ++p) {
      const Json& pj = ps[p];
      Player& P = s->pl[p];
      bool k = readArr(pj.at("g"), P.g, 0, 1000) && readArr(pj.at("tool"), P.tool, 0, 4) &&
               readArr(pj.at("tile"), P.tile, 0, kTileKinds - 1) && readArr(pj.at("bld"), P.bld, -1, kBuildings - 1) &&
               readArr(pj.at("loose"), P.loose, 0, 100) && readArr(pj.at("moor"), P.moor, -1, 1) &&
               readArr(pj.at("moorPeat"), P.moorPeat, 0, 4);
      const Json& an = pj.at("an");
      k = k && an.is_array() && an.size() == kHoldings;
      for (int h = 0; k && h < kHoldings; ++h) k = readArr(an[h], P.an[h], 0, 6);
      P.dikeMoves = static_cast<int8_t>(readInt(pj, "dikeMoves", 0, kMaxDikeMoves, k));
      P.ploughs = static_cast<int8_t>(readInt(pj, "ploughs", 0, 7, k));
      P.boats = static_cast<int8_t>(readInt(pj, "boats", 0, 7, k));
      P.destUsed = static_cast<uint16_t>(readInt(pj, "destUsed", 0, (1 << kDests) - 1, k));
      P.destOnTrack = static_cast<uint16_t>(readInt(pj, "destOnTrack", 0, (1 << kDests) - 1, k));
      P.travel = static_cast<int8_t>(readInt(pj, "travel", 0, 19, k));
      P.shortage = static_cast<int16_t>(readInt(pj, "shortage", 0, 1000, k));
      P.housesLeft = static_cast<uint32_t>(readInt(pj, "housesLeft", 0, 15, k));
      if (!pj.contains("done") || !pj["done"].is_boolean()) k = false;
      else P.done = pj["done"].get<bool>();
      const Json& vs = pj.at("veh");
      k = k && vs.is_array() && vs.size() <= kMaxVehicles;
      P.nveh = 0;
      for (size_t i = 0; k && i < vs.size(); ++i) {
        const Json& vj = vs[i];
        if (!vj.is_array() || vj.size() != 2 || !vj[0].is_number_integer()) {
          k = false;
          break;
        }
        int t = vj[0].get<int>();
        if (t < HANDCART || t >= kEquip) {
          k = false;
          break;
        }
        Vehicle v;
        v.type = static_cast<int8_t>(t);
        k = readArr(vj[1], v.cell, 0, kCont);
        P.veh[P.nveh++] = v;
      }
      if (!k) {
        error = "arle: bad player " + std::to_string(p);
        return nullptr;
      }
      if (p >= s->nP && (P.g != decltype(P.g){} || P.nveh)) {
        error = "arle: an absent seat holds material";
        return nullptr;
      }
    }
    if (!s->rng.load(j.at("rng"))) {
      error = "arle: bad generator";
      return nullptr;
    }
  } catch (const std::exception& e) {
    error = std::string("arle: malformed save: ") + e.what();
    return nullptr;
  }
  std::vector<std::string> problems;
  s->checkInvariants(problems);
  if (!problems.empty()) {
    error = "arle: inconsistent save: " + problems[0];
    return nullptr;
  }
  return s;
}

// ------------------------------------------------------------ invariants
void ArleState::checkInvariants(std::vector<std::string>& pr) const {
  const Data& d = data();
  auto bad = [&](const std::string& s) { pr.push_back("arle: " + s); };
  for (int w : {(int)T_GRAIN, (int)T_FOREST, (int)T_STALL, (int)T_STABLE, 100 + PLOUGH, 100 + HANDCART, 100 + CART,
                100 + CARRIAGE, 200 + WOOD, 200 + CLAY})
    if (supplyLeft(w) < 0) bad("limited supply exceeded (" + std::to_string(w) + ")");
  if (phase != PH_WORK && phase != PH_DONE && !stack.empty() && stack.back().kind == K_SALE) bad("sale outside the work phase");
  int placed[2] = {0, 0};
  for (int s = 0; s < kSpaces; ++s)
    if (occ[s] >= 0) ++placed[occ[s]];
  for (int p = 0; p < nP; ++p)
    if (placed[p] > 4) bad("more than 4 workers placed");
  if (phase == PH_WORK && placed[0] + placed[1] > step) bad("more workers than placements");
  int special = 0;
  for (int s = 0; s < kSpaces; ++s)
    if (occ[s] >= 0 && (s >= 15) == summer()) ++special;
  if (special > (nP == 2 ? 1 : 0)) bad("special action used more than allowed");
  for (int b = 0; b < kBuildings; ++b) {
    int n = 0;
    for (int p = 0; p < nP; ++p)
      for (int s = 0; s < kVSpaces; ++s)
        if (pl[p].tile[s] == T_BUILDING && pl[p].bld[s] == b) ++n, (bowner[b] != p ? bad("building on the wrong village") : void());
    if ((bowner[b] >= 0) != (n == 1) || n > 1) bad("building " + d.buildings[b].id + " placed " + std::to_string(n) + " times");
  }
  for (int p = 0; p < nP; ++p) {
    const Player& P = pl[p];
    std::string who = "seat " + std::to_string(p) + ": ";
    for (int g = 0; g < kGoods; ++g)
      if (P.g[g] < 0) bad(who + "negative stock");
    if (P.g[FOOD] > 30) bad(who + "food above 30");
    for (int g = GRAIN; g <= WOOL; ++g)
      if (P.g[g] > 15) bad(who + "goods track above 15");
    for (int t = 0; t < kTools; ++t)
      if (P.tool[t] < 0 || P.tool[t] >= (int)d.tools[t].values.size()) bad(who + "tool off its track");
    for (int s = 0; s < kVSpaces; ++s) {
      if (!usable(p, s) && P.tile[s] != T_EMPTY) bad(who + "tile on an unusable space");
      if ((P.tile[s] == T_BUILDING) != (P.bld[s] >= 0)) bad(who + "building index mismatch");
    }
    for (int h = 0; h < kHoldings; ++h) {
      const auto& a = P.an[h];
      int tot = a[0] + a[1] + a[2];
      if (a[0] < 0 || a[1] < 0 || a[2] < 0) bad(who + "negative animals");
      if (tot > holdCap(p, h)) bad(who + "holding " + std::to_string(h) + " over capacity");
      if (!holdMixed(p, h) && tot != a[0] && tot != a[1] && tot != a[2]) bad(who + "mixed kinds in a single-kind holding");
    }
    if (P.loose[0] + P.loose[1] + P.loose[2] > 0) {
      bool pending = false;
      for (const Frame& f : stack) pending |= f.kind == K_OVERFLOW && f.p == p;
      if (!pending) bad(who + "unplaced animals without a pending release");
    }
    for (int m = 0; m < kMoors; ++m) {
      if (P.moor[m] == 0 && P.moorPeat[m] != 0) bad(who + "peat on an undried moor");
      if (P.moor[m] == 1 && P.moorPeat[m] <= 0) bad(who + "empty dried moor left on the board");
      if (P.moor[m] < 0 && P.moorPeat[m] != 0) bad(who + "peat on a removed moor");
    }
    if (barnLarge(p) > 3 || barnSmall(p) > 5 || barnSmall(p) + barnLarge(p) > 7) bad(who + "barn over capacity");
    if ((P.destOnTrack & ~P.destUsed) != 0) bad(who + "destination on the track but not used");
    int tr = 0, onVeh = 0;
    for (int dd = 0; dd < kDests; ++dd)
      if (P.destOnTrack & (1u << dd)) tr += d.dests[dd].size;
    if (tr != P.travel) bad(who + "travel track mismatch");
    for (int i = 0; i < P.nveh; ++i) {
      const Vehicle& v = P.veh[i];
      const std::string& cells = d.equip[v.type].cells;
      for (int c = 0; c < kCells; ++c) {
        int it = v.cell[c];
        if (c >= (int)cells.size() && it != 0) bad(who + "load beyond a vehicle");
        if (it >= I_DEST && it < I_DEST + kDests) {
          ++onVeh;
          if (!(P.destUsed & (1u << (it - I_DEST))) || (P.destOnTrack & (1u << (it - I_DEST)))) bad(who + "destination state");
        }
        if (it == kCont && (c == 0 || v.cell[c - 1] == 0)) bad(who + "dangling load");
        if (it != 0 && it != kCont && !(it >= I_PLANK && it <= I_PEAT) && !(it >= I_DEST && it < I_DEST + kDests))
          bad(who + "unknown load");
      }
    }
    int used = 0;
    for (int dd = 0; dd < kDests; ++dd) used += (P.destUsed >> dd) & 1;
    int trackN = 0;
    for (int dd = 0; dd < kDests; ++dd) trackN += (P.destOnTrack >> dd) & 1;
    if (used != trackN + onVeh) bad(who + "destination count");
    if (phase != PH_WORK && phase != PH_DONE && phase != PH_HOUSES && onVeh) bad(who + "loaded vehicle after the work phase");
  }
}

}  // namespace arle
