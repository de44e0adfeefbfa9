// Neuland positions for rules tests, on the shared fixture: a fresh game whose
// state struct the test shapes directly (tiles on the map, workers, ores), and
// actions played by their JSON form through the checked entry point.
#pragma once
#include "../fixture.hpp"
#include "games/neuland/state.hpp"

namespace neuland::test {

using ludo::Json;
using Pos = ludo::test::Position<NeulandState>;

// A new game on the recommended map (unless options say otherwise) where `first` plays first.
inline Pos fresh(int players, int first, Json options = Json::object()) {
  Pos pos("neuland", players, 1, options);
  pos->current = pos->firstPlayer = first;
  return pos;
}

// Everyone has played the first round: play goes by the time line.
inline void afterFirstRound(Pos& pos) {
  for (int p = 0; p < pos->n; ++p) {
    pos->players[p].started = true;
    pos->players[p].turns = 1;
  }
  pos->firstRoundLeft = 0;
}

inline void present(Pos& pos, int t, int current) {
  pos->present = t;
  pos->current = current;
}

// Two players after the first round: seat 0 to play from the present-time space 0, seat 1's
// time marker on `other`.
inline Pos seat0ToPlay(int other) {
  Pos s = fresh(2, 0);
  afterFirstRound(s);
  present(s, 0, 0);
  s->players[1].time = other;
  return s;
}

inline void coatsLeft(Pos& pos, int seat, int left) {
  Player& pl = pos->players[seat];
  const int total = pl.coatsLeft + pl.placed[0];
  pl.coatsLeft = left;
  pl.placed[0] = total - left;  // counted as religion: only totals matter here
}

// Places a tile of `kind` from the supply on `hex`; returns its id.
inline int build(Pos& pos, const std::string& kind, int hex) {
  const Data& d = data();
  const int k = d.kindIndex(kind);
  for (int t = d.firstTile[k] + d.kinds[k].count - 1; t >= d.firstTile[k]; --t)
    if (pos->tiles[t].hex == -1) {
      pos->place(t, hex);
      return t;
    }
  FAIL("no " << kind << " left in the supply");
  return -1;
}

// A worker of `seat` on `tile` (variant 1: a blast furnace's silver).
inline void worker(Pos& pos, int tile, int seat, bool standing = true, int variant = 0) {
  Tile& tl = pos->tiles[tile];
  pos->setOwner(tile, seat);
  ++(standing ? tl.standing : tl.lying)[variant];
  --pos->players[seat].reserve;
  if (data().tiles[tile].recipes > 1)
    --pos->metal[pos->options.metalPool ? 0 : variant];  // the furnace's marker
}

// Ores on a mine, bottom first, taken from the bag.
inline void ores(Pos& pos, int tile, const std::vector<std::string>& bottomFirst) {
  Tile& tl = pos->tiles[tile];
  tl.oreCount = 0;
  for (const auto& o : bottomFirst) {
    const int g = data().goodIndex(o);
    tl.ores[tl.oreCount++] = static_cast<int8_t>(g);
    --pos->bag[oreIndex(g)];
  }
}

// The tile of `kind` on `hex` (first one).
inline int tileAt(const Pos& pos, const std::string& kind, int hex) {
  const Data& d = data();
  const int k = d.kindIndex(kind);
  for (int t = d.firstTile[k]; t < d.firstTile[k] + d.kinds[k].count; ++t)
    if (pos->tiles[t].hex == hex) return t;
  FAIL("no " << kind << " on hex " << hex);
  return -1;
}

inline Json src(int tile, const char* good, bool lying = false) {
  return Json{{"building", tile}, {"good", good}, {"lying", lying}};
}

}  // namespace neuland::test
