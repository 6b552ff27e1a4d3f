#pragma once
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace c6::ui {

// Builds one compact JSON value (the CLI contracts print one object per line). Keys keep the order
// they are added in, so output matches the documented contracts field by field.
class Json {
 public:
  static Json null() { return Json("null"); }
  static Json boolean(bool b) { return Json(b ? "true" : "false"); }
  static Json number(long long n) { return Json(std::to_string(n)); }
  static Json number(int n) { return number(static_cast<long long>(n)); }
  // Fixed decimals; -0.000 prints as 0.000. Non-finite numbers print as null (JSON has no NaN).
  static Json number(double x, int decimals = 3) {
    if (!std::isfinite(x)) return null();
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
    std::string s = buf;
    if (s.find_first_not_of("-0.") == std::string::npos && s[0] == '-') s.erase(0, 1);
    return Json(s);
  }
  static Json string(std::string_view s) { return Json(quote(s)); }
  static Json object() { return Json("{}"); }
  static Json array() { return Json("[]"); }
  template <class T>
  static Json optional(const std::optional<T>& v) {
    return v ? Json::from(*v) : null();
  }
  static Json from(std::string_view s) { return string(s); }
  static Json from(const std::string& s) { return string(s); }
  static Json from(const char* s) { return string(s); }
  static Json from(int n) { return number(n); }
  static Json from(long long n) { return number(n); }
  static Json from(double x) { return number(x); }
  static Json from(bool b) { return boolean(b); }
  static Json from(Json j) { return j; }

  // Adds a member to an object.
  template <class T>
  Json& set(std::string_view key, T&& value) {
    insert(quote(key) + ":" + from(std::forward<T>(value)).m_text);
    return *this;
  }
  // Appends an element to an array.
  template <class T>
  Json& push(T&& value) {
    insert(from(std::forward<T>(value)).m_text);
    return *this;
  }
  template <class Range>
  static Json arrayOf(const Range& items) {
    Json a = array();
    for (const auto& item : items) a.push(item);
    return a;
  }

  const std::string& str() const { return m_text; }

  static std::string quote(std::string_view s) {
    std::string out = "\"";
    for (unsigned char c : s) {
      switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
          if (c < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
          } else {
            out += static_cast<char>(c);
          }
      }
    }
    return out + "\"";
  }

 private:
  explicit Json(std::string text) : m_text(std::move(text)) {}
  void insert(const std::string& item) {
    bool empty = m_text.size() == 2;
    m_text.insert(m_text.size() - 1, (empty ? "" : ",") + item);
  }

  std::string m_text;
};

}  // namespace c6::ui
