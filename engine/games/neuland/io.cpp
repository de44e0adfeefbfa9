// The JSON boundary only: actions (forms listed in README.md), the view, the
// snapshot (save) and the hash of the plain state.
#include <algorithm>

#include "state.hpp"

namespace neuland {

using ludo::Action;
using ludo::Json;

namespace {

const char* terrainName(Terrain t) {
  return t == Terrain::forest ? "forest" : t == Terrain::field ? "field" : "mountain";
}

Json sourceJson(const NeulandState& s, int16_t src) {
  if (src >= 0) {
    const int tile = sourceTile(src);
    const Good g = s.heldGood(tile, sourceVariant(src));
    return Json{{"building", tile},
                {"good", g >= 0 && g < kGoods ? data().goodNames[g] : "none"},
                {"lying", sourceLying(src)}};
  }
  if (src == foodToken) return "foodToken";
  if (src == woodToken) return "woodToken";
  if (src == forage) return "forage";
  return nullptr;
}

// An integer field of exactly that type within [lo, hi] (2^32+9 is not 9).
bool exactInt(const Json& v, long long lo, long long hi, int& out) {
  if (!v.is_number_integer()) return false;
  if (v.is_number_unsigned()) {
    const unsigned long long u = v.get<unsigned long long>();
    if (lo > 0 && u < static_cast<unsigned long long>(lo)) return false;
    if (hi < 0 || u > static_cast<unsigned long long>(hi)) return false;
    out = static_cast<int>(u);
    return true;
  }
  const long long x = v.get<long long>();
  if (x < lo || x > hi) return false;
  out = static_cast<int>(x);
  return true;
}

bool intIn(const Json& j, const char* key, int lo, int hi, int& out) {
  return j.contains(key) && exactInt(j[key], lo, hi, out);
}

// An optional boolean: absent is false, anything but a boolean is malformed.
bool optionalFlag(const Json& j, const char* key, bool& out) {
  out = false;
  if (!j.contains(key)) return true;
  if (!j[key].is_boolean()) return false;
  out = j[key].get<bool>();
  return true;
}

bool parseSource(const Json& j, int16_t& out) {
  const Data& d = data();
  const int tiles = static_cast<int>(data().tileKind.size());
  if (j.is_null()) return out = noSource, true;
  if (j.is_string()) {
    const std::string s = j.get<std::string>();
    if (s == "foodToken") return out = foodToken, true;
    if (s == "woodToken") return out = woodToken, true;
    if (s == "forage") return out = forage, true;
    return false;
  }
  if (!j.is_object()) return false;
  int b = 0;
  if (!intIn(j, "building", 0, tiles - 1, b)) return false;
  bool lying = false;
  if (!optionalFlag(j, "lying", lying)) return false;
  bool silver = false;
  if (j.contains("good")) {
    if (!j["good"].is_string()) return false;
    const std::string g = j["good"].get<std::string>();
    if (g != "none" && d.goodIndex(g) < 0) return false;
    silver = g == "silver";
  }
  // A blast furnace's silver is its second variant; every other good the first.
  const bool silverOfFurnace = silver && d.kinds[d.tileKind[b]].recipes.size() > 1;
  out = static_cast<int16_t>(b + (silverOfFurnace ? kVariant : 0) + (lying ? kLying : 0));
  return true;
}

}  // namespace

Json NeulandState::actionToJson(const Action& a) const {
  const Data& d = data();
  switch (a.type) {
    case aStart:
      return Json{{"type", "start"}, {"hex", a.arg[0]}};
    case aProduce:
    case aCoats: {
      Json inputs = Json::array();
      for (int i = 3; i < 7; ++i)
        if (a.arg[i] != noSource) inputs.push_back(sourceJson(*this, a.arg[i]));
      Json j{{"type", a.type == aProduce ? "produce" : "coats"},
             {"building", a.arg[0]},
             {"inputs", inputs},
             {"cart", a.arg[1] != 0},
             {"steps", steps(a)}};
      const Kind& k = d.kinds[d.tileKind[a.arg[0]]];
      if (a.type == aProduce && k.recipes.size() > 1)
        j["metal"] = k.recipes[a.arg[2]].out == iron ? "iron" : "silver";
      if (a.type == aCoats) j["count"] = std::min(k.value, players[current].coatsLeft);
      return j;
    }
    case aBuild:
      return Json{{"type", "build"},       {"kind", d.kinds[a.arg[0]].id},
                  {"hex", a.arg[2]},       {"pay", sourceJson(*this, a.arg[3])},
                  {"cart", a.arg[1] != 0}, {"steps", steps(a)}};
    case aStack: {
      Json order = Json::array();
      for (int i = 0; i < a.arg[3]; ++i) order.push_back(d.goodNames[a.arg[i]]);
      return Json{{"type", "stack"}, {"order", order}};
    }
    case aEndTurn:
      return Json{{"type", "endTurn"}, {"steps", endTurnSteps(current)}};
    case aProposeEnd:
      return Json{{"type", "proposeEnd"}};
    case aAgreeEnd:
      return Json{{"type", "agreeEnd"}, {"accept", a.arg[0] != 0}};
  }
  return Json{{"type", "unknown"}};
}

namespace {

// produce / coats: {building, inputs:[source...], cart?, metal? (a blast furnace's)}
bool parsePaid(const Json& j, Action& a) {
  const Data& d = data();
  int v = 0;
  if (!intIn(j, "building", 0, static_cast<int>(d.tileKind.size()) - 1, v)) return false;
  a.arg[0] = static_cast<int16_t>(v);
  bool cart = false;
  if (!optionalFlag(j, "cart", cart)) return false;
  a.arg[1] = cart ? 1 : 0;
  for (int i = 3; i < 7; ++i) a.arg[i] = noSource;
  if (!j.contains("inputs") || !j["inputs"].is_array() || j["inputs"].size() > 4) return false;
  int i = 3;
  for (const auto& src : j["inputs"])
    if (!parseSource(src, a.arg[i++])) return false;
  const Kind& k = d.kinds[d.tileKind[v]];
  if (a.type == aProduce && k.recipes.size() > 1) {
    if (!j.contains("metal") || !j["metal"].is_string()) return false;
    const std::string metal = j["metal"].get<std::string>();
    if (metal != "iron" && metal != "silver") return false;
    for (size_t r = 0; r < k.recipes.size(); ++r)
      if (d.goodNames[k.recipes[r].out] == metal) a.arg[2] = static_cast<int16_t>(r);
  }
  return true;
}

// build: {kind, hex, pay?, cart?}
bool parseBuild(const Json& j, Action& a) {
  if (!j.contains("kind") || !j["kind"].is_string()) return false;
  const int k = data().kindIndex(j["kind"].get<std::string>());
  if (k < 0) return false;
  a.arg[0] = static_cast<int16_t>(k);
  bool cart = false;
  int v = 0;
  if (!optionalFlag(j, "cart", cart) || !intIn(j, "hex", 0, kHexes - 1, v)) return false;
  a.arg[1] = cart ? 1 : 0;
  a.arg[2] = static_cast<int16_t>(v);
  a.arg[3] = noSource;
  return !j.contains("pay") || parseSource(j["pay"], a.arg[3]);
}

// stack: {order:[ore...]} top first
bool parseStack(const Json& j, Action& a) {
  if (!j.contains("order") || !j["order"].is_array() || j["order"].empty() || j["order"].size() > 3)
    return false;
  int i = 0;
  for (const auto& g : j["order"]) {
    if (!g.is_string()) return false;
    const int gi = data().goodIndex(g.get<std::string>());
    if (oreIndex(gi) < 0) return false;
    a.arg[i++] = static_cast<int16_t>(gi);
  }
  a.arg[3] = static_cast<int16_t>(i);
  return true;
}

}  // namespace

// Structural parse only: every field of its exact type and range; legality is the core's check.
bool NeulandState::actionFromJson(const Json& j, Action& a) const {
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) return false;
  const std::string type = j["type"].get<std::string>();
  a = Action{};
  int v = 0;
  if (type == "start") {
    a.type = aStart;
    if (!intIn(j, "hex", 0, kHexes - 1, v)) return false;
    a.arg[0] = static_cast<int16_t>(v);
    return true;
  }
  if (type == "produce" || type == "coats") {
    a.type = type == "produce" ? aProduce : aCoats;
    return parsePaid(j, a);
  }
  if (type == "build") return a.type = aBuild, parseBuild(j, a);
  if (type == "stack") return a.type = aStack, parseStack(j, a);
  if (type == "endTurn") return a.type = aEndTurn, true;
  if (type == "proposeEnd") return a.type = aProposeEnd, true;
  if (type == "agreeEnd") {
    a.type = aAgreeEnd;
    if (!j.contains("accept") || !j["accept"].is_boolean()) return false;
    a.arg[0] = j["accept"].get<bool>() ? 1 : 0;
    return true;
  }
  return false;
}

