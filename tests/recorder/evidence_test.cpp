// Key images around a flag: a write the disk refuses is reported once per clip, never left as 0
// bytes.
#include "ui/recorder/evidence.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "temp_dir.h"

namespace fs = std::filesystem;
using namespace c6;

namespace {

cv::Mat frame(int shade) {
  return cv::Mat(48, 64, CV_8UC3, cv::Scalar(shade, shade, shade));
}

}  // namespace

TEST(Evidence, WritesTheImagesAroundAFlag) {
  const fs::path dir = c6::test::freshTempDir("evidence_ok");
  ui::EvidenceRecorder ev;
  for (int i = 0; i < 8; ++i) ev.offer(frame(i * 20), core::secondsToMicros(i * 0.25));
  const std::string clip = ev.startClip((dir / "flag-01").string(), core::secondsToMicros(2.0));
  for (int i = 8; i < 12; ++i) ev.offer(frame(i * 20), core::secondsToMicros(i * 0.25));
  EXPECT_GE(ev.filesIn(clip).size(), 8u);
  for (const auto& f : ev.filesIn(clip)) EXPECT_GT(fs::file_size(f), 0u) << f;
  EXPECT_TRUE(ev.takeFailures().empty());
  fs::remove_all(dir);
}

// The clip's folder is taken away under the recorder (a full or failed disk refuses the same way).
TEST(Evidence, ARefusedWriteIsReportedOnceAndLeavesNoEmptyFile) {
  const fs::path dir = c6::test::freshTempDir("evidence_refused");
  ui::EvidenceRecorder ev;
  ev.offer(frame(10), core::Micros(0));
  const std::string clip = ev.startClip((dir / "flag-01").string(), core::secondsToMicros(0.1));
  ASSERT_TRUE(ev.takeFailures().empty());
  fs::remove_all(clip);
  std::ofstream(clip) << "not a folder";
  for (int i = 1; i < 6; ++i) ev.offer(frame(i * 30), core::secondsToMicros(i * 0.25));
  const auto failures = ev.takeFailures();
  ASSERT_EQ(failures.size(), 1u);
  EXPECT_EQ(failures[0].first, clip);
  EXPECT_NE(failures[0].second.find("cannot write the evidence image"), std::string::npos)
      << failures[0].second;
  EXPECT_TRUE(ev.takeFailures().empty()) << "reported again";
  EXPECT_TRUE(fs::is_regular_file(clip));
  fs::remove_all(dir);
}
