// A game's option as its info JSON describes it to the lobby (docs/engine-api.md).
#pragma once
#include "json.hpp"

namespace ludo {

// A yes/no option (off unless told), named in French and English.
inline Json boolOption(const char* id, const char* fr, const char* en, bool byDefault = false) {
  return Json{{"id", id}, {"type", "bool"}, {"default", byDefault}, {"names", {{"fr", fr}, {"en", en}}}};
}

}  // namespace ludo
