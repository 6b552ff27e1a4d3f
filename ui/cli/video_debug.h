#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "ui/cli/video_truth.h"
#include "vision/frame_pipeline.h"

namespace c6::ui::cli {

// `c6rec eval-video --debug`: the frame a short while after each true turn, kept while the clip is
// recorded, so the turns the recording lost can be looked at afterwards with what the recorder had
// then (its board, the points it saw covered, the grid it tracked).
class TurnSnapshots {
 public:
  // A turn is pictured this long after its last stone was released (settled by then).
  static constexpr double kAfterSeconds = 1.0;

  explicit TurnSnapshots(const VideoTruth& truth, vision::BlackSide blackSide);

  // Every processed frame (Recorder::setFrameListener), with the recorder's board and grid then.
  void see(const vision::Frame& frame, const vision::PipelineOutput& out,
           const core::Board& recorded, const std::optional<vision::BoardLocation>& grid);

  // Writes `dir`/lost-turn-<n>.png for the truth's turns from index `firstLost` on (those the
  // recording did not get right, in order): the frame, the grid, the recorded stones (small dots),
  // the lost turn's stones (rings), covered points (magenta crosses) and a caption. Returns the
  // paths written; throws std::runtime_error naming a file that cannot be written.
  std::vector<std::string> writeLost(const std::filesystem::path& dir, std::size_t firstLost,
                                     const std::string& clip) const;

 private:
  struct Snapshot {
    cv::Mat image;
    double t = 0;
    core::Board recorded;
    std::optional<vision::BoardLocation> grid;
    std::vector<core::Point> covered;
    vision::BoardState state = vision::BoardState::Searching;
  };
  cv::Point2f pixel(const vision::BoardLocation& grid, core::Point p) const;

  const VideoTruth& m_truth;
  vision::BlackSide m_blackSide;
  std::vector<std::optional<Snapshot>> m_snapshots;  // one per truth turn
  std::size_t m_next = 0;                            // the next turn to picture
};

}  // namespace c6::ui::cli
