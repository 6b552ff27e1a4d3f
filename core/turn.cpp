#include "core/turn.h"

namespace c6::core {

std::string toString(const Turn& turn) {
  std::string out(1, sideLetter(turn.side()));
  if (turn.isPass()) return out + " pass";
  for (Point p : turn) out += " " + toString(p);
  return out;
}

}  // namespace c6::core
