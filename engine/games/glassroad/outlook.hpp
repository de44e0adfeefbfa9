// For the bots (bot.cpp): what a position promises in buildings. The points a
// building would add if built now, the buildings within reach of the resources
// on the wheels, and what a craftsman card still in hand is worth. Estimates
// for the search's heuristic only; the rules never read them.
#pragma once
#include "state.hpp"

namespace glassroad::outlook {

// Points building b would add if built now (printed points, an estimate of its
// end bonus or immediate effect, minus the base-building bonuses its glass and
// bricks took away).
double gain(const GlassState& s, int p, int b);

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
