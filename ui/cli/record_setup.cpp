#include "ui/cli/record_setup.h"

#include "vision/board_locator.h"

namespace c6::ui::cli {

std::unique_ptr<Recorder> makeRecorder(RecorderOptions options, RecorderListener listener) {
  vision::BoardLocator locator = [](const cv::Mat& image) { return vision::locateBoard(image); };
  return std::make_unique<Recorder>(std::move(options), std::move(locator), vision::readStones,
                                    std::move(listener));
}

}  // namespace c6::ui::cli
