// The JSON boundary, actions: their JSON forms both ways (view.cpp has the view and
// the snapshot).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/limits.hpp"
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
// The index of the record whose id is `s` among the first `n` of `table`, -1 if none.
template <class T>
int idIn(const std::vector<T>& table, int n, const std::string& s) {
  for (int i = 0; i < n; ++i)
    if (table[i].id == s) return i;
  return -1;
}
int spaceId(const std::string& s) { return idIn(data().spaces, kSpaces, s); }
int equipId(const std::string& s) { return idIn(data().equip, kEquip, s); }
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
  int d = idIn(data().dests, kDests, s);
  return d >= 0 ? kLoadDestination + d : -1;
}

// ------------------------------------------------------------ the form table
// How one action argument is written in JSON.
enum Field : int8_t {
  kNoField,     // not an argument
  kNumber,      // a plain integer
  kSpaceId,     // an action space's id
  kBuildingId,  // a building's id
  kEquipId,     // an equipment tile's id (vehicles and ploughs)
  kToolId,      // a tool's id
  kUpgradeId,   // what an upgrade improves (kUpgIds)
  kItemId,      // a load item: a good or a destination tile (itemId)
  kSpeciesId,   // sheep, cow, horse
  kGoodId,      // a good (kGoodIds)
  kFieldSide,   // "grain" (0) or "flax" (1)
  kMinusOne,    // not written; always -1
};
struct Slot {
  const char* key = nullptr;
  Field field = kNoField;
};
// An action type's JSON form: its arguments a0, a1, a2 in order. kActPick's
// fields depend on the option picked (pickToJson/pickFromJson).
struct Form {
  Slot arg[3];
};

const Form& form(int type) {
  static const auto forms = [] {
    std::array<Form, kActTypes> f{};
    f[kActPlace] = {{{"space", kSpaceId}}};
    f[kActBuild] = {{{"building", kBuildingId}, {"pay", kNumber}}};
    f[kActTool] = {{{"tool", kToolId}}};
    f[kActExtract] = {{{"moor", kNumber}}};
    f[kActUpgrade] = {{{"what", kUpgradeId}, {"index", kNumber}}};
    f[kActVehicle] = {{{"vehicle", kEquipId}}};
    f[kActAmount] = {{{"n", kNumber}}};
    f[kActLoad] = {{{"vehicle", kNumber}, {"cell", kNumber}, {"item", kItemId}}};
    f[kActSell] = {{{"item", kNumber}, {"variant", kNumber}}};
    f[kActMove] = {{{"from", kNumber}, {"to", kNumber}, {"species", kSpeciesId}}};
    f[kActRelease] = {{{nullptr, kMinusOne}, {"species", kSpeciesId}}};
    f[kActBoat] = {{{"good", kGoodId}}};
    f[kActDiscard] = {{{"equipment", kEquipId}, {"index", kNumber}}};
    f[kActUse] = {{{"building", kBuildingId}, {"x", kNumber}}};
    f[kActHouse] = {{{"building", kBuildingId}}};
    f[kActField] = {{{"side", kFieldSide}}};
    f[kActTake] = f[kActPut] = {{{"holding", kNumber}, {"species", kSpeciesId}}};
    return f;
  }();
  return forms[type];
}

Json fieldToJson(Field f, int v) {
  switch (f) {
    case kNumber:
      return v;
    case kSpaceId:
      return data().spaces[v].id;
    case kBuildingId:
      return data().buildings[v].id;
    case kEquipId:
      return data().equip[v].id;
    case kToolId:
      return data().tools[v].id;
    case kUpgradeId:
      return kUpgIds[v];
    case kItemId:
      return itemId(v);
    case kSpeciesId:
      return kSpeciesIds[v];
    case kGoodId:
      return kGoodIds[v];
    case kFieldSide:
      return v == 0 ? "grain" : "flax";
    default:
      return nullptr;
  }
}

// A whole number of an action (an index, a count): exactly an integer in the
// range actionFromJson accepts, so that 1e30 or 2.5 is refused, never converted.
bool smallInt(const Json& v, int& out) {
  int64_t x = 0;
  if (!ludo::exactInt(v, -1, 999, x)) return false;
  out = static_cast<int>(x);
  return true;
}

