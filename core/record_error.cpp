#include "core/record_error.h"

#include <cstdio>

#include "core/record.h"

namespace c6::core {

static std::string message(const std::string& source, const std::string& place,
                           const std::string& expected, const std::string& found) {
  std::string m = source.empty() ? std::string("<input>") : source;
  if (!place.empty()) m += ":" + place;
  m += ": expected " + expected;
  if (!found.empty()) m += ", found " + found;
  return m;
}

RecordError::RecordError(std::string source, std::string place, std::string expected,
                         std::string found)
    : std::runtime_error(message(source, place, expected, found)),
      m_source(std::move(source)),
      m_place(std::move(place)),
      m_expected(std::move(expected)) {}

int RecordError::turnsRead() const {
  return m_partial ? static_cast<int>(m_partial->turns.size()) : 0;
}

void RecordError::setPartial(GameRecord partial) {
  m_partial = std::make_shared<const GameRecord>(std::move(partial));
}

std::string quoteFound(std::string_view text, std::size_t maxChars) {
  if (text.empty()) return "end of input";
  std::string out = "'";
  for (std::size_t i = 0; i < text.size() && i < maxChars; ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    }
  }
  if (text.size() > maxChars) out += "...";
  return out + "'";
}

}  // namespace c6::core
