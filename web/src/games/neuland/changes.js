// What changed on the Neuland board between two views of one seat (the
// contract in docs/embedding.md): every element the board draws, keyed as
// the board marks it. Neuland has no hidden information; the keys still come
// from the seat's own views only.
import { diffElements } from '../../ui/board/changes.js';

export const PLAYER_FIELDS = [
  'time',
  'reserve',
  'coatsLeft',
  'coatsPlaced',
  'cart',
  'foodToken',
  'woodToken',
];

// key -> value of every element the board draws.
export function elements(view) {
  const out = new Map();
  if (!view) return out;
  for (const b of view.buildings || []) out.set(`tile:${b.id}`, b);
  for (const h of view.hexes || []) out.set(`hex:${h.id}`, { terrain: h.terrain, start: h.start });
  out.set('present', view.present);
  for (const p of view.players || []) {
    out.set(`time:${p.seat}`, p.time);
    for (const f of PLAYER_FIELDS) out.set(`player:${p.seat}:${f}`, p[f]);
    for (const [c, n] of Object.entries(p.placedBy || {})) out.set(`player:${p.seat}:placed:${c}`, n);
  }
  const supply = view.supply || {};
  for (const s of supply.production || []) out.set(`stack:${s.kind}`, s.count);
  for (const c of supply.properties || []) out.set(`property:${c.category}`, c.stack);
  out.set('metal', view.metalMarkers ?? 0);
  out.set('bag', view.bag || {});
  return out;
}

const diff = diffElements(elements);

// A tile taken off the map marks the hex it stood on.
export function changedKeys(before, after, seat) {
  const keys = diff(before, after, seat);
  const now = new Set((after.buildings || []).map((b) => b.id));
  for (const b of before.buildings || []) if (!now.has(b.id) && b.hex >= 0) keys.add(`hex:${b.hex}`);
  return keys;
}
