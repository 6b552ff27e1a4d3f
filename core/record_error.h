#pragma once
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace c6::core {

struct GameRecord;

// A record that cannot be read. The message names the source (usually the file name), the place
// ("line:column", "line:column (node N)" or "byte N") and what was expected there:
//   "game.sgf:3:14 (node 5): expected a point like j10, found 'j1x'"
// A reader attaches what it read before the error (complete turns only), so `c6rec check` can still
// replay the part of the record that came before the bad spot.
class RecordError : public std::runtime_error {
 public:
  RecordError(std::string source, std::string place, std::string expected, std::string found = {});

  const std::string& source() const { return m_source; }
  const std::string& place() const { return m_place; }
  const std::string& expected() const { return m_expected; }

  // What was read before the error; null when nothing was.
  const GameRecord* partial() const { return m_partial.get(); }
  // Complete turns read before the error (the turn with the error is turnsRead() + 1).
  int turnsRead() const;
  void setPartial(GameRecord partial);

 private:
  std::string m_source, m_place, m_expected;
  std::shared_ptr<const GameRecord> m_partial;  // shared: exceptions must copy without throwing
};

// Shows a piece of input in an error message: quoted, cut to a few characters, control bytes
// escaped.
std::string quoteFound(std::string_view text, std::size_t maxChars = 16);

}  // namespace c6::core
