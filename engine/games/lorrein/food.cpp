// "Phase alimentaire" and "Faim": one food per small duchy, two per large, paid with flour,
// wheat or cows; or hunger: remove a workshop, reduce a large duchy, or remove a small one.
#include "state.hpp"

namespace lorrein {

namespace {
const int kFoods[] = {productGood(kField), rawGood(kField), rawGood(kMeadow)};  // flour, wheat, cow
}

int LorreinState::foodNeed(int p) const { return countDuchies(p) + countDuchies(p, true); }

// a: food still due, b: food paid. Paying starts only when the whole meal can be paid.
void LorreinState::foodLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const {
  const int p = d.player;
  int have = 0;
  for (int g : kFoods) have += pl[p].goods[g];
  if (have >= d.a || d.b > 0)
    for (int g : kFoods)
      if (pl[p].goods[g] > 0) out.push_back(act(aEat, g));
  // Hunger frees the player of the whole meal; once paying has begun it stays open only
  // when the meal can no longer be paid (food traded or changed away meanwhile).
  if (d.b > 0 && have >= d.a) return;
  for (int t = 0; t < tileCount(); ++t)
    if (tiles[t].building == bWorkshop && tiles[t].owner == p)
      out.push_back(act(aHunger, hRemoveWorkshop, t));
  for (int v = 0; v < vertexCount(); ++v) {
    if (vertices[v].owner != p) continue;
    out.push_back(act(aHunger, vertices[v].large ? hReduceDuchy : hRemoveDuchy, v));
  }
}

void LorreinState::foodApply(const ludo::Decision& d, const ludo::Action& a) {
  const int p = d.player;
  if (a.type == aEat) {
    pl[p].goods[a.arg[0]]--;
    if (d.a > 1) pushDecision(dFood, p, d.a - 1, d.b + 1);
    return;
  }
  const int where = a.arg[1];
  if (a.arg[0] == hRemoveWorkshop) {
    tiles[where] = Tile{tiles[where].land, bNone, -1, 0};
    return;
  }
  if (a.arg[0] == hReduceDuchy) {
    vertices[where].large = 0;
  } else {
    vertices[where].owner = -1;
    vertices[where].large = 0;
  }
  // "faites attention à la règle du nombre d'ateliers" / "les ateliers dans ce duché doivent
  // aussi être enlevés": workshops that no longer fit are removed, one choice at a time.
  if (!workshopsFit(p)) pushDecision(dTrim, p, where);
}

// Only workshops that no longer fit go ("les ateliers dans ce duché"): a workshop beside the duchy
// is offered when removing it keeps every other workshop counted (the largest matching stays the
// same size), so one that can still count for another own duchy is never offered instead.
void LorreinState::trimLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const {
  const int p = d.player;
  const int fitting = matchedWorkshops(p, -1, -1);
  std::array<int, 4> ts{};
  vertexTiles(d.a, ts);
  for (int t : ts)
    if (tiles[t].building == bWorkshop && tiles[t].owner == p && matchedWorkshops(p, -1, t) == fitting)
      out.push_back(act(aRemoveWorkshop, t));
  if (out.empty())
    for (int t = 0; t < tileCount(); ++t)
      if (tiles[t].building == bWorkshop && tiles[t].owner == d.player)
        out.push_back(act(aRemoveWorkshop, t));
}

void LorreinState::trimApply(const ludo::Decision& d, const ludo::Action& a) {
  tiles[a.arg[0]] = Tile{tiles[a.arg[0]].land, bNone, -1, 0};
  if (!workshopsFit(d.player)) stack.push(d);
}

}  // namespace lorrein
