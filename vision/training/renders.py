"""Rendered training stills with ground truth, from the project's own renderer (tests/render, unchanged:
it already writes a video as a folder of PNG frames with per-frame truth).

Each still comes from a random script: a legal Connect6 position from a few stones up to a near-full
board (no six in a row, so the game never ends early), a camera from 30 degrees to overhead at any
azimuth, roll and lens, any table, arms of every skin tone and sleeve (`arms wide`) from any side,
sleeves resting on the board, glare, noise and JPEG. Frames are spread through the game, so boards of every density
appear and some show a hand or arm over the board (its points are labelled covered). Light colour, stone sets and board colour are varied later, in train.py, on real
photos and renders alike.

Each script is rendered as a short video of a few frames spread over the game (one renderer setup per
script; a frame every few seconds). Writes OUT/rNNNN_FFFFFF.png and .json (the renderer's frame truth:
corners, board, hidden) and keeps the scripts in OUT/scripts.
Deterministic for a seed. Renders are training data only: they never replace real photos as evidence.

usage: /usr/bin/python3 vision/training/renders.py C6RENDER OUT [--count N] [--frames K] [--seed S]
"""
import argparse
import json
import os
import re
import shutil
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


def random_script(rng, seed, room=False):
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
    if room:
        lines[6:6] = room_light(np.random.default_rng(seed + 500000))
    return "\n".join(lines) + "\n"


def room_light(rng):
    """The board's wood and the room's light, drawn apart from the game so a script keeps its game and
    camera: pale to dark wood, dim rooms (a white stone there is darker than wood in a bright one),
    spot pools (some only the varnish's reflection, which leaves stones as grey as outside), and a
    second lamp's hard shadows. Held-out games lost white stones in exactly these scenes."""
    wood = (rng.integers(90, 170), rng.integers(140, 210), rng.integers(180, 245))
    lines = [f"board wood {wood[0]},{wood[1]},{wood[2]} grain {rng.uniform(0.04, 0.16):.2f} "
             f"lines {rng.uniform(0.5, 0.85):.2f}"]
    if rng.random() < 0.5:
        lines.append(f"ambient level {rng.uniform(0.35, 1.0):.2f} tint {rng.choice(['warm', 'cool', 'neutral'])}")
    for _ in range(int(rng.integers(0, 3)) if rng.random() < 0.35 else 0):
        stones = f" stones {rng.uniform(0, 1):.2f}" if rng.random() < 0.5 else ""
        lines.append(f"spot at {point_name(*rng.integers(2, 17, 2))} radius {rng.integers(60, 160)} "
                     f"strength {rng.uniform(0.3, 1.2):.2f} tint {rng.choice(['warm', 'cool', 'neutral'])}{stones}")
    if rng.random() < 0.35:
        lines.append(f"lamp second azimuth {rng.integers(0, 360)} elevation {rng.integers(25, 61)} "
                     f"shadow {rng.uniform(0.25, 0.55):.2f} softness {rng.integers(3, 31)}")
    return lines


def expected_duration(script_text):
    """Seconds of video the script's timing gives on average (think 0.4 s per turn, 0.65 s per stone)."""
    moves = next(line for line in script_text.splitlines() if line.startswith("moves "))
    turns = moves.split()[1:]
    stones = sum(len(re.findall(r"[a-s]\d+", t)) for t in turns)
    return 1.5 + 0.4 * len(turns) + 0.65 * stones


def stills(truth_path):
    """(frame, truth with the board carried forward) for every frame line of a .truth.jsonl."""
    board = None
    with open(truth_path) as f:
        for line in f:
            j = json.loads(line)
            if j.get("event") != "frame":
                continue
            board = j.get("board", board)
            j["board"] = board
            yield j["frame"], j


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("c6render")
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=60, help="scripts")
    ap.add_argument("--frames", type=int, default=6, help="stills per script, evenly spread over its video")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--room-light", action="store_true",
                    help="vary the wood and the room's light too (tried 2026-12-07, not in the committed model)")
    a = ap.parse_args()
    os.makedirs(os.path.join(a.out, "scripts"), exist_ok=True)
    rng = np.random.default_rng(a.seed)
    for i in range(a.count):
        text = random_script(rng, a.seed * 1000 + i, a.room_light)
        video = os.path.join(a.out, "scripts", f"r{i:04d}")
        fps = a.frames / expected_duration(text)
        text = re.sub(r"^video (\S+) 30$", lambda m: f"video {m.group(1)} {fps:.5f}", text, flags=re.M)
        with open(video + ".txt", "w") as f:
            f.write(text)
        if not os.path.exists(video + ".truth.jsonl"):
            out = subprocess.run([a.c6render, "--quiet", video + ".txt", video + "/"], capture_output=True, text=True)
            if out.returncode != 0:  # a script the renderer refuses (e.g. a sleeve that does not fit)
                print(f"r{i:04d} skipped: {out.stderr.strip()}")
                continue
        n = 0
        for frame, truth in stills(video + ".truth.jsonl"):
            stem = os.path.join(a.out, f"r{i:04d}_{frame:06d}")
            shutil.move(os.path.join(video, f"{frame:06d}.png"), stem + ".png")
            with open(stem + ".json", "w") as f:
                json.dump(truth, f)
            n += 1
        shutil.rmtree(video, ignore_errors=True)
        print(f"r{i:04d}: {n} stills", flush=True)


if __name__ == "__main__":
    main()
