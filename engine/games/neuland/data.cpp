// Reads data.json (embedded at build time) into typed tables, once.
#include <algorithm>
#include <stdexcept>

#include "neuland.hpp"

extern const char* ludoData_neuland();

namespace neuland {

namespace {

Terrain terrainOf(const std::string& s) {
  if (s == "forest") return Terrain::forest;
  if (s == "field") return Terrain::field;
  if (s == "mountain") return Terrain::mountain;
  throw std::runtime_error("neuland data: unknown terrain " + s);
}

void readMap(const ludo::Json& j, Data& d);
void flatten(Data& d);

Data build() {
  const ludo::Json j = ludo::Json::parse(ludoData_neuland());
  Data d;
  d.goodNames = j["goods"].get<std::vector<std::string>>();
  d.categoryNames = j["categories"].get<std::vector<std::string>>();
  d.colors = j["colors"].get<std::vector<std::string>>();
  auto good = [&](const std::string& s) {
    if (s == "ore") return ore;
    int g = d.goodIndex(s);
    if (g < 0) throw std::runtime_error("neuland data: unknown good " + s);
    return static_cast<Good>(g);
  };
  for (const auto& p : j["production"]) {
    Kind k;
    k.id = p["id"];
    k.terrain = terrainOf(p["terrain"]);
    k.material = good(p["material"]);
    k.count = p["count"];
    for (const auto& r : p["recipes"]) {
      Recipe rec;
      for (const auto& g : r["in"]) rec.in.push_back(good(g));
      rec.out = good(r["out"]);
      k.recipes.push_back(rec);
    }
    d.kinds.push_back(k);
  }
  for (const auto& p : j["properties"]) {
    Kind k;
    k.id = p["id"];
    k.property = true;
    k.terrain = terrainOf(p["terrain"]);
    k.material = stone;  // p. 8 (IV): a property costs one stone
    k.count = 1;
    k.value = p["value"];
    const auto& cats = d.categoryNames;
    k.category = static_cast<int>(std::find(cats.begin(), cats.end(), p["category"].get<std::string>()) -
                                  cats.begin());
    if (k.category >= kCategories) throw std::runtime_error("neuland data: unknown category");
    for (const auto& g : p["cost"]) k.cost.push_back(good(g));
    if (k.cost.size() > 4) throw std::runtime_error("neuland data: a property needs at most 4 goods");
    d.kinds.push_back(k);
  }
  for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k) {
    d.firstTile.push_back(static_cast<int>(d.tileKind.size()));
    for (int c = 0; c < d.kinds[k].count; ++c) d.tileKind.push_back(k);
    if (d.kinds[k].property) d.categoryStack[d.kinds[k].category].push_back(k);
  }
  for (auto& stack : d.categoryStack)
    std::sort(stack.begin(), stack.end(), [&](int a, int b) { return d.kinds[a].value < d.kinds[b].value; });
  d.huntingLodge = d.kindIndex("huntingLodge");
  d.woodcutter = d.kindIndex("woodcutter");
  readMap(j, d);
  return d;
}

// The map, the sections, the numbers by player count.
void readMap(const ludo::Json& j, Data& d) {
  for (int h = 0; h < kHexes; ++h) d.coords[h] = {j["hexes"][h][0].get<int>(), j["hexes"][h][1].get<int>()};
  for (int a = 0; a < kHexes; ++a)
    for (int b = 0; b < kHexes; ++b) {
      int dq = d.coords[a][0] - d.coords[b][0], dr = d.coords[a][1] - d.coords[b][1];
      d.dist[a][b] = (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
    }
  const auto& bl = j["beginnerLayout"];
  for (int h = 0; h < kHexes; ++h) d.beginnerTerrain[h] = terrainOf(bl["terrain"][h]);
  d.beginnerStart = bl["start"].get<std::vector<int>>();
  for (const auto& s : j["sections"]) {
    std::vector<Terrain> sec;
    for (const auto& t : s) sec.push_back(terrainOf(t));
    d.sections.push_back(sec);
  }
  for (int p = 2; p <= 4; ++p) {
    d.timeLine[p] = j["timeLine"][std::to_string(p)];
    d.coats[p] = j["coats"][std::to_string(p)];
  }
  d.workers = j["workersPerPlayer"];
  d.metalMarkers = {j["metalMarkers"]["iron"].get<int>(), j["metalMarkers"]["silver"].get<int>()};
  flatten(d);
  d.ores = {j["ores"]["coal"].get<int>(), j["ores"]["ironOre"].get<int>(), j["ores"]["silverOre"].get<int>()};
}

// The tile and kind tables the hot loops read (the same facts as Kind, flat).
void flatten(Data& d) {
  if (d.kinds.size() > kMaxKinds || d.tileKind.size() > kMaxTiles)
    throw std::runtime_error("neuland data: too many tiles");
  for (int t = 0; t < static_cast<int>(d.tileKind.size()); ++t) {
    const Kind& k = d.kinds[d.tileKind[t]];
    TileInfo info;
    info.kind = static_cast<int8_t>(d.tileKind[t]);
    info.property = k.property;
    info.mine = k.isMine();
    info.recipes = static_cast<int8_t>(k.recipes.size());
    for (size_t r = 0; r < k.recipes.size() && r < 2; ++r) {
      info.out[r] = k.recipes[r].out;
      if (k.recipes[r].in.size() > 2)
        throw std::runtime_error("neuland data: a recipe needs at most 2 goods");
      info.inCount[r] = static_cast<int8_t>(k.recipes[r].in.size());
      for (size_t i = 0; i < k.recipes[r].in.size(); ++i) info.in[r][i] = k.recipes[r].in[i];
    }
    d.tiles.push_back(info);
    if (!info.property) d.unitMask |= uint64_t{1} << t;
    if (info.mine) d.mineMask |= uint64_t{1} << t;
  }
  for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k) {
    const Kind& kind = d.kinds[k];
    KindInfo& info = d.kindInfo[k];
    info.property = kind.property;
    info.mine = kind.isMine();
    info.terrain = kind.terrain;
    info.material = kind.material;
    info.category = static_cast<int8_t>(kind.category);
    info.value = static_cast<int8_t>(kind.value);
    info.firstTile = static_cast<int8_t>(d.firstTile[k]);
    info.count = static_cast<int8_t>(kind.count);
    info.costCount = static_cast<int8_t>(kind.cost.size());
    for (size_t i = 0; i < kind.cost.size(); ++i) info.cost[i] = kind.cost[i];
    if (kind.property) d.propertyKinds |= 1u << k;
  }
}

}  // namespace

int Data::kindIndex(const std::string& id) const {
  for (size_t k = 0; k < kinds.size(); ++k)
    if (kinds[k].id == id) return static_cast<int>(k);
  return -1;
}

int Data::goodIndex(const std::string& name) const {
  for (size_t g = 0; g < goodNames.size(); ++g)
    if (goodNames[g] == name) return static_cast<int>(g);
  return -1;
}

const Data& buildData() {
  static const Data d = build();
  return d;
}

}  // namespace neuland
