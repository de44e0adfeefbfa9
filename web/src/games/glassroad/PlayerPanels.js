// One panel per player: name, score so far, buildings, cards in hand (backs
// for others), face-down card, cards played this phase, private offer size.
// Tapping a panel shows that player's wheels and landscape.
import { h } from 'preact'
import { cardName } from './text.js'

const COLORS = ['var(--player-yellow, #e0b000)', 'var(--player-red, #c8382c)', 'var(--player-lightblue, #4aa3df)', 'var(--player-violet, #8a5fb0)']

export function seatColor(i) {
  return COLORS[i % COLORS.length]
}

export function PlayerPanels({ model, view, seat, shown, lang, t, onShow }) {
  const seats = view.seats || []
  const deciding = new Set(view.deciding || [])
  const winners = new Set((view.scores && view.scores.winners) || [])
  const finalTotals = new Map(((view.scores && view.scores.players) || []).map((p) => [p.seat, p.total]))
  return h('div', { class: 'gr-players', role: 'list', 'aria-label': t('ui.scoreLabel') },
    ...seats.map((p, i) => {
      const own = i === seat
      const score = finalTotals.has(i) ? finalTotals.get(i) : p.score
      const backs = Math.max(0, (p.handCount ?? 0) - (own ? 0 : 0))
      return h('div', {
        key: i, role: 'listitem',
        class: 'gr-player' + (shown === i ? ' gr-player-shown' : '') + (deciding.has(i) ? ' gr-player-current' : ''),
        style: { '--gr-pc': seatColor(i) },
      },
      h('button', { type: 'button', class: 'gr-player-head', 'aria-pressed': shown === i ? 'true' : 'false', onClick: () => onShow(i),
        title: t('ui.landscape', { name: p.name }) },
      h('strong', { class: 'gr-player-name' }, p.name || `#${i + 1}`),
      own ? h('span', { class: 'gr-badge gr-badge-you' }, t('ui.you')) : null,
      deciding.has(i) ? h('span', { class: 'gr-badge' }, t('ui.deciding')) : null,
      winners.has(i) ? h('span', { class: 'gr-badge gr-badge-win' }, t('ui.winner')) : null,
      p.finalDone && view.stage === 'final' ? h('span', { class: 'gr-badge gr-badge-muted' }, t('ui.done')) : null,
      h('span', { class: 'gr-player-score', title: t('ui.scoreLabel') }, t('ui.score', { n: score ?? 0 }))),
      h('div', { class: 'gr-player-row' },
        h('span', { title: t('player.buildings') }, t('ui.buildings', { n: p.buildings ?? 0 })),
        h('span', { class: 'gr-backs', title: t('tip.handCount', { n: p.handCount ?? 0 }), 'aria-label': t('tip.handCount', { n: p.handCount ?? 0 }) },
          ...Array.from({ length: Math.min(backs, 7) }, (_, k) => h('span', { key: k, class: 'gr-miniback' })),
          h('span', null, ` ${p.handCount ?? 0}`)),
        p.faceDown === true || typeof p.faceDown === 'string'
          ? h('span', { class: 'gr-fd', title: t('tip.backs') }, h('span', { class: 'gr-miniback' }), ' ', t('ui.faceDown'),
            typeof p.faceDown === 'string' ? `: ${cardName(model, p.faceDown, lang)}` : '')
          : null,
        (p.offer || []).length ? h('span', { title: t('tip.offer', { name: p.name }) }, t('ui.offerCount', { n: p.offer.length })) : null),
      (p.played || []).length ? h('div', { class: 'gr-player-row gr-chips' },
        h('span', { class: 'gr-muted' }, t('ui.playedColon')),
        ...p.played.map((c) => h('span', { key: c, class: 'gr-chip' }, cardName(model, c, lang)))) : null)
    }))
}
