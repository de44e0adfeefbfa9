// libFuzzer target: the CLI line protocol (engine/core/api.cpp). The input is
// split into lines, each handled by a fresh Api in order, as ludotheca-cli does.
// Oracle: every reply is one JSON object with "ok", never internal_error.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/api.hpp"
#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  ludo::Api api;
  const std::string input(reinterpret_cast<const char*>(data), size);
  size_t start = 0;
  while (start <= input.size()) {
    size_t end = input.find('\n', start);
    if (end == std::string::npos) end = input.size();
    const std::string line = input.substr(start, end - start);
    if (!line.empty()) ludo::fuzz::checkReply(api.handleLine(line), line);
    start = end + 1;
  }
  return 0;
}
