// The board kit: what every game's board shares (click-to-action, the
// selection that narrows the legal actions, the info line, seat colours, the
// one translation path). Boards only draw.
import './board.css';

export { dispatch, sameAction, within } from './dispatch.js';
export { narrow, pickOutcome, groupBy, useSelection, useBoard } from './selection.js';
export { seatColor, seatColorName, DEFAULT_ORDER } from './colors.js';
export { translator } from './translate.js';
export { clickable } from './clickable.js';
export { InfoLine } from './InfoLine.jsx';
export { NO_CHANGES, cx, changedClass, diffElements, changedSet, useChanged } from './changes.js';
export { ChangeMark, changeMark } from './ChangeMark.jsx';
export { Viewport, smallestLabel } from './Viewport.jsx';
export { announceAction } from './acted.js';
export { fitLabel, textWidth } from './fit.js';
export { usePhone, isPhone, canHover, PHONE_WIDTH } from './phone.js';
