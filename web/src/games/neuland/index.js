// The Neuland game module for the Ludotheca shell (interface in docs and
// /web/src/games/index.js): { id, Board, describeAction, messages, changedKeys, resources }.
import { model } from './data.js';
import { makeBoard } from './Board.jsx';
import { messages } from './messages.js';
import { describeAction as describe } from './text.js';
import { changedKeys } from './changes.js';
import { resources } from './resources.js';

export const Board = makeBoard(model);

export function describeAction(action, view, lang = 'fr') {
  return describe(model, action, view, lang);
}

export default { id: 'neuland', Board, describeAction, messages, changedKeys, resources };
