// The Glass Road board: the shown player's production wheels and landscape,
// the building board and private offers, the viewer's craftsman cards, the
// card being resolved and the player panels. Clicking a highlighted element
// plays the legal action it stands for, or narrows the decision panel when
// it stands for several.

import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { ProductionWheel } from './ProductionWheel.jsx';
import { LandscapeGrid, landscapeBox } from './LandscapeGrid.jsx';
import { NAME_FIT, NAME_FIT_FULL } from './fit.js';
import { BuildingBoard, PrivateOffer } from './BuildingBoard.jsx';
import { CraftsmanHand } from './CraftsmanHand.jsx';
import { PlayerPanels } from './PlayerPanels.jsx';
import { Resolving, isResolving } from './Resolving.jsx';
import { tr } from './messages.js';
import { useSelection, InfoLine, seatColor, Viewport, NO_CHANGES, usePhone } from '../../ui/board/index.js';
import { cardName, buildingName, cardsToPick, forcedBy } from './text.js';
import './board.css';

// The line that says what the viewer is asked to do now.
export function decisionHint(model, view, seat, legal, lang) {
  const t = (k, v) => tr(lang, k, v);
  const d = view.decision;
  if (d && d.seat === seat) {
    switch (d.kind) {
      case 'cardPay':
      case 'cardAbility':
        return t('ui.decision.' + d.kind, {
          card: cardName(model, d.card, lang),
        });
      case 'gain':
        return (
          (d.fromSupplier ? t('ui.supplier') + ' — ' : '') +
          t('ui.decision.gain', {
            res: (d.resources || []).map((r) => t('res.' + r)).join(' / '),
          })
        );
      case 'placeTerrain':
        return t('ui.decision.placeTerrain', {
          terrains: (d.terrains || []).map((x) => t('terrain.' + x)).join(' / '),
        });
      case 'repeat':
        return t('ui.decision.repeat', {
          building: buildingName(model, d.building, lang),
        });
      default:
        return t('ui.decision.' + d.kind);
    }
  }
  const types = new Set((legal || []).map((a) => a.type));
  if (types.has('pick'))
    // p. 10: solo, the previous phase's cards are not offered.
    return t(view.players === 1 && view.phase > 0 ? 'ui.decision.pick.solo' : 'ui.decision.pick', {
      n: cardsToPick(model, view),
    });
  if (types.has('faceDown')) return t('ui.decision.faceDown');
  if (types.has('play')) {
    // p. 10: with 2 players, cards are played face up in turn.
    if (view.stage === 'twoPlay') return t('ui.decision.play.two');
    if (view.stage === 'twoExtra') return t('ui.decision.play.extra');
    return t('ui.decision.play');
  }
  if (view.stage === 'final' && (legal || []).length) return t('ui.decision.final');
  // The game is over: nothing to play, only cards and buildings to read.
  if (view.stage === 'over') return t('ui.over');
  // Another seat's turn: say whose, not "tap a highlighted element" with none highlighted.
  const others = (view.deciding || []).filter((i) => i !== seat);
  if (!(legal || []).length && others.length)
    return t('ui.waiting', {
      names: others.map((i) => (view.seats[i] || {}).name || '#' + (i + 1)).join(', '),
    });
  return t('ui.hint');
}

// Taking none of a gain, placing no tile, building nothing, stopping a
// repeated effect, copying nothing: the pass of the viewer's own decision, by
// its prompt (the card's own pass is on the card being resolved).
const DECLINABLE = new Set(['gain', 'placeTerrain', 'build', 'repeat', 'tavern']);
export function declineButton(view, seat, legal, t, onPick) {
  const d = view.decision;
  if (!d || d.seat !== seat || !DECLINABLE.has(d.kind)) return null;
  const pass = (legal || []).filter((a) => a.type === 'pass');
  if (!pass.length) return null;
  return (
    <button type="button" class="bk-btn gr-btn gr-decline" data-pass={d.kind} onClick={() => onPick(pass)}>
      {t('act.pass.' + d.kind)}
    </button>
  );
}

// Why the viewer is resolving a card it did not choose: another seat revealed
// or played it while the viewer held it (p. 5), so it must follow.
export function forcedHint(model, view, seat, lang) {
  const d = view.decision;
  if (!d || d.seat !== seat || (d.kind !== 'cardPay' && d.kind !== 'cardAbility')) return null;
  const by = forcedBy(view, seat);
  if (by === null) return null;
  return tr(lang, 'ui.forced', {
    player: (view.seats[by] || {}).name || '',
    card: cardName(model, d.card, lang),
  });
}

