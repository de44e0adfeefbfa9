// The game screen: header (game, whose turn, phase, undo), the game's board,
// the decision panel, player panels, the log, and the end screen.
import { useCallback, useMemo, useState, useEffect, useRef } from 'preact/hooks';
import { makeT, errorText, localName } from '../i18n/index.js';
import { useSnapshot } from './useSnapshot.js';
import { undoPlan, sinceLastTurn, ownMoveLocked } from './session.js';
import { HowToPlay, hasHowTo } from '../ui/HowToPlay.jsx';
import { DecisionPanel } from '../ui/DecisionPanel.jsx';
import { PlayerPanels } from '../ui/PlayerPanels.jsx';
import { GameLog } from '../ui/GameLog.jsx';
import { GenericBoard } from '../ui/GenericBoard.jsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.jsx';
import { PassScreen } from '../ui/PassScreen.jsx';
import { ResourceStrip } from '../ui/ResourceStrip.jsx';
import { ScoreTable, winnerLine } from '../ui/ScoreTable.jsx';
import { makeDescribers } from '../ui/describe.js';
import { useChanged } from '../ui/board/changes.js';
import { announceAction } from '../ui/board/acted.js';
import { useLogEvents } from '../ui/logEvents.js';
import { SincePeek } from '../ui/SincePeek.jsx';
import { SectionNav } from '../ui/SectionNav.jsx';
import { useHoldPlace } from '../ui/holdPlace.js';
import { useColumnFit } from '../ui/columnFit.js';
import { useTapAnchor } from '../ui/tapAnchor.js';
import { useEndInView } from '../ui/endInView.js';

export function seatNames(seats, view, t) {
  return seats.map((s, i) => {
    if (s.name) return s.name;
    const p = view && Array.isArray(view.players) ? view.players[i] : null;
    return (p && p.name) || t('seat.defaultName', { n: i + 1 });
  });
}

const NO_ACTIONS = [];

