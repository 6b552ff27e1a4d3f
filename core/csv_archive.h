#pragma once
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.h"
#include "core/record_error.h"

namespace c6::core {

// A flat CSV archive of games (RFC 4180 quoting): a header line naming the columns, then one game
// per row. Columns by name (case-insensitive, any order; others are ignored):
//   game_id  the game's name in reports: "<file>#<game_id>"                         (required)
//   moves    a quoted comma-separated list of Little Golem points, "j10,i9,l10,...": the first
//   stone
//            is turn 1, then two stones per turn; the last item may be resign, time or draw, as in
//            the move list (core/move_list.h)                                            (required)
//   winner   black / white / draw (also B / W / D / 1 / 2 / 0), or empty when unknown
//   black, white, event, date, place   the header fields of the same names
//   size     the board size (19 when absent)
//   game_id,moves,winner,black,white
//   1001,"j10,i9,l10,k11,k9,...",black,Ada,Brook
struct ArchiveGame {
  std::string id;                    // the game_id ("line N" when the row has none)
  int line = 0;                      // where its row starts
  std::optional<GameRecord> record;  // empty when the row cannot be read
  std::optional<RecordError> error;  // why; its partial() holds the turns read before the bad item
};

// The most games one archive may hold; the row after them throws a RecordError for the file.
inline constexpr std::size_t kMaxCsvArchiveGames = 1'000'000;

// Reads an archive one row at a time, so that memory stays near the text's own size whatever the
// number of games (c6rec check streams its reports; convert FILE#ID reads only that game). Throws
// RecordError for the file itself (no header, no game_id or moves column, too many games).
class CsvArchiveReader {
 public:
  CsvArchiveReader(std::string_view text, std::string_view source);
  ~CsvArchiveReader();
  CsvArchiveReader(const CsvArchiveReader&) = delete;
  CsvArchiveReader& operator=(const CsvArchiveReader&) = delete;

  // The next row (blank lines skipped), nullopt after the last. Its game is read only when
  // `wanted` is empty or says yes for its id; a repeated game_id is an error either way.
  std::optional<ArchiveGame> next(const std::function<bool(std::string_view id)>& wanted = {});

 private:
  class IdIndex;
  struct State;
  std::unique_ptr<State> m_state;
};

// Every row, in file order; a bad row is reported in its ArchiveGame (source "<source>#<game_id>")
// and the others are still read. Throws RecordError for the file itself (no header, no game_id or
// moves column).
std::vector<ArchiveGame> parseCsvArchive(std::string_view text, std::string_view source = "<csv>");

// True when the first line is a header naming both a game_id and a moves column.
bool looksLikeCsvArchive(std::string_view bytes);

}  // namespace c6::core
