// Final scoring by the score pad's categories (p. 16-17).
#include <algorithm>
#include <cmath>

#include "state.hpp"

namespace arle {

// p. 17: the least numerous kind 2 VP each, the second least 1 VP each.
int ArleState::animalScore(int a, int b, int c) {
  int v[3] = {a, b, c};
  std::sort(v, v + 3);
  return 2 * v[0] + v[1];
}

// p. 16: 15 → 3 VP, 11-14 → 2 VP, 7-10 → 1 VP per marker.
int ArleState::trackVp(int v) { return v >= 15 ? 3 : v >= 11 ? 2 : v >= 7 ? 1 : 0; }

// Two food markers, split at best (p. 9, p. 16).
int ArleState::foodVp(int food) {
  int best = 0;
  for (int x = std::max(0, food - 15); x <= std::min(15, food); ++x)
    best = std::max(best, trackVp(x) + trackVp(food - x));
  return best;
}

int ArleState::travelVp(int covered) {
  const auto& t = data().travelVp;
  return t[std::clamp(covered, 0, (int)t.size() - 1)];
}

ArleState::Score ArleState::score(int p) const {
  const Data& d = data();
  const Player& P = pl[p];
  const auto& g = P.g;
  Score s;
  s.goods = g[kBrick] + g[kLinen] + g[kYarn] + g[kLeather] +
            2 * (g[kSummerClothes] + g[kWinterClothes] + g[kLeatherClothes]) + 0.5 * g[kPlank];
  bool large = false;
  int eq = P.ploughs * d.equip[kPlough].vp + P.boats * d.equip[kPeatBoat].vp;
  for (int i = 0; i < P.nveh; ++i) {
    eq += d.equip[P.veh[i].type].vp;
    large |= d.equip[P.veh[i].type].large;
  }
  s.equipment = eq - (large ? 0 : 3);
  s.travel = travelVp(P.travel);
  for (int t = 0; t < kTools; ++t) s.tools += d.tools[t].vp[P.tool[t]];
  int tr = foodVp(g[kFood]) + trackVp(g[kGrain]) + trackVp(g[kFlax]) + trackVp(g[kHide]) + trackVp(g[kWool]);
  s.track = countTile(p, kStorehouse) > 0 ? 2 * tr : tr;
  int v = 0;
  for (int sp = 0; sp < kVSpaces; ++sp) {
    switch (P.tile[sp]) {
      case kForest:
        v += d.vpForest;
        break;
      case kPark:
        v += d.vpPark;
        break;
      case kStall:
        v += d.vpStall;
        break;
      case kStorehouse:
        v += d.vpStorehouse;
        break;
      case kStable:
        v += d.vpStable;
        break;
      case kDoubleStall:
        v += d.vpDouble;
        break;
      case kBuildingTile:
        v += d.buildings[P.bld[sp]].vp;
        break;
      default:
        break;
    }
  }
  for (int m = 0; m < kMoors; ++m) v += P.moor[m] == 0 ? d.vpMoor : P.moor[m] == 1 ? d.vpDriedMoor : 0;
  v += marshPenalty(p) * d.vpMarsh;
  s.village = v;
  s.animals = animalScore(animals(p, kSheep), animals(p, kCow), animals(p, kHorse));
  s.shortage = -P.shortage;
  return s;
}

ludo::Json ArleState::breakdown(int p) const {
  Score s = score(p);
  return {{"goods", s.goods},     {"equipment", s.equipment}, {"travel", s.travel},
          {"tools", s.tools},     {"goodsTrack", s.track},    {"village", s.village},
          {"animals", s.animals}, {"shortage", s.shortage}};
}

// ------------------------------------------------------------ scores
ludo::Json ArleState::scores() const {
  ludo::Json j;
  j["final"] = over();
  ludo::Json ps = ludo::Json::array();
  std::vector<double> tot(nP);
  for (int p = 0; p < nP; ++p) tot[p] = score(p).total();
  // p. 17: ties go to the first player of a hypothetical 10th half-year.
  int tieWinner = phase >= kPhaseFinal ? fp : nextFirstPlayer();
  auto better = [&](int a, int b) { return tot[a] > tot[b] || (tot[a] == tot[b] && a == tieWinner); };
  for (int p = 0; p < nP; ++p) {
    Score s = score(p);
    int rank = 1;
    for (int q = 0; q < nP; ++q)
      if (q != p && better(q, p)) ++rank;
    ps.push_back({{"seat", p}, {"total", s.total()}, {"rank", rank}, {"breakdown", breakdown(p)}});
  }
  j["players"] = ps;
  ludo::Json w = ludo::Json::array();
  for (int p = 0; p < nP; ++p) {
    bool best = true;
    for (int q = 0; q < nP; ++q)
      if (q != p && better(q, p)) best = false;
    if (best) w.push_back(p);
  }
  j["winners"] = w;
  if (nP == 1) j["solo"] = {{"remarkable", 110}, {"reached", tot[0] >= 110}};
  return j;
}

}  // namespace arle
