#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace c6::core {

// "key=value" words that survive any text: space, '=', '%' and control characters become %XX.
// Used by the recorder's journal lines and the SGF XE[] events.
std::string percentEscape(std::string_view text);
// nullopt when a '%' is not followed by two hex digits.
std::optional<std::string> percentUnescape(std::string_view text);

}  // namespace c6::core
