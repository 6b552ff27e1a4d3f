#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/time.h"

namespace c6::core {

// Seconds as the text formats write them: an optional '-', digits, and up to 6 decimals ("12.5",
// "300"). Exact to the microsecond both ways.
std::string secondsString(Micros t);
std::optional<Micros> tryParseSeconds(std::string_view text);
std::optional<long long> tryParseInteger(std::string_view text);

}  // namespace c6::core
