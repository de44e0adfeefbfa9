// What changed on the Great Western Trail: New Zealand board between two views
// of one seat (the contract in docs/embedding.md): every element the board
// draws, keyed as the board marks it. Another player's hand is a count in the
// seat's view (`handCount`), so `player:S:hand` is that count and never a card.
import { diffElements } from '../../ui/board/changes.js';
import { marketBreeds } from './CattleMarket.jsx';
import { discSlots } from './data.js';
import { seaPorts } from './SeaBoard.jsx';
import { sarahPlayed } from './sarahTurn.js';
import { participants, data as wl } from './wellingtonData.js';

// The fields of a player's summary that the board shows, by key.
export const PLAYER_FIELDS = {
  money: (p) => p.money,
  gold: (p) => p.gold,
  certificates: (p) => [p.certificates, p.certificateLimit, p.permanentCertificates],
  tokens: (p) => p.tokens,
  limits: (p) => [p.movementLimit, p.handLimit, p.taxFree],
  hand: (p) => p.handCount,
  deck: (p) => p.deck,
  discard: (p) => {
    const pile = p.discard || [];
    return [pile.length, pile.length ? pile[pile.length - 1].id : null];
  },
  exploration: (p) => p.exploration,
  boat: (p) => p.boat,
  warehouses: (p) => p.warehousesOff,
  buildings: (p) => p.buildingsLeft,
  tiles: (p) => [p.bonusTiles || [], p.hazards || [], p.harbourmasters || [], !!p.marker],
  objectives: (p) => (p.objectives || []).map((c) => c.id ?? c),
};

// The location's own content and the ranchers standing on it.
function nodeValue(view, n) {
  const ranchers = (view.players || []).map((p, s) => (p.rancher === n.node ? s : -1)).filter((s) => s >= 0);
  if (view.sarah && view.sarah.rancher === n.node) ranchers.push('sarah');
  return { kind: n.kind, side: n.side, building: n.building || null, hazard: n.hazard || null, ranchers };
}

function playerElements(out, p, s) {
  for (const [k, get] of Object.entries(PLAYER_FIELDS)) out.set(`player:${s}:${k}`, get(p) ?? null);
  for (let i = 0; i < discSlots.length; i++) out.set(`player:${s}:disc:${i}`, ((p.discsOff || 0) >> i) & 1);
  (p.workers || []).forEach((n, k) => out.set(`player:${s}:workers:${k}`, n));
}

function wellingtonElements(out, view) {
  const w = view.wellington || {};
  (w.jobMarket || []).forEach((row, r) =>
    (row.workers || []).forEach((filled, c) => out.set(`job:${r}:${c}`, filled)),
  );
  (w.bonusMarket || []).forEach((row, r) =>
    (row.tiles || []).forEach((tile, c) => out.set(`bonus:${r}:${c}`, tile ? tile.id : null)),
  );
  out.set('bonus:marker', w.markerRow ?? null);
  (w.bonusStacks || []).forEach((st, k) => out.set(`stack:${k}`, st.count));
  for (const g of marketBreeds(w.market)) out.set(`cattle:${g.breed}`, g.cards.length);
  out.set('cattle:deck', w.marketDeck ?? 0);
  (w.predictions || []).forEach((tile, i) => out.set(`prediction:${i}`, tile ?? null));
  out.set('bag:A', w.bagA ?? 0);
  out.set('bag:B', w.bagB ?? 0);
  [0, 1, 2, 3].forEach((i) => out.set(`objective:${i}`, ((w.objectiveOffer || [])[i] || {}).id ?? null));
  out.set('objective:deck', w.objectiveDeck ?? 0);
  for (const [kind, n] of Object.entries(w.supportPiles || {})) out.set(`pile:${kind}`, n);
  const people = participants(view);
  const counters = (wl.wellington || {}).delivery || [];
  const wool = (wl.wellington || {}).wool || [];
  counters.forEach((_, i) =>
    out.set(
      `counter:delivery:${i}`,
      people.map((p) => (p.delivered || [])[i] || 0),
    ),
  );
  wool.forEach((_, i) =>
    out.set(
      `counter:wool:${i}`,
      people.map((p) => (p.wool || [])[i] || 0),
    ),
  );
  const ex = wl.exploration || {};
  const last = typeof ex.last === 'number' ? ex.last : (ex.vp || []).length - 1;
  for (let k = 0; k <= last; k++)
    out.set(
      `explore:${k}`,
      people.filter((p) => Math.min(p.exploration || 0, last) === k).map((p) => p.seat),
    );
}

// The sea board: per space, the boats on it; per port, its warehouses and
// harbourmaster (a port is drawn on its space).
function seaElements(out, view) {
  const sea = wl.sea || {};
  const spaces = [0, ...(sea.routes || []).flat()];
  const people = participants(view);
  const ports = seaPorts();
  for (const s of spaces) {
    const port = ports.find((p) => p.space === s);
    out.set(`sea:${s}`, {
      boats: people.filter((p) => p.boat === s).map((p) => p.seat),
      port: port
        ? {
            owners: people.filter((p) => (p.ports >> port.index) & 1).map((p) => p.seat),
            warehouses: (view.portWarehouses || [])[port.index] ?? 0,
            harbour: port.medium >= 0 ? ((view.harbourmasters || [])[port.medium] ?? null) : null,
          }
        : null,
    });
  }
}

// key -> value of every element the board draws.
export function elements(view) {
  const out = new Map();
  if (!view) return out;
  for (const n of view.route || []) out.set(`node:${n.node}`, nodeValue(view, n));
  (view.players || []).forEach((p, i) => playerElements(out, p, typeof p.seat === 'number' ? p.seat : i));
  if (view.sarah) {
    const s = view.sarah;
    out.set('sarah', [s.cardsLeft, s.exploration, (s.hazards || []).length]);
  }
  wellingtonElements(out, view);
  seaElements(out, view);
  return out;
}

export const changedKeys = diffElements(elements);

// What the player's own "end the turn" changes on its own board: the cards it draws.
const OWN_DRAW = ['hand', 'handCount', 'deck', 'discard'];

// Solo: the engine plays Sarah's whole turn inside the player's action that ends
// the turn, so the view right after it already holds her moves. The view the
// player compares with from then on is the one before that action, with the
// player's own draw: her token, her buildings, what she took from the markets,
// the pounds her way paid are marked when the player's next turn begins.
export function baselineAfter(before, after, seat) {
  if (!sarahPlayed(before, after)) return after;
  const players = (before.players || []).map((p, i) => {
    const now = (after.players || [])[i];
    if (i !== seat || !p || !now) return p;
    const own = { ...p };
    for (const k of OWN_DRAW) if (k in now) own[k] = now[k];
    return own;
  });
  return { ...before, players };
}

// Whether any of a player's keys changed (the one-line summary of another player).
export function playerChanged(changed, seat) {
  if (!changed || !changed.size) return false;
  const head = `player:${seat}:`;
  for (const k of changed) if (k.startsWith(head)) return true;
  return false;
}
