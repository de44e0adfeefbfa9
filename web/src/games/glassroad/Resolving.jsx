// The card being resolved: the reveal queue (who plays which card), and for
// the viewer's own pending card its payment and its two abilities as large
// buttons with their full text.

import { localText } from './model.js';
import { abilityActions } from './targets.js';
import { cardName } from './text.js';
export function Resolving({ model, view, seat, legal, lang, t, onPick }) {
  const queue = view.resolving || [];
  const d = view.decision;
  const parts = [];
  if (queue.length) {
    parts.push(
      <ol class="gr-queue" aria-label={t('ui.resolving')}>
        {queue.map((q, i) => (
          <li
            key={i}
            class={q.done ? 'gr-done' : ''}
          >{`${(view.seats[q.seat] || {}).name || '#' + (q.seat + 1)} — ${cardName(model, q.card, lang)}`}</li>
        ))}
      </ol>,
    );
  }
  if (d && (d.kind === 'cardAbility' || d.kind === 'cardPay') && d.card) {
    const c = model.craftsmen[d.card] || {};
    const mine = d.seat === seat;
    const rows = [];
    if (d.kind === 'cardPay' && c.paymentText)
      rows.push(
        <p class="gr-pay">
          {t('tip.payment', {
            text: localText(c.paymentText, lang),
          })}
        </p>,
      );
    (c.abilities || []).forEach((ab, i) => {
      const acts = mine ? abilityActions(legal, i) : [];
      const used = d.used && d.used[i];
      rows.push(
        <button
          type="button"
          key={i}
          class={'gr-ability' + (acts.length ? ' gr-target' : '') + (used ? ' gr-used' : '')}
          disabled={acts.length === 0}
          data-ability={i}
          onClick={() => onPick(acts)}
        >
          <span class="gr-abnum">{String(i + 1)}</span>
          {localText(ab, lang)}
        </button>,
      );
    });
    parts.push(
      <div class="gr-resolving">
        <h4>
          {`${(view.seats[d.seat] || {}).name || ''} — ${cardName(model, d.card, lang)}`}
          {d.both !== undefined ? <span class="gr-muted">{` (${d.both ? '1 + 2' : '1 / 2'})`}</span> : null}
        </h4>
        {rows}
      </div>,
    );
  }
  if (!parts.length) return null;
  return (
    <section class="gr-respanel" aria-label={t('ui.resolving')}>
      <h3>{t('ui.resolving')}</h3>
      {parts}
    </section>
  );
}
