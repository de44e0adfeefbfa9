// What a new player reads in Glass Road: the prompts (how many cards to take,
// the 2-player turn, why a card must be followed), the resolving panel's words
// for one ability or both, card texts without the rulebook's summary-point
// references, and log lines worded from their own moment. On the engine's
// views (tests/web/fixtures/glassroad-engine-views.json).
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { tr } from '../../web/src/games/glassroad/messages.js';
import { buildModel } from '../../web/src/games/glassroad/model.js';
import { describeAction, cardLines, buildingLines } from '../../web/src/games/glassroad/text.js';
import { describeLog } from '../../web/src/games/glassroad/index.js';
import { CraftsmanHand } from '../../web/src/games/glassroad/CraftsmanHand.jsx';
import { Resolving } from '../../web/src/games/glassroad/Resolving.jsx';
import { LandscapeGrid } from '../../web/src/games/glassroad/LandscapeGrid.jsx';
import { PlayerPanels } from '../../web/src/games/glassroad/PlayerPanels.jsx';
import { hitRadius } from '../../web/src/games/glassroad/ProductionWheel.jsx';
import { decisionHint, forcedHint, declineButton } from '../../web/src/games/glassroad/Board.jsx';
import { expand, attr, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const data = JSON.parse(fs.readFileSync(new URL('engine/games/glassroad/data.json', root), 'utf8'));
const fixture = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/glassroad-engine-views.json', root), 'utf8'),
);
const model = buildModel(data);
const t = (k, v) => tr('fr', k, v);
const noop = () => {};
const sample = (players, phase) => fixture.samples.find((x) => x.players === players && x.phase === phase);
const copy = (v) => JSON.parse(JSON.stringify(v));
const words = (nodes) =>
  nodes
    .flatMap((n) => [n.props.children].flat().filter((c) => typeof c === 'string' || typeof c === 'number'))
    .join(' ');

test('choosing cards says how many: 5 with 2–4 players (p. 4), the solo table in solo (p. 10)', () => {
  for (const players of [2, 3, 4]) {
    const s = sample(players, 'pick');
    assert.match(decisionHint(model, s.view, s.seat, s.legal, 'fr'), /Choisissez 5 cartes/);
    assert.match(decisionHint(model, s.view, s.seat, s.legal, 'en'), /Choose 5 cards/);
  }
  const solo = sample(1, 'pick');
  assert.match(decisionHint(model, solo.view, 0, solo.legal, 'en'), /Choose 3 cards/);
  const s = sample(3, 'pick');
  const nodes = expand(
    CraftsmanHand({
      model,
      view: s.view,
      me: s.view.seats[s.seat],
      legal: s.legal,
      lang: 'fr',
      t,
      onPick: noop,
      onInfo: noop,
    }),
  );
  assert.match(words(nodes), /0\/5 choisies/);
});

// At the end the board's prompt said "tap a highlighted element to play",
// with nothing left to play (found playing a 3-seat game at 360 px).
test('once the game is over, the prompt says so and only offers to read cards and buildings', () => {
  for (const players of [1, 2, 3, 4]) {
    const s = sample(players, 'over');
    assert.equal(s.view.stage, 'over');
    for (const seat of [0, s.view.seats.length - 1]) {
      assert.equal(
        decisionHint(model, s.view, seat, [], 'fr'),
        'La partie est terminée. Touchez une carte ou un bâtiment pour lire son effet.',
      );
      assert.match(decisionHint(model, s.view, seat, [], 'en'), /^The game is over\./);
    }
  }
});

test('with 2 players the prompt says cards are played face up in turn and when the phase stops (p. 10)', () => {
  const s = sample(2, 'twoPlay');
  const fr = decisionHint(model, s.view, s.seat, s.legal, 'fr');
  assert.match(fr, /face visible/);
  assert.match(fr, /s’arrête dès qu’un joueur n’a plus de carte/);
  assert.match(decisionHint(model, { ...s.view, stage: 'twoExtra' }, s.seat, s.legal, 'en'), /3 cards/);
});

test('a seat that must follow a revealed card is told who revealed it and that it gets one ability (p. 5)', () => {
  // 3 players all resolve the Carpenter seat 0 revealed; seat 1 now pays.
  const s = sample(3, 'cardPay');
  assert.equal(forcedHint(model, s.view, 0, 'fr'), null);
  const view = copy(s.view);
  view.decision.seat = 1;
  const lead = view.seats[0].name;
  assert.equal(
    forcedHint(model, view, 1, 'fr'),
    `${lead} a joué Charpentier, que vous aviez en main : vous devez la jouer aussi, et vous n’en utilisez qu’une capacité.`,
  );
  assert.match(
    forcedHint(model, view, 1, 'en'),
    new RegExp(`^${lead} played Carpenter, which you held: you must play it too`),
  );
  // The reveal queue marks who follows.
  const nodes = expand(Resolving({ model, view, seat: 1, legal: [], lang: 'fr', t, onPick: noop }));
  const items = nodes.filter((n) => n.type === 'li').map((n) => words(expand(n.props.children)) + words([n]));
  assert.equal(items.filter((x) => x.includes('doit la jouer aussi')).length, 2);
  assert.ok(!items[0].includes('doit la jouer aussi'));
});

