// Every c6rec subcommand reads its options through one parser: the same exit codes and messages for
// --help, unknown options, missing values and bad values.
#include <gtest/gtest.h>

#include <string>

#include "run_command.h"

namespace c6::ui::test {
namespace {

const char* const kSubcommands[] = {"check", "convert", "detect", "eval",  "calibrate",
                                    "clock", "referee", "serve",  "record"};

std::string c6rec(const std::string& args) {
  return std::string(C6REC_PATH) + " " + args + " 2>&1";
}

bool mentions(const CommandRun& r, const std::string& text) {
  for (const auto& l : r.lines)
    if (l.find(text) != std::string::npos) return true;
  return false;
}

TEST(CliOptions, HelpExitsZeroAndPrintsUsage) {
  for (const char* sub : kSubcommands) {
    CommandRun r = runCommand(c6rec(std::string(sub) + " --help"));
    EXPECT_EQ(r.status, 0) << sub;
    EXPECT_TRUE(mentions(r, std::string("c6rec ") + sub)) << sub << ": no usage line";
  }
}

TEST(CliOptions, UnknownOptionIsAUsageErrorNamingTheOption) {
  for (const char* sub : kSubcommands) {
    CommandRun r = runCommand(c6rec(std::string(sub) + " --no-such-option"));
    EXPECT_EQ(r.status, 2) << sub;
    EXPECT_TRUE(mentions(r, "--no-such-option")) << sub << ": the message does not name the option";
  }
}

TEST(CliOptions, MissingValueIsNamed) {
  CommandRun r = runCommand(c6rec("detect --debug"));
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(mentions(r, "c6rec detect: --debug needs a value"));
}

TEST(CliOptions, BadNumbersAreRefusedWithTheText) {
  CommandRun worst = runCommand(c6rec("eval --worst many ."));
  EXPECT_EQ(worst.status, 2);
  EXPECT_TRUE(mentions(worst, "'many'"));
  CommandRun confirm = runCommand(c6rec("referee --confirm 0 -"));
  EXPECT_EQ(confirm.status, 2);
  EXPECT_TRUE(mentions(confirm, "--confirm: expects a whole number >= 1, got '0'"));
  CommandRun seconds = runCommand(c6rec("referee --confirm-seconds 2x -"));
  EXPECT_EQ(seconds.status, 2);
  EXPECT_TRUE(mentions(seconds, "'2x'"));
}

TEST(CliOptions, DoubleDashEndsOptions) {
  // After "--" a name that looks like an option is a file: check then reports it unreadable, not
  // unknown.
  CommandRun r = runCommand(c6rec("check -- --not-an-option.sgf"));
  EXPECT_NE(r.status, 0);
  EXPECT_FALSE(mentions(r, "unknown option"));
  EXPECT_TRUE(mentions(r, "--not-an-option.sgf"));
}

}  // namespace
}  // namespace c6::ui::test
