#pragma once
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/record.h"

namespace c6::ui {

// The record formats c6rec and the app read and write.
enum class RecordFormat {
  Sgf,          // Little Golem's Connect6 SGF (".sgf")
  SgfOneStone,  // the one-stone-per-node GM[511] dialect (written only when asked: --to sgf1)
  MoveList,     // "1.j10 2.i9l10 ..." (".txt")
  Native,       // c6cam's Boost.Serialization archive (".c6a")
};

// "sgf", "sgf1", "txt" (or "moves"), "c6a" (or "native").
std::optional<RecordFormat> tryParseRecordFormat(std::string_view name);
std::string recordFormatName(RecordFormat format);
// By extension (.sgf, .txt, .c6a); empty for anything else.
std::optional<RecordFormat> formatFromExtension(const std::filesystem::path& path);

// Loads a record. The format comes from `format`, else the extension, else the content (an SGF
// starts with '(', an archive with its magic line, anything else is read as a move list). Both SGF
// dialects are read by the SGF reader. Throws core::RecordError (bad content; the message names the
// file, the place and what was expected) or std::runtime_error (cannot open/read the file).
core::GameRecord loadRecord(const std::filesystem::path& path,
                            std::optional<RecordFormat> format = {});
// The same from bytes already read; `name` names them in errors and gives the extension.
core::GameRecord parseRecord(std::string_view bytes, const std::filesystem::path& name,
                             std::optional<RecordFormat> format = {});

// Saves a record atomically (see writeFileAtomically). The format comes from `format`, else the
// extension, else SGF. Throws std::runtime_error naming the file when it cannot be written.
void saveRecord(const core::GameRecord& record, const std::filesystem::path& path,
                std::optional<RecordFormat> format = {});
std::string recordBytes(const core::GameRecord& record, RecordFormat format);

// Replaces `path` by `bytes` so that a crash leaves either the old file or the new one, never a
// torn one: write a temporary file beside it, fsync it, rename it over `path`, fsync the folder.
// Throws std::runtime_error naming the file and the system's reason.
void writeFileAtomically(const std::filesystem::path& path, std::string_view bytes);

// The largest record file c6rec and the app read: 64 MiB. Real archives are far smaller (40 Little
// Golem games take 30 KB); the cap keeps a hostile file from taking the machine's memory.
inline constexpr std::size_t kMaxRecordBytes = std::size_t{64} << 20;

// The whole file; throws std::runtime_error naming the file when it cannot be read or holds more
// than `maxBytes` (checked while reading, so a FIFO or a growing file cannot exceed it either).
std::string readFileBytes(const std::filesystem::path& path,
                          std::size_t maxBytes = kMaxRecordBytes);

}  // namespace c6::ui
