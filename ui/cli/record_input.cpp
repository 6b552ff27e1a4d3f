#include "ui/cli/record_input.h"

#include "core/record_detect.h"
#include "ui/recorder/record_files.h"

namespace c6::ui::cli {

core::GameRecord readRecordFile(const std::filesystem::path& path, std::string_view game) {
  std::string bytes = readFileBytes(path);
  auto content = core::detectRecordContent(bytes);
  if (content == core::RecordContent::Ccgc || content == core::RecordContent::CsvArchive)
    return core::parseRecordBytes(bytes, path.string(), game);
  return parseRecord(bytes, path);
}

}  // namespace c6::ui::cli
