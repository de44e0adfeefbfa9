#!/usr/bin/env node
// npm run soak -- [--games N] [--jobs J] [--chunk C] [--minutes M] [--game id] [--cli PATH]
// Plays N random games (default 10000) per game and player count through
// ludotheca-cli's `soak` op: every action on the checked path (Session::apply),
// every invariant after every step, save/load round trips at steps k, 4k, 16k,
// ... (k in 1..64 from the seed) and at the end, and a replay of the log that
// must reach the same position. Games are played in chunks of C (default 100)
// taken round-robin over the games and counts, so that a run stopped early
// (--minutes M: no chunk starts after M minutes) has soaked every count
// evenly; build/soak-report.json is rewritten after every chunk. Prints the
// counts; exit 1 on any problem (the seed is printed: replay it with the same
// op). docs/reliability.md.
import fs from 'node:fs';
import os from 'node:os';
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
const chunk = Math.max(1, Number(arg('chunk', 100)));
const minutes = Number(arg('minutes', 0));
const deadline = minutes > 0 ? Date.now() + minutes * 60000 : Infinity;
const only = arg('game', null);
const cliPath = path.resolve(root, arg('cli', 'build/native/ludotheca-cli'));
if (!fs.existsSync(cliPath)) {
  console.error(
    `soak: ${cliPath} is missing; build it first (cmake --build build/native --target ludotheca-cli)`,
  );
  process.exit(2);
}

const probe = new Cli(cliPath);
const { games } = await probe.call({ op: 'games' });
probe.close();
const results = [];
for (const info of games)
  for (let p = info.players[0]; p <= info.players[1]; p++)
    if (!only || only.split(',').includes(info.id))
      results.push({
        game: info.id,
        players: p,
        games: 0,
        finished: 0,
        steps: 0,
        roundTrips: 0,
        replays: 0,
        problems: [],
        engineMs: 0,
      });

// Chunks round-robin: the first chunk of every count, then the second, ...
const queue = [];
for (let first = 1; first <= perCount; first += chunk)
  for (const r of results) queue.push({ r, seed: first, n: Math.min(chunk, perCount - first + 1) });

const started = Date.now();
const out = path.join(root, 'build', 'soak-report.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
const report = (complete) =>
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        perCount,
        complete,
        wallSeconds: (Date.now() - started) / 1000,
        load: os.loadavg(),
        results,
      },
      null,
      1,
    ),
  );

async function soakChunk(cli, { r, seed, n }) {
  while (n > 0) {
    const reply = await cli.call({ op: 'soak', game: r.game, players: r.players, seed, n });
    if (!reply.ok) {
      r.problems.push(`${reply.error.code}: ${reply.error.message}`);
      return;
    }
    for (const k of ['games', 'finished', 'steps', 'roundTrips', 'replays']) r[k] += reply[k];
    r.engineMs += reply.ms;
    r.problems.push(...reply.problems);
    seed += reply.games; // the op stops between games after its time budget
    n -= reply.games;
  }
}

await Promise.all(
  Array.from({ length: Math.max(1, jobs) }, async () => {
    const cli = new Cli(cliPath);
    while (queue.length && Date.now() < deadline) {
      const c = queue.shift();
      await soakChunk(cli, c);
      report(false);
      console.error(
        `soak: ${c.r.game} ${c.r.players}p: ${c.r.games} games, ${c.r.problems.length} problems (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    cli.close();
  }),
);
const complete = queue.length === 0;
report(complete);
if (!complete) console.log(`soak: stopped at the deadline with ${queue.length} chunks left`);
console.log('game        players    games  finished      steps  round trips  replays  problems  engine s');
for (const r of results)
  console.log(
    `${r.game.padEnd(11)} ${String(r.players).padStart(7)} ${String(r.games).padStart(8)} ${String(r.finished).padStart(9)} ${String(r.steps).padStart(10)} ${String(r.roundTrips).padStart(12)} ${String(r.replays).padStart(8)} ${String(r.problems.length).padStart(9)} ${(r.engineMs / 1000).toFixed(1).padStart(9)}`,
  );
console.log(
  `wall ${((Date.now() - started) / 1000).toFixed(0)} s, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const bad = results.filter((r) => r.problems.length);
for (const r of bad) console.error(`\n${r.game} ${r.players}p: ${r.problems.slice(0, 10).join('\n  ')}`);
process.exit(bad.length ? 1 : 0);
