// Runs ludotheca-cli on request lines and returns its replies, parsed (shared
// by the CLI tests and the boundary tests in tests/engine/core/).
#pragma once
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/json.hpp"

namespace ludo::test {

inline std::vector<Json> runCli(const std::vector<std::string>& lines, int* exitStatus = nullptr) {
  static int counter = 0;
  const std::string input = "cli_test_input_" + std::to_string(++counter) + ".jsonl";
  {
    std::ofstream f(input, std::ios::binary);
    for (const auto& l : lines) f << l << "\n";
  }
  const std::string cmd = std::string("\"") + LUDO_CLI_PATH + "\" < " + input;
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  std::string out;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  const int status = pclose(p);
  if (exitStatus) *exitStatus = status;
  std::remove(input.c_str());
  std::vector<Json> replies;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) replies.push_back(Json::parse(line));
  return replies;
}

}  // namespace ludo::test
