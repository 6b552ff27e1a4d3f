"""False and missed stones per glare level on rendered stills, so a change to the stone reading can
be judged where it matters: neon reflections on the board read as white stones.

Reads every eval folder photo (`NAME.jpg` + `.board` + `.corners`, as render_eval_set.py writes
them) with `c6rec detect --json --corners` (the true corners: board location stays out of it),
looks up the glare level of the still's script (STILLS/scripts/rNNNN.txt, line `light ... glare G`)
and prints, per glare level, the points read wrong by kind: false white (truth not white, read
white), missed white (truth white, read otherwise), false and missed black.

usage: /usr/bin/python3 vision/training/glare_whites.py C6REC STILLS FOLDER... [--list]
"""
import argparse
import glob
import json
import os
import re
import subprocess
from collections import defaultdict


def glare_of(stills, stem):
    script = os.path.join(stills, "scripts", stem.split("_")[0] + ".txt")
    with open(script) as f:
        m = re.search(r"\bglare (\d+)", f.read())
    return int(m.group(1)) if m else -1


def read(c6rec, jpg):
    with open(jpg[:-4] + ".corners") as f:
        pts = [line.split() for line in f if line.strip()]
    corners = " ".join(f"{x},{y}" for x, y in pts)
    out = subprocess.run([c6rec, "detect", "--json", "--corners", corners, jpg],
                         capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1]).get("board")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("c6rec")
    ap.add_argument("stills")
    ap.add_argument("folders", nargs="+")
    ap.add_argument("--list", action="store_true", help="also print every wrong point")
    a = ap.parse_args()
    kinds = ("false_white", "missed_white", "false_black", "missed_black")
    for folder in a.folders:
        counts = defaultdict(lambda: defaultdict(int))
        for jpg in sorted(glob.glob(os.path.join(folder, "*.jpg"))):
            stem = os.path.basename(jpg)[:-4]
            with open(jpg[:-4] + ".board") as f:
                truth = [line.strip() for line in f if line.strip()]
            got = read(a.c6rec, jpg) or ["?" * 19] * 19
            g = glare_of(a.stills, stem)
            counts[g]["images"] += 1
            for y, (tr, gr) in enumerate(zip(truth, got)):
                for x, (t, r) in enumerate(zip(tr, gr)):
                    counts[g]["points"] += 1
                    wrong = []
                    if r == "O" and t != "O":
                        wrong.append("false_white")
                    if t == "O" and r != "O":
                        wrong.append("missed_white")
                    if r == "X" and t != "X":
                        wrong.append("false_black")
                    if t == "X" and r != "X":
                        wrong.append("missed_black")
                    for k in wrong:
                        counts[g][k] += 1
                    counts[g]["wrong"] += r != t
                    if wrong and a.list:
                        print(f"{stem} glare {g} x{x} y{y} truth {t} read {r}")
        print(f"# {folder}")
        print("glare images " + " ".join(kinds) + " per_point")
        total = defaultdict(int)
        for g in sorted(counts):
            c = counts[g]
            for k, v in c.items():
                total[k] += v
            print(f"{g} {c['images']} " + " ".join(str(c[k]) for k in kinds) +
                  f" {100 * (1 - c['wrong'] / c['points']):.2f}")
        print("all " + str(total["images"]) + " " + " ".join(str(total[k]) for k in kinds) +
              f" {100 * (1 - total['wrong'] / max(total['points'], 1)):.2f}")


if __name__ == "__main__":
    main()
