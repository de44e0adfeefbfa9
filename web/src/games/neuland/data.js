// The static Neuland data, embedded from the engine's own file (one source of
// truth for recipes, terrains and counts). Found through a glob so that a
// checkout without the engine folder still builds (the board then draws
// hexes and tiles without recipes).
import { buildModel } from './model.js';

const found = import.meta.glob('../../../../engine/games/neuland/data.json', {
  eager: true,
  import: 'default',
});
const data = Object.values(found)[0] || {};

export const model = buildModel(data);
export default model;
