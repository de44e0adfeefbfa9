#!/usr/bin/env node
// Ludotheca benchmarks: engine speed (native CLI vs. WebAssembly, random playouts
// for every game and player count), sizes (wasm module, whole site) and the time to
// an interactive lobby in headless Chromium (cold, and offline from the service
// worker's cache). Prints a table and writes the same figures to build/bench.json.
//
// Run after scripts/build.sh (`npm run bench` does both). Targets are reported with
// a pass/miss mark; a missed target never fails the run. The exit code is 1 only if
// a part could not be measured at all (missing build output, engine error, browser
// failure); the rest of the report is still printed and written.
//
// How to read the report: docs/benchmarks.md.
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchBrowserBots } from './lib/browser-bots.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'build/native/ludotheca-cli');
const WASM_DIR = path.join(ROOT, 'web/src/engine/wasm');
const WASM_JS = path.join(WASM_DIR, 'engine.mjs');
const WASM_BIN = path.join(WASM_DIR, 'engine.wasm');
const DIST = path.join(ROOT, 'dist');
const OUT_JSON = path.join(ROOT, 'build/bench.json');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// The lobby's Start button (web/src/app/Lobby.jsx): <form class="lobby"> … <button class="… start">.
const LOBBY_START = 'form.lobby button.start';

const SEED = 1; // playout p of a run uses seed SEED + p (engine/core/playout.cpp), on both engines
const RUNS = 3; // timed runs per measure; the median is reported
const TARGET_MEASURE_MS = 1500; // n is chosen so the slower engine takes about this long per run
const CALIBRATE_MS = 150; // calibration grows n until a run takes at least this long
const MAX_N = 10000; // the playout op's limit (engine/core/api.cpp: n from 1 to 10000)
const BROWSER_RUNS = 3;
const BROWSER_TIMEOUT_MS = 20000;

const TARGETS = {
  wasmRatio: 1.5, // wasm time per step / native time per step
  nativeGameMs: 50, // one full random game, native
  siteGzipBytes: 1000000, // whole dist/, gzip (1 MB = 10^6 bytes)
  lobbyColdMs: 1000, // lobby interactive, cold load, localhost
  botHardMs: 2000, // a `hard` decision in Chromium's worker, postMessage to reply (issue 12)
};

// `--parts engines,sizes,browser,bots` measures only those parts (default: all).
const partsArg = process.argv.indexOf('--parts');
const gameArg = process.argv.indexOf('--game');
const ONLY_GAMES = gameArg >= 0 ? new Set((process.argv[gameArg + 1] || '').split(',')) : null; // --game id[,id]
const PARTS = new Set(
  (partsArg >= 0 ? process.argv[partsArg + 1] || '' : 'engines,sizes,browser,bots').split(','),
);

const errors = [];
const noteError = (part, err) => {
  const message = err && err.message ? err.message : String(err);
  errors.push({ part, message });
  console.error(`bench: ${part}: ${message}`);
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const mark = (pass) => (pass == null ? '  ?  ' : pass ? 'pass' : 'MISS');

// ---------------------------------------------------------------------------
// Engines: the native CLI (one long-lived process, JSON lines) and the wasm module.

class NativeEngine {
  constructor(file) {
    this.proc = spawn(file, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    this.exited = null;
    createInterface({ input: this.proc.stdout }).on('line', (line) => {
      const w = this.waiting.shift();
      if (w) w.resolve(line);
    });
    this.proc.on('exit', (code, signal) => {
      this.exited = `ludotheca-cli exited (${signal || code})`;
      for (const w of this.waiting.splice(0)) w.reject(new Error(this.exited));
    });
    this.proc.on('error', (err) => {
      this.exited = err.message;
      for (const w of this.waiting.splice(0)) w.reject(err);
    });
  }
  call(req) {
    if (this.exited) return Promise.reject(new Error(this.exited));
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve: (line) => resolve(JSON.parse(line)), reject });
      this.proc.stdin.write(`${JSON.stringify(req)}\n`);
    });
  }
  cpuMs() {
    return threadCpuMs(this.proc.pid);
  }
  close() {
    this.proc.stdin.end();
  }
}

