// c6rec detect / eval: the public output contracts of issue 5, run through the real binary.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct CliRun {
  std::string out;
  int status = -1;
};

CliRun run(const std::string& args) {
  CliRun r;
  std::string cmd = std::string(C6REC_PATH) + " " + args + " 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[4096];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

const fs::path kPhotos = fs::path(C6_SHARED_DATA_DIR) / "photos";

TEST(CliDetect, JsonLineFollowsTheContract) {
  const fs::path img = kPhotos / "gomrade-seq" / "011.jpg";
  ASSERT_TRUE(fs::exists(img)) << "shared photo missing: " << img;
  CliRun r = run("detect --json " + img.string());
  EXPECT_EQ(r.status, 0);
  // Field order and types as issue 5 specifies; extra fields may follow.
  const std::string num = R"(-?[0-9]+(\.[0-9]+)?)";
  const std::string point = "\\[" + num + "," + num + "\\]";
  const std::string row = R"("[.XO]{19}")";
  std::string rows = row;
  for (int i = 1; i < 19; ++i) rows += "," + row;
  std::regex contract("^\\{\"image\":\"" + img.string() + "\",\"found\":true,\"corners\":\\[" +
                      point + "," + point + "," + point + "," + point + "\\],\"board\":\\[" + rows +
                      "\\],\"confidence\":" + num + ",\"ms\":" + num + "(,.*)?\\}\n$");
  EXPECT_TRUE(std::regex_match(r.out, contract)) << r.out;
  // Added by issue 12: the points something covers, in record notation (none on this photo).
  EXPECT_NE(r.out.find("\"covered\":[]"), std::string::npos) << r.out;
}

// --stages: the board search's time per stage, in the order the stages ran; only when asked for.
TEST(CliDetect, StagesListTheSearchStagesThatRanInOrder) {
  const fs::path lines = kPhotos / "gomrade-seq" / "011.jpg";
  const fs::path region =
      fs::path(C6_SHARED_DATA_DIR) / "corners-only" / "roboflow-go-board" / "9_1839a07c.jpg";
  ASSERT_TRUE(fs::exists(lines)) << "shared photo missing: " << lines;
  ASSERT_TRUE(fs::exists(region)) << "shared photo missing: " << region;
  const std::string ms = R"(,"ms":[0-9]+\.[0-9]\})";
  auto stage = [&](const std::string& name) { return "\\{\"stage\":\"" + name + "\"" + ms; };

  CliRun quick = run("detect --json --stages " + lines.string());
  EXPECT_EQ(quick.status, 0);
  // Lines alone convince on this photo: the search stops after its first pass.
  EXPECT_TRUE(std::regex_search(
      quick.out, std::regex(",\"stages\":\\[" + stage("line response and segments") + "," +
                            stage("lines") + "\\]\\}\n$")))
      << quick.out;

  CliRun slow = run("detect --json --stages " + region.string());
  EXPECT_EQ(slow.status, 0);
  EXPECT_TRUE(std::regex_search(
      slow.out, std::regex(",\"stages\":\\[" + stage("line response and segments") + "," +
                           stage("lines") + "," + stage("stone discs") + "," +
                           stage("lines and stones") + "," + stage("region segmentation") + "," +
                           stage("region lattices") + "," + stage("region checks") + "\\]\\}\n$")))
      << slow.out;

  CliRun plain = run("detect --json " + lines.string());
  EXPECT_EQ(plain.out.find("\"stages\""), std::string::npos) << plain.out;
}

TEST(CliDetect, TextOutputIsNineteenRowsAndMissingImagesFail) {
  const fs::path img = kPhotos / "gomrade" / "sample5.jpg";
  ASSERT_TRUE(fs::exists(img)) << "shared photo missing: " << img;
  CliRun r = run("detect " + img.string());
  EXPECT_EQ(r.status, 0);
  std::istringstream in(r.out);
  std::string line;
  int rows = 0;
  while (std::getline(in, line)) {
    EXPECT_TRUE(std::regex_match(line, std::regex("[.XO]{19}"))) << line;
    ++rows;
  }
  EXPECT_EQ(rows, 19);

  CliRun missing = run("detect --json /nonexistent/board.jpg");
  EXPECT_EQ(missing.status, 1);
  EXPECT_NE(missing.out.find("\"found\":false,\"corners\":null,\"board\":null"), std::string::npos)
      << missing.out;
}

TEST(CliDetect, GivenCornersSkipTheSearch) {
  const fs::path img = kPhotos / "gomrade" / "sample5.jpg";
  ASSERT_TRUE(fs::exists(img)) << "shared photo missing: " << img;
  CliRun r = run("detect --json --corners \"100,100 600,100 600,600 100,600\" " + img.string());
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(
      r.out.find("\"corners\":[[100.00,100.00],[600.00,100.00],[600.00,600.00],[100.00,600.00]]"),
      std::string::npos)
      << r.out;
  EXPECT_EQ(run("detect --corners \"1,2 3\" " + img.string()).status, 2);
}

}  // namespace
