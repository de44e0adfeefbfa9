// The Lorrein board's pure parts on views of the engine itself
// (tests/web/fixtures/lorrein-engine-views.json, written by scripts/fixtures.mjs
// from ludotheca-cli: 2-, 3- (every expansion) and 4-player games played by easy
// bots, one sample per stage and decision kind, plus one example of every action
// form met): strings in both languages, action words, click targets, and what the
// SVG parts draw and highlight.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { messages, tr } from '../../web/src/games/lorrein/messages.js';
import { describeAction, tileName, vertexName } from '../../web/src/games/lorrein/text.js';
import lorrein, { describeLog } from '../../web/src/games/lorrein/index.js';
import { ScoreTable } from '../../web/src/ui/ScoreTable.jsx';
import { makeT } from '../../web/src/i18n/index.js';
import { tileActions, vertexActions, goodActions, typeActions } from '../../web/src/games/lorrein/targets.js';
import { Plates } from '../../web/src/games/lorrein/Plates.jsx';
import { Bowl, BEAD_GOODS, BEAD_COLORS } from '../../web/src/games/lorrein/Bowl.jsx';
import { PlayerPanels, CostSummary, RAW, GOOD_COLORS } from '../../web/src/games/lorrein/PlayerPanels.jsx';
import { TradeDialog } from '../../web/src/games/lorrein/TradeDialog.jsx';
import { hintLine, infoLines } from '../../web/src/games/lorrein/Board.jsx';
import { pinnedLabels } from '../../web/src/games/lorrein/PinnedCoords.jsx';
import { expand, attr, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const fixture = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/lorrein-engine-views.json', root), 'utf8'),
);
const t = (k, v) => tr('fr', k, v);
const te = (k, v) => tr('en', k, v);
const noop = () => {};
const sample = (phase, players) =>
  fixture.samples.find((s) => s.phase === phase && (!players || s.players === players));
const texts = (nodes) =>
  nodes
    .flatMap((n) => [n.props.children].flat().filter((c) => typeof c === 'string' || typeof c === 'number'))
    .join(' ');
const raw = /\{|\}|undefined|NaN/;

test('French and English messages have the same keys, none empty, same placeholders', () => {
  const fr = Object.keys(messages.fr).sort();
  assert.deepEqual(fr, Object.keys(messages.en).sort());
  assert.ok(fr.length > 100);
  const ph = (s) => (s.match(/\{\w+\}/g) || []).sort();
  for (const k of fr) {
    assert.ok(messages.fr[k].trim() && messages.en[k].trim(), `empty ${k}`);
    assert.deepEqual(ph(messages.fr[k]), ph(messages.en[k]), `placeholders of ${k}`);
  }
});

test('the fixture covers every stage and decision kind of a game, and every action type but the addition', () => {
  const phases = new Set(fixture.samples.map((s) => s.phase));
  for (const p of [
    'place',
    'harvest',
    'construction',
    'food',
    'beforeThrow',
    'changeBowl',
    'composeOffer',
    'answerOffer',
    'over',
  ])
    assert.ok(phases.has(p), p);
  const types = new Set(fixture.actions.map((a) => a.action.type));
  for (const ty of [
    'place',
    'throw',
    'swapBead',
    'bowlDone',
    'build',
    'enlarge',
    'moveWitchery',
    'process',
    'transform',
    'swapMission',
    'fight',
    'endConstruction',
    'eat',
    'hunger',
    'removeWorkshop',
    'addRedBead',
    'pass',
    'offer',
    'offerAdd',
    'offerSend',
    'offerCancel',
    'accept',
    'refuse',
    'counter',
  ])
    assert.ok(types.has(ty), ty);
});

