#pragma once
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "core/record.h"
#include "core/record_error.h"

namespace c6::core {

// c6cam's own record format (".c6a"): everything GameRecord holds - header, options, every turn
// with its times and both clocks, every event (flags, corrections, rulings), the result. A first
// line "c6cam-record" and then a Boost.Serialization text archive. Every stored class carries a
// BOOST_CLASS_VERSION; a newer version only adds fields behind `if (version >= N)`, so files
// written by older versions keep loading. Files from a newer c6cam are refused with a clear
// message.
inline constexpr std::string_view kNativeArchiveMagic = "c6cam-record";

void writeNativeArchive(std::ostream& out, const GameRecord& record);
std::string nativeArchiveString(const GameRecord& record);

// Throws RecordError("<source>:byte N: expected ...") on anything that is not such an archive.
GameRecord parseNativeArchive(std::string_view bytes, std::string_view source = "<archive>");
std::optional<GameRecord> tryParseNativeArchive(std::string_view bytes);
GameRecord readNativeArchive(std::istream& in, std::string_view source);

}  // namespace c6::core
