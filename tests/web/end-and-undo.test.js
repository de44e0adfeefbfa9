// The end screen's words (locale numbers, solo on the rulebook's scale) and
// what undo plans to take back.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { makeT } from '../../web/src/i18n/index.js';
import { formatNumber, winnerLine } from '../../web/src/ui/ScoreTable.jsx';
import { undoPlan, sinceLastTurn, ownMoveLocked } from '../../web/src/app/session.js';
import glassroad from '../../web/src/games/glassroad/index.js';
import arle from '../../web/src/games/arle/index.js';

test('numbers follow the reader: French writes a decimal comma', () => {
  assert.equal(formatNumber(16.5, 'fr'), '16,5');
  assert.equal(formatNumber(16.5, 'en'), '16.5');
  assert.equal(formatNumber(30, 'fr'), '30');
});

test('a solo game does not "win": it says the score and the rulebook scale', () => {
  const scores = { players: [{ seat: 0, total: 9.5, rank: 1 }], winners: [0] };
  const fr = winnerLine(scores, ['Anna'], makeT('fr', glassroad.messages), glassroad.solo);
  assert.equal(fr, 'Anna termine avec 9,5 points. La règle tient 30 points pour un score remarquable.');
  const en = winnerLine(
    { ...scores, players: [{ seat: 0, total: 112, rank: 1 }] },
    ['Anna'],
    makeT('en', arle.messages),
    arle.solo,
  );
  assert.equal(
    en,
    'Anna finishes with 112 points. A remarkable score: the rulebook sets the mark at 110 points!',
  );
  // "point" in the singular where each language has it: French below 2 in size, English at 1.
  const solo = (total, lang) =>
    winnerLine({ players: [{ seat: 0, total, rank: 1 }], winners: [0] }, ['Anna'], makeT(lang));
  assert.equal(solo(-1, 'fr'), 'Anna termine avec -1 point.');
  assert.equal(solo(0, 'fr'), 'Anna termine avec 0 point.');
  assert.equal(solo(1.5, 'fr'), 'Anna termine avec 1,5 point.');
  assert.equal(solo(2, 'fr'), 'Anna termine avec 2 points.');
  assert.equal(solo(1, 'en'), 'Anna finishes with 1 point.');
  assert.equal(solo(0, 'en'), 'Anna finishes with 0 points.');
  // With several players the winner is named as before.
  const two = {
    players: [
      { seat: 0, total: 20 },
      { seat: 1, total: 18 },
    ],
    winners: [0],
  };
  assert.match(winnerLine(two, ['Anna', 'Bruno'], makeT('en')), /Anna wins/);
});

test("undo plans to take back the seat's own last action and the moves made after it", () => {
  const log = [
    { player: 0, action: { type: 'a' } },
    { player: 1, action: { type: 'b' } },
    { player: 0, action: { type: 'c' } },
    { player: 1, action: { type: 'd' } },
    { player: 1, action: { type: 'e' } },
  ];
  const p = undoPlan(log, 0);
  assert.deepEqual(p.own.action, { type: 'c' });
  assert.equal(p.others.length, 2);
  assert.equal(p.count, 3);
  assert.equal(p.keep, 2);
  assert.equal(undoPlan(log, 1).others.length, 0, 'own last action: nothing else taken back');
  assert.equal(undoPlan(log, 2), null);
  assert.equal(undoPlan(null, 0), null);
});

test('"since your last turn" lists what the others did after the seat last acted', () => {
  const log = [
    { player: 0, action: { type: 'a' } },
    { player: 1, action: { type: 'b' } },
    { player: 0, action: { type: 'c' } },
    { player: 1, action: { type: 'd' } },
    { player: 2, action: { type: 'e' } },
  ];
  assert.deepEqual(
    sinceLastTurn(log, 0).map((e) => e.action.type),
    ['d', 'e'],
  );
  assert.deepEqual(sinceLastTurn(log, 2), []);
  assert.deepEqual(
    sinceLastTurn(log, 3).map((e) => e.action.type),
    ['a', 'b', 'c', 'd', 'e'],
  );
});

test('undo is not offered when the seat’s own last move lies behind a throw or a draw', () => {
  const log = [
    { player: 0, action: { type: 'endTurn' } },
    { player: 1, action: { type: 'throw' } }, // a barrier: the engine's undoFloor is now 2
    { player: 1, action: { type: 'build' } },
  ];
  const plan = undoPlan(log, 0);
  assert.equal(
    ownMoveLocked(plan, { undoFloor: 2 }),
    true,
    'the confirmation would promise what undo cannot do',
  );
  assert.equal(ownMoveLocked(plan, { undoFloor: 0 }), false);
  assert.equal(ownMoveLocked(undoPlan(log, 1), { undoFloor: 2 }), false, 'seat 1’s build is after the throw');
  assert.equal(ownMoveLocked(null, { undoFloor: 2 }), false);
  assert.equal(ownMoveLocked(plan, {}), false, 'an older engine without undoFloor');
});
