// Native and WebAssembly engines play the same games: the same seeds give the
// same random playouts (step for step) and the same saved states, for every game.
import { test, beforeAll as before } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = `${root}build/native/ludotheca-cli`;
let engine;
const wasm = (req) => JSON.parse(engine.call(JSON.stringify(req)));
const native = (reqs) =>
  execFileSync(cli, { input: reqs.map((r) => JSON.stringify(r)).join('\n') + '\n' })
    .toString()
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

before(async () => {
  const dir = `${root}web/src/engine/wasm/`;
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  engine = new module.Engine();
});

test('every game: native and wasm random playouts take the same steps from the same seeds', () => {
  const games = wasm({ op: 'games' }).games;
  assert.ok(games.length > 0);
  for (const g of games) {
    for (let players = g.players[0]; players <= g.players[1]; players++) {
      const reqs = [];
      for (let seed = 1; seed <= 10; seed++) reqs.push({ op: 'playout', game: g.id, players, seed, n: 1 });
      const fromNative = native(reqs);
      reqs.forEach((req, i) => {
        const fromWasm = wasm(req);
        assert.equal(fromWasm.ok, true);
        assert.equal(fromWasm.steps, fromNative[i].steps, `${g.id} ${players}p seed ${req.seed}`);
        assert.equal(fromWasm.finished, 1);
      });
    }
  }
});

test('every game: a bot-played opening saves to identical JSON natively and in wasm', () => {
  for (const g of wasm({ op: 'games' }).games) {
    const start = { op: 'new', game: g.id, players: g.players[1], seed: 99 };
    wasm(start);
    const actions = [];
    for (let i = 0; i < 40; i++) {
      const turn = wasm({ op: 'turn' });
      if (turn.over) break;
      const seat = turn.deciding[0];
      const legal = wasm({ op: 'legal', player: seat }).actions;
      const action = legal[(i * 7919) % legal.length];
      actions.push({ op: 'apply', player: seat, action });
      assert.equal(wasm(actions.at(-1)).ok, true);
    }
    const saved = wasm({ op: 'save' }).state;
    const replies = native([start, ...actions, { op: 'save' }]);
    assert.deepEqual(replies.at(-1).state, saved, g.id);
  }
});