function sameAction(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function GameScreen({ session, module, info, lang, onNewGame, onLobby, compact }) {
  const snap = useSnapshot(session);
  const t = useMemo(() => makeT(lang, module && module.messages), [lang, module]);
  const [filter, setFilter] = useState(null);
  const status = snap.status;
  const view = status ? status.view : null;
  const legal = (status && status.legal) || [];
  useEffect(() => setFilter(null), [status, snap.hint]);
  // Undo: what the last undo took back (and can redo), and a pending question
  // before taking back other players' moves.
  const [undone, setUndone] = useState(null);
  const [undoAsk, setUndoAsk] = useState(null);
  // "Since your last turn": closed by the player until the log grows again.
  const [sinceClosedAt, setSinceClosedAt] = useState(-1);
  const [howTo, setHowTo] = useState(false);
  const sincePanel = useRef(null);
  const boardArea = useRef(null);
  const column = useRef(null);
  const endPanel = useRef(null);

  const names = seatNames(session.seats, view, t);
  const { describeAction, describeLog } = useMemo(
    () => makeDescribers(module, view, lang, snap.log),
    [module, view, lang, snap.log],
  );
  const deciding = (status && status.turn.deciding) || [];
  const humanTurn = snap.phase === 'play' && !snap.busy && session.isHuman(snap.viewer) && legal.length > 0;
  // Actions the players take from the game's menu rather than the panel: a
  // proposal to end the game by agreement (Neuland), answered by the others.
  const MENU_TYPES = ['proposeEnd'];
  const menuActions = humanTurn ? legal.filter((a) => MENU_TYPES.includes(a.type)) : [];
  const panelActions = legal.filter((a) => !MENU_TYPES.includes(a.type));
  const gameName = localName(info && info.names, lang, session.record.game);
  const phaseKey = status && status.turn.phase;
  const phaseLabel = phaseKey ? (t.has(`phase.${phaseKey}`) ? t(`phase.${phaseKey}`) : phaseKey) : '';

  const onAction = (action) => {
    if (!humanTurn) return;
    if (!legal.some((a) => sameAction(a, action))) return;
    announceAction(action);
    session.act(action);
  };
  const onChoose = (actions) => {
    const listed = (actions || []).filter((a) => legal.some((l) => sameAction(l, a)));
    if (listed.length === 1) onAction(listed[0]);
    else setFilter(listed.length ? listed : null);
  };
  // The board is redrawn only when what it shows changes (it is the costly part);
  // its callbacks always reach the latest handlers.
  const handlers = useRef({});
  handlers.current = { onAction, onChoose };
  const boardLegal = humanTurn ? legal : NO_ACTIONS;
  // What changed since the seat on screen last looked, from its own two views.
  const changed = useChanged(module && module.changedKeys, snap.seen, view, snap.viewer);
  const Board = module && module.Board;
  const board = useMemo(() => {
    if (!view) return <p class="muted">{t('game.loading')}</p>;
    const generic = <GenericBoard view={view} t={t} />;
    if (!Board) return generic;
    return (
      <ErrorBoundary resetKey={view} fallback={generic}>
        <Board
          view={view}
          legal={boardLegal}
          seat={snap.viewer}
          changed={changed}
          names={names}
          onAction={(a) => handlers.current.onAction(a)}
          onChoose={(as) => handlers.current.onChoose(as)}
          t={t}
          lang={lang}
        />
      </ErrorBoundary>
    );
  }, [view, boardLegal, snap.viewer, changed, names.join('\n'), t, lang, Board]);

  let waitingFor = null;
  if (snap.thinking !== null) waitingFor = t('game.thinking', { name: names[snap.thinking] });
  else if (snap.phase === 'loading') waitingFor = t('game.loading');
  else if (snap.phase === 'play' && !session.isHuman(snap.viewer)) waitingFor = t('game.watching');

  const over = snap.phase === 'over';
  const plan = session.isHuman(snap.viewer) ? undoPlan(snap.log, snap.viewer) : null;
  // The viewer's own last move lies behind a throw or a draw (an undo barrier): undo would only take
  // back the others' moves since, and the bots would play them again, so it is not offered.
  const behindBarrier = ownMoveLocked(plan, status);
  const canUndo =
    !over &&
    Boolean(status && status.canUndo) &&
    !snap.busy &&
    session.humanSeats().length > 0 &&
    !behindBarrier;
  const runUndo = async (p) => {
    setUndoAsk(null);
    const n = await session.undo(p ? { until: snap.viewer } : {});
    if (p && n) setUndone({ text: describeLog(p.own), action: p.own.action, at: p.keep, count: n });
  };
  const onUndo = () => {
    if (plan && plan.others.length) setUndoAsk(plan);
    else runUndo(plan);
  };
  // Redo plays the action taken back again, while nothing else happened since.
  const redo =
    undone && humanTurn && snap.log.length === undone.at && legal.some((a) => sameAction(a, undone.action))
      ? undone.action
      : null;
  // The log as shown: with the lines a game adds for its own automatic opponent.
  const keepLines = useCallback((lines) => session.keepExtraLog(lines), [session]);
  const shownLog = useLogEvents(module, snap.log, view, snap.viewer, session.extraLog, keepLines);
  const since = humanTurn ? sinceLastTurn(shownLog, snap.viewer) : [];
  // Repeated lines in a row (three hidden picks) read once, with their count.
  const sinceRows = [];
  for (const e of since) {
    const text = describeLog(e);
    const last = sinceRows[sinceRows.length - 1];
    if (last && last.player === e.player && last.text === text) last.n++;
    else sinceRows.push({ player: e.player, name: e.name, text, n: 1 });
  }
  const SINCE_SHOWN = 8;
  const peekRows = sinceRows.map((r) => ({ ...r, name: r.name ?? names[r.player] ?? t('log.nobody') }));
  // A game's automatic opponent that is no seat (GWT's Sarah), for the players list.
  const opponents = useMemo(() => {
    if (!view || !module || typeof module.opponents !== 'function') return [];
    try {
      const list = module.opponents(view, t);
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  }, [module, view, t]);
  const showSince = since.length > 0 && sinceClosedAt !== snap.log.length;
  // Closing the summary above the board (a phone) leaves the board where it was on the screen.
  useHoldPlace(boardArea, showSince, sincePanel);
  useColumnFit(column);
  useTapAnchor(boardArea, view);
  useEndInView(over, endPanel);
  const othersNames = undoAsk
    ? [...new Set(undoAsk.others.map((e) => names[e.player] ?? t('log.nobody')))].join(', ')
    : '';

  return (
    <div class={`game-screen${compact ? ' compact' : ''}`} data-phase={snap.phase}>
      <header class="game-header">
        <div class="game-title">
          <h1>{gameName}</h1>
          {status && !status.turn.over ? (
            <p class="turn-line">
              <span class="whose">
                {t('game.turnOf', { names: deciding.map((d) => names[d]).join(', ') })}
              </span>
              {phaseLabel ? <span class="phase"> · {phaseLabel}</span> : null}
            </p>
          ) : null}
        </div>
        <div class="game-tools">
          {hasHowTo(t) ? (
            <button
              type="button"
              class="howto-open"
              aria-expanded={howTo ? 'true' : 'false'}
              onClick={() => setHowTo(!howTo)}
            >
              {t('howto.open')}
            </button>
          ) : null}
          {menuActions.map((a) => (
            <button
              type="button"
              class={`secondary menu-action${snap.hint && sameAction(snap.hint, a) ? ' hinted' : ''}`}
              key={a.type}
              onClick={() => onAction(a)}
            >
              {describeAction(a)}
            </button>
          ))}
          {!over ? (
            <button
              type="button"
              onClick={onUndo}
              disabled={!canUndo}
              class="undo"
              title={behindBarrier ? t('undo.barrier') : undefined}
            >
              {t('game.undo')}
            </button>
          ) : null}
          {onLobby ? (
            <button type="button" onClick={onLobby} class="secondary">
              {t('game.leave')}
            </button>
          ) : null}
        </div>
      </header>

      {snap.thinking !== null ? (
        <p class="thinking" role="status" aria-live="polite">
          <span class="spinner" aria-hidden="true" />
          {t('game.thinking', { name: names[snap.thinking] })}
          <button type="button" class="link skip-bots" onClick={() => session.skipBots()}>
            {t('game.skipBots')}
          </button>
        </p>
      ) : null}

      {snap.error ? (
        <div class="error-banner" role="alert">
          <p>{errorText(t, snap.error)}</p>
          {snap.fatal ? (
            <button type="button" class="primary" onClick={() => session.recover()}>
              {t('game.recover')}
            </button>
          ) : (
            <button type="button" onClick={() => session.dismissError()}>
              {t('common.ok')}
            </button>
          )}
        </div>
      ) : null}
      {howTo && hasHowTo(t) ? <HowToPlay t={t} name={gameName} onClose={() => setHowTo(false)} /> : null}
      {undoAsk && canUndo ? (
        <div class="undo-ask" role="alertdialog" aria-labelledby="undo-ask-text">
          <p id="undo-ask-text">
            {t(undoAsk.others.length === 1 ? 'undo.askOther' : 'undo.askOthers', {
              n: undoAsk.others.length,
              names: othersNames,
              own: describeLog(undoAsk.own),
            })}
          </p>
          <div class="row">
            <button type="button" class="primary undo-confirm" onClick={() => runUndo(undoAsk)}>
              {t('undo.confirm')}
            </button>
            <button type="button" onClick={() => setUndoAsk(null)}>
              {t('undo.keep')}
            </button>
          </div>
        </div>
      ) : null}
      {undone && snap.log.length === undone.at && !over ? (
        <p class="notice undo-done" role="status">
          {t(undone.count > 1 ? 'undo.doneMany' : 'undo.done', { what: undone.text, n: undone.count - 1 })}
          {redo ? (
            <button type="button" class="link redo" onClick={() => onAction(redo)}>
              {t('undo.redo')}
            </button>
          ) : null}
        </p>
      ) : null}
      {snap.notice ? (
        <p class="notice" role="status">
          {t(snap.notice)}
        </p>
      ) : null}

      {snap.phase === 'over' && status ? (
        <section class="panel end-screen" aria-labelledby="end-title" ref={endPanel}>
          <h2 id="end-title" tabIndex={-1}>
            {t('end.title')}
          </h2>
          <p class="winner-line">{winnerLine(status.scores, names, t, module && module.solo)}</p>
          {t.has('end.reason') ? <p class="end-reason">{t('end.reason')}</p> : null}
          {t.has('end.ties') && ((status.scores && status.scores.winners) || []).length !== 1 ? (
            <p class="end-ties">{t('end.ties')}</p>
          ) : null}
          <ScoreTable
            scores={status.scores}
            names={names}
            t={t}
            solo={module && module.solo}
            totalIs={module && module.totalIs}
          />
          <div class="row">
            <button type="button" class="primary" onClick={onNewGame}>
              {t('end.newGame')}
            </button>
            {onLobby ? (
              <button type="button" onClick={onLobby}>
                {t('end.lobby')}
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      {snap.phase === 'pass' ? (
        <PassScreen name={names[snap.passTo]} onReveal={() => session.reveal()} t={t} />
      ) : (
        <>
          {view && snap.phase !== 'over' ? (
            <ResourceStrip
              module={module}
              view={view}
              seat={snap.viewer >= 0 ? snap.viewer : deciding[0]}
              name={names[snap.viewer >= 0 ? snap.viewer : deciding[0]] ?? ''}
              t={t}
              seatOrder={module && module.seatOrder}
            />
          ) : null}
          <div class="game-body">
            {/* Beside the board where the choices are (wide screens), above it on a phone. */}
            {showSince ? (
              <section class="panel since-panel" aria-labelledby="since-title" ref={sincePanel}>
                <div class="panel-head">
                  <h2 id="since-title">{t('since.title', { name: names[snap.viewer] ?? '' })}</h2>
                  <button
                    type="button"
                    class="link"
                    onClick={() => {
                      setSinceClosedAt(snap.log.length);
                      session.dismissChanges();
                    }}
                  >
                    {t('since.close')}
                  </button>
                </div>
                <ol class="since-lines">
                  {sinceRows.slice(-SINCE_SHOWN).map((r, i) => (
                    <li key={i}>
                      <strong>{r.name ?? names[r.player] ?? t('log.nobody')}</strong> — {r.text}
                      {r.n > 1 ? ` ×${r.n}` : ''}
                    </li>
                  ))}
                </ol>
                {sinceRows.length > SINCE_SHOWN ? (
                  <p class="muted small">
                    {t('since.more', {
                      n: sinceRows.slice(0, -SINCE_SHOWN).reduce((sum, r) => sum + r.n, 0),
                    })}
                  </p>
                ) : null}
              </section>
            ) : null}
            <div class="board-area" ref={boardArea}>
              {board}
            </div>
            {/* Wide screens: one column beside the board, its choices pinned while a tall board
                scrolls by. A phone lays the two out in the page's own grid (display: contents). */}
            <div class="game-column" ref={column}>
              {snap.phase !== 'over' ? (
                <div class="decision-area">
                  <div class="column-parts">
                    <SectionNav t={t} holder=".column-parts" />
                  </div>
                  {showSince ? (
                    <SincePeek
                      panel={sincePanel}
                      at={snap.log.length}
                      rows={peekRows}
                      t={t}
                      shown={SINCE_SHOWN}
                    />
                  ) : null}
                  <DecisionPanel
                    actions={humanTurn ? panelActions : []}
                    filter={humanTurn ? filter : null}
                    hint={humanTurn ? snap.hint : null}
                    onHint={() => session.hint()}
                    onPlayForMe={() => session.playForMe()}
                    describe={describeAction}
                    onAction={onAction}
                    onClearFilter={() => setFilter(null)}
                    disabled={!humanTurn || snap.hinting}
                    waitingFor={humanTurn ? null : waitingFor}
                    t={t}
                  />
                </div>
              ) : null}
              <aside class="side">
                <PlayerPanels
                  view={view}
                  seats={session.seats}
                  names={names}
                  deciding={deciding}
                  viewer={snap.viewer}
                  t={t}
                  brief={Boolean(Board)}
                  seatOrder={module && module.seatOrder}
                  opponents={opponents}
                />
                <GameLog entries={shownLog} describe={describeLog} names={names} t={t} />
              </aside>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
