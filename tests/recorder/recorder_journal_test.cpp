// A journal's start event names its files relative to where the recording started: resumed from
// any other folder, the record, the evidence and the video are still the ones it began with.
#include "ui/recorder/recorder_journal.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "temp_dir.h"
#include "ui/recorder/recorder.h"

namespace c6::ui {
namespace {

namespace fs = std::filesystem;

StartEvent relativeStart(const std::string& source) {
  StartEvent s;
  s.source = source;
  s.record = "games/g.sgf";
  s.evidence = "games/g-evidence";
  return s;
}

}  // namespace

TEST(RecorderJournal, RelativePathsResolveAgainstTheFolderTheRecordingStartedIn) {
  const fs::path started = test::freshTempDir("journal_started");
  StartEvent s = relativeStart("clips/game.mp4");
  s.cwd = started.string();
  RecorderOptions o;
  applyStartEntry(s, o, "/somewhere/else/g.sgf.journal");
  EXPECT_EQ(o.recordPath, (started / "games/g.sgf").string());
  EXPECT_EQ(o.evidenceDir, (started / "games/g-evidence").string());
  EXPECT_EQ(o.source, (started / "clips/game.mp4").string());
  fs::remove_all(started);
}

TEST(RecorderJournal, WithoutItsStartingFolderTheJournalsOwnFolderIsUsed) {
  const fs::path journalDir = test::freshTempDir("journal_own");
  StartEvent s = relativeStart("0");  // a camera: not a path
  s.cwd = (journalDir / "gone").string();
  RecorderOptions o;
  applyStartEntry(s, o, (journalDir / "g.sgf.journal").string());
  EXPECT_EQ(o.recordPath, (journalDir / "games/g.sgf").string());
  EXPECT_EQ(o.source, "0");
  // What the caller gave is kept as given.
  RecorderOptions given;
  given.recordPath = "mine.sgf";
  applyStartEntry(s, given, (journalDir / "g.sgf.journal").string());
  EXPECT_EQ(given.recordPath, "mine.sgf");
  fs::remove_all(journalDir);
}

TEST(RecorderJournal, TheStartEventKeepsTheFolderItStartedIn) {
  RecorderOptions o;
  o.recordPath = "g.sgf";
  EXPECT_EQ(startEvent(o, 0).cwd, fs::current_path().string());
  const StartEvent s = startEvent(o, 0);
  EXPECT_EQ(recorderEventFromJson(Json::parse(journalLine(s)), "j:2", 19), RecorderEvent(s));
}

}  // namespace c6::ui
