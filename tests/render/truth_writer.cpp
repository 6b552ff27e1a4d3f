#include "truth_writer.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include "ui/common/json.h"

namespace c6::render {
namespace {

using ui::Json;

Json pointsJson(const std::vector<core::Point>& pts) {
  Json a = Json::array();
  for (core::Point p : pts) a.push(core::toString(p));
  return a;
}

std::string colourName(core::Color c) { return std::string(1, core::sideLetter(c)); }

// Opens a writer for the extension; H.264 keeps the bundled sample small, MPEG-4 is the fallback.
cv::VideoWriter openWriter(const std::string& path, double fps, cv::Size size) {
  const std::string ext = std::filesystem::path(path).extension().string();
  std::vector<int> codecs;
  if (ext == ".avi") codecs = {cv::VideoWriter::fourcc('M', 'J', 'P', 'G')};
  else if (ext == ".mp4") codecs = {cv::VideoWriter::fourcc('a', 'v', 'c', '1'), cv::VideoWriter::fourcc('m', 'p', '4', 'v')};
  else if (ext == ".mkv") codecs = {cv::VideoWriter::fourcc('X', '2', '6', '4'), cv::VideoWriter::fourcc('M', 'J', 'P', 'G')};
  else throw std::runtime_error(path + ": unknown video extension '" + ext + "' (expected .avi, .mp4, .mkv or a folder/)");
  for (int codec : codecs) {
    cv::VideoWriter w(path, cv::CAP_FFMPEG, codec, fps, size);
    if (w.isOpened()) return w;
  }
  throw std::runtime_error(path + ": cannot open a video writer for it");
}

}  // namespace

std::string boardRowsJson(const core::Board& board) {
  Json rows = Json::array();
  std::istringstream in(board.toAscii());
  std::string line;
  while (std::getline(in, line)) {
    std::string compact;
    for (char c : line)
      if (c != ' ') compact += c;
    if (!compact.empty()) rows.push(compact);
  }
  return rows.str();
}

std::string eventJson(const TruthEvent& e) {
  Json j = Json::object();
  j.set("t", Json::number(e.t, 3)).set("event", e.event);
  if (e.event == "turn") j.set("n", e.n);
  if (e.event == "turn" || e.event == "partial") j.set("color", colourName(e.colour)).set("stones", pointsJson(e.points));
  if (e.event == "flag") {
    j.set("type", e.type).set("points", pointsJson(e.points));
    if (e.from) j.set("from", core::toString(*e.from));
    if (e.to) j.set("to", core::toString(*e.to));
    if (e.extra) j.set("extra", core::toString(*e.extra));
    j.set("side", colourName(e.side));
    if (e.handFrom) j.set("hand", sideName(*e.handFrom));
  }
  if (e.event == "end") j.set("result", e.result).set("reason", e.reason);
  return j.str();
}

std::string frameJson(const FrameTruth& f, const core::Board* changedBoard) {
  Json corners = Json::array();
  for (const cv::Point2f& c : f.corners) corners.push(Json::array().push(Json::number(c.x, 2)).push(Json::number(c.y, 2)));
  Json j = Json::object();
  j.set("event", "frame").set("frame", f.frame).set("t", Json::number(f.t, 3)).set("corners", corners);
  j.set("hand", f.handOverBoard).set("hidden", pointsJson(f.hidden));
  std::string s = j.str();
  if (changedBoard) s.insert(s.size() - 1, ",\"board\":" + boardRowsJson(*changedBoard));
  return s;
}

void renderVideo(Renderer& renderer, const std::string& videoPath, const std::string& truthPath,
                 const std::function<void(int, int)>& progress) {
  const Script& s = renderer.script();
  const bool folder = videoPath.ends_with('/') || std::filesystem::path(videoPath).extension().empty();
  cv::VideoWriter writer;
  if (folder) std::filesystem::create_directories(videoPath);
  else writer = openWriter(videoPath, s.fps, s.size);
  std::ofstream truth;
  if (!truthPath.empty()) {
    truth.open(truthPath);
    if (!truth) throw std::runtime_error(truthPath + ": cannot write the ground truth file");
  }
  const Timeline& tl = renderer.timeline();
  const int frames = renderer.frameCount();
  int turns = 0;
  std::string result = "null";
  for (const TruthEvent& e : tl.events) {
    if (e.event == "turn") turns = std::max(turns, e.n);
    if (e.event == "end") result = Json::quote(e.result);
  }
  if (truth) {
    Json h = Json::object();
    h.set("event", "header").set("width", s.size.width).set("height", s.size.height).set("fps", Json::number(s.fps, 3));
    h.set("frames", frames).set("duration", Json::number(frames / s.fps, 3)).set("size", 19);
    h.set("seed", static_cast<long long>(s.seed)).set("script", s.name).set("video", videoPath);
    truth << h.str() << '\n';
  }
  std::size_t nextEvent = 0;
  int lastEpoch = -1;
  const core::Board* lastBoard = nullptr;
  FrameTruth ft;
  for (int i = 0; i < frames; ++i) {
    cv::Mat img = renderer.render(i, &ft);
    if (folder) {
      char name[32];
      std::snprintf(name, sizeof name, "%06d.png", i);
      const std::string file = (std::filesystem::path(videoPath) / name).string();
      if (!cv::imwrite(file, img)) throw std::runtime_error(file + ": cannot write the frame");
    } else {
      writer.write(img);
    }
    if (truth) {
      while (nextEvent < tl.events.size() && tl.events[nextEvent].t <= ft.t) truth << eventJson(tl.events[nextEvent++]) << '\n';
      const core::Board& board = tl.epochs[static_cast<std::size_t>(ft.epoch)].board;
      const bool changed = lastEpoch < 0 || !(lastBoard && *lastBoard == board);
      truth << frameJson(ft, changed ? &board : nullptr) << '\n';
      lastEpoch = ft.epoch;
      lastBoard = &board;
    }
    if (progress && (i % 30 == 0 || i + 1 == frames)) progress(i + 1, frames);
  }
  if (truth) {
    while (nextEvent < tl.events.size()) truth << eventJson(tl.events[nextEvent++]) << '\n';
    Json sum = Json::object();
    sum.set("event", "summary").set("frames", frames).set("turns", turns);
    std::string line = sum.str();
    line.insert(line.size() - 1, ",\"result\":" + result + ",\"board\":" + boardRowsJson(tl.epochs.back().board));
    truth << line << '\n';
    truth.flush();
    if (!truth) throw std::runtime_error(truthPath + ": write failed");
  }
}

}  // namespace c6::render
