// The movement preview of phase A (p. 6–7): for each location the rancher can
// step to now (the legal "step" actions), the route spaces passed on the way
// (empty building spaces and hazard areas are not locations) and the tax due
// on arrival: a hazard tile's hand goes to the bank, another player's
// building's hand to that player (to the bank for Sarah's, in solo); nothing
// with the tax-free tile. Only as much as the player has is paid.
import { typeActions } from './targets.js';
import { topDecision, playerName } from './text.js';

const TAX = { black: 1, green: 2 };

// The shortest chain of route nodes from `from` to `to` (both included), along the arrows.
export function routePath(route, from, to) {
  if (from === to) return [from];
  const prev = new Map([[from, -1]]);
  const queue = [from];
  while (queue.length) {
    const x = queue.shift();
    for (const m of (route[x] || {}).next || []) {
      if (prev.has(m)) continue;
      prev.set(m, x);
      if (m === to) {
        const path = [m];
        for (let k = x; k !== -1; k = prev.get(k)) path.unshift(k);
        return path;
      }
      queue.push(m);
    }
  }
  return [from, to];
}

// The tax for `mover` arriving at or passing `node`: {due, paid, to} (to: a seat, or -1 for the bank).
export function taxAt(view, mover, node) {
  const n = (view.route || [])[node] || {};
  const p = (view.players || [])[mover] || {};
  let hand = 'none';
  let to = -1;
  if (n.hazard) hand = n.hazard.hand || 'none';
  if (n.building && n.building.owner !== mover) {
    hand = n.building.hand || 'none';
    to = view.solo && view.sarah && n.building.owner === view.sarah.seat ? -1 : n.building.owner;
  }
  const due = p.taxFree ? 0 : TAX[hand] || 0;
  return { due, paid: Math.min(due, p.money || 0), to };
}

// [{node, path, tax}] for each step the deciding player can take now.
export function movePreview(view, legal) {
  const steps = typeActions(legal, 'step');
  if (!steps.length || !view.route) return [];
  const top = topDecision(view);
  const mover = top ? top.player : view.current;
  const p = (view.players || [])[mover];
  if (!p || typeof p.rancher !== 'number' || p.rancher < 0) return [];
  return steps.map((a) => ({
    node: a.node,
    path: routePath(view.route, p.rancher, a.node),
    tax: taxAt(view, mover, a.node),
  }));
}

// The preview's words for a location's tooltip.
export function taxWords(view, tax, t) {
  if (!tax.due) return t('ui.moveFree');
  const to = tax.to >= 0 ? playerName(view, tax.to) : t('ui.bank');
  const words = t('ui.moveTax', { n: tax.due, to });
  return tax.paid < tax.due ? `${words} ${t('ui.moveTaxShort', { n: tax.paid })}` : words;
}
