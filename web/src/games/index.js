// The web side's game registry: game id -> module {id, Board, describeAction,
// messages[, describeLog]} (interface in docs/embedding.md). One line per game;
// a game the engine lists without a module here still plays, with the generic
// board and words.
import neuland from './neuland/index.js';
import arle from './arle/index.js';
import glassroad from './glassroad/index.js';
import lorrein from './lorrein/index.js';
import gwtnz from './gwtnz/index.js';

export const gameModules = {
  [neuland.id]: neuland,
  [arle.id]: arle,
  [glassroad.id]: glassroad,
  [lorrein.id]: lorrein,
  [gwtnz.id]: gwtnz,
};
