#!/usr/bin/env node
// npm run soak -- [--games N] [--jobs J] [--cli PATH]
// Plays N random games (default 10000) per game and player count through
// ludotheca-cli's `soak` op: every action on the checked path, every invariant
// after every step, a save/load round trip every 97 steps and at the end, and
// a replay of the log that must reach the same position. Prints the counts;
// exit 1 on any problem (the seed is printed: replay it with the same op).
// docs/reliability.md.
import fs from 'node:fs';
import path from 'node:path';
import { Cli } from './lib/cli.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const perCount = Number(arg('games', 10000));
const jobs = Number(arg('jobs', 2));
const cliPath = path.resolve(root, arg('cli', 'build/native/ludotheca-cli'));
if (!fs.existsSync(cliPath)) {
  console.error(
    `soak: ${cliPath} is missing; build it first (cmake --build build/native --target ludotheca-cli)`,
  );
  process.exit(2);
}
const CHUNK = 500; // games per request: each stays well under the CLI's time budget

const probe = new Cli(cliPath);
const { games } = await probe.call({ op: 'games' });
probe.close();
const tasks = [];
for (const info of games)
  for (let p = info.players[0]; p <= info.players[1]; p++) tasks.push({ game: info.id, players: p });

async function soakOne(cli, task) {
  const total = { ...task, games: 0, finished: 0, steps: 0, roundTrips: 0, replays: 0, problems: [], ms: 0 };
  const started = Date.now();
  for (let seed = 1; total.games < perCount;) {
    const n = Math.min(CHUNK, perCount - total.games);
    const r = await cli.call({ op: 'soak', game: task.game, players: task.players, seed, n });
    if (!r.ok) {
      total.problems.push(`${r.error.code}: ${r.error.message}`);
      break;
    }
    for (const k of ['games', 'finished', 'steps', 'roundTrips', 'replays']) total[k] += r[k];
    total.problems.push(...r.problems);
    seed += r.games;
  }
  total.ms = Date.now() - started;
  return total;
}

const queue = [...tasks];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, tasks.length) }, async () => {
    const cli = new Cli(cliPath);
    while (queue.length) results.push(await soakOne(cli, queue.shift()));
    cli.close();
  }),
);
results.sort((a, b) => a.game.localeCompare(b.game) || a.players - b.players);
console.log('game        players    games  finished      steps  round trips  replays  problems   seconds');
for (const r of results)
  console.log(
    `${r.game.padEnd(11)} ${String(r.players).padStart(7)} ${String(r.games).padStart(8)} ${String(r.finished).padStart(9)} ${String(r.steps).padStart(10)} ${String(r.roundTrips).padStart(12)} ${String(r.replays).padStart(8)} ${String(r.problems.length).padStart(9)} ${(r.ms / 1000).toFixed(1).padStart(9)}`,
  );
const out = path.join(root, 'build', 'soak-report.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), perCount, results }, null, 1));
const bad = results.filter((r) => r.problems.length);
for (const r of bad) console.error(`\n${r.game} ${r.players}p: ${r.problems.slice(0, 10).join('\n  ')}`);
process.exit(bad.length ? 1 : 0);
