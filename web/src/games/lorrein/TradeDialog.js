// The negotiation: starting an offer, composing it item by item, answering it.
import { h } from 'preact'
import { playerName } from './text.js'
import { describeAction } from './text.js'
import { typeActions } from './targets.js'

function Items({ goods, t }) {
  const parts = Object.entries(goods || {}).filter(([, n]) => n > 0).map(([g, n]) => `${n} ${t('good.' + g)}`)
  return parts.length ? parts.join(', ') : t('ui.nothing')
}

export function TradeDialog({ view, legal, seat, t, lang, onPick }) {
  const o = view.offer
  const starts = typeActions(legal, 'offer')
  const composing = typeActions(legal, 'offerAdd', 'offerSend', 'offerCancel')
  const answering = typeActions(legal, 'accept', 'refuse', 'counter')
  if (!o && !starts.length) return null
  const button = (a, i) => h('button', { key: i, type: 'button', class: 'lr-btn', onClick: () => onPick([a]) },
    describeAction(a, view, lang))
  const me = view.players[seat]
  return h('section', { class: 'lr-trade', 'aria-label': t('ui.trade') },
    h('h3', null, t('ui.trade')),
    o ? h('div', { class: 'lr-offer', role: 'status' },
      h('p', null, t('ui.offerFrom', { from: playerName(view, o.from), to: playerName(view, o.to) })),
      h('p', null, t('side.give'), ' : ', h(Items, { goods: o.give, t })),
      h('p', null, t('side.take'), ' : ', h(Items, { goods: o.take, t })),
      Object.keys(o.use || {}).length ? h('p', null, t('side.use'), ' : ', h(Items, { goods: o.use, t })) : null) : null,
    composing.length ? h('div', { class: 'lr-trade-buttons' }, composing.map(button)) : null,
    answering.length ? h('div', { class: 'lr-trade-buttons' }, answering.map(button)) : null,
    !o && starts.length ? h('div', { class: 'lr-trade-buttons' },
      h('span', { class: 'lr-small' }, t('ui.offersLeft', { n: me ? me.offersLeft : 0 })), starts.map(button)) : null)
}
