// "How to play" summaries and tips against the rulebooks: each test names the passage and checks
// the fact a new player needs, in both languages (an audit of the summaries found these wrong or
// missing).
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { messages as gwtnz } from '../../web/src/games/gwtnz/messages.js';
import * as gwtnzTips from '../../web/src/games/gwtnz/tipsMessages.js';
import { messages as lorrein } from '../../web/src/games/lorrein/messages.js';
import { messages as glassroad } from '../../web/src/games/glassroad/messages.js';
import { messages as arle } from '../../web/src/games/arle/messages.js';
import { messages as neuland } from '../../web/src/games/neuland/messages.js';

const lorreinData = JSON.parse(
  readFileSync(new URL('../../engine/games/lorrein/data.json', import.meta.url)),
);

test('GWT NZ: the player who ends the game does not play again; the others play one last turn, no phase C (Fin de la partie, p. 19)', () => {
  assert.match(
    gwtnz.fr['howto.scoring'],
    /ce joueur saute sa phase C, puis chaque autre joueur joue un dernier tour/,
  );
  assert.match(
    gwtnz.en['howto.scoring'],
    /that player skips phase C, then every other player plays one last turn/,
  );
  assert.doesNotMatch(gwtnz.fr['howto.scoring'], /chacun joue un dernier tour/);
  assert.doesNotMatch(gwtnz.en['howto.scoring'], /everyone plays one last turn/);
});

test('GWT NZ: the boat moves up to one space per sailor, either way (Déplacer votre bateau, p. 15)', () => {
  assert.match(gwtnzTips.fr['tip.worker.sailor'], /au plus une case par marin/);
  assert.match(gwtnzTips.en['tip.worker.sailor'], /up to one space per sailor/);
});

test('Lorrein: farms and the witchery are paid in raw materials, duchies and workshops in products (La phase de construction)', () => {
  // The summary's numbers are the engine's costs.
  assert.deepEqual(lorreinData.costs.farm, { cow: 2, wheat: 1 });
  assert.deepEqual(lorreinData.costs.witchery, { lavender: 2 });
  assert.match(
    lorrein.fr['howto.turn'],
    /fermes \(deux vaches et un froment\) et sorcellerie \(deux lavandes\), payées en matières premières/,
  );
  assert.match(lorrein.fr['howto.turn'], /duchés et ateliers .* payés avec les cartes Produit/);
  assert.match(
    lorrein.en['howto.turn'],
    /farms \(two cows and a wheat\) and a witchery \(two lavender\), paid in raw materials/,
  );
  assert.match(lorrein.en['howto.turn'], /duchies and workshops .* paid with the product cards/);
});

test('Glass Road: a building phase has three rounds, and buildings come only through a craftsman (Déroulement du jeu; Comment construire ?)', () => {
  assert.match(glassroad.fr['howto.turn'], /Une phase compte trois tours/);
  assert.match(glassroad.en['howto.turn'], /A period has three rounds/);
  assert.match(glassroad.fr['howto.turn'], /On ne bâtit que par la capacité d’un artisan/);
  assert.match(glassroad.en['howto.turn'], /A building is only built through a craftsman’s ability/);
});

test('Fields of Arle: the scarcest animal kind scores 2 each, the next 1, the most numerous nothing; the 13-point example (Animaux, p. 17)', () => {
  assert.match(arle.fr['howto.scoring'], /6 moutons, 5 chevaux, 4 vaches : 13 points/);
  assert.match(arle.en['howto.scoring'], /6 sheep, 5 horses, 4 cows: 13 points/);
});

test('Neuland: coats go on a property without coats, as many as its value, at the time cost of a production (Placer des blasons)', () => {
  assert.match(neuland.fr['howto.scoring'], /encore sans blason/);
  assert.match(neuland.fr['howto.scoring'], /autant de blasons que sa valeur \(1 à 4\)/);
  assert.match(neuland.en['howto.scoring'], /as many coats as its value \(1 to 4\)/);
  assert.match(neuland.en['howto.scoring'], /with no coats yet/);
});
