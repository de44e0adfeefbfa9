// The JSON boundary: actions, views, saves, scores; and the rule invariants.
#include <algorithm>

#include "neuland.hpp"

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
      Json j{{"type", a.type == aProduce ? "produce" : "coats"}, {"building", a.arg[0]}, {"inputs", inputs},
             {"cart", a.arg[1] != 0}, {"steps", steps(a)}};
      const Kind& k = d.kinds[d.tileKind[a.arg[0]]];
      if (a.type == aProduce && k.recipes.size() > 1)
        j["metal"] = k.recipes[a.arg[2]].out == iron ? "iron" : "silver";
      if (a.type == aCoats) j["count"] = std::min(k.value, players_[current_].coatsLeft);
      return j;
    }
    case aBuild:
      return Json{{"type", "build"}, {"kind", d.kinds[a.arg[0]].id}, {"hex", a.arg[2]}, {"pay", sourceJson(*this, a.arg[3])},
                  {"cart", a.arg[1] != 0}, {"steps", steps(a)}};
    case aStack: {
      Json order = Json::array();
      for (int i = 0; i < a.arg[3]; ++i) order.push_back(d.goodNames[a.arg[i]]);
      return Json{{"type", "stack"}, {"order", order}};
    }
    case aEndTurn:
      return Json{{"type", "endTurn"}, {"steps", 0}};
  }
  return Json{{"type", "unknown"}};
}

bool NeulandState::actionFromJson(const Json& j, Action& a) const {
  const Data& d = data();
  const int tiles = static_cast<int>(d.tileKind.size());
  if (!j.contains("type") || !j["type"].is_string()) return false;
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
    if (!intIn(j, "building", 0, tiles - 1, v)) return false;
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
  if (type == "build") {
    a.type = aBuild;
    if (!j.contains("kind") || !j["kind"].is_string()) return false;
    const int k = d.kindIndex(j["kind"].get<std::string>());
    if (k < 0) return false;
    a.arg[0] = static_cast<int16_t>(k);
    bool cart = false;
    if (!optionalFlag(j, "cart", cart)) return false;
    a.arg[1] = cart ? 1 : 0;
    if (!intIn(j, "hex", 0, kHexes - 1, v)) return false;
    a.arg[2] = static_cast<int16_t>(v);
    a.arg[3] = noSource;
    if (j.contains("pay") && !parseSource(j["pay"], a.arg[3])) return false;
    return true;
  }
  if (type == "stack") {
    a.type = aStack;
    if (!j.contains("order") || !j["order"].is_array() || j["order"].empty() || j["order"].size() > 3) return false;
    int i = 0;
    for (const auto& g : j["order"]) {
      if (!g.is_string()) return false;
      const int gi = d.goodIndex(g.get<std::string>());
      if (gi != coal && gi != ironOre && gi != silverOre) return false;
      a.arg[i++] = static_cast<int16_t>(gi);
    }
    a.arg[3] = static_cast<int16_t>(i);
    return true;
  }
  if (type == "endTurn") {
    a.type = aEndTurn;
    return true;
  }
  return false;
}

