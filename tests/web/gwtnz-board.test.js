// The Great Western Trail: New Zealand board's own parts (route map, player
// board, hand, other players, info line) and words, on views of the engine
// itself: games of 1 (solo against Sarah), 2 and 4 players played by easy bots
// through the WebAssembly module, one sample per decision kind. Build the wasm
// first (or copy main's, docs/architecture.md).
import { test, beforeAll } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages, tr } from '../../web/src/games/gwtnz/messages.js';
import {
  describeAction,
  describeLog,
  opWords,
  placeName,
  rancherAt,
  seaPlace,
  nodeActions as textNodeActions,
} from '../../web/src/games/gwtnz/text.js';
import {
  nodeActions,
  slotActions,
  cardActions,
  auxActions,
  warehouseActions,
} from '../../web/src/games/gwtnz/targets.js';
import { RouteMap, nodeTip } from '../../web/src/games/gwtnz/RouteMap.jsx';
import { PlayerBoard, Hand, ResourceStrip, ownedLines } from '../../web/src/games/gwtnz/PlayerBoard.jsx';
import { SeatBoards } from '../../web/src/games/gwtnz/SeatBoards.jsx';
import { LocationBar, locationChoices, phaseBEnd } from '../../web/src/games/gwtnz/LocationBar.jsx';
import { movePreview, taxAt, taxWords } from '../../web/src/games/gwtnz/movePreview.js';
import { hintLine, shownSeat, tapLine } from '../../web/src/games/gwtnz/Board.jsx';
import { SeaBoard } from '../../web/src/games/gwtnz/SeaBoard.jsx';
import { WellingtonOffers } from '../../web/src/games/gwtnz/WellingtonOffers.jsx';
import { layoutRoute } from '../../web/src/games/gwtnz/layout.js';
import { data } from '../../web/src/games/gwtnz/data.js';
import gwtnz from '../../web/src/games/gwtnz/index.js';
import { gameModules } from '../../web/src/games/index.js';
import { expand, attr, hasClass } from './support/vnodes.js';

const dir = fileURLToPath(new URL('../../web/src/engine/wasm/', import.meta.url));
const t = (k, v) => tr('fr', k, v);
const te = (k, v) => tr('en', k, v);
const noop = () => {};
const raw = /\{|\}|undefined|NaN|\?/;
const samples = []; // {players, kind, seat, view, legal}
const logs = []; // {view, log}

beforeAll(async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  const engine = new module.Engine();
  const call = (req) => JSON.parse(engine.call(JSON.stringify(req)));
  for (const [players, seed] of [
    [1, 4],
    [2, 5],
    [4, 6],
  ]) {
    call({
      op: 'new',
      game: 'gwtnz',
      players,
      seed,
      names: ['Anna', 'Bruno', 'Chloé', 'David'].slice(0, players),
    });
    const seen = new Set();
    for (let step = 0; step < 6000; step++) {
      const turn = call({ op: 'turn' });
      if (turn.over) break;
      const seat = turn.deciding[0];
      const st = call({ op: 'status', player: seat });
      const top = st.view.decisions[st.view.decisions.length - 1];
      const key = top ? top.kind : 'none';
      if (!seen.has(key) || step % 97 === 0) {
        seen.add(key);
        samples.push({ players, kind: key, seat, view: st.view, legal: st.legal });
      }
      const bot = call({ op: 'bot', player: seat, level: 'easy', seed: seed * 1000 + step });
      assert.equal(call({ op: 'apply', player: seat, action: bot.action }).ok, true);
    }
    for (let viewer = 0; viewer < players; viewer++) {
      const st = call({ op: 'status', player: viewer });
      samples.push({ players, kind: 'over', seat: viewer, view: st.view, legal: [] });
      if (viewer === 0) logs.push({ view: st.view, log: call({ op: 'log', player: 0, from: 0 }).log });
    }
  }
});

const sample = (kind, players) => samples.find((s) => s.kind === kind && (!players || s.players === players));

test('the module is registered under its id with its board, words and messages', () => {
  assert.equal(gameModules.gwtnz, gwtnz);
  assert.equal(gwtnz.id, 'gwtnz');
  for (const k of ['Board', 'describeAction', 'describeLog']) assert.equal(typeof gwtnz[k], 'function', k);
  assert.deepEqual(Object.keys(messages.fr).sort(), Object.keys(messages.en).sort());
  for (const k of ['howto.goal', 'howto.turn', 'howto.scoring', 'game.pitch', 'game.time', 'end.reason'])
    assert.ok(messages.fr[k] && messages.en[k], k);
  // The twelve scoring categories of the end screen (Décompte final, p. 19).
  const cats = Object.keys(messages.fr).filter((k) => k.startsWith('score.'));
  assert.equal(cats.length, 12);
});

test('the samples cover the decision kinds of whole games', () => {
  const kinds = new Set(samples.map((s) => s.kind));
  for (const k of [
    'firstDisc',
    'firstPlace',
    'phaseA',
    'move',
    'phaseB',
    'income',
    'deliver',
    'predict',
    'hire',
  ])
    assert.ok(kinds.has(k), k);
});

test('playing a card says what it does: a support card to draw only, a bonus card by its action', () => {
  // « Vous pouvez jouer ces cartes pour piocher une carte, en renonçant complètement à son effet ».
  const hand = [
    { id: 900, kind: 'support', support: 'kotare' },
    { id: 901, kind: 'bonus', set: 4 },
    { id: 902, kind: 'bonus', set: 2 },
    { id: 903, kind: 'objective', objective: 0 },
  ];
  const v = { players: [{ hand }] };
  const play = (card, option, lang = 'fr') => describeAction({ type: 'playCard', card, option }, v, lang);
  assert.equal(play(900, 0), 'Jouer Oiseau Kōtare');
  assert.equal(play(900, 1), 'Jouer Oiseau Kōtare sans effet, pour piocher');
  assert.equal(play(901, 0), 'Jouer carte Bonus (ensemble 4) : 1 livre');
  assert.equal(play(901, 1), 'Jouer carte Bonus (ensemble 4) : un entrepôt à 3 cases ou moins du bateau');
  assert.equal(play(901, 2, 'en'), 'Play bonus card (set 4) without its effect, to draw');
  assert.equal(play(902, 0, 'en'), 'Play bonus card (set 2)');
  assert.match(play(903, 1), /^Jouer carte Objectif .* sans son action immédiate$/);
});

