// Glass Road's landscape on a phone: turned a quarter (`tall`), three squares
// over the width, so that its building names read at 11 px without zooming
// (and off a phone, laid out by the room the estate has: estateMode);
// every building name of data.json fits a square whole (wrapped between
// words, a word too long shrunk on a line of its own, never cut nor "…") at
// 9.5 or more.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { tr } from '../../web/src/games/glassroad/messages.js';
import { buildModel } from '../../web/src/games/glassroad/model.js';
import { LandscapeGrid, CELL, landscapeBox } from '../../web/src/games/glassroad/LandscapeGrid.jsx';
import {
  estateMode,
  modeFit,
  WHEEL_COLUMN,
  ESTATE_GAP,
  ESTATE_PAD,
  STAND_WIDTH,
} from '../../web/src/games/glassroad/Board.jsx';
import { NAME_FIT, NAME_FIT_FULL, fitName } from '../../web/src/games/glassroad/fit.js';
import { fitLabel, textWidth } from '../../web/src/ui/board/fit.js';
import { expand, attr, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const data = JSON.parse(fs.readFileSync(new URL('engine/games/glassroad/data.json', root), 'utf8'));
const fixture = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/glassroad-engine-views.json', root), 'utf8'),
);
const model = buildModel(data);
const t = (k, v) => tr('fr', k, v);
const noop = () => {};
const names = [...data.buildings, ...(data.baseBuildings || [])].flatMap((b) => [b.names.fr, b.names.en]);

// The lines of a fitted name, checked: at most `fit.lines`, each no wider
// than the room at its size, each made of whole words of the name (or the
// parts of a word of its own with a hyphen: "Garde-|manger"), in order; a
// line drawn under fit.minSize holds a single word too wide at fit.minSize.
function checkFit(name, fit, { lines, size, sizes }) {
  assert.ok(lines.length >= 1 && lines.length <= fit.lines, name);
  assert.ok(size >= fit.minSize, `${name}: ${size}`);
  const parts = name.split(/\s+/).flatMap((w) => w.split(/(?<=[^-]-)(?=[^-])/));
  let k = 0;
  lines.forEach((l, i) => {
    const at = sizes ? sizes[i] : size;
    assert.ok(textWidth(l, at) <= fit.width, `${name}: "${l}" at ${at}`);
    let rest = l;
    while (rest) {
      const p = parts[k++];
      assert.ok(p !== undefined && rest.startsWith(p), `${name}: "${l}" breaks inside a word`);
      rest = rest.slice(p.length).replace(/^ /, '');
    }
    if (at < fit.minSize)
      assert.ok(!l.includes(' ') && textWidth(l, fit.minSize) > fit.width, `${name}: "${l}"`);
  });
  assert.equal(k, parts.length, `${name}: every word drawn`);
}

test('every building name fits a landscape square whole, at 9.5 or more, on up to three lines', () => {
  assert.ok(names.length > 100);
  for (const name of names) checkFit(name, NAME_FIT, fitLabel(name, NAME_FIT));
});

test('a word too long is never cut: it goes on a line of its own, shrunk to fit', () => {
  const first = (name) => fitLabel(name, NAME_FIT);
  const camp = first('Glassblowers’ Camp');
  assert.deepEqual(camp.lines, ['Glassblowers’', 'Camp']);
  assert.ok(camp.sizes[0] < NAME_FIT.minSize && camp.sizes[1] === camp.size);
  assert.ok(textWidth('Glassblowers’', camp.sizes[0]) <= NAME_FIT.width);
  assert.deepEqual(first('Garde-manger').lines, ['Garde-', 'manger'], 'at its own hyphen');
  assert.deepEqual(first('Forest Glassworks').lines, ['Forest', 'Glassworks']);
  assert.equal(first('Forest Glassworks').sizes, undefined, 'nothing shrunk when every word fits');
  assert.deepEqual(fitName('Guesthouse', NAME_FIT_FULL).lines, ['Guesthouse']);
});

const seatViews = fixture.samples.map((s) => s.view.seats[s.seat]).filter((v) => v && v.squares);

