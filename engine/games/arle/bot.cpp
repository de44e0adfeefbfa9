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

// What the engine pieces of a position are worth while there is time to use
// them, on top of the points they score at the end (tuned on solo games at
// 300 iterations, seeds 2000-2004: docs/bots.md, "Fields of Arle, solo").
constexpr double kPlankWorth = 0.75;     // on its way to a building (½ VP printed)
constexpr double kBrickWorth = 0.75;     // on its way to a building (1 VP printed)
constexpr double kMaterialWorth = 0.25;  // a wood or a clay
constexpr double kTextileWorth = 0.3;    // linen, wool yarn, leather: on their way to clothes
constexpr double kPeatWorth = 0.2;       // fuel and bricks (the first 6)
constexpr double kToolStepWorth = 0.75;  // a tool step's production, at the start of the game
constexpr double kBuildPerVp = 0.5;      // playouts prefer the buildings that score

// Births a holding gives with n animals of one kind (p. 8; none on the dikes).
int bornAt(const ArleState& s, int p, int h, int n) {
  return h == kDikeHolding || n < 0 ? 0 : bornIn(s.pl[p].tile[h / 2], n);
}

// Whether a breeding (May, p. 8: the inventory after a winter half-year) is still to come.
bool breedingAhead(const ArleState& s) {
  if (s.half < 8) return true;
  return s.half == 8 && s.phase < kPhaseSubsistence;
}

// The births a move of one animal adds to the next breeding (negative: it breaks a pair).
int birthsGained(const ArleState& s, int p, const Action& a) {
  const auto& an = s.pl[p].an;
  const int from = a.arg[0], to = a.arg[1], sp = a.arg[2];
  if (from < 0 || from >= kHoldings || to < 0 || to >= kHoldings || sp < 0 || sp >= kSpecies) return 0;
  return bornAt(s, p, from, an[from][sp] - 1) - bornAt(s, p, from, an[from][sp]) +
         bornAt(s, p, to, an[to][sp] + 1) - bornAt(s, p, to, an[to][sp]);
}
}  // namespace

// Engine pieces (p. 16-17 gives them no points or fewer than they will bring):
// materials and textiles fade out over the last half of the game, tools'
// production over the whole game, so at the end only the score counts.
static double potentialOf(const ArleState& s, int p, double left) {
  const auto& P = s.pl[p];
  const auto& g = P.g;
  const double materials =
      kPlankWorth * g[kPlank] + kBrickWorth * g[kBrick] + kMaterialWorth * (g[kWood] + g[kClay]) +
      kTextileWorth * (g[kLinen] + g[kYarn] + g[kLeather]) + kPeatWorth * std::min<int>(g[kPeat], 6);
  int steps = 0;
  for (int t = 0; t < kTools; ++t) steps += P.tool[t];
  return std::min(1.0, 2.0 * left) * materials + left * kToolStepWorth * steps;
}

// The share of the game still to play: 1 in the first half-year's work, 0 at the end.
double ArleState::gameLeft() const {
  if (phase >= kPhaseFinal) return 0.0;
  const double inHalf = phase == kPhaseWork ? 0.0 : 0.75;
  return std::clamp((9.0 - half + 1.0 - inHalf) / 9.0, 0.0, 1.0);
}

// What the seat would score if the game ended now (p. 16-17), with the goods
// tracks read as slopes while there is time to climb them (goods on their way
// to the next step count for their share, fading to the printed steps at the
// end), plus the engine pieces' worth (potentialOf). An earlier trial that
// rated materials with no building preference in the playouts made the solo
// bot hoard; with builds weighted by their points it builds more (docs/bots.md).
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
  return v + potentialOf(*this, p, left);
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

double ArleState::playoutWeight(int player, const Action& a) const {
  // Keen random play: act rather than decline, build and load often, move
  // animals only to breed, rarely give things back (free moves never outweigh
  // progress, so neither playouts nor the one-ply bots loop on them; a
  // rearrangement that changes nothing cannot be confirmed). Every game still
  // ends after 9 half-years.
  switch (a.type) {
    case kActMove:
      // Moving an animal (p. 9, free) is progress when it makes a pair breed at the
      // next breeding (p. 8: a stall with 3 after a birth breeds again once one
      // leaves); otherwise it changes nothing that scores, and rated 0 it never
      // takes a bot's choice or a playout step while anything else is legal
      // (docs/bots.md, "Progress"; tuned on solo games, "Fields of Arle, solo").
      return breedingAhead(*this) && birthsGained(*this, player, a) > 0 ? 1.0 : 0.0;
    case kActArrange:
      // Rated 0: a bot never opens a free rearrangement while anything else is
      // legal (docs/bots.md, "Progress" 4). Inside one, take/put/confirm are the
      // only legal actions, so they would count as real and reset the free-action
      // cap: `normal` bots looped on them for thousands of actions. Single moves
      // stay open to them; a human may still rearrange.
      return 0.0;
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
      return 5.0 + kBuildPerVp * data().buildings[a.arg[0]].vp;
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
