// "Négociier" and the use of another player's workshop ("Un joueur peut aussi demander à un
// autre joueur s'il peut utiliser son atelier"): an offer is composed item by item, sent,
// then accepted or refused by its addressee. « La négociation est permise pendant tout le jeu et
// sans limites »: any number of offers per turn, any number of items a side that the goods held
// allow (each item added needs a good still held, so composing always comes to an end). The
// bots limit themselves (bot.cpp, playoutWeight).
#include <limits>

#include "state.hpp"

namespace lorrein {

namespace {
// Offers made this turn, counted for the bots; it stops at the type's top (no wrap-around).
void countOffer(int8_t& offers) {
  if (offers < std::numeric_limits<int8_t>::max()) ++offers;
}
}  // namespace

void LorreinState::offerStartActions(int p, std::vector<ludo::Action>& out) const {
  for (int q = 0; q < n; ++q)
    if (q != p) out.push_back(act(aOffer, q));
}

namespace {
// Product cards a use of the addressee's workshop makes from one raw material, at
// most: with fewer left in the pile it gives what is left (REVIEW.md item 48), so
// each use asked for needs at least one card left after the uses before it.
int useYield(int kind) { return kind == kField ? 3 : 1; }
}  // namespace

void LorreinState::composeLegal(const ludo::Decision&, std::vector<ludo::Action>& out) const {
  const Offer& o = offer;
  const Player& F = pl[o.from];
  const Player& T = pl[o.to];
  for (int g = 0; g < kGoods; ++g) {
    const int used = g < kWorkshopKinds ? o.use[g] : 0;
    if (F.goods[g] - o.give[g] - used > 0) out.push_back(act(aOfferAdd, sGive, g));
  }
  for (int g = 0; g < kGoods; ++g)
    if (T.goods[g] > o.take[g]) out.push_back(act(aOfferAdd, sTake, g));
  std::array<std::array<int8_t, kWorkshopKinds>, kMaxPlayers> census;
  workshopCensus(census);
  for (int k = 0; k < kWorkshopKinds; ++k)
    if (census[o.to][k] > 0 && F.goods[rawGood(k)] - o.give[k] - o.use[k] > 0 &&
        supply(productGood(k)) > o.use[k] * useYield(k))
      out.push_back(act(aOfferAdd, sUse, k));
  if (o.items(sGive) + o.items(sTake) + o.items(sUse) > 0) out.push_back(act(aOfferSend));
  out.push_back(act(aOfferCancel));
}

void LorreinState::composeApply(const ludo::Decision& d, const ludo::Action& a) {
  if (a.type == aOfferCancel) {
    offer = Offer{};
    return;
  }
  if (a.type == aOfferSend) {
    pushDecision(dAnswer, offer.to, offer.from);
    return;
  }
  const int g = a.arg[1];
  if (a.arg[0] == sGive)
    offer.give[g]++;
  else if (a.arg[0] == sTake)
    offer.take[g]++;
  else
    offer.use[g]++;
  stack.push(d);
}

bool LorreinState::offerValid() const {
  const Offer& o = offer;
  if (o.from < 0 || o.to < 0) return false;
  for (int g = 0; g < kGoods; ++g) {
    const int used = g < kWorkshopKinds ? o.use[g] : 0;
    if (pl[o.from].goods[g] < o.give[g] + used || pl[o.to].goods[g] < o.take[g]) return false;
  }
  for (int k = 0; k < kWorkshopKinds; ++k)
    if (o.use[k] > 0 &&
        (countWorkshops(o.to, k) == 0 || supply(productGood(k)) <= (o.use[k] - 1) * useYield(k)))
      return false;
  return true;
}

// "L'autre joueur peut choisir de refuser cette demande, ou l'accepter et demander une
// compensation": besides accepting or refusing, the addressee may answer with an offer of
// its own to the proposer (counted among its offers of the turn).
void LorreinState::answerLegal(const ludo::Decision&, std::vector<ludo::Action>& out) const {
  if (offerValid()) out.push_back(act(aAccept));
  out.push_back(act(aRefuse));
  out.push_back(act(aCounter));
}

void LorreinState::startOffer(int p, int to) {
  countOffer(pl[p].offers);
  offer = Offer{};
  offer.from = static_cast<int8_t>(p);
  offer.to = static_cast<int8_t>(to);
  pushDecision(dCompose, p, to);
}

void LorreinState::answerApply(const ludo::Decision& d, const ludo::Action& a) {
  if (a.type == aCounter) {
    startOffer(d.player, offer.from);
    return;
  }
  if (a.type == aAccept) {
    Player& F = pl[offer.from];
    Player& T = pl[offer.to];
    for (int g = 0; g < kGoods; ++g) {
      F.goods[g] = static_cast<int8_t>(F.goods[g] - offer.give[g] + offer.take[g]);
      T.goods[g] = static_cast<int8_t>(T.goods[g] + offer.give[g] - offer.take[g]);
    }
    for (int k = 0; k < kWorkshopKinds; ++k)
      for (int i = 0; i < offer.use[k]; ++i) {
        F.goods[rawGood(k)]--;
        gain(offer.from, productGood(k), useYield(k));
      }
  }
  offer = Offer{};
}

}  // namespace lorrein