test('tall: the same 21 squares, turned a quarter — row letters across, column numbers down', () => {
  const sv = seatViews.find((v) => v.squares.some((q) => q && q.kind === 'building'));
  const draw = (tall) =>
    expand(
      LandscapeGrid({
        model,
        seatView: sv,
        legal: [],
        lang: 'fr',
        t,
        onPick: noop,
        onInfo: noop,
        own: true,
        tall,
      }),
    );
  const wide = draw(false);
  const tall = draw(true);
  const svg = (nodes) => nodes.find((n) => n.type === 'svg');
  const [, , ww, wh] = attr(svg(wide), 'viewBox').split(' ').map(Number);
  const [, , tw, th] = attr(svg(tall), 'viewBox').split(' ').map(Number);
  assert.ok(ww > wh && th > tw, 'wide is wide, tall is tall');
  assert.ok(tw < 3 * CELL + 20, 'three squares over the width, small margins');
  assert.ok(hasClass(svg(tall), 'gr-landscape-tall'));
  const place = (nodes) =>
    new Map(
      nodes
        .filter((n) => hasClass(n, 'gr-square'))
        .map((n) => [
          attr(n, 'data-square'),
          attr(n, 'transform')
            .match(/translate\(([\d.]+),([\d.]+)\)/)
            .slice(1)
            .map(Number),
        ]),
    );
  const pw = place(wide);
  const pt = place(tall);
  assert.equal(pt.size, 21);
  for (const [sq, [x, y]] of pt) {
    const r = Math.floor(sq / 7);
    const c = sq % 7;
    assert.equal(Math.round(x - pt.get(0)[0]), r * CELL, `square ${sq}: row r is column r`);
    assert.equal(Math.round(y - pt.get(0)[1]), c * CELL, `square ${sq}: column c is row c`);
    assert.equal(Math.round(pw.get(sq)[0] - pw.get(0)[0]), c * CELL);
  }
  const labels = (nodes) =>
    nodes.filter((n) => n.type === 'text' && /^[A-C1-7]$/.test(String(n.props.children)));
  const letters = labels(tall).filter((n) => /[A-C]/.test(n.props.children));
  assert.equal(new Set(letters.map((n) => attr(n, 'y'))).size, 1, 'the row letters on one line, on top');
  // The names drawn are never cut.
  const bnames = tall.filter((x) => hasClass(x, 'gr-bname'));
  assert.ok(bnames.length > 0);
  for (const n of bnames) assert.ok(!String(n.props.children).includes('…'));
});

// A tablet's landscape drawn edge to edge at 1.02 px a unit or more
// ('full'): every name fitted at 10.8 or more (11 px there), a long word
// shrunk on its own line.
test('every building name fits a square of the tablet landscape at 10.8 or more, on up to three lines', () => {
  for (const name of names) checkFit(name, NAME_FIT_FULL, fitName(name, NAME_FIT_FULL));
  assert.deepEqual(fitName('Compagnie de construction', NAME_FIT_FULL).lines, [
    'Compagnie',
    'de',
    'construction',
  ]);
  for (const name of names) assert.deepEqual(fitName(name, NAME_FIT), fitLabel(name, NAME_FIT));
});

test('off a phone, the estate is laid out so the landscape gets 11 px for its smallest name', () => {
  const wide = landscapeBox(3, 7, false);
  const tall = landscapeBox(3, 7, true);
  assert.ok(wide.width > wide.height && tall.height > tall.width);
  const k = 11 / NAME_FIT.minSize; // px a unit needs
  const kFull = 11 / NAME_FIT_FULL.minSize;
  assert.equal(estateMode(2000, true), 'phone', 'a phone keeps its own layout');
  assert.equal(estateMode(null, false), 'above', 'not measured yet');
  // A laptop's estate (1280 × 800 beside the decision panel: 861 px inside
  // its border): the wheels in a column of 140 px or more, the seven columns
  // beside them.
  assert.equal(estateMode(861, false), 'side');
  assert.ok(861 - 2 * ESTATE_PAD - WHEEL_COLUMN - ESTATE_GAP >= wide.width * k);
  // Narrower: the wheels above the landscape, as wide as the estate.
  assert.equal(estateMode(780, false), 'above');
  assert.ok(780 - 2 * ESTATE_PAD >= wide.width * k);
  // A tablet's (1024 × 768: 605 px; 588 px beside a classic 17 px
  // scrollbar): the seven columns edge to edge, not turned, their names
  // fitted at 10.8 or more.
  assert.equal(estateMode(605, false), 'full');
  assert.equal(estateMode(588, false), 'full');
  assert.equal(modeFit('full'), NAME_FIT_FULL);
  assert.ok(605 < wide.width * k);
  // Narrower still: turned a quarter, STAND_WIDTH px wide.
  assert.equal(estateMode(580, false), 'stand');
  assert.ok(STAND_WIDTH >= tall.width * k);
  for (let w = 300; w <= 1400; w += 7) {
    const mode = estateMode(w, false);
    const room = {
      side: w - 2 * ESTATE_PAD - WHEEL_COLUMN - ESTATE_GAP,
      above: w - 2 * ESTATE_PAD,
      full: w,
      stand: STAND_WIDTH,
    }[mode];
    const box = mode === 'stand' ? tall : wide;
    assert.ok(room / box.width >= (mode === 'full' ? kFull : k), `${w} px: ${mode}`);
  }
});
