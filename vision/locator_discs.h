#pragma once
#include <opencv2/core.hpp>
#include <vector>

namespace c6::vision {

// A round blob darker (tone -1) or lighter (tone +1) than its surroundings: on a board, most are
// stones, and stones sit on intersections, so their centres mark the lattice where stones hide the
// lines (a near-full board is mostly stones).
struct Disc {
  cv::Point2f centre;  // pixels of the image given to findDiscs
  float radius = 0;
  int tone = 0;        // of a disc seen only in colour (findStoneDiscs): its sign in Lab a* or b*
  float strength = 0;  // scale-normalised contrast, grey levels
};

// Least radius of a disc taken for a stone, in cells: a stone is about a cell across (radius near
// 0.5), while the gap between four touching stones shows as a blob of radius about 0.2 at the
// cell's centre (sqrt(2) - 1 halves of a cell), half a cell off every intersection. On a near-full
// board those gaps are as many as the stones and pull a lattice half a cell off; the bound lies
// between the two sizes.
constexpr double kMinStoneRadiusCells = 0.35;

// Round blobs of radius 3..~25 px in an 8-bit grey image: extrema of a difference-of-Gaussians
// stack (over position and scale) that are blob-like rather than ridge-like (a line or an edge
// is rejected by its curvature ratio) and clearly above the image's own noise. Touching stones of
// one colour still give one extremum each at the stone scale.
std::vector<Disc> findDiscs(const cv::Mat& gray);

// Stones of any colour in an 8-bit BGR image under a light undone by `gains` (lightGains): the
// discs of its balanced grey image, plus those seen only in its colour (Lab a* and b*, stretched),
// as a light-green stone on a light board is, whose grey is the board's own. Under a coloured
// light (gains not all 1) also the lighter discs seen in the light's own channel as taken: there a
// light stone differs most from the wood, which absorbs blue and violet while the stone reflects
// them, yet the balance dims that channel (its gain is below 1) and with it the stones' contrast,
// below the bars a disc must pass (g01 blue_2 of dense-boards: board and white stones differ by 59
// levels of blue and 3 of green; in the balanced grey, by 5). Dark stones are dark in every
// channel and already found; that channel's darker blobs are mostly the table's grain (taken too,
// they cost 3 of 36 rotated photos). A disc where an earlier one already is adds nothing.
std::vector<Disc> findStoneDiscs(const cv::Mat& bgr, const cv::Vec3d& gains = {1, 1, 1});

}  // namespace c6::vision
