// Resume is exact: a recording killed after any frame and resumed from its journal ends with the
// record the uninterrupted run ends with, field by field (the turns' stones in their order, the
// event log, both clocks to the microsecond), on the bundled sample video and the five rendered games.
//
// The kill is simulated in-process: the uninterrupted run notes the journal's size after every frame;
// a run killed after frame k has exactly that prefix on disk (every line is fsync'ed before anything
// is reported, and nothing else survives a SIGKILL that the resume reads). The rendered games' frames
// are rendered once and kept as JPEG in memory (as an MJPG video holds them) for every run.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <opencv2/imgcodecs.hpp>

#include "core/native_archive.h"
#include "core/stone_notation.h"
#include "rendered_games.h"
#include "renderer.h"
#include "script.h"
#include "ui/recorder/recorder.h"
#include "vision/board_locator.h"
#include "vision/stone_reading.h"

namespace c6::render {
namespace {

namespace fs = std::filesystem;

constexpr int kKillPoints = 20;

// A rendered video kept in memory, shared by every run of a test.
struct Footage {
  std::vector<std::vector<uchar>> jpegs;
  double fps = 12.0;
};

class FootageSource : public vision::FrameSource {
 public:
  explicit FootageSource(std::shared_ptr<const Footage> footage) : m_footage(std::move(footage)) {}
  vision::FrameResult next() override {
    vision::FrameResult r;
    if (m_next >= m_footage->jpegs.size()) return r;  // End
    r.status = vision::FrameStatus::Ok;
    r.frame.image = cv::imdecode(m_footage->jpegs[m_next], cv::IMREAD_COLOR);
    r.frame.index = static_cast<long long>(m_next);
    r.frame.time = core::secondsToMicros(static_cast<double>(m_next) / m_footage->fps);
    ++m_next;
    return r;
  }
  vision::SourceKind kind() const override { return vision::SourceKind::VideoFile; }
  std::optional<long long> frameCount() const override { return static_cast<long long>(m_footage->jpegs.size()); }
  double fps() const override { return m_footage->fps; }
  std::string describe() const override { return "rendered footage"; }

