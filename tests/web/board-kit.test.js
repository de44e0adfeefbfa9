// The board kit (web/src/ui/board): a pick narrows the legal actions and never
// invents one; seat colours come from the settings' variables; one translation path.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { narrow, pickOutcome, groupBy } from '../../web/src/ui/board/selection.js';
import { dispatch, within } from '../../web/src/ui/board/dispatch.js';
import { seatColor, seatColorName } from '../../web/src/ui/board/colors.js';
import { translator } from '../../web/src/ui/board/translate.js';
import { h } from 'preact';
import { InfoLine } from '../../web/src/ui/board/InfoLine.jsx';
import { expand } from './support/vnodes.js';
import { holdBy } from '../../web/src/ui/tapAnchor.js';

const legal = [
  { type: 'build', kind: 'mine', hex: 1, steps: 1 },
  { type: 'build', kind: 'mine', hex: 2, steps: 2 },
  { type: 'build', kind: 'mine', hex: 2, steps: 3 },
  { type: 'build', kind: 'farm', hex: 2, steps: 1 },
  { type: 'endTurn' },
];

test('building -> hex -> sources: each pick keeps the legal actions every step stands for', () => {
  const kind = { key: 'kind', value: 'mine', actions: legal.filter((a) => a.kind === 'mine') };
  const first = pickOutcome(legal, [], kind);
  assert.equal(first.kind, 'narrow');
  assert.equal(first.left.length, 3);
  const hex2 = { key: 'hex', actions: legal.filter((a) => a.hex === 2) };
  const second = pickOutcome(legal, first.steps, hex2);
  assert.equal(second.kind, 'narrow');
  assert.deepEqual(
    second.left.map((a) => a.steps),
    [2, 3],
  );
  const hex1 = { key: 'hex', actions: legal.filter((a) => a.hex === 1) };
  const played = pickOutcome(legal, first.steps, hex1);
  assert.equal(played.kind, 'play');
  assert.equal(played.action, legal[0], 'the action played is the one the engine listed');
  assert.equal(
    pickOutcome(legal, second.steps, { key: 'x', actions: [{ type: 'invented' }] }).kind,
    'ignore',
  );
  assert.deepEqual(narrow(legal, []), legal);
});

test('dispatch plays one match, narrows several, ignores none; within keeps only listed actions', () => {
  const played = [];
  const chosen = [];
  assert.equal(
    dispatch(
      [],
      (a) => played.push(a),
      (l) => chosen.push(l),
    ),
    false,
  );
  dispatch(
    [legal[4]],
    (a) => played.push(a),
    (l) => chosen.push(l),
  );
  dispatch(
    legal.slice(0, 2),
    (a) => played.push(a),
    (l) => chosen.push(l),
  );
  assert.deepEqual(played, [legal[4]]);
  assert.equal(chosen[0].length, 2);
  assert.deepEqual(within(legal, [{ type: 'endTurn' }, { type: 'nope' }]), [{ type: 'endTurn' }]);
  assert.deepEqual(
    groupBy(legal, (a) => a.type).map(([k, v]) => [k, v.length]),
    [
      ['build', 4],
      ['endTurn', 1],
    ],
  );
});

test("seat colours go through the settings' --player-<colour> variables", () => {
  assert.equal(seatColorName({ players: [{ color: 'violet' }] }, 0), 'violet');
  assert.equal(seatColorName(null, 1), 'red');
  assert.equal(seatColorName(null, 1, ['red', 'blue']), 'blue');
  assert.match(seatColor(null, 0, ['red', 'blue']), /^var\(--player-red, #[0-9a-f]+\)$/);
  assert.equal(seatColor(null, -1), '#777');
});

test("a game's translator looks up like the shell: game strings, then shell strings, then French", () => {
  const tr = translator({ fr: { 'x.y': 'Bonjour {name}' }, en: {} });
  assert.equal(tr('fr', 'x.y', { name: 'Anna' }), 'Bonjour Anna');
  assert.equal(tr('en', 'x.y', { name: 'Anna' }), 'Bonjour Anna');
  assert.equal(tr('en', 'board.back'), 'Back');
  assert.equal(tr('fr', 'no.key'), 'no.key');
});

test("the info line's Back and Cancel follow the selection: Back from two steps, Cancel from one", () => {
  const t = (k) => k;
  const back = () => {};
  const clear = () => {};
  const buttons = (selection, extra = {}) =>
    expand(h(InfoLine, { lines: ['hint'], t, selection, ...extra }))
      .filter((n) => n.type === 'button')
      .map((n) => n.props.children);
  const idle = { steps: [], active: false, back, clear };
  const one = { steps: [{}], active: true, back, clear };
  const two = { steps: [{}, {}], active: true, back, clear };
  assert.deepEqual(buttons(idle), []);
  assert.deepEqual(buttons(one), ['board.cancel']);
  assert.deepEqual(buttons(two), ['board.back', 'board.cancel']);
  // A board's own handlers win over the selection's.
  assert.deepEqual(buttons(two, { onBack: null }), ['board.cancel']);
});

test('the tapped element held in place: by what it moved, keeping the room above its old place in sight', () => {
  // GWT NZ at 1280, the page's top: the building at 507 px dropped 62 px (its actions above the map).
  assert.equal(holdBy(507, 569, 0, 0), 62);
  // Already held by the browser's own anchoring (or nothing moved): nothing to do.
  assert.equal(holdBy(507, 508, 0, 300), 0);
  // A phone: the map's top at 150 px, the pinned strip down to 125 px; a block of 200 px above it
  // goes in sight under the strip: the page scrolls 25 px only.
  assert.equal(holdBy(150, 350, 125, 320), 25);
  // A block above went away: the page follows it up, as far as the page's top allows.
  assert.equal(holdBy(400, 240, 125, 500), -160);
  assert.equal(holdBy(400, 240, 125, 100), -100);
});
