// The game controller of the page (web/src/app/session.js) driving the real
// engine module in Node: bots answer, every action is autosaved, undo goes
// back to the human's decision, errors are reported and change nothing.
import { test, beforeAll as before } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GameSession } from '../../web/src/app/session.js';
import { startGame, resumeGame } from '../../web/src/app/play.js';
import { checkRecord, cleanExtraLog } from '../../web/src/store/validate.js';
import { changedKeys as gwtnzChangedKeys } from '../../web/src/games/gwtnz/changes.js';

const dir = fileURLToPath(new URL('../../web/src/engine/wasm/', import.meta.url));
let engine;
let info;

before(async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  const raw = new module.Engine();
  engine = { call: async (op, args = {}) => JSON.parse(raw.call(JSON.stringify({ ...args, op }))) };
  info = (await engine.call('info', { game: 'neuland' })).info;
});

// Resolves when the session waits for a human (or is over / failed).
function settled(session) {
  return new Promise((resolve) => {
    const check = (s) => {
      if (s.phase === 'error' || s.phase === 'over' || (s.phase === 'play' && !s.busy)) {
        off();
        resolve(s);
      }
    };
    const off = session.subscribe(check);
    check(session.snapshot);
  });
}

const seats = [
  { type: 'human', level: 'normal', name: 'Anna' },
  { type: 'bot', level: 'easy', name: 'Bruno' },
];

async function newSession(records, seed = 4) {
  const persist = async (r) => records.push(structuredClone(r));
  const r = await startGame(
    engine,
    { game: 'neuland', info, seats, options: {}, seed },
    { persist, botDelay: 0 },
  );
  assert.equal(r.ok, true, JSON.stringify(r));
  return r.session;
}

test('bots play until the human must decide; every action is autosaved', async () => {
  const records = [];
  const session = await newSession(records);
  let snap = await settled(session);
  assert.equal(snap.phase, 'play');
  assert.equal(snap.viewer, 0);
  assert.ok(snap.status.legal.length > 0);
  for (let i = 0; i < 5; i++) {
    await session.act(snap.status.legal[0]);
    snap = await settled(session);
    if (snap.phase !== 'play') break;
  }
  await session.flush();
  const last = records[records.length - 1];
  assert.equal(checkRecord(last), null);
  const engineSave = (await engine.call('save')).state;
  assert.deepEqual(last.state, engineSave);
  assert.equal(snap.log.length, engineSave.log.length);
  assert.ok(records.length >= 1 + engineSave.log.length, 'one autosave per action');
  session.dispose();
});

test('"play it for me": the hard bot decides for the human seat, the action is its own and autosaved', async () => {
  const records = [];
  const session = await newSession(records, 7);
  let snap = await settled(session);
  assert.equal(snap.phase, 'play');
  assert.equal(snap.viewer, 0);
  const legal = snap.status.legal.map((a) => JSON.stringify(a));
  const before = (await engine.call('save')).state.log.length;
  const saved = records.length;
  const thinking = [];
  const off = session.subscribe((s) => s.thinking !== null && thinking.push(s.thinking));
  await session.playForMe();
  await settled(session);
  off();
  assert.deepEqual([...new Set(thinking)].slice(0, 1), [0], 'the spinner names the human seat first');
  const log = (await engine.call('save')).state.log;
  assert.ok(log.length > before, 'an action was played');
  assert.equal(log[before].player, 0, "the first new entry is the human seat's");
  assert.ok(legal.includes(JSON.stringify(log[before].action)), 'it was one of the legal actions');
  assert.ok(records.length > saved, 'autosaved');
  session.dispose();
});

test('undo goes back to the last human decision, past the bot moves, never past a barrier', async () => {
  const records = [];
  const session = await newSession(records, 6);
  let snap = await settled(session);
  let fullUndos = 0;
  for (let i = 0; i < 30 && snap.phase === 'play' && fullUndos < 2; i++) {
    const before = snap.status.logLength;
    // The last listed action, but not a proposal to end the game (Neuland's agreed end).
    const plays = snap.status.legal.filter((a) => a.type !== 'proposeEnd');
    await session.act(plays[plays.length - 1]);
    snap = await settled(session);
    if (snap.phase !== 'play') break;
    const botMoved = snap.log.slice(before + 1).some((e) => e.player === 1);
    await session.undo();
    const after = session.snapshot.status;
    // Either the human's own action is undone (with the bot's answers), or a barrier stopped the undo.
    if (after.logLength === before) {
      assert.ok(after.turn.deciding.includes(0));
      if (botMoved) fullUndos++;
    } else {
      assert.ok(after.logLength > before);
      assert.equal(after.canUndo, false, 'undo stops early only at a barrier');
    }
    snap = await settled(session);
    // Go on: play the first action this time so the game moves forward.
    if (snap.phase === 'play') {
      await session.act(snap.status.legal[0]);
      snap = await settled(session);
    }
  }
  assert.ok(fullUndos >= 1, 'at least one undo took back a human action and the bot answers after it');
  session.dispose();
});