// CPU time of one thread in ms (Linux: /proc/<pid>/task/<tid>/schedstat, first field in ns),
// or null elsewhere. Under load wall-clock times also count the time other processes ran;
// CPU times do not, so the wasm/native ratio is judged on them.
function threadCpuMs(pid, tid = pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

async function loadWasm() {
  const createEngine = (await import(pathToFileURL(WASM_JS).href)).default;
  const m = await createEngine({ wasmBinary: fs.readFileSync(WASM_BIN) });
  const e = new m.Engine();
  return {
    call: async (req) => JSON.parse(e.call(JSON.stringify(req))),
    cpuMs: () => threadCpuMs(process.pid), // the main thread, where the module runs
    close: () => e.delete && e.delete(),
  };
}

async function playout(engine, label, game, players, n) {
  const cpu0 = engine.cpuMs();
  const r = await engine.call({ op: 'playout', game, players, seed: SEED, n });
  const cpu1 = engine.cpuMs();
  if (!r.ok) throw new Error(`${label} playout ${game}/${players}: ${r.error && r.error.message}`);
  r.cpuMs = cpu0 != null && cpu1 != null ? cpu1 - cpu0 : null;
  return r;
}

// Returns the time per game (ms) on a warm engine. The first calls are the warm-up
// (code paths, allocator; for wasm, V8 tiers hot functions up while they run): n grows
// until one run takes at least CALIBRATE_MS, then two more runs of about twice that
// give the estimate (their minimum, the least disturbed by other load on the machine).
async function calibrate(engine, label, game, players) {
  await playout(engine, label, game, players, 1);
  let n = 1;
  let r;
  for (;;) {
    r = await playout(engine, label, game, players, n);
    if (r.ms >= CALIBRATE_MS || n >= MAX_N) break;
    const grow = r.ms > 0 ? Math.ceil((CALIBRATE_MS * 1.2) / r.ms) : 10;
    n = Math.min(MAX_N, n * Math.max(2, Math.min(10, grow)));
  }
  n = Math.max(1, Math.min(MAX_N, Math.round((2 * CALIBRATE_MS * r.games) / r.ms)));
  let best = Infinity;
  for (let i = 0; i < 2; ++i) {
    const x = await playout(engine, label, game, players, n);
    best = Math.min(best, x.ms / x.games);
  }
  return best;
}

function summarize(runs) {
  const ms = median(runs.map((r) => r.ms));
  const cpuMs = runs.every((r) => r.cpuMs != null) ? median(runs.map((r) => r.cpuMs)) : null;
  const { games, steps, finished } = runs[0];
  const problems = [...new Set(runs.flatMap((r) => r.problems || []))];
  return {
    runsMs: runs.map((r) => r.ms),
    ms,
    games,
    finished,
    steps,
    stepsPerSecond: ms > 0 ? steps / (ms / 1000) : null,
    gamesPerSecond: ms > 0 ? games / (ms / 1000) : null,
    msPerGame: ms / games,
    usPerStep: steps > 0 ? (ms * 1000) / steps : null,
    cpuMs,
    cpuUsPerStep: steps > 0 && cpuMs != null ? (cpuMs * 1000) / steps : null,
    // (slowest - fastest) / median of the runs: how much the machine disturbed them
    spread: ms > 0 ? (Math.max(...runs.map((r) => r.ms)) - Math.min(...runs.map((r) => r.ms))) / ms : null,
    problems,
  };
}

async function benchEngines() {
  if (!fs.existsSync(CLI)) throw new Error(`${path.relative(ROOT, CLI)} is missing: run scripts/build.sh`);
  if (!fs.existsSync(WASM_JS) || !fs.existsSync(WASM_BIN)) {
    throw new Error(`${path.relative(ROOT, WASM_DIR)}/engine.{mjs,wasm} missing: run scripts/build.sh`);
  }
  const native = new NativeEngine(CLI);
  const wasm = await loadWasm();
  const rows = [];
  try {
    const list = await native.call({ op: 'games' });
    if (!list.ok) throw new Error(`games op failed: ${list.error && list.error.message}`);
    const wasmList = await wasm.call({ op: 'games' });
    const wasmIds = new Set(wasmList.ok ? wasmList.games.map((g) => g.id) : []);
    for (const g of list.games) {
      if (ONLY_GAMES && !ONLY_GAMES.has(g.id)) continue;
      const [min, max] = g.players;
      for (let players = min; players <= max; ++players) {
        const row = { game: g.id, players };
        rows.push(row);
        try {
          if (!wasmIds.has(g.id)) throw new Error(`the wasm module does not list ${g.id} (stale build?)`);
          process.stderr.write(`bench: ${g.id} ${players}p: calibrating… `);
          const nativeGameMs = await calibrate(native, 'native', g.id, players);
          const wasmGameMs = await calibrate(wasm, 'wasm', g.id, players);
          const n = Math.max(
            1,
            Math.min(MAX_N, Math.round(TARGET_MEASURE_MS / Math.max(nativeGameMs, wasmGameMs))),
          );
          row.n = n;
          row.seeds = [SEED, SEED + n - 1];
          process.stderr.write(`n=${n}, measuring… `);
          // Alternate the engines run by run so that a burst of load on the shared
          // machine does not land on one engine only.
          const nativeRuns = [];
          const wasmRuns = [];
          for (let i = 0; i < RUNS; ++i) {
            nativeRuns.push(await playout(native, 'native', g.id, players, n));
            wasmRuns.push(await playout(wasm, 'wasm', g.id, players, n));
          }
          row.native = summarize(nativeRuns);
          row.wasm = summarize(wasmRuns);
          row.sameWork = row.native.steps === row.wasm.steps && row.native.finished === row.wasm.finished;
          row.wasmRatioWall = row.wasm.usPerStep / row.native.usPerStep;
          row.wasmRatioCpu =
            row.wasm.cpuUsPerStep && row.native.cpuUsPerStep
              ? row.wasm.cpuUsPerStep / row.native.cpuUsPerStep
              : null;
          // Judged on CPU time where the system gives it (load does not enter), else wall time.
          row.wasmRatio = row.wasmRatioCpu ?? row.wasmRatioWall;
          row.wasmRatioPass = row.wasmRatio <= TARGETS.wasmRatio;
          row.nativeGamePass = row.native.msPerGame < TARGETS.nativeGameMs;
          process.stderr.write('done\n');
        } catch (err) {
          process.stderr.write('\n');
          row.error = err.message;
          noteError(`engines ${g.id}/${players}`, err);
        }
      }
    }
  } finally {
    native.close();
    wasm.close();
  }
  return rows;
}

// ---------------------------------------------------------------------------
// Sizes.

function fileSizes(file) {
  const bytes = fs.readFileSync(file);
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
}

function walk(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (e.isFile()) out.push(p);
  }
  return out;
}

