// Which legal actions a click on a board element stands for. Pure functions:
// an element is highlighted when its list is non-empty; a click plays the
// single match or narrows the decision panel to several.

const MOOR_USERS = new Set(['weavingParlor', 'colonistsHouse']);
const VEHICLE_UPGRADES = new Set(['handcart', 'cart', 'carriage']);

export function spaceActions(legal, spaceId) {
  return (legal || []).filter(
    (a) =>
      (a.type === 'place' && a.space === spaceId) ||
      (a.type === 'pick' && a.option === 'copy' && a.space === spaceId),
  );
}

// A village space (index i, holding h): tile upgrades, stable placement,
// carpenter's workshop, and animal moves from or to it.
export function villageActions(legal, sp) {
  const hs = [sp.holding, sp.holding + 1];
  return (legal || []).filter(
    (a) =>
      (a.type === 'upgrade' &&
        (a.what === 'forest' || a.what === 'stall' || a.what === 'stable') &&
        a.index === sp.index) ||
      (a.type === 'pick' && a.option === 'stable' && a.space === sp.index) ||
      (a.type === 'use' && a.building === 'carpentersWorkshop' && a.x === sp.index) ||
      (a.type === 'move' && (hs.includes(a.to) || hs.includes(a.from))) ||
      (sp.building &&
        (a.type === 'use' || a.type === 'house') &&
        a.building === sp.building &&
        a.building !== 'carpentersWorkshop'),
  );
}

export function dikeActions(legal, holding) {
  return (legal || []).filter((a) => a.type === 'move' && (a.to === holding || a.from === holding));
}

export function moorActions(legal, m) {
  return (legal || []).filter(
    (a) =>
      (a.type === 'extract' && a.moor === m) ||
      (a.type === 'upgrade' && a.what === 'moor' && a.index === m) ||
      (a.type === 'use' && MOOR_USERS.has(a.building) && a.x === m),
  );
}

// A barn vehicle (by its barn index), or one of its cells.
export function vehicleActions(legal, v, cell = null) {
  return (legal || []).filter(
    (a) =>
      (a.type === 'load' && a.vehicle === v && (cell === null || a.cell === cell)) ||
      (cell === null && a.type === 'upgrade' && VEHICLE_UPGRADES.has(a.what) && a.index === v) ||
      (cell === null &&
        a.type === 'discard' &&
        a.equipment !== 'plough' &&
        a.equipment !== 'peatBoat' &&
        a.index === v),
  );
}

export function equipmentActions(legal, kind) {
  return (legal || []).filter(
    (a) =>
      (a.type === 'discard' && a.equipment === kind) ||
      (kind === 'peatBoat' && (a.type === 'boat' || (a.type === 'upgrade' && a.what === 'peatBoat'))),
  );
}

export function toolActions(legal, toolId) {
  return (legal || []).filter((a) => a.type === 'tool' && a.tool === toolId);
}

export function buildingActions(legal, id) {
  return (legal || []).filter(
    (a) => (a.type === 'build' || a.type === 'use' || a.type === 'house') && a.building === id,
  );
}

export function destinationActions(legal, view, id) {
  const p = view && view.pending;
  const selling = p && p.kind === 'sale' && p.destination === id;
  return (legal || []).filter((a) => (a.type === 'load' && a.item === id) || (selling && a.type === 'sell'));
}

// A good's chip: the peat boat's exchange for it, or a choice of it (the grocer's and the builders'
// merchant's plank or brick).
const PICKED_GOODS = new Set(['plank', 'brick']);
export function goodActions(legal, good) {
  return (legal || []).filter(
    (a) =>
      (a.type === 'boat' && a.good === good) ||
      (a.type === 'pick' && a.option === good && PICKED_GOODS.has(good)),
  );
}

export function animalActions(legal, species) {
  return (legal || []).filter(
    (a) => (a.type === 'release' && a.species === species) || (a.type === 'pick' && a.option === species),
  );
}

// Vehicles the player may build (supply shown on the barn).
export function newVehicleActions(legal) {
  return (legal || []).filter((a) => a.type === 'vehicle' || (a.type === 'pick' && a.option === 'vehicle'));
}

// Whether a legal action is drawn on the board (one of the functions above
// takes it): the others (pay subsistence, done, stop, amounts, rearranging
// animals...) are answered in the decision panel only.
const BOARD_PICKS = new Set(['copy', 'stable', 'vehicle', 'sheep', 'cow', 'horse', 'plank', 'brick']);
const BOARD_TYPES = new Set([
  'place',
  'upgrade',
  'use',
  'house',
  'build',
  'move',
  'extract',
  'load',
  'discard',
  'tool',
  'boat',
  'release',
  'vehicle',
]);
export function onBoard(a, view) {
  if (!a) return false;
  if (a.type === 'pick') return BOARD_PICKS.has(a.option);
  if (a.type === 'sell') return Boolean(view && view.pending && view.pending.kind === 'sale');
  return BOARD_TYPES.has(a.type);
}
