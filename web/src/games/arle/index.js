// The Fields of Arle module for the Ludotheca shell (interface in
// docs/embedding.md): { id, Board, describeAction, describeLog, messages, changedKeys, resources }.
import { data } from './data.js';
import { makeBoard, SEAT_ORDER } from './Board.jsx';
import { messages } from './messages.js';
import { describeAction as describe } from './text.js';
import { changedKeys } from './changes.js';
import { resources } from './resources.js';

export const Board = makeBoard(data);

export function describeAction(action, view, lang = 'fr') {
  return describe(data, action, view, lang);
}

// A log line names the acting seat's own vehicles, spaces and holdings, whoever
// is deciding when the line is first shown.
// A sale names its destination: the one the seat last travelled to before
// the line, found in the log (the sale is over when the line is shown).
export function describeLog(entry, view, lang = 'fr', log = null) {
  const e = entry || {};
  let acting = view && typeof e.player === 'number' ? { ...view, deciding: e.player } : view;
  const dest = e.action && e.action.type === 'sell' ? saleDestination(e, log) : null;
  if (acting && dest) acting = { ...acting, pending: { kind: 'sale', destination: dest } };
  return describe(data, e.action, acting, lang);
}

const DESTINATIONS = new Set((data.destinations || []).map((d) => d.id));
function saleDestination(entry, log) {
  const at = (log || []).indexOf(entry);
  for (let i = at - 1; i >= 0; i--) {
    const a = log[i] && log[i].action;
    if (log[i].player === entry.player && a && a.type === 'load' && DESTINATIONS.has(a.item)) return a.item;
  }
  return null;
}

// The rulebook's solo scale (Fields of Arle, "Variante solo": 110 is a remarkable score).
export const solo = { remarkable: 110 };

// Seat colours in the shell's panels, as on the board (red, then blue).
export const seatOrder = SEAT_ORDER;

export default {
  id: 'arle',
  solo,
  seatOrder,
  Board,
  describeAction,
  describeLog,
  messages,
  changedKeys,
  resources,
};
