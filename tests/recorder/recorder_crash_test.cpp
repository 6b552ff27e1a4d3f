// Fault injection: the recorder is killed (SIGKILL) in the middle of a game and resumed from its
// journal; nothing it reported is lost and the record ends as an uninterrupted run's.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "sequence_truth.h"
#include "ui/recorder/journal.h"
#include "ui/recorder/recorder_journal.h"

namespace fs = std::filesystem;
using namespace c6;

namespace {

struct Child {
  pid_t pid = -1;
  int out = -1;
  std::string buffer;

  // Next stdout line, or empty optional at EOF.
  std::optional<std::string> line() {
    for (;;) {
      auto nl = buffer.find('\n');
      if (nl != std::string::npos) {
        std::string l = buffer.substr(0, nl);
        buffer.erase(0, nl + 1);
        return l;
      }
      char buf[4096];
      ssize_t n = ::read(out, buf, sizeof buf);
      if (n <= 0) return std::nullopt;
      buffer.append(buf, static_cast<std::size_t>(n));
    }
  }
  int wait() {
    int status = 0;
    ::waitpid(pid, &status, 0);
    ::close(out);
    return status;
  }
};

Child spawn(const std::vector<std::string>& args) {
  int fds[2];
  if (::pipe(fds) != 0) ADD_FAILURE() << "pipe failed";
  Child c;
  c.pid = ::fork();
  if (c.pid == 0) {
    ::dup2(fds[1], 1);
    int devnull = ::open("/dev/null", O_WRONLY);
    ::dup2(devnull, 2);
    ::close(fds[0]);
    std::vector<char*> argv;
    std::string exe = C6REC_PATH;
    argv.push_back(exe.data());
    std::vector<std::string> copy = args;
    for (auto& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(exe.c_str(), argv.data());
    ::_exit(127);
  }
  ::close(fds[1]);
  c.out = fds[0];
  return c;
}

std::vector<std::string> journalTurns(const std::string& path) {
  std::vector<std::string> turns;
  for (const auto& e : ui::Journal::read(path))
    if (const auto* turn = std::get_if<ui::TurnEvent>(&e))
      turns.push_back(std::to_string(turn->n) + " " + core::sideLetter(turn->color) + " " +
                      ui::pointsText(turn->stones));
  return turns;
}

std::vector<std::string> baseArgs(const fs::path& dir, const std::string& name) {
  std::string seq = c6::test::photoSet("gomrade-seq");
  std::ifstream in(seq + "/000.corners");
  float v[8] = {};
  for (float& x : v) in >> x;
  char corners[160];
  std::snprintf(corners, sizeof corners, "%g,%g %g,%g %g,%g %g,%g", v[0], v[1], v[2], v[3], v[4],
                v[5], v[6], v[7]);
  return {"record",
          "--json",
          "--go",
          "--no-progress",
          "--corners",
          corners,
          "--interval",
          "0.25",
          "--realtime",
          "-o",
          (dir / (name + ".sgf")).string(),
          seq + "/*.jpg"};
}

}  // namespace

TEST(RecorderCrash, KilledMidGameResumesWithNothingLost) {
  fs::path dir = fs::temp_directory_path() / ("c6_recorder_crash_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);

  // The uninterrupted run, for reference.
  Child full = spawn(baseArgs(dir, "full"));
  while (full.line()) {
  }
  ASSERT_EQ(full.wait(), 0);
  auto want = journalTurns((dir / "full.sgf.journal").string());
  ASSERT_GE(want.size(), 6u) << "the reference run recorded too little to test a crash";

  // Killed right after it reported its third turn.
  Child victim = spawn(baseArgs(dir, "game"));
  std::vector<std::string> reported;
  bool sawSummary = false;
  while (auto l = victim.line()) {
    if (l->find("\"event\":\"turn\"") != std::string::npos) reported.push_back(*l);
    if (l->find("\"summary\"") != std::string::npos) sawSummary = true;
    if (reported.size() == 3) {
      ::kill(victim.pid, SIGKILL);
      break;
    }
  }
  while (victim.line()) {
  }
  int status = victim.wait();
  ASSERT_TRUE(WIFSIGNALED(status)) << "the recorder was not killed mid-game";
  EXPECT_FALSE(sawSummary);
  std::string journal = (dir / "game.sgf.journal").string();
  auto beforeResume = journalTurns(journal);
  ASSERT_GE(beforeResume.size(), 3u) << "a reported turn is missing from the journal";
  ASSERT_LT(beforeResume.size(), want.size()) << "killed too late to test anything";

  // Resumed: the journal names the source. What the journal held is printed again first, marked
  // "resumed" (a crash may fall between journalling and printing), then the rest of the game
  // follows, nothing twice.
  Child resumed = spawn({"record", "--json", "--no-progress", "--resume", journal});
  int turnsAfter = 0, turnsAgain = 0;
  while (auto l = resumed.line()) {
    if (l->find("\"event\":\"turn\"") == std::string::npos) continue;
    if (l->find("\"resumed\":true") == std::string::npos) {
      ++turnsAfter;
    } else {
      EXPECT_EQ(turnsAfter, 0) << "a journalled turn printed after a new one: " << *l;
      // The same line as printed live, marked.
      ASSERT_LT(static_cast<std::size_t>(turnsAgain), beforeResume.size()) << *l;
      if (static_cast<std::size_t>(turnsAgain) < reported.size()) {
        std::string live = reported[static_cast<std::size_t>(turnsAgain)];
        live.insert(live.size() - 1, ",\"resumed\":true");
        EXPECT_EQ(*l, live);
      }
      EXPECT_NE(l->find("\"n\":" + std::to_string(++turnsAgain) + ","), std::string::npos) << *l;
    }
  }
  ASSERT_EQ(resumed.wait(), 0);
  EXPECT_EQ(journalTurns(journal), want);
  EXPECT_EQ(static_cast<std::size_t>(turnsAgain), beforeResume.size());
  EXPECT_EQ(beforeResume.size() + static_cast<std::size_t>(turnsAfter), want.size());
  EXPECT_TRUE(fs::exists(dir / "game.c6a"));
  fs::remove_all(dir);
}
