#pragma once
// The five short games the whole-game tests render (small and at a low frame rate so the suite
// stays fast): recorder_games_test records them through c6rec, recorder_resume_test kills and
// resumes them.
#include <string>
#include <vector>

namespace c6::render {

struct RenderedGame {
  std::string name;    // for folders and messages
  std::string script;  // a c6render script (tests/render/README.md)
};

// A short game: header lines plus the moves and incidents of the test.
inline std::string shortGameScript(const std::string& body, int seed = 11) {
  return "seed " + std::to_string(seed) +
         "\n"
         "video 640x360 12\n"
         "camera elevation 48 azimuth 3 fov 50 roll 0.5\n"
         "timing think 0.8 1.6 hand 0.6 1.1 lead 1.2 tail 2.0\n" +
         body;
}

// The game of tests/render/examples/incidents.txt, which tests cut short where they need.
inline const char* kIncidentMoves =
    "moves 1.j10 2.j13k16 3.e7k9 4.j11m12 5.g7k10 6.j12k15 7.d7f6 8.j9h6\n";

inline std::vector<RenderedGame> renderedGames() {
  const std::string moves = kIncidentMoves;
  return {
      {"bump", shortGameScript("light drift 0.2 shadow on glare 0 noise 2\n" + moves +
                               "after 2 bump 1\nafter 4 sleeve W 4\n")},
      {"moved",
       shortGameScript("light glare 1\n" + moves +
                           "after 2 moved k16 l17 restore 2.5\nafter 4 removed j11 restore 2\n",
                       5)},
      {"turns",
       shortGameScript(
           "light glare 0\n" + moves +
           "after 5 pause 1\nafter 5 out-of-turn q4 restore 2\nafter 6 take-back p15 restore 2\n")},
      {"swap",
       shortGameScript("light glare 0\nmoves 1.j10 2.j13k16 3.e7k9 4.j11m12 5.g7k10\n"
                       "after 2 swap j10 j13 restore 2.5\nafter 3 too-many c3 restore 2\n")},
      {"six", shortGameScript(
                  "light glare 0\nmoves 1.j10 2.a1a2 3.k10l10 4.a4a5 5.m10n10 6.a7a8 7.s19i10\n"
                  "after 2 wrong-colour o17 restore 2\n")},
  };
}

}  // namespace c6::render
