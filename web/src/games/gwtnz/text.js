// Words for Great Western Trail: New Zealand's actions (decision-panel buttons and
// log lines), tooltips of buildings, tiles and cards, from the view and the
// engine's data only. Every helper takes `t` (a translate function) so the board
// and the pure describers share them.
import { tr } from './messages.js';
import {
  data,
  neutralTiles,
  personalBuildings,
  riskyActions,
  discSlots,
  deliveryCounters,
  woolCounters,
  ports,
  jobCosts,
  bonusCosts,
  headerCosts,
  objectiveDefs,
  TILE_EFFECTS,
  WORKERS,
  AUX,
  STACKS,
  BUY_OPTIONS,
  breeds,
  breedsOfMask,
  spaceNumber,
} from './data.js';
import { SUPPORT_PILES } from './wellingtonData.js';
import { PORT_DISC } from './targets.js';

const nodes = () => (data.route || {}).nodes || [];

export function playerName(view, seat) {
  const p = view && view.players && view.players[seat];
  if (p && p.name) return p.name;
  const s = view && view.sarah;
  if (s && s.seat === seat) return s.name || 'Sarah';
  return String(Number(seat) + 1);
}

// The person whose turn it is (top of the decision stack, else `current`).
export function topDecision(view) {
  const d = (view && view.decisions) || [];
  return d.length ? d[d.length - 1] : null;
}

// The action icon's cost modifier of the pending hire or invest decision (p. 13: "+3").
function costMod(view, kind, player) {
  const top = topDecision(view);
  return top && top.kind === kind && (player == null || top.player === player) ? top.costMod || 0 : 0;
}

// The price of hiring from `row`, the icon's modifier included.
export function hirePrice(view, row, player) {
  return Math.max(0, (jobCosts[row] || 0) + costMod(view, 'hire', player));
}

// The price of the bonus tile at (row, col): the row's cost, the tile's own modifier and the icon's.
export function investPrice(view, row, col, player) {
  const r = ((view && view.wellington && view.wellington.bonusMarket) || [])[row];
  const tile = r && r.tiles ? r.tiles[col] : null;
  return Math.max(
    0,
    (bonusCosts[row] || 0) + ((tile && tile.costMod) || 0) + costMod(view, 'invest', player),
  );
}

const breedName = (t, id) => t('breed.' + id);
const breedByIndex = (t, i) => (breeds[i] ? breedName(t, breeds[i].id) : t('card.some'));

// One building-action icon in words. `view` (optional) tells which counter 13
// building 10a uses: the wool counter, or the delivery counter with the game
// option `delivery13` (engine ASSUMPTIONS.md).
export function opWords(op, t, view) {
  const o = op || {};
  switch (o.op) {
    case 'deliver13':
      return t(view && view.delivery13 ? 'op.deliver13.delivery' : 'op.deliver13');
    case 'discardSame':
      return t('op.' + o.op, { n: o.gain });
    case 'discardAnyGold':
      return o.gain ? t('op.discardAnyGold', { n: o.gain }) : t('op.discardGold');
    case 'discardBreed':
      return t('op.discardBreed', { breed: breedName(t, o.breed), n: o.gain });
    case 'aux':
      return t(o.double ? 'op.auxDouble' : 'op.aux');
    case 'invest':
      return o.mod ? t('op.investMod', { n: o.mod }) : t('op.invest');
    case 'hire':
      return o.mod ? t('op.hireMod', { n: o.mod > 0 ? `+${o.mod}` : `−${-o.mod}` }) : t('op.hire');
    case 'shear':
      if (o.exact) return t('op.shearExact');
      return o.max < 0 ? t('op.shearAll') : t('op.shear', { n: o.max });
    case 'boat':
      return o.n < 0 ? t('op.boatAny') : t('op.boat', { n: o.n });
    case 'build':
      return t('op.build', { n: o.perBuilder });
    case 'removeHazard':
      return o.cost ? t('op.removeHazard', { n: o.cost }) : t('op.removeHazardFree');
    default:
      return t('op.' + o.op, { n: o.n });
  }
}

