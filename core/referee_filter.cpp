#include "core/referee_filter.h"

#include <cassert>

namespace c6::core {

ObservationFilter::ObservationFilter(int size, int confirmObservations, Micros confirmDuration)
    : m_confirmObservations(confirmObservations < 1 ? 1 : confirmObservations),
      m_confirmDuration(confirmDuration),
      m_settled(size),
      m_cells(static_cast<std::size_t>(size * size)) {}

bool ObservationFilter::add(const Observation& obs) {
  assert(obs.size == m_settled.size());
  bool changed = false;
  m_lastTime = obs.time;
  if (!obs.stoneScore.empty() && m_stoneScores.empty()) m_stoneScores.assign(m_cells.size(), -1.f);
  for (Point p : allPoints(m_settled.size())) {
    const auto i = static_cast<std::size_t>(p.row * m_settled.size() + p.col);
    Cell& cell = m_cells[i];
    Seen seen = obs.at(p);
    if (i < obs.stoneScore.size() && obs.stoneScore[i] >= 0.f && seen != Seen::Unknown &&
        !obs.hiddenAt(p))
      m_stoneScores[i] = obs.stoneScore[i];
    if (cell.assumed) {
      if (seen == Seen::Empty) continue;
      if (seen != Seen::Unknown) cell.assumed = false;
    }
    if (seen == Seen::Unknown) {
      if (obs.hiddenAt(p)) {
        cell.unknownFrom.reset();  // a hand over it says nothing about whether it can be read
        continue;
      }
      if (!cell.unknownFrom) cell.unknownFrom = obs.time;
      continue;
    }
    cell.unknownFrom.reset();
    cell.interrupted.reset();
    Color c = static_cast<Color>(seen);
    if (c == m_settled.at(p)) {
      cell.interrupted = cell.candidate;
      cell.candidate.reset();
      continue;
    }
    if (cell.candidate == c) {
      ++cell.count;
    } else {
      cell.candidate = c;
      cell.count = 1;
      cell.first = obs.time;
    }
    if (cell.count >= m_confirmObservations && obs.time - cell.first >= m_confirmDuration) {
      m_settled.set(p, c);
      cell.candidate.reset();
      changed = true;
    }
  }
  return changed;
}

Board ObservationFilter::withCandidates() const {
  Board b = m_settled;
  for (Point p : allPoints(b.size())) {
    const Cell& cell = m_cells[static_cast<std::size_t>(p.row * b.size() + p.col)];
    if (cell.candidate)
      b.set(p, *cell.candidate);
    else if (cell.interrupted)
      b.set(p, *cell.interrupted);
  }
  return b;
}

std::vector<Point> ObservationFilter::unknownSince(Micros cutoff) const {
  std::vector<Point> out;
  for (Point p : allPoints(m_settled.size())) {
    const Cell& cell = m_cells[static_cast<std::size_t>(p.row * m_settled.size() + p.col)];
    if (cell.unknownFrom && *cell.unknownFrom <= cutoff) out.push_back(p);
  }
  return out;
}

void ObservationFilter::assume(Point p, Color c) {
  Cell& cell = m_cells[static_cast<std::size_t>(p.row * m_settled.size() + p.col)];
  m_settled.set(p, c);
  cell.candidate.reset();
  cell.interrupted.reset();
  cell.assumed = true;
}

void ObservationFilter::restartUnknown(Micros time) {
  for (Cell& cell : m_cells)
    if (cell.unknownFrom) cell.unknownFrom = time;
}

}  // namespace c6::core
