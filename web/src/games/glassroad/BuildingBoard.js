// The building board: three rows by tile back (conversion, immediate,
// points), each with its pile and its face-up tiles, then the private offers
// of the feudal lord (public; only their owner builds from them). A tile
// that can be built now is highlighted: tapping it plays its only build or
// narrows the decision panel and highlights the squares it may go to.
import { h } from 'preact'
import { KIND_COLOR, KIND_LIGHT, Token, clickable, wrapText } from './glyphs.js'
import { buildActionsOf } from './targets.js'
import { buildingLines, buildingName } from './text.js'

export const TILE_W = 112
export const TILE_H = 78
const GAP = 6
const LEFT = 74

// One building tile, drawn at (x, y) (top-left).
export function BuildingTile({ model, id, x, y, legal, lang, t, selected, onPickBuilding, onInfo }) {
  const b = model.buildings[id] || { kind: 'base', cost: {} }
  const kind = b.kind || 'base'
  const acts = buildActionsOf(legal, id)
  const target = acts.length > 0
  const lines = buildingLines(model, id, lang)
  const name = wrapText(buildingName(model, id, lang), 16, 2)
  const cost = ['wood', 'glass', 'clay', 'brick'].filter((r) => b.cost && b.cost[r])
  const pick = (e) => {
    e.stopPropagation()
    onInfo(lines)
    if (target) onPickBuilding(id, acts)
  }
  return h('g', {
    transform: `translate(${x},${y})`,
    class: 'gr-tile' + (target ? ' gr-target' : '') + (selected ? ' gr-selected' : ''),
    'data-building': id,
    ...clickable(lines[0], pick),
  },
  h('title', null, lines.join('\n')),
  target ? h('rect', { x: -3, y: -3, width: TILE_W + 6, height: TILE_H + 6, rx: 9, class: 'gr-halo' }) : null,
  h('rect', { width: TILE_W, height: TILE_H, rx: 6, fill: KIND_LIGHT[kind], stroke: KIND_COLOR[kind], 'stroke-width': 2 }),
  h('rect', { width: TILE_W, height: 9, rx: 3, fill: KIND_COLOR[kind] }),
  b.upgrades ? h('text', { x: 6, y: 8, 'font-size': 8, fill: '#fff', 'font-weight': 700 }, '▲') : null,
  ...name.map((l, i) => h('text', { x: 6, y: 24 + i * 13, 'font-size': 11.5, 'font-weight': 700, fill: '#2c2418' }, l)),
  ...cost.map((r, i) => h('g', { transform: `translate(${14 + i * 30},${TILE_H - 14})` },
    Token({ res: r, r: 8.5 }),
    h('text', { x: 11, y: 4.5, 'font-size': 12, 'font-weight': 700, fill: '#2c2418' }, String(b.cost[r])))),
  cost.length === 0 && kind !== 'base' ? h('text', { x: 6, y: TILE_H - 9, 'font-size': 10, fill: '#5a4a36' }, '0') : null,
  b.points ? h('g', { transform: `translate(${TILE_W - 14},${TILE_H - 15})` },
    h('circle', { r: 10, fill: '#fff7d6', stroke: '#8a6d1c' }),
    h('text', { y: 4, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: '#5a4200' }, String(b.points))) : null)
}

function Pile({ x, y, count, reserve, kind, t }) {
  const label = t('tip.pile', { kind: t('kind.' + kind + '.short'), n: count, r: reserve })
  return h('g', { transform: `translate(${x},${y})`, 'aria-label': label, role: 'img' },
    h('title', null, label),
    ...[3, 2, 1, 0].map((i) => h('rect', { x: i * 2.5, y: 10 + i * 2.5, width: 52, height: 54, rx: 5,
      fill: count > 0 ? KIND_COLOR[kind] : '#e9e2d3', stroke: '#3b3022', 'stroke-width': 1, opacity: count > 0 || i === 0 ? 1 : 0 })),
    h('text', { x: 28, y: 44, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 700, fill: count > 0 ? '#fff' : '#8a7a66' }, String(count)),
    h('text', { x: 28, y: 8, 'text-anchor': 'middle', 'font-size': 10, fill: '#3b3022' }, t('kind.' + kind + '.short')),
    reserve ? h('text', { x: 28, y: TILE_H + 2, 'text-anchor': 'middle', 'font-size': 10, fill: '#5a4a36' }, `+${reserve}`) : null)
}

export function BuildingBoard({ model, view, legal, lang, t, selectedBuilding, onPickBuilding, onInfo }) {
  const board = view.board || []
  const slots = Math.max(4, ...board.map((r) => (r ? r.length : 0)))
  const parts = []
  const kinds = model.rowKinds || ['conversion', 'immediate', 'points']
  board.forEach((row, r) => {
    const y = 8 + r * (TILE_H + 16)
    const kind = kinds[r] || 'conversion'
    parts.push(Pile({ x: 4, y: y - 6, count: (view.piles || [])[r] ?? 0, reserve: (view.reserve || [])[r] ?? 0, kind, t }))
    ;(row || []).forEach((id, c) => {
      const x = LEFT + c * (TILE_W + GAP)
      if (!id) {
        parts.push(h('rect', { x, y, width: TILE_W, height: TILE_H, rx: 6, fill: 'none', stroke: '#a89878', 'stroke-dasharray': '5 4' }))
        parts.push(h('text', { x: x + TILE_W / 2, y: y + TILE_H / 2 + 4, 'text-anchor': 'middle', 'font-size': 11, fill: '#8a7a66' }, t('ui.empty')))
        return
      }
      parts.push(h(BuildingTile, { key: `${r}-${c}-${id}`, model, id, x, y, legal, lang, t, selected: selectedBuilding === id, onPickBuilding, onInfo }))
    })
  })
  const W = LEFT + slots * (TILE_W + GAP)
  const H = 8 + board.length * (TILE_H + 16)
  return h('svg', { class: 'gr-bboard', viewBox: `0 0 ${W} ${H}`, role: 'group', 'aria-label': t('ui.buildingBoard') }, ...parts)
}

// One seat's private offer (drawn for every seat that has tiles, and for the viewer).
export function PrivateOffer({ model, seatView, legal, lang, t, selectedBuilding, onPickBuilding, onInfo }) {
  const offer = (seatView && seatView.offer) || []
  const n = Math.max(offer.length, 1)
  const W = Math.max(n * (TILE_W + GAP), 200)
  const parts = offer.map((id, i) => h(BuildingTile, {
    key: id, model, id, x: i * (TILE_W + GAP) + 3, y: 3, legal, lang, t, selected: selectedBuilding === id, onPickBuilding, onInfo,
  }))
  if (!offer.length) parts.push(h('text', { x: 6, y: 24, 'font-size': 13, fill: '#8a7a66' }, t('ui.offerEmpty')))
  return h('svg', {
    class: 'gr-offer', viewBox: `0 0 ${W + 6} ${offer.length ? TILE_H + 6 : 36}`, role: 'group',
    'aria-label': t('tip.offer', { name: seatView ? seatView.name : '' }),
    style: { maxWidth: `${(W + 6) * 0.9}px` },
  }, ...parts)
}