// The location actions of a route node for its owner (neutral by side, a
// personal building by side, plus the risky-terrain actions).
export function nodeActions(view, node) {
  const n = view && view.route ? view.route[node] : null;
  if (!n) return null;
  if (n.kind === 'wellington') return 'wellington';
  if (n.kind === 'neutral') {
    const tile = neutralTiles.find((x) => x.letter === n.letter);
    if (!tile) return null;
    return n.side === 2 && tile.II ? tile.II : tile.I;
  }
  if (n.building) {
    const def = personalBuildings[n.building.number - 1];
    if (!def) return null;
    const list = [...(def[n.building.side] || [])];
    const dn = nodes()[node];
    const risky = n.risky !== undefined ? n.risky : dn ? dn.risky : undefined;
    // A risky space adds one action (its alternatives: riskyActions[risky]).
    if (risky !== undefined && riskyActions[risky]) list.push(riskyActions[risky]);
    return list;
  }
  return null;
}

// A route location in words ("le bâtiment neutre D", "le bâtiment 3 de Anna").
export function placeName(view, node, t) {
  const n = view && view.route ? view.route[node] : null;
  if (!n) return t('place.space', { n: Number(node) + 1 });
  if (n.kind === 'start') return t('place.start');
  if (n.kind === 'wellington') return t('place.wellington');
  if (n.kind === 'neutral') return t('place.neutral', { letter: n.letter });
  if (n.building)
    return t('place.building', {
      n: `${n.building.number}${n.building.side || ''}`,
      owner: playerName(view, n.building.owner),
    });
  if (n.hazard) return t('place.hazard', { hazard: t('hazard.' + n.hazard.hazard), vp: n.hazard.vp });
  return t('place.space', { n: spaceNumber(node) });
}

// The first location past hazard node `node` (and the hazard spaces after
// it), to tell two alike tiles apart: "before neutral building D".
function pastHazard(view, node, t) {
  let k = node;
  for (let guard = 0; guard < 8; guard++) {
    const d = nodes()[k];
    if (!d || !d.next || !d.next.length) return null;
    k = d.next[0];
    const kind = (nodes()[k] || {}).kind;
    if (kind !== 'rockfall' && kind !== 'flood') return placeName(view, k, t);
  }
  return null;
}

// A building space: its number on the map, or the building replaced there.
// (A log line met after the building stands there names the space.)
export function buildPlace(view, node, t, number, who) {
  const n = view && view.route ? view.route[node] : null;
  const b = n && n.building;
  if (b && !(b.number === number && b.owner === who)) return placeName(view, node, t);
  return t('place.space', { n: spaceNumber(node) });
}

// A card (from wherever the view shows it) in words.
export function cardWords(card, t) {
  const c = card || {};
  switch (c.kind) {
    case 'sheep':
      return t('card.sheep', { breed: breedName(t, c.breed) });
    case 'support':
      return t('card.support', { name: t('support.' + c.support) });
    case 'bonus':
      return t('card.bonus', { set: c.set });
    case 'objective': {
      const o = objectiveDefs[c.objective] || {};
      return t('card.objective', { vp: o.vp || 0, penalty: -(o.penalty || 0) });
    }
    default:
      return t('card.some');
  }
}

// The objective card's conditions and immediate action.
export function objectiveWords(card, t) {
  const o = objectiveDefs[(card || {}).objective];
  if (!o) return cardWords(card, t);
  const conds = (o.conditions || []).map((c) => t('cond.' + c)).join(', ');
  return t('ui.objectiveWords', { card: cardWords(card, t), immediate: t('imm.' + o.immediate), conds });
}

// A card id looked up in the view: every hand, discard pile, the market and the offers.
export function findCard(view, id) {
  const pools = [];
  for (const p of (view && view.players) || []) pools.push(p.hand || [], p.discard || [], p.objectives || []);
  const w = (view && view.wellington) || {};
  pools.push(w.market || [], w.objectiveOffer || []);
  for (const pool of pools) for (const c of pool) if (c && c.id === id) return c;
  return null;
}

export function tileWords(tile, t) {
  const x = tile || {};
  if (x.kind === 'worker') return t('worker.' + x.worker);
  if (x.kind === 'hazard') return `${t('hazard.' + x.hazard)} (${t('ui.cardVp', { n: x.vp })})`;
  if (x.kind === 'bonus')
    return `${t('tile.' + (TILE_EFFECTS[x.effect] || 'joker'))} (${t('ui.cardVp', { n: x.vp })})`;
  return '';
}

