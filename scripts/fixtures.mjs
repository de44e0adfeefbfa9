// Regenerates tests/web/fixtures/*.json from the native engine
// (build/native/ludotheca-cli): views and legal actions of real games played
// by the engine's easy bots from fixed seeds. Fixtures are generated, never
// edited by hand: change this script and run `npm run fixtures`.
//
// tests/web/fixtures/neuland-view.json is the one hand-shaped sample (a view
// written to show named workers and ores); it is left as it is. The Neuland
// engine views need a moment where one unit offers a standing and a lying
// worker as two sources; while no seed of the current engine meets it, the
// script keeps the previous neuland-engine-views.json and says so (exit 1).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'build/native/ludotheca-cli');
const OUT = process.env.LUDO_FIXTURES_OUT || path.join(ROOT, 'tests/web/fixtures');
const NAMES = ['Anna', 'Bruno', 'Chloé', 'David'];

// One CLI process, one JSON request per line, one reply per line.
class Cli {
  constructor() {
    this.proc = spawn(CLI, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    readline
      .createInterface({ input: this.proc.stdout })
      .on('line', (line) => this.waiting.shift()(JSON.parse(line)));
  }
  call(req) {
    return new Promise((resolve, reject) => {
      this.waiting.push((r) =>
        r.ok === false ? reject(new Error(`${JSON.stringify(req)}: ${JSON.stringify(r)}`)) : resolve(r),
      );
      this.proc.stdin.write(JSON.stringify(req) + '\n');
    });
  }
  close() {
    this.proc.stdin.end();
  }
}

// Plays one game with easy bots; `visit({turn, seat, view, legal, action})`
// sees every decision before the bot's action is applied, then once more at
// the end ({over: true}).
async function play(cli, { game, players, seed, options, maxSteps = 5000 }, visit) {
  await cli.call({ op: 'new', game, players, seed, names: NAMES.slice(0, players), options });
  for (let step = 0; step < maxSteps; step++) {
    const turn = await cli.call({ op: 'turn' });
    if (turn.over) break;
    const seat = turn.deciding[0];
    const status = await cli.call({ op: 'status', player: seat });
    const { action } = await cli.call({ op: 'bot', player: seat, level: 'easy', seed: seed * 1000 + step });
    if ((await visit({ turn, seat, view: status.view, legal: status.legal, action, step })) === 'stop')
      return;
    await cli.call({ op: 'apply', player: seat, action });
  }
  const status = await cli.call({ op: 'status', player: 0 });
  await visit({ over: true, seat: 0, view: status.view, legal: status.legal });
}

const write = (name, data) => {
  fs.writeFileSync(path.join(OUT, name), JSON.stringify(data) + '\n');
  console.log(`fixtures: ${name}`);
};

// Neuland: named moments of a 3-player game, and the end of a 4-player game.
async function neuland(cli) {
  const out = {};
  const standingAndLying = (l) => {
    const key = (a) =>
      JSON.stringify({
        ...a,
        inputs: (a.inputs || []).map((s) => (typeof s === 'object' ? { ...s, lying: null } : s)),
        pay: a.pay && typeof a.pay === 'object' ? { ...a.pay, lying: null } : a.pay,
      });
    const seen = new Map();
    for (const a of l) seen.set(key(a), (seen.get(key(a)) || 0) + 1);
    return [...seen.values()].filter((n) => n === 2).length;
  };
  // The first seed that meets every moment of a 3-player game.
  const moments = ['start', 'stack-pending', 'workers', 'mid', 'late'];
  for (let seed = 1; seed < 20 && !moments.every((k) => out[k]); seed++) {
    for (const k of moments) delete out[k];
    await play(cli, { game: 'neuland', players: 3, seed }, visit3);
  }
  function visit3({ over, view, legal, step }) {
    if (over) return;
    const s = { view, legal };
    if (step === 0) out.start = s;
    if (!out['stack-pending'] && view.pending && view.pending.type === 'stack') out['stack-pending'] = s;
    const mixed = (view.buildings || []).some((b) => {
      const ws = b.workers || [];
      return ws.some((w) => w.standing) && ws.some((w) => !w.standing);
    });
    // The tests need a unit with a standing and a lying worker offered as two sources.
    if (!out.workers && mixed && standingAndLying(legal) >= 2) out.workers = s;
    if (!out.mid && legal.length > 100) out.mid = s;
    if (legal.length <= 10 && view.present >= 6) out.late = s;
  }
  let last = null;
  await play(cli, { game: 'neuland', players: 4, seed: 11 }, ({ over, view, legal }) => {
    if (over) out.over = { view, legal };
    else if (legal.length > 10) last = { view, legal };
  });
  out.beforeEnd = last;
  const missing = ['start', 'stack-pending', 'workers', 'mid', 'late', 'beforeEnd', 'over'].filter(
    (k) => !out[k],
  );
  // The tests need every moment: without one the old file is kept, loudly.
  if (missing.length) {
    console.error(`fixtures: neuland-engine-views.json KEPT: no seed met ${missing.join(', ')}`);
    process.exitCode = 1;
    return;
  }
  write('neuland-engine-views.json', out);
}

// Glass Road: one sample per player count, decision kind and stage; one
// example of every action form met.
async function glassroad(cli) {
  const samples = [];
  const actions = [];
  const seenSample = new Set();
  const seenForm = new Set();
  for (const players of [3, 2, 1, 4]) {
    await play(cli, { game: 'glassroad', players, seed: 3 + players }, ({ over, seat, view, legal }) => {
      const d = view.decision;
      const phase = over ? 'over' : d && d.seat === seat ? d.kind : view.stage;
      const key = `${players}:${phase}:${phase === 'gain' ? view.stage : ''}`;
      if (!seenSample.has(key)) {
        seenSample.add(key);
        samples.push({ players, seat, phase, view, legal });
      }
      for (const a of legal || []) {
        const form = `${a.type}:${Object.keys(a).sort().join(',')}`;
        if (!seenForm.has(form)) {
          seenForm.add(form);
          actions.push({ action: a, view });
        }
      }
    });
  }
  write('glassroad-engine-views.json', { samples, actions });
}

// Fields of Arle: views of 2-player games until every action type has been
// met, then a finished game; and one solo view.
async function arle(cli) {
  const views = [];
  const types = new Set();
  let over = null;
  for (const seed of [5, 6, 7]) {
    await play(cli, { game: 'arle', players: 2, seed }, ({ over: done, seat, view, legal, step }) => {
      if (done) {
        over = { seat: 0, view, legal: [] };
        return;
      }
      const fresh = legal.filter((a) => !types.has(a.type));
      if (views.length < 2 ? step === views.length * 40 : fresh.length) {
        for (const a of legal) types.add(a.type);
        views.push({ seat, view, legal });
      }
    });
  }
  if (over) views.push(over);
  write('arle-views.json', views);
  let solo = null;
  await play(cli, { game: 'arle', players: 1, seed: 9 }, ({ seat, view, legal, step }) => {
    if (step === 12) {
      solo = { seat, view, legal };
      return 'stop';
    }
  });
  write('arle-solo.json', solo);
}

// Lorrein: 2-, 3- and 4-player games (the 3-player one with every expansion),
// one sample per stage and decision kind, plus one example of every action form.
async function lorrein(cli) {
  const samples = [];
  const actions = [];
  const seenSample = new Set();
  const seenForm = new Set();
  const all = { bowlChange: true, bowlAddition: true, masterCraftsman: true, annexation: 'fromStart' };
  for (const [players, options] of [
    [2, {}],
    [3, all],
    [4, {}],
  ]) {
    await play(
      cli,
      { game: 'lorrein', players, seed: 7 + players, options },
      ({ over, seat, view, legal }) => {
        const top = (view.decisions || [])[(view.decisions || []).length - 1];
        const phase = over ? 'over' : top ? top.kind : view.stage;
        const key = `${players}:${phase}`;
        if (!seenSample.has(key)) {
          seenSample.add(key);
          samples.push({ players, seat, phase, view, legal });
        }
        for (const a of legal || []) {
          const form = `${a.type}:${Object.keys(a).sort().join(',')}`;
          if (!seenForm.has(form)) {
            seenForm.add(form);
            actions.push({ action: a, view });
          }
        }
      },
    );
  }
  write('lorrein-engine-views.json', { samples, actions });
}

const cli = new Cli();
try {
  const only = process.argv.slice(2);
  for (const [name, fn] of Object.entries({ neuland, glassroad, arle, lorrein }))
    if (!only.length || only.includes(name)) await fn(cli);
} finally {
  cli.close();
}
