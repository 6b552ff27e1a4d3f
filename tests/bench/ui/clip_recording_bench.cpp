// Recording the given 720p30 whole-game clips (../shared/data/videos: 1280x720, 30 fps, H.264) on
// one core, decoding included: the recorder must keep up with a camera at 120 frames/s or more on
// one core of a tournament laptop. The process is pinned to one CPU and OpenCV to one thread; each
// clip is first only decoded (the baseline, same run), then recorded in-process as `c6rec record`
// does. Counters: fps (recording), decode_fps, share of the time spent decoding (decode_share),
// and turns recorded. Run: build/tests/bench/bench_ui --benchmark_filter=Clip
#include <benchmark/benchmark.h>
#include <sched.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <opencv2/core.hpp>
#include <opencv2/videoio.hpp>
#include <string>
#include <vector>

#include "ui/recorder/recorder.h"
#include "vision/board_locator.h"

using namespace c6;

namespace {

namespace fs = std::filesystem;

std::vector<std::string> clips() {
  std::vector<std::string> out;
  const fs::path dir = fs::path(C6_SHARED_DATA_DIR) / "videos";
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".mp4") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

// Pins the process to the CPU it runs on, and OpenCV to one thread, for the benchmark's life.
class OneCore {
 public:
  OneCore() : m_threads(cv::getNumThreads()) {
    ::sched_getaffinity(0, sizeof m_before, &m_before);
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(::sched_getcpu(), &one);
    ::sched_setaffinity(0, sizeof one, &one);
    cv::setNumThreads(1);
  }
  ~OneCore() {
    ::sched_setaffinity(0, sizeof m_before, &m_before);
    cv::setNumThreads(m_threads);
  }

 private:
  cpu_set_t m_before{};
  int m_threads;
};

double decodeSeconds(const std::string& path, long long& frames) {
  const auto start = std::chrono::steady_clock::now();
  cv::VideoCapture capture(path);
  cv::Mat frame;
  frames = 0;
  while (capture.read(frame)) ++frames;
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void BM_Clip720pRecordedOnOneCore(benchmark::State& state) {
  const std::vector<std::string> all = clips();
  const auto index = static_cast<std::size_t>(state.range(0));
  if (index >= all.size()) {
    state.SkipWithError("no such clip in ../shared/data/videos");
    return;
  }
  const std::string clip = all[index];
  state.SetLabel(fs::path(clip).stem().string());
  const OneCore pinned;
  const fs::path dir = fs::temp_directory_path() / ("c6bench_clip_" + std::to_string(::getpid()));
  double recordSeconds = 0.0, decodeTotal = 0.0;
  long long frames = 0, decoded = 0;
  int turns = 0;
  for (auto _ : state) {
    long long n = 0;
    decodeTotal += decodeSeconds(clip, n);
    decoded += n;
    fs::remove_all(dir);
    fs::create_directories(dir);
    ui::RecorderOptions o;
    o.source = clip;
    o.journalPath = (dir / "clip.journal").string();
    o.recordPath = (dir / "clip.sgf").string();  // records and evidence written as `record` does
    turns = 0;
    ui::Recorder rec(
        o, [](const cv::Mat& img) { return vision::locateBoard(img); }, vision::readStones,
        [&](const ui::RecorderNotice& notice) {
          turns += notice.kind == ui::RecorderNotice::Kind::Referee &&
                   notice.event.kind == core::RefereeEventKind::Turn;
        });
    const auto start = std::chrono::steady_clock::now();
    rec.start();
    while (rec.step()) {
    }
    rec.finish();
    recordSeconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    frames += rec.frames();
  }
  fs::remove_all(dir);
  state.counters["fps"] = recordSeconds > 0 ? static_cast<double>(frames) / recordSeconds : 0.0;
  state.counters["decode_fps"] = decodeTotal > 0 ? static_cast<double>(decoded) / decodeTotal : 0.0;
  state.counters["decode_share"] = recordSeconds > 0 ? decodeTotal / recordSeconds : 0.0;
  state.counters["turns"] = turns;
}

}  // namespace

BENCHMARK(BM_Clip720pRecordedOnOneCore)
    ->DenseRange(0, 4)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->UseRealTime();
