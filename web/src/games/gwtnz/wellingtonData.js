// What the Wellington part of the GWT board needs beyond the view: the static
// data of engine/games/gwtnz/data.json (found through a glob so a checkout
// without the engine still builds), names of things by index, and the small
// helpers every part uses to find the legal actions an element stands for.
const found = import.meta.glob('../../../../engine/games/gwtnz/data.json', {
  eager: true,
  import: 'default',
});
export const data = Object.values(found)[0] || {};

export const WORKERS = ['shepherd', 'builder', 'sailor', 'shearer'];
export const WORKER_COLORS = {
  shepherd: '#5f9236',
  builder: '#b8631f',
  sailor: '#2f6fb8',
  shearer: '#8a4fc0',
};
export const BREED_COLORS = {
  white: '#f4f1e6',
  black: '#3a3a3a',
  orange: '#e07b22',
  red: '#c8372d',
  yellow: '#e3c02a',
  blue: '#3f78c4',
  brown: '#8a5a2b',
  violet: '#8a5cc2',
  green: '#4f9a45',
  bonus: '#c9a227',
};
export const BONUS_STACKS = ['wheel', 'barrel', 'bell', 'compass'];
// The engine's support piles, by index (takeCard's `card`: 1 the Ferry, 3 the Romney).
export const SUPPORT_PILES = ['sheepdog', 'ferry', 'kotare', 'romney'];
// The bonus-tile market's columns in use at each player count (set-up step 7:
// the tiles start under the icon of the player count).
export const FIRST_COLUMN = { 1: 2, 2: 2, 3: 1, 4: 0 };

// The breeds of data.json in their order (an action's `breed` indexes it).
export const breeds = () => ((data.sheep || {}).breeds || []).map((b) => b.id);
export const breedOf = (id) => ((data.sheep || {}).breeds || []).find((b) => b.id === id) || null;
export const marketOrder = () => (data.sheep || {}).marketOrder || [];

// Cattle-market options (p. 14, printed on the cattle-market tile; mirrors
// engine/games/gwtnz/sheep.cpp's table: option index → shepherds used, cost,
// breeds offered; option 7 takes two 2-VP sheep). Option 6 is not in the
// rulebook: only with the game option named by `option` (the view's flag).
export const BUY_OPTIONS = [
  { shepherds: 1, cost: 3, breeds: ['dorsetHorn'] },
  { shepherds: 1, cost: 9, breeds: ['hampshire', 'ryeland'] },
  { shepherds: 1, cost: 5, breeds: ['corriedale', 'lincoln'] },
  { shepherds: 2, cost: 1, breeds: ['dorsetHorn'] },
  { shepherds: 2, cost: 10, breeds: ['suffolk'], token: true },
  { shepherds: 2, cost: 2, breeds: ['corriedale', 'lincoln'] },
  { shepherds: 2, cost: 6, breeds: ['hampshire', 'ryeland'], option: 'marketHamRye6' },
  { shepherds: 3, cost: 3, breeds: ['lincoln', 'corriedale'], two: true },
  { shepherds: 4, cost: 4, breeds: ['suffolk'], token: true },
];

// Whether a cattle-market option is offered in this game (`view`: the game view).
export const offered = (o, view) => !o.option || !!(view && view[o.option]);

// The legal actions of a type, optionally kept by a predicate.
export function actionsOf(legal, type, keep) {
  return (legal || []).filter((a) => a && a.type === type && (!keep || keep(a)));
}

// The top decision of the view (what is being asked now), or null.
export function topDecision(view) {
  const d = (view && view.decisions) || [];
  return d.length ? d[d.length - 1] : null;
}

// Player count of the set-up (solo uses the 2-player board).
export function boardPlayers(view) {
  if (!view || view.solo) return 2;
  return Math.max(2, Math.min(4, (view.players || []).length));
}

// Every participant (seats, then Sarah) with the fields the markets draw.
export function participants(view) {
  const out = (view.players || []).map((p, i) => ({ ...p, seat: typeof p.seat === 'number' ? p.seat : i }));
  if (view.solo && view.sarah) out.push({ ...view.sarah, seat: 1, sarah: true });
  return out;
}
