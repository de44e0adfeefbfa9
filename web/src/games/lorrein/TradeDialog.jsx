// The negotiation: starting an offer, composing it item by item, answering it.
import { playerName, describeAction } from './text.js';
import { typeActions } from './targets.js';

function items(goods, t) {
  const parts = Object.entries(goods || {})
    .filter(([, n]) => n > 0)
    .map(([g, n]) => `${n} ${t('good.' + g)}`);
  return parts.length ? parts.join(', ') : t('ui.nothing');
}

export function TradeDialog({ view, legal, t, lang, onPick }) {
  const o = view.offer;
  const starts = typeActions(legal, 'offer');
  const composing = typeActions(legal, 'offerAdd', 'offerSend', 'offerCancel');
  const answering = typeActions(legal, 'accept', 'refuse', 'counter');
  if (!o && !starts.length) return null;
  const button = (a, i) => (
    <button key={i} type="button" class="lr-btn lr-trade-btn" onClick={() => onPick([a])}>
      {describeAction(a, view, lang)}
    </button>
  );
  return (
    <section class="lr-trade" aria-label={t('ui.trade')}>
      <h3>{t('ui.trade')}</h3>
      {o ? (
        <div class="lr-offer" role="status">
          <p>{t('ui.offerFrom', { from: playerName(view, o.from), to: playerName(view, o.to) })}</p>
          <p>
            {t('ui.offerGives', { player: playerName(view, o.from) })}
            {t('ui.colon')}
            {items(o.give, t)}
          </p>
          <p>
            {t('ui.offerTakes', { player: playerName(view, o.from) })}
            {t('ui.colon')}
            {items(o.take, t)}
          </p>
          {Object.keys(o.use || {}).length ? (
            <p>
              {t('ui.offerUse', { player: playerName(view, o.to) })}
              {t('ui.colon')}
              {items(o.use, t)}
            </p>
          ) : null}
        </div>
      ) : null}
      {composing.length ? <div class="lr-trade-buttons">{composing.map(button)}</div> : null}
      {answering.length ? <div class="lr-trade-buttons">{answering.map(button)}</div> : null}
      {!o && starts.length ? <div class="lr-trade-buttons">{starts.map(button)}</div> : null}
    </section>
  );
}
