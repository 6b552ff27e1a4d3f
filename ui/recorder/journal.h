#pragma once
#include <string>
#include <vector>

#include "ui/recorder/journal_error.h"
#include "ui/recorder/recorder_event.h"

namespace c6::ui {

// The crash-safe log of a recording: every event (recorder_event.h) is appended as one line and
// fsync'ed before anyone is told about it, so `--resume` loses nothing that was ever reported.
// Format (README "The journal"): a header line "c6journal 2", then one JSON object per line, the
// first a "start" event. A last line without its newline is a write torn by a crash and is ignored
// on reading. Journals of the first format ("c6journal 1") are read into the same events.
class Journal {
 public:
  // Creates a new journal; throws JournalError when the file exists (never overwrite a game). A
  // file cut off before its first entry (a crash while it was being created) holds no game: it is
  // replaced.
  static Journal create(const std::string& path);
  // Opens an existing journal for appending after a crash. A torn last line is cut off first; a
  // journal of the first format is rewritten in the current one (atomically: a new file renamed
  // over it), so one file never mixes two.
  static Journal reopen(const std::string& path);
  // Every complete event of a journal. Throws JournalError naming the file, line and field on a bad
  // header or a malformed line.
  static std::vector<RecorderEvent> read(const std::string& path);
  // The events of a recording to resume: the first must be its start. A journal cut off before it
  // (the recording never started) is refused with what to do.
  static std::vector<RecorderEvent> readToResume(const std::string& path);

  Journal(Journal&& other) noexcept;
  Journal& operator=(Journal&& other) noexcept;
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;
  ~Journal();

  // Appends one line and returns only when it is on disk (write + fsync). Throws JournalError when
  // the disk refuses: a recorder must stop rather than report what it could not keep.
  void append(const RecorderEvent& event);
  const std::string& path() const { return m_path; }

 private:
  Journal(std::string path, int fd) : m_path(std::move(path)), m_fd(fd) {}
  void writeAll(const std::string& text);

  std::string m_path;
  int m_fd = -1;
};

// Whether a journal's recording came to its end (the game ended, a flag fell) or was closed by the
// app: such a journal is not offered for resuming.
bool journalFinished(const std::vector<RecorderEvent>& events);

}  // namespace c6::ui