namespace {

Json optionsJson(const Options& o) {
  return Json{{"beginner", o.beginner},       {"stacking", o.stacking},   {"foraging", o.foraging},
              {"goldOneGood", o.goldOneGood}, {"metalPool", o.metalPool}, {"endBesideNext", o.endBesideNext}};
}

Json playerJson(const NeulandState& s, int p) {
  const Data& d = data();
  const Player& pl = s.players[p];
  Json placed = Json::object();
  for (int c = 0; c < kCategories; ++c) placed[d.categoryNames[c]] = pl.placed[c];
  return Json{{"seat", p},
              {"name", s.names[p]},
              {"color", d.colors[p]},
              {"time", pl.time % s.line},
              {"reserve", pl.reserve},
              {"coatsLeft", pl.coatsLeft},
              {"coatsPlaced", s.coatsPlaced(p)},
              {"placedBy", placed},
              {"cart", pl.cart},
              {"foodToken", pl.foodToken},
              {"woodToken", pl.woodToken},
              {"started", pl.started}};
}

Json hexesJson(const NeulandState& s) {
  const Data& d = data();
  Json out = Json::array();
  for (int h = 0; h < kHexes; ++h) {
    const Hex& hx = s.hexes[h];
    Json list = Json::array();
    for (int i = 0; i < hx.count; ++i) list.push_back(hx.tiles[i]);
    out.push_back(Json{{"id", h},
                       {"q", d.coords[h][0]},
                       {"r", d.coords[h][1]},
                       {"terrain", terrainName(hx.terrain)},
                       {"start", hx.start},
                       {"buildings", list}});
  }
  return out;
}

Json buildingJson(const NeulandState& s, int t) {
  const Data& d = data();
  const Tile& tl = s.tiles[t];
  const Kind& k = d.kinds[d.tileKind[t]];
  Json workers = Json::array();
  for (int v = 0; v < 2; ++v) {
    const int total = tl.standing[v] + tl.lying[v];
    const Good g = s.heldGood(t, v);
    for (int i = 0; i < total; ++i)
      workers.push_back(Json{
          {"seat", tl.owner}, {"standing", i < tl.standing[v]}, {"good", g >= 0 ? d.goodNames[g] : "none"}});
  }
  Json b{{"id", t},
         {"kind", k.id},
         {"hex", tl.hex},
         {"workers", workers},
         {"worker", workers.empty() ? Json(nullptr) : workers[0]}};
  if (k.isMine()) {
    Json ores = Json::array();
    for (int i = 0; i < tl.oreCount; ++i) ores.push_back(d.goodNames[tl.ores[i]]);
    b["ores"] = ores;
  }
  if (k.property)
    b["coats"] = tl.coatSeat >= 0 ? Json{{"seat", tl.coatSeat}, {"count", tl.coatCount}} : Json(nullptr);
  return b;
}

Json supplyJson(const NeulandState& s) {
  const Data& d = data();
  Json production = Json::array(), properties = Json::array();
  for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k)
    if (!d.kinds[k].property) production.push_back(Json{{"kind", d.kinds[k].id}, {"count", s.supply(k)}});
  for (int c = 0; c < kCategories; ++c) {
    Json stack = Json::array();
    for (int k : d.categoryStack[c])
      if (s.tiles[d.firstTile[k]].hex < 0) stack.push_back(d.kinds[k].id);
    properties.push_back(Json{{"category", d.categoryNames[c]}, {"stack", stack}});
  }
  return Json{{"production", production}, {"properties", properties}};
}

}  // namespace