test('the rulebook names: workers, hazards, cards and costs in French and English', () => {
  const v = sample('phaseB').view;
  // Engager un ouvrier (p. 13): a sailor from the row costing 7 pounds.
  assert.equal(
    describeAction({ type: 'hire', row: 3, worker: 2 }, v, 'fr'),
    'Engager un marin (rangée à 7 livres)',
  );
  assert.equal(
    describeAction({ type: 'hire', row: 5, worker: 0 }, v, 'en'),
    'Hire a shepherd (row costing 6 pounds)',
  );
  assert.equal(
    describeAction({ type: 'income', breeds: (1 << 2) | (1 << 4) | (1 << 6) }, v, 'fr'),
    // The rulebook's example (Revenu): these three breeds make a breeding value of 8.
    'Revenu : révéler English Leicester, Dorset Horn, Corriedale (élevage 8)',
  );
  // Delivery counter 9 (p. 10) and the movement-limit disc slot.
  assert.equal(
    describeAction({ type: 'deliver', counter: 4, slot: 8 }, v, 'fr'),
    'Livrer au comptoir de livraison 9, disque de l’emplacement limite de déplacement',
  );
  assert.equal(
    describeAction({ type: 'exchange', mode: 1 }, v, 'fr'),
    '2 jetons Échange : retirer un Shropshire et recevoir 1 or',
  );
  assert.equal(
    describeAction({ type: 'buyBonus', stack: 3 }, v, 'en'),
    'Buy the bonus card under the compass (5 gold)',
  );
  // Baril is masculine, cloche feminine: the stack is named by its icon.
  assert.equal(
    describeAction({ type: 'buyBonus', stack: 1 }, v, 'fr'),
    'Acheter la carte Bonus sous l’icône baril (3 or)',
  );
  // Neutral building A, side I: discard a pair, hire, hire at +3 (appendix).
  const a = data.neutral.tiles.find((x) => x.letter === 'A');
  assert.equal(opWords(a.I[2][0], t), 'Engager un ouvrier (+3 livres)');
  assert.equal(opWords(a.I[0][0], te), 'Discard 2 sheep cards of one breed: +2 pounds');
  assert.equal(placeName(v, v.route.length - 1, t) !== '', true);
});

test('every legal action and every log line reads as words in both languages, never raw', () => {
  for (const s of samples)
    for (const a of s.legal)
      for (const lang of ['fr', 'en']) {
        const w = describeAction(a, s.view, lang);
        assert.ok(w && !raw.test(w) && !/^(act|op|action)\./.test(w), `${lang} ${JSON.stringify(a)} -> ${w}`);
      }
  for (const { view, log } of logs) {
    assert.ok(log.length > 100);
    for (const e of log)
      for (const lang of ['fr', 'en']) {
        const w = describeLog(e, view, lang);
        assert.ok(w && !raw.test(w), `${lang} ${JSON.stringify(e)} -> ${w}`);
      }
  }
});

test('the info line names who is asked what, in both languages', () => {
  for (const s of samples)
    for (const tt of [t, te]) {
      const line = hintLine(s.view, tt);
      assert.ok(line.length > 6 && !raw.test(line) && !line.includes('phase.'), `${s.kind}: ${line}`);
    }
  const s = sample('hire');
  const top = s.view.decisions[s.view.decisions.length - 1];
  assert.equal(hintLine(s.view, t), `${s.view.players[top.player].name} : Engager un ouvrier`);
  assert.equal(hintLine(sample('over').view, te), 'The game is over.');
});

