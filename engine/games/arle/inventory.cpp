// The inventory phase ("Phase 3 : Inventaire", p. 8): unloading, milking and
// harvest in November, breeding and shearing in May, then subsistence.
#include <algorithm>

#include "state.hpp"

namespace arle {

using ludo::Action;

namespace {

// 1. Unloading (p. 8): loads go to the stock, destinations to the travel track.
void unload(ArleState& s, int p) {
  Player& P = s.pl[p];
  for (int i = 0; i < P.nveh; ++i) {
    for (int c = 0; c < kCells; ++c) {
      int it = P.veh[i].cell[c];
      if (it == kLoadPlank)
        ++P.g[kPlank];
      else if (it == kLoadBrick)
        ++P.g[kBrick];
      else if (it == kLoadSummerClothes)
        ++P.g[kSummerClothes];
      else if (it == kLoadWinterClothes)
        ++P.g[kWinterClothes];
      else if (it == kLoadLeatherClothes)
        ++P.g[kLeatherClothes];
      else if (it == kLoadPeat)
        ++P.g[kPeat];
      else if (it >= kLoadDestination && it < kLoadDestination + kDests) {
        int dst = it - kLoadDestination;
        P.destOnTrack |= static_cast<uint16_t>(1u << dst);
        P.travel = static_cast<int8_t>(P.travel + data().dests[dst].size);
      }
      P.veh[i].cell[c] = 0;
    }
  }
}

// November (p. 8): milking 1/2/3 food for 2/5/7 sheep and 1/3/5 cows, then the harvest.
void november(ArleState& s, int p) {
  int sh = s.animals(p, kSheep), cw = s.animals(p, kCow);
  int f = (sh >= 7 ? 3 : sh >= 5 ? 2 : sh >= 2 ? 1 : 0) + (cw >= 5 ? 3 : cw >= 3 ? 2 : cw >= 1 ? 1 : 0);
  s.gain(p, kFood, std::min(6, f));
  s.gain(p, kGrain, s.countTile(p, kGrainField));
  s.gain(p, kFlax, s.countTile(p, kFlaxField));
  s.gain(p, kWood, s.countTile(p, kForest));
}

// May (p. 8): breeding in stalls and stables, then shearing 1/2/3 wool for 1/4/6 sheep.
void may(ArleState& s, int p) {
  Player& P = s.pl[p];
  for (int h = 0; h < kDikeHolding; ++h)
    for (int sp = 0; sp < kSpecies; ++sp)
      P.an[h][sp] = static_cast<int8_t>(P.an[h][sp] + bornIn(P.tile[h / 2], P.an[h][sp]));
  int sh = s.animals(p, kSheep);
  s.gain(p, kWool, sh >= 6 ? 3 : sh >= 4 ? 2 : sh >= 1 ? 1 : 0);
}

}  // namespace

void ArleState::inventory() {
  for (int p = 0; p < nP; ++p) {
    unload(*this, p);
    if (summer())
      november(*this, p);
    else
      may(*this, p);
  }
}

// 4. Subsistence (p. 8): 3 food (grain when out of food), in summer also 2 peat
// (wood, then planks, when out of peat); then animals; -2 VP per missing unit.
ArleState::FeedBill ArleState::feedBill(int p) const {
  const auto& g = pl[p].g;
  FeedBill b;
  int food = 3;
  b.food = std::min<int>(food, g[kFood]), food -= b.food;
  b.grain = std::min<int>(food, g[kGrain]), food -= b.grain;
  if (summer()) {
    int peat = 2;
    b.peat = std::min<int>(peat, g[kPeat]), peat -= b.peat;
    b.wood = std::min<int>(peat, g[kWood]), peat -= b.wood;  // the basic material first (pay())
    b.plank = std::min<int>(peat, g[kPlank]), peat -= b.plank;
    b.missing += peat;
  }
  b.animals = std::min(food, animalsAll(p, kSheep) + animalsAll(p, kCow) + animalsAll(p, kHorse));
  b.missing += food - b.animals;
  return b;
}

void ArleState::feed(int p) {
  const FeedBill b = feedBill(p);
  Player& P = pl[p];
  auto& g = P.g;
  g[kFood] = static_cast<int16_t>(g[kFood] - b.food);
  g[kGrain] = static_cast<int16_t>(g[kGrain] - b.grain);
  g[kPeat] = static_cast<int16_t>(g[kPeat] - b.peat);
  g[kWood] = static_cast<int16_t>(g[kWood] - b.wood);
  g[kPlank] = static_cast<int16_t>(g[kPlank] - b.plank);
  P.shortage += 2 * b.missing;
  const int paid = b.animals;
  if (paid <= 0) return;
  // Only one kind left: no choice to make.
  int kinds = 0, last = 0;
  for (int sp = 0; sp < kSpecies; ++sp)
    if (animalsAll(p, sp) > 0) ++kinds, last = sp;
  if (kinds == 1) {
    for (int i = 0; i < paid; ++i) removeAnimal(p, last);
  } else {
    push(p, kAskFeedAnimals, paid);
  }
}

namespace {

// Animals paid as food: d.a still to pay, the owner picks the kind.
void feedAnimalLegal(const ArleState& s, const Decision& d, Actions& out) {
  for (int sp = 0; sp < kSpecies; ++sp)
    if (s.animalsAll(d.player, sp) > 0) out.push_back(act(kActPick, kPickSheep + sp));
}
void feedAnimalApply(ArleState& s, const Decision& d, const Action& a) {
  s.removeAnimal(d.player, a.arg[0] - kPickSheep);
  Decision next = d;
  if (--next.a > 0) s.decisions.push(next);
}

}  // namespace

const DecisionKind kFeedAnimalDecision{"feedAnimals", feedAnimalLegal, feedAnimalApply, nullptr};

}  // namespace arle
