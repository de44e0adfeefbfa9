// The Glass Road board's pure parts: strings in both languages, action labels
// for every action form the engine produced, click targets, and what the SVG
// parts draw and highlight for views of the engine itself
// (tests/web/fixtures/glassroad-engine-views.json, written from ludotheca-cli:
// 3-, 2-, 1- and 4-player games played by easy bots, one sample per stage and
// decision kind, plus one example of every action form met).
import { test } from 'vitest';
import { dispatch } from '../../web/src/ui/board/dispatch.js';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { messages, tr, withScoreNames } from '../../web/src/games/glassroad/messages.js';
import { buildModel, squareOfBuilding, forestSquares } from '../../web/src/games/glassroad/model.js';
import {
  describeAction,
  squareName,
  cardLines,
  buildingLines,
  squareLines,
} from '../../web/src/games/glassroad/text.js';
import {
  cardActions,
  buildActionsOf,
  squaresForBuilding,
  tokenActions,
  squareActions,
  abilityActions,
  payResource,
} from '../../web/src/games/glassroad/targets.js';
import {
  ProductionWheel,
  sectorIndex,
  tokenPosition,
} from '../../web/src/games/glassroad/ProductionWheel.jsx';
import { LandscapeGrid } from '../../web/src/games/glassroad/LandscapeGrid.jsx';
import { BuildingBoard, PrivateOffer } from '../../web/src/games/glassroad/BuildingBoard.jsx';
import { CraftsmanHand } from '../../web/src/games/glassroad/CraftsmanHand.jsx';
import { PlayerPanels } from '../../web/src/games/glassroad/PlayerPanels.jsx';
import { Resolving } from '../../web/src/games/glassroad/Resolving.jsx';
import { decisionHint } from '../../web/src/games/glassroad/Board.jsx';
import { expand, attr, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const data = JSON.parse(fs.readFileSync(new URL('engine/games/glassroad/data.json', root), 'utf8'));
const fixture = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/glassroad-engine-views.json', root), 'utf8'),
);
const model = buildModel(data);
const t = (k, v) => tr('fr', k, v);
const te = (k, v) => tr('en', k, v);

const texts = (nodes) =>
  nodes
    .flatMap((n) => [n.props.children].flat().filter((c) => typeof c === 'string' || typeof c === 'number'))
    .join(' ');
const noop = () => {};

test('French and English messages have the same keys, none empty, same placeholders', () => {
  const fr = Object.keys(messages.fr).sort();
  const en = Object.keys(messages.en).sort();
  assert.deepEqual(fr, en);
  assert.ok(fr.length > 150);
  const ph = (s) => (s.match(/\{\w+\}/g) || []).sort();
  for (const k of fr) {
    assert.ok(messages.fr[k].trim() && messages.en[k].trim(), `empty ${k}`);
    assert.deepEqual(ph(messages.fr[k]), ph(messages.en[k]), `placeholders of ${k}`);
  }
});

test('every phase, action type, resource and terrain the engine uses has words; scores name every building', () => {
  const phases = new Set(fixture.samples.map((s) => s.phase));
  for (const p of [
    ...phases,
    'pick',
    'faceDown',
    'twoPlay',
    'twoExtra',
    'soloChoose',
    'final',
    'cardPay',
    'cardAbility',
    'gain',
    'placeTerrain',
    'build',
    'repeat',
    'tavern',
    'over',
  ]) {
    for (const lang of ['fr', 'en']) assert.ok(`phase.${p}` in messages[lang], `${lang} phase.${p}`);
  }
  for (const type of [
    'pick',
    'faceDown',
    'play',
    'pay',
    'ability',
    'pass',
    'gain',
    'placeTerrain',
    'build',
    'convert',
    'removeTerrain',
    'repeat',
    'tavern',
  ]) {
    for (const lang of ['fr', 'en']) assert.ok(`action.${type}` in messages[lang], `${lang} action.${type}`);
  }
  for (const r of ['sand', 'food', 'coal', 'water', 'wood', 'clay', 'glass', 'brick'])
    assert.ok(`res.${r}` in messages.en);
  const full = withScoreNames(messages, model);
  for (const b of [...data.buildings, ...data.baseBuildings]) {
    assert.equal(full.fr['score.' + b.id], b.names.fr);
    assert.equal(full.en['score.' + b.id], b.names.en);
  }
  // The end-screen breakdown of the fixture's finished games is all named.
  for (const s of fixture.samples.filter((x) => x.phase === 'over')) {
    for (const p of s.view.scores.players)
      for (const k of Object.keys(p.breakdown)) assert.ok('score.' + k in full.en, k);
  }
});

