// The card being resolved: the reveal queue (who plays which card), and for
// the viewer's own pending card its payment and its two abilities as large
// buttons with their full text, and the choice not to pay or to finish the card.

import { localText } from './model.js';
import { abilityActions, passActions } from './targets.js';
import { cardName } from './text.js';
// One ability or both (p. 6): who else plays the card, in words; alone
// with one ability, the solo game's (p. 10).
function shareLine(queue, d, seatName, t) {
  if (d.both) return t('ui.alone');
  const others = queue.filter((q) => q.card === d.card && q.seat !== d.seat).map((q) => seatName(q.seat));
  if (!others.length) return t('ui.soloOne');
  return t('ui.followedBy', { players: others.join(', ') });
}

// Whether the decision is a card's (its abilities or its payment).
const isCardDecision = (d) => Boolean(d && (d.kind === 'cardAbility' || d.kind === 'cardPay') && d.card);

// Whether a card is being resolved (the panel below is drawn).
export function isResolving(view) {
  return (view.resolving || []).length > 0 || isCardDecision(view.decision);
}

export function Resolving({ model, view, seat, legal, lang, t, onPick }) {
  const queue = view.resolving || [];
  const d = view.decision;
  const seatName = (i) => (view.seats[i] || {}).name || '#' + (i + 1);
  const parts = [];
  if (queue.length) {
    parts.push(
      <ol class="gr-queue" aria-label={t('ui.resolving')}>
        {queue.map((q, i) => (
          <li key={i} class={q.done ? 'gr-done' : ''}>
            {`${seatName(q.seat)} — ${cardName(model, q.card, lang)}`}
            {i > 0 && q.card === queue[0].card ? (
              <span class="gr-muted">{` — ${t('ui.mustFollow')}`}</span>
            ) : null}
          </li>
        ))}
      </ol>,
    );
  }
  if (isCardDecision(d)) {
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
    // Not paying, or finishing the card, is a choice on the card too (the list is only a fallback).
    const pass = mine ? passActions(legal) : [];
    if (pass.length)
      rows.push(
        <button
          type="button"
          key="pass"
          class="gr-ability gr-pass gr-target"
          data-pass={d.kind}
          onClick={() => onPick(pass)}
        >
          {t('act.pass.' + d.kind)}
        </button>,
      );
    // The card's heading says again what the queue says when the queue is
    // this card alone: a compact card (board.css, .gr-toprow) leaves it out.
    const again = queue.length === 1 && queue[0].seat === d.seat && queue[0].card === d.card;
    parts.push(
      <div class="gr-resolving">
        <div class="gr-reshead">
          <h4
            class={again ? 'gr-again' : undefined}
          >{`${seatName(d.seat)} — ${cardName(model, d.card, lang)}`}</h4>
          {d.both !== undefined ? <p class="gr-muted gr-share">{shareLine(queue, d, seatName, t)}</p> : null}
        </div>
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
