// A property of every recording (issue 14): whatever the arbiter does to the clock and the game -
// pauses, resumptions, set times, penalties and bonuses, taken-back presses, accepted positions -
// every turn keeps its clocks, TS never goes back, each side's move counter counts its turns, the
// clock waits for the side the board waits for, and the journal played again gives the same record.
// Random operation sequences (fixed seeds: a failure repeats) run through the five rendered games.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include "clock_checks_testing.h"
#include "recording_testing.h"
#include "rendered_games.h"
#include "ui/recorder/arbiter_operation.h"

namespace c6::render {
namespace {

namespace fs = std::filesystem;
using core::Micros;

// One sequence a game keeps the test near a minute (the games are recorded twice: live and played
// again).
constexpr int kSequencesPerGame = 1;

// A random sequence in --ops form, spread over `seconds` of video, in time order.
std::vector<std::string> randomOperations(std::mt19937& random, double seconds) {
  const char* kinds[] = {"pause", "adjust", "penalty", "undo-press", "ruling accept"};
  std::uniform_real_distribution<double> when(0.5, seconds);
  std::uniform_int_distribution<int> kind(0, 4), count(3, 7), side(0, 1), minutes(1, 4),
      penalty(-30, 60);
  std::vector<std::pair<double, std::string>> ops;
  for (int i = count(random); i > 0; --i) {
    const double t = when(random);
    const std::string k = kinds[kind(random)];
    const std::string who = side(random) ? " B " : " W ";
    if (k == "pause") {
      ops.push_back({t, "pause"});
      ops.push_back({t + std::uniform_real_distribution<double>(0.5, 12.0)(random), "resume"});
    } else if (k == "adjust") {
      ops.push_back({t, "adjust" + who + std::to_string(minutes(random)) + ":30"});
    } else if (k == "penalty") {
      ops.push_back({t, "penalty" + who + std::to_string(penalty(random))});
    } else {
      ops.push_back({t, k});
    }
  }
  std::sort(ops.begin(), ops.end());
  std::vector<std::string> lines;
  for (const auto& [t, what] : ops) lines.push_back(std::to_string(t) + " " + what);
  return lines;
}

std::string listed(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += "\n  " + l;
  return s;
}

TEST(RecorderOperations, RandomArbiterOperationsKeepClockAndRecordInStepAndReplayExactly) {
  std::mt19937 random(20261414);
  int applied = 0, refused = 0;
  for (const RenderedGame& g : renderedGames()) {
    const auto footage = renderFootage(g.script, g.name);
    const double seconds = static_cast<double>(footage->jpegs.size()) / footage->fps;
    for (int k = 0; k < kSequencesPerGame; ++k) {
      const std::vector<std::string> lines = randomOperations(random, seconds);
      const bool pauseWhenHalted = random() % 2 == 0;
      const std::string at = g.name + " #" + std::to_string(k + 1) +
                             (pauseWhenHalted ? " (pause when halted)" : "") +
                             ", operations:" + listed(lines);
      SCOPED_TRACE(at);
      // An accepted position waits for a flag to accept: the first one open at or after its time.
      std::vector<ui::TimedOperation> ops, accepts;
      for (const auto& l : lines) {
        ui::TimedOperation op = ui::parseOperation(l);
        (std::holds_alternative<core::ArbiterAction>(op.op) ? accepts : ops).push_back(op);
      }
      Recording s;
      s.source = "rendered:" + g.name;
      s.footage = footage;
      s.dir = fs::temp_directory_path() / ("c6ops_" + std::to_string(::getpid())) /
              (g.name + std::to_string(k));
      s.pauseWhenHalted = pauseWhenHalted;
      std::size_t next = 0, nextAccept = 0;
      std::string disagreement;
      // As `c6rec record --ops` applies them: after the first frame at or past their time.
      s.arbiter = [&](ui::Recorder& rec) {
        for (; next < ops.size() && ops[next].t <= rec.now(); ++next)
          (rec.apply(ops[next]) ? refused : applied)++;
        if (nextAccept < accepts.size() && accepts[nextAccept].t <= rec.now() &&
            !rec.referee().openFlags().empty())
          (rec.apply(accepts[nextAccept++]) ? refused : applied)++;
        if (disagreement.empty()) disagreement = testing::clockBoardDisagreement(rec);
      };
      fs::remove_all(s.dir);
      std::vector<std::uintmax_t> sizes;
      const Outcome whole = uninterrupted(s, sizes);
      ASSERT_FALSE(whole.record.turns.empty());
      EXPECT_EQ(disagreement, "");
      testing::expectEveryTurnTimed(whole.record, "live");
      // The journal played again from the first frame, every operation taken from the journal.
      s.arbiter = nullptr;
      std::string warning;
      const Outcome replayed =
          killedAndResumed(s, sizes.back(), static_cast<long long>(sizes.size()) - 1, warning);
      EXPECT_EQ(warning, "");
      expectSame(whole, replayed, "the journal played again");
      if (::testing::Test::HasFailure()) return;
      fs::remove_all(s.dir);
    }
  }
  std::printf("arbiter operations applied %d, refused %d\n", applied, refused);
  EXPECT_GT(applied, refused) << "the sequences test little when most operations are refused";
}

}  // namespace
}  // namespace c6::render
