// For the shared bots: the heuristic, the random-playout policy and the determinization
// (missions of others and the mission pile are secret; the bowl's draws are chance).
#include <algorithm>
#include <cmath>

#include "state.hpp"

namespace lorrein {

namespace {
// Rough worth of goods: product cards above raw materials.
double goodsWorth(const Player& P) {
  double w = 0;
  for (int g = 0; g < kGoods; ++g) w += P.goods[g] * (g < kKinds ? 1.0 : 1.6);
  return w;
}
}  // namespace

double LorreinState::evaluate(int seat) const {
  if (stage == stOver) {
    const ludo::Json sc = scores();
    for (const auto& w : sc["winners"])
      if (w.get<int>() == seat) return 1.0;
    return 0.0;
  }
  double other = 0;
  for (int q = 0; q < n; ++q)
    if (q != seat) other = std::max(other, missionProgress(q));
  const double v = 0.45 + 0.4 * (missionProgress(seat) - 0.5 * other) + 0.12 * std::tanh(goodsWorth(pl[seat]) / 12.0) +
                   0.05 * pl[seat].missions;
  return std::clamp(v, 0.01, 0.99);
}

std::unique_ptr<ludo::State> LorreinState::determinize(int seat, uint64_t seed) const {
  auto s = std::make_unique<LorreinState>(*this);
  std::vector<int8_t> unknown = missionPile;
  std::vector<int> hidden;
  for (int q = 0; q < n; ++q)
    if (q != seat && !pl[q].missionRevealed) {
      unknown.push_back(pl[q].mission);
      hidden.push_back(q);
    }
  s->rng.seed(seed);
  s->rng.shuffle(unknown);
  for (int q : hidden) {
    s->pl[q].mission = unknown.back();
    unknown.pop_back();
  }
  s->missionPile = unknown;
  return s;
}

// Random games should end: building what the mission asks for is favoured, offers are rare.
double LorreinState::playoutWeight(int p, const ludo::Action& a) const {
  switch (a.type) {
    case aBuild: {
      const Mission::Half h = requirement(p);
      const int k = a.arg[0];
      if (k < kWorkshopKinds) {
        int named = 0;
        for (int w = 0; w < kWorkshopKinds; ++w) named += h.ws[w];
        const bool needed = countWorkshops(p, k) < h.ws[k] || countWorkshops(p) < named + h.anyWs;
        return needed ? 60 : 0.5;
      }
      if (k == buFarm) return countFarms(p) < std::max<int>(h.farms, 2) ? 30 : 0.5;
      if (k == buWitchery) return h.witchery ? 40 : 0.3;
      // A duchy for the mission or for room to place workshops.
      return countDuchies(p) < std::max<int>(h.duchies, 1) || !workshopsFit(p, -1) ? 30 : 2;
    }
    case aEnlarge:
      return countDuchies(p, true) < requirement(p).large ? 30 : 3;
    case aProcess:
      return 8;
    case aEndConstruction:
      return 4;
    case aEat:
      return 20;
    case aHunger:
      return 0.2;
    case aOffer:
      return 0.1;
    case aOfferAdd:
      return 1;
    case aOfferSend:
      return 2;
    case aPass:
    case aBowlDone:
      return 4;
    case aTransform:
      return 0.3;
    case aSwapMission:
    case aFight:
    case aMoveWitchery:
      return 0.05;
    case aAddRedBead:
    case aMetamorphose:
      return 0.3;
    default:
      return 1;
  }
}

}  // namespace lorrein
