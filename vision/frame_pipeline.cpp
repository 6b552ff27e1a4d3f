#include "vision/frame_pipeline.h"

#include <algorithm>

#include "vision/view_shift.h"

namespace c6::vision {

const char* boardStateString(BoardState s) {
  switch (s) {
    case BoardState::Searching:
      return "searching";
    case BoardState::Moving:
      return "moving";
    case BoardState::Still:
      return "still";
    case BoardState::Settled:
      return "settled";
  }
  return "?";
}

FramePipeline::FramePipeline(BoardLocator locator, StoneReader reader, PipelineOptions options)
    : m_locator(std::move(locator)),
      m_reader(std::move(reader)),
      m_options(options),
      m_occlusion(options.occlusion),
      m_gate(options.gate) {}

void FramePipeline::setLocation(const BoardLocation& location) {
  m_pendingLocation = location;
  m_fixedLocation = location;
  m_view.reset();
}

bool FramePipeline::lock(const Frame& frame) {
  std::optional<BoardLocation> loc;
  if (m_pendingLocation) {
    loc = m_pendingLocation;
    m_pendingLocation.reset();
  } else {
    if (m_lastLocateTry && !m_options.stills &&
        frame.time - *m_lastLocateTry < core::secondsToMicros(m_options.locateRetrySeconds))
      return false;
    m_lastLocateTry = frame.time;
    loc = m_locator ? m_locator(frame.image) : std::nullopt;
  }
  if (!loc) return false;
  m_view = BoardView(*loc, m_options.viewCell);
  m_view->warp(frame.image, m_viewImage);
  m_occlusion.reset(*m_view, m_viewImage);
  m_votes.reset(loc->size);
  m_points.reset(loc->size, m_options.maxReads);
  // A new game's board is empty: whatever reads as a stone before any hand came is the picture's
  // fault (a reflection). A game in progress (or none known) starts from what is read.
  if (!m_gate.ready() && m_expected && m_expected->board.size() == loc->size &&
      m_expected->board.stoneCount() == 0)
    m_gate.seed(
        std::vector<core::Seen>(static_cast<std::size_t>(loc->size * loc->size), core::Seen::Empty),
        m_viewImage);
  m_stillSince.reset();
  m_lastRead.reset();
  forgetReading();
  m_settledThisPeriod = false;
  return true;
}

void FramePipeline::forgetReading() {
  m_lastReading.reset();
  m_readPictures.clear();
  m_lastFullRead.reset();
}

bool FramePipeline::checkAlignment(const Frame& frame, cv::Mat& viewImage,
                                   const CoveredGaps& covered, PipelineOutput& out) {
  ViewShift s;
  if (covered.count > 0) {
    cv::Mat seen = viewImage.clone();
    m_occlusion.background().copyTo(seen, coveredGapMask(covered, *m_view));
    s = measureShift(m_occlusion.background(), seen);
  } else {
    s = measureShift(m_occlusion.background(), viewImage);
  }
  const double cell = m_options.viewCell;
  if (s.response >= m_options.minMatch && s.magnitude() <= m_options.relocateCells * cell) {
    if (s.magnitude() > m_options.refineCells * cell) {
      // The picture moved, or only changed: a hand just gone, its shadow, a new stone, light
      // drifting can all pull the correlation's peak a pixel or two. The shift is taken only where
      // the grid lines agree: a real knock leaves them off the lattice, a false shift would move
      // the lattice off them (a batch render: a 0.2-cell false shift after the first stone, and
      // every white stone after it read empty).
      const BoardView moved = m_view->shifted(s.dx, s.dy);
      cv::Mat movedImage;
      moved.warp(frame.image, movedImage);
      if (latticeContrast(movedImage, moved) >=
          m_options.refineLineAgreement * latticeContrast(viewImage, *m_view)) {
        m_view = moved;
        viewImage = movedImage;
        out.refined = true;
        forgetReading();
      }
    }
    return true;
  }
  std::optional<BoardLocation> loc = m_locator ? m_locator(frame.image) : std::nullopt;
  m_lastLocateTry = frame.time;
  if (!loc) {
    m_view.reset();
    return false;
  }
  if (gridOffsetCells(m_view->location(), *loc) <= m_options.sameSpotCells) return true;
  StoneReading reading;
  m_view = BoardView(fitToExpectation(frame.image, *loc, reading), m_options.viewCell);
  m_view->warp(frame.image, viewImage);
  m_occlusion.reset(*m_view, viewImage);
  m_points.reset(m_view->size(), m_options.maxReads);
  forgetReading();
  out.located = true;
  return true;
}

std::optional<std::string> FramePipeline::recordSide(ImageEdge e) const {
  if (!m_view) return std::nullopt;
  const int n = m_view->size(), mid = n / 2, last = n - 1;
  int x = mid, y = mid;
  switch (e) {
    case ImageEdge::Top:
      y = 0;
      break;
    case ImageEdge::Bottom:
      y = last;
      break;
    case ImageEdge::Left:
      x = 0;
      break;
    case ImageEdge::Right:
      x = last;
      break;
  }
  core::Point p = recordPoint(x, y, n, m_options.blackSide);
  if (p.row == 0) return "bottom";
  if (p.row == last) return "top";
  if (p.col == 0) return "left";
  return "right";
}

// The voted board in the record's orientation (image rows and columns turned so Black sits at row
// 1), with the game-state prior applied.
core::Observation FramePipeline::toObservation(const VotedBoard& v,
                                               const std::vector<std::uint8_t>* hidden,
                                               core::Micros t) const {
  core::Observation obs;
  obs.time = t;
  obs.size = v.size;
  const std::size_t n = static_cast<std::size_t>(v.size * v.size);
  obs.cells.assign(n, core::Seen::Unknown);
  obs.confidence.assign(n, 0.0f);
  if (hidden) obs.hidden.assign(n, 0);
  for (int y = 0; y < v.size; ++y)
    for (int x = 0; x < v.size; ++x) {
      const std::size_t i = static_cast<std::size_t>(y * v.size + x);
      core::Point p = recordPoint(x, y, v.size, m_options.blackSide);
      const std::size_t j = static_cast<std::size_t>(p.row * v.size + p.col);
      obs.cells[j] = v.unread[i] ? core::Seen::Unknown : v.cells[i];
      obs.confidence[j] = v.confidence[i];
      if (hidden) obs.hidden[j] = (*hidden)[i];
      if (i < v.netStone.size() && v.netStone[i] >= 0.f) {
        if (obs.stoneScore.empty()) obs.stoneScore.assign(n, -1.0f);
        obs.stoneScore[j] = v.netStone[i];
      }
    }
  if (m_expected) applyPrior(obs, *m_expected, m_options.doubt);
  return obs;
}

core::Observation FramePipeline::observation(core::Micros t) const {
  return toObservation(m_votes.result(m_options.agree),
                       m_stillCovered.empty() ? nullptr : &m_stillCovered, t);
}

core::Observation FramePipeline::observation(const SettledPoints& points, core::Micros t) const {
  core::Observation obs = toObservation(points.board, &points.hidden, t);
  const bool stillLongEnough =
      m_stillSince && t - *m_stillSince >= core::secondsToMicros(m_options.vanishSeconds);
  if (m_expected && m_expected->board.size() == obs.size && !stillLongEnough) {
    // The new stones are held with it: a moved stone is one flag, once both ends are seen.
    std::vector<std::size_t> differ;
    bool vanished = false;
    for (core::Point p : core::allPoints(obs.size)) {
      const core::Color was = m_expected->board.at(p);
      const std::size_t j = static_cast<std::size_t>(p.row * obs.size + p.col);
      if (obs.cells[j] == core::Seen::Unknown || obs.cells[j] == static_cast<core::Seen>(was))
        continue;
      differ.push_back(j);
      vanished = vanished || was != core::Color::Empty;
    }
    if (vanished)
      for (std::size_t j : differ) {
        obs.cells[j] = core::Seen::Unknown;
        obs.confidence[j] = 0.0f;
        obs.hidden[j] = 1;
      }
  }
  // Black sits at the record's bottom edge (row 1), White at the top.
  if (m_handEdge) {
    const std::optional<std::string> side = recordSide(*m_handEdge);
    if (side == "bottom") obs.hand = core::Color::Black;
    if (side == "top") obs.hand = core::Color::White;
  }
  return obs;
}

namespace {

// Adds the points the stone reader saw covered to `blocked`; true when it added any.
bool addCovered(std::vector<std::uint8_t>& blocked, const std::vector<std::uint8_t>& covered) {
  bool any = false;
  for (std::size_t i = 0; i < blocked.size() && i < covered.size(); ++i)
    if (covered[i] && !blocked[i]) blocked[i] = 1, any = true;
  return any;
}

}  // namespace

void FramePipeline::reportCovered(const std::vector<std::uint8_t>& blocked,
                                  PipelineOutput& out) const {
  const int n = m_view->size();
  out.covered.clear();
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x)
      if (blocked[static_cast<std::size_t>(y * n + x)])
        out.covered.push_back(recordPoint(x, y, n, m_options.blackSide));
  out.blockedPoints = static_cast<int>(out.covered.size());
}

