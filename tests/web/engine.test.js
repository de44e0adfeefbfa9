// The WebAssembly module itself, loaded in Node from the built file (build it
// first: scripts/build.sh --engine-only, or the wasm command of the README).
import { test, beforeAll as before } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../web/src/engine/wasm/', import.meta.url));
let engine;
const call = (req) => JSON.parse(engine.call(typeof req === 'string' ? req : JSON.stringify(req)));

before(async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  engine = new module.Engine();
});

test('games lists Neuland with its names, player range and options', () => {
  const r = call({ op: 'games' });
  assert.equal(r.ok, true);
  const neuland = r.games.find((g) => g.id === 'neuland');
  assert.ok(neuland, `neuland is registered (games: ${r.games.map((g) => g.id).join(', ') || 'none'})`);
  assert.equal(typeof neuland.names.fr, 'string');
  assert.equal(typeof neuland.names.en, 'string');
  assert.ok(Array.isArray(neuland.players) && neuland.players[0] <= neuland.players[1]);
  assert.ok(Array.isArray(neuland.options));
  const info = call({ op: 'info', game: 'neuland' });
  assert.equal(info.ok, true);
  assert.equal(info.info.id, 'neuland');
});

test('every French text the engine gives the lobby (names, options, their help and choices) uses the curly apostrophe', () => {
  const french = [];
  const walk = (x) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object')
      for (const [k, v] of Object.entries(x)) k === 'fr' && typeof v === 'string' ? french.push(v) : walk(v);
  };
  for (const g of call({ op: 'games' }).games) walk(call({ op: 'info', game: g.id }).info);
  assert.ok(french.length > 30, `${french.length} French texts`);
  for (const s of french) assert.doesNotMatch(s, /'/, s);
});

test('a Neuland game is created, played one legal action, saved and loaded back', () => {
  const created = call({ op: 'new', game: 'neuland', players: 2, seed: 42, names: ['Anna', 'Bruno'] });
  assert.equal(created.ok, true, JSON.stringify(created));
  const status = call({ op: 'status', player: created.turn.deciding[0] });
  assert.equal(status.ok, true);
  assert.equal(status.view.game, 'neuland');
  assert.equal(status.view.players.length, 2);
  assert.ok(status.legal.length > 0);
  const seat = created.turn.deciding[0];
  const applied = call({ op: 'apply', player: seat, action: status.legal[0] });
  assert.equal(applied.ok, true, JSON.stringify(applied));
  const saved = call({ op: 'save' });
  assert.equal(saved.ok, true);
  assert.equal(saved.state.log.length, 1);
  const before = call({ op: 'view', player: -1 });
  const loaded = call({ op: 'load', state: saved.state });
  assert.equal(loaded.ok, true);
  assert.deepEqual(call({ op: 'view', player: -1 }), before);
  const undone = call({ op: 'status', player: seat });
  assert.equal(undone.logLength, 1);
});

test('a bot proposes a legal action', () => {
  call({ op: 'new', game: 'neuland', players: 2, seed: 3 });
  const turn = call({ op: 'turn' });
  const seat = turn.deciding[0];
  const bot = call({ op: 'bot', player: seat, level: 'easy', ms: 50 });
  assert.equal(bot.ok, true, JSON.stringify(bot));
  const legal = call({ op: 'legal', player: seat }).actions.map((a) => JSON.stringify(a));
  assert.ok(legal.includes(JSON.stringify(bot.action)));
});

test('malformed and illegal requests are answered with ok:false and a code, never a crash', () => {
  const cases = [
    ['not json at all', 'malformed'],
    ['[1,2,3]', 'malformed'],
    [{ noOp: true }, 'malformed'],
    [{ op: 'fly' }, 'unknown_op'],
    [{ op: 'new', game: 'chess', players: 2 }, 'unknown_game'],
    [{ op: 'new', game: 'neuland', players: 99 }, 'bad_setup'],
    [{ op: 'load', state: { hello: 1 } }, 'bad_save'],
    [{ op: 'load' }, 'malformed'],
  ];
  for (const [req, code] of cases) {
    const r = call(req);
    assert.equal(r.ok, false, JSON.stringify(req));
    assert.equal(r.error.code, code, JSON.stringify(req));
  }
  call({ op: 'new', game: 'neuland', players: 2, seed: 5 });
  const seat = call({ op: 'turn' }).deciding[0];
  const other = 1 - seat;
  assert.equal(call({ op: 'apply', player: seat, action: { type: 'nonsense' } }).ok, false);
  assert.equal(call({ op: 'apply', player: other, action: { type: 'endTurn' } }).error.code, 'not_your_turn');
  assert.equal(call({ op: 'apply', player: 7, action: { type: 'endTurn' } }).error.code, 'bad_seat');
  assert.equal(call({ op: 'apply', player: seat }).error.code, 'malformed');
  assert.equal(call({ op: 'bot', player: seat, level: 'genius' }).error.code, 'malformed');
  // The game is untouched by all of that.
  assert.equal(call({ op: 'status', player: seat }).logLength, 0);
});
