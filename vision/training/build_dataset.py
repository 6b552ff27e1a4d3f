"""Warps every labelled real board to the top-down view the reader uses.

Writes one .npz per source folder into OUT: `tops` (N x CANVAS x CANVAS x 3 uint8, several warps per
photo: the true corners and jittered ones, so the model tolerates a locator's small corner errors),
`labels` (N x 19 x 19: 0 empty, 1 dark, 2 light, 3 covered), `names`.

Sources: every folder below DATA/photos and DATA/dense-boards with <name>.jpg + .board + .corners.
Photos without .corners (imago) are used only when CORNERS_DIR/<source>/<name>.corners exists (e.g.
from `c6rec detect`; their labels follow the image orientation); the committed model was trained
without them, so every imago score is a held-out score.

Renders (vision/training/renders.py: <name>.png + the renderer's frame truth <name>.json) in RENDERS,
when given, become the source "renders": points under an arm are labelled covered. They are training
data only; leave-one-source-out never scores them.

usage: /usr/bin/python3 vision/training/build_dataset.py DATA CORNERS_DIR OUT [RENDERS]
"""
import glob
import json
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import board_patches as bp  # noqa: E402

JITTERED_COPIES = 5
JITTER_CELLS = 0.12
RENDER_COPIES = 1  # renders are many and their corners exact: the true corners only


def source_folders(data):
    out = []
    for top in ("photos", "dense-boards"):
        for d in sorted(glob.glob(os.path.join(data, top, "*"))):
            if os.path.isdir(d) and os.path.basename(d) != "unlabelled":
                out.append(d)
    return out


def jittered(corners, rng):
    side = np.mean([np.linalg.norm(corners[i] - corners[(i + 1) % 4]) for i in range(4)])
    return corners + rng.normal(0, JITTER_CELLS * side / 18, corners.shape)


def real_source(folder, corners_dir, rng):
    tops, labels, names = [], [], []
    source = os.path.basename(folder)
    for jpg in sorted(glob.glob(os.path.join(folder, "*.jpg"))):
        stem = jpg[:-4]
        if not os.path.exists(stem + ".board"):
            continue
        cpath = stem + ".corners"
        if not os.path.exists(cpath):
            cpath = os.path.join(corners_dir, source, os.path.basename(stem) + ".corners")
        if not os.path.exists(cpath):
            print(f"  {jpg}: no corners, skipped")
            continue
        img = cv2.imread(jpg, cv2.IMREAD_COLOR)
        corners = bp.read_corners(cpath)
        board = bp.read_board(stem + ".board")
        for k in range(JITTERED_COPIES + 1):
            c = corners if k == 0 else jittered(corners, rng)
            tops.append(bp.warp_board(img, c))
            labels.append(board)
            names.append(f"{source}/{os.path.basename(stem)}#{k}")
    return tops, labels, names


def render_labels(truth):
    """The frame truth's board (rows top of the image first) with its hidden points as covered."""
    lab = bp.read_board_rows(truth["board"])
    for name in truth.get("hidden", []):
        x = bp.RECORD_COLUMNS.index(name[0])
        y = bp.SIZE - int(name[1:])
        lab[y, x] = bp.CLASSES.index("covered")
    return lab


def render_source(folder, rng):
    tops, labels, names = [], [], []
    for png in sorted(glob.glob(os.path.join(folder, "*.png"))):
        stem = png[:-4]
        if not os.path.exists(stem + ".json"):
            continue
        with open(stem + ".json") as f:
            truth = json.load(f)
        img = cv2.imread(png, cv2.IMREAD_COLOR)
        corners = np.array(truth["corners"], np.float64)
        lab = render_labels(truth)
        for k in range(RENDER_COPIES):
            tops.append(bp.warp_board(img, corners if k == 0 else jittered(corners, rng)))
            labels.append(lab)
            names.append(f"renders/{os.path.basename(stem)}#{k}")
    return tops, labels, names


def save(out, name, tops, labels, names):
    if not tops:
        return
    np.savez_compressed(os.path.join(out, name + ".npz"), tops=np.stack(tops), labels=np.stack(labels),
                        names=np.array(names))
    print(f"{name}: {len(tops)} boards")


def main():
    data, corners_dir, out = sys.argv[1:4]
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(12)
    for folder in source_folders(data):
        save(out, os.path.basename(folder), *real_source(folder, corners_dir, rng))
    if len(sys.argv) > 4:
        # Their own generator: the renders' jitter does not depend on how many photos came first.
        save(out, "renders", *render_source(sys.argv[4], np.random.default_rng(12)))


if __name__ == "__main__":
    main()
