// A game's option as its info JSON describes it to the lobby (docs/engine-api.md).
#pragma once
#include "json.hpp"

namespace ludo {

// A yes/no option, off by default, named in French and English.
inline Json boolOption(const char* id, const char* fr, const char* en) {
  return Json{{"id", id}, {"type", "bool"}, {"default", false}, {"names", {{"fr", fr}, {"en", en}}}};
}

}  // namespace ludo