// A disc slot argument at or above PORT_DISC: the disc taken back from medium
// port (slot − PORT_DISC) (Clarifications, p. 19).
const portDiscSpace = (slot, t) => seaPlace((ports[slot - PORT_DISC] || {}).space || 0, t);

const slotName = (slot, t) => {
  const s = discSlots[slot];
  return s ? t('slot.' + s.group) : String(slot + 1);
};
const slotBorder = (slot, t) => {
  const s = discSlots[slot];
  return t('border.' + (s ? s.border : 'white'));
};

function counterName(counter, wool, t) {
  const list = wool ? woolCounters : deliveryCounters;
  const c = list[counter];
  if (!c) return t('counter.delivery', { value: counter });
  if (wool) return t('counter.wool', { value: c.value });
  return t(c.largePort !== undefined ? 'counter.deliveryAbroad' : 'counter.delivery', { value: c.value });
}

const portAt = (space) => ports.find((p) => p.space === space);

// A sea space as the sea board shows it (its numbers are the engine's only):
// the boats' start, or the n-th space from the left of the top, middle or
// bottom route.
export function seaPlace(space, t) {
  const routes = (data.sea && data.sea.routes) || [];
  for (let r = 0; r < routes.length; r++) {
    const i = routes[r].indexOf(space);
    if (i >= 0) return t('sea.space', { n: i + 1, route: t('sea.route.' + r) });
  }
  return t('sea.start');
}

// What an upgrade or a warehouse placement takes from the player board: a disc
// (medium port) or a warehouse, whose pair may give its bonus.
function takenWords(a, port, t) {
  if (typeof a.slot !== 'number') return '';
  if (port.type === 'medium')
    return a.slot >= PORT_DISC
      ? t('act.with.portDisc', { space: portDiscSpace(a.slot, t) })
      : t('act.with.disc', { slot: slotName(a.slot, t) });
  return t('act.with.warehouse', { n: a.slot + 1, pair: Math.floor(a.slot / 2) + 1 });
}

function passWords(view, t) {
  const top = topDecision(view);
  const kind = top ? top.kind : '';
  if (kind === 'move' || kind === 'phaseA') return t('act.pass.move');
  if (kind === 'phaseB') return t('act.pass.phaseB');
  if (kind === 'takeCard') return t('act.pass.takeCard');
  if (kind === 'shear') return t('act.pass.shear');
  if (kind) return t('act.pass.skip');
  return t('act.pass');
}

// The location action at the acting player's rancher.
function locationWords(a, view, t, player) {
  const p = view && view.players ? view.players[player] : null;
  const node = p ? p.rancher : -1;
  const list = nodeActions(view, node);
  if (list === 'wellington') return t('act.wellington');
  const alts = list ? list[a.action] : null;
  const op = alts ? alts[a.alt] : null;
  if (!op) return t('op.wellington');
  let what = opWords(op, t, view);
  if (op.op === 'discardSame' || op.op === 'discardAnyGold' || op.op === 'discardAnyCert')
    what += ` (${breedByIndex(t, a.breed)})`;
  return t('act.location.at', { what, place: placeName(view, node, t) });
}

// What a "choice" decision asks, from its options: 'market' (sheep from the
// market), 'pay' (a Hampshire or Ryeland for 4 pounds), 'certs' (how many
// certificates to spend), or null.
export function choiceKind(legal) {
  const opts = (legal || []).filter((a) => a.type === 'choose');
  if (!opts.length) return null;
  if (opts.some((a) => a.option2 > 0 || a.option2 === -1)) return 'market';
  if (opts.some((a) => a.option === 7 || a.option === 8)) return 'pay';
  return opts.every((a) => a.option >= 0 && a.option <= 5) ? 'certs' : null;
}

