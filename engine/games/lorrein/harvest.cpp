// "La phase de chasse et de récolte", "Le grain rouge", the red bead bought with medicine,
// and the expansions "Métamorphoser l'écuelle de hasard" (and its addition).
#include "state.hpp"

namespace lorrein {

// "Ajouter le grain rouge de passer après le deuxième tour": a "tour du jeu" is one player's
// turn ("Un tour du jeu est joué par un joueur"), so the bead is in from the game's third turn;
// the option `redBead` = `afterSecondRound` reads "tour" as a round of turns.
bool LorreinState::redBeadIn() const { return redAfterRound ? round >= 2 : afterSecondTurn(); }

int LorreinState::farmColourMask(int p) const {
  int m = 0;
  for (int t = 0; t < tileCount(); ++t)
    if (tiles[t].building == bFarm && tiles[t].owner == p) m |= 1 << tiles[t].land;
  return m;
}

// Three beads fall into the three holes: drawn at random, without replacement, from the bowl.
void LorreinState::throwBeads() {
  int beads[kKinds * kBeadCap + kRedBeads], nb = 0;
  for (int c = 0; c <= kRed; ++c)
    for (int k = 0; k < bowl[c]; ++k) beads[nb++] = c;
  bool red = false;
  for (int i = 0; i < 3; ++i) {
    const int j = i + rng.below(nb - i);
    std::swap(beads[i], beads[j]);
    drawn[i] = static_cast<int8_t>(beads[i]);
    if (beads[i] == kRed) red = true;
  }
  Player& P = pl[active];
  if (red) {
    // "vous ne récoltez rien ... Rendez toutes les cartes Produit de la couleur des autres deux
    // grains". Raw materials stay.
    for (int i = 0; i < 3; ++i)
      if (drawn[i] != kRed) P.goods[productGood(drawn[i])] = 0;
  } else {
    // One raw material per bead, plus one per own farm on that landscape.
    std::array<int, kKinds> farms{};
    for (int t = 0; t < tileCount(); ++t)
      if (tiles[t].building == bFarm && tiles[t].owner == active) farms[tiles[t].land]++;
    for (int i = 0; i < 3; ++i) gain(active, rawGood(drawn[i]), 1 + farms[drawn[i]]);
  }
  stage = stBuild;
  barrier_ = true;
}

// Another player, before the throw: add a red bead (one medicine), or with the addition
// say "Métamorphose" (one medicine) and change the bowl for the active player.
void LorreinState::windowLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const {
  const int q = d.player;
  out.push_back(act(aPass));
  if (pl[q].goods[productGood(kLavender)] < 1) return;
  if (bowl[kRed] < kRedBeads) out.push_back(act(aAddRedBead));
  if (bowlAddition && !bowlLocked && countFarms(active) > 0 && farmColourMask(q) != 0)
    out.push_back(act(aMetamorphose));
}

void LorreinState::windowApply(const ludo::Decision& d, const ludo::Action& a) {
  const int q = d.player;
  if (a.type == aPass) return;
  pl[q].goods[productGood(kLavender)]--;
  stack.push(d);  // the window stays open until "pass"
  if (a.type == aAddRedBead) {
    bowl[kRed]++;
    redExtra++;
  } else {
    // "Le joueur actif ne peut plus changer l'écuelle de hasard": as many beads as the active
    // player has farms, the colours of the changing player's farms.
    bowlLocked = 1;
    stack.pop();
    stack.eraseKind(dBowl);
    stack.push(d);
    pushDecision(dBowl, q, countFarms(active), farmColourMask(q));
  }
}

// One bead out, one bead in: at least one of each colour left, same total, the colours of
// the changing player's farms, never more than the box holds of a colour.
void LorreinState::bowlLegal(const ludo::Decision& d, std::vector<ludo::Action>& out) const {
  for (int rem = 0; rem < kKinds; ++rem) {
    if (bowl[rem] <= 1) continue;
    for (int add = 0; add < kKinds; ++add)
      if (add != rem && ((d.b >> add) & 1) && bowl[add] < kBeadCap) out.push_back(act(aSwapBead, rem, add));
  }
  out.push_back(act(aBowlDone));
}

void LorreinState::bowlApply(const ludo::Decision& d, const ludo::Action& a) {
  if (a.type != aSwapBead) return;
  bowl[a.arg[0]]--;
  bowl[a.arg[1]]++;
  if (d.a > 1) {
    ludo::Decision next = d;
    next.a = static_cast<int16_t>(d.a - 1);
    stack.push(next);
  }
}

}  // namespace lorrein
