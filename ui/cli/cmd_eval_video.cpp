// c6rec eval-video: records whole-game clips as `c6rec record` does and scores them against their
// truth (the format of ../shared/data/videos), as ../shared/tools/score_videos.py does.
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <stdexcept>

#include "ui/cli/arg_parser.h"
#include "ui/cli/command.h"
#include "ui/cli/record_progress.h"
#include "ui/cli/record_setup.h"
#include "ui/cli/recorder_event_json.h"
#include "ui/cli/video_debug.h"
#include "ui/cli/video_score.h"
#include "ui/cli/video_truth.h"

namespace c6::ui::cli {
namespace {

namespace fs = std::filesystem;

const char* kHelp =
    R"(usage: c6rec eval-video [--json] [--debug DIR] [--no-progress] DIR_OR_VIDEO...

Records each whole-game clip in-process exactly as 'c6rec record CLIP' would (same recorder and
default options; its journal and evidence in a temporary folder) and scores its turns and flags
against the truth beside it: <name>.mp4 with <name>.json, the format of ../shared/data/videos (its
README). A folder gives every <name>.mp4 in it (one without <name>.json is skipped); a file names
one clip by its video or its truth. Scoring is ../shared/tools/score_videos.py's: a reported turn is
right when its colour and set of stones equal the truth's next turn, in order; any other is false.
An irregularity (kind "misplaced") is found when a flag of its type (wrong-colour and out-of-turn
stand for each other) came from 1 s before to 3 s after its time.

One line per clip: turns right / truth turns, false turns, flags found / truth irregularities,
reconstructed turns (confirmed from a settled board, not seen being played), frames, fps (frames per
second of wall time, decoding included); then the totals. Progress goes to stderr.
Options:
  --json          one JSON object per clip {"event": "video", "video", "file", "lighting",
                  "players", "turns", "truth_turns", "false_turns", "flags", "truth_flags",
                  "reconstructed", "frames", "wall_s", "fps", "result", "ok"}, then
                  {"event": "summary", "videos", the same totals, "ok"}
  --debug DIR     keep each clip's recording in DIR/<name>/: its journal, record (<name>.sgf and
                  .c6a), evidence, events.jsonl (the lines of 'record --json') and
                  lost-turn-<n>.png, the frame 1 s after each true turn the recording did not get
                  right (the recorded stones, the lost turn's stones, covered points, the grid);
                  these files are replaced on a new run
  --no-progress   no progress bar (the line naming each clip as it starts still goes to stderr)
Exit status: 0 when every turn of every clip is right, none is false and every irregularity is
flagged; 1 otherwise; 2 on bad options or unreadable input (a missing video or truth, a truth that
is not the format), naming the file; 130 when interrupted.
)";

std::atomic<bool> g_stop{false};
extern "C" void onStop(int) {
  g_stop = true;
}

struct Clip {
  std::string name;  // the video's stem
  fs::path video;
  fs::path truthPath;
  VideoTruth truth;
};

// The clips a folder or file argument names, their truths read (so a bad one stops the run before
// any recording). Throws std::runtime_error naming the file.
std::vector<Clip> collect(const std::string& arg) {
  const fs::path path(arg);
  std::error_code ec;
  std::vector<fs::path> videos;
  if (fs::is_directory(path, ec)) {
    for (const auto& e : fs::directory_iterator(path, ec))
      if (e.is_regular_file() && e.path().extension() == ".mp4") videos.push_back(e.path());
    if (ec) throw std::runtime_error(arg + ": cannot list the folder (" + ec.message() + ")");
    if (videos.empty()) throw std::runtime_error(arg + ": no videos (<name>.mp4) in the folder");
    std::sort(videos.begin(), videos.end());
  } else if (fs::exists(path, ec)) {
    fs::path video = path;
    if (path.extension() == ".json") {
      video.replace_extension(".mp4");
      if (!fs::is_regular_file(video, ec))
        throw std::runtime_error(video.string() + ": missing video for the truth " + arg);
    }
    fs::path truth = fs::path(video).replace_extension(".json");
    if (!fs::is_regular_file(truth, ec))
      throw std::runtime_error(truth.string() + ": missing truth for the video " + video.string());
    videos.push_back(video);
  } else {
    throw std::runtime_error(arg + ": no such video, truth or folder");
  }
  std::vector<Clip> clips;
  for (const fs::path& v : videos) {
    fs::path truth = fs::path(v).replace_extension(".json");
    if (!fs::is_regular_file(truth, ec)) {
      std::cerr << "c6rec eval-video: " << v.string() << ": no truth (" << truth.filename().string()
                << "), skipped\n";
      continue;
    }
    clips.push_back({v.stem().string(), v, truth, readVideoTruth(truth)});
  }
  return clips;
}

// A folder of its own for one recording, removed with everything in it.
class TempFolder {
 public:
  TempFolder() {
    std::string name = (fs::temp_directory_path() / "c6evalvideo-XXXXXX").string();
    if (!::mkdtemp(name.data())) throw std::runtime_error("cannot make a temporary folder " + name);
    m_path = name;
  }
  ~TempFolder() {
    std::error_code ec;
    fs::remove_all(m_path, ec);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
  const fs::path& path() const { return m_path; }

 private:
  fs::path m_path;
};

// The files --debug writes for a clip, removed before it is recorded again (nothing else there).
void clearDebugFiles(const fs::path& dir, const std::string& name) {
  for (const std::string& f :
       {name + ".journal", name + ".sgf", name + ".c6a", std::string("events.jsonl")})
    fs::remove(dir / f);
  fs::remove_all(dir / (name + "-evidence"));
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string f = e.path().filename().string();
    if (f.rfind("lost-turn-", 0) == 0 && e.path().extension() == ".png") fs::remove(e.path());
  }
}

struct ClipRun {
  VideoScore score;
  long long frames = 0;
  double wall = 0;
  std::string result;
  std::vector<std::string> debugFrames;
};

ClipRun recordClip(const Clip& clip, const std::optional<fs::path>& debugDir, bool progress) {
  std::optional<TempFolder> temp;
  fs::path folder;
  RecorderOptions o;
  o.source = clip.video.string();
  if (debugDir) {
    folder = *debugDir / clip.name;
    fs::create_directories(folder);
    clearDebugFiles(folder, clip.name);
    o.recordPath = (folder / (clip.name + ".sgf")).string();
  } else {
    folder = temp.emplace().path();
  }
  o.journalPath = (folder / (clip.name + ".journal")).string();

  std::vector<core::RefereeEvent> events;
  std::ofstream eventLines;
  if (debugDir) eventLines.open(folder / "events.jsonl");
  const Recorder* recorder = nullptr;
  auto listen = [&](const RecorderNotice& n) {
    if (n.kind == RecorderNotice::Kind::Source || n.kind == RecorderNotice::Kind::Evidence) {
      clearProgressLine();
      std::cerr << "c6rec eval-video: " << clip.name << ": "
                << (n.kind == RecorderNotice::Kind::Source
                        ? vision::frameStatusString(n.sourceStatus)
                        : "evidence")
                << ": " << n.message << "\n";
      return;
    }
    events.push_back(n.event);
    if (eventLines.is_open()) eventLines << jsonLine(*recorderEventJson(n, recorder)) << "\n";
  };
  const std::unique_ptr<Recorder> rec = makeRecorder(o, listen);
  recorder = rec.get();
  std::optional<TurnSnapshots> snapshots;
  if (debugDir) {
    snapshots.emplace(clip.truth, rec->options().pipeline.blackSide);
    rec->setFrameListener([&](const vision::Frame& f, const vision::PipelineOutput& out) {
      const auto& view = rec->pipeline().view();
      snapshots->see(f, out, rec->referee().expected(),
                     view ? std::optional(view->location()) : std::nullopt);
    });
  }
  rec->start();
  ProgressBar bar(progress && ::isatty(STDERR_FILENO), rec->source().frameCount());
  const auto wallStart = std::chrono::steady_clock::now();
  while (!g_stop && rec->step())
    bar.update(rec->frames(), rec->turns(), rec->now(), rec->waitingStatus());
  rec->finish();
  bar.done();

  ClipRun run;
  run.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
  run.frames = rec->frames();
  run.result = rec->result();
  run.score = scoreVideo(clip.truth, events);
  if (snapshots && !g_stop)
    run.debugFrames =
        snapshots->writeLost(folder, static_cast<std::size_t>(run.score.turnsRight), clip.name);
  return run;
}

double fps(long long frames, double wall) {
  return wall > 0 ? static_cast<double>(frames) / wall : 0.0;
}

Json scoreJson(const VideoScore& s) {
  Json j;
  j["turns"] = s.turnsRight;
  j["truth_turns"] = s.truthTurns;
  j["false_turns"] = s.falseTurns;
  j["flags"] = s.flagsFound;
  j["truth_flags"] = s.truthFlags;
  j["reconstructed"] = s.reconstructed;
  return j;
}

std::string scoreText(const VideoScore& s) {
  return "turns " + std::to_string(s.turnsRight) + "/" + std::to_string(s.truthTurns) + " false " +
         std::to_string(s.falseTurns) + " flags " + std::to_string(s.flagsFound) + "/" +
         std::to_string(s.truthFlags) + " reconstructed " + std::to_string(s.reconstructed);
}

std::string rate(long long frames, double wall) {
  char text[64];
  std::snprintf(text, sizeof text, "frames %lld fps %.1f wall %.1fs", frames, fps(frames, wall),
                wall);
  return text;
}

int run(const std::vector<std::string>& args) {
  bool json = false, progress = true;
  std::optional<fs::path> debugDir;
  auto parsed = ArgParser("eval-video", kHelp)
                    .flag({"--json"}, [&] { json = true; })
                    .flag({"--no-progress"}, [&] { progress = false; })
                    .option({"--debug"}, [&](const std::string& v) { debugDir = v; })
                    .parse(args);
  if (parsed.exitStatus) return *parsed.exitStatus;
  if (parsed.positional.empty()) throw std::runtime_error("no DIR or VIDEO given (see --help)");
  std::vector<Clip> clips;
  for (const std::string& arg : parsed.positional)
    for (Clip& c : collect(arg)) clips.push_back(std::move(c));
  if (clips.empty()) throw std::runtime_error("no video with its truth to score");
  if (debugDir) {
    std::set<std::string> names;
    for (const Clip& c : clips)
      if (!names.insert(c.name).second)
        throw std::runtime_error("--debug: two clips are named '" + c.name +
                                 "' (each gets DIR/<name>/): score them one at a time");
  }

  std::signal(SIGINT, onStop);
  std::signal(SIGTERM, onStop);
  VideoScore total;
  long long frames = 0;
  double wall = 0;
  bool allPerfect = true;
  for (std::size_t i = 0; i < clips.size(); ++i) {
    const Clip& clip = clips[i];
    std::cerr << "c6rec eval-video: " << clip.name << " (" << i + 1 << " of " << clips.size()
              << ")\n";
    const ClipRun r = recordClip(clip, debugDir, progress);
    if (g_stop) {
      std::cerr << "c6rec eval-video: interrupted during " << clip.name << "\n";
      return 130;
    }
    total += r.score;
    frames += r.frames;
    wall += r.wall;
    allPerfect &= r.score.perfect();
    if (!r.debugFrames.empty())
      std::cerr << "c6rec eval-video: " << clip.name << ": " << r.debugFrames.size()
                << " lost turn(s) pictured in " << (*debugDir / clip.name).string() << "\n";
    if (json) {
      Json j;
      j["event"] = "video";
      j["video"] = clip.name;
      j["file"] = clip.video.string();
      j["lighting"] = clip.truth.lighting.empty() ? Json(nullptr) : Json(clip.truth.lighting);
      Json players = Json::object();
      for (const auto& [colour, side] : clip.truth.players) players[colour] = side;
      j["players"] = players;
      j.update(scoreJson(r.score));
      j["frames"] = r.frames;
      j["wall_s"] = r.wall;
      j["fps"] = fps(r.frames, r.wall);
      j["result"] = r.result.empty() ? Json(nullptr) : Json(r.result);
      j["ok"] = r.score.perfect();
      std::cout << jsonLine(j, JsonFormat{3, {{"fps", 1}}}) << std::endl;
    } else {
      std::cout << clip.name << ": " << scoreText(r.score) << " " << rate(r.frames, r.wall) << " "
                << (r.score.perfect() ? "ok" : "FAIL") << std::endl;
    }
  }
  if (json) {
    Json s;
    s["event"] = "summary";
    s["videos"] = clips.size();
    s.update(scoreJson(total));
    s["frames"] = frames;
    s["wall_s"] = wall;
    s["fps"] = fps(frames, wall);
    s["ok"] = allPerfect;
    std::cout << jsonLine(s, JsonFormat{3, {{"fps", 1}}}) << std::endl;
  } else {
    std::cout << "videos " << clips.size() << ": " << scoreText(total) << " " << rate(frames, wall)
              << " " << (allPerfect ? "ok" : "FAIL") << std::endl;
  }
  return allPerfect ? 0 : 1;
}

const bool registered = registerCommand(
    {"eval-video", "record whole-game clips and score them against their truth (turns, flags)",
     run});

}  // namespace
}  // namespace c6::ui::cli
