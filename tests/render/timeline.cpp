#include "timeline.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/game.h"

namespace c6::render {
namespace {

using core::Color;
using core::Point;

// What a hand should do at one point; the builder turns a list of these into a timed Visit.
struct Step {
  Point point;
  HandOp op;
  Color colour = Color::Empty;
};

class Builder {
 public:
  explicit Builder(const Script& s) : m_s(s), m_rng(s.seed * 7919u + 17u) {
    m_t = s.lead;
    m_tl.epochs.push_back(Epoch{0.0, {}, core::Board(s.boardSize)});
    m_tl.poses.push_back(PoseChange{0.0, s.camera});
  }

  Timeline run() {
    core::GameOptions options;
    options.boardSize = m_s.boardSize;
    core::Game game(options);
    const auto& turns = m_s.turns;
    for (std::size_t k = 0; k <= turns.size(); ++k) {
      for (const Incident& inc : m_s.incidents)
        if (inc.afterTurn == static_cast<int>(k)) between(inc, game);
      if (k == turns.size()) break;
      const core::Turn& turn = turns[k];
      if (game.over())
        fail(0, "turn " + std::to_string(k + 1) + " comes after the end of the game");
      if (auto why = game.check(turn))
        fail(0, "turn " + std::to_string(k + 1) + " (" + core::toString(turn) +
                    ") is illegal: " + core::illegalString(*why));
      const Incident* inTurn = nullptr;
      for (const Incident& inc : m_s.incidents)
        if (inc.afterTurn == static_cast<int>(k) && isInTurn(inc.kind)) inTurn = &inc;
      m_t += m_rng.uniform(m_s.thinkMin, m_s.thinkMax);
      playTurn(turn, static_cast<int>(k) + 1, inTurn);
      game.play(turn);
      if (game.over()) {
        TruthEvent e = event("end");
        const core::Result& r = game.result();
        e.result = core::outcomeString(r.outcome);
        e.reason = core::reasonString(r.reason);
        m_tl.events.push_back(e);
      }
    }
    m_tl.duration = m_t + m_s.tail;
    for (const RestingSleeve& sl : m_tl.sleeves)
      m_tl.duration = std::max(m_tl.duration, sl.end + 0.5);
    return std::move(m_tl);
  }

 private:
  static bool isInTurn(IncidentKind k) {
    return k == IncidentKind::TakeBack || k == IncidentKind::TooMany ||
           k == IncidentKind::WrongColour;
  }

  [[noreturn]] void fail(int line, const std::string& what) const {
    throw ScriptError(m_s.name + (line > 0 ? ":" + std::to_string(line) : "") + ": " + what);
  }

  Side sideOf(Color c) const { return c == Color::Black ? m_s.blackSide : m_s.whiteSide; }

  TruthEvent event(const std::string& name) const {
    TruthEvent e;
    e.t = m_t;
    e.event = name;
    return e;
  }

  const Epoch& now() const { return m_tl.epochs.back(); }

  std::optional<PlacedStone> stoneAt(Point p) const {
    for (const PlacedStone& s : now().stones)
      if (s.point == p) return s;
    return std::nullopt;
  }

  cv::Vec2d randomOffset() {
    const double pitch = 22.0;
    if (m_rng.uniform(0.0, 1.0) < m_s.bumpedFraction) {
      const double a = m_rng.uniform(0.0, 2 * CV_PI), r = m_rng.uniform(0.24, 0.33) * pitch;
      return {r * std::cos(a), r * std::sin(a)};
    }
    const double lim = 0.18 * pitch;
    return {std::clamp(m_rng.gaussian(m_s.offCentreMm), -lim, lim),
            std::clamp(m_rng.gaussian(m_s.offCentreMm), -lim, lim)};
  }

  StoneLook randomLook(Color c) {
    StoneLook l;
    l.colour = c;
    l.shellAngle = m_rng.uniform(0.0, CV_PI);
    l.shellPhase = m_rng.uniform(0.0, 2 * CV_PI);
    l.tint = m_rng.uniform(-1.0, 1.0);
    return l;
  }

  // Applies a hand operation to the physical board at time t, starting a new epoch.
  void apply(double t, const Waypoint& w, int line) {
    Epoch e = now();
    e.start = t;
    auto it = std::find_if(e.stones.begin(), e.stones.end(),
                           [&](const PlacedStone& s) { return s.point == w.point; });
    switch (w.op) {
      case HandOp::None:
        return;
      case HandOp::Place:
        if (it != e.stones.end())
          fail(line, "cannot place a stone on " + core::toString(w.point) + ": occupied");
        e.stones.push_back(PlacedStone{w.point, w.offsetMm, randomLook(w.colour)});
        e.board.set(w.point, w.colour);
        break;
      case HandOp::Lift:
        if (it == e.stones.end()) fail(line, "no stone to lift on " + core::toString(w.point));
        e.stones.erase(it);
        e.board.set(w.point, Color::Empty);
        break;
      case HandOp::Recolour:
        if (it == e.stones.end()) fail(line, "no stone to swap on " + core::toString(w.point));
        it->look = randomLook(w.colour);
        e.board.set(w.point, w.colour);
        break;
    }
    m_tl.epochs.push_back(std::move(e));
  }

