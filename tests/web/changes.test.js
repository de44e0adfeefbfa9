// What changed since a seat last looked: the kit's guarded call and each
// board game's changedKeys, on views of real games played by the engine's easy
// bots (the WebAssembly module, loaded in Node: build or copy it first), with
// the hidden-information cases (another seat's hand and secret mission).
import { test, beforeAll as before } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { changedSet, diffElements, cx, NO_CHANGES } from '../../web/src/ui/board/changes.js';
import * as neuland from '../../web/src/games/neuland/changes.js';
import * as glassroad from '../../web/src/games/glassroad/changes.js';
import * as arle from '../../web/src/games/arle/changes.js';
import * as lorrein from '../../web/src/games/lorrein/changes.js';
import * as gwtnz from '../../web/src/games/gwtnz/changes.js';
import { gameModules } from '../../web/src/games/index.js';

const dir = fileURLToPath(new URL('../../web/src/engine/wasm/', import.meta.url));
let engine;
const call = (req) => {
  const r = JSON.parse(engine.call(JSON.stringify(req)));
  if (r.ok === false) throw new Error(`${JSON.stringify(req)}: ${JSON.stringify(r.error)}`);
  return r;
};
const NAMES = ['Anna', 'Bruno', 'Chloé', 'David'];

before(async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  engine = new module.Engine();
});

// Plays a game with easy bots and records, for `seat`, each "turn": its own
// view right after its action (`before`) and when it decides again after
// others acted (`after`), with every seat's view at both moments.
function turnsOf({ game, players, seed, options = {}, seat = 0, turns = 6, maxSteps = 3000 }) {
  call({ op: 'new', game, players, seed, names: NAMES.slice(0, players), options });
  const views = () => Array.from({ length: players }, (_, s) => call({ op: 'view', player: s }).view);
  const out = [];
  let open = null; // the turn waiting for the others' moves
  let othersMoved = false;
  for (let step = 0; step < maxSteps && out.length < turns; step++) {
    const turn = call({ op: 'turn' });
    if (turn.over) break;
    const who = turn.deciding[0];
    if (who === seat && open && othersMoved) {
      out.push({ ...open, after: views() });
      open = null;
    }
    const { action } = call({ op: 'bot', player: who, level: 'easy', seed: seed * 1000 + step });
    call({ op: 'apply', player: who, action });
    if (who === seat) {
      open = { before: views() };
      othersMoved = false;
    } else othersMoved = true;
  }
  return out;
}

const drawn = (mod, views, seat) => {
  const keys = new Set();
  for (const v of views) for (const k of mod.elements(v, seat).keys()) keys.add(k);
  return keys;
};

// Checks shared by every game: nothing changes between a view and itself or
// a copy of it; every key names an element the board draws; the bots' moves
// change something on the board.
function checkTurns(mod, turns, seat = 0) {
  assert.ok(turns.length >= 3, `a few turns were played (${turns.length})`);
  let some = 0;
  for (const { before, after } of turns) {
    const b = before[seat];
    const a = after[seat];
    assert.equal(mod.changedKeys(b, b, seat).size, 0);
    assert.equal(mod.changedKeys(b, structuredClone(b), seat).size, 0);
    const keys = mod.changedKeys(b, a, seat);
    const known = drawn(mod, [b, a], seat);
    for (const k of keys) assert.ok(known.has(k), `${k} is an element the board draws`);
    if (keys.size) some++;
  }
  assert.ok(some > 0, 'the others moves changed something on the board');
}

test('the kit: cx joins classes, diffElements names what differs, appears or disappears', () => {
  assert.equal(cx('nl-tile', '', false, 'changed', null), 'nl-tile changed');
  const keys = diffElements((v) => new Map(Object.entries(v)))(
    { a: 1, b: [1], c: 3 },
    { a: 1, b: [2], d: 4 },
    0,
  );
  assert.deepEqual([...keys].sort(), ['b', 'c', 'd']);
});

test('the kit: no views, the same view, or two seats\u2019 views give no change; a mistake gives none', () => {
  const fn = () => new Set(['x']);
  assert.equal(changedSet(fn, null, { viewer: 0 }, 0), NO_CHANGES);
  const v = { viewer: 0 };
  assert.equal(changedSet(fn, v, v, 0), NO_CHANGES);
  // Hidden information: a seat's view is never compared with another seat's.
  assert.equal(changedSet(fn, { viewer: 1 }, { viewer: 0 }, 0), NO_CHANGES);
  assert.deepEqual([...changedSet(fn, { viewer: 0 }, { viewer: 0, n: 1 }, 0)], ['x']);
  const broken = () => {
    throw new Error('bug');
  };
  assert.equal(changedSet(broken, { viewer: 0 }, { viewer: 0, n: 1 }, 0), NO_CHANGES);
  assert.equal(changedSet(undefined, { viewer: 0 }, { viewer: 0, n: 1 }, 0), NO_CHANGES);
});

