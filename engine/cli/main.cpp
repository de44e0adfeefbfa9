// ludotheca-cli: the engine over JSON lines (docs/engine-api.md).
// One request per line on stdin, one reply per line on stdout.
#include <iostream>
#include <string>

#include "../core/api.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  ludo::Api api;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::cout << api.handleLine(line) << '\n' << std::flush;
  }
  return 0;
}