test('the route map: one location per route node along its one-way paths, arrows forward', () => {
  const L = layoutRoute(data.route.nodes);
  assert.equal(L.pos.length, data.route.nodes.length);
  for (const [i, n] of data.route.nodes.entries()) for (const m of n.next) assert.ok(L.col[m] > L.col[i]);
  // No two locations share a place.
  const spots = new Set(L.pos.map((p) => `${p.x},${p.y}`));
  assert.equal(spots.size, L.pos.length);
  const s = sample('over', 4);
  const nodes = expand(RouteMap({ view: s.view, legal: [], seat: 0, t, onPick: noop }));
  const locs = nodes.filter((n) => hasClass(n, 'gw-node'));
  assert.equal(locs.length, s.view.route.length);
  const edges = nodes.filter((n) => hasClass(n, 'gw-edge'));
  assert.equal(
    edges.length,
    s.view.route.reduce((k, n) => k + n.next.length, 0),
  );
  // Neutral buildings A-H, one letter each.
  const letters = nodes.filter((n) => hasClass(n, 'gw-letter')).map((n) => n.props.children);
  assert.deepEqual([...letters].sort(), ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  // Personal buildings in their owners' colours from the settings.
  const built = s.view.route.filter((n) => n.building);
  assert.ok(built.length > 3);
  const filled = nodes.filter((n) => hasClass(n, 'gw-built'));
  assert.equal(filled.length, built.length);
  for (const f of filled) assert.ok(String(attr(f, 'style').fill).startsWith('var(--player-'));
  // Every hazard tile on the map is drawn with its victory points.
  assert.equal(
    nodes.filter((n) => hasClass(n, 'gw-hazard')).length,
    s.view.route.filter((n) => n.hazard).length,
  );
  // One pawn per rancher on the trail; nothing is a target when nothing is legal.
  const onTrail = s.view.players.filter((p) => p.rancher >= 0).length;
  assert.equal(nodes.filter((n) => hasClass(n, 'gw-pawn')).length, onTrail);
  assert.equal(nodes.filter((n) => hasClass(n, 'gw-target')).length, 0);
  // Tooltips in words for every location.
  for (const n of s.view.route)
    assert.ok(!raw.test(nodeTip(s.view, n.node, te)), nodeTip(s.view, n.node, te));
});

test('phase A: the locations within reach are highlighted, and a click moves there', () => {
  for (const kind of ['firstPlace', 'phaseA', 'build']) {
    const s = sample(kind);
    const picked = [];
    const nodes = expand(
      RouteMap({ view: s.view, legal: s.legal, seat: s.seat, t, onPick: (l) => picked.push(l) }),
    );
    const targets = nodes.filter((n) => hasClass(n, 'gw-target'));
    const wanted = new Set(s.legal.filter((a) => a.node !== undefined).map((a) => a.node));
    assert.equal(targets.length, wanted.size, kind);
    for (const n of targets) {
      assert.ok(wanted.has(attr(n, 'data-node')), kind);
      assert.equal(attr(n, 'role'), 'button');
    }
    attr(targets[0], 'onClick')();
    assert.deepEqual(picked[0], nodeActions(s.legal, attr(targets[0], 'data-node')));
  }
});

test('phase B: the location’s actions as its tile’s row, "/" alternatives each a button (p. 8)', () => {
  const list = samples.filter((x) => x.kind === 'phaseB' && x.legal.some((a) => a.type === 'location'));
  let checked = 0;
  for (const s of list) {
    const c = locationChoices(s.view, s.legal);
    if (!c) continue; // Wellington: its node stands for the four steps
    checked++;
    const locs = s.legal.filter((a) => a.type === 'location');
    const all = c.actions.flatMap((a) => a.alts.flatMap((x) => x.acts));
    assert.equal(all.length, locs.length);
    assert.deepEqual(new Set(all), new Set(locs));
    const picked = [];
    const nodes = expand(LocationBar({ view: s.view, legal: s.legal, t: te, onPick: (l) => picked.push(l) }));
    const buttons = nodes.filter((n) => hasClass(n, 'gw-locbtn'));
    assert.equal(
      buttons.length,
      c.actions.reduce((k, a) => k + a.alts.length, 0),
    );
    const lit = buttons.filter((n) => hasClass(n, 'gw-target'));
    assert.ok(lit.length > 0);
    for (const b of buttons) assert.ok(!raw.test(attr(b, 'title')), attr(b, 'title'));
    attr(lit[0], 'onClick')();
    const a = attr(lit[0], 'data-action');
    const alt = attr(lit[0], 'data-alt');
    assert.deepEqual(
      picked[0],
      locs.filter((x) => x.action === a && x.alt === alt),
    );
  }
  assert.ok(checked > 0);
  // Outside phase B there is no bar.
  assert.equal(locationChoices(sample('phaseA').view, sample('phaseA').legal), null);
});

test('phase B: its end is a button closing the location’s row, there while the phase lasts', () => {
  const list = samples.filter((x) => x.kind === 'phaseB' && x.legal.some((a) => a.type === 'pass'));
  assert.ok(list.length > 0);
  for (const s of list) {
    const pass = s.legal.filter((a) => a.type === 'pass');
    assert.deepEqual(phaseBEnd(s.view, s.legal), pass);
    const picked = [];
    const nodes = expand(LocationBar({ view: s.view, legal: s.legal, t, onPick: (l) => picked.push(l) }));
    const end = nodes.filter((n) => hasClass(n, 'gw-locend'));
    assert.equal(end.length, 1);
    assert.ok(hasClass(end[0], 'gw-target'));
    assert.equal([end[0].props.children].flat().join(''), 'Terminer la phase B');
    attr(end[0], 'onClick')();
    assert.deepEqual(picked, [pass]);
  }
  // With the location's actions all used, the row stays with the end alone.
  const s = list[0];
  const legal = s.legal.filter((a) => a.type !== 'location');
  const nodes = expand(LocationBar({ view: s.view, legal, t, onPick() {} }));
  assert.equal(nodes.filter((n) => hasClass(n, 'gw-locbar')).length, 1);
  assert.equal(nodes.filter((n) => hasClass(n, 'gw-locbtn') && hasClass(n, 'gw-target')).length, 0);
  // Outside phase B: no end button, no bar.
  assert.deepEqual(phaseBEnd(sample('phaseA').view, sample('phaseA').legal), []);
  assert.equal(
    LocationBar({ view: sample('phaseA').view, legal: sample('phaseA').legal, t, onPick() {} }),
    null,
  );
});

test('phase A preview: each step’s path along the arrows and the tax it costs (p. 6–7)', () => {
  const s = samples.find((x) => x.legal.some((a) => a.type === 'step'));
  const preview = movePreview(s.view, s.legal);
  const steps = s.legal.filter((a) => a.type === 'step');
  assert.equal(preview.length, steps.length);
  const from = s.view.players[s.seat].rancher;
  for (const m of preview) {
    assert.equal(m.path[0], from);
    assert.equal(m.path[m.path.length - 1], m.node);
    for (let i = 1; i < m.path.length; i++) assert.ok(s.view.route[m.path[i - 1]].next.includes(m.path[i]));
  }
  const nodes = expand(RouteMap({ view: s.view, legal: s.legal, seat: s.seat, t: te, onPick: noop }));
  const paths = nodes.filter((n) => n.props && String(n.props.class || '').includes('gw-pathedge'));
  assert.equal(
    paths.length,
    preview.reduce((k, m) => k + m.path.length - 1, 0),
  );
  for (const m of preview) {
    const g = nodes.find((n) => hasClass(n, 'gw-node') && attr(n, 'data-node') === m.node);
    const title = expand(g.props.children).find((n) => n.type === 'title');
    assert.match(title.props.children, /going there: (no tax|a tax of (1 pound|2 pounds) to .+)$/);
  }
  // The rule's cases on a small trail: 0 → 1 (empty space) → 2 (Bruno's green-hand
  // building), 0 → 3 (a black-hand hazard tile), Anna moving with 1 pound.
  const view = {
    current: 0,
    decisions: [{ kind: 'phaseA', player: 0 }],
    players: [
      { seat: 0, name: 'Anna', rancher: 0, money: 1, taxFree: false },
      { seat: 1, name: 'Bruno', rancher: 5, money: 0 },
    ],
    route: [
      { node: 0, next: [1, 3] },
      { node: 1, kind: 'build', next: [2] },
      { node: 2, kind: 'build', building: { owner: 1, number: 4, side: 'a', hand: 'green' }, next: [] },
      { node: 3, kind: 'flood', hazard: { hazard: 'flood', hand: 'black', vp: 2 }, next: [] },
    ],
  };
  const legal = [
    { type: 'step', node: 2 },
    { type: 'step', node: 3 },
  ];
  const [toBruno, toFlood] = movePreview(view, legal);
  assert.deepEqual(toBruno.path, [0, 1, 2]);
  assert.deepEqual(toBruno.tax, { due: 2, paid: 1, to: 1 });
  assert.deepEqual(toFlood.tax, { due: 1, paid: 1, to: -1 });
  assert.equal(
    taxWords(view, toBruno.tax, te),
    'going there: a tax of 2 pounds to Bruno (you can pay only 1)',
  );
  assert.equal(taxWords(view, toFlood.tax, te), 'going there: a tax of 1 pound to the bank');
  // One's own building costs nothing; neither does anything with the tax-free tile.
  assert.equal(taxAt(view, 1, 2).due, 0);
  view.players[0].taxFree = true;
  assert.equal(taxAt(view, 0, 3).due, 0);
});

test('phase B: the rancher’s location stands for its location actions', () => {
  const s = samples.find((x) => x.kind === 'phaseB' && x.legal.some((a) => a.type === 'location'));
  const picked = [];
  const nodes = expand(
    RouteMap({ view: s.view, legal: s.legal, seat: s.seat, t, onPick: (l) => picked.push(l) }),
  );
  const here = nodes.find(
    (n) => hasClass(n, 'gw-node') && attr(n, 'data-node') === s.view.players[s.seat].rancher,
  );
  assert.ok(hasClass(here, 'gw-target'));
  attr(here, 'onClick')();
  assert.deepEqual(
    picked[0],
    s.legal.filter((a) => a.type === 'location'),
  );
});

test('the player board: 16 discs in white- and black-bordered slots; the first disc is chosen there', () => {
  const s = sample('firstDisc');
  const picked = [];
  const nodes = expand(
    PlayerBoard({ view: s.view, who: s.seat, legal: s.legal, t, onPick: (l) => picked.push(l) }),
  );
  const slots = nodes.filter((n) => hasClass(n, 'gw-slot'));
  assert.equal(slots.length, 16);
  assert.equal(slots.filter((n) => hasClass(n, 'gw-slot-white')).length, 8);
  assert.equal(slots.filter((n) => hasClass(n, 'gw-slot-black')).length, 8);
  const targets = slots.filter((n) => hasClass(n, 'gw-target'));
  assert.equal(targets.length, s.legal.filter((a) => a.type === 'disc').length);
  attr(targets[0], 'onClick')();
  assert.deepEqual(picked[0], slotActions(s.legal, attr(targets[0], 'data-slot')));
  assert.equal(picked[0].length, 1);
  // Removed discs show as empty slots.
  const end = sample('over', 2);
  const p = end.view.players[0];
  const off = expand(PlayerBoard({ view: end.view, who: 0, legal: [], t, onPick: noop })).filter((n) =>
    hasClass(n, 'gw-slot-off'),
  );
  let bits = 0;
  for (let i = 0; i < 16; i++) bits += (p.discsOff >> i) & 1;
  assert.equal(off.length, bits);
});

test('the auxiliary actions of the board are buttons when legal', () => {
  const s = samples.find((x) => x.legal.some((a) => a.type === 'aux'));
  const picked = [];
  const nodes = expand(
    PlayerBoard({ view: s.view, who: s.seat, legal: s.legal, t, onPick: (l) => picked.push(l) }),
  );
  const aux = nodes.filter((n) => hasClass(n, 'gw-auxbtn') && hasClass(n, 'gw-target'));
  assert.ok(aux.length >= 1);
  attr(aux[0], 'onClick')();
  assert.deepEqual(picked[0], auxActions(s.legal, attr(aux[0], 'data-aux')));
});

test('the hand: the viewer’s own cards only; another seat sees a count, never the cards', () => {
  const s = sample('firstDiscard');
  const picked = [];
  const mine = expand(
    Hand({ view: s.view, who: s.seat, seat: s.seat, legal: s.legal, t, onPick: (l) => picked.push(l) }),
  );
  const cards = mine.filter((n) => hasClass(n, 'gw-card'));
  assert.equal(cards.length, s.view.players[s.seat].hand.length);
  const targets = cards.filter((n) => hasClass(n, 'gw-target'));
  assert.equal(targets.length, s.legal.filter((a) => a.type === 'discard').length);
  attr(targets[0], 'onClick')();
  const card = s.view.players[s.seat].hand.find((c) => c.id === attr(targets[0], 'data-card'));
  assert.deepEqual(
    picked[0],
    cardActions(
      s.legal,
      card.id,
      data.sheep.breeds.findIndex((b) => b.id === card.breed),
    ),
  );
  // The other seats' views hold no hand, and the board shows none.
  const other = s.view.players.find((p) => p.seat !== s.seat);
  assert.equal(other.hand, undefined);
  const theirs = expand(Hand({ view: s.view, who: other.seat, seat: s.seat, legal: [], t, onPick: noop }));
  assert.equal(theirs.filter((n) => hasClass(n, 'gw-card')).length, 0);
  // The screen shows the seat on screen's board, else the player deciding.
  assert.equal(shownSeat(s.view, s.seat), s.seat);
});

test('money and resources of the player on screen, and every other player’s board (Sarah’s in solo)', () => {
  const s = sample('over', 4);
  const strip = expand(ResourceStrip({ view: s.view, who: 0, t }));
  const money = strip.find((n) => hasClass(n, 'gw-res-money'));
  assert.equal(money.props.children, `£${s.view.players[0].money}`);
  const nodes = expand(SeatBoards({ view: s.view, who: 0, t: te, onInfo: noop, onSeat: noop }));
  // One full board per other seat: the same 16 disc slots, worker rows and warehouses as one's own.
  const boards = nodes.filter((n) => hasClass(n, 'gw-pboard'));
  assert.deepEqual(
    boards.map((n) => attr(n, 'data-seat')),
    [1, 2, 3],
  );
  assert.equal(nodes.filter((n) => hasClass(n, 'gw-slot')).length, 3 * 16);
  assert.equal(nodes.filter((n) => hasClass(n, 'gw-wrow')).length, 3 * 4);
  assert.equal(nodes.filter((n) => hasClass(n, 'gw-whouse')).length, 3 * 10);
  // Nothing on them is playable by the viewer, and every element has its words.
  assert.equal(nodes.filter((n) => hasClass(n, 'gw-target')).length, 0);
  for (const n of nodes.filter((x) => hasClass(x, 'gw-chip') || hasClass(x, 'gw-wrow')))
    assert.ok(attr(n, 'title') && !raw.test(attr(n, 'title')), attr(n, 'title'));
  // The seat chips choose the board a phone shows: the first other seat unless chosen.
  const chips = nodes.filter((n) => hasClass(n, 'gw-seatchip'));
  assert.equal(chips.length, 3);
  assert.ok(hasClass(chips[0], 'gw-sel'));
  const picked = expand(SeatBoards({ view: s.view, who: 0, t: te, onInfo: noop, onSeat: noop, shown: 2 }));
  const sel = picked.filter((n) => hasClass(n, 'gw-seatboard') && hasClass(n, 'gw-sel'));
  assert.deepEqual(
    sel.map((n) => attr(n, 'data-seat')),
    [2],
  );
  // Hidden information: another seat's hand is a count; its cards are not in the view.
  const text = nodes
    .map((n) =>
      [n.props && n.props.children]
        .flat(3)
        .filter((c) => typeof c === 'string')
        .join(''),
    )
    .join(' | ');
  for (const p of s.view.players.filter((x) => x.seat !== s.seat)) {
    assert.equal(p.hand, undefined);
    assert.match(text, new RegExp(`Hand: ${p.handCount} card`));
  }
  const solo = sample('over', 1);
  const sarah = expand(SeatBoards({ view: solo.view, who: 0, t: te, onInfo: noop }));
  const sb = sarah.find((n) => hasClass(n, 'gw-sarah'));
  assert.ok(sb);
  const played = sarah.filter((n) => attr(n, 'data-sarah-card'));
  assert.equal(played.length, (solo.view.sarah.cardsPlayed || []).length);
  for (const c of played) assert.match(attr(c, 'title'), /^Sarah’s card \d+: she moves/);
});

test('the tiles a player owns are named with their points; harbourmaster tiles with their scoring (p. 19)', () => {
  const s = samples.find(
    (x) => x.kind === 'over' && x.view.players.some((p) => p.bonusTiles.length && p.hazards.length),
  );
  assert.ok(s);
  const p = s.view.players.find((x) => x.bonusTiles.length && x.hazards.length);
  const lines = ownedLines(p, te);
  assert.equal(lines.length, 3);
  assert.match(lines[0], /^Bonus tiles: .+\(\d VP\)/);
  assert.match(lines[1], /^Hazard tiles: (Flood|Rockfall) \(\d VP\)/);
  for (const l of lines) assert.ok(!raw.test(l), l);
  // A tile's points as the engine counts them: the bonus tile ids index the 34 tiles.
  assert.equal(data.tiles.bonus.length, 34);
  assert.equal(
    ownedLines({ bonusTiles: [24], hazards: [8], harbourmasters: [7] }, te).join(' | '),
    'Bonus tiles: Pay 4 gold (8 VP) | Hazard tiles: Rockfall (2 VP) | Harbourmaster tiles: 1 VP per pair of workers',
  );
});

test('a port upgrade is chosen on the board: the disc slot (medium port) or the warehouse it takes (p. 15)', () => {
  const medium = data.sea.ports.findIndex((p) => p.type === 'medium');
  const small = data.sea.ports.findIndex((p) => p.type === 'small');
  const legal = [
    { type: 'upgrade', port: medium, slot: 3 },
    { type: 'upgrade', port: small, slot: 3 },
    { type: 'upgrade', port: small, slot: 4 },
    { type: 'warehouse', port: small, slot: 4 },
  ];
  assert.deepEqual(slotActions(legal, 3), [legal[0]]);
  assert.deepEqual(warehouseActions(legal, 3), [legal[1]]);
  assert.deepEqual(warehouseActions(legal, 4), [legal[2], legal[3]]);
  // The words name what is taken, so two upgrades of one port never read alike.
  const view = sample('over', 2).view;
  const words = legal.map((a) => describeAction(a, view, 'en'));
  assert.equal(new Set(words).size, 4);
  assert.match(words[0], /with the disc of the .+ slot$/);
  assert.match(words[2], /with warehouse 5 \(pair 3\)$/);
});

test('a disc taken back from a medium port names that port (Clarifications, p. 19)', () => {
  const view = sample('over', 2).view;
  const ports = data.sea.ports;
  const [a, b] = ports.map((p, i) => (p.type === 'medium' ? i : -1)).filter((i) => i >= 0);
  const small = ports.findIndex((p) => p.type === 'small');
  for (const lang of ['fr', 'en'])
    for (const type of ['deliver', 'wool']) {
      const one = describeAction({ type, counter: 0, slot: 100 + a }, view, lang);
      const two = describeAction({ type, counter: 0, slot: 100 + b }, view, lang);
      assert.notEqual(one, two);
      assert.ok(one.includes(seaPlace(ports[a].space, (k, v) => tr(lang, k, v))) && !raw.test(one), one);
    }
  const up = describeAction({ type: 'upgrade', port: small, slot: 3 }, view, 'fr');
  const fromPort = describeAction({ type: 'upgrade', port: b, slot: 100 + a }, view, 'fr');
  assert.ok(!raw.test(up));
  assert.match(fromPort, new RegExp(`port moyen de ${seaPlace(ports[a].space, t)}$`));
});

// The sea board draws no numbers: a sea space is named by its route and its
// rank from the left (the engine's space numbers go up to 18).
test('sea spaces in words: route and rank as drawn, never the engine number', () => {
  const view = sample('over', 2).view;
  const routes = data.sea.routes;
  routes.forEach((route, r) =>
    route.forEach((space, i) => {
      const fr = describeAction({ type: 'boat', space }, view, 'fr');
      const en = describeAction({ type: 'boat', space }, view, 'en');
      assert.match(
        fr,
        new RegExp(`vers la case ${i + 1} de la route du ${['haut', 'milieu', 'bas'][r]}`),
        fr,
      );
      assert.match(en, new RegExp(`to space ${i + 1} of the ${['top', 'middle', 'bottom'][r]} route`), en);
    }),
  );
  assert.match(describeAction({ type: 'boat', space: 0 }, view, 'fr'), /vers la case de départ des bateaux$/);
  const port = data.sea.ports.findIndex((p) => p.space > 6);
  const up = describeAction({ type: 'upgrade', port, slot: 3 }, view, 'en');
  assert.ok(!up.includes(`space ${data.sea.ports[port].space} `), up);
});

// The element of `nodes` with attribute `name` = `value`, clicked: what it hands to onPick.
function clickOn(part, props, name, value) {
  const picked = [];
  const nodes = expand(part({ ...props, t, onPick: (acts) => picked.push(...acts) }));
  const el = nodes.find((n) => attr(n, name) === value && hasClass(n, 'wl-target'));
  if (el) attr(el, 'onClick')({ stopPropagation: noop });
  return el ? picked : null;
}

test('the medium port giving its disc back is chosen on the sea board, the port that holds it (p. 19)', () => {
  const view = sample('over', 2).view;
  const ports = data.sea.ports;
  const [a, b] = ports.map((p, i) => (p.type === 'medium' ? i : -1)).filter((i) => i >= 0);
  const legal = [
    { type: 'deliver', counter: 2, slot: 100 + a },
    { type: 'deliver', counter: 2, slot: 100 + b },
    { type: 'upgrade', port: b, slot: 100 + a },
    { type: 'pass' },
  ];
  // Port a stands for what takes its disc back: one delivery and the upgrade of port b.
  assert.deepEqual(clickOn(SeaBoard, { view, legal }, 'data-space', ports[a].space), [legal[0], legal[2]]);
  // Port b: the delivery with its own disc, and its upgrade (with a's disc).
  assert.deepEqual(clickOn(SeaBoard, { view, legal }, 'data-space', ports[b].space), [legal[2], legal[1]]);
  // Never a disc slot of the player board.
  for (let slot = 0; slot < 16; slot++) assert.deepEqual(slotActions(legal, slot), []);
});

test('the Romney or the Ferry offered (takeCard) is taken on its support pile, or declined in words (p. 12)', () => {
  const base = sample('over', 2).view;
  const view = { ...base, over: false, decisions: [{ kind: 'takeCard', player: 0 }] };
  for (const [card, pile, fr, en] of [
    [3, 'romney', 'Prendre une carte Mouton Romney', 'Take a Romney sheep card'],
    [1, 'ferry', 'Prendre une carte Traversier', 'Take a Ferry card'],
  ]) {
    const legal = [{ type: 'takeCard', card }, { type: 'pass' }, { type: 'exchange', mode: 0 }];
    assert.deepEqual(clickOn(WellingtonOffers, { view, legal }, 'data-pile', pile), [legal[0]]);
    // The other piles are not lit.
    for (const other of ['sheepdog', 'ferry', 'kotare', 'romney'].filter((p) => p !== pile))
      assert.equal(clickOn(WellingtonOffers, { view, legal }, 'data-pile', other), null);
    assert.equal(describeAction(legal[0], view, 'fr'), fr);
    assert.equal(describeAction(legal[0], view, 'en'), en);
  }
  assert.equal(describeAction({ type: 'pass' }, view, 'fr'), 'Renoncer à la carte');
  assert.equal(hintLine(view, te), `${base.players[0].name}: Take a card or decline it`);
  assert.equal(
    tapLine([{ type: 'takeCard', card: 3 }, { type: 'pass' }], te),
    'Tap a highlighted element (Objectives and cards); the choices panel stays available.',
  );
});

test('shearing: passing ends the action in words; a draw or a pass alone sends the player to the panel', () => {
  const base = sample('over', 2).view;
  const view = { ...base, over: false, decisions: [{ kind: 'shear', player: 0 }] };
  assert.equal(describeAction({ type: 'pass' }, view, 'fr'), 'Terminer l’action Tondre');
  assert.equal(describeAction({ type: 'pass' }, view, 'en'), 'End the shearing action');
  // Once shorn with shearers left: draw or stop, nothing on the board to tap.
  const legal = [{ type: 'shearDraw' }, { type: 'pass' }, { type: 'exchange', mode: 0 }];
  assert.equal(tapLine(legal, t), t('ui.hintPanel'));
  assert.equal(
    tapLine([...legal, { type: 'wool', counter: 1, slot: 4 }], t),
    'Touchez un élément en surbrillance (votre plateau, Comptoirs de Wellington) ; le panneau des choix reste disponible.',
  );
  assert.equal(tapLine([], t), null);
});

test('building 10a names its counter 13: the wool counter, or the delivery counter with the option', () => {
  const view = sample('over', 2).view;
  const op = data.personal.buildings[9].a[1][0];
  assert.equal(op.op, 'deliver13');
  assert.match(opWords(op, t, view), /comptoir à laine 13/);
  assert.match(opWords(op, te), /wool counter 13/);
  assert.match(opWords(op, t, { ...view, delivery13: true }), /comptoir de livraison 13/);
  assert.match(opWords(op, te, { ...view, delivery13: true }), /delivery counter 13/);
});

test('log lines after a reload: a location action names where it was taken, a choice what it was for', async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  const engine = new module.Engine();
  const call = (req) => JSON.parse(engine.call(JSON.stringify(req)));
  call({ op: 'new', game: 'gwtnz', players: 2, seed: 11, names: ['Anna', 'Bruno'] });
  const live = []; // {index, words}: as first shown, with the view right after the move
  let count = 0;
  for (let step = 0; step < 1500; step++) {
    const turn = call({ op: 'turn' });
    if (turn.over) break;
    const seat = turn.deciding[0];
    const bot = call({ op: 'bot', player: seat, level: 'easy', seed: 11000 + step });
    assert.equal(call({ op: 'apply', player: seat, action: bot.action }).ok, true);
    const more = call({ op: 'log', player: 0, from: count }).log;
    const view = call({ op: 'status', player: 0 }).view;
    more.forEach((e, k) => {
      if (e.action && (e.action.type === 'location' || e.action.type === 'choose'))
        live.push({ index: count + k, words: describeLog(e, view, 'en') });
    });
    count += more.length;
  }
  const log = call({ op: 'log', player: 0, from: 0 }).log;
  const last = call({ op: 'status', player: 0 }).view;
  assert.ok(live.filter((x) => log[x.index].action.type === 'location').length > 20);
  let differs = 0;
  let flippedSince = 0;
  for (const x of live) {
    const e = log[x.index];
    assert.equal(describeLog(e, last, 'en', log), x.words, `entry ${x.index}`);
    if (e.action.type === 'location') {
      // The entry's `at` alone words it: where, and the side it stood on then.
      assert.equal(describeLog(e, last, 'en'), x.words, `entry ${x.index} without the log`);
      const { at } = e.action;
      if (at.kind === 'neutral' && at.side === 1 && last.route[at.node].side === 2) flippedSince++;
    } else if (describeLog(e, last, 'en') !== x.words) differs++;
  }
  // The game flipped the double-sided neutral buildings (turquoise arrow, p. 11) after some were used.
  assert.ok(flippedSince > 0);
  // A choice's words need the log: the last view alone words some of them wrongly.
  assert.ok(differs > 0);
  assert.equal(rancherAt(log, 0, 0), -1);
});

