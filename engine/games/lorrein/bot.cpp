// For the shared bots: the heuristic, the random-playout policy and the determinization
// (missions of others and the mission pile are secret; the bowl's draws are chance).
#include <algorithm>
#include <cmath>

#include "state.hpp"

namespace lorrein {

namespace {
// A product card held into one's own throw is lost when the red bead falls with its colour.
constexpr double kProductWorth = 1.6, kRedRisk = 0.1;
}  // namespace

// Rough worth of goods: product cards above raw materials; a raw material p can process at once
// (own or public workshop, lavender in the own witchery) is worth what it makes, a little more
// since the red bead does not take it: wheat is kept, not milled into flour that lies waiting.
double LorreinState::goodsWorth(int p) const {
  std::array<std::array<int8_t, kWorkshopKinds>, kMaxPlayers> census;
  workshopCensus(census);
  const Player& P = pl[p];
  double w = 0;
  bool unmakeable = false;
  for (int k = 0; k < kKinds; ++k) {
    if (k < kWorkshopKinds) unmakeable = unmakeable || (census[p][k] == 0 && !publicWorkshop(k, census));
    const bool can = k == kLavender ? witcheryTile(p) >= 0 : census[p][k] > 0 || publicWorkshop(k, census);
    const double raw = can ? (k == kField ? 3 : 1) * kProductWorth * (1 - kRedRisk / 2) : 1.0;
    w += P.goods[rawGood(k)] * raw + P.goods[productGood(k)] * kProductWorth * (1 - kRedRisk);
  }
  // Cards no workshop makes come from medicine: a farm on lavender brews more of it.
  if (unmakeable)
    for (int t = 0; t < tileCount(); ++t)
      if (tiles[t].building == bFarm && tiles[t].owner == p && tiles[t].land == kLavender) w += 2.5;
  return w;
}

// Food p holds (cows, wheat, flour), plus what p's next harvest should bring when p has not
// harvested yet this turn: three beads, one raw material each and one more per own farm.
double LorreinState::foodInReach(int p) const {
  double food =
      pl[p].goods[rawGood(kMeadow)] + pl[p].goods[rawGood(kField)] + pl[p].goods[productGood(kField)];
  if (p == active && (stage == stBuild || stage == stFood)) return food;
  int beads = 0;
  for (int c = 0; c <= kRed; ++c) beads += bowl[c];
  if (beads == 0) return food;
  std::array<int, kKinds> farms{};
  for (int t = 0; t < tileCount(); ++t)
    if (tiles[t].building == bFarm && tiles[t].owner == p) farms[tiles[t].land]++;
  const double noRed = 1.0 - std::min(1.0, 3.0 * bowl[kRed] / beads);
  for (int k : {kMeadow, kField}) food += 3.0 * bowl[k] / beads * (1 + farms[k]) * noRed;
  return food;
}

// Hunger costs a building (a duchy, mostly) when the next meal cannot be paid: what is at
// stake, in [0, 1]. The active player's meal being paid is judged by what it removes.
double LorreinState::hungerRisk(int p) const {
  if (p == active && stage == stFood) return 0;
  return std::clamp(foodNeed(p) - foodInReach(p), 0.0, 1.0);
}

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
  // Buildings are worth what they cost and what they make: a duchy holds workshops, a farm harvests.
  // A meal that cannot be paid costs a building (Faim). Valuing duchies only as the mission's
  // room for workshops made the bots finish no sooner and cost `hard` its edge over `normal`
  // (2 players, 100 games: 58 % against 65 %), so every duchy keeps its cost's worth.
  const double assets = goodsWorth(seat) + 5.0 * countWorkshops(seat) + 4.0 * countDuchies(seat) +
                        2.0 * countDuchies(seat, true) + 3.0 * countFarms(seat) +
                        2.0 * (witcheryTile(seat) >= 0) - 4.0 * hungerRisk(seat);
  const double v = 0.4 + 0.4 * (missionProgress(seat) - 0.5 * other) + 0.18 * std::tanh(assets / 30.0) +
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
  // Sorted first: the sample must not depend on the real pile order or on who holds what.
  std::sort(unknown.begin(), unknown.end());
  s->rng.seed(seed);
  s->rng.shuffle(unknown);
  for (int q : hidden) {
    s->pl[q].mission = unknown.back();
    unknown.pop_back();
  }
  s->missionPile = unknown;
  return s;
}

