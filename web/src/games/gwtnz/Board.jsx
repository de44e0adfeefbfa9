// The Great Western Trail: New Zealand board: the info line, the resource strip
// of the player on screen (wide screens; phones get the shell's pinned strip),
// in phase B the location's actions as buttons (LocationBar.jsx),
// the route map (in the kit's Viewport: pinch, pan and zoom), Wellington
// with its markets (Wellington.jsx), the player board, the hand and the other
// players' boards (SeatBoards.jsx). Clicking a highlighted element plays the legal action it stands for,
// or narrows the choice when it stands for several (the kit's selection); the
// decision panel stays the companion for what has no element.
import { useState, useEffect } from 'preact/hooks';
import { useBoard, InfoLine, NO_CHANGES, Viewport } from '../../ui/board/index.js';
import { RouteMap } from './RouteMap.jsx';
import { Wellington } from './Wellington.jsx';
import { ResourceStrip, PlayerBoard, Hand } from './PlayerBoard.jsx';
import { SeatBoards } from './SeatBoards.jsx';
import { LocationBar } from './LocationBar.jsx';
import { tr } from './messages.js';
import { playerName, topDecision, choiceKind } from './text.js';
import { whereParts } from './where.js';
import './board.css';

// The actions no board element stands for: the decision panel's only.
const PANEL_ONLY = new Set(['pass', 'draw', 'shearDraw', 'exchange', 'choose']);

// The second line: what a tap does now. "Tap a highlighted element" only when
// one is highlighted (a draw, a choice, a token or passing are the panel's).
// It names the parts where the highlighted elements are.
export function tapLine(legal, t) {
  if (!legal || !legal.length) return null;
  if (!legal.some((a) => !PANEL_ONLY.has(a.type))) return t('ui.hintPanel');
  const where = whereParts(legal, t);
  return where.length ? t('ui.hintWhere', { where: where.join(', ') }) : t('ui.hint');
}

// The line that says who is asked what now. A bare "choice" is worded by
// its options (`legal`): certificates for a delivery, sheep from the market,
// or a Hampshire or Ryeland to pay for.
export function hintLine(view, t, legal = []) {
  if (view.over) return t('ui.over');
  const top = topDecision(view);
  const who = top ? top.player : view.current;
  const kind = top ? top.kind : view.phase;
  const sub = kind === 'choice' ? choiceKind(legal) : null;
  const what = t('phase.' + kind + (sub ? '.' + sub : ''));
  return t('ui.yourTurn', { player: playerName(view, who), what });
}

// Whose board the screen shows: the seat on screen, else the one deciding.
export function shownSeat(view, seat) {
  if (typeof seat === 'number' && seat >= 0 && view.players && view.players[seat]) return seat;
  const top = topDecision(view);
  const who = top ? top.player : view.current;
  return view.players && view.players[who] ? who : 0;
}

export function Board(props) {
  const { view, changed = NO_CHANGES } = props;
  const { t, acts, selection, viewer, shown } = useBoard(props, tr);
  const [info, setInfo] = useState(null);
  const [otherSeat, setOtherSeat] = useState(null);
  useEffect(() => setInfo(null), [view]);
  if (!view || !view.route || !view.players) return null;
  const who = shownSeat(view, viewer);
  const onPick = (found) => {
    setInfo(null);
    selection.pick({ key: 'element', actions: found });
  };
  const lines = [
    hintLine(view, t, acts),
    selection.active ? t('ui.choose', { n: selection.candidates.length }) : tapLine(acts, t),
  ].filter(Boolean);
  // What the map, the hand, the player board and Wellington all take.
  const common = { view, legal: shown, t, onPick, onInfo: setInfo, changed };
  return (
    <div class="bk-board gw-board" data-game="gwtnz">
      {/* The trail's part on a phone (ui/SectionNav.jsx): the location's actions above the map too. */}
      <div class="gw-top" data-section="trail" data-section-label={t('part.trail')}>
        <InfoLine
          className="gw"
          lines={lines}
          info={info ? [info] : null}
          onClose={() => setInfo(null)}
          t={t}
          selection={selection}
        />
        <ResourceStrip view={view} who={who} t={t} changed={changed} />
        <LocationBar view={view} legal={shown} t={t} onPick={onPick} onInfo={setInfo} />
      </div>
      <div class="gw-main">
        {/* On a phone, zoomed at least as much as when its smallest marks had 14 units (at 11 px);
            at each decision a location to move to, panned out of the screen, is brought into it. */}
        <Viewport
          className="gw-mapwrap"
          label={t('ui.mapHelp')}
          t={t}
          minScale={0.79}
          reveal={props.legal}
          section={{ key: 'trail', label: t('part.trail') }}
        >
          <RouteMap {...common} seat={viewer} />
        </Viewport>
        <div data-section="hand" data-section-label={t('part.hand')}>
          <Hand {...common} who={who} seat={viewer} />
        </div>
        <div data-section="board" data-section-label={t('part.board')}>
          <PlayerBoard {...common} who={who} />
        </div>
        <div class="gw-wellington" data-section="wellington" data-section-label={t('part.wellington')}>
          <Wellington {...common} seat={viewer} />
        </div>
      </div>
      <div class="gw-side" data-section="players" data-section-label={t('part.players')}>
        <SeatBoards
          view={view}
          who={who}
          t={t}
          onInfo={setInfo}
          shown={otherSeat}
          onSeat={setOtherSeat}
          changed={changed}
        />
      </div>
    </div>
  );
}