  // One hand trip through the steps, starting now; advances the clock to when the hand has left.
  void visit(Color player, const std::vector<Step>& steps, int line) {
    Visit v;
    v.player = player;
    v.side = sideOf(player);
    v.start = m_t;
    v.shoulderShift = m_rng.uniform(60.0, 180.0);
    const double d = m_rng.uniform(m_s.handMin, m_s.handMax);
    double t = m_t + 0.4 * d;
    for (std::size_t i = 0; i < steps.size(); ++i) {
      Waypoint w;
      w.point = steps[i].point;
      w.op = steps[i].op;
      w.colour = steps[i].colour;
      if (w.op == HandOp::Place) {
        w.offsetMm = randomOffset();
      } else if (auto s = stoneAt(w.point)) {
        w.offsetMm = s->offsetMm;
        if (w.op == HandOp::Lift) w.colour = s->look.colour;
      }
      if (i > 0) t += 0.3 * d;
      w.arrive = t;
      t += 0.22 * d;
      w.leave = t;
      apply(w.leave, w, line);
      v.path.push_back(w);
    }
    t += 0.38 * d;
    v.end = t;
    m_t = t;
    m_tl.visits.push_back(v);
  }

  void flag(const std::string& type, Color side, std::vector<Point> points,
            std::optional<Point> from = {}, std::optional<Point> to = {}) {
    TruthEvent e = event("flag");
    e.type = type;
    e.side = side;
    e.handFrom = sideOf(side);
    e.points = std::move(points);
    e.from = from;
    e.to = to;
    m_tl.events.push_back(e);
  }

  void restore(Color side, const std::vector<Step>& steps, double after, int line) {
    m_t += after;
    visit(side, steps, line);
    m_tl.events.push_back(event("restored"));
  }

  Color colourAt(Point p, int line) const {
    auto s = stoneAt(p);
    if (!s) fail(line, "no stone on " + core::toString(p));
    return s->look.colour;
  }

  void requireEmpty(Point p, int line) const {
    if (stoneAt(p)) fail(line, core::toString(p) + " is not empty at that moment");
  }

  // Incidents between turns: the side to move has the hand unless the incident says otherwise.
  void between(const Incident& inc, const core::Game& game) {
    const Color mover = game.toMove();
    const int line = inc.line;
    switch (inc.kind) {
      case IncidentKind::Pause:
        m_t += inc.seconds;
        break;
      case IncidentKind::Bump: {
        m_t += 0.4;
        CameraPose p = m_tl.poses.back().pose;
        const double s = inc.seconds;
        p.azimuthDeg += s * m_rng.uniform(-1.0, 1.0);
        p.elevationDeg += s * m_rng.uniform(-0.8, 0.8);
        p.rollDeg += s * m_rng.uniform(-0.8, 0.8);
        p.target += cv::Vec3d(s * m_rng.uniform(-8.0, 8.0), s * m_rng.uniform(-8.0, 8.0), 0);
        m_tl.poses.push_back(PoseChange{m_t, p});
        m_tl.events.push_back(event("bump"));
        m_t += 0.4;
        break;
      }
      case IncidentKind::Sleeve: {
        RestingSleeve sl;
        sl.player = inc.side;
        sl.side = sideOf(inc.side);
        sl.start = m_t;
        sl.end = m_t + inc.seconds;
        sl.along = m_rng.uniform(-120.0, 120.0);
        sl.at = inc.at;
        m_tl.sleeves.push_back(sl);
        m_t += 0.3;
        break;
      }
      case IncidentKind::Moved: {
        const Point a = inc.points[0], b = inc.points[1];
        const Color c = colourAt(a, line);
        requireEmpty(b, line);
        visit(mover, {{a, HandOp::Lift}, {b, HandOp::Place, c}}, line);
        flag("moved", mover, {a, b}, a, b);
        restore(mover, {{b, HandOp::Lift}, {a, HandOp::Place, c}}, inc.restoreAfter, line);
        break;
      }
      case IncidentKind::Removed: {
        const Point a = inc.points[0];
        const Color c = colourAt(a, line);
        visit(mover, {{a, HandOp::Lift}}, line);
        flag("removed", mover, {a});
        restore(mover, {{a, HandOp::Place, c}}, inc.restoreAfter, line);
        break;
      }
      case IncidentKind::OutOfTurn: {
        const Point a = inc.points[0];
        requireEmpty(a, line);
        const Color waiting = core::opponent(mover);
        visit(waiting, {{a, HandOp::Place, waiting}}, line);
        flag("out-of-turn", waiting, {a});
        restore(waiting, {{a, HandOp::Lift}}, inc.restoreAfter, line);
        break;
      }
      case IncidentKind::Swap: {
        const Point a = inc.points[0], b = inc.points[1];
        const Color ca = colourAt(a, line), cb = colourAt(b, line);
        if (ca == cb)
          fail(line, "swap needs stones of both colours on " + core::toString(a) + " and " +
                         core::toString(b));
        visit(mover, {{a, HandOp::Recolour, cb}, {b, HandOp::Recolour, ca}}, line);
        flag("changed-colour", mover, {a, b});
        restore(mover, {{a, HandOp::Recolour, ca}, {b, HandOp::Recolour, cb}}, inc.restoreAfter,
                line);
        break;
      }
      case IncidentKind::TakeBack:
      case IncidentKind::TooMany:
      case IncidentKind::WrongColour:
        break;  // handled inside the next turn
    }
  }

