// Imports are bounded, checked and normalised before anything is stored
// (issue "Never lose a game, never trust input", items 2, 5 and 6), and what
// the page posts to an embedding page carries no names (item 7).
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { parseImport, exportFile, makeRecord, checkEngineSave } from '../../web/src/store/validate.js';
import {
  checkJsonText,
  charCount,
  checkName,
  clipName,
  MAX_NAME_CHARS,
  MAX_LOG_ENTRIES,
  MAX_REQUEST_BYTES,
  MAX_JSON_DEPTH,
} from '../../web/src/engine/limits.js';
import { publicScores, gameOverEvent } from '../../web/src/engine/events.js';
import { EngineClient } from '../../web/src/engine/client.js';

const save = (names = ['Anna', 'Bruno']) => ({
  format: 2,
  engineVersion: '1.0.0',
  game: 'neuland',
  setup: { game: 'neuland', players: 2, seed: 7, names, options: { layout: 'standard' } },
  log: [{ player: 0, action: { type: 'start', hex: 4 } }],
  snapshotHash: '0123456789abcdef',
});
const seats = (names = ['Anna', 'Bruno']) => [
  { type: 'human', level: 'normal', name: names[0] },
  { type: 'bot', level: 'easy', name: names[1] },
];
const file = (state = save(), s = seats()) =>
  exportFile(makeRecord({ id: 'g1', game: 'neuland', seats: s, state, now: 1700000000000 }));

test('names are counted in characters: 24 "é" or 24 emoji pass, 25 do not, in the engine and here alike', () => {
  assert.equal(charCount('é'.repeat(24)), 24);
  assert.equal(charCount('🎲'.repeat(24)), 24); // 48 UTF-16 units
  assert.equal(checkName('é'.repeat(24)), null);
  assert.equal(checkName('🎲'.repeat(24)), null);
  assert.equal(checkName('é'.repeat(25)), 'name_too_long');
  assert.equal(checkName('🎲'.repeat(25)), 'name_too_long');
  assert.equal(checkName('a\tb'), 'bad_name');
  assert.equal(MAX_NAME_CHARS, 24);
  // Clipping never cuts an emoji in half (a lone surrogate the engine would refuse).
  const clipped = clipName('🎲'.repeat(30));
  assert.equal(clipped, '🎲'.repeat(24));
  assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])/.test(clipped));
});

test('request bounds: size and depth are checked before parsing, brackets in strings do not count', () => {
  assert.equal(checkJsonText('['.repeat(5000) + ']'.repeat(5000)), 'too_deep'); // what reset the worker
  assert.equal(checkJsonText('['.repeat(64) + ']'.repeat(64)), null);
  assert.equal(checkJsonText(JSON.stringify({ s: '['.repeat(1000) })), null);
  assert.equal(checkJsonText(JSON.stringify({ s: '\\"[[[' })), null);
  assert.equal(checkJsonText('x'.repeat(5 * 1024 * 1024)), 'too_large');
  assert.equal(checkJsonText('é'.repeat(3 * 1024 * 1024)), 'too_large'); // 6 MiB of UTF-8
});

test('an import keeps only the fields Ludotheca knows', () => {
  const f = file();
  f.extra = 'x'.repeat(1000);
  f.state.junk = { deep: true };
  f.state.setup.junk = 1;
  f.state.log[0].junk = 2;
  f.seats[0].avatar = 'x';
  const r = parseImport(JSON.stringify(f));
  assert.equal(r.ok, true);
  assert.deepEqual(Object.keys(r.record).sort(), [
    'createdAt',
    'game',
    'id',
    'over',
    'savedAt',
    'seats',
    'state',
    'version',
  ]);
  assert.deepEqual(r.record.state, save());
  assert.deepEqual(r.record.seats, seats());
});

