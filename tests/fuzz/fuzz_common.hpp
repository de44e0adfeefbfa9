// Shared oracles of the fuzz targets: a finding is a crash, a sanitizer
// report, or one of these checks calling abort().
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/json.hpp"

namespace ludo::fuzz {

[[noreturn]] inline void fail(const std::string& what, const std::string& input) {
  std::fprintf(stderr, "fuzz oracle failed: %s\ninput: %.2000s\n", what.c_str(), input.c_str());
  std::abort();
}

// A reply is a JSON object with a boolean "ok"; an error carries a code that
// is never internal_error (a bad shape is malformed, bad_setup or bad_save).
inline Json checkReply(const std::string& reply, const std::string& request) {
  Json j;
  try {
    j = Json::parse(reply);
  } catch (const std::exception&) {
    fail("the reply is not JSON", request);
  }
  if (!j.is_object() || !j.contains("ok") || !j["ok"].is_boolean()) fail("the reply has no ok", request);
  if (j["ok"] == false) {
    if (!j.contains("error") || !j["error"].contains("code")) fail("an error without a code", request);
    if (j["error"]["code"] == "internal_error") fail("internal_error: " + j.dump(), request);
  }
  return j;
}

}  // namespace ludo::fuzz
