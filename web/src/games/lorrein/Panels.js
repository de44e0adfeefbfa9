// Each player's raw materials and product cards, pieces left, the viewer's secret mission
// and the cost summary.
import { h } from 'preact'
import { SEAT_COLORS, LAND_COLORS } from './BoardMap.js'
import { goodActions } from './targets.js'

const RAW = ['wood', 'stone', 'cow', 'wheat', 'lavender']
const PRODUCTS = ['plank', 'slate', 'leather', 'flour', 'medicine']
const LANDS = ['forest', 'river', 'meadow', 'field', 'lavender']

function Good({ good, n, colour, acts, onPick, t, card }) {
  const active = acts && acts.length > 0
  return h(active ? 'button' : 'span', {
    type: active ? 'button' : undefined, class: 'lr-good' + (card ? ' lr-card' : '') + (active ? ' lr-good-target' : '') + (n ? '' : ' lr-zero'),
    style: `--lr-c: ${colour}`, title: t('good.' + good), onClick: active ? () => onPick(acts) : undefined,
  }, h('span', { class: 'lr-chip' }), `${t('good.' + good)} ${n}`)
}

function MissionCard({ mission, t }) {
  const line = (half) => Object.entries(half).map(([k, n]) => {
    const name = ['farms', 'duchies', 'large', 'witchery', 'any'].includes(k)
      ? t({ farms: 'building.farm', duchies: 'building.duchy', large: 'building.largeDuchy', witchery: 'building.witchery', any: 'building.any' }[k])
      : t('building.' + k)
    return `${n} × ${name}`
  }).join(', ')
  return h('div', { class: 'lr-mission' },
    h('strong', null, t('ui.mission'), ` (${mission.id})`),
    h('div', null, t('ui.upper'), ' : ', line(mission.upper)),
    h('div', { class: 'lr-lower' }, t('ui.lower'), ' : ', line(mission.lower)))
}

export function PlayerPanels({ view, legal, seat, t, onPick }) {
  const winners = new Set(view.winOrder || [])
  return h('div', { class: 'lr-players' }, view.players.map((p, i) => {
    const own = i === seat
    return h('div', { key: i, class: 'lr-player' + (i === view.active ? ' lr-current' : ''), style: `--lr-pc: ${SEAT_COLORS[i]}` },
      h('div', { class: 'lr-player-head' },
        h('strong', null, p.name),
        own ? h('span', { class: 'lr-badge lr-badge-you' }, t('ui.you')) : null,
        i === view.active && view.stage !== 'over' ? h('span', { class: 'lr-badge' }, t('ui.active')) : null,
        winners.has(i) ? h('span', { class: 'lr-badge lr-badge-win' }, t('ui.winner')) : null),
      h('div', { class: 'lr-small' }, t('ui.startCard', { number: p.start.number, piece: t('building.' + p.start.piece) })),
      h('div', { class: 'lr-goods', 'aria-label': t('ui.raw') }, RAW.map((g, k) =>
        h(Good, { key: g, good: g, n: p.goods[g], colour: LAND_COLORS[LANDS[k]], acts: own ? goodActions(legal, g) : null, onPick, t }))),
      h('div', { class: 'lr-goods', 'aria-label': t('ui.products') }, PRODUCTS.map((g, k) =>
        h(Good, { key: g, good: g, n: p.goods[g], colour: LAND_COLORS[LANDS[k]], acts: own ? goodActions(legal, g) : null, onPick, t, card: true }))),
      h('div', { class: 'lr-small' }, t('ui.pieces', { farms: p.farmsLeft, workshops: p.workshopsLeft, duchies: p.duchiesLeft })),
      p.mission ? h(MissionCard, { mission: p.mission, t }) : h('div', { class: 'lr-small lr-secret' }, t('ui.secret')),
      p.mission && p.missionMet ? h('div', { class: 'lr-met' }, t('ui.missionMet')) : null)
  }))
}

export function CostSummary({ view, t }) {
  const rows = Object.entries(view.costs || {})
  return h('details', { class: 'lr-costs' },
    h('summary', null, t('ui.costs')),
    h('table', null, h('tbody', null, rows.map(([b, cost]) => h('tr', { key: b },
      h('th', null, t('building.' + b)),
      h('td', null, Object.entries(cost).map(([g, n]) => `${n} ${t('good.' + g)}`).join(' + ')))))))
}
