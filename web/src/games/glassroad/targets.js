// Which legal actions a click on a board element stands for. Pure functions:
// the board highlights an element when its list is non-empty, and a click
// plays the single match or narrows the decision panel to several.
import { squareOfBuilding } from './model.js';

const list = (legal) => legal || [];

// A craftsman card in hand: pick it, lay it face down, or play it.
export function cardActions(legal, card) {
  return list(legal).filter(
    (a) => (a.type === 'pick' || a.type === 'faceDown' || a.type === 'play') && a.card === card,
  );
}

// The card being resolved: its abilities (the buttons drawn on it).
export function abilityActions(legal, index) {
  return list(legal).filter((a) => a.type === 'ability' && a.index === index);
}

// A building tile on the building board or in a private offer: build it.
export function buildActionsOf(legal, building) {
  return list(legal).filter((a) => a.type === 'build' && a.building === building);
}

// The squares where a building can go now (highlighted after a tile click).
export function squaresForBuilding(legal, building) {
  const set = new Set();
  for (const a of list(legal)) if (a.type === 'build' && a.building === building) set.add(a.square);
  return set;
}

// A token on a wheel: take a gain of that resource on that wheel, or pay
// with it (a card's 1 food/coal from that wheel; wood and water are on the
// glass wheel only and are paid without naming a wheel).
export function tokenActions(legal, view, wheel, resource) {
  const d = view && view.decision;
  return list(legal).filter((a) => {
    if (a.type === 'gain') return a.wheel === wheel && a.resource === resource;
    if (a.type === 'pay' && d && d.kind === 'cardPay' && a.forest === undefined) {
      const pay = payResource(view);
      if (a.wheel) return a.wheel === wheel && pay === resource;
      return wheel === 'glass' && pay === resource;
    }
    return false;
  });
}

// The resource a pending card payment asks for (from the card id).
const CARD_PAYMENT = {
  builder: 'food',
  water_carrier: 'food',
  fisherman: 'coal',
  clay_digger: 'water',
  fuel_merchant: 'water',
  charcoal_burner: 'wood',
  carpenter: 'forest',
  clearing_farmer: 'forest',
  woodcutter: 'forest',
};
export function payResource(view, model) {
  const d = view && view.decision;
  if (!d || d.kind !== 'cardPay') return null;
  const c = model && model.craftsmen && model.craftsmen[d.card];
  if (c && c.payment) return c.payment;
  return CARD_PAYMENT[d.card] || null;
}

// A square of the viewer's own landscape: the main choices (place a tile,
// build, pay with this forest, repeat or tavern choice there) and the
// any-time ones (use the conversion building standing there, clear the
// terrain). `building` narrows builds to one tile after a tile was clicked.
export function squareActions(legal, squares, sq, building = null) {
  const s = (squares || [])[sq] || {};
  const main = [];
  const anyTime = [];
  for (const a of list(legal)) {
    if (a.type === 'placeTerrain' && a.square === sq) main.push(a);
    else if (a.type === 'build' && a.square === sq && (building === null || a.building === building))
      main.push(a);
    else if (a.type === 'pay' && a.forest !== undefined && s.kind === 'forest' && s.forest === a.forest)
      main.push(a);
    else if ((a.type === 'repeat' || a.type === 'tavern') && a.square === sq) main.push(a);
    else if (a.type === 'removeTerrain' && a.square === sq) anyTime.push(a);
    else if (a.type === 'convert' && squareOfBuilding(squares, a.building) === sq) anyTime.push(a);
  }
  return { main, anyTime, all: [...main, ...anyTime] };
}

// Actions with no element of their own (drawn as board buttons too).
export function passActions(legal) {
  return list(legal).filter((a) => a.type === 'pass');
}
export function repeatResourceActions(legal) {
  return list(legal).filter((a) => a.type === 'repeat' && a.resource !== undefined);
}
