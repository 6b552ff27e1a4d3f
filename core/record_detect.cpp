#include "core/record_detect.h"

#include "core/ccgc_record.h"
#include "core/csv_archive.h"
#include "core/move_list.h"
#include "core/native_archive.h"
#include "core/sgf_record.h"

namespace c6::core {

RecordContent detectRecordContent(std::string_view bytes) {
  if (bytes.substr(0, kNativeArchiveMagic.size()) == kNativeArchiveMagic)
    return RecordContent::NativeArchive;
  std::string_view text = bytes.substr(0, 3) == "\xEF\xBB\xBF" ? bytes.substr(3) : bytes;
  std::size_t i = text.find_first_not_of(" \t\r\n");
  if (i != std::string_view::npos && text[i] == '(') return RecordContent::Sgf;
  if (looksLikeCcgc(text)) return RecordContent::Ccgc;
  if (looksLikeCsvArchive(text)) return RecordContent::CsvArchive;
  return RecordContent::MoveList;
}

GameRecord parseRecordBytes(std::string_view bytes, std::string_view source,
                            std::string_view gameId) {
  switch (detectRecordContent(bytes)) {
    case RecordContent::Sgf:
      return parseSgf(bytes, source);
    case RecordContent::NativeArchive:
      return parseNativeArchive(bytes, source);
    case RecordContent::Ccgc:
      return parseCcgc(bytes, source);
    case RecordContent::MoveList:
      return parseMoveList(bytes, source);
    case RecordContent::CsvArchive:
      break;
  }
  // Only the game asked for is read, so a large archive costs its text, not all its games.
  CsvArchiveReader archive(bytes, source);
  std::optional<ArchiveGame> found;
  std::size_t games = 0;
  while (auto g = archive.next(
             [&](std::string_view id) { return gameId.empty() ? games == 0 : id == gameId; })) {
    ++games;
    if (!gameId.empty() && g->id == gameId) {
      // A game_id that a later row repeats names two games: taking the first would be a guess.
      if (found)
        throw RecordError(std::string(source), "",
                          "one game with game_id " + found->id + ": lines " +
                              std::to_string(found->line) + " and " + std::to_string(g->line) +
                              " both have it");
      found = std::move(g);
    } else if (gameId.empty() && games == 1) {
      found = std::move(g);
    }
  }
  if (gameId.empty() && games != 1)
    throw RecordError(std::string(source), "",
                      "one game: the archive holds " + std::to_string(games) + "; name one as " +
                          std::string(source) + "#GAME_ID");
  if (!found)
    throw RecordError(std::string(source), "", "a game with game_id " + std::string(gameId),
                      "none");
  if (found->error) throw *found->error;
  return std::move(*found->record);
}

}  // namespace c6::core
