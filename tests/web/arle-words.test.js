// Fields of Arle: one word per thing. Every good, tile, building, tool and
// vehicle a player reads (board, tooltips, decision panel, log, end table) is
// named the way the French rulebook names it (blé, madrier, stalle, étable,
// pré, tourbière, pelote de laine), in typographic apostrophes, and the board
// takes every name from the web's messages, never from the engine's data.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { messages, tr } from '../../web/src/games/arle/messages.js';
import { describeAction } from '../../web/src/games/arle/text.js';
import { arleData, drawArle } from './support/arle.js';

const root = new URL('../../', import.meta.url);
const read = (path) => JSON.parse(fs.readFileSync(new URL(path, root), 'utf8'));
const data = arleData;
const fixtures = [...read('tests/web/fixtures/arle-views.json'), read('tests/web/fixtures/arle-solo.json')];

// Everything the game writes in one language: its messages, every legal
// action of the fixtures as the panel and the log word it, and every text and
// tooltip the board draws for them.
function everything(lang) {
  const out = Object.entries(messages[lang]).map(([k, s]) => [k, s]);
  for (const fx of fixtures) {
    for (const a of fx.legal)
      out.push(['action ' + JSON.stringify(a), describeAction(data, a, fx.view, lang)]);
    for (const n of drawArle(fx, lang)) {
      if (!['text', 'tspan', 'title'].includes(n.type)) continue;
      const kids = [].concat(n.props.children).filter((c) => typeof c === 'string' || typeof c === 'number');
      if (kids.length) out.push(['board ' + n.type, kids.join('')]);
    }
  }
  return out;
}

// Words the rulebook does not use for these things (the UI once mixed them in).
const NOT_THE_RULEBOOKS = [
  /céréale/i, // blé
  /planche/i, // madrier
  /\blandes?\b/i, // tourbière
  /écurie/i, // étable (a stable); a stall is a stalle
  /double étable/i, // double stalle
  /\bparcs?\b/i, // pré
  /fil de laine/i, // pelote de laine
  /épicier/i, // Marchand
  /bestiaux/i, // Marchand de bétail
  /charron/i, // Fabricant de charriots
  /maître artisan/i, // Maître
  /auberge des fermiers/i, // Auberge du fermier
];

test('French: the rulebook’s word for each thing, and no straight apostrophe', () => {
  const all = everything('fr');
  assert.ok(all.length > 1000, 'the board and the actions were read');
  for (const [where, s] of all) {
    for (const re of NOT_THE_RULEBOOKS) assert.doesNotMatch(s, re, `${where}: ${s}`);
    assert.doesNotMatch(s, /\p{L}'\p{L}/u, `straight apostrophe in ${where}: ${s}`);
  }
  // The rulebook's words, pinned.
  const words = {
    'good.grain': 'blé',
    'good.plank': 'madrier',
    'good.woolYarn': 'pelote de laine',
    'tile.grainField': 'champ de blé',
    'tile.stall': 'stalle',
    'tile.storehouse': 'entrepôt',
    'tile.stable': 'étable',
    'tile.doubleStall': 'double stalle',
    'tile.park': 'pré',
    'moor.moor': 'tourbière',
    'phase.work': 'Labeur',
    'score.goodsTrack': 'Piste de ressources',
  };
  for (const [k, w] of Object.entries(words)) assert.equal(tr('fr', k), w, k);
});

test('English: one verb for peat and one word for a cow, as the buttons say', () => {
  for (const [where, s] of everything('en')) {
    assert.doesNotMatch(s, /\bextract|\bdrain/i, `${where}: ${s} (the panel says "cut peat", "dry a moor")`);
    assert.doesNotMatch(s, /\bcattle\b(?! trader)/i, `${where}: ${s}`);
  }
});

test('every space, building, tool, vehicle and destination is named by the web, in both languages', () => {
  const ids = {
    space: data.actionSpaces,
    building: data.buildings,
    tool: data.tools,
    equipment: data.equipment,
    dest: data.destinations,
  };
  for (const lang of ['fr', 'en']) {
    for (const [kind, list] of Object.entries(ids))
      for (const { id } of list) {
        assert.ok(`${kind}.${id}` in messages[lang], `${lang} ${kind}.${id}`);
        if (kind === 'space' || kind === 'building' || kind === 'dest')
          assert.ok(`${kind}.text.${id}` in messages[lang], `${lang} ${kind}.text.${id}`);
      }
    // A choice named after a space or a building reads the same as it.
    assert.equal(tr(lang, 'pending.grocer'), tr(lang, 'space.grocerSummer'));
    assert.equal(tr(lang, 'pending.wainwrightBoat'), tr(lang, 'space.wainwright'));
    assert.equal(tr(lang, 'pending.farmersInn'), tr(lang, 'building.farmersInn'));
  }
});
