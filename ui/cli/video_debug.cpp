#include "ui/cli/video_debug.h"

#include <cstdio>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <stdexcept>

#include "vision/board_view.h"

namespace c6::ui::cli {

namespace {

const cv::Scalar kBlack{0, 0, 0}, kWhite{255, 255, 255}, kGrid{0, 200, 255}, kLost{0, 220, 0},
    kCovered{255, 0, 255};

void caption(cv::Mat& image, const std::string& text, int line) {
  const cv::Point at{10, 28 + 26 * line};
  cv::putText(image, text, at, cv::FONT_HERSHEY_SIMPLEX, 0.7, kBlack, 4, cv::LINE_AA);
  cv::putText(image, text, at, cv::FONT_HERSHEY_SIMPLEX, 0.7, kWhite, 1, cv::LINE_AA);
}

std::string turnText(const TruthTurn& t) {
  std::string s = std::to_string(t.n) + " " + core::sideLetter(t.color);
  for (core::Point p : t.stones) s += " " + core::toString(p);
  return s;
}

}  // namespace

TurnSnapshots::TurnSnapshots(const VideoTruth& truth, vision::BlackSide blackSide)
    : m_truth(truth), m_blackSide(blackSide), m_snapshots(truth.turns.size()) {}

void TurnSnapshots::see(const vision::Frame& frame, const vision::PipelineOutput& out,
                        const core::Board& recorded,
                        const std::optional<vision::BoardLocation>& grid) {
  const double t = core::toSeconds(frame.time);
  for (; m_next < m_truth.turns.size() && t >= m_truth.turns[m_next].t + kAfterSeconds; ++m_next)
    m_snapshots[m_next] = Snapshot{frame.image.clone(), t, recorded, grid, out.covered, out.state};
}

cv::Point2f TurnSnapshots::pixel(const vision::BoardLocation& grid, core::Point p) const {
  for (int y = 0; y < grid.size; ++y)
    for (int x = 0; x < grid.size; ++x)
      if (vision::recordPoint(x, y, grid.size, m_blackSide) == p) return grid.project(x, y);
  return {-100, -100};  // off the grid: drawn outside the picture
}

std::vector<std::string> TurnSnapshots::writeLost(const std::filesystem::path& dir,
                                                  std::size_t firstLost,
                                                  const std::string& clip) const {
  std::vector<std::string> written;
  for (std::size_t i = firstLost; i < m_snapshots.size(); ++i) {
    if (!m_snapshots[i]) continue;  // the clip ended first
    const Snapshot& s = *m_snapshots[i];
    const TruthTurn& turn = m_truth.turns[i];
    cv::Mat out = s.image.clone();
    if (s.grid) {
      const vision::BoardLocation& g = *s.grid;
      for (int k = 0; k < 4; ++k)
        cv::line(out, g.corners[static_cast<std::size_t>(k)],
                 g.corners[static_cast<std::size_t>((k + 1) % 4)], kGrid, 1, cv::LINE_AA);
      const float cell = static_cast<float>(cv::norm(g.project(1, 0) - g.project(0, 0)));
      for (int row = 0; row < s.recorded.size(); ++row)
        for (int col = 0; col < s.recorded.size(); ++col) {
          const core::Color c = s.recorded.at(core::Point(col, row));
          if (c == core::Color::Empty) continue;
          const cv::Point2f at = pixel(g, core::Point(col, row));
          cv::circle(out, at, std::max(2, static_cast<int>(cell * 0.2f)),
                     c == core::Color::Black ? kBlack : kWhite, cv::FILLED, cv::LINE_AA);
          cv::circle(out, at, std::max(2, static_cast<int>(cell * 0.2f)),
                     c == core::Color::Black ? kWhite : kBlack, 1, cv::LINE_AA);
        }
      for (core::Point p : s.covered) {
        const cv::Point2f at = pixel(g, p);
        const float d = cell * 0.15f;
        cv::line(out, at + cv::Point2f(-d, -d), at + cv::Point2f(d, d), kCovered, 1);
        cv::line(out, at + cv::Point2f(-d, d), at + cv::Point2f(d, -d), kCovered, 1);
      }
      for (core::Point p : turn.stones) {
        const cv::Point2f at = pixel(g, p);
        cv::circle(out, at, std::max(4, static_cast<int>(cell * 0.6f)), kLost, 2, cv::LINE_AA);
        cv::putText(out, core::toString(p), at + cv::Point2f(cell * 0.6f, -cell * 0.6f),
                    cv::FONT_HERSHEY_SIMPLEX, 0.5, kLost, 1, cv::LINE_AA);
      }
    }
    char when[96];
    std::snprintf(when, sizeof when, "%s at %.2f s: turn %s (released %.2f s) not recorded",
                  clip.c_str(), s.t, turnText(turn).c_str(), turn.t);
    caption(out, when, 0);
    caption(out,
            std::string("board ") + vision::boardStateString(s.state) +
                (s.grid ? "" : ", no grid") + ", " + std::to_string(s.covered.size()) +
                " points covered; dots: recorded stones, rings: the turn",
            1);
    const std::string path = (dir / ("lost-turn-" + std::to_string(turn.n) + ".png")).string();
    if (!cv::imwrite(path, out)) throw std::runtime_error("cannot write the debug frame " + path);
    written.push_back(path);
  }
  return written;
}

}  // namespace c6::ui::cli
