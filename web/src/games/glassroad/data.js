// The static Glass Road data, embedded from the engine's own file (names,
// costs, points and effect texts of every card and building, fr/en). Found
// through a glob so a checkout without the engine folder still builds.
import { buildModel } from './model.js';

const found = import.meta.glob('../../../../engine/games/glassroad/data.json', {
  eager: true,
  import: 'default',
});
const data = Object.values(found)[0] || {};

export const model = buildModel(data);
export default model;
