#include "limits.hpp"

#include <vector>

namespace ludo {

std::string checkRequestText(const std::string& text, size_t maxBytes, int maxDepth) {
  if (text.size() > maxBytes)
    return "the request is larger than " + std::to_string(maxBytes / (1024 * 1024)) + " MiB";
  int depth = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;  // the escaped character cannot end the string
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"')
      inString = true;
    else if (c == '[' || c == '{') {
      if (++depth > maxDepth) return "the request nests deeper than " + std::to_string(maxDepth) + " levels";
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return "";
}

bool depthWithin(const Json& value, int limit) {
  // An explicit stack: a hostile value never recurses on the machine stack.
  std::vector<std::pair<const Json*, int>> stack{{&value, 0}};
  while (!stack.empty()) {
    auto [v, d] = stack.back();
    stack.pop_back();
    if (!v->is_structured()) continue;
    if (d + 1 > limit) return false;
    for (const auto& child : *v) stack.push_back({&child, d + 1});
  }
  return true;
}

long long utf8Length(const std::string& s) {
  long long n = 0;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || i + len > s.size()) return -1;
    for (size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return -1;
    i += len;
    ++n;
  }
  return n;
}

std::string checkName(const Json& name) {
  const std::string limit = std::to_string(kMaxNameChars);
  if (!name.is_string()) return "each name must be a string";
  const std::string& s = name.get_ref<const std::string&>();
  const long long n = utf8Length(s);
  if (n < 0) return "a name is not valid UTF-8";
  if (n > static_cast<long long>(kMaxNameChars))
    return "each name must have at most " + limit + " characters";
  for (unsigned char c : s)
    if (c < 0x20 || c == 0x7F) return "a name cannot hold control characters";
  return "";
}

bool exactInt(const Json& value, int64_t lo, int64_t hi, int64_t& out) {
  if (value.is_number_unsigned()) {
    const uint64_t u = value.get<uint64_t>();
    if (hi < 0 || u > static_cast<uint64_t>(hi)) return false;
    out = static_cast<int64_t>(u);
    return out >= lo;
  }
  if (!value.is_number_integer()) return false;
  const int64_t v = value.get<int64_t>();
  if (v < lo || v > hi) return false;
  out = v;
  return true;
}

std::string shortEcho(const std::string& s) {
  size_t i = 0, chars = 0;
  while (i < s.size() && chars < kMaxEchoChars) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    i += c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : 4;
    ++chars;
  }
  if (i >= s.size()) return s;
  return s.substr(0, i) + "\xE2\x80\xA6";
}

}  // namespace ludo
