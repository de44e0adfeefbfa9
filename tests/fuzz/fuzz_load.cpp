// libFuzzer target: Session::load on a save (what `load` and an import reach).
// The input is the JSON text of a save, bounded as the boundary bounds it.
// Oracles: a refused save says bad_save; a loaded one saves, and that save
// loads again into the same position and saves identically.
#include <cstdint>
#include <string>

#include "core/limits.hpp"
#include "core/session.hpp"
#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (!ludo::checkRequestText(text).empty()) return 0;
  ludo::Json saved;
  try {
    saved = ludo::Json::parse(text);
  } catch (const std::exception&) {
    return 0;
  }
  ludo::Result r;
  auto s = ludo::Session::load(saved, r);
  if (!s) {
    if (r.code != ludo::err::badSave) ludo::fuzz::fail("a refused save is not bad_save: " + r.code, text);
    return 0;
  }
  const ludo::Json again = s->save();
  auto back = ludo::Session::load(again, r);
  if (!back) ludo::fuzz::fail("a loaded game's save does not load: " + r.message, text);
  if (back->state().hash() != s->state().hash() || back->save() != again)
    ludo::fuzz::fail("save/load is not a round trip", text);
  return 0;
}