function chooseWords(a, view, t, player) {
  const top = topDecision(view);
  const kind = top ? top.kind : '';
  if (kind === 'exploreChoice') return t(a.option === 0 ? 'act.explore.move' : 'act.explore.tax');
  if (a.option2 > 0)
    return t('act.market.two', { breed: breedByIndex(t, a.option), breed2: breedByIndex(t, a.option2) });
  if (a.option2 === -1) return t('act.market.one', { breed: breedByIndex(t, a.option) });
  // Certificates are at most 5; Hampshire and Ryeland are breeds 7 and 8.
  if (a.option === 7 || a.option === 8) return t('act.payBreed', { breed: breedByIndex(t, a.option) });
  if (kind === 'choice' || kind === 'deliver' || a.option > 1) return certWords(a.option, t);
  // A log line: the choice asked is gone; spending certificates is followed by the delivery.
  const p = view && view.players ? view.players[player] : null;
  if (p && p.exploration >= 11 && (!top || top.kind !== 'deliver'))
    return t(a.option === 0 ? 'act.explore.move' : 'act.explore.tax');
  return certWords(a.option, t);
}

const certWords = (n, t) => (n === 0 ? t('act.certs.none') : t('act.certs', { n }));

function buyWords(a, t) {
  const o = BUY_OPTIONS[a.option] || { shepherds: 1, cost: 0 };
  const vars = {
    breed: breedByIndex(t, a.breed),
    breed2: breedByIndex(t, a.breed2),
    cost: o.cost,
    n: o.shepherds,
  };
  if (a.breed2 >= 0) return t('act.buy.two', vars);
  if (a.option === 4 || a.option === 8) return t('act.buy.token', vars);
  return t('act.buy', vars);
}

// An objective of the offer as its card shows it (the offer is not numbered):
// immediate action, conditions, points. In the log the offer has moved on
// since, so the card is not named there.
function objectiveChoice(a, view, t) {
  if (a.index >= 4) return t('act.objective.deck');
  const card = (((view && view.wellington) || {}).objectiveOffer || [])[a.index];
  const o = card ? objectiveDefs[card.objective] : null;
  if (!o) return t('act.objective.some');
  return t('act.objective', {
    imm: t('wl.immShort.' + o.immediate),
    conds: (o.conditions || []).map((c) => t('wl.condShort.' + c)).join(', '),
    vp: o.vp || 0,
    penalty: o.penalty || 0,
  });
}

function cardOf(view, id, t) {
  const c = findCard(view, id);
  return c ? cardWords(c, t) : t('card.some');
}

// The bonus cards whose action is one of two (sets 4-6): each option named by its effect.
const TWO_EFFECTS = new Set(['poundOrWarehouse3', 'poundOrOnDeck', 'poundsOrUpgradeBuilding']);

// Playing a card from the hand (the engine's options): a support card with its effect (0) or
// only to draw (1); an objective card with its immediate action (0) or without (1); a bonus
// card's action (0), its other action (1, sets 4-6) or none, only to draw (2).
function playCardWords(a, view, t) {
  const c = findCard(view, a.card);
  const card = c ? cardWords(c, t) : t('card.some');
  const set =
    c && c.kind === 'bonus' ? ((data.bonusSets || {}).sets || []).find((d) => d.set === c.set) : null;
  if (set && TWO_EFFECTS.has(set.effect) && a.option <= 1)
    return t('act.playCard.effect', { card, effect: t(`act.cardEffect.${set.effect}.${a.option}`) });
  if (a.option === 0) return t('act.playCard', { card });
  if (c && c.kind === 'objective' && a.option === 1) return t('act.playCard.noImmediate', { card });
  return t('act.playCard.none', { card });
}

