// What the Fields of Arle board writes on its elements, against the engine
// views of tests/web/fixtures: the numbers the decision panel names village
// spaces and moors by, the animals' species, the goods' names.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { tr } from '../../web/src/games/arle/messages.js';
import { describeAction } from '../../web/src/games/arle/text.js';
import { arleData, drawArle } from './support/arle.js';
import { expand } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const data = arleData;
const views = JSON.parse(fs.readFileSync(new URL('tests/web/fixtures/arle-views.json', root), 'utf8'));

const draw = drawArle;

// The strings drawn as SVG text (tspans included) under the given nodes.
function drawn(nodes) {
  const out = [];
  for (const n of nodes) {
    if (n.type !== 'text' && n.type !== 'tspan') continue;
    const kids = [].concat(n.props.children).filter((c) => typeof c === 'string' || typeof c === 'number');
    if (kids.length) out.push(kids.join(''));
  }
  return out;
}

// The svg drawn with the given aria-label, expanded.
const svgNamed = (nodes, label) =>
  expand(nodes.find((n) => n.type === 'svg' && n.props['aria-label'] === label).props.children);

test('every space and moor number a choice names is written on the viewer’s village', () => {
  let named = 0;
  for (const fx of views) {
    for (const lang of ['en', 'fr']) {
      const nodes = draw(fx, lang);
      const player = tr(lang, 'ui.player', { n: fx.seat + 1 });
      const label = tr(lang, 'ui.village', { name: player });
      const texts = drawn(svgNamed(nodes, label));
      for (const a of fx.legal) {
        const s = describeAction(data, a, fx.view, lang);
        for (const m of s.matchAll(/(?:space|case|moor|tourbière) (\d+)/g)) {
          named++;
          assert.ok(texts.includes(m[1]), `${lang} "${s}": ${m[1]} not drawn`);
        }
      }
    }
  }
  assert.ok(named > 0, 'a fixture names a space');
});

test('the goods panel names each species next to its count, in the board language', () => {
  const fx = views[1];
  for (const lang of ['en', 'fr']) {
    const nodes = draw(fx, lang);
    const player = tr(lang, 'ui.player', { n: fx.seat + 1 });
    assert.ok(player);
    const goods = nodes.filter((n) => n.type === 'svg' && n.props['aria-label'] === tr(lang, 'ui.goods'));
    assert.ok(goods.length > 0);
    const texts = drawn(expand(goods[0].props.children));
    for (const sp of ['sheep', 'cow', 'horse'])
      assert.ok(
        texts.includes(tr(lang, `animal.${sp}`)) || texts.includes(tr(lang, `animals.${sp}`)),
        `${lang} ${sp} in ${texts.join(',')}`,
      );
  }
});

test('the goods cells write every name whole (clothes by a short name, on two lines when long), at 10.5 or more', () => {
  for (const lang of ['en', 'fr']) {
    const nodes = draw(views[1], lang);
    const goods = nodes.find((n) => n.type === 'svg' && n.props['aria-label'] === tr(lang, 'ui.goods'));
    // Each fitted name: its text element's size and its lines.
    const names = expand(goods.props.children)
      .filter((n) => n.type === 'g' && n.props.class === 'ar-fit')
      .map((g) => {
        const text = expand([].concat(g.props.children)).find((n) => n.type === 'text');
        return { size: text.props['font-size'], lines: drawn(expand([].concat(text.props.children))) };
      });
    assert.equal(names.length, 16, lang);
    const whole = names.map((n) => n.lines.join(' '));
    assert.ok(whole.includes(tr(lang, 'good.short.winterClothes')), `${lang}: ${whole.join(', ')}`);
    for (const n of names) {
      assert.ok(n.lines.length <= 2, `${lang} more than two lines: ${n.lines}`);
      assert.ok(n.size >= 10.5, `${lang} shrunk to ${n.size}: ${n.lines}`);
      for (const l of n.lines) assert.ok(!l.includes('…'), `${lang} cut: ${l}`);
    }
  }
});

test('the tools panel writes every tool name whole, on two lines when long', () => {
  for (const lang of ['en', 'fr']) {
    const nodes = draw(views[1], lang);
    const tools = nodes.find((n) => n.type === 'svg' && n.props['aria-label'] === tr(lang, 'ui.tools'));
    const texts = drawn(expand(tools.props.children)).join(' ');
    assert.ok(!texts.includes('…'), `${lang} a tool name cut: ${texts}`);
    for (const tool of views[1].view.boards[0].tools)
      for (const word of tr(lang, 'tool.' + tool.id).split(' '))
        assert.ok(texts.includes(word), `${lang} ${word}`);
  }
});