test('the info line words every sample in both languages, never raw', () => {
  for (const s of fixture.samples) {
    for (const tt of [t, te]) {
      const line = hintLine(s.view, tt);
      assert.ok(line.length > 8 && !raw.test(line) && !line.startsWith('hint.'), `${s.phase}: ${line}`);
    }
  }
  const food = sample('food');
  const top = food.view.decisions[food.view.decisions.length - 1];
  // The food prompt says what feeds and what else happens.
  assert.equal(
    hintLine(food.view, te),
    `${food.view.players[top.player].name} feeds the duchies: ${top.remaining} still due (flour, wheat or cow, tapped one at a time in the stock). Otherwise, or by choice, hunger: see the list of choices.`,
  );
});

test('with the option offersBeforeThrow, the window before a throw is worded as a chance to trade too', () => {
  const win = sample('beforeThrow');
  const top = win.view.decisions[win.view.decisions.length - 1];
  const who = win.view.players[top.player].name;
  const active = win.view.players[win.view.active].name;
  assert.equal(hintLine(win.view, te), `${who} may use a medicine on the bowl before ${active}’s throw.`);
  const open = { ...win.view, options: { ...win.view.options, offersBeforeThrow: true } };
  assert.equal(
    hintLine(open, te),
    `${who} may offer a trade, or use a medicine on the bowl, before ${active}’s throw.`,
  );
  assert.match(hintLine(open, t), /proposer un échange/);
});

test('describeAction words every action form met and every legal action, in both languages, never raw', () => {
  for (const { action, view } of fixture.actions) {
    for (const lang of ['fr', 'en']) {
      const s = describeAction(action, view, lang);
      assert.ok(
        s && s.length > 3 && !raw.test(s) && !s.startsWith('act.'),
        `${lang} ${JSON.stringify(action)} -> ${s}`,
      );
    }
  }
  for (const s of fixture.samples)
    for (const a of s.legal) assert.ok(!raw.test(describeAction(a, s.view, 'en')));
  const v = sample('construction').view;
  assert.equal(describeAction({ type: 'throw' }, v, 'fr'), 'Jeter les grains');
  assert.equal(
    describeAction({ type: 'build', building: 'mill', tile: 7 }, v, 'en'),
    `Build: mill on B2 (${te('land.' + v.tiles[7].land)})`,
  );
  assert.equal(
    describeAction({ type: 'swapBead', remove: 'brown', add: 'green' }, v, 'en'),
    'Bowl: take out a brown bead, put in a green bead',
  );
  // The shell names the actor before a log line: the line itself does not.
  assert.equal(describeLog({ player: 1, action: { type: 'throw' } }, v, 'en'), 'Throw the beads');
  // An answer to an offer (Négociier) says what the player did, not the button's words.
  assert.equal(describeLog({ player: 1, action: { type: 'refuse' } }, v, 'fr'), 'Refuse l’offre');
  assert.equal(describeLog({ player: 1, action: { type: 'accept' } }, v, 'en'), 'Accepts the offer');
  assert.equal(describeLog({ player: 1, action: { type: 'counter' } }, v, 'en'), 'Makes a counter-offer');
  // A good put in an offer: the button's « Je donne » is the player's own voice, the log's is not.
  const add = (side) => ({ player: 1, action: { type: 'offerAdd', side, good: 'wood' } });
  assert.equal(describeLog(add('give'), v, 'fr'), `Offre : ${tr('fr', 'good.wood')}`);
  assert.equal(describeLog(add('take'), v, 'en'), `Asks for: ${tr('en', 'good.wood')}`);
  assert.match(describeAction(add('give').action, v, 'fr'), /^Je donne/);
});

