// The Neuland state (being split out of neuland.hpp).
#pragma once
#include "neuland.hpp"
