// For the shared bots: evaluation, playout weights, determinization.
#include <algorithm>
#include <cmath>

#include "state.hpp"

namespace arle {

using ludo::Action;

double ArleState::evaluate(int seat) const {
  double mine = score(seat).total();
  if (nP == 1) return std::clamp(mine / 150.0, 0.0, 1.0);
  double diff = mine - score(1 - seat).total();
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
