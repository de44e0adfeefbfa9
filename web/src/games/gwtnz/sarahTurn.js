// What Sarah (the solo opponent, solo rules « A woman of great character »)
// did on her turn, read from the player's view before and after it. The engine
// plays her whole turn inside the player's last action (the one ending the
// turn), so its log holds no line of hers: these are the lines the shell adds
// (module.logEvents, web/src/ui/logEvents.js). Only what the player's view
// shows is read: her face-down pile is a count, her deck order is never seen.
import { WORKERS, STACKS, personalBuildings, ports, deliveryCounters, bonusCosts } from './data.js';

const list = (x) => (Array.isArray(x) ? x : []);
const ids = (cards) => list(cards).map((c) => c && c.id);
const bitsOf = (mask) => {
  const out = [];
  for (let i = 0; i < 32; i++) if ((mask >> i) & 1) out.push(i);
  return out;
};

// Whether Sarah played between the two views: one more card played, or her
// played cards shuffled back into her deck and one played from it.
export function sarahPlayed(before, after) {
  const a = before && before.sarah;
  const b = after && after.sarah;
  if (!a || !b) return false;
  return list(b.cardsPlayed).length !== list(a.cardsPlayed).length || b.cardsLeft !== a.cardsLeft;
}

function hired(a, b, before, after) {
  const out = [];
  const rowsA = list(before.wellington && before.wellington.jobMarket);
  const rowsB = list(after.wellington && after.wellington.jobMarket);
  WORKERS.forEach((_, k) => {
    const n = (list(b.workers)[k] || 0) - (list(a.workers)[k] || 0);
    if (n <= 0) return;
    // The job-market slot of that worker she emptied: its row's cost.
    const r = rowsA.findIndex((row, i) => list(row.workers)[k] && !list((rowsB[i] || {}).workers)[k]);
    out.push({ k: 'hire', worker: k, cost: r >= 0 ? rowsA[r].cost : null });
  });
  if (a.specialty !== b.specialty) out.push({ k: 'specialty', worker: b.specialty });
  return out;
}

function built(before, after, seat) {
  const out = [];
  list(after.route).forEach((n, node) => {
    const was = list(before.route)[node] || {};
    const b = n && n.building;
    if (!b || b.owner !== seat) return;
    const old = was.building;
    if (old && old.owner === b.owner && old.number === b.number) return;
    const vp = (personalBuildings[b.number - 1] || {}).vp || 0;
    out.push({
      k: 'build',
      node,
      building: `${b.number}${b.side || ''}`,
      vp,
      old: old && old.owner === seat ? `${old.number}${old.side || ''}` : null,
    });
  });
  return out;
}

function invested(before, after) {
  const out = [];
  const rowsB = list(after.wellington && after.wellington.bonusMarket);
  list(before.wellington && before.wellington.bonusMarket).forEach((row, r) =>
    list(row.tiles).forEach((tile, c) => {
      const now = list((rowsB[r] || {}).tiles)[c];
      if (tile && !now) out.push({ k: 'invest', tile, row: r + 1 });
    }),
  );
  return out;
}

function objectives(before, after) {
  const now = new Set(ids(after.wellington && after.wellington.objectiveOffer));
  return list(before.wellington && before.wellington.objectiveOffer)
    .filter((c) => c && !now.has(c.id))
    .map((card) => ({ k: 'objective', card }));
}

function sheep(before, after) {
  const was = list(before.wellington && before.wellington.market);
  const now = list(after.wellington && after.wellington.market);
  const nowIds = new Set(ids(now));
  const wasIds = new Set(ids(was));
  const out = [];
  const added = now.filter((c) => c && !wasIds.has(c.id)).length;
  if (added) out.push({ k: 'added', n: added });
  const taken = was.filter((c) => c && !nowIds.has(c.id)).map((c) => c.breed);
  if (taken.length) out.push({ k: 'sheep', breeds: taken });
  return out;
}

// Cards taken from the public piles: bonus cards by stack, support cards by kind.
function piles(before, after) {
  const out = [];
  const stA = list(before.wellington && before.wellington.bonusStacks);
  const stB = list(after.wellington && after.wellington.bonusStacks);
  STACKS.forEach((stack, k) => {
    const n = ((stA[k] || {}).count || 0) - ((stB[k] || {}).count || 0);
    if (n > 0) out.push({ k: 'bonus', stack, n });
  });
  const spA = (before.wellington && before.wellington.supportPiles) || {};
  const spB = (after.wellington && after.wellington.supportPiles) || {};
  for (const kind of Object.keys(spA)) {
    const n = (spA[kind] || 0) - (spB[kind] || 0);
    if (n > 0) out.push({ k: 'support', kind, n });
  }
  return out;
}

function boardMoves(a, b) {
  const out = [];
  const newPorts = bitsOf((b.ports || 0) & ~(a.ports || 0));
  for (const i of newPorts) out.push({ k: 'port', port: i, space: (ports[i] || {}).space || 0 });
  list(b.wool).forEach((n, i) => {
    if (n > (list(a.wool)[i] || 0)) out.push({ k: 'wool', counter: i });
  });
  const hazards = new Set(list(a.hazards));
  for (const id of list(b.hazards)) if (!hazards.has(id)) out.push({ k: 'hazard', id });
  if ((b.exploration || 0) > (a.exploration || 0))
    out.push({ k: 'explore', n: b.exploration - (a.exploration || 0), to: b.exploration });
  return out;
}

