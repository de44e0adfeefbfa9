// Starting and resuming games on the engine, shared by the app and the embed.
import { GameSession } from './session.js';
import { makeRecord, newId } from '../store/validate.js';
import { gameModules } from '../games/index.js';

// The game module's baseline for the "changed" marks (ui/board/changes.js).
const baselineOf = (game) => (gameModules[game] && gameModules[game].baselineAfter) || null;

// setup: {game, info, seats, options, seed}. Resolves {ok, session} or {ok:false, error}.
export async function startGame(engine, setup, { persist, botDelay, onEvent }) {
  const request = {
    game: setup.game,
    players: setup.seats.length,
    seed: setup.seed,
    names: setup.seats.map((s) => s.name),
    options: setup.options || {},
  };
  const r = await engine.call('new', request);
  if (!r.ok) return r;
  const record = makeRecord({ id: newId(), game: setup.game, seats: setup.seats, state: null });
  const session = new GameSession({
    engine,
    info: setup.info,
    record,
    persist,
    botDelay,
    onEvent,
    setupRequest: request,
    baseline: baselineOf(setup.game),
  });
  session.begin({ fresh: true });
  return { ok: true, session };
}

// upTo: resume after the first upTo actions of the log only (the engine said the
// later ones no longer replay: `replayable` in its error); the shortened game is
// stored at once, in place of the old one.
export async function resumeGame(engine, record, info, { persist, botDelay, onEvent }, upTo = null) {
  const partial = upTo !== null;
  const r = await engine.call('load', partial ? { state: record.state, upTo } : { state: record.state });
  if (!r.ok) return r;
  const kept = partial
    ? { ...record, state: { ...record.state, log: record.state.log.slice(0, upTo) } }
    : record;
  const session = new GameSession({
    engine,
    info,
    record: kept,
    persist,
    botDelay,
    onEvent,
    baseline: baselineOf(record.game),
  });
  session.begin({ fresh: partial });
  return { ok: true, session };
}
