// Every game's own strings (web/src/games/<id>/messages.js) exist in French
// and English with the same keys, none empty, with the same placeholders;
// the lobby card, end screen and "How to play" strings and a drawn cover;
// and the lobby offers only the games the engine lists.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { makeT } from '../../web/src/i18n/index.js';
import { gameModules } from '../../web/src/games/index.js';
import { listedGames } from '../../web/src/app/Lobby.jsx';
import { COVERS } from '../../web/src/ui/GameCover.jsx';

const placeholders = (s) => (String(s).match(/\{\w+\}/g) || []).sort();

for (const [id, module] of Object.entries(gameModules)) {
  test(`${id}: French and English messages have the same keys and placeholders`, () => {
    const { fr, en } = module.messages;
    assert.ok(fr && en, `${id} has fr and en tables`);
    const frKeys = Object.keys(fr);
    const enKeys = Object.keys(en);
    assert.ok(frKeys.length > 20, `${id} has its strings`);
    assert.deepEqual(frKeys.filter((k) => !(k in en)).sort(), [], `${id}: keys missing in English`);
    assert.deepEqual(enKeys.filter((k) => !(k in fr)).sort(), [], `${id}: keys missing in French`);
    for (const k of frKeys) {
      assert.equal(typeof fr[k], 'string', `${id} fr ${k}`);
      assert.ok(fr[k].trim() && en[k].trim(), `${id} ${k} is empty in a language`);
      assert.deepEqual(placeholders(fr[k]), placeholders(en[k]), `${id} placeholders of ${k}`);
    }
  });
}

// Every string table of a language: the shell's (« shared ») and each game's.
async function tablesOf(lang) {
  const { default: shared } = await import(`../../web/src/i18n/${lang}.js`);
  return {
    shared,
    ...Object.fromEntries(Object.entries(gameModules).map(([id, m]) => [id, m.messages[lang]])),
  };
}