// At Wellington: her delivery, the prediction tiles she placed (what appeared
// on the trail, the job market and the bonus market), the marker moved.
function wellington(a, b, before, after) {
  const out = [];
  list(b.delivered).forEach((n, i) => {
    if (n > (list(a.delivered)[i] || 0)) out.push({ k: 'deliver', counter: i });
  });
  if (!out.length && b.discs === 0) out.push({ k: 'noDisc' });
  const tiles = [];
  list(after.route).forEach((n, node) => {
    const was = list(before.route)[node] || {};
    if (n && n.hazard && !was.hazard) tiles.push(n.hazard);
  });
  const jobA = list(before.wellington && before.wellington.jobMarket);
  list(after.wellington && after.wellington.jobMarket).forEach((row, r) =>
    list(row.workers).forEach((w, k) => {
      if (w && !list((jobA[r] || {}).workers)[k]) tiles.push({ kind: 'worker', worker: WORKERS[k] });
    }),
  );
  const bonusA = list(before.wellington && before.wellington.bonusMarket);
  list(after.wellington && after.wellington.bonusMarket).forEach((row, r) =>
    list(row.tiles).forEach((tile, c) => {
      if (tile && !list((bonusA[r] || {}).tiles)[c]) tiles.push(tile);
    }),
  );
  if (tiles.length) out.push({ k: 'predictions', tiles });
  const mA = before.wellington && before.wellington.markerRow;
  const mB = after.wellington && after.wellington.markerRow;
  // Past the last row the marker ends the game (the end part says so).
  if (typeof mB === 'number' && mB !== mA && mB < bonusCosts.length) out.push({ k: 'marker', row: mB + 1 });
  return out;
}

// The card her delivery gave her (a support card or an objective, by the
// counter) moves from the card's line to the Wellington line, after the delivery.
function deliveryCards(well, action) {
  const out = [];
  for (const x of well) {
    out.push(x);
    if (x.k !== 'deliver') continue;
    const card = (deliveryCounters[x.counter] || {}).card;
    const i =
      card === 'objective'
        ? action.map((y) => y.k).lastIndexOf('objective')
        : action.findIndex((y) => y.k === 'support' && y.kind === card);
    if (i < 0) continue;
    const got = action[i];
    if (got.k === 'support' && got.n > 1) {
      action[i] = { ...got, n: got.n - 1 };
      out.push({ ...got, n: 1 });
    } else out.push(...action.splice(i, 1));
  }
  return out;
}

// Sarah's turn between two views of the player, as the parts of her log lines
// (null when she did not play): her card and where she stopped (and the
// pounds her way paid you), what she took, built or gained (her card's action,
// and the cards a delivery gave her), her Wellington step, the end triggered.
export function sarahTurn(before, after) {
  if (!sarahPlayed(before, after)) return null;
  const a = before.sarah;
  const b = after.sarah;
  const played = list(b.cardsPlayed);
  const start = Math.max(
    0,
    list(after.route).findIndex((n) => n && n.kind === 'start'),
  );
  const reached = b.rancher === start && a.rancher !== start;
  const me = list(before.players)[0] || {};
  const meNow = list(after.players)[0] || {};
  const paid = Math.max(0, (meNow.money || 0) - (me.money || 0));
  const wellingtonNode = list(after.route).findIndex((n) => n && n.kind === 'wellington');
  const to = reached ? wellingtonNode : b.rancher;
  const move = {
    part: 'move',
    card: played[played.length - 1] ?? null,
    to,
    at: list(after.route)[to] || null,
    paid,
  };
  const action = [
    ...hired(a, b, before, after),
    ...built(before, after, b.seat),
    ...invested(before, after),
    ...boardMoves(a, b),
    ...objectives(before, after),
    ...sheep(before, after),
    ...piles(before, after),
  ];
  const parts = [move, { part: 'action', items: action }];
  if (reached)
    parts.push({ part: 'wellington', items: deliveryCards(wellington(a, b, before, after), action) });
  if (after.endTriggered && !before.endTriggered) parts.push({ part: 'end' });
  return parts;
}

// The shell's hook (web/src/ui/logEvents.js): Sarah's lines after the
// player's entry that ended the turn, when the views show she played.
export function logEvents({ before, after, log, from }) {
  if (!before || !after || !after.solo || !after.sarah) return [];
  const parts = sarahTurn(before, after);
  if (!parts) return [];
  const entries = list(log);
  let at = entries.length - 1;
  for (let i = entries.length - 1; i >= from; i--) {
    if (entries[i] && entries[i].action && entries[i].action.type === 'pass') {
      at = i;
      break;
    }
  }
  const seat = after.sarah.seat;
  const name = after.sarah.name || 'Sarah';
  return parts.map((event) => ({ at, player: seat, name, event }));
}