function benchSizes() {
  const sizes = {};
  try {
    sizes.wasm = { file: path.relative(ROOT, WASM_BIN), ...fileSizes(WASM_BIN) };
    sizes.wasmGlue = { file: path.relative(ROOT, WASM_JS), ...fileSizes(WASM_JS) };
  } catch (err) {
    noteError('sizes (wasm)', err);
  }
  try {
    if (!fs.existsSync(path.join(DIST, 'index.html')))
      throw new Error('dist/index.html is missing: run scripts/build.sh');
    const files = walk(DIST).map((f) => ({ file: path.relative(DIST, f), ...fileSizes(f) }));
    files.sort((a, b) => b.gzip - a.gzip);
    const raw = files.reduce((s, f) => s + f.raw, 0);
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const shippedWasm = files.filter((f) => f.file.endsWith('.wasm'));
    sizes.site = {
      files: files.length,
      raw,
      gzip,
      pass: gzip < TARGETS.siteGzipBytes,
      largest: files.slice(0, 5),
    };
    if (sizes.wasm && shippedWasm.length && !shippedWasm.some((f) => f.raw === sizes.wasm.raw)) {
      sizes.site.note = `dist/ ships a different engine.wasm (${shippedWasm.map((f) => f.raw).join(', ')} bytes): dist/ is older than the module`;
    }
  } catch (err) {
    noteError('sizes (dist)', err);
  }
  return sizes;
}

// ---------------------------------------------------------------------------
// Browser: time to an interactive lobby.

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