test('an illegal action is reported by code and changes nothing', async () => {
  const records = [];
  const session = await newSession(records, 8);
  let snap = await settled(session);
  const length = snap.status.logLength;
  // A well-formed action that is not listed: a start on a hex not offered, or an end of turn not offered.
  const legal = snap.status.legal;
  const offered = new Set(legal.filter((a) => a.type === 'start').map((a) => a.hex));
  const action = offered.size
    ? { type: 'start', hex: snap.status.view.hexes.map((h) => h.id).find((id) => !offered.has(id)) }
    : { type: 'endTurn' };
  assert.ok(!legal.some((a) => JSON.stringify(a) === JSON.stringify(action)));
  await session.act(action);
  snap = await settled(session);
  assert.equal(snap.error.code, 'illegal_action');
  assert.equal(snap.status.logLength, length);
  await session.dismissError();
  snap = await settled(session);
  assert.equal(snap.error, null);
  session.dispose();
});

test('a saved record resumes to the same position; a damaged one is refused', async () => {
  const records = [];
  const session = await newSession(records, 10);
  let snap = await settled(session);
  await session.act(snap.status.legal[0]);
  snap = await settled(session);
  await session.flush();
  const record = records[records.length - 1];
  const view = snap.status.view;
  session.dispose();
  await engine.call('new', { game: 'neuland', players: 3, seed: 1 }); // something else in the engine
  const resumed = await resumeGame(engine, record, info, { persist: async () => {}, botDelay: 0 });
  assert.equal(resumed.ok, true);
  snap = await settled(resumed.session);
  assert.deepEqual(snap.status.view, view);
  resumed.session.dispose();
  const damaged = structuredClone(record);
  damaged.state.log.push({ player: 0, action: { type: 'teleport' } });
  const refused = await resumeGame(engine, damaged, info, { persist: async () => {}, botDelay: 0 });
  assert.equal(refused.ok, false);
  assert.equal(refused.error.code, 'bad_save');
  // The entry refused is the last: the ones before it replay, and the game resumes after them,
  // stored at once without the refused entry.
  assert.equal(refused.error.replayable, record.state.log.length);
  assert.equal(refused.error.logLength, record.state.log.length + 1);
  const stored = [];
  const persist = async (r) => stored.push(r);
  const again = await resumeGame(engine, damaged, info, { persist, botDelay: 0 }, refused.error.replayable);
  assert.equal(again.ok, true);
  snap = await settled(again.session);
  await again.session.flush();
  assert.deepEqual(stored[0].state.log, record.state.log);
  assert.deepEqual(snap.status.view, view);
  again.session.dispose();
  // A log that replays whole to another position (a rule's effect changed): every entry is offered.
  const elsewhere = structuredClone(record);
  elsewhere.state.snapshotHash = '0123456789abcdef';
  const differs = await resumeGame(engine, elsewhere, info, { persist: async () => {}, botDelay: 0 });
  assert.equal(differs.ok, false);
  assert.equal(differs.error.replayable, record.state.log.length);
  assert.equal(differs.error.logLength, record.state.log.length);
  const resumedAll = await resumeGame(
    engine,
    elsewhere,
    info,
    { persist, botDelay: 0 },
    differs.error.replayable,
  );
  assert.equal(resumedAll.ok, true);
  snap = await settled(resumedAll.session);
  await resumedAll.session.flush();
  assert.deepEqual(snap.status.view, view);
  assert.equal(stored[stored.length - 1].state.snapshotHash, record.state.snapshotHash);
  resumedAll.session.dispose();
});

