// Board state and drawing, shared by the single-board view and the overview. The state machine
// mirrors ui/feed/game_feed.cpp: a snapshot, then events applied in order.
"use strict";

const C6 = (() => {
  const COLS = "abcdefghijklmnopqrs";

  function parsePoint(s, size) {
    const col = s.charCodeAt(0) - 97, row = parseInt(s.slice(1), 10) - 1;
    return col >= 0 && col < size && row >= 0 && row < size ? { col, row } : null;
  }

  function fromSnapshot(s) {
    return {
      board: s.board, seq: s.seq || 0, size: s.size || 19, info: s.info || {},
      turns: (s.turns || []).slice(), partial: s.partial || null, flags: (s.flags || []).slice(),
      result: s.result || null, clock: s.clock || null, clockAt: performance.now(),
    };
  }

  function apply(state, e) {
    if (e.seq && e.seq <= state.seq) return false;  // already in the snapshot
    state.seq = e.seq || state.seq;
    switch (e.event) {
      case "info": Object.assign(state.info, e); delete state.info.event; break;
      case "partial": state.partial = e; break;
      case "turn":
        state.turns.push({ n: state.turns.length + 1, color: e.color, stones: e.stones, t: e.t, clocks: e.clocks });
        state.partial = null;
        if (e.clocks && e.clocks.B && e.clocks.W && !state.result) {  // as game_feed.cpp: a turn is a clock reading
          state.clock = { event: "clock", t: e.t, running: true, to_move: e.color === "B" ? "W" : "B", B: e.clocks.B, W: e.clocks.W };
          state.clockAt = performance.now();
        }
        break;
      case "amend": {
        const t = state.turns[e.n - 1];
        if (t) { t.stones = e.stones; if (e.color) t.color = e.color; t.amended = true; }
        break;
      }
      case "flag": state.flags.push(e); break;
      case "restored": case "ruling": state.flags = []; break;
      case "end": state.result = { result: e.result, reason: e.reason }; if (state.clock) state.clock.running = false; break;
      case "clock": state.clock = e; state.clockAt = performance.now(); break;
      default: return false;
    }
    return true;
  }

  // Stones after `upto` turns (all when undefined), plus the pending partial turn when live.
  function position(state, upto) {
    const n = upto === undefined ? state.turns.length : upto;
    const grid = new Map();
    const put = (turn) => turn.stones.forEach((s) => { const p = parsePoint(s, state.size); if (p) grid.set(p.col + "," + p.row, turn.color); });
    state.turns.slice(0, n).forEach(put);
    if (upto === undefined && state.partial) put(state.partial);
    return grid;
  }

  // Seconds left for a side now, ticking from the last clock reading.
  function clockLeft(state, side) {
    const c = state.clock;
    if (!c || !c[side]) return null;
    let left = c[side].left;
    if (c.running && c.to_move === side && !state.result) left -= (performance.now() - state.clockAt) / 1000;
    return Math.max(0, left);
  }

  function formatClock(s) {
    if (s === null || s === undefined) return "--:--";
    const t = Math.ceil(s), h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), sec = t % 60;
    const mm = String(m).padStart(h ? 2 : 1, "0"), ss = String(sec).padStart(2, "0");
    return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
  }

  const SVG = "http://www.w3.org/2000/svg";
  function el(name, attrs, parent) {
    const e = document.createElementNS(SVG, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }

  // Draws the board into `container`; `upto` = turns shown; marks the last turn shown.
  function draw(container, state, upto, opts = {}) {
    const n = state.size, cell = 20, pad = opts.mini ? 12 : 28, span = cell * (n - 1) + 2 * pad;
    const svg = el("svg", { viewBox: `0 0 ${span} ${span}`, role: "img", "aria-label": "board" });
    el("rect", { x: 0, y: 0, width: span, height: span, fill: "#dcb36b", rx: 6 }, svg);
    const X = (c) => pad + c * cell, Y = (r) => pad + (n - 1 - r) * cell;
    for (let i = 0; i < n; i++) {
      el("line", { x1: X(0), y1: Y(i), x2: X(n - 1), y2: Y(i), stroke: "#3b2a12", "stroke-width": 0.8 }, svg);
      el("line", { x1: X(i), y1: Y(0), x2: X(i), y2: Y(n - 1), stroke: "#3b2a12", "stroke-width": 0.8 }, svg);
      if (!opts.mini) {
        const lab = el("text", { x: X(i), y: span - 8, "font-size": 9, "text-anchor": "middle", fill: "#3b2a12" }, svg);
        lab.textContent = COLS[i] || "";
        const rl = el("text", { x: 9, y: Y(i) + 3, "font-size": 9, "text-anchor": "middle", fill: "#3b2a12" }, svg);
        rl.textContent = String(i + 1);
      }
    }
    if (n === 19) for (const c of [3, 9, 15]) for (const r of [3, 9, 15]) el("circle", { cx: X(c), cy: Y(r), r: 2.2, fill: "#3b2a12" }, svg);
    const grid = position(state, upto);
    for (const [key, color] of grid) {
      const [c, r] = key.split(",").map(Number);
      el("circle", { cx: X(c), cy: Y(r), r: cell * 0.46, fill: color === "B" ? "#111" : "#fafafa", stroke: "#000", "stroke-width": 0.6, class: "stone " + color }, svg);
    }
    const shown = upto === undefined ? state.turns.length : upto;
    const last = upto === undefined && state.partial ? state.partial : state.turns[shown - 1];
    if (last) for (const s of last.stones) {
      const p = parsePoint(s, n);
      if (p) el("circle", { cx: X(p.col), cy: Y(p.row), r: cell * 0.18, fill: last.color === "B" ? "#fff" : "#111", class: "last" }, svg);
    }
    if (upto === undefined) for (const f of state.flags) for (const s of f.points || []) {
      const p = parsePoint(s, n);
      if (p) el("rect", { x: X(p.col) - cell / 2, y: Y(p.row) - cell / 2, width: cell, height: cell, fill: "none", stroke: "#c0392b", "stroke-width": 2.5, class: "flagged" }, svg);
    }
    container.replaceChildren(svg);
  }

  return { apply, fromSnapshot, position, clockLeft, formatClock, draw, parsePoint };
})();
