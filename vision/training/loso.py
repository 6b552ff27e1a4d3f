"""Leave-one-source-out: for each source folder of the shared sets, trains on all other sources and
scores the held-out one with `c6rec eval --given-corners --model fold.onnx`.

Sources that are the same game seen by the same camera (imago-t2 and imago-t2-hard) are held out
together, so a fold never trains on frames of the very board it is scored on.

usage: /usr/bin/python3 vision/training/loso.py C6REC DATA DATASET_DIR WORK_DIR [--epochs N] [--only SOURCE]
       [--train-options "OPTIONS"]   (train.py's options for every fold, e.g. the committed model's)
"""
import argparse
import json
import os
import subprocess
import sys
import time

SOURCES = [("photos", "gobonline"), ("photos", "gomrade"), ("photos", "gomrade-seq"), ("photos", "imago-t1"),
           ("photos", "imago-t2"), ("photos", "imago-t2-hard"), ("dense-boards", "goban-watcher")]
SAME_BOARD = [{"imago-t2", "imago-t2-hard"}]


def held_out_with(source):
    for group in SAME_BOARD:
        if source in group:
            return sorted(group)
    return [source]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("c6rec")
    ap.add_argument("data")
    ap.add_argument("dataset")
    ap.add_argument("work")
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--train-options", default="--per-board 80",
                    help="train.py options beyond --epochs and --exclude, one string")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    rows = []
    for top, source in SOURCES:
        if a.only and source not in a.only:
            continue
        model = os.path.join(a.work, f"fold-{source}.onnx")
        start = time.time()
        if not os.path.exists(model):
            cmd = [sys.executable, "-u", os.path.join(here, "train.py"), a.dataset, model, "--epochs", str(a.epochs)]
            cmd += a.train_options.split()
            for s in held_out_with(source):
                cmd += ["--exclude", s]
            with open(model + ".log", "w") as log:
                subprocess.run(cmd, check=True, stdout=log, stderr=subprocess.STDOUT)
        trained = time.time() - start
        out = subprocess.run([a.c6rec, "eval", "--json", "--given-corners", "--model", model,
                              os.path.join(a.data, top, source)], check=True, capture_output=True, text=True)
        o = json.loads(out.stdout)["overall"]
        rows.append((f"{top}/{source}", o["images"], o["accuracy"], o["exact_rate"], o["found_rate"], trained))
        print(f"{top}/{source}: per point {100 * o['accuracy']:.2f}%, exact {100 * o['exact_rate']:.1f}%, "
              f"found {100 * o['found_rate']:.0f}% (trained in {trained:.0f}s)", flush=True)
    print("\n| held-out source | images | per point | exact |")
    print("|---|---|---|---|")
    for name, n, acc, exact, _, _ in rows:
        print(f"| {name} | {n} | {100 * acc:.2f}% | {100 * exact:.1f}% |")


if __name__ == "__main__":
    main()
