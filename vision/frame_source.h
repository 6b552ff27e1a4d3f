#pragma once
#include <memory>
#include <opencv2/core.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include "core/time.h"

namespace c6::vision {

// One picture from a source. `time` is video time for files (frame index / fps), the frame number
// times the configured interval for image sequences, and the steady clock since the source was
// opened for live sources. `index` is the source's own frame number: for a numbered sequence the
// number in the file name, so gaps (frames the source does not have) show as jumps.
struct Frame {
  cv::Mat image;  // BGR, 8 bit
  core::Micros time{0};
  long long index = 0;
  std::string name;  // file name for image sequences, empty otherwise
};

enum class SourceKind { VideoFile, ImageSequence, Camera, Stream };

// What next() returned. Stalled: no frame within the stall timeout (the source is still being
// waited for). Lost: the source failed and is being reopened with backoff. Reconnected: it came
// back (the frame is valid). End: a file or sequence has no more frames (never for live sources).
// Skipped: one damaged frame (an unreadable image of a sequence) was skipped; no frame, call again.
// EndedEarly: a file stopped before the frame count its container announced (truncated download);
// no frame, the next call returns End.
enum class FrameStatus { Ok, Stalled, Lost, Reconnected, End, Skipped, EndedEarly };
const char* frameStatusString(FrameStatus s);

struct FrameResult {
  FrameStatus status = FrameStatus::End;
  Frame frame;          // valid for Ok and Reconnected
  std::string message;  // what happened, for Stalled/Lost/Reconnected
  bool hasFrame() const { return status == FrameStatus::Ok || status == FrameStatus::Reconnected; }
};

// A source that cannot be opened at all (missing file, empty folder, unknown device).
struct FrameSourceError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct FrameSourceOptions {
  // Image sequences: seconds between consecutive frame numbers.
  double sequenceInterval = 1.0;
  // Live sources: no frame for this long reports Stalled; this many Stalled in a row (or a read
  // error) closes and reopens the source.
  double stallTimeout = 2.0;
  int stallsBeforeReconnect = 3;
  // Reopen backoff: first delay, doubled each failure, capped.
  double backoffStart = 0.25;
  double backoffMax = 5.0;
};

// Frames from a video file, an image folder or sequence, a camera or a network stream, through one
// interface, so a recorded video goes through exactly the code a live camera does.
class FrameSource {
 public:
  virtual ~FrameSource() = default;
  virtual FrameResult next() = 0;
  virtual SourceKind kind() const = 0;
  bool live() const { return kind() == SourceKind::Camera || kind() == SourceKind::Stream; }
  // Frames in the whole source when known (files, sequences), for progress.
  virtual std::optional<long long> frameCount() const { return std::nullopt; }
  // Frames per second when known; image sequences report 1 / interval.
  virtual double fps() const { return 0.0; }
  // Skips frames up to (not including) video time `t`; files and sequences only. Used by --resume.
  virtual void seek(core::Micros t) { (void)t; }
  virtual std::string describe() const = 0;
};

// Which kind a spec names: "/dev/videoN" or a bare number -> Camera; "rtsp://", "http(s)://",
// "udp://", "tcp://" -> Stream; a folder, a glob ("dir/*.jpg") or a printf pattern ("dir/%03d.jpg")
// -> ImageSequence; anything else -> VideoFile.
SourceKind classifySource(const std::string& spec);

// Opens a source. Throws FrameSourceError naming the spec when it cannot be opened.
std::unique_ptr<FrameSource> openFrameSource(const std::string& spec,
                                             const FrameSourceOptions& options = {});

}  // namespace c6::vision
