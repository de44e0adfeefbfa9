// The Wellington part of the GWT NZ board on views of the engine itself: the
// WebAssembly module (web/src/engine/wasm, built like for engine.test.js) plays
// seeded random games at 1–4 players and keeps, for every action type the
// markets stand for, a moment where it is legal. The tests assert what the
// SVG parts draw (the view's numbers), that every such legal action is offered
// by exactly the element it belongs to, that clicking hands those actions to
// onPick, and that words are never raw keys, in French and English.
import { test, beforeAll as before } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fr, en } from '../../web/src/games/gwtnz/wellingtonMessages.js';
import { Wellington, WELLINGTON_PARTS } from '../../web/src/games/gwtnz/Wellington.jsx';
import { JobMarket } from '../../web/src/games/gwtnz/JobMarket.jsx';
import { BonusMarket } from '../../web/src/games/gwtnz/BonusMarket.jsx';
import { Predictions } from '../../web/src/games/gwtnz/Predictions.jsx';
import { CattleMarket, marketBreeds, breedPrices } from '../../web/src/games/gwtnz/CattleMarket.jsx';
import { WellingtonCounters } from '../../web/src/games/gwtnz/WellingtonCounters.jsx';
import { WellingtonOffers } from '../../web/src/games/gwtnz/WellingtonOffers.jsx';
import { SeaBoard } from '../../web/src/games/gwtnz/SeaBoard.jsx';
import { ExplorationTrack } from '../../web/src/games/gwtnz/ExplorationTrack.jsx';
import { data, breeds } from '../../web/src/games/gwtnz/wellingtonData.js';
import { translator } from '../../web/src/ui/board/translate.js';
import { messages } from '../../web/src/games/gwtnz/messages.js';
import { expand, attr, hasClass } from './support/vnodes.js';

// The board's words: the game's whole table (Wellington's strings, the tooltips' and the rest).
const tr = translator(messages);
const t = (k, v) => tr('fr', k, v);
const te = (k, v) => tr('en', k, v);
const raw = /\{|\}|undefined|NaN|\b(wl|tip)\.|\[object/;
const dir = fileURLToPath(new URL('../../web/src/engine/wasm/', import.meta.url));

// The action types the markets stand for.
const TYPES = [
  'hire',
  'invest',
  'predict',
  'buy',
  'refill',
  'deliver',
  'wool',
  'objective',
  'buyBonus',
  'boat',
  'upgrade',
  'warehouse',
];
// A warehouse at a distance (building 10b, bonus set 4) is seldom met by
// random play: it is checked whenever a game met it.
const RARE = ['warehouse'];
const samples = {}; // type -> {view, legal, seat, players}
const starts = []; // the first view of each player count
const lates = []; // a late view of each game
let engineCall;

before(async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  const engine = new module.Engine();
  engineCall = (req) => JSON.parse(engine.call(JSON.stringify(req)));
  let r = 12345;
  const rnd = (n) => {
    r = (r * 1103515245 + 12345) & 0x7fffffff;
    return r % n;
  };
  // Up to 60 games (a few milliseconds each): a wool counter needs a wool value of
  // 5 or more, which random play reaches in a few games in a hundred since building H
  // shears exactly one sheep and risky terrain costs a sheep (third rules review).
  const games = Array.from({ length: 60 }, (_, g) => [3, 2, 4, 1, 3, 2, 4, 3][g % 8]);
  for (let g = 0; g < games.length; g++) {
    const players = games[g];
    if (g >= 4 && TYPES.every((ty) => samples[ty] || RARE.includes(ty))) break;
    const names = ['Anna', 'Bruno', 'Chloé', 'David'].slice(0, players);
    const made = engineCall({ op: 'new', game: 'gwtnz', players, seed: 40 + g, names });
    assert.equal(made.ok, true, JSON.stringify(made));
    for (let step = 0; step < 1500; step++) {
      const turn = engineCall({ op: 'turn' });
      if (turn.over) break;
      const seat = turn.deciding[0];
      // The view (large) only when a moment is kept; the legal actions every step.
      const legal = engineCall({ op: 'legal', player: seat }).actions;
      const keep = step === 0 || TYPES.some((ty) => !samples[ty] && legal.some((a) => a.type === ty));
      const st = keep ? engineCall({ op: 'status', player: seat }) : { legal };
      const s = { view: st.view, legal, seat, players };
      if (step === 0 && g < 4) starts.push(s);
      for (const ty of TYPES) if (!samples[ty] && legal.some((a) => a.type === ty)) samples[ty] = s;
      // Random play that prefers doing something, and shearing (wool counters are rare).
      // Exchange tokens, legal at almost every decision (p. 18), only churn the hand: never played.
      const playable = legal.filter((a) => a.type !== 'exchange');
      const useful = playable.filter((a) => a.type !== 'pass');
      // Shearers hired, then shearing the most breeds, reach a wool counter most often.
      const bits = (a) => (a.breeds ?? 0).toString(2).replace(/0/g, '').length;
      const shears = legal.filter((a) => a.type === 'shear').sort((a, b) => bits(b) - bits(a));
      const wool = legal.filter((a) => a.type === 'wool' || (a.type === 'hire' && a.worker === 3));
      if (!wool.length && shears.length) wool.push(shears[0]);
      const pool = wool.length && rnd(2) ? wool : useful.length && rnd(5) ? useful : playable;
      engineCall({ op: 'apply', player: seat, action: pool[rnd(pool.length)] });
    }
    // The end of the game, seen by seat 0 and by another seat (a spectator in solo).
    if (g < 4) {
      const view = engineCall({ op: 'view', player: 0 }).view;
      const other = engineCall({ op: 'view', player: players > 1 ? 1 : -1 }).view;
      lates.push({ view, legal: [], seat: 0, players, other });
    }
  }
}, 120000);

