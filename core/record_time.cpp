#include "core/record_time.h"

#include <charconv>

namespace c6::core {

std::string secondsString(Micros t) {
  long long us = t.count();
  bool negative = us < 0;
  unsigned long long a =
      negative ? 0ULL - static_cast<unsigned long long>(us) : static_cast<unsigned long long>(us);
  std::string out = (negative ? "-" : "") + std::to_string(a / 1000000);
  unsigned long long frac = a % 1000000;
  if (frac != 0) {
    std::string f = std::to_string(frac);
    f.insert(0, 6 - f.size(), '0');
    while (f.back() == '0') f.pop_back();
    out += "." + f;
  }
  return out;
}

std::optional<Micros> tryParseSeconds(std::string_view text) {
  bool negative = !text.empty() && text[0] == '-';
  if (negative) text.remove_prefix(1);
  auto dot = text.find('.');
  auto whole = text.substr(0, dot);
  if (whole.empty() || whole.size() > 12) return std::nullopt;
  long long seconds = 0;
  auto [end, ec] = std::from_chars(whole.data(), whole.data() + whole.size(), seconds);
  if (ec != std::errc() || end != whole.data() + whole.size()) return std::nullopt;
  long long micros = 0;
  if (dot != std::string_view::npos) {
    auto frac = text.substr(dot + 1);
    if (frac.empty() || frac.size() > 6) return std::nullopt;
    for (char c : frac) {
      if (c < '0' || c > '9') return std::nullopt;
    }
    for (std::size_t i = 0; i < 6; ++i)
      micros = micros * 10 + (i < frac.size() ? frac[i] - '0' : 0);
  }
  long long total = seconds * 1000000 + micros;
  return Micros(negative ? -total : total);
}

std::optional<long long> tryParseInteger(std::string_view text) {
  long long v = 0;
  if (!text.empty() && text[0] == '+') return std::nullopt;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

}  // namespace c6::core
