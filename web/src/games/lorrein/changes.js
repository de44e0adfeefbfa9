// What changed on the Lorrein board between two views of one seat (the
// contract in docs/embedding.md). Another player's mission card is secret:
// the seat's view holds it as null, so its key never changes for that seat.
import { diffElements } from '../../ui/board/changes.js';

// key -> value of every element the board draws.
export function elements(view) {
  const out = new Map();
  if (!view) return out;
  (view.tiles || []).forEach((tile, i) => out.set(`tile:${i}`, tile));
  (view.vertices || []).forEach((v, i) => out.set(`vertex:${i}`, v));
  out.set('bowl', view.bowl || {});
  [0, 1, 2].forEach((k) => out.set(`hole:${k}`, (view.drawn || [])[k] ?? null));
  (view.players || []).forEach((p, i) => {
    for (const [g, n] of Object.entries(p.goods || {})) out.set(`player:${i}:good:${g}`, n);
    out.set(`player:${i}:pieces`, [p.farmsLeft, p.workshopsLeft, p.duchiesLeft]);
    out.set(`player:${i}:mission`, p.mission ?? null);
  });
  return out;
}

export const changedKeys = diffElements(elements);
