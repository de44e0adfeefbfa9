// Rule invariants checked after every step of the shared harness.
#include <algorithm>

#include "state.hpp"

namespace lorrein {

void LorreinState::checkInvariants(std::vector<std::string>& problems) const {
  auto fail = [&](const std::string& s) { problems.push_back(s); };
  for (int g = 0; g < kGoods; ++g) {
    for (int p = 0; p < n; ++p)
      if (pl[p].goods[g] < 0) fail(std::string("negative ") + goodName(g));
    if (supply(g) < 0) fail(std::string("more ") + goodName(g) + " than the box holds");
  }
  bool trimming[kMaxPlayers] = {};
  for (const ludo::Decision& d : stack.items())
    if (d.kind == dTrim) trimming[d.player] = true;
  for (int p = 0; p < n; ++p) {
    if (countFarms(p) > kFarms) fail("more than five farms");
    if (countWorkshops(p) > kWorkshops) fail("more than six workshops");
    if (countDuchies(p) > kDuchies) fail("more than three duchies");
    int witch = 0;
    for (int t = 0; t < tileCount(); ++t)
      if (tiles[t].building == bWitchery && tiles[t].owner == p) ++witch;
    if (witch > 1) fail("more than one witchery");
    if (stage != stPlace && !trimming[p] && !workshopsFit(p))
      fail("workshops without room beside own duchies");
  }
  int mills = 0;
  for (int t = 0; t < tileCount(); ++t) {
    const Tile& T = tiles[t];
    if ((T.building == bNone) != (T.owner < 0)) fail("a building without owner");
    if (T.building == bWorkshop && T.land == kLavender) fail("a workshop on lavender");
    if (T.building == bWorkshop && T.land == kField) ++mills;
  }
  if (mills > 1) fail("more than one mill");
  int beads = 0;
  for (int c = 0; c < kKinds; ++c) {
    if (bowl[c] < 1 || bowl[c] > kBeadCap) fail("a bead colour missing or over the box");
    beads += bowl[c];
  }
  if (beads != 2 * kKinds) fail("the bowl's total changed");
  if (bowl[kRed] < 0 || bowl[kRed] > kRedBeads) fail("red beads out of range");
  std::vector<int> seen(data().missions.size(), 0);
  for (int p = 0; p < n; ++p) seen.at(pl[p].mission)++;
  for (int8_t m : missionPile) seen.at(m)++;
  if (std::any_of(seen.begin(), seen.end(), [](int k) { return k != 1; }))
    fail("mission cards lost or doubled");
  if (stage != stOver && stack.empty() && stage == stPlace) fail("placement without a decision");
}

}  // namespace lorrein