test('the lines a game adds for its automatic opponent are kept with the save and come back on resume; damaged ones are dropped', async () => {
  const records = [];
  const session = await newSession(records, 10);
  const snap = await settled(session);
  await session.act(snap.status.legal[0]);
  await settled(session);
  await session.flush();
  const logLength = records[records.length - 1].state.log.length;
  const line = { at: logLength - 1, player: 1, name: 'Sarah', event: { kind: 'card', card: 8 } };
  const writes = records.length;
  session.keepExtraLog([line]);
  await session.flush();
  assert.equal(records.length, writes + 1, 'new lines are written at once');
  session.keepExtraLog([line]);
  await session.flush();
  assert.equal(records.length, writes + 1, 'the same lines are not written again');
  const record = records[records.length - 1];
  assert.deepEqual(record.extraLog, [line]);
  assert.equal(checkRecord(record), null);
  session.dispose();
  // A stored list may be damaged: only lines of the right shape, within the log, are kept.
  const damaged = structuredClone(record);
  damaged.extraLog = [
    line,
    { at: logLength + 5, event: {} },
    { at: 0, event: 'x' },
    null,
    { at: -1, event: {} },
  ];
  const resumed = await resumeGame(engine, damaged, info, { persist: async () => {}, botDelay: 0 });
  assert.equal(resumed.ok, true);
  assert.deepEqual(resumed.session.extraLog, [line]);
  resumed.session.dispose();
  assert.deepEqual(cleanExtraLog('not a list', 3), []);
  assert.deepEqual(cleanExtraLog([{ at: 1, name: 'x'.repeat(500), event: {} }], 3), []);
});

test('a dead engine is reported as fatal, and recover reloads the last autosave', async () => {
  const records = [];
  const session = await newSession(records, 12);
  let snap = await settled(session);
  await session.flush();
  const realCall = session.engine.call;
  session.engine = { call: async () => ({ ok: false, error: { code: 'engine_failed', message: 'trap' } }) };
  await session.act(snap.status.legal[0]);
  snap = session.snapshot;
  assert.equal(snap.fatal, true);
  assert.equal(snap.error.code, 'engine_failed');
  session.engine = { call: realCall };
  await engine.call('new', { game: 'neuland', players: 4, seed: 2 }); // the engine lost our game
  await session.recover();
  snap = await settled(session);
  assert.equal(snap.fatal, false);
  assert.deepEqual((await engine.call('save')).state, records[records.length - 1].state);
  session.dispose();
});

test('GameSession asks for the pass screen only in games with hidden information', () => {
  const record = { id: 'x', game: 'g', seats: [seats[0], { ...seats[0], name: 'Ben' }], state: null };
  const hidden = new GameSession({
    engine,
    info: { hiddenInformation: true },
    record,
    persist: async () => {},
  });
  const open = new GameSession({
    engine,
    info: { hiddenInformation: false },
    record,
    persist: async () => {},
  });
  assert.equal(hidden.hidden, true);
  assert.equal(open.hidden, false);
  assert.equal(hidden.chooseViewer([1]), 1);
  assert.deepEqual(hidden.humanSeats(), [0, 1]);
});

// A scripted engine for a game with hidden information (none is registered yet):
// two seats take turns; each view shows only the viewer's own hand.
function hiddenEngine() {
  let log = [];
  const deciding = () => [log.length % 2];
  return {
    call: async (op, args = {}) => {
      switch (op) {
        case 'turn':
          return { ok: true, over: false, deciding: deciding(), phase: 'choose' };
        case 'status':
          return {
            ok: true,
            turn: { over: false, deciding: deciding(), phase: 'choose' },
            view: { viewer: args.player, hand: `hand of ${args.player}`, n: log.length },
            legal: deciding().includes(args.player) ? [{ type: 'pick', card: 1 }] : [],
            canUndo: false,
            undoPlayer: -1,
            logLength: log.length,
          };
        case 'log':
          return { ok: true, log: log.slice(args.from || 0) };
        case 'view':
          return { ok: true, view: { viewer: args.player, hand: `hand of ${args.player}`, n: log.length } };
        case 'apply':
          log.push({ player: args.player, action: args.action });
          return { ok: true, barrier: false, turn: { over: false, deciding: deciding(), phase: 'choose' } };
        case 'save':
          return {
            ok: true,
            state: { format: 1, game: 'secret', setup: { game: 'secret', players: 2 }, log },
          };
        default:
          return { ok: false, error: { code: 'unknown_op', message: op } };
      }
    },
  };
}

test('with hidden information, the device is passed between two humans before the board shows', async () => {
  const record = {
    id: 'h1',
    version: 1,
    game: 'secret',
    seats: [seats[0], { ...seats[0], name: 'Ben' }],
    state: null,
  };
  const session = new GameSession({
    engine: hiddenEngine(),
    info: { hiddenInformation: true },
    record,
    persist: async () => {},
    botDelay: 0,
  });
  await session.begin({ fresh: true });
  assert.equal(session.snapshot.phase, 'pass');
  assert.equal(session.snapshot.passTo, 0);
  session.reveal();
  assert.equal(session.snapshot.phase, 'play');
  assert.equal(session.snapshot.status.view.hand, 'hand of 0');
  await session.act({ type: 'pick', card: 1 });
  assert.equal(session.snapshot.phase, 'pass');
  assert.equal(session.snapshot.passTo, 1);
  session.reveal();
  assert.equal(session.snapshot.status.view.hand, 'hand of 1');
  // Without hidden information the board shows at once.
  const open = new GameSession({
    engine: hiddenEngine(),
    info: { hiddenInformation: false },
    record: { ...record, id: 'h2' },
    persist: async () => {},
    botDelay: 0,
  });
  await open.begin({ fresh: true });
  assert.equal(open.snapshot.phase, 'play');
});

