// Bot decision time in headless Chromium (issue 12: "`hard` decides within 2 s on a
// 2-core machine in Chromium"). The engine module the site ships (web/src/engine/wasm)
// runs in a module Web Worker, as in the app; the page times each `bot` request from
// postMessage to the reply, which is what a player waits for. For every game, a
// 2-player deal (seed 1) is played by `easy` bots; after PLIES[i] actions the deciding
// seat asks `hard` (its default budget, the web's 1000 ms) for a decision. Games with
// a solo mode get a solo row too (Fields of Arle's solo `hard` plans whole games).
//
// Used by scripts/bench.mjs (section "Bots in Chromium"); returns rows, prints nothing.
import { createServer } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const PLIES = [20, 40, 60];
const LEVEL = 'hard';

const PAGE = `<!doctype html><meta charset="utf-8"><title>bots</title><script type="module">
const worker = new Worker('./worker.mjs', { type: 'module' });
const waiting = new Map();
let next = 0;
worker.onmessage = ({ data }) => { waiting.get(data.id)(data); waiting.delete(data.id); };
window.call = (request) => new Promise((resolve) => {
  const id = ++next;
  const t0 = performance.now();
  waiting.set(id, (d) => resolve({ reply: d.reply, ms: performance.now() - t0, engineMs: d.ms }));
  worker.postMessage({ id, request: JSON.stringify(request) });
});
window.ready = window.call({ op: 'games' });
</script>`;

const WORKER = `import createEngine from './engine.mjs';
const engine = createEngine().then((m) => new m.Engine());
self.onmessage = async ({ data }) => {
  const e = await engine;
  const t0 = performance.now();
  const reply = e.call(data.request);
  self.postMessage({ id: data.id, reply, ms: performance.now() - t0 });
};`;

function serve(wasmDir) {
  const files = {
    '/index.html': ['text/html; charset=utf-8', () => PAGE],
    '/worker.mjs': ['text/javascript; charset=utf-8', () => WORKER],
    '/engine.mjs': [
      'text/javascript; charset=utf-8',
      () => fs.readFileSync(path.join(wasmDir, 'engine.mjs')),
    ],
    '/engine.wasm': ['application/wasm', () => fs.readFileSync(path.join(wasmDir, 'engine.wasm'))],
  };
  const server = createServer((req, res) => {
    const f = files[new URL(req.url, 'http://x').pathname];
    if (!f) return res.writeHead(404).end();
    const body = f[1]();
    res.writeHead(200, { 'Content-Type': f[0], 'Cache-Control': 'no-store' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// One game: easy bots play; at each of PLIES the deciding seat's `hard` decision is timed.
async function timeGame(page, game, players) {
  const call = async (request) => {
    const r = await page.evaluate((req) => window.call(req), request);
    return { ...r, reply: JSON.parse(r.reply) };
  };
  const check = (r, what) => {
    if (r.reply.error) throw new Error(`${game} ${what}: ${r.reply.error.message}`);
    return r.reply;
  };
  check(await call({ op: 'new', game, players, seed: 1 }), 'new');
  const decisions = [];
  for (let ply = 0; ply <= PLIES[PLIES.length - 1]; ++ply) {
    const turn = check(await call({ op: 'turn' }), 'turn');
    if (turn.over) break;
    const seat = turn.deciding[0];
    if (PLIES.includes(ply)) {
      const r = await call({ op: 'bot', player: seat, level: LEVEL, seed: ply });
      check(r, 'bot hard');
      decisions.push({ ply, ms: r.ms, engineMs: r.engineMs, iterations: r.reply.iterations });
    }
    const easy = check(await call({ op: 'bot', player: seat, level: 'easy', seed: 1000 + ply }), 'bot easy');
    check(await call({ op: 'apply', player: seat, action: easy.action }), 'apply');
  }
  return decisions;
}

export async function benchBrowserBots({ chromium, executablePath, args, wasmDir }) {
  const server = await serve(wasmDir);
  const browser = await chromium.launch({ executablePath, headless: true, args });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
    const games = JSON.parse((await page.evaluate(() => window.ready)).reply).games;
    const rows = [];
    for (const g of games) {
      for (const players of [2, 1]) {
        if (players < g.players[0] || players > g.players[1]) continue;
        const decisions = await timeGame(page, g.id, players);
        const ms = decisions.map((d) => d.ms);
        rows.push({
          game: g.id,
          players,
          level: LEVEL,
          decisions,
          maxMs: Math.max(...ms),
          medianMs: [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)],
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