  void turnEvent(const core::Turn& turn, int n) {
    TruthEvent e = event("turn");
    e.n = n;
    e.colour = turn.side();
    e.points.assign(turn.begin(), turn.end());
    m_tl.events.push_back(e);
  }

  void partial(Color side, Point p) {
    TruthEvent e = event("partial");
    e.colour = side;
    e.points = {p};
    m_tl.events.push_back(e);
  }

  void playTurn(const core::Turn& turn, int n, const Incident* inc) {
    const Color side = turn.side();
    if (turn.isPass()) {
      m_t += 0.5;
      turnEvent(turn, n);
      return;
    }
    const int line = inc ? inc->line : 0;
    if (inc && inc->kind == IncidentKind::WrongColour) {
      const Point q = inc->points[0];
      requireEmpty(q, line);
      visit(side, {{q, HandOp::Place, core::opponent(side)}}, line);
      flag("wrong-colour", side, {q});
      restore(side, {{q, HandOp::Lift}}, inc->restoreAfter, line);
      m_t += m_rng.uniform(0.5, 1.5);
    }
    if (inc && inc->kind == IncidentKind::TooMany) {
      const Point q = inc->points[0];
      std::vector<Step> steps;
      for (Point p : turn) steps.push_back({p, HandOp::Place, side});
      if (std::find(turn.begin(), turn.end(), q) != turn.end())
        fail(line, "the extra stone must not be one of the turn's");
      requireEmpty(q, line);
      steps.push_back({q, HandOp::Place, side});
      visit(side, steps, line);
      std::vector<Point> all(turn.begin(), turn.end());
      all.push_back(q);
      flag("too-many", side, all);
      m_tl.events.back().extra = q;
      restore(side, {{q, HandOp::Lift}}, inc->restoreAfter, line);
      turnEvent(turn, n);
      return;
    }
    for (int i = 0; i < turn.count(); ++i) {
      if (i > 0) m_t += m_rng.uniform(0.2, 0.9);
      visit(side, {{turn[i], HandOp::Place, side}}, line);
      if (i + 1 < turn.count()) partial(side, turn[i]);
      if (i == 0 && inc && inc->kind == IncidentKind::TakeBack) {
        if (turn.count() < 2) fail(line, "take-back needs a two-stone turn");
        const Point q = inc->points[0];
        requireEmpty(q, line);
        if (q == turn[1]) fail(line, "take-back target must differ from the turn's second stone");
        m_t += m_rng.uniform(0.5, 1.5);
        visit(side, {{turn[0], HandOp::Lift}, {q, HandOp::Place, side}}, line);
        flag("take-back", side, {turn[0]}, turn[0], q);
        restore(side, {{q, HandOp::Lift}, {turn[0], HandOp::Place, side}}, inc->restoreAfter, line);
      }
    }
    turnEvent(turn, n);
  }

  const Script& m_s;
  cv::RNG m_rng;
  double m_t = 0;
  Timeline m_tl;
};

}  // namespace

Timeline Timeline::build(const Script& script) {
  return Builder(script).run();
}

int Timeline::epochAt(double t) const {
  auto it = std::upper_bound(epochs.begin(), epochs.end(), t,
                             [](double v, const Epoch& e) { return v < e.start; });
  return static_cast<int>(it - epochs.begin()) - 1;
}

int Timeline::poseAt(double t) const {
  auto it = std::upper_bound(poses.begin(), poses.end(), t,
                             [](double v, const PoseChange& p) { return v < p.start; });
  return static_cast<int>(it - poses.begin()) - 1;
}

std::string sideName(Side side) {
  switch (side) {
    case Side::Bottom:
      return "bottom";
    case Side::Top:
      return "top";
    case Side::Left:
      return "left";
    case Side::Right:
      return "right";
  }
  return "bottom";
}

}  // namespace c6::render
