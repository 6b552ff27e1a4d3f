#include "ui/recorder/journal.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using namespace c6::ui;

namespace {
std::string tempPath(const std::string& name) {
  fs::path p = fs::temp_directory_path() /
               ("c6_journal_" + name + "_" + std::to_string(::getpid()) + ".c6j");
  fs::remove(p);
  return p.string();
}
}  // namespace

TEST(Journal, FormatRoundTripsAwkwardValues) {
  JournalEntry e{"flag", {}};
  e.add("type", "moved")
      .add("note", "put the white stone back = 100% sure\nreally")
      .add("empty", "");
  std::string line = Journal::format(e);
  EXPECT_EQ(line.find('\n'), std::string::npos);
  auto back = Journal::tryParse(line);
  ASSERT_TRUE(back);
  EXPECT_EQ(*back, e);
  EXPECT_FALSE(Journal::tryParse("turn n"));
  EXPECT_FALSE(Journal::tryParse("turn n=%4"));
}

TEST(Journal, AppendsReadsAndRefusesToOverwrite) {
  std::string path = tempPath("basic");
  {
    auto j = Journal::create(path);
    j.append(JournalEntry{"start", {{"source", "/dev/video0"}}});
    j.append(JournalEntry{"turn", {{"n", "1"}, {"stones", "j10"}}});
  }
  EXPECT_THROW(Journal::create(path), JournalError);
  auto entries = Journal::read(path);
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[1].kind, "turn");
  EXPECT_EQ(entries[1].get("stones"), "j10");
  EXPECT_EQ(entries[1].get("missing", "x"), "x");
  fs::remove(path);
}

TEST(Journal, TornLastLineIsDroppedAndCutOnReopen) {
  std::string path = tempPath("torn");
  {
    auto j = Journal::create(path);
    j.append(JournalEntry{"turn", {{"n", "1"}}});
  }
  {
    std::ofstream out(path, std::ios::app | std::ios::binary);
    out << "turn n=2 sto";  // crash in the middle of a write
  }
  EXPECT_EQ(Journal::read(path).size(), 1u);
  {
    auto j = Journal::reopen(path);
    j.append(JournalEntry{"turn", {{"n", "2"}}});
  }
  auto entries = Journal::read(path);
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[1].get("n"), "2");
  fs::remove(path);
}

TEST(Journal, BadFilesNameFileAndLine) {
  std::string path = tempPath("bad");
  {
    std::ofstream out(path);
    out << "c6journal 1\nturn n=1\nthis line=ok but=%ZZ\n";
  }
  try {
    Journal::read(path);
    FAIL() << "no exception";
  } catch (const JournalError& e) {
    EXPECT_NE(std::string(e.what()).find(path + ":3"), std::string::npos) << e.what();
  }
  {
    std::ofstream out(path);
    out << "not a journal\n";
  }
  EXPECT_THROW(Journal::read(path), JournalError);
  EXPECT_THROW(Journal::read(path + ".missing"), JournalError);
  fs::remove(path);
}

// A crash while the journal was being created leaves its header, part of it, or nothing: no game.
TEST(Journal, ACutOffHeaderIsReportedWithWhatToDoAndANewRunReplacesIt) {
  for (const std::string torn :
       {"", "c6jo", "c6journal 1", "c6journal 1\n", "c6journal 1\nstart sou"}) {
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
      j.append(JournalEntry{"start", {{"source", "game.mp4"}}});
    }
    const JournalEntry start{"start", {{"source", "game.mp4"}}};
    EXPECT_EQ(Journal::readToResume(path), std::vector<JournalEntry>{start});
    fs::remove(path);
  }
}

TEST(Journal, AJournalWithAnEntryIsNeverReplaced) {
  std::string path = tempPath("kept");
  {
    std::ofstream out(path, std::ios::binary);
    out << "c6journal 1\nstart source=a.mp4\nturn n=";  // a recording with a torn last line
  }
  EXPECT_THROW(Journal::create(path), JournalError);
  EXPECT_EQ(Journal::readToResume(path).size(), 1u);
  fs::remove(path);
}