test('the plates draw every landscape and duchy square, pieces in seat colours from the settings', () => {
  const s = sample('over', 4);
  const v = s.view;
  const nodes = expand(Plates({ view: v, legal: [], t, onPick: noop }));
  const tiles = nodes.filter((n) => hasClass(n, 'lr-tile'));
  const squares = nodes.filter((n) => hasClass(n, 'lr-vertex'));
  assert.equal(tiles.length, v.width * v.height);
  assert.equal(squares.length, (v.width - 1) * (v.height - 1));
  // 4 players: six plates of 3×3 landscapes.
  assert.equal(nodes.filter((n) => hasClass(n, 'lr-plate')).length, (v.width / 3) * (v.height / 3));
  assert.equal((v.width * v.height) / 9, 6);
  const built = v.tiles.filter((x) => x.building).length;
  const pieces = nodes.filter((n) => hasClass(n, 'lr-piece'));
  assert.equal(pieces.length, built);
  assert.ok(built > 4);
  const duchies = nodes.filter((n) => hasClass(n, 'lr-duchy'));
  assert.equal(duchies.length, v.vertices.filter((x) => x.owner !== undefined).length);
  const fills = expand(Plates({ view: v, legal: [], t, onPick: noop })).filter(
    (n) => n.type === 'rect' && String(attr(n, 'fill')).startsWith('var(--player-'),
  );
  assert.ok(fills.length >= duchies.length);
  // Each owner's duchies in its seat's colour (the default order: yellow, red, light blue, violet).
  const owners = new Set(v.vertices.filter((x) => x.owner !== undefined).map((x) => x.owner));
  assert.ok(owners.size >= 2);
  for (const owner of owners) {
    const colour = ['yellow', 'red', 'lightblue', 'violet'][owner];
    assert.ok(
      fills.some((n) => attr(n, 'fill').startsWith(`var(--player-${colour}`)),
      `seat ${owner}`,
    );
  }
  // Nothing is a target when nothing is legal.
  assert.equal(nodes.filter((n) => hasClass(n, 'lr-target')).length, 0);
});

test('set-up: the landscapes and squares the start placement may use are the highlighted ones, and a click plays it', () => {
  const s = sample('place', 2);
  const picked = [];
  const nodes = expand(Plates({ view: s.view, legal: s.legal, t, onPick: (l) => picked.push(l) }));
  const targets = nodes.filter((n) => hasClass(n, 'lr-target'));
  const wanted = new Set(s.legal.map((a) => (a.tile !== undefined ? 't' + a.tile : 'v' + a.vertex)));
  assert.equal(targets.length, wanted.size);
  for (const n of targets) {
    const id = attr(n, 'data-tile') !== undefined ? 't' + attr(n, 'data-tile') : 'v' + attr(n, 'data-vertex');
    assert.ok(wanted.has(id), id);
    assert.equal(attr(n, 'role'), 'button');
  }
  attr(targets[0], 'onClick')();
  assert.equal(picked.length, 1);
  const id = attr(targets[0], 'data-tile');
  assert.deepEqual(
    picked[0],
    id !== undefined ? tileActions(s.legal, id) : vertexActions(s.legal, attr(targets[0], 'data-vertex')),
  );
  assert.ok(picked[0].length >= 1);
});

test('the bowl: one bead per bead in the view, the throw on the bowl, a bead to take out while changing it', () => {
  const h = sample('harvest', 2);
  const beads = Object.values(h.view.bowl).reduce((a, b) => a + b, 0);
  assert.equal(beads, 10);
  let picked = null;
  const tree = Bowl({
    view: h.view,
    legal: h.legal,
    t,
    onPick: (l) => {
      picked = l;
    },
  });
  const nodes = expand(tree);
  assert.equal(nodes.filter((n) => hasClass(n, 'lr-bead')).length, beads);
  const svg = nodes.find((n) => n.type === 'svg');
  assert.ok(hasClass(svg, 'lr-target'));
  attr(svg, 'onClick')();
  assert.deepEqual(picked, typeActions(h.legal, 'throw'));
  assert.equal(nodes.filter((n) => hasClass(n, 'lr-hole')).length, 3);
  const c = sample('changeBowl');
  const cn = expand(Bowl({ view: c.view, legal: c.legal, t, onPick: noop }));
  const takeOut = cn.filter((n) => hasClass(n, 'lr-bead') && hasClass(n, 'lr-target'));
  const colours = new Set(c.legal.filter((a) => a.type === 'swapBead').map((a) => a.remove));
  assert.ok(takeOut.length > 0);
  for (const n of takeOut) assert.ok(colours.has(attr(n, 'data-bead')));
  assert.ok(
    !hasClass(
      cn.find((n) => n.type === 'svg'),
      'lr-target',
    ),
  );
  // After the second round the red bead is in and said so.
  const late = fixture.samples.find((s) => s.view.redBeadIn);
  assert.ok(late);
  assert.match(
    texts(expand(Bowl({ view: late.view, legal: [], t: te, onPick: noop }))),
    /red bead is in the bowl/,
  );
});

