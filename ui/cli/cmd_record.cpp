// c6rec record: records a whole game from a camera, a stream, a video file or an image sequence.
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <thread>

#include "calibration/profile.h"
#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/record_progress.h"
#include "ui/cli/record_setup.h"
#include "ui/cli/record_trace.h"
#include "ui/cli/recorder_event_json.h"
#include "ui/recorder/frame_pacer.h"
#include "ui/recorder/journal.h"
#include "ui/recorder/recorder.h"
#include "ui/recorder/recorder_profile.h"

namespace c6::ui::cli {
namespace {

const char* kHelp = R"(usage: c6rec record [options] SOURCE

Records a game: every turn, both clocks, every irregularity, with the board read by the camera.
SOURCE: a video file (anything OpenCV/FFmpeg reads), an image folder, a glob ('dir/*.jpg') or a
numbered pattern ('dir/%03d.jpg'), a camera (/dev/videoN or N), or a stream (rtsp://, http://...).
Cameras and streams run in real time (a lost source is reopened with backoff and the game goes on);
files run as fast as possible. Each image of a sequence is a still, settled on its own; its time is
its file number times --interval.

Events are printed as they happen (stdout); a progress bar with fps goes to stderr on a terminal.
Each confirmed turn and flag is in the journal (fsync) before it is printed; --resume continues a
recording that was killed, losing nothing confirmed. The SGF and the native archive (.c6a beside it)
are rewritten atomically after every turn.

Options:
  --json               one JSON object per line: the events of 'c6rec referee --json'
                       (partial, turn, flag, restored, ruling, end; "t" = seconds of video time;
                       flags add "hand" and "evidence"), then
                       {"event": "summary", "frames", "turns", "result", "wall_s", "fps"}
  --time-control TC    run the game clock (README "Time controls"), e.g. '90m', '5m+10s'
  --clock auto|manual  auto (default): a confirmed turn presses the clock when the hand left the
                       board; manual: presses come from --presses (or Enter on a terminal for live
                       sources)
  --presses FILE       manual presses: one time in seconds per line
  --ops FILE           the arbiter's operations at video time, one a line (README "Arbiter
                       operations"): '12.5 pause', '24 resume', '30 adjust B 4:30',
                       '31 penalty W 60' (negative: a bonus), '40 undo-press', '50 ruling accept'
                       (or 'ruling loss B', 'ruling void'), '55 press'; each is applied after the
                       first frame at or past its time; a refused one is reported on stderr and the
                       recording goes on; with --resume, those up to where the recording stopped
                       are in its journal already
  --pause-when-halted  the event's choice (rule 8): the clock pauses while the board is halted by an
                       irregularity and runs again when it is restored or ruled on (default: off)
  --black NAME, --white NAME, --event NAME, --round R, --board N
                       the game's header, written into the record; with --json also published first
                       as {"event":"info","black","white","event_name","round","board",
                       "time_control"}
  --profile P          a camera profile (calibration): board corners and Black's side
  --corners 'x,y x,y x,y x,y'   board corners (row1col1 row1col19 row19col19 row19col1 in pixels)
  --black-side bottom|top|left|right   image side Black sits at (default bottom: a-s from the left,
                       rows 1-19 from the bottom of the image)
  -o FILE              the record (SGF; default: none, the journal only)
  --journal FILE       the journal (default: FILE.journal beside -o; without -o, named after the
                       video file or image folder: game1.mp4 -> game1.journal and game1-evidence/
                       in the working folder; c6rec.journal for cameras and streams)
  --resume JOURNAL     continue the recording of JOURNAL (SOURCE optional: the journal names it)
  --go                 go mode: single-stone moves with captures (to check Go game sequences)
  --settle S           seconds of stillness before the board is read (default 0.3)
  --interval S         image sequences: seconds per frame number (default 1)
  --confirm N          agreeing observations that confirm a change (default 2)
  --realtime           pace a file as a camera would deliver it (for demos and crash tests)
  --occluders all|changes   how hands, arms and sleeves are found: all (default) by how the
                       picture changed and by how they look; changes: by change only (the recorder
                       before it knew covered points, to compare the two)
  --no-evidence        do not keep key images around flags
  --no-progress        no progress bar
  --trace FILE         per frame, what vision told the referee: the board state, covered points
                       and each observation's differences from the expected position (to follow a
                       lost turn to its frame)
Exit status: 0 when the source was recorded to its end (or the game ended), 2 on bad options or a
source that cannot be opened.
)";

std::atomic<bool> g_stop{false};
extern "C" void onSignal(int) {
  g_stop = true;
}

double nonNegative(const std::string& v) {
  double x = parseNumber(v);
  if (x < 0) throw std::invalid_argument("expects a number >= 0, got '" + v + "'");
  return x;
}

std::array<cv::Point2f, 4> parseCorners(const std::string& text) {
  std::array<cv::Point2f, 4> c;
  float v[8];
  if (std::sscanf(text.c_str(), "%f,%f %f,%f %f,%f %f,%f", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
                  &v[6], &v[7]) != 8)
    throw std::runtime_error("--corners expects 'x,y x,y x,y x,y', got '" + text + "'");
  for (int i = 0; i < 4; ++i) c[static_cast<std::size_t>(i)] = {v[2 * i], v[2 * i + 1]};
  return c;
}

vision::BlackSide parseSide(const std::string& s) {
  if (s == "bottom") return vision::BlackSide::Bottom;
  if (s == "top") return vision::BlackSide::Top;
  if (s == "left") return vision::BlackSide::Left;
  if (s == "right") return vision::BlackSide::Right;
  throw std::invalid_argument("expects bottom, top, left or right, got '" + s + "'");
}

std::vector<core::Micros> readPresses(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open the presses file");
  std::vector<core::Micros> out;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty() || line[0] == '#') continue;
    try {
      out.push_back(core::secondsToMicros(std::stod(line)));
    } catch (const std::exception&) {
      throw std::runtime_error(path + ":" + std::to_string(n) +
                               ": expected a time in seconds, found '" + line + "'");
    }
  }
  return out;
}