// One shepherd, one shearer, one space: singular words, never "(s)".
test('counts of one in the singular', () => {
  const view = sample('over', 2).view;
  for (const lang of ['fr', 'en']) {
    const tl = (k, v) => tr(lang, k, v);
    const words = [
      opWords({ op: 'shear', max: 1 }, tl),
      opWords({ op: 'boat', n: 1 }, tl),
      opWords({ op: 'gain', n: 1 }, tl),
      describeAction({ type: 'buy', breed: 0, breed2: -1, option: 0 }, view, lang),
      describeAction(
        { type: 'choose', option: 1 },
        { ...view, decisions: [{ kind: 'choice', player: 0 }] },
        lang,
      ),
    ];
    for (const w of words)
      assert.doesNotMatch(
        w,
        /\(s\)|\b1 (tondeurs|cases|livres|bergères|certificats|shearers|spaces|pounds|shepherds|certificates)\b/,
        w,
      );
  }
  assert.equal(opWords({ op: 'shear', max: 1 }, t), 'Tondre et vendre la laine (au plus 1 mouton)');
  assert.equal(
    opWords({ op: 'shear', max: 2 }, t),
    'Tondre et vendre la laine (au plus 2 moutons de races différentes)',
  );
  const choice = { ...view, decisions: [{ kind: 'choice', player: 0 }] };
  assert.equal(describeAction({ type: 'choose', option: 0 }, choice, 'fr'), 'Ne dépenser aucun certificat');
  assert.equal(describeAction({ type: 'choose', option: 0 }, choice, 'en'), 'Spend no certificate');
});

