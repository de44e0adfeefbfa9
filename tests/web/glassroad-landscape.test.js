// Glass Road's landscape on a phone: turned a quarter (`tall`), three squares
// over the width, so that its building names read at 11 px without zooming
// (and off a phone, laid out by the room the estate has: estateMode);
// every building name of data.json fits a square whole (wrapped between
// words or at a syllable of fit.js's list, never cut elsewhere nor "…",
// no word drawn smaller than its name) at 9.5 or more.
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
import {
  NAME_FIT,
  NAME_FIT_FULL,
  TILE_FIT,
  CARD_FIT,
  cardNameFit,
  fitName,
  hyphenate,
  tileName,
} from '../../web/src/games/glassroad/fit.js';
import { PrivateOffer } from '../../web/src/games/glassroad/BuildingBoard.jsx';
import { CardFace } from '../../web/src/games/glassroad/CraftsmanHand.jsx';
import { fitLabel, textWidth, SOFT_HYPHEN } from '../../web/src/ui/board/fit.js';
import { expand, attr, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const data = JSON.parse(fs.readFileSync(new URL('engine/games/glassroad/data.json', root), 'utf8'));
const fixture = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/glassroad-engine-views.json', root), 'utf8'),
);
const model = buildModel(data);
const t = (k, v) => tr('fr', k, v);
const noop = () => {};
const buildings = [...data.buildings, ...(data.baseBuildings || [])];
const names = buildings.flatMap((b) => [b.names.fr, b.names.en]);
const named = buildings.flatMap((b) => [
  [b.names.fr, 'fr'],
  [b.names.en, 'en'],
]);

// The lines of a fitted name, checked: at most `fit.lines`, each no wider
// than the room at its size, each made of whole words of the name (or the
// parts of a word of its own with a hyphen: "Garde-|manger"; or, with
// `lang`, the syllables fit.js lists, a "-" ending the line where one is
// broken: "Glass-|blowers'"), in order; a line drawn under fit.minSize holds
// a single word too wide at fit.minSize.
function checkFit(name, fit, { lines, size, sizes }, lang) {
  assert.ok(lines.length >= 1 && lines.length <= fit.lines, name);
  assert.ok(size >= fit.minSize, `${name}: ${size}`);
  const parts = hyphenate(name, lang)
    .split(/\s+/)
    .flatMap((w) => w.split(/(?<=[^-]-)(?=[^-])/))
    .flatMap((w) => w.split(SOFT_HYPHEN).map((text, j) => ({ text, soft: j > 0 })));
  let k = 0;
  lines.forEach((l, i) => {
    const at = sizes ? sizes[i] : size;
    assert.ok(textWidth(l, at) <= fit.width, `${name}: "${l}" at ${at}`);
    let rest = l;
    assert.ok(!parts[k]?.soft || i > 0, name);
    while (rest) {
      const p = parts[k++];
      assert.ok(p !== undefined && rest.startsWith(p.text), `${name}: "${l}" breaks inside a word`);
      rest = rest.slice(p.text.length);
      if (parts[k]?.soft) {
        if (rest === '-') rest = '';
        else assert.ok(!rest.startsWith(' '), `${name}: "${l}"`);
      } else rest = rest.replace(/^ /, '');
    }
    if (parts[k]?.soft) assert.ok(l.endsWith('-'), `${name}: "${l}" broken at a syllable without its "-"`);
    if (at < fit.minSize)
      assert.ok(!l.includes(' ') && textWidth(l, fit.minSize) > fit.width, `${name}: "${l}"`);
  });
  assert.equal(k, parts.length, `${name}: every word drawn`);
}

test('every building name fits a landscape square whole, at 9.5 or more, on up to three lines', () => {
  assert.ok(names.length > 100);
  for (const name of names) checkFit(name, NAME_FIT, fitLabel(name, NAME_FIT));
  // As the board draws them, in their own language: no word drawn smaller
  // than the rest of its name, a long word broken at a syllable instead.
  for (const [name, lang] of named) {
    const fitted = fitName(name, NAME_FIT, lang);
    checkFit(name, NAME_FIT, fitted, lang);
    assert.equal(fitted.sizes, undefined, `${name}: a word shrunk`);
  }
});

test('a word too long is never cut: it breaks at a listed syllable, else goes on a line of its own, shrunk', () => {
  const first = (name) => fitLabel(name, NAME_FIT);
  const camp = first('Glassblowers’ Camp');
  assert.deepEqual(camp.lines, ['Glassblowers’', 'Camp']);
  assert.ok(camp.sizes[0] < NAME_FIT.minSize && camp.sizes[1] === camp.size);
  assert.ok(textWidth('Glassblowers’', camp.sizes[0]) <= NAME_FIT.width);
  assert.deepEqual(first('Garde-manger').lines, ['Garde-', 'manger'], 'at its own hyphen');
  assert.deepEqual(first('Forest Glassworks').lines, ['Forest', 'Glassworks']);
  assert.equal(first('Forest Glassworks').sizes, undefined, 'nothing shrunk when every word fits');
  // The same names as drawn: a listed word breaks at its syllable, with a "-".
  assert.deepEqual(fitName('Glassblowers’ Camp', NAME_FIT, 'en'), {
    lines: ['Glass-', 'blowers’', 'Camp'],
    size: 12.5,
  });
  assert.deepEqual(fitName('Quincaillerie', NAME_FIT_FULL, 'fr').lines, ['Quincail-', 'lerie']);
  // Whole words are kept while they fit at the smallest size: no break.
  assert.deepEqual(fitName('Forest Glassworks', NAME_FIT, 'en').lines, ['Forest', 'Glassworks']);
  assert.deepEqual(fitName('Guesthouse', NAME_FIT, 'en').lines, ['Guesthouse']);
  assert.deepEqual(fitName('Guesthouse', NAME_FIT_FULL, 'en').lines, ['Guest-', 'house']);
  // A syllable of the other language's list is not used.
  assert.equal(hyphenate('Construction Company', 'fr'), 'Construction Company');
  assert.equal(
    hyphenate('Compagnie de construction', 'fr'),
    `Compa${SOFT_HYPHEN}gnie de cons${SOFT_HYPHEN}truc${SOFT_HYPHEN}tion`,
  );
});

