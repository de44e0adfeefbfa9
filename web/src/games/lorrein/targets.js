// Which legal actions a click on a board element stands for. Pure functions:
// the board highlights an element when its list is non-empty, and a click
// plays the single match or narrows the decision panel to several.
const list = (legal) => legal || [];

// Hunger takes a building away. « ou vous choisissez avoir faim » (Faim) lets a player choose it with
// food in stock, but one tap on a lit workshop should not destroy it by mistake: while the player can
// still feed (an 'eat' is legal), the board does not offer hunger; the list of choices still does.
function onBoard(legal) {
  const l = list(legal);
  return l.some((a) => a.type === 'eat') ? l.filter((a) => a.type !== 'hunger') : l;
}

// A landscape: place a start piece, build there, move the witchery there, or remove the workshop on it.
export function tileActions(legal, tile) {
  return onBoard(legal).filter((a) => a.tile === tile);
}

// A duchy square: place the start duchy, build a duchy, enlarge it, or reduce/remove it when hungry.
export function vertexActions(legal, vertex) {
  return onBoard(legal).filter((a) => a.vertex === vertex);
}

// A good in the viewer's stock: process it, feed with it, or change it with medicine.
export function goodActions(legal, good) {
  return list(legal).filter(
    (a) =>
      (a.type === 'process' && a.material === good) ||
      (a.type === 'eat' && a.food === good) ||
      (a.type === 'transform' && a.from === good),
  );
}

// Actions the board itself lights: the bowl, its beads, the end of the construction beside it and
// the trade box, besides the landscapes, duchy squares and goods above.
const BOARD_TYPES = new Set([
  'throw',
  'endConstruction',
  'swapBead',
  'offer',
  'offerAdd',
  'offerSend',
  'offerCancel',
  'accept',
  'refuse',
  'counter',
]);
const GOOD_TYPES = new Set(['process', 'eat', 'transform']);

// Whether anything on the board is lit for these actions (else the list of choices is the only way).
export function anyOnBoard(legal) {
  return onBoard(legal).some(
    (a) =>
      a.tile !== undefined || a.vertex !== undefined || BOARD_TYPES.has(a.type) || GOOD_TYPES.has(a.type),
  );
}

export function typeActions(legal, ...types) {
  return list(legal).filter((a) => types.includes(a.type));
}
