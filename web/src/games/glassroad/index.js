// The Glass Road game module for the Ludotheca shell (interface in
// docs/embedding.md and web/src/games/index.js): { id, Board, describeAction, messages }.
import { model } from './data.js'
import { makeBoard } from './Board.js'
import { messages as base, withScoreNames } from './messages.js'
import { describeAction as describe } from './text.js'

export const Board = makeBoard(model)
export const messages = withScoreNames(base, model)

export function describeAction(action, view, lang = 'fr') {
  return describe(model, action, view, lang)
}

export default { id: 'glassroad', Board, describeAction, messages }
