#include "truth_writer.h"

#include <filesystem>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>
#include <sstream>
#include <stdexcept>

#include "ui/recorder/json_line.h"

namespace c6::render {
namespace {

using ui::Json;
using ui::jsonLine;

// Corners in pixels with 2 decimals; times with 3.
const ui::JsonFormat kTruthJson{3, {{"corners", 2}}};

Json pointsJson(const std::vector<core::Point>& pts) {
  Json a = Json::array();
  for (core::Point p : pts) a.push_back(core::toString(p));
  return a;
}

std::string colourName(core::Color c) {
  return std::string(1, core::sideLetter(c));
}

// Opens a writer for the extension; H.264 keeps the bundled sample small, MPEG-4 is the fallback.
cv::VideoWriter openWriter(const std::string& path, double fps, cv::Size size) {
  const std::string ext = std::filesystem::path(path).extension().string();
  std::vector<int> codecs;
  if (ext == ".avi")
    codecs = {cv::VideoWriter::fourcc('M', 'J', 'P', 'G')};
  else if (ext == ".mp4")
    codecs = {cv::VideoWriter::fourcc('a', 'v', 'c', '1'),
              cv::VideoWriter::fourcc('m', 'p', '4', 'v')};
  else if (ext == ".mkv")
    codecs = {cv::VideoWriter::fourcc('X', '2', '6', '4'),
              cv::VideoWriter::fourcc('M', 'J', 'P', 'G')};
  else
    throw std::runtime_error(path + ": unknown video extension '" + ext +
                             "' (expected .avi, .mp4, .mkv or a folder/)");
  for (int codec : codecs) {
    cv::VideoWriter w(path, cv::CAP_FFMPEG, codec, fps, size);
    if (w.isOpened()) return w;
  }
  throw std::runtime_error(path + ": cannot open a video writer for it");
}

}  // namespace

namespace {

Json boardRows(const core::Board& board) {
  Json rows = Json::array();
  std::istringstream in(board.toAscii());
  std::string line;
  while (std::getline(in, line)) {
    std::string compact;
    for (char c : line)
      if (c != ' ') compact += c;
    if (!compact.empty()) rows.push_back(compact);
  }
  return rows;
}

}  // namespace

std::string boardRowsJson(const core::Board& board) {
  return jsonLine(boardRows(board));
}

std::string eventJson(const TruthEvent& e) {
  Json j;
  j["t"] = e.t;
  j["event"] = e.event;
  if (e.event == "turn") j["n"] = e.n;
  if (e.event == "turn" || e.event == "partial") {
    j["color"] = colourName(e.colour);
    j["stones"] = pointsJson(e.points);
  }
  if (e.event == "flag") {
    j["type"] = e.type;
    j["points"] = pointsJson(e.points);
    if (e.from) j["from"] = core::toString(*e.from);
    if (e.to) j["to"] = core::toString(*e.to);
    if (e.extra) j["extra"] = core::toString(*e.extra);
    j["side"] = colourName(e.side);
    if (e.handFrom) j["hand"] = sideName(*e.handFrom);
  }
  if (e.event == "end") {
    j["result"] = e.result;
    j["reason"] = e.reason;
  }
  return jsonLine(j);
}

std::string frameJson(const FrameTruth& f, const core::Board* changedBoard) {
  Json corners = Json::array();
  for (const cv::Point2f& c : f.corners)
    corners.push_back({static_cast<double>(c.x), static_cast<double>(c.y)});
  Json j;
  j["event"] = "frame";
  j["frame"] = f.frame;
  j["t"] = f.t;
  j["corners"] = corners;
  j["hand"] = f.handOverBoard;
  j["hidden"] = pointsJson(f.hidden);
  if (changedBoard) j["board"] = boardRows(*changedBoard);
  return jsonLine(j, kTruthJson);
}

void renderVideo(Renderer& renderer, const std::string& videoPath, const std::string& truthPath,
                 const std::function<void(int, int)>& progress) {
  const Script& s = renderer.script();
  const bool folder =
      videoPath.ends_with('/') || std::filesystem::path(videoPath).extension().empty();
  cv::VideoWriter writer;
  if (folder)
    std::filesystem::create_directories(videoPath);
  else
    writer = openWriter(videoPath, s.fps, s.size);
  std::ofstream truth;
  if (!truthPath.empty()) {
    truth.open(truthPath);
    if (!truth) throw std::runtime_error(truthPath + ": cannot write the ground truth file");
  }
  const Timeline& tl = renderer.timeline();
  const int frames = renderer.frameCount();
  int turns = 0;
  Json result = nullptr;
  for (const TruthEvent& e : tl.events) {
    if (e.event == "turn") turns = std::max(turns, e.n);
    if (e.event == "end") result = e.result;
  }
  if (truth) {
    Json h;
    h["event"] = "header";
    h["width"] = s.size.width;
    h["height"] = s.size.height;
    h["fps"] = s.fps;
    h["frames"] = frames;
    h["duration"] = frames / s.fps;
    h["size"] = s.boardSize;
    h["seed"] = static_cast<long long>(s.seed);
    h["script"] = s.name;
    h["video"] = videoPath;
    truth << jsonLine(h) << '\n';
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
      while (nextEvent < tl.events.size() && tl.events[nextEvent].t <= ft.t)
        truth << eventJson(tl.events[nextEvent++]) << '\n';
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
    Json sum;
    sum["event"] = "summary";
    sum["frames"] = frames;
    sum["turns"] = turns;
    sum["result"] = result;
    sum["board"] = boardRows(tl.epochs.back().board);
    truth << jsonLine(sum) << '\n';
    truth.flush();
    if (!truth) throw std::runtime_error(truthPath + ": write failed");
  }
}

}  // namespace c6::render
