#include "recording_testing.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "core/stone_notation.h"
#include "vision/board_locator.h"
#include "vision/stone_reading.h"

namespace c6::render {

namespace fs = std::filesystem;

namespace {

Outcome finish(ui::Recorder& rec, const Recording& s) {
  // The arbiter's hand after the last frame the resumption saw, as after every frame of a run.
  if (s.arbiter) s.arbiter(rec);
  while (rec.step())
    if (s.arbiter) s.arbiter(rec);
  rec.finish();
  Outcome o{rec.record(),
            rec.clock() ? rec.clock()->presses() : std::vector<core::PressRecord>{},
            rec.result(),
            {}};
  std::ifstream in(fs::path(rec.options().recordPath).replace_extension(".c6a"), std::ios::binary);
  o.archive.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return o;
}

}  // namespace

ui::RecorderOptions optionsIn(const Recording& s, const fs::path& dir) {
  ui::RecorderOptions o;
  o.source = s.source;
  if (s.footage)
    o.openSource = [f = s.footage](const std::string&, const vision::FrameSourceOptions&) {
      return std::make_unique<FootageSource>(f);
    };
  o.timeControl = "5m+10s";
  o.evidence = s.evidence;
  o.recordPath = (dir / "game.sgf").string();
  o.journalPath = (dir / "game.journal").string();
  o.pauseWhenHalted = s.pauseWhenHalted;
  return o;
}

ui::Recorder makeRecorder(const ui::RecorderOptions& o) {
  return ui::Recorder(
      o, [](const cv::Mat& image) { return vision::locateBoard(image); }, vision::readStones,
      nullptr);
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
    if (rec.frames() >= static_cast<long long>(journalSizes.size()))
      journalSizes.push_back(fs::file_size(o.journalPath));
    if (more && s.arbiter) s.arbiter(rec);
    if (s.afterFrame) s.afterFrame(rec);
  }
  rec.finish();
  Outcome out{rec.record(),
              rec.clock() ? rec.clock()->presses() : std::vector<core::PressRecord>{},
              rec.result(),
              {}};
  std::ifstream in(dir / "game.c6a", std::ios::binary);
  out.archive.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return out;
}

// Killed after `frames` frames (the journal as it was on disk then), resumed to the end.
Outcome killedAndResumed(const Recording& s, std::uintmax_t journalSize, long long frames,
                         std::string& warning) {
  const fs::path dir = s.dir / ("killed-" + std::to_string(frames));
  fs::create_directories(dir);
  const auto o = optionsIn(s, dir);
  fs::copy_file(s.dir / "whole" / "game.journal", o.journalPath,
                fs::copy_options::overwrite_existing);
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
    EXPECT_EQ(core::stonesOf(y.turn), core::stonesOf(x.turn))
        << turn << ": " << core::toString(y.turn) << " vs "
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
    EXPECT_EQ(b.events[i].at, a.events[i].at)
        << at << ", event " << i + 1 << " (" << a.events[i].kind << ")";
    EXPECT_EQ(b.events[i].turnIndex, a.events[i].turnIndex) << at << ", event " << i + 1;
    EXPECT_EQ(b.events[i].detail, a.events[i].detail)
        << at << ", event " << i + 1 << " (" << a.events[i].kind << ")";
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

}  // namespace c6::render
