// The id enums CMake generates from each game's data.json (cmake/LudoIds.cmake)
// follow the data: same ids, same order, same count.
#include <catch2/catch.hpp>

#include "core/json.hpp"
#include "generated/arle_ids.hpp"
#include "generated/glassroad_ids.hpp"
#include "generated/neuland_ids.hpp"

extern const char* ludoData_arle();
extern const char* ludoData_neuland();

using ludo::Json;

namespace {

template <int N>
void sameIds(const Json& data, const char* key, const char* const (&ids)[N]) {
  INFO(key);
  REQUIRE(data[key].size() == static_cast<size_t>(N));
  for (int i = 0; i < N; ++i) REQUIRE(data[key][i]["id"] == ids[i]);
}

}  // namespace

TEST_CASE("generated ids: one enum per array of objects with ids in data.json, in the data's order",
          "[core]") {
  const Json arle = Json::parse(ludoData_arle());
  const Json neuland = Json::parse(ludoData_neuland());
  namespace a = ludo::arle::ids;
  namespace n = ludo::neuland::ids;
  sameIds(arle, "buildings", a::kBuildingsIds);
  sameIds(arle, "tools", a::kToolsIds);
  sameIds(arle, "actionSpaces", a::kActionSpacesIds);
  sameIds(neuland, "production", n::kProductionIds);
  sameIds(neuland, "properties", n::kPropertiesIds);
  STATIC_REQUIRE(static_cast<int>(a::Buildings::farmersHouse) == 0);
  STATIC_REQUIRE(static_cast<int>(n::Production::woodcutter) == 1);
  STATIC_REQUIRE(ludo::glassroad::ids::kBuildingsCount == 93);  // the 93 building cards of Glass Road
}