const StoneReading& FramePipeline::currentReading(const Frame& frame,
                                                  const std::vector<std::uint8_t>& blocked) {
  const bool recent =
      m_lastReading && m_lastFullRead &&
      frame.time - *m_lastFullRead < core::secondsToMicros(m_options.fullReadSeconds);
  // Measured once: compared with the last full read's pictures, and kept if this read is full.
  std::vector<cv::Vec3f> pictures =
      PointPictures::measure(m_viewImage, *m_view, m_options.gate.radiusCells);
  if (m_options.reuseReads && recent &&
      m_readPictures.changed(pictures, m_viewImage.size(), m_options.readChange, blocked).empty()) {
    ++m_reusedReads;
    return *m_lastReading;
  }
  m_lastReading = m_reader(frame.image, m_view->location());
  m_readPictures.take(std::move(pictures), m_viewImage.size());
  m_lastFullRead = frame.time;
  ++m_fullReads;
  return *m_lastReading;
}

// Whether every point the occlusion detector covers now has been covered without a break for
// restingArmSeconds: an arm lying on the board's edge while the other player moves. A stone placed
// while it rests waited handHoldSeconds for a board clear of hands that never came, and the next
// hand over it came first (a batch render's first black stone, 1.7 s before White's hand).
bool FramePipeline::onlyRestingArms(const std::vector<std::uint8_t>& blocked, core::Micros t) {
  if (m_coveredFrom.size() != blocked.size()) m_coveredFrom.assign(blocked.size(), std::nullopt);
  const core::Micros resting = core::secondsToMicros(m_options.restingArmSeconds);
  bool all = true;
  for (std::size_t i = 0; i < blocked.size(); ++i) {
    if (!blocked[i]) {
      m_coveredFrom[i].reset();
      continue;
    }
    if (!m_coveredFrom[i]) m_coveredFrom[i] = t;
    all = all && t - *m_coveredFrom[i] >= resting;
  }
  return all;
}

