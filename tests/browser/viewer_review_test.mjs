// Issue 33, items 15 and 16. Reviewing turn N, the viewer shows the game after turn N: whose move it
// was, no result, and both clocks as turn N recorded them, standing still (not the live or final
// ones). Mid-turn (one stone of two down), the last-turn mark stays on the last completed turn. On a
// 390 px wide phone the head (event, players, clocks) stays in view while the page scrolls, takes
// at most a quarter of the screen, leaves the board uncovered beneath it, and stepping through the
// turns does not scroll the page.
// Screenshots (1366x768 and 390x664): viewer_review.png, viewer_mid_turn.png, viewer_review_phone.png,
// viewer_phone_top.png, viewer_phone_scrolled.png.
// usage: node viewer_review_test.mjs C6REC SCREENSHOT_DIR
import { mkdirSync } from "node:fs";
import { launchBrowser, post, startServer } from "./feed_server.mjs";

const [c6rec, shotDir = "."] = process.argv.slice(2);
mkdirSync(shotDir, { recursive: true });
const fail = (msg) => { console.error("FAIL:", msg); process.exitCode = 1; };

// Black builds five on row 10 (White blocks both ends), then seven on row 15 while White plays
// elsewhere. Every turn carries both clocks: Black spends 37 s a turn, White 41 s.
const moves = [
  ["j10"], ["k11", "k9"], ["k10", "l10"], ["a1", "a2"], ["m10", "n10"], ["i10", "o10"], ["d15", "e15"],
  ["a3", "a4"], ["f15", "g15"], ["b1", "b2"], ["h15", "s19"], ["b3", "b4"], ["i15", "c15"],
];
const turnEvent = (i) => {
  const color = i % 2 ? "W" : "B", black = Math.ceil((i + 1) / 2), white = Math.floor((i + 1) / 2);
  return {
    event: "turn", n: i + 1, color, stones: moves[i], t: 10 * (i + 1),
    clocks: { B: { left: 1800 - 37 * black, period: null, moves: black }, W: { left: 1800 - 41 * white, period: null, moves: white } },
  };
};

// Where the last-turn marks sit, as points ("a1"): the board's 36-unit margin and 20-unit cells.
const markedPoints = (page) => page.$$eval("#board svg circle.last", (cs) => cs.map((c) => {
  const col = (Number(c.getAttribute("cx")) - 36) / 20, row = 18 - (Number(c.getAttribute("cy")) - 36) / 20;
  return "abcdefghijklmnopqrs"[col] + (row + 1);
}).sort());

