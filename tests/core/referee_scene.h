#pragma once
// Test support: a true board that players change, seen by a simulated camera, fed to a Referee.
#include <string>
#include <vector>

#include "core/referee.h"

namespace c6::core::testing {

inline Point pt(const char* s) {
  return *tryParsePoint(s);
}

// "turn 2 W k11 k12", "partial W k11", "flag moved j10 k9", "restored", "ruling loss B", "end B+
// six": the event without its time or restore text, so tests read like the rules.
inline std::string brief(const RefereeEvent& e) {
  std::string out = eventKindString(e.kind);
  auto list = [&](const std::vector<Point>& ps) {
    for (Point p : ps) out += " " + toString(p);
  };
  switch (e.kind) {
    case RefereeEventKind::Partial:
      out += std::string(" ") + sideLetter(e.color);
      list(e.stones);
      break;
    case RefereeEventKind::Turn:
      out += " " + std::to_string(e.turnNumber) + " " + sideLetter(e.color);
      list(e.stones);
      if (e.reconstructed) out += e.ambiguous ? " (reconstructed, ambiguous)" : " (reconstructed)";
      break;
    case RefereeEventKind::Flag:
      out += " " + flagTypeString(e.flag.type);
      list(e.flag.points);
      break;
    case RefereeEventKind::Restored:
      break;
    case RefereeEventKind::Ruling:
      out += " " + rulingString(e.ruling.ruling);
      if (e.ruling.ruling == Ruling::Loss) out += std::string(" ") + sideLetter(e.ruling.side);
      break;
    case RefereeEventKind::End:
      out += " " + outcomeString(e.result.outcome) + " " + reasonString(e.result.reason);
      break;
  }
  return out;
}

inline std::vector<std::string> brief(const std::vector<RefereeEvent>& events) {
  std::vector<std::string> out;
  for (const auto& e : events) out.push_back(brief(e));
  return out;
}

class Scene {
 public:
  explicit Scene(RefereeOptions options = {})
      : m_referee(options), m_truth(options.game.boardSize) {}

  Scene& put(const char* p, Color c) {
    m_truth.set(pt(p), c);
    return *this;
  }
  Scene& black(const char* p) { return put(p, Color::Black); }
  Scene& white(const char* p) { return put(p, Color::White); }
  Scene& take(const char* p) { return put(p, Color::Empty); }
  Scene& move(const char* from, const char* to) {
    Color c = m_truth.at(pt(from));
    take(from);
    return put(to, c);
  }

  // `n` observations of the true board, `step` seconds apart; `unknown` points read as '?'.
  std::vector<std::string> look(int n = 2, std::vector<const char*> unknown = {},
                                double step = 0.5) {
    return lookReading(unknown, Seen::Unknown, n, step);
  }
  // `n` observations of the true board where the stones on `missed` read as empty (vision missed
  // them).
  std::vector<std::string> lookMissing(std::vector<const char*> missed, int n = 2,
                                       double step = 0.5) {
    return lookReading(missed, Seen::Empty, n, step);
  }
  // One observation where `p` reads `seen` instead of the truth.
  std::vector<std::string> blip(const char* p, Seen seen, double step = 0.5) {
    Observation obs = Observation::fromBoard(m_truth, secondsToMicros(advance(step)));
    obs.set(pt(p), seen);
    return record(m_referee.observe(obs));
  }
  std::vector<std::string> press(double after = 0.1) {
    return record(m_referee.press(secondsToMicros(advance(after))));
  }
  std::vector<std::string> arbiter(Ruling r, Color side = Color::Empty, double after = 0.5) {
    return record(m_referee.arbiter({r, side}, secondsToMicros(advance(after))));
  }
  // Plays a whole legal turn: places the stones and looks until it is confirmed.
  std::vector<std::string> turn(Color side, std::vector<const char*> points) {
    for (const char* p : points) put(p, side);
    return look();
  }

  // From now on every observation scores a stone per point as a net that sees the true board
  // would (Observation::stoneScore), whatever the reading missed.
  Scene& withEmptyScores() {
    m_scores = true;
    return *this;
  }

  Referee& referee() { return m_referee; }
  Board& truth() { return m_truth; }
  double now() const { return m_t; }
  const std::vector<RefereeEvent>& events() const { return m_events; }

 private:
  double advance(double step) { return m_t += step; }
  // `n` observations of the true board, `step` seconds apart, where `points` read `seen`.
  std::vector<std::string> lookReading(const std::vector<const char*>& points, Seen seen, int n,
                                       double step) {
    std::vector<std::string> out;
    for (int i = 0; i < n; ++i) {
      Observation obs = Observation::fromBoard(m_truth, secondsToMicros(advance(step)));
      for (const char* p : points) obs.set(pt(p), seen);
      if (m_scores)
        for (Point p : allPoints(m_truth.size()))
          obs.stoneScore.push_back(m_truth.at(p) == Color::Empty ? 0.02f : 0.97f);
      for (auto& s : record(m_referee.observe(obs))) out.push_back(s);
    }
    return out;
  }
  std::vector<std::string> record(const std::vector<RefereeEvent>& events) {
    m_events.insert(m_events.end(), events.begin(), events.end());
    return brief(events);
  }

  Referee m_referee;
  Board m_truth;
  double m_t = 0;
  bool m_scores = false;
  std::vector<RefereeEvent> m_events;
};

using Lines = std::vector<std::string>;

}  // namespace c6::core::testing
