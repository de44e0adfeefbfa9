// Which legal actions a click on a board element stands for. Pure functions:
// the board highlights an element when its list is non-empty, and a click
// plays the single match or narrows the choice (the kit's selection).
import { ports } from './data.js';

const list = (legal) => legal || [];
// A port upgrade takes a disc at a medium port, a warehouse elsewhere (p. 15).
const mediumPort = (port) => (ports[port] || {}).type === 'medium';

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

// A disc slot of the player board: remove it (first turn), deliver or sell
// wool with it, or upgrade a medium port with it.
export function slotActions(legal, slot) {
  return list(legal).filter(
    (a) =>
      (a.type === 'disc' ||
        a.type === 'deliver' ||
        a.type === 'wool' ||
        (a.type === 'upgrade' && mediumPort(a.port))) &&
      a.slot === slot,
  );
}

// A medium port holding the player's disc, when no board disc may be used
// (Clarifications, p. 19: « un de vos disques se trouvant sur un port moyen de
// votre choix »): the deliveries, wool sales and upgrades that take that disc
// back, their slot being PORT_DISC (the engine's kPortDisc) + the port's index.
export const PORT_DISC = 100;
export function portDiscActions(legal, port) {
  return list(legal).filter(
    (a) =>
      (a.type === 'deliver' || a.type === 'wool' || a.type === 'upgrade') &&
      mediumPort(port) &&
      a.slot === PORT_DISC + port,
  );
}

// A warehouse space (0-9) of the player board: the port upgrades and
// warehouse placements that take that warehouse.
export function warehouseActions(legal, w) {
  return list(legal).filter(
    (a) => (a.type === 'warehouse' || (a.type === 'upgrade' && !mediumPort(a.port))) && a.slot === w,
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
