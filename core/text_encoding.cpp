#include "core/text_encoding.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <unordered_map>

#include "core/record_error.h"

namespace c6::core {

extern const std::uint16_t kGbkToUnicode[126 * 190];  // generated: build/core/gbk_table.cpp

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

int gbkIndex(unsigned char lead, unsigned char trail) {
  if (lead < 0x81 || lead > 0xFE || trail < 0x40 || trail > 0xFE || trail == 0x7F) return -1;
  return (lead - 0x81) * 190 + (trail - 0x40) - (trail > 0x7F ? 1 : 0);
}

void appendUtf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// One UTF-8 character at `i` (assumed well-formed): its code point, and `i` moved past it.
std::uint32_t nextCodePoint(std::string_view s, std::size_t& i) {
  auto b = static_cast<unsigned char>(s[i++]);
  int more = b < 0x80 ? 0 : b < 0xE0 ? 1 : b < 0xF0 ? 2 : 3;
  std::uint32_t cp = more == 0 ? b : more == 1 ? b & 0x1Fu : more == 2 ? b & 0x0Fu : b & 0x07u;
  for (int k = 0; k < more && i < s.size(); ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3Fu);
  return cp;
}

const std::unordered_map<std::uint16_t, std::uint16_t>& unicodeToGbk() {
  static const auto table = [] {
    std::unordered_map<std::uint16_t, std::uint16_t> m;
    for (int lead = 0x81; lead <= 0xFE; ++lead)
      for (int trail = 0x40; trail <= 0xFE; ++trail) {
        int k = gbkIndex(static_cast<unsigned char>(lead), static_cast<unsigned char>(trail));
        if (k >= 0 && kGbkToUnicode[k])
          m.emplace(kGbkToUnicode[k], static_cast<std::uint16_t>(lead << 8 | trail));
      }
    return m;
  }();
  return table;
}

std::string lineColumn(std::string_view text, std::size_t offset) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return std::to_string(line) + ":" + std::to_string(column);
}

}  // namespace

std::optional<std::size_t> firstInvalidUtf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    auto b = static_cast<unsigned char>(s[i]);
    if (b < 0x80) {
      ++i;
      continue;
    }
    int more = b >= 0xC2 && b <= 0xDF   ? 1
               : b >= 0xE0 && b <= 0xEF ? 2
               : b >= 0xF0 && b <= 0xF4 ? 3
                                        : -1;
    if (more < 0 || i + static_cast<std::size_t>(more) >= s.size()) return i;
    auto second = static_cast<unsigned char>(s[i + 1]);
    // The second byte's range rules out overlongs (E0, F0), surrogates (ED) and code points past
    // 10FFFF.
    unsigned char lo = b == 0xE0 ? 0xA0 : b == 0xF0 ? 0x90 : 0x80;
    unsigned char hi = b == 0xED ? 0x9F : b == 0xF4 ? 0x8F : 0xBF;
    if (second < lo || second > hi) return i;
    for (int k = 2; k <= more; ++k)
      if ((static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) & 0xC0) != 0x80) return i;
    i += static_cast<std::size_t>(more) + 1;
  }
  return std::nullopt;
}

std::optional<std::string> tryDecodeGbk(std::string_view bytes, std::size_t* badAt) {
  std::string out;
  out.reserve(bytes.size() * 3 / 2);
  for (std::size_t i = 0; i < bytes.size();) {
    auto lead = static_cast<unsigned char>(bytes[i]);
    if (lead < 0x80) {
      out += static_cast<char>(lead);
      ++i;
      continue;
    }
    int k = i + 1 < bytes.size() ? gbkIndex(lead, static_cast<unsigned char>(bytes[i + 1])) : -1;
    if (k < 0 || kGbkToUnicode[k] == 0) {
      if (badAt) *badAt = i;
      return std::nullopt;
    }
    appendUtf8(out, kGbkToUnicode[k]);
    i += 2;
  }
  return out;
}

std::optional<std::string> tryEncodeGbk(std::string_view utf8, std::size_t* badAt) {
  if (auto bad = firstInvalidUtf8(utf8)) {
    if (badAt) *badAt = *bad;
    return std::nullopt;
  }
  const auto& table = unicodeToGbk();
  std::string out;
  for (std::size_t i = 0; i < utf8.size();) {
    std::size_t at = i;
    std::uint32_t cp = nextCodePoint(utf8, i);
    if (cp < 0x80) {
      out += static_cast<char>(cp);
      continue;
    }
    auto it = cp <= 0xFFFF ? table.find(static_cast<std::uint16_t>(cp)) : table.end();
    if (it == table.end()) {
      if (badAt) *badAt = at;
      return std::nullopt;
    }
    out += static_cast<char>(it->second >> 8);
    out += static_cast<char>(it->second & 0xFF);
  }
  return out;
}

std::string decodeRecordText(std::string_view bytes, std::string_view source, TextEncoding* found) {
  if (bytes.substr(0, kBom.size()) == kBom) bytes.remove_prefix(kBom.size());
  auto badUtf8 = firstInvalidUtf8(bytes);
  if (!badUtf8) {
    if (found) *found = TextEncoding::Utf8;
    return std::string(bytes);
  }
  std::size_t badGbk = 0;
  if (auto text = tryDecodeGbk(bytes, &badGbk)) {
    if (found) *found = TextEncoding::Gbk;
    return *text;
  }
  // Name the byte that breaks the encoding that got further.
  std::size_t at = std::max(*badUtf8, badGbk);
  char byte[8];
  std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(bytes[at]));
  throw RecordError(std::string(source), lineColumn(bytes, at), "UTF-8 or GB2312/GBK text",
                    std::string("byte ") + byte + " (neither encoding has it there)");
}

}  // namespace c6::core
