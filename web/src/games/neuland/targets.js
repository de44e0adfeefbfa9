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

export function endTurnActions(legal) {
  return (legal || []).filter((a) => a.type === 'endTurn');
}
