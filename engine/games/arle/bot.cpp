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
  // shuffle animals or give things back. Every game still ends after 9 half-years.
  switch (a.type) {
    case A_MOVE: return 0.01;
    case A_ARRANGE: return 0.002;
    case A_RELEASE: return pendingKind(K_OVERFLOW) ? 1.0 : 0.005;
    case A_DISCARD: return pendingKind(K_MAKEROOM) ? 1.0 : 0.005;
    case A_SKIP: return 0.02;
    case A_BOAT: return 0.1;
    case A_USE: return 0.3;
    case A_LOAD: return 1.5;
    case A_BUILD: return 5.0;
    case A_STOP: return pendingKind(K_ARRANGE) ? 0.2 : 0.1;
    default: return 1.0;
  }
}

}  // namespace arle
