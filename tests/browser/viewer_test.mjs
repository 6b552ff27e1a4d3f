// Opens the live viewer in headless Chromium against `c6rec serve` on loopback and checks that a
// confirmed turn appears within 1 s, that the clocks tick, that a flag shows, and takes screenshots.
// usage: node viewer_test.mjs C6REC SCREENSHOT_DIR
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [c6rec, shotDir = "."] = process.argv.slice(2);
const token = "browser-test";
mkdirSync(shotDir, { recursive: true });
const fail = (msg) => { console.error("FAIL:", msg); process.exitCode = 1; };

function startServer() {
  return new Promise((resolve, reject) => {
    const proc = spawn(c6rec, ["serve", "--port", "0", "--bind", "127.0.0.1", "--token", token], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    proc.stderr.on("data", (d) => {
      err += d;
      const m = err.match(/localhost:(\d+)\//);
      if (m) resolve({ proc, port: Number(m[1]) });
    });
    proc.on("exit", (code) => reject(new Error(`c6rec serve exited (${code}): ${err}`)));
  });
}

async function post(port, event, board) {
  const query = board ? `?board=${encodeURIComponent(board)}` : "";
  const r = await fetch(`http://127.0.0.1:${port}/api/event${query}`, {
    method: "POST", headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(event),
  });
  if (r.status !== 200) throw new Error(`POST /api/event: ${r.status}`);
}

const { proc, port } = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  await post(port, { event: "info", black: "Ada Lovelace", white: "Brook Taylor", board: "7", round: "3" });
  await post(port, { event: "turn", n: 1, color: "B", stones: ["j10"], t: 1 });
  await post(port, { event: "clock", running: true, to_move: "W", B: { left: 1795.5, period: null, moves: 1 }, W: { left: 1800, period: null, moves: 0 } });
  const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
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

  // Several boards in one feed: the overview shows each as a mini-board with its clocks.
  for (let b = 2; b <= 6; b++) {
    const key = String(b);
    await post(port, { event: "info", black: `Black ${b}`, white: `White ${b}`, board: key }, key);
    await post(port, { event: "turn", n: 1, color: "B", stones: ["j10"], t: 1 }, key);
    await post(port, { event: "turn", n: 2, color: "W", stones: [`k${8 + b}`, "h9"], t: 2 }, key);
    await post(port, { event: "clock", running: true, to_move: "B", B: { left: 600 - b, period: null, moves: 1 }, W: { left: 590, period: null, moves: 1 } }, key);
  }
  await page.goto(`http://127.0.0.1:${port}/#`);
  await page.click("#home");
  await page.waitForFunction(() => document.querySelectorAll(".mini").length === 6, null, { timeout: 3000 });
  await page.screenshot({ path: `${shotDir}/viewer_overview.png` });
  await page.click(".mini[data-board='4']");
  await page.waitForFunction(() => document.querySelector("#name-b").textContent === "Black 4", null, { timeout: 3000 });
  await page.goto(`http://127.0.0.1:${port}/#board=local`);
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll("#moves li").length === 2, null, { timeout: 3000 });

  // Phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shotDir}/viewer_phone.png`, fullPage: true });
} catch (e) {
  fail(e.stack || String(e));
} finally {
  await browser.close();
  proc.kill();
}
