#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) in build-fuzz and runs each one.
#
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]     default: 30 s each, every target
#
# SECONDS per target (CI uses 30; a long run, e.g. 3600, is the soak: run it niced on a shared
# machine). New interesting inputs go to build-fuzz/corpus/<target>, seeds come from
# tests/fuzz/corpus/<target>. Prints one line per target with its executions; runs every target, then
# exits non-zero if any found a crash, leak, timeout or undefined behaviour (reproducers are left in
# build-fuzz/artifacts).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(record_readers community_formats native_archive journal profile feed_event http_request)

bash scripts/setup.sh --fuzz
export CCACHE_DIR=${CCACHE_DIR:-$HOME/.ccache}
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
if [ ! -f build-fuzz/build.ninja ]; then
  CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DC6_FUZZ=ON \
    -DC6_BENCHMARKS=OFF "${launcher[@]}" >/dev/null
fi
ninja -C build-fuzz "${targets[@]/#/fuzz_}"

mkdir -p build-fuzz/artifacts
failed=()
for t in "${targets[@]}"; do
  mkdir -p "build-fuzz/corpus/$t"
  log="build-fuzz/fuzz_$t.log"
  if ! (cd build-fuzz/artifacts && "../tests/fuzz/fuzz_$t" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 \
          -timeout=10 -print_final_stats=1 "../corpus/$t" "../../tests/fuzz/corpus/$t") >"$log" 2>&1; then
    grep -A12 -m1 -E "ERROR|runtime error" "$log" || tail -20 "$log"
    echo "fuzz: $t FAILED (log $log, reproducer in build-fuzz/artifacts)" >&2
    failed+=("$t")
    continue
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "fuzz: $t: $runs executions in ${seconds} s, no crash"
done
[ ${#failed[@]} -eq 0 ] || { echo "fuzz: failed: ${failed[*]}" >&2; exit 1; }
