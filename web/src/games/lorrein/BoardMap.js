// The plates: landscapes with their buildings (farms, workshop cubes, witchery stars)
// and the duchy squares at the corners between landscapes.
import { h } from 'preact'
import { tileActions, vertexActions } from './targets.js'

export const SIZE = 64
export const SEAT_COLORS = ['var(--player-yellow, #e8c12c)', 'var(--player-red, #c8372d)',
  'var(--player-lightblue, #58a8d8)', 'var(--player-violet, #8a5cc2)']
export const LAND_COLORS = { forest: '#3f7d3a', river: '#7fb2cf', meadow: '#9ccc6a', field: '#e3c35a', lavender: '#a88bd3' }
const WORKSHOP_LETTER = { sawmill: 'S', stonecutter: 'T', tannery: 'C', mill: 'M' }

// A small drawing of each landscape, so the board reads without colour too.
function Landscape({ land, x, y }) {
  const c = (dx, dy) => [x + dx * SIZE, y + dy * SIZE]
  switch (land) {
    case 'forest':
      return h('g', { fill: '#22501f', opacity: 0.8 }, [[0.25, 0.35], [0.7, 0.3], [0.45, 0.7]].map(([dx, dy], i) => {
        const [cx, cy] = c(dx, dy)
        return h('polygon', { key: i, points: `${cx},${cy - 10} ${cx - 8},${cy + 6} ${cx + 8},${cy + 6}` })
      }))
    case 'river':
      return h('g', { fill: '#d9e6ee', stroke: '#4f7f9a', 'stroke-width': 1 }, [[0.3, 0.3], [0.65, 0.45], [0.35, 0.72], [0.72, 0.75]]
        .map(([dx, dy], i) => { const [cx, cy] = c(dx, dy); return h('ellipse', { key: i, cx, cy, rx: 7, ry: 4.5 }) }))
    case 'meadow':
      return h('g', { stroke: '#4f8a2a', 'stroke-width': 2, fill: 'none' }, [[0.3, 0.4], [0.65, 0.3], [0.5, 0.72]].map(([dx, dy], i) => {
        const [cx, cy] = c(dx, dy)
        return h('path', { key: i, d: `M${cx - 6},${cy + 5} L${cx - 3},${cy - 5} M${cx},${cy + 5} L${cx},${cy - 7} M${cx + 6},${cy + 5} L${cx + 3},${cy - 5}` })
      }))
    case 'field':
      return h('g', { stroke: '#a77d14', 'stroke-width': 2 }, [0.25, 0.45, 0.65].map((dx, i) => {
        const [cx, cy] = c(dx + 0.05, 0.5)
        return h('line', { key: i, x1: cx, y1: cy - 16, x2: cx, y2: cy + 16 })
      }))
    default:
      return h('g', { fill: '#6a3fa0' }, [[0.3, 0.3], [0.5, 0.45], [0.7, 0.3], [0.35, 0.7], [0.65, 0.7]].map(([dx, dy], i) => {
        const [cx, cy] = c(dx, dy)
        return h('circle', { key: i, cx, cy, r: 3.5 })
      }))
  }
}

function Piece({ tile, x, y, t }) {
  if (!tile.building) return null
  const fill = SEAT_COLORS[tile.owner] || '#999'
  const cx = x + SIZE / 2, cy = y + SIZE / 2
  const title = h('title', null, t('building.' + tile.building))
  if (tile.building === 'farm')
    return h('g', { class: 'lr-piece' }, title,
      h('polygon', { points: `${cx - 12},${cy + 10} ${cx - 12},${cy - 3} ${cx},${cy - 14} ${cx + 12},${cy - 3} ${cx + 12},${cy + 10}`,
        fill, stroke: '#222', 'stroke-width': 1.5 }))
  if (tile.building === 'witchery') {
    const pts = []
    for (let k = 0; k < 10; k++) {
      const r = k % 2 ? 6 : 15, ang = -Math.PI / 2 + (k * Math.PI) / 5
      pts.push(`${cx + r * Math.cos(ang)},${cy + r * Math.sin(ang)}`)
    }
    return h('g', { class: 'lr-piece' }, title, h('polygon', { points: pts.join(' '), fill, stroke: '#222', 'stroke-width': 1.5 }))
  }
  return h('g', { class: 'lr-piece' }, title,
    h('rect', { x: cx - 11, y: cy - 11, width: 22, height: 22, rx: 3, fill, stroke: '#222', 'stroke-width': 1.5 }),
    h('text', { x: cx, y: cy + 5, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700, fill: '#222' },
      WORKSHOP_LETTER[tile.building] || '?'),
    tile.annexed ? h('circle', { cx: cx + 11, cy: cy - 11, r: 4, fill: '#fff', stroke: '#222' }) : null)
}

