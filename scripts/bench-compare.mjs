#!/usr/bin/env node
// Native engine speed of two builds, measured in alternation under the same
// load: node scripts/bench-compare.mjs BEFORE_CLI AFTER_CLI [--runs R] [--ms T]
// For every game and player count both builds list, the same random playouts
// (the `playout` op, default options, seeds 1..n) run R times on each build,
// one run of each in turn; the median steps per second is reported, with the
// CPU time each process spent (from /proc, so a loaded machine shows in the
// wall-clock figures but not in the CPU ones). Games change length when rules
// change, so steps per second (not games per second) is the comparable figure.
// Used for issue 7's before/after (docs/benchmarks.md); writes
// build/bench-compare.json.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const files = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1].startsWith('--')));
if (files.length !== 2) {
  console.error('usage: node scripts/bench-compare.mjs BEFORE_CLI AFTER_CLI [--runs R] [--ms T]');
  process.exit(2);
}
const RUNS = opt('runs', 5);
const TARGET_MS = opt('ms', 400); // engine time per run of the slower build

class Engine {
  constructor(file) {
    this.proc = spawn(file, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    createInterface({ input: this.proc.stdout }).on('line', (l) => this.waiting.shift()(JSON.parse(l)));
  }
  call(req) {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.proc.stdin.write(`${JSON.stringify(req)}\n`);
    });
  }
  // CPU seconds the process has run so far (/proc/PID/schedstat: nanoseconds on a CPU)
  cpu() {
    return Number(fs.readFileSync(`/proc/${this.proc.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;
  }
  close() {
    this.proc.stdin.end();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const engines = files.map((f) => new Engine(path.resolve(f)));
const lists = await Promise.all(engines.map((e) => e.call({ op: 'games' })));
const rows = [];
for (const g of lists[1].games) {
  const before = lists[0].games.find((x) => x.id === g.id);
  for (let players = g.players[0]; players <= g.players[1]; ++players) {
    const row = { game: g.id, players, runs: [[], []], cpu: [0, 0], steps: [0, 0] };
    const both = before && players >= before.players[0] && players <= before.players[1];
    const which = both ? [0, 1] : [1];
    // Calibrate n on the slower build: grow until a run takes TARGET_MS.
    let n = 1;
    for (;;) {
      const ms = [];
      for (const k of which) ms.push((await engines[k].call({ op: 'playout', game: g.id, players, n })).ms);
      if (Math.max(...ms) >= TARGET_MS / 4 || n >= 10000) {
        n = Math.min(10000, Math.max(1, Math.round((n * TARGET_MS) / Math.max(...ms))));
        break;
      }
      n *= 4;
    }
    row.n = n;
    for (let r = 0; r < RUNS; ++r)
      for (const k of which) {
        const c0 = engines[k].cpu();
        const x = await engines[k].call({ op: 'playout', game: g.id, players, seed: 1, n });
        row.cpu[k] += engines[k].cpu() - c0;
        row.steps[k] = x.steps;
        row.runs[k].push(x.ms);
      }
    row.stepsPerSecond = row.runs.map((ms, k) => (ms.length ? row.steps[k] / (median(ms) / 1000) : null));
    row.stepsPerCpuSecond = row.cpu.map((c, k) =>
      row.runs[k].length && c > 0 ? (row.steps[k] * RUNS) / c : null,
    );
    rows.push(row);
    const f = (x) => (x == null ? '—' : Math.round(x).toLocaleString('en-US'));
    console.log(
      `${g.id.padEnd(10)} ${players}p  n=${String(n).padStart(5)}  before ${f(row.stepsPerSecond[0]).padStart(10)} st/s  after ${f(row.stepsPerSecond[1]).padStart(10)} st/s  ratio ${both ? (row.stepsPerSecond[1] / row.stepsPerSecond[0]).toFixed(2) : '—'}  (per CPU s: ${f(row.stepsPerCpuSecond[0])} / ${f(row.stepsPerCpuSecond[1])})`,
    );
  }
}
engines.forEach((e) => e.close());
const out = path.join(ROOT, 'build', 'bench-compare.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  JSON.stringify({ date: new Date().toISOString(), files, load: os.loadavg(), runs: RUNS, rows }, null, 1),
);
console.log(
  `load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}; ${path.relative(ROOT, out)}`,
);
