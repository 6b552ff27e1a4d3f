#pragma once
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace c6::ui {

// Every JSON value the project writes or reads outside Qt widgets is an nlohmann::ordered_json:
// members keep the order they are added in, so output matches the documented contracts field by
// field.
using Json = nlohmann::ordered_json;

// How jsonLine prints floating-point numbers: fixed decimals (times in seconds: 3 in the CLI
// contracts), set per member name where a contract says otherwise (fps: 1). An array's numbers take
// the decimals of the member that holds it.
struct JsonFormat {
  int decimals = 3;
  std::map<std::string, int, std::less<>> decimalsOf;
};

// One compact JSON value on one line, as the CLI contracts and the journal print them: no spaces,
// fixed decimals, -0.000 printed as 0.000, non-finite numbers as null (JSON has no NaN), bytes that
// are not UTF-8 replaced rather than refused (file names).
std::string jsonLine(const Json& value, const JsonFormat& format = {});

// A value or JSON null.
template <class T>
Json orNull(const std::optional<T>& v) {
  return v ? Json(*v) : Json(nullptr);
}

}  // namespace c6::ui
