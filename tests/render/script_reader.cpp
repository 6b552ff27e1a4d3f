#include "script_reader.h"

namespace c6::render {

cv::Vec3d parseColour(LineReader& r) {
  const std::string w = r.word("a colour name or B,G,R");
  if (auto c = namedColour(w)) return *c;
  std::istringstream in(w);
  double b = 0, g = 0, red = 0;
  char c1 = 0, c2 = 0;
  if (in >> b >> c1 >> g >> c2 >> red && c1 == ',' && c2 == ',' && in.peek() == EOF && b >= 0 &&
      g >= 0 && red >= 0 && b <= 255 && g <= 255 && red <= 255)
    return {b, g, red};
  r.fail(
      "expected a colour (black, white, grey, navy, red, green, blue, brown, beige, yellow or "
      "B,G,R 0-255), got '" +
      w + "'");
}

}  // namespace c6::render
