#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/record.h"
#include "core/referee.h"
#include "ui/recorder/arbiter_operation.h"
#include "ui/recorder/evidence.h"
#include "ui/recorder/journal.h"
#include "ui/recorder/recorder_event.h"
#include "vision/frame_pipeline.h"
#include "vision/frame_source.h"

namespace c6::ui {

struct RecorderOptions {
  std::string source;  // file, folder, sequence pattern, /dev/videoN or URL (see openFrameSource)
  vision::FrameSourceOptions sourceOptions;
  vision::PipelineOptions pipeline;
  core::RefereeOptions referee;
  std::string timeControl;   // clock notation (README "Time controls"); empty: no clock
  bool manualClock = false;  // presses come from press(); else a confirmed turn presses the clock
  // The event's choice (rule 8: pausing is the arbiter's call, so off unless chosen): the clock
  // pauses while the board is halted by an irregularity and runs again when it is restored or ruled
  // on.
  bool pauseWhenHalted = false;
  std::string recordPath;  // SGF rewritten after every turn; the native archive goes beside it
  // Empty: recordPath + ".journal"; without a record, named after a video file or image folder
  // ("game1.mp4" -> "game1.journal" in the working folder), else "c6rec.journal".
  std::string journalPath;
  std::string evidenceDir;  // empty: beside the record (or journal), "<stem>-evidence"
  // When a video file ends, its last frame is seen again for this long (at the file's frame rate),
  // as a camera would go on seeing the board: a stone still for the settle time when the file ends
  // is read and confirmed, and the last turn of a clip is not lost. Image sequences (each still
  // settled on its own) and live sources have no tail.
  double endTailSeconds = 1.0;
  bool evidence = true;
  EvidenceOptions evidenceOptions;
  std::optional<vision::BoardLocation> corners;  // from a profile: no search at start
  core::GameInfo
      info;  // players, event, round, board number: journalled and written into the record
  // Opens the source (tests give frames from memory); empty: vision::openFrameSource.
  std::function<std::unique_ptr<vision::FrameSource>(const std::string&,
                                                     const vision::FrameSourceOptions&)>
      openSource;
};

// Something the recorder tells its front end, always AFTER it is safe on disk.
struct RecorderNotice {
  enum class Kind { Referee, Source, Clock, Evidence };
  Kind kind = Kind::Referee;
  core::RefereeEvent event;             // Referee (End also for a flag fall on the clock)
  std::optional<std::string> handSide;  // Flag: side where a hand came in before it
  std::string evidence;                 // Flag: folder of key images around it
  vision::FrameStatus sourceStatus = vision::FrameStatus::Ok;  // Source
  std::string message;  // Source / Clock / Evidence (images not written): for people
  core::Micros time{0};
};
using RecorderListener = std::function<void(const RecorderNotice&)>;

// The main job: frame source -> vision pipeline -> referee -> clock -> record, for a camera or a
// file, with no Qt so the c6rec CLI and the desktop app share it. Every confirmed turn, flag,
// restoration, ruling and end is appended to the journal and fsync'ed before the listener hears of
// it; the SGF and the native archive are rewritten atomically after each. A recording killed at any
// instant continues with resume(): nothing confirmed is lost.
class Recorder {
 public:
  Recorder(RecorderOptions options, vision::BoardLocator locator, vision::StoneReader reader,
           RecorderListener listener);
  ~Recorder();

  // Starts a new recording: opens the source, creates the journal (refuses an existing one).
  void start();
  // Continues the recording journalled in `journalPath` and appends to it. Options given here
  // override the journal's only where set (source, record path).
  // A file or image sequence is processed again from its first frame through the same step() as a
  // live run, the journal's own operations (presses, rulings, clock operations) applied where they
  // were, until every journalled line has come out again: the vision state (fixed reflections,
  // settled points, the change gate) is then exactly the uninterrupted run's, so the rest of the
  // game is recorded byte for byte as it would have been. A live source cannot be played again: its
  // journal's lines are applied again through the same steps from what they hold (turns from their
  // boards, presses, rulings and clock operations through apply(); resumeWarning() says so), as for
  // a file that no longer gives the journalled lines.
  void resume(const std::string& journalPath);
  // Why the last resume() could not play the source again (empty when it did).
  const std::string& resumeWarning() const { return m_resumeWarning; }

  // Processes one frame. False when the source ended or the game is over.
  bool step();
  // Applies an operation at its time (source time; never before the last frame: it happens now).
  // The live app, `c6rec record --ops` and resume() all come through here. Returns why it was
  // refused, for people; otherwise it is journalled, logged in the record and reported like the
  // referee's events. Every turn presses the clock under the automatic clock, also while it is
  // paused (the paused time is not charged), so the clock's side to move is always the board's.
  std::optional<std::string> apply(const TimedOperation& op);
  // The same for one kind: a press (manual clock mode), a ruling, a clock operation (its refusal:
  // NotStarted when the recording has no clock).
  void press(core::Micros t);
  void arbiter(core::ArbiterAction action, core::Micros t);
  std::optional<core::ClockError> operateClock(const ClockOperation& op, core::Micros t);
  // Writes the final record and pending evidence.
  void finish();