test('describeAction words every action form met in real games, in both languages, never raw', () => {
  assert.ok(fixture.actions.length >= 12);
  const types = new Set();
  for (const { action, view } of fixture.actions) {
    types.add(action.type);
    for (const lang of ['fr', 'en']) {
      const s = describeAction(model, action, view, lang);
      assert.ok(s && s.length > 3, `${lang} ${JSON.stringify(action)}`);
      assert.ok(!/\{|\}|undefined|\?$/.test(s), `${lang} ${JSON.stringify(action)} -> ${s}`);
      assert.ok(!s.startsWith('Action '), s);
    }
  }
  for (const ty of [
    'pick',
    'faceDown',
    'play',
    'pay',
    'ability',
    'pass',
    'gain',
    'placeTerrain',
    'build',
    'convert',
    'removeTerrain',
  ]) {
    assert.ok(types.has(ty), `fixture has ${ty}`);
  }
  // Every legal action of every sample has a label.
  for (const s of fixture.samples) {
    for (const a of s.legal) {
      const fr = describeAction(model, a, s.view, 'fr');
      assert.ok(!/\{|\}|undefined/.test(fr), fr);
    }
  }
});

test('describeAction: exact phrases, including the rarer repeat and tavern forms (README forms)', () => {
  const cards = fixture.samples.find((s) => s.phase === 'pick');
  assert.equal(
    describeAction(model, { type: 'pick', card: 'worker' }, cards.view, 'fr'),
    'Prendre en main : Ouvrier',
  );
  assert.equal(
    describeAction(model, { type: 'pick', card: 'worker' }, cards.view, 'en'),
    'Take into hand: Worker',
  );
  assert.equal(
    describeAction(model, { type: 'placeTerrain', terrain: 'pond', square: 9 }, cards.view, 'en'),
    'Place a pond on B3',
  );
  assert.equal(
    describeAction(model, { type: 'gain', resource: 'food', wheel: 'brick', amount: 2 }, cards.view, 'fr'),
    'Prendre 2 nourritures sur la roue de briqueterie',
  );
  const base = fixture.samples.find((s) => s.phase === 'build').view;
  const seat = 0;
  const squares = base.seats[seat].squares.map((s) => ({ ...s }));
  squares[9] = { kind: 'building', building: 'dairy' };
  const view = { ...base, seats: base.seats.map((p, i) => (i === seat ? { ...p, squares } : p)) };
  assert.equal(
    describeAction(
      model,
      { type: 'tavern', square: 9 },
      { ...view, decision: { kind: 'tavern', seat, square: 10 } },
      'en',
    ),
    'Tavern: copy Dairy (B3)',
  );
  const rep = { ...view, decision: { kind: 'repeat', seat, building: 'winery' } };
  assert.match(
    describeAction(model, { type: 'repeat', square: 5 }, rep, 'en'),
    /^Again .+: remove the tile on A6$/,
  );
  assert.match(
    describeAction(model, { type: 'repeat', resource: 'clay' }, rep, 'fr'),
    /^Encore .+ : argile$/,
  );
  assert.equal(describeAction(model, { type: 'pass' }, rep, 'en'), 'Stop here');
  assert.equal(
    describeAction(model, { type: 'convert', building: 'inn', wheel: 'glass' }, view, 'en'),
    'Use Inn (1 coal from the glass wheel)',
  );
  assert.equal(
    describeAction(model, { type: 'convert', building: 'clay_basin', wheel: 'brick' }, view, 'en'),
    `Use ${model.buildings.clay_basin.names.en} (1 food from the brick wheel)`,
  );
  assert.equal(
    describeAction(model, { type: 'removeTerrain', square: 12 }, { ...view, deciding: [seat] }, 'en'),
    'Remove the pond from B6',
  );
  assert.equal(describeAction(model, { type: 'zzz' }, view, 'en'), 'Action zzz');
  // Log lines know the actor: another seat's ability without its card in view, another seat's square.
  const other = (seat + 1) % view.seats.length;
  assert.equal(
    describeAction(
      model,
      { type: 'ability', index: 1 },
      { ...view, decision: null, resolving: [] },
      'en',
      other,
    ),
    'Ability 2',
  );
  assert.equal(
    describeAction(
      model,
      { type: 'ability', index: 0 },
      { ...view, decision: null, resolving: [{ seat: other, card: 'worker' }] },
      'fr',
      other,
    ),
    'Ouvrier, capacité 1',
  );
  const otherSq = view.seats[other].squares.findIndex((q) => q.kind === 'quarry');
  if (otherSq >= 0)
    assert.match(
      describeAction(model, { type: 'removeTerrain', square: otherSq }, view, 'en', other),
      /^Remove the quarry from /,
    );
  // Another seat's hidden pick or face-down card, as the log gives it (no card).
  assert.equal(describeAction(model, { type: 'pick' }, view, 'en'), 'Takes a card (hidden)');
  assert.equal(describeAction(model, { type: 'faceDown' }, view, 'fr'), 'Pose une carte face cachée');
});

