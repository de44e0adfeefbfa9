// The Great Western Trail: New Zealand game module for the Ludotheca shell
// (interface in docs/embedding.md and web/src/games/index.js):
// { id, Board, describeAction, describeLog, messages, seatOrder, changedKeys,
// resources, solo, logEvents, opponents, baselineAfter }.
import { Board } from './Board.jsx';
import { messages } from './messages.js';
import { describeAction, describeLog as describeEntry } from './text.js';
import { changedKeys, baselineAfter } from './changes.js';
import { resources } from './resources.js';
import { logEvents } from './sarahTurn.js';
import { describeSarah, opponents } from './sarahWords.js';

// The box's four player colours, in seat order.
export const seatOrder = ['yellow', 'red', 'lightblue', 'violet'];

// Solo: Sarah scores no points for pounds, harbourmaster tiles or the player
// board's unlocked slot (solo rules, « Scoring »): those cells of her column read "—".
export const solo = { opponentUnscored: ['money', 'harbourmasters', 'handSlot'] };

// A log line: a seat's action, or a part of Sarah's turn (logEvents).
export function describeLog(entry, view, lang = 'fr', log = null) {
  if (entry && entry.event) return describeSarah(entry, view, lang);
  return describeEntry(entry, view, lang, log);
}

export { Board, describeAction, messages, changedKeys, resources, logEvents, opponents, baselineAfter };
export default {
  id: 'gwtnz',
  Board,
  describeAction,
  describeLog,
  messages,
  seatOrder,
  changedKeys,
  resources,
  solo,
  logEvents,
  opponents,
  baselineAfter,
};
