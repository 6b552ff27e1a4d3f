#include "ui/recorder/journal.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ui/recorder/journal_v1.h"

namespace c6::ui {

namespace {

constexpr std::string_view kHeader = "c6journal 2";
// The first format, read into the same events (journal_v1.h).
constexpr std::string_view kHeaderV1 = "c6journal 1";

std::string errnoText() {
  return std::strerror(errno);
}

std::optional<std::string> readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// What a crash while creating a journal leaves: the header, or part of it, and at most a torn line.
bool cutOffBeforeFirstEntry(const std::string& path) {
  const auto all = readAll(path);
  if (!all) return false;
  for (std::string_view h : {kHeader, kHeaderV1}) {
    const std::string header = std::string(h) + "\n";
    if (all->size() <= header.size()) {
      if (header.compare(0, all->size(), *all) == 0) return true;
    } else if (all->compare(0, header.size(), header) == 0 &&
               all->find('\n', header.size()) == std::string::npos) {
      return true;
    }
  }
  return false;
}

// Makes a new directory entry durable: fsync of the file alone does not cover its name.
void syncParentDir(const std::string& path) {
  std::filesystem::path dir = std::filesystem::path(path).parent_path();
  if (dir.empty()) dir = ".";
  int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd >= 0) {
    ::fsync(fd);
    ::close(fd);
  }
}

// The process holding a flock() on the file open as `fd`, from /proc/locks ("1: FLOCK ADVISORY
// WRITE <pid> <maj>:<min>:<inode> 0 EOF"); 0 when it cannot be told.
long lockHolder(int fd) {
  struct stat st {};
  if (::fstat(fd, &st) != 0) return 0;
  std::ifstream locks("/proc/locks");
  const std::string inode = ":" + std::to_string(st.st_ino);
  for (std::string line; std::getline(locks, line);) {
    std::istringstream words(line);
    std::string number, kind, mode, access, device;
    long pid = 0;
    if (!(words >> number >> kind >> mode >> access >> pid >> device) || kind != "FLOCK") continue;
    if (device.size() > inode.size() &&
        device.compare(device.size() - inode.size(), inode.size(), inode) == 0)
      return pid;
  }
  return 0;
}

// Two recorders appending to one journal would interleave two games' turns. The lock goes with the
// open file (flock), so it is released when the recorder exits or crashes, and a second open in
// the same process is refused too.
void lockOrRefuse(int fd, const std::string& path) {
  if (::flock(fd, LOCK_EX | LOCK_NB) == 0) return;
  const int saved = errno;
  const long holder = saved == EWOULDBLOCK ? lockHolder(fd) : 0;
  ::close(fd);
  if (saved != EWOULDBLOCK)
    throw JournalError(path + ": cannot lock the journal: " + std::strerror(saved));
  throw JournalError(path + ": another recorder" +
                     (holder > 0 ? " (process " + std::to_string(holder) + ")" : std::string()) +
                     " is writing this journal; stop it first, or record into another journal");
}

RecorderEvent eventOfJsonLine(std::string_view line, const std::string& where, int boardSize) {
  Json json;
  try {
    json = Json::parse(line);
  } catch (const Json::exception& e) {
    throw JournalError(where + ": expected one JSON object, found '" +
                       std::string(line.substr(0, 60)) + "' (" + e.what() + ")");
  }
  return recorderEventFromJson(json, where, boardSize);
}

struct Contents {
  std::vector<RecorderEvent> events;
  bool firstFormat = false;
  std::size_t complete = 0;  // bytes up to the end of the last complete line
};

Contents parse(const std::string& all, const std::string& path) {
  Contents c;
  int size = core::Board::kDefaultSize;
  std::size_t pos = 0;
  int lineNo = 0;
  while (pos < all.size()) {
    const std::size_t end = all.find('\n', pos);
    if (end == std::string::npos) break;  // torn last write: never reported, so nothing is lost
    const std::string_view line(all.data() + pos, end - pos);
    pos = c.complete = end + 1;
    const std::string where = path + ":" + std::to_string(++lineNo);
    if (lineNo == 1) {
      c.firstFormat = line == kHeaderV1;
      if (line != kHeader && !c.firstFormat)
        throw JournalError(where + ": expected the header '" + std::string(kHeader) + "', found '" +
                           std::string(line.substr(0, 40)) + "'");
      continue;
    }
    if (c.firstFormat && line.empty()) continue;
    c.events.push_back(c.firstFormat ? recorderEventFromV1Line(line, where, size)
                                     : eventOfJsonLine(line, where, size));
    if (const auto* start = std::get_if<StartEvent>(&c.events.back()))
      if (c.events.size() == 1) size = start->boardSize;
  }
  if (lineNo == 0)
    throw JournalError(path + ": empty journal (expected the header '" + std::string(kHeader) +
                       "')");
  return c;
}

Contents parseFile(const std::string& path) {
  const auto all = readAll(path);
  if (!all) throw JournalError(path + ": cannot open journal");
  return parse(*all, path);
}

}  // namespace

