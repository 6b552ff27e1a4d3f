// The live viewer: connects to the feed's WebSocket, keeps every board's state, shows the overview
// (several boards) or one board with ticking clocks, the move list, flags and replay. Text goes in
// through textContent only (names and flag texts come from stations).
"use strict";

const boards = new Map();  // key -> state
let selected = null;       // key of the board shown alone, or null for the overview
let replayAt = null;       // turns shown in replay, or null when following live
// A board that sent nothing for this many seconds shows "connection lost" (?stale=S overrides).
const staleSeconds = Number(new URLSearchParams(location.search).get("stale")) || 60;

const $ = (id) => document.getElementById(id);
const make = (tag, className, text) => {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
};

function flagText(f) {
  const where = f.from ? ` ${f.from} → ${f.to}` : f.points && f.points.length ? " " + f.points.join(" ") : "";
  return `Flag: ${f.type}${where}${f.restore || f.text ? ` – ${f.restore || f.text}` : ""}`;
}

function logText(e) {
  if (e.event === "flag") return flagText(e);
  if (e.event === "restored") return "Board restored";
  if (e.ruling === "loss") return `Arbiter: loss for ${C6.SIDE[e.side] || e.side}`;
  if (e.ruling === "accept") return "Arbiter: the board as it stands is accepted";
  if (e.ruling === "void") return "Arbiter: the game is void";
  return "Arbiter: the position must be restored";
}