const noop = () => {};
const nodesOf = (part, s, legal, tt = t, onPick = noop) =>
  expand(part({ view: s.view, legal, seat: s.seat, t: tt, onPick }));
const targets = (nodes) => nodes.filter((n) => hasClass(n, 'wl-target'));
const words = (nodes) =>
  nodes
    .flatMap((n) => [n.props.children].flat().filter((c) => typeof c === 'string' || typeof c === 'number'))
    .map(String);
const keyOf = (a) =>
  JSON.stringify(
    Object.keys(a)
      .sort()
      .map((k) => [k, a[k]]),
  );
// Clicks a target and returns what it handed to onPick.
const click = (n) => {
  let got = null;
  const fake = { stopPropagation: noop };
  const pick = attr(n, 'onClick');
  assert.equal(typeof pick, 'function');
  return { run: (nodesPick) => ((got = nodesPick), got), fire: () => pick(fake) };
};
// Every legal action of `types` is offered by exactly one target of the part,
// and clicking each target hands exactly its actions to onPick.
function assertCoverage(part, s, types) {
  const mine = s.legal.filter((a) => types.includes(a.type));
  assert.ok(mine.length > 0, `sample has ${types}`);
  let picked = [];
  const nodes = nodesOf(part, s, s.legal, t, (acts) => picked.push(...acts));
  const tg = targets(nodes);
  for (const n of tg) click(n).fire();
  const count = new Map();
  for (const a of picked) count.set(keyOf(a), (count.get(keyOf(a)) || 0) + 1);
  for (const a of mine) assert.equal(count.get(keyOf(a)), 1, `${JSON.stringify(a)} offered once`);
  for (const a of picked)
    assert.ok(
      s.legal.some((l) => keyOf(l) === keyOf(a)),
      'only legal actions',
    );
  // Without legal actions nothing is highlighted.
  assert.equal(targets(nodesOf(part, s, [])).length, 0);
  picked = [];
  return tg;
}

test('the engine games met every action type the markets stand for', () => {
  for (const ty of TYPES) if (!RARE.includes(ty)) assert.ok(samples[ty], `no sample with a legal ${ty}`);
  assert.equal(starts.length, 4);
});

test('French and English have the same keys, none empty, same placeholders', () => {
  const keys = Object.keys(fr).sort();
  assert.deepEqual(keys, Object.keys(en).sort());
  assert.ok(keys.every((k) => k.startsWith('wl.')));
  const ph = (s) => (s.match(/\{\w+\}/g) || []).sort();
  for (const k of keys) {
    assert.ok(fr[k].trim() && en[k].trim(), `empty ${k}`);
    assert.deepEqual(ph(fr[k]), ph(en[k]), `placeholders of ${k}`);
  }
});

test('every part draws every sample in both languages without a raw key, with a title on every target', () => {
  const all = [...starts, ...lates, ...Object.values(samples)];
  for (const s of all)
    for (const tt of [t, te]) {
      const nodes = expand(Wellington({ view: s.view, legal: s.legal, seat: s.seat, t: tt, onPick: noop }));
      for (const w of words(nodes)) assert.ok(!raw.test(w), `raw text: ${w}`);
      for (const n of nodes.filter((x) => x.type === 'title'))
        assert.ok(n.props.children && !raw.test(String(n.props.children)), `title ${n.props.children}`);
      for (const n of targets(nodes)) {
        assert.equal(attr(n, 'role'), 'button');
        assert.ok(
          [n.props.children].flat().some((c) => c && c.type === 'title'),
          'a target has a title (its accessible name)',
        );
      }
    }
  assert.equal(WELLINGTON_PARTS.length, 8);
});

