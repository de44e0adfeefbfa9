// save() / load(): the whole state, format 1. load() trusts nothing: it checks
// every value's type and range, then every rule invariant.
#include <algorithm>
#include <stdexcept>

#include "neuland.hpp"

namespace neuland {

using ludo::Json;

namespace {
constexpr int kFormat = 1;

struct Reader {
  const Json& j;
  int integer(const char* key, int lo, int hi) const {
    if (!j.contains(key) || !j[key].is_number_integer()) throw std::runtime_error(std::string("missing ") + key);
    const long long v = j[key].get<long long>();
    if (v < lo || v > hi) throw std::runtime_error(std::string("out of range: ") + key);
    return static_cast<int>(v);
  }
  bool boolean(const char* key) const {
    if (!j.contains(key) || !j[key].is_boolean()) throw std::runtime_error(std::string("missing ") + key);
    return j[key].get<bool>();
  }
  const Json& array(const char* key, size_t size) const {
    if (!j.contains(key) || !j[key].is_array()) throw std::runtime_error(std::string("missing ") + key);
    if (size != static_cast<size_t>(-1) && j[key].size() != size) throw std::runtime_error(std::string("bad size: ") + key);
    return j[key];
  }
};

int intAt(const Json& a, size_t i, int lo, int hi) {
  if (i >= a.size() || !a[i].is_number_integer()) throw std::runtime_error("bad number in an array");
  const long long v = a[i].get<long long>();
  if (v < lo || v > hi) throw std::runtime_error("a number is out of range");
  return static_cast<int>(v);
}

}  // namespace

Json NeulandState::save() const {
  Json players = Json::array();
  for (int p = 0; p < n_; ++p) {
    const Player& pl = players_[p];
    players.push_back(Json{{"name", names_[p]}, {"time", pl.time}, {"reserve", pl.reserve}, {"coatsLeft", pl.coatsLeft},
                           {"placed", pl.placed}, {"cart", pl.cart}, {"foodToken", pl.foodToken},
                           {"woodToken", pl.woodToken}, {"started", pl.started}, {"turns", pl.turns}});
  }
  Json hexes = Json::array();
  for (const Hex& h : hexes_) {
    std::vector<int> t(h.tiles.begin(), h.tiles.begin() + h.count);
    hexes.push_back(Json{{"terrain", static_cast<int>(h.terrain)}, {"start", h.start}, {"tiles", t}});
  }
  Json tiles = Json::array();
  for (const Tile& t : tiles_) {
    std::vector<int> ores(t.ores.begin(), t.ores.begin() + t.oreCount);
    tiles.push_back(Json::array({t.hex, t.owner, t.standing[0], t.standing[1], t.lying[0], t.lying[1], t.coatSeat,
                                 t.coatCount, ores}));
  }
  Json pending = Json::array();
  for (const auto& ps : pending_) {
    std::vector<int> drawn(ps.drawn.begin(), ps.drawn.end());
    pending.push_back(Json{{"tile", ps.tile}, {"drawn", drawn}});
  }
  return Json{{"format", kFormat}, {"game", "neuland"}, {"players", players}, {"beginner", beginner_},
              {"timeLine", line_}, {"present", present_}, {"current", current_}, {"firstPlayer", firstPlayer_},
              {"firstRoundLeft", firstRoundLeft_}, {"winner", winner_}, {"ending", ending_}, {"metal", metal_},
              {"bag", bag_}, {"hexes", hexes}, {"tiles", tiles}, {"pending", pending}, {"rng", rng_.save()}};
}

bool NeulandState::load(const Json& j, std::string& error) {
  const Data& d = data();
  try {
    if (!j.is_object()) throw std::runtime_error("not an object");
    Reader r{j};
    if (r.integer("format", 0, 1000) != kFormat) throw std::runtime_error("unknown format");
    if (!j.contains("game") || j["game"] != "neuland") throw std::runtime_error("not a Neuland state");
    const Json& players = r.array("players", static_cast<size_t>(-1));
    n_ = static_cast<int>(players.size());
    if (n_ < 2 || n_ > kMaxPlayers) throw std::runtime_error("bad player count");
    beginner_ = r.boolean("beginner");
    line_ = r.integer("timeLine", 1, 100);
    if (line_ != d.timeLine[n_]) throw std::runtime_error("wrong time line for this player count");
    present_ = r.integer("present", 0, 1 << 28);
    current_ = r.integer("current", 0, n_ - 1);
    firstPlayer_ = r.integer("firstPlayer", 0, n_ - 1);
    firstRoundLeft_ = r.integer("firstRoundLeft", 0, n_);
    winner_ = r.integer("winner", -1, n_ - 1);
    ending_ = r.boolean("ending");
    metal_ = r.integer("metal", 0, d.metalMarkers);
    const Json& bag = r.array("bag", kOreKinds);
    for (int i = 0; i < kOreKinds; ++i) bag_[i] = intAt(bag, i, 0, d.ores[i]);
    names_.clear();
    for (int p = 0; p < n_; ++p) {
      const Json& pj = players[p];
      if (!pj.is_object() || !pj.contains("name") || !pj["name"].is_string()) throw std::runtime_error("bad player");
      Reader pr{pj};
      names_.push_back(pj["name"].get<std::string>());
      Player& pl = players_[p];
      pl.time = pr.integer("time", 0, 1 << 28);
      pl.reserve = pr.integer("reserve", 0, d.workers);
      pl.coatsLeft = pr.integer("coatsLeft", 0, d.coats[n_]);
      const Json& placed = pr.array("placed", kCategories);
      for (int c = 0; c < kCategories; ++c) pl.placed[c] = intAt(placed, c, 0, d.coats[n_]);
      pl.cart = pr.boolean("cart");
      pl.foodToken = pr.boolean("foodToken");
      pl.woodToken = pr.boolean("woodToken");
      pl.started = pr.boolean("started");
      pl.turns = pr.integer("turns", 0, 1 << 28);
    }
    const Json& hexes = r.array("hexes", kHexes);
    for (int h = 0; h < kHexes; ++h) {
      Reader hr{hexes[h]};
      if (!hexes[h].is_object()) throw std::runtime_error("bad hex");
      hexes_[h].terrain = static_cast<Terrain>(hr.integer("terrain", 0, 2));
      hexes_[h].start = hr.boolean("start");
      const Json& t = hr.array("tiles", static_cast<size_t>(-1));
      if (t.size() > kMaxPerHex) throw std::runtime_error("more than 3 buildings on a hex");
      hexes_[h].count = static_cast<int8_t>(t.size());
      hexes_[h].tiles = {};
      for (size_t i = 0; i < t.size(); ++i)
        hexes_[h].tiles[i] = static_cast<int8_t>(intAt(t, i, 0, static_cast<int>(d.tileKind.size()) - 1));
    }
    const Json& tiles = r.array("tiles", d.tileKind.size());
    tiles_.assign(d.tileKind.size(), Tile{});
    for (size_t t = 0; t < tiles_.size(); ++t) {
      const Json& tj = tiles[t];
      if (!tj.is_array() || tj.size() != 9 || !tj[8].is_array() || tj[8].size() > 3) throw std::runtime_error("bad tile");
      Tile& tl = tiles_[t];
      tl.hex = static_cast<int8_t>(intAt(tj, 0, -1, kHexes - 1));
      tl.owner = static_cast<int8_t>(intAt(tj, 1, -1, n_ - 1));
      for (int v = 0; v < 2; ++v) {
        tl.standing[v] = static_cast<int8_t>(intAt(tj, 2 + v, 0, d.workers));
        tl.lying[v] = static_cast<int8_t>(intAt(tj, 4 + v, 0, d.workers));
      }
      tl.coatSeat = static_cast<int8_t>(intAt(tj, 6, -1, n_ - 1));
      tl.coatCount = static_cast<int8_t>(intAt(tj, 7, 0, 4));
      tl.oreCount = static_cast<int8_t>(tj[8].size());
      for (size_t i = 0; i < tj[8].size(); ++i) tl.ores[i] = static_cast<int8_t>(intAt(tj[8], i, 0, kGoods - 1));
    }
    pending_.clear();
    for (const auto& pj : r.array("pending", static_cast<size_t>(-1))) {
      if (!pj.is_object()) throw std::runtime_error("bad pending decision");
      Reader pr{pj};
      PendingStack ps{pr.integer("tile", 0, static_cast<int>(d.tileKind.size()) - 1), {}};
      const Json& drawn = pr.array("drawn", static_cast<size_t>(-1));
      if (drawn.empty() || drawn.size() > 3) throw std::runtime_error("bad pending draw");
      for (size_t i = 0; i < drawn.size(); ++i) {
        const int g = intAt(drawn, i, 0, kGoods - 1);
        if (g != coal && g != ironOre && g != silverOre) throw std::runtime_error("a drawn marker is not ore");
        ps.drawn.push_back(static_cast<int8_t>(g));
      }
      if (!d.kinds[d.tileKind[ps.tile]].isMine()) throw std::runtime_error("ore drawn for a tile that is no mine");
      pending_.push_back(ps);
    }
    if (!j.contains("rng") || !rng_.load(j["rng"])) throw std::runtime_error("bad random generator state");
  } catch (const std::exception& e) {
    error = e.what();
    return false;
  }
  std::vector<std::string> problems;
  checkInvariants(problems);
  if (!problems.empty()) {
    error = problems.front();
    return false;
  }
  return true;
}

}  // namespace neuland