test('the end of the construction is a button beside the bowl, only while it may be played', () => {
  const s = sample('construction', 3);
  let picked = null;
  const nodes = expand(Bowl({ view: s.view, legal: s.legal, t, onPick: (l) => (picked = l) }));
  const end = nodes.filter((n) => hasClass(n, 'lr-end'));
  assert.equal(end.length, 1);
  assert.ok(hasClass(end[0], 'lr-target'));
  assert.equal(texts([end[0]]), 'Fin de la construction');
  attr(end[0], 'onClick')();
  assert.deepEqual(picked, typeActions(s.legal, 'endConstruction'));
  const h = sample('harvest', 3);
  assert.equal(
    expand(Bowl({ view: h.view, legal: h.legal, t, onPick: noop })).filter((n) => hasClass(n, 'lr-end'))
      .length,
    0,
  );
});

test('player panels: "playing" marks who places during the set-up (the round\'s first player stays active)', () => {
  const s = sample('place', 3);
  // The engine's set-up: the first player placed; the next in start-number order places now.
  const next = (s.view.active + 1) % 3;
  const decisions = [...s.view.decisions.slice(0, -1), { ...s.view.decisions.at(-1), player: next }];
  const view = { ...s.view, decisions };
  const marked = (v) =>
    expand(PlayerPanels({ view: v, legal: [], seat: next, t: te, onPick: noop }))
      .filter((n) => hasClass(n, 'lr-player'))
      .map((n) => hasClass(n, 'lr-current'));
  assert.deepEqual(
    marked(view),
    [0, 1, 2].map((i) => i === next),
  );
  // After the set-up, the round's active player is the one playing, whoever is asked.
  const offer = sample('answerOffer', 3);
  assert.notEqual(offer.view.decisions.at(-1).player, offer.view.active);
  assert.deepEqual(
    marked(offer.view),
    [0, 1, 2].map((i) => i === offer.view.active),
  );
});

test('player panels: raw materials and product cards, the mission card only for its owner', () => {
  const s = sample('construction', 3);
  const nodes = expand(PlayerPanels({ view: s.view, legal: s.legal, seat: s.seat, t: te, onPick: noop }));
  assert.equal(nodes.filter((n) => hasClass(n, 'lr-player')).length, 3);
  assert.equal(nodes.filter((n) => hasClass(n, 'lr-mission')).length, 1);
  assert.equal(nodes.filter((n) => hasClass(n, 'lr-secret')).length, 2);
  assert.equal(nodes.filter((n) => hasClass(n, 'lr-good')).length, 30);
  const me = s.view.players[s.seat];
  assert.match(texts(nodes), new RegExp(`wood ${me.goods.wood}`));
  // The pieces counted are those left in reserve, each count after its name (never "1 duchies").
  assert.ok(
    texts(nodes).includes(
      `In reserve: farms ${me.farmsLeft}, workshops ${me.workshopsLeft}, duchies ${me.duchiesLeft}`,
    ),
  );
  // A good is a button only for its owner and only when it stands for actions.
  for (const n of nodes.filter((x) => hasClass(x, 'lr-good-target'))) {
    assert.equal(n.type, 'button');
    assert.ok(goodActions(s.legal, attr(n, 'data-good')).length > 0);
  }
  const withProcess = fixture.samples.find((x) => x.legal.some((a) => a.type === 'process'));
  const pn = expand(
    PlayerPanels({
      view: withProcess.view,
      legal: withProcess.legal,
      seat: withProcess.seat,
      t,
      onPick: noop,
    }),
  );
  assert.ok(pn.some((n) => hasClass(n, 'lr-good-target')));
  // No hidden mission in another seat's view.
  for (const x of fixture.samples)
    x.view.players.forEach(
      (p, i) => i !== x.seat && x.phase !== 'over' && assert.ok(!p.mission, `${x.phase} seat ${i}`),
    );
  const costs = expand(CostSummary({ view: s.view, t: te }));
  assert.ok(costs.filter((n) => n.type === 'tr').length >= 5);
  assert.ok(!raw.test(texts(costs)));
});

