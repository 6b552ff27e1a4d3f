// The typed events a recording journals: each alternative prints as one JSON line and reads back
// as the same value; anything malformed is refused with the place and the field.
#include "ui/recorder/recorder_event.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace c6;
using namespace c6::ui;
using namespace std::chrono_literals;

namespace {

core::Point pt(const char* text, int size = 19) {
  return *core::tryParsePoint(text, size);
}

core::Board boardWith(std::vector<std::pair<const char*, core::Color>> stones, int size = 19) {
  core::Board b(size);
  for (const auto& [p, c] : stones) b.set(pt(p, size), c);
  return b;
}

RecorderEvent readBack(const RecorderEvent& e, int size = 19) {
  const std::string line = journalLine(e);
  EXPECT_EQ(line.find('\n'), std::string::npos) << line;
  return recorderEventFromJson(Json::parse(line), "game.journal:7", size);
}

std::string refusal(const std::string& line, int size = 19) {
  try {
    recorderEventFromJson(Json::parse(line), "game.journal:9", size);
  } catch (const JournalError& e) {
    return e.what();
  }
  return "accepted";
}

std::vector<RecorderEvent> everyAlternative() {
  StartEvent start;
  start.source = "game 1.mp4";
  start.record = "out/game=1%.sgf";
  start.evidence = "out/game-evidence";
  start.timeControl = "30m+30s";
  start.manualClock = true;
  start.pauseWhenHalted = true;
  start.boardSize = 13;
  start.confirm = 3;
  start.settle = 350000us;
  start.interval = 1250000us;
  start.wall = 1764633600123;
  start.blackSide = vision::BlackSide::Left;
  start.corners = std::array<cv::Point2f, 4>{
      {{101.25f, 80.0625f}, {0.123456789f, 77.5f}, {1890.3f, 1020.7f}, {3.14159274f, 999.9f}}};
  start.black = "Anna \"the\" Black";
  start.white = "Wen\nWhite";
  start.event = "Open";
  start.round = "3";
  start.board = "12";

  core::Flag moved;
  moved.type = core::FlagType::Moved;
  moved.points = {pt("d4"), pt("e5")};
  moved.from = pt("d4");
  moved.to = pt("e5");
  moved.color = core::Color::White;
  moved.restore = "put the white stone back on d4";
  moved.raisedAt = 61500000us;
  FlagEvent flag{61500000us, moved, "out/game-evidence/flag-01-moved", "left", 4};
  core::Flag removed;
  removed.type = core::FlagType::Removed;
  removed.points = {pt("c3")};
  removed.restore = "put it back";
  removed.raisedAt = 2s;

  using K = ClockOperation::Kind;
  return {
      start,
      ClockStartEvent{1200000us},
      TurnEvent{1,
                core::Color::Black,
                {pt("j10")},
                3000001us,
                2999999us,
                boardWith({{"j10", core::Color::Black}})},
      TurnEvent{2,
                core::Color::White,
                {pt("k11"), pt("h9")},
                9000000us,
                8500000us,
                boardWith({{"j10", core::Color::Black},
                           {"k11", core::Color::White},
                           {"h9", core::Color::White}})},
      // A turn with a stone the camera never showed, inferred by the referee.
      TurnEvent{3,
                core::Color::Black,
                {pt("g7"), pt("g8")},
                9600000us,
                9600000us,
                boardWith({{"j10", core::Color::Black},
                           {"k11", core::Color::White},
                           {"h9", core::Color::White},
                           {"g7", core::Color::Black},
                           {"g8", core::Color::Black}}),
                true,
                false,
                {pt("g8")}},
      PressEvent{10000000us},
      flag,
      FlagEvent{2s, removed, std::nullopt, std::nullopt, -1},
      RestoredEvent{64s, {core::FlagType::Moved, core::FlagType::Removed}, 4},
      RulingEvent{70s, {core::Ruling::Accept, core::Color::Empty}, boardWith({}), 5},
      RulingEvent{71s, {core::Ruling::Loss, core::Color::White}, std::nullopt, 5},
      EndEvent{80s, core::Result::win(core::Color::Black, core::EndReason::Six), 9},
      AmendEvent{70s, {{core::Color::White, pt("k11")}}, {{core::Color::Black, pt("a1")}}, 5},
      ClockOperationEvent{12s, {K::Pause, core::Color::Empty, 0us, true}},
      ClockOperationEvent{13s, {K::Resume, core::Color::Empty, 0us, false}},
      ClockOperationEvent{14s, {K::Adjust, core::Color::Black, 270500000us, false}},
      ClockOperationEvent{15s, {K::Penalty, core::Color::White, -30s, false}},
      ClockOperationEvent{16s, {K::UndoPress, core::Color::Empty, 0us, false}},
      TimeoutEvent{1800000001us, core::Color::White},
      SourceEvent{20s, vision::FrameStatus::Lost, "camera gone: /dev/video0"},
      SourceEvent{21s, vision::FrameStatus::Reconnected, ""},
      RecordingResumedEvent{22s, 1764633700999},
      EvidenceMissingEvent{23s, "out/e", "disk full"},
      ClosedEvent{},
  };
}

}  // namespace

TEST(RecorderEvent, EveryAlternativeRoundTripsThroughOneJsonLine) {
  const auto events = everyAlternative();
  std::vector<std::string> names;
  for (const RecorderEvent& e : events) {
    SCOPED_TRACE(journalLine(e));
    const int size = std::holds_alternative<StartEvent>(e) ? 13 : 19;
    EXPECT_EQ(readBack(e, size), e);
    EXPECT_EQ(toJson(e).at("event"), eventName(e));
    names.push_back(eventName(e));
  }
  // Every alternative of the variant is exercised.
  std::vector<std::size_t> seen(std::variant_size_v<RecorderEvent>, 0);
  for (const RecorderEvent& e : events) ++seen[e.index()];
  for (std::size_t i = 0; i < seen.size(); ++i) EXPECT_GT(seen[i], 0u) << "alternative " << i;
}

