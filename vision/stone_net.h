#pragma once
#include <algorithm>
#include <array>
#include <memory>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

#include "vision/board_location.h"

namespace c6::vision {

// Classes of the learned point classifier, in the order of its outputs.
enum class PointClass { Empty = 0, Dark = 1, Light = 2, Covered = 3 };
using PointProbabilities = std::array<float, 4>;

// The class believed most, as an index: a PointClass for the net's scores, a core::Seen for the
// rules' three.
template <std::size_t N>
std::size_t bestClass(const std::array<float, N>& p) {
  return static_cast<std::size_t>(std::max_element(p.begin(), p.end()) - p.begin());
}

// The learned per-point classifier (an ONNX model trained by vision/training/train.py). The board
// is warped to a top-down view, its colours normalised per image (each channel's 2nd..98th
// percentile over the board mapped to one range: white balance and grey levels from the board and
// stones themselves), then one patch per intersection goes through the network in a single batched
// forward. The preprocessing mirrors vision/training/board_patches.py; change both together.
class StoneNet {
 public:
  // Throws std::runtime_error naming the file when it is missing or not a usable model.
  explicit StoneNet(const std::string& modelPath);
  ~StoneNet();
  StoneNet(const StoneNet&) = delete;
  StoneNet& operator=(const StoneNet&) = delete;

  // Per point (index y * size + x, image orientation): probabilities of the four classes.
  // `image` is 8-bit BGR, grey or BGRA.
  std::vector<PointProbabilities> classify(const cv::Mat& image,
                                           const BoardLocation& location) const;
  // The same from the board already warped and normalised (vision/stone_patches.h), for callers
  // that read the normalised board themselves too.
  std::vector<PointProbabilities> classifyNormalised(const cv::Mat& normalised, int size) const;
  const std::string& path() const { return m_path; }

 private:
  struct Impl;
  std::unique_ptr<Impl> m_impl;
  std::string m_path;
};

// The model readStones uses: the file set by setStoneModelPath, else $C6_STONE_MODEL, else the
// model committed in the source tree's data/ (compiled-in path). Loaded once, on first use.
std::string stoneModelPath();
// Selects another model file (e.g. `c6rec eval --model`); the next read loads it.
void setStoneModelPath(const std::string& path);
// The loaded model; throws std::runtime_error naming the file when it cannot be loaded.
const StoneNet& stoneNet();

}  // namespace c6::vision
