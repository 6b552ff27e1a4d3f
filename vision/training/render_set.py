"""Renders varied synthetic games with tests/render's c6render, as training boards with truth.

Each game gets random camera, table, light, JPEG and stone count (up to near-full boards), at a low
frame rate so every frame is worth keeping; arms over the board give the 'covered' class (the
truth's `hidden` points). Deterministic for a seed.

usage: /usr/bin/python3 vision/training/render_set.py C6RENDER OUT_DIR [--games N] [--seed S]
"""
import argparse
import os
import random
import subprocess

COLS = "abcdefghijklmnopqrs"  # record notation: columns a-s including i


def has_six(board, x, y, colour):
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for s in (1, -1):
            k = 1
            while 0 <= x + s * k * dx < 19 and 0 <= y + s * k * dy < 19 and board.get((x + s * k * dx, y + s * k * dy)) == colour:
                run += 1
                k += 1
        if run >= 5:  # keep well clear of a win: the game must not end early
            return True
    return False


def random_game(rng, stones):
    board = {}
    turns = []
    colour = 0
    placed = 0
    while placed < stones:
        count = 1 if not turns else 2
        turn = []
        for _ in range(count):
            for _attempt in range(200):
                x, y = rng.randrange(19), rng.randrange(19)
                if (x, y) in board:
                    continue
                board[(x, y)] = colour
                if has_six(board, x, y, colour):
                    del board[(x, y)]
                    continue
                turn.append(f"{COLS[x]}{y + 1}")
                break
        if len(turn) != count:
            break
        placed += count
        turns.append(f"{len(turns) + 1}.{''.join(turn)}")
        colour ^= 1
    return turns


def script(rng, seed):
    stones = rng.choice([6, 30, 80, 140, 200, 250])
    turns = random_game(rng, stones)
    elev = rng.uniform(30, 90)
    lines = [
        f"seed {seed}",
        f"video {rng.choice(['960x540', '1280x720', '640x480'])} 2",
        f"camera elevation {elev:.0f} azimuth {rng.uniform(-40, 40):.0f} fov {rng.uniform(40, 70):.0f} "
        f"roll {rng.uniform(-8, 8):.1f} distortion {rng.uniform(0, 0.05):.2f}",
        f"players {rng.choice(['bottom', 'top', 'left', 'right'])} {rng.choice(['bottom', 'top', 'left', 'right'])}",
        f"table {rng.choice(['wood', 'cloth', 'dark'])}",
        f"light drift {rng.uniform(0, 0.3):.2f} shadow {rng.choice(['on', 'off'])} glare {rng.randrange(0, 4)} "
        f"noise {rng.uniform(0, 5):.1f} jpeg {rng.choice([0, 0, 60, 80])}",
        "timing think 0.3 0.8 hand 0.5 1.0 lead 0.5 tail 0.5",
        f"stones offset {rng.uniform(0.5, 2.5):.1f} bumped {rng.uniform(0, 0.1):.2f}",
    ]
    # Long games: keep a slice of the frames (the end shows the fullest board).
    for i in range(0, len(turns), 12):
        lines.append("moves " + " ".join(turns[i:i + 12]))
    if rng.random() < 0.5 and len(turns) > 3:
        lines.append(f"after {rng.randrange(1, len(turns))} sleeve {rng.choice('BW')} {rng.uniform(2, 5):.1f}")
    return "\n".join(lines) + "\n", len(turns)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("c6render")
    ap.add_argument("out")
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    for g in range(a.games):
        text, _ = script(rng, a.seed * 1000 + g)
        d = os.path.join(a.out, f"game{g:03d}")
        if os.path.exists(os.path.join(d, "truth.jsonl")):
            continue
        os.makedirs(d, exist_ok=True)
        path = os.path.join(d, "script.txt")
        with open(path, "w") as f:
            f.write(text)
        r = subprocess.run([a.c6render, "--quiet", "--truth", os.path.join(d, "truth.jsonl"), path, d + "/frames/"],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(f"{d}: c6render failed: {r.stderr.strip()}")
        else:
            print(f"{d}: rendered")


if __name__ == "__main__":
    main()
