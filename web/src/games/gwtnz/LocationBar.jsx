// Phase B on the board: the location the rancher stands on, drawn as its tile's
// row of actions (p. 8): one box per action, the alternatives of an action
// ("/" on the tile) side by side in it. Each alternative is a button for the
// legal location actions it stands for (a breed still to choose narrows the
// choice, as any board pick does); an action already taken or out of reach is
// drawn but inert. The end of the phase closes the row. The decision panel keeps the same actions.
import { Pickable } from './PlayerBoard.jsx';
import { locationActions } from './targets.js';
import { nodeActions, opWords, placeName, topDecision } from './text.js';

// [{action, alts: [{alt, words, acts}]}] for the acting player's location, or null.
export function locationChoices(view, legal) {
  const locs = locationActions(legal);
  if (!locs.length) return null;
  const top = topDecision(view);
  const who = top ? top.player : view.current;
  const p = (view.players || [])[who];
  if (!p) return null;
  const list = nodeActions(view, p.rancher);
  if (!Array.isArray(list)) return null;
  return {
    node: p.rancher,
    actions: list.map((alts, action) => ({
      action,
      alts: alts.map((op, alt) => ({
        alt,
        op,
        acts: locs.filter((a) => a.action === action && a.alt === alt),
      })),
    })),
  };
}

// The end of phase B, when the acting player may end it now (its "pass").
export function phaseBEnd(view, legal) {
  const top = topDecision(view);
  return top && top.kind === 'phaseB' ? (legal || []).filter((a) => a.type === 'pass') : [];
}

export function LocationBar({ view, legal, t, onPick, onInfo }) {
  const c = locationChoices(view, legal);
  const end = phaseBEnd(view, legal);
  if (!c && !end.length) return null;
  // Once the location's actions are used (or at Wellington, whose node stands for its four
  // steps), the bar keeps its place with the end of the phase alone: the map does not jump.
  const top = topDecision(view);
  const p = (view.players || [])[top ? top.player : view.current];
  const place = placeName(view, c ? c.node : p && p.rancher, t);
  return (
    <div class="gw-locbar" role="group" aria-label={t('ui.locationActions', { place })}>
      <span class="gw-glabel">{t('ui.locationActions', { place })}</span>
      {(c ? c.actions : []).map((a) => (
        <span key={a.action} class="gw-locaction">
          {a.alts.map((x, i) => [
            i ? (
              <span key={`s${i}`} class="gw-locslash" aria-hidden="true">
                /
              </span>
            ) : null,
            <Pickable
              key={x.alt}
              acts={x.acts}
              onPick={onPick}
              onInfo={onInfo}
              tip={opWords(x.op, t, view) + (x.acts.length ? '' : ` — ${t('ui.notNow')}`)}
              class="gw-locbtn"
              data={{ 'data-action': a.action, 'data-alt': x.alt }}
            >
              {opWords(x.op, t, view)}
            </Pickable>,
          ])}
        </span>
      ))}
      {end.length ? (
        <Pickable acts={end} onPick={onPick} onInfo={onInfo} tip={t('act.pass.phaseB')} class="gw-locend">
          {t('act.pass.phaseB')}
        </Pickable>
      ) : null}
    </div>
  );
}
