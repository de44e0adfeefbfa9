// The Fields of Arle board's pure parts against real engine views
// (tests/web/fixtures/arle-views.json, written from ludotheca-cli games):
// strings in both languages, action labels for every action type, click
// targets, and what the drawn SVG highlights and plays.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { messages, tr } from '../../web/src/games/arle/messages.js';
import { describeAction } from '../../web/src/games/arle/text.js';
import * as T from '../../web/src/games/arle/targets.js';
import { wrap } from '../../web/src/games/arle/Board.jsx';
import { arleData, drawArle } from './support/arle.js';
import { expand, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const data = arleData;
const views = JSON.parse(fs.readFileSync(new URL('tests/web/fixtures/arle-views.json', root), 'utf8'));

const same = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function draw(fx, lang = 'fr') {
  const played = [];
  const chosen = [];
  const infos = [];
  const nodes = drawArle(fx, lang, {
    play: (a) => played.push(a),
    onChoose: (l) => chosen.push(l),
    setInfo: (l) => infos.push(l),
  });
  return { nodes, played, chosen, infos };
}

test('French and English messages have the same keys, none empty, same placeholders', () => {
  const fr = Object.keys(messages.fr).sort();
  const en = Object.keys(messages.en).sort();
  assert.deepEqual(fr, en);
  const ph = (s) => (s.match(/\{\w+\}/g) || []).sort();
  for (const k of fr) {
    assert.ok(messages.fr[k].trim() && messages.en[k].trim(), `empty ${k}`);
    assert.deepEqual(ph(messages.fr[k]), ph(messages.en[k]), `placeholders of ${k}`);
  }
});

test('every good, tile, phase, pending kind and score category of the views has words', () => {
  for (const lang of ['fr', 'en']) {
    const m = messages[lang];
    for (const fx of views) {
      const v = fx.view;
      assert.ok(`phase.${v.phase}` in m, `${lang} phase.${v.phase}`);
      if (v.pending) assert.ok(`pending.${v.pending.kind}` in m, `${lang} pending.${v.pending.kind}`);
      for (const b of v.boards) {
        for (const g of Object.keys(b.goods)) assert.ok(`good.${g}` in m, `${lang} good.${g}`);
        for (const s of b.village.spaces)
          assert.ok(`tile.${s.tile}` in m && `tile.effect.${s.tile}` in m, `${lang} tile.${s.tile}`);
        for (const k of Object.keys(b.score))
          if (k !== 'total') assert.ok(`score.${k}` in m, `${lang} score.${k}`);
        for (const mo of b.village.moors) assert.ok(`moor.${mo.state}` in m);
      }
      for (const b of v.buildings) assert.ok(`cost.${b.cost}` in m, `${lang} cost of ${b.id}`);
      for (const b of v.buildings)
        assert.ok(b.costNames && b.costNames[lang], `${lang} cost names of ${b.id}`);
    }
  }
});

test('describeAction words every action of the fixtures, in both languages', () => {
  const types = new Set();
  for (const fx of views) {
    for (const a of fx.legal) {
      types.add(a.type);
      for (const lang of ['fr', 'en']) {
        const s = describeAction(data, a, fx.view, lang);
        assert.ok(s && s.length > 2, `${a.type} ${lang}`);
        assert.doesNotMatch(
          s,
          /undefined|NaN|\{\w+\}|\b(act|opt|pay|good|animal|holding)\.\w/,
          `${JSON.stringify(a)} ${lang}: ${s}`,
        );
      }
    }
  }
  for (const ty of [
    'place',
    'skip',
    'done',
    'stop',
    'pick',
    'build',
    'tool',
    'extract',
    'upgrade',
    'vehicle',
    'amount',
    'load',
    'sell',
    'move',
    'release',
    'boat',
    'discard',
    'feed',
    'field',
    'house',
  ])
    assert.ok(types.has(ty), `fixtures hold a ${ty} action`);
  const place =
    views[0].legal.find((a) => a.type === 'place') ||
    views.flatMap((f) => f.legal).find((a) => a.type === 'place');
  const fx = views.find((f) => f.legal.includes(place));
  const sp = fx.view.actionSpaces.find((s) => s.id === place.space);
  assert.ok(describeAction(data, place, fx.view, 'en').includes(sp.names.en));
  assert.ok(describeAction(data, place, fx.view, 'fr').includes(sp.names.fr));
});

test('every way to pay an inn has words, 2 planks and 2 bricks included', () => {
  // engine/games/arle/README.md, `pay`: an inn's 6 pairs of different materials, then 6 plank + plank
  // and 7 brick + brick (a plank for the wood, a brick for the clay, Phase 2, p. 6).
  const fx = views.find((f) => f.view.buildings.some((b) => b.group === 'blue'));
  const inn = fx.view.buildings.find((b) => b.group === 'blue');
  for (const lang of ['fr', 'en']) {
    const seen = new Set();
    for (let pay = 0; pay < 8; pay++) {
      const s = describeAction(data, { type: 'build', building: inn.id, pay }, fx.view, lang);
      assert.ok(s.includes(tr(lang, `pay.inn.${pay}`)), `${lang} ${pay}: ${s}`);
      assert.doesNotMatch(s, /undefined|\{\w+\}|\bpay\.\w/, `${lang} ${pay}: ${s}`);
      seen.add(s);
    }
    assert.equal(seen.size, 8);
  }
  assert.match(tr('en', 'pay.inn.6'), /plank \+ plank/);
  assert.match(tr('en', 'pay.inn.7'), /brick \+ brick/);
});

test('the action spaces, tools, vehicles, destinations and buildings take the actions that concern them', () => {
  for (const fx of views) {
    for (const a of fx.legal) {
      if (a.type === 'place')
        assert.deepEqual(
          T.spaceActions(fx.legal, a.space).filter((x) => x.type === 'place'),
          [a],
        );
      if (a.type === 'tool') assert.ok(T.toolActions(fx.legal, a.tool).includes(a));
      if (a.type === 'load') {
        assert.ok(T.vehicleActions(fx.legal, a.vehicle).includes(a));
        assert.ok(
          T.vehicleActions(fx.legal, a.vehicle, a.cell).every(
            (x) => x.cell === a.cell && x.vehicle === a.vehicle,
          ),
        );
      }
      if (a.type === 'build') assert.ok(T.buildingActions(fx.legal, a.building).includes(a));
      if (a.type === 'sell')
        assert.ok(T.destinationActions(fx.legal, fx.view, fx.view.pending.destination).includes(a));
      if (a.type === 'extract') assert.ok(T.moorActions(fx.legal, a.moor).includes(a));
      if (a.type === 'move') {
        const vil = fx.view.boards[fx.seat].village;
        const sp = vil.spaces.find((s) => s.holding === a.to || s.holding + 1 === a.to);
        if (sp) assert.ok(T.villageActions(fx.legal, sp).includes(a));
        else assert.equal(a.to, vil.dikeHolding);
      }
    }
  }
});

test('the drawing highlights exactly the elements with actions, and a click plays or narrows', () => {
  let checkedLoad = false;
  for (const fx of views) {
    const { nodes, played, chosen } = draw(fx);
    const targets = nodes.filter((n) => n.type === 'g' && hasClass(n, 'ar-target'));
    assert.equal(
      nodes.filter((n) => n.type === 'g' && hasClass(n, 'ar-el')).length > 60,
      true,
      'many elements drawn',
    );
    const covered = new Set();
    for (const g of targets) {
      g.props.onClick({ stopPropagation() {} });
    }
    for (const a of played) {
      assert.ok(fx.legal.some((l) => same(l, a)));
      covered.add(JSON.stringify(a));
    }
    for (const list of chosen) {
      assert.ok(list.length > 1);
      for (const a of list) {
        assert.ok(fx.legal.some((l) => same(l, a)));
        covered.add(JSON.stringify(a));
      }
    }
    // Every placement, tool move, load, sale, extraction and build is on the drawing.
    for (const a of fx.legal) {
      if (['place', 'tool', 'load', 'sell', 'extract', 'build', 'move', 'boat'].includes(a.type)) {
        assert.ok(covered.has(JSON.stringify(a)), `${JSON.stringify(a)} is clickable`);
      }
      if (a.type === 'load') checkedLoad = true;
    }
    // With no legal actions, nothing is highlighted.
    const idle = draw({ ...fx, legal: [] });
    assert.equal(idle.nodes.filter((n) => n.type === 'g' && hasClass(n, 'ar-target')).length, 0);
  }
  assert.ok(checkedLoad, 'a fixture loads a vehicle');
});

test('every element carries a tooltip, in the board language; a tap on a plain element shows it', () => {
  const fx = views[1];
  for (const lang of ['fr', 'en']) {
    const { nodes } = draw(fx, lang);
    const els = nodes.filter((n) => n.type === 'g' && hasClass(n, 'ar-el'));
    for (const g of els) {
      const title = expand(g.props.children).find((n) => n.type === 'title');
      assert.ok(title && String(title.props.children).length > 1);
    }
    const texts = nodes
      .filter((n) => n.type === 'title')
      .map((n) => String(n.props.children))
      .join('\n');
    const anySpace = fx.view.actionSpaces[0];
    assert.ok(texts.includes(tr(lang, 'space.text.' + anySpace.id)), 'action space effect in the tooltip');
    const b = fx.view.buildings[0];
    assert.ok(texts.includes(tr(lang, 'building.text.' + b.id)), 'building effect in the tooltip');
  }
  const { nodes, infos } = draw({ ...fx, legal: [] }, 'en');
  const el = nodes.find((n) => n.type === 'g' && hasClass(n, 'ar-el'));
  el.props.onClick({ stopPropagation() {} });
  assert.equal(infos.length, 1);
  assert.ok(infos[0][0].length > 0);
});

test('wrap splits labels in at most the lines asked', () => {
  assert.deepEqual(wrap('Marchand de matériaux', 12), ['Marchand de', 'matériaux']);
  assert.equal(wrap('a b c d e f g h i j k l m n o p', 3, 2).length, 2);
  assert.equal(tr('en', 'ui.halfYear', { n: 4 }), 'Half-year 4/9');
});

test('a solo game draws one village and takes its placements from the board', () => {
  const solo = JSON.parse(fs.readFileSync(new URL('tests/web/fixtures/arle-solo.json', root), 'utf8'));
  assert.equal(solo.view.boards.length, 1);
  const { nodes, played, chosen } = draw(solo, 'en');
  assert.equal(nodes.filter((n) => n.type === 'section' && hasClass(n, 'ar-player')).length, 1);
  const targets = nodes.filter((n) => n.type === 'g' && hasClass(n, 'ar-target'));
  for (const g of targets) g.props.onClick({ stopPropagation() {} });
  const reached = [...played, ...chosen.flat()];
  for (const a of solo.legal.filter((x) => x.type === 'place'))
    assert.ok(
      reached.some((r) => same(r, a)),
      JSON.stringify(a),
    );
});

test("the other player's village, barn and goods never light up", () => {
  for (const fx of views) {
    const { nodes } = draw(fx);
    for (const sec of nodes.filter((n) => n.type === 'section' && hasClass(n, 'ar-player'))) {
      const lit = expand(sec.props.children).filter((n) => n.type === 'g' && hasClass(n, 'ar-target'));
      if (sec.props['data-seat'] !== fx.seat)
        assert.equal(lit.length, 0, `seat ${sec.props['data-seat']} board of a view for ${fx.seat}`);
    }
  }
});

// The grocer (p. 12) and the builders' merchant (p. 13) offer a plank or a brick: their chips in the
// goods grid take the choice, as the animals' chips take sheep, cow or horse.
test('a plank or a brick to choose is tapped on its goods chip', () => {
  const legal = [
    { type: 'pick', option: 'plank' },
    { type: 'pick', option: 'brick' },
    { type: 'pick', option: 'sheep' },
    { type: 'boat', good: 'wood' },
  ];
  assert.deepEqual(T.goodActions(legal, 'plank'), [legal[0]]);
  assert.deepEqual(T.goodActions(legal, 'brick'), [legal[1]]);
  assert.deepEqual(T.goodActions(legal, 'wood'), [legal[3]]);
  assert.deepEqual(T.goodActions(legal, 'food'), []);
  assert.ok(T.onBoard(legal[0], {}) && T.onBoard(legal[1], {}));
});

// On a phone the board is thousands of pixels of page: its parts are named for the pinned strip's
// chips (ui/SectionNav.jsx), in the order they are drawn: the action spaces, the viewer's farm, the
// shared tools and buildings, then the other farms.
test('the board names its parts for the phone chips: actions, my farm, tools and buildings, the others', () => {
  for (const fx of views) {
    for (const lang of ['fr', 'en']) {
      const { nodes } = draw(fx, lang);
      const parts = nodes.filter((n) => n.props && n.props['data-section']);
      const keys = parts.map((n) => n.props['data-section']);
      const others = fx.view.boards
        .map((b) => b.seat)
        .filter((s) => s !== fx.seat)
        .map((s) => 'farm:' + s);
      assert.deepEqual(keys, ['actions', 'farm:' + fx.seat, 'shared', ...others]);
      const label = (k) => parts[keys.indexOf(k)].props['data-section-label'];
      assert.equal(label('actions'), tr(lang, 'part.actions'));
      assert.equal(label('farm:' + fx.seat), tr(lang, 'part.myFarm'));
      assert.equal(label('shared'), tr(lang, 'part.shared'));
      for (const k of others) assert.equal(label(k), tr(lang, 'ui.player', { n: Number(k.slice(5)) + 1 }));
    }
  }
});

// The kit's pill to the choices and the chips' dots skip elements marked data-free: the moves open
// at any time (animals moved or released) must not draw a new player away from the decision.
test('the animals are marked free beside a decision; when the decision offers nothing else they are its answers', () => {
  const marked = (fx) =>
    draw(fx).nodes.filter(
      (n) => n.type === 'g' && hasClass(n, 'ar-target') && n.props['data-free'] !== undefined,
    );
  const freeTypes = ['move', 'load', 'discard', 'boat', 'release'];
  // « Combien de fois ? » (an amount, answered in the panel) beside the free moves.
  const amount = views.find((fx) => fx.legal.some((a) => a.type === 'amount'));
  assert.ok(amount && amount.legal.some((a) => a.type === 'move'));
  const free = marked(amount);
  assert.ok(free.length > 0, 'the animals are marked free');
  // Only the free moves left: none is marked (they are the decision's answers).
  const onlyFree = { ...amount, legal: amount.legal.filter((a) => freeTypes.includes(a.type)) };
  assert.ok(draw(onlyFree).nodes.some((n) => n.type === 'g' && hasClass(n, 'ar-target')));
  assert.equal(marked(onlyFree).length, 0);
});
