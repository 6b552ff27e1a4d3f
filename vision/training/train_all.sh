#!/bin/sh
# Rebuilds data/stone_net.onnx from ../shared/data plus renders (see data/README.md, "Stone model").
# usage: vision/training/train_all.sh BUILD_DIR [WORK_DIR]   (from the repository root; WORK_DIR
# holds renders, corners and warped boards: intermediates, never committed)
set -eu
BUILD=${1:?usage: train_all.sh BUILD_DIR [WORK_DIR]}
WORK=${2:-/work/tmp-classifier}
DATA=$(cd "$(dirname "$0")/../../../shared/data" 2>/dev/null && pwd || echo ../shared/data)
PY=/usr/bin/python3
mkdir -p "$WORK/corners"
# Photos without .corners (imago): their labels follow the image orientation, and the board as
# `c6rec detect` finds it (found on every one of them) gives the warp.
for jpg in "$DATA"/photos/imago-*/*.jpg; do
  src=$(basename "$(dirname "$jpg")"); name=$(basename "$jpg" .jpg)
  out="$WORK/corners/$src/$name.corners"
  [ -f "$out" ] && continue
  mkdir -p "$WORK/corners/$src"
  "$BUILD/ui/c6rec" detect --json "$jpg" | $PY -c 'import json,sys; d=json.load(sys.stdin); [print(x, y) for x, y in d["corners"]]' > "$out"
done
$PY vision/training/render_set.py "$BUILD/tests/render/c6render" "$WORK/renders" --games 24 --seed 7
$PY vision/training/build_dataset.py "$DATA" "$WORK/renders" "$WORK/corners" "$WORK/dataset"
$PY -u vision/training/train.py "$WORK/dataset" data/stone_net.onnx --epochs 12 --seed 1
