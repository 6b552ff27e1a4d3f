// Board state, words and drawing, shared by the single-board view and the overview. The state
// machine mirrors ui/feed/game_feed.cpp: a snapshot, then events applied in order. Nothing here
// writes HTML: every text goes in through textContent.
"use strict";

const C6 = (() => {
  const COLS = "abcdefghijklmnopqrstuvwxyz";
  const SIDE = { B: "Black", W: "White" };
  const other = (side) => (side === "B" ? "W" : "B");

  function parsePoint(s, size) {
    if (typeof s !== "string") return null;
    const col = s.charCodeAt(0) - 97, row = parseInt(s.slice(1), 10) - 1;
    return col >= 0 && col < size && row >= 0 && row < size ? { col, row } : null;
  }

  // Header fields: the event's name is "event_name"; a snapshot's info object may hold the old form
  // "event" (in an info event "event" is the kind, so it never means the name there).
  function eventName(info) {
    return info.event_name || (typeof info.event === "string" && info.event !== "info" ? info.event : "");
  }

  function fromSnapshot(s) {
    return {
      board: s.board, seq: s.seq || 0, size: s.size || 19, info: Object.assign({}, s.info || {}),
      turns: (s.turns || []).slice(), partial: s.partial || null, flags: (s.flags || []).slice(),
      log: (s.flag_log || []).slice(), result: s.result || null, clock: s.clock || null,
      clockAt: performance.now(), heardAt: performance.now(), station: s.station || null,
    };
  }

  function apply(state, e) {
    state.heardAt = performance.now();
    if (e.seq && e.seq <= state.seq) return false;  // already in the snapshot
    state.seq = e.seq || state.seq;
    switch (e.event) {
      case "station": state.station = { online: e.online === true }; break;  // the relay's word
      case "info":
        for (const k in e) if (!["event", "t", "seq"].includes(k)) state.info[k] = e[k];
        if (e.size) state.size = e.size;
        break;
      case "partial": state.partial = e; break;
      case "turn":
        state.turns.push({ n: state.turns.length + 1, color: e.color, stones: e.stones, t: e.t, clocks: e.clocks, threats: e.threats, forced_win: e.forced_win });
        state.partial = null;
        if (e.clocks && e.clocks.B && e.clocks.W && !state.result) {  // as game_feed.cpp: a turn is a clock reading
          state.clock = { event: "clock", t: e.t, running: true, to_move: other(e.color), B: e.clocks.B, W: e.clocks.W };
          state.clockAt = performance.now();
        }
        break;
      case "amend": {
        const t = state.turns[e.n - 1];
        if (t) { t.stones = e.stones; if (e.color) t.color = e.color; t.amended = true; if (e.threats) t.threats = e.threats; if ("forced_win" in e) t.forced_win = e.forced_win; }
        break;
      }
      case "flag": state.flags.push(e); state.log.push(e); break;
      case "restored": case "ruling": state.flags = []; state.log.push(e); break;
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

  // The points of the winning line (six or more) through the last turn's stones, or [].
  function winningLine(state) {
    const last = state.turns[state.turns.length - 1];
    if (!state.result || state.result.reason !== "six" || !last) return [];
    const grid = position(state, state.turns.length), n = state.size;
    const at = (c, r) => (c >= 0 && r >= 0 && c < n && r < n ? grid.get(c + "," + r) : undefined);
    for (const s of last.stones) {
      const p = parsePoint(s, n);
      if (!p) continue;
      for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
        let c0 = p.col, r0 = p.row;
        while (at(c0 - dc, r0 - dr) === last.color) { c0 -= dc; r0 -= dr; }
        const line = [];
        for (let c = c0, r = r0; at(c, r) === last.color; c += dc, r += dr) line.push({ col: c, row: r });
        if (line.length >= 6) return line;
      }
    }
    return [];
  }

  // A side's clock after `upto` turns as the turns recorded it ({left, period, moves}), or null
  // when no turn so far carried it. A clock event is not history, so review never uses one.
  function recordedClock(state, side, upto) {
    for (let i = upto - 1; i >= 0; i--) {
      const c = state.turns[i].clocks;
      if (c && c[side]) return c[side];
    }
    return null;
  }

  // Seconds left for a side now, ticking from the last clock reading.
  function clockLeft(state, side) {
    const c = state.clock;
    if (!c || !c[side]) return null;
    let left = c[side].left;
    if (c.running && c.to_move === side && !state.result) left -= (performance.now() - state.clockAt) / 1000;
    return Math.max(0, left);
  }

  // As the desktop app (ui/app/clock_face.cpp): truncated, never rounded up; tenths under 20 s, so
  // a clock showing 0:00.0 has fallen.
  function formatClock(s) {
    if (s === null || s === undefined) return "--:--";
    const us = Math.max(0, Math.round(s * 1e6));
    if (us < 20e6) {
      const tenths = Math.floor(us / 1e5);
      return `0:${String(Math.floor(tenths / 10)).padStart(2, "0")}.${tenths % 10}`;
    }
    const t = Math.floor(us / 1e6), h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), sec = t % 60;
    return h ? `${h}:${String(m).padStart(2, "0")}:${String(sec).padStart(2, "0")}` : `${m}:${String(sec).padStart(2, "0")}`;
  }

  const name = (state, side) => state.info[side === "B" ? "black" : "white"] || SIDE[side];
  const listWords = (ps) => (ps.length <= 1 ? ps.join("") : `${ps.slice(0, -1).join(", ")} and ${ps[ps.length - 1]}`);
  const REASONS = {
    six: "by six", resign: "by resignation", time: "on time", arbiter: "by the arbiter's decision",
    "double-pass": "after two passes", "full-board": "on a full board", agreement: "by agreement", count: "by count",
  };

  // "Ada Lovelace wins by six", "Draw by agreement", "Game void (arbiter)".
  function resultWords(state) {
    const r = state.result;
    if (!r) return "";
    const why = REASONS[r.reason] || (r.reason ? `(${r.reason})` : "");
    if (r.result === "B+" || r.result === "W+") return `${name(state, r.result[0])} wins ${why}`.trim();
    if (r.result === "draw") return `Draw ${why}`.trim();
    return `Game void${r.reason ? ` (${r.reason})` : ""}`;
  }

  // The side to move after `upto` turns. The record decides (a clock reading may be older than the
  // last turn).
  const sideToMove = (state, upto) => (upto > 0 ? other(state.turns[upto - 1].color) : "B");

  // Whose turn it is after `upto` turns (all when undefined), in words: "Black to move", "White to
  // move (1 of 2 stones down)"; an earlier turn says which it is: "After turn 5 of 9: White to move".
  function toMoveWords(state, upto) {
    const n = upto === undefined ? state.turns.length : upto;
    const side = sideToMove(state, n);
    if (n < state.turns.length) {
      return `${n ? `After turn ${n} of ${state.turns.length}` : "Before the first turn"}: ${SIDE[side]} to move`;
    }
    if (state.result) return "Game over";
    if (state.flags.length) return "Play halted: under arbiter review";
    const partial = state.partial && state.partial.color === side && state.partial.stones.length ? " (1 of 2 stones down)" : "";
    return `${SIDE[side]} to move${partial}`;
  }

  // The threats after turn `shown` in words, for commentators: the side that just moved threatens
  // and the other must block; a side to move that already has a window can win now.
  function threatWords(state, shown) {
    const turn = state.turns[shown - 1];
    if (!turn || !turn.threats || state.result && shown === state.turns.length) return [];
    const words = [], mover = turn.color, next = other(mover);
    const t = turn.threats[mover];
    if (t && t.windows > 0) {
      words.push(t.block.length > 2
        ? `${SIDE[mover]} threatens to win: ${SIDE[next]} cannot block all of ${listWords(t.block)}`
        : `${SIDE[mover]} threatens to win: ${SIDE[next]} must block ${listWords(t.block)}`);
    }
    const own = turn.threats[next];
    if (own && own.windows > 0) words.push(`${SIDE[next]} can win this turn`);
    return words;
  }

  // The forced win after turn `shown` (issue 31), for the audience: "Black wins by force in 2 turns:
  // k10 l11"; empty when there is none or the game is over.
  function forcedWin(state, shown) {
    const turn = state.turns[shown - 1];
    if (!turn || !turn.forced_win || !turn.forced_win.line || state.result && shown === state.turns.length) return null;
    return turn.forced_win;
  }
  function forcedWinWords(state, shown) {
    const w = forcedWin(state, shown);
    if (!w) return "";
    return `${SIDE[w.side]} wins by force in ${w.turns} turn${w.turns === 1 ? "" : "s"}: ${w.line[0].join(" ")}`;
  }

  const SVG = "http://www.w3.org/2000/svg";
  function el(tag, attrs, parent) {
    const e = document.createElementNS(SVG, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }

  // Draws the board into `container`; `upto` = turns shown; marks the last turn shown, the winning
  // six and the points the side to move must block.
  function draw(container, state, upto, opts = {}) {
    const n = state.size, cell = 20, pad = opts.mini ? 12 : 36, span = cell * (n - 1) + 2 * pad;
    const svg = el("svg", { viewBox: `0 0 ${span} ${span}`, role: "img", "aria-label": "board" });
    el("rect", { x: 0, y: 0, width: span, height: span, fill: "#dcb36b", rx: 6 }, svg);
    const X = (c) => pad + c * cell, Y = (r) => pad + (n - 1 - r) * cell;
    for (let i = 0; i < n; i++) {
      el("line", { x1: X(0), y1: Y(i), x2: X(n - 1), y2: Y(i), stroke: "#3b2a12", "stroke-width": 0.8 }, svg);
      el("line", { x1: X(i), y1: Y(0), x2: X(i), y2: Y(n - 1), stroke: "#3b2a12", "stroke-width": 0.8 }, svg);
      if (!opts.mini) {  // coordinates on all four sides, large enough to read on a phone
        const label = { "font-size": 14, "font-weight": 600, "text-anchor": "middle", fill: "#3b2a12", class: "coord" };
        for (const y of [15, span - 6]) el("text", Object.assign({ x: X(i), y }, label), svg).textContent = COLS[i] || String(i + 1);
        for (const x of [16, span - 16]) el("text", Object.assign({ x, y: Y(i) + 5 }, label), svg).textContent = String(i + 1);
      }
    }
    if (n === 19) for (const c of [3, 9, 15]) for (const r of [3, 9, 15]) el("circle", { cx: X(c), cy: Y(r), r: 2.2, fill: "#3b2a12" }, svg);
    const grid = position(state, upto);
    for (const [key, color] of grid) {
      const [c, r] = key.split(",").map(Number);
      el("circle", { cx: X(c), cy: Y(r), r: cell * 0.46, fill: color === "B" ? "#111" : "#fafafa", stroke: "#000", "stroke-width": 0.6, class: "stone " + color }, svg);
    }
    const shown = upto === undefined ? state.turns.length : upto;
    // The last completed turn: a stone in progress is drawn but not yet a turn to mark.
    const last = state.turns[shown - 1];
    if (last) for (const s of last.stones) {
      const p = parsePoint(s, n);
      if (p) el("circle", { cx: X(p.col), cy: Y(p.row), r: cell * 0.2, fill: last.color === "B" ? "#fff" : "#111", class: "last" }, svg);
    }
    if (shown === state.turns.length) {
      const line = winningLine(state);
      if (line.length) {
        const a = line[0], b = line[line.length - 1];
        el("line", { x1: X(a.col), y1: Y(a.row), x2: X(b.col), y2: Y(b.row), stroke: "#e74c3c", "stroke-width": 5, "stroke-linecap": "round", opacity: 0.85, class: "win" }, svg);
        for (const p of line) el("circle", { cx: X(p.col), cy: Y(p.row), r: cell * 0.5, fill: "none", stroke: "#e74c3c", "stroke-width": 2.5, class: "win-stone" }, svg);
      }
    }
    const win = opts.mini || opts.forcedWin === false ? null : forcedWin(state, shown);
    for (const s of (win ? win.line[0] : [])) {  // the winning first move, in the winner's colour
      const p = parsePoint(s, n);
      if (!p) continue;
      el("circle", { cx: X(p.col), cy: Y(p.row), r: cell * 0.36, fill: win.side === "B" ? "#111a" : "#fafafacc", stroke: "#1e8449", "stroke-width": 3, class: "forced-win" }, svg);
    }
    const turn = state.turns[shown - 1];
    if (!opts.mini && turn && turn.threats && !(state.result && shown === state.turns.length)) {
      const t = turn.threats[turn.color];
      for (const s of (t && t.windows > 0 ? t.block : [])) {
        const p = parsePoint(s, n);
        if (!p) continue;
        const d = cell * 0.3;
        el("circle", { cx: X(p.col), cy: Y(p.row), r: cell * 0.42, fill: "#e74c3c33", stroke: "#c0392b", "stroke-width": 2, "stroke-dasharray": "3 2", class: "threat" }, svg);
        el("path", { d: `M${X(p.col) - d} ${Y(p.row) - d}L${X(p.col) + d} ${Y(p.row) + d}M${X(p.col) + d} ${Y(p.row) - d}L${X(p.col) - d} ${Y(p.row) + d}`, stroke: "#c0392b", "stroke-width": 2 }, svg);
      }
    }
    if (upto === undefined) for (const f of state.flags) for (const s of f.points || []) {
      const p = parsePoint(s, n);
      if (p) el("rect", { x: X(p.col) - cell / 2, y: Y(p.row) - cell / 2, width: cell, height: cell, fill: "none", stroke: "#c0392b", "stroke-width": 2.5, class: "flagged" }, svg);
    }
    container.replaceChildren(svg);
  }

  return {
    apply, fromSnapshot, position, clockLeft, recordedClock, sideToMove, formatClock, draw, parsePoint, eventName,
    resultWords, toMoveWords, threatWords, forcedWinWords, winningLine, name, SIDE,
  };
})();
