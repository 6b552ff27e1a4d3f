// What the viewer tests share: `c6rec serve` on a free loopback port, events posted to it with the
// token, and headless Chromium (Debian's, or $CHROMIUM).
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";

export const token = "browser-test";

// Resolves with the server process and the port it reports on stderr.
export function startServer(c6rec) {
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

// One event into the feed (into board `board` when given); throws with the feed's reason if refused.
export async function post(port, event, board) {
  const query = board ? `?board=${encodeURIComponent(board)}` : "";
  const r = await fetch(`http://127.0.0.1:${port}/api/event${query}`, {
    method: "POST", headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(event),
  });
  if (r.status !== 200) throw new Error(`POST /api/event: ${r.status} ${await r.text()}`);
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync"],
  });
}