// Reads one argument (throws on a value of the wrong JSON type); false when it
// names nothing known.
bool fieldFromJson(Field f, const Json& v, int& out) {
  switch (f) {
    case kNumber:
      return smallInt(v, out);
    case kFieldSide:
      out = v.get<std::string>() == "flax" ? 1 : 0;
      return true;
    case kSpaceId:
      out = spaceId(v.get<std::string>());
      break;
    case kBuildingId:
      out = idIn(data().buildings, kBuildings, v.get<std::string>());
      break;
    case kEquipId:
      out = equipId(v.get<std::string>());
      break;
    case kToolId:
      out = idIn(data().tools, kTools, v.get<std::string>());
      break;
    case kUpgradeId:
      out = find(kUpgIds, kUpg, v.get<std::string>());
      break;
    case kItemId:
      out = itemFromId(v.get<std::string>());
      break;
    case kSpeciesId:
      out = find(kSpeciesIds, 3, v.get<std::string>());
      break;
    case kGoodId:
      out = find(kGoodIds, kGoods, v.get<std::string>());
      break;
    default:
      return false;
  }
  return out >= 0;
}

// kActPick: the option, then what that option names (a1).
bool pickFromJson(const Json& j, int& a0, int& a1) {
  auto str = [&](const char* k) { return j.at(k).get<std::string>(); };
  a0 = find(kOptIds, kOpts, str("option"));
  if (a0 < 0) return false;
  if (a0 == kPickCopy) {
    a1 = spaceId(str("space"));
    if (a1 < 0) return false;
  } else if (a0 == kPickStable) {
    if (!smallInt(j.at("space"), a1)) return false;
  } else if (a0 == kPickPlough) {
    a1 = equipId(str("from"));
    if (a1 < 0) return false;
  } else if (a0 == kPickForest && j.contains("field"))
    a1 = str("field") == "flax" ? 1 : 0;
  else if (a0 == kPickMaterials)
    a1 = (str("basic") == "clay" ? 1 : 0) | (str("processed") == "brick" ? 2 : 0);
  return true;
}

// kActPick's option and what it names; the Farmers' Inn's forest pick names its field.
void pickToJson(const Action& a, bool farmersInn, Json& j) {
  const auto& x = a.arg;
  j["option"] = kOptIds[x[0]];
  if (x[0] == kPickCopy)
    j["space"] = data().spaces[x[1]].id;
  else if (x[0] == kPickStable)
    j["space"] = x[1];
  else if (x[0] == kPickPlough)
    j["from"] = data().equip[x[1]].id;
  else if (x[0] == kPickForest && (x[1] == 0 || x[1] == 1) && farmersInn)
    j["field"] = x[1] == 0 ? "grain" : "flax";
  else if (x[0] == kPickMaterials) {
    j["basic"] = (x[1] & 1) ? "clay" : "wood";
    j["processed"] = (x[1] & 2) ? "brick" : "plank";
  }
}
}  // namespace

Json ArleState::actionToJson(const Action& a) const {
  Json j;
  if (a.type <= 0 || a.type >= kActTypes) return Json{{"type", "invalid"}};
  j["type"] = kActIds[a.type];
  if (a.type == kActPick) pickToJson(a, pendingKind(kAskFarmersInn), j);
  const Form& f = form(a.type);
  for (int i = 0; i < 3; ++i)
    if (f.arg[i].key) j[f.arg[i].key] = fieldToJson(f.arg[i].field, a.arg[i]);
  return j;
}

bool ArleState::actionFromJson(const Json& j, Action& out) const {
  try {
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) return false;
    int t = find(kActIds, kActTypes, j["type"].get<std::string>());
    if (t <= 0) return false;
    int a[3] = {0, 0, 0};
    if (t == kActPick && !pickFromJson(j, a[0], a[1])) return false;
    const Form& f = form(t);
    for (int i = 0; i < 3; ++i) {
      if (f.arg[i].field == kMinusOne)
        a[i] = -1;
      else if (f.arg[i].key && !fieldFromJson(f.arg[i].field, j.at(f.arg[i].key), a[i]))
        return false;
    }
    for (int v : a)
      if (v < -1 || v >= 1000) return false;
    out = act(t, a[0], a[1], a[2]);
    return true;
  } catch (...) {
    return false;
  }
}

}  // namespace arle
