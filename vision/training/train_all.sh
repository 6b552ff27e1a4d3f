#!/bin/sh
# Rebuilds data/stone_net.onnx from ../shared/data plus renders (see data/README.md, "Stone model").
# usage: vision/training/train_all.sh [WORK_DIR] [C6RENDER]   from the repository root; WORK_DIR
# (default /work/tmp-classifier/rebuild) holds the stills and warped boards: intermediates, never
# committed. C6RENDER (default build/tests/render/c6render, target c6render_tool) renders the stills;
# stills already in WORK_DIR/stills are reused.
set -eu
WORK=${1:-/work/tmp-classifier/rebuild}
C6RENDER=${2:-build/tests/render/c6render}
DATA=../shared/data
PY=/usr/bin/python3
if [ ! -d "$WORK/stills" ]; then
  $PY vision/training/renders.py "$C6RENDER" "$WORK/stills" --count 60 --frames 6 --seed 7
fi
$PY vision/training/build_dataset.py "$DATA" "$WORK/no-corners" "$WORK/dataset" "$WORK/stills"
$PY -u vision/training/train.py "$WORK/dataset" data/stone_net.onnx --epochs 8 --per-board 80 \
  --dense-share 0.2 --no-norm-jitter --set-share 0.3 --mixed-light 0.4 --light-saturation 1.0 \
  --render-weight 0.3 --seed 1 --width 16,32,32