// A tiny static server for dist/ on 127.0.0.1 and a free port. `no-cache` makes
// the browser revalidate every file, so the offline load can only come from the
// service worker, never from the HTTP cache.
function serveDist() {
  const root = path.resolve(DIST);
  const server = createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.resolve(root, `.${rel}`);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'Content-Type': MIME[path.extname(file).toLowerCase()] || 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// Runs in the page before its own scripts: records performance.now() (ms since the
// navigation started) the first time the lobby's Start button is visible and enabled.
function lobbyProbe(selector) {
  const ready = () => {
    const b = document.querySelector(selector);
    if (!b || b.disabled) return false;
    const r = b.getBoundingClientRect();
    const st = getComputedStyle(b);
    return r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && st.display !== 'none';
  };
  const check = () => {
    if (window.__lobbyReadyAt == null && ready()) window.__lobbyReadyAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  const poll = () => {
    check();
    if (window.__lobbyReadyAt == null) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function timeLobby(page, url) {
  let fromSW = 0;
  let fromNetwork = 0;
  let failed = 0;
  const onResponse = (r) => (r.fromServiceWorker() ? ++fromSW : ++fromNetwork);
  const onFailed = () => ++failed;
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    const wall0 = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: BROWSER_TIMEOUT_MS });
    await page.waitForFunction(() => window.__lobbyReadyAt != null, null, { timeout: BROWSER_TIMEOUT_MS });
    const wallMs = Date.now() - wall0;
    const { ms, domContentLoadedMs } = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { ms: window.__lobbyReadyAt, domContentLoadedMs: nav ? nav.domContentLoadedEventEnd : null };
    });
    return {
      ms,
      wallMs,
      domContentLoadedMs,
      responses: fromSW + fromNetwork,
      fromServiceWorker: fromSW,
      failedRequests: failed,
    };
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}

async function benchBrowser() {
  const result = { cold: null, offline: null };
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    noteError('browser', new Error('dist/index.html is missing: run scripts/build.sh'));
    return result;
  }
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (err) {
    noteError('browser', new Error(`playwright-core not installed (run scripts/setup.sh): ${err.message}`));
    return result;
  }
  const server = await serveDist();
  const url = `http://127.0.0.1:${server.address().port}/`;
  result.url = url;
  const cold = [];
  const offline = [];
  try {
    for (let i = 0; i < BROWSER_RUNS; ++i) {
      // A fresh profile each time: nothing cached, no service worker yet.
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ludotheca-bench-'));
      let context;
      try {
        context = await chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM,
          headless: true,
          args: CHROMIUM_ARGS,
          viewport: { width: 1280, height: 800 },
        });
        await context.addInitScript(lobbyProbe, LOBBY_START);
        const page = context.pages()[0] || (await context.newPage());
        cold.push(await timeLobby(page, url));
        // Wait until the service worker is active (its install precached the site).
        await page.evaluate(() =>
          Promise.race([
            navigator.serviceWorker.ready.then(() => true),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error('no active service worker after 15 s')), 15000),
            ),
          ]),
        );
        await context.setOffline(true);
        const page2 = await context.newPage();
        offline.push(await timeLobby(page2, url));
      } catch (err) {
        noteError(`browser (run ${i + 1})`, err);
        break;
      } finally {
        if (context) await context.close().catch(() => {});
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  const agg = (runs) =>
    runs.length
      ? {
          ms: median(runs.map((r) => r.ms)),
          wallMs: median(runs.map((r) => r.wallMs)),
          domContentLoadedMs: median(runs.map((r) => r.domContentLoadedMs)),
          runs,
        }
      : null;
  result.cold = agg(cold);
  if (result.cold) result.cold.pass = result.cold.ms <= TARGETS.lobbyColdMs;
  result.offline = agg(offline);
  if (result.offline) {
    result.offline.allFromServiceWorker = offline.every(
      (r) => r.fromServiceWorker === r.responses && r.responses > 0,
    );
  }
  return result;
}

// ---------------------------------------------------------------------------
// Report.

const fmtInt = (x) => (x == null || !Number.isFinite(x) ? '-' : Math.round(x).toLocaleString('en-US'));
const fmt = (x, d = 1) => (x == null || !Number.isFinite(x) ? '-' : x.toFixed(d));
const kb = (b) => (b == null ? '-' : `${(b / 1024).toFixed(1)} KiB`);

function table(head, rows, align) {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (align[i] === 'l' ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join('  ');
  return [line(head), w.map((x) => '-'.repeat(x)).join('  '), ...rows.map(line)].join('\n');
}

function env() {
  let commit = null;
  let dirty = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    dirty =
      execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).trim() !== '';
  } catch {
    // not a git checkout
  }
  const cpus = os.cpus();
  let chromiumVersion = null;
  try {
    chromiumVersion = execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      timeout: 10000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // reported as null
  }
  return {
    date: new Date().toISOString(),
    commit,
    dirty,
    node: process.version,
    cpu: cpus.length ? cpus[0].model : null,
    cores: cpus.length,
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
    chromium: chromiumVersion,
  };
}