// French typography, one way everywhere: the curly apostrophe (« l’écuelle »),
// never the straight one beside it. The shared strings too.
test('French strings use the curly apostrophe, in every game and the shared table', async () => {
  const tables = await tablesOf('fr');
  for (const [id, fr] of Object.entries(tables))
    for (const [k, v] of Object.entries(fr)) assert.doesNotMatch(String(v), /'/, `${id} ${k}: ${v}`);
});

// English the same way: the curly apostrophe (« Woodcutter’s hut », « Don’t
// pay ») and curly quotes (“/”), in the UI's tables and in the card and building names the boards
// read from the engine's data.json, so that a line never mixes the two.
test('English strings use the curly apostrophe, in every game, the shared table and data.json', async () => {
  const tables = await tablesOf('en');
  for (const [id, en] of Object.entries(tables))
    for (const [k, v] of Object.entries(en)) assert.doesNotMatch(String(v), /['"]/, `${id} ${k}: ${v}`);
  const found = [];
  const walk = (node, where) => {
    if (Array.isArray(node)) node.forEach((x, i) => walk(x, `${where}[${i}]`));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'en' && typeof v === 'string' && v.includes("'")) found.push(`${where}.en: ${v}`);
        else walk(v, `${where}.${k}`);
      }
  };
  for (const id of Object.keys(gameModules)) {
    const file = new URL(`../../engine/games/${id}/data.json`, import.meta.url);
    walk(JSON.parse(readFileSync(file, 'utf8')), id);
  }
  assert.deepEqual(found, []);
});

// A count is written out, « 2 bâtisseurs », « 1 bâtisseur », never « bâtisseur(s) »:
// the singular is the key's `.one` string, which t() takes when n is 1.
test('no string writes a plural as « (s) »: counts take their .one singular', async () => {
  const tables = {};
  for (const lang of ['fr', 'en'])
    for (const [id, table] of Object.entries(await tablesOf(lang))) tables[`${id} ${lang}`] = table;
  for (const [id, table] of Object.entries(tables))
    for (const [k, v] of Object.entries(table))
      assert.doesNotMatch(String(v), /\p{L}\((s|x|e|es)\)/u, `${id} ${k}: ${v}`);
  // A count of n things written in the plural has its singular, unless n is never 1 there:
  // a choice among several, a hand of 3 to 6 cards; a `.many` key is picked by the code by count.
  const ALWAYS_SEVERAL = new Set([
    'board.chooseAmong',
    'decision.filtered',
    'undo.askOthers', // 'undo.askOther' for one
    'lobby.playersExact', // games of a fixed count: none has one player only
    'ui.chooseSource',
    'ui.choose',
    'ui.decision.pick', // 3 to 6 cards (Le jeu solo, p. 10) or 5
    'ui.decision.pick.solo',
    'since.count', // shown for two lines or more (SincePeek)
    'tip.sarahMove.n', // Sarah's cards move 2 to 4 locations (data.json)
  ]);
  const NOT_PLURAL = /\{n\} (depuis)\b/; // « n° {n} depuis le dessus »
  for (const [id, table] of Object.entries(tables))
    for (const [k, v] of Object.entries(table))
      if (/\{n\} \S+s\b/.test(v) && !NOT_PLURAL.test(v) && !/\.(one|many)$/.test(k) && !ALWAYS_SEVERAL.has(k))
        assert.ok(`${k}.one` in table, `${id} ${k} has no singular: ${v}`);
  const t = makeT('fr', gameModules.lorrein.messages);
  assert.equal(t('hint.changeBowl', { player: 'Anna', n: 1 }), 'Anna change l’écuelle : encore 1 grain.');
  assert.equal(t('hint.changeBowl', { player: 'Anna', n: 3 }), 'Anna change l’écuelle : encore 3 grains.');
});

// French puts a space before a colon and English does not: a label and its value
// go through the tables (« ui.labelValue »), never a colon written in the code.
test('no component writes « label: value » itself: the colon comes from the language tables', () => {
  const root = new URL('../../web/src/', import.meta.url);
  const files = readdirSync(root, { recursive: true }).filter(
    (f) => /\.(js|jsx)$/.test(f) && !/(^|\/)(i18n\/|[^/]*[mM]essages\.js$)/.test(f),
  );
  assert.ok(files.length > 50, 'the sources are read');
  const found = [];
  for (const f of files) {
    const lines = readFileSync(new URL(f, root), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/\}\s?[:;] \$\{/.test(line)) found.push(`${f}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
  assert.equal(makeT('fr')('ui.labelValue', { label: 'Bois', value: 3 }), 'Bois : 3');
  assert.equal(makeT('en')('ui.labelValue', { label: 'Wood', value: 3 }), 'Wood: 3');
});

// The lobby card, the end screen and "How to play" read these keys; a game
// without them shows a bare card, no end reason and no "How to play" button.
const SHELL_KEYS = ['game.pitch', 'howto.goal', 'howto.turn', 'howto.scoring', 'end.reason'];

for (const [id, module] of Object.entries(gameModules)) {
  test(`${id}: the lobby pitch, the end reason and "How to play" in both languages`, () => {
    for (const lang of ['fr', 'en'])
      for (const k of SHELL_KEYS) assert.ok(module.messages[lang][k], `${id} ${lang} ${k}`);
  });

  test(`${id}: the lobby card has the game's own drawn cover, not the blank placeholder`, () => {
    assert.ok(COVERS[id], `${id} has a cover`);
  });

  test(`${id}: the French strings address the player as « vous », never « tu »`, () => {
    const tu = /(^|[\s'’(«])(tu|te|toi|ton|ta|tes)(?=[\s,.;:!?)»]|$)/i;
    for (const [k, v] of Object.entries(module.messages.fr)) assert.ok(!tu.test(v), `${id} fr ${k}: ${v}`);
  });
}

test('the lobby hides a game whose engine info says "listed": false', () => {
  const games = [{ id: 'neuland' }, { id: 'gwtnz', listed: false }, { id: 'arle', listed: true }];
  assert.deepEqual(
    listedGames(games).map((g) => g.id),
    ['neuland', 'arle'],
  );
  assert.deepEqual(listedGames(null), []);
});
