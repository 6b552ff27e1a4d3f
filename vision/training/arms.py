"""Paints arms (sleeve + hand) over top-down board warps: the 'covered' class, in every skin tone and
sleeve colour and pattern, entering from any side. Points under the arm become covered; the arm's
shadow darkens the board without changing what lies there."""
import cv2
import numpy as np

import board_patches as bp

COVERED = 3


def _colour(rng):
    hsv = np.uint8([[[rng.integers(0, 180), rng.integers(0, 256), rng.integers(10, 256)]]])
    return cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR)[0, 0].astype(np.float32)


def _skin(rng):
    dark, light = np.float32([35, 50, 75]), np.float32([175, 195, 235])
    return dark + (light - dark) * rng.uniform(0, 1) + rng.normal(0, 8, 3).astype(np.float32)


def _sleeve_texture(shape, rng):
    h, w = shape
    a, b = _colour(rng), _colour(rng)
    kind = rng.integers(4)
    yy, xx = np.mgrid[0:h, 0:w]
    period = rng.uniform(4, 16)
    if kind == 0:
        mix = np.zeros((h, w), np.float32)
    elif kind == 1:
        mix = (np.sin((xx * np.cos(rng.uniform(0, 3.14)) + yy * np.sin(rng.uniform(0, 3.14))) / period * 6.28) > 0)
    elif kind == 2:
        mix = ((xx // period).astype(int) + (yy // period).astype(int)) % 2
    else:
        mix = cv2.GaussianBlur(rng.random((h, w)).astype(np.float32), (0, 0), rng.uniform(1, 4)) > 0.5
    mix = np.asarray(mix, np.float32)[:, :, None]
    return a * (1 - mix) + b * mix


def paint_arm(top, lab, rng):
    n = bp.CANVAS
    cell = bp.CELL
    edge = rng.integers(4)
    t = rng.uniform(0.1, 0.9) * n
    start = [(t, -cell), (n + cell, t), (t, n + cell), (-cell, t)][edge]
    inward = np.array([(0, 1), (-1, 0), (0, -1), (1, 0)][edge], np.float64)
    ang = rng.uniform(-0.7, 0.7)
    d = np.array([inward[0] * np.cos(ang) - inward[1] * np.sin(ang), inward[0] * np.sin(ang) + inward[1] * np.cos(ang)])
    length = rng.uniform(0.25, 0.9) * n
    tip = np.array(start) + d * length
    width = rng.uniform(1.8, 4.5) * cell
    mask = np.zeros((n, n), np.uint8)
    cv2.line(mask, tuple(int(v) for v in start), tuple(int(v) for v in tip), 255, int(width))
    hand = np.zeros((n, n), np.uint8)
    hand_len = rng.uniform(1.2, 2.2) * cell
    centre = tip + d * hand_len * 0.6
    cv2.ellipse(hand, (int(centre[0]), int(centre[1])), (int(hand_len), int(width * 0.45)),
                float(np.degrees(np.arctan2(d[1], d[0]))), 0, 360, 255, -1)
    for k in range(int(rng.integers(0, 4))):  # fingers
        side = np.array([-d[1], d[0]]) * (k - 1.5) * width * 0.15
        a = centre + side
        b = a + d * hand_len * rng.uniform(0.8, 1.4)
        cv2.line(hand, (int(a[0]), int(a[1])), (int(b[0]), int(b[1])), 255, max(2, int(cell * 0.35)))
    # Shadow first, offset away from the light.
    shadow = cv2.GaussianBlur((mask | hand).astype(np.float32) / 255, (0, 0), cell * 0.6)
    off = rng.normal(0, cell, 2)
    shadow = cv2.warpAffine(shadow, np.float32([[1, 0, off[0]], [0, 1, off[1]]]), (n, n))
    img = top.astype(np.float32) * (1 - rng.uniform(0.2, 0.6) * shadow[:, :, None])
    sleeve = _sleeve_texture((n, n), rng)
    skin = np.broadcast_to(_skin(rng), (n, n, 3))
    # Cylinder shading across the arm: brighter along its ridge.
    yy, xx = np.mgrid[0:n, 0:n].astype(np.float32)
    across = np.abs((xx - start[0]) * -d[1] + (yy - start[1]) * d[0]) / (width / 2)
    shade = (1.15 - 0.5 * np.clip(across, 0, 1) ** 2)[:, :, None] * rng.uniform(0.6, 1.2)
    sleeve_end = np.clip(((xx - start[0]) * d[0] + (yy - start[1]) * d[1]) / length, 0, 2)
    is_skin = (hand > 0) | ((mask > 0) & (sleeve_end > rng.uniform(0.6, 1.0)))
    arm = np.where(is_skin[:, :, None], skin, sleeve) * shade
    alpha = cv2.GaussianBlur(((mask | hand) > 0).astype(np.float32), (0, 0), 0.8)[:, :, None]
    img = img * (1 - alpha) + arm * alpha
    out = np.clip(img, 0, 255).astype(np.uint8)
    lab = lab.copy()
    cover = cv2.blur(alpha[:, :, 0], (cell // 2, cell // 2))
    for y in range(bp.SIZE):
        for x in range(bp.SIZE):
            if cover[(y + 1) * cell, (x + 1) * cell] > 0.5:
                lab[y, x] = COVERED
    return out, lab