function printEngines(report) {
  console.log(
    `Engines: random playouts, seeds ${SEED}..${SEED}+n-1, same n on both; median of ${RUNS} runs after a warm-up`,
  );
  const rows = report.engines.map((r) =>
    r.error
      ? [r.game, r.players, '-', 'error', r.error, '', '', '', '', '', '', '', '', '']
      : [
          r.game,
          r.players,
          r.n,
          fmtInt(r.native.stepsPerSecond),
          fmtInt(r.wasm.stepsPerSecond),
          fmt(r.native.gamesPerSecond),
          fmt(r.wasm.gamesPerSecond),
          fmt(r.native.steps / r.native.games, 0),
          fmt(r.wasmRatioCpu, 2),
          fmt(r.wasmRatioWall, 2),
          mark(r.wasmRatioPass),
          fmt(r.native.msPerGame, 2),
          mark(r.nativeGamePass),
          `${fmt(100 * Math.max(r.native.spread, r.wasm.spread), 0)}%`,
        ],
  );
  console.log(
    table(
      [
        'game',
        'p',
        'n',
        'native st/s',
        'wasm st/s',
        'native g/s',
        'wasm g/s',
        'steps/g',
        'wasm/nat cpu',
        'wall',
        `≤${TARGETS.wasmRatio}x`,
        'nat ms/g',
        `<${TARGETS.nativeGameMs}ms`,
        'spread',
      ],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'l', 'r'],
    ),
  );
  for (const r of report.engines) {
    if (r.error) continue;
    if (!r.sameWork)
      console.log(
        `  ! ${r.game}/${r.players}: native and wasm did different work (steps ${r.native.steps} vs ${r.wasm.steps}, finished ${r.native.finished} vs ${r.wasm.finished})`,
      );
    if (r.native.finished !== r.native.games)
      console.log(
        `  ! ${r.game}/${r.players}: only ${r.native.finished} of ${r.native.games} games finished`,
      );
    const problems = [...new Set([...r.native.problems, ...r.wasm.problems])];
    if (problems.length) console.log(`  ! ${r.game}/${r.players}: ${problems.slice(0, 3).join('; ')}`);
  }
}

function printSizes(report) {
  const s = report.sizes;
  console.log('\nSizes (gzip: zlib level 9)');
  const sizeRows = [];
  if (s.wasm) sizeRows.push(['wasm module (engine.wasm)', kb(s.wasm.raw), kb(s.wasm.gzip), '', '']);
  if (s.wasmGlue) sizeRows.push(['wasm glue (engine.mjs)', kb(s.wasmGlue.raw), kb(s.wasmGlue.gzip), '', '']);
  if (s.site) {
    sizeRows.push([
      `whole site dist/ (${s.site.files} files)`,
      kb(s.site.raw),
      kb(s.site.gzip),
      `< ${TARGETS.siteGzipBytes / 1e6} MB gzip`,
      mark(s.site.pass),
    ]);
  }
  console.log(table(['what', 'raw', 'gzip', 'target', ''], sizeRows, ['l', 'r', 'r', 'l', 'l']));
  if (s.site)
    console.log(`  largest (gzip): ${s.site.largest.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`);
  if (s.site && s.site.note) console.log(`  ! ${s.site.note}`);
}

function printBrowser(report) {
  const b = report.browser;
  console.log(
    `\nLobby interactive (Start button visible and enabled), headless Chromium, median of ${BROWSER_RUNS}, ms since navigation start`,
  );
  const bRows = [];
  const runsOf = (x) => x.runs.map((r) => fmt(r.ms, 0)).join(' ');
  if (b.cold) {
    bRows.push([
      'cold (fresh profile)',
      fmt(b.cold.ms, 0),
      fmt(b.cold.domContentLoadedMs, 0),
      runsOf(b.cold),
      `≤ ${TARGETS.lobbyColdMs} ms`,
      mark(b.cold.pass),
    ]);
  } else bRows.push(['cold (fresh profile)', 'error', '', '', `≤ ${TARGETS.lobbyColdMs} ms`, '']);
  if (b.offline)
    bRows.push([
      'offline (service worker cache)',
      fmt(b.offline.ms, 0),
      fmt(b.offline.domContentLoadedMs, 0),
      runsOf(b.offline),
      '',
      '',
    ]);
  else bRows.push(['offline (service worker cache)', 'error', '', '', '', '']);
  console.log(
    table(['load', 'lobby ms', 'DCL ms', 'runs', 'target', ''], bRows, ['l', 'r', 'r', 'l', 'l', 'l']),
  );
  if (b.offline && !b.offline.allFromServiceWorker)
    console.log('  ! some offline responses did not come from the service worker');
}

