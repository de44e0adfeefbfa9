// The board kit: what every game's board shares (click-to-action, the
// selection that narrows the legal actions, the info line, seat colours, the
// one translation path). Boards only draw.
import './board.css';

export { dispatch, sameAction, within } from './dispatch.js';
export { narrow, pickOutcome, groupBy, useSelection } from './selection.js';
export { seatColor, seatColorName, DEFAULT_ORDER } from './colors.js';
export { translator } from './translate.js';
export { clickable } from './clickable.js';
export { InfoLine } from './InfoLine.jsx';
export { Viewport, smallestLabel } from './Viewport.jsx';
