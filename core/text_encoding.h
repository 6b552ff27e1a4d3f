#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace c6::core {

// Records from Chinese tools come in GB2312/GBK as often as in UTF-8; the app keeps text in UTF-8.
enum class TextEncoding { Utf8, Gbk };

// The offset of the first byte that is not well-formed UTF-8 (overlongs and surrogates included),
// or empty when all of `bytes` is.
std::optional<std::size_t> firstInvalidUtf8(std::string_view bytes);

// GBK (CP936; GB2312 is a subset) to UTF-8; ASCII bytes pass through. Empty when a byte sequence is
// not a GBK character, with its offset in `*badAt` when given. The table comes from glibc's iconv
// at build time (core/gbk/make_gbk_table.cpp).
std::optional<std::string> tryDecodeGbk(std::string_view bytes, std::size_t* badAt = nullptr);
// UTF-8 to GBK; empty when a character has no GBK code (with its byte offset in `*badAt`).
std::optional<std::string> tryEncodeGbk(std::string_view utf8, std::size_t* badAt = nullptr);

// Text in UTF-8 (a byte-order mark is dropped) or else GBK, as UTF-8, and which it was. Valid UTF-8
// wins: GBK text of any length is almost never also valid UTF-8. Throws RecordError naming
// `source`, the line:column of the first byte neither encoding explains, and that byte.
std::string decodeRecordText(std::string_view bytes, std::string_view source,
                             TextEncoding* found = nullptr);

}  // namespace c6::core
