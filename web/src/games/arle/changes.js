// What changed on the Fields of Arle board between two views of one seat (the
// contract in docs/embedding.md): every element the board draws, keyed as the
// board marks it. Arle has no hidden information; the keys still come from
// the seat's own views only.
import { diffElements } from '../../ui/board/changes.js';

// key -> value of every element the board draws.
export function elements(view) {
  const out = new Map();
  if (!view) return out;
  for (const s of view.actionSpaces || []) out.set(`space:${s.id}`, s.occupiedBy);
  for (const b of view.buildings || []) out.set(`building:${b.id}`, b.owner);
  const boards = view.boards || [];
  const tools = (boards[0] && boards[0].tools) || [];
  tools.forEach((tool, i) =>
    out.set(
      `tool:${tool.id}`,
      boards.map((b) => (b.tools && b.tools[i] ? b.tools[i].position : null)),
    ),
  );
  for (const b of boards) {
    const p = `player:${b.seat}:`;
    const vil = b.village || {};
    for (const sp of vil.spaces || []) out.set(`${p}village:${sp.index}`, sp);
    (vil.moors || []).forEach((m, k) => out.set(`${p}moor:${k}`, m));
    out.set(`${p}dike`, [vil.dikeHolding, vil.dikeAnimals, vil.marshRowsUnlocked, vil.topDikesCovering]);
    const barn = b.barn || {};
    out.set(`${p}equip:plough`, barn.ploughs || 0);
    out.set(`${p}equip:peatBoat`, barn.peatBoats || 0);
    for (const v of barn.vehicles || []) {
      out.set(`${p}vehicle:${v.index}`, [v.type, v.large]);
      (v.cells || []).forEach((c, j) => out.set(`${p}vehicle:${v.index}:${j}`, c));
    }
    for (const [g, n] of Object.entries(b.goods || {})) out.set(`${p}good:${g}`, n);
    ['sheep', 'cow', 'horse'].forEach((sp, k) =>
      out.set(`${p}animal:${sp}`, [(b.animals || {})[sp] || 0, (b.unplaced || [])[k] || 0]),
    );
    for (const d of b.destinations || []) out.set(`${p}dest:${d.id}`, d.state);
    out.set(`${p}score`, (b.score || {}).total ?? 0);
  }
  return out;
}

export const changedKeys = diffElements(elements);
