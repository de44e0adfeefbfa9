// Neuland's info-line prompt (prompt.js) and the ore chooser of a mine
// (OreChooser.jsx): what the player is asked, step by step, and the ores
// tapped top first on the board (tests/web/fixtures/neuland-engine-views.json).
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { h } from 'preact';
import { tr } from '../../web/src/games/neuland/messages.js';
import { narrow } from '../../web/src/ui/board/selection.js';
import { boardPrompt } from '../../web/src/games/neuland/prompt.js';
import { CartChoice } from '../../web/src/games/neuland/CartChoice.jsx';
import { oreChoices, OreChooser } from '../../web/src/games/neuland/OreChooser.jsx';
import { expand, attr, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const views = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/neuland-engine-views.json', root), 'utf8'),
);
const t = (k, v) => tr('fr', k, v);
const selection = (legal, steps = []) => {
  const candidates = narrow(legal, steps);
  return { active: steps.length > 0, candidates, steps };
};

test('the ores drawn are offered top first, two of a kind alike, until the last plays', () => {
  const { view, legal } = views['stack-pending'];
  const first = oreChoices(view.pending, legal);
  assert.deepEqual(
    first.map((o) => [o.good, o.place, o.acts.length]),
    [
      ['coal', null, 2],
      ['coal', null, 2],
      ['silverOre', null, 1],
    ],
  );
  // Coal on top: the first coal is numbered 1, the second coal and the silver are offered next.
  const left = first[0].acts;
  const next = oreChoices(view.pending, left);
  assert.deepEqual(
    next.map((o) => [o.good, o.place, o.acts.length]),
    [
      ['coal', 1, 0],
      ['coal', null, 1],
      ['silverOre', null, 1],
    ],
  );
  assert.deepEqual(boardPrompt({ view, acts: legal, sel: selection(legal, [{ actions: left }]), t }), [
    'Minerai n° 2 depuis le dessus : touchez-le.',
  ]);
  assert.match(
    boardPrompt({ view, acts: legal, sel: selection(legal), t })[0],
    /touchez d’abord celui du dessus/,
  );
});

test('the chooser draws each ore that may come next as a target standing for its actions', () => {
  const { view, legal } = views['stack-pending'];
  const picked = [];
  const nodes = expand(
    h(OreChooser, { x: 0, y: 0, pending: view.pending, candidates: legal, t, onPick: (a) => picked.push(a) }),
  );
  const targets = nodes.filter((n) => hasClass(n, 'nl-ore') && hasClass(n, 'bk-target'));
  assert.deepEqual(
    targets.map((n) => attr(n, 'data-ore')),
    ['coal', 'coal', 'silverOre'],
  );
  targets[2].props.onClick({});
  assert.deepEqual(picked, [[legal[2]]]);
  // Only for the seat stacking: no stack action, no chooser.
  assert.equal(expand(h(OreChooser, { x: 0, y: 0, pending: view.pending, candidates: [], t })).length, 0);
});

test('the prompt follows a build: kind, then hex, then what pays; nothing to play, only reading', () => {
  const view = { players: [{ name: 'Anna' }], current: 0 };
  const builds = [
    { type: 'build', kind: 'quarry', hex: 0, pay: 'woodToken', cart: false, steps: 0 },
    { type: 'build', kind: 'quarry', hex: 0, pay: { building: 3, good: 'wood' }, cart: false, steps: 1 },
    { type: 'build', kind: 'quarry', hex: 2, pay: 'woodToken', cart: false, steps: 0 },
  ];
  const kindSel = selection(builds, [{ actions: builds }]);
  assert.match(
    boardPrompt({ view, acts: builds, sel: kindSel, kind: 'quarry', t })[0],
    /touchez un hexagone/,
  );
  const hexSel = selection(builds, [{ actions: builds }, { actions: builds.slice(0, 2) }]);
  const lines = boardPrompt({
    view,
    acts: builds,
    sel: hexSel,
    kind: 'quarry',
    sources: ['woodToken', 3],
    t,
  });
  assert.match(lines[0], /touchez l’ouvrier ou le jeton/);
  assert.equal(lines[1], 'Coût en temps : de 0 à 1 action selon les sources choisies.');
  assert.equal(
    boardPrompt({ view, acts: [], sel: selection([]), t })[0],
    'Touchez un bâtiment pour le décrire.',
  );
  const agree = [{ type: 'agreeEnd', accept: true }];
  assert.match(boardPrompt({ view, acts: agree, sel: selection(agree), t })[0], /^Anna propose de terminer/);
});

