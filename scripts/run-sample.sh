#!/usr/bin/env bash
# The README's main command: installs, builds, and records the bundled sample video (a 17-turn game
# rendered by tests/render, with a stone moved and put back) into build/sample/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
# A recording refuses to overwrite its journal: each run starts afresh.
rm -rf build/sample
mkdir -p build/sample
./build/ui/c6rec record data/sample-video.mp4 -o build/sample/sample-game.sgf