test('the card being resolved says in words whether one ability or both may be used (p. 6)', () => {
  const shared = sample(3, 'cardAbility');
  const text = (s) =>
    words(
      expand(Resolving({ model, view: s.view, seat: s.seat, legal: s.legal, lang: 'fr', t, onPick: noop })),
    );
  const names = [1, 2].map((i) => shared.view.seats[i].name).join(', ');
  assert.ok(text(shared).includes(`Jouée aussi par ${names} : une seule capacité chacun.`));
  assert.ok(!/1 \/ 2|1 \+ 2/.test(text(shared)));
  assert.ok(text(sample(2, 'cardAbility')).includes('Personne d’autre ne la joue : les deux capacités'));
  // Solo, one ability (p. 10): said so, not "Also played by : …" with nobody.
  const solo = sample(1, 'cardAbility');
  assert.equal(solo.view.decision.both, false);
  assert.ok(text(solo).includes('Jeu solo : une seule capacité'));
  assert.ok(!text(solo).includes('Jouée aussi par'));
});

test('card and building texts name no rulebook summary point ("P2", "voir G4")', () => {
  for (const lang of ['fr', 'en']) {
    for (const id of Object.keys(model.craftsmen))
      for (const line of cardLines(model, id, lang)) assert.doesNotMatch(line, /\b[GP]\d\b/, line);
    for (const id of Object.keys(model.buildings))
      for (const line of buildingLines(model, id, lang))
        assert.doesNotMatch(line, /\b[GP]\d\b|\(\s|\s\)/, line);
  }
  assert.equal(
    cardLines(model, 'clearing_farmer', 'fr')[2],
    'Capacité 1 : 2 charbons (sur une seule roue, au choix).',
  );
});

test("a removed tile's log line names the tile, though its square is empty by then (the engine's public form)", () => {
  const s = sample(3, 'pick');
  const view = copy(s.view);
  const sq = view.seats[s.seat].squares.findIndex((x) => x.kind === 'grove');
  view.seats[s.seat].squares[sq] = { kind: 'empty' }; // the view after the removal
  const entry = { player: s.seat, action: { type: 'removeTerrain', square: sq, terrain: 'grove' } };
  assert.match(describeLog(entry, view, 'fr', [entry]), /^Retirer bosquet/);
  const bare = { player: s.seat, action: { type: 'removeTerrain', square: sq } };
  assert.match(describeLog(bare, view, 'fr', [bare]), /^Dégager la case/);
});

test('removing a terrain tile reads the same while every seat chooses its cards at once', () => {
  const s = sample(3, 'pick');
  assert.ok(s.view.deciding.length > 1);
  const sq = s.view.seats[s.seat].squares.findIndex((x) => x.kind === 'quarry');
  assert.match(
    describeAction(model, { type: 'removeTerrain', square: sq }, s.view, 'fr'),
    /^Retirer carrière/,
  );
});

test('log lines name the card and the decision a pass answered from the entry, whatever the view shows now', () => {
  // The engine's public form (GlassState::publicAction) names the card a payment,
  // an ability or a pass answered. Seat 0 plays the Fuel merchant and uses it;
  // seat 1 held it and must follow: it declines to pay. Then seat 0 plays the
  // Carpenter, pays, and stops.
  const fuel = { card: 'fuel_merchant' };
  const carpenter = { card: 'carpenter' };
  const log = [
    { player: 0, action: { type: 'play', card: 'fuel_merchant' } },
    { player: 0, action: { type: 'pay', ...fuel, decision: 'cardPay' } },
    { player: 0, action: { type: 'ability', index: 1, ...fuel, decision: 'cardAbility' } },
    { player: 0, action: { type: 'gain', amount: 2, resource: 'wood', wheel: 'glass' } },
    { player: 1, action: { type: 'pass', ...fuel, decision: 'cardPay' } },
    { player: 0, action: { type: 'play', card: 'carpenter' } },
    { player: 0, action: { type: 'pay', forest: 0, ...carpenter, decision: 'cardPay' } },
    { player: 0, action: { type: 'pass', ...carpenter, decision: 'cardAbility' } },
  ];
  // The view shown later: another seat's payment pending, nothing being resolved of these.
  const view = copy(sample(2, 'cardPay').view);
  view.resolving = [];
  const line = (i, lang = 'fr') => describeLog(log[i], view, lang, log);
  assert.equal(line(1), 'Payer 1 eau');
  assert.equal(line(2), 'Livreur de combustibles, capacité 2 : 2 bois.');
  assert.equal(line(4), 'Ne pas payer (carte sans effet)');
  assert.equal(line(7), 'Terminer cette carte');
  assert.equal(line(7, 'en'), 'Finish this card');
  // A pass that answers no card (a gain, a build) is plain, never the pending decision's words.
  const lone = [
    { player: 0, action: { type: 'ability', index: 0, card: 'worker', decision: 'cardAbility' } },
    { player: 0, action: { type: 'pass' } },
  ];
  assert.equal(describeLog(lone[1], view, 'fr', lone), 'Passer');
});

