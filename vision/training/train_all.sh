#!/bin/sh
# Rebuilds data/stone_net.onnx from ../shared/data (see data/README.md, "Stone model").
# usage: vision/training/train_all.sh [WORK_DIR]   from the repository root; WORK_DIR (default
# /work/tmp-classifier/rebuild) holds the warped boards: intermediates, never committed.
set -eu
WORK=${1:-/work/tmp-classifier/rebuild}
DATA=../shared/data
PY=/usr/bin/python3
$PY vision/training/build_dataset.py "$DATA" "$WORK/no-corners" "$WORK/dataset"
$PY -u vision/training/train.py "$WORK/dataset" data/stone_net.onnx --epochs 10 --per-board 80 --dense-share 0 --no-norm-jitter --seed 1 --width 16,32,32
