// One game being played in the page: it drives the engine worker (new/load,
// status, apply, bot, undo, log, save), plays the bot seats, autosaves after
// every action and tells the screen what to draw through a snapshot.
// No rule lives here: what the engine lists is what a human may click.
import { saveErrorKey } from '../store/saves.js';
import { cleanExtraLog, makeRecord } from '../store/validate.js';
import { baselineAfter } from '../ui/board/changes.js';

export const BOT_MS = { easy: 50, normal: 200, hard: 1000, veryhard: 4000 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class GameSession {
  // engine: the promise client; info: the game's `info`; record: the saved-game
  // record ({id, game, seats, state, ...}); persist(record) stores it (may throw);
  // baseline: the game module's optional baselineAfter (ui/board/changes.js).
  constructor({
    engine,
    info,
    record,
    persist,
    botDelay = 500,
    onEvent = () => {},
    setupRequest = null,
    baseline = null,
  }) {
    this.baseline = baseline;
    this.engine = engine;
    this.setupRequest = setupRequest; // the `new` request, to start again if the engine died before any save
    this.info = info;
    this.record = record;
    this.seats = record.seats;
    this.persist = persist;
    this.botDelay = botDelay;
    this.onEvent = onEvent;
    this.hidden = Boolean(info && info.hiddenInformation);
    this.generation = 0;
    this.quietMoves = 0;
    this.skipping = false; // the bots' moves are being skipped until a human decides
    this.shownSeat = null; // the human seat whose eyes are on the screen (hidden-information games)
    this.listeners = new Set();
    this.logCache = { viewer: null, entries: [] };
    // Each human seat's own view as it last saw it (after its last action, or
    // when it put the changes aside): what the board's "changed" marks compare
    // with. Only that seat's view, never another seat's.
    this.seen = new Map();
    this.overAnnounced = Boolean(record.over);
    // The log lines the game adds for its automatic opponent (logEvents.js), as
    // last shown; kept with the record so that a reload shows them again.
    const saved = record.state && Array.isArray(record.state.log) ? record.state.log.length : 0;
    this.extraLog = cleanExtraLog(record.extraLog, saved);
    this.snapshot = {
      phase: 'loading', // loading | pass | play | over | error
      status: null,
      viewer: -1,
      log: [],
      busy: true,
      thinking: null, // the bot seat thinking now
      passTo: null,
      error: null, // {code, message}: shown in words; play goes on when possible
      fatal: false, // the engine lost the game: only "recover" helps
      notice: null, // a non-blocking message key (save failed, nothing to undo)
      hint: null, // the action a bot would take for the deciding human (asked with "hint")
      hinting: false,
      seen: null, // the viewer's own view as it last saw it (null: nothing to compare with)
    };
  }

  subscribe(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  set(patch) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const fn of this.listeners) fn(this.snapshot);
  }

  isHuman(seat) {
    return Boolean(this.seats[seat]) && this.seats[seat].type === 'human';
  }

  humanSeats() {
    return this.seats.map((s, i) => (s.type === 'human' ? i : -1)).filter((i) => i >= 0);
  }

  dispose() {
    this.generation++;
    this.listeners.clear();
  }

  async call(op, args) {
    return this.engine.call(op, args);
  }

  fail(error, fatal = false) {
    this.set({ error, fatal, busy: false, thinking: null, phase: fatal ? 'error' : this.snapshot.phase });
  }

  // Starts drawing a session the engine already holds (after `new` or `load`):
  // a fresh game is stored at once, so a reload finds it.
  async begin({ fresh }) {
    const gen = this.generation;
    if (fresh && !(await this.saveState(gen))) return;
    if (gen !== this.generation) return;
    await this.refresh(gen);
  }

  // After the worker died: reload the last autosave into a fresh engine.
  async recover() {
    this.generation++;
    this.logCache = { viewer: null, entries: [] };
    this.seen.clear();
    const gen = this.generation;
    this.set({ error: null, fatal: false, busy: true, phase: 'loading' });
    // Before the first autosave there is only the set-up to start again from.
    const r = this.record.state
      ? await this.call('load', { state: this.record.state })
      : await this.call('new', this.setupRequest || {});
    if (gen !== this.generation) return;
    if (!r.ok) return this.fail(r.error, true);
    if (!this.record.state && !(await this.saveState(gen))) return;
    await this.refresh(gen);
  }

  // Writes the record; writes are chained (never two at once, always in order)
  // and do not hold up play: the engine's save is already taken.
  store() {
    this.record = makeRecord({
      ...this.record,
      extraLog: this.extraLog,
      over: this.snapshot.phase === 'over',
    });
    const record = this.record;
    this.storing = (this.storing || Promise.resolve()).then(() =>
      Promise.resolve()
        .then(() => this.persist(record))
        .catch((err) => this.set({ notice: saveErrorKey(err) })),
    );
    return this.storing;
  }

  // The screen's added log lines changed (new lines, or undo dropped some):
  // keep them with the record. Nothing is written when they are the same lines.
  keepExtraLog(lines) {
    if (!Array.isArray(lines)) return;
    const same = lines.length === this.extraLog.length && lines.every((e, i) => e === this.extraLog[i]);
    if (same) return;
    this.extraLog = lines;
    if (this.record.state) this.store();
  }

  // Resolves when every autosave asked for so far is written.
  flush() {
    return this.storing || Promise.resolve();
  }

  // Autosave; false when the engine itself failed (nothing more to do then).
  async saveState(gen) {
    const r = await this.call('save');
    if (gen !== this.generation) return false;
    if (!r.ok) {
      if (r.error.code === 'engine_failed') {
        this.fail(r.error, true);
        return false;
      }
      this.set({ notice: 'notice.saveFailed' });
      return true;
    }
    this.record.state = r.state;
    this.store();
    return true;
  }

  chooseViewer(deciding) {
    const humans = deciding.filter((d) => this.isHuman(d));
    if (humans.length) return humans[0];
    if (this.shownSeat !== null) return this.shownSeat;
    const all = this.humanSeats();
    return all.length ? all[0] : -1;
  }

  async fetchLog(viewer, logLength, gen) {
    const cache = this.logCache;
    const reuse = cache.viewer === viewer && cache.entries.length <= logLength;
    const from = reuse ? cache.entries.length : 0;
    if (reuse && from === logLength) return cache.entries;
    const r = await this.call('log', { player: viewer, from });
    if (gen !== this.generation || !r.ok) return reuse ? cache.entries : [];
    const entries = reuse ? cache.entries.concat(r.log) : r.log;
    this.logCache = { viewer, entries };
    return entries;
  }

  // knownTurn: the `turn` from an apply reply, saving one round trip.
  async refresh(gen = this.generation, knownTurn = null) {
    // At the "instant" pace, a bot answering a bot is not drawn (at most 20 in a row).
    if (knownTurn && this.botDelay === 0 && !knownTurn.over && this.quietMoves < 20) {
      const deciding = knownTurn.deciding || [];
      if (deciding.length && deciding.every((d) => !this.isHuman(d))) {
        this.quietMoves++;
        this.playBot(deciding[0], gen);
        return;
      }
    }
    this.quietMoves = 0;
    const turn = knownTurn ? { ok: true, ...knownTurn } : await this.call('turn');
    if (gen !== this.generation) return;
    if (!turn.ok)
      return this.fail(turn.error, turn.error.code === 'engine_failed' || turn.error.code === 'no_game');
    const deciding = turn.deciding || [];
    const viewer = this.chooseViewer(deciding);
    const status = await this.call('status', { player: viewer });
    if (gen !== this.generation) return;
    if (!status.ok) return this.fail(status.error, status.error.code === 'engine_failed');
    const log = await this.fetchLog(viewer, status.logLength, gen);
    if (gen !== this.generation) return;

    const over = Boolean(status.turn.over);
    const bots = over ? [] : deciding.filter((d) => !this.isHuman(d));
    let phase = over ? 'over' : 'play';
    let passTo = null;
    if (!over && !bots.length && this.hidden && this.humanSeats().length > 1 && viewer !== this.shownSeat) {
      phase = 'pass';
      passTo = viewer;
    }
    if (phase === 'play' && this.isHuman(viewer)) this.shownSeat = viewer;
    if (over || !bots.length) this.skipping = false;
    // A seat seen for the first time compares with this view from now on.
    if (this.isHuman(viewer) && !this.seen.has(viewer)) this.seen.set(viewer, status.view);
    this.set({
      phase,
      status,
      viewer,
      log,
      passTo,
      hint: null,
      hinting: false,
      busy: bots.length > 0,
      thinking: bots.length ? bots[0] : null,
      seen: this.isHuman(viewer) ? this.seen.get(viewer) : null,
    });

    if (over && !this.overAnnounced) {
      this.overAnnounced = true;
      await this.store();
      this.onEvent('gameOver', { game: this.record.game, scores: status.scores });
    }
    if (bots.length) this.playBot(bots[0], gen);
  }

  // Shows the board to the seat the device was passed to.
  reveal() {
    if (this.snapshot.phase !== 'pass') return;
    this.shownSeat = this.snapshot.passTo;
    this.set({ phase: 'play', passTo: null });
  }

  async playBot(seat, gen) {
    const level = this.seats[seat].level || 'normal';
    if (this.snapshot.thinking !== seat) this.set({ thinking: seat, busy: true });
    if (this.botDelay > 0 && !this.skipping) await sleep(this.botDelay);
    if (gen !== this.generation) return;
    const choice = await this.call('bot', { player: seat, level, ms: BOT_MS[level] || BOT_MS.normal });
    if (gen !== this.generation) return;
    if (!choice.ok) return this.fail(choice.error, choice.error.code === 'engine_failed');
    const applied = await this.call('apply', { player: seat, action: choice.action });
    if (gen !== this.generation) return;
    if (!applied.ok) return this.fail(applied.error, applied.error.code === 'engine_failed');
    if (!(await this.saveState(gen))) return;
    if (gen !== this.generation) return;
    await this.refresh(gen, applied.turn);
  }

  // A human seat's action, exactly as `legal` listed it.
  async act(action) {
    const { viewer, busy, phase } = this.snapshot;
    if (busy || phase !== 'play' || !this.isHuman(viewer)) return;
    const gen = this.generation;
    // Acting puts the marks of the others' moves aside at once.
    const shown = this.snapshot.status && this.snapshot.status.view;
    if (shown) this.seen.set(viewer, shown);
    this.set({ busy: true, error: null, notice: null, seen: shown });
    const r = await this.call('apply', { player: viewer, action });
    if (gen !== this.generation) return;
    if (!r.ok) {
      this.set({ error: r.error, busy: false });
      if (r.error.code === 'engine_failed') this.set({ fatal: true, phase: 'error' });
      else await this.refresh(gen);
      return;
    }
    // What this seat sees right after its action is what the next marks compare
    // with (but for an automatic opponent's moves inside it: the game's baseline).
    const after = await this.call('view', { player: viewer });
    if (gen !== this.generation) return;
    if (after.ok) this.seen.set(viewer, baselineAfter(this.baseline, shown, after.view, viewer));
    if (!(await this.saveState(gen))) return;
    if (gen !== this.generation) return;
    await this.refresh(gen, r.turn);
  }

  // The viewer puts the marks of what changed aside (it closed the summary):
  // the view on screen becomes what the next marks compare with.
  dismissChanges() {
    const { viewer, status } = this.snapshot;
    if (!status || !this.isHuman(viewer)) return;
    this.seen.set(viewer, status.view);
    this.set({ seen: status.view });
  }

  // Asks a bot which action it would take in the human's place (level normal).
  // Play stays open meanwhile; a hint that arrives after the position changed is dropped.
  async hint() {
    const { viewer, busy, phase, status, hinting } = this.snapshot;
    if (busy || hinting || phase !== 'play' || !this.isHuman(viewer)) return;
    this.set({ hinting: true, notice: null });
    const r = await this.call('bot', { player: viewer, level: 'normal', ms: BOT_MS.normal });
    if (this.snapshot.status !== status) return;
    this.set({ hinting: false });
    if (!r.ok) return this.fail(r.error, r.error.code === 'engine_failed');
    this.set({ hint: r.action });
  }

  // "Play it for me": the `hard` bot decides in the human's place and the action is
  // played as the human's own (autosaved, undoable like any). The spinner names the
  // seat meanwhile; a reply that arrives after the position changed (undo, leaving)
  // is dropped.
  async playForMe() {
    const { viewer, busy, phase, status } = this.snapshot;
    if (busy || phase !== 'play' || !this.isHuman(viewer)) return;
    const gen = this.generation;
    this.set({ busy: true, thinking: viewer, hint: null, notice: null, error: null });
    const r = await this.call('bot', { player: viewer, level: 'hard', ms: BOT_MS.hard });
    if (gen !== this.generation || this.snapshot.status !== status) return;
    if (!r.ok) return this.fail(r.error, r.error.code === 'engine_failed');
    this.set({ busy: false, thinking: null });
    await this.act(r.action);
  }

  // Undo back to the last human decision: undo bot actions until a human's
  // action has been undone (with `until`, that seat's action), never past a
  // barrier (the engine refuses), never once the game is over.
  async undo({ until = null } = {}) {
    if (this.snapshot.busy || this.snapshot.phase === 'over') return 0;
    const gen = ++this.generation;
    this.set({ busy: true, error: null, notice: null });
    let undone = 0;
    for (let guard = 0; guard < 100000; guard++) {
      const s = await this.call('status', { player: -1 });
      if (gen !== this.generation) return;
      if (!s.ok) return this.fail(s.error, s.error.code === 'engine_failed');
      if (!s.canUndo) break;
      const who = s.undoPlayer;
      const u = await this.call('undo');
      if (gen !== this.generation) return;
      if (!u.ok) break;
      undone++;
      if (until !== null ? who === until : this.isHuman(who)) break;
    }
    if (!undone) this.set({ notice: 'notice.cannotUndo' });
    this.overAnnounced = false;
    this.logCache = { viewer: null, entries: [] };
    this.seen.clear(); // the views kept may be of moves taken back
    if (!(await this.saveState(gen))) return;
    if (gen !== this.generation) return;
    await this.refresh(gen);
    return undone;
  }

  // The bots' moves play at once until a human decides again (the "since your
  // last turn" summary then says what they did).
  skipBots() {
    this.skipping = true;
  }

  // Clears a shown error; resumes the bots if they were stopped by it.
  async dismissError() {
    this.set({ error: null });
    if (!this.snapshot.fatal) await this.refresh(++this.generation);
  }
}

// What undo takes back for `seat`: the log entries from the end back to and
// including that seat's last action, split into its own action and the moves
// of the others after it (null when the seat has no action in the log).
export function undoPlan(log, seat) {
  const entries = Array.isArray(log) ? log : [];
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i] && entries[i].player === seat) {
      return { own: entries[i], others: entries.slice(i + 1), count: entries.length - i, keep: i };
    }
  }
  return null;
}

// True when the seat's own last move (`plan`, from undoPlan) lies behind the last barrier
// (`status.undoFloor`: the log entries a throw or a draw has locked): undo cannot reach it.
export function ownMoveLocked(plan, status) {
  const floor = status && Number.isInteger(status.undoFloor) ? status.undoFloor : 0;
  return Boolean(plan) && plan.keep < floor;
}

// What the others did since `seat` last acted: the log entries after that
// seat's last action (all of them when it has not acted yet), others' only.
export function sinceLastTurn(log, seat) {
  const entries = Array.isArray(log) ? log : [];
  let i = entries.length - 1;
  while (i >= 0 && !(entries[i] && entries[i].player === seat)) i--;
  return entries.slice(i + 1).filter((e) => e && e.player !== seat);
}
