// Tooltips: what every building side, route space, worker, tile and card of the
// box does, in the player's language, from the engine's data (data.json) only.
// The board's elements take their title from here (with what the view adds:
// owners, discs); tests/web/gwtnz-tips.test.js walks the data and checks that
// each one has words in French and in English.
import {
  data,
  neutralTiles,
  personalBuildings,
  riskyActions,
  breeds,
  deliveryCounters,
  woolCounters,
  tileDefs,
  explorationVp,
} from './data.js';
import { opWords } from './text.js';

// A building's location actions: '·' between actions, '/' between the alternatives of one
// (`view`, optional: the game's options that change an action's words).
export function actionsText(list, t, view) {
  return (list || []).map((alts) => alts.map((op) => opWords(op, t, view)).join(' / ')).join(' · ');
}

// A neutral building (letter A-H) on its side 1 (I) or 2 (II).
export function neutralTip(letter, side, t) {
  const tile = neutralTiles.find((x) => x.letter === letter) || {};
  const acts = side === 2 && tile.II ? tile.II : tile.I;
  return `${t('tip.neutralSide', { letter, side: side === 2 ? 'II' : 'I', actions: actionsText(acts, t) })}. ${t('tip.locationRule')}`;
}

// A personal building (1-10) on side 'a' or 'b' (`view`, optional, as actionsText).
export function buildingTip(number, side, t, view) {
  const def = personalBuildings[number - 1] || {};
  return t('ui.buildingTip', {
    n: number,
    side,
    builders: t('ui.builderCount', { n: def.builders || 0 }),
    vp: def.vp || 0,
    hand: t('hand.' + (def.hand || 'none')),
    actions: actionsText(def[side], t, view),
  });
}

export const riskyTip = (index, t) => t('tip.risky', { action: actionsText([riskyActions[index] || []], t) });
export const lushTip = (t) => t('tip.lush');
export const gateTip = (n, t) => t('tip.gate', { n });
export const hazardAreaTip = (kind, t) => t('tip.hazardArea', { hazard: t('hazard.' + kind) });

// A hazard tile by the engine's id (floods first, then rockfalls), or its {hazard, vp, hand}.
export function hazardDef(id) {
  const hz = (data.tiles || {}).hazards || {};
  const floods = hz.flood || [];
  return id < floods.length
    ? { hazard: 'flood', ...floods[id] }
    : { hazard: 'rockfall', ...(hz.rockfall || [])[id - floods.length] };
}
export function hazardTileTip(tile, t) {
  const h = typeof tile === 'number' ? hazardDef(tile) : tile || {};
  return t('tip.hazardTile', {
    hazard: t('hazard.' + h.hazard),
    tax: t('tip.tax.' + (h.hand || 'none')),
    vp: h.vp || 0,
    card: t('tip.hazardCard.' + h.hazard),
  });
}

// A bonus tile by its id (data.json's tiles.bonus).
export function bonusTileTip(id, t) {
  const d = tileDefs[id] || {};
  return t('tip.bonusTile', { effect: t('wl.bt.' + (d.effect || 'token')), vp: d.vp || 0 });
}

// A bonus card by its set (1-10).
export function bonusCardTip(set, t) {
  const def = ((data.bonusSets || {}).sets || []).find((s) => s.set === set);
  if (!def) return '';
  let words;
  if (def.kind === 'sheep') words = sheepTip(def.breed, t);
  else if (def.kind === 'objective') words = objectiveText(def, t);
  else words = t('wl.setAction', { set, effect: t('wl.setEffect.' + def.effect), vp: def.vp || 0 }) + '.';
  return t('tip.bonusCard', { words });
}

function objectiveText(d, t) {
  return t('wl.objectiveCard', {
    now: t('wl.imm.' + d.immediate),
    conditions: (d.conditions || []).map((c) => t('wl.cond.' + c)).join(', '),
    vp: d.vp,
    penalty: d.penalty,
  });
}
// An objective card by its index (data.json's objectives).
export const objectiveTip = (index, t) => objectiveText((data.objectives || [])[index] || {}, t);

// A harbourmaster tile by its index.
export function harbourTip(index, t) {
  const def = (data.harbourmasters || [])[index] || {};
  return t('wl.harbourmaster', { top: t('wl.hmTop.' + def.top), scoring: t('wl.hmScore.' + def.scoring) });
}

// A support card (sheepdog, ferry, kotare); the Romney is a sheep.
export function supportTip(id, t) {
  if (id === 'romney') return sheepTip('romney', t);
  const def = (((data.support || {}).cards || []).find((c) => c.id === id) || {}).effect || [];
  return t('tip.support', { name: t('support.' + id), effect: def.map((op) => opWords(op, t)).join(', ') });
}

