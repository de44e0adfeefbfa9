#!/usr/bin/env node
// Bot benchmark: native self-play through build/native/ludotheca-cli with fixed
// seeds, for every game and player count of the library:
//   - hard vs normal and normal vs easy: the first level's share of wins with a
//     95 % Wilson interval (ties shared), seats rotated (each deal is played
//     with the stronger level in every seat, the other seats the weaker level),
//     average scores per level, win share per seat (seat bias);
//   - decision time per level (median, p95, wall clock seen by the caller) and
//     search iterations per decision (median);
//   - game length in actions; games that did not end within the cap;
//   - solo (games with a 1-player mode): score distribution per level.
// Prints a Markdown report (docs/bots.md holds the last one) and writes
// build/bench-bots.json.
//
//   node scripts/bench-bots.mjs [--games N] [--solo N] [--game id] [--players n,m]
//        [--ms-easy T] [--ms-normal T] [--ms-hard T] [--ms-veryhard T] [--jobs J]
//        [--iterations-hard N …] [--levels-solo easy,normal,hard] [--cap A] [--cli PATH]
//        [--seed-offset K]
// --iterations-LEVEL gives that level a fixed number of search iterations
// instead of a time budget (load-independent, for a shared machine).
// --seed-offset K plays other deals (seeds 1000+K… for pairings, 2000+K… solo), to check
// a difference seen on the usual ones.
// --games is rounded up to a multiple of the player count. Defaults: 100 games per pairing, 20 solo games per level, the web's budgets
// (50/200/1000 ms), one CLI process. Build first:
//   cmake --build build/native --target ludotheca-cli
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// --cli PATH plays another build (e.g. a copy kept aside while build/native is rebuilt).
const cliArg = process.argv.indexOf('--cli');
const CLI =
  cliArg >= 0 ? path.resolve(process.argv[cliArg + 1]) : path.join(ROOT, 'build/native/ludotheca-cli');
const OUT_JSON = path.join(ROOT, 'build/bench-bots.json');

