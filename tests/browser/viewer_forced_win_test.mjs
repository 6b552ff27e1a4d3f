// Issue 31: the live viewer shows a forced win to the audience in words, with the winning first
// move marked on the board, and hides both when its "Show forced wins" box is unticked. The game is
// the first 26 turns of Little Golem game 1470445 (../shared/data/records), after which Black wins by
// force in 2 turns; the feed computes the forced win itself. Screenshot: viewer_forced_win.png.
// usage: node viewer_forced_win_test.mjs C6REC RECORDS_DIR SCREENSHOT_DIR
import { mkdirSync, readFileSync } from "node:fs";
import { launchBrowser, post, startServer } from "./feed_server.mjs";

const [c6rec, recordsDir, shotDir = "."] = process.argv.slice(2);
mkdirSync(shotDir, { recursive: true });
const fail = (msg) => { console.error("FAIL:", msg); process.exitCode = 1; };

// The record's turns: ";B[j10];W[i11j12]" -> [{color: "B", stones: ["j10"]}, ...].
const sgf = readFileSync(`${recordsDir}/lg_1470445.sgf`, "utf8");
const turns = [...sgf.matchAll(/;([BW])\[([a-s0-9]+)\]/g)].map((m) => ({ color: m[1], stones: m[2].match(/[a-s]\d+/g) }));

const { proc, port } = await startServer(c6rec);
const browser = await launchBrowser();
try {
  await post(port, { event: "info", event_name: "Little Golem", black: "Black", white: "White", board: "1" });
  for (let i = 0; i < 26; i++) await post(port, { event: "turn", n: i + 1, color: turns[i].color, stones: turns[i].stones, t: i + 1 });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.querySelectorAll("#moves li").length === 26, null, { timeout: 10000 });
  const words = (await page.locator("#forced-win").textContent()).trim();
  const expected = "Black wins by force in 2 turns: f11 h13";
  if (words !== expected) fail(`forced win words: "${words}", expected "${expected}"`);
  if (await page.locator("#forced-win").isHidden()) fail("the forced win is hidden with the box ticked");
  const marks = await page.locator("#board svg circle.forced-win").count();
  if (marks !== 2) fail(`expected the 2 points of the winning move marked, saw ${marks}`);
  await page.screenshot({ path: `${shotDir}/viewer_forced_win.png` });

  await page.locator("#show-forced").uncheck();
  if (!(await page.locator("#forced-win").isHidden())) fail("the forced win still shows with the box unticked");
  const left = await page.locator("#board svg circle.forced-win").count();
  if (left !== 0) fail(`forced-win marks left on the board with the box unticked: ${left}`);
  console.log(process.exitCode ? "viewer forced win: FAILED" : "viewer forced win: ok");
} finally {
  await browser.close();
  proc.kill();
}