Json NeulandState::view(int viewer) const {
  const Data& d = data();
  Json v;
  v["game"] = "neuland";
  v["viewer"] = viewer;
  Json players = Json::array();
  for (int p = 0; p < n_; ++p) {
    const Player& pl = players_[p];
    Json placed = Json::object();
    int total = 0;
    for (int c = 0; c < kCategories; ++c) {
      placed[d.categoryNames[c]] = pl.placed[c];
      total += pl.placed[c];
    }
    players.push_back(Json{{"seat", p},
                           {"name", names_[p]},
                           {"color", d.colors[p]},
                           {"time", pl.time % line_},
                           {"reserve", pl.reserve},
                           {"coatsLeft", pl.coatsLeft},
                           {"coatsPlaced", total},
                           {"placedBy", placed},
                           {"cart", pl.cart},
                           {"foodToken", pl.foodToken},
                           {"woodToken", pl.woodToken},
                           {"started", pl.started}});
  }
  v["players"] = players;
  v["timeLine"] = line_;
  v["present"] = present_ % line_;
  v["current"] = over() ? -1 : current_;
  v["firstRound"] = firstRoundLeft_ > 0;
  v["firstTurn"] = !over() && players_[current_].turns == 0;
  v["stepsLeft"] = over() ? 0 : present_ + line_ - 1 - players_[current_].time;
  Json hexes = Json::array();
  for (int h = 0; h < kHexes; ++h) {
    Json tiles = Json::array();
    for (int i = 0; i < hexes_[h].count; ++i) tiles.push_back(hexes_[h].tiles[i]);
    hexes.push_back(Json{{"id", h},
                         {"q", d.coords[h][0]},
                         {"r", d.coords[h][1]},
                         {"terrain", terrainName(hexes_[h].terrain)},
                         {"start", hexes_[h].start},
                         {"buildings", tiles}});
  }
  v["hexes"] = hexes;
  Json buildings = Json::array();
  for (int t = 0; t < static_cast<int>(tiles_.size()); ++t) {
    const Tile& tl = tiles_[t];
    if (tl.hex < 0) continue;
    const Kind& k = d.kinds[d.tileKind[t]];
    Json workers = Json::array();
    for (int v = 0; v < 2; ++v) {
      const int total = tl.standing[v] + tl.lying[v];
      for (int i = 0; i < total; ++i)
        workers.push_back(Json{{"seat", tl.owner}, {"standing", i < tl.standing[v]}, {"good", d.goodNames[heldGood(t, v)]}});
    }
    Json b{{"id", t}, {"kind", k.id}, {"hex", tl.hex}, {"workers", workers},
           {"worker", workers.empty() ? Json(nullptr) : workers[0]}};
    if (k.isMine()) {
      Json ores = Json::array();
      for (int i = 0; i < tl.oreCount; ++i) ores.push_back(d.goodNames[tl.ores[i]]);
      b["ores"] = ores;
    }
    if (k.property)
      b["coats"] = tl.coatSeat >= 0 ? Json{{"seat", tl.coatSeat}, {"count", tl.coatCount}} : Json(nullptr);
    buildings.push_back(b);
  }
  v["buildings"] = buildings;
  Json production = Json::array(), properties = Json::array();
  for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k)
    if (!d.kinds[k].property) production.push_back(Json{{"kind", d.kinds[k].id}, {"count", supply(k)}});
  for (int c = 0; c < kCategories; ++c) {
    Json stack = Json::array();
    for (int k : d.categoryStack[c])
      if (tiles_[d.firstTile[k]].hex < 0) stack.push_back(d.kinds[k].id);
    properties.push_back(Json{{"category", d.categoryNames[c]}, {"stack", stack}});
  }
  v["supply"] = Json{{"production", production}, {"properties", properties}};
  v["bag"] = Json{{"coal", bag_[0]}, {"ironOre", bag_[1]}, {"silverOre", bag_[2]}};
  v["metalMarkers"] = metal_;
  if (pending_.empty()) {
    v["pending"] = nullptr;
  } else {
    Json ores = Json::array();
    for (int8_t g : pending_.front().drawn) ores.push_back(d.goodNames[g]);
    v["pending"] = Json{{"type", "stack"}, {"seat", current_}, {"building", pending_.front().tile}, {"ores", ores}};
  }
  v["over"] = over();
  v["winner"] = winner_;
  return v;
}

Json NeulandState::scores() const {
  const Data& d = data();
  std::vector<int> total(n_, 0);
  Json players = Json::array();
  for (int p = 0; p < n_; ++p)
    for (int c = 0; c < kCategories; ++c) total[p] += players_[p].placed[c];
  for (int p = 0; p < n_; ++p) {
    Json breakdown = Json::object();
    for (int c = 0; c < kCategories; ++c) breakdown[d.categoryNames[c]] = players_[p].placed[c];
    // The winner is first; the others by coats placed, ties sharing a rank (ASSUMPTIONS.md).
    int rank = 1;
    for (int q = 0; q < n_; ++q)
      if (q != p && (q == winner_ || (p != winner_ && total[q] > total[p]))) ++rank;
    players.push_back(Json{{"seat", p}, {"name", names_[p]}, {"total", total[p]}, {"breakdown", breakdown}, {"rank", rank}});
  }
  Json winners = Json::array();
  if (winner_ >= 0) winners.push_back(winner_);
  return Json{{"final", over()}, {"players", players}, {"winners", winners},
              {"categories", d.categoryNames}};
}

