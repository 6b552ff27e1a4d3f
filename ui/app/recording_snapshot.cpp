#include "ui/app/recording_snapshot.h"

#include <QObject>
#include <algorithm>
#include <filesystem>

#include "ui/recorder/recorder_journal.h"

namespace c6::ui {

namespace fs = std::filesystem;

const std::vector<QImage>& EvidenceImages::of(const std::string& folder) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder, ec))
    if (entry.is_regular_file() && entry.path().extension() == ".jpg")
      files.push_back(entry.path());
  Entry& e = m_cache[folder];
  if (files.size() == e.files) return e.images;
  std::sort(files.begin(), files.end());  // names start with the time
  e.files = files.size();
  e.images.clear();
  const std::size_t n = files.size(), want = std::min(n, static_cast<std::size_t>(m_max));
  for (std::size_t k = 0; k < want; ++k) {
    const std::size_t i = want == 1 ? 0 : k * (n - 1) / (want - 1);
    QImage img(QString::fromStdString(files[i].string()));
    if (img.isNull()) continue;
    e.images.push_back(img.width() > m_width ? img.scaledToWidth(m_width, Qt::SmoothTransformation)
                                             : img);
  }
  return e.images;
}

namespace {

// The evidence folder journalled with the latest flag like `flag`.
std::string evidenceFolder(const core::GameRecord& record, const core::Flag& flag) {
  const std::string type = core::flagTypeString(flag.type), points = pointsText(flag.points);
  for (auto it = record.events.rbegin(); it != record.events.rend(); ++it) {
    if (it->kind != "flag") continue;
    const auto t = it->detail.find("type"), p = it->detail.find("points"),
               e = it->detail.find("evidence");
    if (t != it->detail.end() && t->second == type && p != it->detail.end() && p->second == points)
      return e == it->detail.end() ? std::string() : e->second;
  }
  return {};
}

}  // namespace

GameSnapshot snapshotOfRecorder(const Recorder& recorder, const core::GameRecord& r,
                                EvidenceImages& evidence) {
  const core::Referee& referee = recorder.referee();
  GameSnapshot s;
  s.recording = true;
  s.info = r.info;
  s.turns = r.turns;
  s.events = r.events;
  s.board = referee.expected();
  s.pending = referee.pending();
  s.toMove = referee.toMove();
  s.stonesDue = referee.game().stonesRequired();
  s.result = r.result;
  s.now = recorder.now();
  for (int i = 0; i < 2; ++i) {
    const core::Color side = i == 0 ? core::Color::Black : core::Color::White;
    ClockFace& f = s.clocks[static_cast<std::size_t>(i)];
    f.side = side;
    f.player = QString::fromStdString(i == 0 ? r.info.black : r.info.white);
  }
  if (const auto& clock = recorder.clock()) {
    const core::ClockState cs = clock->state(s.now);
    s.clockStarted = cs.phase != core::ClockPhase::NotStarted;
    s.clockPaused = cs.phase == core::ClockPhase::Paused;
    for (int i = 0; i < 2; ++i) {
      ClockFace& f = s.clocks[static_cast<std::size_t>(i)];
      const core::SideClock& sc = cs.of(f.side);
      f.left = sc.left;
      f.periods = sc.periods;
      f.periodsLabel = clock->control().of(f.side).overtime == core::Overtime::Canadian
                           ? QObject::tr("moves due")
                           : QObject::tr("periods");
      f.moves = sc.moves;
      f.toMove = s.clockStarted && !s.result.over() && cs.toMove == f.side;
      f.running = cs.running && cs.toMove == f.side;
      f.flagFallen = cs.flag && cs.flag->side == f.side;
    }
  }
  int id = 0;
  for (const core::Flag& flag : referee.openFlags()) {
    FlagView v;
    v.id = ++id;
    v.type = QString::fromStdString(core::flagTypeString(flag.type));
    v.points = flag.points;
    v.from = flag.from;
    v.to = flag.to;
    v.restore = QString::fromStdString(flag.restore);
    v.since = flag.raisedAt;
    if (flag.from && flag.color != core::Color::Empty) v.ghosts.push_back({*flag.from, flag.color});
    if (const std::string folder = evidenceFolder(r, flag); !folder.empty())
      v.evidence = evidence.of(folder);
    s.flags.push_back(std::move(v));
  }
  return s;
}

}  // namespace c6::ui