// What player p's building plans want now (the mission's pieces, a duchy to hold workshops), and
// the product cards p cannot make: no own workshop of the kind and none public.
void LorreinState::fillWeightCache(int p) const {
  WeightCache& c = weightCache_;
  c.step = steps_;
  c.player = p;
  const Mission::Half h = requirement(p);
  int named = 0;
  for (int w = 0; w < kWorkshopKinds; ++w) named += h.ws[w];
  std::array<std::array<int8_t, kWorkshopKinds>, kMaxPlayers> census;
  workshopCensus(census);
  int total = 0;
  for (int w = 0; w < kWorkshopKinds; ++w) total += census[p][w];
  bool anyUnmakeable = false;
  for (int w = 0; w < kWorkshopKinds; ++w) {
    bool owned = false;
    for (int q = 0; q < n; ++q) owned = owned || census[q][w] > 0;
    // A kind no one owns that is no longer public ("Atelier public") is worth rebuilding:
    // nobody can make its product cards until someone does.
    const bool orphan = !owned && !publicWorkshop(w, census);
    c.workshop[w] = census[p][w] < h.ws[w] || total < named + h.anyWs || orphan;
    c.unmakeable[w] = census[p][w] == 0 && !publicWorkshop(w, census);
    anyUnmakeable = anyUnmakeable || c.unmakeable[w];
  }
  c.unmakeable[kLavender] = witcheryTile(p) < 0;
  c.farm = countFarms(p) < std::max<int>(h.farms, 2);
  // Where medicine is the only way to some cards, farms on lavender brew more of it.
  c.lavenderFarm = anyUnmakeable && countFarms(p) < kFarms;
  // Medicine changes one product card into another: the way to the cards p cannot make.
  c.witchery = h.witchery != 0 || (anyUnmakeable && witcheryTile(p) < 0);
  c.duchy = countDuchies(p) < std::max<int>(h.duchies, 1) || total >= 2 * countDuchies(p);
  c.enlarge = countDuchies(p, true) < h.large;
}

// A medicine spent to change a product card p can make into one it cannot, while short of it
// (no cost asks for more than two of a card), is how the builds go on; other changes are rare.
double LorreinState::transformWeight(int p, int from, int to) const {
  const WeightCache& c = weightCache_;
  if (from < kKinds && to < kKinds) return farmInputWeight(p, from, to);
  if (from < kKinds || to < kKinds) return 0.3;
  const bool fromMakeable = !c.unmakeable[from - kKinds];
  const bool wanted = c.unmakeable[to - kKinds] && to != productGood(kLavender) && pl[p].goods[to] < 2;
  return wanted && fromMakeable ? 40 : fromMakeable ? 0.3 : 0.05;
}

// A medicine changing a raw material into the cow or wheat a farm the mission asks for still
// lacks (two cows and a wheat), from one that is not food: a mission short of a farm is won so.
double LorreinState::farmInputWeight(int p, int from, int to) const {
  const Player& P = pl[p];
  if (countFarms(p) >= requirement(p).farms || from == rawGood(kMeadow) || from == rawGood(kField))
    return 0.3;
  const bool lacking =
      (to == rawGood(kMeadow) && P.goods[to] < 2) || (to == rawGood(kField) && P.goods[to] < 1);
  return lacking ? 40 : 0.3;
}

// Random games should end: building what the mission asks for is favoured, offers are rare.
// What the mission still needs is worked out once per position and player.
// Trading has no limit in the rules (« Négociier »: « sans limites »), so the bots set their
// own: a third offer or counter-offer in a turn and a seventh item on one side are rated 0,
// which a bot never takes while another action is legal and a playout never draws
// (docs/bots.md, "Progress"): two seats cannot trade back and forth for ever.
double LorreinState::playoutWeight(int p, const ludo::Action& a) const {
  const WeightCache& c = weightCache_;
  const bool planned = a.type == aBuild || a.type == aEnlarge || a.type == aTransform;
  if (planned && (c.step != steps_ || c.player != p)) fillWeightCache(p);
  switch (a.type) {
    case aBuild: {
      const int k = a.arg[0];
      if (k < kWorkshopKinds) return c.workshop[k] ? 60 : 0.5;
      if (k == buFarm) return c.farm || (c.lavenderFarm && tiles[a.arg[1]].land == kLavender) ? 30 : 0.5;
      if (k == buWitchery) return c.witchery ? 40 : 0.3;
      return c.duchy ? 30 : 2;
    }
    case aEnlarge:
      return c.enlarge ? 30 : 3;
    case aProcess:
      return 8;
    case aEndConstruction:
      return 4;
    case aEat:
      return 20;
    case aHunger:
      return 0.2;
    case aOffer:
      return pl[p].offers >= kBotOffersPerTurn ? 0 : 0.1;
    case aCounter:
      return pl[p].offers >= kBotOffersPerTurn ? 0 : 0.2;
    case aOfferAdd:
      return offer.items(a.arg[0]) >= kBotOfferItems ? 0 : 1;
    case aOfferSend:
      return 2;
    case aPass:
    case aBowlDone:
      return 4;
    case aTransform:
      return transformWeight(p, a.arg[0], a.arg[1]);
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
