// The JSON boundary, actions: their JSON forms both ways (view.cpp has the view and
// the snapshot).
#include <algorithm>
#include <string>

#include "ids.hpp"
#include "state.hpp"

namespace arle {

using ludo::Action;
using ludo::Json;

namespace {
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
}  // namespace

std::string itemId(int it) {
  if (it >= kLoadDestination && it < kLoadDestination + kDests) return data().dests[it - kLoadDestination].id;
  if (it > 0 && it < 7) return kItemIds[it];
  return "";
}
namespace {
int itemFromId(const std::string& s) {
  int i = find(kItemIds, 7, s);
  if (i > 0) return i;
  int d = destId(s);
  return d >= 0 ? kLoadDestination + d : -1;
}
}  // namespace

Json ArleState::actionToJson(const Action& a) const {
  Json j;
  if (a.type <= 0 || a.type >= kActTypes) return Json{{"type", "invalid"}};
  j["type"] = kActIds[a.type];
  const auto& x = a.arg;
  switch (a.type) {
    case kActPlace:
      j["space"] = data().spaces[x[0]].id;
      break;
    case kActPick:
      j["option"] = kOptIds[x[0]];
      if (x[0] == kPickCopy)
        j["space"] = data().spaces[x[1]].id;
      else if (x[0] == kPickStable)
        j["space"] = x[1];
      else if (x[0] == kPickPlough)
        j["from"] = data().equip[x[1]].id;
      else if (x[0] == kPickForest && (x[1] == 0 || x[1] == 1) && pendingKind(kAskFarmersInn))
        j["field"] = x[1] == 0 ? "grain" : "flax";
      else if (x[0] == kPickMaterials) {
        j["basic"] = (x[1] & 1) ? "clay" : "wood";
        j["processed"] = (x[1] & 2) ? "brick" : "plank";
      }
      break;
    case kActBuild:
      j["building"] = data().buildings[x[0]].id;
      j["pay"] = x[1];
      break;
    case kActTool:
      j["tool"] = data().tools[x[0]].id;
      break;
    case kActExtract:
      j["moor"] = x[0];
      break;
    case kActUpgrade:
      j["what"] = kUpgIds[x[0]];
      j["index"] = x[1];
      break;
    case kActVehicle:
      j["vehicle"] = data().equip[x[0]].id;
      break;
    case kActAmount:
      j["n"] = x[0];
      break;
    case kActLoad:
      j["vehicle"] = x[0];
      j["cell"] = x[1];
      j["item"] = itemId(x[2]);
      break;
    case kActSell:
      j["item"] = x[0];
      j["variant"] = x[1];
      break;
    case kActMove:
      j["from"] = x[0];
      j["to"] = x[1];
      j["species"] = kSpeciesIds[x[2]];
      break;
    case kActRelease:
      j["species"] = kSpeciesIds[x[1]];
      break;
    case kActBoat:
      j["good"] = kGoodIds[x[0]];
      break;
    case kActDiscard:
      j["equipment"] = data().equip[x[0]].id;
      j["index"] = x[1];
      break;
    case kActUse:
      j["building"] = data().buildings[x[0]].id;
      j["x"] = x[1];
      break;
    case kActHouse:
      j["building"] = data().buildings[x[0]].id;
      break;
    case kActField:
      j["side"] = x[0] == 0 ? "grain" : "flax";
      break;
    case kActTake:
    case kActPut:
      j["holding"] = x[0];
      j["species"] = kSpeciesIds[x[1]];
      break;
    default:
      break;
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
      case kActPlace:
        a0 = spaceId(str("space"));
        if (a0 < 0) return false;
        break;
      case kActSkip:
      case kActDone:
      case kActStop:
      case kActFeed:
      case kActArrange:
      case kActConfirm:
        break;
      case kActPick:
        a0 = find(kOptIds, kOpts, str("option"));
        if (a0 < 0) return false;
        if (a0 == kPickCopy) {
          a1 = spaceId(str("space"));
          if (a1 < 0) return false;
        } else if (a0 == kPickStable)
          a1 = num("space");
        else if (a0 == kPickPlough) {
          a1 = equipId(str("from"));
          if (a1 < 0) return false;
        } else if (a0 == kPickForest && j.contains("field"))
          a1 = str("field") == "flax" ? 1 : 0;
        else if (a0 == kPickMaterials)
          a1 = (str("basic") == "clay" ? 1 : 0) | (str("processed") == "brick" ? 2 : 0);
        break;
      case kActBuild:
        a0 = buildingId(str("building"));
        a1 = num("pay");
        if (a0 < 0) return false;
        break;
      case kActTool:
        a0 = toolId(str("tool"));
        if (a0 < 0) return false;
        break;
      case kActExtract:
        a0 = num("moor");
        break;
      case kActUpgrade:
        a0 = find(kUpgIds, kUpg, str("what"));
        a1 = num("index");
        if (a0 < 0) return false;
        break;
      case kActVehicle:
        a0 = equipId(str("vehicle"));
        if (a0 < 0) return false;
        break;
      case kActAmount:
        a0 = num("n");
        break;
      case kActLoad:
        a0 = num("vehicle");
        a1 = num("cell");
        a2 = itemFromId(str("item"));
        if (a2 < 0) return false;
        break;
      case kActSell:
        a0 = num("item");
        a1 = num("variant");
        break;
      case kActMove:
        a0 = num("from");
        a1 = num("to");
        a2 = find(kSpeciesIds, 3, str("species"));
        if (a2 < 0) return false;
        break;
      case kActRelease:
        a0 = -1;
        a1 = find(kSpeciesIds, 3, str("species"));
        if (a1 < 0) return false;
        break;
      case kActBoat:
        a0 = find(kGoodIds, kGoods, str("good"));
        if (a0 < 0) return false;
        break;
      case kActDiscard:
        a0 = equipId(str("equipment"));
        a1 = num("index");
        if (a0 < 0) return false;
        break;
      case kActUse:
        a0 = buildingId(str("building"));
        a1 = num("x");
        if (a0 < 0) return false;
        break;
      case kActHouse:
        a0 = buildingId(str("building"));
        if (a0 < 0) return false;
        break;
      case kActField:
        a0 = str("side") == "flax" ? 1 : 0;
        break;
      case kActTake:
      case kActPut:
        a0 = num("holding");
        a1 = find(kSpeciesIds, 3, str("species"));
        if (a1 < 0) return false;
        break;
    }
    if (!small(a0) || !small(a1) || !small(a2)) return false;
    out = act(t, a0, a1, a2);
    return true;
  } catch (...) {
    return false;
  }
}

}  // namespace arle