// The log words a pass as the button did: "Stop here" after a step, "End the
// turn" when the next move is someone else's (in the log, else the decision now).
test('a pass in the log: stopping after a step, ending the turn, else passing', () => {
  const view = sample('over', 2).view;
  const log = [
    { player: 0, action: { type: 'step', node: 3 } },
    { player: 0, action: { type: 'pass' } },
    { player: 0, action: { type: 'pass' } },
    { player: 0, action: { type: 'aux', aux: 0 } },
    { player: 0, action: { type: 'pass' } },
    { player: 1, action: { type: 'step', node: 2 } },
    { player: 1, action: { type: 'pass' } },
  ];
  const words = log.map((e) =>
    describeLog(e, { ...view, decisions: [{ kind: 'phaseA', player: 1 }] }, 'fr', log),
  );
  assert.deepEqual(
    [words[1], words[2], words[4], words[6]],
    ['S’arrêter ici', 'Passer', 'Terminer son tour', 'S’arrêter ici'],
  );
  // The last line as first shown: the decision now is the other player's.
  const now = [...log.slice(0, 5)];
  const shown = describeLog(now[4], { ...view, decisions: [{ kind: 'phaseA', player: 1 }] }, 'en', now);
  assert.equal(shown, 'End the turn');
});

// Rules in the app are in our own words: no quotation from the rulebook.
test('no rulebook quotation in the strings', () => {
  for (const lang of ['fr', 'en'])
    for (const [k, s] of Object.entries(messages[lang]))
      assert.doesNotMatch(s, /La règle dit|The rulebook says|«[^»]*…[^»]*»|“[^”]*…[^”]*”/, `${lang} ${k}`);
});

