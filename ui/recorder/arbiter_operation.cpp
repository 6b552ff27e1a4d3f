#include "ui/recorder/arbiter_operation.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/record_time.h"

namespace c6::ui {

using core::Micros;

const char* clockOperationString(ClockOperation::Kind kind) {
  switch (kind) {
    case ClockOperation::Kind::Pause:
      return "pause";
    case ClockOperation::Kind::Resume:
      return "resume";
    case ClockOperation::Kind::Adjust:
      return "adjust";
    case ClockOperation::Kind::Penalty:
      return "penalty";
    case ClockOperation::Kind::UndoPress:
      return "undo-press";
  }
  return "?";
}

namespace {

using Words = std::vector<std::string>;

std::invalid_argument problem(const std::string& what) {
  return std::invalid_argument(what);
}

core::Color sideOf(const Words& w, std::size_t i) {
  const auto side = i < w.size() && w[i].size() == 1 ? core::tryParseSide(w[i][0]) : std::nullopt;
  if (!side)
    throw problem("expected B or W after '" + w[i - 1] + "', found '" + (i < w.size() ? w[i] : "") +
                  "'");
  return *side;
}

// Seconds, or a clock face: "270", "4:30", "1:04:30", "4:30.5".
std::optional<Micros> tryParseClockTime(const std::string& text) {
  Micros total{0};
  std::size_t from = 0;
  int parts = 0;
  for (;;) {
    const std::size_t colon = text.find(':', from);
    const std::string part =
        text.substr(from, colon == std::string::npos ? std::string::npos : colon - from);
    if (colon == std::string::npos) {
      const auto s = core::tryParseSeconds(part);
      if (!s || *s < Micros(0) || (parts > 0 && *s >= std::chrono::minutes(1))) return std::nullopt;
      return total * 60 + *s;
    }
    const auto whole = core::tryParseInteger(part);
    if (!whole || *whole < 0 || (parts > 0 && *whole >= 60) || ++parts > 2) return std::nullopt;
    total = total * 60 + std::chrono::seconds(*whole);
    from = colon + 1;
  }
}

ArbiterOperation clockOperation(const Words& w) {
  using K = ClockOperation::Kind;
  const std::string& what = w[1];
  auto only = [&](K kind) -> ArbiterOperation {
    if (w.size() != 2) throw problem("'" + what + "' takes nothing after it, found '" + w[2] + "'");
    return ClockOperation{kind, core::Color::Empty, Micros(0), false};
  };
  if (what == "pause") return only(K::Pause);
  if (what == "resume") return only(K::Resume);
  if (what == "undo-press") return only(K::UndoPress);
  if (what == "adjust" || what == "penalty") {
    const bool adjust = what == "adjust";
    const char* form = adjust ? "'adjust B|W <time left>'" : "'penalty B|W <seconds>'";
    if (w.size() != 4) throw problem(std::string("expected ") + form);
    ClockOperation op{adjust ? K::Adjust : K::Penalty, sideOf(w, 2), Micros(0), false};
    const auto amount = adjust ? tryParseClockTime(w[3]) : core::tryParseSeconds(w[3]);
    if (!amount)
      throw problem(std::string("expected ") + form + ", found '" + w[3] + "' for the " +
                    (adjust ? "time left (seconds or m:ss)" : "seconds"));
    op.amount = *amount;
    return op;
  }
  throw problem("expected pause, resume, adjust, penalty, undo-press, press or ruling, found '" +
                what + "'");
}

ArbiterOperation ruling(const Words& w) {
  const auto r = w.size() >= 3 ? core::tryParseRuling(w[2]) : std::nullopt;
  if (!r)
    throw problem("expected 'ruling accept|loss B|loss W|void|restore', found '" +
                  (w.size() >= 3 ? w[2] : "") + "'");
  core::ArbiterAction a{*r, core::Color::Empty};
  const std::size_t words = *r == core::Ruling::Loss ? 4 : 3;
  if (*r == core::Ruling::Loss) a.side = sideOf(w, 3);
  if (w.size() != words) throw problem("unexpected '" + w[words] + "' after the ruling");
  return a;
}

}  // namespace

TimedOperation parseOperation(std::string_view line) {
  std::istringstream in{std::string(line)};
  Words w;
  for (std::string word; in >> word;) w.push_back(word);
  if (w.empty()) throw problem("expected '<seconds> <operation>', found an empty line");
  const auto t = core::tryParseSeconds(w[0]);
  if (!t || *t < Micros(0))
    throw problem("expected a time in seconds (video time) first, found '" + w[0] + "'");
  if (w.size() < 2) throw problem("expected an operation after the time " + w[0]);
  if (w[1] == "press") {
    if (w.size() != 2) throw problem("'press' takes nothing after it, found '" + w[2] + "'");
    return {*t, ClockPress{}};
  }
  if (w[1] == "ruling") return {*t, ruling(w)};
  return {*t, clockOperation(w)};
}

std::vector<TimedOperation> readOperations(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open the operations file");
  std::vector<TimedOperation> out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string where = path + ":" + std::to_string(n) + ": ";
    try {
      out.push_back(parseOperation(line));
    } catch (const std::invalid_argument& e) {
      throw std::runtime_error(where + e.what());
    }
    if (out.size() > 1 && out.back().t < out[out.size() - 2].t)
      throw std::runtime_error(where + "time goes back (operations must be in time order)");
  }
  return out;
}

std::optional<core::ClockError> applyToClock(core::Clock& clock, const ClockOperation& op, Micros t,
                                             bool manualClock) {
  switch (op.kind) {
    case ClockOperation::Kind::Pause:
      return clock.pause(t);
    case ClockOperation::Kind::Resume:
      return clock.resume(t);
    case ClockOperation::Kind::UndoPress: {
      if (auto error = clock.undo(t)) return error;
      if (!manualClock) clock.completeMove(t);
      return std::nullopt;
    }
    case ClockOperation::Kind::Adjust: {
      core::Clock::Adjustment a;
      a.left = op.amount;
      return clock.adjust(t, op.side, a);
    }
    case ClockOperation::Kind::Penalty:
      return clock.penalty(t, op.side, op.amount);
  }
  return std::nullopt;
}

}  // namespace c6::ui
