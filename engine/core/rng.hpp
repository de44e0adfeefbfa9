// PCG32 (O'Neill, pcg-random.org): small, fast, identical on every platform.
// It lives inside each game state and is serialised with it; views never show it.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "json.hpp"

namespace ludo {

class Rng {
 public:
  Rng() { seed(0); }
  explicit Rng(uint64_t s, uint64_t stream = 54) { seed(s, stream); }

  void seed(uint64_t s, uint64_t stream = 54) {
    state_ = 0;
    inc_ = (stream << 1u) | 1u;
    next();
    state_ += s;
    next();
  }

  uint32_t next() {
    uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    uint32_t xorshifted = static_cast<uint32_t>(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = static_cast<uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32 - rot) & 31));
  }

  // Uniform integer in [0, n), without modulo bias. n must be > 0.
  int below(int n) {
    uint32_t bound = static_cast<uint32_t>(n);
    uint32_t threshold = (0u - bound) % bound;
    for (;;) {
      uint32_t r = next();
      if (r >= threshold) return static_cast<int>(r % bound);
    }
  }

  double unit() { return next() * (1.0 / 4294967296.0); }

  template <class T>
  void shuffle(std::vector<T>& v) {
    for (int i = static_cast<int>(v.size()) - 1; i > 0; --i) std::swap(v[i], v[below(i + 1)]);
  }

  // Saved as hex strings: JavaScript numbers cannot hold 64 bits.
  Json save() const { return Json{{"s", hex(state_)}, {"i", hex(inc_)}}; }
  bool load(const Json& j) {
    if (!j.is_object() || !j.contains("s") || !j.contains("i")) return false;
    if (!j["s"].is_string() || !j["i"].is_string()) return false;
    uint64_t s, i;
    if (!unhex(j["s"].get<std::string>(), s) || !unhex(j["i"].get<std::string>(), i)) return false;
    if ((i & 1u) == 0) return false;
    state_ = s;
    inc_ = i;
    return true;
  }
  uint64_t rawState() const { return state_ ^ (inc_ * 0x9E3779B97F4A7C15ULL); }

 private:
  static std::string hex(uint64_t v) {
    static const char* d = "0123456789abcdef";
    std::string s(16, '0');
    for (int k = 15; k >= 0; --k, v >>= 4) s[k] = d[v & 15];
    return s;
  }
  static bool unhex(const std::string& s, uint64_t& out) {
    if (s.empty() || s.size() > 16) return false;
    out = 0;
    for (char c : s) {
      int v = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : -1;
      if (v < 0) return false;
      out = (out << 4) | static_cast<uint64_t>(v);
    }
    return true;
  }
  uint64_t state_ = 0, inc_ = 1;
};

// FNV-1a over 64-bit words, for State::hash().
class Hasher {
 public:
  void add(uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h_ ^= (v >> (8 * i)) & 0xffu;
      h_ *= 0x100000001b3ULL;
    }
  }
  void add(const std::string& s) {
    for (unsigned char c : s) {
      h_ ^= c;
      h_ *= 0x100000001b3ULL;
    }
    add(s.size());
  }
  uint64_t value() const { return h_; }

 private:
  uint64_t h_ = 0xcbf29ce484222325ULL;
};

}  // namespace ludo