// How the estate (the wheels and the landscape) is laid out in an estate
// frame `width` px wide inside its border (its padding box), off a phone
// (which turns the landscape a quarter, `phone`): the landscape is drawn at
// no fewer than NAME_PX / minSize px per unit of its names' fit, so that every
// building name and every other text in it reads at 11 px or more.
// - 'side': the wheels one above the other in a column of WHEEL_COLUMN px or
//   more, the landscape beside them (a laptop: the estate across the whole
//   board);
// - 'above': the wheels side by side above a landscape as wide as the frame;
// - 'full': narrower (a tablet beside the decision panel, 1024 px, or 1007
//   beside a classic scrollbar): the landscape's seven columns across the
//   whole frame, edge to edge, its names fitted at 11 px or more
//   (NAME_FIT_FULL), the wheels side by side below it (small beside the
//   card being resolved, while one is: wheelsUp below);
// - 'stand': narrower still: the landscape turned a quarter as on a phone,
//   STAND_WIDTH px wide, beside the wheels.
// Before the frame is measured (`width` null): 'above'.
export const NAME_PX = 11;
export const WHEEL_COLUMN = 140; // board.css, .gr-mode-side .gr-wheels
export const ESTATE_GAP = 8; // board.css, .gr-estate-body
export const ESTATE_PAD = 8; // board.css, .gr-estate (none beside the landscape in 'full')
export const STAND_WIDTH = 304; // board.css, .gr-mode-stand .gr-landwrap
// The wheels' numbers beside a card being resolved in 'full' (board.css,
// .gr-toprow .gr-wheels: 124 px wide, numbers at 11.6 px).
const WHEEL_UP_NUMBERS = 24;
export function estateMode(width, phone, rows = 3, cols = 7) {
  if (phone) return 'phone';
  if (width === null || width === undefined) return 'above';
  const box = landscapeBox(rows, cols, false).width;
  const inner = width - 2 * ESTATE_PAD;
  const wide = box * (NAME_PX / NAME_FIT.minSize) * 1.005;
  if (inner >= WHEEL_COLUMN + ESTATE_GAP + wide) return 'side';
  if (inner >= wide) return 'above';
  if (width >= box * (NAME_PX / NAME_FIT_FULL.minSize) * 1.002) return 'full';
  return 'stand';
}

// The name fit of each arrangement's landscape.
export const modeFit = (mode) => (mode === 'full' ? NAME_FIT_FULL : NAME_FIT);