test('every board game module exports changedKeys', () => {
  for (const id of ['neuland', 'glassroad', 'arle', 'lorrein', 'gwtnz'])
    assert.equal(typeof gameModules[id].changedKeys, 'function', id);
});

test('Neuland: the others\u2019 time markers, new tiles and moved workers are marked', () => {
  const turns = turnsOf({ game: 'neuland', players: 2, seed: 4, turns: 6 });
  checkTurns(neuland, turns);
  let tiles = 0;
  for (const { before, after } of turns) {
    const [b, a] = [before[0], after[0]];
    const keys = neuland.changedKeys(b, a, 0);
    for (const p of a.players)
      if (p.seat !== 0) assert.equal(keys.has(`time:${p.seat}`), b.players[p.seat].time !== p.time);
    const old = new Map(b.buildings.map((x) => [x.id, JSON.stringify(x)]));
    for (const x of a.buildings) {
      assert.equal(keys.has(`tile:${x.id}`), old.get(x.id) !== JSON.stringify(x), `tile ${x.id}`);
      if (!old.has(x.id)) tiles++;
    }
  }
  assert.ok(tiles > 0, 'some tiles were built by the others');
});

test('Glass Road: building board slots, piles and the others\u2019 panels are marked', () => {
  const turns = turnsOf({ game: 'glassroad', players: 3, seed: 5, turns: 8 });
  checkTurns(glassroad, turns);
  for (const { before, after } of turns) {
    const [b, a] = [before[0], after[0]];
    const keys = glassroad.changedKeys(b, a, 0);
    a.board.forEach((row, r) =>
      row.forEach((id, c) =>
        assert.equal(keys.has(`board:${r}:${c}`), (b.board[r][c] || null) !== (id || null)),
      ),
    );
    a.seats.forEach((p, i) => assert.equal(keys.has(`player:${i}:score`), b.seats[i].score !== p.score));
  }
});

test('Glass Road: another seat\u2019s hand changing never names its cards in the marks', () => {
  const turns = turnsOf({ game: 'glassroad', players: 2, seed: 6, turns: 10 });
  let handChanged = 0;
  for (const { before, after } of turns) {
    const keys = glassroad.changedKeys(before[0], after[0], 0);
    const mine = drawn(glassroad, [before[0], after[0]], 0);
    // Seat 1's cards as only seat 1 may see them.
    const secret = new Set([...(before[1].seats[1].hand || []), ...(after[1].seats[1].hand || [])]);
    const shown = new Set([...(after[0].seats[1].played || []), ...(before[0].seats[1].played || [])]);
    for (const card of secret) {
      if (shown.has(card)) continue; // played cards are public
      for (const k of mine) assert.ok(!k.split(':').includes(card), `${k} does not name ${card}`);
    }
    if (JSON.stringify(before[1].seats[1].hand) !== JSON.stringify(after[1].seats[1].hand)) {
      handChanged++;
      for (const k of keys) if (k.startsWith('player:1:')) assert.ok(!/hand:./.test(k), k);
    }
  }
  assert.ok(handChanged > 0, 'seat 1 changed its hand during the game');
});

test('Fields of Arle: action spaces taken and the other farm\u2019s goods are marked', () => {
  const turns = turnsOf({ game: 'arle', players: 2, seed: 5, turns: 8 });
  checkTurns(arle, turns);
  let spaces = 0;
  for (const { before, after } of turns) {
    const [b, a] = [before[0], after[0]];
    const keys = arle.changedKeys(b, a, 0);
    const was = new Map(b.actionSpaces.map((s) => [s.id, s.occupiedBy]));
    for (const s of a.actionSpaces) {
      assert.equal(keys.has(`space:${s.id}`), was.get(s.id) !== s.occupiedBy, s.id);
      if (was.get(s.id) !== s.occupiedBy) spaces++;
    }
    const other = a.boards.find((x) => x.seat === 1);
    const otherWas = b.boards.find((x) => x.seat === 1);
    for (const [g, n] of Object.entries(other.goods))
      assert.equal(keys.has(`player:1:good:${g}`), otherWas.goods[g] !== n, g);
  }
  assert.ok(spaces > 0, 'the other player took action spaces');
});