// A sheep card by its breed id.
export function sheepTip(breed, t) {
  const b = breeds.find((x) => x.id === breed) || {};
  return t('tip.sheep', {
    breed: t('breed.' + breed),
    breeding: b.breeding || 0,
    wool: b.wool || 0,
    vp: b.vp ? t('tip.sheepVp', { n: b.vp }) : '',
  });
}

// Any card of the view ({kind, breed | support | set | objective}).
export function cardTip(card, t) {
  const c = card || {};
  if (c.kind === 'sheep') return sheepTip(c.breed, t);
  if (c.kind === 'support') return supportTip(c.support, t);
  if (c.kind === 'bonus') return bonusCardTip(c.set, t);
  if (c.kind === 'objective') return objectiveTip(c.objective, t);
  return '';
}

// A worker type (job market, worker rows): what it is for.
export const workerTip = (type, t) => t('tip.worker.' + type);

// A worker row's column `col` (1-4; column 0 holds the printed worker): the
// immediate action of a worker placed there; the last column also scores 4 VP.
export function workerSlotTip(type, col, t) {
  const slots = ((data.playerBoard || {}).workerSlots || {})[type] || [];
  const what = t('tip.wslot.' + (slots[col - 1] || 'none'));
  return col === WORKER_COLS - 1 ? t('tip.wslot.last', { what }) : what;
}
export const WORKER_COLS = 5;

// A worker row holding n workers (the printed one included).
export function workerRowTip(type, n, t) {
  const worker = t('workers.' + type);
  if (n >= WORKER_COLS) return `${workerTip(type, t)} ${t('tip.workerFull', { worker, n })}`;
  return `${workerTip(type, t)} ${t('tip.workerRow', { worker, n, next: workerSlotTip(type, n, t) })}`;
}

// A pair of warehouse spaces of the player board (0-4).
export function warehousePairTip(k, t) {
  const p = ((data.playerBoard || {}).warehousePairs || [])[k] || {};
  return t('tip.warehousePair', { k: k + 1, bonus: t('tip.pair.' + (p.bonus || 'vp'), { vp: p.vp || 0 }) });
}

// A Wellington counter: 'delivery' or 'wool', by index.
export function counterTip(kind, index, t) {
  const def = (kind === 'wool' ? woolCounters : deliveryCounters)[index] || {};
  return [
    t(kind === 'wool' ? 'wl.woolCounter' : 'wl.deliveryCounter', { value: def.value }),
    def.transport ? t('wl.transport', { n: def.transport }) : null,
    def.pounds ? t('wl.pounds', { n: def.pounds }) : null,
    def.card && def.card !== 'none' ? t('wl.getCard', { card: t('wl.card.' + def.card) }) : null,
    def.vp ? t('wl.vp', { n: def.vp < 0 ? '−' + -def.vp : def.vp }) : null,
    def.repeat ? t('wl.repeat') : null,
    typeof def.largePort === 'number' ? t('wl.needsLargePort') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

// The exploration-gated building spaces of the route (their required space).
const gates = () => [
  ...new Set(((data.route || {}).nodes || []).map((n) => n.req).filter((r) => typeof r === 'number')),
];

// A space of the exploration track (0-16). With `players` and `tiles` (the
// view's), the movement tiles of that player count still lying there.
export function exploreTip(k, t, { players, tiles } = {}) {
  const ex = data.exploration || {};
  const spaces = ex.movementTile || {};
  const tileSpaces = players ? [spaces[players]] : Object.values(spaces);
  const words = [t('wl.exploreSpace', { n: k, vp: explorationVp[k] || 0 })];
  if ((ex.gold || []).includes(k)) words.push(t('wl.exploreGold'));
  if (tileSpaces.includes(k)) words.push(t('wl.exploreTiles', { n: tiles ?? 1 }));
  if (gates().includes(k)) words.push(t('wl.exploreGate', { n: k }));
  if (k === ex.choice) words.push(t('wl.exploreChoice'));
  if (k === ex.last) words.push(t('wl.explorePast'));
  return words.join(' · ');
}

// One of Sarah's cards (solo) by its number 1-17: its move and its actions in words.
export function sarahCardWords(n, t) {
  const c = ((data.sarah || {}).cards || []).find((x) => x.n === n) || {};
  const m = c.move;
  const move =
    typeof m === 'number'
      ? t('tip.sarahMove.n', { n: m })
      : m === 'specialty'
        ? t('tip.sarahMove.specialty')
        : t('tip.sarahMove.worker', { worker: t('worker.' + m) });
  const acts = (c.actions || []).map((a) => t('tip.sarahAct.' + a));
  const actions =
    acts.length > 1 ? t('tip.sarahActs', { a: acts[0], b: acts.slice(1).join(', ') }) : acts[0] || '';
  return { n, move, actions };
}

export function sarahCardTip(n, t) {
  return t('tip.sarahCard', sarahCardWords(n, t));
}