uint64_t NeulandState::hash() const {
  ludo::Hasher h;
  h.add(static_cast<uint64_t>(n_) | (static_cast<uint64_t>(present_) << 8) | (static_cast<uint64_t>(current_) << 40));
  h.add(static_cast<uint64_t>(ending_));
  h.add(static_cast<uint64_t>(winner_ + 1) | (static_cast<uint64_t>(metal_) << 8) |
        (static_cast<uint64_t>(firstRoundLeft_) << 16) | (static_cast<uint64_t>(bag_[0]) << 24) |
        (static_cast<uint64_t>(bag_[1]) << 32) | (static_cast<uint64_t>(bag_[2]) << 40));
  for (int p = 0; p < n_; ++p) {
    const Player& pl = players_[p];
    h.add(static_cast<uint64_t>(pl.time) | (static_cast<uint64_t>(pl.reserve) << 24) |
          (static_cast<uint64_t>(pl.coatsLeft) << 32) | (static_cast<uint64_t>(pl.cart) << 40) |
          (static_cast<uint64_t>(pl.foodToken) << 41) | (static_cast<uint64_t>(pl.woodToken) << 42) |
          (static_cast<uint64_t>(pl.started) << 43) | (static_cast<uint64_t>(pl.turns) << 44));
    for (int c = 0; c < kCategories; ++c) h.add(static_cast<uint64_t>(pl.placed[c]));
  }
  for (int x = 0; x < kHexes; ++x) {
    const Hex& hx = hexes_[x];
    h.add(static_cast<uint64_t>(hx.terrain) | (static_cast<uint64_t>(hx.start) << 4) |
          (static_cast<uint64_t>(hx.count) << 8) | (static_cast<uint64_t>(static_cast<uint8_t>(hx.tiles[0])) << 16) |
          (static_cast<uint64_t>(static_cast<uint8_t>(hx.tiles[1])) << 24) |
          (static_cast<uint64_t>(static_cast<uint8_t>(hx.tiles[2])) << 32));
  }
  for (const Tile& t : tiles_) {
    uint64_t w = static_cast<uint8_t>(t.hex);
    w |= static_cast<uint64_t>(static_cast<uint8_t>(t.owner)) << 8;
    w |= static_cast<uint64_t>(t.standing[0] | t.standing[1] << 3) << 16;
    w |= static_cast<uint64_t>(t.lying[0] | t.lying[1] << 3) << 22;
    w |= static_cast<uint64_t>(t.oreCount) << 25;
    for (int i = 0; i < t.oreCount && i < 3; ++i) w |= static_cast<uint64_t>(static_cast<uint8_t>(t.ores[i])) << (28 + 8 * i);
    w ^= static_cast<uint64_t>(static_cast<uint8_t>(t.coatSeat)) << 52 ^ static_cast<uint64_t>(t.coatCount) << 60;
    h.add(w);
  }
  for (const auto& ps : pending_) {
    h.add(static_cast<uint64_t>(ps.tile));
    for (int8_t g : ps.drawn) h.add(static_cast<uint64_t>(g));
  }
  h.add(rng_.rawState());
  return h.value();
}

