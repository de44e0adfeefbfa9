// Fields of Arle: what the board and the lobby tell a player about the rules
// says what the French rulebook says (third rules review).
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { messages } from '../../web/src/games/arle/messages.js';

test('the work months are July to October and January to April (Mise en place, p. 2; Déroulement, p. 5)', () => {
  // « 1 ouvrier de chaque couleur sur chacune des cases de juillet à octobre »; June and
  // December prepare the workers, November and May are the inventories.
  const months = (lang, season) => [0, 1, 2, 3].map((m) => messages[lang][`month.${season}.${m}`]);
  assert.deepEqual(months('fr', 'summer'), ['Juillet', 'Août', 'Septembre', 'Octobre']);
  assert.deepEqual(months('fr', 'winter'), ['Janvier', 'Février', 'Mars', 'Avril']);
  assert.deepEqual(months('en', 'summer'), ['July', 'August', 'September', 'October']);
  assert.deepEqual(months('en', 'winter'), ['January', 'February', 'March', 'April']);
});

test('how to play: moors and the top marsh row cost points, not empty spaces (Vainqueur et fin de partie, p. 16)', () => {
  assert.match(messages.fr['howto.scoring'], /tourbière/);
  assert.match(messages.fr['howto.scoring'], /rangée supérieure/);
  assert.doesNotMatch(messages.fr['howto.scoring'], /cases vides/);
  assert.match(messages.en['howto.scoring'], /moor tile/);
  assert.doesNotMatch(messages.en['howto.scoring'], /empty spaces/);
});

test('how to play: one of the 8 workers may take the other season, and the inventories (p. 6, p. 8)', () => {
  assert.match(messages.fr['howto.turn'], /Un seul des 8 ouvriers/);
  assert.match(messages.fr['howto.turn'], /3 nourritures et 2 tourbes/);
  assert.match(messages.en['howto.turn'], /Only one of the half-year’s 8 workers/);
  assert.match(messages.en['howto.turn'], /3 food and 2 peat/);
});

test('tile help: holdings as « Règles relatives au placement des animaux » (p. 9) and the storehouse (p. 16)', () => {
  assert.match(messages.fr['tile.effect.empty'], /2 animaux d’une même espèce/);
  assert.match(messages.fr['tile.effect.park'], /2 animaux, de la même espèce ou non/);
  assert.match(messages.fr['tile.effect.stall'], /3 animaux d’une même espèce/);
  assert.match(messages.fr['tile.effect.stable'], /6 animaux d’une même espèce/);
  assert.match(messages.fr['tile.effect.storehouse'], /double une seule fois/);
  assert.match(messages.en['tile.effect.storehouse'], /doubles the goods track VP, once only/);
});

test('every option of the engine has lobby help in both languages where the rule is a reading', () => {
  for (const id of ['strictInnMaterials', 'turneryWoodOnce', 'carpenterStables'])
    for (const lang of ['fr', 'en']) assert.ok(messages[lang][`option.${id}.help`], `${lang} ${id}`);
});