TEST(RecorderEvent, PrintsTheDocumentedLine) {
  EXPECT_EQ(journalLine(TurnEvent{1,
                                  core::Color::Black,
                                  {pt("d4", 7)},
                                  3000001us,
                                  2999999us,
                                  boardWith({{"d4", core::Color::Black}}, 7)}),
            R"({"event":"turn","n":1,"color":"B","stones":["d4"],"t":3.000001,"press":2.999999,)"
            R"("board":[".......",".......",".......","...X...",".......",".......","......."]})");
  EXPECT_EQ(journalLine(ClockOperationEvent{
                12s, {ClockOperation::Kind::Penalty, core::Color::White, -30s, false}}),
            R"({"event":"penalty","t":12.000000,"side":"W","seconds":-30.000000})");
  EXPECT_EQ(eventTime(PressEvent{5s}), std::optional<core::Micros>(5s));
  EXPECT_EQ(eventTime(ClosedEvent{}), std::nullopt);
}

TEST(RecorderEvent, RefusesMalformedEventsNamingPlaceAndField) {
  EXPECT_EQ(refusal(R"({"event":"press"})"), "game.journal:9: missing field 't'");
  EXPECT_EQ(refusal(R"({"t":1.0})"), "game.journal:9: missing field 'event'");
  EXPECT_EQ(refusal(R"([1,2])"), "game.journal:9: expected a JSON object");
  EXPECT_EQ(refusal(R"({"event":"press","t":"1.5"})"),
            "game.journal:9: expected seconds from -1e9 to 1e9 in 't'");
  EXPECT_EQ(refusal(R"({"event":"press","t":null})"),
            "game.journal:9: expected seconds from -1e9 to 1e9 in 't'");
  EXPECT_EQ(refusal(R"({"event":"press","t":2e9})"),
            "game.journal:9: expected seconds from -1e9 to 1e9 in 't'");
  EXPECT_NE(refusal(R"({"event":"teleport","t":1})").find("in 'event'"), std::string::npos);
  EXPECT_EQ(refusal(R"({"event":"timeout","t":1,"side":"X"})"),
            "game.journal:9: expected B or W in 'side'");
  EXPECT_EQ(refusal(R"({"event":"ruling","t":1,"ruling":"loss","turn-index":2})"),
            "game.journal:9: expected the side that loses, B or W in 'side'");
  EXPECT_EQ(refusal(R"({"event":"restored","t":1,"flags":["moved"],"turn-index":1.5})"),
            "game.journal:9: expected an integer in 'turn-index'");
  EXPECT_EQ(refusal(R"({"event":"pause","t":1,"reason":"lunch"})"),
            "game.journal:9: expected \"halted\" in 'reason'");
  EXPECT_EQ(refusal(R"({"event":"amend","t":1,"removed":["j10"],"added":[],"turn-index":1})"),
            "game.journal:9: expected stones like \"Bj10\" in 'removed'");
}

TEST(RecorderEvent, RefusesPointsAndBoardsOffTheRecordingsBoard) {
  const std::string flag =
      R"({"event":"flag","t":1,"type":"removed","points":["p15"],"restore":"","turn-index":0})";
  EXPECT_EQ(refusal(flag, 19), "accepted");
  EXPECT_EQ(refusal(flag, 13),
            "game.journal:9: expected points on the 13x13 board like \"j10\" in 'points'");
  const std::string turn = journalLine(TurnEvent{
      1, core::Color::Black, {pt("j10")}, 1s, 1s, boardWith({{"j10", core::Color::Black}})});
  EXPECT_EQ(refusal(turn, 9),
            "game.journal:9: expected points on the 9x9 board like \"j10\" in 'stones'");
  const std::string badBoard =
      R"({"event":"turn","n":1,"color":"B","stones":["a1"],"t":1,"press":1,"board":["..","X."]})";
  EXPECT_EQ(refusal(badBoard, 19),
            "game.journal:9: expected the rows of a 19x19 board ('.', 'X', 'O') in 'board'");
  EXPECT_EQ(refusal(R"({"event":"turn","n":0,"color":"B","stones":[],"t":1,"press":1,"board":[]})"),
            "game.journal:9: expected an integer from 1 to 2147483647 in 'n'");
}

TEST(RecorderEvent, RefusesABadStart) {
  Json start = toJson(everyAlternative().front());
  EXPECT_EQ(refusal(start.dump(), 19), "accepted");
  Json noInfo = start;
  noInfo["info"].erase("round");
  EXPECT_EQ(refusal(noInfo.dump()), "game.journal:9: expected a string 'round' in 'info'");
  Json bigBoard = start;
  bigBoard["size"] = 60;
  EXPECT_EQ(refusal(bigBoard.dump()), "game.journal:9: expected an integer from 6 to 59 in 'size'");
  Json corners = start;
  corners["corners"][2] = Json::array({1.0});
  EXPECT_EQ(refusal(corners.dump()),
            "game.journal:9: expected four corners [x, y] in pixels in 'corners'");
  Json side = start;
  side["black-side"] = "north";
  EXPECT_EQ(refusal(side.dump()),
            "game.journal:9: expected bottom, top, left or right in 'black-side'");
  Json manual = start;
  manual["manual"] = 1;
  EXPECT_EQ(refusal(manual.dump()), "game.journal:9: expected true or false in 'manual'");
}
