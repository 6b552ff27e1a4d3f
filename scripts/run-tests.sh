#!/usr/bin/env bash
# The README's test command: installs, builds, runs every test (unit, golden, contract, GUI offscreen).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j2 --timeout 900