// What the board's "changed" marks compare with (web/src/ui/board/changes.js):
// the human seat's own view right after its action; acting or closing the
// summary puts the marks aside.
test('the seat on screen keeps its own view from after its action; the bots\u2019 moves differ from it', async () => {
  const session = await newSession([], 4);
  let snap = await settled(session);
  // Before its first action, the seat compares with the first view it was shown.
  assert.equal(snap.seen.viewer, 0);
  let compared = 0;
  for (let i = 0; i < 80 && snap.phase === 'play' && !compared; i++) {
    const before = snap.status.legal[0];
    const acting = session.act(before);
    assert.deepEqual(session.snapshot.seen, snap.status.view, 'acting puts the marks aside at once');
    await acting;
    snap = await settled(session);
    if (snap.phase !== 'play') break;
    assert.equal(snap.seen.viewer, 0, 'only seat 0\u2019s own views are kept for it');
    if (JSON.stringify(snap.seen) !== JSON.stringify(snap.status.view)) compared++;
  }
  assert.ok(compared > 0, 'the bot moved since the human acted');
  session.dismissChanges();
  assert.equal(session.snapshot.seen, session.snapshot.status.view);
  session.dispose();
});

test('GWT NZ solo: Sarah’s turn, played inside the player’s “end the turn”, is marked when the player’s next turn begins', async () => {
  const gwInfo = (await engine.call('info', { game: 'gwtnz' })).info;
  const r = await startGame(
    engine,
    {
      game: 'gwtnz',
      info: gwInfo,
      seats: [{ type: 'human', level: 'normal', name: 'Anna' }],
      options: {},
      seed: 4,
    },
    { persist: async () => {}, botDelay: 0 },
  );
  const session = r.session;
  let snap = await settled(session);
  let checked = 0;
  for (let step = 0; step < 400 && snap.phase === 'play' && checked < 3; step++) {
    const shown = snap.status.view;
    const bot = await engine.call('bot', { player: 0, level: 'easy', seed: step });
    await session.act(bot.action);
    snap = await settled(session);
    if (snap.phase !== 'play' || snap.status.view.sarah.cardsLeft === shown.sarah.cardsLeft) continue;
    checked++;
    const changed = gwtnzChangedKeys(snap.seen, snap.status.view, 0);
    assert.ok(changed.has('sarah'), 'her cards and exploration');
    const rancher = snap.status.view.sarah.rancher;
    if (rancher !== shown.sarah.rancher) {
      assert.ok(changed.has(`node:${rancher}`), 'where her token stopped');
      assert.ok(changed.has(`node:${shown.sarah.rancher}`), 'where it left');
    }
    // The player's own draw at the end of its turn is not a change to point at.
    assert.ok(!changed.has('player:0:hand') && !changed.has('player:0:deck'), [...changed].join(' '));
    // Acting again puts them aside.
    session.dismissChanges();
    assert.equal(gwtnzChangedKeys(session.snapshot.seen, session.snapshot.status.view, 0).size, 0);
  }
  assert.ok(checked >= 3, `${checked} Sarah turns`);
  session.dispose();
});

test('two humans passing the device: each seat\u2019s marks compare with its own view only', async () => {
  const record = {
    id: 'h3',
    version: 1,
    game: 'secret',
    seats: [seats[0], { ...seats[0], name: 'Ben' }],
    state: null,
  };
  const session = new GameSession({
    engine: hiddenEngine(),
    info: { hiddenInformation: true },
    record,
    persist: async () => {},
    botDelay: 0,
  });
  const wrong = [];
  session.subscribe((s) => {
    if (s.seen && s.seen.viewer !== s.viewer) wrong.push(`${s.viewer} saw ${s.seen.hand}`);
  });
  await session.begin({ fresh: true });
  for (let i = 0; i < 4; i++) {
    session.reveal();
    await session.act({ type: 'pick', card: 1 });
  }
  session.reveal();
  // Seat 0 acted twice; it compares with its own view from just after its last action.
  assert.equal(session.snapshot.viewer, 0);
  assert.deepEqual(session.snapshot.seen, { viewer: 0, hand: 'hand of 0', n: 3 });
  assert.equal(session.snapshot.status.view.n, 4, 'seat 1 acted since');
  assert.deepEqual(wrong, [], 'no seat was ever compared with another seat\u2019s view');
});
