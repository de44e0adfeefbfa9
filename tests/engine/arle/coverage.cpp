// Random play reaches every part of the rules: every action space, building,
// destination, vehicle and pending decision is used in a batch of random games
// (but two, tested on their own).
#include <set>

#include "../fixture.hpp"
#include "core/playout.hpp"
#include "core/session.hpp"
#include "games/arle/state.hpp"

using namespace arle;
using ludo::Action;
using ludo::Json;
using Pos = ludo::test::Position<ArleState>;

TEST_CASE("arle: random games reach every building, space, destination and decision", "[arle]") {
  std::set<std::string> built, spaces, dests, types, vehicles;
  std::set<int> kinds;
  for (int g = 0; g < 300; ++g) {
    auto s = Pos("arle", g % 3 == 0 ? 1 : 2, 9000 + g, Json{{"firstGame", g % 2 == 0}});
    ludo::Rng rng(g + 1);
    std::vector<Action> scratch;
    int player;
    Action a;
    while (!s->over()) {
      REQUIRE(ludo::pickPlayoutAction(*s, rng, player, a, scratch));
      Json j = s->actionToJson(a);
      types.insert(j["type"].get<std::string>());
      if (!s->decisions.empty()) kinds.insert(s->decisions.top().kind);
      if (a.type == kActPlace) spaces.insert(j["space"].get<std::string>());
      if (a.type == kActBuild) built.insert(j["building"].get<std::string>());
      if (a.type == kActVehicle) vehicles.insert(j["vehicle"].get<std::string>());
      if (a.type == kActLoad && a.arg[2] >= kLoadDestination) dests.insert(j["item"].get<std::string>());
      REQUIRE(ludo::applyChecked(*s, player, a).ok);
    }
  }
  std::string missing;
  // The six dearest buildings (2-3 bricks and 15-25 food) are rare in random play:
  // buildings.cpp builds each of them explicitly.
  for (int b = 0; b < kBuildings; ++b)
    if (b != kClothFactory && b != kTextileHouse && b != kCoastalHouse && b < kVillageChurch &&
        !built.count(data().buildings[b].id))
      missing += " building:" + data().buildings[b].id;
  for (int sp = 0; sp < kSpaces; ++sp)
    if (!spaces.count(data().spaces[sp].id)) missing += " space:" + data().spaces[sp].id;
  for (int d = 0; d < kDests; ++d)
    if (!dests.count(data().dests[d].id)) missing += " dest:" + data().dests[d].id;
  for (int e = kHandcart; e < kEquip; ++e)
    if (!vehicles.count(data().equip[e].id)) missing += " vehicle:" + data().equip[e].id;
  std::string k;
  for (int x : kinds) k += std::to_string(x) + " ";
  // Every pending decision except the full-barn case (buildings.cpp tests it) and the
  // free rearrangement, which the playout policy never opens (rated 0, like the bots:
  // bot.cpp) and animals.cpp plays through take, put, confirm and stop.
  for (int x = 1; x < kKinds; ++x)
    if (x != kAskMakeRoom && x != kAskArrange && !kinds.count(x)) missing += " decision:" + std::to_string(x);
  std::string t;
  for (auto& x : types) t += x + " ";
  WARN("kinds: " << k << "\ntypes: " << t);
  INFO("never reached:" << missing);
  CHECK(missing.empty());
}
