#include "vision/frame_source.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>
#include <thread>

#include "vision/image_sequence_source.h"
#include "vision/live_source.h"

namespace fs = std::filesystem;
using namespace c6::vision;
using c6::core::Micros;

namespace {

std::string photos(const std::string& set) {
  std::string dir = std::string(C6_SHARED_DATA_DIR) + "/photos/" + set;
  if (!fs::is_directory(dir)) ADD_FAILURE() << "test data folder missing: " << dir;
  return dir;
}

fs::path tempDir(const std::string& name) {
  fs::path d =
      fs::temp_directory_path() / ("c6_frame_source_" + name + "_" + std::to_string(::getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

}  // namespace

TEST(FrameSource, ClassifiesSpecs) {
  EXPECT_EQ(classifySource("/dev/video0"), SourceKind::Camera);
  EXPECT_EQ(classifySource("2"), SourceKind::Camera);
  EXPECT_EQ(classifySource("rtsp://192.168.1.5:8554/cam"), SourceKind::Stream);
  EXPECT_EQ(classifySource("http://phone:8080/video"), SourceKind::Stream);
  EXPECT_EQ(classifySource("dir/*.jpg"), SourceKind::ImageSequence);
  EXPECT_EQ(classifySource("dir/%03d.png"), SourceKind::ImageSequence);
  EXPECT_EQ(classifySource(fs::temp_directory_path().string()), SourceKind::ImageSequence);
  EXPECT_EQ(classifySource("game.mp4"), SourceKind::VideoFile);
  EXPECT_EQ(classifySource("/dev/videox"), SourceKind::VideoFile);
}

TEST(FrameSource, SequenceWithGapsKeepsFrameNumbersAndTimes) {
  FrameSourceOptions opt;
  opt.sequenceInterval = 0.5;
  auto src = openFrameSource(photos("imago-t2") + "/*.jpg", opt);
  ASSERT_EQ(src->kind(), SourceKind::ImageSequence);
  ASSERT_EQ(src->frameCount(), 12);
  std::vector<long long> idx;
  for (;;) {
    auto r = src->next();
    if (r.status == FrameStatus::End) break;
    ASSERT_TRUE(r.hasFrame());
    EXPECT_EQ(r.frame.image.type(), CV_8UC3);
    EXPECT_EQ(r.frame.time, c6::core::secondsToMicros(0.5 * static_cast<double>(r.frame.index)));
    idx.push_back(r.frame.index);
  }
  EXPECT_EQ(idx, (std::vector<long long>{0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 77, 101}));
}

TEST(FrameSource, FolderPrintfAndGlobAgreeAndSortNaturally) {
  auto d = tempDir("seq");
  cv::Mat img(8, 8, CV_8UC3, cv::Scalar(1, 2, 3));
  for (int n : {10, 2, 1}) cv::imwrite((d / ("f" + std::to_string(n) + ".png")).string(), img);
  auto a = listSequence(d.string());
  auto b = listSequence((d / "f*.png").string());
  auto c = listSequence((d / "f%d.png").string());
  ASSERT_EQ(a.size(), 3u);
  EXPECT_EQ(fs::path(a[0]).filename(), "f1.png");
  EXPECT_EQ(fs::path(a[1]).filename(), "f2.png");
  EXPECT_EQ(fs::path(a[2]).filename(), "f10.png");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a, c);
  ImageSequenceSource s(d.string(), 1.0);
  s.seek(c6::core::secondsToMicros(2.0));
  auto r = s.next();
  ASSERT_TRUE(r.hasFrame());
  EXPECT_EQ(r.frame.index, 2);
  EXPECT_EQ(r.frame.name, "f2.png");
  fs::remove_all(d);
}

TEST(FrameSource, MissingSourcesThrowNamingTheSpec) {
  try {
    openFrameSource("/nonexistent/game.mp4");
    FAIL() << "no exception";
  } catch (const FrameSourceError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/game.mp4"), std::string::npos);
  }
  EXPECT_THROW(openFrameSource("/nonexistent/*.jpg"), FrameSourceError);
  auto d = tempDir("empty");
  EXPECT_THROW(openFrameSource(d.string()), FrameSourceError);
  fs::remove_all(d);
}

// A device or a pipe exists: calling it "no such video file" sends the user looking for a file.
TEST(FrameSource, ADeviceOrAPipeIsNamedForWhatItIs) {
  auto message = [](const std::string& spec) {
    try {
      openFrameSource(spec);
    } catch (const FrameSourceError& e) {
      return std::string(e.what());
    }
    return std::string("opened");
  };
  EXPECT_NE(message("/dev/null").find("/dev/null: is a device, not a video file"),
            std::string::npos)
      << message("/dev/null");
  auto d = tempDir("fifo");
  const std::string fifo = (d / "game.mp4").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
  EXPECT_NE(message(fifo).find("is a FIFO (a pipe), not a video file"), std::string::npos)
      << message(fifo);
  EXPECT_NE(message("/nonexistent/game.mp4").find("no such video file"), std::string::npos);
  fs::remove_all(d);
}

TEST(FrameSource, VideoFileTimesAreIndexOverFpsAndSeekSkips) {
  auto d = tempDir("video");
  std::string path = (d / "clip.avi").string();
  {
    cv::VideoWriter w(path, cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), 10.0, cv::Size(64, 48));
    ASSERT_TRUE(w.isOpened());
    for (int i = 0; i < 20; ++i) w.write(cv::Mat(48, 64, CV_8UC3, cv::Scalar(i * 10, 0, 0)));
  }
  auto src = openFrameSource(path);
  ASSERT_EQ(src->kind(), SourceKind::VideoFile);
  EXPECT_NEAR(src->fps(), 10.0, 1e-6);
  EXPECT_EQ(src->frameCount(), 20);
  auto first = src->next();
  ASSERT_TRUE(first.hasFrame());
  EXPECT_EQ(first.frame.time, Micros(0));
  src->seek(c6::core::secondsToMicros(1.0));
  auto r = src->next();
  ASSERT_TRUE(r.hasFrame());
  EXPECT_EQ(r.frame.index, 10);
  EXPECT_EQ(r.frame.time, c6::core::secondsToMicros(1.0));
  int rest = 1;
  while (src->next().status != FrameStatus::End) ++rest;
  EXPECT_EQ(rest, 10);
  fs::remove_all(d);
}

namespace {

// A camera that delivers `frames` frames, then fails; opening fails `failOpens` times first.
struct FakeWorld {
  std::atomic<int> opens{0};
  std::atomic<int> failOpens{0};
  int framesPerSession = 5;
  std::atomic<bool> hang{false};
};

class FakeCapture : public Capture {
 public:
  explicit FakeCapture(FakeWorld& w) : m_world(w) {}
  bool read(cv::Mat& out) override {
    while (m_world.hang) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    if (m_left-- <= 0) return false;
    out = cv::Mat(4, 4, CV_8UC3, cv::Scalar(m_left, 0, 0));
    return true;
  }

