// Glass Road (La Route du Verre, Uwe Rosenberg), 1–4 players.
//
// Four building phases (five as an option, seven solo) of three rounds: every
// player picks 5 of the 15 craftsman cards, lays one face down each round and
// reveals it; whoever holds the revealed card must play it from hand while a
// slot is free. Craftsmen give landscape tiles, resources and building actions;
// two production wheels per player turn five (or three) basic resources into
// glass (or brick) automatically. Score: the points of your buildings.
//
// Reference: ../shared/rules/glass-road.fr.txt; every reconstruction is listed
// in ASSUMPTIONS.md. The rules live in state.hpp and the .cpp files beside it.
#pragma once
#include <memory>

#include "core/game.hpp"

namespace glassroad {

std::unique_ptr<ludo::Game> makeGame();

}  // namespace glassroad
