// The exploration track (p. 17): spaces 0-16 with their victory points, the
// gold at 3 and 8, the movement tiles at the player count's space, the choice
// at 11, the building spaces opened at 2, 4 and 7, and every player's disc.
import { seatColor } from '../../ui/board/index.js';
import { data } from './data.js';
import { playerName } from './text.js';

const ex = () => data.exploration || { vp: [], gold: [], movementTile: {}, choice: 11, last: 16 };
const GATES = [2, 4, 7];

// What a space gives, in words (its tooltip).
export function spaceWords(k, players, t) {
  const e = ex();
  const parts = [t('ui.trackSpace', { n: k })];
  if (e.vp[k]) parts.push(t('ui.cardVp', { n: e.vp[k] }));
  if ((e.gold || []).includes(k)) parts.push(t('ui.trackGold'));
  if ((e.movementTile || {})[String(Math.max(2, players))] === k) parts.push(t('ui.trackMove'));
  if (k === e.choice) parts.push(t('ui.trackChoice'));
  if (GATES.includes(k)) parts.push(t('ui.trackGate', { n: k }));
  if (k === e.last) parts.push(t('ui.trackLast'));
  return parts.join(', ');
}

export function ExploreTrack({ view, t }) {
  const e = ex();
  const count = (view.players || []).length + (view.sarah ? 1 : 0);
  const discs = (view.players || []).map((p) => [p.seat, p.exploration]);
  if (view.sarah) discs.push([view.sarah.seat, view.sarah.exploration]);
  const spaces = [];
  for (let k = 0; k <= (e.last || 16); k++) spaces.push(k);
  return (
    <section class="gw-track" aria-label={t('ui.track')}>
      <h3 class="gw-h">{t('ui.track')}</h3>
      <ol class="gw-spaces">
        {spaces.map((k) => {
          const here = discs.filter(([, x]) => x === k);
          const words = spaceWords(k, count, t);
          const marks = [];
          if ((e.gold || []).includes(k)) marks.push(t('ui.trackGoldShort'));
          if ((e.movementTile || {})[String(Math.max(2, count))] === k) marks.push(t('ui.trackMoveShort'));
          if (k === e.choice) marks.push(t('ui.trackChoiceShort'));
          return (
            <li key={k} class={'gw-tspace' + (GATES.includes(k) ? ' gw-tgate' : '')} title={words}>
              <span class="gw-tnum">{k}</span>
              <span class="gw-tvp">{e.vp[k] ? t('ui.cardVp', { n: e.vp[k] }) : '\u00a0'}</span>
              {marks.length ? <span class="gw-tmark">{marks.join(' ')}</span> : null}
              <span class="gw-tdiscs">
                {here.map(([seat]) => (
                  <span
                    key={seat}
                    class="gw-dot"
                    style={{ background: seatColor(view, seat) }}
                    title={playerName(view, seat)}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
