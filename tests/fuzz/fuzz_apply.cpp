// libFuzzer target: apply with JSON actions, for every registered game.
// Input: byte 0 picks the game (every entry of games()), byte 1 the player
// count, bytes 2-3 the seed; then lines. A line "#k" plays the k-th legal
// action of a deciding seat (to reach deep positions); "@s" sets the seat the
// next JSON lines come from; any other line is a JSON action applied by that
// seat through Session::apply (the checked path of `apply`).
// Oracles: a refused action leaves the state untouched (same hash, same view);
// an accepted one was listed by legalActions; invariants hold after each step.
#include <cstdint>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/session.hpp"
#include "fuzz_common.hpp"

namespace {

void checkInvariants(const ludo::State& s, const std::string& input) {
  std::vector<std::string> problems;
  s.checkInvariants(problems);
  if (!problems.empty()) ludo::fuzz::fail("invariant: " + problems[0], input);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 4) return 0;
  const auto& all = ludo::games();
  const ludo::Game& game = *all[data[0] % all.size()];
  const ludo::Json& info = game.info();
  const int minP = info["players"][0].get<int>(), maxP = info["players"][1].get<int>();
  const int players = minP + data[1] % (maxP - minP + 1);
  const int seed = data[2] | (data[3] << 8);
  const std::string input(reinterpret_cast<const char*>(data), size);
  ludo::Result r;
  auto session =
      ludo::Session::create(ludo::Json{{"game", game.id()}, {"players", players}, {"seed", seed}}, r);
  if (!session) ludo::fuzz::fail("the default setup is refused: " + r.message, input);
  int seat = 0;
  std::vector<ludo::Action> legal;
  size_t start = 4;
  while (start < input.size()) {
    size_t end = input.find('\n', start);
    if (end == std::string::npos) end = input.size();
    const std::string line = input.substr(start, end - start);
    start = end + 1;
    const ludo::State& s = session->state();
    if (line.empty() || s.over()) continue;
    if (line[0] == '#' || line[0] == '@') {
      const int k = std::atoi(line.c_str() + 1);
      if (line[0] == '@') {
        seat = k;
        continue;
      }
      const ludo::Turn t = s.turn();
      if (t.deciding.empty()) continue;
      const int p = t.deciding[static_cast<size_t>(k) % t.deciding.size()];
      legal.clear();
      s.legalActions(p, legal);
      if (legal.empty()) ludo::fuzz::fail("a deciding seat has no legal action", input);
      if (!session->apply(p, legal[static_cast<size_t>(k) % legal.size()]).ok)
        ludo::fuzz::fail("a listed action was refused", input);
      checkInvariants(session->state(), input);
      continue;
    }
    if (!ludo::checkRequestText(line).empty()) continue;
    ludo::Json action;
    try {
      action = ludo::Json::parse(line);
    } catch (const std::exception&) {
      continue;
    }
    const uint64_t before = s.hash();
    const size_t logBefore = session->log().size();
    ludo::Result ar = session->apply(seat, action);
    if (!ar.ok) {
      if (session->state().hash() != before || session->log().size() != logBefore)
        ludo::fuzz::fail("a refused action changed the state", input);
      if (ar.code == ludo::err::internal) ludo::fuzz::fail("internal_error", input);
    } else {
      checkInvariants(session->state(), input);
    }
  }
  return 0;
}