// A personal building is named as the player board's chip and the trail show it: number and side.
test('a building in words carries its side, as drawn ("3b")', () => {
  const view = sample('over', 2).view;
  const sides = view.buildingSides;
  assert.equal(sides.length, 10);
  const words = describeAction({ type: 'build', building: 2, node: 5 }, view, 'en');
  assert.match(words, new RegExp(`^Place building 3${sides[2]} on `), words);
  const node = view.route.findIndex((n) => n && n.building);
  assert.ok(node >= 0);
  const b = view.route[node].building;
  assert.match(placeName(view, node, t), new RegExp(`^le bâtiment ${b.number}[ab] `));
});

// Two hazard tiles of one kind and value read apart: each names the location past it.
test('removing a hazard tile names the location past it', () => {
  const view = sample('over', 2).view;
  const route = view.route.map((n, i) =>
    i === 4 || i === 19 ? { ...n, hazard: { hazard: 'rockfall', vp: 4 } } : n,
  );
  const v = { ...view, route };
  const a = describeAction({ type: 'hazard', node: 4 }, v, 'fr');
  const b = describeAction({ type: 'hazard', node: 19 }, v, 'fr');
  assert.notEqual(a, b);
  assert.match(a, /^Retirer la tuile Éboulement \(4 PV\) avant /);
  assert.match(
    describeAction({ type: 'hazard', node: 19 }, v, 'en'),
    /^Remove the Rockfall tile \(4 VP\) before space \d+$/,
  );
});