test('a sale says what goes for how much food, never "sale 2"', () => {
  const fx = views.find((v) => v.legal.some((a) => a.type === 'sell'));
  for (const dest of data.destinations) {
    const view = { ...fx.view, pending: { ...fx.view.pending, destination: dest.id } };
    dest.sales.forEach((sale, item) => {
      for (const lang of ['en', 'fr']) {
        const s = describeAction(data, { type: 'sell', item, variant: -1 }, view, lang);
        assert.doesNotMatch(s, /\b(sale|vente) \d|sale\.|undefined/, `${dest.id} ${item} ${lang}: ${s}`);
        if (sale.food) assert.ok(s.includes(String(sale.food)), `${dest.id} ${item} ${lang}: ${s}`);
      }
    });
  }
  const norden = { ...fx.view, pending: { ...fx.view.pending, destination: 'norden' } };
  assert.equal(
    describeAction(data, { type: 'sell', item: 0, variant: -1 }, norden, 'en'),
    'Sell: Norden · sheep for 4 food',
  );
  assert.equal(
    describeAction(data, { type: 'sell', item: 2, variant: -1 }, norden, 'en'),
    'Sell: Norden · peat boat for 5 food',
  );
  assert.equal(
    describeAction(data, { type: 'sell', item: 1, variant: -1 }, norden, 'fr'),
    'Vendre : Norden · vêtements d’hiver contre 7 nourritures',
  );
});

test('a sale in the log names the destination travelled to, once the sale is over', async () => {
  const { describeLog } = await import('../../web/src/games/arle/index.js');
  const view = { ...views[0].view, pending: null };
  const log = [
    { player: 0, action: { type: 'load', item: 'aurich', vehicle: 0, cell: 0 } },
    { player: 1, action: { type: 'load', item: 'norden', vehicle: 0, cell: 0 } },
    { player: 0, action: { type: 'sell', item: 1, variant: -1 } },
  ];
  assert.equal(describeLog(log[2], view, 'en', log), 'Sell: Aurich · horse for 5 food');
  assert.equal(describeLog(log[2], view, 'fr', log), 'Vendre : Aurich · cheval contre 5 nourritures');
});

test('onBoard tells exactly which legal actions a board element plays', async () => {
  const T = await import('../../web/src/games/arle/targets.js');
  const same = (a, b) =>
    JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  const solo = JSON.parse(fs.readFileSync(new URL('tests/web/fixtures/arle-solo.json', root), 'utf8'));
  for (const fx of [...views, solo]) {
    const played = [];
    const nodes = drawArle(fx, 'en', { play: (a) => played.push(a), onChoose: (l) => played.push(...l) });
    for (const g of nodes.filter((n) => n.type === 'g' && String(n.props.class).includes('ar-target')))
      g.props.onClick({ stopPropagation() {} });
    for (const a of fx.legal)
      assert.equal(
        T.onBoard(a, fx.view),
        played.some((p) => same(p, a)),
        JSON.stringify(a),
      );
  }
});

// Every string child of the expanded tree, joined.
const allText = (nodes) =>
  nodes
    .flatMap((n) => [].concat(n.props && n.props.children))
    .filter((c) => typeof c === 'string')
    .join('\n');

test('paying subsistence says what it costs, and the info line sends to the panel when nothing is on the board', () => {
  const fx = views[1];
  for (const season of ['summer', 'winter']) {
    const view = { ...fx.view, phase: 'subsistence', season, pending: null };
    const legal = [{ type: 'feed' }];
    assert.equal(
      describeAction(data, legal[0], view, 'en'),
      season === 'summer' ? 'Pay subsistence: 3 food and 2 peat' : 'Pay subsistence: 3 food',
    );
    for (const lang of ['en', 'fr']) {
      const text = allText(draw({ ...fx, view, legal }, lang));
      assert.ok(text.includes(tr(lang, 'ui.hintPanel')), `${lang}: ${text.slice(0, 200)}`);
      assert.ok(!text.includes(tr(lang, 'ui.hint')));
    }
  }
  const text = allText(draw(fx, 'en'));
  assert.ok(text.includes(tr('en', 'ui.hint')) && !text.includes(tr('en', 'ui.hintPanel')));
});

