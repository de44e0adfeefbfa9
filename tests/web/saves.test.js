// The saved-game checks: sound records pass, damaged or foreign ones are
// refused with a reason, imports accept our files and bare engine saves.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  checkRecord,
  checkEngineSave,
  parseImport,
  makeRecord,
  exportFile,
  exportFileName,
  defaultSeats,
  FILE_KIND,
} from '../../web/src/store/validate.js';

const engineSave = () => ({
  format: 1,
  engineVersion: '1',
  game: 'neuland',
  setup: { game: 'neuland', players: 2, seed: 7, names: ['Anna', 'Bruno'], options: {} },
  log: [{ player: 0, action: { type: 'start', hex: 4 } }],
  snapshot: { anything: true },
});
const seats = [
  { type: 'human', level: 'normal', name: 'Anna' },
  { type: 'bot', level: 'easy', name: 'Bruno' },
];
const record = () =>
  makeRecord({ id: 'g1', game: 'neuland', seats, state: engineSave(), now: 1700000000000 });

test('a sound record passes', () => {
  assert.equal(checkRecord(record()), null);
});

test('damaged records are refused with a reason', () => {
  const cases = [
    [null, 'not_an_object'],
    ['text', 'not_an_object'],
    [{ ...record(), id: '' }, 'no_id'],
    [{ ...record(), version: 99 }, 'newer_version'],
    [{ ...record(), version: 0 }, 'bad_version'],
    [{ ...record(), state: null }, 'not_an_object'],
    [{ ...record(), state: { ...engineSave(), format: '1' } }, 'no_format'],
    [{ ...record(), state: { ...engineSave(), log: 'x' } }, 'no_log'],
    [{ ...record(), state: { ...engineSave(), log: [{ player: 'a', action: {} }] } }, 'bad_log'],
    [
      { ...record(), state: { ...engineSave(), setup: { ...engineSave().setup, game: 'arle' } } },
      'two_games',
    ],
    [{ ...record(), state: { ...engineSave(), setup: { players: 0 } } }, 'bad_players'],
    [{ ...record(), game: 'arle' }, 'two_games'],
    [{ ...record(), seats: seats.slice(0, 1) }, 'bad_seats'],
    [{ ...record(), seats: [seats[0], { type: 'bot', level: 'genius', name: 'X' }] }, 'bad_seats'],
    [{ ...record(), seats: [seats[0], { type: 'alien', name: 'X' }] }, 'bad_seats'],
    [{ ...record(), savedAt: 'yesterday' }, 'no_date'],
  ];
  for (const [bad, reason] of cases) assert.equal(checkRecord(bad), reason, JSON.stringify(bad));
});

test('an exported file imports back to the same game, seats and state', () => {
  const file = exportFile(record());
  assert.equal(file.kind, FILE_KIND);
  const r = parseImport(JSON.stringify(file), 1800000000000);
  assert.equal(r.ok, true);
  assert.deepEqual(r.record.state, engineSave());
  assert.deepEqual(r.record.seats, seats);
  assert.notEqual(r.record.id, 'g1');
  assert.equal(r.record.savedAt, 1800000000000);
  assert.equal(checkRecord(r.record), null);
});

test('an exported file carries the lines added for the automatic opponent (GWT’s Sarah); a damaged list refuses the file', () => {
  const line = { at: 0, player: 1, name: 'Sarah', event: { part: 'move', card: 8, to: 3 } };
  const withLines = { ...record(), extraLog: [line] };
  const file = exportFile(withLines);
  assert.deepEqual(file.extraLog, [line]);
  const r = parseImport(JSON.stringify(file), 1800000000000);
  assert.equal(r.ok, true);
  assert.deepEqual(r.record.extraLog, [line]);
  assert.equal(checkRecord(r.record), null);
  // Without lines, the file has no extraLog and imports without one.
  assert.equal('extraLog' in exportFile(record()), false);
  assert.equal('extraLog' in parseImport(JSON.stringify(exportFile(record()))).record, false);
  // Only a line's known fields are kept.
  const extra = parseImport(JSON.stringify({ ...file, extraLog: [{ ...line, junk: 'x' }] }));
  assert.deepEqual(extra.record.extraLog, [line]);
  // Damaged: refused as a whole, with its own reason (its own message in the saves list).
  const damaged = [
    'not a list',
    [{ ...line, at: 1 }], // past the log
    [{ ...line, at: -1 }],
    [{ ...line, event: 'x' }],
    [{ ...line, name: 'x'.repeat(500) }],
    [{ ...line, player: 'Sarah' }],
    [null],
    Array.from({ length: 3001 }, () => line),
  ];
  for (const extraLog of damaged)
    assert.equal(
      parseImport(JSON.stringify({ ...file, extraLog })).reason,
      'bad_extra_log',
      JSON.stringify(extraLog).slice(0, 80),
    );
});

test('a bare engine save imports with every seat human, named from the setup', () => {
  const r = parseImport(JSON.stringify(engineSave()));
  assert.equal(r.ok, true);
  assert.deepEqual(
    r.record.seats.map((s) => [s.type, s.name]),
    [
      ['human', 'Anna'],
      ['human', 'Bruno'],
    ],
  );
  assert.deepEqual(defaultSeats({ setup: { players: 1 } }), [{ type: 'human', level: 'normal', name: '' }]);
});

test('foreign or damaged files are refused, never thrown', () => {
  assert.deepEqual(parseImport('{not json'), { ok: false, reason: 'not_json' });
  assert.deepEqual(parseImport('[1,2]'), { ok: false, reason: 'not_an_object' });
  assert.deepEqual(parseImport('{"hello":"world"}'), { ok: false, reason: 'no_format' });
  assert.equal(parseImport(JSON.stringify({ ...exportFile(record()), version: 2 })).reason, 'newer_version');
  assert.equal(parseImport(JSON.stringify({ ...exportFile(record()), version: '1' })).reason, 'bad_version');
  assert.equal(parseImport(JSON.stringify({ ...exportFile(record()), seats: [] })).reason, 'bad_seats');
  assert.equal(parseImport(JSON.stringify({ ...exportFile(record()), game: 'arle' })).reason, 'two_games');
  assert.equal(checkEngineSave({ ...engineSave(), game: '' }), 'no_game');
});

test('export file names carry the game and the date', () => {
  assert.match(exportFileName(record()), /^ludotheca-neuland-\d{8}-\d{4}\.json$/);
});
