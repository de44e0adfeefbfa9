// JSON at the boundary only: actions (strictly typed), the view of one seat, the snapshot.
#include "state.hpp"

namespace lorrein {

using ludo::Json;

namespace {

const char* const kTypes[] = {"",
                              "place",
                              "throw",
                              "swapBead",
                              "bowlDone",
                              "build",
                              "enlarge",
                              "moveWitchery",
                              "process",
                              "transform",
                              "swapMission",
                              "fight",
                              "endConstruction",
                              "eat",
                              "hunger",
                              "removeWorkshop",
                              "addRedBead",
                              "metamorphose",
                              "pass",
                              "offer",
                              "offerAdd",
                              "offerSend",
                              "offerCancel",
                              "accept",
                              "refuse",
                              "counter"};
static_assert(sizeof(kTypes) / sizeof(kTypes[0]) == kActionTypes, "one name per action type");
const char* const kHunger[] = {"removeWorkshop", "reduceDuchy", "removeDuchy"};
const char* const kSides[] = {"give", "take", "use"};
const char* const kStages[] = {"place", "harvest", "construction", "food", "over"};

// Strict readers: exact JSON types, values in range, nothing else accepted.
bool readInt(const Json& j, const char* key, int lo, int hi, int& out) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number_integer()) return false;
  const long long v = it->get<long long>();
  if (v < lo || v > hi) return false;
  out = static_cast<int>(v);
  return true;
}
bool readName(const Json& j, const char* key, const char* const* names, int count, int& out) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) return false;
  out = indexOf(names, count, it->get<std::string>());
  return out >= 0;
}
bool readGood(const Json& j, const char* key, int& out) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) return false;
  out = goodFromName(it->get<std::string>());
  return out >= 0;
}
bool readRaw(const Json& j, const char* key, int lo, int hi, int& out) {
  return readGood(j, key, out) && out >= lo && out < hi;
}

Json goodsJson(const std::array<int8_t, kGoods>& g) {
  Json j = Json::object();
  for (int k = 0; k < kGoods; ++k) j[goodName(k)] = g[k];
  return j;
}

Json costJson(const Cost& c) {
  Json j = Json::object();
  for (int g = 0; g < kGoods; ++g)
    if (c.goods[g]) j[goodName(g)] = c.goods[g];
  return j;
}

Json halfJson(const Mission::Half& h) {
  Json j = Json::object();
  for (int w = 0; w < kWorkshopKinds; ++w)
    if (h.ws[w]) j[buildName(w)] = h.ws[w];
  if (h.anyWs) j["any"] = h.anyWs;
  if (h.farms) j["farms"] = h.farms;
  if (h.duchies) j["duchies"] = h.duchies;
  if (h.large) j["large"] = h.large;
  if (h.witchery) j["witchery"] = h.witchery;
  return j;
}

}  // namespace

Json LorreinState::actionToJson(const ludo::Action& a) const {
  if (a.type <= 0 || a.type >= kActionTypes) return Json{{"type", "invalid"}};
  Json j{{"type", kTypes[a.type]}};
  const int x = a.arg[0], y = a.arg[1];
  switch (a.type) {
    case aPlace:
      j[y ? "vertex" : "tile"] = x;
      break;
    case aSwapBead:
      j["remove"] = beadName(x);
      j["add"] = beadName(y);
      break;
    case aBuild:
      j["building"] = buildName(x);
      j[x == buDuchy ? "vertex" : "tile"] = y;
      break;
    case aEnlarge:
      j["vertex"] = x;
      break;
    case aMoveWitchery:
    case aRemoveWorkshop:
      j["tile"] = x;
      break;
    case aProcess:
      j["material"] = rawName(x);
      break;
    case aTransform:
      j["from"] = goodName(x);
      j["to"] = goodName(y);
      break;
    case aFight:
      j["target"] = x;
      break;
    case aEat:
      j["food"] = goodName(x);
      break;
    case aHunger:
      j["option"] = kHunger[x];
      j[x == hRemoveWorkshop ? "tile" : "vertex"] = y;
      break;
    case aOffer:
      j["to"] = x;
      break;
    case aOfferAdd:
      j["side"] = kSides[x];
      j["good"] = goodName(y);
      break;
    default:
      break;
  }
  return j;
}

