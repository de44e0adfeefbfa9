// One panel per player: name, score so far, buildings, cards in hand (backs
// for others), face-down card, cards played this phase, private offer size.
// Tapping a panel shows that player's wheels and landscape.

import { cardName } from './text.js';
import { seatColor } from '../../ui/board/colors.js';
import { NO_CHANGES } from '../../ui/board/changes.js';
import { formatNumber } from '../../ui/ScoreTable.jsx';

export function PlayerPanels({ model, view, seat, shown, lang, t, onShow, changed = NO_CHANGES }) {
  const seats = view.seats || [];
  const deciding = new Set(view.deciding || []);
  const winners = new Set((view.scores && view.scores.winners) || []);
  const finalTotals = new Map(((view.scores && view.scores.players) || []).map((p) => [p.seat, p.total]));
  return (
    <div
      class="bk-players gr-players"
      role="list"
      aria-label={t('ui.scoreLabel')}
      data-section="players"
      data-section-label={t('part.players')}
    >
      {seats.map((p, i) => {
        const own = i === seat;
        const score = finalTotals.has(i) ? finalTotals.get(i) : p.score;
        const backs = Math.max(0, (p.handCount ?? 0) - (own ? 0 : 0));
        const ch = (f) => (changed.has(`player:${i}:${f}`) ? ' changed' : '');
        return (
          <div
            key={i}
            role="listitem"
            class={
              'bk-player gr-player' +
              (shown === i ? ' gr-player-shown' : '') +
              (deciding.has(i) ? ' gr-player-current' : '')
            }
            style={{
              '--gr-pc': seatColor(null, i),
            }}
          >
            <button
              type="button"
              class={'gr-player-head' + ch('estate')}
              aria-pressed={shown === i ? 'true' : 'false'}
              onClick={() => onShow(i)}
              title={t('ui.landscape', {
                name: p.name,
              })}
            >
              <strong class="gr-player-name">{p.name || `#${i + 1}`}</strong>
              {own ? <span class="gr-badge gr-badge-you">{t('ui.you')}</span> : null}
              {deciding.has(i) ? <span class="gr-badge">{t('ui.deciding')}</span> : null}
              {winners.has(i) ? <span class="gr-badge gr-badge-win">{t('ui.winner')}</span> : null}
              {p.finalDone && view.stage === 'final' ? (
                <span class="gr-badge gr-badge-muted">{t('ui.done')}</span>
              ) : null}
              <span class={'gr-player-score' + ch('score')} title={t('ui.scoreLabel')}>
                {t('ui.score', {
                  // Half points (the glassblowers' camp) in the reader's locale: « 12,5 pts ».
                  n: formatNumber(score ?? 0, lang || t.lang),
                })}
              </span>
            </button>
            <div class="gr-player-row">
              <span title={t('player.buildings')} class={ch('buildings') || null}>
                {t('ui.buildings', {
                  n: p.buildings ?? 0,
                })}
              </span>
              <span
                class={'gr-backs' + ch('hand')}
                title={t('tip.handCount', {
                  n: p.handCount ?? 0,
                })}
                aria-label={t('tip.handCount', {
                  n: p.handCount ?? 0,
                })}
              >
                {Array.from(
                  {
                    length: Math.min(backs, 7),
                  },
                  (_, k) => (
                    <span key={k} class="gr-miniback" />
                  ),
                )}
                <span>{` ${t('ui.inHand', { n: p.handCount ?? 0 })}`}</span>
              </span>
              {p.faceDown === true || typeof p.faceDown === 'string' ? (
                <span class={'gr-fd' + ch('faceDown')} title={t('tip.backs')}>
                  <span class="gr-miniback" /> {t('ui.faceDown')}
                  {typeof p.faceDown === 'string' ? `: ${cardName(model, p.faceDown, lang)}` : ''}
                </span>
              ) : null}
              {(p.offer || []).length ? (
                <span
                  title={t('tip.offer', {
                    name: p.name,
                  })}
                >
                  {t('ui.offerCount', {
                    n: p.offer.length,
                  })}
                </span>
              ) : null}
            </div>
            {(p.played || []).length ? (
              <div class="gr-player-row gr-chips">
                <span class="gr-muted">{t('ui.playedColon')}</span>
                {p.played.map((c) => (
                  <span key={c} class={'gr-chip' + ch('played:' + c)}>
                    {cardName(model, c, lang)}
                  </span>
                ))}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
