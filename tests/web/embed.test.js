// The embed URL's parameters become a game set-up (docs/embedding.md).
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { setupFromParams } from '../../web/src/app/embedParams.js';
import { makeT } from '../../web/src/i18n/index.js';

const games = [
  {
    id: 'neuland',
    players: [2, 4],
    options: [
      { id: 'layout', type: 'enum', values: ['beginner', 'random'], default: 'beginner' },
      { id: 'short', type: 'bool', default: false },
      { id: 'rounds', type: 'int', min: 1, max: 9, default: 5 },
    ],
  },
];
const t = makeT('en');
const setup = (query) => setupFromParams(new URLSearchParams(query), games, t);

test('no game or an unknown game gives no set-up', () => {
  assert.equal(setup(''), null);
  assert.equal(setup('game=chess'), null);
});

test('defaults: two players, seat 0 human, the others normal bots, a random seed', () => {
  const s = setup('game=neuland');
  assert.equal(s.game, 'neuland');
  assert.deepEqual(
    s.seats.map((x) => [x.type, x.level, x.name]),
    [
      ['human', 'normal', 'Anna'],
      ['bot', 'normal', 'Bruno'],
    ],
  );
  assert.ok(Number.isInteger(s.seed) && s.seed >= 0);
  assert.deepEqual(s.options, {});
});

test('players are clamped to the game range; bots, level, names, seed and options are read', () => {
  const s = setup(
    'game=neuland&players=9&bots=0,2&level=easy&names=Zoé,Yann&seed=42&opt.layout=random&opt.short=1&opt.rounds=3',
  );
  assert.equal(s.seats.length, 4);
  assert.deepEqual(
    s.seats.map((x) => x.type),
    ['bot', 'human', 'bot', 'human'],
  );
  assert.ok(s.seats.every((x) => x.level === 'easy'));
  assert.deepEqual(
    s.seats.map((x) => x.name),
    ['Zoé', 'Yann', 'Chloé', 'David'],
  );
  assert.equal(s.seed, 42);
  assert.deepEqual(s.options, { layout: 'random', short: true, rounds: 3 });
  assert.equal(setup('game=neuland&players=1').seats.length, 2);
});

test('bad values fall back: an empty bots list means no bot, an unknown level is normal, a bad seed is random', () => {
  const s = setup('game=neuland&players=3&bots=&level=genius&seed=-5&opt.rounds=many');
  assert.deepEqual(
    s.seats.map((x) => x.type),
    ['human', 'human', 'human'],
  );
  assert.ok(s.seats.every((x) => x.level === 'normal'));
  assert.notEqual(s.seed, -5);
  assert.deepEqual(s.options, {});
});
