// The real fixed-camera sequences, replayed as image sequences in Go mode, recorded move for move.
#include <gtest/gtest.h>

#include <filesystem>

#include "sequence_truth.h"
#include "temp_dir.h"
#include "ui/recorder/recorder.h"
#include "vision/board_locator.h"
#include "vision/image_sequence_source.h"

namespace fs = std::filesystem;
using namespace c6;
using c6::test::Move;

namespace {

fs::path tempDir(const std::string& name) {
  return c6::test::freshTempDir("recorder_" + name);
}

struct Outcome {
  std::vector<Move> turns;  // every move the recorder confirmed
  std::vector<core::RefereeEvent> flags;
  std::vector<long long> flagFrames;  // frame number being processed when each flag came
  std::vector<std::string> evidence;
};

// Records `set` in Go mode. An irregular change is accepted by the arbiter right after its flag,
// as an arbiter would after a gap in the source.
Outcome record(const std::string& set, std::optional<vision::BoardLocation> corners,
               const fs::path& dir) {
  ui::RecorderOptions o;
  o.source = c6::test::photoSet(set) + "/*.jpg";
  o.referee.goMode = true;
  o.recordPath = (dir / "game.sgf").string();
  o.corners = corners;
  Outcome result;
  long long frame = 0;
  bool accept = false;
  ui::Recorder rec(
      o, [](const cv::Mat& img) { return vision::locateBoard(img); }, vision::readStones,
      [&](const ui::RecorderNotice& n) {
        if (n.kind != ui::RecorderNotice::Kind::Referee) return;
        if (n.event.kind == core::RefereeEventKind::Turn)
          for (core::Point p : n.event.stones) result.turns.push_back({n.event.color, p});
        if (n.event.kind == core::RefereeEventKind::Flag) {
          result.flags.push_back(n.event);
          result.flagFrames.push_back(frame);
          result.evidence.push_back(n.evidence);
          accept = true;
        }
      });
  rec.start();
  const auto& indices = dynamic_cast<const vision::ImageSequenceSource&>(rec.source()).indices();
  std::size_t k = 0;
  for (;;) {
    frame = k < indices.size() ? indices[k] : -1;
    if (!rec.step()) break;
    ++k;
    if (accept) {
      rec.arbiter({core::Ruling::Accept, core::Color::Empty},
                  rec.now() + core::secondsToMicros(0.3));
      accept = false;
    }
  }
  rec.finish();
  return result;
}

// The moves the truth implies, frame to frame; frames where it implies none (irregular) are listed.
std::vector<Move> truthMoves(const std::string& set, std::vector<long long>& irregular) {
  auto files = vision::listSequence(c6::test::photoSet(set) + "/*.board");
  std::vector<Move> moves;
  core::Board prev;
  core::Color toMove = core::Color::Black;
  for (const auto& f : files) {
    core::Board b = c6::test::readTruth(f);
    auto m = c6::test::movesBetween(prev, b, toMove);
    if (!m) {
      irregular.push_back(std::stoll(fs::path(f).stem().string()));
      toMove = core::Color::Empty;  // after an accepted irregular position either side may move
    } else {
      for (const Move& mv : *m) {
        moves.push_back(mv);
        toMove = core::opponent(mv.color);
      }
    }
    prev = b;
  }
  return moves;
}

std::string showFlags(const Outcome& o) {
  std::string s;
  for (std::size_t i = 0; i < o.flags.size(); ++i) {
    s += "frame " + std::to_string(o.flagFrames[i]) + ": " +
         core::flagTypeString(o.flags[i].flag.type);
    for (core::Point p : o.flags[i].flag.points) s += " " + core::toString(p);
    s += "; ";
  }
  return s;
}

std::string show(const std::vector<Move>& ms) {
  std::string s;
  for (const auto& m : ms)
    s += std::string(1, core::sideLetter(m.color)) + " " + core::toString(m.point) + ", ";
  return s;
}

}  // namespace

TEST(RecorderSequences, GomradeSeqMoveForMoveWithCaptureAndFlagsTheThreeStones) {
  auto dir = tempDir("gomrade");
  std::vector<long long> irregular;
  auto truth = truthMoves("gomrade-seq", irregular);
  ASSERT_EQ(irregular, std::vector<long long>{10}) << "frame 10 adds three white stones";
  auto corners = c6::test::readCorners(c6::test::photoSet("gomrade-seq") + "/000.corners");
  ASSERT_TRUE(corners);
  Outcome got = record("gomrade-seq", corners, dir);
  // Frames 1-9 move for move (frame 8 captures); then frame 10 is flagged, not turned into moves.
  std::vector<Move> before(truth.begin(), truth.begin() + 9);
  ASSERT_GE(got.turns.size(), before.size()) << show(got.turns);
  EXPECT_EQ(std::vector<Move>(got.turns.begin(), got.turns.begin() + 9), before)
      << "got " << show(got.turns) << "\nwant " << show(before);
  ASSERT_FALSE(got.flags.empty());
  EXPECT_EQ(got.flagFrames[0], 10);
  std::vector<core::Point> flagged = got.flags[0].flag.points;
  std::sort(flagged.begin(), flagged.end());
  std::vector<core::Point> want{*core::tryParsePoint("e15"), *core::tryParsePoint("e5"),
                                *core::tryParsePoint("o5")};
  std::sort(want.begin(), want.end());
  EXPECT_EQ(flagged, want);
  // Nothing invented: at most frame 11's black move after the accepted position.
  EXPECT_LE(got.turns.size(), truth.size());
  if (got.turns.size() == truth.size()) {
    EXPECT_EQ(got.turns.back(), truth.back());
  }
  ASSERT_FALSE(got.evidence[0].empty());
  EXPECT_FALSE(fs::is_empty(got.evidence[0]))
      << "no key images around the flag in " << got.evidence[0];
  EXPECT_TRUE(fs::exists(dir / "game.c6a"));
  fs::remove_all(dir);
}

TEST(RecorderSequences, ImagoT2MoveForMoveAcrossGaps) {
  auto dir = tempDir("imago-t2");
  std::vector<long long> irregular;
  auto truth = truthMoves("imago-t2", irregular);
  // 007 -> 009 and 009 -> 011 each miss one frame: two moves, in an order the rules fix.
  // 011 -> 077 and 077 -> 101 miss dozens: those must be flagged, never guessed.
  ASSERT_EQ(irregular, (std::vector<long long>{77, 101}));
  Outcome got = record("imago-t2", std::nullopt, dir);
  EXPECT_EQ(got.turns, truth) << "got " << show(got.turns) << "\nwant " << show(truth);
  EXPECT_EQ(got.flagFrames, irregular) << showFlags(got);
  fs::remove_all(dir);
}

TEST(RecorderSequences, ImagoT1ReacquiresTheMovingCameraEveryFrame) {
  auto dir = tempDir("imago-t1");
  std::vector<long long> irregular;
  auto truth = truthMoves("imago-t1", irregular);
  ASSERT_TRUE(irregular.empty());
  Outcome got = record("imago-t1", std::nullopt, dir);
  EXPECT_EQ(got.turns, truth) << "got " << show(got.turns) << "\nwant " << show(truth);
  EXPECT_TRUE(got.flags.empty()) << showFlags(got);
  fs::remove_all(dir);
}