// Neuland hides nothing: every seat and spectators see the same board.
Json NeulandState::view(int viewer) const {
  Json v;
  v["game"] = "neuland";
  v["viewer"] = viewer;
  v["options"] = optionsJson(options);  // the variant played: the UI's texts follow it
  Json list = Json::array();
  for (int p = 0; p < n; ++p) list.push_back(playerJson(*this, p));
  v["players"] = list;
  v["timeLine"] = line;
  v["present"] = present % line;
  v["current"] = over() ? -1 : current;
  v["firstRound"] = firstRoundLeft > 0;
  v["firstTurn"] = !over() && players[current].turns == 0;
  v["stepsLeft"] = over() ? 0 : std::max(0, maxSteps(current));
  v["hexes"] = hexesJson(*this);
  Json buildings = Json::array();
  for (int t = 0; t < static_cast<int>(tiles.size()); ++t)
    if (tiles[t].hex >= 0) buildings.push_back(buildingJson(*this, t));
  v["buildings"] = buildings;
  v["supply"] = supplyJson(*this);
  v["bag"] = Json{{"coal", bag[0]}, {"ironOre", bag[1]}, {"silverOre", bag[2]}};
  v["metalMarkers"] = metal[0] + metal[1];
  v["metal"] = options.metalPool ? Json{{"pool", metal[0]}} : Json{{"iron", metal[0]}, {"silver", metal[1]}};
  v["decisions"] = decisionTable().toJson(*this, decisions);
  v["pending"] = nullptr;
  if (!decisions.empty() && decisions.top().kind == dStackOres) {
    Json p = v["decisions"].back();
    v["pending"] =
        Json{{"type", "stack"}, {"seat", p["player"]}, {"building", p["building"]}, {"ores", p["ores"]}};
  }
  v["over"] = over();
  v["winner"] = winner;
  static const char* endings[] = {nullptr, "lastCoat", "stalemate", "agreed"};
  v["ending"] = over() ? Json(endings[static_cast<int>(ending)]) : Json(nullptr);
  return v;
}