void NeulandState::checkInvariants(std::vector<std::string>& problems) const {
  const Data& d = data();
  auto fail = [&](const std::string& s) { problems.push_back(s); };
  std::array<int, kMaxPlayers> onBoard{};
  std::array<int, kOreKinds> ores = bag_;
  int metalsHeld = 0;
  for (int t = 0; t < static_cast<int>(tiles_.size()); ++t) {
    const Tile& tl = tiles_[t];
    const Kind& k = d.kinds[d.tileKind[t]];
    if (tl.hex < -1 || tl.hex >= kHexes) {
      fail("tile " + std::to_string(t) + " is off the map");
      continue;
    }
    if (tl.hex >= 0) {
      const Hex& hx = hexes_[tl.hex];
      if (std::count(hx.tiles.begin(), hx.tiles.begin() + hx.count, t) != 1)
        fail("tile " + std::to_string(t) + " is not listed once on its hex");
      if (hx.terrain != k.terrain) fail("tile " + std::to_string(t) + " stands on the wrong terrain");
    }
    if (tl.owner >= n_ || tl.owner < -1) fail("tile " + std::to_string(t) + " has a worker of no player");
    for (int v = 0; v < 2; ++v)
      if (tl.standing[v] < 0 || tl.lying[v] < 0 || (v == 1 && k.recipes.size() < 2 && tl.standing[v] + tl.lying[v] > 0))
        fail("bad worker counts on tile " + std::to_string(t));
    if ((tl.owner >= 0) != (tl.workers() > 0)) fail("workers without owner, or an owner without workers");
    if (tl.owner >= 0 && tl.owner < n_) {
      if (tl.hex < 0 || k.property) fail("a worker stands on a tile that cannot hold one");
      onBoard[tl.owner] += tl.workers();
      for (int v = 0; v < 2; ++v)
        if (tl.standing[v] + tl.lying[v] > 0 && (heldGood(t, v) == iron || heldGood(t, v) == silver))
          metalsHeld += tl.standing[v] + tl.lying[v];
      if (k.isMine() && (tl.oreCount == 0 || tl.workers() > 1)) fail("a mine holds more than its top ore's worker");
    }
    if (tl.oreCount < 0 || tl.oreCount > 3 || (tl.oreCount > 0 && !k.isMine())) fail("bad ore stack");
    for (int i = 0; i < tl.oreCount && i < 3; ++i) {
      const int g = tl.ores[i];
      const int oi = g == coal ? 0 : g == ironOre ? 1 : g == silverOre ? 2 : -1;
      if (oi < 0) fail("a mine holds something that is not ore");
      else ++ores[oi];
    }
    if (tl.coatSeat >= 0 && (!k.property || tl.coatCount < 1 || tl.coatCount > k.value || tl.coatSeat >= n_))
      fail("bad coats of arms on tile " + std::to_string(t));
    if (tl.coatSeat < 0 && tl.coatCount != 0) fail("coats of arms without owner");
  }
  for (const auto& ps : pending_)
    for (int8_t g : ps.drawn) ++ores[g == coal ? 0 : g == ironOre ? 1 : 2];
  for (int i = 0; i < kOreKinds; ++i) {
    if (bag_[i] < 0) fail("negative ore in the bag");
    if (ores[i] != d.ores[i]) fail("ore markers are not conserved");
  }
  if (metal_ < 0 || metal_ + metalsHeld != d.metalMarkers) fail("metal markers are not conserved");
  for (int h = 0; h < kHexes; ++h)
    if (hexes_[h].count < 0 || hexes_[h].count > kMaxPerHex) fail("more than 3 buildings on a hex");
  for (int p = 0; p < n_; ++p) {
    const Player& pl = players_[p];
    if (pl.reserve < 0) fail("negative reserve");
    if (pl.reserve + onBoard[p] != d.workers - 1) fail("workers are not conserved");
    int placed = 0;
    for (int c : pl.placed) placed += c;
    if (pl.coatsLeft < 0 || pl.coatsLeft + placed != d.coats[n_]) fail("coats of arms are not conserved");
    if (pl.time < present_ || pl.time > present_ + line_ - 1) fail("a time marker is outside the time line");
  }
  if (winner_ < 0 && (current_ < 0 || current_ >= n_)) fail("no current player");
  if (ending_ && pending_.empty()) fail("a turn waits to end with nothing to decide");
  for (int h = 0; h < kHexes; ++h)
    for (int i = 0; i < hexes_[h].count && i < kMaxPerHex; ++i) {
      const int t = hexes_[h].tiles[i];
      if (t < 0 || t >= static_cast<int>(tiles_.size()) || tiles_[t].hex != h) fail("a hex lists a tile that is elsewhere");
    }
}

}  // namespace neuland
