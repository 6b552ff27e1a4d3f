#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <opencv2/imgproc.hpp>
#include <sstream>

#include "core/game.h"
#include "core/sgf_record.h"
#include "renderer.h"
#include "script.h"
#include "truth_writer.h"

namespace c6::render {
namespace {

Script parse(const std::string& text) {
  std::istringstream in(text);
  return parseScript(in, "test.script");
}

const char* kSmallGame =
    "seed 5\n"
    "video 480x270 10\n"
    "camera elevation 50 azimuth -3 fov 52\n"
    "timing think 0.3 0.6 hand 0.6 0.8 lead 0.5 tail 0.5\n"
    "light noise 0 glare 0 drift 0\n"
    "moves 1.j10 2.k11k9 3.k10l10 4.h10m10\n";

double meanGrey(const cv::Mat& img, cv::Point2f p, int r) {
  cv::Rect roi(cv::Point(static_cast<int>(p.x) - r, static_cast<int>(p.y) - r),
               cv::Size(2 * r + 1, 2 * r + 1));
  roi &= cv::Rect(0, 0, img.cols, img.rows);
  if (roi.empty()) ADD_FAILURE() << "point " << p << " outside the image";
  if (roi.empty()) return 0;
  cv::Mat grey;
  cv::cvtColor(img(roi), grey, cv::COLOR_BGR2GRAY);
  return cv::mean(grey)[0];
}

TEST(RenderScript, ParsesDirectivesAndIncidents) {
  Script s =
      parse(std::string(kSmallGame) + "after 2 moved k10 k12 restore 2\nafter 3 sleeve W 4\n");
  EXPECT_EQ(s.seed, 5u);
  EXPECT_EQ(s.size, cv::Size(480, 270));
  EXPECT_DOUBLE_EQ(s.camera.elevationDeg, 50.0);
  ASSERT_EQ(s.turns.size(), 4u);
  EXPECT_EQ(s.turns[1],
            core::Turn::two(core::Color::White, core::Point(10, 10), core::Point(10, 8)));
  ASSERT_EQ(s.incidents.size(), 2u);
  EXPECT_EQ(s.incidents[0].kind, IncidentKind::Moved);
  EXPECT_DOUBLE_EQ(s.incidents[0].restoreAfter, 2.0);
  EXPECT_EQ(s.incidents[1].side, core::Color::White);
}

TEST(RenderScript, ArmLooksAndArmsRestingOnAPoint) {
  Script s = parse(std::string(kSmallGame) +
                   "arm W skin 6 sleeve 10,20,30 pattern checks pattern-colour white\narms wide\n"
                   "after 1 sleeve B 2 at c4\n");
  ASSERT_TRUE(s.arms[1].has_value());
  EXPECT_FALSE(s.arms[0].has_value());
  EXPECT_EQ(s.arms[1]->skin, skinTone(6));
  EXPECT_EQ(s.arms[1]->sleeve, cv::Vec3d(10, 20, 30));
  EXPECT_EQ(s.arms[1]->pattern, SleevePattern::Checks);
  EXPECT_EQ(s.arms[1]->patternColour, *namedColour("white"));
  EXPECT_TRUE(s.wideArms);
  ASSERT_EQ(s.incidents.size(), 1u);
  ASSERT_TRUE(s.incidents[0].at.has_value());
  EXPECT_EQ(core::toString(*s.incidents[0].at), "c4");
  for (const char* bad :
       {"arm W skin 7\n", "arm W sleeve pink\n", "arm W pattern dots\n", "arms narrow\n"}) {
    try {
      parse(std::string(kSmallGame) + bad);
      ADD_FAILURE() << "accepted " << bad;
    } catch (const ScriptError& e) {
      EXPECT_NE(std::string(e.what()).find("test.script:"), std::string::npos) << e.what();
    }
  }
}

TEST(RenderScript, ReadsTheGameFromARecord) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("c6render_record_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream s(dir / "game.txt");
    s << "record " << C6_PROJECT_DATA_DIR << "/sample-game.sgf\n";
    std::ofstream m(dir / "moves.txt");
    m << "1.j10 2.k11k9\n";
    std::ofstream rel(dir / "rel.txt");
    rel << "record moves.txt\n";
  }
  Script s = loadScript((dir / "game.txt").string());
  std::ifstream sgf(std::string(C6_PROJECT_DATA_DIR) + "/sample-game.sgf");
  const core::GameRecord rec = core::readSgf(sgf, "sample-game.sgf");
  ASSERT_EQ(s.turns.size(), rec.turns.size());
  ASSERT_GT(s.turns.size(), 2u);
  for (std::size_t i = 0; i < s.turns.size(); ++i)
    EXPECT_EQ(s.turns[i], rec.turns[i].turn) << "turn " << i + 1;
  Script r = loadScript((dir / "rel.txt").string());
  EXPECT_EQ(r.turns.size(), 2u);
  std::filesystem::remove_all(dir);
}

TEST(RenderScript, BadLinesNameFileAndLine) {
  try {
    parse("seed 1\nvideo 960x540 30\ncamera elevation forty\nmoves 1.j10\n");
    FAIL() << "no exception";
  } catch (const ScriptError& e) {
    EXPECT_NE(std::string(e.what()).find("test.script:3"), std::string::npos) << e.what();
  }
  EXPECT_THROW(parse("moves 1.j10 2.zz9\n"), ScriptError);
  EXPECT_THROW(parse("moves 1.j10 2.k11k9\nafter 1 teleport k10\n"), ScriptError);
  // An illegal game or an incident on an empty point is reported when the timeline is built.
  EXPECT_THROW(Renderer(parse("moves 1.j10 2.j10k9\n")), ScriptError);
  EXPECT_THROW(Renderer(parse("moves 1.j10 2.k11k9\nafter 2 removed a1\n")), ScriptError);
}

TEST(RenderTruth, CornersLieOnTheDrawnGrid) {
  Renderer r(parse(kSmallGame));
  FrameTruth truth;
  cv::Mat img = r.render(0, &truth);  // empty board, no hands
  ASSERT_FALSE(img.empty());
  EXPECT_FALSE(truth.handOverBoard);
  // Image orientation: a19 top-left, s19 top-right, s1 bottom-right, a1 bottom-left.
  EXPECT_LT(truth.corners[0].x, truth.corners[1].x);
  EXPECT_LT(truth.corners[3].x, truth.corners[2].x);
  EXPECT_LT(truth.corners[0].y, truth.corners[3].y);
  EXPECT_LT(truth.corners[1].y, truth.corners[2].y);
  // Every intersection (interpolated from the corners) is on ink: darker than the cell centres.
  std::array<cv::Point2f, 4> grid{cv::Point2f(0, 0), cv::Point2f(18, 0), cv::Point2f(18, 18),
                                  cv::Point2f(0, 18)};
  cv::Mat h = cv::getPerspectiveTransform(grid.data(), truth.corners.data());
  int darker = 0, total = 0;
  for (int y = 1; y < 18; y += 2)
    for (int x = 1; x < 18; x += 2) {
      const float fx = static_cast<float>(x), fy = static_cast<float>(y);
      std::vector<cv::Point2f> src{{fx, fy}, {fx + 0.5f, fy + 0.5f}}, dst;
      cv::perspectiveTransform(src, dst, h);
      darker += meanGrey(img, dst[0], 0) + 15 < meanGrey(img, dst[1], 1) ? 1 : 0;
      ++total;
    }
  EXPECT_GE(darker, total * 9 / 10)
      << darker << " of " << total << " intersections darker than their cells";
}

TEST(RenderTruth, FinalBoardIsTheGamesBoardAndStonesShow) {
  Renderer r(parse(kSmallGame));
  core::Game game;
  for (const core::Turn& t : r.script().turns) ASSERT_FALSE(game.play(t));
  EXPECT_EQ(r.timeline().epochs.back().board, game.board())
      << r.timeline().epochs.back().board.toAscii();
  FrameTruth truth;
  cv::Mat img = r.render(r.frameCount() - 1, &truth);
  EXPECT_FALSE(truth.handOverBoard);
  const Camera cam = r.cameraAt(truth.t);
  for (core::Point p : core::allPoints(19)) {
    const core::Color c = game.board().at(p);
    if (c == core::Color::Empty) continue;
    const cv::Point2d top = cam.project(r.geometry().point(p.col, p.row, r.geometry().stoneHeight));
    const double g = meanGrey(img, top, 1);
    if (c == core::Color::Black)
      EXPECT_LT(g, 90) << core::toString(p);
    else
      EXPECT_GT(g, 150) << core::toString(p);
  }
  int turns = 0;
  for (const TruthEvent& e : r.timeline().events) turns += e.event == "turn";
  EXPECT_EQ(turns, 4);
}

// `size 13`: a 13x13 board, its game played by 13x13 rules (a stone off that board is refused), its
// stones where the 13x13 grid puts them, the truth's corners on its own outermost intersections.
TEST(RenderTruth, A13x13BoardAndItsGame) {
  const std::string body =
      "seed 5\nsize 13\nvideo 480x270 10\ncamera elevation 50 azimuth -3 fov 52\n"
      "timing think 0.3 0.6 hand 0.6 0.8 lead 0.5 tail 0.5\nlight noise 0 glare 0 drift 0\n";
  EXPECT_EQ(parse(kSmallGame).boardSize, 19);
  EXPECT_THROW(parse(body + "size 12\nmoves 1.g7\n"), ScriptError);
  EXPECT_THROW(Renderer(parse(body + "moves 1.g7 2.n1n2\n")), ScriptError);  // off the board
  Renderer r(parse(body + "moves 1.g7 2.a1m13 3.h7h8\n"));
  EXPECT_EQ(r.geometry().size, 13);
  core::GameOptions options;
  options.boardSize = 13;
  core::Game game(options);
  for (const core::Turn& t : r.script().turns) ASSERT_FALSE(game.play(t));
  EXPECT_EQ(r.timeline().epochs.back().board, game.board());
  FrameTruth truth;
  cv::Mat img = r.render(r.frameCount() - 1, &truth);
  const Camera cam = r.cameraAt(truth.t);
  // The image's top-left corner is a13, its bottom-right m1.
  EXPECT_LT(cv::norm(cv::Point2d(truth.corners[0]) - cam.project(r.geometry().point(0, 12))), 0.5);
  EXPECT_LT(cv::norm(cv::Point2d(truth.corners[2]) - cam.project(r.geometry().point(12, 0))), 0.5);
  for (core::Point p : core::allPoints(13)) {
    const core::Color c = game.board().at(p);
    if (c == core::Color::Empty) continue;
    const double g =
        meanGrey(img, cam.project(r.geometry().point(p.col, p.row, r.geometry().stoneHeight)), 1);
    if (c == core::Color::Black)
      EXPECT_LT(g, 90) << core::toString(p);
    else
      EXPECT_GT(g, 150) << core::toString(p);
  }
}

TEST(RenderTruth, DeterministicForASeed) {
  Renderer a(parse(kSmallGame)), b(parse(kSmallGame));
  const int f = a.frameCount() / 2;
  cv::Mat ia = a.render(f), ib = b.render(f);
  EXPECT_EQ(cv::norm(ia, ib, cv::NORM_INF), 0.0);
  Script other = parse(kSmallGame);
  other.seed = 6;
  Renderer c(other);
  EXPECT_GT(cv::norm(ia, c.render(f), cv::NORM_L1), 0.0);
}

TEST(RenderTruth, HandHidesThePointItPlacesOn) {
  Renderer r(parse(kSmallGame));
  const Visit& v = r.timeline().visits.at(1);  // White's first stone, k11
  const Waypoint& w = v.path.at(0);
  const int frame = static_cast<int>(std::ceil((w.arrive + 0.01) * r.script().fps));
  ASSERT_LT(frame / r.script().fps, w.leave);
  FrameTruth truth;
  r.render(frame, &truth);
  EXPECT_TRUE(truth.handOverBoard);
  EXPECT_NE(std::find(truth.hidden.begin(), truth.hidden.end(), w.point), truth.hidden.end())
      << core::toString(w.point);
  // The board only changes when the hand lets go.
  EXPECT_EQ(r.timeline().epochs[static_cast<std::size_t>(truth.epoch)].board.at(w.point),
            core::Color::Empty);
}

TEST(RenderTruth, IncidentsGiveFlagsAndRestorations) {
  Renderer r(parse(std::string(kSmallGame) + "after 1 out-of-turn d4 restore 1\n"
                                             "after 2 moved k11 k12 restore 1\n"
                                             "after 2 take-back o3 restore 1\n"
                                             "after 3 swap j10 k11 restore 1\n"
                                             "after 3 too-many c3 restore 1\n"
                                             "after 3 bump 1\n"));
  std::vector<std::string> flags;
  int restored = 0;
  for (const TruthEvent& e : r.timeline().events) {
    if (e.event == "flag") flags.push_back(e.type);
    restored += e.event == "restored";
  }
  EXPECT_EQ(flags, (std::vector<std::string>{"out-of-turn", "moved", "take-back", "changed-colour",
                                             "too-many"}));
  EXPECT_EQ(restored, 5);
  core::Game game;
  for (const core::Turn& t : r.script().turns) game.play(t);
  EXPECT_EQ(r.timeline().epochs.back().board, game.board());
  EXPECT_EQ(r.timeline().poses.size(), 2u);
}

TEST(RenderTool, WritesVideoAndTruthFile) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("c6render_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream s(dir / "game.txt");
    s << "video 320x180 5\ntiming think 0.2 0.3 hand 0.5 0.5 lead 0.2 tail 0.2\nmoves 1.j10 "
         "2.k11k9\n";
  }
  const std::string cmd = std::string(C6RENDER_PATH) + " --quiet " + (dir / "game.txt").string() +
                          " " + (dir / "game.avi").string() + " 2>/dev/null";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  EXPECT_GT(std::filesystem::file_size(dir / "game.avi"), 1000u);
  std::ifstream truth(dir / "game.truth.jsonl");
  ASSERT_TRUE(truth) << "no truth file";
  std::string line, first, last;
  int frames = 0;
  while (std::getline(truth, line)) {
    if (first.empty()) first = line;
    frames += line.find("\"event\":\"frame\"") != std::string::npos;
    last = line;
  }
  EXPECT_NE(first.find("\"event\":\"header\""), std::string::npos);
  EXPECT_NE(last.find("\"event\":\"summary\""), std::string::npos);
  EXPECT_NE(last.find("\"turns\":2"), std::string::npos) << last;
  EXPECT_GT(frames, 10);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace c6::render