// The whole state, for display and debugging (saves are restored by replay).
Json NeulandState::save() const {
  Json list = Json::array();
  for (int p = 0; p < n; ++p) {
    const Player& pl = players[p];
    list.push_back(Json{{"name", names[p]},
                        {"time", pl.time},
                        {"reserve", pl.reserve},
                        {"coatsLeft", pl.coatsLeft},
                        {"placed", pl.placed},
                        {"cart", pl.cart},
                        {"foodToken", pl.foodToken},
                        {"woodToken", pl.woodToken},
                        {"started", pl.started},
                        {"turns", pl.turns},
                        {"proposed", pl.proposed}});
  }
  Json hexList = Json::array();
  for (const Hex& h : hexes)
    hexList.push_back(Json{{"terrain", static_cast<int>(h.terrain)},
                           {"start", h.start},
                           {"tiles", std::vector<int>(h.tiles.begin(), h.tiles.begin() + h.count)}});
  Json tileList = Json::array();
  for (const Tile& t : tiles)
    tileList.push_back(
        Json::array({t.hex, t.owner, t.standing[0], t.standing[1], t.lying[0], t.lying[1], t.coatSeat,
                     t.coatCount, std::vector<int>(t.ores.begin(), t.ores.begin() + t.oreCount)}));
  const Json opts = optionsJson(options);
  return Json{{"game", "neuland"},
              {"options", opts},
              {"players", list},
              {"timeLine", line},
              {"present", present},
              {"current", current},
              {"firstPlayer", firstPlayer},
              {"firstRoundLeft", firstRoundLeft},
              {"winner", winner},
              {"ending", static_cast<int>(ending)},
              {"turnEnding", turnEnding},
              {"metal", metal},
              {"bag", bag},
              {"hexes", hexList},
              {"tiles", tileList},
              {"decisions", decisionTable().toJson(*this, decisions)},
              {"rng", rng.save()}};
}
// A complete, deterministic hash of the plain state (no JSON on the way).
uint64_t NeulandState::hash() const {
  ludo::Hasher h;
  auto u = [](int x) { return static_cast<uint64_t>(static_cast<uint32_t>(x)); };
  h.add(u(n) | u(present) << 8 | u(current) << 40 | u(firstPlayer) << 48 | u(firstRoundLeft) << 56);
  h.add(u(winner + 1) | u(static_cast<int>(ending)) << 8 | u(turnEnding) << 16 | u(metal[0]) << 24 |
        u(metal[1]) << 32 | u(bag[0]) << 40 | u(bag[1]) << 48 | u(bag[2]) << 56);
  h.add(u(options.beginner) | u(options.stacking) << 1 | u(options.foraging) << 2 |
        u(options.goldOneGood) << 3 | u(options.metalPool) << 4 | u(options.endBesideNext) << 5 |
        u(line) << 8);
  for (int p = 0; p < n; ++p) {
    const Player& pl = players[p];
    h.add(u(pl.time) | u(pl.reserve) << 32 | u(pl.cart) << 40 | u(pl.foodToken) << 41 |
          u(pl.woodToken) << 42 | u(pl.started) << 43 | u(pl.proposed) << 44 | u(pl.coatsLeft) << 48);
    h.add(u(pl.turns));
    for (int c = 0; c < kCategories; ++c) h.add(u(pl.placed[c]));
  }
  for (const Hex& hx : hexes)
    h.add(u(static_cast<int>(hx.terrain)) | u(hx.start) << 4 | u(hx.count) << 8 |
          u(static_cast<uint8_t>(hx.tiles[0])) << 16 | u(static_cast<uint8_t>(hx.tiles[1])) << 24 |
          u(static_cast<uint8_t>(hx.tiles[2])) << 32);
  for (const Tile& t : tiles) {
    uint64_t w = u(static_cast<uint8_t>(t.hex)) | u(static_cast<uint8_t>(t.owner)) << 8 |
                 u(t.standing[0]) << 16 | u(t.standing[1]) << 20 | u(t.lying[0]) << 24 | u(t.lying[1]) << 28 |
                 u(t.oreCount) << 32 | u(static_cast<uint8_t>(t.coatSeat)) << 36 | u(t.coatCount) << 44;
    for (int i = 0; i < t.oreCount && i < 3; ++i) w ^= u(t.ores[i]) << (48 + 5 * i);
    h.add(w);
  }
  for (const ludo::Decision& d : decisions.items())
    h.add(u(d.kind) | u(d.player) << 8 | u(static_cast<uint16_t>(d.a)) << 16 |
          u(static_cast<uint16_t>(d.b)) << 32 | u(d.mask & 0xffffff) << 40);
  h.add(rng.rawState());
  return h.value();
}
}  // namespace neuland