test('the last exchanges end with "I’m done" in the log', () => {
  const s = sample(2, 'over');
  const view = copy(s.view);
  view.seats.forEach((p) => (p.finalDone = true));
  const log = [
    { player: 0, action: { type: 'play', card: 'worker' } },
    { player: 0, action: { type: 'pass', card: 'worker', decision: 'cardAbility' } },
    { player: 1, action: { type: 'convert', building: 'silt_pit' } },
    { player: 1, action: { type: 'pass' } },
    { player: 0, action: { type: 'pass' } },
  ];
  const line = (i) => describeLog(log[i], view, 'en', log);
  assert.equal(line(1), 'Finish this card');
  assert.equal(line(3), 'I’m done');
  assert.equal(line(4), 'I’m done');
});

test('How to play tells the 2-player turn and when a wheel turns', () => {
  assert.match(t('howto.turn'), /À deux, on joue chacun son tour une carte face visible/);
  assert.match(tr('en', 'howto.turn'), /both its brown sectors are empty/);
});

test('a wheel token taps over a wide area, never over its neighbour', () => {
  const spots = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 0, y: 20 },
  ];
  assert.equal(hitRadius(spots, 100, 0), 18);
  assert.equal(hitRadius(spots, 0, 0), 10);
});

test('the face-down prompt says how cards are revealed and followed (p. 5)', () => {
  const s = sample(3, 'faceDown');
  assert.match(decisionHint(model, s.view, s.seat, s.legal, 'fr'), /révélées dans l’ordre du tour/);
  assert.match(decisionHint(model, s.view, s.seat, s.legal, 'en'), /must play it too/);
});

test('the hand counts the cards followed out of turn with 2 players too (p. 10), player panels say "in hand"', () => {
  const s = sample(2, 'twoPlay');
  const me = s.view.seats[s.seat];
  const hand = words(
    expand(
      CraftsmanHand({
        model,
        view: s.view,
        me,
        legal: s.legal,
        lang: 'en',
        t: (k, v) => tr('en', k, v),
        onPick: noop,
        onInfo: noop,
      }),
    ),
  );
  assert.match(hand, /Cards followed out of turn this phase: \d\/2/);
  const view = copy(s.view);
  view.seats[1].handCount = 3;
  view.seats[1].buildings = 1;
  const panels = words(expand(PlayerPanels({ model, view, seat: 0, shown: 0, lang: 'fr', t, onShow: noop })));
  assert.match(panels, /3 en main/);
  assert.match(panels, /1 bâtiment\b/);
  // Scores so far: half points with the reader's decimal mark, one point in the singular.
  view.seats[0].score = 12.5;
  view.seats[1].score = 1;
  const fr = words(expand(PlayerPanels({ model, view, seat: 0, shown: 0, lang: 'fr', t, onShow: noop })));
  assert.match(fr, /12,5 pts/);
  assert.match(fr, /\b1 pt\b/);
  const te = (k, v) => tr('en', k, v);
  const en = words(expand(PlayerPanels({ model, view, seat: 0, shown: 0, lang: 'en', t: te, onShow: noop })));
  assert.match(en, /12\.5 pts/);
});

test('a 3-player log line names the revealed card it answered, even worded later with another view', () => {
  // The view: seat 0's revealed Carpenter being resolved by all three seats.
  const s = sample(3, 'cardAbility');
  const feudal = {
    player: 1,
    action: { type: 'ability', index: 1, card: 'feudal_lord', decision: 'cardAbility' },
  };
  const now = {
    player: 1,
    action: { type: 'ability', index: 0, card: 'carpenter', decision: 'cardAbility' },
  };
  const log = [{ player: 1, action: { type: 'faceDown' } }, feudal, now];
  // A line worded after a reload uses today's view: it still names its own card.
  assert.equal(
    describeLog(feudal, s.view, 'en', log),
    'Feudal Lord, ability 2: 1 wood on the glass wheel and 1 clay on the brick wheel.',
  );
  assert.match(describeLog(now, s.view, 'en', log), /^Carpenter, ability 1/);
  // An entry without its card (never from this engine) reads plain.
  assert.equal(
    describeLog({ player: 1, action: { type: 'ability', index: 0 } }, s.view, 'en', log),
    'Ability 1',
  );
});

