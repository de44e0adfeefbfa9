// Lorrein (Arthur and Marleen Scholten), 2–4 players.
//
// Board plates of nine landscapes (forest, river pebbles, meadow, wheat field,
// lavender); duchies stand on the small squares where four landscapes meet,
// one building per landscape. Each turn: harvest (three beads drawn from the
// chance bowl, one raw material per bead plus one per own farm on that
// landscape; the red bead rots product cards), construction (farms, one
// witchery, duchies and their enlargement, workshops beside your own duchy),
// food (one per small duchy, two per large, or hunger). Raw materials become
// product cards in workshops at any time; trades between players at any time.
// The first to fulfil their secret mission and finish their food phase wins.
// Expansions: changing the bowl (and its addition), master craftsman, annexing.
//
// Reference: the French rulebook; every reconstruction is listed in
// ASSUMPTIONS.md. The rules live in state.hpp and the .cpp files beside it.
#pragma once
#include <memory>

#include "core/game.hpp"

namespace lorrein {

std::unique_ptr<ludo::Game> makeGame();

}  // namespace lorrein