test('Lorrein: landscapes, the bowl and goods are marked; another seat\u2019s mission stays secret', () => {
  const turns = turnsOf({ game: 'lorrein', players: 3, seed: 8, turns: 12 });
  checkTurns(lorrein, turns);
  for (const { before, after } of turns) {
    const [b, a] = [before[0], after[0]];
    const keys = lorrein.changedKeys(b, a, 0);
    a.tiles.forEach((tile, i) =>
      assert.equal(keys.has(`tile:${i}`), JSON.stringify(b.tiles[i]) !== JSON.stringify(tile)),
    );
    for (const s of [1, 2]) {
      // The seat knows its mission; seat 0's marks know only that it is secret.
      assert.ok(after[s].players[s].mission, `seat ${s} sees its own mission`);
      assert.equal(lorrein.elements(a, 0).get(`player:${s}:mission`), null);
      assert.equal(keys.has(`player:${s}:mission`), false, `seat ${s}'s mission is not marked for seat 0`);
    }
  }
});

test('GWT NZ: the others\u2019 ranchers, buildings, discs, money and the markets are marked', () => {
  const turns = turnsOf({ game: 'gwtnz', players: 3, seed: 3, turns: 8 });
  checkTurns(gwtnz, turns);
  let moved = 0;
  for (const { before, after } of turns) {
    const [b, a] = [before[0], after[0]];
    const keys = gwtnz.changedKeys(b, a, 0);
    a.route.forEach((n, i) => {
      const was = b.route[i];
      const built = JSON.stringify(was.building || null) !== JSON.stringify(n.building || null);
      const hazard = JSON.stringify(was.hazard || null) !== JSON.stringify(n.hazard || null);
      if (built || hazard) assert.ok(keys.has(`node:${n.node}`), `location ${n.node} changed`);
    });
    for (const s of [1, 2]) {
      const [p, q] = [b.players[s], a.players[s]];
      if (p.rancher !== q.rancher) {
        moved++;
        assert.ok(keys.has(`node:${q.rancher}`), `seat ${s}'s rancher arrived on ${q.rancher}`);
        if (p.rancher >= 0) assert.ok(keys.has(`node:${p.rancher}`), `seat ${s}'s rancher left ${p.rancher}`);
      }
      assert.equal(keys.has(`player:${s}:money`), p.money !== q.money);
      assert.equal(keys.has(`player:${s}:gold`), p.gold !== q.gold);
      for (let i = 0; i < 16; i++)
        assert.equal(keys.has(`player:${s}:disc:${i}`), ((p.discsOff ^ q.discsOff) >> i) & 1 ? true : false);
    }
    const [wb, wa] = [b.wellington, a.wellington];
    wa.jobMarket.forEach((row, r) =>
      row.workers.forEach((f, c) =>
        assert.equal(keys.has(`job:${r}:${c}`), wb.jobMarket[r].workers[c] !== f),
      ),
    );
  }
  assert.ok(moved > 0, 'the others moved their ranchers');
});

test('GWT NZ: another seat\u2019s hand changing is a count, never its cards', () => {
  const turns = turnsOf({ game: 'gwtnz', players: 2, seed: 4, turns: 8 });
  let handChanged = 0;
  for (const { before, after } of turns) {
    const [b, a] = [before[0], after[0]];
    // Seat 0 sees seat 1's hand as a count only.
    assert.equal(a.players[1].hand, undefined);
    assert.ok(Array.isArray(after[1].players[1].hand), 'seat 1 sees its own cards');
    const keys = gwtnz.changedKeys(b, a, 0);
    // Seat 1's keys are the same fixed list whatever its cards: its fields, its discs, its workers.
    const fixed = [
      ...Object.keys(gwtnz.PLAYER_FIELDS),
      ...Array.from({ length: 16 }, (_, i) => `disc:${i}`),
      ...a.players[1].workers.map((_, k) => `workers:${k}`),
    ].map((k) => `player:1:${k}`);
    const mine = [...drawn(gwtnz, [b, a], 0)].filter((k) => k.startsWith('player:1:'));
    assert.deepEqual(mine.sort(), fixed.sort());
    // And their values do not move when only the hidden cards differ.
    const other = structuredClone(a);
    other.players[1].hand = after[1].players[1].hand;
    for (const k of fixed) assert.deepEqual(gwtnz.elements(other, 0).get(k), gwtnz.elements(a, 0).get(k), k);
    assert.equal(gwtnz.elements(a, 0).get('player:1:hand'), a.players[1].handCount);
    const ids = (v) => JSON.stringify(v.players[1].hand.map((c) => c.id));
    if (ids(before[1]) !== ids(after[1])) {
      handChanged++;
      // The same hand size with other cards: nothing of seat 1's hand is marked for seat 0.
      if (b.players[1].handCount === a.players[1].handCount) assert.equal(keys.has('player:1:hand'), false);
    }
  }
  assert.ok(handChanged > 0, 'seat 1 changed its hand during the game');
});