test('the negotiation: the addressee sees the offer and its answers', () => {
  const a = sample('answerOffer', 2);
  const picked = [];
  const nodes = expand(
    TradeDialog({
      view: a.view,
      legal: a.legal,
      seat: a.seat,
      t: te,
      lang: 'en',
      onPick: (l) => picked.push(l),
    }),
  );
  const buttons = nodes.filter((n) => n.type === 'button');
  assert.deepEqual(
    buttons.map((b) => texts([b])),
    ['Accept the offer', 'Refuse the offer', 'Make a counter-offer'],
  );
  attr(buttons[1], 'onClick')();
  assert.deepEqual(picked, [[{ type: 'refuse' }]]);
  assert.match(
    texts(nodes),
    new RegExp(`${a.view.players[a.view.offer.from].name} offers ${a.view.players[a.view.offer.to].name}`),
  );
  const none = sample('food', 2);
  assert.equal(
    TradeDialog({ view: { ...none.view, offer: null }, legal: [], seat: 0, t, lang: 'fr', onPick: noop }),
    null,
  );
});

test('landscapes and duchy squares go by the coordinates drawn along the board, never by engine indexes', () => {
  const v = sample('over', 4).view;
  assert.equal(v.width, 9);
  assert.equal(tileName(v, 0), 'A1');
  assert.equal(tileName(v, v.width * v.height - 1), 'F9');
  assert.equal(vertexName(v, 0), 'A1/B2');
  assert.equal(vertexName(v, (v.width - 1) * (v.height - 1) - 1), 'E8/F9');
  const nodes = expand(Plates({ view: v, legal: [], t, onPick: noop }));
  const coords = nodes.find((n) => hasClass(n, 'lr-coords'));
  assert.equal(
    texts(expand(coords)),
    ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'].join(' '),
  );
  const tile = nodes.find((n) => hasClass(n, 'lr-tile') && attr(n, 'data-tile') === 10);
  assert.equal(attr(tile, 'aria-label').split(' — ')[0], 'B2');
  const square = nodes.find((n) => hasClass(n, 'lr-vertex') && attr(n, 'data-vertex') === 9);
  assert.match(attr(square, 'aria-label'), /B2\/C3/);
  // The action words use the same names, with the kind of landscape.
  const s = sample('place', 2);
  assert.equal(
    describeAction({ type: 'place', tile: 13 }, s.view, 'fr'),
    `Placer sur le paysage C2 (${t('land.' + s.view.tiles[13].land)})`,
  );
  assert.equal(describeAction({ type: 'place', vertex: 6 }, s.view, 'en'), 'Place the duchy on square B2/C3');
  for (const x of fixture.samples)
    for (const a of x.legal) {
      const words = describeAction(a, x.view, 'en');
      assert.ok(!/(landscape|square) \d/.test(words), words);
    }
});

test('a duchy square that can be chosen has a tap area far larger than its drawing', () => {
  const s = sample('place', 2);
  const legal = [{ type: 'place', vertex: 6 }];
  const nodes = expand(Plates({ view: s.view, legal, t, onPick: noop }));
  const square = nodes.find((n) => hasClass(n, 'lr-vertex') && attr(n, 'data-vertex') === 6);
  const hit = expand(square).find((n) => hasClass(n, 'lr-hit'));
  assert.ok(hit && attr(hit, 'r') >= 25);
  const other = nodes.find((n) => hasClass(n, 'lr-vertex') && attr(n, 'data-vertex') === 7);
  assert.ok(!expand(other).some((n) => hasClass(n, 'lr-hit')));
});

