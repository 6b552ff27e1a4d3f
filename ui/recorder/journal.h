#pragma once
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ui/recorder/journal_error.h"

namespace c6::ui {

// One journal line: a kind ("start", "turn", "flag", ...) and ordered key=value fields.
struct JournalEntry {
  std::string kind;
  std::vector<std::pair<std::string, std::string>> fields;

  JournalEntry& add(std::string key, std::string value) {
    fields.emplace_back(std::move(key), std::move(value));
    return *this;
  }
  // The value of `key`, or `fallback` when absent.
  std::string get(std::string_view key, std::string fallback = {}) const;
  bool has(std::string_view key) const;
  friend bool operator==(const JournalEntry&, const JournalEntry&) = default;
};

// The crash-safe log of a recording: every confirmed turn and flag is appended as one line and
// fsync'ed before anyone is told about it, so `--resume` loses nothing that was ever reported.
// Format: a header line "c6journal 1", then "<kind> key=value ..." with values %-escaped
// (space, '=', '%', control characters). A last line without its newline is a write torn by a crash
// and is ignored on reading.
class Journal {
 public:
  // Creates a new journal; throws JournalError when the file exists (never overwrite a game). A
  // file cut off before its first entry (a crash while it was being created) holds no game: it is
  // replaced.
  static Journal create(const std::string& path);
  // Opens an existing journal for appending after a crash. A torn last line is cut off first.
  static Journal reopen(const std::string& path);
  // Every complete entry of a journal. Throws JournalError on a bad header or a malformed line.
  static std::vector<JournalEntry> read(const std::string& path);
  // The entries of a recording to resume: the first must be its "start" line. A journal cut off
  // before it (the recording never started) is refused with what to do.
  static std::vector<JournalEntry> readToResume(const std::string& path);

  Journal(Journal&& other) noexcept;
  Journal& operator=(Journal&& other) noexcept;
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;
  ~Journal();

  // Appends one line and returns only when it is on disk (write + fsync). Throws JournalError when
  // the disk refuses: a recorder must stop rather than report what it could not keep.
  void append(const JournalEntry& entry);
  const std::string& path() const { return m_path; }

  static std::string format(const JournalEntry& entry);
  static std::optional<JournalEntry> tryParse(std::string_view line);

 private:
  Journal(std::string path, int fd) : m_path(std::move(path)), m_fd(fd) {}
  void writeAll(const std::string& text);

  std::string m_path;
  int m_fd = -1;
};

}  // namespace c6::ui