int run(const std::vector<std::string>& args) {
  RecorderOptions o;
  bool json = false, progress = true, realtime = false;
  std::string resume, pressFile, opsFile, cornersText, profilePath, tracePath;
  std::optional<vision::BlackSide> blackSide;
  auto parsed =
      ArgParser("record", kHelp)
          .flag({"--json"}, [&] { json = true; })
          .flag({"--go"}, [&] { o.referee.goMode = true; })
          .flag({"--realtime"}, [&] { realtime = true; })
          .flag({"--no-evidence"}, [&] { o.evidence = false; })
          .flag({"--no-progress"}, [&] { progress = false; })
          .option({"--time-control"}, o.timeControl)
          .option({"--trace"}, tracePath)
          .option({"--clock"},
                  [&](const std::string& v) {
                    if (v != "auto" && v != "manual")
                      throw std::invalid_argument("expects auto or manual, got '" + v + "'");
                    o.manualClock = v == "manual";
                  })
          .option({"--presses"}, pressFile)
          .option({"--ops"}, opsFile)
          .flag({"--pause-when-halted"}, [&] { o.pauseWhenHalted = true; })
          .option({"--black"}, o.info.black)
          .option({"--white"}, o.info.white)
          .option({"--event"}, o.info.event)
          .option({"--round"}, o.info.round)
          .option({"--board"}, o.info.board)
          .option({"--profile"}, profilePath)
          .option({"--corners"}, cornersText)
          .option({"--black-side"}, [&](const std::string& v) { blackSide = parseSide(v); })
          .option({"-o", "--output"}, [&](const std::string& v) { o.recordPath = v; })
          .option({"--journal"}, [&](const std::string& v) { o.journalPath = v; })
          .option({"--resume"}, resume)
          .option({"--settle"},
                  [&](const std::string& v) { o.pipeline.settleSeconds = nonNegative(v); })
          .option({"--occluders"},
                  [&](const std::string& v) {
                    if (v != "all" && v != "changes")
                      throw std::invalid_argument("expects all or changes, got '" + v + "'");
                    o.pipeline.occlusion.byAppearance = v == "all";
                  })
          .option({"--interval"},
                  [&](const std::string& v) { o.sourceOptions.sequenceInterval = nonNegative(v); })
          .option(
              {"--confirm"},
              [&](const std::string& v) { o.referee.confirmObservations = parseWholeNumber(v, 1); })
          .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  if (parsed.positional.size() > 1)
    throw std::runtime_error("one SOURCE only, got '" + parsed.positional[0] + "' and '" +
                             parsed.positional[1] + "'");
  if (!parsed.positional.empty()) o.source = parsed.positional.front();
  if (o.source.empty() && resume.empty()) throw std::runtime_error("no SOURCE given (see --help)");
  if (!cornersText.empty())
    o.corners = vision::BoardLocation::fromCorners(parseCorners(cornersText));
  if (!profilePath.empty()) applyProfile(calibration::loadProfile(profilePath), o);
  if (blackSide) o.pipeline.blackSide = *blackSide;
  std::vector<core::Micros> presses;
  if (!pressFile.empty()) presses = readPresses(pressFile);
  std::vector<TimedOperation> ops;
  if (!opsFile.empty()) ops = readOperations(opsFile);

  const Recorder* recorder = nullptr;
  long long skippedFrames = 0;  // damaged frames the source skipped, for the summary
  auto out = [json, &skippedFrames, &recorder](const RecorderNotice& n) {
    clearProgressLine();
    if (n.kind == RecorderNotice::Kind::Source) {
      if (n.sourceStatus == vision::FrameStatus::Skipped) ++skippedFrames;
      std::cerr << "c6rec record: " << vision::frameStatusString(n.sourceStatus) << ": "
                << n.message << "\n";
      return;
    }
    if (n.kind == RecorderNotice::Kind::Evidence) {
      std::cerr << "c6rec record: evidence: " << n.message << "\n";
      return;
    }
    if (json) {
      const Json j = *recorderEventJson(n, recorder);
      std::cout << jsonLine(j) << std::endl;
    } else {
      std::cout << core::describe(n.event);
      if (n.handSide) std::cout << " (hand from the " << *n.handSide << ")";
      if (!n.evidence.empty()) std::cout << " [evidence: " << n.evidence << "]";
      if (!n.message.empty()) std::cout << " - " << n.message;
      std::cout << std::endl;
    }
  };

  const std::unique_ptr<Recorder> made = makeRecorder(o, out);
  Recorder& rec = *made;
  recorder = &rec;
  std::ofstream traceFile;
  std::optional<RecordTrace> trace;
  if (!tracePath.empty()) {
    traceFile.open(tracePath);
    if (!traceFile) throw std::runtime_error(tracePath + ": cannot write the trace");
    trace.emplace(traceFile);
    rec.setFrameListener([&](const vision::Frame& f, const vision::PipelineOutput& po) {
      trace->frame(f, po, rec.referee());
    });
  }
  std::vector<RecorderEvent> journalled;
  if (resume.empty()) {
    rec.start();
  } else {
    journalled = Journal::readToResume(resume);
    rec.resume(resume);
  }
  if (!rec.resumeWarning().empty()) std::cerr << "c6rec record: " << rec.resumeWarning() << "\n";
  // The header goes first, so `record --json | serve` shows the names from the first turn on.
  if (json && hasGameInfo(rec.options().info))
    std::cout << jsonLine(infoJson(rec.options())) << std::endl;
  // A crash may have come between journalling an event and printing it: all are printed again.
  if (json)
    for (const Json& j : resumedEventsJson(journalled, rec)) std::cout << jsonLine(j) << std::endl;

  std::signal(SIGINT, onSignal);
  std::signal(SIGTERM, onSignal);
  ProgressBar bar(progress && ::isatty(STDERR_FILENO), rec.source().frameCount());
  const auto wallStart = std::chrono::steady_clock::now();
  FramePacer pacer(realtime ? 1.0 : 0.0);
  // A resumed recording has applied the presses its journal holds already.
  std::size_t nextPress = static_cast<std::size_t>(rec.pressesApplied());
  // ...and the operations up to where it stopped.
  std::size_t nextOp = 0;
  while (!resume.empty() && nextOp < ops.size() && ops[nextOp].t <= rec.now()) ++nextOp;
  while (!g_stop) {
    if (!rec.step()) break;
    if (rec.frames() > 0) std::this_thread::sleep_for(pacer.wait(rec.now(), steadyWallTime()));
    while (nextPress < presses.size() && presses[nextPress] <= rec.now())
      rec.press(presses[nextPress++]);
    for (; nextOp < ops.size() && ops[nextOp].t <= rec.now(); ++nextOp)
      if (auto refused = rec.apply(ops[nextOp])) {
        clearProgressLine();
        std::cerr << "c6rec record: " << opsFile << ": operation " << nextOp + 1 << " at "
                  << core::toSeconds(ops[nextOp].t) << " s refused: " << *refused << "\n";
      }
    bar.update(rec.frames(), rec.turns(), rec.now(), rec.waitingStatus());
  }
  rec.finish();
  bar.done();
  double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
  double fps = wall > 0 ? static_cast<double>(rec.frames()) / wall : 0.0;
  std::string result = rec.result();
  if (json) {
    Json s;
    s["event"] = "summary";
    s["frames"] = rec.frames();
    s["turns"] = rec.turns();
    s["result"] = result.empty() ? Json(nullptr) : Json(result);
    s["wall_s"] = wall;
    s["fps"] = fps;
    s["skipped_frames"] = skippedFrames;
    std::cout << jsonLine(s, JsonFormat{3, {{"fps", 1}}}) << std::endl;
  } else {
    std::cout << "recorded " << rec.frames() << " frames, " << rec.turns() << " turns, result "
              << (result.empty() ? "none (game not over)" : result) << ", " << wall << " s (" << fps
              << " fps); journal " << rec.journalPath() << "\n";
    if (skippedFrames > 0)
      std::cout << skippedFrames << " damaged frame(s) skipped (see the warnings above)\n";
  }
  return 0;
}

const bool registered = registerCommand(
    {"record", "record a game from a camera, stream, video or image sequence", run});

}  // namespace
}  // namespace c6::ui::cli