function printReport(report) {
  const e = report.environment;
  console.log(`\nLudotheca benchmarks — ${e.date}`);
  console.log(
    `commit ${e.commit || '?'}${e.dirty ? ' (with uncommitted changes)' : ''}, node ${e.node}, ${e.cores} × ${e.cpu}`,
  );
  console.log(
    `load average at start ${e.loadAverage.join(' / ')} (1/5/15 min): other processes on these cores make the figures noisier\n`,
  );

  if (PARTS.has('engines')) printEngines(report);
  if (PARTS.has('sizes')) printSizes(report);
  if (PARTS.has('browser')) printBrowser(report);
  if (report.bots) {
    console.log(
      `\nBots in Chromium: a \`hard\` decision (the web's 1000 ms budget) in a module worker, 2 players and solo, seed 1, after 20/40/60 \`easy\` actions; ms from postMessage to reply`,
    );
    const botRows = report.bots.map((r) => [
      r.game,
      r.players,
      r.decisions.map((d) => fmt(d.ms, 0)).join(' '),
      r.decisions.map((d) => fmtInt(d.iterations)).join(' '),
      fmt(r.maxMs, 0),
      `≤ ${TARGETS.botHardMs} ms`,
      mark(r.maxMs <= TARGETS.botHardMs),
    ]);
    console.log(
      table(['game', 'players', 'ms per decision', 'iterations', 'max ms', 'target', ''], botRows, [
        'l',
        'r',
        'l',
        'l',
        'r',
        'l',
        'l',
      ]),
    );
  }

  const t = report.targets;
  console.log(
    `\nTargets: wasm within ${TARGETS.wasmRatio}x native per step ${t.wasmRatio.pass}/${t.wasmRatio.of}; ` +
      `native game < ${TARGETS.nativeGameMs} ms ${t.nativeGame.pass}/${t.nativeGame.of}; ` +
      `site ${mark(t.site)}; lobby cold ${mark(t.lobbyCold)}; hard in Chromium ${mark(t.botHard)}`,
  );
  if (report.errors.length)
    console.log(`Not measured: ${report.errors.map((x) => `${x.part} (${x.message})`).join('; ')}`);
  console.log(`Figures written to ${path.relative(ROOT, OUT_JSON)}`);
}

async function main() {
  const environment = env();
  let engines = [];
  try {
    if (PARTS.has('engines')) engines = await benchEngines();
  } catch (err) {
    noteError('engines', err);
  }
  const sizes = PARTS.has('sizes') ? benchSizes() : {};
  let browser = { cold: null, offline: null };
  try {
    if (PARTS.has('browser')) browser = await benchBrowser();
  } catch (err) {
    noteError('browser', err);
  }
  let bots = null;
  try {
    if (PARTS.has('bots')) {
      const { chromium } = await import('playwright-core');
      bots = await benchBrowserBots({
        chromium,
        executablePath: CHROMIUM,
        args: CHROMIUM_ARGS,
        wasmDir: WASM_DIR,
      });
    }
  } catch (err) {
    noteError('bots in Chromium', err);
  }
  const measured = engines.filter((r) => !r.error);
  const report = {
    environment,
    method: {
      seed: SEED,
      runs: RUNS,
      targetMeasureMs: TARGET_MEASURE_MS,
      browserRuns: BROWSER_RUNS,
      gzipLevel: 9,
    },
    targets: {
      ...TARGETS,
      wasmRatio: {
        max: TARGETS.wasmRatio,
        pass: measured.filter((r) => r.wasmRatioPass).length,
        of: measured.length,
      },
      nativeGame: {
        maxMs: TARGETS.nativeGameMs,
        pass: measured.filter((r) => r.nativeGamePass).length,
        of: measured.length,
      },
      site: sizes.site ? sizes.site.pass : null,
      lobbyCold: browser.cold ? browser.cold.pass : null,
      botHard: bots ? bots.every((r) => r.maxMs <= TARGETS.botHardMs) : null,
    },
    engines,
    sizes,
    browser,
    bots,
    errors,
  };
  fs.mkdirSync(path.dirname(OUT_JSON), { recursive: true });
  fs.writeFileSync(OUT_JSON, `${JSON.stringify(report, null, 2)}\n`);
  printReport(report);
  process.exitCode = errors.length ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
