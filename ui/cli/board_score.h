#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace c6::ui {

// Scoring of one detected board against its ground truth, the same rules as
// ../shared/tools/score_boards.py: the detection is compared under each of the 8 symmetries of the
// square and the best kept (ties: fewer corner error, then identity first), so a detector may
// number rows and columns from any corner. Boards are 19 rows of '.', 'X', 'O' (row 1 first).
using Corners = std::array<std::array<double, 2>, 4>;

struct ImageScore {
  bool labelled = false;  // a .board exists
  bool found = false;
  int errors = 0, falseStones = 0, missed = 0, swaps = 0;
  int detectedStones = 0, correctStones = 0, truthStones = 0;
  std::optional<double> cornerErrorPct;  // mean corner distance / mean GT side, in %
  int symmetry = 0;
};

// `truth`/`detected` boards may be empty (no GT / not found); corners likewise.
ImageScore scoreImage(const std::vector<std::string>& truth,
                      const std::optional<Corners>& truthCorners,
                      const std::optional<std::vector<std::string>>& detected,
                      const std::optional<Corners>& detectedCorners);

struct ScoreSummary {
  int images = 0, labelled = 0, found = 0;
  double foundRate = 0, accuracy = 0, exactRate = 0;
  std::optional<double> precision, recall, cornerErrorPct, medianMs;
  int wrong = 0, falseStones = 0, missed = 0, swaps = 0, cornerScored = 0;
};

ScoreSummary summarise(const std::vector<ImageScore>& scores, const std::vector<double>& ms);

// Symmetry k of the square applied to a board, as numpy's rot90 / transpose (score_boards.py).
std::vector<std::string> dihedral(const std::vector<std::string>& board, int k);

}  // namespace c6::ui