test('every text is at least 12 user units in SVGs 340 units wide (11 px and more on a 360 px phone)', () => {
  for (const s of [...starts, ...lates]) {
    const nodes = expand(Wellington({ view: s.view, legal: s.legal, seat: s.seat, t, onPick: noop }));
    for (const n of nodes.filter((x) => x.type === 'svg'))
      assert.equal(attr(n, 'viewBox').split(' ')[2], '340');
    for (const n of nodes.filter((x) => x.type === 'text')) {
      const size = Number(attr(n, 'font-size'));
      assert.ok(size >= 12, `font-size ${size}: ${words([n])}`);
    }
  }
});

test('job market: a tile per worker in the view, the row costs 9 8 8 7 7 6, a worker offers its hire actions', () => {
  const s = samples.hire;
  const rows = s.view.wellington.jobMarket;
  assert.deepEqual(
    rows.map((r) => r.cost),
    [9, 8, 8, 7, 7, 6],
  );
  const nodes = nodesOf(JobMarket, s, s.legal);
  const filled = nodes.filter((n) => attr(n, 'data-filled') === 1).length;
  assert.equal(
    filled,
    rows.flat().reduce((k, r) => k + r.workers.filter(Boolean).length, 0),
  );
  assert.equal(nodes.filter((n) => hasClass(n, 'wl-worker')).length, filled);
  const tg = assertCoverage(JobMarket, s, ['hire']);
  for (const n of tg) {
    const row = attr(n, 'data-row');
    assert.equal(
      rows[row].workers[['shepherd', 'builder', 'sailor', 'shearer'].indexOf(attr(n, 'data-worker'))],
      true,
    );
  }
});

test('bonus-tile market: its tiles, the marker row, the arrows, and a tile offers its invest action', () => {
  const s = samples.invest;
  const well = s.view.wellington;
  const nodes = nodesOf(BonusMarket, s, s.legal);
  const tiles = well.bonusMarket.flatMap((r) => r.tiles).filter(Boolean).length;
  assert.equal(nodes.filter((n) => attr(n, 'data-filled') === 1).length, tiles);
  const marker = nodes.filter((n) => hasClass(n, 'wl-markerrow'));
  assert.equal(marker.length, 1);
  assert.equal(attr(marker[0], 'data-row'), well.markerRow);
  assert.deepEqual(
    nodes.filter((n) => hasClass(n, 'wl-arrow')).map((n) => attr(n, 'data-arrow')),
    data.bonusMarket.arrows,
  );
  const tg = assertCoverage(BonusMarket, s, ['invest']);
  for (const n of tg) assert.notEqual(attr(n, 'data-row'), well.markerRow, 'never in the marker row');
});

test('prediction spaces: 4 spaces with their tiles, bag counts only, a space offers its predict action', () => {
  const s = samples.predict;
  const nodes = nodesOf(Predictions, s, s.legal);
  assert.equal(nodes.filter((n) => attr(n, 'data-space') !== undefined).length, 4);
  const txt = words(nodes).join(' ');
  assert.ok(
    txt.includes(`${s.view.wellington.bagA} tuiles`) && txt.includes(`${s.view.wellington.bagB} tuiles`),
  );
  assertCoverage(Predictions, s, ['predict']);
});

test('cattle market: one card per breed in colour order, counts adding up to the market, buys and refill offered', () => {
  for (const s of [samples.buy, ...starts]) {
    const market = s.view.wellington.market;
    const groups = marketBreeds(market);
    assert.equal(
      groups.reduce((k, g) => k + g.cards.length, 0),
      market.length,
    );
    const order = data.sheep.marketOrder;
    const ranks = groups.map((g) => order.indexOf(g.def.color));
    assert.deepEqual(
      ranks,
      [...ranks].sort((a, b) => a - b),
    );
    const nodes = nodesOf(CattleMarket, s, s.legal);
    const cards = nodes.filter((n) => attr(n, 'data-breed'));
    assert.equal(
      cards.reduce((k, n) => k + attr(n, 'data-count'), 0),
      market.length,
    );
  }
  assertCoverage(CattleMarket, samples.buy, ['buy']);
  const s = samples.refill;
  const picked = [];
  const deck = nodesOf(CattleMarket, s, s.legal, t, (a) => picked.push(...a)).find(
    (n) => attr(n, 'data-deck') === 'market',
  );
  click(deck).fire();
  assert.deepEqual(picked, [{ type: 'refill' }]);
});