test('the offer names who gives and who asks, so the addressee never reads "I give"', () => {
  const a = sample('answerOffer', 2);
  const o = a.view.offer;
  const nodes = expand(
    TradeDialog({ view: a.view, legal: a.legal, seat: a.seat, t: te, lang: 'en', onPick: noop }),
  );
  const words = texts(nodes.filter((n) => n.type === 'p'));
  const from = a.view.players[o.from].name;
  assert.match(words, new RegExp(`${from} gives\\s*:`));
  assert.match(words, new RegExp(`${from} asks for\\s*:`));
  assert.doesNotMatch(words, /I give|I ask/);
});

test('the info line tells how to act only to a player with something to do', () => {
  const s = sample('construction', 2);
  assert.equal(infoLines(s.view, te, null, s.legal).length, 2);
  assert.equal(infoLines(s.view, te, null, s.legal)[1], te('ui.hint'));
  const over = sample('over');
  assert.deepEqual(infoLines(over.view, te, null, []), [`Round ${over.view.round} — Game over.`]);
  assert.equal(infoLines(s.view, te, null, []).length, 1);
  // French says "tour de table": an option's help calls one player's turn a "tour".
  assert.match(infoLines(s.view, t, null, [])[0], /^Tour de table \d+ — /);
  // Nothing lit on the board (only a pass left): the line says so. The end of the construction
  // is lit beside the bowl.
  assert.equal(infoLines(s.view, te, null, [{ type: 'pass' }])[1], te('ui.listOnly'));
  assert.equal(infoLines(s.view, t, null, [{ type: 'pass' }])[1], t('ui.listOnly'));
  assert.equal(infoLines(s.view, te, null, [{ type: 'endConstruction' }])[1], te('ui.hint'));
});

test('the mission card shows the mission, never its engine id', () => {
  const s = sample('construction', 3);
  const me = s.view.players[s.seat];
  const nodes = expand(PlayerPanels({ view: s.view, legal: [], seat: s.seat, t: te, onPick: noop }));
  const card = texts(expand(nodes.find((n) => hasClass(n, 'lr-mission'))));
  assert.match(card, /My mission/);
  assert.ok(!card.includes(me.mission.id), card);
});

test('the bowl says what each bead gives, and changing it offers a button per colour to take out', () => {
  const h = sample('harvest', 2);
  const legend = expand(Bowl({ view: h.view, legal: h.legal, t: te, onPick: noop })).find((n) =>
    hasClass(n, 'lr-legend'),
  );
  const words = texts(expand(legend));
  for (const good of Object.values(BEAD_GOODS)) assert.ok(words.includes(te('good.' + good)), good);
  assert.match(words, /red: nothing/);
  const c = sample('changeBowl');
  const picked = [];
  const nodes = expand(Bowl({ view: c.view, legal: c.legal, t, onPick: (l) => picked.push(l) }));
  const buttons = nodes.filter((n) => n.type === 'button' && attr(n, 'data-bead'));
  const colours = [...new Set(c.legal.filter((a) => a.type === 'swapBead').map((a) => a.remove))];
  assert.deepEqual(
    buttons.map((b) => attr(b, 'data-bead')),
    colours,
  );
  attr(buttons[0], 'onClick')();
  assert.deepEqual(
    picked[0],
    c.legal.filter((a) => a.type === 'swapBead' && a.remove === colours[0]),
  );
  // No button outside a change of the bowl.
  assert.equal(
    expand(Bowl({ view: h.view, legal: h.legal, t, onPick: noop })).filter((n) => n.type === 'button').length,
    0,
  );
});

