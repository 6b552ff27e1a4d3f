#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/observation.h"
#include "vision/board_prior.h"
#include "vision/board_view.h"
#include "vision/change_gate.h"
#include "vision/frame_source.h"
#include "vision/occlusion.h"
#include "vision/point_pictures.h"
#include "vision/point_settle.h"
#include "vision/point_votes.h"
#include "vision/stone_reading.h"

namespace c6::vision {

// Finds the board in a whole frame (the slow path: at start and after a bump); empty when none.
using BoardLocator = std::function<std::optional<BoardLocation>(const cv::Mat&)>;
// Reads every intersection of a located board (readStones, or a stand-in in tests).
using StoneReader = std::function<StoneReading(const cv::Mat&, const BoardLocation&)>;

struct PipelineOptions {
  double settleSeconds = 0.3;  // the board is settled (clock, background) after this long still
  double pointSettleSeconds =
      0.15;                      // a point must be clear of hands this long before it is reported
  double handHoldSeconds = 2.0;  // ...and the board clear of hands once since, or this long
  // Points covered without a break for this long are an arm resting on the board, not a hand
  // placing: with only those covered and nothing moving, the board counts as clear of hands.
  double restingArmSeconds = 3.0;
  double readInterval = 0.08;  // seconds between stone reads (every frame up to 12 fps)
  int maxReads = 4;            // a point's last reads voted on
  double agree = 0.6;          // fraction of a point's votes its class needs
  float doubt = 0.5f;          // below this confidence the game-state prior may settle a point
  // Each frame is a photo of its own (image sequences): it is settled by itself; no motion across
  // frames. Its observation is repeated `stillRepeats` times, `stillRepeatGap` seconds apart, as a
  // board seen still for that long would be.
  bool stills = false;
  int stillRepeats = 3;
  double stillRepeatGap = 0.1;
  BlackSide blackSide = BlackSide::Bottom;
  double refineCells = 0.12;  // a board shift beyond this is corrected (fraction of a cell)
  // ...when the grid lines show at least this share as strongly on the shifted lattice as on the
  // current one (a lattice moved off the lines by a false shift loses most of it).
  double refineLineAgreement = 0.98;
  double relocateCells = 1.0;  // beyond this (or a poor match) the board is searched again
  // A search that finds the lattice within this many cells of where it was means nothing moved
  // (an arm's shadow or a hand spoiled the match): the view, the empty board's picture and every
  // point's settling are kept.
  double sameSpotCells = 0.25;
  // A board nearly all covered (this share of its points) while nothing has moved for
  // `relearnSeconds` is no hand: the empty board's picture was learnt with a hand in it (the board
  // found again while a hand lay over it), and it is learnt again from the present view.
  double relearnCoveredShare = 0.9;
  double relearnSeconds = 1.0;
  double minMatch = 0.15;  // phase-correlation response below this means "not the same view"
  double locateRetrySeconds = 0.25;
  int viewCell = 8;
  OcclusionOptions occlusion;
  // Readings may change only where the picture changed (see ChangeGate); off: readings as they are.
  bool gateChanges = true;
  ChangeGateOptions gate;
  // A due read whose points (those clear of hands) all look as at the last full read, within
  // `readChange` grey levels (a point's patch mean, any channel), reuses that read instead of
  // reading again: the same picture reads the same. Camera noise moves a patch by up to 6.4 (99th
  // percentile over the rendered sample video's still pairs up to 1 s apart, and over gomrade-seq's
  // consecutive photos); a stone put or taken by at least 58. A full read still comes every
  // `fullReadSeconds` and after every re-location or refinement. Off: every read is a full one.
  // A recorded stone read as gone or recoloured (never part of a legal turn) is reported only once
  // the board has been still this long: a sleeve or its shadow passing beside a stone must not
  // raise a flag. Seen::Unknown (hidden) until then.
  double vanishSeconds = 1.0;
  bool reuseReads = true;
  double readChange = 10.0;
  double fullReadSeconds = 1.0;
};

enum class BoardState { Searching, Moving, Still, Settled };
const char* boardStateString(BoardState s);

// What one frame produced.
struct PipelineOutput {
  BoardState state = BoardState::Searching;
  // Observations (record orientation) to give the referee, in time order; usually 0 or 1. Video:
  // one per read (every readInterval) once some point is settled; a point under or near a hand, or
  // uncovered less than settleSeconds ago, is Unknown and marked hidden.
  std::vector<core::Observation> observations;
  // When the board last became still: the moment the hand left, which times a clock press.
  std::optional<core::Micros> stillSince;
  // The record side ("bottom" = row 1, "top", "left" = column a, "right") where the latest hand
  // came in: its arm crossed the border first after the board was clear of hands. Evidence for the
  // arbiter.
  std::optional<std::string> handSide;
  bool located = false;   // the board was (re)found in this frame
  bool refined = false;   // a small shift was corrected
  int blockedPoints = 0;  // intersections hidden in this frame
  // The points (record orientation) a hand, arm, sleeve or object covers in this frame: never read
  // as stones; the recorder waits for them.
  std::vector<core::Point> covered;
};

// The per-frame vision pipeline: lock the board once, track it cheaply in a small top-down view,
// notice bumps (small: refine; large: search again), keep hands out of readings, wait for
// stillness, vote over the reads of the still period, apply the game-state prior, and emit
// observations.
class FramePipeline {
 public:
  FramePipeline(BoardLocator locator, StoneReader reader, PipelineOptions options = {});