void FramePipeline::readPoints(const Frame& frame, const OcclusionState& st, PipelineOutput& out) {
  // Covered points (by the occlusion detector, or by the stone reader) are never read: they wait.
  std::vector<std::uint8_t> blocked = st.blocked;
  const bool resting = onlyRestingArms(st.blocked, frame.time);
  bool clear = !st.moving && (st.blockedCount() == 0 || resting);
  const bool readDue =
      !m_lastRead || frame.time - *m_lastRead >= core::secondsToMicros(m_options.readInterval);
  const StoneReading* reading = nullptr;
  if (readDue && std::find(blocked.begin(), blocked.end(), std::uint8_t{0}) != blocked.end()) {
    reading = &currentReading(frame, blocked);
    m_lastRead = frame.time;
    m_readerCovered = reading->covered;
  }
  // What the reader saw covered stays covered (hidden) until it reads again. It does not hold the
  // whole board as "not clear": a point the net alone calls covered (glare, a stone's shadow) must
  // not stop every other point from settling; arms are what the occlusion detector finds.
  addCovered(blocked, m_readerCovered);
  reportCovered(blocked, out);
  m_gate.noteCovered(blocked);
  m_points.update(blocked, clear, frame.time);
  if (reading) m_points.add(*reading, blocked);
  // Every frame reports the points settled so far (a point covered since is hidden again).
  SettledPoints sp =
      m_points.result(frame.time, core::secondsToMicros(m_options.pointSettleSeconds),
                      m_options.agree, 2, core::secondsToMicros(m_options.handHoldSeconds));
  if (sp.settledCount == 0) return;
  if (m_options.gateChanges) m_gate.apply(sp, m_viewImage, *m_view);
  out.observations.push_back(observation(sp, frame.time));
}

int FramePipeline::differences(const StoneReading& reading) const {
  if (!m_expected) return 0;
  int n = 0;
  for (int y = 0; y < reading.size; ++y)
    for (int x = 0; x < reading.size; ++x) {
      core::Point p = recordPoint(x, y, reading.size, m_options.blackSide);
      if (reading.at(x, y) != static_cast<core::Seen>(m_expected->board.at(p))) ++n;
    }
  return n;
}

BoardLocation FramePipeline::fitToExpectation(const cv::Mat& image, const BoardLocation& found,
                                              StoneReading& reading) const {
  reading = m_reader(image, found);
  if (!m_expected || m_expected->board.stoneCount() == 0) return found;
  int best = differences(reading);
  if (best <= 2) return found;
  BoardLocation bestLoc = found;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      if (dx == 0 && dy == 0) continue;
      BoardLocation cand = shiftGrid(found, dx, dy);
      StoneReading r = m_reader(image, cand);
      int d = differences(r);
      if (d < best) {
        best = d;
        bestLoc = cand;
        reading = std::move(r);
      }
    }
  return bestLoc;
}

