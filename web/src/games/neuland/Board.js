// The Neuland board: map and time line, building supply, player panels.
// Clicking a highlighted element plays the legal action it stands for, or
// narrows the decision panel when it stands for several.
import { h } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { BOARD_HALF } from './geometry.js'
import { TerrainDefs } from './glyphs.js'
import { HexMap } from './HexMap.js'
import { TimeLine } from './TimeLine.js'
import { BuildingSupply } from './BuildingSupply.js'
import { PlayerPanels } from './PlayerPanels.js'
import { tr } from './messages.js'
import { dispatch, hexesForKind } from './targets.js'
import { CSS } from './styles.js'
import { boardStyle } from '../../ui/boardStyle.js'

export function makeBoard(model) {
  return function Board({ view, legal, seat, onAction, onChoose, lang = 'fr' }) {
    const t = (k, v) => tr(lang, k, v)
    const [info, setInfo] = useState(null)
    const [selectedKind, setSelectedKind] = useState(null)
    const [zoomed, setZoomed] = useState(false)
    const wrap = useRef(null)
    const acts = legal || []

    // A new decision point clears the stack selection and the info line.
    useEffect(() => {
      setSelectedKind(null)
      setInfo(null)
    }, [view])

    // Zooming in starts from the middle of the map, not its left edge.
    useEffect(() => {
      const el = wrap.current
      if (el && zoomed) {
        el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2
        el.scrollTop = (el.scrollHeight - el.clientHeight) / 2
      }
    }, [zoomed])

    if (!view || !view.hexes) return null

    const play = (a) => {
      setSelectedKind(null)
      onAction && onAction(a)
    }
    const onPick = (list) => dispatch(list, play, onChoose)
    const onPickKind = (kind, list) => {
      if (list.length > 1) setSelectedKind(kind)
      dispatch(list, play, onChoose)
    }
    const onInfo = (lines) => setInfo(lines)
    // While a kind is chosen, hexes answer with builds of that kind only.
    const kindOk = selectedKind && hexesForKind(acts, selectedKind).size > 0 ? selectedKind : null

    let hint = t('ui.hint')
    if (view.pending && view.pending.type === 'stack' && acts.some((a) => a.type === 'stack')) hint = t('ui.pendingStack')
    if (kindOk) hint = t('ui.chooseHex', { kind: t('kind.' + kindOk) })
    const lines = info || [hint]

    return h('div', { class: 'nl-board', 'data-game': 'neuland' },
      boardStyle('neuland', CSS),
      h('div', { class: 'nl-main' },
        h('div', { class: 'nl-mapwrap' + (zoomed ? ' nl-zoomed' : ''), ref: wrap },
          h('svg', {
            class: 'nl-mapsvg',
            viewBox: `${-BOARD_HALF} ${-BOARD_HALF} ${2 * BOARD_HALF} ${2 * BOARD_HALF}`,
            role: 'group',
            'aria-label': t('ui.map'),
          },
          TerrainDefs(),
          h(TimeLine, { view, t }),
          h(HexMap, { model, view, legal: acts, lang, t, selectedKind: kindOk, onPick, onInfo }))),
        h('div', { class: 'nl-toolbar' },
          h('div', { class: 'nl-info', role: 'status', 'aria-live': 'polite' },
            ...lines.map((l, i) => h('p', { key: i }, l))),
          kindOk ? h('button', { type: 'button', class: 'nl-btn', onClick: () => setSelectedKind(null) }, t('ui.cancel')) : null,
          info ? h('button', { type: 'button', class: 'nl-btn', 'aria-label': t('ui.close'), title: t('ui.close'),
            onClick: () => setInfo(null) }, '×') : null,
          h('button', {
            type: 'button', class: 'nl-btn', 'aria-pressed': zoomed ? 'true' : 'false',
            title: t(zoomed ? 'ui.zoomOut' : 'ui.zoomIn'), 'aria-label': t(zoomed ? 'ui.zoomOut' : 'ui.zoomIn'),
            onClick: () => setZoomed(!zoomed),
          }, zoomed ? '−' : '+'))),
      h('div', { class: 'nl-side' },
        h('div', { class: 'nl-supplywrap' },
          h(BuildingSupply, { model, view, legal: acts, lang, t, selectedKind: kindOk, onPickKind, onInfo })),
        h(PlayerPanels, { model, view, seat, t })))
  }
}
