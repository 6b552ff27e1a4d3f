"""Scores a stone model alone (the net on every point, no hand-set rules for sparse boards) on the
true-corner boards of a build_dataset.py folder, per source: per point and exact boards, with covered
read as empty. Runs the ONNX file through OpenCV dnn, as the C++ reader does. This is how the choice
"net on every board, or rules on sparse ones" is measured; `c6rec eval --given-corners` measures what
readStones does.

With --errors it also says where the wrong points are: truth -> read per class, on the board's
outermost line or inside, how many points the net calls covered, and the worst boards.

usage: /usr/bin/python3 vision/training/score_net.py MODEL.onnx DATASET_DIR [--errors]
"""
import collections
import glob
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import board_patches as bp  # noqa: E402


def main():
    model, dataset = sys.argv[1:3]
    errors = "--errors" in sys.argv[3:]
    net = cv2.dnn.readNetFromONNX(model)
    print("| source | images | per point | exact |\n|---|---|---|---|")
    for path in sorted(glob.glob(os.path.join(dataset, "*.npz"))):
        if os.path.basename(path) == "renders.npz":  # training data only, never evidence
            continue
        d = np.load(path)
        exact = [i for i, n in enumerate(d["names"]) if n.endswith("#0")]
        wrong = boards_exact = covered = 0
        confusion, where, per_board = collections.Counter(), collections.Counter(), []
        for i in exact:
            net.setInput(bp.patches(bp.normalise(d["tops"][i])))
            pred = net.forward().argmax(1)
            covered += int((pred == 3).sum())
            pred[pred == 3] = 0
            truth = d["labels"][i].reshape(-1).copy()
            truth[truth == 3] = 0
            w = int((pred != truth).sum())
            for k in np.flatnonzero(pred != truth):
                confusion[f"{bp.CLASSES[truth[k]]}->{bp.CLASSES[pred[k]]}"] += 1
                y, x = divmod(int(k), bp.SIZE)
                where["outer line" if min(x, y, bp.SIZE - 1 - x, bp.SIZE - 1 - y) == 0 else "inside"] += 1
            per_board.append((w, str(d["names"][i])))
            wrong += w
            boards_exact += w == 0
        n = len(exact)
        print(f"| {os.path.basename(path)[:-4]} | {n} | {100 * (1 - wrong / max(1, n * 361)):.2f}% | "
              f"{100 * boards_exact / max(1, n):.1f}% |", flush=True)
        if errors:
            print(f"  wrong: {dict(confusion)}; {dict(where)}; read covered: {covered}")
            for w, name in sorted(per_board, reverse=True)[:5]:
                print(f"  {w:4d} wrong  {name}")


if __name__ == "__main__":
    main()
