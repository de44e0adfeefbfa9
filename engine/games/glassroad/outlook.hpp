// For the bots (bot.cpp): what a position promises in buildings (outlook.cpp;
// what the bonuses expect ahead: ahead.cpp). The points a
// building would add if built now, the buildings within reach of the resources
// on the wheels, and what a craftsman card still in hand is worth. Estimates
// for the search's heuristic only; the rules never read them.
#pragma once
#include "state.hpp"

namespace glassroad::outlook {

// The share of the room left on a refined zone (kMaxRefined) that the wheels
// are expected to fill before the end, with `left` of the game to come
// (GlassState::gameLeft): `kRefinedAhead` of it while half the game or more is
// left, then less and less, nothing at the end.
inline constexpr double kRefinedAhead = 0.6;
double refinedAhead(int held, double left);

// Solo: the points an upgrade scoring 3 per glass or brick (glassworks,
// masons' guild) still promises: its 2 extra points for each refined good
// refinedAhead expects.
double upgradesAhead(const GlassState& s, int p);

// Points building b would add if built now (printed points, an estimate of its
// end bonus or immediate effect, minus the base-building bonuses its glass and
// bricks took away).
double gain(const GlassState& s, int p, int b);

// Solo: the points the goods bonus of point building b (Annexe 2: per wood,
// clay, water, food or coal on the wheels) is expected to grow by before the
// end: kGoodsAhead of the room left up to sector 7, fading like refinedAhead.
inline constexpr double kGoodsAhead = 0.4;
double goodsAhead(const GlassState& s, int p, int b);
// The same for wheels given as counts (`g` glass wheel, `k` brick wheel) with `left` of the game to come.
double goodsAheadOf(int b, const std::array<int, kRes>& g, const std::array<int, kRes>& k, double left);

// Solo: upgradesAhead plus goodsAhead of every point building p has built.
double ahead(const GlassState& s, int p);

// Solo: gain, plus what the building's bonus expects the wheels to add before
// the end (refinedAhead for the glassworks and the masons' guild, goodsAhead).
double prospect(const GlassState& s, int p, int b);

// The best gain among the buildings p can afford now (board and private offer); 0 if none.
double bestAffordable(const GlassState& s, int p);

// The expected points of `builds` more building actions: the best gains of
// the buildings on offer, each discounted by the resources still missing.
double builds(const GlassState& s, int p, double builds);

// True for the four cards that can build (cultivator, supplier, builder, carpenter).
bool buildsWith(int card);

// Solo: the worth in points of the craftsman cards still in p's hand this
// phase (the chosen cards not yet played; one of them will be left unused).
double hand(const GlassState& s, int p);

// Solo: what the resources on p's wheels are worth before they are spent,
// with less for each further unit of the same resource (a glass needs one of
// each of five basics, a brick one of each of three, buildings wood and clay).
double wheels(const GlassState& s, int p);

// Solo: how much a pick of `card` is liked (playouts and the search's prior).
double pickWeight(const GlassState& s, int p, int card);

}  // namespace glassroad::outlook