function route() {
  const m = location.hash.match(/^#board=(.+)$/);
  selected = m ? decodeURIComponent(m[1]) : (boards.size === 1 ? [...boards.keys()][0] : null);
  replayAt = null;
  render();
}

// The board's number: info.board, else the last part of the key ("5/12" -> "12").
const boardNumber = (s) => String(s.info.board || String(s.board).split("/").pop());
const byBoard = (a, b) => boardNumber(a).localeCompare(boardNumber(b), undefined, { numeric: true }) ||
  String(a.board).localeCompare(String(b.board), undefined, { numeric: true });

// live / finished / flagged / lost. A relay says whether a board's station is online (its
// heartbeat and last will), so a long think stays live; without that word (a single station's
// feed), no message for staleSeconds while the game goes on counts as lost.
function boardStatus(s) {
  if (s.result) return { key: "finished", text: "Finished" };
  if (s.flags.length) return { key: "flagged", text: "Flagged" };
  if (s.station ? !s.station.online : (performance.now() - s.heardAt) / 1000 > staleSeconds) return { key: "lost", text: "Connection lost" };
  return { key: "live", text: "Live" };
}
const STATUS_ORDER = { flagged: 0, lost: 1, live: 2, finished: 3 };

function renderOverview() {
  $("overview").hidden = false; $("single").hidden = true;
  const states = [...boards.values()].sort(byBoard);
  if ($("sort").value === "status") states.sort((a, b) => STATUS_ORDER[boardStatus(a).key] - STATUS_ORDER[boardStatus(b).key] || byBoard(a, b));
  const names = new Set(states.map((s) => C6.eventName(s.info)).filter(Boolean));
  const rounds = new Set(states.map((s) => s.info.round).filter(Boolean));
  const title = [names.size === 1 ? [...names][0] : "", rounds.size === 1 ? `Round ${[...rounds][0]}` : ""].filter(Boolean).join(" · ");
  $("round-title").textContent = title || "All boards";
  $("boards").replaceChildren(...states.map((s) => {
    const card = make("div", "mini");
    card.dataset.board = s.board;
    card.onclick = () => { location.hash = "board=" + encodeURIComponent(s.board); };
    const head = make("div", "mini-head");
    head.append(make("span", "number", `Board ${boardNumber(s)}`), make("span", "badge"));
    card.append(head, make("div", "names", `${C6.name(s, "B")} – ${C6.name(s, "W")}`));
    const b = make("div"); C6.draw(b, s, undefined, { mini: true }); card.appendChild(b);
    const clocks = make("div", "clocks");
    clocks.append(make("span", "clock-B"), make("span", "summary", s.result ? C6.resultWords(s) : `${s.turns.length} turns`), make("span", "clock-W"));
    card.appendChild(clocks);
    return card;
  }));
  tickOverview();
}

function renderHeader(s) {
  const name = C6.eventName(s.info);
  $("h-event").textContent = name;
  $("h-round").textContent = s.info.round ? `Round ${s.info.round}` : "";
  $("h-board").textContent = `Board ${boardNumber(s)}`;
  document.title = [name, s.info.round ? `Round ${s.info.round}` : "", `Board ${boardNumber(s)}`].filter(Boolean).join(" · ");
}

// Live, the clocks tick from the last reading; reviewing turn N, they stand as turn N recorded them.
function renderClocks(s) {
  const shown = replayAt === null ? s.turns.length : replayAt;
  for (const side of ["B", "W"]) {
    const c = replayAt === null ? s.clock && s.clock[side] : C6.recordedClock(s, side, shown);
    const left = replayAt === null ? C6.clockLeft(s, side) : c ? c.left : null;
    const el = $("clock-" + side.toLowerCase());
    el.textContent = C6.formatClock(left);
    el.classList.toggle("low", left !== null && left < 60);
    $("extra-" + side.toLowerCase()).textContent = c && c.period !== null && c.period !== undefined ? `(${c.period})` : "";
  }
  const toMove = C6.sideToMove(s, shown), over = s.result && shown === s.turns.length;
  $("p-black").classList.toggle("to-move", !over && toMove === "B");
  $("p-white").classList.toggle("to-move", !over && toMove === "W");
}

// Turns with the flags, restorations and rulings between them, in time order.
function moveItems(s, shown) {
  const items = [];
  let li = 0;
  const pushLog = (upTo) => {
    while (li < s.log.length && (upTo === undefined || (s.log[li].t ?? 0) < upTo)) {
      const e = s.log[li++];
      items.push(make("li", "note " + (e.event === "flag" ? "note-flag" : e.event === "restored" ? "note-restored" : "note-ruling"), logText(e)));
    }
  };
  s.turns.forEach((t, i) => {
    pushLog(t.t);
    const item = make("li", "turn", `${C6.SIDE[t.color]} ${t.stones.length ? t.stones.join(" ") : "pass"}`);
    item.value = i + 1;
    if (t.clocks && t.clocks[t.color]) item.appendChild(make("span", "t", C6.formatClock(t.clocks[t.color].left)));
    if (t.amended) item.classList.add("amended");
    if (shown === i + 1) item.classList.add("current");
    item.onclick = () => { replayAt = i + 1 === s.turns.length ? null : i + 1; render(); };
    items.push(item);
  });
  pushLog();
  return items;
}

function renderSingle() {
  const s = boards.get(selected);
  $("overview").hidden = true; $("single").hidden = false;
  if (!s) return;
  renderHeader(s);
  $("name-b").textContent = C6.name(s, "B");
  $("name-w").textContent = C6.name(s, "W");
  renderClocks(s);
  // Reviewing turn N shows the game after turn N: its flags are in the move list, its result only
  // if it ended there.
  const shown = replayAt === null ? s.turns.length : replayAt, now = shown === s.turns.length;
  $("to-move").textContent = C6.toMoveWords(s, shown);
  const banner = $("flag-banner");
  banner.hidden = !now || s.flags.length === 0;
  banner.textContent = s.flags.map(flagText).join(" · ");
  $("result").hidden = !now || !s.result;
  $("result").textContent = C6.resultWords(s);
  const threats = C6.threatWords(s, shown);
  $("threats").hidden = threats.length === 0;
  $("threats").textContent = threats.join(". ");
  // Forced wins are for the audience: on unless the viewer's box is unticked.
  const showForced = $("show-forced").checked;
  const forced = showForced ? C6.forcedWinWords(s, shown) : "";
  $("forced-win").hidden = !forced;
  $("forced-win").textContent = forced;
  C6.draw($("board"), s, replayAt === null ? undefined : replayAt, { forcedWin: showForced });
  const slider = $("slider");
  slider.max = s.turns.length;
  slider.value = shown;
  $("turn-label").textContent = replayAt === null ? "live" : `turn ${replayAt}/${s.turns.length}`;
  $("sgf").href = "api/game.sgf?board=" + encodeURIComponent(s.board);
  $("sgf").download = `board-${boardNumber(s)}.sgf`.replace(/[^\w.-]/g, "_");
  const list = $("moves");
  list.replaceChildren(...moveItems(s, shown));
  const keep = replayAt === null ? list.lastChild : list.querySelector(".current");
  if (keep) scrollWithin(list, keep);
}

// Scrolls the list alone so `item` shows. scrollIntoView would scroll the page too: on a phone
// every turn and every step would push the board up under the header.
function scrollWithin(list, item) {
  const l = list.getBoundingClientRect(), r = item.getBoundingClientRect();
  if (r.top < l.top) list.scrollTop -= l.top - r.top;
  else if (r.bottom > l.bottom) list.scrollTop += r.bottom - l.bottom;
}

function render() {
  if (selected === null) renderOverview(); else renderSingle();
}

function onMessage(msg) {
  if (msg.event === "hello") {
    boards.clear();
    for (const s of msg.boards) boards.set(s.board, C6.fromSnapshot(s));
    route();
    return;
  }
  if (msg.event === "snapshot") {
    boards.set(msg.state.board, C6.fromSnapshot(msg.state));
  } else {
    if (!boards.has(msg.board)) boards.set(msg.board, C6.fromSnapshot({ board: msg.board, seq: 0 }));
    C6.apply(boards.get(msg.board), msg);
  }
  if (selected === null && boards.size === 1 && !location.hash) selected = msg.board || msg.state.board;
  render();
}

function connect() {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  ws.onopen = () => { $("status").textContent = "live"; $("status").className = "status live"; };
  ws.onmessage = (m) => onMessage(JSON.parse(m.data));
  ws.onclose = () => {
    $("status").textContent = "reconnecting…"; $("status").className = "status";
    setTimeout(connect, 1000);
  };
}

$("first").onclick = () => { replayAt = 0; render(); };
$("prev").onclick = () => { const s = boards.get(selected); if (s) { replayAt = Math.max(0, (replayAt ?? s.turns.length) - 1); render(); } };
$("next").onclick = () => { const s = boards.get(selected); if (s && replayAt !== null) { replayAt = replayAt + 1 >= s.turns.length ? null : replayAt + 1; render(); } };
$("live").onclick = () => { replayAt = null; render(); };
$("show-forced").onchange = () => render();
$("slider").oninput = (e) => { const s = boards.get(selected); const v = Number(e.target.value); replayAt = s && v >= s.turns.length ? null : v; render(); };
$("home").onclick = (e) => { e.preventDefault(); location.hash = ""; selected = null; render(); };
$("sort").onchange = () => render();
window.addEventListener("hashchange", route);

// Clocks and the live / lost marks change with time alone; boards redraw only when an event arrives.
function tickOverview() {
  for (const card of document.querySelectorAll(".mini")) {
    const s = boards.get(card.dataset.board);
    if (!s) continue;
    for (const side of ["B", "W"]) {
      const span = card.querySelector(".clock-" + side);
      span.textContent = (side === "B" ? "● " : "○ ") + C6.formatClock(C6.clockLeft(s, side));
      span.classList.toggle("running", Boolean(s.clock && s.clock.running && s.clock.to_move === side && !s.result));
    }
    const status = boardStatus(s), badge = card.querySelector(".badge");
    badge.textContent = status.text;
    badge.className = "badge " + status.key;
    card.className = "mini " + status.key;
  }
}

setInterval(() => {
  if (selected === null) tickOverview(); else { const s = boards.get(selected); if (s) renderClocks(s); }
}, 250);
connect();