test('not paying and finishing a card are choices on the card being resolved, not only in the list', () => {
  for (const [phase, words] of [
    ['cardPay', 'Ne pas payer (carte sans effet)'],
    ['cardAbility', 'Terminer cette carte'],
  ]) {
    const s = fixture.samples.find((x) => x.phase === phase && x.legal.some((a) => a.type === 'pass'));
    assert.ok(s, phase);
    let picked = null;
    const nodes = expand(
      Resolving({
        model,
        view: s.view,
        seat: s.seat,
        legal: s.legal,
        lang: 'fr',
        t,
        onPick: (a) => (picked = a),
      }),
    );
    const pass = nodes.find((n) => hasClass(n, 'gr-pass'));
    assert.ok(pass, `${phase}: a pass button on the card`);
    assert.equal(attr(pass, 'data-pass'), phase);
    assert.equal([pass.props.children].flat().join(''), words);
    pass.props.onClick();
    assert.deepEqual(
      picked,
      s.legal.filter((a) => a.type === 'pass'),
    );
    // Another seat's card offers the viewer nothing to press.
    const other = expand(
      Resolving({
        model,
        view: s.view,
        seat: (s.seat + 1) % s.players,
        legal: [],
        lang: 'fr',
        t,
        onPick: noop,
      }),
    );
    assert.equal(other.filter((n) => hasClass(n, 'gr-pass')).length, 0);
  }
});

test('taking none of a gain, placing no tile, building nothing, stopping a repeat: a button by the prompt', () => {
  const words = {
    gain: 'Ne rien prendre',
    placeTerrain: 'Ne pas poser de tuile',
    build: 'Ne rien construire',
    repeat: 'Arrêter là',
  };
  for (const [phase, label] of Object.entries(words)) {
    const s = fixture.samples.find((x) => x.phase === phase && x.legal.some((a) => a.type === 'pass'));
    assert.ok(s, phase);
    let picked = null;
    const button = declineButton(s.view, s.seat, s.legal, t, (a) => (picked = a));
    assert.ok(button, phase);
    assert.equal(attr(button, 'data-pass'), phase);
    assert.equal([button.props.children].flat().join(''), label);
    button.props.onClick();
    assert.deepEqual(
      picked,
      s.legal.filter((a) => a.type === 'pass'),
    );
    // Not for another seat's decision, nor while a board choice is under way (no legal pass then).
    if (s.players > 1) assert.equal(declineButton(s.view, (s.seat + 1) % s.players, s.legal, t, noop), null);
    assert.equal(declineButton(s.view, s.seat, [], t, noop), null);
  }
  const card = fixture.samples.find((x) => x.phase === 'cardPay');
  assert.equal(
    declineButton(card.view, card.seat, card.legal, t, noop),
    null,
    'the card’s own pass is on the card',
  );
});

test('a first tap on a quarry reads it; only a second tap on the same square removes it', () => {
  const s = sample(3, 'pick');
  const sv = s.view.seats[s.seat];
  const sq = sv.squares.findIndex((x) => x.kind === 'quarry');
  const legal = [{ type: 'removeTerrain', square: sq }];
  const square = (armed, calls) =>
    expand(
      LandscapeGrid({
        model,
        seatView: sv,
        legal,
        lang: 'fr',
        t,
        onPick: (acts) => calls.push(['pick', acts]),
        onInfo: (lines) => calls.push(['info', lines]),
        onArm: (i) => calls.push(['arm', i]),
        armed,
        own: true,
      }),
    ).find((n) => n.props['data-square'] === sq);
  const first = [];
  square(null, first).props.onClick({ stopPropagation: noop });
  assert.deepEqual(
    first.map((c) => c[0]),
    ['arm', 'info'],
  );
  assert.match(first[1][1].at(-1), /^Touchez encore la case A6 pour retirer/);
  const second = [];
  square(sq, second).props.onClick({ stopPropagation: noop });
  assert.deepEqual(second.at(-1), ['pick', legal]);
});

test('on another seat’s turn the line says whose turn it is, not to tap what is not highlighted', () => {
  const s = sample(3, 'placeTerrain'); // seat 1 places a quarry; seat 0 watches
  const name = s.view.seats[1].name;
  assert.equal(
    decisionHint(model, s.view, 0, [], 'en'),
    `${name} to play. Tap a card or a building to read its effect.`,
  );
});
