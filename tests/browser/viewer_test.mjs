// Opens the live viewer in headless Chromium against `c6rec serve` on loopback and checks that a
// confirmed turn appears within 1 s, that the clocks tick, that a flag shows, what an audience reads
// (header, side to move, last turn, threats, result, inline flags, SGF link), the multi-board
// overview (board order and live / finished / flagged / connection lost), and takes screenshots at
// 1280x900 and 390x844.
// usage: node viewer_test.mjs C6REC SCREENSHOT_DIR
import { mkdirSync } from "node:fs";
import { launchBrowser, post, startServer } from "./feed_server.mjs";

const [c6rec, shotDir = "."] = process.argv.slice(2);
mkdirSync(shotDir, { recursive: true });
const fail = (msg) => { console.error("FAIL:", msg); process.exitCode = 1; };

const { proc, port } = await startServer(c6rec);
const browser = await launchBrowser();
try {
  await post(port, { event: "info", event_name: "Open 2026", black: "Ada Lovelace", white: "Brook Taylor", board: "7", round: "3" });
  await post(port, { event: "turn", n: 1, color: "B", stones: ["j10"], t: 1 });
  await post(port, { event: "clock", running: true, to_move: "W", B: { left: 1795.5, period: null, moves: 1 }, W: { left: 1800, period: null, moves: 0 } });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector("#status.live", { timeout: 5000 });
  await page.waitForFunction(() => document.querySelectorAll("#moves li").length === 1, null, { timeout: 5000 });

  // A turn confirmed by the recorder must show within 1 s.
  const t0 = Date.now();
  await post(port, { event: "turn", n: 2, color: "W", stones: ["k11", "k9"], t: 20 });
  await page.waitForFunction(() => document.querySelectorAll("#moves li").length === 2, null, { timeout: 5000 });
  const latency = Date.now() - t0;
  console.log(`turn visible after ${latency} ms`);
  if (latency > 1000) fail(`turn took ${latency} ms to appear (limit 1000)`);
  const stones = await page.locator("#board svg circle.stone").count();
  if (stones !== 3) fail(`expected 3 stones drawn, saw ${stones}`);

  // Clocks tick between readings: White's clock runs.
  await post(port, { event: "clock", running: true, to_move: "B", B: { left: 1795.5, period: null, moves: 1 }, W: { left: 1781, period: null, moves: 1 } });
  await page.waitForFunction(() => document.querySelector("#clock-w").textContent === "29:41", null, { timeout: 3000 });
  const before = await page.textContent("#clock-b");
  await page.waitForTimeout(1300);
  const after = await page.textContent("#clock-b");
  console.log(`black clock ${before} -> ${after}`);
  if (before === after) fail(`black's clock did not tick (${before})`);
  await page.screenshot({ path: `${shotDir}/viewer_live.png` });

  // A flag shows as a banner, then clears when restored.
  await post(port, { event: "flag", type: "moved", points: ["k11", "k12"], from: "k11", to: "k12", t: 30 });
  await page.waitForSelector("#flag-banner:not([hidden])", { timeout: 2000 });
  const banner = await page.textContent("#flag-banner");
  if (!banner.includes("moved")) fail(`flag banner says: ${banner}`);
  await page.screenshot({ path: `${shotDir}/viewer_flag.png` });
  await post(port, { event: "restored", t: 35 });
  await page.waitForSelector("#flag-banner[hidden]", { state: "attached", timeout: 2000 });

  // What an audience reads: the header, whose move it is, the last turn marked.
  const text = (sel) => page.textContent(sel);
  const header = await text("#game-header");
  for (const want of ["Open 2026", "Round 3", "Board 7"]) if (!header.includes(want)) fail(`header "${header}" lacks "${want}"`);
  if ((await text("#to-move")) !== "Black to move") fail(`side to move says "${await text("#to-move")}"`);
  await post(port, { event: "turn", n: 3, color: "B", stones: ["k10", "l10"], t: 40 });
  await post(port, { event: "turn", n: 4, color: "W", stones: ["a1", "a2"], t: 50 });
  await page.waitForFunction(() => document.querySelector("#to-move").textContent === "Black to move", null, { timeout: 3000 });
  const marks = await page.locator("#board svg circle.last").count();
  if (marks !== 2) fail(`the last turn (2 stones) has ${marks} marks`);
  // Inline in the move list: the flag and its restoration, between turns 2 and 3.
  const items = await page.$$eval("#moves li", (lis) => lis.map((li) => li.className.split(" ")[0] + ":" + li.textContent));
  const flagAt = items.findIndex((i) => i.startsWith("note:Flag: moved"));
  if (flagAt !== 2 || !items[3].startsWith("note:Board restored")) fail(`move list: ${JSON.stringify(items)}`);

  // Threats in words and on the board: five in a row, both ends must be blocked.
  await post(port, { event: "turn", n: 5, color: "B", stones: ["m10", "n10"], t: 60 });
  await page.waitForSelector("#threats:not([hidden])", { timeout: 3000 });
  const threat = await text("#threats");
  if (threat !== "Black threatens to win: White must block i10 and o10") fail(`threats say "${threat}"`);
  const threatMarks = await page.locator("#board svg circle.threat").count();
  if (threatMarks !== 2) fail(`${threatMarks} blocking points marked on the board, expected 2`);
  if ((await text("#to-move")) !== "White to move") fail(`side to move says "${await text("#to-move")}"`);
  await page.screenshot({ path: `${shotDir}/viewer_threats.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shotDir}/viewer_threats_phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // White does not block: Black makes seven (an overline wins), the line is highlighted, the result in words.
  await post(port, { event: "turn", n: 6, color: "W", stones: ["a3", "a4"], t: 70 });
  await post(port, { event: "turn", n: 7, color: "B", stones: ["i10", "o10"], t: 80 });
  await post(port, { event: "end", result: "B+", reason: "six", t: 80 });
  await page.waitForSelector("#result:not([hidden])", { timeout: 3000 });
  if ((await text("#result")) !== "Ada Lovelace wins by six") fail(`result says "${await text("#result")}"`);
  const winning = await page.locator("#board svg circle.win-stone").count();
  if (winning !== 7) fail(`${winning} stones of the winning line highlighted, expected 7`);
  if (!(await page.locator("#threats").isHidden())) fail("threats still shown after the game ended");
  // The same clock rounding as the app: truncated, tenths under 20 s.
  await post(port, { event: "clock", running: false, to_move: "W", B: { left: 12.37, period: null, moves: 4 }, W: { left: 1781.9, period: null, moves: 3 } });
  await page.waitForFunction(() => document.querySelector("#clock-b").textContent === "0:12.3", null, { timeout: 3000 });
  if ((await text("#clock-w")) !== "29:41") fail(`white's clock shows ${await text("#clock-w")} for 1781.9 s (the app shows 29:41)`);
  await page.screenshot({ path: `${shotDir}/viewer_result.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shotDir}/viewer_result_phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The SGF download serves this board's record.
  const href = await page.getAttribute("#sgf", "href");
  const sgf = await (await fetch(new URL(href, `http://127.0.0.1:${port}/`))).text();
  if (!sgf.startsWith("(;") || !sgf.includes("PB[Ada Lovelace]") || !sgf.includes("EV[Open 2026]")) fail(`SGF link ${href} gave: ${sgf.slice(0, 200)}`);

  // Several boards in one feed: the overview shows each as a mini-board with its clocks.
  for (let b = 2; b <= 6; b++) {
    const key = String(b);
    await post(port, { event: "info", event_name: "Open 2026", round: "3", black: `Black ${b}`, white: `White ${b}`, board: key }, key);
    await post(port, { event: "turn", n: 1, color: "B", stones: ["j10"], t: 1 }, key);
    await post(port, { event: "turn", n: 2, color: "W", stones: [`k${8 + b}`, "h9"], t: 2 }, key);
    await post(port, { event: "clock", running: true, to_move: "B", B: { left: 600 - b, period: null, moves: 1 }, W: { left: 590, period: null, moves: 1 } }, key);
  }
  await post(port, { event: "flag", type: "removed", points: ["j10"], t: 3, restore: "put the black stone back on j10" }, "5");
  await post(port, { event: "end", result: "W+", reason: "resign", t: 4 }, "6");
  // Board 2 keeps talking; the others fall silent and, after 2 s (?stale=2), show the connection lost.
  await page.goto(`http://127.0.0.1:${port}/?stale=2#`);
  await page.click("#home");
  await page.waitForFunction(() => document.querySelectorAll(".mini").length === 6, null, { timeout: 3000 });
  for (let i = 0; i < 6; i++) {
    await post(port, { event: "clock", running: true, to_move: "B", B: { left: 598 - i, period: null, moves: 1 }, W: { left: 590, period: null, moves: 1 } }, "2");
    await page.waitForTimeout(500);
  }
  const cards = await page.$$eval(".mini", (cs) => cs.map((c) => c.querySelector(".number").textContent + "=" + c.querySelector(".badge").textContent));
  const wantCards = ["Board 2=Live", "Board 3=Connection lost", "Board 4=Connection lost", "Board 5=Flagged", "Board 6=Finished", "Board 7=Finished"];
  if (JSON.stringify(cards) !== JSON.stringify(wantCards)) fail(`overview: ${JSON.stringify(cards)}, expected ${JSON.stringify(wantCards)}`);
  if ((await text("#round-title")) !== "Open 2026 · Round 3") fail(`overview title: ${await text("#round-title")}`);
  await page.screenshot({ path: `${shotDir}/overview.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shotDir}/overview_phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.click(".mini[data-board='4']");
  await page.waitForFunction(() => document.querySelector("#name-b").textContent === "Black 4", null, { timeout: 3000 });
  await page.goto(`http://127.0.0.1:${port}/#board=local`);
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll("#moves li.turn").length === 7, null, { timeout: 3000 });

  // Phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shotDir}/viewer_phone.png`, fullPage: true });
} catch (e) {
  fail(e.stack || String(e));
} finally {
  await browser.close();
  proc.kill();
}
