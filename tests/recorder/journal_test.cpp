#include "ui/recorder/journal.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using namespace c6;
using namespace c6::ui;
using namespace std::chrono_literals;

namespace {
std::string tempPath(const std::string& name) {
  fs::path p = fs::temp_directory_path() /
               ("c6_journal_" + name + "_" + std::to_string(::getpid()) + ".c6j");
  fs::remove(p);
  return p.string();
}

std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

StartEvent startOf(const std::string& source) {
  StartEvent s;
  s.source = source;
  return s;
}

TurnEvent firstTurn() {
  core::Board board;
  board.set(*core::tryParsePoint("j10"), core::Color::Black);
  return TurnEvent{1,         core::Color::Black, {*core::tryParsePoint("j10")},
                   1500000us, 1400000us,          board};
}
}  // namespace

TEST(Journal, WritesAHeaderThenOneJsonEventPerLine) {
  std::string path = tempPath("basic");
  {
    auto j = Journal::create(path);
    j.append(startOf("/dev/video0"));
    j.append(firstTurn());
  }
  EXPECT_THROW(Journal::create(path), JournalError);
  const std::string text = contents(path);
  EXPECT_EQ(text.substr(0, 12), "c6journal 2\n");
  EXPECT_EQ(text.substr(12).find("{\"event\":\"start\",\"source\":\"/dev/video0\""), 0u) << text;
  EXPECT_NE(text.find("\n{\"event\":\"turn\",\"n\":1,\"color\":\"B\",\"stones\":[\"j10\"],"
                      "\"t\":1.500000,\"press\":1.400000,\"board\":["),
            std::string::npos)
      << text;
  const auto events = Journal::read(path);
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0], RecorderEvent(startOf("/dev/video0")));
  EXPECT_EQ(events[1], RecorderEvent(firstTurn()));
  EXPECT_FALSE(journalFinished(events));
  {
    auto j = Journal::reopen(path);
    j.append(ClosedEvent{});
  }
  EXPECT_TRUE(journalFinished(Journal::read(path)));
  fs::remove(path);
}

// Two recorders on one journal both appended and duplicated turns: the second is refused, naming
// the process that writes it, and the journal is left as it was.
TEST(Journal, ASecondWriterIsRefusedNamingTheHolder) {
  std::string path = tempPath("locked");
  {
    auto first = Journal::create(path);
    first.append(startOf("a.mp4"));
    const std::string before = contents(path);
    try {
      auto second = Journal::reopen(path);
      ADD_FAILURE() << "a second writer opened the journal";
    } catch (const JournalError& e) {
      EXPECT_NE(std::string(e.what()).find("another recorder (process " +
                                           std::to_string(::getpid()) + ")"),
                std::string::npos)
          << e.what();
    }
    EXPECT_EQ(contents(path), before);
    first.append(firstTurn());
  }
  auto again = Journal::reopen(path);  // the first has closed: free again
  again.append(ClosedEvent{});
  EXPECT_EQ(Journal::read(path).size(), 3u);
  fs::remove(path);
}

TEST(Journal, TornLastLineIsDroppedAndCutOnReopen) {
  std::string path = tempPath("torn");
  {
    auto j = Journal::create(path);
    j.append(startOf("a.mp4"));
  }
  {
    std::ofstream out(path, std::ios::app | std::ios::binary);
    out << R"({"event":"turn","n":1,"col)";  // crash in the middle of a write
  }
  EXPECT_EQ(Journal::read(path).size(), 1u);
  {
    auto j = Journal::reopen(path);
    j.append(firstTurn());
  }
  auto events = Journal::read(path);
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[1], RecorderEvent(firstTurn()));
  fs::remove(path);
}

TEST(Journal, BadFilesNameFileLineAndField) {
  std::string path = tempPath("bad");
  auto refusal = [&](const std::string& text) -> std::string {
    {
      std::ofstream out(path, std::ios::binary);
      out << text;
    }
    try {
      Journal::read(path);
    } catch (const JournalError& e) {
      return e.what();
    }
    return "accepted";
  };
  const std::string start = journalLine(startOf("a.mp4")) + "\n";
  EXPECT_EQ(refusal("c6journal 2\n" + start + "{\"event\":\"press\"}\n"),
            path + ":3: missing field 't'");
  EXPECT_EQ(refusal("c6journal 2\n" + start + "{\"event\":\"press\",\"t\":1e999}\n")
                .find(path + ":3: expected one JSON object"),
            0u);
  EXPECT_EQ(refusal("c6journal 2\n" + start + "press t=1.0\n")
                .find(path + ":3: expected one JSON object, found 'press t=1.0'"),
            0u);
  EXPECT_EQ(refusal("c6journal 2\n" + start + "\n").find(path + ":3: expected one JSON object"),
            0u);
  // Points are checked against the recording's own board.
  StartEvent small = startOf("a.mp4");
  small.boardSize = 9;
  EXPECT_EQ(refusal("c6journal 2\n" + journalLine(small) + "\n" + journalLine(firstTurn()) + "\n"),
            path + ":3: expected points on the 9x9 board like \"j10\" in 'stones'");
  EXPECT_EQ(refusal("c6journal 1\nturn n=1\nthis line=ok but=%ZZ\n").find(path + ":2: "), 0u);
  EXPECT_EQ(refusal("c6journal 1\nstart source=a\nthis line=ok but=%ZZ\n")
                .find(path + ":3: expected '<kind> key=value ...'"),
            0u);
  EXPECT_EQ(refusal("not a journal\n"),
            path + ":1: expected the header 'c6journal 2', found 'not a journal'");
  EXPECT_THROW(Journal::read(path + ".missing"), JournalError);
  fs::remove(path);
}