// The offer is not numbered on the board: a choice reads as its card (header,
// conditions, points); the log, where the offer has moved on, names no card.
test('an objective of the offer reads as its card, not a number', () => {
  const view = samples.find((s) => ((s.view.wellington || {}).objectiveOffer || []).length >= 2).view;
  const [a, b] = view.wellington.objectiveOffer;
  const one = describeAction({ type: 'objective', index: 0 }, view, 'fr');
  const def = data.objectives[a.objective];
  assert.ok(one.includes(`(${def.vp} PV / −${def.penalty})`), one);
  assert.doesNotMatch(one, /n° \d|\{/);
  if (a.objective !== b.objective)
    assert.notEqual(one, describeAction({ type: 'objective', index: 1 }, view, 'fr'));
  assert.match(
    describeAction({ type: 'objective', index: 1 }, view, 'en'),
    /^Take the objective “.+ · .+” \(\d+ VP \/ −\d+\)$/,
  );
  assert.equal(
    describeLog({ player: 0, action: { type: 'objective', index: 0 } }, view, 'en'),
    'Take an objective card from the offer',
  );
});

// A personal building on a risky space (node 30: risky 2) has its side's actions
// plus one more, the space's; the location bar lists them all (the risky
// action was spread as a bare op and the bar threw "e.map is not a function").
// Risky 2 discards a sheep for a certificate (Les actions, p. 12; engine ASSUMPTIONS.md).
test('a building on a risky space: one more action, the space’s, in the location bar', () => {
  const base = sample('over', 2).view;
  const route = base.route.slice();
  route[30] = { ...route[30], building: { number: 1, side: 'a', owner: 0 } };
  const players = base.players.map((p, i) => (i === 0 ? { ...p, rancher: 30 } : p));
  const view = { ...base, route, players, decisions: [{ kind: 'phaseB', player: 0 }] };
  const list = textNodeActions(view, 30);
  assert.equal(list.length, 3);
  for (const action of list) assert.ok(Array.isArray(action));
  const legal = [
    { type: 'location', action: 0, alt: 0 },
    { type: 'location', action: 2, alt: 0, breed: 1 },
  ];
  const bar = locationChoices(view, legal);
  assert.equal(bar.actions.length, 3);
  assert.deepEqual(bar.actions[2].alts[0].acts, [legal[1]]);
  assert.match(
    describeAction(legal[1], view, 'en'),
    /^Discard a sheep card: 1 certificate \(Southdown\) \(building 1a of /,
  );
});

// Solo: no one else moves in between; the next step tells a new turn began.
test('a pass in a solo log ends the turn when a step follows', () => {
  const view = sample('over', 2).view;
  const log = [
    { player: 0, action: { type: 'aux', aux: 0 } },
    { player: 0, action: { type: 'pass' } },
    { player: 0, action: { type: 'step', node: 2 } },
  ];
  assert.equal(describeLog(log[1], view, 'fr', log), 'Terminer son tour');
  const shown = describeLog(
    log[1],
    { ...view, decisions: [{ kind: 'phaseA', player: 0 }] },
    'en',
    log.slice(0, 2),
  );
  assert.equal(shown, 'End the turn');
});

// A bare "choice" is worded by what it offers, not "A choice".
test('the hint line says what a choice is about', () => {
  const view = { ...sample('over', 2).view, over: false, decisions: [{ kind: 'choice', player: 0 }] };
  const certs = [0, 1, 2].map((option) => ({ type: 'choose', option }));
  const market = [
    { type: 'choose', option: 2, option2: -1 },
    { type: 'choose', option: 2, option2: 3 },
  ];
  const name = view.players[0].name;
  assert.equal(hintLine(view, t, certs), `${name} : Livraison : combien de certificats dépenser ?`);
  assert.equal(hintLine(view, te, market), `${name}: Which sheep to take from the market?`);
  assert.equal(
    hintLine(view, te, [{ type: 'choose', option: 7 }, { type: 'pass' }]),
    `${name}: Pay 4 pounds for a Hampshire or a Ryeland?`,
  );
  assert.equal(hintLine(view, te, []), `${name}: A choice`);
});

// Most parts are out of sight on a phone: the tap line names where the lit elements are.
test('the tap line names the parts holding the highlighted elements', () => {
  const where = (legal) => tapLine(legal, te).match(/\((.*)\)/)[1];
  assert.equal(
    where([
      { type: 'step', node: 3 },
      { type: 'exchange', mode: 0 },
    ]),
    'trail',
  );
  assert.equal(
    where([
      { type: 'boat', space: 2 },
      { type: 'upgrade', port: 1, slot: 3 },
    ]),
    'your board, Sea board',
  );
  assert.equal(where([{ type: 'hire', worker: 0, row: 0 }]), 'Job market');
  assert.equal(where([{ type: 'buy', breed: 1 }, { type: 'refill' }]), 'Cattle market');
  assert.equal(where([{ type: 'predict', space: 0 }]), 'Wellington: predictions and supply');
  assert.equal(where([{ type: 'invest', row: 0, col: 2 }]), 'Bonus tile market');
  assert.equal(where([{ type: 'income', breeds: 3 }]), 'your hand');
  assert.equal(
    where([
      { type: 'location', action: 0, alt: 0 },
      { type: 'aux', aux: 0 },
    ]),
    'location actions at the top, your board',
  );
});

// Each decision's prompt says what to do, not only what it is about.
test('prompts of the harbourmaster tile and exploration space 11 say what to do', () => {
  const view = { ...sample('over', 2).view, over: false };
  const name = view.players[0].name;
  const line = (kind, tl) => hintLine({ ...view, decisions: [{ kind, player: 0 }] }, tl);
  assert.equal(
    line('harbourmaster', te),
    `${name}: Harbourmaster tile: give up a worker to take it, or skip`,
  );
  assert.equal(line('exploreChoice', t), `${name} : Piste Exploration, case 11 : choisissez votre tuile`);
  assert.match(line('firstDisc', t), /retirez un disque à bord blanc de votre plateau/);
});

test('a lit Wellington shows its halo around its larger square, not hidden under it', () => {
  const s = sample('phaseA');
  const w = s.view.route.find((n) => n.kind === 'wellington');
  const legal = [{ type: 'step', node: w.node }];
  const nodes = expand(RouteMap({ view: s.view, legal, seat: s.seat, t, onPick: noop }));
  const lit = nodes.find((n) => hasClass(n, 'gw-target') && attr(n, 'data-node') === w.node);
  assert.ok(lit, 'Wellington is lit');
  const inside = expand(lit.props.children);
  const halo = inside.find((n) => hasClass(n, 'gw-halo'));
  const city = inside.find((n) => hasClass(n, 'gw-wcity'));
  assert.ok(
    Number(attr(halo, 'width')) > Number(attr(city, 'width')) + 4,
    'the halo reaches beyond the square',
  );
  assert.ok(Number(attr(halo, 'x')) < Number(attr(city, 'x')) - 2);
});
