"""Trains the per-point stone classifier and exports it as ONNX for vision/stone_net.cpp.

Input: the .npz boards of build_dataset.py. Each epoch every stored board is turned (one of the 8
board symmetries), recoloured (hue rotation, tint, saturation, gamma, contrast, channel swap), blurred,
noised and JPEG-compressed at random, then normalised and cut into per-point patches exactly as the
C++ reader does. Deterministic for a seed (torch runs on one or two threads).

usage: /usr/bin/python3 vision/training/train.py DATASET_DIR OUT.onnx [--exclude SOURCE] [--epochs N]
"""
import argparse
import glob
import os
import sys
import time

import cv2
import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import arms  # noqa: E402
import board_patches as bp  # noqa: E402

ARM_SHARE = 0.3  # boards that get a painted arm each epoch
GLARE_SHARE = 0.3  # boards that get sun patches or glare: bright, but no stone


DENSE_SHARE = 0.3  # boards filled up towards a near-full board with copies of their own stones
SET_SHARE = 0.3  # boards whose stone sets and wood are recoloured apart (green, blue, slate sets; dark boards)
MIXED_LIGHT_SHARE = 0.3  # boards lit by two differently coloured lights from two sides


RENDER_SOURCE = "renders"  # build_dataset.py's name for the rendered boards
DARK_SET_GAIN = 1.5  # at most this much brighter: a slate set, never as light as the light set
LIGHT_SET_SATURATION = 0.35  # how coloured a recoloured light set gets (0..1)


def _random_gain(rng, mean_lo, mean_hi, sat_hi):
    """A per-channel (BGR) gain: a random hue of saturation up to sat_hi, mean brightness in range."""
    hsv = np.uint8([[[rng.integers(0, 180), rng.integers(0, int(255 * sat_hi) + 1), 255]]])
    c = cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR)[0, 0].astype(np.float32) + 8
    return c / c.mean() * rng.uniform(mean_lo, mean_hi)


def tint_sets(top, lab, rng, dark_gain=DARK_SET_GAIN, light_saturation=LIGHT_SET_SATURATION):
    """Recolours the darker set, the lighter set and the wood each on its own: green, blue or
    slate-and-shell sets, light orange or dark boards. The stones' masks come from the labels (a disc
    wide enough for a top seen half a cell towards the camera) and the pixels' own look (darker than
    the wood for the dark set, less saturated than the wood for the light set)."""
    c = bp.CELL
    img = top.astype(np.float32)
    grey = img.mean(axis=2)
    sat = img.max(axis=2) - img.min(axis=2)
    empty = np.zeros(top.shape[:2], np.float32)
    discs = {1: empty.copy(), 2: empty.copy()}
    for (y, x), v in np.ndenumerate(lab):
        if v in discs:
            cv2.circle(discs[int(v)], ((x + 1) * c, (y + 1) * c), int(0.8 * c), 1.0, -1)
    wood_pts = [((y + 1) * c, (x + 1) * c) for (y, x), v in np.ndenumerate(lab) if v == 0]
    if wood_pts:
        ys, xs = np.array(wood_pts).T
        wood_grey, wood_sat = float(np.median(grey[ys, xs])), float(np.median(sat[ys, xs]))
    else:
        wood_grey, wood_sat = float(np.percentile(grey, 50)), float(np.percentile(sat, 50))
    dark_w = discs[1] * np.clip((0.8 * wood_grey - grey) / max(0.4 * wood_grey, 1.0), 0, 1)
    light_w = discs[2] * np.clip(1 - sat / max(0.8 * wood_sat, 1.0), 0, 1)
    dark_w = cv2.GaussianBlur(dark_w, (0, 0), 0.8)
    light_w = cv2.GaussianBlur(light_w, (0, 0), 0.8)
    wood_w = np.clip(1 - dark_w - light_w, 0, 1)
    gains = [(dark_w, _random_gain(rng, 0.8, dark_gain, 0.7)), (light_w, _random_gain(rng, 0.8, 1.0, light_saturation)),
             (wood_w, _random_gain(rng, 0.45, 1.2, 0.6))]
    out = np.zeros_like(img)
    for w, g in gains:
        out += img * w[:, :, None] * (g if rng.random() < 0.7 else 1.0)
    return np.clip(out + img * np.clip(1 - dark_w - light_w - wood_w, 0, 1)[:, :, None], 0, 255).astype(np.uint8)


