// The Lorrein game module for the Ludotheca shell (interface in docs/embedding.md and
// web/src/games/index.js): { id, Board, describeAction, describeLog, messages, changedKeys, resources }.
import { Board } from './Board.jsx';
import { messages, tr } from './messages.js';
import { describeAction } from './text.js';
import { changedKeys } from './changes.js';
import { resources } from './resources.js';

// Log lines: the shell already names who acted, so the line is the action's words; an answer to
// an offer says what the player did (« Bruno — Refuse l'offre »), not the button's words.
const ANSWERS = new Set(['accept', 'refuse', 'counter']);
export function describeLog(entry, view, lang = 'fr') {
  const action = (entry || {}).action;
  if (action && ANSWERS.has(action.type)) return tr(lang, 'log.' + action.type);
  // A good put in an offer: the button says « Je donne », the log what the player offers or asks.
  if (action && action.type === 'offerAdd' && (action.side === 'give' || action.side === 'take'))
    return tr(lang, 'log.offerAdd.' + action.side, { good: tr(lang, 'good.' + action.good) });
  return describeAction(action, view, lang);
}

export { Board, describeAction, messages, changedKeys };
// The engine's total is the count of missions fulfilled, which ranks the players: the end table
// shows it once, under that name.
export const totalIs = 'missions';

export default {
  id: 'lorrein',
  Board,
  describeAction,
  describeLog,
  messages,
  changedKeys,
  resources,
  totalIs,
};
