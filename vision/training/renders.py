"""Rendered training stills with ground truth, from the project's own renderer (tests/render).

Each still comes from a random script: a legal Connect6 position from a few stones up to a near-full
board (no six in a row, so the game never ends early), a camera from 30 degrees to overhead at any
azimuth, roll and lens, any table, arms of every skin tone and sleeve (`arms wide`) from any side,
sleeves resting on the board, glare, noise and JPEG. Frames are picked at random through the game,
so many show a hand or arm over the board (its points are labelled covered) and one shows the final,
fullest board. Light colour, stone sets and board colour are varied later, in train.py, on real
photos and renders alike.

Writes OUT/rNNNN_FFFFFF.png and .json (the renderer's frame truth: corners, board, hidden).
Deterministic for a seed. Renders are training data only: they never replace real photos as evidence.

usage: /usr/bin/python3 vision/training/renders.py C6RENDER OUT [--count N] [--frames K] [--seed S]
"""
import argparse
import os
import re
import subprocess

import numpy as np

COLS = "abcdefghijklmnopqrs"
SIDES = ("bottom", "top", "left", "right")


def point_name(x, y):
    return f"{COLS[x]}{y + 1}"


def run_length(board, x, y, colour):
    """Longest line through (x, y) of `colour` if a stone of it stood there."""
    best = 0
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        n = 1
        for s in (1, -1):
            cx, cy = x + s * dx, y + s * dy
            while 0 <= cx < 19 and 0 <= cy < 19 and board[cy, cx] == colour:
                n += 1
                cx, cy = cx + s * dx, cy + s * dy
        best = max(best, n)
    return best


def random_game(rng, stones):
    """A legal game of about `stones` stones, none making six in a row: turns alternate Black (one
    stone first, then two each). Sparse games cluster around a random centre, as real games do."""
    board = np.zeros((19, 19), np.int8)
    centre = rng.uniform(4, 14, 2)
    spread = rng.uniform(2.5, 9) if stones < 120 else 0
    turns, colour, placed = [], 1, 0
    while placed < stones:
        want = 1 if not turns else 2
        turn = []
        for _ in range(want):
            for _ in range(200):
                x, y = np.round(centre + rng.normal(0, spread, 2)).astype(int) if spread else rng.integers(0, 19, 2)
                if 0 <= x < 19 and 0 <= y < 19 and board[y, x] == 0 and run_length(board, x, y, colour) < 6:
                    break
            else:
                return turns
            board[y, x] = colour
            turn.append(point_name(x, y))
            placed += 1
        turns.append("".join(turn))
        colour = 3 - colour
    return turns


def random_script(rng, seed):
    stones = int(rng.integers(150, 320)) if rng.random() < 0.6 else int(rng.integers(2, 150))
    turns = random_game(rng, stones)
    w, h = ((960, 540), (1280, 720), (1024, 768), (800, 600))[int(rng.integers(4))]
    fov = rng.uniform(40, 70)
    vfov = 2 * np.degrees(np.arctan(np.tan(np.radians(fov / 2)) * h / w))
    elevation = rng.uniform(max(30, vfov / 2 + 5), 88)
    camera = (f"camera elevation {elevation:.1f} azimuth {rng.uniform(-40, 40):.1f} fov {fov:.1f} "
              f"roll {rng.normal(0, 5):.1f} distortion {max(0.0, rng.normal(0, 0.03)):.3f}")
    if rng.random() < 0.25:  # the board small in the frame
        camera += f" distance {rng.uniform(900, 1400):.0f}"
    black, white = rng.choice(SIDES, 2, replace=False)
    lines = [f"seed {seed}", f"video {w}x{h} 30", camera, f"players {black} {white}", "arms wide",
             f"table {('wood', 'cloth', 'dark')[int(rng.integers(3))]}",
             f"light drift {rng.uniform(0.05, 0.3):.2f} shadow {'on' if rng.random() < 0.3 else 'off'} "
             f"glare {int(rng.integers(0, 5))} noise {rng.uniform(0.5, 4):.1f} "
             f"jpeg {int(rng.integers(40, 95)) if rng.random() < 0.4 else 0}",
             "timing think 0.2 0.6 hand 0.4 0.9 lead 0.5 tail 1",
             f"stones offset {rng.uniform(0.8, 2.2):.1f} bumped {rng.uniform(0.02, 0.15):.2f}",
             "moves " + " ".join(turns)]
    for _ in range(int(rng.integers(0, 3))):  # a sleeve resting on the board, hand on a point
        after = int(rng.integers(0, len(turns) + 1))
        side = "BW"[int(rng.integers(2))]
        at = point_name(*rng.integers(0, 19, 2))
        lines.append(f"after {after} sleeve {side} {rng.uniform(1, 3):.1f} at {at}")
    return "\n".join(lines) + "\n"


def frame_count(c6render, script):
    out = subprocess.run([c6render, "--frame", "999999999", "--png", os.devnull, script], capture_output=True,
                         text=True)
    m = re.search(r"--frame must be in 0\.\.(\d+)", out.stderr)
    if not m:
        raise SystemExit(f"{script}: {out.stderr.strip()}")
    return int(m.group(1)) + 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("c6render")
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=120, help="scripts")
    ap.add_argument("--frames", type=int, default=3, help="stills per script (one is the last frame)")
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    os.makedirs(os.path.join(a.out, "scripts"), exist_ok=True)
    rng = np.random.default_rng(a.seed)
    for i in range(a.count):
        script = os.path.join(a.out, "scripts", f"r{i:04d}.txt")
        text = random_script(rng, a.seed * 1000 + i)
        with open(script, "w") as f:
            f.write(text)
        try:
            n = frame_count(a.c6render, script)
        except SystemExit as e:  # a position the renderer refuses (e.g. an incident that does not fit)
            print(f"skipped: {e}")
            continue
        frames = sorted({n - 1, *rng.integers(0, n, a.frames - 1).tolist()})
        for f in frames:
            stem = os.path.join(a.out, f"r{i:04d}_{f:06d}")
            if os.path.exists(stem + ".json"):
                continue
            subprocess.run([a.c6render, "--frame", str(f), "--png", stem + ".png", "--truth", stem + ".json", script],
                           check=True)
        print(f"r{i:04d}: {len(frames)} stills of {n} frames", flush=True)


if __name__ == "__main__":
    main()
