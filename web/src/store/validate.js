// Shape checks for saved games, shared by the IndexedDB store and the file
// import. Pure functions (tested in Node). The engine's `load` has the last
// word on whether a save replays; this only keeps damaged or foreign data out.

export const RECORD_VERSION = 1;
export const FILE_KIND = 'ludotheca-save';
const LEVELS = ['easy', 'normal', 'hard'];
const MAX_SEATS = 8;

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

// The engine's save: {format, engineVersion, game, setup, log, snapshot}.
export function checkEngineSave(state) {
  if (!isObject(state)) return 'not_an_object';
  if (!Number.isInteger(state.format)) return 'no_format';
  if (typeof state.game !== 'string' || !state.game) return 'no_game';
  if (!isObject(state.setup)) return 'no_setup';
  if (state.setup.game !== undefined && state.setup.game !== state.game) return 'two_games';
  if (!Number.isInteger(state.setup.players) || state.setup.players < 1 || state.setup.players > MAX_SEATS)
    return 'bad_players';
  if (!Array.isArray(state.log)) return 'no_log';
  for (const entry of state.log) {
    if (!isObject(entry) || !Number.isInteger(entry.player) || !('action' in entry)) return 'bad_log';
  }
  return null;
}

export function checkSeats(seats, players) {
  if (!Array.isArray(seats) || seats.length !== players) return 'bad_seats';
  for (const s of seats) {
    if (!isObject(s)) return 'bad_seats';
    if (s.type !== 'human' && s.type !== 'bot') return 'bad_seats';
    if (s.type === 'bot' && !LEVELS.includes(s.level)) return 'bad_seats';
    if (typeof s.name !== 'string') return 'bad_seats';
  }
  return null;
}

// A stored record: {id, version, game, seats, state, createdAt, savedAt, over}.
// Returns null when it is sound, else a reason code.
export function checkRecord(record) {
  if (!isObject(record)) return 'not_an_object';
  if (typeof record.id !== 'string' || !record.id) return 'no_id';
  if (record.version !== RECORD_VERSION) return 'bad_version';
  const why = checkEngineSave(record.state);
  if (why) return why;
  if (record.game !== record.state.game) return 'two_games';
  const seatsWhy = checkSeats(record.seats, record.state.setup.players);
  if (seatsWhy) return seatsWhy;
  if (!Number.isFinite(record.savedAt)) return 'no_date';
  return null;
}

export function newId() {
  const rand = Math.random().toString(36).slice(2, 8);
  return `g${Date.now().toString(36)}${rand}`;
}

// Seats for a save that carries none (a bare engine save): everyone human.
export function defaultSeats(state) {
  const names = Array.isArray(state.setup.names) ? state.setup.names : [];
  return Array.from({ length: state.setup.players }, (_, i) => ({
    type: 'human',
    level: 'normal',
    name: typeof names[i] === 'string' ? names[i] : '',
  }));
}

export function makeRecord({ id, game, seats, state, over = false, createdAt, now = Date.now() }) {
  return {
    id: id || newId(),
    version: RECORD_VERSION,
    game,
    seats,
    state,
    over: Boolean(over),
    createdAt: createdAt || now,
    savedAt: now,
  };
}

// The file written by "export": the record without its local id and dates.
export function exportFile(record) {
  return {
    kind: FILE_KIND,
    version: RECORD_VERSION,
    game: record.game,
    seats: record.seats,
    state: record.state,
    exportedAt: new Date(record.savedAt).toISOString(),
  };
}

export function exportFileName(record) {
  const d = new Date(record.savedAt);
  const pad = (n) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
  return `ludotheca-${record.game}-${stamp}.json`;
}

// Text of an imported file -> {ok: true, record} (a new record, not yet checked
// by the engine) or {ok: false, reason}. Accepts our export files and bare engine saves.
export function parseImport(text, now = Date.now()) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  if (!isObject(data)) return { ok: false, reason: 'not_an_object' };
  let state;
  let seats;
  if (data.kind === FILE_KIND) {
    if (data.version !== RECORD_VERSION) return { ok: false, reason: 'bad_version' };
    state = data.state;
    const why = checkEngineSave(state);
    if (why) return { ok: false, reason: why };
    if (data.game !== state.game) return { ok: false, reason: 'two_games' };
    seats = data.seats;
    const seatsWhy = checkSeats(seats, state.setup.players);
    if (seatsWhy) return { ok: false, reason: seatsWhy };
  } else {
    state = data;
    const why = checkEngineSave(state);
    if (why) return { ok: false, reason: why };
    seats = defaultSeats(state);
  }
  return { ok: true, record: makeRecord({ game: state.game, seats, state, now }) };
}
