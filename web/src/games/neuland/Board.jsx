// The Neuland board: map and time line, building supply, player panels.
// Clicking a highlighted element plays the legal action it stands for, or
// narrows the decision panel when it stands for several.

import { useEffect, useState } from 'preact/hooks';
import { BOARD_HALF } from './geometry.js';
import { TerrainDefs } from './glyphs.jsx';
import { HexMap } from './HexMap.jsx';
import { TimeLine } from './TimeLine.jsx';
import { BuildingSupply } from './BuildingSupply.jsx';
import { PlayerPanels } from './PlayerPanels.jsx';
import { useSelection, InfoLine, NO_CHANGES, Viewport } from '../../ui/board/index.js';
import { narrowingSources, spotOfAction } from './targets.js';
import { boardPrompt } from './prompt.js';
import { CartChoice } from './CartChoice.jsx';
import './board.css';

export function makeBoard(model) {
  return function Board({ view, legal, seat, onAction, onChoose, t, lang = 'fr', changed = NO_CHANGES }) {
    const [info, setInfo] = useState(null);
    const acts = legal || [];
    // Building or good -> hex -> sources: each pick narrows the legal actions.
    const sel = useSelection({ legal: acts, resetKey: view, onAction, onChoose });

    // A new decision point clears the info line.
    useEffect(() => setInfo(null), [view]);

    if (!view || !view.hexes) return null;
    const onPick = (list) => sel.pick({ key: 'element', actions: list });
    const onPickKind = (kind, list) => sel.pick({ key: 'kind', value: kind, actions: list, restart: true });
    const onInfo = (lines) => setInfo(lines);
    // While a kind is chosen, the map answers with the builds of that kind only.
    const kindStep = sel.steps.find((s) => s.key === 'kind');
    const kindOk = kindStep ? kindStep.value : null;
    const shown = sel.active ? sel.candidates : acts;
    // Choosing among several: the workers and tokens that pay for some of them are targets too.
    const candidates = sel.active && sel.candidates.length > 1 ? sel.candidates : null;
    const sources = candidates ? narrowingSources(candidates) : null;
    // What the player is asked now, and the time the choices left cost.
    const prompt = boardPrompt({ view, acts, sel, kind: kindOk, sources, t });
    // With or without the cart: asked in the info line, where the decision is made.
    const cartChoice = CartChoice({ candidates, sources, t, onPick });
    return (
      <div class="bk-board nl-board" data-game="neuland">
        <div class="nl-main">
          {/* Phones open the map zoomed in (labels at a readable size; pinch and pan),
              at least as much as when a crowded tile's name had 12 × 1.15 units (at 11 px). */}
          <Viewport
            className="nl-mapwrap"
            label={t('ui.map')}
            t={t}
            reveal={legal}
            spotOf={spotOfAction}
            minScale={0.8}
          >
            <svg
              class="nl-mapsvg"
              viewBox={`${-BOARD_HALF} ${-BOARD_HALF} ${2 * BOARD_HALF} ${2 * BOARD_HALF}`}
              role="group"
              aria-label={t('ui.map')}
            >
              {TerrainDefs()}
              <TimeLine view={view} t={t} legal={shown} onPick={onPick} changed={changed} />
              <HexMap
                model={model}
                view={view}
                legal={shown}
                sources={sources}
                changed={changed}
                lang={lang}
                t={t}
                selectedKind={kindOk}
                onPick={onPick}
                onInfo={onInfo}
              />
            </svg>
          </Viewport>
          {/* With the cart to take or leave, the info line (its question and
              buttons) stays pinned to the window's bottom edge while the map
              runs below it (a wide screen; board.css). */}
          <div class={cartChoice ? 'nl-infowrap nl-infowrap-pinned' : 'nl-infowrap'}>
            <InfoLine
              className="nl"
              lines={prompt}
              info={info && sel.active ? [...prompt, ...info] : info}
              t={t}
              onClose={() => setInfo(null)}
              selection={sel}
              choices={cartChoice}
            />
          </div>
        </div>
        <div class="nl-side">
          <Viewport className="nl-supplywrap" anchor="start" label={t('board.pan')} t={t}>
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
          </Viewport>
          <PlayerPanels
            model={model}
            view={view}
            seat={seat}
            t={t}
            changed={changed}
            candidates={candidates}
            sources={sources}
            onPick={onPick}
          />
        </div>
      </div>
    );
  };
}
