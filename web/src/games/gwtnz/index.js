// The Great Western Trail: New Zealand game module for the Ludotheca shell
// (interface in docs/embedding.md and web/src/games/index.js):
// { id, Board, describeAction, describeLog, messages, seatOrder }.
import { Board } from './Board.jsx';
import { messages } from './messages.js';
import { describeAction, describeLog } from './text.js';

// The box's four player colours, in seat order.
export const seatOrder = ['yellow', 'red', 'lightblue', 'violet'];

export { Board, describeAction, describeLog, messages };
export default { id: 'gwtnz', Board, describeAction, describeLog, messages, seatOrder };
