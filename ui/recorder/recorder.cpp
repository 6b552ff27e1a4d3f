#include "ui/recorder/recorder.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <stdexcept>

#include "core/time_control.h"
#include "ui/recorder/record_files.h"
#include "ui/recorder/recorder_journal.h"

namespace c6::ui {

namespace fs = std::filesystem;
using core::Micros;

namespace {

long long unixMillis() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::optional<core::Clock> makeClock(const std::string& tc) {
  if (tc.empty()) return std::nullopt;
  return core::Clock(core::parseTimeControl(tc));
}

// A resumed file that does not give the journalled lines again (another file, another version).
struct PlayedDifferently : JournalError {
  using JournalError::JournalError;
};

// Lines a run does not produce again when its source is played again: source trouble (live only),
// earlier resumptions, the app closing the journal.
bool producedByPlaying(const RecorderEvent& e) {
  return !std::holds_alternative<SourceEvent>(e) &&
         !std::holds_alternative<RecordingResumedEvent>(e) &&
         !std::holds_alternative<ClosedEvent>(e) && !std::holds_alternative<StartEvent>(e) &&
         !std::holds_alternative<EvidenceMissingEvent>(e);
}

// What a recording without a record is named after: a video file's name without its extension, an
// image sequence's folder; empty for cameras and streams.
std::string recordingName(const std::string& source) {
  switch (vision::classifySource(source)) {
    case vision::SourceKind::VideoFile:
      return fs::path(source).stem().string();
    case vision::SourceKind::ImageSequence: {
      fs::path p = fs::path(source).lexically_normal();
      if (p.filename().empty()) p = p.parent_path();
      if (!fs::is_directory(p)) p = p.parent_path();
      return fs::absolute(p).filename().string();
    }
    case vision::SourceKind::Camera:
    case vision::SourceKind::Stream:
      break;
  }
  return {};
}

RecorderEvent resumeEvent(Micros t) {
  return RecordingResumedEvent{t, unixMillis()};
}

// "file:line" of the journalled event at `index` (line 1 is the header, line 2 the start).
std::string lineOf(const std::string& path, std::size_t index) {
  return path + ":" + std::to_string(index + 3);
}

}  // namespace

Recorder::Recorder(RecorderOptions options, vision::BoardLocator locator,
                   vision::StoneReader reader, RecorderListener listener)
    : m_options(std::move(options)),
      m_listener(std::move(listener)),
      m_locator(std::move(locator)),
      m_reader(std::move(reader)),
      m_pipeline(m_locator, m_reader, m_options.pipeline),
      m_referee(m_options.referee),
      m_clock(makeClock(m_options.timeControl)),
      m_evidence(m_options.evidenceOptions) {}

Recorder::~Recorder() = default;

void Recorder::deriveOptions() {
  if (m_options.journalPath.empty()) {
    const std::string name = recordingName(m_options.source);
    m_options.journalPath = !m_options.recordPath.empty() ? m_options.recordPath + ".journal"
                            : name.empty()                ? "c6rec.journal"
                                                          : name + ".journal";
  }
  m_journalPath = m_options.journalPath;
  if (m_options.evidenceDir.empty()) {
    fs::path base =
        m_options.recordPath.empty() ? fs::path(m_journalPath) : fs::path(m_options.recordPath);
    m_options.evidenceDir = (base.parent_path() / (base.stem().string() + "-evidence")).string();
  }
  m_options.referee.manualClock = m_options.manualClock;
  m_referee = core::Referee(m_options.referee);
  m_clock = makeClock(m_options.timeControl);
  // A folder or numbered sequence is a series of stills: each frame is settled on its own.
  if (vision::classifySource(m_options.source) == vision::SourceKind::ImageSequence) {
    m_options.pipeline.stills = true;
    // Its repeated observations must stay before the next frame's.
    const double room =
        m_options.sourceOptions.sequenceInterval / (m_options.pipeline.stillRepeats + 1);
    m_options.pipeline.stillRepeatGap = std::min(m_options.pipeline.stillRepeatGap, room);
  }
  m_pipeline = vision::FramePipeline(m_locator, m_reader, m_options.pipeline);
  if (m_options.corners) m_pipeline.setLocation(*m_options.corners);
}

void Recorder::openSource() {
  m_source = m_options.openSource
                 ? m_options.openSource(m_options.source, m_options.sourceOptions)
                 : vision::openFrameSource(m_options.source, m_options.sourceOptions);
}

void Recorder::resetState() {
  deriveOptions();
  m_evidence = EvidenceRecorder(m_options.evidenceOptions);
  m_frames = 0;
  m_now = m_clockNow = m_timeOffset = Micros(0);
  m_over = false;
  m_timeResult.reset();
  m_flagCount = 0;
  m_pressesApplied = 0;
  m_pausedWhileHalted = m_wasHalted = false;
  m_replayedOpenFlags.clear();
  m_logDone = 0;
  m_expected.clear();
  m_expectAt = 0;
  // The pipeline judges the first frame against the referee's expectation, as in a live start.
  syncExpectation();
}

void Recorder::journal(const RecorderEvent& event) {
  if (replaying()) {
    const RecorderEvent& want = m_expected[m_expectAt];
    if (!sameWhenPlayedAgain(want, event))
      throw PlayedDifferently(lineOf(m_expectPath, m_expectAt) +
                              ": the source played again gives '" + journalLine(event) +
                              "' where the journal has '" + journalLine(want) + "'");
    ++m_expectAt;
    skipUnproduced();
    return;
  }
  if (m_resumeLinePending) {
    m_journal->append(resumeEvent(m_now));
    m_resumeLinePending = false;
  }
  m_journal->append(event);
}

void Recorder::skipUnproduced() {
  while (replaying() && !producedByPlaying(m_expected[m_expectAt])) {
    // Images are not written again: the record keeps saying which are missing.
    if (std::holds_alternative<EvidenceMissingEvent>(m_expected[m_expectAt]))
      note(m_expected[m_expectAt]);
    ++m_expectAt;
  }
}

void Recorder::reportEvidenceFailures() {
  for (const auto& [folder, why] : m_evidence.takeFailures()) {
    const EvidenceMissingEvent missing{m_now, folder, why};
    logEvent(missing);
    RecorderNotice n;
    n.kind = RecorderNotice::Kind::Evidence;
    n.message = why + "; the record notes the evidence as missing";
    n.time = m_now;
    notify(n);
  }
}

bool Recorder::applyJournalledOperation() {
  const RecorderEvent e = m_expected[m_expectAt];
  const std::size_t before = m_expectAt;
  const std::optional<TimedOperation> op = journalledOperation(e);
  if (!op) return false;
  const std::optional<std::string> refused = apply(*op);
  if (refused || m_expectAt == before)
    throw PlayedDifferently(lineOf(m_expectPath, before) + ": '" + journalLine(e) +
                            "' is refused when played again" +
                            (refused ? " (" + *refused + ")" : ""));
  return true;
}

void Recorder::start() {
  deriveOptions();
  openSource();
  m_journal = Journal::create(m_journalPath);
  m_journal->append(startEvent(m_options, unixMillis()));
  syncExpectation();
}

bool Recorder::resumeByPlayingAgain(const std::vector<RecorderEvent>& entries,
                                    const std::string& journalPath) {
  m_expected.assign(entries.begin() + 1, entries.end());
  m_expectAt = 0;
  m_expectPath = journalPath;
  m_resumeLinePending = true;
  m_playingAgain = true;
  std::string differs;
  try {
    skipUnproduced();
    while (replaying()) {
      // After the same frame as live: the operation's journalled time is that frame's, and what
      // the board is expected to be from the next frame on changes with it.
      const std::optional<TimedOperation> due = journalledOperation(m_expected[m_expectAt]);
      if (due && due->t <= m_now && applyJournalledOperation()) continue;
      if (!step()) break;
    }
    if (replaying())
      differs = lineOf(journalPath, m_expectAt) + ": the source ended before '" +
                journalLine(m_expected[m_expectAt]) + "' came out again";
  } catch (const PlayedDifferently& e) {
    differs = e.what();
  }
  m_playingAgain = false;
  m_expected.clear();
  m_expectAt = 0;
  if (!differs.empty()) {
    m_resumeLinePending = false;
    m_resumeWarning =
        differs +
        "; resumed from the journal's boards instead (a fixed reflection may be taken for stones)";
    resetState();
    openSource();
    return false;
  }
  if (m_resumeLinePending) {
    m_journal->append(resumeEvent(m_now));
    m_resumeLinePending = false;
  }
  return true;
}

void Recorder::resume(const std::string& journalPath) {
  std::vector<RecorderEvent> entries = Journal::readToResume(journalPath);
  m_options.journalPath = journalPath;
  applyStartEntry(entries.front(), m_options, journalPath);
  m_resumeWarning.clear();
  resetState();
  openSource();
  m_journal = Journal::reopen(journalPath);
  if (m_source->live())
    m_resumeWarning = "a live source cannot be played again: resumed from the journal's boards";
  if (m_source->live() || !resumeByPlayingAgain(entries, journalPath))
    resumeFromBoards(entries, journalPath);
  syncExpectation();
  save();
}

void Recorder::resumeFromBoards(const std::vector<RecorderEvent>& entries,
                                const std::string& journalPath) {
  std::optional<Micros> lastTime;
  for (std::size_t i = 1; i < entries.size(); ++i)
    if (const auto t = eventTime(entries[i])) lastTime = std::max(lastTime.value_or(*t), *t);
  // The journal's lines come out again from what they hold, through the live run's own path: each
  // line the recorder makes must equal the next journalled one.
  m_expected.assign(entries.begin() + 1, entries.end());
  m_expectAt = 0;
  m_expectPath = journalPath;
  m_playingAgain = m_fromBoards = true;
  try {
    skipUnproduced();
    while (replaying()) applyJournalledLine();
  } catch (const PlayedDifferently& e) {
    m_playingAgain = m_fromBoards = false;
    throw JournalError(std::string(e.what()) + "; the journal cannot be resumed");
  }
  m_playingAgain = m_fromBoards = false;
  m_expected.clear();
  m_expectAt = 0;
  m_wasHalted = m_referee.halted();
  if (m_source->live()) {
    // Live time restarts at 0 with the new source: continue the session's time line instead.
    const long long startWall = std::get<StartEvent>(entries.front()).wall;
    m_timeOffset = std::chrono::milliseconds(unixMillis() - startWall);
    if (lastTime && m_timeOffset < *lastTime) m_timeOffset = *lastTime;
  } else if (lastTime) {
    m_source->seek(*lastTime + Micros(1));
  }
  m_journal->append(resumeEvent(lastTime.value_or(Micros(0))));
}

// One journalled line applied again without its source (see resumeFromBoards). A turn is its
// journalled board observed by the referee, pressed when the journal says the hand left; what a
// person did goes through apply(); the clock's start and flag fall come from the clock at their
// time; flags and restorations, which came from frames the journal does not hold, are taken as
// journalled.
void Recorder::applyJournalledLine() {
  const RecorderEvent e = m_expected[m_expectAt];
  const std::size_t before = m_expectAt;
  const Micros t = eventTime(e).value_or(m_clockNow);
  const int size = m_options.referee.game.boardSize;
  auto observe = [&](const core::Board& board, const vision::PipelineOutput& out) {
    const core::Observation obs = core::Observation::fromBoard(board, t);
    for (int k = 0; k <= m_options.referee.confirmObservations && m_expectAt == before && !m_over;
         ++k)
      for (const core::RefereeEvent& ev : m_referee.observe(obs)) handle(ev, out);
    dropUnhandled();
  };
  if (const auto* turn = std::get_if<TurnEvent>(&e)) {
    vision::PipelineOutput out;
    out.stillSince = turn->press;
    // The live clock had reached the press when the turn was confirmed.
    if (!m_options.manualClock) m_clockNow = std::max(m_clockNow, turn->press);
    // The stones appear one by one, in the journalled order (the record keeps it), then the board.
    core::Board board = m_referee.expected();
    for (std::size_t i = 0; i + 1 < turn->stones.size() && board.size() == size; ++i) {
      board.set(turn->stones[i], turn->color);
      observe(board, out);
    }
    observe(turn->board, out);
  } else if (const auto* ruling = std::get_if<RulingEvent>(&e); ruling && ruling->board) {
    // The ruling applies to the board seen then (an accepted position must be the same one).
    observe(*ruling->board, {});
    if (m_expectAt == before) applyJournalledOperation();
  } else if (std::holds_alternative<ClockStartEvent>(e)) {
    startClockIfDue(t);
  } else if (std::holds_alternative<TimeoutEvent>(e)) {
    onClockEvents(t);
  } else if (const auto* clock = std::get_if<ClockOperationEvent>(&e);
             clock && clock->op.whileHalted) {
    clockOperation(clock->op, t);
    m_pausedWhileHalted = clock->op.kind == ClockOperation::Kind::Pause;
  } else if (const auto* flag = std::get_if<FlagEvent>(&e)) {
    ++m_flagCount;
    m_replayedOpenFlags.push_back(flagKey(flag->flag));
    adoptJournalled();
  } else if (std::holds_alternative<RestoredEvent>(e)) {
    m_replayedOpenFlags.clear();
    adoptJournalled();
  } else if (std::holds_alternative<EndEvent>(e)) {
    // An end the referee did not give again (a journal of an older version).
    m_over = true;
    if (m_clock) m_clock->stop(std::max(m_clockNow, t));
    adoptJournalled();
  } else if (!applyJournalledOperation()) {
    throw PlayedDifferently(lineOf(m_expectPath, before) + ": '" + journalLine(e) +
                            "' is not a line this version can resume from");
  }
  if (m_expectAt == before)
    throw PlayedDifferently(lineOf(m_expectPath, before) + ": '" + journalLine(e) +
                            "' does not come out again from the journalled boards");
}

void Recorder::adoptJournalled() {
  note(m_expected[m_expectAt]);
  ++m_expectAt;
  skipUnproduced();
}

int Recorder::turns() const {
  return static_cast<int>(m_referee.record().turns.size());
}

std::string Recorder::result() const {
  if (m_timeResult) return core::outcomeString(m_timeResult->outcome);
  return core::outcomeString(m_referee.result().outcome);
}

core::GameRecord Recorder::record() const {
  core::GameRecord rec = m_referee.record();
  const core::GameInfo& info = m_options.info;
  for (auto [from, to] : {std::pair{&info.black, &rec.info.black},
                          {&info.white, &rec.info.white},
                          {&info.event, &rec.info.event},
                          {&info.round, &rec.info.round},
                          {&info.board, &rec.info.board},
                          {&info.date, &rec.info.date},
                          {&info.place, &rec.info.place}})
    if (!from->empty()) *to = *from;
  rec.info.source = m_options.source;
  rec.info.timeControl = m_options.timeControl;
  if (m_timeResult) rec.result = *m_timeResult;
  if (m_clock) {
    const auto& presses = m_clock->presses();
    for (std::size_t i = 0; i < presses.size() && i < rec.turns.size(); ++i)
      core::fillTurnRecord(presses[i], rec.turns[i]);
  }
  return rec;
}

void Recorder::save() {
  if (m_options.recordPath.empty() || m_playingAgain) return;
  core::GameRecord rec = record();
  fs::path sgf(m_options.recordPath);
  fs::path archive = sgf;
  archive.replace_extension(".c6a");
  saveRecord(rec, archive, RecordFormat::Native);
  // Go-mode sequences are not Connect6 games; their record is the archive (and the journal).
  if (!m_options.referee.goMode) saveRecord(rec, sgf);
}

void Recorder::syncExpectation() {
  m_pipeline.setExpectation(vision::Expectation{m_referee.expected(), m_referee.toMove()});
}

void Recorder::notify(RecorderNotice n) {
  if (m_listener) m_listener(n);
}

void Recorder::startClockIfDue(Micros t) {
  if (!m_clock || m_clock->phase() != core::ClockPhase::NotStarted || m_over) return;
  m_clockNow = std::max(m_clockNow, t);
  if (m_clock->start(m_clockNow)) return;
  journal(ClockStartEvent{m_clockNow});
}

void Recorder::onClockEvents(Micros now) {
  if (!m_clock || m_over) return;
  for (const core::ClockEvent& ev : m_clock->poll(now)) {
    if (ev.kind != core::ClockEvent::Kind::Flag) continue;
    m_timeResult = core::Result::win(core::opponent(ev.side), core::EndReason::Time);
    m_over = true;
    std::string side(1, core::sideLetter(ev.side));
    const bool quiet = replaying();
    logEvent(TimeoutEvent{ev.at, ev.side});
    save();
    RecorderNotice n;
    n.kind = RecorderNotice::Kind::Referee;
    n.event.kind = core::RefereeEventKind::End;
    n.event.time = ev.at;
    n.event.result = *m_timeResult;
    n.time = ev.at;
    n.message = side + " lost on time";
    if (!quiet) notify(n);
    return;
  }
}

// A turn the board shows complete presses the clock also while it is paused (the automatic clock
// follows the board); a player's press on a paused clock does nothing, as on a real clock.
void Recorder::clockPress(Micros t, bool whilePaused) {
  if (!m_clock || m_over) return;
  m_clockNow = std::max(m_clockNow, t);
  onClockEvents(m_clockNow);
  if (m_over) return;
  if (whilePaused)
    m_clock->completeMove(m_clockNow);
  else
    m_clock->press(m_clockNow);
}

std::optional<std::string> Recorder::apply(const TimedOperation& op) {
  if (m_over) return "the game is over";
  const Micros t = std::max(op.t, m_now);
  std::optional<std::string> refused;
  if (std::holds_alternative<ClockPress>(op.op)) {
    // Journalled first: what it causes (a flag fall on the clock) follows it, also when played
    // again.
    journal(PressEvent{t});
    ++m_pressesApplied;
    auto events = m_referee.press(t);
    clockPress(t, false);
    vision::PipelineOutput none;
    for (const auto& e : events) handle(e, none);
    dropUnhandled();
  } else if (const auto* action = std::get_if<core::ArbiterAction>(&op.op)) {
    refused = rule(*action, t);
  } else if (auto error = clockOperation(std::get<ClockOperation>(op.op), t)) {
    refused = std::string("the clock refused: ") + core::clockErrorString(*error);
  }
  if (refused) return refused;
  followHalt(t);
  syncExpectation();
  return std::nullopt;
}

void Recorder::press(Micros t) {
  apply({t, ClockPress{}});
}

void Recorder::arbiter(core::ArbiterAction action, Micros t) {
  apply({t, action});
}

std::optional<core::ClockError> Recorder::operateClock(const ClockOperation& op, Micros t) {
  if (!m_clock) return core::ClockError::NotStarted;
  if (m_over) return core::ClockError::Over;
  if (auto error = clockOperation(op, std::max(t, m_now))) return error;
  followHalt(std::max(t, m_now));
  return std::nullopt;
}

std::optional<std::string> Recorder::rule(core::ArbiterAction action, Micros t) {
  if (action.ruling == core::Ruling::Accept && m_referee.openFlags().empty())
    return "there is no open flag to accept";
  vision::PipelineOutput none;
  for (const auto& e : m_referee.arbiter(action, t)) handle(e, none);
  dropUnhandled();
  return std::nullopt;
}

std::optional<core::ClockError> Recorder::clockOperation(ClockOperation op, Micros t) {
  if (!m_clock) return core::ClockError::NotStarted;
  if (m_over) return core::ClockError::Over;
  const Micros at = std::max({m_clockNow, t, m_now});
  using K = ClockOperation::Kind;
  // The arbiter's pause or resume takes over a pause of the "pause while halted" option: the clock
  // then waits for the arbiter, not for the board.
  const bool takeOver =
      !op.whileHalted && m_pausedWhileHalted && (op.kind == K::Pause || op.kind == K::Resume);
  if (!(takeOver && op.kind == K::Pause)) {
    // Tried on a copy first: a refused operation is not journalled, so it must change nothing (not
    // even the clock's time line), or the journal played again would give another record.
    core::Clock trial = *m_clock;
    if (auto error = applyToClock(trial, op, at, m_options.manualClock)) return error;
    *m_clock = std::move(trial);
  }
  if (takeOver) m_pausedWhileHalted = false;
  m_clockNow = at;
  logEvent(ClockOperationEvent{at, op});
  save();
  // A penalty may drop the flag.
  onClockEvents(m_clockNow);
  return std::nullopt;
}

void Recorder::followHalt(Micros t) {
  // Resumed from the boards, the referee never saw the halts: their pauses are journalled lines.
  if (m_fromBoards) return;
  const bool halted = m_referee.halted();
  const bool began = halted && !m_wasHalted;
  m_wasHalted = halted;
  if (!m_options.pauseWhenHalted || !m_clock || m_over) return;
  using K = ClockOperation::Kind;
  if (began && m_clock->phase() == core::ClockPhase::Running) {
    if (!clockOperation({K::Pause, core::Color::Empty, Micros(0), true}, t))
      m_pausedWhileHalted = true;
  } else if (!halted && m_pausedWhileHalted) {
    m_pausedWhileHalted = false;
    clockOperation({K::Resume, core::Color::Empty, Micros(0), true}, t);
  }
}

void Recorder::onTurn(const core::RefereeEvent& e, const vision::PipelineOutput& out) {
  Micros pressAt = e.time;
  if (!m_options.manualClock && m_clock) {
    // The clock is pressed at the moment the hand left the board, not when vision confirmed it.
    if (out.stillSince && *out.stillSince <= e.time) pressAt = *out.stillSince;
    pressAt = std::max(pressAt, m_clockNow);
    startClockIfDue(pressAt);  // a turn confirmed before the board was first seen settled
    clockPress(pressAt, true);
  }
  if (e.reconstructed) takeLogged("reconstructed");
  journal(TurnEvent{e.turnNumber, e.color, e.stones, e.time, pressAt, m_referee.expected(),
                    e.reconstructed, e.ambiguous, e.unseen});
}

std::size_t Recorder::logged(const std::string& kind) const {
  const auto& log = m_referee.record().events;
  for (std::size_t i = m_logDone; i < log.size(); ++i)
    if (log[i].kind == kind) return i;
  throw std::logic_error("the referee logged no '" + kind + "' for the event it gave");
}

int Recorder::takeLogged(const std::string& kind) {
  const std::size_t i = logged(kind);
  m_logDone = i + 1;
  return m_referee.record().events[i].turnIndex;
}

void Recorder::note(const RecorderEvent& event) {
  m_referee.note(m_logDone++, recordEventOf(event));
}

void Recorder::logEvent(const RecorderEvent& event) {
  journal(event);
  note(event);
}

void Recorder::dropUnhandled() {
  while (m_referee.record().events.size() > m_logDone) m_referee.withdraw(m_logDone);
}

void Recorder::handle(const core::RefereeEvent& e, const vision::PipelineOutput& out) {
  // Events played again on resume were reported and saved before the crash.
  const bool quiet = replaying();
  RecorderNotice n;
  n.kind = RecorderNotice::Kind::Referee;
  n.event = e;
  n.time = e.time;
  switch (e.kind) {
    case core::RefereeEventKind::Partial:
      break;
    case core::RefereeEventKind::Turn:
      onTurn(e, out);
      m_replayedOpenFlags.clear();
      break;
    case core::RefereeEventKind::Flag: {
      if (m_fromBoards) {  // taken as journalled
        m_referee.withdraw(logged("flag"));
        return;
      }
      std::string key = flagKey(e.flag);
      auto again = std::find(m_replayedOpenFlags.begin(), m_replayedOpenFlags.end(), key);
      if (again != m_replayedOpenFlags.end()) {
        m_replayedOpenFlags.erase(again);  // journalled and reported before the crash
        m_referee.withdraw(logged("flag"));
        return;
      }
      std::optional<std::string> evidence;
      if (m_options.evidence) {
        char name[64];
        std::snprintf(name, sizeof name, "flag-%02d-%s", ++m_flagCount,
                      core::flagTypeString(e.flag.type).c_str());
        const std::string folder = (fs::path(m_options.evidenceDir) / name).string();
        evidence = quiet ? folder : m_evidence.startClip(folder, e.time);
      }
      const std::size_t entry = logged("flag");
      std::map<std::string, std::string> known;  // what the referee cannot see
      if (evidence) known["evidence"] = *evidence;
      if (out.handSide) known["hand"] = *out.handSide;
      m_referee.annotate(entry, known);
      journal(flagEvent(e, evidence, out.handSide, takeLogged("flag")));
      reportEvidenceFailures();
      n.handSide = out.handSide;
      n.evidence = evidence.value_or("");
      break;
    }
    case core::RefereeEventKind::Restored:
      if (m_fromBoards) {  // taken as journalled
        m_referee.withdraw(logged("restored"));
        return;
      }
      m_replayedOpenFlags.clear();
      journal(RestoredEvent{e.time, e.cleared, takeLogged("restored")});
      break;
    case core::RefereeEventKind::Ruling: {
      m_replayedOpenFlags.clear();
      journal(RulingEvent{e.time, e.ruling, m_referee.seen(), takeLogged("ruling")});
      // An accepted position is the referee's correction of the last turn: it goes into the record.
      const auto& log = m_referee.record().events;
      while (m_logDone < log.size() && log[m_logDone].kind == "amend")
        journal(amendEvent(log[m_logDone++], m_options.referee.game.boardSize));
      break;
    }
    case core::RefereeEventKind::End: {
      m_over = true;
      if (m_clock) m_clock->stop(std::max(m_clockNow, e.time));
      journal(EndEvent{e.time, e.result, takeLogged("end")});
      break;
    }
  }
  if (quiet) return;
  if (e.kind != core::RefereeEventKind::Partial) save();
  notify(n);
}

bool Recorder::step() {
  if (m_over) return false;
  vision::FrameResult r = m_source->next();
  if (r.status == vision::FrameStatus::End && !nextTailFrame(r)) return false;
  const bool quiet = replaying();
  if (r.status != vision::FrameStatus::Ok && !quiet) {
    RecorderNotice n;
    n.kind = RecorderNotice::Kind::Source;
    n.sourceStatus = r.status;
    n.message = r.message;
    n.time = m_now;
    if (r.status != vision::FrameStatus::Stalled) {
      journal(SourceEvent{m_now, r.status, r.message});
    }
    notify(n);
  }
  if (!r.hasFrame()) return true;
  vision::Frame& frame = r.frame;
  if (m_tailLeft < 0) {
    if (m_frames > 0 && frame.time > m_lastFrame.time)
      m_frameInterval = frame.time - m_lastFrame.time;
    m_lastFrame = frame;  // shared, not copied: every frame is a picture of its own
  }
  frame.time += m_timeOffset;
  ++m_frames;
  m_now = frame.time;
  if (m_options.evidence && !quiet) {
    m_evidence.offer(frame.image, frame.time);
    reportEvidenceFailures();
  }
  vision::PipelineOutput out = m_pipeline.process(frame);
  m_covered = out.covered;
  if (m_frameListener && !quiet) m_frameListener(frame, out);
  const bool still =
      out.state == vision::BoardState::Still || out.state == vision::BoardState::Settled;
  Micros clockTime = still && out.stillSince ? *out.stillSince : frame.time;
  if (out.state == vision::BoardState::Settled) startClockIfDue(clockTime);
  m_clockNow = std::max(m_clockNow, clockTime);
  onClockEvents(m_clockNow);
  for (const core::Observation& obs : out.observations) {
    if (m_over) break;
    for (const core::RefereeEvent& e : m_referee.observe(obs)) {
      handle(e, out);
      if (m_over) break;
    }
  }
  dropUnhandled();
  followHalt(m_now);
  syncExpectation();
  return !m_over;
}

bool Recorder::nextTailFrame(vision::FrameResult& r) {
  if (m_tailLeft < 0) {
    const bool tail = m_source->kind() == vision::SourceKind::VideoFile &&
                      !m_lastFrame.image.empty() && m_frameInterval > Micros{0};
    m_tailLeft =
        tail ? static_cast<int>(std::ceil(
                   static_cast<double>(core::secondsToMicros(m_options.endTailSeconds).count()) /
                   static_cast<double>(m_frameInterval.count())))
             : 0;
  }
  if (m_tailLeft == 0) return false;
  --m_tailLeft;
  m_lastFrame.time += m_frameInterval;
  ++m_lastFrame.index;
  r.status = vision::FrameStatus::Ok;
  r.frame = m_lastFrame;
  return true;
}

std::string Recorder::waitingStatus() const {
  if (m_covered.empty()) return {};
  const std::size_t n = m_covered.size();
  return "waiting: " + std::to_string(n) + (n == 1 ? " point" : " points") + " covered";
}

void Recorder::finish() {
  m_evidence.flush();
  save();
}

}  // namespace c6::ui
