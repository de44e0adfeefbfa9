// Typed tables read once from data.json (embedded at build time).
#include <stdexcept>

#include "arle.hpp"

extern const char* ludoData_arle();

namespace arle {

namespace {

int goodId(const std::string& s) {
  if (s == "wood") return WOOD;
  if (s == "clay") return CLAY;
  if (s == "brick") return BRICK;
  if (s == "plank") return PLANK;
  throw std::runtime_error("arle data: unknown cost good " + s);
}

Data load() {
  using ludo::Json;
  Json j = Json::parse(ludoData_arle());
  Data d;
  d.version = j["version"].get<int>();
  static const char* toolIds[kTools] = {"fishTraps", "tanningRacks", "looms", "slaughteringTables", "spades",
                                        "shovels", "potteryWheels", "ovens", "axes", "workbenches"};
  for (int t = 0; t < kTools; ++t) {
    const Json& e = j["tools"][t];
    if (e["id"] != toolIds[t]) throw std::runtime_error("arle data: tool order");
    ToolData td;
    td.id = e["id"];
    td.fr = e["fr"];
    td.en = e["en"];
    td.values = e["values"].get<std::vector<int>>();
    td.vp = e["vp"].get<std::vector<int>>();
    for (auto& [k, v] : e["cost"].items()) {
      td.costGood = goodId(k);
      td.costN = v.get<int>();
    }
    d.tools.push_back(td);
  }
  static const char* eqIds[kEquip] = {"plough", "peatBoat", "handcart", "wagon", "cart", "horseCart", "carriage", "droshky"};
  for (int e = 0; e < kEquip; ++e) {
    const Json& x = j["equipment"][e];
    if (x["id"] != eqIds[e]) throw std::runtime_error("arle data: equipment order");
    EquipData ed;
    ed.id = x["id"];
    ed.fr = x["fr"];
    ed.en = x["en"];
    ed.large = x["size"] == "large";
    ed.combine = x.value("combine", true);
    ed.wood = x["cost"].value("wood", 0);
    ed.horses = x["cost"].value("horse", 0);
    ed.vp = x["vp"];
    ed.cells = x["cells"];
    d.equip.push_back(ed);
  }
  static const char* destIds[kDests] = {"hage", "beemoor", "dornum", "norden", "aurich", "esens", "emden", "leer", "bremen"};
  for (int i = 0; i < kDests; ++i) {
    const Json& x = j["destinations"][i];
    if (x["id"] != destIds[i]) throw std::runtime_error("arle data: destination order");
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
  static const char* bIds[kBuildings] = {
      "farmersHouse", "ploughMakersWorkshop", "noviceHut", "workshop", "weavingParlor", "colonistsHouse",
      "carpentersWorkshop", "schnapsDistillery", "loadingDock", "smallShop", "timberMerchant", "turnery",
      "smokehouse", "smithy", "cooperage", "bakehouse", "mill", "clothFactory", "textileHouse", "saddlery",
      "joinery", "coastalHouse", "pottersInn", "farmersInn", "junkDealersInn", "gulfInn", "dairyInn", "lockInn",
      "villageChurch", "lutetsburgCastle", "berumCastle"};
  for (int i = 0; i < kBuildings; ++i) {
    const Json& x = j["buildings"][i];
    if (x["id"] != bIds[i]) throw std::runtime_error("arle data: building order");
    BuildingData bd;
    bd.id = x["id"];
    bd.fr = x["fr"];
    bd.en = x["en"];
    bd.cost = x["cost"];
    bd.vp = x["vp"];
    bd.textFr = x["text"]["fr"];
    bd.textEn = x["text"]["en"];
    std::string g = x["group"];
    bd.group = g == "lightGreen" ? G_LIGHT : g == "darkGreen" ? G_DARK : g == "yellow" ? G_YELLOW
             : g == "orange" ? G_ORANGE : g == "blue" ? G_BLUE : G_RED;
    d.buildings.push_back(bd);
  }
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
  return d;
}

}  // namespace

const Data& data() {
  static const Data d = load();
  return d;
}

}  // namespace arle
