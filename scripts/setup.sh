#!/usr/bin/env bash
# Installs every Debian 12 package c6cam needs to build, test and run. Idempotent: when everything
# is present it only checks (no apt-get update), so CI and a newcomer share it at no cost.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git python3
  libgtest-dev libgmock-dev libbenchmark-dev
  libboost-serialization-dev nlohmann-json3-dev
  libopencv-dev
  qt6-base-dev qt6-websockets-dev libqt6opengl6-dev
  libgl-dev
  mosquitto libmosquitto-dev
  xvfb xauth
  chromium
)

# `bash scripts/setup.sh --fuzz` also installs clang and its libFuzzer runtime (-DC6_FUZZ=ON builds).
# `--format` installs clang-format-14, which `scripts/check-format.sh` (run by CI) uses.
case "${1:-}" in
  --fuzz) packages+=(clang libclang-rt-14-dev) ;;
  --format) packages+=(clang-format-14) ;;
esac

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

# Node.js runs the browser tests; this machine kind ships one, a plain Debian 12 gets Debian's.
command -v node >/dev/null 2>&1 || missing+=(nodejs npm)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
else
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# playwright-core (pinned in tests/browser/package-lock.json) drives Debian's chromium in the browser
# tests; it never downloads a browser of its own.
browser_dir="$(dirname "$0")/../tests/browser"
if [ ! -d "$browser_dir/node_modules/playwright-core" ]; then
  echo "setup: installing playwright-core for the browser tests"
  (cd "$browser_dir" && npm ci --no-audit --no-fund --loglevel=error)
fi
