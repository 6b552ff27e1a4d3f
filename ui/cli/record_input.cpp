#include "ui/cli/record_input.h"

#include "core/record_detect.h"
#include "ui/recorder/record_files.h"

namespace c6::ui::cli {

core::GameRecord readRecordFile(const std::filesystem::path& path, std::string_view game) {
  return parseRecordFile(readFileBytes(path), path, game);
}

core::GameRecord parseRecordFile(std::string_view bytes, const std::filesystem::path& path,
                                 std::string_view game) {
  auto content = core::detectRecordContent(bytes);
  if (content == core::RecordContent::Ccgc || content == core::RecordContent::CsvArchive)
    return core::parseRecordBytes(bytes, path.string(), game);
  return parseRecord(bytes, path);
}

std::pair<std::filesystem::path, std::string> splitArchiveGame(const std::string& argument) {
  std::error_code ec;
  const auto hash = argument.rfind('#');
  if (hash == std::string::npos || std::filesystem::exists(argument, ec)) return {argument, {}};
  return {argument.substr(0, hash), argument.substr(hash + 1)};
}

}  // namespace c6::ui::cli
