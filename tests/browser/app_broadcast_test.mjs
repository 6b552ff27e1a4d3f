// The desktop app broadcasts by itself: c6cam (offscreen, no display) records the bundled sample
// video with --broadcast on a free port, and headless Chromium opens the app's own web viewer and
// watches the game go on: the header from the game's setup, turns arriving while it watches, the
// clocks and the side to move. A screenshot goes to SCREENSHOT_DIR/app_broadcast_viewer.png.
// usage: node app_broadcast_test.mjs C6CAM SCREENSHOT_DIR
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const [c6cam, shotDir = "."] = process.argv.slice(2);
mkdirSync(shotDir, { recursive: true });
const fail = (msg) => { console.error("FAIL:", msg); process.exitCode = 1; };
const home = mkdtempSync(join(tmpdir(), "c6cam-broadcast-"));

// The app with a settings folder of its own (XDG_CONFIG_HOME), recording the sample at twice its
// speed; resolves with the port it reports on stderr.
function startApp() {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, QT_QPA_PLATFORM: "offscreen", XDG_CONFIG_HOME: join(home, "config") };
    const proc = spawn(c6cam, ["--no-resume", "--folder", join(home, "games"), "--speed", "2", "--broadcast", "0"],
                       { env, stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    const timer = setTimeout(() => reject(new Error(`c6cam did not report a broadcast port: ${err}`)), 30000);
    proc.stderr.on("data", (d) => {
      err += d;
      const m = err.match(/broadcasting on http:\/\/localhost:(\d+)\//);
      if (m) { clearTimeout(timer); resolve({ proc, port: Number(m[1]) }); }
    });
    proc.on("exit", (code) => reject(new Error(`c6cam exited (${code}): ${err}`)));
  });
}

const { proc, port } = await startApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector("#status.live", { timeout: 10000 });
  const turns = () => page.$$eval("#moves li.turn", (lis) => lis.length);
  // The sample's first turn is at 4.4 s of video (2.2 s at twice the speed), after the app has
  // found the board.
  await page.waitForFunction(() => document.querySelectorAll("#moves li.turn").length >= 1, null, { timeout: 30000 });
  const first = await turns();
  // Live: more turns arrive while the page is open, without reloading it.
  await page.waitForFunction((n) => document.querySelectorAll("#moves li.turn").length > n, first, { timeout: 30000 });
  const later = await turns();
  console.log(`viewer showed ${first} turn(s), then ${later} while watching`);
  const moves = await page.$$eval("#moves li.turn", (lis) => lis.map((li) => li.textContent));
  if (!moves[0].includes("j10")) fail(`the first turn reads "${moves[0]}" (the sample opens with j10)`);
  const stones = await page.locator("#board svg circle.stone").count();
  if (stones < 3) fail(`${stones} stones drawn after ${later} turns`);
  const toMove = await page.textContent("#to-move");
  if (!/^(Black|White) to move$/.test(toMove)) fail(`side to move says "${toMove}"`);
  const clock = await page.textContent("#clock-b");
  if (!/^\d+:\d\d/.test(clock)) fail(`black's clock shows "${clock}"`);
  await page.screenshot({ path: `${shotDir}/app_broadcast_viewer.png` });
  // The app's own record agrees with the feed: /api/game.json has what the page shows.
  const game = await (await fetch(`http://127.0.0.1:${port}/api/game.json`)).json();
  if (game.turns.length < later) fail(`/api/game.json has ${game.turns.length} turns, the page showed ${later}`);
  if (!game.turns[0].threats) fail("turns carry no threats");
} catch (e) {
  fail(e.stack || String(e));
} finally {
  await browser.close();
  proc.kill();
  rmSync(home, { recursive: true, force: true });
}
