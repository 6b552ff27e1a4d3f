#!/usr/bin/env bash
# Fails when a tracked C++ file differs from what clang-format-14 makes of it (.clang-format: Google
# style, 100 columns). Fix with:  git ls-files '*.h' '*.cpp' | xargs clang-format-14 -i
# The version is pinned because clang-format's output changes between releases.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --format >/dev/null
# The sources: tracked files, or (outside a git checkout) every C++ file of the project's own folders.
sources() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then git ls-files -z '*.h' '*.cpp'
  else find core vision calibration ui tests \( -name '*.h' -o -name '*.cpp' \) -not -path '*/node_modules/*' -print0
  fi
}
if ! sources | xargs -0 clang-format-14 --dry-run --Werror 2>/tmp/c6-format.$$; then
  grep -m20 "error:" /tmp/c6-format.$$ >&2 || true
  rm -f /tmp/c6-format.$$
  echo "check-format: files above are not clang-format-14 clean; run" >&2
  echo "  git ls-files '*.h' '*.cpp' | xargs clang-format-14 -i" >&2
  exit 1
fi
rm -f /tmp/c6-format.$$
echo "check-format: $(sources | tr -cd '\0' | wc -c) files clean"
