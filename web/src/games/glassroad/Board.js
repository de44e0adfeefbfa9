// The Glass Road board: the shown player's production wheels and landscape,
// the building board and private offers, the viewer's craftsman cards, the
// card being resolved and the player panels. Clicking a highlighted element
// plays the legal action it stands for, or narrows the decision panel when
// it stands for several.
import { h } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { ProductionWheel } from './ProductionWheel.js'
import { LandscapeGrid } from './LandscapeGrid.js'
import { BuildingBoard, PrivateOffer } from './BuildingBoard.js'
import { CraftsmanHand } from './CraftsmanHand.js'
import { PlayerPanels, seatColor } from './PlayerPanels.js'
import { Resolving } from './Resolving.js'
import { tr } from './messages.js'
import { dispatch, squaresForBuilding } from './targets.js'
import { cardName, buildingName } from './text.js'
import { CSS } from './styles.js'
import { boardStyle } from '../../ui/boardStyle.js'

// The line that says what the viewer is asked to do now.
export function decisionHint(model, view, seat, legal, lang) {
  const t = (k, v) => tr(lang, k, v)
  const d = view.decision
  if (d && d.seat === seat) {
    switch (d.kind) {
      case 'cardPay':
      case 'cardAbility': return t('ui.decision.' + d.kind, { card: cardName(model, d.card, lang) })
      case 'gain': return (d.fromSupplier ? t('ui.supplier') + ' — ' : '') + t('ui.decision.gain', { res: (d.resources || []).map((r) => t('res.' + r)).join(' / ') })
      case 'placeTerrain': return t('ui.decision.placeTerrain', { terrains: (d.terrains || []).map((x) => t('terrain.' + x)).join(' / ') })
      case 'repeat': return t('ui.decision.repeat', { building: buildingName(model, d.building, lang) })
      default: return t('ui.decision.' + d.kind)
    }
  }
  const types = new Set((legal || []).map((a) => a.type))
  if (types.has('pick')) return t('ui.decision.pick')
  if (types.has('faceDown')) return t('ui.decision.faceDown')
  if (types.has('play')) return t('ui.decision.play')
  if (view.stage === 'final' && (legal || []).length) return t('ui.decision.final')
  return t('ui.hint')
}

export function makeBoard(model) {
  return function Board({ view, legal, seat, onAction, onChoose, lang = 'fr' }) {
    const t = (k, v) => tr(lang, k, v)
    const [info, setInfo] = useState(null)
    const [selected, setSelected] = useState(null)
    const [shownSeat, setShownSeat] = useState(null)
    const estate = useRef(null)
    const acts = legal || []

    useEffect(() => {
      setSelected(null)
      setInfo(null)
    }, [view])

    if (!view || !view.seats) return null
    const viewer = typeof seat === 'number' && seat >= 0 && seat < view.seats.length ? seat : 0
    const shown = shownSeat !== null && shownSeat < view.seats.length ? shownSeat : viewer
    const own = shown === viewer
    const me = view.seats[viewer]
    const sv = view.seats[shown]

    // A tap on a player panel shows that player's wheels and landscape (and
    // brings them into view: the panels sit below the building board).
    const showSeat = (i) => {
      setShownSeat(i === viewer ? null : i)
      const el = estate.current
      if (el && el.scrollIntoView) requestAnimationFrame(() => el.scrollIntoView({ block: 'start', behavior: 'smooth' }))
    }
    const play = (a) => {
      setSelected(null)
      onAction && onAction(a)
    }
    const onPick = (found) => dispatch(found, play, onChoose)
    const onPickBuilding = (id, found) => {
      if (found.length > 1) {
        setSelected(id)
        setShownSeat(null)
      }
      dispatch(found, play, onChoose)
    }
    const sel = selected && squaresForBuilding(acts, selected).size > 0 ? selected : null
    const hint = sel ? t('ui.chooseSquare', { building: buildingName(model, sel, lang) }) : decisionHint(model, view, viewer, acts, lang)
    const lines = info || [hint]
    const anyTime = acts.some((a) => a.type === 'convert' || a.type === 'removeTerrain')
    const offers = view.seats.filter((p, i) => i === viewer || (p.offer || []).length)

    return h('div', { class: 'gr-board', 'data-game': 'glassroad' },
      boardStyle('glassroad', CSS),
      h('div', { class: 'gr-main' },
        h('div', { class: 'gr-toolbar' },
          h('div', { class: 'gr-info', role: 'status', 'aria-live': 'polite' },
            ...lines.map((l, i) => h('p', { key: i }, l)),
            !info && anyTime ? h('p', { class: 'gr-muted' }, t('ui.anyTime')) : null),
          sel ? h('button', { type: 'button', class: 'gr-btn', onClick: () => setSelected(null) }, t('ui.cancel')) : null,
          info ? h('button', { type: 'button', class: 'gr-btn', 'aria-label': t('ui.close'), title: t('ui.close'), onClick: () => setInfo(null) }, '×') : null),
        h(Resolving, { model, view, seat: viewer, legal: acts, lang, t, onPick }),
        h('div', { class: 'gr-estate', ref: estate, style: { '--gr-pc': seatColor(shown) } },
          h('h3', { class: 'gr-estate-title' }, t('ui.landscape', { name: sv.name }),
            own ? null : h('button', { type: 'button', class: 'gr-btn gr-btn-small', onClick: () => setShownSeat(null) }, t('ui.close'))),
          h('div', { class: 'gr-estate-body' },
          h('div', { class: 'gr-wheels' },
            ...['glass', 'brick'].map((w) => h('figure', { class: 'gr-wheelfig', key: w },
              h('figcaption', null, t('wheel.' + w)),
              h(ProductionWheel, { wheel: w, values: sv.wheels && sv.wheels[w], base: model.wheelBase[w], view,
                legal: own ? acts : [], t, onPick, onInfo: setInfo, owner: sv.name })))),
          h('div', { class: 'gr-landwrap' },
            h(LandscapeGrid, { model, seatView: sv, rows: (view.landscape && view.landscape.rows) || 3, cols: (view.landscape && view.landscape.cols) || 7,
              legal: own ? acts : [], lang, t, selectedBuilding: sel, onPick, onInfo: setInfo, own }))))),

      h('div', { class: 'gr-side' },
        h(CraftsmanHand, { model, view, me, legal: acts, lang, t, onPick, onInfo: setInfo }),
        h('div', { class: 'gr-bboardwrap' },
          h('h3', null, t('ui.buildingBoard')),
          h(BuildingBoard, { model, view, legal: acts, lang, t, selectedBuilding: sel, onPickBuilding, onInfo: setInfo }),
          ...offers.map((p) => h('div', { class: 'gr-offerwrap', key: p.seat },
            h('h4', null, `${t('ui.offer')} — ${p.name}`),
            h(PrivateOffer, { model, seatView: p, legal: p.seat === viewer ? acts : [], lang, t, selectedBuilding: sel, onPickBuilding, onInfo: setInfo })))),
        h(PlayerPanels, { model, view, seat: viewer, shown, lang, t, onShow: showSeat })))
  }
}