export function BoardMap({ view, legal, t, onPick }) {
  const W = view.width, H = view.height
  const tiles = view.tiles.map((tile, i) => {
    const x = (i % W) * SIZE, y = Math.floor(i / W) * SIZE
    const acts = tileActions(legal, i)
    const label = `${i} — ${t('land.' + tile.land)}` + (tile.building ? ` — ${t('building.' + tile.building)}` : '')
    return h('g', {
      key: 't' + i, class: 'lr-tile' + (acts.length ? ' lr-target' : ''),
      role: acts.length ? 'button' : undefined, tabIndex: acts.length ? 0 : undefined, 'aria-label': label,
      onClick: acts.length ? () => onPick(acts) : undefined,
      onKeyDown: acts.length ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onPick(acts) } } : undefined,
    },
    h('title', null, label),
    h('rect', { x, y, width: SIZE, height: SIZE, fill: LAND_COLORS[tile.land], stroke: '#5b4a2e', 'stroke-width': 0.8 }),
    h(Landscape, { land: tile.land, x, y }),
    acts.length ? h('rect', { class: 'lr-halo', x: x + 3, y: y + 3, width: SIZE - 6, height: SIZE - 6, rx: 6 }) : null,
    h(Piece, { tile, x, y, t }))
  })
  // Plate edges: every three landscapes.
  const plates = []
  for (let px = 0; px < W; px += 3)
    for (let py = 0; py < H; py += 3)
      plates.push(h('rect', { key: `p${px}-${py}`, x: px * SIZE, y: py * SIZE, width: 3 * SIZE, height: 3 * SIZE,
        fill: 'none', stroke: '#3b2d18', 'stroke-width': 3, 'pointer-events': 'none' }))
  const vertices = view.vertices.map((v, i) => {
    const r = Math.floor(i / (W - 1)) + 1, c = (i % (W - 1)) + 1
    const x = c * SIZE, y = r * SIZE
    const acts = vertexActions(legal, i)
    const owned = v.owner !== undefined
    const s = owned ? (v.large ? 24 : 17) : 12
    const label = owned ? `${t(v.large ? 'building.largeDuchy' : 'building.duchy')} ${i}` : `${i}`
    return h('g', {
      key: 'v' + i, class: 'lr-vertex' + (acts.length ? ' lr-target' : ''),
      role: acts.length ? 'button' : undefined, tabIndex: acts.length ? 0 : undefined, 'aria-label': label,
      onClick: acts.length ? () => onPick(acts) : undefined,
      onKeyDown: acts.length ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onPick(acts) } } : undefined,
    },
    h('title', null, label),
    h('rect', { x: x - s / 2, y: y - s / 2, width: s, height: s,
      fill: owned ? SEAT_COLORS[v.owner] : 'rgba(255,250,235,0.55)', stroke: owned ? '#222' : '#6b5a3e',
      'stroke-width': owned ? 2 : 1 }),
    v.large ? h('path', { d: `M${x - 3},${y + 6} L${x - 3},${y - 9} L${x + 7},${y - 5} L${x - 3},${y - 1}`, fill: '#fff', stroke: '#222' }) : null,
    acts.length ? h('rect', { class: 'lr-halo', x: x - 11, y: y - 11, width: 22, height: 22, rx: 4 }) : null)
  })
  return h('svg', { class: 'lr-map', viewBox: `-4 -4 ${W * SIZE + 8} ${H * SIZE + 8}`, role: 'group', 'aria-label': t('ui.map') },
    ...tiles, ...plates, ...vertices)
}
