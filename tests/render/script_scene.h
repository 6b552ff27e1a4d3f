#pragma once
// The script directives that set the scene's light, the board's look and resting arms (ambient,
// spot, lamp, clouds, auto, board, rest): see tests/render/README.md.
#include <string>

#include "script.h"
#include "script_reader.h"

namespace c6::render {

// Parses directive `d` (its words follow in `r`) into `s`; false when `d` is none of these.
bool parseSceneDirective(const std::string& d, LineReader& r, Script& s);

}  // namespace c6::render
