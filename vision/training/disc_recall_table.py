#!/usr/bin/env python3
"""Disc recall / precision table from disc_recall's output (see disc_recall.cpp).

Usage: disc_recall IMAGES... | python3 vision/training/disc_recall_table.py
Per image, per light (the colour word in goban-watcher names) and per folder: recall = true stones
with a disc on them, precision = discs on the board that lie on a true stone."""
import re
import sys
from collections import defaultdict

groups = defaultdict(lambda: [0, 0, 0, 0])
rows = []
for line in sys.stdin:
    name, stones, discs, hs, hd = line.split()
    stones, discs, hs, hd = map(int, (stones, discs, hs, hd))
    rows.append((name, stones, discs, hs, hd))
    folder = name.split('/')[0]
    m = re.search(r'_(blue|cyan|green|orange|pink|violet|yellow)_\d\.jpg$', name)
    keys = [folder, 'all']
    if folder == 'goban-watcher':
        keys.append('light:' + (m.group(1) if m else 'normal'))
    for k in keys:
        g = groups[k]
        g[0] += stones; g[1] += discs; g[2] += hs; g[3] += hd

def pct(a, b):
    return f'{100.0 * a / b:5.1f}' if b else '  -  '

if '--images' in sys.argv:
    print('| image | stones | discs | recall % | precision % |')
    print('|---|---|---|---|---|')
    for name, s, d, hs, hd in sorted(rows, key=lambda r: (r[3] / r[1]) if r[1] else 1):
        print(f'| {name} | {s} | {d} | {pct(hs, s)} | {pct(hd, d)} |')
print('| group | stones | discs | recall % | precision % |')
print('|---|---|---|---|---|')
for k in sorted(groups):
    s, d, hs, hd = groups[k]
    print(f'| {k} | {s} | {d} | {pct(hs, s)} | {pct(hd, d)} |')
