// The rule invariants the harness checks after every step: every component
// conserved (workers, coats, ores, metal markers), every limit held.
#include <algorithm>
#include <numeric>
#include <string>

#include "state.hpp"

namespace neuland {

// What the tiles hold, summed for the conservation checks.
struct Tally {
  std::array<int, kMaxPlayers> onBoard{};
  std::array<int, kOreKinds> ores{};
  std::array<int, 2> metalsHeld{};
};

void NeulandState::checkTile(int t, Tally& tally, std::vector<std::string>& problems) const {
  const Data& d = data();
  auto fail = [&](const std::string& s) { problems.push_back(s); };
  auto& onBoard = tally.onBoard;
  auto& ores = tally.ores;
  auto& metalsHeld = tally.metalsHeld;
  const Tile& tl = tiles[t];
  const Kind& k = d.kinds[d.tileKind[t]];
  if (tl.hex < -1 || tl.hex >= kHexes) {
    fail("tile " + std::to_string(t) + " is off the map");
    return;
  }
  if (tl.hex >= 0) {
    const Hex& hx = hexes[tl.hex];
    if (std::count(hx.tiles.begin(), hx.tiles.begin() + hx.count, t) != 1)
      fail("tile " + std::to_string(t) + " is not listed once on its hex");
    if (hx.terrain != k.terrain) fail("tile " + std::to_string(t) + " stands on the wrong terrain");
  }
  if (tl.owner >= n || tl.owner < -1) fail("tile " + std::to_string(t) + " has a worker of no player");
  for (int v = 0; v < 2; ++v)
    if (tl.standing[v] < 0 || tl.lying[v] < 0 ||
        (v == 1 && k.recipes.size() < 2 && tl.standing[v] + tl.lying[v] > 0))
      fail("bad worker counts on tile " + std::to_string(t));
  if ((tl.owner >= 0) != (tl.workers() > 0)) fail("workers without owner, or an owner without workers");
  for (int q = 0; q < kMaxPlayers; ++q)
    if (((owned[q] >> t) & 1) != (tl.owner == q))
      fail("the owned mask disagrees on tile " + std::to_string(t));
  if (((mapped >> t) & 1) != (tl.hex >= 0)) fail("the map mask disagrees on tile " + std::to_string(t));
  if (tl.owner >= 0 && tl.owner < n) {
    if (tl.hex < 0 || k.property) fail("a worker stands on a tile that cannot hold one");
    onBoard[tl.owner] += tl.workers();
    for (int v = 0; v < 2; ++v)
      if (tl.standing[v] + tl.lying[v] > 0 && metalIndex(heldGood(t, v)) >= 0)
        metalsHeld[options.metalPool ? 0 : metalIndex(heldGood(t, v))] += tl.standing[v] + tl.lying[v];
    if (k.isMine() && (tl.oreCount == 0 || tl.workers() > 1))
      fail("a mine holds more than its top ore's worker");
  }
  if (tl.oreCount < 0 || tl.oreCount > 3 || (tl.oreCount > 0 && !k.isMine())) fail("bad ore stack");
  for (int i = 0; i < tl.oreCount && i < 3; ++i) {
    const int g = tl.ores[i];
    const int oi = g == coal ? 0 : g == ironOre ? 1 : g == silverOre ? 2 : -1;
    if (oi < 0)
      fail("a mine holds something that is not ore");
    else
      ++ores[oi];
  }
  if (tl.coatSeat >= 0 && (!k.property || tl.coatCount < 1 || tl.coatCount > k.value || tl.coatSeat >= n))
    fail("bad coats of arms on tile " + std::to_string(t));
  if (tl.coatSeat < 0 && tl.coatCount != 0) fail("coats of arms without owner");
}

void NeulandState::checkInvariants(std::vector<std::string>& problems) const {
  const Data& d = data();
  auto fail = [&](const std::string& s) { problems.push_back(s); };
  Tally tally;
  tally.ores = bag;
  for (int t = 0; t < static_cast<int>(tiles.size()); ++t) checkTile(t, tally, problems);
  auto& onBoard = tally.onBoard;
  auto& ores = tally.ores;
  auto& metalsHeld = tally.metalsHeld;
  for (const ludo::Decision& dec : decisions.items()) {
    if (dec.player < 0 || dec.player >= n) fail("a decision for no player");
    if (dec.kind != dStackOres) continue;
    if (dec.b < 1 || dec.b > 3 || !data().tiles[dec.a].mine) fail("a bad ore stack decision");
    for (int i = 0; i < dec.b && i < 3; ++i) {
      const int oi = oreIndex(static_cast<int>((dec.mask >> (8 * i)) & 0xff));
      if (oi < 0)
        fail("a drawn marker is not ore");
      else
        ++ores[oi];
    }
  }
  for (int i = 0; i < kOreKinds; ++i) {
    if (bag[i] < 0) fail("negative ore in the bag");
    if (ores[i] != d.ores[i]) fail("ore markers are not conserved");
  }
  const std::array<int, 2> metalTotal =
      options.metalPool ? std::array<int, 2>{d.metalMarkers[0] + d.metalMarkers[1], 0} : d.metalMarkers;
  for (int m = 0; m < 2; ++m)
    if (metal[m] < 0 || metal[m] + metalsHeld[m] != metalTotal[m]) fail("metal markers are not conserved");
  for (int h = 0; h < kHexes; ++h)
    if (hexes[h].count < 0 || hexes[h].count > kMaxPerHex) fail("more than 3 buildings on a hex");
  for (int p = 0; p < n; ++p) {
    const Player& pl = players[p];
    if (pl.reserve < 0) fail("negative reserve");
    if (pl.reserve + onBoard[p] != d.workers - 1) fail("workers are not conserved");
    int placed = 0;
    for (int c : pl.placed) placed += c;
    if (pl.coatsLeft < 0 || pl.coatsLeft + placed != d.coats[n]) fail("coats of arms are not conserved");
    if (pl.time < present || pl.time > present + line - 1) fail("a time marker is outside the time line");
  }
  if (current < 0 || current >= n) fail("no current player");
  std::array<int, kMaxKinds> off{};
  for (int t = 0; t < static_cast<int>(tiles.size()); ++t) off[d.tileKind[t]] += tiles[t].hex < 0;
  for (int k = 0; k < static_cast<int>(d.kinds.size()); ++k)
    if (off[k] != inSupply[k]) fail("the supply count of a kind is wrong");
  if (__builtin_popcountll(mapped) !=
      static_cast<int>(tiles.size()) - std::accumulate(off.begin(), off.end(), 0))
    fail("the mask of tiles on the map is wrong");
  if ((ending == Ending::lastCoat) != (winner >= 0)) fail("a winner without the last coat, or the reverse");
  if (over() && !decisions.empty()) fail("decisions left after the end");
  bool stacking = false;
  for (const ludo::Decision& dec : decisions.items()) stacking = stacking || dec.kind == dStackOres;
  if (turnEnding && !stacking) fail("a turn waits to end with nothing to decide");
  if (!options.stacking)
    for (const Tile& tl : tiles)
      if (tl.workers() > 1) fail("two workers on one unit without the stacking option");
  for (int h = 0; h < kHexes; ++h)
    for (int i = 0; i < hexes[h].count && i < kMaxPerHex; ++i) {
      const int t = hexes[h].tiles[i];
      if (t < 0 || t >= static_cast<int>(tiles.size()) || tiles[t].hex != h)
        fail("a hex lists a tile that is elsewhere");
    }
}

}  // namespace neuland