// Subsistence (p. 8): food, then grain, then animals for the food; peat, then wood or planks for the
// fuel; 2 VP per unit still missing. The engine's bill names what is really taken.
test('the subsistence button and its log line say what it takes: grain and animals, wood, what is missing', () => {
  const view = { ...views[1].view, phase: 'subsistence', season: 'summer', pending: null, deciding: -1 };
  const bill = { food: 0, grain: 1, peat: 1, wood: 0, plank: 1, animals: 2, missing: 0 };
  assert.equal(
    describeAction(data, { type: 'feed' }, { ...view, feedBill: bill }, 'en'),
    'Pay subsistence: 1 grain, 2 animals, 1 peat and 1 plank',
  );
  assert.equal(
    describeAction(data, { type: 'feed' }, { ...view, feedBill: bill }, 'fr'),
    'Payer la subsistance : 1 blé, 2 animaux, 1 tourbe et 1 madrier',
  );
  // The log's line: what was paid then, whatever the view shows now (winter, no bill).
  const paid = { food: 3, grain: 0, peat: 0, wood: 0, plank: 0, animals: 0, missing: 2 };
  const later = { ...view, season: 'winter', phase: 'work' };
  assert.equal(
    describeAction(data, { type: 'feed', paid }, later, 'fr'),
    'Payer la subsistance : 3 nourritures et 2 manquants (−4 PV)',
  );
  assert.equal(
    describeAction(data, { type: 'feed', paid }, later, 'en'),
    'Pay subsistence: 3 food and 2 missing (−4 VP)',
  );
  // Animals of more than one kind held: which ones is asked next, and the button says so.
  const boards = view.boards.map((b) =>
    b.seat === 0 ? { ...b, animals: { sheep: 1, cow: 0, horse: 2 } } : b,
  );
  assert.equal(
    describeAction(data, { type: 'feed' }, { ...view, boards, deciding: 0, feedBill: bill }, 'fr'),
    'Payer la subsistance : 1 blé, 2 animaux (au choix ensuite), 1 tourbe et 1 madrier',
  );
  assert.equal(
    describeAction(data, { type: 'feed', paid: { ...paid, food: 3, missing: 0 } }, later, 'en'),
    'Pay subsistence: 3 food',
  );
});

test('every vehicle cell a loading choice names is numbered on the barn', () => {
  let named = 0;
  for (const fx of views) {
    for (const lang of ['en', 'fr']) {
      const texts = drawn(svgNamed(draw(fx, lang), tr(lang, 'ui.barn')));
      for (const a of fx.legal.filter((x) => x.type === 'load')) {
        const s = describeAction(data, a, fx.view, lang);
        const m = /\((?:cell|case) (\d+)\)/.exec(s);
        assert.ok(m, s);
        named++;
        assert.ok(texts.includes(m[1]), `${lang} "${s}": cell ${m[1]} not drawn`);
      }
    }
  }
  assert.ok(named >= 2, `only ${named} loading choices in the fixtures`);
});

// « Potier », « Boulanger », … (p. 13) and the bakehouse ask how many times to convert: the choice
// names what it repeats, from the engine's pending.convert.
test('a "how many times?" choice names the space or building it repeats', () => {
  const base = views[1].view;
  const cases = {
    woolWeaver: 'Wool weaver',
    tanner: 'Tanner',
    linenWeaver: 'Linen weaver',
    potter: 'Potter',
    baker: 'Baker',
    bakehouse: 'Bakehouse',
  };
  for (const [convert, name] of Object.entries(cases)) {
    const view = { ...base, pending: { kind: 'amount', player: 0, convert } };
    assert.equal(describeAction(data, { type: 'amount', n: 2 }, view, 'en'), `${name}: 2 times`);
    assert.equal(describeAction(data, { type: 'amount', n: 1 }, view, 'en'), `${name}: once`);
  }
  const view = { ...base, pending: { kind: 'amount', player: 0, convert: 'potter' } };
  assert.equal(describeAction(data, { type: 'amount', n: 0 }, view, 'fr'), 'Potier : 0 fois');
  assert.equal(describeAction(data, { type: 'amount', n: 2 }, { ...base, pending: null }, 'fr'), '2 fois');
  // The log's line: the engine's public action says what was repeated, the decision long gone.
  assert.equal(
    describeAction(data, { type: 'amount', n: 2, convert: 'bakehouse' }, { ...base, pending: null }, 'en'),
    'Bakehouse: 2 times',
  );
  assert.equal(
    describeAction(data, { type: 'done' }, { ...base, phase: 'endWork' }, 'en'),
    'End the work (the inventory follows)',
  );
  // The log's line: the phase it ended, carried by the engine's public action.
  assert.equal(
    describeAction(data, { type: 'done', phase: 'endWork' }, { ...base, phase: 'beforeNovember' }, 'fr'),
    'Finir le labeur (l’inventaire suit)',
  );
});

// Phase de labeur, p. 6: a space whose action would give nothing now stays open (the engine marks
// it idle); its button and the board say so before the worker is spent.
test('a space that would give nothing says so on its button and on the board', () => {
  const fx = views.find((v) => v.legal.some((a) => a.type === 'place'));
  const place = fx.legal.find((a) => a.type === 'place');
  const spaces = fx.view.actionSpaces.map((s) => (s.id === place.space ? { ...s, idle: true } : s));
  const view = { ...fx.view, actionSpaces: spaces };
  assert.match(describeAction(data, place, view, 'en'), /^Place a worker.*\(nothing to gain\)$/);
  assert.match(describeAction(data, place, view, 'fr'), /\(rien à y gagner\)$/);
  assert.doesNotMatch(describeAction(data, place, fx.view, 'en'), /nothing to gain/);
  const text = allText(draw({ ...fx, view }, 'en'));
  assert.ok(text.includes('∅'));
  assert.ok(!allText(draw(fx, 'en')).includes('∅'));
});