// The width of an element's padding box, followed as it changes (null until
// measured): [a ref callback for the element, its width, the element].
function useWidth() {
  const [el, setEl] = useState(null);
  const [width, setWidth] = useState(null);
  useLayoutEffect(() => {
    if (!el) return undefined;
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return [setEl, width, el];
}

export function makeBoard(model) {
  return function Board({ view, legal, seat, onAction, onChoose, t, lang = 'fr', changed = NO_CHANGES }) {
    const [info, setInfo] = useState(null);
    const [shownSeat, setShownSeat] = useState(null);
    const [armed, setArmed] = useState(null); // a terrain square tapped once, to clear on a second tap; a card to pick, read
    const phone = usePhone(); // the landscape turned a quarter, its names read unzoomed
    const [measureEstate, estateWidth, estate] = useWidth();
    const acts = legal || [];
    // Building -> square (-> what is left, in the decision panel).
    const selection = useSelection({ legal: acts, resetKey: view, onAction, onChoose });
    useEffect(() => {
      setInfo(null);
      setArmed(null);
    }, [view]);
    if (!view || !view.seats) return null;
    const viewer = typeof seat === 'number' && seat >= 0 && seat < view.seats.length ? seat : 0;
    const shown = shownSeat !== null && shownSeat < view.seats.length ? shownSeat : viewer;
    const own = shown === viewer;
    const me = view.seats[viewer];
    const sv = view.seats[shown];

    // A tap on a player panel shows that player's wheels and landscape (and
    // brings them into view: the panels sit below the building board).
    const showSeat = (i) => {
      setShownSeat(i === viewer ? null : i);
      const el = estate;
      if (el && el.scrollIntoView)
        requestAnimationFrame(() =>
          el.scrollIntoView({
            block: 'start',
            behavior: 'smooth',
          }),
        );
    };
    const onPick = (found) => selection.pick({ key: 'element', actions: found });
    const onPickBuilding = (id, found) => {
      if (selection.pick({ key: 'building', value: id, actions: found, restart: true }) === 'narrow')
        setShownSeat(null);
    };
    const buildingStep = selection.steps.find((s) => s.key === 'building');
    const sel = buildingStep ? buildingStep.value : null;
    const shownLegal = selection.active ? selection.candidates : acts;
    const hint = sel
      ? t('ui.chooseSquare', { building: buildingName(model, sel, lang) })
      : selection.active
        ? t('board.chooseAmong', { n: selection.candidates.length })
        : decisionHint(model, view, viewer, acts, lang);
    const rows = (view.landscape && view.landscape.rows) || 3;
    const cols = (view.landscape && view.landscape.cols) || 7;
    const mode = estateMode(estateWidth, phone, rows, cols);
    const anyTime = acts.some((a) => a.type === 'convert' || a.type === 'removeTerrain');
    const offers = view.seats.filter((p, i) => i === viewer || (p.offer || []).length);
    // A tablet beside the decision panel ('full'), the viewer's card being
    // resolved: the wheels (paid from, gained on) go small beside the card,
    // so that they, the card and the whole landscape are seen at once.
    const wheelsUp = mode === 'full' && own && isResolving(view);
    const wheels = (
      <div class="gr-wheels">
        {['glass', 'brick'].map((w) => (
          <figure class="gr-wheelfig" key={w}>
            <figcaption>{t('wheel.' + w)}</figcaption>
            <ProductionWheel
              wheel={w}
              values={sv.wheels && sv.wheels[w]}
              base={model.wheelBase[w]}
              view={view}
              legal={own ? shownLegal : []}
              changed={changed}
              changedPrefix={`wheel:${shown}:${w}:`}
              t={t}
              onPick={onPick}
              onInfo={setInfo}
              owner={sv.name}
              numSize={wheelsUp ? WHEEL_UP_NUMBERS : undefined}
            />
          </figure>
        ))}
      </div>
    );
    return (
      <div class="bk-board gr-board" data-game="glassroad">
        <div class="gr-layout">
          <div class="gr-main">
            <div class={wheelsUp ? 'gr-toprow' : 'gr-topwrap'}>
              <div class="gr-top">
                <InfoLine
                  className="gr"
                  lines={[
                    sel || selection.active ? null : forcedHint(model, view, viewer, lang),
                    hint,
                  ].filter(Boolean)}
                  info={info}
                  t={t}
                  extra={anyTime ? <p class="gr-muted">{t('ui.anyTime')}</p> : null}
                  onClose={() => setInfo(null)}
                  selection={selection}
                >
                  {declineButton(view, viewer, selection.active ? [] : acts, t, onPick)}
                </InfoLine>
                <Resolving
                  model={model}
                  view={view}
                  seat={viewer}
                  legal={shownLegal}
                  lang={lang}
                  t={t}
                  onPick={onPick}
                />
              </div>
              {wheelsUp ? wheels : null}
            </div>
            <div
              class={'gr-estate gr-estate-' + mode}
              ref={measureEstate}
              data-section="estate"
              data-section-label={t('part.estate')}
              style={{
                '--gr-pc': seatColor(null, shown),
              }}
            >
              <h3 class="gr-estate-title">
                {t('ui.landscape', {
                  name: sv.name,
                })}
                {own ? null : (
                  <button type="button" class="bk-btn gr-btn gr-btn-small" onClick={() => setShownSeat(null)}>
                    {t('ui.close')}
                  </button>
                )}
              </h3>
              {/* The wheels read whole at any width (stacked on a phone). The
                landscape pans and zooms; it is drawn big enough that its
                names read unzoomed: beside the wheels on a laptop, turned a
                quarter (three columns) on a phone or a narrow tablet board. */}
              <div class={'gr-estate-body gr-mode-' + mode} data-mode={mode}>
                {wheelsUp ? null : wheels}
                <Viewport className="gr-estate-pan gr-landwrap" anchor="start" label={t('board.pan')} t={t}>
                  <LandscapeGrid
                    model={model}
                    seatView={sv}
                    rows={rows}
                    cols={cols}
                    legal={own ? shownLegal : []}
                    changed={changed}
                    changedPrefix={`square:${shown}:`}
                    lang={lang}
                    t={t}
                    selectedBuilding={sel}
                    onPick={onPick}
                    onInfo={setInfo}
                    own={own}
                    armed={armed}
                    onArm={setArmed}
                    tall={mode === 'phone' || mode === 'stand'}
                    fit={modeFit(mode)}
                  />
                </Viewport>
              </div>
            </div>
          </div>
          <div class="gr-side">
            <Viewport
              className="gr-hand-pan"
              anchor="start"
              label={t('board.pan')}
              t={t}
              section={{ key: 'hand', label: t('part.hand') }}
            >
              <CraftsmanHand
                model={model}
                view={view}
                me={me}
                legal={shownLegal}
                changed={changed}
                lang={lang}
                t={t}
                onPick={onPick}
                onInfo={setInfo}
                armed={armed}
                onArm={setArmed}
              />
            </Viewport>
            <div class="gr-bboardwrap" data-section="buildings" data-section-label={t('part.buildings')}>
              <h3>{t('ui.buildingBoard')}</h3>
              <Viewport className="gr-bboard-pan" anchor="start" label={t('ui.buildingBoard')} t={t}>
                <BuildingBoard
                  model={model}
                  view={view}
                  legal={acts}
                  changed={changed}
                  lang={lang}
                  t={t}
                  selectedBuilding={sel}
                  onPickBuilding={onPickBuilding}
                  onInfo={setInfo}
                />
                {offers.map((p) => (
                  <div class="gr-offerwrap" key={p.seat}>
                    <h4>{`${t('ui.offer')} — ${p.name}`}</h4>
                    <PrivateOffer
                      model={model}
                      seatView={p}
                      changed={changed}
                      legal={p.seat === viewer ? acts : []}
                      lang={lang}
                      t={t}
                      selectedBuilding={sel}
                      onPickBuilding={onPickBuilding}
                      onInfo={setInfo}
                    />
                  </div>
                ))}
              </Viewport>
            </div>
            <PlayerPanels
              model={model}
              view={view}
              seat={viewer}
              shown={shown}
              changed={changed}
              lang={lang}
              t={t}
              onShow={showSeat}
            />
          </div>
        </div>
      </div>
    );
  };
}
