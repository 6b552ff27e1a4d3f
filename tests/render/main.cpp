// c6render: renders a synthetic Connect6 game video and its ground truth from a script.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <opencv2/imgcodecs.hpp>
#include <string>

#include "renderer.h"
#include "truth_writer.h"

namespace {

const char* kUsage =
    "usage: c6render [--seed N] [--truth FILE] [--frame I --png FILE] [--quiet] SCRIPT OUTPUT\n"
    "  Renders the game and incidents of SCRIPT (see tests/render/README.md) into OUTPUT:\n"
    "  .avi (MJPG), .mp4 (H.264, else MPEG-4), .mkv, or a folder/ of NNNNNN.png frames.\n"
    "  --truth FILE   ground truth as JSON lines (default: OUTPUT with .truth.jsonl)\n"
    "  --seed N       overrides the script's seed\n"
    "  --frame I --png FILE   renders only frame I to a PNG (OUTPUT not written)\n"
    "  --quiet        no progress line\n";

}  // namespace

int main(int argc, char** argv) {
  std::string scriptPath, output, truth, png;
  long seed = -1;
  int frame = -1;
  bool quiet = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "c6render: " << a << " needs a value\n" << kUsage;
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--help" || a == "-h") {
      std::cout << kUsage;
      return 0;
    } else if (a == "--seed") {
      seed = std::stol(value());
    } else if (a == "--truth") {
      truth = value();
    } else if (a == "--frame") {
      frame = std::stoi(value());
    } else if (a == "--png") {
      png = value();
    } else if (a == "--quiet") {
      quiet = true;
    } else if (!a.empty() && a[0] == '-') {
      std::cerr << "c6render: unknown option " << a << "\n" << kUsage;
      return 2;
    } else if (scriptPath.empty()) {
      scriptPath = a;
    } else if (output.empty()) {
      output = a;
    } else {
      std::cerr << "c6render: too many arguments\n" << kUsage;
      return 2;
    }
  }
  if (scriptPath.empty() || (output.empty() && png.empty())) {
    std::cerr << kUsage;
    return 2;
  }
  try {
    c6::render::Script script = c6::render::loadScript(scriptPath);
    if (seed >= 0) script.seed = static_cast<unsigned>(seed);
    c6::render::Renderer renderer(std::move(script));
    if (!png.empty()) {
      if (frame < 0 || frame >= renderer.frameCount()) {
        std::cerr << "c6render: --frame must be in 0.." << renderer.frameCount() - 1 << "\n";
        return 2;
      }
      if (!cv::imwrite(png, renderer.render(frame)))
        throw std::runtime_error(png + ": cannot write");
      return 0;
    }
    if (truth.empty()) {
      const auto dot = output.find_last_of('.');
      truth = (dot == std::string::npos || output.ends_with('/')
                   ? output.substr(0, output.size() - output.ends_with('/'))
                   : output.substr(0, dot)) +
              ".truth.jsonl";
    }
    const auto start = std::chrono::steady_clock::now();
    c6::render::renderVideo(renderer, output, truth, [&](int done, int total) {
      if (quiet) return;
      std::fprintf(stderr, "\rc6render: frame %d/%d", done, total);
      if (done == total) std::fprintf(stderr, "\n");
    });
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "c6render: %d frames (%.1f s of video) in %.1f s -> %s, %s\n",
                 renderer.frameCount(), renderer.frameCount() / renderer.script().fps, wall,
                 output.c_str(), truth.c_str());
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "c6render: " << e.what() << "\n";
    return 1;
  }
}
