// The Fields of Arle module for the Ludotheca shell (interface in
// docs/embedding.md): { id, Board, describeAction, messages }.
import { data } from './data.js'
import { makeBoard } from './Board.jsx'
import { messages } from './messages.js'
import { describeAction as describe } from './text.js'

export const Board = makeBoard(data)

export function describeAction(action, view, lang = 'fr') {
  return describe(data, action, view, lang)
}

export default { id: 'arle', Board, describeAction, messages }
