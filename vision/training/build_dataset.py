"""Warps every labelled board (real photos and renders) to the top-down view the reader uses.

Writes one .npz per source folder into OUT: `tops` (N x CANVAS x CANVAS x 3 uint8, several warps per
photo: the true corners and jittered ones, so the model tolerates a locator's small corner errors),
`labels` (N x 19 x 19: 0 empty, 1 dark, 2 light, 3 covered), `names`.

Real sources: every folder below DATA/photos and DATA/dense-boards with <name>.jpg + .board. Photos
without .corners (imago) take the corners `c6rec detect` found (CORNERS_DIR/<source>/<name>.corners,
written by train_all.sh), since their labels follow the image orientation anyway.

usage: /usr/bin/python3 vision/training/build_dataset.py DATA RENDERS CORNERS_DIR OUT
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


def render_source(renders):
    tops, labels, names = [], [], []
    for truth in sorted(glob.glob(os.path.join(renders, "*", "truth.jsonl"))):
        game = os.path.dirname(truth)
        board = None
        frames = []
        for line in open(truth):
            e = json.loads(line)
            if e.get("event") != "frame":
                continue
            if "board" in e:
                board = e["board"]
            frames.append((e, board))
        # Every hand frame (the covered class) and a thinned set of the rest.
        keep = [f for i, f in enumerate(frames) if f[0]["hand"] or i % 4 == 0]
        for e, rows in keep:
            png = os.path.join(game, "frames", f"{e['frame']:06d}.png")
            img = cv2.imread(png, cv2.IMREAD_COLOR)
            if img is None or rows is None:
                continue
            lab = bp.read_board_rows(rows)
            for p in e["hidden"]:
                x = "abcdefghijklmnopqrs".index(p[0])
                y = 19 - int(p[1:])
                lab[y, x] = 3
            tops.append(bp.warp_board(img, np.array(e["corners"], np.float64)))
            labels.append(lab)
            names.append(f"render/{os.path.basename(game)}/{e['frame']}")
    return tops, labels, names


def save(out, name, tops, labels, names):
    if not tops:
        return
    np.savez_compressed(os.path.join(out, name + ".npz"), tops=np.stack(tops), labels=np.stack(labels),
                        names=np.array(names))
    print(f"{name}: {len(tops)} boards")


def main():
    data, renders, corners_dir, out = sys.argv[1:5]
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(12)
    for folder in source_folders(data):
        save(out, os.path.basename(folder), *real_source(folder, corners_dir, rng))
    save(out, "renders", *render_source(renders))


if __name__ == "__main__":
    main()
