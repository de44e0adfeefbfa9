// The Neuland board: map and time line, building supply, player panels.
// Clicking a highlighted element plays the legal action it stands for, or
// narrows the decision panel when it stands for several.

import { useEffect, useRef, useState } from 'preact/hooks';
import { BOARD_HALF } from './geometry.js';
import { TerrainDefs } from './glyphs.jsx';
import { HexMap } from './HexMap.jsx';
import { TimeLine } from './TimeLine.jsx';
import { BuildingSupply } from './BuildingSupply.jsx';
import { PlayerPanels } from './PlayerPanels.jsx';
import { useSelection, InfoLine, NO_CHANGES } from '../../ui/board/index.js';
import './board.css';

export function makeBoard(model) {
  return function Board({ view, legal, seat, onAction, onChoose, t, lang = 'fr', changed = NO_CHANGES }) {
    const [info, setInfo] = useState(null);
    // Phones start zoomed in (the map's labels stay readable; pan to move around).
    const [zoomed, setZoomed] = useState(() => typeof window !== 'undefined' && window.innerWidth < 600);
    const wrap = useRef(null);
    const acts = legal || [];
    // Building or good -> hex -> sources: each pick narrows the legal actions.
    const sel = useSelection({ legal: acts, resetKey: view, onAction, onChoose });

    // A new decision point clears the info line.
    useEffect(() => setInfo(null), [view]);

    // Zooming in starts from the middle of the map, not its left edge.
    useEffect(() => {
      const el = wrap.current;
      if (el && zoomed) {
        el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
        el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
      }
    }, [zoomed]);
    if (!view || !view.hexes) return null;
    const onPick = (list) => sel.pick({ key: 'element', actions: list });
    const onPickKind = (kind, list) => sel.pick({ key: 'kind', value: kind, actions: list, restart: true });
    const onInfo = (lines) => setInfo(lines);
    // While a kind is chosen, the map answers with the builds of that kind only.
    const kindStep = sel.steps.find((s) => s.key === 'kind');
    const kindOk = kindStep ? kindStep.value : null;
    const shown = sel.active ? sel.candidates : acts;
    let hint = t('ui.hint');
    if (view.pending && view.pending.type === 'stack' && acts.some((a) => a.type === 'stack'))
      hint = t('ui.pendingStack');
    if (kindOk) hint = t('ui.chooseHex', { kind: t('kind.' + kindOk) });
    else if (sel.active) hint = t('board.chooseAmong', { n: sel.candidates.length });
    // The time each remaining choice costs, shown before the player confirms.
    const costs = sel.active ? sel.candidates.map((a) => a.steps).filter((n) => typeof n === 'number') : [];
    const lo = costs.length ? Math.min(...costs) : null;
    const hi = costs.length ? Math.max(...costs) : null;
    const costLine =
      lo === null
        ? null
        : lo === hi
          ? t('ui.timeCost', {
              cost: t(lo === 0 ? 'act.steps.zero' : lo === 1 ? 'act.steps.one' : 'act.steps.many', { n: lo }),
            })
          : t('ui.timeCostRange', { min: lo, max: hi });
    return (
      <div class="nl-board" data-game="neuland">
        <div class="nl-main">
          <div class={'nl-mapwrap' + (zoomed ? ' nl-zoomed' : '')} ref={wrap}>
            <svg
              class="nl-mapsvg"
              viewBox={`${-BOARD_HALF} ${-BOARD_HALF} ${2 * BOARD_HALF} ${2 * BOARD_HALF}`}
              role="group"
              aria-label={t('ui.map')}
            >
              {TerrainDefs()}
              <TimeLine view={view} t={t} changed={changed} />
              <HexMap
                model={model}
                view={view}
                legal={shown}
                changed={changed}
                lang={lang}
                t={t}
                selectedKind={kindOk}
                onPick={onPick}
                onInfo={onInfo}
              />
            </svg>
          </div>
          <InfoLine
            className="nl"
            lines={costLine ? [hint, costLine] : [hint]}
            info={info}
            t={t}
            onClose={() => setInfo(null)}
            onBack={sel.steps.length > 1 ? sel.back : null}
            onCancel={sel.active ? sel.clear : null}
          >
            <button
              type="button"
              class="bk-btn nl-btn"
              aria-pressed={zoomed ? 'true' : 'false'}
              title={t(zoomed ? 'ui.zoomOut' : 'ui.zoomIn')}
              aria-label={t(zoomed ? 'ui.zoomOut' : 'ui.zoomIn')}
              onClick={() => setZoomed(!zoomed)}
            >
              {zoomed ? '−' : '+'}
            </button>
          </InfoLine>
        </div>
        <div class="nl-side">
          <div class="nl-supplywrap">
            <BuildingSupply
              model={model}
              view={view}
              legal={acts}
              changed={changed}
              lang={lang}
              t={t}
              selectedKind={kindOk}
              onPickKind={onPickKind}
              onInfo={onInfo}
            />
          </div>
          <PlayerPanels model={model} view={view} seat={seat} t={t} changed={changed} />
        </div>
      </div>
    );
  };
}
