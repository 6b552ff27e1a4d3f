// The recorder on the bundled sample video (data/sample-video.mp4, 960x540 at 15 fps, 17 turns),
// in-process, as `c6rec record` runs it: the latency from the hand leaving the board (the
// renderer's truth, data/sample-video.truth.jsonl) to the confirmed turn, in video time (median
// over the turns, counter latency_s, target <= 0.5 s), the frames per second of the whole job, and
// the peak resident memory of the process (counter peak_mb, target <= 200 MB).
#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ui/recorder/recorder.h"
#include "vision/board_locator.h"

using namespace c6;

namespace {

std::vector<double> truthTurnTimes(const std::string& path) {
  std::ifstream in(path);
  std::vector<double> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.find("\"event\":\"turn\"") == std::string::npos) continue;
    auto at = line.find("\"t\":");
    out.push_back(std::stod(line.substr(at + 4)));
  }
  return out;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}

void BM_SampleVideoHandLeftToTurn(benchmark::State& state) {
  const std::string data = C6_PROJECT_DATA_DIR;
  const std::vector<double> truth = truthTurnTimes(data + "/sample-video.truth.jsonl");
  if (truth.empty()) {
    state.SkipWithError(("no turns in " + data + "/sample-video.truth.jsonl").c_str());
    return;
  }
  const auto dir =
      std::filesystem::temp_directory_path() / ("c6bench_sample_" + std::to_string(::getpid()));
  std::vector<double> latencies, maxima;
  long long frames = 0;
  double seconds = 0.0;
  for (auto _ : state) {
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    ui::RecorderOptions o;
    o.source = data + "/sample-video.mp4";
    o.journalPath = (dir / "sample.journal").string();
    o.evidence = false;
    std::vector<double> turns;
    ui::Recorder rec(
        o, [](const cv::Mat& img) { return vision::locateBoard(img); }, vision::readStones,
        [&](const ui::RecorderNotice& n) {
          if (n.kind == ui::RecorderNotice::Kind::Referee &&
              n.event.kind == core::RefereeEventKind::Turn)
            turns.push_back(core::toSeconds(n.event.time));
        });
    const auto start = std::chrono::steady_clock::now();
    rec.start();
    while (rec.step()) {
    }
    rec.finish();
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    frames += rec.frames();
    if (turns.size() != truth.size()) {
      state.SkipWithError(("recorded " + std::to_string(turns.size()) + " turns, the video has " +
                           std::to_string(truth.size()))
                              .c_str());
      break;
    }
    std::vector<double> lat;
    for (std::size_t i = 0; i < turns.size(); ++i) lat.push_back(turns[i] - truth[i]);
    latencies.push_back(median(lat));
    maxima.push_back(*std::max_element(lat.begin(), lat.end()));
  }
  std::filesystem::remove_all(dir);
  rusage usage{};
  ::getrusage(RUSAGE_SELF, &usage);
  state.counters["latency_s"] = median(latencies);
  state.counters["latency_max_s"] = median(maxima);
  state.counters["fps"] = seconds > 0 ? static_cast<double>(frames) / seconds : 0.0;
  state.counters["peak_mb"] = static_cast<double>(usage.ru_maxrss) / 1024.0;
}

}  // namespace

BENCHMARK(BM_SampleVideoHandLeftToTurn)->Unit(benchmark::kMillisecond)->Iterations(1);
