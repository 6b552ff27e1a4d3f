#pragma once
#include <cstddef>
#include <string_view>

namespace c6::core {

// A read position in a record's text that keeps its line and column, so that the record parsers can
// say exactly where a file went wrong (RecordError's "place").
class TextCursor {
 protected:
  explicit TextCursor(std::string_view text) : m_text(text) {}

  bool atEnd() const { return m_pos >= m_text.size(); }
  char peek() const { return m_text[m_pos]; }
  static bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
  }
  void advance() {
    if (m_text[m_pos] == '\n') {
      ++m_line;
      m_column = 1;
    } else {
      ++m_column;
    }
    ++m_pos;
  }
  void skipSpace() {
    while (!atEnd() && isSpace(peek())) advance();
  }

  std::string_view m_text;
  std::size_t m_pos = 0;
  int m_line = 1;
  int m_column = 1;
};

}  // namespace c6::core