def mixed_light(top, rng, saturation=0.8):
    """Two lights of different colours from two sides: the tint changes across the board. With
    saturation 1, single-colour LED light too (blue, pink, green): a channel can all but vanish."""
    n = top.shape[0]
    a = rng.uniform(0, 2 * np.pi)
    yy, xx = np.mgrid[0:n, 0:n].astype(np.float32) / n - 0.5
    ramp = np.clip(0.5 + (xx * np.cos(a) + yy * np.sin(a)) * rng.uniform(0.8, 2.0), 0, 1)[:, :, None]
    g1, g2 = _random_gain(rng, 0.6, 1.2, saturation), _random_gain(rng, 0.6, 1.2, saturation)
    return np.clip(top.astype(np.float32) * (g1 * (1 - ramp) + g2 * ramp), 0, 255).astype(np.uint8)


def shift_tops(top, rng, max_cells):
    """Stone tops seen from an oblique camera: each appears displaced away from the camera's foot
    (the board-plane point below it) by an amount growing with its distance from the foot, up to
    max_cells at the far edge. That is a scaling about the foot; the whole view is scaled (the
    grid lines move too, like a small corner error), the labels stay at their points."""
    n = top.shape[0]
    a = rng.uniform(0, 2 * np.pi)
    foot = n / 2 + rng.uniform(0.7, 3.0) * n * np.array([np.cos(a), np.sin(a)])
    ends = np.array([[bp.CELL, bp.CELL], [bp.CELL, bp.SIZE * bp.CELL], [bp.SIZE * bp.CELL, bp.CELL],
                     [bp.SIZE * bp.CELL, bp.SIZE * bp.CELL]], np.float64)
    far = float(np.linalg.norm(ends - foot, axis=1).max())
    s = 1.0 / (1.0 + rng.uniform(0, max_cells * bp.CELL) / far)  # output pixel p shows the input at foot + s (p - foot)
    m = np.float32([[s, 0, foot[0] * (1 - s)], [0, s, foot[1] * (1 - s)]])
    return cv2.warpAffine(top, m, (n, n), flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                          borderMode=cv2.BORDER_REPLICATE)


def densify(top, lab, rng):
    """Copies the board's own stones (a disc of 0.7 cell around the point, feathered) onto many of its
    empty points: near-full boards, whose percentiles and crowded neighbours sparse photos never show."""
    stones = np.argwhere((lab == 1) | (lab == 2))
    empty = np.argwhere(lab == 0)
    if len(stones) < 4 or len(empty) < 20:
        return top, lab
    c = bp.CELL
    r = int(0.7 * c)
    yy, xx = np.mgrid[-r:r + 1, -r:r + 1]
    disc = np.clip(0.7 * c + 0.5 - np.sqrt(xx ** 2 + yy ** 2), 0, 1).astype(np.float32)[:, :, None]
    out = top.astype(np.float32)
    lab = lab.copy()
    for y, x in empty[rng.random(len(empty)) < rng.uniform(0.3, 0.8)]:
        sy, sx = stones[rng.integers(len(stones))]
        src = top[(sy + 1) * c - r:(sy + 1) * c + r + 1, (sx + 1) * c - r:(sx + 1) * c + r + 1].astype(np.float32)
        dst = out[(y + 1) * c - r:(y + 1) * c + r + 1, (x + 1) * c - r:(x + 1) * c + r + 1]
        if src.shape != dst.shape:
            continue
        dst[:] = dst * (1 - disc) + src * disc
        lab[y, x] = lab[sy, sx]
    return out.astype(np.uint8), lab


def paint_glare(top, rng):
    """Soft bright patches (sun through a window, lamp glare, a laser dot): they change no label."""
    n = top.shape[0]
    mask = np.zeros((n, n), np.float32)
    for _ in range(int(rng.integers(1, 4))):
        pts = (rng.uniform(0, n, 2) + rng.normal(0, rng.uniform(3, 40), (int(rng.integers(3, 7)), 2))).astype(np.int32)
        cv2.fillConvexPoly(mask, cv2.convexHull(pts), float(rng.uniform(0.3, 0.7)))
    mask = cv2.GaussianBlur(mask, (0, 0), rng.uniform(0.8, 4))[:, :, None]
    tint = rng.uniform(0.8, 1.0, 3).astype(np.float32) * 255
    return np.clip(top * (1 - mask) + tint * mask, 0, 255).astype(np.uint8)


