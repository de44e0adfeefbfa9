// The JSON names of Fields of Arle's ids, shared by the action forms (io.cpp) and
// the view (view.cpp).
#pragma once
#include <string>

#include "arle.hpp"

namespace arle {

inline constexpr const char* kGoodIds[kGoods] = {
    "food",  "grain", "flax",  "hide",     "wool",    "wood",          "clay",          "plank",
    "brick", "peat",  "linen", "woolYarn", "leather", "summerClothes", "winterClothes", "leatherClothes"};
inline constexpr const char* kSpeciesIds[kSpecies] = {"sheep", "cow", "horse"};
inline constexpr const char* kTileIds[kTileKinds] = {"empty",       "grainField", "flaxField",  "forest",
                                                     "park",        "stall",      "storehouse", "stable",
                                                     "doubleStall", "building"};
inline constexpr const char* kOptIds[kOpts] = {"plank",
                                               "brick",
                                               "sheep",
                                               "cow",
                                               "horse",
                                               "wood",
                                               "clay",
                                               "forest",
                                               "stall",
                                               "stable",
                                               "vehicle",
                                               "copy",
                                               "building",
                                               "wood4",
                                               "plough",
                                               "peatBoat",
                                               "handcart",
                                               "clothes",
                                               "handcartAndClothes",
                                               "peatBoatAndClothes",
                                               "materials"};
inline constexpr const char* kUpgIds[kUpg] = {"moor",     "forest",   "stall", "stable",
                                              "peatBoat", "handcart", "cart",  "carriage"};
inline constexpr const char* kActIds[kActTypes] = {
    "",        "place",   "skip",   "done",  "stop",    "pick", "build",   "tool",   "extract",
    "upgrade", "vehicle", "amount", "load",  "sell",    "move", "release", "boat",   "discard",
    "use",     "house",   "feed",   "field", "arrange", "take", "put",     "confirm"};
inline constexpr const char* kItemIds[7] = {
    "", "plank", "brick", "summerClothes", "winterClothes", "leatherClothes", "peat"};

// The JSON name of a load item (a good or a destination tile), "" when none.
std::string itemId(int item);

}  // namespace arle
