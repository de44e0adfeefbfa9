// Saves under fault (docs/reliability.md): a truncated or garbled record, an
// older or newer format, a game this build does not know, a full quota, two
// tabs on the same game. Each gives a reason the UI words in French and
// English, and the other saves stay intact. IndexedDB is replaced by an
// in-memory store with idb's interface.
import { test, beforeEach } from 'vitest';
import assert from 'node:assert/strict';
import {
  useDatabase,
  listSaves,
  getSave,
  putSave,
  deleteSave,
  saveErrorKey,
  damagedReasonKey,
} from '../../web/src/store/saves.js';
import { makeRecord } from '../../web/src/store/validate.js';
import fr from '../../web/src/i18n/fr.js';
import en from '../../web/src/i18n/en.js';

// A fake of the part of idb's API the store uses. `full` makes every write
// fail as a full quota does (the transaction aborts with QuotaExceededError).
function fakeDb(data = new Map(), opts = {}) {
  const clone = (v) => structuredClone(v);
  const store = {
    async get(k) {
      return data.has(k) ? clone(data.get(k)) : undefined;
    },
    async put(v) {
      if (opts.full) {
        const e = new Error('The quota has been exceeded.');
        e.name = 'QuotaExceededError';
        throw e;
      }
      data.set(v.id, clone(v));
    },
    async openCursor() {
      const keys = [...data.keys()];
      const at = (i) =>
        i >= keys.length
          ? null
          : { key: keys[i], value: clone(data.get(keys[i])), continue: async () => at(i + 1) };
      return at(0);
    },
  };
  return {
    data,
    transaction() {
      let abort;
      const done = new Promise((resolve, reject) => {
        abort = () => reject(new Error('AbortError'));
        setTimeout(resolve, 0);
      });
      return { store, done, abort: () => abort() };
    },
    get: (_s, k) => store.get(k),
    delete: async (_s, k) => data.delete(k),
  };
}

const save = (game = 'neuland', names = ['Anna', 'Bruno']) => ({
  format: 2,
  engineVersion: '1.0.0',
  game,
  setup: { game, players: 2, seed: 7, names, options: {} },
  log: [{ player: 0, action: { type: 'start', hex: 4 } }],
  snapshotHash: '0123456789abcdef',
});
const seats = [
  { type: 'human', level: 'normal', name: 'Anna' },
  { type: 'bot', level: 'easy', name: 'Bruno' },
];
const rec = (id, extra = {}) => ({
  ...makeRecord({ id, game: 'neuland', seats, state: save(), now: 1000 }),
  ...extra,
});

let db;
beforeEach(() => {
  db = fakeDb();
  useDatabase(async () => db);
});

test('damaged, older, newer and unknown records are set apart with a reason; the sound ones load', async () => {
  db.data.set('ok', rec('ok'));
  db.data.set('truncated', { id: 'truncated', version: 1, game: 'neuland', state: { format: 2 } });
  db.data.set('garbled', 'ʘ\u0000garbage');
  db.data.set('newer', rec('newer', { version: 7 }));
  db.data.set('newerFormat', rec('newerFormat', { state: { ...save(), format: 3 } }));
  db.data.set('older', rec('older', { state: { ...save(), format: 0 } }));
  db.data.set('unknown', { ...rec('unknown'), game: 'gwt', state: { ...save('gwt') } });
  const { saves, damaged } = await listSaves(['neuland', 'arle']);
  assert.deepEqual(
    saves.map((s) => s.id),
    ['ok'],
  );
  const reasons = Object.fromEntries(damaged.map((d) => [d.key, d.reason]));
  assert.deepEqual(reasons, {
    truncated: 'no_game',
    garbled: 'not_an_object',
    newer: 'newer_version',
    newerFormat: 'newer_format',
    older: 'bad_format',
    unknown: 'unknown_game',
  });
  for (const d of damaged) {
    const key = damagedReasonKey(d.reason);
    assert.ok(fr[key] && en[key], `${key} is worded in French and English`);
  }
  assert.equal(damagedReasonKey('unknown_game'), 'saves.reason.unknown_game');
  // The others are intact, and the damaged ones are kept until deleted.
  assert.deepEqual(await getSave('ok'), rec('ok'));
  assert.equal(db.data.size, 7);
  await assert.rejects(getSave('truncated'), /damaged:no_game/);
  await assert.rejects(getSave('nothing'), /missing/);
});

test('a full quota refuses the write with its own message; what was stored stays', async () => {
  db.data.set('a', rec('a'));
  const before = structuredClone(db.data.get('a'));
  useDatabase(async () => fakeDb(db.data, { full: true }));
  await getSave('a');
  const err = await putSave({ ...rec('a'), savedAt: 2000 }).catch((e) => e);
  assert.equal(err.message, 'quota');
  assert.equal(saveErrorKey(err), 'saves.error.quota');
  assert.ok(fr['saves.error.quota'] && en['saves.error.quota']);
  assert.deepEqual(db.data.get('a'), before);
});

test('two tabs on one game: the tab that opened it last owns it; the other cannot overwrite newer progress', async () => {
  // Tab A writes the game, then tab B (another page: another writer) resumes it.
  await putSave(rec('g', { savedAt: 1000 }));
  const writerA = db.data.get('g').writer;
  assert.ok(writerA);
  // Tab B is simulated by what it leaves in the store: a write by another writer.
  db.data.set('g', { ...rec('g', { savedAt: 5000 }), writer: 'tabB' });
  const err = await putSave(rec('g', { savedAt: 6000 })).catch((e) => e);
  assert.equal(err.message, 'conflict');
  assert.equal(saveErrorKey(err), 'saves.error.conflict');
  assert.equal(db.data.get('g').writer, 'tabB'); // B's newer progress is untouched
  // Reading the game again (resuming it here) takes it back.
  await getSave('g');
  await putSave(rec('g', { savedAt: 7000 }));
  assert.equal(db.data.get('g').writer, writerA);
  // A game written by a tab that is gone (a reload) resumes and saves normally.
  db.data.set('h', { ...rec('h'), writer: 'closedTab' });
  await listSaves();
  await putSave(rec('h', { savedAt: 8000 }));
  assert.equal(db.data.get('h').savedAt, 8000);
});

test('an unsound record is never written, and deleting one leaves the others', async () => {
  const err = await putSave({ ...rec('x'), seats: [] }).catch((e) => e);
  assert.equal(err.message, 'damaged:bad_seats');
  assert.equal(saveErrorKey(err), 'saves.error.damaged');
  assert.equal(db.data.size, 0);
  await putSave(rec('a'));
  await putSave(rec('b'));
  await deleteSave('a');
  assert.deepEqual([...db.data.keys()], ['b']);
});

test('without IndexedDB, saving reports storage_unavailable and the fallback message', async () => {
  useDatabase(async () => {
    throw new Error('SecurityError');
  });
  const err = await putSave(rec('a')).catch((e) => e);
  assert.equal(err.message, 'storage_unavailable');
  assert.equal(saveErrorKey(err), 'notice.saveFailed');
  await assert.rejects(listSaves(), /storage_unavailable/);
});