Journal Journal::create(const std::string& path) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
  bool replace = false;
  if (fd < 0 && errno == EEXIST && cutOffBeforeFirstEntry(path)) {
    fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
    replace = fd >= 0;
  }
  if (fd < 0) {
    if (errno == EEXIST)
      throw JournalError(
          path + ": journal already exists (use --resume to continue it, or choose another name)");
    throw JournalError(path + ": cannot create journal: " + errnoText());
  }
  lockOrRefuse(fd, path);
  Journal j(path, fd);
  // Emptied only once locked: the cut-off file may be one another recorder has just created.
  if (replace && ::ftruncate(fd, 0) != 0)
    throw JournalError(path + ": cannot replace the cut-off journal: " + errnoText());
  j.writeAll(std::string(kHeader) + "\n");
  syncParentDir(path);
  return j;
}

Journal Journal::reopen(const std::string& path) {
  // Locked before anything is read or cut: a torn-looking last line may be one another recorder
  // is writing.
  int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0) throw JournalError(path + ": cannot open journal for appending: " + errnoText());
  lockOrRefuse(fd, path);
  Journal locked(path, fd);
  const auto all = readAll(path);
  if (!all) throw JournalError(path + ": cannot open journal");
  const Contents c = parse(*all, path);  // validates the header and every complete line
  if (c.firstFormat) {
    // Rewritten whole in the current format, then renamed over the old file: a crash leaves one
    // or the other, never a mix.
    const std::string fresh = path + ".c6journal2";
    std::filesystem::remove(fresh);
    {
      Journal j = create(fresh);
      std::string text;
      for (const RecorderEvent& e : c.events) text += journalLine(e) + "\n";
      j.writeAll(text);
    }
    std::error_code error;
    std::filesystem::rename(fresh, path, error);
    if (error)
      throw JournalError(
          path + ": cannot replace the journal with its current format: " + error.message());
    syncParentDir(path);
    // The old file (and its lock) is gone: the new one is locked in its place.
    const int rewritten = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (rewritten < 0)
      throw JournalError(path + ": cannot open journal for appending: " + errnoText());
    lockOrRefuse(rewritten, path);
    locked = Journal(path, rewritten);
  } else if (c.complete != all->size()) {
    // Cut a torn last line so new entries start on a line of their own.
    std::filesystem::resize_file(path, c.complete);
  }
  return locked;
}

std::vector<RecorderEvent> Journal::read(const std::string& path) {
  return parseFile(path).events;
}

std::vector<RecorderEvent> Journal::readToResume(const std::string& path) {
  const std::string fresh =
      " Nothing was recorded yet: start the recording again with the same command without "
      "--resume (the cut-off journal is replaced).";
  if (cutOffBeforeFirstEntry(path))
    throw JournalError(
        path +
        ": the journal was cut off before its first entry (a crash as the recording started)." +
        fresh);
  std::vector<RecorderEvent> events = read(path);
  if (events.empty() || !std::holds_alternative<StartEvent>(events.front()))
    throw JournalError(path + ":2: expected the 'start' line of a recording");
  return events;
}

Journal::Journal(Journal&& other) noexcept : m_path(std::move(other.m_path)), m_fd(other.m_fd) {
  other.m_fd = -1;
}

Journal& Journal::operator=(Journal&& other) noexcept {
  if (this != &other) {
    if (m_fd >= 0) ::close(m_fd);
    m_path = std::move(other.m_path);
    m_fd = other.m_fd;
    other.m_fd = -1;
  }
  return *this;
}

Journal::~Journal() {
  if (m_fd >= 0) ::close(m_fd);
}

void Journal::writeAll(const std::string& text) {
  // One write per line: O_APPEND keeps it contiguous; a crash leaves at most a torn last line.
  std::size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(m_fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw JournalError(m_path + ": cannot write journal: " + errnoText());
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(m_fd) != 0)
    throw JournalError(m_path + ": cannot flush journal to disk: " + errnoText());
}

void Journal::append(const RecorderEvent& event) {
  writeAll(journalLine(event) + "\n");
}

bool journalFinished(const std::vector<RecorderEvent>& events) {
  for (const RecorderEvent& e : events)
    if (std::holds_alternative<EndEvent>(e) || std::holds_alternative<TimeoutEvent>(e) ||
        std::holds_alternative<ClosedEvent>(e))
      return true;
  return false;
}

}  // namespace c6::ui
