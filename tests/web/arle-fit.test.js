// Fields of Arle: every building name of data.json fits its tile, whole (no
// "…"), on the supply tile and on a village space, in French and English, at
// a size that still reads; and the board draws them so.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  fitLabel,
  textWidth,
  BUILDING_TILE,
  VILLAGE_BUILDING,
  VILLAGE_TILE,
  DEST_NAME,
  DEST_STATE_FIT,
} from '../../web/src/games/arle/fit.js';
import { tr } from '../../web/src/games/arle/messages.js';
import { DEST_STATE } from '../../web/src/games/arle/Travel.jsx';
import { arleData, drawArle } from './support/arle.js';
import { expand } from './support/vnodes.js';

const names = arleData.buildings.flatMap((b) => [b.fr, b.en]);

function check(name, fit, smallest) {
  const { lines, size } = fitLabel(name, fit);
  assert.ok(lines.length <= fit.lines, `${name}: ${lines.length} lines`);
  assert.equal(lines.join(' '), name.split(/\s+/).join(' '), `${name}: every word, none cut`);
  for (const l of lines) assert.ok(textWidth(l, size) <= fit.width, `${name}: "${l}" wider than the tile`);
  assert.ok(size >= smallest, `${name}: ${size}`);
  return size;
}

test('every building name fits its supply tile whole, at 10.5 or more', () => {
  assert.ok(names.length >= 60);
  for (const name of names) check(name, BUILDING_TILE, 10.5);
  // The name the new players met cut: « Atelier du fabricant de charrues ».
  assert.deepEqual(fitLabel('Atelier du fabricant de charrues', BUILDING_TILE).lines.length, 3);
});

test('every building name fits a village space whole, at 8.5 or more; every tile name at 9', () => {
  for (const name of names) check(name, VILLAGE_BUILDING, 8.5);
  const tiles = ['grainField', 'flaxField', 'forest', 'park', 'stall', 'storehouse', 'stable', 'doubleStall'];
  for (const lang of ['fr', 'en']) {
    for (const tile of tiles) check(tr(lang, `tile.${tile}`), VILLAGE_TILE, 9);
    check(tr(lang, 'zone.marsh'), VILLAGE_TILE, 9);
  }
});

test('a long name is never cut: it wraps, then shrinks', () => {
  const long = fitLabel('Une très longue appellation de bâtiment imaginaire', BUILDING_TILE);
  assert.equal(long.lines.join(' '), 'Une très longue appellation de bâtiment imaginaire');
  assert.ok(long.size < BUILDING_TILE.size);
  assert.deepEqual(fitLabel('', BUILDING_TILE).lines, []);
});

test('the board draws each building name whole on its tile', () => {
  for (const fx of JSON.parse(fs.readFileSync(new URL('fixtures/arle-views.json', import.meta.url), 'utf8')))
    for (const lang of ['fr', 'en']) {
      const nodes = drawArle(fx, lang);
      const svg = nodes.find((n) => n.type === 'svg' && n.props['aria-label'] === tr(lang, 'ui.buildings'));
      const text = expand(svg.props.children)
        .filter((n) => n.type === 'tspan')
        .map((n) => [].concat(n.props.children).join(''))
        .join(' ');
      assert.ok(!text.includes('…'), text);
      for (const b of fx.view.buildings) {
        const name = arleData.buildings.find((d) => d.id === b.id)[lang];
        for (const word of name.split(/\s+/)) assert.ok(text.includes(word), `${name} drawn`);
      }
    }
});

test('destination names and states are one line at full size (16.5, about 12 px where the board draws smallest)', () => {
  for (const d of arleData.destinations) for (const lang of ['fr', 'en']) check(d[lang], DEST_NAME, 16.5);
  for (const key of Object.values(DEST_STATE))
    for (const lang of ['fr', 'en']) {
      assert.notEqual(tr(lang, key), key);
      check(tr(lang, key), DEST_STATE_FIT, 16.5);
    }
});
