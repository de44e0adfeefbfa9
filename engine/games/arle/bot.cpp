// For the shared bots: evaluation, playout weights, determinization.
#include <algorithm>
#include <cmath>

#include "state.hpp"

namespace arle {

using ludo::Action;

namespace {
// The goods track read as a slope (p. 16): the steps at 7, 11 and 15 joined by
// straight lines, so that every good on the way to a step counts for its share.
double trackSlope(int v) {
  if (v >= 15) return 3.0;
  if (v >= 11) return 2.0 + (v - 11) / 4.0;
  if (v >= 7) return 1.0 + (v - 7) / 4.0;
  return std::max(0, v) / 7.0;
}
double foodSlope(int food) { return 2.0 * trackSlope(food / 2) + (food % 2) * 0.5 / 7.0; }
}  // namespace

// The share of the game still to play: 1 in the first half-year's work, 0 at the end.
double ArleState::gameLeft() const {
  if (phase >= kPhaseFinal) return 0.0;
  const double inHalf = phase == kPhaseWork ? 0.0 : 0.75;
  return std::clamp((9.0 - half + 1.0 - inHalf) / 9.0, 0.0, 1.0);
}

// What the seat would score if the game ended now (p. 16-17), with the goods
// tracks read as slopes while there is time to climb them: goods on their way
// to the next step count for their share, fading to the printed steps at the
// end. (Rating building materials, textiles or future subsistence on top made
// the solo bot hoard instead of building: 83 against 99 points in a trial.)
double ArleState::outlook(int p) const {
  const Score s = score(p);
  double v = s.total();
  const double left = gameLeft();
  if (left <= 0) return v;
  const auto& g = pl[p].g;
  const double track = foodSlope(g[kFood]) + trackSlope(g[kGrain]) + trackSlope(g[kFlax]) +
                       trackSlope(g[kHide]) + trackSlope(g[kWool]);
  const double factor = countTile(p, kStorehouse) > 0 ? 2.0 : 1.0;
  v += (factor * track - s.track) * std::min(1.0, 2.0 * left);
  return v;
}

double ArleState::evaluate(int seat) const {
  const double mine = outlook(seat);
  // Solo: early scores are negative (no large vehicle, moors, p. 16-17); a
  // value clamped at 0 there would hide every difference from the search.
  if (nP == 1) return std::clamp((mine + 50.0) / 250.0, 0.0, 1.0);
  const double diff = mine - outlook(1 - seat);
  return 1.0 / (1.0 + std::exp(-diff / 15.0));
}

std::unique_ptr<ludo::State> ArleState::determinize(int /*seat*/, uint64_t seed) const {
  auto s = std::make_unique<ArleState>(*this);
  s->rng.seed(seed);  // nothing is hidden; only the generator is resampled
  return s;
}

double ArleState::playoutWeight(int /*player*/, const Action& a) const {
  // Keen random play: act rather than decline, build and load often, rarely
  // shuffle animals or give things back (free moves never outweigh progress, so
  // neither playouts nor the one-ply bots loop on them; a rearrangement that
  // changes nothing cannot be confirmed). Every game still ends after 9 half-years.
  switch (a.type) {
    case kActMove:
      return 0.01;
    case kActArrange:
      return 0.002;
    case kActRelease:
      return pendingKind(kAskOverflow) ? 1.0 : 0.005;
    case kActDiscard:
      return pendingKind(kAskMakeRoom) ? 1.0 : 0.005;
    case kActSkip:
      return 0.02;
    case kActBoat:
      return 0.1;
    case kActUse:
      return 0.3;
    case kActLoad:
      return 1.5;
    case kActBuild:
      return 5.0;
    case kActStop:
      return pendingKind(kAskArrange) ? 0.2 : 0.1;
    // Inside a rearrangement: finish it rather than keep picking animals up.
    case kActTake:
      return 0.3;
    case kActPut:
      return 1.0;
    case kActConfirm:
      return 2.0;
    default:
      return 1.0;
  }
}

}  // namespace arle
