// The Fields of Arle board drawn for a fixture, for the unit tests: the
// engine's data.json, the fixture's view, legal actions and seat, and the
// handlers a test wants to watch (play, onChoose, setInfo; inert otherwise).
import fs from 'node:fs';
import { boardTree } from '../../../web/src/games/arle/Board.jsx';
import { expand } from './vnodes.js';

export const arleData = JSON.parse(
  fs.readFileSync(new URL('../../../engine/games/arle/data.json', import.meta.url), 'utf8'),
);

export function drawArle(fx, lang = 'fr', handlers = {}) {
  return expand(
    boardTree({
      view: fx.view,
      legal: fx.legal,
      seat: fx.seat,
      lang,
      data: arleData,
      play() {},
      onChoose() {},
      setInfo() {},
      info: null,
      ...handlers,
    }),
  );
}
