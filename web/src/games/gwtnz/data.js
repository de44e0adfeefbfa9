// The static Great Western Trail: New Zealand data (engine/games/gwtnz/data.json),
// embedded from the engine's own file: the route map's paths, the building
// actions (neutral A-H and personal 1-10, sides a/b), breeds, counters, ports,
// the player board's disc slots and the market costs. Found through a glob so a
// checkout without the engine folder still builds.
const found = import.meta.glob('../../../../engine/games/gwtnz/data.json', {
  eager: true,
  import: 'default',
});
export const data = Object.values(found)[0] || {};
export default data;

const get = (o, path, dflt) => {
  let x = o;
  for (const k of path) x = x && typeof x === 'object' ? x[k] : undefined;
  return x === undefined ? dflt : x;
};

export const breeds = get(data, ['sheep', 'breeds'], []);
export const neutralTiles = get(data, ['neutral', 'tiles'], []);
export const personalBuildings = get(data, ['personal', 'buildings'], []);
export const riskyActions = get(data, ['route', 'riskyActions'], []);
export const discSlots = get(data, ['playerBoard', 'slots'], []);
export const deliveryCounters = get(data, ['wellington', 'delivery'], []);
export const woolCounters = get(data, ['wellington', 'wool'], []);
export const ports = get(data, ['sea', 'ports'], []);
export const jobCosts = get(data, ['jobMarket', 'cost'], []);
export const bonusCosts = get(data, ['bonusMarket', 'cost'], []);
export const headerCosts = get(data, ['bonusSets', 'headerCost'], [3, 3, 4, 5]);
export const bonusSets = get(data, ['bonusSets', 'sets'], []);
export const objectiveDefs = get(data, ['objectives'], []);
export const tileDefs = get(data, ['tiles', 'bonus'], []);
export const harbourDefs = get(data, ['harbourmasters'], []);
export const explorationVp = get(data, ['exploration', 'vp'], []);

// The engine's TileEffect order (gwtnz.hpp): a bonus tile's `effect` number.
export const TILE_EFFECTS = [
  'joker',
  'permCert',
  'tokens3Gold',
  'permWoolToken',
  'token',
  'hazard3',
  'goldMinus4',
  'sheepdogGold2',
  'ferryGold2',
  'exploreKotareGold',
  'removeStarter',
];
export const WORKERS = ['shepherd', 'builder', 'sailor', 'shearer'];
export const AUX = ['pound', 'draw', 'cert', 'boat', 'explore'];
export const STACKS = ['wheel', 'barrel', 'bell', 'compass'];

// The cattle market's options (sheep.cpp's kBuy, p. 14): shepherds used, cost.
export const BUY_OPTIONS = [
  { shepherds: 1, cost: 3 },
  { shepherds: 1, cost: 9 },
  { shepherds: 1, cost: 5 },
  { shepherds: 2, cost: 1 },
  { shepherds: 2, cost: 10 },
  { shepherds: 2, cost: 2 },
  { shepherds: 2, cost: 6 },
  { shepherds: 3, cost: 3 },
  { shepherds: 4, cost: 4 },
];

// The breeds of a bit mask (income, shearing), by index.
export function breedsOfMask(mask) {
  const out = [];
  for (let i = 0; i < breeds.length; i++) if ((mask >> i) & 1) out.push(breeds[i].id);
  return out;
}

// The number printed on an empty building space of the map: its rank among
// the route's building spaces in path order (1, 2, …).
export function spaceNumber(node) {
  const list = (data.route || {}).nodes || [];
  let k = 0;
  for (let i = 0; i < list.length && i <= node; i++) if (list[i].kind === 'build') k++;
  return list[node] && list[node].kind === 'build' ? k : Number(node) + 1;
}
