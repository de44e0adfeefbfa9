// The static Neuland data (engine/games/neuland/data.json) reshaped for drawing:
// one entry per building kind with its terrain(s), material, recipes or cost.
// Pure: the caller passes the parsed JSON (the app imports it, tests read it).

export const PRODUCTION = 'production'
export const PROPERTY = 'property'

// Blast furnaces exist in a forest and a field version (data has one terrain
// each); every other kind has one terrain too. Kept as a list for tooltips.
export function buildModel(data) {
  const kinds = {}
  const order = []
  for (const p of data.production || []) {
    kinds[p.id] = {
      id: p.id,
      type: PRODUCTION,
      terrain: p.terrain,
      material: p.material,
      count: p.count,
      recipes: (p.recipes || []).map((r) => ({ in: [...(r.in || [])], out: r.out })),
    }
    order.push(p.id)
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
    }
    order.push(p.id)
  }
  return {
    kinds,
    order,
    goods: data.goods || [],
    categories: data.categories || [],
    colors: data.colors || ['yellow', 'red', 'lightblue', 'violet'],
  }
}

export function isMine(kind) {
  return !!kind && kind.type === PRODUCTION && kind.recipes.some((r) => r.out === 'ore')
}

// The recipes of a production kind merged slot by slot for drawing:
// blast furnaces give [[coal], [ironOre, silverOre]] -> [iron, silver].
export function mergedRecipe(kind) {
  if (!kind || kind.type !== PRODUCTION || kind.recipes.length === 0) return { in: [], out: [] }
  const width = Math.max(...kind.recipes.map((r) => r.in.length))
  const slots = []
  for (let i = 0; i < width; i++) {
    const alts = []
    for (const r of kind.recipes) if (r.in[i] && !alts.includes(r.in[i])) alts.push(r.in[i])
    slots.push(alts)
  }
  const out = []
  for (const r of kind.recipes) if (!out.includes(r.out)) out.push(r.out)
  return { in: slots, out }
}