  // Corners from a person or a profile: no search at start (a bump still triggers one).
  void setLocation(const BoardLocation& location);
  void setExpectation(const Expectation& expected) { m_expected = expected; }
  PipelineOutput process(const Frame& frame);

  const std::optional<BoardView>& view() const { return m_view; }
  const PipelineOptions& options() const { return m_options; }
  // Due reads done in full (the reader's calls, a re-location's fitting not counted) and due reads
  // answered by the last full read.
  long long fullReads() const { return m_fullReads; }
  long long reusedReads() const { return m_reusedReads; }
  // Times the empty board's picture was learnt again because nearly all of it read covered.
  int relearns() const { return m_relearns; }

 private:
  bool lock(const Frame& frame);
  // Compares the view with the background; corrects small shifts, re-finds the board after big
  // ones. False when the board could not be found again. Where something covers the board by its
  // looks (`covered`), the background stands in for the view: an arm lying still is not a bump.
  bool checkAlignment(const Frame& frame, cv::Mat& viewImage, const CoveredGaps& covered,
                      PipelineOutput& out);
  core::Observation observation(core::Micros t) const;
  core::Observation observation(const SettledPoints& points, core::Micros t) const;
  core::Observation toObservation(const VotedBoard& v, const std::vector<std::uint8_t>* hidden,
                                  core::Micros t) const;
  void readPoints(const Frame& frame, const OcclusionState& st, PipelineOutput& out);
  // The stone reading for a due read: the last full read when no point clear of hands (not
  // `blocked`) changed its picture since, else a full read.
  const StoneReading& currentReading(const Frame& frame, const std::vector<std::uint8_t>& blocked);
  // The last full read no longer stands for the view (the board was found again or shifted).
  void forgetReading();
  // Reports `blocked` (image orientation) as the frame's covered points.
  void reportCovered(const std::vector<std::uint8_t>& blocked, PipelineOutput& out) const;
  std::optional<std::string> recordSide(ImageEdge e) const;
  PipelineOutput processStill(const Frame& frame);
  // A freshly found lattice can sit one line off (the board's edge taken for a line). With a game
  // in progress, the lattice (of it and its 8 one-line neighbours) whose reading differs least from
  // the expected position wins; an empty or matching board keeps the locator's.
  BoardLocation fitToExpectation(const cv::Mat& image, const BoardLocation& found,
                                 StoneReading& reading) const;
  int differences(const StoneReading& reading) const;
  bool onlyRestingArms(const std::vector<std::uint8_t>& blocked, core::Micros t);
  void relearnIfAllCovered(const Frame& frame, const OcclusionState& st);

  BoardLocator m_locator;
  StoneReader m_reader;
  PipelineOptions m_options;
  std::optional<BoardView> m_view;
  std::optional<BoardLocation> m_pendingLocation;
  std::optional<BoardLocation> m_fixedLocation;  // given by a person or profile
  std::optional<long long> m_lastStillIndex;
  OcclusionDetector m_occlusion;
  PointVotes m_votes;                        // stills
  std::vector<std::uint8_t> m_stillCovered;  // stills: the points covered in the latest photo
  std::vector<std::uint8_t>
      m_readerCovered;   // the latest read's covered points, until the next read
  PointSettle m_points;  // video: per-point settling
  ChangeGate m_gate;
  std::optional<Expectation> m_expected;
  std::optional<core::Micros> m_lastLocateTry;
  std::optional<core::Micros> m_stillSince;
  std::optional<core::Micros> m_lastRead;
  std::vector<std::optional<core::Micros>>
      m_coveredFrom;  // per point: covered without a break since
  bool m_movedSinceSettle = false;
  bool m_settledThisPeriod = false;
  std::optional<ImageEdge> m_handEdge;
  bool m_boardClear = true;
  cv::Mat m_viewImage;
  std::optional<StoneReading> m_lastReading;  // the last full read, with its points' pictures
  PointPictures m_readPictures;
  std::optional<core::Micros> m_lastFullRead;
  long long m_fullReads = 0;
  int m_relearns = 0;
  long long m_reusedReads = 0;
};

}  // namespace c6::vision
