// Which legal actions a click on a board element stands for. Pure functions:
// the board highlights an element when its list is non-empty, and a click
// plays the single match or narrows the choice (the kit's selection).
const list = (legal) => legal || [];

// A route node: move there, put the rancher there (first turn), build there,
// or remove its hazard tile.
export function nodeActions(legal, node) {
  return list(legal).filter(
    (a) =>
      (a.type === 'step' || a.type === 'place' || a.type === 'build' || a.type === 'hazard') &&
      a.node === node,
  );
}

// The location the rancher stands on: its location actions (and Wellington's steps).
export function locationActions(legal) {
  return list(legal).filter((a) => a.type === 'location');
}

// A disc slot of the player board: remove it (first turn), or deliver or
// sell wool with it.
export function slotActions(legal, slot) {
  return list(legal).filter(
    (a) => (a.type === 'disc' || a.type === 'deliver' || a.type === 'wool') && a.slot === slot,
  );
}

// An auxiliary action row of the player board (simple or double).
export function auxActions(legal, aux) {
  return list(legal).filter((a) => a.type === 'aux' && a.aux === aux);
}

// A card of the viewer's hand (by id and breed index): discard or play it, or
// the revealing and shearing choices that include its breed.
export function cardActions(legal, card, breedIndex) {
  return list(legal).filter(
    (a) =>
      ((a.type === 'discard' || a.type === 'playCard') && a.card === card) ||
      ((a.type === 'income' || a.type === 'shear') && breedIndex >= 0 && (a.breeds >> breedIndex) & 1),
  );
}

// A worker row of the player board: the joker or the harbourmaster tile.
export function workerRowActions(legal, worker) {
  return list(legal).filter((a) => (a.type === 'joker' || a.type === 'harbourmaster') && a.worker === worker);
}

export function typeActions(legal, ...types) {
  return list(legal).filter((a) => types.includes(a.type));
}
