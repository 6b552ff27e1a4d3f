#!/usr/bin/env bash
# The README's main command: installs, builds, and runs the main job on the bundled sample.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
./build/ui/c6rec check --moves data/sample-game.sgf
