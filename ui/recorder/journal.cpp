#include "ui/recorder/journal.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/percent_escape.h"

namespace c6::ui {

namespace {

constexpr std::string_view kHeader = "c6journal 1";

std::string escape(std::string_view s) {
  return core::percentEscape(s);
}
std::optional<std::string> unescape(std::string_view s) {
  return core::percentUnescape(s);
}

std::string errnoText() {
  return std::strerror(errno);
}

// What a crash while creating a journal leaves: the header, or part of it, and at most a torn line.
bool cutOffBeforeFirstEntry(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string header = std::string(kHeader) + "\n";
  if (all.size() <= header.size()) return header.compare(0, all.size(), all) == 0;
  return all.compare(0, header.size(), header) == 0 &&
         all.find('\n', header.size()) == std::string::npos;
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

}  // namespace

std::string JournalEntry::get(std::string_view key, std::string fallback) const {
  for (const auto& [k, v] : fields)
    if (k == key) return v;
  return fallback;
}

bool JournalEntry::has(std::string_view key) const {
  for (const auto& kv : fields)
    if (kv.first == key) return true;
  return false;
}

std::string Journal::format(const JournalEntry& entry) {
  std::string line = escape(entry.kind);
  for (const auto& [k, v] : entry.fields) line += " " + escape(k) + "=" + escape(v);
  return line;
}

std::optional<JournalEntry> Journal::tryParse(std::string_view line) {
  JournalEntry e;
  std::size_t pos = 0;
  auto nextToken = [&](std::string_view& tok) {
    if (pos >= line.size()) return false;
    std::size_t end = line.find(' ', pos);
    if (end == std::string_view::npos) end = line.size();
    tok = line.substr(pos, end - pos);
    pos = end + 1;
    return true;
  };
  std::string_view tok;
  if (!nextToken(tok) || tok.empty()) return std::nullopt;
  auto kind = unescape(tok);
  if (!kind) return std::nullopt;
  e.kind = *kind;
  while (nextToken(tok)) {
    if (tok.empty()) continue;
    std::size_t eq = tok.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    auto k = unescape(tok.substr(0, eq));
    auto v = unescape(tok.substr(eq + 1));
    if (!k || !v) return std::nullopt;
    e.fields.emplace_back(*k, *v);
  }
  return e;
}

Journal Journal::create(const std::string& path) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0 && errno == EEXIST && cutOffBeforeFirstEntry(path))
    fd = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_APPEND | O_CLOEXEC);
  if (fd < 0) {
    if (errno == EEXIST)
      throw JournalError(
          path + ": journal already exists (use --resume to continue it, or choose another name)");
    throw JournalError(path + ": cannot create journal: " + errnoText());
  }
  Journal j(path, fd);
  j.writeAll(std::string(kHeader) + "\n");
  syncParentDir(path);
  return j;
}

Journal Journal::reopen(const std::string& path) {
  read(path);  // validates the header and every complete line
  // Cut a torn last line so new entries start on a line of their own.
  std::ifstream in(path, std::ios::binary);
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t keep = all.rfind('\n');
  keep = keep == std::string::npos ? 0 : keep + 1;
  if (keep != all.size()) std::filesystem::resize_file(path, keep);
  int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0) throw JournalError(path + ": cannot open journal for appending: " + errnoText());
  return Journal(path, fd);
}

std::vector<JournalEntry> Journal::read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw JournalError(path + ": cannot open journal");
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<JournalEntry> entries;
  std::size_t pos = 0;
  int lineNo = 0;
  while (pos < all.size()) {
    std::size_t end = all.find('\n', pos);
    if (end == std::string::npos) break;  // torn last write: never reported, so nothing is lost
    std::string_view line(all.data() + pos, end - pos);
    pos = end + 1;
    ++lineNo;
    if (lineNo == 1) {
      if (line != kHeader)
        throw JournalError(path + ":1: expected the header '" + std::string(kHeader) +
                           "', found '" + std::string(line.substr(0, 40)) + "'");
      continue;
    }
    if (line.empty()) continue;
    auto e = tryParse(line);
    if (!e)
      throw JournalError(path + ":" + std::to_string(lineNo) +
                         ": expected '<kind> key=value ...', found '" +
                         std::string(line.substr(0, 60)) + "'");
    entries.push_back(std::move(*e));
  }
  if (lineNo == 0)
    throw JournalError(path + ": empty journal (expected the header '" + std::string(kHeader) +
                       "')");
  return entries;
}

std::vector<JournalEntry> Journal::readToResume(const std::string& path) {
  const std::string fresh =
      " Nothing was recorded yet: start the recording again with the same command without "
      "--resume (the cut-off journal is replaced).";
  if (cutOffBeforeFirstEntry(path))
    throw JournalError(
        path +
        ": the journal was cut off before its first entry (a crash as the recording started)." +
        fresh);
  std::vector<JournalEntry> entries = read(path);
  if (entries.empty() || entries.front().kind != "start")
    throw JournalError(path + ":2: expected the 'start' line of a recording");
  return entries;
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

void Journal::append(const JournalEntry& entry) {
  writeAll(format(entry) + "\n");
}

}  // namespace c6::ui