test('imports with a huge name, a huge field, deep nesting or lenient numbers are refused', () => {
  const long = 'W'.repeat(100000);
  assert.equal(
    parseImport(JSON.stringify(file(save([long, 'Bruno']), seats([long, 'Bruno'])))).reason,
    'name_too_long',
  );
  assert.equal(
    parseImport(JSON.stringify({ ...file(), extra: 'x'.repeat(5 * 1024 * 1024) })).reason,
    'too_large',
  );
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  assert.equal(parseImport(`{"kind":"ludotheca-save","state":${deep}}`).reason, 'too_deep');
  assert.equal(parseImport(JSON.stringify({ ...save(), format: 4294967297 })).reason, 'newer_format');
  assert.equal(parseImport(JSON.stringify({ ...save(), format: 1.5 })).reason, 'no_format');
  assert.equal(
    parseImport(JSON.stringify({ ...save(), setup: { ...save().setup, players: 4294967298 } })).reason,
    'bad_players',
  );
  assert.equal(
    parseImport(JSON.stringify({ ...save(), setup: { ...save().setup, seed: 2 ** 60 } })).reason,
    'bad_seed',
  );
  assert.equal(
    parseImport(JSON.stringify({ ...save(), setup: { ...save().setup, options: { a: { b: 1 } } } })).reason,
    'bad_options',
  );
  assert.equal(parseImport(JSON.stringify({ ...save(), snapshotHash: undefined })).reason, 'no_hash');
  const longLog = {
    ...save(),
    log: Array.from({ length: MAX_LOG_ENTRIES + 1 }, () => ({ player: 0, action: {} })),
  };
  assert.equal(checkEngineSave(longLog), 'log_too_long');
  // Seats whose names differ from the setup's were edited: refused.
  assert.equal(
    parseImport(JSON.stringify(file(save(), seats(['Mallory', 'Bruno'])))).reason,
    'names_mismatch',
  );
  // Format 1 saves (with their snapshot) are still read.
  const v1 = { ...save(), format: 1, snapshot: { any: 1 } };
  delete v1.snapshotHash;
  assert.equal(parseImport(JSON.stringify(v1)).ok, true);
});

test('gameOver events carry seats, totals and ranks, never names', () => {
  const scores = {
    final: true,
    players: [
      { seat: 0, name: 'Anna', total: 40, breakdown: { gold: 3 }, rank: 1 },
      { seat: 1, name: 'Bruno', total: 30, breakdown: { gold: 1 }, rank: 2 },
    ],
    winners: [0],
    categories: [{ id: 'gold', names: { fr: 'or', en: 'gold' } }],
  };
  const ev = gameOverEvent('neuland', scores);
  assert.equal(ev.type, 'ludotheca:gameOver');
  assert.ok(!JSON.stringify(ev).includes('Anna'));
  assert.ok(!JSON.stringify(ev).includes('Bruno'));
  assert.deepEqual(ev.scores.players[0], { seat: 0, total: 40, breakdown: { gold: 3 }, rank: 1 });
  assert.deepEqual(ev.scores.winners, [0]);
  assert.equal(publicScores(null), null);
});

test('the client refuses a request it cannot send, without the worker, and keeps serving', async () => {
  const posted = [];
  const client = new EngineClient(() => ({
    postMessage(m) {
      posted.push(m);
      setTimeout(() => this.onmessage({ data: { id: m.id, reply: '{"ok":true}' } }), 0);
    },
    terminate() {},
  }));
  let deep = [];
  for (let i = 0; i < 5000; i++) deep = [deep];
  const r1 = await client.call('apply', { player: 0, action: deep });
  assert.equal(r1.ok, false);
  assert.equal(r1.error.code, 'malformed');
  const cyclic = {};
  cyclic.self = cyclic;
  const r2 = await client.call('apply', { player: 0, action: cyclic });
  assert.equal(r2.error.code, 'malformed');
  assert.equal(posted.length, 0);
  const r3 = await client.call('turn');
  assert.equal(r3.ok, true);
  assert.equal(posted.length, 1);
});

test('the page checks the engine’s own limits (engine/core/limits.hpp, session.hpp)', () => {
  const hpp =
    fs.readFileSync('engine/core/limits.hpp', 'utf8') + fs.readFileSync('engine/core/session.hpp', 'utf8');
  const read = (name) => {
    const m = hpp.match(new RegExp(`${name} = ([^;]+);`));
    assert.ok(m, name);
    return m[1].trim();
  };
  assert.equal(read('kMaxRequestBytes'), '4u << 20');
  assert.equal(MAX_REQUEST_BYTES, 4 << 20);
  assert.equal(Number(read('kMaxJsonDepth')), MAX_JSON_DEPTH);
  assert.equal(Number(read('kMaxNameChars')), MAX_NAME_CHARS);
  assert.equal(Number(read('kMaxLogEntries')), MAX_LOG_ENTRIES);
});