// The building board's tiles (and a private offer's): every name whole, on
// two lines at 11.2 or more, three where two would need less. Before, a
// count of characters cut « Maison des amis de la nature » to « amis de la… ».
test('every building name fits a building-board tile whole, at 11.2 or more, never cut', () => {
  const three = [];
  for (const [name, lang] of named) {
    const fitted = tileName(name, lang);
    checkFit(name, { ...TILE_FIT, lines: 3 }, fitted, lang);
    assert.equal(fitted.sizes, undefined, `${name}: a word shrunk`);
    if (fitted.lines.length === 3) three.push(name);
  }
  assert.deepEqual(three.sort(), ['Cabinetmaker’s Workshop', 'Maison des amis de la nature']);
  assert.deepEqual(tileName('Maison des amis de la nature', 'fr'), {
    lines: ['Maison des', 'amis de la', 'nature'],
    size: 12.5,
  });
  const drawn = expand(
    PrivateOffer({
      model,
      seatView: { seat: 0, name: 'Anna', offer: ['nature_friends_house'] },
      legal: [],
      lang: 'fr',
      t,
      onPickBuilding: noop,
      onInfo: noop,
    }),
  ).filter((n) => hasClass(n, 'gr-tname'));
  assert.deepEqual(
    drawn.map((n) => String(n.props.children)),
    ['Maison des', 'amis de la', 'nature'],
  );
  assert.ok(drawn.every((n) => attr(n, 'font-size') === 12.5));
});

// The craftsman cards' names, in their coloured band: whole, on two lines at
// 11. Before, a count of characters put « combustibles » (84.6 units at 11)
// on a line of its own in a band 82 units wide, over its edges.
test('every craftsman card name fits its band whole, at 11, never cut', () => {
  for (const c of data.craftsmen)
    for (const lang of ['fr', 'en']) {
      const fitted = cardNameFit(c.names[lang], lang);
      checkFit(c.names[lang], CARD_FIT, fitted, lang);
      assert.equal(fitted.sizes, undefined, `${c.names[lang]}: a word shrunk`);
      assert.equal(fitted.size, 11, c.names[lang]);
    }
  const nodes = expand(CardFace({ model, id: 'fuel_merchant', lang: 'fr' }));
  const drawn = nodes.filter((n) => hasClass(n, 'gr-cname'));
  assert.deepEqual(
    drawn.map((n) => String(n.props.children)),
    ['Livreur de', 'combustibles'],
  );
  assert.ok(drawn.every((n) => attr(n, 'font-size') === 11));
  // The band holds the longest line: "combustibles" overran the old 82-unit band.
  const band = nodes.find((n) => n.type === 'rect' && attr(n, 'height') === 30);
  assert.ok(textWidth('combustibles', 11) <= CARD_FIT.width);
  assert.ok(textWidth('combustibles', 11) > 82);
  assert.ok(CARD_FIT.width <= attr(band, 'width') - 2);
});

test('the board kit: a soft hyphen is a break drawn "-", and nothing where the line goes on', () => {
  const text = `Cabinet${SOFT_HYPHEN}maker’s Workshop`;
  assert.deepEqual(fitLabel(text, { width: 72, size: 12.5, lines: 3, minSize: 9.5 }).lines, [
    'Cabinet-',
    'maker’s',
    'Workshop',
  ]);
  assert.deepEqual(fitLabel(text, { width: 400, size: 12.5, lines: 3 }).lines, ['Cabinetmaker’s Workshop']);
  // The "-" counts in the line's width: a syllable that fits only without it is not taken there.
  const narrow = textWidth('Cabinet', 12.5) + 1;
  const got = fitLabel(text, { width: narrow, size: 12.5, lines: 3, minSize: 12.5 });
  got.lines.forEach((l, i) => assert.ok(textWidth(l, got.sizes ? got.sizes[i] : got.size) <= narrow, l));
  assert.ok(!got.lines.includes('Cabinet-'), JSON.stringify(got));
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
// broken at a syllable, none shrunk.
test('every building name fits a square of the tablet landscape at 10.8 or more, on up to three lines', () => {
  for (const [name, lang] of named) {
    const fitted = fitName(name, NAME_FIT_FULL, lang);
    checkFit(name, NAME_FIT_FULL, fitted, lang);
    assert.equal(fitted.sizes, undefined, `${name}: a word shrunk`);
  }
  // Before the syllables, "construction" was drawn at 9.9 under two 11s.
  assert.deepEqual(fitName('Compagnie de construction', NAME_FIT_FULL, 'fr'), {
    lines: ['Compagnie', 'de cons-', 'truction'],
    size: 11,
  });
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
