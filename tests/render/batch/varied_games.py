#!/usr/bin/env python3
"""Render varied whole games with c6render, record each with `c6rec record --json`, score the turns.

usage: varied_games.py C6RENDER C6REC OUT_DIR [--seeds A-B] [--turns N] [--videos DIR]

Each seed draws one scene: camera (elevation 30-89, azimuth, distance), which edges the players sit
at, arms of every skin tone and sleeve, table, room light (level, tint), optional spot pools, a
second lamp's shadows, a resting arm, sensor noise, the board's wood and lines, and a random legal
game with no six. The scene is a function of the seed alone, so a seed's failure can be rerun and
studied (OUT_DIR/<seed>/scene.txt). A turn counts as right when colour and stones equal the truth's
next turn, as ../shared/tools/score_videos.py counts; anything else reported as a turn is false.
Prints one line per seed and a summary; exit 0 only when every game is perfect. This is a
measurement (minutes per seed), not a test: ctest never runs it.

The renderer's videos differ a little from run to run (encoding under load), enough to flip a
borderline point: to compare two builds, render once and pass the first run's OUT_DIR as
--videos DIR to the second, which then records the same footage (a seed whose scene differs is
rendered anew)."""
import json, os, random, shutil, subprocess, sys, time

COLS = "abcdefghijklmnopqrs"  # the record notation keeps i (j10 is the centre)


def name(x, y):
    return f"{COLS[x]}{y + 1}"


def makes_six(stones, x, y, colour):
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for s in (1, -1):
            k = 1
            while stones.get((x + s * k * dx, y + s * k * dy)) == colour:
                run += 1
                k += 1
        if run >= 6:
            return True
    return False


def random_game(rng, turns):
    stones = {(9, 9): "B"}
    moves = ["j10"]
    for n in range(2, turns + 1):
        colour = "W" if n % 2 == 0 else "B"
        pair = []
        while len(pair) < 2:
            ax, ay = rng.choice(list(stones))
            x, y = ax + rng.randint(-3, 3), ay + rng.randint(-3, 3)
            if not (1 <= x <= 17 and 1 <= y <= 17) or (x, y) in stones or makes_six(stones, x, y, colour):
                continue
            stones[(x, y)] = colour
            pair.append(name(x, y))
        moves.append("".join(pair))
    return " ".join(f"{i + 1}.{m}" for i, m in enumerate(moves))


def scene(seed, turns):
    rng = random.Random(seed)
    w, h = rng.choice([(960, 540), (1280, 720)])
    sides = rng.choice([("bottom", "top"), ("top", "bottom"), ("left", "right"), ("right", "left")])
    lines = [f"seed {seed}", f"video {w}x{h} 12",
             f"camera elevation {rng.randint(30, 89)} azimuth {rng.randint(-35, 35)} fov 50 "
             f"distance {rng.randint(1100, 1500)}",
             f"players {sides[0]} {sides[1]}", "arms wide", f"table {rng.choice(['wood', 'cloth', 'dark'])}",
             f"light glare {rng.choice([0, 0, 1])} drift {rng.choice([0.03, 0.05, 0.1])} noise {rng.randint(2, 4)}"]
    wood = (rng.randint(120, 165), rng.randint(170, 205), rng.randint(205, 240))
    lines.append(f"board wood {wood[0]},{wood[1]},{wood[2]} grain {rng.uniform(0.04, 0.14):.2f} "
                 f"lines {rng.uniform(0.55, 0.85):.2f}")
    if rng.random() < 0.35:
        lines.append(f"ambient level {rng.uniform(0.5, 1.0):.2f} tint {rng.choice(['warm', 'cool', 'neutral'])}")
    if rng.random() < 0.3:
        lines.append(f"spot at {name(rng.randint(4, 14), rng.randint(4, 14))} radius {rng.randint(70, 140)} "
                     f"strength {rng.uniform(0.4, 1.0):.2f} tint {rng.choice(['warm', 'cool', 'neutral'])}")
    if rng.random() < 0.35:
        lines.append(f"lamp second azimuth {rng.randint(0, 359)} elevation {rng.randint(25, 60)} "
                     f"shadow {rng.uniform(0.25, 0.5):.2f} softness {rng.randint(5, 30)}")
    if rng.random() < 0.3:
        lines.append(f"rest {rng.choice('BW')} gap {rng.randint(20, 160)}")
    lines.append("timing think 0.8 1.6 hand 0.7 1.2 lead 1.0 tail 2.0")
    lines.append("moves " + random_game(rng, turns))
    return "\n".join(lines) + "\n"


def score(truth_path, events):
    truth = []
    for line in open(truth_path):
        e = json.loads(line)
        if e.get("event") == "turn":
            truth.append((e["color"], frozenset(e["stones"])))
    i = bad = 0
    for e in events:
        if e.get("event") != "turn":
            continue
        if i < len(truth) and (e.get("color"), frozenset(e.get("stones", []))) == truth[i]:
            i += 1
        else:
            bad += 1
    flags = sum(1 for e in events if e.get("event") == "flag")
    return i, len(truth), bad, flags


def reuse(videos, seed, text, d):
    """Copies seed's video and truth from an earlier run when it rendered the same scene."""
    if not videos:
        return False
    src = os.path.join(videos, str(seed))
    try:
        with open(os.path.join(src, "scene.txt")) as f:
            if f.read() != text:
                return False
        for name in ("game.mp4", "game.truth.jsonl"):
            shutil.copy(os.path.join(src, name), os.path.join(d, name))
    except OSError:
        return False
    return True


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    render, rec, out = (os.path.abspath(a) for a in sys.argv[1:4])
    seeds, turns = range(100, 124), 8
    if "--seeds" in sys.argv:
        a, b = sys.argv[sys.argv.index("--seeds") + 1].split("-")
        seeds = range(int(a), int(b) + 1)
    if "--turns" in sys.argv:
        turns = int(sys.argv[sys.argv.index("--turns") + 1])
    videos = os.path.abspath(sys.argv[sys.argv.index("--videos") + 1]) if "--videos" in sys.argv else None
    total = good = false = perfect = 0
    for seed in seeds:
        d = os.path.join(out, str(seed))
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        text = scene(seed, turns)
        with open(os.path.join(d, "scene.txt"), "w") as f:
            f.write(text)
        t0 = time.time()
        if not reuse(videos, seed, text, d):
            subprocess.run([render, "scene.txt", "game.mp4"], cwd=d, check=True, capture_output=True)
        p = subprocess.run([rec, "record", "--json", "game.mp4"], cwd=d, capture_output=True, text=True)
        with open(os.path.join(d, "record.jsonl"), "w") as f:
            f.write(p.stdout)
        events = [json.loads(l) for l in p.stdout.splitlines() if l.startswith("{")]
        ok, n, bad, flags = score(os.path.join(d, "game.truth.jsonl"), events)
        total, good, false = total + n, good + ok, false + bad
        perfect += ok == n and bad == 0 and flags == 0
        print(f"seed {seed}: {ok}/{n} turns, {bad} false, {flags} flags ({time.time() - t0:.0f} s)", flush=True)
    print(f"total: {good}/{total} turns, {false} false, {perfect}/{len(seeds)} games perfect")
    sys.exit(0 if perfect == len(seeds) else 1)


if __name__ == "__main__":
    main()
