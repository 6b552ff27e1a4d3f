#pragma once
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>

#include "core/record.h"

namespace c6::ui::cli {

// A record file as c6rec check and convert read it: the Connect6 community's other formats (a CCGC
// record, a CSV archive) by their content, whatever the file is called; the others as loadRecord()
// reads them (extension, else content). `game` picks a game of a CSV archive (its only one when
// empty). Throws core::RecordError or std::runtime_error naming the file.
core::GameRecord readRecordFile(const std::filesystem::path& path, std::string_view game = {});
// The same from the file's bytes, already read.
core::GameRecord parseRecordFile(std::string_view bytes, const std::filesystem::path& path,
                                 std::string_view game = {});

// A command-line argument naming a record: a file, or a game of a CSV archive as ARCHIVE#GAME_ID
// (when no file has the whole name). Returns the file and the game (empty for a file).
std::pair<std::filesystem::path, std::string> splitArchiveGame(const std::string& argument);

}  // namespace c6::ui::cli
