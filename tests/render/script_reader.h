#pragma once
// Reading one line of a c6render script: words, numbers, points, sides and colours, with errors
// that name the file and the line. Shared by the script's parsers (script.cpp, script_scene.cpp).
#include <sstream>
#include <string>

#include "core/color.h"
#include "core/point.h"
#include "script.h"

namespace c6::render {

class LineReader {
 public:
  LineReader(const std::string& name, int line, std::istringstream& in)
      : m_name(name), m_line(line), m_in(in) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw ScriptError(m_name + ":" + std::to_string(m_line) + ": " + what);
  }
  std::string where() const { return m_name + ":" + std::to_string(m_line); }
  bool more() {
    m_in >> std::ws;
    return !m_in.eof();
  }
  std::string word(const char* what) {
    std::string w;
    if (!(m_in >> w)) fail(std::string("expected ") + what);
    return w;
  }
  double number(const char* what) {
    std::string w = word(what);
    try {
      std::size_t used = 0;
      double v = std::stod(w, &used);
      if (used == w.size()) return v;
    } catch (const std::exception&) {
    }
    fail(std::string("expected ") + what + ", got '" + w + "'");
  }
  int integer(const char* what) {
    double v = number(what);
    if (v != static_cast<int>(v)) fail(std::string("expected an integer ") + what);
    return static_cast<int>(v);
  }
  core::Point point() {
    std::string w = word("a point such as k10");
    auto p = core::tryParsePoint(w);
    if (!p) fail("expected a point such as k10, got '" + w + "'");
    return *p;
  }
  core::Color side() {
    std::string w = word("B or W");
    auto c = w.size() == 1 ? core::tryParseSide(w[0]) : std::nullopt;
    if (!c) fail("expected B or W, got '" + w + "'");
    return *c;
  }
  std::string rest() {
    std::string r;
    std::getline(m_in, r);
    return r;
  }

 private:
  std::string m_name;
  int m_line;
  std::istringstream& m_in;
};

// A colour name (namedColour) or B,G,R 0-255.
cv::Vec3d parseColour(LineReader& r);

}  // namespace c6::render
