// Reads data.json (embedded at build time) into typed tables, once.
#include <sstream>
#include <stdexcept>

#include "state.hpp"

extern const char* ludoData_glassroad();

namespace glassroad {

namespace {

// The building ids in the order of enum B (and of the appendix tables).
const char* const kIds[kTiles] = {"clay_pit",
                                  "engraving_workshop",
                                  "inn",
                                  "clay_basin",
                                  "notary_office",
                                  "county_office",
                                  "builders_hut",
                                  "lumberjacks_hut",
                                  "marsh_hut",
                                  "construction_company",
                                  "sand_depot",
                                  "roofers",
                                  "potash_maker",
                                  "ceramics_factory",
                                  "farm",
                                  "charcoal_kiln",
                                  "furnace",
                                  "reed_hut",
                                  "settlers_house",
                                  "shingle_maker",
                                  "joinery",
                                  "guesthouse",
                                  "tree_nursery",
                                  "hardware_store",
                                  "sandworks",
                                  "sand_pit",
                                  "sawmill",
                                  "soup_kitchen",
                                  "spa",
                                  "silt_pit",
                                  "cooperage",
                                  "carpenters_workshop",
                                  "sculptors_workshop",
                                  "landscaping_office",
                                  "tool_shed",
                                  "forest_hut",
                                  "shack",
                                  "artists_camp",
                                  "winery",
                                  "water_tower",
                                  "dairy",
                                  "clay_depot",
                                  "wood_depot",
                                  "fuel_depot",
                                  "raftsman",
                                  "builders_storehouse",
                                  "river_warehouse",
                                  "barn",
                                  "boathouse",
                                  "loess_islet",
                                  "sandy_islet",
                                  "country_house",
                                  "guild_house",
                                  "wood_merchant",
                                  "fishery",
                                  "loess_plateau",
                                  "clay_embankment",
                                  "sand_reserve",
                                  "reservoir",
                                  "hot_spring",
                                  "stockpile",
                                  "tavern",
                                  "cabinetmakers_workshop",
                                  "pottery_studio",
                                  "potters_workshop",
                                  "glaziers_workshop",
                                  "bathhouse",
                                  "fish_ponds",
                                  "bargemen",
                                  "estate",
                                  "lock",
                                  "village_church",
                                  "warehouse",
                                  "coal_store",
                                  "extension",
                                  "factory",
                                  "coal_works",
                                  "clinker_works",
                                  "pantry",
                                  "ice_house",
                                  "masons_guild",
                                  "botanical_garden",
                                  "store",
                                  "half_timbered_house",
                                  "nature_friends_house",
                                  "forest_house",
                                  "manor",
                                  "water_mill",
                                  "hunting_lodge",
                                  "forest_lodge",
                                  "silt_reserve",
                                  "glassworks",
                                  "glassblowers_village"};

// The landscape layout (ASSUMPTIONS.md item 1) and its adjacency (G4).
void parseLandscape(const ludo::Json& j, Data& d) {
  const auto& ls = j.at("landscape");
  d.rows = ls.at("rows").get<int>();
  d.cols = ls.at("cols").get<int>();
  d.squares = d.rows * d.cols;
  if (d.squares > kMaxSquares) throw std::runtime_error("landscape too large");
  int sq = 0, forests = 0;
  for (const auto& row : ls.at("layout")) {
    std::istringstream in(row.get<std::string>());
    std::string tok;
    while (in >> tok) {
      if (sq >= d.squares) throw std::runtime_error("layout: too many squares");
      d.startId[sq] = -1;
      switch (tok[0]) {
        case 'B':
          d.startKind[sq] = sqBuilding;
          d.startId[sq] = static_cast<int16_t>(kBaseFirst + std::stoi(tok.substr(1)));
          break;
        case 'F': {
          int f = std::stoi(tok.substr(1));
          d.startKind[sq] = sqForest;
          d.startId[sq] = static_cast<int16_t>(f);
          forests = std::max(forests, f + 1);
          break;
        }
        case 'Q':
          d.startKind[sq] = sqQuarry;
          break;
        case 'G':
          d.startKind[sq] = sqGrove;
          break;
        case 'P':
          d.startKind[sq] = sqPond;
          break;
        case 'E':
          d.startKind[sq] = sqEmpty;
          break;
        default:
          throw std::runtime_error("layout: bad token " + tok);
      }
      ++sq;
    }
  }
  if (sq != d.squares) throw std::runtime_error("layout: wrong square count");
  d.forests = forests;
  d.adj.resize(d.squares);
  for (int s = 0; s < d.squares; ++s) {
    int r = s / d.cols, c = s % d.cols;
    if (r > 0) d.adj[s].push_back(static_cast<int8_t>(s - d.cols));
    if (c > 0) d.adj[s].push_back(static_cast<int8_t>(s - 1));
    if (c + 1 < d.cols) d.adj[s].push_back(static_cast<int8_t>(s + 1));
    if (r + 1 < d.rows) d.adj[s].push_back(static_cast<int8_t>(s + d.cols));
  }
}

void parseWheels(const ludo::Json& j, Data& d) {
  const auto& wh = j.at("wheels");
  for (int w = 0; w < 2; ++w) {
    const auto& st = wh.at(w == 0 ? "glass" : "brick").at("start");
    for (auto it = st.begin(); it != st.end(); ++it) {
      int r = resFromName(it.key());
      if (r < 0 || !onWheel(w, r)) throw std::runtime_error("wheel start: bad resource " + it.key());
      d.startWheel[w][r] = static_cast<int8_t>(it.value().get<int>());
    }
  }
}

void parseBuildings(const ludo::Json& j, Data& d) {
  const auto& bs = j.at("buildings");
  if (bs.size() != static_cast<size_t>(kTiles)) throw std::runtime_error("93 buildings expected");
  for (int i = 0; i < kTiles; ++i) {
    const auto& b = bs[i];
    BuildingDef def;
    def.id = b.at("id").get<std::string>();
    if (def.id != kIds[i]) throw std::runtime_error("building order: " + def.id);
    def.nameFr = b.at("names").at("fr").get<std::string>();
    def.nameEn = b.at("names").at("en").get<std::string>();
    const std::string kind = b.at("kind").get<std::string>();
    def.kind = kind == "conversion" ? bkConversion : kind == "immediate" ? bkImmediate : bkPoints;
    const auto& c = b.at("cost");
    def.cost = {static_cast<int8_t>(c.at("wood").get<int>()), static_cast<int8_t>(c.at("glass").get<int>()),
                static_cast<int8_t>(c.at("clay").get<int>()), static_cast<int8_t>(c.at("brick").get<int>())};
    def.points = b.at("points").get<int>();
    def.beginner = b.at("beginner").get<bool>();
    d.buildings.push_back(def);
  }
  const auto& base = j.at("baseBuildings");
  for (const auto& b : base) {
    BuildingDef def;
    def.id = b.at("id").get<std::string>();
    def.nameFr = b.at("names").at("fr").get<std::string>();
    def.nameEn = b.at("names").at("en").get<std::string>();
    def.kind = bkBase;
    d.buildings.push_back(def);
  }
  if (d.buildings.size() != static_cast<size_t>(kTiles + kBaseCount))
    throw std::runtime_error("3 base buildings expected");
  for (int i = 0; i < kTiles; ++i) {
    const auto& b = bs[i];
    if (b.contains("upgrades")) {
      const std::string u = b["upgrades"].get<std::string>();
      for (int k = kBaseFirst; k < kBaseFirst + kBaseCount; ++k)
        if (d.buildings[k].id == u) d.buildings[i].upgrades = static_cast<int16_t>(k);
      if (d.buildings[i].upgrades < 0) throw std::runtime_error("unknown base building " + u);
    }
  }
}

void parseCards(const ludo::Json& j, Data& d) {
  static const char* const cardIds[kCards] = {
      "feudal_lord", "worker",        "forester",        "pond_builder",    "cultivator",
      "supplier",    "builder",       "carpenter",       "clearing_farmer", "woodcutter",
      "clay_digger", "fuel_merchant", "charcoal_burner", "fisherman",       "water_carrier"};
  const auto& cs = j.at("craftsmen");
  if (cs.size() != static_cast<size_t>(kCards)) throw std::runtime_error("15 craftsmen expected");
  for (int i = 0; i < kCards; ++i) {
    CardDef c;
    c.id = cs[i].at("id").get<std::string>();
    if (c.id != cardIds[i]) throw std::runtime_error("craftsman order: " + c.id);
    c.nameFr = cs[i].at("names").at("fr").get<std::string>();
    c.nameEn = cs[i].at("names").at("en").get<std::string>();
    const auto& p = cs[i].at("payment");
    std::string ps = p.is_null() ? "" : p.get<std::string>();
    c.payment = ps == "food"     ? payFood
                : ps == "coal"   ? payCoal
                : ps == "wood"   ? payWood
                : ps == "water"  ? payWater
                : ps == "forest" ? payForest
                                 : payNone;
    d.cards.push_back(c);
  }
}

Data parse() {
  Data d;
  const ludo::Json j = ludo::Json::parse(ludoData_glassroad());
  d.version = j.at("version").get<int>();
  parseLandscape(j, d);
  parseWheels(j, d);
  parseBuildings(j, d);
  parseCards(j, d);
  const auto& solo = j.at("soloCards");
  for (int i = 0; i < 7; ++i) d.soloCards[i] = solo.at(i).get<int>();
  d.soloRemarkable = j.at("soloRemarkable").get<int>();
  return d;
}

}  // namespace

const Data& data() {
  static const Data d = parse();
  return d;
}

int buildingFromId(const std::string& s) {
  const auto& bs = data().buildings;
  for (size_t i = 0; i < bs.size(); ++i)
    if (bs[i].id == s) return static_cast<int>(i);
  return -1;
}

int cardFromId(const std::string& s) {
  const auto& cs = data().cards;
  for (size_t i = 0; i < cs.size(); ++i)
    if (cs[i].id == s) return static_cast<int>(i);
  return -1;
}

}  // namespace glassroad
