// The Glass Road game module for the Ludotheca shell (interface in
// docs/embedding.md and web/src/games/index.js): { id, Board, describeAction, messages, changedKeys, resources }.
import { model } from './data.js';
import { makeBoard } from './Board.jsx';
import { messages as base, withScoreNames } from './messages.js';
import { describeAction as describe } from './text.js';
import { describeLogEntry } from './logText.js';
import { changedKeys } from './changes.js';
import { resources } from './resources.js';

export const Board = makeBoard(model);
export const messages = withScoreNames(base, model);

export function describeAction(action, view, lang = 'fr') {
  return describe(model, action, view, lang);
}

// Log lines know who acted (words about squares and cards use that seat) and
// the lines before them (which card, which decision a pass answered).
export function describeLog(entry, view, lang = 'fr', log = null) {
  return describeLogEntry(model, entry || {}, view, lang, log);
}

// The rulebook's solo scale (Glass Road, solo game: 30 points is a remarkable score).
export const solo = { remarkable: 30 };

export default {
  id: 'glassroad',
  solo,
  Board,
  describeAction,
  describeLog,
  messages,
  changedKeys,
  resources,
};