  // Hears every processed frame with what the pipeline made of it (a live view), on step()'s
  // thread.
  using FrameListener = std::function<void(const vision::Frame&, const vision::PipelineOutput&)>;
  void setFrameListener(FrameListener listener) { m_frameListener = std::move(listener); }
  const vision::FramePipeline& pipeline() const { return m_pipeline; }

  long long frames() const { return m_frames; }
  // Clock presses applied so far, those of a resumed journal included (a presses file goes on after
  // them).
  int pressesApplied() const { return m_pressesApplied; }
  int turns() const;
  // "B+", "W+", "draw", "void", or empty while the game goes on.
  std::string result() const;
  core::GameRecord record() const;
  const vision::FrameSource& source() const { return *m_source; }
  const core::Referee& referee() const { return m_referee; }
  const std::optional<core::Clock>& clock() const { return m_clock; }
  const RecorderOptions& options() const { return m_options; }
  const std::string& journalPath() const { return m_journalPath; }
  // Source time of the last frame processed.
  core::Micros now() const { return m_now; }
  // The points (record notation) a hand, arm, sleeve or object covered in the last frame: the
  // recorder never confirms or flags stones there, it waits. waitingStatus() says so for a status
  // line ("waiting: 12 points covered"), empty when nothing is covered.
  const std::vector<core::Point>& covered() const { return m_covered; }
  std::string waitingStatus() const;

 private:
  void openSource();
  void deriveOptions();
  void resetState();
  void resumeFromBoards(const std::vector<RecorderEvent>& entries, const std::string& journalPath);
  bool resumeByPlayingAgain(const std::vector<RecorderEvent>& entries,
                            const std::string& journalPath);
  bool replaying() const { return m_expectAt < m_expected.size(); }
  bool applyJournalledOperation();
  void applyJournalledLine();
  void adoptJournalled();
  void skipUnproduced();
  void journal(const RecorderEvent& event);
  void reportEvidenceFailures();
  // The record's event log is the referee's (record().events); m_logDone entries of it are the
  // recorder's done with. logged(): the referee's entry for the event of `kind` being handled (the
  // next of that kind); takeLogged(): done with it, giving its turn index.
  std::size_t logged(const std::string& kind) const;
  int takeLogged(const std::string& kind);
  // An event the referee cannot see goes into its log, after the entries done with.
  void note(const RecorderEvent& event);
  void logEvent(const RecorderEvent& event);  // journalled and noted
  // Entries the referee logged for events the recorder did not handle (the game ended on the clock
  // first) are taken out.
  void dropUnhandled();
  void handle(const core::RefereeEvent& e, const vision::PipelineOutput& out);
  void onTurn(const core::RefereeEvent& e, const vision::PipelineOutput& out);
  void onClockEvents(core::Micros now);
  void notify(RecorderNotice n);
  void save();
  void syncExpectation();
  void startClockIfDue(core::Micros t);
  void clockPress(core::Micros t, bool whilePaused);
  std::optional<std::string> rule(core::ArbiterAction action, core::Micros t);
  std::optional<core::ClockError> clockOperation(ClockOperation op, core::Micros t);
  // The "pause while halted" option: pauses the running clock when a halt begins, runs it again
  // when the halt ends (unless the arbiter took the pause over; an arbiter's resume during a halt
  // stands).
  void followHalt(core::Micros t);

  RecorderOptions m_options;
  RecorderListener m_listener;
  FrameListener m_frameListener;
  vision::BoardLocator m_locator;
  vision::StoneReader m_reader;
  std::unique_ptr<vision::FrameSource> m_source;
  vision::FramePipeline m_pipeline;
  core::Referee m_referee;
  std::optional<core::Clock> m_clock;
  std::optional<Journal> m_journal;
  std::string m_journalPath;
  EvidenceRecorder m_evidence;

  // The tail of a video file (RecorderOptions::endTailSeconds): the last frame and the frames of
  // it still to be seen again (-1: the file has not ended).
  bool nextTailFrame(vision::FrameResult& r);
  vision::Frame m_lastFrame;
  core::Micros m_frameInterval{0};
  int m_tailLeft = -1;
  long long m_frames = 0;
  core::Micros m_now{0};
  core::Micros m_clockNow{0};    // never goes back: the clock's own time line
  core::Micros m_timeOffset{0};  // live sources resumed: session time of the new source's 0
  bool m_over = false;
  std::optional<core::Result> m_timeResult;
  int m_flagCount = 0;
  int m_pressesApplied = 0;
  bool m_pausedWhileHalted = false;  // the clock's pause is the option's, not the arbiter's
  bool m_wasHalted = false;          // the board was halted at the last followHalt()
  // Flags already journalled before a crash that the resumed run raises again: not repeated.
  std::vector<std::string> m_replayedOpenFlags;
  // While a resumed file is played again: the journalled lines still to come out (from m_expectAt);
  // each line the run produces must equal the next, and nothing is written, saved or reported.
  std::vector<RecorderEvent> m_expected;
  std::size_t m_expectAt = 0;
  std::string m_expectPath;
  bool m_resumeLinePending = false;  // the "resume" line goes before the first new line
  bool m_playingAgain = false;       // saving waits until the journal has been played again
  bool m_fromBoards = false;  // ... from its lines alone (a live source cannot be played again)
  std::string m_resumeWarning;
  std::size_t m_logDone = 0;  // entries of the referee's log handled, annotated or noted
  std::vector<core::Point> m_covered;
};

}  // namespace c6::ui
