"""Rendered stills as an evaluation folder in the shared photos' format (`NAME.jpg`, `NAME.board`,
`NAME.corners`), so `c6rec eval` scores them exactly as it scores the real photos.

Takes the output of renders.py (OUT/rNNNN_FFFFFF.png + .json frame truth), keeps the stills no arm
covers, and sorts them by stone count into `sparse/` (< 100 stones) and `near-full/` (>= 150), the
two regimes the locator treats differently. Renders are a second opinion on generalisation (other
tables, angles, lenses, densities than the shared sets); they never replace the real photos.

usage: /usr/bin/python3 vision/training/render_eval_set.py STILLS OUT [--quality Q]
"""
import argparse
import glob
import json
import os

import cv2


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("stills")
    ap.add_argument("out")
    ap.add_argument("--quality", type=int, default=90, help="JPEG quality of the written photos")
    a = ap.parse_args()
    counts = {}
    for png in sorted(glob.glob(os.path.join(a.stills, "r*_*.png"))):
        with open(png[:-4] + ".json") as f:
            truth = json.load(f)
        if truth.get("hand") or truth.get("board") is None:
            continue
        stones = sum(row.count("X") + row.count("O") for row in truth["board"])
        if 100 <= stones < 150:
            continue
        folder = os.path.join(a.out, "near-full" if stones >= 150 else "sparse")
        os.makedirs(folder, exist_ok=True)
        stem = os.path.join(folder, os.path.basename(png)[:-4])
        cv2.imwrite(stem + ".jpg", cv2.imread(png), [cv2.IMWRITE_JPEG_QUALITY, a.quality])
        # The truth's corners run a19, s19, s1, a1 (image top-left first) and its board's first row
        # is the image's top: the photos' format wants row 1 / column 1 at the first corner.
        with open(stem + ".corners", "w") as f:
            f.writelines(f"{x:.2f} {y:.2f}\n" for x, y in truth["corners"])
        with open(stem + ".board", "w") as f:
            f.writelines(row + "\n" for row in truth["board"])
        counts[folder] = counts.get(folder, 0) + 1
    for folder, n in sorted(counts.items()):
        print(f"{folder}: {n} stills")


if __name__ == "__main__":
    main()
