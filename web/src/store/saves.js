// Saved games in IndexedDB (one record per game, see validate.js). Every read
// checks each record on its own: a damaged one is reported and skipped, never
// fatal, and the others are untouched. Without IndexedDB (some private modes)
// the app still plays; saving reports "storage_unavailable".
import { openDB } from 'idb';
import { checkRecord } from './validate.js';

const DB_NAME = 'ludotheca';
const STORE = 'saves';
const CURRENT_KEY = 'ludotheca.current';

let dbPromise = null;

function db() {
  if (!dbPromise) {
    if (typeof indexedDB === 'undefined') return Promise.reject(new Error('storage_unavailable'));
    dbPromise = openDB(DB_NAME, 1, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE, { keyPath: 'id' });
      },
    }).catch((err) => {
      dbPromise = null;
      throw err;
    });
  }
  return dbPromise;
}

// {saves: [sound records, newest first], damaged: [{key, reason}]}
export async function listSaves() {
  const database = await db();
  const saves = [];
  const damaged = [];
  let cursor = await database.transaction(STORE).store.openCursor();
  while (cursor) {
    const reason = checkRecord(cursor.value);
    if (reason) damaged.push({ key: cursor.key, reason });
    else saves.push(cursor.value);
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
  return record;
}

export async function putSave(record) {
  const reason = checkRecord(record);
  if (reason) throw new Error(`damaged:${reason}`);
  const database = await db();
  await database.put(STORE, record);
}

export async function deleteSave(key) {
  const database = await db();
  await database.delete(STORE, key);
  if (currentGameId() === key) setCurrentGameId(null);
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