test('squares are named by row letter and column number', () => {
  assert.equal(squareName(0), 'A1');
  assert.equal(squareName(6), 'A7');
  assert.equal(squareName(7), 'B1');
  assert.equal(squareName(20), 'C7');
});

test('tooltips give a card’s payment and both abilities, a building’s cost, points and effect, in each language', () => {
  const fr = cardLines(model, 'carpenter', 'fr');
  const en = cardLines(model, 'carpenter', 'en');
  assert.equal(fr[0], model.craftsmen.carpenter.names.fr);
  assert.ok(fr.some((l) => l.startsWith('Paiement')) && en.some((l) => l.startsWith('Payment')));
  assert.equal(en.filter((l) => l.startsWith('Ability')).length, 2);
  const b = buildingLines(model, 'dairy', 'en');
  assert.ok(b[0].startsWith('Dairy'));
  assert.ok(
    b.some((l) => l === 'Cost: 2 wood, 1 clay'),
    b.join('|'),
  );
  assert.ok(b.some((l) => l.includes('3 food')));
  const v = fixture.samples[0].view;
  assert.match(squareLines(model, v.seats[0].squares, 0, 'en')[0], /^square A1: .*Forest Glassworks/);
  assert.match(squareLines(model, v.seats[0].squares, 3, 'fr')[0], /^case A4 : Forêt \(elle couvre A4-A5\)/);
});

