// Helpers for Neuland rules tests: play listed actions by matching their JSON,
// and build positions by editing a saved state (which load() then checks).
#pragma once
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "games/neuland/neuland.hpp"

namespace neuland::test {

using ludo::Json;

inline const ludo::Game& game() { return *ludo::findGame("neuland"); }

inline std::unique_ptr<NeulandState> fresh(int players, int firstPlayer, const char* layout = "beginner") {
  for (uint64_t seed = 1;; ++seed) {
    ludo::Setup setup;
    REQUIRE(ludo::makeSetup(game(), Json{{"players", players}, {"seed", seed}, {"options", {{"layout", layout}}}}, setup).ok);
    auto s = game().newGame(setup);
    auto* n = static_cast<NeulandState*>(s.get());
    if (n->current() == firstPlayer) {
      s.release();
      return std::unique_ptr<NeulandState>(n);
    }
  }
}

// True when every key of `pattern` has the same value in `json`.
inline bool matches(const Json& json, const Json& pattern) {
  for (auto it = pattern.begin(); it != pattern.end(); ++it)
    if (!json.contains(it.key()) || json[it.key()] != it.value()) return false;
  return true;
}

inline std::vector<Json> legalJson(const NeulandState& s, int p) {
  std::vector<ludo::Action> v;
  s.legalActions(p, v);
  std::vector<Json> out;
  for (const auto& a : v) out.push_back(s.actionToJson(a));
  return out;
}

inline std::vector<Json> find(const NeulandState& s, int p, const Json& pattern) {
  std::vector<Json> out;
  for (const Json& j : legalJson(s, p))
    if (matches(j, pattern)) out.push_back(j);
  return out;
}

// Plays the one legal action matching `pattern` (the first if several) and returns it.
inline Json play(NeulandState& s, int p, const Json& pattern) {
  auto found = find(s, p, pattern);
  INFO("no legal action matches " << pattern.dump());
  REQUIRE_FALSE(found.empty());
  ludo::Result r = ludo::applyChecked(s, p, found.front());
  INFO(r.message);
  REQUIRE(r.ok);
  return found.front();
}

// The tile of `kind` on `hex` (first one).
inline int tileAt(const NeulandState& s, const std::string& kind, int hex) {
  const Data& d = data();
  const int k = d.kindIndex(kind);
  for (int t = d.firstTile[k]; t < d.firstTile[k] + d.kinds[k].count; ++t)
    if (s.tile(t).hex == hex) return t;
  FAIL("no " << kind << " on hex " << hex);
  return -1;
}

inline Json src(int tile, const char* good, bool lying = false) {
  return Json{{"building", tile}, {"good", good}, {"lying", lying}};
}

// A position being edited as a saved state.
struct Position {
  Json j;
  explicit Position(const NeulandState& s) : j(s.save()) {}

  // Everyone has played the first round: play goes by the time line.
  Position& afterFirstRound() {
    for (auto& p : j["players"]) {
      p["started"] = true;
      p["turns"] = 1;
    }
    j["firstRoundLeft"] = 0;
    return *this;
  }
  Position& time(int seat, int t) {
    j["players"][seat]["time"] = t;
    return *this;
  }
  Position& present(int t, int current) {
    j["present"] = t;
    j["current"] = current;
    return *this;
  }
  Position& coatsLeft(int seat, int left) {
    auto& p = j["players"][seat];
    const int total = p["coatsLeft"].get<int>() + p["placed"][0].get<int>();
    p["coatsLeft"] = left;
    p["placed"][0] = total - left;  // counted as religion: only totals matter here
    return *this;
  }
  // Places a tile of `kind` from the supply on `hex`; returns its id.
  int build(const std::string& kind, int hex) {
    const Data& d = data();
    const int k = d.kindIndex(kind);
    for (int t = d.firstTile[k] + d.kinds[k].count - 1; t >= d.firstTile[k]; --t)
      if (j["tiles"][t][0] == -1) {
        j["tiles"][t][0] = hex;
        j["hexes"][hex]["tiles"].push_back(t);
        return t;
      }
    FAIL("no " << kind << " left in the supply");
    return -1;
  }
  // A worker of `seat` on `tile` (variant 1: a blast furnace's silver).
  Position& worker(int tile, int seat, bool standing = true, int variant = 0) {
    j["tiles"][tile][1] = seat;
    const int slot = (standing ? 2 : 4) + variant;
    j["tiles"][tile][slot] = j["tiles"][tile][slot].get<int>() + 1;
    j["players"][seat]["reserve"] = j["players"][seat]["reserve"].get<int>() - 1;
    const int k = data().tileKind[tile];
    const auto& rec = data().kinds[k].recipes;
    if (rec.size() > 1) j["metal"] = j["metal"].get<int>() - 1;  // blast furnaces hold a metal marker
    return *this;
  }
  // Ores on a mine, bottom first, taken from the bag.
  Position& ores(int tile, std::vector<std::string> bottomFirst) {
    const Data& d = data();
    Json list = Json::array();
    for (const auto& o : bottomFirst) {
      list.push_back(d.goodIndex(o));
      const char* key = o == "coal" ? "coal" : o == "ironOre" ? "ironOre" : "silverOre";
      const int i = std::string(key) == "coal" ? 0 : std::string(key) == "ironOre" ? 1 : 2;
      j["bag"][i] = j["bag"][i].get<int>() - 1;
    }
    j["tiles"][tile][8] = list;
    return *this;
  }
  std::unique_ptr<NeulandState> load() const {
    std::string why;
    auto s = game().load(j, why);
    INFO("position refused: " << why);
    REQUIRE(s);
    return std::unique_ptr<NeulandState>(static_cast<NeulandState*>(s.release()));
  }
};

}  // namespace neuland::test
