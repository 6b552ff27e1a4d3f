"""Rotated copies of labelled photos as an evaluation folder (`NAME_rANGLE.jpg` with `.corners` and
`.board`), so `c6rec eval --locate-only` measures whether the board is found at any roll of the
camera (a phone held askew, a camera at the table's corner), not only at the rolls the shared sets
happen to hold. The canvas grows to hold the whole rotated photo. `--border plain` fills the new
corners with the photo's median colour; `--border smear` repeats its edge pixels, which draws long
straight streaks there, a surround full of lines (a hard test of the wrong-board guard). Either is
a stress test beside the real sets, never instead of them. Angles of 90 and 180 need no new canvas
and are exact.

usage: /usr/bin/python3 vision/training/rotated_eval_set.py OUT [--angles 30,45] [--every N] DIR...
"""
import argparse
import glob
import os

import cv2
import numpy as np


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--angles", default="30,45")
    ap.add_argument("--every", type=int, default=4, help="take every Nth labelled photo of a folder")
    ap.add_argument("--border", choices=("plain", "smear"), default="plain")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    angles = [float(x) for x in a.angles.split(",")]
    n = 0
    for d in a.dirs:
        corners = sorted(glob.glob(os.path.join(d, "**", "*.corners"), recursive=True))
        for path in corners[::a.every]:
            stem = path[:-len(".corners")]
            if "unlabelled" in stem or not os.path.exists(stem + ".jpg"):
                continue
            image = cv2.imread(stem + ".jpg")
            h, w = image.shape[:2]
            c = np.loadtxt(path).reshape(4, 2)
            fill = [float(v) for v in np.median(image.reshape(-1, 3), axis=0)]
            for angle in angles:
                if angle % 90 == 0:  # exact: the canvas turns with the photo
                    turns = int(angle // 90) % 4
                    cw, ch = (w, h) if turns % 2 == 0 else (h, w)
                else:
                    cw = ch = int(np.ceil(np.hypot(h, w)))
                m = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
                m[:, 2] += [(cw - w) / 2, (ch - h) / 2]
                border = cv2.BORDER_REPLICATE if a.border == "smear" else cv2.BORDER_CONSTANT
                out = cv2.warpAffine(image, m, (cw, ch), flags=cv2.INTER_LINEAR, borderMode=border,
                                     borderValue=fill)
                name = os.path.join(a.out, f"{os.path.basename(os.path.dirname(stem))}_"
                                           f"{os.path.basename(stem)}_r{angle:g}")
                cv2.imwrite(name + ".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, 92])
                np.savetxt(name + ".corners", c @ m[:, :2].T + m[:, 2], fmt="%.2f")
                if os.path.exists(stem + ".board"):
                    with open(stem + ".board") as src, open(name + ".board", "w") as dst:
                        dst.write(src.read())
                n += 1
    print(f"{n} rotated photos in {a.out}")


if __name__ == "__main__":
    main()
