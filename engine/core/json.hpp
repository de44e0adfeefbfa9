// The JSON type used at the engine's boundary (never inside rules code).
#pragma once
#include <nlohmann/json.hpp>

namespace ludo {
using Json = nlohmann::json;
}  // namespace ludo
