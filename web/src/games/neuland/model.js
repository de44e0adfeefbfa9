// The static Neuland data (engine/games/neuland/data.json) reshaped for drawing:
// one entry per building kind with its terrain(s), material, recipes or cost.
// Pure: the caller passes the parsed JSON (the app imports it, tests read it).

export const PRODUCTION = 'production';
export const PROPERTY = 'property';

// Blast furnaces exist in a forest and a field version (data has one terrain
// each); every other kind has one terrain too. Kept as a list for tooltips.
export function buildModel(data) {
  const kinds = {};
  const order = [];
  for (const p of data.production || []) {
    kinds[p.id] = {
      id: p.id,
      type: PRODUCTION,
      terrain: p.terrain,
      material: p.material,
      count: p.count,
      recipes: (p.recipes || []).map((r) => ({ in: [...(r.in || [])], out: r.out })),
    };
    order.push(p.id);
  }
  for (const p of data.properties || []) {
    kinds[p.id] = {
      id: p.id,
      type: PROPERTY,
      terrain: p.terrain,
      material: p.material || 'stone', // p. 8 (IV): a property costs one stone
      count: 1,
      category: p.category,
      value: p.value,
      cost: [...(p.cost || [])],
    };
    order.push(p.id);
  }
  return {
    kinds,
    order,
    goods: data.goods || [],
    categories: data.categories || [],
    colors: data.colors || ['yellow', 'red', 'lightblue', 'violet'],
  };
}

export function isMine(kind) {
  return !!kind && kind.type === PRODUCTION && kind.recipes.some((r) => r.out === 'ore');
}

// The recipes of a production kind merged slot by slot for drawing:
// blast furnaces give [[coal], [ironOre, silverOre]] -> [iron, silver].
export function mergedRecipe(kind) {
  if (!kind || kind.type !== PRODUCTION || kind.recipes.length === 0) return { in: [], out: [] };
  const width = Math.max(...kind.recipes.map((r) => r.in.length));
  const slots = [];
  for (let i = 0; i < width; i++) {
    const alts = [];
    for (const r of kind.recipes) if (r.in[i] && !alts.includes(r.in[i])) alts.push(r.in[i]);
    slots.push(alts);
  }
  const out = [];
  for (const r of kind.recipes) if (!out.includes(r.out)) out.push(r.out);
  return { in: slots, out };
}

// The workers on a building tile, from a view entry: `workers` lists them all
// (all of one seat; a mine holds one); older views only had `worker`.
export function workersOf(building) {
  if (!building) return [];
  if (Array.isArray(building.workers)) return building.workers;
  return building.worker ? [building.worker] : [];
}

// How many of a tile's workers stand and lie, and the goods they hold (a
// blast furnace's workers may hold iron and silver). Null when empty.
export function workerSummary(building) {
  const ws = workersOf(building);
  if (ws.length === 0) return null;
  const goods = [];
  const byGood = new Map();
  let standing = 0;
  for (const w of ws) {
    if (w.standing) standing++;
    if (!byGood.has(w.good)) {
      byGood.set(w.good, { good: w.good, standing: 0, lying: 0 });
      goods.push(w.good);
    }
    byGood.get(w.good)[w.standing ? 'standing' : 'lying']++;
  }
  return {
    seat: ws[0].seat,
    count: ws.length,
    standing,
    lying: ws.length - standing,
    goods,
    groups: goods.map((g) => byGood.get(g)),
  };
}
