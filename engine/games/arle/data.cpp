// Typed tables read once from data.json (embedded at build time).
#include <stdexcept>

#include "arle.hpp"
#include "generated/arle_ids.hpp"

extern const char* ludoData_arle();

namespace arle {

// The enums of arle.hpp follow data.json's order, checked against the ids CMake
// generates from it (a component added to data.json without its enum fails here).
namespace ids = ludo::arle::ids;
static_assert(kTools == ids::kToolsCount && kWorkbenches == static_cast<int>(ids::Tools::workbenches));
static_assert(kEquip == ids::kEquipmentCount && kDroshky == static_cast<int>(ids::Equipment::droshky));
static_assert(kDests == ids::kDestinationsCount && kBremen == static_cast<int>(ids::Destinations::bremen));
static_assert(kBuildings == ids::kBuildingsCount &&
              kBerumCastle == static_cast<int>(ids::Buildings::berumCastle));
static_assert(kSpaces == ids::kActionSpacesCount &&
              kSpaceLaborerWinter == static_cast<int>(ids::ActionSpaces::laborerWinter));

namespace {

using ludo::Json;

const char* kGoodNames[kGoods] = {
    "food",  "grain", "flax",  "hide",     "wool",    "wood",          "clay",          "plank",
    "brick", "peat",  "linen", "woolYarn", "leather", "summerClothes", "winterClothes", "leatherClothes"};

int goodId(const std::string& s) {
  for (int g = 0; g < kGoods; ++g)
    if (s == kGoodNames[g]) return g;
  throw std::runtime_error("arle data: unknown good " + s);
}

Cost readCost(const Json& j) {
  Cost c{};
  for (auto& [k, v] : j.items()) c[goodId(k)] = static_cast<int16_t>(v.get<int>());
  return c;
}

Cost costOf(std::initializer_list<std::pair<int, int>> goods) {
  Cost c{};
  for (auto [g, n] : goods) c[g] = static_cast<int16_t>(c[g] + n);
  return c;
}

// Words for the cost in the view: {key, English singular, plural, French singular, plural}.
struct Word {
  const char *key, *en, *ens, *fr, *frs;
};
const Word kWords[] = {
    {"plank", "plank", "planks", "madrier", "madriers"},
    {"brick", "brick", "bricks", "brique", "briques"},
    {"material", "building material", "building materials", "matériau de construction",
     "matériaux de construction"},
    {"differentMaterials", "", "different building materials", "", "matériaux de construction différents"},
    {"differentClothes", "", "different clothes", "", "vêtements différents"},
    {"oneOf", "", "", "", ""},
    {"grain", "grain", "grain", "blé", "blés"},
    {"flax", "flax", "flax", "lin", "lins"},
    {"wool", "wool", "wool", "laine", "laines"},
    {"leather", "leather", "leather", "cuir", "cuirs"},
    {"food", "food", "food", "nourriture", "nourritures"},
};

std::string amount(int n, const Word& w, bool fr) {
  return std::to_string(n) + " " + (fr ? (n > 1 ? w.frs : w.fr) : (n > 1 ? w.ens : w.en));
}
const Word& word(const std::string& key) {
  for (const Word& w : kWords)
    if (key == w.key) return w;
  throw std::runtime_error("arle data: no words for cost " + key);
}

// A building's cost: fixed goods plus one choice ("material": any one of wood,
// clay, plank, brick; "differentMaterials": 2 of them, then 2 planks and 2
// bricks standing for a wood and a clay; "differentClothes": 2 different
// clothes; "oneOf": a list). Each way to pay is one Cost, in the order the
// build action's "pay" index counts them.
void readBuildingCost(const Json& j, BuildingData& bd) {
  static const int mats[4] = {kWood, kClay, kPlank, kBrick};
  static const int clothes[3] = {kSummerClothes, kWinterClothes, kLeatherClothes};
  Cost base{};
  std::vector<Cost> choice;
  std::vector<size_t> standIns;  // the ways that pay a plank for a wood or a brick for a clay
  std::string en, fr;
  for (const Word& w : kWords) {
    if (!j.contains(w.key)) continue;
    const Json& v = j[w.key];
    std::string partEn, partFr;
    if (std::string(w.key) == "oneOf") {
      for (const Json& alt : v) {
        choice.push_back(readCost(alt));
        auto [k, n] = *alt.items().begin();
        partEn += (partEn.empty() ? "" : " or ") + amount(n.get<int>(), word(k), false);
        partFr += (partFr.empty() ? "" : " ou ") + amount(n.get<int>(), word(k), true);
      }
    } else {
      int n = v.get<int>();
      partEn = amount(n, w, false), partFr = amount(n, w, true);
      std::string key = w.key;
      if (key == "material")
        for (int m : mats) choice.push_back(costOf({{m, n}}));
      else if (key == "differentMaterials") {
        for (int a = 0; a < 4; ++a)
          for (int b = a + 1; b < 4; ++b) choice.push_back(costOf({{mats[a], 1}, {mats[b], 1}}));
        // p. 6 « vous pouvez toujours payer un madrier à la place d'un bois et une brique à la place
        // d'une argile »: wood + plank paid plank + plank, clay + brick paid brick + brick.
        standIns = {choice.size(), choice.size() + 1};
        choice.push_back(costOf({{kPlank, 2}}));
        choice.push_back(costOf({{kBrick, 2}}));
      } else if (key == "differentClothes")
        for (int a = 0; a < 3; ++a)
          for (int b = a + 1; b < 3; ++b) choice.push_back(costOf({{clothes[a], 1}, {clothes[b], 1}}));
      else
        base[goodId(key)] = static_cast<int16_t>(n);
    }
    en += (en.empty() ? "" : " + ") + partEn;
    fr += (fr.empty() ? "" : " + ") + partFr;
  }
  if (choice.empty()) choice.push_back(Cost{});
  for (Cost& c : choice)
    for (int g = 0; g < kGoods; ++g) c[g] = static_cast<int16_t>(c[g] + base[g]);
  bd.payments = choice;
  bd.standIn.assign(choice.size(), false);
  for (size_t k : standIns) bd.standIn[k] = true;
  bd.costEn = en, bd.costFr = fr;
}

void readTools(const Json& j, Data& d) {
  for (int t = 0; t < kTools; ++t) {
    const Json& e = j["tools"][t];
    if (e["id"] != ids::kToolsIds[t]) throw std::runtime_error("arle data: tool order");
    ToolData td;
    td.id = e["id"];
    td.fr = e["fr"];
    td.en = e["en"];
    td.values = e["values"].get<std::vector<int>>();
    td.vp = e["vp"].get<std::vector<int>>();
    td.cost = readCost(e["cost"]);
    d.tools.push_back(td);
  }
}

void readEquipment(const Json& j, Data& d) {
  for (int e = 0; e < kEquip; ++e) {
    const Json& x = j["equipment"][e];
    if (x["id"] != ids::kEquipmentIds[e]) throw std::runtime_error("arle data: equipment order");
    EquipData ed;
    ed.id = x["id"];
    ed.fr = x["fr"];
    ed.en = x["en"];
    ed.large = x["size"] == "large";
    ed.combine = x.value("combine", true);
    ed.cost[kWood] = static_cast<int16_t>(x["cost"].value("wood", 0));
    ed.horses = x["cost"].value("horse", 0);
    ed.vp = x["vp"];
    ed.cells = x["cells"];
    d.equip.push_back(ed);
  }
  for (int i = 0; i < kDests; ++i) {
    const Json& x = j["destinations"][i];
    if (x["id"] != ids::kDestinationsIds[i]) throw std::runtime_error("arle data: destination order");
    DestData dd;
    dd.id = x["id"];
    dd.fr = x["fr"];
    dd.en = x["en"];
    dd.size = x["size"];
    dd.textFr = x["text"]["fr"];
    dd.textEn = x["text"]["en"];
    for (const Json& s : x["sales"]) dd.sales.push_back({s["id"].get<std::string>(), s["food"].get<int>()});
    d.dests.push_back(dd);
  }
}

void readBuildings(const Json& j, Data& d) {
  for (int i = 0; i < kBuildings; ++i) {
    const Json& x = j["buildings"][i];
    if (x["id"] != ids::kBuildingsIds[i]) throw std::runtime_error("arle data: building order");
    BuildingData bd;
    bd.id = x["id"];
    bd.fr = x["fr"];
    bd.en = x["en"];
    readBuildingCost(x["cost"], bd);
    bd.vp = x["vp"];
    bd.textFr = x["text"]["fr"];
    bd.textEn = x["text"]["en"];
    std::string g = x["group"];
    bd.group = g == "lightGreen"  ? kLightGreen
               : g == "darkGreen" ? kDarkGreen
               : g == "yellow"    ? kYellow
               : g == "orange"    ? kOrange
               : g == "blue"      ? kBlue
                                  : kRed;
    d.buildings.push_back(bd);
  }
}

void readSpacesAndNumbers(const Json& j, Data& d) {
  for (int i = 0; i < kSpaces; ++i) {
    const Json& x = j["actionSpaces"][i];
    SpaceData sd;
    sd.id = x["id"];
    sd.fr = x["fr"];
    sd.en = x["en"];
    sd.winter = x["season"] == "winter";
    sd.textFr = x["text"]["fr"];
    sd.textEn = x["text"]["en"];
    if (sd.winter != (i >= 15)) throw std::runtime_error("arle data: action space order");
    d.spaces.push_back(sd);
  }
  d.travelVp = j["travelTrack"]["vp"].get<std::vector<int>>();
  if (d.travelVp.size() != 20) throw std::runtime_error("arle data: travel track");
  const Json& l = j["limits"];
  d.limField = l["field"];
  d.limStall = l["stall"];
  d.limStable = l["stable"];
  d.limForest = l["forest"];
  d.limPloughBoat = l["ploughBoat"];
  d.limHandcart = l["handcart"];
  d.limCart = l["cart"];
  d.limCarriage = l["carriole"];
  d.limWood = l["wood"];
  d.limClay = l["clay"];
  const Json& s = j["start"];
  d.startWood = s["wood"];
  d.startClay = s["clay"];
  d.startPeat = s["peat"];
  d.moorPeat = s["moorPeat"];
  d.startGoods = readCost(s["goods"]);
  const Json& v = j["tileVp"];
  d.vpForest = v["forest"];
  d.vpPark = v["park"];
  d.vpStall = v["stall"];
  d.vpStorehouse = v["storehouse"];
  d.vpStable = v["stable"];
  d.vpDouble = v["doubleStall"];
  d.vpMoor = v["moor"];
  d.vpDriedMoor = v["driedMoor"];
  d.vpMarsh = v["marshTop"];
}

Data load() {
  Json j = Json::parse(ludoData_arle());
  Data d;
  d.version = j["version"].get<int>();
  readTools(j, d);
  readEquipment(j, d);
  readBuildings(j, d);
  readSpacesAndNumbers(j, d);
  return d;
}

}  // namespace

const Data& data() {
  static const Data d = load();
  return d;
}

}  // namespace arle
