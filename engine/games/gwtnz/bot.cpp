// For the shared bots: a heuristic value, the playout policy and the
// determinizer (hands, deck orders, the market and objective decks and the
// bag draws are hidden).
#include <algorithm>
#include <cmath>

#include "kinds.hpp"

namespace gwtnz {

namespace {
// Points now plus a little for what turns into points later.
double value(const GwtState& s, int p) {
  const auto b = s.breakdown(p);
  double v = 0;
  for (int k = 0; k < 12; ++k) v += b[k];
  const Player& P = s.pl[p];
  v += 0.15 * P.money + 0.5 * P.gold + 0.3 * P.certs + 0.3 * P.tokens;
  for (int t = 0; t < kWorkerTypes; ++t) v += 0.8 * P.workers[t];
  return v;
}
}  // namespace

double GwtState::evaluate(int seat) const {
  double best = -1e9;
  for (int p = 0; p < participants(); ++p)
    if (p != seat) best = std::max(best, value(*this, p));
  const double d = value(*this, seat) - best;
  return 1.0 / (1.0 + std::exp(-d / 10.0));
}

// A hidden zone is rebuilt from what the seat knows: its contents (a
// multiset the public history fixes), never their real order. Sorting first
// makes the sample a function of the seed and the seat's knowledge alone.
namespace {
void resample(Cards& cards, ludo::Rng& rng) {
  std::sort(cards.begin(), cards.end());
  rng.shuffle(cards);
}
}  // namespace

std::unique_ptr<ludo::State> GwtState::determinize(int seat, uint64_t seed) const {
  auto s = std::make_unique<GwtState>(*this);
  s->rng.seed(seed);
  for (int p = 0; p < n; ++p) {
    Player& P = s->pl[p];
    if (p == seat) {
      resample(P.deck, s->rng);
      continue;
    }
    // Another seat's hand and draw pile are one unknown pool of known cards
    // (its starting cards and every public gain, less its public discards).
    Cards pool = P.deck;
    pool.insert(pool.end(), P.hand.begin(), P.hand.end());
    resample(pool, s->rng);
    P.hand.assign(pool.begin(), pool.begin() + static_cast<long>(P.hand.size()));
    P.deck.assign(pool.begin() + static_cast<long>(P.hand.size()), pool.end());
  }
  resample(s->sarahDeck, s->rng);  // Sarah's 17 cards less those played face up
  resample(s->marketDeck, s->rng);
  resample(s->objectiveDeck, s->rng);
  resample(s->bagA, s->rng);  // drawn blind: the contents are known, not the draws
  resample(s->bagB, s->rng);
  return s;
}

double GwtState::playoutWeight(int, const Action& a) const {
  switch (a.type) {
    case aExchange:
      return 0.05;
    case aPlayCard:
      return 0.2;
    case aBuyBonus:
      // In the free windows a purchase is weighed as before; in the middle of a move or an
      // action it is a free action to the bots (bot.hpp): the card lands on the discard pile
      // either way, so only a search that shows a gain (the gold limit) takes it there.
      return freeWindow(stack.top()) ? 0.5 : 0.01;
    case aRefill:
      return 0.3;
    case aShearDraw:
      return 0.3;
    case aTakeCard:
      return 2.0;  // an optional Romney or Ferry is mostly worth taking
    case aPass:
      return stack.top().kind == dPhaseB ? 0.3 : 1.0;
    case aLocation:
      return 3.0;
    case aDeliver:
    case aWool:
      return a.arg[1] >= kDiscs ? 0.5 : 1.0;
    default:
      return 1.0;
  }
}

}  // namespace gwtnz