// `player`: who acts (the decision's player, or the log entry's).
export function describeWith(action, view, t, player) {
  const a = action || {};
  const who = typeof player === 'number' ? player : (topDecision(view) || {}).player;
  switch (a.type) {
    case 'pass':
      return passWords(view, t);
    case 'discard':
      return t('act.discard', { card: cardOf(view, a.card, t) });
    case 'disc':
      return t('act.disc', { border: slotBorder(a.slot, t), slot: slotName(a.slot, t) });
    case 'place':
      return t('act.place', { place: placeName(view, a.node, t) });
    case 'step':
      return t('act.step', { place: placeName(view, a.node, t) });
    case 'location':
      return locationWords(a, view, t, who);
    case 'aux': {
      const what = t('aux.' + (AUX[a.aux] || 'pound'));
      return t(a.double ? 'act.auxDouble' : 'act.aux', { what });
    }
    case 'income': {
      // With each choice its breeding value (p. 9, Revenu): the revealed cards are discarded,
      // so revealing fewer keeps cards in hand for less.
      const ids = breedsOfMask(a.breeds);
      const value = ids.reduce((sum, id) => sum + ((breeds.find((b) => b.id === id) || {}).breeding || 0), 0);
      const list = ids.map((b) => breedName(t, b));
      return list.length ? t('act.income', { breeds: list.join(', '), value }) : t('act.income.none');
    }
    case 'deliver':
    case 'wool': {
      const counter = counterName(a.counter, a.type === 'wool', t);
      if (a.slot >= PORT_DISC) return t(`act.${a.type}.port`, { counter, space: portDiscSpace(a.slot, t) });
      return t(`act.${a.type}`, { counter, slot: slotName(a.slot, t) });
    }
    case 'predict': {
      const space = `${a.space < 2 ? 'A' : 'B'}${(a.space % 2) + 1}`;
      const tile = ((view && view.wellington && view.wellington.predictions) || [])[a.space];
      const words = tile ? tileWords(tile, t) : '';
      return words ? t('act.predict.tile', { space, tile: words }) : t('act.predict', { space });
    }
    case 'hire':
      return t('act.hire', {
        worker: t('worker.a.' + (WORKERS[a.worker] || 'shepherd')),
        cost: Number.isInteger(a.cost) ? a.cost : hirePrice(view, a.row, player),
      });
    case 'invest': {
      // A log line carries the tile and the price paid; a choice reads them from the market.
      const row = ((view && view.wellington && view.wellington.bonusMarket) || [])[a.row];
      const tile = a.tile || (row && row.tiles ? row.tiles[a.col] : null);
      const cost = Number.isInteger(a.cost) ? a.cost : investPrice(view, a.row, a.col, player);
      const vars = { row: a.row + 1, cost };
      return tile ? t('act.invest.tile', { ...vars, tile: tileWords(tile, t) }) : t('act.invest', vars);
    }
    case 'joker':
      return t('act.joker', { worker: t('worker.' + (WORKERS[a.worker] || 'shepherd')) });
    case 'harbourmaster':
      return t('act.harbourmaster', { worker: t('worker.' + (WORKERS[a.worker] || 'shepherd')) });
    case 'buy':
      return buyWords(a, t);
    case 'refill':
      return t('act.refill');
    case 'build':
      // Numbered with its side, as on the player board and the trail ("3b").
      return t('act.build', {
        n: `${a.building + 1}${((view && view.buildingSides) || [])[a.building] || ''}`,
        place: buildPlace(view, a.node, t, a.building + 1, who),
      });
    case 'boat': {
      const port = portAt(a.space);
      return port
        ? t('act.boat.port', { space: seaPlace(a.space, t), port: t('port.' + port.type) })
        : t('act.boat', { space: seaPlace(a.space, t) });
    }
    case 'upgrade':
    case 'warehouse': {
      const port = ports[a.port] || {};
      const words = t('act.' + a.type, {
        port: t('port.' + (port.type || 'small')),
        space: seaPlace(port.space || 0, t),
      });
      return words + takenWords(a, port, t);
    }
    case 'shear': {
      const list = breedsOfMask(a.breeds).map((b) => breedName(t, b));
      // p. 16: with permanent wool, no sheep need be revealed.
      return list.length ? t('act.shear', { breeds: list.join(', ') }) : t('act.shear.none');
    }
    case 'shearDraw':
    case 'draw':
      return t('act.' + a.type);
    case 'choose':
      return chooseWords(a, view, t, who);
    case 'objective':
      return objectiveChoice(a, view, t);
    case 'hazard': {
      const next = pastHazard(view, a.node, t);
      const place = placeName(view, a.node, t);
      return t('act.hazard', { place: next ? t('place.before', { place, next }) : place });
    }
    case 'playCard':
      return playCardWords(a, view, t);
    case 'buyBonus':
      return t('act.buyBonus', {
        stack: t('stack.' + (STACKS[a.stack] || 'wheel')),
        cost: headerCosts[a.stack] || 0,
      });
    case 'exchange':
      return t(a.mode === 1 ? 'act.exchange.shropshire' : 'act.exchange.draw');
    case 'takeCard':
      // An optional card (p. 12): a support pile, 3 being the Romney sheep.
      return t('act.takeCard', { card: t('support.' + (SUPPORT_PILES[a.card] || 'romney')) });
    default:
      return t('action.' + a.type);
  }
}

