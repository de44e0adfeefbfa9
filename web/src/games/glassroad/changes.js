// What changed on the Glass Road board between two views of one seat (the
// contract in docs/embedding.md). Other players' hands and face-down cards
// are counts and yes/no in the seat's view, so their keys say that a hand
// changed, never which card.
import { diffElements } from '../../ui/board/changes.js';

// key -> value of every element the board draws.
export function elements(view) {
  const out = new Map();
  if (!view) return out;
  (view.board || []).forEach((row, r) =>
    (row || []).forEach((id, c) => out.set(`board:${r}:${c}`, id || null)),
  );
  (view.piles || []).forEach((n, r) => out.set(`pile:${r}`, [n, (view.reserve || [])[r] ?? 0]));
  (view.seats || []).forEach((p, i) => {
    for (const [w, goods] of Object.entries(p.wheels || {}))
      for (const [res, n] of Object.entries(goods || {})) out.set(`wheel:${i}:${w}:${res}`, n);
    (p.squares || []).forEach((s, k) => out.set(`square:${i}:${k}`, s));
    out.set(`offer:${i}`, p.offer || []);
    out.set(`player:${i}:score`, p.score ?? 0);
    out.set(`player:${i}:buildings`, p.buildings ?? 0);
    out.set(`player:${i}:hand`, p.handCount ?? 0);
    out.set(`player:${i}:faceDown`, p.faceDown ?? null);
    for (const c of p.played || []) out.set(`player:${i}:played:${c}`, true);
    // The panel's head says when this player's wheels or landscape changed.
    out.set(`player:${i}:estate`, [p.wheels || {}, p.squares || []]);
  });
  return out;
}

export const changedKeys = diffElements(elements);