// The first format is read into the same events, and a journal reopened to go on is rewritten in
// the current one (never a file of two formats).
TEST(Journal, AFirstFormatJournalReadsIntoTheSameEventsAndIsRewrittenOnReopen) {
  std::string path = tempPath("v1");
  std::string board;  // j10 black, top row first
  for (int row = 19; row >= 1; --row)
    board += std::string(row < 19 ? "/" : "") +
             (row == 10 ? ".........X........." : std::string(19, '.'));
  {
    std::ofstream out(path, std::ios::binary);
    out << "c6journal 1\n"
           "start source=game%201.mp4 record=out.sgf tc=30m manual=0 go=0 size=19 confirm=2 "
           "settle=0.300000 interval=1.000000 wall=1764633600123 black-side=bottom "
           "corners=1,2%203,4%205,6%207,8 black=Ann\n"
           "clock-start t=0.500000\n"
           "turn n=1 color=B stones=j10 t=1.500000 press=1.400000 board="
        << board
        << "\n"
           "ruling t=9.000000 ruling=restore side=. turn-index=0\n"
           "resume t=10.000000\n"
           "resume t=11.000000 wall=1764633700000\n"
           "flag t=12.000000 type=removed points=j10 color=B restore=put%20it%20back\n"
           "turn n=2 co";  // torn
  }
  auto events = Journal::read(path);
  ASSERT_EQ(events.size(), 7u);
  const auto& start = std::get<StartEvent>(events[0]);
  EXPECT_EQ(start.source, "game 1.mp4");
  EXPECT_EQ(start.timeControl, "30m");
  EXPECT_EQ(start.wall, 1764633600123);
  EXPECT_EQ(start.black, "Ann");
  ASSERT_TRUE(start.corners);
  EXPECT_EQ((*start.corners)[3], cv::Point2f(7, 8));
  EXPECT_EQ(events[1], RecorderEvent(ClockStartEvent{500000us}));
  EXPECT_EQ(std::get<TurnEvent>(events[2]).press, 1400000us);
  EXPECT_EQ(std::get<TurnEvent>(events[2]).board.at(*core::tryParsePoint("j10")),
            core::Color::Black);
  EXPECT_EQ(std::get<RulingEvent>(events[3]).action.side, core::Color::Empty);
  EXPECT_EQ(std::get<ClockOperationEvent>(events[4]).op.kind, ClockOperation::Kind::Resume);
  EXPECT_EQ(events[5], RecorderEvent(RecordingResumedEvent{11s, 1764633700000}));
  EXPECT_EQ(std::get<FlagEvent>(events[6]).turnIndex, -1) << "older lines have no turn index";
  {
    auto j = Journal::reopen(path);
    j.append(PressEvent{13s});
  }
  const std::string text = contents(path);
  EXPECT_EQ(text.substr(0, 12), "c6journal 2\n");
  EXPECT_EQ(text.find("turn n=2"), std::string::npos);
  auto again = Journal::read(path);
  ASSERT_EQ(again.size(), 8u);
  EXPECT_TRUE(std::equal(events.begin(), events.end(), again.begin()));
  EXPECT_EQ(again.back(), RecorderEvent(PressEvent{13s}));
  EXPECT_FALSE(fs::exists(path + ".c6journal2"));
  fs::remove(path);
}

// A crash while the journal was being created leaves its header, part of it, or nothing: no game.
TEST(Journal, ACutOffHeaderIsReportedWithWhatToDoAndANewRunReplacesIt) {
  for (const std::string torn : {"", "c6jo", "c6journal 2", "c6journal 2\n", "c6journal 2\n{\"ev",
                                 "c6journal 1\n", "c6journal 1\nstart sou"}) {
    SCOPED_TRACE("'" + torn + "'");
    std::string path = tempPath("torn");
    {
      std::ofstream out(path, std::ios::binary);
      out << torn;
    }
    try {
      Journal::readToResume(path);
      FAIL() << "no exception";
    } catch (const JournalError& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find("cut off before its first entry"), std::string::npos) << what;
      EXPECT_NE(what.find("start the recording again with the same command without --resume"),
                std::string::npos)
          << what;
    }
    {
      auto j = Journal::create(path);
      j.append(startOf("game.mp4"));
    }
    EXPECT_EQ(Journal::readToResume(path), std::vector<RecorderEvent>{startOf("game.mp4")});
    fs::remove(path);
  }
}

TEST(Journal, AJournalWithAnEntryIsNeverReplaced) {
  std::string path = tempPath("kept");
  {
    std::ofstream out(path, std::ios::binary);
    out << "c6journal 2\n" << journalLine(startOf("a.mp4")) << "\n{\"event\":\"tu";  // torn
  }
  EXPECT_THROW(Journal::create(path), JournalError);
  EXPECT_EQ(Journal::readToResume(path).size(), 1u);
  fs::remove(path);
}