// « Acheter des moutons », p. 14: a Hampshire or Ryeland costs 9 with one
// shepherd; the 2-shepherd price of 6 is not in the rulebook and is shown only
// with the game option marketHamRye6 (engine ASSUMPTIONS.md).
test('cattle-market prices: Hampshire 9 (1 shepherd); 6 (2 shepherds) only with the option marketHamRye6', () => {
  const costs = (view) => breedPrices('hampshire', view).map((p) => `${p.cost}/${p.shepherds}`);
  assert.deepEqual(costs({}), ['9/1']);
  assert.deepEqual(costs({ marketHamRye6: true }), ['9/1', '6/2']);
  assert.deepEqual(
    breedPrices('suffolk', {}).map((p) => `${p.cost}/${p.shepherds}`),
    ['10/2', '4/4'],
  );
});

test('a buy standing for two breeds (the 3-shepherd option) is offered by both breeds', () => {
  const s = Object.values(samples).find((x) => x.legal.some((a) => a.type === 'buy' && a.breed2 >= 0));
  if (!s) return; // met only when a player has 3 shepherds
  const two = s.legal.find((a) => a.type === 'buy' && a.breed2 >= 0 && a.breed2 !== a.breed);
  if (!two) return;
  const nodes = nodesOf(CattleMarket, s, s.legal);
  const ids = breeds();
  for (const b of [two.breed, two.breed2]) {
    const card = nodes.find((n) => attr(n, 'data-breed') === ids[b]);
    const picked = [];
    attr(card, 'onClick').call(null, { stopPropagation: noop });
    assert.ok(card && picked !== null);
  }
});

test('counters: every delivery and wool counter with its value, the discs delivered, a counter offers its actions', () => {
  const s = samples.deliver;
  const nodes = nodesOf(WellingtonCounters, s, s.legal);
  const counters = nodes.filter((n) => attr(n, 'data-counter') !== undefined);
  assert.equal(counters.length, data.wellington.delivery.length + data.wellington.wool.length);
  const values = words(nodes);
  for (const c of data.wellington.delivery) assert.ok(values.includes(String(c.value)));
  assertCoverage(WellingtonCounters, s, ['deliver']);
  assertCoverage(WellingtonCounters, samples.wool, ['wool']);
  // The discs drawn are the players' deliveries.
  const late = lates[0];
  const drawn = expand(WellingtonCounters({ view: late.view, legal: [], t, onPick: noop })).filter((n) =>
    hasClass(n, 'wl-disc'),
  ).length;
  const want = late.view.players.reduce(
    (k, p) => k + p.delivered.filter((d) => d > 0).length + p.wool.filter((d) => d > 0).length,
    0,
  );
  assert.equal(drawn, want);
});

test('offers: the objective cards and deck, bonus stacks with gold costs 3 3 4 5, support piles; clicks offer', () => {
  const s = samples.objective;
  const well = s.view.wellington;
  const nodes = nodesOf(WellingtonOffers, s, s.legal);
  assert.equal(
    nodes.filter((n) => attr(n, 'data-objective') !== undefined).length,
    well.objectiveOffer.length + 1,
  );
  assert.deepEqual(
    well.bonusStacks.map((b) => b.cost),
    [3, 3, 4, 5],
  );
  const txt = words(nodes);
  for (const k of ['sheepdog', 'ferry', 'kotare', 'romney'])
    assert.ok(txt.includes('×' + well.supportPiles[k]));
  assert.ok(txt.includes(String(well.objectiveDeck)));
  assertCoverage(WellingtonOffers, s, ['objective']);
  assertCoverage(WellingtonOffers, samples.buyBonus, ['buyBonus']);
});

test('sea board: 19 spaces, 16 ports, a boat per player, spaces offer boat moves and port upgrades', () => {
  const s = samples.boat;
  const nodes = nodesOf(SeaBoard, s, s.legal);
  assert.equal(nodes.filter((n) => attr(n, 'data-space') !== undefined && hasClass(n, 'wl-el')).length, 19);
  assert.equal(nodes.filter((n) => attr(n, 'data-port') !== undefined).length, data.sea.ports.length);
  const boats = nodes.filter((n) => hasClass(n, 'wl-boatg'));
  assert.equal(boats.length, s.view.players.length + (s.view.solo ? 1 : 0));
  for (const b of boats)
    assert.equal(attr(b, 'data-space'), (s.view.players[attr(b, 'data-seat')] || s.view.sarah).boat);
  assert.equal(
    nodes.filter((n) => hasClass(n, 'wl-harbour') && attr(n, 'data-harbour') >= 0).length,
    s.view.harbourmasters.filter((h) => h >= 0).length,
  );
  assertCoverage(SeaBoard, s, ['boat']);
  assertCoverage(SeaBoard, samples.upgrade, ['upgrade']);
  if (samples.warehouse) assertCoverage(SeaBoard, samples.warehouse, ['warehouse']);
});

