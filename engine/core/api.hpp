// The engine over JSON requests: one object in, one object out, always with
// "ok". Shared by ludotheca-cli (JSON lines) and the WebAssembly bridge, so the
// browser and the tests speak the same protocol (docs/engine-api.md).
#pragma once
#include <memory>
#include <string>

#include "bot.hpp"
#include "session.hpp"

namespace ludo {

class Api {
 public:
  Json handle(const Json& request);
  // Parses a line, handles it, and never throws.
  std::string handleLine(const std::string& line);

 private:
  Json dispatch(const std::string& op, const Json& req);
  Json status(int player) const;
  std::unique_ptr<Session> session_;
  BotMemory botMemory_;  // what the bots of this session saw and chose (repeats, free streaks)
};

}  // namespace ludo