PipelineOutput FramePipeline::processStill(const Frame& frame) {
  PipelineOutput out;
  // Each photo may come from a moved camera: the board is found in every one (unless a person or a
  // profile fixed it), falling back to the last place when the search fails and the view still
  // fits.
  std::optional<BoardLocation> loc = m_fixedLocation;
  if (!loc && m_locator) loc = m_locator(frame.image);
  if (!loc && m_view) {
    m_view->warp(frame.image, m_viewImage);
    ViewShift s = measureShift(m_occlusion.background(), m_viewImage);
    if (s.response >= m_options.minMatch &&
        s.magnitude() <= m_options.refineCells * m_options.viewCell)
      loc = m_view->location();
  }
  if (!loc) return out;
  StoneReading reading;
  BoardLocation fitted = fitToExpectation(frame.image, *loc, reading);
  out.located = !m_view || fitted.corners != m_view->location().corners;
  m_view = BoardView(fitted, m_options.viewCell);
  m_view->warp(frame.image, m_viewImage);
  // A hand is what stands out against the previous photo; after a gap in the numbering (frames the
  // source does not have) that photo shows another moment, so nothing is judged against it.
  const bool consecutive =
      m_lastStillIndex && frame.index == *m_lastStillIndex + 1 && !m_occlusion.background().empty();
  m_lastStillIndex = frame.index;
  if (!consecutive) m_occlusion.reset(*m_view, m_viewImage);
  OcclusionState st = m_occlusion.update(m_viewImage, false);
  std::vector<std::uint8_t> blocked = st.blocked;
  addCovered(blocked, reading.covered);
  reportCovered(blocked, out);
  if (st.edge) out.handSide = recordSide(*st.edge);
  m_votes.reset(m_view->size());
  m_votes.add(reading, blocked);
  m_stillCovered = blocked;
  out.state = BoardState::Settled;
  out.stillSince = frame.time;
  for (int k = 0; k < std::max(1, m_options.stillRepeats); ++k)
    out.observations.push_back(
        observation(frame.time + core::secondsToMicros(k * m_options.stillRepeatGap)));
  m_occlusion.absorb(m_viewImage, st);
  return out;
}

PipelineOutput FramePipeline::process(const Frame& frame) {
  if (m_options.stills) return processStill(frame);
  PipelineOutput out;
  if (!m_view) {
    if (!lock(frame)) return out;
    out.located = true;
  } else {
    m_view->warp(frame.image, m_viewImage);
  }
  OcclusionState st = m_occlusion.update(m_viewImage);
  out.blockedPoints = st.blockedCount();  // readPoints adds the points the reader saw covered
  // The side of a hand: where the first arm crossed the border after the board was clear of hands
  // (the opponent's hand may come in before the last one's motion has settled).
  if (st.edge && (m_boardClear || !m_handEdge)) m_handEdge = st.edge;
  m_boardClear = !st.edge && out.blockedPoints == 0;
  if (st.moving) {
    m_movedSinceSettle = true;
    m_stillSince.reset();
    m_settledThisPeriod = false;
    out.state = BoardState::Moving;
  } else {
    if (!m_stillSince) {
      m_stillSince = frame.time;
      if (m_movedSinceSettle && !checkAlignment(frame, m_viewImage, st.byAppearance, out)) {
        m_stillSince.reset();
        return out;  // the board is gone from where it was; searching again
      }
    }
    out.stillSince = m_stillSince;
    out.state = BoardState::Still;
  }
  // Each point is read on its own: a point clear of hands long enough is reported even while a hand
  // is over another part of the board.
  readPoints(frame, st, out);
  if (out.state == BoardState::Still &&
      frame.time - *m_stillSince >= core::secondsToMicros(m_options.settleSeconds)) {
    out.state = BoardState::Settled;
    if (!m_settledThisPeriod) {
      m_settledThisPeriod = true;
      m_movedSinceSettle = false;
      m_occlusion.absorb(m_viewImage, st);
    }
    relearnIfAllCovered(frame, st);
  }
  if (m_handEdge) out.handSide = recordSide(*m_handEdge);
  return out;
}

void FramePipeline::relearnIfAllCovered(const Frame& frame, const OcclusionState& st) {
  const auto points = static_cast<double>(st.blocked.size());
  if (points == 0 || st.blockedCount() < m_options.relearnCoveredShare * points ||
      frame.time - *m_stillSince <
          core::secondsToMicros(m_options.settleSeconds + m_options.relearnSeconds))
    return;
  m_occlusion.reset(*m_view, m_viewImage);
  m_stillSince = frame.time;
  ++m_relearns;
}

}  // namespace c6::vision
