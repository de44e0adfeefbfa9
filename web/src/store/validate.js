// Shape checks for saved games, shared by the IndexedDB store and the file
// import. Pure functions (tested in Node). The engine's `load` has the last
// word on whether a save replays; this only keeps damaged or foreign data out,
// and an import is normalised (known fields only, bounded sizes) before it is
// stored (docs/reliability.md).
import {
  checkJsonText,
  checkName,
  MAX_LOG_ENTRIES,
  MAX_REQUEST_BYTES,
  MAX_JSON_DEPTH,
} from '../engine/limits.js';

export const RECORD_VERSION = 1;
export const FILE_KIND = 'ludotheca-save';
export const ENGINE_SAVE_FORMAT = 2; // the newest engine save format this build reads (1 and 2)
const LEVELS = ['easy', 'normal', 'hard', 'veryhard'];
const MAX_SEATS = 8;
const MAX_ID_CHARS = 64; // game ids, option ids, engine versions
const MAX_OPTIONS = 32;
// An import file may be a little larger and deeper than a request: the file
// wraps the save in {kind, state}, the request in {op, state}.
const MAX_FILE_BYTES = MAX_REQUEST_BYTES - 4096;

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function shortString(v) {
  return typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_CHARS;
}

function checkOptions(options) {
  if (options === undefined || options === null) return null;
  if (!isObject(options)) return 'bad_options';
  const keys = Object.keys(options);
  if (keys.length > MAX_OPTIONS) return 'bad_options';
  for (const k of keys) {
    const v = options[k];
    if (k.length > MAX_ID_CHARS) return 'bad_options';
    if (typeof v === 'string' ? v.length > MAX_ID_CHARS : typeof v !== 'boolean' && !Number.isSafeInteger(v))
      return 'bad_options';
  }
  return null;
}

// The engine's save: {format, engineVersion, game, setup, log, snapshotHash}
// (format 2), or format 1 with its snapshot.
export function checkEngineSave(state) {
  if (!isObject(state)) return 'not_an_object';
  if (!Number.isInteger(state.format)) return 'no_format';
  if (state.format > ENGINE_SAVE_FORMAT) return 'newer_format';
  if (state.format < 1) return 'bad_format';
  if (typeof state.game !== 'string' || !state.game) return 'no_game';
  if (state.game.length > MAX_ID_CHARS) return 'no_game';
  if (!isObject(state.setup)) return 'no_setup';
  if (state.setup.game !== undefined && state.setup.game !== state.game) return 'two_games';
  if (!Number.isInteger(state.setup.players) || state.setup.players < 1 || state.setup.players > MAX_SEATS)
    return 'bad_players';
  if (state.setup.seed !== undefined && state.setup.seed !== null && !Number.isSafeInteger(state.setup.seed))
    return 'bad_seed';
  const names = state.setup.names;
  if (names !== undefined && names !== null) {
    if (!Array.isArray(names) || names.length !== state.setup.players) return 'bad_names';
    for (const n of names) {
      const why = checkName(n);
      if (why) return why;
    }
  }
  const optionsWhy = checkOptions(state.setup.options);
  if (optionsWhy) return optionsWhy;
  if (!Array.isArray(state.log)) return 'no_log';
  if (state.log.length > MAX_LOG_ENTRIES) return 'log_too_long';
  for (const entry of state.log) {
    if (!isObject(entry) || !Number.isInteger(entry.player) || !('action' in entry)) return 'bad_log';
  }
  if (state.format === 2 && typeof state.snapshotHash !== 'string') return 'no_hash';
  return null;
}

// A copy of a sound engine save with only the fields the engine reads.
export function normaliseEngineSave(state) {
  const setup = { game: state.game, players: state.setup.players };
  for (const k of ['seed', 'names', 'options']) {
    if (state.setup[k] !== undefined) setup[k] = state.setup[k];
  }
  if (Array.isArray(setup.names)) setup.names = [...setup.names];
  if (isObject(setup.options)) setup.options = { ...setup.options };
  const out = { format: state.format };
  if (shortString(state.engineVersion)) out.engineVersion = state.engineVersion;
  out.game = state.game;
  out.setup = setup;
  out.log = state.log.map((e) => ({ player: e.player, action: e.action }));
  if (state.format === 2) out.snapshotHash = state.snapshotHash;
  else if (state.snapshot !== undefined) out.snapshot = state.snapshot;
  return out;
}

export function checkSeats(seats, players) {
  if (!Array.isArray(seats) || seats.length !== players) return 'bad_seats';
  for (const s of seats) {
    if (!isObject(s)) return 'bad_seats';
    if (s.type !== 'human' && s.type !== 'bot') return 'bad_seats';
    if (s.type === 'bot' && !LEVELS.includes(s.level)) return 'bad_seats';
    if (typeof s.name !== 'string') return 'bad_seats';
    const why = checkName(s.name);
    if (why) return why;
  }
  return null;
}

// Seats with only their known fields.
export function normaliseSeats(seats) {
  return seats.map((s) => ({
    type: s.type,
    level: LEVELS.includes(s.level) ? s.level : 'normal',
    name: s.name,
  }));
}

