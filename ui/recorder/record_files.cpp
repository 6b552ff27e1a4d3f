#include "ui/recorder/record_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include "core/move_list.h"
#include "core/native_archive.h"
#include "core/sgf_record.h"

namespace c6::ui {
namespace {

[[noreturn]] void systemError(const std::string& what, const std::filesystem::path& path) {
  throw std::runtime_error(path.string() + ": cannot " + what + ": " + std::strerror(errno));
}

// What stands at `path` when it is something other than a regular file (nullptr: a regular file
// or nothing).
const char* notARegularFile(const std::filesystem::path& path) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode)) return nullptr;
  if (S_ISLNK(st.st_mode)) return "a symbolic link";
  if (S_ISFIFO(st.st_mode)) return "a FIFO";
  if (S_ISDIR(st.st_mode)) return "a directory";
  if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) return "a device";
  if (S_ISSOCK(st.st_mode)) return "a socket";
  return "a special file";
}

RecordFormat sniff(std::string_view bytes) {
  std::size_t i = bytes.find_first_not_of(" \t\r\n");
  if (i != std::string_view::npos && bytes[i] == '(') return RecordFormat::Sgf;
  if (bytes.substr(0, core::kNativeArchiveMagic.size()) == core::kNativeArchiveMagic)
    return RecordFormat::Native;
  return RecordFormat::MoveList;
}

// Keeps the descriptor closed on every path.
struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::optional<RecordFormat> tryParseRecordFormat(std::string_view name) {
  if (name == "sgf") return RecordFormat::Sgf;
  if (name == "sgf1" || name == "sgf-511") return RecordFormat::SgfOneStone;
  if (name == "txt" || name == "moves") return RecordFormat::MoveList;
  if (name == "c6a" || name == "native") return RecordFormat::Native;
  return std::nullopt;
}

std::string recordFormatName(RecordFormat format) {
  switch (format) {
    case RecordFormat::Sgf:
      return "sgf";
    case RecordFormat::SgfOneStone:
      return "sgf1";
    case RecordFormat::MoveList:
      return "txt";
    case RecordFormat::Native:
      return "c6a";
  }
  return "sgf";
}

std::optional<RecordFormat> formatFromExtension(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  for (char& c : ext) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (ext == ".sgf") return RecordFormat::Sgf;
  if (ext == ".txt") return RecordFormat::MoveList;
  if (ext == ".c6a") return RecordFormat::Native;
  return std::nullopt;
}

std::string readFileBytes(const std::filesystem::path& path, std::size_t maxBytes) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw std::runtime_error(path.string() + ": is a folder, not a record");
  std::ifstream in(path, std::ios::binary);
  if (!in) systemError("open the file", path);
  auto tooLarge = [&] {
    throw std::runtime_error(path.string() + ": larger than " + std::to_string(maxBytes >> 20) +
                             " MiB, the most c6cam reads as one record or archive; split it");
  };
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > maxBytes) tooLarge();
  std::string bytes;
  if (!ec) bytes.reserve(static_cast<std::size_t>(size));
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    if (bytes.size() + static_cast<std::size_t>(in.gcount()) > maxBytes) tooLarge();
    bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) systemError("read the file", path);
  return bytes;
}

core::GameRecord loadRecord(const std::filesystem::path& path, std::optional<RecordFormat> format) {
  return parseRecord(readFileBytes(path), path, format);
}

core::GameRecord parseRecord(std::string_view bytes, const std::filesystem::path& path,
                             std::optional<RecordFormat> format) {
  RecordFormat f = format ? *format : formatFromExtension(path).value_or(sniff(bytes));
  std::string name = path.string();
  switch (f) {
    case RecordFormat::Sgf:
    case RecordFormat::SgfOneStone:
      return core::parseSgf(bytes, name);
    case RecordFormat::MoveList:
      return core::parseMoveList(bytes, name);
    case RecordFormat::Native:
      return core::parseNativeArchive(bytes, name);
  }
  return core::parseSgf(bytes, name);
}

std::string recordBytes(const core::GameRecord& record, RecordFormat format) {
  switch (format) {
    case RecordFormat::Sgf:
      return core::sgfString(record, core::SgfDialect::LittleGolem);
    case RecordFormat::SgfOneStone:
      return core::sgfString(record, core::SgfDialect::OneStonePerNode);
    case RecordFormat::MoveList:
      return core::moveListString(record);
    case RecordFormat::Native:
      return core::nativeArchiveString(record);
  }
  return core::sgfString(record);
}

void saveRecord(const core::GameRecord& record, const std::filesystem::path& path,
                std::optional<RecordFormat> format) {
  RecordFormat f = format ? *format : formatFromExtension(path).value_or(RecordFormat::Sgf);
  std::string bytes;
  try {
    bytes = recordBytes(record, f);
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(path.string() + ": " + e.what());
  }
  writeFileAtomically(path, bytes);
}

void writeFileAtomically(const std::filesystem::path& path, std::string_view bytes) {
  // The new file is renamed over the old: over a symlink, a FIFO or a device that would replace
  // the link or the device node itself (as root, /dev/full). A record is only ever a regular file.
  if (const char* what = notARegularFile(path))
    throw std::runtime_error(path.string() + ": is " + what +
                             ", not a regular file: records are written only to regular files");
  std::filesystem::path dir =
      path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path();
  std::filesystem::path temp =
      dir / ("." + path.filename().string() + ".tmp-" + std::to_string(::getpid()));
  {
    Fd file{::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)};
    if (file.fd < 0) systemError("create " + temp.string(), path);
    std::size_t done = 0;
    while (done < bytes.size()) {
      ssize_t n = ::write(file.fd, bytes.data() + done, bytes.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        int saved = errno;
        ::unlink(temp.c_str());
        errno = saved;
        systemError("write", path);
      }
      done += static_cast<std::size_t>(n);
    }
    if (::fsync(file.fd) != 0) {
      int saved = errno;
      ::unlink(temp.c_str());
      errno = saved;
      systemError("flush to disk", path);
    }
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    int saved = errno;
    ::unlink(temp.c_str());
    errno = saved;
    systemError("replace", path);
  }
  Fd folder{::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)};
  if (folder.fd >= 0) ::fsync(folder.fd);  // makes the rename itself durable
}

}  // namespace c6::ui
