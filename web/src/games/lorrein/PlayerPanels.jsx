// Each player's raw materials and product cards, pieces left, start card,
// the viewer's secret mission card and the cost summary card.
import { seatColor, NO_CHANGES } from '../../ui/board/index.js';
import { BEAD_COLORS, BEAD_GOODS } from './Bowl.jsx';
import { goodActions } from './targets.js';

export const RAW = ['wood', 'stone', 'cow', 'wheat', 'lavender'];
export const PRODUCTS = ['plank', 'slate', 'leather', 'flour', 'medicine'];
// Each raw material, and the product made from it, wears the colour of the bead that gives it, as
// the bowl's legend shows (a green bead gives a cow, not wood).
const BEAD_OF = Object.fromEntries(Object.entries(BEAD_GOODS).map(([colour, good]) => [good, colour]));
export const GOOD_COLORS = RAW.map((g) => BEAD_COLORS[BEAD_OF[g]]);

function Good({ good, n, colour, acts, onPick, t, card, isChanged = false }) {
  const active = acts && acts.length > 0;
  const cls =
    'lr-good' +
    (card ? ' lr-card' : '') +
    (active ? ' lr-good-target lr-target' : '') +
    (n ? '' : ' lr-zero') +
    (isChanged ? ' changed' : '');
  const body = [<span key="c" class="lr-chip" />, `${t('good.' + good)} ${n}`];
  return active ? (
    <button
      type="button"
      class={cls}
      style={{ '--lr-c': colour }}
      title={t('good.' + good)}
      data-good={good}
      onClick={() => onPick(acts)}
    >
      {body}
    </button>
  ) : (
    <span class={cls} style={{ '--lr-c': colour }} title={t('good.' + good)} data-good={good}>
      {body}
    </span>
  );
}

const MISSION_KEYS = {
  farms: 'building.farm',
  duchies: 'building.duchy',
  large: 'building.largeDuchy',
  witchery: 'building.witchery',
  any: 'building.any',
};

// `own`: the viewer's card ("My mission"); another's is shown only once revealed.
export function MissionCard({ mission, t, own = true, isChanged = false }) {
  const line = (half) =>
    Object.entries(half)
      .map(([k, n]) => `${n} × ${t(MISSION_KEYS[k] || 'building.' + k)}`)
      .join(', ');
  return (
    <div class={'lr-mission' + (isChanged ? ' changed' : '')}>
      <strong>{t(own ? 'ui.mission' : 'player.mission')}</strong>
      <div>
        {t('ui.upper')}
        {t('ui.colon')}
        {line(mission.upper)}
      </div>
      <div class="lr-lower">
        {t('ui.lower')}
        {t('ui.colon')}
        {line(mission.lower)}
      </div>
    </div>
  );
}

// Whose turn it is: the round's active player, but during the set-up each places in turn
// (by start number) while the round's first player stays `active`.
export function playingSeat(view) {
  const top = (view.decisions || [])[(view.decisions || []).length - 1];
  return view.stage === 'place' && top ? top.player : view.active;
}

export function PlayerPanels({ view, legal, seat, t, onPick, changed = NO_CHANGES }) {
  const winners = new Set(view.winOrder || []);
  const playing = playingSeat(view);
  return (
    <div class="bk-players lr-players">
      {view.players.map((p, i) => {
        const own = i === seat;
        const ch = (k) => changed.has(`player:${i}:${k}`);
        return (
          <div
            key={i}
            class={'bk-player lr-player' + (i === playing ? ' lr-current' : '')}
            style={{ '--lr-pc': seatColor(view, i) }}
          >
            <div class="lr-player-head">
              <strong>{p.name}</strong>
              {own ? <span class="lr-badge lr-badge-you">{t('ui.you')}</span> : null}
              {i === playing && view.stage !== 'over' ? <span class="lr-badge">{t('ui.active')}</span> : null}
              {winners.has(i) ? <span class="lr-badge lr-badge-win">{t('ui.winner')}</span> : null}
            </div>
            <div class="lr-small">
              {t('ui.startCard', { number: p.start.number, piece: t('building.' + p.start.piece) })}
            </div>
            <div class="lr-goods" role="group" aria-label={t('ui.raw')}>
              {RAW.map((g, k) => (
                <Good
                  key={g}
                  good={g}
                  n={p.goods[g]}
                  colour={GOOD_COLORS[k]}
                  acts={own ? goodActions(legal, g) : null}
                  onPick={onPick}
                  t={t}
                  isChanged={ch('good:' + g)}
                />
              ))}
            </div>
            <div class="lr-goods" role="group" aria-label={t('ui.products')}>
              {PRODUCTS.map((g, k) => (
                <Good
                  key={g}
                  good={g}
                  n={p.goods[g]}
                  colour={GOOD_COLORS[k]}
                  acts={own ? goodActions(legal, g) : null}
                  onPick={onPick}
                  t={t}
                  card
                  isChanged={ch('good:' + g)}
                />
              ))}
            </div>
            <div class={'lr-small' + (ch('pieces') ? ' changed' : '')}>
              {t('ui.pieces', { farms: p.farmsLeft, workshops: p.workshopsLeft, duchies: p.duchiesLeft })}
            </div>
            {p.mission ? (
              <MissionCard mission={p.mission} t={t} own={own} isChanged={ch('mission')} />
            ) : (
              <div class="lr-small lr-secret">{t('ui.secret')}</div>
            )}
            {p.mission && p.missionMet ? <div class="lr-met">{t('ui.missionMet')}</div> : null}
          </div>
        );
      })}
    </div>
  );
}

export function CostSummary({ view, t }) {
  const rows = Object.entries(view.costs || {});
  return (
    <details class="lr-costs">
      <summary>{t('ui.costs')}</summary>
      <table>
        <tbody>
          {rows.map(([b, cost]) => (
            <tr key={b}>
              <th>{t('building.' + b)}</th>
              <td>
                {Object.entries(cost)
                  .map(([g, n]) => `${n} ${t('good.' + g)}`)
                  .join(' + ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
