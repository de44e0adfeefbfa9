// Bad input never crashes and never changes the state (issue "Never lose a game,
// never trust input", items 1 and 3): every field of an action is checked for
// its exact type and range, and the game's own functions are safe on any
// action that parses, legal or not.
#include "../fixture.hpp"
#include "games/neuland/state.hpp"

using ludo::Json;
using neuland::NeulandState;

namespace {

using Pos = ludo::test::Position<NeulandState>;

// Applies `action` for the seat to play and checks it is refused with `code`, the state untouched.
void refused(Pos& pos, const Json& action, const char* code) {
  const int seat = pos->turn().deciding.front();
  const uint64_t before = pos->hash();
  const Json saved = pos->save();
  const ludo::Result r = pos.tryPlay(seat, action);
  INFO(action.dump() << " -> " << r.code << ": " << r.message);
  REQUIRE_FALSE(r.ok);
  REQUIRE(r.code == code);
  REQUIRE(pos->hash() == before);
  REQUIRE(pos->save() == saved);
}

}  // namespace

TEST_CASE("bad input: a property tile named as a production source is refused without reading its recipes",
          "[neuland]") {
  Pos pos("neuland", 2, 1);
  pos.playMatching(pos->current, {{"type", "start"}});
  // Tile 42 is the first property (the abbey): it has no recipe and holds no good.
  refused(pos, Json::parse(R"({"type":"produce","building":0,"inputs":[{"building":42}]})"),
          ludo::err::illegal);
  refused(pos,
          Json::parse(
              R"({"type":"coats","building":42,"inputs":[{"building":43,"good":"silver","lying":true}]})"),
          ludo::err::illegal);
  // The game's own functions are safe on any parsed action, legal or not.
  ludo::Action a;
  REQUIRE(
      pos->actionFromJson(Json::parse(R"({"type":"produce","building":42,"inputs":[{"building":44}]})"), a));
  REQUIRE(pos->actionToJson(a)["inputs"][0]["good"] == "none");
  REQUIRE(pos->steps(a) == 1);  // a tile off the map adds no distance
  REQUIRE(pos->heldGood(42, 0) == neuland::noGood);
  REQUIRE(pos->heldGood(0, 1) == neuland::noGood);  // a lodge has no second variant
}

TEST_CASE("bad input: integers are exact (2^32+9 is not 9), cart and lying are booleans", "[neuland]") {
  Pos pos("neuland", 3, 2);
  refused(pos, Json::parse(R"({"type":"start","hex":4294967305})"), ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"start","hex":18446744073709551615})"), ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"start","hex":-1})"), ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"start","hex":9.0})"), ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"start","hex":"9"})"), ludo::err::malformed);
  pos.playMatching(pos->current, {{"type", "start"}});
  refused(pos, Json::parse(R"({"type":"produce","building":4294967296,"inputs":[]})"), ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"produce","building":0,"inputs":[],"cart":"yes"})"),
          ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"produce","building":0,"inputs":[],"cart":1})"), ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"produce","building":5,"inputs":[{"building":0,"lying":"no"}]})"),
          ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"produce","building":5,"inputs":[{"building":4294967296}]})"),
          ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"produce","building":5,"inputs":[{"building":0,"good":7}]})"),
          ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"build","kind":"farm","hex":4294967299,"pay":"woodToken"})"),
          ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"build","kind":"farm","hex":3,"pay":"woodToken","cart":null})"),
          ludo::err::malformed);
  refused(pos, Json::parse(R"({"type":"stack","order":["coal",1]})"), ludo::err::malformed);
  refused(pos, Json::parse(R"([1,2,3])"), ludo::err::malformed);
}