export function describeAction(action, view, lang = 'fr') {
  return describeWith(action, view, (k, v) => tr(lang, k, v));
}

// Where `player`'s rancher stood when the log's entry `i` was taken: the
// node of that player's last "place" or "step" before it (location actions
// are taken where the rancher stopped), or -1 when the log does not say.
export function rancherAt(log, i, player) {
  for (let k = i - 1; k >= 0; k--) {
    const e = log[k] || {};
    const a = e.action || {};
    if (e.player === player && (a.type === 'place' || a.type === 'step')) return a.node;
  }
  return -1;
}

// The view as it was for `player`'s rancher at `node` (the rest as now).
function withRancher(view, player, node) {
  const players = (view.players || []).map((p, s) => (s === player ? { ...p, rancher: node } : p));
  return { ...view, players };
}

// The view with route node `at.node` as it was (`at`, from the log).
function withNode(view, at) {
  const route = Array.isArray(view.route) ? view.route.slice() : [];
  route[at.node] = at;
  return { ...view, route };
}

// A pass in the log in the words of the button that made it: stopping the
// rancher right after a step, ending the turn when the next move (the log's,
// else the decision now) is someone else's or a new turn's step; otherwise
// the plain "Pass".
function passLogWords(e, i, log, view, t) {
  const before = i > 0 ? log[i - 1] : null;
  if (before && before.player === e.player && before.action && before.action.type === 'step')
    return t('act.pass.move');
  const after = i >= 0 ? log[i + 1] : null;
  const top = topDecision(view);
  const next = after ? after.player : top ? top.player : e.player;
  // Solo: the same player moves on at once; a step (or phase A) means a new turn.
  const newTurn = after
    ? after.action && after.action.type === 'step'
    : Boolean(top && (top.kind === 'phaseA' || top.kind === 'move'));
  return next !== e.player || newTurn ? t('act.pass.turn') : t('act.pass');
}

// Log lines: the shell names who acted; the line is the action's words, worded
// for the acting player. The shell words a line once, with the view of the
// moment it is first shown; after a reload that view is the last one, so a
// location action's `at` (the node and its building then; older logs: `log`,
// the whole log, when the shell gives it) tells where the rancher was and
// which side's actions it took, and `log` tells whether a choice spent certificates for the
// delivery that followed it.
export function describeLog(entry, view, lang = 'fr', log = null) {
  const e = entry || {};
  const t = (k, v) => tr(lang, k, v);
  const a = e.action || {};
  const i = Array.isArray(log) ? log.indexOf(entry) : -1;
  if (a.type === 'pass') return passLogWords(e, i, log, view, t);
  if (a.type === 'objective' && a.index < 4) return t('act.objective.some');
  if (a.type === 'choose') {
    // The decision that asked is gone: the view after it, or the log's next move, tells what followed.
    const top = topDecision(view);
    let next = top && top.player === e.player && top.kind === 'deliver' ? [top] : [];
    if (i >= 0) {
      const after = log.slice(i + 1).find((x) => x && x.player === e.player);
      next =
        after && after.action && after.action.type === 'deliver'
          ? [{ kind: 'deliver', player: e.player }]
          : [];
    }
    return chooseWords(a, { ...view, decisions: next }, t, e.player);
  }
  if (a.type === 'location' && a.at && Number.isInteger(a.at.node)) {
    // The engine's log names the node and what stood on it when the action was taken.
    return describeWith(a, withRancher(withNode(view, a.at), e.player, a.at.node), t, e.player);
  }
  if (a.type === 'location' && i >= 0) {
    const node = rancherAt(log, i, e.player);
    if (node >= 0) return describeWith(a, withRancher(view, e.player, node), t, e.player);
  }
  return describeWith(a, view, t, e.player);
}
