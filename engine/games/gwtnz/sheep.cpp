// Buying sheep at the cattle market (p. 14: the options per number of
// shepherds, each shepherd used once, an unused one drawing 2 market cards),
// shearing (p. 16: distinct breeds up to the shearers, permanent wool, wool
// counters 5/9/13, unused shearers drawing and discarding), and the immediate
// market actions of worker slots.
#include "kinds.hpp"

namespace gwtnz {

namespace {
struct BuyOption {
  int8_t shepherds, cost;
  int8_t breeds[2];  // the breeds offered (-1: none); option 7 takes two 2-VP cards
  bool token;
};
// « Acheter des moutons au Marché au bétail », p. 14: three options with one
// shepherd, three with two, one with three (two 2-VP cards, Lincoln and
// Corriedale by the reconstructed VP), one with four. Option 6 is not in the
// text: only with the game option `marketHamRye6` (ASSUMPTIONS.md).
constexpr int kHamRye6 = 6;
const BuyOption kBuy[] = {
    {1, 3, {brDorsetHorn, -1}, false},
    {1, 9, {brHampshire, brRyeland}, false},
    {1, 5, {brCorriedale, brLincoln}, false},
    {2, 1, {brDorsetHorn, -1}, false},
    {2, 10, {brSuffolk, -1}, true},
    {2, 2, {brCorriedale, brLincoln}, false},
    {2, 6, {brHampshire, brRyeland}, false},
    {3, 3, {-1, -1}, false},
    {4, 4, {brSuffolk, -1}, true},
};
constexpr int kBuyOptions = sizeof(kBuy) / sizeof(kBuy[0]);

int inMarket(const GwtState& s, int breed) {
  int k = 0;
  for (int16_t c : s.market) k += data().cards[c].breed == breed;
  return k;
}
}  // namespace

void GwtState::marketTake(int p, int breed) {
  for (size_t i = 0; i < market.size(); ++i)
    if (data().cards[market[i]].breed == breed) {
      gainCard(p, market[i]);
      market.erase(market.begin() + static_cast<long>(i));
      return;
    }
}

void GwtState::addBuys(int p, int shepherds, std::vector<Action>& out) const {
  for (int o = 0; o < kBuyOptions; ++o) {
    const BuyOption& B = kBuy[o];
    if (B.shepherds > shepherds || B.cost > pl[p].money || (o == kHamRye6 && !marketHamRye6)) continue;
    if (o == 7) {
      for (int b1 = 0; b1 < kBreeds; ++b1)
        for (int b2 = b1; b2 < kBreeds; ++b2) {
          if (data().breeds[b1].vp != 2 || data().breeds[b2].vp != 2) continue;
          if (b1 == b2 ? inMarket(*this, b1) >= 2 : inMarket(*this, b1) >= 1 && inMarket(*this, b2) >= 1)
            out.push_back(act(aBuy, o, b1, b2));
        }
      continue;
    }
    for (int8_t b : B.breeds)
      if (b >= 0 && inMarket(*this, b) > 0) out.push_back(act(aBuy, o, b, -1));
  }
}

// Returns the shepherds used.
int GwtState::buy(int p, int option, int b1, int b2) {
  const BuyOption& B = kBuy[option];
  pl[p].money -= B.cost;
  marketTake(p, b1);
  if (b2 >= 0) marketTake(p, b2);
  if (B.token) ++pl[p].tokens;
  return B.shepherds;
}

// d.a: shepherds not used yet.
void legalBuy(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  s.addBuys(d.player, d.a, out);
  if (d.a >= 1 && !s.marketDeck.empty()) out.push_back(act(aRefill));
  out.push_back(act(aPass));
  s.addAnytime(d.player, false, out);
}

void applyBuy(GwtState& s, const Decision& d, const Action& a) {
  int left = d.a;
  if (a.type == aBuy) left -= s.buy(d.player, a.arg[0], a.arg[1], a.arg[2]);
  if (a.type == aRefill) {
    // An unused shepherd: 2 cards from the market deck join the market.
    for (int k = 0; k < 2 && !s.marketDeck.empty(); ++k) {
      s.market.push_back(s.marketDeck.back());
      s.marketDeck.pop_back();
    }
    s.revealed = true;
    --left;
  }
  if (a.type != aPass && left > 0) s.push(dBuy, d.player, left);
}

// ---- shearing -------------------------------------------------------------------

int GwtState::woolValue(int p, int mask) const {
  int v = permanentWool(p);
  for (int b = 0; b < kBreeds; ++b)
    if (mask >> b & 1) v += data().breeds[b].wool;
  return v;
}

int GwtState::breedMaskInHand(int p) const {
  int m = 0;
  for (int16_t c : pl[p].hand)
    if (isSheep(c)) m |= 1 << data().cards[c].breed;
  return m;
}

// « Tondre et vendre la laine de vos moutons », p. 16: « un nombre inférieur
// ou égal » of distinct breeds, plus the permanent wool. With permanent wool,
// revealing no sheep at all is allowed (see ASSUMPTIONS.md, as the income at
// Wellington allows an empty reveal).
// Building H's « Tondez un mouton » is « Défaussez exactement 1 carte Mouton »
// (Les actions, p. 12): `exact` asks for exactly maxBreeds sheep.
void GwtState::addShears(int p, int maxBreeds, bool exact, std::vector<Action>& out) const {
  const int all = breedMaskInHand(p);
  for (int m = all; m > 0; m = (m - 1) & all)
    if (exact ? __builtin_popcount(m) == maxBreeds : __builtin_popcount(m) <= maxBreeds)
      out.push_back(act(aShear, m));
  if (!exact && permanentWool(p) > 0) out.push_back(act(aShear, 0));
}

namespace {
constexpr uint32_t kShorn = 1;  // dShear's mask: the sheep have been shorn
bool canDraw(const Player& P) { return !P.deck.empty() || !P.discard.empty(); }
}  // namespace

// d.a: shearers (or the icon's maximum), d.b: kShearDraw (unused shearers may
// draw) and kShearExact (exactly d.a sheep: building H), d.c:
// shearers used (to draw or to shear). Once shorn (mask kShorn), p. 16's
// footnote lets the unused shearers still draw « à tout moment lorsque vous
// effectuez cette action (même avant de tondre vos moutons) », before or after
// the wool delivery, whose value d.d waits (0: none or done).
void legalShear(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const Player& P = s.pl[d.player];
  const int left = d.a - d.c;
  if (!(d.mask & kShorn)) s.addShears(d.player, left, (d.b & kShearExact) != 0, out);
  if ((d.b & kShearDraw) && left > 0 && canDraw(P)) out.push_back(act(aShearDraw));
  if (d.d > 0) s.addDeliveries(d.player, d.d, true, out);
  out.push_back(act(aPass));
  s.addAnytime(d.player, false, out);
}

namespace {
// After the shearing: the wool delivery (value, 0 if none) and the unused
// shearers' draws (left), in either order.
void afterShearing(GwtState& s, const Decision& d, int used, int value) {
  const int p = d.player;
  std::vector<Action> tmp;
  if (value > 0) s.addDeliveries(p, value, true, tmp);
  const bool wool = !tmp.empty();
  if ((d.b & kShearDraw) && d.a - used > 0 && canDraw(s.pl[p]))
    s.push(dShear, p, d.a, d.b, used, wool ? value : 0, kShorn);
  else if (wool)
    s.push(dWool, p, value);
}
}  // namespace

void applyShear(GwtState& s, const Decision& d, const Action& a) {
  const int p = d.player;
  if (a.type == aShearDraw) {
    if (d.mask & kShorn)
      afterShearing(s, d, d.c + 1, d.d);
    else
      s.push(dShear, p, d.a, d.b, d.c + 1);
    s.push(dDiscardN, p, 1);
    s.drawCards(p, 1);
    return;
  }
  if (a.type == aWool) {  // wool counters hand over a Romney at most: no decision follows
    s.deliver(p, a.arg[0], a.arg[1], true);
    afterShearing(s, d, d.c, 0);
    return;
  }
  if (a.type != aShear) return;
  const int value = s.woolValue(p, a.arg[0]);
  s.pl[p].money += value;
  for (int b = 0; b < kBreeds; ++b)
    if (a.arg[0] >> b & 1) s.discardCard(p, s.handCardOfBreed(p, b));
  afterShearing(s, d, d.c + __builtin_popcount(static_cast<unsigned>(a.arg[0])), value);
}

// d.a: the wool value; d.c: a forced counter + 1 (building 10a).
void legalWool(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const auto first = static_cast<std::ptrdiff_t>(out.size());
  s.addDeliveries(d.player, d.a, true, out);
  const auto other = [&](const Action& x) { return d.c && x.arg[0] != d.c - 1; };
  out.erase(std::remove_if(out.begin() + first, out.end(), other), out.end());
  out.push_back(act(aPass));
}

void applyWool(GwtState& s, const Decision& d, const Action& a) {
  if (a.type == aWool) s.deliver(d.player, a.arg[0], a.arg[1], true);
}

// ---- worker-slot choices ----------------------------------------------------------

void legalChoice(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const Player& P = s.pl[d.player];
  if (d.a == chCerts) {
    for (int k = 0; k <= P.certs; ++k) out.push_back(act(aChoose, k));
    return;
  }
  if (d.a == chHampshireRyeland) {
    // Pay 4: a Hampshire or a Ryeland from the market onto the draw pile.
    for (int b : {brHampshire, brRyeland})
      if (P.money >= 4 && inMarket(s, b)) out.push_back(act(aChoose, b));
  } else {
    // Up to two market cards worth 2 VP each, or a Hampshire, or a Ryeland.
    for (int b1 = 0; b1 < kBreeds; ++b1) {
      if (!inMarket(s, b1)) continue;
      if (b1 == brHampshire || b1 == brRyeland) out.push_back(act(aChoose, b1, -1));
      if (data().breeds[b1].vp != 2) continue;
      out.push_back(act(aChoose, b1, -1));
      for (int b2 = b1; b2 < kBreeds; ++b2)
        if (data().breeds[b2].vp == 2 && (b2 == b1 ? inMarket(s, b1) >= 2 : inMarket(s, b2) >= 1))
          out.push_back(act(aChoose, b1, b2));
    }
  }
  out.push_back(act(aPass));
}

void applyChoice(GwtState& s, const Decision& d, const Action& a) {
  const int p = d.player;
  if (a.type != aChoose) return;
  if (d.a == chCerts) {
    // Spent certificates raise the income and the delivery value below.
    s.pl[p].certs -= a.arg[0];
    s.pl[p].money += a.arg[0];
    if (!s.stack.empty() && s.stack.top().kind == dDeliver) s.stack.top().a += a.arg[0];
    return;
  }
  if (d.a == chHampshireRyeland) {
    s.pl[p].money -= 4;
    const bool was = s.pl[p].onDeck;
    s.pl[p].onDeck = true;
    s.marketTake(p, a.arg[0]);
    s.pl[p].onDeck = was;
    return;
  }
  s.marketTake(p, a.arg[0]);
  if (a.arg[1] >= 0) s.marketTake(p, a.arg[1]);
}

// ---- discards for a purpose -------------------------------------------------------

void legalDiscardFor(const GwtState& s, const Decision& d, std::vector<Action>& out) {
  const std::vector<int16_t>& cards = distinctCards(s, d.player, true);
  for (int16_t c : cards) {
    const CardDef& cd = data().cards[c];
    if (d.a == dpRemoveStarter && !(cd.owner == d.player && data().breeds[cd.breed].breeding == 2)) continue;
    out.push_back(act(aDiscard, c));
  }
  if (d.a == dpGold || out.empty()) out.push_back(act(aPass));
}

void applyDiscardFor(GwtState& s, const Decision& d, const Action& a) {
  const int p = d.player;
  if (a.type != aDiscard) return;
  if (d.a == dpGold) {
    s.discardCard(p, a.arg[0]);
    s.addGold(p, 1);
    return;
  }
  // Bonus tile: a starting sheep of breeding 2 leaves the game; a Romney and 1 gold.
  Player& P = s.pl[p];
  P.hand.erase(std::find(P.hand.begin(), P.hand.end(), a.arg[0]));
  s.gainFromPile(p, cgRomney);
  s.addGold(p, 1);
}

}  // namespace gwtnz