bool LorreinState::actionFromJson(const Json& j, ludo::Action& out) const {
  int type;
  if (!readName(j, "type", kTypes, kActionTypes, type) || type == 0) return false;
  int x = -1, y = -1;
  size_t keys = 1;
  const int T = tileCount() - 1, V = vertexCount() - 1;
  bool ok = true;
  switch (type) {
    case aPlace:
      if (j.contains("tile"))
        ok = readInt(j, "tile", 0, T, x), y = 0;
      else
        ok = readInt(j, "vertex", 0, V, x), y = 1;
      keys = 2;
      break;
    case aSwapBead: {
      auto bx = j.find("remove"), by = j.find("add");
      ok = bx != j.end() && by != j.end() && bx->is_string() && by->is_string();
      if (ok) x = beadFromName(bx->get<std::string>()), y = beadFromName(by->get<std::string>());
      ok = ok && x >= 0 && x < kKinds && y >= 0 && y < kKinds;
      keys = 3;
      break;
    }
    case aBuild: {
      const char* names[] = {"sawmill", "stonecutter", "tannery", "mill", "farm", "witchery", "duchy"};
      ok = readName(j, "building", names, kBuildKinds, x) &&
           (x == buDuchy ? readInt(j, "vertex", 0, V, y) : readInt(j, "tile", 0, T, y));
      keys = 3;
      break;
    }
    case aEnlarge:
      ok = readInt(j, "vertex", 0, V, x);
      keys = 2;
      break;
    case aMoveWitchery:
    case aRemoveWorkshop:
      ok = readInt(j, "tile", 0, T, x);
      keys = 2;
      break;
    case aProcess: {
      const char* names[] = {"wood", "stone", "cow", "wheat", "lavender"};
      ok = readName(j, "material", names, kKinds, x);
      keys = 2;
      break;
    }
    case aTransform:
      ok = readGood(j, "from", x) && readGood(j, "to", y);
      keys = 3;
      break;
    case aFight:
      ok = readInt(j, "target", 0, n - 1, x);
      keys = 2;
      break;
    case aEat:
      ok = readGood(j, "food", x);
      keys = 2;
      break;
    case aHunger:
      ok = readName(j, "option", kHunger, 3, x) &&
           (x == hRemoveWorkshop ? readInt(j, "tile", 0, T, y) : readInt(j, "vertex", 0, V, y));
      keys = 3;
      break;
    case aOffer:
      ok = readInt(j, "to", 0, n - 1, x);
      keys = 2;
      break;
    case aOfferAdd:
      ok = readName(j, "side", kSides, 3, x) &&
           (x == sUse ? readRaw(j, "good", 0, kWorkshopKinds, y) : readGood(j, "good", y));
      keys = 3;
      break;
    default:
      break;
  }
  if (!ok || j.size() != keys) return false;
  out = act(type, x, y);
  return true;
}

Json LorreinState::publicAction(int, const ludo::Action& a) const { return actionToJson(a); }