function parseArgs(argv) {
  const o = {
    games: 100,
    solo: 20,
    game: null,
    players: null,
    jobs: 1,
    cap: 5000,
    seedOffset: 0,
    ms: { easy: 50, normal: 200, hard: 1000, veryhard: 4000 },
    iterations: {},
    levelsSolo: ['easy', 'normal', 'hard'],
    pairings: [
      ['hard', 'normal'],
      ['normal', 'easy'],
    ],
  };
  for (let i = 2; i < argv.length; ++i) {
    const a = argv[i],
      v = argv[i + 1];
    const num = () => {
      ++i;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${a} needs a number`);
      return n;
    };
    if (a === '--games') o.games = num();
    else if (a === '--solo') o.solo = num();
    else if (a === '--jobs') o.jobs = Math.max(1, num());
    else if (a === '--cap') o.cap = num();
    else if (a === '--seed-offset') o.seedOffset = num();
    else if (a === '--players') {
      o.players = v.split(',').map(Number);
      ++i;
    } else if (a === '--cli') {
      ++i; // read above
    } else if (a === '--game') {
      o.game = v;
      ++i;
    } else if (a.startsWith('--ms-')) o.ms[a.slice(5)] = num();
    else if (a.startsWith('--iterations-')) o.iterations[a.slice(13)] = num();
    else if (a === '--levels-solo') {
      o.levelsSolo = v.split(',');
      ++i;
    } else if (a === '--pairings') {
      o.pairings = v.split(',').map((p) => p.split(':'));
      ++i;
    } else throw new Error(`unknown argument ${a}`);
  }
  return o;
}

class Cli {
  constructor() {
    this.proc = spawn(CLI, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    createInterface({ input: this.proc.stdout }).on('line', (line) => this.waiting.shift()(JSON.parse(line)));
  }
  call(req) {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.proc.stdin.write(JSON.stringify(req) + '\n');
    });
  }
  close() {
    this.proc.stdin.end();
  }
}

// One game: levels[seat] plays seat; returns scores, winners, length, decisions.
async function playGame(cli, game, levels, seed, opts, times) {
  let r = await cli.call({ op: 'new', game, players: levels.length, seed });
  if (!r.ok) throw new Error(`${game}: ${JSON.stringify(r.error)}`);
  let turn = r.turn,
    length = 0;
  while (!turn.over && length < opts.cap) {
    const p = turn.deciding[0];
    const level = levels[p];
    const t0 = process.hrtime.bigint();
    const req = { op: 'bot', player: p, level, ms: opts.ms[level], seed: seed * 7 + length };
    if (opts.iterations[level]) Object.assign(req, { iterations: opts.iterations[level], ms: 20000 });
    const b = await cli.call(req);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (!b.ok) throw new Error(`${game} seed ${seed}: bot: ${JSON.stringify(b.error)}`);
    (times[level] ||= { ms: [], iterations: [] }).ms.push(ms);
    times[level].iterations.push(b.iterations);
    r = await cli.call({ op: 'apply', player: p, action: b.action });
    if (!r.ok) throw new Error(`${game} seed ${seed}: apply: ${JSON.stringify(r.error)}`);
    turn = r.turn;
    ++length;
  }
  const s = await cli.call({ op: 'scores' });
  return {
    over: turn.over,
    length,
    totals: s.scores.players.map((x) => x.total),
    winners: s.scores.winners || [],
  };
}

// Runs tasks on `jobs` CLI processes.
async function runPool(tasks, jobs) {
  const clis = Array.from({ length: Math.min(jobs, tasks.length) || 1 }, () => new Cli());
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    clis.map(async (cli) => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i](cli);
      }
    }),
  );
  clis.forEach((c) => c.close());
  return results;
}

const quantile = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
// Wilson score interval, 95 %.
function wilson(wins, n) {
  if (!n) return [NaN, NaN];
  const z = 1.96,
    p = wins / n,
    d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d,
    h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}
const pct = (x) => (Number.isNaN(x) ? '—' : `${(100 * x).toFixed(1)} %`);
const f1 = (x) => (Number.isNaN(x) ? '—' : x.toFixed(1));

async function pairing(game, n, strong, weak, opts, times) {
  const tasks = [];
  const games = Math.ceil(opts.games / n) * n; // every deal with the first level in every seat
  for (let i = 0; i < games; ++i) {
    const seat = i % n,
      seed = 1000 + opts.seedOffset + Math.floor(i / n);
    const levels = Array.from({ length: n }, (_, k) => (k === seat ? strong : weak));
    tasks.push(async (cli) => ({ seat, ...(await playGame(cli, game, levels, seed, opts, times)) }));
  }
  const res = await runPool(tasks, opts.jobs);
  let wins = 0;
  const bySeat = Array(n).fill(0),
    perSeat = Array(n).fill(0),
    strongScore = [],
    weakScore = [],
    len = [];
  let unfinished = 0;
  for (const g of res) {
    if (!g.over) {
      ++unfinished;
      continue;
    }
    const share = g.winners.includes(g.seat) ? 1 / g.winners.length : 0;
    wins += share;
    bySeat[g.seat] += share;
    ++perSeat[g.seat];
    len.push(g.length);
    g.totals.forEach((t, k) => (k === g.seat ? strongScore : weakScore).push(t));
  }
  const played = res.length - unfinished;
  return {
    game,
    players: n,
    strong,
    weak,
    games: res.length,
    unfinished,
    wins,
    share: wins / played,
    ci: wilson(wins, played),
    seatShare: bySeat.map((w, k) => w / (perSeat[k] || 1)),
    strongScore: mean(strongScore),
    weakScore: mean(weakScore),
    length: { mean: mean(len), max: Math.max(...len) },
  };
}

async function solo(game, level, opts, times) {
  const tasks = [];
  for (let i = 0; i < opts.solo; ++i)
    tasks.push((cli) => playGame(cli, game, [level], 2000 + opts.seedOffset + i, opts, times));
  const res = await runPool(tasks, opts.jobs);
  const sc = res.filter((g) => g.over).map((g) => g.totals[0]);
  return {
    game,
    level,
    games: res.length,
    unfinished: res.length - sc.length,
    mean: mean(sc),
    min: Math.min(...sc),
    p25: quantile(sc, 0.25),
    median: quantile(sc, 0.5),
    p75: quantile(sc, 0.75),
    max: Math.max(...sc),
    length: mean(res.map((g) => g.length)),
  };
}

async function main() {
  const opts = parseArgs(process.argv);
  if (!fs.existsSync(CLI))
    throw new Error(`${CLI} is missing: cmake --build build/native --target ludotheca-cli`);
  const probe = new Cli();
  const list = (await probe.call({ op: 'games' })).games;
  probe.close();
  const times = {},
    pairs = [],
    solos = [];
  const t0 = Date.now();
  for (const info of list) {
    if (opts.game && info.id !== opts.game) continue;
    const [lo, hi] = info.players;
    for (let n = Math.max(2, lo); n <= hi; ++n) {
      if (opts.players && !opts.players.includes(n)) continue;
      for (const [strong, weak] of opts.pairings) {
        if (!opts.games) continue;
        const r = await pairing(info.id, n, strong, weak, opts, times);
        pairs.push(r);
        console.error(
          `${info.id} ${n}p ${strong} vs ${weak}: ${pct(r.share)} [${pct(r.ci[0])}, ${pct(r.ci[1])}] (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
        console.error(JSON.stringify(r));
      }
    }
    if (lo === 1 && opts.solo && (!opts.players || opts.players.includes(1)))
      for (const level of opts.levelsSolo) {
        const r = await solo(info.id, level, opts, times);
        solos.push(r);
        console.error(
          `${info.id} solo ${level}: mean ${f1(r.mean)} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
        console.error(JSON.stringify(r));
      }
  }
  const lines = [];
  lines.push(
    `Command: \`node scripts/bench-bots.mjs ${process.argv.slice(2).join(' ')}\``.replace(/ `$/, '`'),
  );
  lines.push(
    `Budgets (ms): ${Object.entries(opts.ms)
      .filter(([k]) => !opts.iterations[k])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}${Object.entries(opts.iterations)
      .map(([k, v]) => `; ${k} ${v} iterations`)
      .join(
        '',
      )}; ${opts.games} games per pairing, ${opts.solo} solo games per level; ${((Date.now() - t0) / 60000).toFixed(1)} min.`,
  );
  lines.push('');
  lines.push(
    '| game | players | pairing | games | first level wins (95 % CI) | per seat | avg score first / second | length mean (max) | unfinished |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of pairs)
    lines.push(
      `| ${r.game} | ${r.players} | ${r.strong} vs ${r.weak} | ${r.games} | ${pct(r.share)} (${pct(r.ci[0])}–${pct(r.ci[1])}) | ${r.seatShare.map(pct).join(' / ')} | ${f1(r.strongScore)} / ${f1(r.weakScore)} | ${f1(r.length.mean)} (${r.length.max}) | ${r.unfinished} |`,
    );
  if (solos.length) {
    lines.push('');
    lines.push('| game | solo level | games | mean | min | p25 | median | p75 | max | length | unfinished |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of solos)
      lines.push(
        `| ${r.game} | ${r.level} | ${r.games} | ${f1(r.mean)} | ${r.min} | ${r.p25} | ${r.median} | ${r.p75} | ${r.max} | ${f1(r.length)} | ${r.unfinished} |`,
      );
  }
  lines.push('');
  lines.push('| level | decisions | time median (ms) | p95 (ms) | iterations median |');
  lines.push('| --- | --- | --- | --- | --- |');
  for (const [level, t] of Object.entries(times))
    lines.push(
      `| ${level} | ${t.ms.length} | ${f1(quantile(t.ms, 0.5))} | ${f1(quantile(t.ms, 0.95))} | ${quantile(t.iterations, 0.5)} |`,
    );
  console.log(lines.join('\n'));
  fs.mkdirSync(path.dirname(OUT_JSON), { recursive: true });
  const timing = Object.fromEntries(
    Object.entries(times).map(([k, t]) => [
      k,
      {
        decisions: t.ms.length,
        medianMs: quantile(t.ms, 0.5),
        p95Ms: quantile(t.ms, 0.95),
        medianIterations: quantile(t.iterations, 0.5),
      },
    ]),
  );
  fs.writeFileSync(OUT_JSON, JSON.stringify({ options: opts, pairs, solos, timing }, null, 2));
}

main().catch((e) => {
  console.error(`bench-bots: ${e.message}`);
  process.exit(1);
});