test('card and tile texts say it all in plain words: no rulebook note codes, both languages, curly French apostrophes', () => {
  const texts = [];
  for (const c of data.craftsmen)
    texts.push(...(c.abilities || []), ...(c.paymentText ? [c.paymentText] : []));
  for (const b of [...data.buildings, ...data.baseBuildings]) texts.push(b.text);
  assert.equal(texts.length, 15 * 2 + 9 + 93 + 3);
  for (const x of texts) {
    assert.ok(x && x.fr && x.en, JSON.stringify(x));
    // "(voir G2)", "(P3)": codes of notes the app never shows.
    for (const lang of ['fr', 'en']) assert.doesNotMatch(x[lang], /\b[GP][1-9]\b/, x[lang]);
    assert.doesNotMatch(x.fr, /'/, x.fr);
  }
  // Where a gain of food or coal goes, and where a payment comes from, is said in words.
  assert.match(cardLines(model, 'charcoal_burner', 'fr').join('|'), /sur une seule roue, au choix/);
  assert.match(cardLines(model, 'fisherman', 'en').join('|'), /1 coal \(from either wheel\)/);
  assert.match(buildingLines(model, 'bathhouse', 'fr').join('|'), /touche ce bâtiment par un côté/);
});

test('click targets: cards, tiles, squares, tokens, abilities', () => {
  const pick = fixture.samples.find((s) => s.phase === 'pick');
  assert.equal(cardActions(pick.legal, 'worker').length, 1);
  const build = fixture.samples.find((s) => s.phase === 'build' && s.players === 2);
  const ids = [...new Set(build.legal.filter((a) => a.type === 'build').map((a) => a.building))];
  const id = ids[0];
  const found = buildActionsOf(build.legal, id);
  assert.ok(found.length >= 1);
  const sqs = squaresForBuilding(build.legal, id);
  const me = build.view.seats[build.seat];
  for (const sq of sqs) {
    const { main } = squareActions(build.legal, me.squares, sq, id);
    assert.ok(main.every((a) => a.type === 'build' && a.building === id && a.square === sq));
    assert.ok(main.length === 1);
  }
  const gain = fixture.samples.find((s) => s.phase === 'gain' && s.view.decision.resources.length === 1);
  const d = gain.view.decision;
  const wheels = [...new Set(gain.legal.filter((a) => a.type === 'gain').map((a) => a.wheel))];
  for (const w of wheels) {
    const acts = tokenActions(gain.legal, gain.view, w, d.resources[0]);
    assert.ok(acts.length >= 1 && acts.every((a) => a.type === 'gain' && a.wheel === w));
  }
  const pay = fixture.samples.find(
    (s) => s.phase === 'cardPay' && s.legal.some((a) => a.type === 'pay' && a.wheel),
  );
  if (pay) {
    const res = payResource(pay.view, model);
    const a = pay.legal.find((x) => x.type === 'pay' && x.wheel);
    assert.deepEqual(tokenActions(pay.legal, pay.view, a.wheel, res), [a]);
  }
  const forestPay = fixture.actions.find((x) => x.action.type === 'pay' && x.action.forest !== undefined);
  const fseat = forestPay.view.decision.seat;
  const fsq = forestSquares(forestPay.view.seats[fseat].squares, forestPay.action.forest);
  assert.equal(fsq.length, 2);
  assert.deepEqual(squareActions([forestPay.action], forestPay.view.seats[fseat].squares, fsq[1]).main, [
    forestPay.action,
  ]);
  const conv = fixture.actions.find((x) => x.action.type === 'convert');
  const cseat = conv.view.decision ? conv.view.decision.seat : conv.view.deciding[0];
  const csq = squareOfBuilding(conv.view.seats[cseat].squares, conv.action.building);
  assert.ok(csq >= 0);
  assert.deepEqual(squareActions([conv.action], conv.view.seats[cseat].squares, csq).anyTime, [conv.action]);
  const ab = fixture.samples.find((s) => s.phase === 'cardAbility');
  assert.ok(abilityActions(ab.legal, 0).length === 1);
  let played = null;
  let chosen = null;
  assert.equal(
    dispatch(
      [],
      (a) => {
        played = a;
      },
      (l) => {
        chosen = l;
      },
    ),
    false,
  );
  dispatch(
    [1],
    (a) => {
      played = a;
    },
    (l) => {
      chosen = l;
    },
  );
  dispatch(
    [1, 2],
    (a) => {
      played = a;
    },
    (l) => {
      chosen = l;
    },
  );
  assert.equal(played, 1);
  assert.deepEqual(chosen, [1, 2]);
});

test('wheels: 12 sectors, basic tokens on 0–7 and the refined good on 0–3, by the view', () => {
  assert.equal(sectorIndex('basic', 0), 0);
  assert.equal(sectorIndex('refined', 3), 11);
  const p = tokenPosition(3, 0, 1);
  assert.ok(Math.hypot(p.x, p.y) > 30);
  const s = fixture.samples.find((x) => x.phase === 'gain');
  const me = s.view.seats[s.seat];
  for (const w of ['glass', 'brick']) {
    const nodes = expand(
      ProductionWheel({
        wheel: w,
        values: me.wheels[w],
        base: model.wheelBase[w],
        view: s.view,
        legal: s.legal,
        t,
        onPick: noop,
        onInfo: noop,
      }),
    );
    const sectors = nodes.filter((n) => n.type === 'path' && /A100/.test(attr(n, 'd') || ''));
    assert.equal(sectors.length, 12);
    const tokens = nodes.filter((n) => hasClass(n, 'gr-token'));
    assert.equal(tokens.length, model.wheelBase[w].length + 1);
    const targets = tokens.filter((n) => hasClass(n, 'gr-target')).map((n) => attr(n, 'data-res'));
    const expected = new Set(
      s.legal.filter((a) => a.type === 'gain' && a.wheel === w).map((a) => a.resource),
    );
    assert.deepEqual(new Set(targets), expected);
  }
});

test('landscape: 21 squares, forests over two squares, legal squares highlighted', () => {
  for (const s of fixture.samples.filter((x) => x.phase === 'placeTerrain' || x.phase === 'build')) {
    const me = s.view.seats[s.seat];
    const nodes = expand(
      LandscapeGrid({
        model,
        seatView: me,
        legal: s.legal,
        lang: 'fr',
        t,
        selectedBuilding: null,
        onPick: noop,
        onInfo: noop,
        own: true,
      }),
    );
    const squares = nodes.filter((n) => hasClass(n, 'gr-square'));
    assert.equal(squares.length, 21);
    const lit = new Set(squares.filter((n) => hasClass(n, 'gr-target')).map((n) => attr(n, 'data-square')));
    const want = new Set(
      s.legal.filter((a) => a.type === 'placeTerrain' || a.type === 'build').map((a) => a.square),
    );
    assert.deepEqual(lit, want, `${s.players}p ${s.phase}`);
    // A foreign landscape is never clickable.
    const other = expand(
      LandscapeGrid({
        model,
        seatView: me,
        legal: s.legal,
        lang: 'fr',
        t,
        onPick: noop,
        onInfo: noop,
        own: false,
      }),
    );
    assert.equal(other.filter((n) => hasClass(n, 'gr-target') || hasClass(n, 'gr-option')).length, 0);
  }
});

test('building board: three rows with piles, legal tiles highlighted, offers drawn', () => {
  const s = fixture.samples.find((x) => x.phase === 'build' && x.players === 4);
  const nodes = expand(
    BuildingBoard({
      model,
      view: s.view,
      legal: s.legal,
      lang: 'en',
      t: te,
      onPickBuilding: noop,
      onInfo: noop,
    }),
  );
  const tiles = nodes.filter((n) => hasClass(n, 'gr-tile'));
  const onBoard = s.view.board.flat().filter(Boolean);
  assert.equal(tiles.length, onBoard.length);
  const lit = new Set(tiles.filter((n) => hasClass(n, 'gr-target')).map((n) => attr(n, 'data-building')));
  const want = new Set(
    s.legal.filter((a) => a.type === 'build' && onBoard.includes(a.building)).map((a) => a.building),
  );
  assert.deepEqual(lit, want);
  const withOffer = fixture.samples.find((x) => x.view.seats.some((p) => p.offer.length));
  if (withOffer) {
    const p = withOffer.view.seats.find((q) => q.offer.length);
    const off = expand(
      PrivateOffer({ model, seatView: p, legal: [], lang: 'fr', t, onPickBuilding: noop, onInfo: noop }),
    );
    assert.equal(off.filter((n) => hasClass(n, 'gr-tile')).length, p.offer.length);
  }
});

// The viewer's hand while picking (the fixture's pick sample), drawn with `props` added.
function pickingHand(props = {}) {
  const pick = fixture.samples.find((x) => x.phase === 'pick');
  const me = pick.view.seats[pick.seat];
  return expand(
    CraftsmanHand({
      model,
      view: pick.view,
      me,
      legal: pick.legal,
      lang: 'fr',
      t,
      onPick: noop,
      onInfo: noop,
      ...props,
    }),
  );
}

test('hand: own cards drawn and clickable; picks offered; other seats only as counts', () => {
  const fd = fixture.samples.find((x) => x.phase === 'faceDown');
  const me = fd.view.seats[fd.seat];
  const nodes = expand(
    CraftsmanHand({ model, view: fd.view, me, legal: fd.legal, lang: 'fr', t, onPick: noop, onInfo: noop }),
  );
  const cards = nodes.filter((n) => n.type === 'svg' && hasClass(n, 'gr-card'));
  assert.equal(cards.length, me.hand.length);
  assert.ok(cards.every((n) => hasClass(n, 'gr-target')));
  const pn = pickingHand();
  assert.equal(pn.filter((n) => n.type === 'svg' && hasClass(n, 'gr-target')).length, 15);
  // Other seats: panels show hand counts, never card names of hidden hands.
  const panels = expand(
    PlayerPanels({ model, view: fd.view, seat: fd.seat, shown: fd.seat, lang: 'en', t: te, onShow: noop }),
  );
  const words = texts(panels);
  for (const p of fd.view.seats) {
    if (p.seat === fd.seat) continue;
    assert.equal(p.hand, undefined, 'the view hides other hands');
    assert.ok(words.includes(String(p.handCount)));
  }
});

// Taps card `id` in the viewer's hand drawn for fixture sample `s`, with a pointer that hovers (a
// mouse) or not (a touch screen), `armed` being the card a first tap read: the actions played, the
// lines shown, the card read, and whether the card was drawn as the one read.
function tapHandCard(s, id, hover, armed) {
  const calls = { acts: null, info: null, armed: null, selected: false };
  const saved = globalThis.window;
  globalThis.window = { matchMedia: (q) => ({ matches: q === '(hover: hover)' ? hover : !hover }) };
  try {
    const nodes = expand(
      CraftsmanHand({
        model,
        view: s.view,
        me: s.view.seats[s.seat],
        legal: s.legal,
        lang: 'en',
        t: te,
        onPick: (acts) => (calls.acts = acts),
        onInfo: (lines) => (calls.info = lines),
        armed,
        onArm: (card) => (calls.armed = card),
      }),
    );
    const card = nodes.find((n) => n.type === 'svg' && attr(n, 'data-card') === id);
    assert.ok(card, `the card ${id} is drawn`);
    calls.selected = hasClass(card, 'bk-selected');
    card.props.onClick({});
  } finally {
    globalThis.window = saved;
  }
  return calls;
}

// Picking (« Choisissez 5 cartes », p. 4): a touch screen shows no title on hover, so the first tap
// on a card to pick shows its abilities and only a second tap takes it; with a mouse, one click.
test('a card to pick is read before it is taken on a touch screen, taken at once with a mouse', () => {
  const pick = fixture.samples.find((x) => x.phase === 'pick');
  const id = pick.legal.find((a) => a.type === 'pick').card;
  const first = tapHandCard(pick, id, false, null);
  assert.equal(first.selected, false);
  assert.equal(first.acts, null);
  assert.equal(first.armed, id);
  assert.ok(first.info.some((l) => /again to take it/.test(l)));
  const second = tapHandCard(pick, id, false, id);
  assert.equal(second.selected, true);
  assert.deepEqual(second.acts, [{ type: 'pick', card: id }]);
  const mouse = tapHandCard(pick, id, true, null);
  assert.deepEqual(mouse.acts, [{ type: 'pick', card: id }]);
  assert.equal(mouse.armed, null);
});

// Playing (« La partie à 2 joueurs » and « Le jeu solo », p. 10: a card played face up, the solo
// game's last two cards to choose between; face down at 3 or 4 players, p. 5): on a touch screen
// the same two taps, the first to read the card, the second to play it; with a mouse, one click.
test('a card to play is read before it is played on a touch screen, played at once with a mouse', () => {
  for (const phase of ['twoPlay', 'soloChoose', 'faceDown']) {
    const s = fixture.samples.find((x) => x.phase === phase);
    const act = s.legal.find((a) => a.type === 'play' || a.type === 'faceDown');
    const first = tapHandCard(s, act.card, false, null);
    assert.equal(first.acts, null, phase);
    assert.equal(first.armed, act.card, phase);
    assert.ok(
      first.info.some((l) => /again to play it/.test(l)),
      phase,
    );
    const second = tapHandCard(s, act.card, false, act.card);
    assert.ok(
      second.acts.some((a) => JSON.stringify(a) === JSON.stringify(act)),
      phase,
    );
    const mouse = tapHandCard(s, act.card, true, null);
    assert.ok(mouse.acts && mouse.armed === null, phase);
  }
});

test('resolving: the viewer’s card shows both abilities as buttons', () => {
  const s = fixture.samples.find((x) => x.phase === 'cardAbility');
  const nodes = expand(
    Resolving({ model, view: s.view, seat: s.seat, legal: s.legal, lang: 'en', t: te, onPick: noop }),
  );
  const buttons = nodes.filter((n) => hasClass(n, 'gr-ability') && !hasClass(n, 'gr-pass'));
  assert.equal(buttons.length, 2);
  assert.ok(buttons.some((b) => hasClass(b, 'gr-target')));
  assert.ok(decisionHint(model, s.view, s.seat, s.legal, 'en').includes('choose an ability'));
});

test('the game over view draws final totals and winners', () => {
  const s = fixture.samples.find((x) => x.phase === 'over' && x.players === 3);
  const nodes = expand(
    PlayerPanels({ model, view: s.view, seat: 0, shown: 0, lang: 'en', t: te, onShow: noop }),
  );
  const w = s.view.scores.winners[0];
  assert.ok(texts(nodes).includes(`${s.view.scores.players.find((p) => p.seat === w).total} pts`));
  assert.ok(texts(nodes).includes('winner'));
});

test('a forest is named by the squares it covers, in the choices, the log and the tooltip; its tile number never shows', () => {
  // The printed layout (data.json): forest 0 lies on A4-A5, forest 1 on B1 and C1.
  assert.deepEqual(model.forests['0'], [3, 4]);
  assert.deepEqual(model.forests['1'], [7, 14]);
  const forestPay = fixture.actions.find((x) => x.action.type === 'pay' && x.action.forest !== undefined);
  const where = forestSquares(
    forestPay.view.seats[forestPay.view.decision.seat].squares,
    forestPay.action.forest,
  )
    .map((q) => `${'ABC'[Math.floor(q / 7)]}${(q % 7) + 1}`)
    .join('-');
  const offered = describeAction(model, forestPay.action, forestPay.view, 'fr');
  assert.equal(offered, `Payer : retirer la forêt ${where}`);
  // In the log the forest is gone from the landscape: still named by where it lay.
  const gone = { ...forestPay.view, seats: forestPay.view.seats.map((s) => ({ ...s, squares: [] })) };
  assert.equal(describeAction(model, forestPay.action, gone, 'en'), `Pay: remove the forest ${where}`);
  const convert = describeAction(
    model,
    { type: 'convert', building: 'lumberjacks_hut', forest: 4 },
    forestPay.view,
    'fr',
  );
  assert.ok(convert.includes('retirer la forêt C4-C5'), convert);
  const squares = [];
  squares[14] = { kind: 'forest', forest: 1 };
  assert.equal(squareLines(model, squares, 14, 'fr')[0], 'case C1 : Forêt (elle couvre B1-C1)');
  assert.equal(squareLines(model, squares, 14, 'en')[0].includes('covers B1-C1'), true);
});
