#include "ui/app/replay_controller.h"

namespace c6::ui {
namespace {
constexpr int kTickMs = 100;
}

ReplayController::ReplayController(QObject* parent) : QObject(parent) {
  m_timer.setInterval(kTickMs);
  connect(&m_timer, &QTimer::timeout, this, [this] { step(); });
}

void ReplayController::setRecord(const core::GameRecord& record) {
  stop();
  m_record = record;
  m_position = 0;
  setPosition(turnCount());
}

void ReplayController::updateRecord(const core::GameRecord& record) {
  m_record = record;
  m_position = std::min(m_position, turnCount());
}

void ReplayController::setPosition(int turns) {
  m_position = std::clamp(turns, 0, turnCount());
  m_elapsed = core::Micros{0};
  emit snapshotChanged(snapshotAt(m_elapsed));
}

GameSnapshot ReplayController::snapshotAt(core::Micros elapsed) const {
  GameSnapshot s = snapshotOfRecord(m_record, m_position);
  s.clockStarted = true;
  if (s.turns.empty()) {
    // Before the first turn: both clocks at the first recorded values plus what Black used, when
    // known.
    if (!m_record.turns.empty() && m_record.turns.front().clocks) {
      const auto& first = m_record.turns.front();
      s.clocks[0].left = first.clocks->blackLeft + first.thinking.value_or(core::Micros{0});
      s.clocks[1].left = first.clocks->whiteLeft;
    }
  }
  auto& face = s.clocks[s.toMove == core::Color::White ? 1 : 0];
  face.left = std::max(core::Micros{0}, face.left - elapsed);
  face.running = !s.result.over();
  s.now = (s.turns.empty() ? core::Micros{0} : s.turns.back().at) + elapsed;
  return s;
}

void ReplayController::play(double speed) {
  m_speed = speed;
  if (m_position >= turnCount()) setPosition(0);
  m_timer.start();
}

void ReplayController::stop() {
  m_timer.stop();
}

void ReplayController::step() {
  m_elapsed += core::Micros(static_cast<long long>(kTickMs * 1000 * m_speed));
  if (m_position < turnCount()) {
    const core::Micros from = m_position == 0
                                  ? core::Micros{0}
                                  : m_record.turns[static_cast<std::size_t>(m_position - 1)].at;
    const core::Micros next = m_record.turns[static_cast<std::size_t>(m_position)].at;
    if (from + m_elapsed >= next) {
      setPosition(m_position + 1);
      return;
    }
  } else {
    stop();
  }
  emit snapshotChanged(snapshotAt(m_elapsed));
}

}  // namespace c6::ui