 private:
  FakeWorld& m_world;
  int m_left = m_world.framesPerSession;
};

CaptureOpener fakeOpener(FakeWorld& w) {
  return [&w]() -> std::unique_ptr<Capture> {
    ++w.opens;
    if (w.opens > 1 && w.failOpens > 0) {
      --w.failOpens;
      return nullptr;
    }
    return std::make_unique<FakeCapture>(w);
  };
}

FrameSourceOptions fastOptions() {
  FrameSourceOptions o;
  o.stallTimeout = 0.05;
  o.stallsBeforeReconnect = 2;
  o.backoffStart = 0.005;
  o.backoffMax = 0.02;
  return o;
}

}  // namespace

TEST(LiveSource, ReportsLossAndReconnectsWithBackoff) {
  FakeWorld w;
  w.failOpens = 3;
  LiveSource src(SourceKind::Camera, "fake", fakeOpener(w), fastOptions());
  int frames = 0, lost = 0, reconnected = 0;
  Micros last{-1};
  for (int i = 0; i < 400 && reconnected < 2; ++i) {
    auto r = src.next();
    if (r.hasFrame()) {
      ++frames;
      EXPECT_GT(r.frame.time, last);  // steady clock: strictly forward
      last = r.frame.time;
    }
    if (r.status == FrameStatus::Lost) ++lost;
    if (r.status == FrameStatus::Reconnected) {
      ++reconnected;
      EXPECT_NE(r.message.find("reconnected"), std::string::npos);
      EXPECT_EQ(lost, reconnected);  // each outage reported before its end
    }
  }
  EXPECT_EQ(reconnected, 2);
  EXPECT_GE(frames, 3);
  EXPECT_GE(w.opens.load(), 6);  // 1 + 3 failed + 2 successful reopenings
}

TEST(LiveSource, ReportsStallAndReopensAStuckSource) {
  FakeWorld w;
  w.framesPerSession = 1000000;
  LiveSource src(SourceKind::Stream, "fake", fakeOpener(w), fastOptions());
  ASSERT_TRUE(src.next().hasFrame());
  w.hang = true;
  int stalls = 0;
  for (int i = 0; i < 5; ++i) {
    auto r = src.next();
    if (r.status == FrameStatus::Stalled) ++stalls;
  }
  EXPECT_GE(stalls, 3);
  w.hang = false;
  bool lost = false, back = false;
  for (int i = 0; i < 200 && !back; ++i) {
    auto r = src.next();
    lost = lost || r.status == FrameStatus::Lost;
    back = r.status == FrameStatus::Reconnected;
  }
  EXPECT_TRUE(lost);
  EXPECT_TRUE(back);
}

TEST(LiveSource, ThrowsWhenTheFirstOpenFails) {
  CaptureOpener never = []() -> std::unique_ptr<Capture> { return nullptr; };
  EXPECT_THROW(LiveSource(SourceKind::Camera, "/dev/video42", never, fastOptions()),
               FrameSourceError);
  EXPECT_THROW(openFrameSource("/dev/video57"), FrameSourceError);
}

// Accidents in recorded sources: one damaged photo is skipped with a warning instead of stopping
// the recording, and a video cut short (a half-finished download) says where it ended.
TEST(SourceDamage, AnUnreadableImageIsSkippedAndTheSequenceGoesOn) {
  const fs::path d = tempDir("damaged_sequence");
  cv::imwrite((d / "frame1.png").string(), cv::Mat(48, 64, CV_8UC3, cv::Scalar(10, 20, 30)));
  std::ofstream(d / "frame2.png") << "this is not a PNG";
  cv::imwrite((d / "frame3.png").string(), cv::Mat(48, 64, CV_8UC3, cv::Scalar(30, 20, 10)));
  auto src = openFrameSource(d.string());
  std::vector<FrameStatus> statuses;
  std::string warning;
  for (int i = 0; i < 10; ++i) {
    FrameResult r = src->next();
    statuses.push_back(r.status);
    if (r.status == FrameStatus::Skipped) warning = r.message;
    if (r.status == FrameStatus::End) break;
  }
  EXPECT_EQ(statuses, (std::vector<FrameStatus>{FrameStatus::Ok, FrameStatus::Skipped,
                                                FrameStatus::Ok, FrameStatus::End}));
  EXPECT_NE(warning.find("frame2.png"), std::string::npos) << warning;
  EXPECT_STREQ(frameStatusString(FrameStatus::Skipped), "skipped");
  fs::remove_all(d);
}

TEST(SourceDamage, ATruncatedVideoSaysWhereItEnded) {
  const fs::path d = tempDir("cut_video");
  const std::string whole = (d / "whole.avi").string(), cut = (d / "cut.avi").string();
  {
    cv::VideoWriter w(whole, cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), 10.0, cv::Size(64, 48));
    ASSERT_TRUE(w.isOpened());
    for (int i = 0; i < 100; ++i)
      w.write(cv::Mat(48, 64, CV_8UC3, cv::Scalar(i * 2, 255 - i * 2, 0)));
  }
  auto statusesOf = [](const std::string& path, std::string& message) {
    auto src = openFrameSource(path);
    int frames = 0;
    for (FrameResult r = src->next(); r.status != FrameStatus::End; r = src->next()) {
      if (r.hasFrame()) ++frames;
      if (r.status == FrameStatus::EndedEarly) message = r.message;
    }
    return frames;
  };
  std::string message;
  EXPECT_EQ(statusesOf(whole, message), 100);
  EXPECT_EQ(message, "") << "an intact file must end quietly";
  std::ifstream in(whole, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::ofstream(cut, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
  const int frames = statusesOf(cut, message);
  EXPECT_GT(frames, 20);
  EXPECT_LT(frames, 80);
  EXPECT_NE(message.find("ended early at frame " + std::to_string(frames)), std::string::npos)
      << message;
  fs::remove_all(d);
}
