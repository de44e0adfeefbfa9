// Tooltips, buttons and log lines that state a rule, against the rulebooks: each test names the
// passage (an audit of the UI texts found these wrong).
import { test } from 'vitest';
import assert from 'node:assert/strict';
import {
  describeAction,
  describeLog,
  investPrice,
  hirePrice,
  opWords,
} from '../../web/src/games/gwtnz/text.js';
import { tr as gwtTr } from '../../web/src/games/gwtnz/messages.js';
import * as gwtTips from '../../web/src/games/gwtnz/tipsMessages.js';
import { cardLines } from '../../web/src/games/glassroad/text.js';
import { buildModel } from '../../web/src/games/glassroad/model.js';
import { readFileSync } from 'node:fs';

const grData = JSON.parse(readFileSync(new URL('../../engine/games/glassroad/data.json', import.meta.url)));

// A market whose row 1 (cost 3, p. 13) holds a tile with its own +2 and row 2 (cost 4) a plain one.
const dearTile = { kind: 'bonus', id: 2, effect: 2, vp: 0, costMod: 2 };
const plainTile = { kind: 'bonus', id: 0, effect: 0, vp: 0, costMod: 0 };
const market = (decisions) => ({
  decisions,
  wellington: {
    bonusMarket: [
      { cost: 3, tiles: [null, null, null, dearTile] },
      { cost: 4, tiles: [plainTile, null, null, null] },
    ],
  },
});

test('GWT NZ, Investir (p. 13): the price shown is the row’s cost, the tile’s and the icon’s modifier', () => {
  const plain = market([{ kind: 'invest', player: 0, costMod: 0 }]);
  const icon = market([{ kind: 'invest', player: 0, costMod: 3 }]);
  assert.equal(investPrice(plain, 0, 3, 0), 5, '3 + the tile’s 2');
  assert.equal(investPrice(icon, 0, 3, 0), 8, '3 + 2 + the icon’s 3');
  assert.equal(investPrice(icon, 1, 0, 0), 7);
  assert.equal(investPrice(icon, 1, 0, 1), 4, 'another seat’s decision does not change this seat’s price');
  assert.match(describeAction({ type: 'invest', row: 0, col: 3 }, icon, 'fr'), /\(rangée 1, 8 livres\)/);
  assert.match(describeAction({ type: 'invest', row: 0, col: 3 }, plain, 'en'), /\(row 1, 5 pounds\)/);
  // The log line names the price paid and the tile taken, both gone from the market afterwards.
  const after = market([]);
  const line = describeLog(
    { player: 0, action: { type: 'invest', row: 0, col: 3, cost: 8, tile: dearTile } },
    after,
    'en',
  );
  assert.match(line, /8 pounds/);
  assert.match(line, /exchange tokens and 1 gold/);
});

test('GWT NZ, Engager (p. 13): the hire price includes the icon’s modifier', () => {
  const v = { decisions: [{ kind: 'hire', player: 0, costMod: 3 }] };
  assert.equal(hirePrice(v, 5, 0), 9, 'the 6-pound row and the icon’s 3 (the p. 13 example: 9 pounds)');
  assert.match(describeAction({ type: 'hire', row: 5, worker: 3 }, v, 'fr'), /9 livres/);
  assert.match(
    describeLog({ player: 0, action: { type: 'hire', row: 5, worker: 3, cost: 9 } }, { decisions: [] }, 'fr'),
    /9 livres/,
  );
});

test('GWT NZ, tiles and actions: both gains, "up to" moves and draws, the space-11 flip (Annexe; p. 15, p. 17)', () => {
  const t = (k, v) => gwtTr('fr', k, v);
  const en = (k, v) => gwtTr('en', k, v);
  assert.equal(t('tile.tokens3Gold'), '3 jetons Échange et 1 or'); // « Recevez 3 jetons Échange et avancez votre marqueur Or »
  assert.equal(en('tile.tokens3Gold'), '3 exchange tokens and 1 gold');
  assert.match(opWords({ op: 'boat', n: -1 }, t), /d’au plus autant de cases/);
  assert.match(opWords({ op: 'boat', n: 3 }, en), /up to 3 spaces/);
  assert.match(t('op.drawDiscard', { n: 2 }), /jusqu’à 2 cartes/); // « Piochez jusqu'à 2 cartes »
  assert.match(opWords({ op: 'shear', max: 2 }, en), /at most 2 sheep of different breeds/); // 3a: « jusqu'à 2 moutons »
  assert.match(t('act.explore.move'), /retourner votre tuile Déplacement/);
  assert.match(en('act.explore.tax'), /flip your taxes tile/);
  assert.match(t('option.delivery13.help'), /le seul comptoir à laine où/); // counters 0 and 21 repeat too (p. 10)
  assert.match(t('op.deliver13'), /payez 7 livres/);
});

test('GWT NZ tips: builders by the number in the corner, shearers up to one breed each (p. 14, p. 16)', () => {
  assert.match(gwtTips.fr['tip.worker.builder'], /inscrit dans son coin/);
  assert.match(gwtTips.en['tip.worker.builder'], /only the difference counts/);
  assert.match(gwtTips.fr['tip.worker.shearer'], /au plus un mouton de race différente par tondeur/);
  assert.match(gwtTips.en['tip.worker.shearer'], /up to one sheep of a different breed per shearer/);
});

test('Glass Road solo (Le jeu solo, p. 10): a card’s tooltip says a drawn card gives one ability', () => {
  const model = buildModel(grData);
  const id = Object.keys(model.craftsmen)[0];
  const solo = cardLines(model, id, 'fr', true);
  const multi = cardLines(model, id, 'fr');
  assert.match(solo[solo.length - 1], /tirée au hasard donne une seule capacité/);
  assert.match(multi[multi.length - 1], /Joueur seul de sa carte : les deux capacités/);
});
