// The chance bowl with its beads and the three holes with the beads just thrown.
import { h } from 'preact'
import { typeActions } from './targets.js'

export const BEAD_COLORS = { brown: '#7a4a22', blue: '#2f6fb8', green: '#3e9a3e', yellow: '#e9c72c', purple: '#8a4fc0', red: '#d02a2a' }

export function Bowl({ view, legal, t, onPick }) {
  const beads = []
  for (const [colour, n] of Object.entries(view.bowl)) for (let k = 0; k < n; k++) beads.push(colour)
  const throwActs = typeActions(legal, 'throw')
  const cx = 70, cy = 62
  return h('div', { class: 'lr-bowlwrap' },
    h('svg', {
      class: 'lr-bowl' + (throwActs.length ? ' lr-target' : ''), viewBox: '0 0 240 140', role: throwActs.length ? 'button' : 'img',
      tabIndex: throwActs.length ? 0 : undefined, 'aria-label': t('ui.bowl'),
      onClick: throwActs.length ? () => onPick(throwActs) : undefined,
      onKeyDown: throwActs.length ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onPick(throwActs) } } : undefined,
    },
    h('title', null, t('ui.bowl')),
    h('ellipse', { cx, cy, rx: 62, ry: 54, fill: '#c9a46c', stroke: '#6b4b22', 'stroke-width': 3 }),
    throwActs.length ? h('ellipse', { class: 'lr-halo', cx, cy, rx: 58, ry: 50 }) : null,
    // Changing the bowl: a bead stands for the changes that take it out.
    ...beads.map((colour, i) => {
      const ang = (i / beads.length) * 2 * Math.PI, r = i % 2 ? 22 : 38
      const swaps = (legal || []).filter((a) => a.type === 'swapBead' && a.remove === colour)
      const x = cx + r * Math.cos(ang), y = cy + r * 0.85 * Math.sin(ang)
      return h('g', {
        key: i, class: swaps.length ? 'lr-target' : undefined,
        onClick: swaps.length ? (e) => { if (e) e.stopPropagation(); onPick(swaps) } : undefined,
      },
      h('circle', { cx: x, cy: y, r: 7, fill: BEAD_COLORS[colour], stroke: swaps.length ? '#f5b800' : '#222',
        'stroke-width': swaps.length ? 3 : 1 }, h('title', null, t('bead.' + colour))))
    }),
    h('text', { x: 185, y: 16, 'text-anchor': 'middle', 'font-size': 12 }, t('ui.drawn')),
    ...[0, 1, 2].map((k) => {
      const colour = view.drawn[k]
      return h('g', { key: 'h' + k },
        h('circle', { cx: 150 + k * 35, cy: 50, r: 14, fill: '#4a3518' }),
        colour ? h('circle', { cx: 150 + k * 35, cy: 50, r: 10, fill: BEAD_COLORS[colour], stroke: '#fff' },
          h('title', null, t('bead.' + colour))) : null)
    }),
    view.redBeadIn ? h('text', { x: 120, y: 134, 'text-anchor': 'middle', 'font-size': 11, fill: '#a01c1c' }, t('ui.redIn')) : null))
}