const { proc, port } = await startServer(c6rec);
const browser = await launchBrowser();
try {
  await post(port, { event: "info", event_name: "Open 2026", black: "Ada Lovelace", white: "Brook Taylor", board: "7", round: "3" });
  for (let i = 0; i < 4; i++) await post(port, turnEvent(i));
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.querySelectorAll("#moves li.turn").length === 4, null, { timeout: 5000 });
  const text = (sel) => page.textContent(sel);

  // Mid-turn: Black's first stone is down; the mark stays on White's a1 a2, not on the new stone.
  await post(port, { event: "partial", color: "B", stones: ["m10"], t: 45 });
  await page.waitForFunction(() => document.querySelector("#to-move").textContent.includes("1 of 2"), null, { timeout: 3000 });
  const stones = await page.locator("#board svg circle.stone").count();
  if (stones !== 8) fail(`mid-turn: ${stones} stones drawn, expected 8 (7 of turns 1-4 and the one in progress)`);
  const midMarks = await markedPoints(page);
  if (JSON.stringify(midMarks) !== '["a1","a2"]') fail(`mid-turn: the last-turn mark is on ${JSON.stringify(midMarks)}, expected a1 and a2 (turn 4)`);
  await page.screenshot({ path: `${shotDir}/viewer_mid_turn.png` });

  // Review while the game goes on: turn 2 stands still at its own clocks, the live clock running.
  for (let i = 4; i < 8; i++) await post(port, turnEvent(i));
  await page.waitForFunction(() => document.querySelectorAll("#moves li.turn").length === 8, null, { timeout: 3000 });
  await page.locator("#moves li.turn").nth(1).click();
  if ((await text("#to-move")) !== "After turn 2 of 8: Black to move") fail(`reviewing turn 2, the side to move says "${await text("#to-move")}"`);
  const reviewClocks = async () => [await text("#clock-b"), await text("#clock-w")].join(" ");
  if ((await reviewClocks()) !== "29:23 29:19") fail(`reviewing turn 2, the clocks show ${await reviewClocks()}, expected 29:23 29:19 (turn 2's)`);
  await page.waitForTimeout(1300);
  if ((await reviewClocks()) !== "29:23 29:19") fail(`reviewing turn 2, the clocks ran on to ${await reviewClocks()}`);
  await page.click("#live");
  const liveBlack = await text("#clock-b");
  await page.waitForTimeout(1300);
  if (!liveBlack.startsWith("27:") || (await text("#clock-b")) === liveBlack) fail(`back to live, Black's clock stands at ${liveBlack}`);

  // The game ends: Black makes seven on row 15; the final clocks come after the end.
  for (let i = 8; i < moves.length; i++) await post(port, turnEvent(i));
  await post(port, { event: "end", result: "B+", reason: "six", t: 130 });
  await post(port, { event: "clock", running: false, to_move: "W", B: { left: 1541.2, period: null, moves: 7 }, W: { left: 1550.3, period: null, moves: 6 } });
  await page.waitForSelector("#result:not([hidden])", { timeout: 3000 });
  await page.waitForFunction(() => document.querySelector("#clock-w").textContent === "25:50", null, { timeout: 3000 });
  if ((await text("#to-move")) !== "Game over") fail(`live after the end, the side to move says "${await text("#to-move")}"`);

  // Reviewing turn 4 (White's a1 a2): Black to move, no result, no winning line, turn 4's clocks.
  await page.locator("#moves li.turn").nth(3).click();
  const review = {
    toMove: await text("#to-move"), result: await page.locator("#result").isHidden() ? "" : await text("#result"),
    clocks: await reviewClocks(), outlined: await page.$$eval(".player.to-move", (ps) => ps.map((p) => p.id)),
    win: await page.locator("#board svg circle.win-stone").count(), marks: await markedPoints(page), label: await text("#turn-label"),
  };
  const want = { toMove: "After turn 4 of 13: Black to move", result: "", clocks: "28:46 28:38", outlined: ["p-black"], win: 0, marks: ["a1", "a2"], label: "turn 4/13" };
  if (JSON.stringify(review) !== JSON.stringify(want)) fail(`reviewing turn 4: ${JSON.stringify(review)}, expected ${JSON.stringify(want)}`);
  await page.screenshot({ path: `${shotDir}/viewer_review.png` });
  // Turn 5 (Black's five): White to move, with White's clock as turn 4 left it.
  await page.click("#next");
  if ((await text("#to-move")) !== "After turn 5 of 13: White to move") fail(`reviewing turn 5, the side to move says "${await text("#to-move")}"`);
  if ((await reviewClocks()) !== "28:09 28:38") fail(`reviewing turn 5, the clocks show ${await reviewClocks()}, expected 28:09 28:38`);
  // Before the first turn no clock was recorded: none is shown rather than a later one.
  await page.click("#first");
  if ((await text("#to-move")) !== "Before the first turn: Black to move") fail(`at the start, the side to move says "${await text("#to-move")}"`);
  if ((await reviewClocks()) !== "--:-- --:--") fail(`at the start, the clocks show ${await reviewClocks()}`);
  // Back to live: the result and the final clocks again.
  await page.click("#live");
  if ((await page.locator("#result").isHidden()) || (await text("#result")) !== "Ada Lovelace wins by six") fail(`back to live, the result says "${await text("#result")}"`);
  if ((await reviewClocks()) !== "25:41 25:50") fail(`back to live, the clocks show ${await reviewClocks()}, expected the final 25:41 25:50`);
  if ((await page.locator("#board svg circle.win-stone").count()) !== 7) fail("back to live, the winning seven is not highlighted");

  // A phone (390x664: an iPhone 12's screen less the browser's bars): the head stays in view with
  // the page scrolled to the end of the move list.
  const phone = { width: 390, height: 664 };
  await page.setViewportSize(phone);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shotDir}/viewer_phone_top.png` });
  // Stepping scrolls the move list, not the page, which would push the board up under the head.
  await page.click("#prev");
  const stepScroll = await page.evaluate(() => window.scrollY);
  if (stepScroll !== 0) fail(`on a phone, stepping back a turn scrolled the page by ${stepScroll} px`);
  await page.click("#live");
  const layout = await page.evaluate(() => {
    const box = (sel) => document.querySelector(sel).getBoundingClientRect();
    const head = { top: box("#game-header").top, bottom: Math.max(box(".players").bottom, box("#to-move").bottom) };
    const board = box("#board svg");
    return { headHeight: head.bottom - head.top, headBottom: head.bottom, boardTop: board.top, boardBottom: board.bottom, boardHeight: board.height };
  });
  console.log(`phone: head ${Math.round(layout.headHeight)} px, board ${Math.round(layout.boardTop)}-${Math.round(layout.boardBottom)} px`);
  if (layout.headHeight > phone.height / 4) fail(`on a phone the head takes ${layout.headHeight} px of ${phone.height}`);
  if (layout.boardTop < layout.headBottom) fail(`on a phone the head (to ${layout.headBottom} px) covers the board (from ${layout.boardTop} px)`);
  if (layout.headHeight + layout.boardHeight > phone.height) fail("on a phone the board does not fit beneath the head");
  const inView = () => page.evaluate(() => ["#h-event", "#name-b", "#clock-b", "#name-w", "#clock-w"].filter((sel) => {
    const e = document.querySelector(sel), r = e.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= innerHeight && r.height > 0 && top !== null && e.contains(top);
  }));
  const scrolledInView = async (what) => {
    const scrollY = await page.evaluate(() => window.scrollY);
    if (scrollY < layout.headBottom) fail(`${what}: the page scrolled only ${scrollY} px, too little to test`);
    const seen = await inView();
    if (seen.length !== 5) fail(`${what}, scrolled ${scrollY} px: of the head only ${JSON.stringify(seen)} are in view`);
  };
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await scrolledInView("live on a phone");
  await page.screenshot({ path: `${shotDir}/viewer_phone_scrolled.png` });
  // Reviewing on a phone: the head shows the reviewed turn's clocks while the list is scrolled.
  await page.locator("#moves li.turn").nth(3).click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await scrolledInView("reviewing on a phone");
  if ((await reviewClocks()) !== "28:46 28:38") fail(`reviewing turn 4 on a phone, the clocks show ${await reviewClocks()}`);
  await page.screenshot({ path: `${shotDir}/viewer_review_phone.png` });
  console.log(process.exitCode ? "viewer review: FAILED" : "viewer review: ok");
} catch (e) {
  fail(e.stack || String(e));
} finally {
  await browser.close();
  proc.kill();
}
