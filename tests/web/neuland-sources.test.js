// Neuland: while the player chooses among actions that differ only in what
// pays (a worker's goods, a token, the cart), the board offers those sources:
// the tile whose worker pays and the current player's token are targets that
// narrow the choice (tests/web/fixtures/neuland-view.json).
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { h } from 'preact';
import { tr } from '../../web/src/games/neuland/messages.js';
import { buildModel } from '../../web/src/games/neuland/model.js';
import { tileActions, sourceActions, narrowingSources } from '../../web/src/games/neuland/targets.js';
import { HexMap } from '../../web/src/games/neuland/HexMap.jsx';
import { PlayerPanels } from '../../web/src/games/neuland/PlayerPanels.jsx';
import { expand, attr, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const data = JSON.parse(fs.readFileSync(new URL('engine/games/neuland/data.json', root), 'utf8'));
const { view, legal } = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/neuland-view.json', root), 'utf8'),
);
const model = buildModel(data);
const t = (k, v) => tr('en', k, v);

// Producing at building 2 is paid by building 1's lying worker or by the wood token.
const candidates = tileActions(legal, 2);

test('the sources that narrow a choice: the paying worker, the token', () => {
  assert.equal(candidates.length, 2);
  assert.deepEqual(narrowingSources(candidates).sort(), [1, 'woodToken'].sort());
  assert.deepEqual(sourceActions(candidates, 1), [candidates[0]]);
  assert.deepEqual(sourceActions(candidates, 'woodToken'), [candidates[1]]);
  // A source every candidate uses does not narrow: no target.
  assert.deepEqual(sourceActions([candidates[0]], 1), []);
  // The cart stands for the actions taken with it.
  const withCart = [
    { type: 'build', kind: 'quarry', hex: 2, pay: 'woodToken', cart: true },
    { type: 'build', kind: 'quarry', hex: 2, pay: 'woodToken', cart: false },
  ];
  assert.deepEqual(narrowingSources(withCart), ['cart', 'noCart']);
  assert.deepEqual(sourceActions(withCart, 'cart'), [withCart[0]]);
  // ...and declining it for those taken without.
  assert.deepEqual(sourceActions(withCart, 'noCart'), [withCart[1]]);
  // Where every candidate goes without the cart, neither is a choice.
  assert.deepEqual(narrowingSources([withCart[1], { ...withCart[1], pay: null }]), ['woodToken']);
});

test('beside the cart that may pay, a 40 px button goes without it; both narrow the choice', () => {
  // Seat 0 still has its cart; the same build with and without it.
  const withCart = [
    { type: 'build', kind: 'quarry', hex: 2, pay: 'woodToken', cart: true, steps: 0 },
    { type: 'build', kind: 'quarry', hex: 2, pay: 'woodToken', cart: false, steps: 2 },
  ];
  const picked = [];
  const drawPanels = (props) =>
    expand(
      h(PlayerPanels, {
        model,
        view: { ...view, current: 0 },
        seat: 0,
        t,
        onPick: (acts) => picked.push(acts),
        ...props,
      }),
    );
  const nodes = drawPanels({ candidates: withCart, sources: narrowingSources(withCart) });
  const targets = nodes.filter((n) => hasClass(n, 'nl-token') && hasClass(n, 'bk-target'));
  assert.deepEqual(
    targets.map((n) => attr(n, 'aria-label')),
    ['Cart: available', 'Without the cart'],
    'the decline sits right after the cart',
  );
  assert.equal(attr(targets[1], 'role'), 'button');
  targets[1].props.onClick({});
  targets[0].props.onClick({});
  assert.deepEqual(picked, [[withCart[1]], [withCart[0]]]);
  // No choice under way, or none about the cart: no decline drawn.
  assert.ok(!drawPanels({}).some((n) => hasClass(n, 'nl-nocart')));
  const noCart = [withCart[1], { ...withCart[1], pay: null }];
  assert.ok(
    !drawPanels({ candidates: noCart, sources: narrowingSources(noCart) }).some((n) =>
      hasClass(n, 'nl-nocart'),
    ),
  );
});

// The map with a choice of payer under way (override any prop), expanded.
const drawMap = (props = {}) =>
  expand(
    h(HexMap, {
      model,
      view,
      legal: candidates,
      sources: narrowingSources(candidates),
      lang: 'en',
      t,
      selectedKind: null,
      onPick() {},
      onInfo() {},
      ...props,
    }),
  );

test('the paying worker’s tile is a target standing for the actions it pays', () => {
  const picked = [];
  const nodes = drawMap({ onPick: (acts) => picked.push(acts) });
  const tile = nodes.find((n) => hasClass(n, 'nl-tile') && attr(n, 'data-building') === 1);
  assert.ok(hasClass(tile, 'nl-target'), 'the worker that pays is highlighted');
  tile.props.onClick({ stopPropagation() {} });
  assert.deepEqual(picked, [[candidates[0]]]);
  // Without a choice under way, the same tile is no target.
  const idle = drawMap({ legal: [], sources: undefined });
  const same = idle.find((n) => hasClass(n, 'nl-tile') && attr(n, 'data-building') === 1);
  assert.ok(!hasClass(same, 'nl-target'));
});

test('the current player’s wood token is a button while it may pay; nobody else’s', () => {
  const picked = [];
  const nodes = expand(
    h(PlayerPanels, {
      model,
      view,
      seat: view.current,
      t,
      candidates,
      sources: narrowingSources(candidates),
      onPick: (acts) => picked.push(acts),
    }),
  );
  const targets = nodes.filter((n) => hasClass(n, 'nl-token') && hasClass(n, 'bk-target'));
  assert.equal(targets.length, 1);
  assert.equal(attr(targets[0], 'role'), 'button');
  assert.match(attr(targets[0], 'aria-label'), /Wood token/);
  // Drawn after the current player's card opens and before the next one.
  const cards = nodes.filter((n) => hasClass(n, 'nl-player'));
  const at = nodes.indexOf(targets[0]);
  const owner = cards.filter((c) => nodes.indexOf(c) < at).pop();
  assert.equal(attr(owner, 'data-seat'), view.current, 'on the current player’s card');
  targets[0].props.onClick({});
  assert.deepEqual(picked, [[candidates[1]]]);
});

test('while narrowing, the tile chosen shows as selected, not as a target to tap again', () => {
  const nodes = drawMap();
  const tile = nodes.find((n) => hasClass(n, 'nl-tile') && attr(n, 'data-building') === 2);
  assert.ok(hasClass(tile, 'bk-selected'));
  assert.ok(!hasClass(tile, 'nl-target'));
  assert.equal(attr(tile, 'tabindex'), -1);
});

test('a build’s hex, once chosen, shows as chosen while its payment is picked', () => {
  const builds = [
    { type: 'build', kind: 'quarry', hex: 0, pay: 'woodToken', cart: false, steps: 0 },
    { type: 'build', kind: 'quarry', hex: 0, pay: { building: 1, good: 'wood', lying: true }, cart: false },
  ];
  const nodes = expand(
    h(HexMap, {
      model,
      view,
      legal: builds,
      sources: narrowingSources(builds),
      lang: 'en',
      t,
      selectedKind: 'quarry',
      onPick() {},
      onInfo() {},
    }),
  );
  const hex = nodes.find((n) => hasClass(n, 'nl-hex') && attr(n, 'data-hex') === 0);
  assert.ok(hasClass(hex, 'nl-chosen'));
  assert.ok(!hasClass(hex, 'nl-target'));
});
