// The static Fields of Arle data (engine/games/arle/data.json), embedded from
// the engine's own file: equipment names and barn sizes (the view names the
// rest). Found through a glob so a checkout without the engine still builds.
const found = import.meta.glob('../../../../engine/games/arle/data.json', { eager: true, import: 'default' });
export const data = Object.values(found)[0] || {};
export default data;
