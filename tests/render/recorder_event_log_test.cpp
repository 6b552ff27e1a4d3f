// The record's event log is one list, the referee's: a flag, the arbiter's ruling on it and the
// amendment it makes each appear once in the record and its .c6a, the flag with its evidence
// folder, in the uninterrupted run and after a resume (the file played again, and a camera, which
// cannot be).
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/native_archive.h"
#include "recording_testing.h"
#include "rendered_games.h"
#include "ui/recorder/recorder.h"

namespace c6::render {
namespace {

namespace fs = std::filesystem;

int count(const std::vector<core::RecordEvent>& log, const std::string& kind) {
  return static_cast<int>(std::count_if(
      log.begin(), log.end(), [&](const core::RecordEvent& e) { return e.kind == kind; }));
}

// Lines of the journal whose event is `kind`.
int journalled(const fs::path& journal, const std::string& kind) {
  std::ifstream in(journal);
  int n = 0;
  for (std::string line; std::getline(in, line);)
    n += line.rfind("{\"event\":\"" + kind + "\"", 0) == 0;
  return n;
}

// Each journalled flag, ruling and amendment is in the log once; each flag names its own folder.
void expectOnce(const std::vector<core::RecordEvent>& log, const fs::path& journal,
                const std::string& at) {
  EXPECT_EQ(count(log, "ruling"), 1) << at;
  EXPECT_EQ(count(log, "amend"), 1) << at;
  EXPECT_EQ(count(log, "flag"), journalled(journal, "flag")) << at;
  EXPECT_GE(count(log, "flag"), 1) << at;
  std::vector<std::string> folders;
  for (const auto& e : log) {
    if (e.kind != "flag") continue;
    ASSERT_TRUE(e.detail.count("evidence")) << at << ": a flag without its evidence folder";
    EXPECT_NE(e.detail.at("evidence").find("flag-"), std::string::npos) << at;
    EXPECT_TRUE(e.detail.count("type") && e.detail.count("points")) << at;
    folders.push_back(e.detail.at("evidence"));
  }
  std::sort(folders.begin(), folders.end());
  EXPECT_EQ(std::adjacent_find(folders.begin(), folders.end()), folders.end())
      << at << ": a flag is in the log twice";
}

TEST(RecorderEventLog, AFlagARulingAndItsAmendAreInTheRecordOnceLiveAndResumed) {
  const auto games = renderedGames();
  const auto moved = std::find_if(games.begin(), games.end(),
                                  [](const RenderedGame& g) { return g.name == "moved"; });
  ASSERT_NE(moved, games.end());
  Recording s;
  s.source = "rendered:eventlog";
  s.footage = renderFootage(moved->script, moved->name);
  s.dir = fs::temp_directory_path() / ("c6eventlog_" + std::to_string(::getpid()));
  s.evidence = true;
  s.arbiter = [](ui::Recorder& rec) {
    if (count(rec.referee().record().events, "ruling") == 0 && !rec.referee().openFlags().empty())
      rec.arbiter(core::ArbiterAction{core::Ruling::Accept, core::Color::Empty}, rec.now());
  };
  long long ruledAt = 0;
  s.afterFrame = [&](const ui::Recorder& rec) {
    if (ruledAt == 0 && count(rec.record().events, "ruling") == 1) ruledAt = rec.frames();
  };
  fs::remove_all(s.dir);
  std::vector<std::uintmax_t> sizes;
  const Outcome whole = uninterrupted(s, sizes);
  const fs::path journal = s.dir / "whole" / "game.journal";
  expectOnce(whole.record.events, journal, "uninterrupted");
  expectOnce(core::parseNativeArchive(whole.archive).events, journal, "uninterrupted, .c6a");
  ASSERT_GT(ruledAt, 0) << "the arbiter never ruled";

  // Killed right after the ruling (made after frame `ruledAt`, so journalled by the next frame's
  // end), resumed by playing the file again and on a camera.
  ASSERT_LT(ruledAt + 1, static_cast<long long>(sizes.size()));
  const std::uintmax_t cut = sizes[static_cast<std::size_t>(ruledAt + 1)];
  std::string warning;
  const Outcome again = killedAndResumed(s, cut, ruledAt + 1, warning);
  EXPECT_EQ(warning, "");
  expectOnce(again.record.events, journal, "played again");
  expectSame(whole, again, "played again");

  const fs::path dir = s.dir / "camera";
  fs::create_directories(dir);
  ui::RecorderOptions o = optionsIn(s, dir);
  o.openSource = [](const std::string&, const vision::FrameSourceOptions&) {
    return std::make_unique<WaitingCamera>();
  };
  fs::copy_file(journal, o.journalPath);
  fs::resize_file(o.journalPath, cut);
  ui::Recorder rec = makeRecorder(o);
  rec.resume(o.journalPath);
  const auto& log = rec.record().events;
  EXPECT_EQ(count(log, "ruling"), 1);
  EXPECT_EQ(count(log, "amend"), 1);
  EXPECT_EQ(count(log, "flag"), journalled(o.journalPath, "flag"));
  // The camera resumed holds what the run held then: nothing twice, nothing lost.
  const auto& full = whole.record.events;
  ASSERT_LE(log.size(), full.size());
  EXPECT_TRUE(std::equal(log.begin(), log.end(), full.begin()));
  if (!::testing::Test::HasFailure()) fs::remove_all(s.dir);
}

}  // namespace
}  // namespace c6::render
