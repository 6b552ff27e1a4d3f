#pragma once
#include <string>
#include <string_view>

#include "core/record.h"
#include "core/record_error.h"

namespace c6::core {

// What a record file holds, told by its content (never by its name): an SGF opens with '(', a
// native archive with its magic line, a CCGC record with '{', a CSV archive with a header naming
// game_id and moves; anything else is read as a move list. A UTF-8 byte-order mark and leading
// spaces are skipped.
enum class RecordContent { Sgf, NativeArchive, Ccgc, CsvArchive, MoveList };

RecordContent detectRecordContent(std::string_view bytes);

// One game from a file's bytes, in whichever format its content shows. From a CSV archive, the game
// named `gameId`, or its only game when `gameId` is empty. Throws RecordError naming `source` (an
// archive of several games without a `gameId` names the choice to make).
GameRecord parseRecordBytes(std::string_view bytes, std::string_view source,
                            std::string_view gameId = {});

}  // namespace c6::core
