// The Lorrein board: the plates with the duchy squares, the chance bowl, the negotiation,
// the player panels and the cost summary. Clicking a highlighted element plays the legal
// action it stands for, or narrows the decision panel when it stands for several.
import { h } from 'preact'
import { BoardMap } from './BoardMap.js'
import { Bowl } from './Bowl.js'
import { PlayerPanels, CostSummary } from './Panels.js'
import { TradeDialog } from './TradeDialog.js'
import { tr } from './messages.js'
import { dispatch } from './targets.js'
import { playerName } from './text.js'
import { CSS } from './styles.js'

// The line that says who is asked what now.
export function hintLine(view, t) {
  const top = (view.decisions || [])[view.decisions.length - 1]
  const name = (s) => playerName(view, s)
  if (top) {
    return t('hint.' + top.kind, { player: name(top.player), active: name(view.active), from: name(top.from),
      n: top.kind === 'food' ? top.remaining : top.changesLeft })
  }
  return t('hint.' + view.stage, { player: name(view.active) })
}

export function Board({ view, legal, seat, onAction, onChoose, lang = 'fr' }) {
  const t = (k, v) => tr(lang, k, v)
  if (!view || !view.tiles) return null
  const acts = legal || []
  const viewer = typeof seat === 'number' && seat >= 0 ? seat : -1
  const onPick = (found) => dispatch(found, (a) => onAction && onAction(a), onChoose)
  return h('div', { class: 'lr-board', 'data-game': 'lorrein' },
    h('style', null, CSS),
    h('div', { class: 'lr-main' },
      h('div', { class: 'lr-mapwrap' }, h(BoardMap, { view, legal: acts, t, onPick })),
      h('div', { class: 'lr-info', role: 'status', 'aria-live': 'polite' },
        h('p', null, t('ui.round', { round: view.round }), ' — ', hintLine(view, t)),
        h('p', { class: 'lr-small' }, t('ui.hint')))),
    h('div', { class: 'lr-side' },
      h(Bowl, { view, legal: acts, t, onPick }),
      h(TradeDialog, { view, legal: acts, seat: viewer, t, lang, onPick }),
      h(PlayerPanels, { view, legal: acts, seat: viewer, t, onPick }),
      h(CostSummary, { view, t })))
}
