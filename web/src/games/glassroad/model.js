// The static Glass Road data (engine/games/glassroad/data.json) reshaped for
// drawing: lookup tables of craftsmen and buildings. Pure: the caller passes
// the parsed JSON (the app imports it, tests read it from disk).

export const BASE_RESOURCES = {
  glass: ['sand', 'food', 'coal', 'water', 'wood'],
  brick: ['clay', 'food', 'coal'],
};
export const REFINED = { glass: 'glass', brick: 'brick' };
export const WHEELS = ['glass', 'brick'];
export const ROW_KINDS = ['conversion', 'immediate', 'points'];

export function buildModel(data) {
  const craftsmen = {};
  for (const c of data.craftsmen || []) craftsmen[c.id] = c;
  const buildings = {};
  for (const b of data.buildings || []) buildings[b.id] = b;
  for (const b of data.baseBuildings || []) buildings[b.id] = { ...b, kind: 'base', cost: null, points: 0 };
  const wheels = data.wheels || {};
  return {
    craftsmen,
    cardOrder: (data.craftsmen || []).map((c) => c.id),
    buildings,
    rows: (data.landscape && data.landscape.rows) || 3,
    cols: (data.landscape && data.landscape.cols) || 7,
    wheelBase: {
      glass: (wheels.glass && wheels.glass.base) || BASE_RESOURCES.glass,
      brick: (wheels.brick && wheels.brick.base) || BASE_RESOURCES.brick,
    },
    forests: forestLayout(data.landscape),
    rowKinds: (data.buildingBoard && data.buildingBoard.rowsByKind) || ROW_KINDS,
    notes: data.rulesNotes || {},
    // Cards a solo player picks in each phase (p. 10); 5 with 2–4 players (p. 4).
    soloCards: data.soloCards || [],
  };
}

// The squares each forest tile covers at set-up ("F0" … in the printed layout),
// as {index: [square, …]}: forests never move, so a forest removed long ago is
// still named by where it lay.
export function forestLayout(landscape) {
  const out = {};
  ((landscape && landscape.layout) || []).forEach((row, r) => {
    row
      .trim()
      .split(/\s+/)
      .forEach((cell, c) => {
        const m = /^F(\d+)$/.exec(cell);
        if (m) (out[m[1]] = out[m[1]] || []).push(r * landscape.cols + c);
      });
  });
  return out;
}

// A name in the language asked for (French first, then English, then the id).
export function localName(entry, lang, id) {
  const n = entry && entry.names;
  return (n && (n[lang] || n.fr || n.en)) || id || '?';
}

// A data text in the language asked for. The texts say the rulebook's notes
// in words (data.json, tests/web/glassroad-board.test.js), never by code.
export function localText(obj, lang) {
  if (!obj) return '';
  return obj[lang] || obj.fr || obj.en || '';
}

// The forest tile indices on a seat's landscape, with the squares each covers.
export function forestSquares(squares, index) {
  const out = [];
  (squares || []).forEach((s, i) => {
    if (s && s.kind === 'forest' && s.forest === index) out.push(i);
  });
  return out;
}

// The square holding building `id` (as the tile or as its upgrade), or -1.
export function squareOfBuilding(squares, id) {
  return (squares || []).findIndex(
    (s) => s && s.kind === 'building' && (s.building === id || s.upgrade === id),
  );
}
