#include "vision/image_sequence_source.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <regex>

namespace c6::vision {

namespace fs = std::filesystem;

namespace {

bool isImageFile(const fs::path& p) {
  std::string ext = p.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp" || ext == ".tif" ||
         ext == ".tiff" || ext == ".webp" || ext == ".ppm" || ext == ".pgm";
}

// "frame10" after "frame9": digit runs compare by value.
bool naturalLess(const std::string& a, const std::string& b) {
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (std::isdigit(static_cast<unsigned char>(a[i])) &&
        std::isdigit(static_cast<unsigned char>(b[j]))) {
      std::size_t i2 = i, j2 = j;
      while (i2 < a.size() && std::isdigit(static_cast<unsigned char>(a[i2]))) ++i2;
      while (j2 < b.size() && std::isdigit(static_cast<unsigned char>(b[j2]))) ++j2;
      std::string na = a.substr(i, i2 - i), nb = b.substr(j, j2 - j);
      na.erase(0, std::min(na.find_first_not_of('0'), na.size()));
      nb.erase(0, std::min(nb.find_first_not_of('0'), nb.size()));
      if (na.size() != nb.size()) return na.size() < nb.size();
      if (na != nb) return na < nb;
      i = i2;
      j = j2;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i;
      ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

// Glob of the file-name part only ('*' and '?'), as shells do.
std::regex globToRegex(const std::string& glob) {
  std::string re;
  for (char c : glob) {
    switch (c) {
      case '*':
        re += ".*";
        break;
      case '?':
        re += '.';
        break;
      case '.':
      case '(':
      case ')':
      case '[':
      case ']':
      case '{':
      case '}':
      case '+':
      case '^':
      case '$':
      case '|':
      case '\\':
        re += '\\';
        re += c;
        break;
      default:
        re += c;
    }
  }
  return std::regex(re);
}

// Replaces a printf integer conversion ("%03d", "%d") by a digits pattern.
std::string printfToRegex(const std::string& name) {
  static const std::regex conv("%0?[0-9]*d");
  std::string escaped;
  std::size_t last = 0;
  for (auto it = std::sregex_iterator(name.begin(), name.end(), conv); it != std::sregex_iterator();
       ++it) {
    std::string lit = name.substr(last, static_cast<std::size_t>(it->position()) - last);
    for (char c : lit) {
      if (std::string(".()[]{}+^$|\\*?").find(c) != std::string::npos) escaped += '\\';
      escaped += c;
    }
    escaped += "[0-9]+";
    last = static_cast<std::size_t>(it->position() + it->length());
  }
  for (char c : name.substr(last)) {
    if (std::string(".()[]{}+^$|\\*?").find(c) != std::string::npos) escaped += '\\';
    escaped += c;
  }
  return escaped;
}

// The last run of digits in a file's stem, if any.
std::optional<long long> frameNumber(const std::string& path) {
  std::string stem = fs::path(path).stem().string();
  auto end = stem.find_last_of("0123456789");
  if (end == std::string::npos) return std::nullopt;
  auto begin = end;
  while (begin > 0 && std::isdigit(static_cast<unsigned char>(stem[begin - 1]))) --begin;
  std::string digits = stem.substr(begin, end - begin + 1);
  if (digits.size() > 15) return std::nullopt;
  return std::stoll(digits);
}

}  // namespace

std::vector<std::string> listSequence(const std::string& spec) {
  std::vector<std::string> files;
  std::error_code ec;
  if (fs::is_directory(spec, ec)) {
    for (const auto& e : fs::directory_iterator(spec, ec))
      if (e.is_regular_file() && isImageFile(e.path())) files.push_back(e.path().string());
  } else {
    fs::path p(spec);
    fs::path dir = p.parent_path().empty() ? fs::path(".") : p.parent_path();
    std::string name = p.filename().string();
    std::regex re =
        name.find('%') != std::string::npos ? std::regex(printfToRegex(name)) : globToRegex(name);
    if (!fs::is_directory(dir, ec))
      throw FrameSourceError(spec + ": folder " + dir.string() + " does not exist");
    for (const auto& e : fs::directory_iterator(dir, ec)) {
      if (!e.is_regular_file()) continue;
      if (std::regex_match(e.path().filename().string(), re)) files.push_back(e.path().string());
    }
  }
  if (files.empty()) throw FrameSourceError(spec + ": no image files found");
  std::sort(files.begin(), files.end(), naturalLess);
  return files;
}

ImageSequenceSource::ImageSequenceSource(const std::string& spec, double interval)
    : m_spec(spec), m_interval(interval), m_files(listSequence(spec)) {
  std::vector<std::optional<long long>> numbers;
  bool allNumbered = true;
  for (const auto& f : m_files) {
    numbers.push_back(frameNumber(f));
    allNumbered = allNumbered && numbers.back().has_value();
  }
  // Numbers must increase with the natural order to be trusted as frame numbers.
  for (std::size_t i = 1; allNumbered && i < numbers.size(); ++i)
    allNumbered = *numbers[i] > *numbers[i - 1];
  for (std::size_t i = 0; i < m_files.size(); ++i)
    m_indices.push_back(allNumbered ? *numbers[i] : static_cast<long long>(i));
}

FrameResult ImageSequenceSource::next() {
  if (m_pos >= m_files.size()) return {FrameStatus::End, {}, {}};
  const std::string& path = m_files[m_pos];
  Frame f;
  f.image = cv::imread(path, cv::IMREAD_COLOR);
  if (f.image.empty()) {
    // One damaged photo must not end a whole recording: report it and go on with the next.
    ++m_pos;
    return {FrameStatus::Skipped, {}, path + ": not a readable image, skipped"};
  }
  f.index = m_indices[m_pos];
  f.time = core::secondsToMicros(static_cast<double>(f.index) * m_interval);
  f.name = fs::path(path).filename().string();
  ++m_pos;
  return {FrameStatus::Ok, std::move(f), {}};
}

void ImageSequenceSource::seek(core::Micros t) {
  while (m_pos < m_files.size() &&
         core::secondsToMicros(static_cast<double>(m_indices[m_pos]) * m_interval) < t)
    ++m_pos;
}

}  // namespace c6::vision
