#include "vision/stone_net.h"

#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <opencv2/dnn.hpp>
#include <stdexcept>

#include "vision/stone_patches.h"

namespace c6::vision {

struct StoneNet::Impl {
  cv::dnn::Net net;
  std::mutex mutex;  // a dnn::Net's forward pass is not re-entrant
};

StoneNet::StoneNet(const std::string& modelPath)
    : m_impl(std::make_unique<Impl>()), m_path(modelPath) {
  if (!std::filesystem::is_regular_file(modelPath))
    throw std::runtime_error("stone model " + modelPath +
                             ": no such file (set C6_STONE_MODEL or --model)");
  try {
    m_impl->net = cv::dnn::readNetFromONNX(modelPath);
  } catch (const cv::Exception& e) {
    throw std::runtime_error("stone model " + modelPath +
                             ": not a readable ONNX model: " + e.what());
  }
  if (m_impl->net.empty())
    throw std::runtime_error("stone model " + modelPath + ": not a readable ONNX model");
  m_impl->net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
  m_impl->net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
  // One trial forward, so a model with the wrong input or output shape fails here, naming the file.
  const int n = 1;
  const int dims[4] = {n, 3, stone_patches::kPatch, stone_patches::kPatch};
  cv::Mat probe(4, dims, CV_32F, cv::Scalar(0));
  cv::Mat out;
  try {
    m_impl->net.setInput(probe);
    out = m_impl->net.forward();
  } catch (const cv::Exception& e) {
    throw std::runtime_error("stone model " + modelPath + ": does not take " +
                             std::to_string(stone_patches::kPatch) + "x" +
                             std::to_string(stone_patches::kPatch) + " BGR patches: " + e.what());
  }
  if (out.total() != 4)
    throw std::runtime_error("stone model " + modelPath +
                             ": expected 4 class probabilities per point, got " +
                             std::to_string(out.total()));
}

StoneNet::~StoneNet() = default;

std::vector<PointProbabilities> StoneNet::classify(const cv::Mat& image,
                                                   const BoardLocation& location) const {
  return classifyNormalised(stone_patches::normalise(stone_patches::warpBoard(image, location)),
                            location.size);
}

std::vector<PointProbabilities> StoneNet::classifyNormalised(const cv::Mat& normalised,
                                                             int size) const {
  const cv::Mat blob = stone_patches::patchBlob(normalised, size);
  cv::Mat out;
  {
    std::lock_guard<std::mutex> lock(m_impl->mutex);
    m_impl->net.setInput(blob);
    out = m_impl->net.forward().clone();
  }
  const int count = size * size;
  std::vector<PointProbabilities> probs(static_cast<std::size_t>(count));
  out = out.reshape(1, count);
  for (int i = 0; i < count; ++i)
    for (int c = 0; c < 4; ++c)
      probs[static_cast<std::size_t>(i)][static_cast<std::size_t>(c)] = out.at<float>(i, c);
  return probs;
}

namespace {

std::mutex g_modelMutex;
std::string g_modelPath;  // empty: the default
std::unique_ptr<StoneNet> g_model;

}  // namespace

std::string stoneModelPath() {
  std::lock_guard<std::mutex> lock(g_modelMutex);
  if (!g_modelPath.empty()) return g_modelPath;
  if (const char* env = std::getenv("C6_STONE_MODEL"); env && *env) return env;
  return C6_STONE_MODEL_PATH;
}

void setStoneModelPath(const std::string& path) {
  std::lock_guard<std::mutex> lock(g_modelMutex);
  g_modelPath = path;
  g_model.reset();
}

const StoneNet& stoneNet() {
  const std::string path = stoneModelPath();
  std::lock_guard<std::mutex> lock(g_modelMutex);
  if (!g_model || g_model->path() != path) g_model = std::make_unique<StoneNet>(path);
  return *g_model;
}

}  // namespace c6::vision