// A stored record: {id, version, game, seats, state, createdAt, savedAt, over}.
// Returns null when it is sound, else a reason code. With `knownGames` (ids),
// a record of a game this build does not have is 'unknown_game'.
export function checkRecord(record, knownGames = null) {
  if (!isObject(record)) return 'not_an_object';
  if (typeof record.id !== 'string' || !record.id) return 'no_id';
  if (record.version !== RECORD_VERSION)
    return Number.isInteger(record.version) && record.version > RECORD_VERSION
      ? 'newer_version'
      : 'bad_version';
  const why = checkEngineSave(record.state);
  if (why) return why;
  if (record.game !== record.state.game) return 'two_games';
  const seatsWhy = checkSeats(record.seats, record.state.setup.players);
  if (seatsWhy) return seatsWhy;
  if (!Number.isFinite(record.savedAt)) return 'no_date';
  if (knownGames && !knownGames.includes(record.game)) return 'unknown_game';
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

// The log lines a game adds for its automatic opponent (web/src/ui/logEvents.js),
// kept with the record so that a reload still shows them. Only the lines of
// the right shape are kept, at most MAX_EXTRA_LOG, each naming the log entry
// it follows (`at`) within the save's log; the rest of a damaged list is dropped.
const MAX_EXTRA_LOG = 3000;
const extraLineOk = (e, logLength) =>
  isObject(e) &&
  Number.isInteger(e.at) &&
  e.at >= 0 &&
  e.at < logLength &&
  (e.name === undefined || shortString(e.name)) &&
  (e.player === undefined || e.player === null || Number.isInteger(e.player)) &&
  isObject(e.event);

export function cleanExtraLog(lines, logLength) {
  if (!Array.isArray(lines)) return [];
  return lines.filter((e) => extraLineOk(e, logLength)).slice(0, MAX_EXTRA_LOG);
}

// An imported file's lines are checked like the rest of it: absent is fine,
// anything damaged (not a list, a line of the wrong shape or past the log, the
// entries out of order, too many) refuses the whole file rather than importing
// the game without some of them. null when sound, else 'bad_extra_log'.
export function checkExtraLog(lines, logLength) {
  if (lines === undefined) return null;
  if (!Array.isArray(lines) || lines.length > MAX_EXTRA_LOG) return 'bad_extra_log';
  for (let i = 0; i < lines.length; i++) {
    if (!extraLineOk(lines[i], logLength)) return 'bad_extra_log';
    if (i > 0 && lines[i].at < lines[i - 1].at) return 'bad_extra_log';
  }
  return null;
}

// One line as stored: its known fields only.
const extraLine = (e) => ({
  at: e.at,
  ...(e.player === undefined ? {} : { player: e.player }),
  ...(e.name === undefined ? {} : { name: e.name }),
  event: e.event,
});

export function makeRecord({
  id,
  game,
  seats,
  state,
  over = false,
  createdAt,
  writer,
  extraLog,
  now = Date.now(),
}) {
  const lines = state && Array.isArray(state.log) ? cleanExtraLog(extraLog, state.log.length) : [];
  return {
    id: id || newId(),
    version: RECORD_VERSION,
    game,
    seats,
    state,
    over: Boolean(over),
    createdAt: createdAt || now,
    savedAt: now,
    ...(writer ? { writer } : {}),
    ...(lines.length ? { extraLog: lines } : {}),
  };
}

// The file written by "export": the record without its local id and dates.
export function exportFile(record) {
  const logLength = record.state && Array.isArray(record.state.log) ? record.state.log.length : 0;
  const extra = cleanExtraLog(record.extraLog, logLength).map(extraLine);
  return {
    kind: FILE_KIND,
    version: RECORD_VERSION,
    game: record.game,
    seats: record.seats,
    state: record.state,
    // The lines the game adds for its automatic opponent (GWT's Sarah), as kept in this browser.
    ...(extra.length ? { extraLog: extra } : {}),
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
// by the engine) or {ok: false, reason}. Accepts our export files and bare
// engine saves. The file is bounded (size, depth) before it is parsed, checked
// field by field, and normalised: only known fields are kept, so nothing else
// the file holds reaches the store.
export function parseImport(text, now = Date.now()) {
  const bounds = checkJsonText(text, MAX_FILE_BYTES, MAX_JSON_DEPTH);
  if (bounds) return { ok: false, reason: bounds };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  if (!isObject(data)) return { ok: false, reason: 'not_an_object' };
  let state;
  let seats;
  let extraLog;
  if (data.kind === FILE_KIND) {
    if (data.version !== RECORD_VERSION)
      return {
        ok: false,
        reason:
          Number.isInteger(data.version) && data.version > RECORD_VERSION ? 'newer_version' : 'bad_version',
      };
    state = data.state;
    const why = checkEngineSave(state);
    if (why) return { ok: false, reason: why };
    if (data.game !== state.game) return { ok: false, reason: 'two_games' };
    seats = data.seats;
    const seatsWhy = checkSeats(seats, state.setup.players);
    if (seatsWhy) return { ok: false, reason: seatsWhy };
    // The seats' names are the setup's: a file where they differ was edited.
    const names = state.setup.names;
    if (Array.isArray(names) && seats.some((s, i) => s.name !== names[i]))
      return { ok: false, reason: 'names_mismatch' };
    seats = normaliseSeats(seats);
    const logWhy = checkExtraLog(data.extraLog, state.log.length);
    if (logWhy) return { ok: false, reason: logWhy };
    extraLog = (data.extraLog || []).map(extraLine);
  } else {
    state = data;
    const why = checkEngineSave(state);
    if (why) return { ok: false, reason: why };
    seats = defaultSeats(state);
  }
  return {
    ok: true,
    record: makeRecord({ game: state.game, seats, state: normaliseEngineSave(state), extraLog, now }),
  };
}