namespace {
// The plates: every square's land and building, every vertex's duchy.
Json mapJson(const LorreinState& st) {
  Json tilesJ = Json::array(), vertsJ = Json::array();
  for (int t = 0; t < st.tileCount(); ++t) {
    const Tile& T = st.tiles[t];
    Json tj{{"land", kindName(T.land)}};
    if (T.building != bNone) {
      tj["building"] = T.building == bFarm       ? "farm"
                       : T.building == bWitchery ? "witchery"
                                                 : buildName(T.land);
      tj["owner"] = T.owner;
      if (T.annexed) tj["annexed"] = true;
    }
    tilesJ.push_back(tj);
  }
  for (int v = 0; v < st.vertexCount(); ++v) {
    Json vj = Json::object();
    if (st.vertices[v].owner >= 0)
      vj = Json{{"owner", st.vertices[v].owner}, {"large", st.vertices[v].large != 0}};
    vertsJ.push_back(vj);
  }
  return Json{{"tiles", tilesJ}, {"vertices", vertsJ}};
}

// One player's public part; the mission only for its owner, once revealed, or at the end.
Json playerJson(const LorreinState& st, int p, int viewer) {
  const Data& D = data();
  const Player& P = st.pl[p];
  const StartCard& sc = D.starts[P.start];
  Json pj{{"seat", p},
          {"name", p < static_cast<int>(st.names.size()) ? st.names[p] : "P" + std::to_string(p + 1)},
          {"goods", goodsJson(P.goods)},
          {"start", {{"number", sc.number}, {"piece", buildName(sc.piece)}}},
          {"farmsLeft", kFarms - st.countFarms(p)},
          {"workshopsLeft", kWorkshops - st.countWorkshops(p)},
          {"duchiesLeft", kDuchies - st.countDuchies(p)},
          {"witchery", st.witcheryTile(p)},
          {"offers", P.offers},  // made this turn: public, and what tells a cancelled offer apart
          {"missionsFulfilled", P.missions}};
  if (p == viewer || P.missionRevealed || st.stage == stOver) {
    const Mission& m = D.missions[P.mission];
    pj["mission"] = Json{{"id", m.id}, {"upper", halfJson(m.upper)}, {"lower", halfJson(m.lower)}};
    pj["missionMet"] = st.missionMet(p);
  } else {
    pj["mission"] = nullptr;
  }
  return pj;
}

Json costsJson() {
  const Data& D = data();
  Json costs = Json::object();
  for (int b = 0; b < kBuildKinds; ++b) costs[buildName(b)] = costJson(D.cost[b]);
  costs["enlarge"] = costJson(D.enlarge);
  costs["moveWitchery"] = costJson(D.moveWitchery);
  return costs;
}

Json offerJson(const Offer& offer) {
  Json use = Json::object();
  for (int k = 0; k < kWorkshopKinds; ++k)
    if (offer.use[k]) use[rawName(k)] = offer.use[k];
  return Json{{"from", offer.from},
              {"to", offer.to},
              {"give", goodsJson(offer.give)},
              {"take", goodsJson(offer.take)},
              {"use", use}};
}
}  // namespace

Json LorreinState::view(int viewer) const {
  Json bowlJ = Json::object(), drawnJ = Json::array(), supplyJ = Json::object();
  for (int c = 0; c <= kRed; ++c) bowlJ[beadName(c)] = bowl[c];
  for (int8_t b : drawn)
    if (b >= 0) drawnJ.push_back(beadName(b));
  for (int g = 0; g < kGoods; ++g) supplyJ[goodName(g)] = supply(g);
  Json players = Json::array();
  for (int p = 0; p < n; ++p) players.push_back(playerJson(*this, p, viewer));
  Json map = mapJson(*this);
  Json v{{"game", "lorrein"},
         {"viewer", viewer},
         {"stage", kStages[stage]},
         {"round", round + 1},
         {"turn", turns + 1},
         {"active", active},
         {"first", first},
         {"width", width},
         {"height", height},
         {"tiles", map["tiles"]},
         {"vertices", map["vertices"]},
         {"bowl", bowlJ},
         {"drawn", drawnJ},
         {"redBeadIn", redBeadIn()},
         {"bowlLocked", bowlLocked != 0},
         {"supply", supplyJ},
         {"players", players},
         {"missionPile", missionPile.size()},
         {"costs", costsJson()},
         {"decisions", decisions().toJson(*this, stack)},
         {"winOrder", winOrder},
         {"options",
          {{"length", length == glLong            ? "long"
                      : length == glContinued     ? "continued"
                      : length == glContinuedLong ? "continuedLong"
                                                  : "short"},
           {"bowlChange", bowlChange},
           {"bowlAddition", bowlAddition},
           {"masterCraftsman", masterCraftsman},
           {"annexation", annexationOn()},
           {"redBead", redAfterRound ? "afterSecondRound" : "afterSecondTurn"},
           {"publicAgain", publicAgain},
           {"offersBeforeThrow", offersBeforeThrow}}}};
  if (offer.from >= 0) v["offer"] = offerJson(offer);
  return v;
}

Json LorreinState::save() const {
  Json s = view(-1);
  Json missions = Json::array(), pile = Json::array(), raw = Json::array();
  for (int p = 0; p < n; ++p)
    missions.push_back({{"mission", pl[p].mission},
                        {"revealed", pl[p].missionRevealed},
                        {"done", pl[p].done},
                        {"offers", pl[p].offers}});
  for (int8_t m : missionPile) pile.push_back(m);
  for (const ludo::Decision& d : stack.items()) raw.push_back({d.kind, d.player, d.a, d.b, d.c, d.d, d.mask});
  s["secret"] = Json{
      {"players", missions}, {"pile", pile}, {"stack", raw}, {"redExtra", redExtra}, {"rng", rng.save()}};
  return s;
}

}  // namespace lorrein
