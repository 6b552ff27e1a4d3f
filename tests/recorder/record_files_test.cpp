// Loading and atomically saving records by path (ui/recorder/record_files).
#include "ui/recorder/record_files.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/record_error.h"

namespace c6::ui {
namespace {
namespace fs = std::filesystem;

fs::path tempDir() {
  fs::path p = fs::temp_directory_path() / ("c6_record_files_test_" + std::to_string(::getpid()));
  fs::create_directories(p);
  return p;
}

core::GameRecord smallRecord() {
  core::GameRecord r;
  r.info.black = "Ada";
  core::TurnRecord t;
  t.turn = core::Turn::one(core::Color::Black, core::Point(9, 9));
  r.turns.push_back(t);
  return r;
}

TEST(RecordFiles, SaveReplacesAtomicallyAndLoadsBackInEveryFormat) {
  fs::path dir = tempDir();
  for (auto f : {RecordFormat::Sgf, RecordFormat::SgfOneStone, RecordFormat::MoveList,
                 RecordFormat::Native}) {
    fs::path p = dir / ("game." + recordFormatName(f));
    std::ofstream(p) << "old content";
    saveRecord(smallRecord(), p, f);
    core::GameRecord back = loadRecord(p);
    EXPECT_EQ(back.info.black, "Ada") << recordFormatName(f);
    ASSERT_EQ(back.turns.size(), 1u) << recordFormatName(f);
    EXPECT_EQ(back.turns[0].turn, smallRecord().turns[0].turn);
  }
  for (const auto& e : fs::directory_iterator(dir))
    EXPECT_EQ(e.path().filename().string().find(".tmp"), std::string::npos) << e.path();
  fs::remove_all(dir);
}

TEST(RecordFiles, ErrorsNameTheFile) {
  fs::path dir = tempDir();
  try {
    loadRecord(dir / "missing.sgf");
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("missing.sgf"), std::string::npos) << e.what();
  }
  std::ofstream(dir / "bad.sgf") << "(;B[j10]W[k]";
  try {
    loadRecord(dir / "bad.sgf");
    FAIL();
  } catch (const core::RecordError& e) {
    EXPECT_EQ(std::string(e.what()).rfind((dir / "bad.sgf").string() + ":1:", 0), 0u) << e.what();
  }
  EXPECT_THROW(loadRecord(dir), std::runtime_error);
  try {
    saveRecord(smallRecord(), dir / "no-such-folder" / "x.sgf");
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("no-such-folder/x.sgf"), std::string::npos) << e.what();
  }
  fs::remove_all(dir);
}

TEST(RecordFiles, FormatNamesAndExtensions) {
  EXPECT_EQ(formatFromExtension("a/b.SGF"), RecordFormat::Sgf);
  EXPECT_EQ(formatFromExtension("b.txt"), RecordFormat::MoveList);
  EXPECT_EQ(formatFromExtension("b.c6a"), RecordFormat::Native);
  EXPECT_FALSE(formatFromExtension("b.json"));
  for (auto f :
       {RecordFormat::Sgf, RecordFormat::SgfOneStone, RecordFormat::MoveList, RecordFormat::Native})
    EXPECT_EQ(tryParseRecordFormat(recordFormatName(f)), f);
  EXPECT_FALSE(tryParseRecordFormat("pdf"));
}

}  // namespace
}  // namespace c6::ui
