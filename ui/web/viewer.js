// The live viewer: connects to the feed's WebSocket, keeps every board's state, shows the overview
// (several boards) or one board with ticking clocks, the move list, flags and replay.
"use strict";

const boards = new Map();  // key -> state
let selected = null;       // key of the board shown alone, or null for the overview
let replayAt = null;       // turns shown in replay, or null when following live

const $ = (id) => document.getElementById(id);
const flagText = (f) => f.text || `Under arbiter review: ${f.type}${f.from ? ` ${f.from}→${f.to}` : ""}${f.points && !f.from ? " " + f.points.join(" ") : ""}`;

function route() {
  const m = location.hash.match(/^#board=(.+)$/);
  selected = m ? decodeURIComponent(m[1]) : (boards.size === 1 ? [...boards.keys()][0] : null);
  replayAt = null;
  render();
}

function boardTitle(s) {
  const i = s.info || {};
  const names = `${i.black || "Black"} – ${i.white || "White"}`;
  return i.board ? `Board ${i.board}: ${names}` : names;
}

function renderOverview() {
  $("overview").hidden = false; $("single").hidden = true;
  const wrap = $("boards");
  const keys = [...boards.keys()].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  wrap.replaceChildren(...keys.map((key) => {
    const s = boards.get(key), card = document.createElement("div");
    card.className = "mini" + (s.flags.length ? " halted" : "");
    card.dataset.board = key;
    card.onclick = () => { location.hash = "board=" + encodeURIComponent(key); };
    const h = document.createElement("h3"); h.textContent = boardTitle(s); card.appendChild(h);
    const b = document.createElement("div"); C6.draw(b, s, undefined, { mini: true }); card.appendChild(b);
    const clocks = document.createElement("div"); clocks.className = "clocks";
    for (const side of ["B", "W"]) {
      const span = document.createElement("span");
      span.className = "clock-" + side + (s.clock && s.clock.running && s.clock.to_move === side ? " running" : "");
      span.textContent = (side === "B" ? "● " : "○ ") + C6.formatClock(C6.clockLeft(s, side));
      clocks.appendChild(span);
    }
    const res = document.createElement("span"); res.textContent = s.result ? s.result.result : `${s.turns.length} turns`;
    clocks.insertBefore(res, clocks.children[1]);
    card.appendChild(clocks);
    return card;
  }));
}

function renderClocks(s) {
  for (const side of ["B", "W"]) {
    const left = C6.clockLeft(s, side), c = s.clock && s.clock[side];
    const el = $("clock-" + side.toLowerCase());
    el.textContent = C6.formatClock(left);
    el.classList.toggle("low", left !== null && left < 60);
    $("extra-" + side.toLowerCase()).textContent = c && c.period !== null && c.period !== undefined ? `(${c.period})` : "";
  }
  const toMove = s.clock ? s.clock.to_move : (s.turns.length % 2 === 0 ? "B" : "W");
  $("p-black").classList.toggle("to-move", !s.result && toMove === "B");
  $("p-white").classList.toggle("to-move", !s.result && toMove === "W");
}

function renderSingle() {
  const s = boards.get(selected);
  $("overview").hidden = true; $("single").hidden = false;
  if (!s) return;
  $("name-b").textContent = s.info.black || "Black";
  $("name-w").textContent = s.info.white || "White";
  renderClocks(s);
  const banner = $("flag-banner");
  banner.hidden = s.flags.length === 0;
  banner.textContent = s.flags.map(flagText).join(" · ");
  $("result").hidden = !s.result;
  if (s.result) $("result").textContent = `Result: ${s.result.result}${s.result.reason ? " (" + s.result.reason + ")" : ""}`;
  const shown = replayAt === null ? undefined : replayAt;
  C6.draw($("board"), s, shown);
  const slider = $("slider");
  slider.max = s.turns.length;
  slider.value = replayAt === null ? s.turns.length : replayAt;
  $("turn-label").textContent = replayAt === null ? "live" : `turn ${replayAt}/${s.turns.length}`;
  const list = $("moves");
  list.replaceChildren(...s.turns.map((t, i) => {
    const li = document.createElement("li");
    li.textContent = `${t.color} ${t.stones.length ? t.stones.join(" ") : "pass"}`;
    if (t.clocks) {
      const span = document.createElement("span"); span.className = "t";
      span.textContent = C6.formatClock(t.clocks[t.color] ? t.clocks[t.color].left : null);
      li.appendChild(span);
    }
    if (t.amended) li.classList.add("amended");
    if ((replayAt === null ? s.turns.length : replayAt) === i + 1) li.classList.add("current");
    li.onclick = () => { replayAt = i + 1; render(); };
    return li;
  }));
  if (replayAt === null && list.lastChild) list.lastChild.scrollIntoView({ block: "nearest" });
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
$("slider").oninput = (e) => { const s = boards.get(selected); const v = Number(e.target.value); replayAt = s && v >= s.turns.length ? null : v; render(); };
$("home").onclick = (e) => { e.preventDefault(); location.hash = ""; selected = null; render(); };
window.addEventListener("hashchange", route);
function tickOverview() {
  for (const card of document.querySelectorAll(".mini")) {
    const s = boards.get(card.dataset.board);
    if (!s) continue;
    for (const side of ["B", "W"]) {
      const span = card.querySelector(".clock-" + side);
      if (span) span.textContent = (side === "B" ? "● " : "○ ") + C6.formatClock(C6.clockLeft(s, side));
    }
  }
}

setInterval(() => {  // clocks tick between readings; boards redraw only when an event arrives
  if (selected === null) tickOverview(); else { const s = boards.get(selected); if (s) renderClocks(s); }
}, 250);
connect();