test('a mission revealed at the end is headed with its owner, not "My mission"', () => {
  const over = sample('over');
  const nodes = expand(PlayerPanels({ view: over.view, legal: [], seat: over.seat, t: te, onPick: noop }));
  const panels = nodes.filter((n) => hasClass(n, 'lr-player'));
  const heads = panels.map((p) => {
    const card = expand(p).find((n) => hasClass(n, 'lr-mission'));
    return card ? texts(expand(card).filter((n) => n.type === 'strong')) : null;
  });
  assert.ok(heads.filter(Boolean).length >= 2, 'the missions are shown at the end');
  heads.forEach((h, i) => h && assert.equal(h, i === over.seat ? 'My mission' : 'Mission'));
});

test('a coordinate the zoomed map hides is pinned to the visible edge, level with its row or column', () => {
  const frame = { left: 10, top: 100 };
  const pan = { left: 20, top: 120, right: 320, bottom: 420 };
  const box = (left, top, text) => ({ left, top, width: 10, height: 14, text });
  const rows = [box(5, 200, 'A'), box(30, 260, 'B'), box(5, 110, 'C'), box(5, 500, 'D')];
  const cols = [box(100, 90, '4'), box(100, 130, '5'), box(15, 90, '1'), box(400, 90, '9')];
  // A cut at the left and in view: pinned. B drawn in view: left alone. C above
  // the view, D below it: their rows do not show. Column 4 cut at the top:
  // pinned; 5 shows; 1 sits in the corner and 9 right of the view.
  assert.deepEqual(pinnedLabels(frame, pan, rows, cols), [
    { kind: 'row', text: 'A', x: 10, y: 107 },
    { kind: 'col', text: '4', x: 95, y: 20 },
  ]);
});

test('feeding: a tap on a lit workshop never chooses hunger while food can still be paid (Faim)', () => {
  const hunger = { type: 'hunger', option: 'removeWorkshop', tile: 'C2' };
  const reduce = { type: 'hunger', option: 'reduceDuchy', vertex: 7 };
  const eat = { type: 'eat', food: 'flour' };
  assert.deepEqual(tileActions([eat, hunger, reduce], 'C2'), []);
  assert.deepEqual(vertexActions([eat, hunger, reduce], 7), []);
  // Nothing left to eat: hunger is the only way on, and the board offers it.
  assert.deepEqual(tileActions([hunger, reduce], 'C2'), [hunger]);
  assert.deepEqual(vertexActions([hunger, reduce], 7), [reduce]);
});

test('a good wears the colour of the bead that gives it, as in the bowl’s legend (L’écuelle de hasard)', () => {
  const colourOf = Object.fromEntries(RAW.map((g, k) => [g, GOOD_COLORS[k]]));
  for (const [bead, good] of Object.entries(BEAD_GOODS))
    assert.equal(colourOf[good], BEAD_COLORS[bead], good);
  assert.notEqual(colourOf.wood, colourOf.cow);
});

test('the end table shows the missions fulfilled once, as the total that ranks the players', () => {
  const entry = (seat, missions, progress, rank) => ({
    seat,
    total: missions,
    rank,
    breakdown: { missions, progress, workshops: 3, farms: 2, duchies: 2, largeDuchies: 0 },
  });
  const scores = { final: true, players: [entry(0, 1, 100, 1), entry(1, 0, 33, 2)], winners: [0] };
  const nodes = expand(
    ScoreTable({
      scores,
      names: ['Anna', 'Bruno'],
      t: makeT('fr', lorrein.messages),
      totalIs: lorrein.totalIs,
    }),
  );
  const rows = nodes.filter((n) => n.type === 'th' && attr(n, 'scope') === 'row').map((n) => texts([n]));
  assert.equal(rows.filter((r) => r === 'Missions remplies').length, 1);
  assert.ok(!rows.includes('Total'));
  const total = nodes.find((n) => n.type === 'tr' && hasClass(n, 'total'));
  assert.deepEqual(
    expand(total)
      .filter((n) => n.type === 'td')
      .map((n) => texts([n])),
    ['1', '0'],
  );
  assert.equal(expand(total).find((n) => n.type === 'th').props.children, 'Missions remplies');
});
