// The bounds every input meets at the boundary, before anything parses it
// further (docs/engine-api.md, "Limits"). One place, so the CLI, the
// WebAssembly bridge, the fuzzers and the docs agree.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

#include "json.hpp"

namespace ludo {

inline constexpr size_t kMaxRequestBytes = 4u << 20;   // 4 MiB: a full save of a long game is < 1 MiB
inline constexpr int kMaxJsonDepth = 64;               // the deepest real request nests 6 levels
inline constexpr size_t kMaxNameChars = 24;            // Unicode code points, as the lobby counts them
inline constexpr int kMaxPlayoutGames = 10000;         // per playout request
inline constexpr long long kMaxPlayoutSteps = 200000;  // per playout game
inline constexpr int kMaxPlayoutMs = 60000;            // wall-clock budget of one playout request
inline constexpr int kMaxBotMs = 20000;                // below the web client's 60 s timeout
inline constexpr size_t kMaxEchoChars = 40;            // of an unknown op, in an error message
inline constexpr int64_t kMaxSafeInteger = (int64_t{1} << 53) - 1;  // seeds must survive JavaScript

// Checks the raw text of a request before it is parsed: its size and the
// nesting depth of arrays and objects (strings and escapes are skipped).
// Returns an empty string when it is within bounds, else why not.
std::string checkRequestText(const std::string& text, size_t maxBytes = kMaxRequestBytes,
                             int maxDepth = kMaxJsonDepth);

// Depth of a parsed value, counted without recursion beyond `limit`:
// true when no array or object nests deeper than `limit`.
bool depthWithin(const Json& value, int limit = kMaxJsonDepth);

// The number of Unicode code points of a valid UTF-8 string, or -1 when it
// is not valid UTF-8.
long long utf8Length(const std::string& s);

// A player name: a string of at most kMaxNameChars code points without control
// characters. Returns an empty string when it is acceptable, else why not.
std::string checkName(const Json& name);

// An exact integer within [lo, hi]: a JSON integer (signed or unsigned, never
// a float, a bool or a string) whose value is in range. No wrap, no truncation.
bool exactInt(const Json& value, int64_t lo, int64_t hi, int64_t& out);

// The start of a string for an error message: at most kMaxEchoChars code
// points, cut on a character boundary, with "…" when shortened.
std::string shortEcho(const std::string& s);

}  // namespace ludo
