#include "ui/recorder/json_line.h"

#include <cmath>
#include <cstdio>

namespace c6::ui {

namespace {

std::string fixedNumber(double x, int decimals) {
  if (!std::isfinite(x)) return "null";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  std::string s = buf;
  if (s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);
  return s;
}

std::string text(const Json& scalar) {
  return scalar.dump(-1, ' ', false, Json::error_handler_t::replace);
}

void write(std::string& out, const Json& value, int decimals, const JsonFormat& format) {
  switch (value.type()) {
    case Json::value_t::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, member] : value.items()) {
        if (!first) out += ',';
        first = false;
        out += text(Json(key));
        out += ':';
        auto own = format.decimalsOf.find(key);
        write(out, member, own == format.decimalsOf.end() ? format.decimals : own->second, format);
      }
      out += '}';
      break;
    }
    case Json::value_t::array: {
      out += '[';
      bool first = true;
      for (const Json& item : value) {
        if (!first) out += ',';
        first = false;
        write(out, item, decimals, format);
      }
      out += ']';
      break;
    }
    case Json::value_t::number_float:
      out += fixedNumber(value.get<double>(), decimals);
      break;
    default:
      out += text(value);
      break;
  }
}

}  // namespace

std::string jsonLine(const Json& value, const JsonFormat& format) {
  std::string out;
  write(out, value, format.decimals, format);
  return out;
}

}  // namespace c6::ui
