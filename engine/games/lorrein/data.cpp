// Reads data.json (embedded at build time) into typed tables, once; the names of things.
#include <stdexcept>

#include "state.hpp"

extern const char* ludoData_lorrein();

namespace lorrein {

namespace {

const char* const kLand[] = {"forest", "river", "meadow", "field", "lavender"};
const char* const kRaw[] = {"wood", "stone", "cow", "wheat", "lavender"};
const char* const kProduct[] = {"plank", "slate", "leather", "flour", "medicine"};
const char* const kGood[] = {"wood",  "stone", "cow",     "wheat", "lavender",
                             "plank", "slate", "leather", "flour", "medicine"};
const char* const kBead[] = {"brown", "blue", "green", "yellow", "purple", "red"};
const char* const kBuild[] = {"sawmill", "stonecutter", "tannery", "mill", "farm", "witchery", "duchy"};

Cost readCost(const ludo::Json& j) {
  Cost c;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const int g = goodFromName(it.key());
    if (g < 0) throw std::runtime_error("data.json: unknown good " + it.key());
    c.goods[g] = static_cast<int8_t>(it.value().get<int>());
  }
  return c;
}

Mission::Half readHalf(const ludo::Json& j) {
  Mission::Half h;
  for (int w = 0; w < kWorkshopKinds; ++w) h.ws[w] = static_cast<int8_t>(j.value(kBuild[w], 0));
  h.anyWs = static_cast<int8_t>(j.value("any", 0));
  h.farms = static_cast<int8_t>(j.value("farms", 0));
  h.duchies = static_cast<int8_t>(j.value("duchies", 0));
  h.large = static_cast<int8_t>(j.value("large", 0));
  h.witchery = static_cast<int8_t>(j.value("witchery", 0));
  return h;
}

Data load() {
  const ludo::Json j = ludo::Json::parse(ludoData_lorrein());
  Data d;
  d.version = j.at("version").get<int>();
  for (const auto& p : j.at("plates")) {
    std::array<int8_t, 9> plate{};
    int k = 0;
    for (char c : p.get<std::string>()) {
      if (c == ' ') continue;
      const char* codes = "FRMWL";
      int land = -1;
      for (int i = 0; i < kKinds; ++i)
        if (codes[i] == c) land = i;
      if (land < 0 || k >= 9) throw std::runtime_error("data.json: bad plate");
      plate[k++] = static_cast<int8_t>(land);
    }
    if (k != 9) throw std::runtime_error("data.json: a plate has 9 landscapes");
    d.plates.push_back(plate);
  }
  for (int k = 0; k < kKinds; ++k)
    d.productCards[k] = static_cast<int8_t>(j.at("productCards").at(kProduct[k]).get<int>());
  const ludo::Json& costs = j.at("costs");
  for (int b = 0; b < kBuildKinds; ++b) d.cost[b] = readCost(costs.at(kBuild[b]));
  d.enlarge = readCost(costs.at("enlarge"));
  d.moveWitchery = readCost(costs.at("moveWitchery"));
  for (const auto& s : j.at("startCards")) {
    StartCard c;
    c.number = s.at("number").get<int>();
    c.piece = buildFromName(s.at("piece").get<std::string>());
    if (c.piece < 0 || c.piece == buMill || c.piece == buFarm || c.piece == buDuchy)
      throw std::runtime_error("data.json: a start card gives a workshop or a witchery");
    d.starts.push_back(c);
  }
  for (const auto& m : j.at("missions")) {
    Mission mi;
    mi.id = m.at("id").get<std::string>();
    mi.upper = readHalf(m.at("upper"));
    mi.lower = readHalf(m.at("lower"));
    d.missions.push_back(mi);
  }
  return d;
}

}  // namespace

const Data& data() {
  static const Data d = load();
  return d;
}

int indexOf(const char* const* names, int count, const std::string& s) {
  for (int i = 0; i < count; ++i)
    if (s == names[i]) return i;
  return -1;
}

const char* kindName(int k) { return kLand[k]; }
const char* rawName(int k) { return kRaw[k]; }
const char* productName(int k) { return kProduct[k]; }
const char* beadName(int k) { return kBead[k]; }
const char* goodName(int g) { return kGood[g]; }
const char* buildName(int b) { return kBuild[b]; }
int goodFromName(const std::string& s) { return indexOf(kGood, kGoods, s); }
int beadFromName(const std::string& s) { return indexOf(kBead, kKinds + 1, s); }
int buildFromName(const std::string& s) { return indexOf(kBuild, kBuildKinds, s); }

int Offer::items(int side) const {
  int k = 0;
  if (side == sUse) {
    for (int x : use) k += x;
    return k;
  }
  for (int x : (side == sGive ? give : take)) k += x;
  return k;
}

}  // namespace lorrein
