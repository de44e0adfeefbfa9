// The Great Western Trail: New Zealand game module for the Ludotheca shell
// (interface in docs/embedding.md and web/src/games/index.js):
// { id, Board, describeAction, describeLog, messages, seatOrder, changedKeys, resources }.
import { Board } from './Board.jsx';
import { messages } from './messages.js';
import { describeAction, describeLog } from './text.js';
import { changedKeys } from './changes.js';
import { resources } from './resources.js';

// The box's four player colours, in seat order.
export const seatOrder = ['yellow', 'red', 'lightblue', 'violet'];

export { Board, describeAction, describeLog, messages, changedKeys, resources };
export default {
  id: 'gwtnz',
  Board,
  describeAction,
  describeLog,
  messages,
  seatOrder,
  changedKeys,
  resources,
};
