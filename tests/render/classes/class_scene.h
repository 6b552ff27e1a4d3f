#pragma once
// The common header of the RenderClasses games: small (960x540 at 12 fps) so each game renders and
// records in seconds; the board about a third of the frame as in the independent clips, its wood
// pale as theirs, a dark table, no neon glare.
#include <string>

namespace c6::render::testing {

inline std::string classScene(int seed, const std::string& camera, const std::string& players) {
  return "seed " + std::to_string(seed) + "\nvideo 960x540 12\ncamera " + camera + "\nplayers " +
         players +
         "\nboard wood 150,195,232 grain 0.05 lines 0.6\ntable dark\nlight glare 0 drift 0.05\n"
         "timing think 0.8 1.6 hand 0.7 1.2 lead 1.0 tail 2.0\n";
}

}  // namespace c6::render::testing
