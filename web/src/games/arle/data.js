// The static Fields of Arle data (engine/games/arle/data.json), embedded from
// the engine's own file: what each destination sells, the travel track's
// points, the equipment list, and every name and effect text (read by names.js). Found
// through a glob so a checkout without the engine still builds.
const found = import.meta.glob('../../../../engine/games/arle/data.json', { eager: true, import: 'default' });
export const data = Object.values(found)[0] || {};
export default data;
