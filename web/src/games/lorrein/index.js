// The Lorrein game module for the Ludotheca shell (interface in docs/embedding.md and
// web/src/games/index.js): { id, Board, describeAction, describeLog, messages }.
import { Board } from './Board.jsx'
import { messages } from './messages.js'
import { describeAction, playerName } from './text.js'

// Log lines name who acted.
export function describeLog(entry, view, lang = 'fr') {
  const e = entry || {}
  const who = typeof e.player === 'number' ? playerName(view, e.player) + (lang === 'en' ? ': ' : ' : ') : ''
  return who + describeAction(e.action, view, lang)
}

export { Board, describeAction, messages }
export default { id: 'lorrein', Board, describeAction, describeLog, messages }
