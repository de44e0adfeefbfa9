// The Lorrein board: the plates with the duchy squares, the chance bowl, the
// negotiation, the player panels and the cost summary. Clicking a highlighted
// element plays the legal action it stands for, or narrows the decision panel
// when it stands for several (the kit's selection).
import { useBoard, InfoLine, NO_CHANGES, Viewport } from '../../ui/board/index.js';
import { Plates } from './Plates.jsx';
import { Bowl } from './Bowl.jsx';
import { PlayerPanels, CostSummary } from './PlayerPanels.jsx';
import { TradeDialog } from './TradeDialog.jsx';
import { anyOnBoard } from './targets.js';
import { PinnedCoordsFrame } from './PinnedCoords.jsx';
import { tr } from './messages.js';
import { playerName } from './text.js';
import './board.css';

// The line that says who is asked what now.
export function hintLine(view, t) {
  const top = (view.decisions || [])[(view.decisions || []).length - 1];
  const name = (s) => playerName(view, s);
  if (top) {
    // With the option, the window before a throw is also for offering a trade.
    const key =
      top.kind === 'beforeThrow' && (view.options || {}).offersBeforeThrow ? 'beforeThrowTrade' : top.kind;
    return t('hint.' + key, {
      player: name(top.player),
      active: name(view.active),
      from: name(top.from),
      n: top.kind === 'food' ? top.remaining : top.changesLeft,
    });
  }
  return t('hint.' + view.stage, { player: name(view.active) });
}

// The info line: the round and who is asked what, then how to act, only for
// a player who has something to do (never at the end, nor on another's turn).
export function infoLines(view, t, selection, shown) {
  const first = `${t('ui.round', { round: view.round })} — ${hintLine(view, t)}`;
  if (selection && selection.active)
    return [first, t('board.chooseAmong', { n: selection.candidates.length })];
  if (!shown || !shown.length) return [first];
  return [first, t(anyOnBoard(shown) ? 'ui.hint' : 'ui.listOnly')];
}

export function Board(props) {
  const { view, lang = 'fr', changed = NO_CHANGES } = props;
  const { t, selection, viewer, shown } = useBoard(props, tr);
  if (!view || !view.tiles) return null;
  const onPick = (found) => selection.pick({ key: 'element', actions: found });
  const lines = infoLines(view, t, selection, shown);
  return (
    <div class="bk-board lr-board" data-game="lorrein">
      <div class="lr-main">
        <InfoLine className="lr" lines={lines} t={t} selection={selection} />
        <PinnedCoordsFrame redraw={view}>
          <Viewport className="lr-mapwrap" label={t('board.pan')} t={t}>
            <Plates view={view} legal={shown} t={t} onPick={onPick} changed={changed} />
          </Viewport>
        </PinnedCoordsFrame>
      </div>
      <div class="lr-side">
        <Bowl view={view} legal={shown} t={t} onPick={onPick} changed={changed} />
        <TradeDialog view={view} legal={shown} t={t} lang={lang} onPick={onPick} />
        <PlayerPanels view={view} legal={shown} seat={viewer} t={t} onPick={onPick} changed={changed} />
        <CostSummary view={view} t={t} />
      </div>
    </div>
  );
}