test('the time line space where the marker would rest ends the turn', async () => {
  const { TimeLine, endTurnSpace } = await import('../../web/src/games/neuland/TimeLine.jsx');
  for (const name of ['mid', 'workers']) {
    const { view, legal } = views[name];
    const end = endTurnSpace(view, legal);
    const me = view.players[view.current];
    assert.equal(end.space, (me.time + end.acts[0].steps) % view.timeLine, name);
    const picked = [];
    const nodes = expand(h(TimeLine, { view, t, legal, onPick: (a) => picked.push(a) }));
    const targets = nodes.filter((n) => hasClass(n, 'nl-space') && hasClass(n, 'bk-target'));
    assert.deepEqual(
      targets.map((n) => attr(n, 'data-space')),
      [end.space],
      name,
    );
    targets[0].props.onClick({});
    assert.deepEqual(picked, [end.acts]);
    assert.match(
      boardPrompt({ view, acts: legal, sel: selection(legal), t })[0],
      /ligne du temps finit le tour/,
    );
  }
  // Without onPick (a static drawing), no target.
  const { view, legal } = views.mid;
  const still = expand(h(TimeLine, { view, t, legal }));
  assert.equal(still.filter((n) => hasClass(n, 'bk-target')).length, 0);
});

test('a choice the cart narrows asks, in the info line, with or without it: two buttons there', () => {
  const { view } = views['stack-pending'];
  const withCart = [
    { type: 'build', kind: 'quarry', hex: 2, pay: 'woodToken', cart: true, steps: 0 },
    { type: 'build', kind: 'quarry', hex: 2, pay: 'woodToken', cart: false, steps: 2 },
  ];
  const sel = { active: true, candidates: withCart, steps: [{ actions: withCart }] };
  const lines = boardPrompt({
    view: { ...view, pending: null },
    acts: withCart,
    sel,
    sources: ['cart', 'noCart'],
    t,
  });
  assert.equal(
    lines[1],
    'La charrette peut porter les biens : avec elle, ou sans (elle reste pour plus tard) ?',
  );
  // The two answers are buttons in the info line itself, under the prompt.
  const picked = [];
  const choice = expand(
    h(CartChoice, { candidates: withCart, sources: ['cart', 'noCart'], t, onPick: (a) => picked.push(a) }),
  );
  const buttons = choice.filter((n) => n.type === 'button');
  assert.deepEqual(
    buttons.map((b) => attr(b, 'class')),
    ['bk-btn nl-cart-use', 'bk-btn nl-cart-skip'],
  );
  const words = (n) => [].concat(n.props.children).filter((c) => typeof c === 'string');
  assert.deepEqual(buttons.map(words), [['Avec la charrette'], ['Sans la charrette']]);
  buttons.forEach((b) => b.props.onClick());
  assert.deepEqual(picked, [[withCart[0]], [withCart[1]]]);
  // No buttons where the cart narrows nothing, or on a static drawing.
  assert.equal(
    expand(h(CartChoice, { candidates: withCart, sources: ['woodToken'], t, onPick: () => {} })).length,
    0,
  );
  assert.equal(expand(h(CartChoice, { candidates: withCart, sources: ['cart', 'noCart'], t })).length, 0);
  // Without the cart among the sources, no such line.
  const plain = boardPrompt({
    view: { ...view, pending: null },
    acts: withCart,
    sel,
    sources: ['woodToken'],
    t,
  });
  assert.ok(!plain.some((l) => /charrette/.test(l)));
});
