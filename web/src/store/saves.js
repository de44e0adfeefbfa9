// Saved games in IndexedDB (one record per game, see validate.js). Every read
// checks each record on its own: a damaged one is reported with its reason and
// skipped, never fatal, and the others are untouched. Without IndexedDB (some
// private modes) the app still plays; saving reports "storage_unavailable".
//
// Faults and what they give (docs/reliability.md, "Saves under fault"):
// - a tab closed mid-write: IndexedDB writes are transactions, all or nothing;
//   at most the last action is lost.
// - a truncated, garbled, older or newer record, or a game this build does not
//   know: listed apart with its reason (saves.reason.*), the others load.
// - a full storage quota: putSave throws Error('quota'); the game goes on.
// - two tabs on the same game: the tab that opened the game last owns it; a
//   write from the other one is refused with Error('conflict') rather than
//   overwriting newer progress with older.
import { openDB } from 'idb';
import { checkRecord } from './validate.js';

const DB_NAME = 'ludotheca';
const STORE = 'saves';
const CURRENT_KEY = 'ludotheca.current';

// This page's identity as a writer, and the version of each record it read
// last ({writer, savedAt}): a write is allowed over what this page wrote or
// read, never over what another tab wrote since.
const TAB_ID = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const seen = new Map();

let dbPromise = null;
let injected = false;
let openDatabase = () =>
  openDB(DB_NAME, 1, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE, { keyPath: 'id' });
    },
  });

// Tests give an in-memory database with the same interface as idb's.
export function useDatabase(open) {
  openDatabase = open;
  injected = true;
  dbPromise = null;
  seen.clear();
}

function db() {
  if (!dbPromise) {
    if (!injected && typeof indexedDB === 'undefined')
      return Promise.reject(new Error('storage_unavailable'));
    dbPromise = Promise.resolve()
      .then(() => openDatabase())
      .catch((err) => {
        dbPromise = null;
        throw new Error('storage_unavailable', { cause: err });
      });
  }
  return dbPromise;
}

function remember(record) {
  if (record && typeof record.id === 'string')
    seen.set(record.id, { writer: record.writer, savedAt: record.savedAt });
}

// {saves: [sound records, newest first], damaged: [{key, reason}]}. With
// `knownGames` (ids), saves of games this build lacks are listed as damaged
// with the reason 'unknown_game' (and kept: a newer build may read them).
export async function listSaves(knownGames = null) {
  const database = await db();
  const saves = [];
  const damaged = [];
  let cursor = await database.transaction(STORE).store.openCursor();
  while (cursor) {
    const reason = checkRecord(cursor.value, knownGames);
    if (reason) damaged.push({ key: cursor.key, reason });
    else {
      saves.push(cursor.value);
      remember(cursor.value);
    }
    cursor = await cursor.continue();
  }
  saves.sort((a, b) => b.savedAt - a.savedAt);
  return { saves, damaged };
}

// A sound record, or throws Error('damaged:<reason>') / Error('missing').
export async function getSave(id) {
  const database = await db();
  const record = await database.get(STORE, id);
  if (record === undefined) throw new Error('missing');
  const reason = checkRecord(record);
  if (reason) throw new Error(`damaged:${reason}`);
  remember(record);
  return record;
}

function isQuota(err) {
  const name = err && (err.name || (err.target && err.target.error && err.target.error.name));
  return name === 'QuotaExceededError' || /quota/i.test(String(err && err.message));
}

// Stores a record. Throws Error('damaged:<reason>') for an unsound record,
// Error('conflict') when another tab wrote this game since this page read it,
// Error('quota') when the storage is full, Error('storage_unavailable') else.
export async function putSave(record) {
  const reason = checkRecord(record);
  if (reason) throw new Error(`damaged:${reason}`);
  const database = await db();
  const mine = { ...record, writer: TAB_ID };
  try {
    const tx = database.transaction(STORE, 'readwrite');
    const stored = await tx.store.get(record.id);
    if (stored !== undefined && stored.writer !== TAB_ID) {
      const read = seen.get(record.id);
      if (!read || read.writer !== stored.writer || read.savedAt !== stored.savedAt) {
        tx.done.catch(() => {}); // the abort below rejects it
        tx.abort();
        throw new Error('conflict');
      }
    }
    await tx.store.put(mine);
    await tx.done;
  } catch (err) {
    if (err && err.message === 'conflict') throw err;
    if (isQuota(err)) throw new Error('quota', { cause: err });
    throw new Error('storage_unavailable', { cause: err });
  }
  seen.delete(record.id);
}

export async function deleteSave(key) {
  const database = await db();
  await database.delete(STORE, key);
  seen.delete(key);
  if (currentGameId() === key) setCurrentGameId(null);
}

// The i18n key of a failed save (an Error from this module).
export function saveErrorKey(err, fallback = 'notice.saveFailed') {
  const m = String((err && err.message) || err);
  if (m === 'conflict') return 'saves.error.conflict';
  if (m === 'quota') return 'saves.error.quota';
  if (m.startsWith('damaged')) return 'saves.error.damaged';
  return fallback;
}

// The i18n key explaining why a record was set apart (listSaves' `damaged`).
export function damagedReasonKey(reason) {
  const known = ['newer_version', 'newer_format', 'unknown_game', 'log_too_long', 'name_too_long'];
  return known.includes(reason) ? `saves.reason.${reason}` : 'saves.reason.damaged';
}

// The game on screen when the page was left: resumed on the next load.
export function currentGameId() {
  try {
    return localStorage.getItem(CURRENT_KEY);
  } catch {
    return null;
  }
}

export function setCurrentGameId(id) {
  try {
    if (id) localStorage.setItem(CURRENT_KEY, id);
    else localStorage.removeItem(CURRENT_KEY);
  } catch {
    // No storage: the game simply is not resumed after a reload.
  }
}