class StoneNet(nn.Module):
    """Small on purpose: all 361 points go through it in one OpenCV dnn forward of a few ms on one
    core. A strided 5x5 first layer halves the work of a plain 3x3 stack at the same accuracy. The
    first layer runs at the highest resolution and costs most (24 channels instead of 16 cost 2.6 ms
    more per board on one core); the second layer and the dense layer are where width is cheap
    (16-64-128: 0.6 ms more than 16-32-32)."""

    def __init__(self, first=16, second=32, hidden=32):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, first, 5, stride=2, padding=2), nn.BatchNorm2d(first), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(first, second, 3, padding=1), nn.BatchNorm2d(second), nn.ReLU(), nn.MaxPool2d(2))
        side = bp.PATCH // 2 // 2 // 2
        self.head = nn.Sequential(nn.Flatten(), nn.Linear(second * side * side, hidden), nn.ReLU(),
                                  nn.Linear(hidden, len(bp.CLASSES)))

    def forward(self, x):
        return self.head(self.features(x))


class Exported(nn.Module):
    """What C++ runs: probabilities, not logits."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, x):
        return torch.softmax(self.net(x), dim=1)


def recolour(top, rng):
    img = top
    if rng.random() < 0.7:
        hsv = cv2.cvtColor(img, cv2.COLOR_BGR2HSV).astype(np.int32)
        shift = rng.integers(0, 180) if rng.random() < 0.5 else rng.integers(-12, 13)
        hsv[:, :, 0] = (hsv[:, :, 0] + shift) % 180
        hsv[:, :, 1] = np.clip(hsv[:, :, 1] * rng.uniform(0.3, 1.8), 0, 255)
        img = cv2.cvtColor(hsv.astype(np.uint8), cv2.COLOR_HSV2BGR)
    f = img.astype(np.float32) / 255.0
    f = f * np.exp(rng.normal(0, 0.3, 3)).astype(np.float32)          # tinted light
    f = np.clip(f, 0, 1) ** rng.uniform(0.6, 1.6)                       # gamma
    f = (f - 0.5) * rng.uniform(0.5, 1.3) + 0.5 + rng.uniform(-0.25, 0.25)  # contrast, brightness
    if rng.random() < 0.2:
        f = f[:, :, rng.permutation(3)]
    if rng.random() < 0.4:
        f = f + rng.normal(0, rng.uniform(0.005, 0.03), f.shape).astype(np.float32)
    img = np.clip(f * 255 + 0.5, 0, 255).astype(np.uint8)
    if rng.random() < 0.3:
        img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.4, 1.2))
    if rng.random() < 0.3:
        ok, buf = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(30, 90))])
        img = cv2.imdecode(buf, cv2.IMREAD_COLOR)
    return img


def turn(top, lab, k, flip):
    top, lab = np.rot90(top, k), np.rot90(lab, k)
    if flip:
        top, lab = top[:, ::-1], lab[:, ::-1]
    return np.ascontiguousarray(top), np.ascontiguousarray(lab)


def epoch_patches(tops, labels, rng, augment=True, per_board=None, dense_share=DENSE_SHARE, norm_jitter=True,
                  set_share=0.0, mixed_light_share=0.0, light_saturation=0.8, board_weights=None,
                  top_shift_share=0.0, top_shift_cells=0.4, dark_set_gain=DARK_SET_GAIN,
                  light_set_saturation=LIGHT_SET_SATURATION):
    """Patches of every board; with per_board, that many points per board, stones and covered points
    drawn twice as often as empty ones (most points of most photos are empty). Returns patches,
    labels and each patch's weight in the loss (its board's weight, 1 by default)."""
    xs, ys, ws = [], [], []
    if board_weights is None:
        board_weights = np.ones(len(tops), np.float32)
    for top, lab, bw in zip(tops, labels, board_weights):
        if bw == 0:
            continue
        if augment:
            top, lab = turn(top, lab, int(rng.integers(4)), bool(rng.integers(2)))
            if dense_share and rng.random() < dense_share:
                top, lab = densify(top, lab, rng)
            if set_share and rng.random() < set_share:
                top = tint_sets(top, lab, rng, dark_set_gain, light_set_saturation)
            if top_shift_share and rng.random() < top_shift_share:
                top = shift_tops(top, rng, top_shift_cells)
            if rng.random() < ARM_SHARE:
                top, lab = arms.paint_arm(top, lab, rng)
            if rng.random() < GLARE_SHARE:
                top = paint_glare(top, rng)
            if mixed_light_share and rng.random() < mixed_light_share:
                top = mixed_light(top, rng, light_saturation)
            top = recolour(top, rng)
        lab = lab.reshape(-1)
        pts = np.arange(lab.size)
        if per_board:
            w = np.where(lab == 0, 1.0, 2.0)
            pts = rng.choice(lab.size, per_board, replace=False, p=w / w.sum())
        norm = bp.normalise(top)
        if augment and norm_jitter:
            # Where the percentiles fall depends on the board's content (a near-full board's 98th
            # percentile is a white stone, a sparse one's is wood): the net must not rely on it.
            norm = (norm * rng.uniform(0.6, 1.5, 3) + rng.uniform(-0.3, 0.3, 3)).astype(np.float32)
        xs.append(bp.patches(norm, pts))
        ys.append(lab[pts])
        ws.append(np.full(len(pts), bw, np.float32))
    return np.concatenate(xs), np.concatenate(ys), np.concatenate(ws)


def load(dataset, exclude):
    """Boards of every source but the excluded ones (kept apart, true corners only, to score on), and
    which boards are rendered."""
    tops, labels, rendered, held = [], [], [], {}
    for path in sorted(glob.glob(os.path.join(dataset, "*.npz"))):
        name = os.path.basename(path)[:-4]
        d = np.load(path)
        if name in exclude:
            exact = [i for i, n in enumerate(d["names"]) if n.endswith("#0")]
            held[name] = (d["tops"][exact], d["labels"][exact])
        else:
            tops.append(d["tops"])
            labels.append(d["labels"])
            rendered.append(np.full(len(d["tops"]), name == RENDER_SOURCE))
            print(f"train on {name}: {len(d['tops'])} boards")
    return np.concatenate(tops), np.concatenate(labels), np.concatenate(rendered), held


def accuracy(net, tops, labels):
    x, y, _ = epoch_patches(tops, labels, None, augment=False)
    with torch.no_grad():
        pred = net(torch.from_numpy(x)).argmax(1).numpy()
    pred[pred == 3] = 0  # covered reads as empty on the board
    return float((pred == y).mean())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dataset")
    ap.add_argument("out")
    ap.add_argument("--exclude", action="append", default=[])
    ap.add_argument("--epochs", type=int, default=14)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dense-share", type=float, default=DENSE_SHARE, help="boards filled up per epoch (0: none)")
    ap.add_argument("--set-share", type=float, default=0.0,
                    help=f"boards whose stone sets and wood are recoloured apart per epoch (0: none; e.g. {SET_SHARE})")
    ap.add_argument("--mixed-light", type=float, default=0.0,
                    help=f"boards lit by two coloured lights per epoch (0: none; e.g. {MIXED_LIGHT_SHARE})")
    ap.add_argument("--light-saturation", type=float, default=0.8, help="how coloured the mixed lights get (0..1)")
    ap.add_argument("--dark-set-gain", type=float, default=DARK_SET_GAIN,
                    help="a recoloured dark set gets at most this much brighter (dark-green stones: about 2.5)")
    ap.add_argument("--light-set-saturation", type=float, default=LIGHT_SET_SATURATION,
                    help="how coloured a recoloured light set gets (0..1; light-green stones: about 0.6)")
    ap.add_argument("--top-shift", type=float, default=0.0,
                    help="boards whose stone tops are shifted as in an oblique view, per epoch (0: none)")
    ap.add_argument("--top-shift-cells", type=float, default=0.4, help="the largest such shift, in cells")
    ap.add_argument("--no-norm-jitter", action="store_true", help="no random gain/offset after normalisation")
    ap.add_argument("--per-board", type=int, default=80, help="points drawn per board and epoch")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--render-weight", type=float, default=1.0,
                    help="loss weight of rendered boards' points (real photos: 1); renders never outweigh photos")
    ap.add_argument("--real-only-epochs", type=int, default=0,
                    help="the last N of the epochs train on real photos alone (renders first teach variety, "
                         "then the photos' own look is fitted at the schedule's low learning rate)")
    ap.add_argument("--width", default="16,32,32",
                    help="channels of the two conv layers and units of the dense layer (e.g. 16,64,128)")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    torch.manual_seed(a.seed)
    rng = np.random.default_rng(a.seed)
    tops, labels, rendered, held = load(a.dataset, set(a.exclude))
    board_weights = np.where(rendered, a.render_weight, 1.0).astype(np.float32)
    counts = np.bincount(labels.reshape(-1), minlength=4)
    counts[3] = max(counts[3], int(ARM_SHARE * counts.sum() * 0.08))  # arms painted on the fly
    print(f"{len(tops)} boards, points per class {dict(zip(bp.CLASSES, counts.tolist()))}")
    net = StoneNet(*(int(v) for v in a.width.split(",")))
    opt = torch.optim.Adam(net.parameters(), lr=3e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=a.epochs, pct_start=0.15)
    # Rare classes (covered) count more, so a few hundred arm points are not drowned by empty ones.
    weight = torch.tensor(np.minimum((counts.sum() / np.maximum(counts, 1) / 4) ** 0.5, 4.0), dtype=torch.float32)
    loss_fn = nn.CrossEntropyLoss(weight=weight, label_smoothing=0.02, reduction="none")
    start = time.time()
    print(f"weights {weight.numpy().round(2)}", flush=True)
    for epoch in range(a.epochs):
        net.train()
        x, y, w = epoch_patches(tops, labels, rng, per_board=a.per_board, dense_share=a.dense_share,
                                norm_jitter=not a.no_norm_jitter, set_share=a.set_share,
                                mixed_light_share=a.mixed_light, light_saturation=a.light_saturation,
                                top_shift_share=a.top_shift, top_shift_cells=a.top_shift_cells,
                                dark_set_gain=a.dark_set_gain, light_set_saturation=a.light_set_saturation,
                                board_weights=board_weights if epoch < a.epochs - a.real_only_epochs
                                else np.where(rendered, 0.0, 1.0))
        prep = time.time() - start
        order = rng.permutation(len(y))
        total, n = 0.0, 0
        for i in range(0, len(order), 256):
            idx = order[i:i + 256]
            xb, yb, wb = torch.from_numpy(x[idx]), torch.from_numpy(y[idx]), torch.from_numpy(w[idx])
            opt.zero_grad()
            # A weighted mean, as CrossEntropyLoss's own: per-patch weight times its class's weight.
            loss = (loss_fn(net(xb), yb) * wb).sum() / (weight[yb] * wb).sum()
            loss.backward()
            opt.step()
            total += float(loss) * len(idx)
            n += len(idx)
        sched.step()
        net.eval()
        msg = " ".join(f"{k} {100 * accuracy(net, *v):.2f}%" for k, v in held.items())
        print(f"epoch {epoch + 1}/{a.epochs} loss {total / n:.4f} {len(y)} patches, prepared at {prep:.0f}s, "
              f"done at {time.time() - start:.0f}s {msg}", flush=True)
    # export() restores the module's previous mode afterwards: the wrapper must be in eval mode too,
    # or batch norm would run on batch statistics from then on.
    exported = Exported(net).eval()
    dummy = torch.zeros(361, 3, bp.PATCH, bp.PATCH)
    torch.onnx.export(exported, dummy, a.out, input_names=["patches"], output_names=["probabilities"],
                      dynamic_axes={"patches": {0: "points"}, "probabilities": {0: "points"}}, opset_version=11,
                      do_constant_folding=True)
    check_export(exported, a.out, tops[:4])
    print(f"wrote {a.out} ({os.path.getsize(a.out)} bytes) after {time.time() - start:.0f}s")


def check_export(model, path, tops):
    """OpenCV's dnn (what C++ runs) must give torch's outputs on real patches."""
    x = np.concatenate([bp.patches(bp.normalise(t)) for t in tops])
    with torch.no_grad():
        ref = model(torch.from_numpy(x)).numpy()
    dnn = cv2.dnn.readNetFromONNX(path)
    dnn.setInput(x)
    got = dnn.forward()
    diff = float(np.abs(got - ref).max())
    print(f"OpenCV dnn vs torch: max |difference| {diff:.2e} over {len(x)} points")
    if diff > 1e-3:
        raise SystemExit(f"{path}: OpenCV dnn disagrees with torch ({diff})")


if __name__ == "__main__":
    main()