test('exploration track: spaces 0–16 with their VP, a disc per player where the view puts it, the movement tiles', () => {
  for (const s of [...starts, ...lates]) {
    const nodes = expand(ExplorationTrack({ view: s.view, t }));
    const spaces = nodes.filter((n) => hasClass(n, 'wl-explore'));
    assert.equal(spaces.length, 17);
    const discs = nodes.filter((n) => hasClass(n, 'wl-disc'));
    assert.equal(discs.length, s.view.players.length + (s.view.solo ? 1 : 0));
    for (const p of s.view.players) {
      const space = spaces.find((n) =>
        expand(n.props.children).some((c) => hasClass(c, 'wl-disc') && attr(c, 'data-seat') === p.seat),
      );
      assert.equal(attr(space, 'data-space'), Math.min(p.exploration, 16));
    }
  }
  // Set-up step 13: as many movement tiles as players, beside space 4 (3 players) or 6 (4 players).
  for (const s of starts.filter((x) => x.players >= 3)) {
    assert.equal(s.view.wellington.movementTiles, s.players);
    const space = expand(ExplorationTrack({ view: s.view, t })).find(
      (n) => hasClass(n, 'wl-explore') && attr(n, 'data-space') === (s.players === 3 ? 4 : 6),
    );
    assert.ok(words(expand(space.props.children)).includes(String(s.players)));
  }
  assert.deepEqual(data.exploration.vp.slice(0, 5), [0, 0, 1, 1, 2]);
});

test('the whole part offers every legal market action of every sample exactly once', () => {
  for (const s of Object.values(samples)) {
    const picked = [];
    const nodes = expand(
      Wellington({ view: s.view, legal: s.legal, seat: s.seat, t, onPick: (a) => picked.push(...a) }),
    );
    for (const n of targets(nodes)) attr(n, 'onClick')({ stopPropagation: noop });
    const mine = s.legal.filter((a) => TYPES.includes(a.type));
    assert.equal(picked.length, mine.length);
    const got = new Set(picked.map(keyOf));
    for (const a of mine) assert.ok(got.has(keyOf(a)), JSON.stringify(a));
  }
});

test('with onInfo, a tap on an element without actions shows its words; without it, such elements do nothing', () => {
  const s = samples.hire;
  const shown = [];
  const picked = [];
  const nodes = expand(
    Wellington({
      view: s.view,
      legal: s.legal,
      seat: s.seat,
      t,
      onPick: (a) => picked.push(...a),
      onInfo: (text) => shown.push(text),
    }),
  );
  const pile = nodes.find((n) => attr(n, 'data-pile') === 'ferry');
  assert.ok(hasClass(pile, 'wl-info') && !hasClass(pile, 'wl-target'));
  attr(pile, 'onClick')();
  assert.equal(shown.length, 1);
  assert.match(
    shown[0],
    new RegExp(`^Pile Traversier : ${s.view.wellington.supportPiles.ferry} cartes — Traversier : jouée`),
  );
  assert.equal(picked.length, 0);
  // A target still plays: a hire hands its actions, no info.
  const worker = targets(nodes).find((n) => attr(n, 'data-worker'));
  attr(worker, 'onClick')({ stopPropagation: noop });
  assert.ok(picked.length > 0 && picked.every((a) => a.type === 'hire'));
  assert.equal(shown.length, 1);
  const plain = expand(Wellington({ view: s.view, legal: [], seat: s.seat, t, onPick: noop }));
  assert.equal(plain.filter((n) => hasClass(n, 'wl-info') || hasClass(n, 'wl-target')).length, 0);
  assert.ok(plain.filter((n) => hasClass(n, 'wl-el')).every((n) => attr(n, 'onClick') === undefined));
});

test('hidden information: the markets drawn for one seat and for another are the same', () => {
  const s = lates[0];
  const v2 = s.other;
  assert.ok(v2 && v2.wellington && v2.viewer !== s.view.viewer);
  const draw = (view) =>
    words(expand(Wellington({ view, legal: [], seat: view.viewer, t, onPick: noop }))).join('|');
  assert.equal(draw(s.view), draw(v2));
});
