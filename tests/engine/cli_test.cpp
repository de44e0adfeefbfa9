// ludotheca-cli speaks JSON lines: one reply per line, always with "ok", and
// it keeps serving after bad input (docs/engine-api.md).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "cli_run.hpp"
#include "core/json.hpp"

using ludo::Json;

using ludo::test::runCli;

TEST_CASE("cli: one reply per request, bad lines answered and the CLI keeps serving", "[cli]") {
  auto r = runCli({R"({"op":"games"})", "not json", R"({"op":"legal","player":0})",
                   R"({"op":"new","game":"neuland","players":3,"seed":5})", R"({"op":"turn"})",
                   R"({"op":"apply","player":0,"action":{"type":"teleport"}})",
                   R"({"op":"apply","player":9,"action":{}})", R"({"op":"frobnicate"})", R"({"op":"save"})",
                   R"({"op":"scores"})"});
  REQUIRE(r.size() == 10);
  for (const auto& j : r) REQUIRE(j.contains("ok"));
  REQUIRE(r[0]["ok"] == true);
  REQUIRE(r[0]["games"][0]["id"] == "neuland");
  REQUIRE(r[0]["games"][0]["players"] == Json::array({2, 4}));
  REQUIRE(r[1]["error"]["code"] == "malformed");
  REQUIRE(r[2]["error"]["code"] == "no_game");
  REQUIRE(r[3]["ok"] == true);
  REQUIRE(r[4]["deciding"].size() == 1);
  const int seat = r[4]["deciding"][0];
  REQUIRE(r[5]["error"]["code"] == "malformed");
  (void)seat;
  REQUIRE(r[6]["error"]["code"] == "bad_seat");
  REQUIRE(r[7]["error"]["code"] == "unknown_op");
  REQUIRE(r[8]["state"]["game"] == "neuland");
  REQUIRE(r[9]["scores"]["final"] == false);
}

TEST_CASE("cli: a game played by bots through the protocol, saved, loaded and saved again identically",
          "[cli]") {
  std::vector<std::string> lines = {R"({"op":"new","game":"neuland","players":2,"seed":11})"};
  auto first =
      runCli({lines[0], R"({"op":"turn"})", R"({"op":"legal","player":0})", R"({"op":"legal","player":1})"});
  const int seat = first[1]["deciding"][0];
  const Json action = first[2 + seat]["actions"][0];
  REQUIRE(first[2 + (1 - seat)]["actions"].empty());  // nothing to decide for the other seat
  auto r = runCli(
      {lines[0], Json{{"op", "apply"}, {"player", seat}, {"action", action}}.dump(), R"({"op":"save"})"});
  REQUIRE(r[1]["ok"] == true);
  const Json saved = r[2]["state"];
  auto again = runCli({Json{{"op", "load"}, {"state", saved}}.dump(), R"({"op":"save"})",
                       Json{{"op", "bot"}, {"player", 1 - seat}, {"level", "hard"}, {"ms", 30}}.dump(),
                       R"({"op":"undo"})", R"({"op":"undo"})"});
  REQUIRE(again[0]["ok"] == true);
  REQUIRE(again[1]["state"] == saved);  // saving is a pure function of the game
  REQUIRE(again[2].contains("ok"));
  REQUIRE(again[3]["ok"] == true);  // the start placement can be taken back
  REQUIRE(again[4]["error"]["code"] == "cannot_undo");
  auto bad = runCli(
      {R"({"op":"load","state":{"format":1,"setup":{"game":"neuland","players":2},"log":[{"player":0,"action":{"type":"endTurn"}}]}})",
       R"({"op":"load","state":"hello"})"});
  REQUIRE(bad[0]["error"]["code"] == "bad_save");
  REQUIRE(bad[1]["error"]["code"] == "bad_save");
}
