#include "core/referee_restore.h"

namespace c6::core {
namespace {

std::string stones(Color c, std::size_t n) {
  return colourName(c) + (n == 1 ? " stone" : " stones");
}

// Splits points by their colour on `board`, black first.
std::vector<std::pair<Color, std::vector<Point>>> byColour(const Board& board,
                                                           const std::vector<Point>& points) {
  std::vector<std::pair<Color, std::vector<Point>>> out;
  for (Color c : {Color::Black, Color::White}) {
    std::vector<Point> these;
    for (Point p : points)
      if (board.at(p) == c) these.push_back(p);
    if (!these.empty()) out.emplace_back(c, these);
  }
  return out;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& s : parts) out += (out.empty() ? "" : "; ") + s;
  return out;
}

}  // namespace

std::string colourName(Color c) {
  return c == Color::Black ? "black" : c == Color::White ? "white" : "empty";
}

std::string pointsText(const std::vector<Point>& points) {
  std::string out;
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (i > 0) out += i + 1 == points.size() ? " and " : ", ";
    out += toString(points[i]);
  }
  return out;
}

std::string restoreMoved(Color color, Point from, Point to) {
  return "put the " + colourName(color) + " stone from " + toString(to) + " back on " +
         toString(from);
}

std::string restorePutBack(const Board& expected, const std::vector<Point>& points) {
  std::vector<std::string> parts;
  for (const auto& [c, ps] : byColour(expected, points))
    parts.push_back("put the " + stones(c, ps.size()) + " back on " + pointsText(ps));
  return joined(parts);
}

std::string restoreRemove(const Board& seen, const std::vector<Point>& points) {
  std::vector<std::string> parts;
  for (const auto& [c, ps] : byColour(seen, points))
    parts.push_back("remove the " + stones(c, ps.size()) + " from " + pointsText(ps));
  return joined(parts);
}

std::string restoreColours(const Board& expected, const std::vector<Point>& points) {
  if (points.size() == 2 && expected.at(points[0]) == opponent(expected.at(points[1]))) {
    return "swap the stones on " + toString(points[0]) + " and " + toString(points[1]) +
           " back: " + colourName(expected.at(points[0])) + " on " + toString(points[0]) + ", " +
           colourName(expected.at(points[1])) + " on " + toString(points[1]);
  }
  std::vector<std::string> parts;
  for (const auto& [c, ps] : byColour(expected, points)) {
    std::string a = ps.size() == 1 ? "a " + colourName(c) + " stone" : stones(c, ps.size());
    parts.push_back("put " + a + " on " + pointsText(ps) + " in place of the " +
                    colourName(opponent(c)) + (ps.size() == 1 ? " one" : " ones"));
  }
  return joined(parts);
}

std::string restoreAmbiguous(const std::vector<Point>& points) {
  std::string where = pointsText(points);
  return "set the stone on " + where + " squarely on its point, or clear the camera's view of " +
         where;
}

std::string restoreIncompletePress(Color side, int missing) {
  return colourName(side) + " must place " + std::to_string(missing) + " more stone" +
         (missing == 1 ? "" : "s") + " to complete the turn (the clock was pressed too early)";
}

std::string restoreUnpressed(Color side, int turnNumber) {
  return colourName(side) + " completed turn " + std::to_string(turnNumber) + ": press the clock";
}

}  // namespace c6::core
