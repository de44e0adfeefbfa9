// The WebAssembly bridge: the same JSON protocol as ludotheca-cli, one string
// in and one string out. Api::handleLine never throws, so no C++ exception
// reaches JavaScript.
#include <emscripten/bind.h>

#include <string>

#include "../engine/core/api.hpp"

namespace {

class Engine {
 public:
  std::string call(const std::string& request) { return api_.handleLine(request); }

 private:
  ludo::Api api_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(ludotheca) {
  emscripten::class_<Engine>("Engine").constructor<>().function("call", &Engine::call);
}