 private:
  std::shared_ptr<const Footage> m_footage;
  std::size_t m_next = 0;
};

// Rendered once per game for the whole test program.
std::shared_ptr<const Footage> render(const std::string& script, const std::string& name) {
  static std::map<std::string, std::shared_ptr<const Footage>> rendered;
  if (auto it = rendered.find(script); it != rendered.end()) return it->second;
  std::istringstream in(script);
  Renderer renderer(parseScript(in, name));
  auto footage = std::make_shared<Footage>();
  footage->fps = renderer.script().fps;
  for (int i = 0; i < renderer.frameCount(); ++i) {
    footage->jpegs.emplace_back();
    cv::imencode(".jpg", renderer.render(i), footage->jpegs.back(), {cv::IMWRITE_JPEG_QUALITY, 90});
  }
  rendered[script] = footage;
  return footage;
}

// What a test records: a source (a file, or footage from memory) under a clock, in its own folder.
struct Recording {
  std::string source;
  std::shared_ptr<const Footage> footage;
  fs::path dir;
  // The arbiter's hand: called after every frame with the recorder (an accepted position, say).
  std::function<void(ui::Recorder&)> arbiter;
};

ui::RecorderOptions optionsIn(const Recording& s, const fs::path& dir) {
  ui::RecorderOptions o;
  o.source = s.source;
  if (s.footage)
    o.openSource = [f = s.footage](const std::string&, const vision::FrameSourceOptions&) {
      return std::make_unique<FootageSource>(f);
    };
  o.timeControl = "5m+10s";
  o.evidence = false;
  o.recordPath = (dir / "game.sgf").string();
  o.journalPath = (dir / "game.journal").string();
  return o;
}

ui::Recorder makeRecorder(const ui::RecorderOptions& o) {
  return ui::Recorder(o, [](const cv::Mat& image) { return vision::locateBoard(image); }, vision::readStones, nullptr);
}

struct Outcome {
  core::GameRecord record;
  std::vector<core::PressRecord> presses;
  std::string result;
  std::string archive;  // the .c6a bytes on disk
};

Outcome finish(ui::Recorder& rec, const Recording& s) {
  // The arbiter's hand after the last frame the resumption saw, as after every frame of a run.
  if (s.arbiter) s.arbiter(rec);
  while (rec.step())
    if (s.arbiter) s.arbiter(rec);
  rec.finish();
  Outcome o{rec.record(), rec.clock() ? rec.clock()->presses() : std::vector<core::PressRecord>{}, rec.result(), {}};
  std::ifstream in(fs::path(rec.options().recordPath).replace_extension(".c6a"), std::ios::binary);
  o.archive.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return o;
}

// The uninterrupted run, and the journal's size after each frame (index: frames processed).
Outcome uninterrupted(const Recording& s, std::vector<std::uintmax_t>& journalSizes) {
  const fs::path dir = s.dir / "whole";
  fs::create_directories(dir);
  const auto o = optionsIn(s, dir);
  ui::Recorder rec = makeRecorder(o);
  rec.start();
  journalSizes = {fs::file_size(o.journalPath)};
  bool more = true;
  while (more) {
    more = rec.step();
    if (rec.frames() >= static_cast<long long>(journalSizes.size())) journalSizes.push_back(fs::file_size(o.journalPath));
    if (more && s.arbiter) s.arbiter(rec);
  }
  rec.finish();
  Outcome out{rec.record(), rec.clock() ? rec.clock()->presses() : std::vector<core::PressRecord>{}, rec.result(), {}};
  std::ifstream in(dir / "game.c6a", std::ios::binary);
  out.archive.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return out;
}

// Killed after `frames` frames (the journal as it was on disk then), resumed to the end.
Outcome killedAndResumed(const Recording& s, std::uintmax_t journalSize, long long frames, std::string& warning) {
  const fs::path dir = s.dir / ("killed-" + std::to_string(frames));
  fs::create_directories(dir);
  const auto o = optionsIn(s, dir);
  fs::copy_file(s.dir / "whole" / "game.journal", o.journalPath, fs::copy_options::overwrite_existing);
  fs::resize_file(o.journalPath, journalSize);
  ui::Recorder rec = makeRecorder(o);
  rec.resume(o.journalPath);
  warning = rec.resumeWarning();
  Outcome out = finish(rec, s);
  fs::remove_all(dir);
  return out;
}

void expectSame(const Outcome& want, const Outcome& got, const std::string& at) {
  const auto &a = want.record, &b = got.record;
  EXPECT_EQ(got.result, want.result) << at;
  ASSERT_EQ(b.turns.size(), a.turns.size()) << at;
  for (std::size_t i = 0; i < a.turns.size(); ++i) {
    const auto &x = a.turns[i], &y = b.turns[i];
    const std::string turn = at + ", turn " + std::to_string(i + 1);
    EXPECT_EQ(y.turn.side(), x.turn.side()) << turn;
    EXPECT_EQ(core::stonesOf(y.turn), core::stonesOf(x.turn)) << turn << ": " << core::toString(y.turn) << " vs "
                                                              << core::toString(x.turn);  // in their order
    EXPECT_EQ(y.at, x.at) << turn;
    EXPECT_EQ(y.thinking, x.thinking) << turn;
    ASSERT_EQ(y.clocks.has_value(), x.clocks.has_value()) << turn;
    if (x.clocks) {
      EXPECT_EQ(y.clocks->blackLeft, x.clocks->blackLeft) << turn;
      EXPECT_EQ(y.clocks->whiteLeft, x.clocks->whiteLeft) << turn;
    }
  }
  ASSERT_EQ(b.events.size(), a.events.size()) << at;
  for (std::size_t i = 0; i < a.events.size(); ++i) {
    EXPECT_EQ(b.events[i].kind, a.events[i].kind) << at << ", event " << i + 1;
    EXPECT_EQ(b.events[i].at, a.events[i].at) << at << ", event " << i + 1 << " (" << a.events[i].kind << ")";
    EXPECT_EQ(b.events[i].turnIndex, a.events[i].turnIndex) << at << ", event " << i + 1;
    EXPECT_EQ(b.events[i].detail, a.events[i].detail) << at << ", event " << i + 1 << " (" << a.events[i].kind << ")";
  }
  EXPECT_EQ(b.result.outcome, a.result.outcome) << at;
  EXPECT_EQ(b.result.reason, a.result.reason) << at;
  ASSERT_EQ(got.presses.size(), want.presses.size()) << at;
  for (std::size_t i = 0; i < want.presses.size(); ++i) {
    EXPECT_EQ(got.presses[i].at, want.presses[i].at) << at << ", press " << i + 1;
    EXPECT_EQ(got.presses[i].thinking, want.presses[i].thinking) << at << ", press " << i + 1;
  }
  EXPECT_EQ(got.archive, want.archive) << at << ": the .c6a files differ";
}

// Kills the recording of `s` at 20 frames drawn at random (a fixed seed: a failure repeats) and
// checks every resumed record against the uninterrupted one.
Outcome expectResumeExact(const Recording& s) {
  fs::remove_all(s.dir);
  std::vector<std::uintmax_t> sizes;
  const Outcome whole = uninterrupted(s, sizes);
  const long long frames = static_cast<long long>(sizes.size()) - 1;
  EXPECT_GT(frames, kKillPoints);
  std::mt19937 random(20261201);
  std::uniform_int_distribution<long long> pick(1, frames);
  std::vector<long long> kills;
  while (static_cast<int>(kills.size()) < kKillPoints) {
    const long long k = pick(random);
    if (std::find(kills.begin(), kills.end(), k) == kills.end()) kills.push_back(k);
  }
  std::sort(kills.begin(), kills.end());
  for (long long k : kills) {
    std::string warning;
    const Outcome resumed = killedAndResumed(s, sizes[static_cast<std::size_t>(k)], k, warning);
    const std::string at = "killed after frame " + std::to_string(k) + " of " + std::to_string(frames);
    EXPECT_EQ(warning, "") << at;
    expectSame(whole, resumed, at);
    if (::testing::Test::HasFatalFailure()) break;
  }
  if (!::testing::Test::HasFailure()) fs::remove_all(s.dir);
  return whole;
}

fs::path testDir(const std::string& name) {
  return fs::temp_directory_path() / ("c6resume_" + std::to_string(::getpid())) / name;
}

TEST(RecorderResume, TheSampleVideoKilledAnywhereResumesToTheSameRecord) {
  Recording s;
  s.source = std::string(C6_PROJECT_DATA_DIR) + "/sample-video.mp4";
  s.dir = testDir("sample");
  const Outcome whole = expectResumeExact(s);
  EXPECT_EQ(whole.record.turns.size(), 17u);
  EXPECT_EQ(whole.result, "B+");
}

TEST(RecorderResume, TheRenderedGamesKilledAnywhereResumeToTheSameRecords) {
  for (const RenderedGame& g : renderedGames()) {
    SCOPED_TRACE(g.name);
    Recording s;
    s.source = "rendered:" + g.name;
    s.footage = render(g.script, g.name);
    s.dir = testDir(g.name);
    const Outcome whole = expectResumeExact(s);
    EXPECT_FALSE(whole.record.turns.empty());
  }
}

// The arbiter accepts the position the first time a flag stands (after it has been journalled):
// the referee's correction of the last turn (an "amend" event with its turn) reaches the record and
// its .c6a, and a run killed anywhere, the ruling included, resumes to the same record.
TEST(RecorderResume, AnAcceptedPositionsAmendmentReachesTheArchiveAndSurvivesResume) {
  const auto games = renderedGames();
  const auto moved = std::find_if(games.begin(), games.end(), [](const RenderedGame& g) { return g.name == "moved"; });
  ASSERT_NE(moved, games.end());
  Recording s;
  s.source = "rendered:accept";
  s.footage = render(moved->script, moved->name);
  s.dir = testDir("accept");
  s.arbiter = [](ui::Recorder& rec) {
    const auto& log = rec.referee().record().events;
    const bool ruled = std::any_of(log.begin(), log.end(), [](const core::RecordEvent& e) { return e.kind == "ruling"; });
    if (!ruled && !rec.referee().openFlags().empty())
      rec.arbiter(core::ArbiterAction{core::Ruling::Accept, core::Color::Empty}, rec.now());
  };
  const Outcome whole = expectResumeExact(s);
  const auto& events = whole.record.events;
  auto amend = std::find_if(events.begin(), events.end(), [](const core::RecordEvent& e) { return e.kind == "amend"; });
  ASSERT_NE(amend, events.end()) << "no amend event in the record";
  EXPECT_GE(amend->turnIndex, 0);
  const core::GameRecord archived = core::parseNativeArchive(whole.archive);
  EXPECT_TRUE(std::any_of(archived.events.begin(), archived.events.end(),
                          [](const core::RecordEvent& e) { return e.kind == "amend" && e.turnIndex >= 0; }))
      << "the .c6a lacks the amendment";
  for (const auto& e : events)
    if (e.kind == "flag" || e.kind == "ruling") EXPECT_GE(e.turnIndex, 0) << e.kind << " without its turn";
}

}  // namespace
}  // namespace c6::render
