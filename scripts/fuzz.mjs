#!/usr/bin/env node
// npm run fuzz -- --minutes N   (default 1; or --seconds S; --parallel: every
// target at once for the whole time; --no-build)
// Builds the libFuzzer targets of tests/fuzz/ with clang++-14 under ASan and
// UBSan (build/asan, shared with the sanitised test suite), writes seed corpora
// from real games of every title (build/asan/fuzz/seeds/<target>/, generated,
// never committed), runs every target for its share of the time, and prints
// executions per target. Exit 1 on any crash, leak, timeout or sanitizer
// report (the input is kept in build/asan/fuzz/artifacts/). docs/reliability.md.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Cli, rng } from './lib/cli.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const seconds = Number(arg('seconds', Number(arg('minutes', 1)) * 60));
const buildDir = path.resolve(root, arg('build', 'build/asan'));
const targets = ['fuzz_cli', 'fuzz_load', 'fuzz_apply'];
const work = path.join(buildDir, 'fuzz');

function build() {
  const jobs = String(Math.max(1, Number(process.env.LUDO_JOBS || 2)));
  const launcher =
    spawnSync('ccache', ['--version']).status === 0 ? ['-DCMAKE_CXX_COMPILER_LAUNCHER=ccache'] : [];
  execFileSync(
    'cmake',
    [
      '-S',
      root,
      '-B',
      buildDir,
      '-DCMAKE_CXX_COMPILER=clang++-14',
      '-DCMAKE_BUILD_TYPE=Release',
      '-DCMAKE_CXX_FLAGS_RELEASE=-O1',
      '-DLUDO_SANITIZE=ON',
      '-DLUDO_FUZZ=ON',
      ...launcher,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  execFileSync('cmake', ['--build', buildDir, '-j', jobs, '--target', 'ludotheca-cli', ...targets], {
    stdio: 'inherit',
  });
}

// Seeds from real games: for every game and player count, a random game
// through the CLI, cut into the inputs each target reads.
async function seeds() {
  const dirs = Object.fromEntries(targets.map((t) => [t, path.join(work, 'seeds', t)]));
  if (fs.existsSync(path.join(work, 'seeds', '.done'))) return dirs;
  for (const d of Object.values(dirs)) fs.mkdirSync(d, { recursive: true });
  // The native CLI is much faster than the sanitised one; either writes the same games.
  const native = path.join(root, 'build', 'native', 'ludotheca-cli');
  const cli = new Cli(fs.existsSync(native) ? native : path.join(buildDir, 'ludotheca-cli'));
  const { games } = await cli.call({ op: 'games' });
  let n = 0;
  for (const [gi, info] of games.entries()) {
    for (let players = info.players[0]; players <= info.players[1]; players++) {
      for (const seed of [1, 2]) {
        const pick = rng(seed * 31 + players);
        const lines = [JSON.stringify({ op: 'new', game: info.id, players, seed })];
        const applyLines = [];
        await cli.call({ op: 'new', game: info.id, players, seed });
        // Short inputs keep the sanitised targets fast (thousands of runs a
        // minute); the fuzzer reaches deeper positions with "#k" lines.
        for (let step = 0; step < 40; step++) {
          const turn = await cli.call({ op: 'turn' });
          if (turn.over) break;
          const seat = turn.deciding[pick(turn.deciding.length)];
          const { actions } = await cli.call({ op: 'legal', player: seat });
          const action = actions[pick(actions.length)];
          const req = { op: 'apply', player: seat, action };
          await cli.call(req);
          if (step < 12) lines.push(JSON.stringify(req));
          if (step >= 20 && step < 32) applyLines.push(`@${seat}`, JSON.stringify(action));
          else if (step < 20) applyLines.push(`#${actions.indexOf(action)}`);
          if (step === 5 || step === 39) {
            const { state } = await cli.call({ op: 'save' });
            fs.writeFileSync(
              path.join(dirs.fuzz_load, `${info.id}-${players}-${seed}-${step}.json`),
              JSON.stringify(state),
            );
          }
        }
        lines.push('{"op":"status","player":0}', '{"op":"undo"}', '{"op":"log","player":1}', '{"op":"save"}');
        fs.writeFileSync(
          path.join(dirs.fuzz_cli, `${info.id}-${players}-${seed}.jsonl`),
          `${lines.join('\n')}\n`,
        );
        const header = Buffer.from([gi, players - info.players[0], seed & 255, seed >> 8]);
        fs.writeFileSync(
          path.join(dirs.fuzz_apply, `${info.id}-${players}-${seed}.bin`),
          Buffer.concat([header, Buffer.from(applyLines.join('\n'))]),
        );
        // The same game reached by legal-action picks, then JSON actions: deeper positions.
        fs.writeFileSync(
          path.join(dirs.fuzz_apply, `${info.id}-${players}-${seed}-deep.bin`),
          Buffer.concat([
            header,
            Buffer.from(Array.from({ length: 60 }, (_, i) => `#${(i * 7 + seed) % 13}`).join('\n')),
          ]),
        );
        n += 1;
      }
    }
  }
  cli.close();
  fs.writeFileSync(path.join(work, 'seeds', '.done'), `${n} games\n`);
  return dirs;
}

// Runs one target for `secs` seconds of wall-clock time; resolves with its figures.
async function run(target, seedDir, secs) {
  const corpus = path.join(work, 'corpus', target);
  const artifacts = path.join(work, 'artifacts');
  fs.mkdirSync(corpus, { recursive: true });
  fs.mkdirSync(artifacts, { recursive: true });
  const r = await spawnAsync(
    path.join(buildDir, target),
    [
      `-max_total_time=${secs}`,
      '-timeout=60',
      '-rss_limit_mb=2560',
      '-max_len=8192',
      '-print_final_stats=1',
      `-artifact_prefix=${artifacts}/${target}-`,
      corpus,
      seedDir,
    ],
    { ...process.env, ASAN_OPTIONS: 'detect_leaks=1', UBSAN_OPTIONS: 'print_stacktrace=1' },
  );
  const log = `${r.stdout || ''}${r.stderr || ''}`;
  fs.writeFileSync(path.join(work, `${target}.log`), log);
  const stat = (k) => Number((log.match(new RegExp(`stat::${k}:\\s*(\\d+)`)) || [])[1] || 0);
  // The coverage libFuzzer reports last ("#N ... cov: C ft: F corp: K"), for the report.
  const last = [...log.matchAll(/cov: (\d+) ft: (\d+)/g)].pop();
  return {
    target,
    ok: r.status === 0,
    seconds: secs,
    execs: stat('number_of_executed_units'),
    corpus: fs.readdirSync(corpus).length,
    peakRssMb: stat('peak_rss_mb'),
    coverage: last ? Number(last[1]) : null,
    features: last ? Number(last[2]) : null,
    tail:
      r.status === 0
        ? ''
        : log
            .split('\n')
            .slice(-30)
            .map((l) => l.slice(0, 240))
            .join('\n'),
  };
}

// Like spawnSync, without blocking the other targets (--parallel).
function spawnAsync(file, argv, env) {
  return new Promise((resolve) => {
    const p = spawn(file, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '',
      stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => {
      stderr += d;
      if (stderr.length > 64 * 1024 * 1024) stderr = stderr.slice(-32 * 1024 * 1024);
    });
    p.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

if (!args.includes('--no-build')) build();
const dirs = await seeds();
// --parallel: every target at once for the whole time (each gets `seconds`),
// instead of one after the other (each gets its share of `seconds`).
const parallel = args.includes('--parallel');
const each = parallel ? Math.max(5, seconds) : Math.max(5, Math.floor(seconds / targets.length));
const results = [];
if (parallel) results.push(...(await Promise.all(targets.map((t) => run(t, dirs[t], each)))));
else for (const t of targets) results.push(await run(t, dirs[t], each));
console.log('\ntarget       seconds   executions   exec/s   corpus   coverage   result');
for (const r of results)
  console.log(
    `${r.target.padEnd(12)} ${String(r.seconds).padStart(7)} ${String(r.execs).padStart(12)} ${String(Math.round(r.execs / r.seconds)).padStart(8)} ${String(r.corpus).padStart(8)} ${String(r.coverage).padStart(10)}   ${r.ok ? 'ok' : 'FAILED'}`,
  );
fs.writeFileSync(
  path.join(work, 'report.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 1),
);
const failed = results.filter((r) => !r.ok);
for (const f of failed)
  console.error(`\n== ${f.target} failed (log: ${path.join(work, `${f.target}.log`)})\n${f.tail}`);
process.exit(failed.length ? 1 : 0);
