// The web side's game registry: game id -> module {id, Board, describeAction,
// messages[, describeLog]} (interface in docs/embedding.md). Every
// web/src/games/<id>/index.js is picked up at build time (today: neuland), so a
// game's folder is its registration and a missing one cannot break the build;
// a game without a module still plays with the generic board and words.
const found = import.meta.glob('./*/index.js', { eager: true, import: 'default' });

export const gameModules = {};
for (const [path, module] of Object.entries(found)) {
  const id = (module && module.id) || path.split('/')[1];
  gameModules[id] = module;
}
