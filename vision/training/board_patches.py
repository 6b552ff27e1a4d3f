"""Top-down board warp, per-image colour normalisation and per-point patches.

Mirrors vision/stone_net.cpp step by step (same OpenCV calls, same constants): the model sees in
training exactly what it sees in the C++ reader. Change one, change both.
"""
import cv2
import numpy as np

SIZE = 19
CELL = 10               # px per cell in the top-down warp
PATCH = 2 * CELL        # a patch spans one cell each side of its point: room for a stone top seen
                        # up to half a cell towards the camera, plus the stone's own radius
CANVAS = (SIZE + 1) * CELL  # point i sits at pixel (i + 1) * CELL
LOW_PCT, HIGH_PCT = 2.0, 98.0
MIN_RANGE = 8            # grey levels: a flat channel is not stretched beyond 32x
WEAK_RANGE, FULL_RANGE = 1.0 / 6.0, 0.5  # channel range / strongest range: see channel_weight
CLASSES = ("empty", "dark", "light", "covered")
RECORD_COLUMNS = "abcdefghijklmnopqrs"  # the renderer's point names: column letters from the left


def warp_board(image, corners):
    """image: BGR uint8; corners: 4x2 (row1col1, row1col19, row19col19, row19col1) in pixels."""
    corners = np.asarray(corners, np.float64)
    side = np.mean([np.linalg.norm(corners[i] - corners[(i + 1) % 4]) for i in range(4)])
    cell_px = side / (SIZE - 1)
    # Shrink by area first when cells are larger than the warp's, so thin grid lines are averaged,
    # not skipped by the warp's point sampling.
    if cell_px > CELL:
        margin = 1.5 * cell_px
        x0 = int(max(0, np.floor(corners[:, 0].min() - margin)))
        y0 = int(max(0, np.floor(corners[:, 1].min() - margin)))
        x1 = int(min(image.shape[1], np.ceil(corners[:, 0].max() + margin)))
        y1 = int(min(image.shape[0], np.ceil(corners[:, 1].max() + margin)))
        if x1 - x0 >= 2 and y1 - y0 >= 2:
            f = CELL / cell_px
            roi = image[y0:y1, x0:x1]
            w = max(1, int(round((x1 - x0) * f)))
            h = max(1, int(round((y1 - y0) * f)))
            image = cv2.resize(roi, (w, h), interpolation=cv2.INTER_AREA)
            corners = (corners - [x0, y0]) * [w / (x1 - x0), h / (y1 - y0)]
    lo, hi = CELL, SIZE * CELL
    dst = np.float32([[lo, lo], [hi, lo], [hi, hi], [lo, hi]])
    m = cv2.getPerspectiveTransform(dst, np.float32(corners))
    return cv2.warpPerspective(image, m, (CANVAS, CANVAS), flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                               borderMode=cv2.BORDER_REPLICATE)


def normalise(top):
    """Per channel, maps the board area's 2nd..98th percentile to -0.5..0.5: white balance and grey
    levels from the board and stones themselves, so tinted light and any stone set land on one scale.

    Under coloured (LED) light a channel can all but vanish (range 9 of 255 under blue light):
    stretched alone it would be JPEG noise at full scale. Each channel is therefore blended towards the
    board's brightness (all channels summed, stretched by their summed ranges) by how weak it is
    against the strongest one: a vanished channel becomes the brightness, and in white light (ranges
    alike) nothing changes. Coloured light then looks like dim white light."""
    inner = top[CELL // 2:CANVAS - CELL // 2, CELL // 2:CANVAS - CELL // 2]
    lows, ranges = [], []
    for c in range(3):
        hist = np.bincount(inner[:, :, c].ravel(), minlength=256).cumsum()
        total = hist[-1]
        lo = int(np.searchsorted(hist, total * LOW_PCT / 100.0, side="left"))
        hi = int(np.searchsorted(hist, total * HIGH_PCT / 100.0, side="left"))
        lows.append(lo)
        ranges.append(max(hi - lo, MIN_RANGE))
    src = top.astype(np.float32)
    bright = (src.sum(axis=2) - np.float32(sum(lows))) * np.float32(1.0 / sum(ranges)) - np.float32(0.5)
    out = np.empty(top.shape, np.float32)
    for c in range(3):
        w = np.float32(channel_weight(ranges[c], max(ranges)))
        own = (src[:, :, c] - np.float32(lows[c])) * np.float32(1.0 / ranges[c]) - np.float32(0.5)
        out[:, :, c] = w * own + (np.float32(1.0) - w) * bright
    return out


def channel_weight(channel_range, strongest_range):
    """How much of a channel's own stretch is kept: 1 from half the strongest channel's range up,
    0 below a sixth of it (such a channel holds mostly noise), linear in between."""
    r = channel_range / strongest_range
    return float(min(1.0, max(0.0, (r - WEAK_RANGE) / (FULL_RANGE - WEAK_RANGE))))


def patches(norm, points=None):
    """norm: CANVAS x CANVAS x 3 float -> (n, 3, PATCH, PATCH) for the points (index y * 19 + x; all
    361 in order by default)."""
    chw = np.ascontiguousarray(norm.transpose(2, 0, 1))
    points = range(SIZE * SIZE) if points is None else points
    out = np.empty((len(points), 3, PATCH, PATCH), np.float32)
    for k, p in enumerate(points):
        y, x = divmod(int(p), SIZE)
        out[k] = chw[:, y * CELL:y * CELL + PATCH, x * CELL:x * CELL + PATCH]
    return out


def read_board(path):
    return read_board_rows([r.strip() for r in open(path) if r.strip()])


def read_board_rows(rows):
    assert len(rows) == SIZE and all(len(r) == SIZE for r in rows), rows
    lut = {".": 0, "X": 1, "O": 2}
    return np.array([[lut[c] for c in r] for r in rows], np.int64)


def read_corners(path):
    return np.loadtxt(path, dtype=np.float64).reshape(4, 2)
