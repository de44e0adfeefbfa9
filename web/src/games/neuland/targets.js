// Which legal actions a click on a board element stands for. Pure functions:
// the board highlights an element when its list is non-empty, and a click
// plays the single match or narrows the decision panel to several.

// A building tile on the map: produce on it, place coats on it, or (after a
// mine draw) order the ores of that mine.
export function tileActions(legal, buildingId) {
  return (legal || []).filter(
    (a) => (a.type === 'produce' || a.type === 'coats') && a.building === buildingId,
  );
}

export function stackActionsFor(legal, view, buildingId) {
  const p = view && view.pending;
  if (!p || p.type !== 'stack' || p.building !== buildingId) return [];
  return (legal || []).filter((a) => a.type === 'stack');
}

// A hex: build there (optionally only one kind), or start there.
export function hexActions(legal, hexId, kind = null) {
  return (legal || []).filter(
    (a) =>
      (a.type === 'build' && a.hex === hexId && (kind === null || a.kind === kind)) ||
      (a.type === 'start' && a.hex === hexId && kind === null),
  );
}

// A stack of the building supply: build that kind anywhere.
export function supplyActions(legal, kind) {
  return (legal || []).filter((a) => a.type === 'build' && a.kind === kind);
}

// The hexes where a kind can be built now (for highlighting after a stack click).
export function hexesForKind(legal, kind) {
  const set = new Set();
  for (const a of legal || []) if (a.type === 'build' && a.kind === kind) set.add(a.hex);
  return set;
}

// The map element an action acts on (a CSS selector), brought into view at the
// next decision when the action is chosen from the list: the hex of a start or
// a build, the building a production or coats use.
export function spotOfAction(a) {
  if (!a) return null;
  if ((a.type === 'start' || a.type === 'build') && Number.isInteger(a.hex)) return `[data-hex="${a.hex}"]`;
  if ((a.type === 'produce' || a.type === 'coats') && Number.isInteger(a.building))
    return `[data-building="${a.building}"]`;
  return null;
}

export function endTurnActions(legal) {
  return (legal || []).filter((a) => a.type === 'endTurn');
}

// The sources an action pays with: a produce's or coats' inputs, a build's pay.
function sourcesOf(action) {
  if (Array.isArray(action.inputs)) return action.inputs;
  if (action.pay !== undefined && action.pay !== null) return [action.pay];
  return [];
}

function sameSource(s, source) {
  if (typeof source === 'number') return typeof s === 'object' && s !== null && s.building === source;
  return s === source;
}

function usesSource(source) {
  if (source === 'cart') return (a) => a.cart === true;
  if (source === 'noCart') return (a) => a.cart !== true;
  return (a) => sourcesOf(a).some((s) => sameSource(s, source));
}

// While several actions are left to choose from, a source of the goods paid
// (a worker's building id, or 'foodToken' | 'woodToken' | 'forage'), the
// cart ('cart') or going without it ('noCart') stands for the candidates
// that match, when that narrows them.
export function sourceActions(candidates, source) {
  const list = candidates || [];
  const out = list.filter(usesSource(source));
  return out.length < list.length ? out : [];
}

// The sources (as sourceActions takes them) that narrow the candidates now.
// Where the cart narrows, so does declining it: both are offered.
export function narrowingSources(candidates) {
  const keys = new Set();
  for (const a of candidates || []) {
    for (const s of sourcesOf(a)) keys.add(typeof s === 'object' && s !== null ? s.building : s);
    if (a.cart === true) keys.add('cart').add('noCart');
  }
  return [...keys].filter((k) => sourceActions(candidates, k).length > 0);
}
