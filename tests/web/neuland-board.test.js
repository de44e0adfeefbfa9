// The Neuland board's pure parts: strings in both languages, action labels,
// click targets, geometry, the workers drawn on tiles, and what the SVG parts
// highlight for a sample view (tests/web/fixtures/neuland-view.json, shaped
// like the engine's view JSON) and for views of the engine itself
// (tests/web/fixtures/neuland-engine-views.json, from ludotheca-cli).
import { test } from 'vitest';
import { dispatch } from '../../web/src/ui/board/dispatch.js';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { h } from 'preact';
import { messages, tr } from '../../web/src/games/neuland/messages.js';
import {
  buildModel,
  mergedRecipe,
  isMine,
  workerSummary,
  workersOf,
} from '../../web/src/games/neuland/model.js';
import {
  describeAction,
  kindLines,
  buildingLines,
  hexLabel,
  stepsText,
  sourceGood,
} from '../../web/src/games/neuland/text.js';
import {
  tileActions,
  hexActions,
  supplyActions,
  hexesForKind,
  stackActionsFor,
  spotOfAction,
} from '../../web/src/games/neuland/targets.js';
import {
  HEX_R,
  SQRT3,
  TILE_W,
  TILE_H,
  HEX_BADGE,
  hexCenter,
  hexCorners,
  tileSlot,
  stepsLeft,
  reachableSpaces,
  hexDistance,
  spaceCenter,
  RING_R,
  SPACE_R,
  BOARD_HALF,
} from '../../web/src/games/neuland/geometry.js';
import { HexMap } from '../../web/src/games/neuland/HexMap.jsx';
import { BuildingSupply } from '../../web/src/games/neuland/BuildingSupply.jsx';
import { TimeLine } from '../../web/src/games/neuland/TimeLine.jsx';
import { PlayerPanels } from '../../web/src/games/neuland/PlayerPanels.jsx';
import { TileFace } from '../../web/src/games/neuland/Tile.jsx';
import { expand, attr, hasClass } from './support/vnodes.js';

const root = new URL('../../', import.meta.url);
const data = JSON.parse(fs.readFileSync(new URL('engine/games/neuland/data.json', root), 'utf8'));
const { view, legal } = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/neuland-view.json', root), 'utf8'),
);
const model = buildModel(data);
const engineViews = JSON.parse(
  fs.readFileSync(new URL('tests/web/fixtures/neuland-engine-views.json', root), 'utf8'),
);

const t = (k, v) => tr('fr', k, v);

test('French and English messages have the same keys, none empty, same placeholders', () => {
  const fr = Object.keys(messages.fr).sort();
  const en = Object.keys(messages.en).sort();
  assert.deepEqual(fr, en);
  assert.ok(fr.length > 150);
  const ph = (s) => (s.match(/\{\w+\}/g) || []).sort();
  for (const k of fr) {
    assert.ok(messages.fr[k].trim() && messages.en[k].trim(), `empty ${k}`);
    assert.deepEqual(ph(messages.fr[k]), ph(messages.en[k]), `placeholders of ${k}`);
  }
});

test('every building kind, good, terrain, category and phase of data.json has words', () => {
  assert.equal(model.order.length, 30, '15 production kinds + 15 properties');
  for (const lang of ['fr', 'en']) {
    const m = messages[lang];
    for (const k of model.order) {
      for (const form of ['', '.abbr', '.the', '.of', '.a'])
        assert.ok(`kind.${k}${form}` in m, `${lang} kind.${k}${form}`);
      if (model.kinds[k].type === 'production') assert.ok(`kind.${k}.does` in m, `${lang} kind.${k}.does`);
      assert.ok(m[`kind.${k}.abbr`].length <= 12, `${lang} abbreviation of ${k} fits on a tile`);
    }
    for (const g of data.goods) assert.ok(`good.${g}` in m && `good.${g}.some` in m, `${lang} good.${g}`);
    for (const tr of ['forest', 'field', 'mountain']) assert.ok(`terrain.${tr}` in m);
    for (const c of data.categories) assert.ok(`category.${c}` in m);
    for (const p of ['start', 'turn', 'stack', 'over']) assert.ok(`phase.${p}` in m, `${lang} phase.${p}`);
  }
});

test('blast furnaces merge their two recipes slot by slot; mines make ore', () => {
  assert.deepEqual(mergedRecipe(model.kinds.blastFurnaceField), {
    in: [['coal'], ['ironOre', 'silverOre']],
    out: ['iron', 'silver'],
  });
  assert.deepEqual(mergedRecipe(model.kinds.huntingLodge), { in: [], out: ['food'] });
  assert.ok(isMine(model.kinds.mine));
  assert.ok(!isMine(model.kinds.quarry));
  assert.equal(model.kinds.abbey.material, 'stone');
});

test('describeAction: produce names the good, the building, the sources and the steps (FR and EN)', () => {
  const a = { type: 'produce', building: 2, inputs: [{ building: 1 }], cart: false, steps: 1 };
  assert.equal(
    describeAction(model, a, view, 'fr'),
    'Produire du charbon — Four à charbon de bois en H (bois de la Cabane de bûcheron H) · 1 action',
  );
  assert.equal(
    describeAction(model, a, view, 'en'),
    'Produce coal at the Charcoal kiln H (wood from the Woodcutter’s hut H) · 1 step',
  );
  const farm = { type: 'produce', building: 14, inputs: [], cart: false, steps: 1 };
  assert.equal(describeAction(model, farm, view, 'fr'), 'Produire de la nourriture — Ferme en I · 1 action');
  const mine = { type: 'produce', building: 12, inputs: ['forage'], cart: true, steps: 4 };
  assert.equal(
    describeAction(model, mine, view, 'fr'),
    'Produire du charbon — Mine en A (nourriture cueillie (+3)) · avec la charrette · 4 actions',
  );
  assert.equal(
    describeAction(model, mine, view, 'en'),
    'Produce coal at the Mine A (foraged food (+3)) · by cart · 4 steps',
  );
  const furnace = { type: 'produce', building: 15, inputs: [], metal: 'silver', steps: 1 };
  assert.match(
    describeAction(model, furnace, view, 'fr'),
    /^Produire de l’argent — Haut fourneau \(champ\) en I/,
  );
});

test('describeAction: build, coats, start, stack, end turn', () => {
  const L = (a, lang) => describeAction(model, a, view, lang);
  assert.equal(
    L({ type: 'build', kind: 'quarry', hex: 4, pay: 'woodToken', cart: false, steps: 0 }, 'fr'),
    'Construire une Carrière en E (jeton Bois) · 0 action',
  );
  assert.equal(
    L({ type: 'build', kind: 'church', hex: 6, pay: { building: 7 }, cart: false, steps: 1 }, 'en'),
    'Build a Church on G (stone from the Quarry C) · 1 step',
  );
  assert.equal(
    L({ type: 'build', kind: 'farm', hex: 6, pay: null, cart: false, steps: 0 }, 'fr'),
    'Construire une Ferme en G (gratuit) · 0 action',
  );
  assert.equal(
    L({ type: 'coats', building: 11, inputs: [{ building: 10 }], cart: false, steps: 1, count: 1 }, 'fr'),
    'Placer 1 blason sur l’Abbaye en D (tissu de l’Atelier de tissage D) · 1 action',
  );
  assert.equal(
    L(
      {
        type: 'coats',
        building: 11,
        inputs: [{ building: 10 }, 'foodToken'],
        cart: false,
        steps: 2,
        count: 2,
      },
      'en',
    ),
    'Place 2 coats of arms on the Abbey D (cloth from the Weaving mill D; food token) · 2 steps',
  );
  assert.equal(
    L({ type: 'start', hex: 7 }, 'fr'),
    'Commencer en forêt H : Pavillon de chasse + Cabane de bûcheron',
  );
  assert.equal(
    L({ type: 'stack', order: ['coal', 'ironOre', 'silverOre'] }, 'en'),
    'Stack the mine, top first: coal, iron ore, silver ore',
  );
  assert.equal(L({ type: 'endTurn', steps: 0 }, 'fr'), 'Finir le tour');
  assert.equal(L({ type: 'mystery' }, 'en'), 'Action mystery');
});

test('describeAction: a source says whether a standing or a lying worker is used (FR and EN)', () => {
  // The sample's mine A can take food from Bruno's lying or standing hunter.
  const [lying, standing] = legal.filter((a) => a.building === 12 && a.inputs[0].building === 0);
  assert.equal(lying.inputs[0].lying, true);
  assert.equal(standing.inputs[0].lying, false);
  assert.equal(
    describeAction(model, lying, view, 'fr'),
    'Produire du charbon — Mine en A (nourriture du Pavillon de chasse H, ouvrier couché) · 2 actions',
  );
  assert.equal(
    describeAction(model, standing, view, 'fr'),
    'Produire du charbon — Mine en A (nourriture du Pavillon de chasse H, ouvrier debout) · 2 actions',
  );
  assert.equal(
    describeAction(model, lying, view, 'en'),
    'Produce coal at the Mine A (food from the Hunting lodge H, lying worker) · 2 steps',
  );
  assert.equal(
    describeAction(model, standing, view, 'en'),
    'Produce coal at the Mine A (food from the Hunting lodge H, standing worker) · 2 steps',
  );
  const wool = {
    type: 'coats',
    building: 11,
    inputs: [{ building: 9, good: 'wool', lying: true }],
    cart: false,
    steps: 1,
    count: 1,
  };
  assert.equal(
    describeAction(model, wool, view, 'fr'),
    'Placer 1 blason sur l’Abbaye en D (laine de la Bergerie D, ouvrier couché) · 1 action',
  );
  assert.equal(
    describeAction(model, wool, view, 'en'),
    'Place 1 coat of arms on the Abbey D (wool from the Sheep farm D, lying worker) · 1 step',
  );
  const two = {
    type: 'coats',
    building: 11,
    inputs: [
      { building: 9, good: 'wool', lying: false },
      { building: 0, good: 'food', lying: true },
      'woodToken',
    ],
    cart: false,
    steps: 1,
    count: 1,
  };
  assert.equal(
    describeAction(model, two, view, 'fr'),
    'Placer 1 blason sur l’Abbaye en D (laine de la Bergerie D, ouvrier debout ; ' +
      'nourriture du Pavillon de chasse H, ouvrier couché ; jeton Bois) · 1 action',
  );
  assert.equal(
    describeAction(model, two, view, 'en'),
    'Place 1 coat of arms on the Abbey D (wool from the Sheep farm D, standing worker; ' +
      'food from the Hunting lodge H, lying worker; wood token) · 1 step',
  );
  const pay = {
    type: 'build',
    kind: 'quarry',
    hex: 4,
    pay: { building: 1, good: 'wood', lying: true },
    cart: false,
    steps: 1,
  };
  assert.equal(
    describeAction(model, pay, view, 'fr'),
    'Construire une Carrière en E (bois de la Cabane de bûcheron H, ouvrier couché) · 1 action',
  );
});

test('a source names the good it carries: a blast furnace holding iron and silver', () => {
  // Chloé's field furnace I holds a standing iron and a lying silver worker.
  const v = structuredClone(view);
  const furnace = v.buildings.find((b) => b.id === 15);
  furnace.workers = [
    { seat: 2, standing: true, good: 'iron' },
    { seat: 2, standing: false, good: 'silver' },
  ];
  furnace.worker = furnace.workers[0];
  assert.equal(sourceGood({ building: 15, good: 'silver', lying: true }, v, model), 'silver');
  assert.equal(sourceGood({ building: 15 }, v, model), 'iron', "no good named: the first worker's");
  const a = {
    type: 'produce',
    building: 16,
    inputs: [{ building: 15, good: 'silver', lying: true }],
    cart: false,
    steps: 1,
  };
  assert.match(describeAction(model, a, v, 'fr'), /\(argent du Haut fourneau I, ouvrier couché\)/);
  assert.match(describeAction(model, a, v, 'en'), /\(silver from .* I, lying worker\)/);
  const lines = buildingLines(model, furnace, v, 'fr');
  assert.ok(lines.includes('Chloé : 2 ouvriers — 1 debout (fer) ; 1 couché (argent).'), lines.join('\n'));
  const en = buildingLines(model, furnace, v, 'en');
  assert.ok(en.includes('Chloé: 2 workers — 1 standing (iron); 1 lying (silver).'), en.join('\n'));
  assert.ok(
    en.includes('The lying worker leaves at the end of their next turn: its good is lost.'),
    en.join('\n'),
  );
  // Both goods are shown where the output goes.
  const nodes = expand(TileFace({ model, kindId: furnace.kind, building: furnace, view: v, t }));
  const goods = nodes
    .filter((n) => typeof attr(n, 'data-good') === 'string')
    .map((n) => attr(n, 'data-good'));
  assert.ok(goods.includes('iron') && goods.includes('silver'), goods.join(','));
});

// The worker figures drawn on a tile: [standing figures, lying figures,
// badge numbers], and the player colour of every figure.
function figures(building, v) {
  const nodes = expand(TileFace({ model, kindId: building.kind, building, view: v, t }));
  const meeples = nodes.filter((n) => hasClass(n, 'nl-meeple'));
  const badges = nodes
    .filter((n) => hasClass(n, 'nl-count'))
    .map((b) => Number(expand(b.props.children).find((n) => n.type === 'text').props.children));
  const fills = meeples.map((m) => expand(m.props.children).find((n) => n.type === 'path').props.style);
  return {
    standing: meeples.filter((m) => !hasClass(m, 'nl-lying')).length,
    lying: meeples.filter((m) => hasClass(m, 'nl-lying')).length,
    badges,
    fills,
    group: nodes.find((n) => hasClass(n, 'nl-workers')),
  };
}

test('a tile shows every worker on it: one figure per state with a count badge', () => {
  const b = (id) => view.buildings.find((x) => x.id === id);
  // Anna's sheep farm D: 2 standing + 1 lying.
  let f = figures(b(9), view);
  assert.deepEqual([f.standing, f.lying, f.badges], [1, 1, [2]]);
  assert.equal(attr(f.group, 'data-standing'), 2);
  assert.equal(attr(f.group, 'data-lying'), 1);
  for (const fill of f.fills) assert.match(fill, /--player-yellow/);
  // Bruno's woodcutter H: 2 lying, in red.
  f = figures(b(1), view);
  assert.deepEqual([f.standing, f.lying, f.badges], [0, 1, [2]]);
  assert.match(f.fills[0], /--player-red/);
  // Bruno's hunting lodge H: 1 standing + 1 lying, no badge.
  f = figures(b(0), view);
  assert.deepEqual([f.standing, f.lying, f.badges], [1, 1, []]);
  // A single worker, and an empty tile.
  f = figures(b(7), view);
  assert.deepEqual([f.standing, f.lying, f.badges], [1, 0, []]);
  f = figures(b(14), view);
  assert.deepEqual([f.standing, f.lying, f.badges], [0, 0, []]);

  const lines = buildingLines(model, b(9), view, 'fr');
  assert.ok(lines.includes('Anna : 3 ouvriers — 2 debout, 1 couché (laine).'), lines.join('\n'));
  assert.ok(lines.includes('L’ouvrier couché part à la fin de son prochain tour : son produit est perdu.'));
  // Bruno is playing: his lying workers leave at the end of this turn.
  const en = buildingLines(model, b(1), view, 'en');
  assert.ok(en.includes('Bruno: 2 lying workers (wood).'), en.join('\n'));
  assert.ok(
    en.includes('The lying workers leave at the end of this turn: their goods are lost.'),
    en.join('\n'),
  );
});

test("the engine's views: every worker is drawn and counted, on tiles holding up to several", () => {
  let multi = 0;
  let mixed = 0;
  for (const [name, { view: v }] of Object.entries(engineViews)) {
    for (const b of v.buildings) {
      const ws = workersOf(b);
      assert.deepEqual(b.worker, ws[0] || null, `${name}: worker is the first of workers`);
      if (ws.length === 0) continue;
      assert.equal(new Set(ws.map((w) => w.seat)).size, 1, `${name}: one seat per unit`);
      const s = workerSummary(b);
      const f = figures(b, v);
      assert.equal(f.standing, s.standing ? 1 : 0, `${name} ${b.id}`);
      assert.equal(f.lying, s.lying ? 1 : 0, `${name} ${b.id}`);
      // Each figure counts 1 unless it carries a badge with its number.
      const counted = f.badges.reduce((x, y) => x + y, 0) + (f.standing + f.lying - f.badges.length);
      assert.equal(counted, ws.length, `${name} ${b.id}: ${JSON.stringify(ws)}`);
      if (ws.length > 1) {
        multi++;
        const lines = buildingLines(model, b, v, 'fr');
        assert.ok(
          lines.some((l) => l.includes(`${ws.length} ouvriers`)),
          lines.join('\n'),
        );
      }
      if (s.standing && s.lying) mixed++;
    }
  }
  assert.ok(multi >= 4, `tiles with several workers in the engine views: ${multi}`);
  assert.ok(mixed >= 1, 'a tile with standing and lying workers');
});

test('the engine offers a standing and a lying worker of one unit: the two buttons read differently', () => {
  const { view: v, legal: l } = engineViews.workers;
  const key = (a) =>
    JSON.stringify({
      ...a,
      inputs: (a.inputs || []).map((s) => (typeof s === 'object' ? { ...s, lying: null } : s)),
      pay: a.pay && typeof a.pay === 'object' ? { ...a.pay, lying: null } : a.pay,
    });
  const byKey = new Map();
  for (const a of l) byKey.set(key(a), [...(byKey.get(key(a)) || []), a]);
  const pairs = [...byKey.values()].filter((g) => g.length === 2);
  assert.ok(pairs.length >= 2, 'the view offers lying and standing sources of one unit');
  for (const [a, b] of pairs) {
    for (const lang of ['fr', 'en']) {
      const [la, lb] = [describeAction(model, a, v, lang), describeAction(model, b, v, lang)];
      assert.notEqual(la, lb);
      const word = lang === 'fr' ? ['ouvrier couché', 'ouvrier debout'] : ['lying worker', 'standing worker'];
      const lyingOne = (a.inputs || [a.pay]).some((s) => s && s.lying) ? la : lb;
      const standingOne = lyingOne === la ? lb : la;
      assert.ok(lyingOne.includes(word[0]) && !lyingOne.includes(word[1]), lyingOne);
      assert.ok(standingOne.includes(word[1]) && !standingOne.includes(word[0]), standingOne);
    }
  }
});

test('a source whose worker has already left is named by what that building makes (log lines)', () => {
  const a = {
    type: 'produce',
    building: 2,
    inputs: [{ building: 5 }, { building: 12 }],
    cart: false,
    steps: 1,
  };
  assert.equal(
    describeAction(model, a, view, 'fr'),
    'Produire du charbon — Four à charbon de bois en H (nourriture du Pavillon de chasse O ; minerai de la Mine A) · 1 action',
  );
});

test("every legal action of the engine's own views gets its own label, without raw keys", () => {
  const views = engineViews;
  assert.deepEqual(Object.keys(views).sort(), [
    'beforeEnd',
    'late',
    'mid',
    'over',
    'stack-pending',
    'start',
    'workers',
  ]);
  for (const [name, { view: v, legal: l }] of Object.entries(views)) {
    assert.ok(l.length > 0 || (name === 'over' && v.over), name);
    for (const lang of ['fr', 'en']) {
      const labels = l.map((a) => describeAction(model, a, v, lang));
      assert.equal(new Set(labels).size, labels.length, `${name} ${lang}:\n${labels.join('\n')}`);
      for (const s of labels) assert.doesNotMatch(s, /\{|\bkind\.|\bgood\.|undefined|\?\s|\(\?/, s);
    }
    // Every legal action is reachable from some highlighted element, or is
    // the end of the turn (the time line space, tested in neuland-prompt.test.js).
    const nodes = expand(
      h(HexMap, { model, view: v, legal: l, lang: 'fr', t, selectedKind: null, onPick() {}, onInfo() {} }),
    );
    const onMap = new Set();
    for (const n of nodes) {
      if (!hasClass(n, 'nl-target')) continue;
      if (hasClass(n, 'nl-tile'))
        for (const a of [
          ...tileActions(l, attr(n, 'data-building')),
          ...stackActionsFor(l, v, attr(n, 'data-building')),
        ])
          onMap.add(a);
      if (hasClass(n, 'nl-hex')) for (const a of hexActions(l, attr(n, 'data-hex'))) onMap.add(a);
    }
    for (const a of l)
      assert.ok(onMap.has(a) || a.type === 'endTurn', `${name}: ${JSON.stringify(a)} has no board target`);
  }
});

test('an action chosen from the list names the map element it acts on (brought into view next)', () => {
  let named = 0;
  for (const [name, { view: v, legal: l }] of Object.entries(engineViews)) {
    const nodes = expand(
      h(HexMap, { model, view: v, legal: l, lang: 'fr', t, selectedKind: null, onPick() {}, onInfo() {} }),
    );
    for (const a of l) {
      const sel = spotOfAction(a);
      if (['start', 'build', 'produce', 'coats'].includes(a.type))
        assert.ok(sel, `${name}: ${JSON.stringify(a)}`);
      if (!sel) continue;
      const [, key, value] = sel.match(/^\[(data-[a-z]+)="(\d+)"\]$/);
      assert.ok(
        nodes.some((n) => String(attr(n, key)) === value),
        `${name}: ${sel} for ${JSON.stringify(a)} is on the map`,
      );
      named++;
    }
  }
  assert.ok(named > 10, `${named} actions named`);
  assert.equal(spotOfAction({ type: 'endTurn' }), null);
});

test('a finished 4-player game: 10 time line spaces, no highlight, the winner marked', () => {
  const views = engineViews;
  const { view: v } = views.over;
  assert.equal(v.players.length, 4);
  assert.equal(v.timeLine, 10);
  const line = expand(h(TimeLine, { view: v, t }));
  assert.equal(line.filter((n) => hasClass(n, 'nl-space')).length, 10);
  assert.equal(
    line.filter((n) => n.type === 'text' && String(n.props.children).startsWith('+')).length,
    0,
    'nobody is moving',
  );
  const map = expand(
    h(HexMap, { model, view: v, legal: [], lang: 'fr', t, selectedKind: null, onPick() {}, onInfo() {} }),
  );
  assert.equal(map.filter((n) => hasClass(n, 'nl-target')).length, 0);
  const panels = expand(h(PlayerPanels, { model, view: v, seat: 0, t }));
  const badges = panels.filter((n) => hasClass(n, 'nl-badge-win'));
  assert.equal(badges.length, 1);
  const winnerCard = panels.find((n) => hasClass(n, 'nl-player') && attr(n, 'data-seat') === v.winner);
  assert.ok(expand(winnerCard.props.children).includes(badges[0]));
});

test('the ores just drawn for a mine wait above it until ordered', () => {
  const views = engineViews;
  const { view: v, legal: l } = views['stack-pending'];
  const nodes = expand(
    h(HexMap, { model, view: v, legal: l, lang: 'fr', t, selectedKind: null, onPick() {}, onInfo() {} }),
  );
  const mine = nodes.find((n) => hasClass(n, 'nl-tile') && attr(n, 'data-building') === v.pending.building);
  assert.ok(hasClass(mine, 'nl-target'));
  // Its owner taps them on the chooser above it; everybody else sees them waiting.
  assert.equal(nodes.filter((n) => hasClass(n, 'nl-ore-chooser')).length, 1);
  assert.equal(nodes.filter((n) => hasClass(n, 'nl-pending')).length, 0);
  const others = expand(
    h(HexMap, { model, view: v, legal: [], lang: 'fr', t, selectedKind: null, onPick() {}, onInfo() {} }),
  );
  assert.equal(others.filter((n) => hasClass(n, 'nl-pending')).length, 1);
});

test('every legal action of the sample gets its own label, in both languages, with no raw key', () => {
  for (const lang of ['fr', 'en']) {
    const labels = legal.map((a) => describeAction(model, a, view, lang));
    assert.equal(new Set(labels).size, labels.length, labels.join('\n'));
    for (const s of labels) assert.doesNotMatch(s, /\{|\bkind\.|\bgood\.|undefined|\?/, s);
  }
});

test('tooltips describe every kind in both languages without raw keys', () => {
  for (const lang of ['fr', 'en']) {
    for (const k of model.order) {
      const lines = kindLines(model, k, lang);
      assert.ok(lines.length >= 4, k);
      for (const l of lines)
        assert.doesNotMatch(l, /\{|\bkind\.|\bgood\.|\btip\.|undefined/, `${lang} ${k}: ${l}`);
    }
  }
  const mine = view.buildings.find((b) => b.id === 8);
  const lines = buildingLines(model, mine, view, 'fr');
  assert.ok(
    lines.includes('Minerais, du dessus vers le bas : charbon, minerai de fer, minerai d’argent.'),
    lines.join('\n'),
  );
  assert.ok(lines.includes('Chloé : 1 ouvrier couché (charbon).'), lines.join('\n'));
  assert.ok(
    lines.includes('L’ouvrier couché part à la fin de son prochain tour : son produit est perdu.'),
    lines.join('\n'),
  );
  assert.equal(stepsText(0, 'fr'), '0 action');
  assert.equal(stepsText(3, 'en'), '3 steps');
  assert.equal(hexLabel(0), 'A');
  assert.equal(hexLabel(18), 'S');
});

test("the alchemist's tooltip follows the gold variant played (III p. 7; option goldOneGood)", () => {
  const rule = kindLines(model, 'alchemistCave', 'en', {})[1];
  const variant = kindLines(model, 'alchemistCave', 'en', { goldOneGood: true })[1];
  assert.match(rule, /whole cost of any production other than gold’s/);
  assert.match(variant, /one good you must pay, building wood and stone included/);
  assert.match(kindLines(model, 'alchemistCave', 'fr', { goldOneGood: true })[1], /un seul produit/);
  // A tile on the map reads the options from the view.
  const cave = { ...view.buildings[0], kind: 'alchemistCave' };
  const lines = buildingLines(model, cave, { ...view, options: { goldOneGood: true } }, 'en');
  assert.equal(lines[1], variant);
});

test('click targets: a tile, a hex, a supply stack, a kind then a hex', () => {
  assert.equal(tileActions(legal, 2).length, 2, 'charcoal kiln: wood from the hut or the wood token');
  assert.equal(
    tileActions(legal, 12).length,
    3,
    'mine: food from the lying or the standing hunter, or foraged',
  );
  assert.equal(tileActions(legal, 14).length, 1);
  assert.equal(tileActions(legal, 9).length, 0, 'sheep farm occupied by another player');
  assert.deepEqual(
    hexActions(legal, 4).map((a) => a.pay),
    [{ building: 1, good: 'wood', lying: true }, 'woodToken'],
  );
  assert.equal(hexActions(legal, 3).length, 1);
  assert.equal(hexActions(legal, 3, 'quarry').length, 0);
  assert.equal(supplyActions(legal, 'church').length, 2);
  assert.deepEqual([...hexesForKind(legal, 'quarry')].sort(), [0, 2, 4]);
  assert.deepEqual(hexActions([{ type: 'start', hex: 7 }], 7), [{ type: 'start', hex: 7 }]);

  const pending = {
    ...view,
    pending: { type: 'stack', seat: 1, building: 8, ores: ['coal', 'ironOre', 'silverOre'] },
  };
  const stacks = [
    { type: 'stack', order: ['coal', 'ironOre', 'silverOre'] },
    { type: 'stack', order: ['ironOre', 'coal', 'silverOre'] },
  ];
  assert.equal(stackActionsFor(stacks, pending, 8).length, 2);
  assert.equal(stackActionsFor(stacks, pending, 12).length, 0);

  const played = [];
  const chosen = [];
  assert.equal(
    dispatch(
      [],
      (a) => played.push(a),
      (l) => chosen.push(l),
    ),
    false,
  );
  dispatch(
    [legal[0]],
    (a) => played.push(a),
    (l) => chosen.push(l),
  );
  dispatch(
    legal.slice(0, 3),
    (a) => played.push(a),
    (l) => chosen.push(l),
  );
  assert.deepEqual(played, [legal[0]]);
  assert.deepEqual(chosen, [legal.slice(0, 3)]);
});

test('time line: steps left before the present-time marker (p. 7, II)', () => {
  assert.equal(stepsLeft(4, 4, 11), 10, 'starting on the present space: 10 actions with 11 spaces');
  assert.equal(stepsLeft(0, 0, 10), 9, '4 players: 10 spaces');
  assert.equal(stepsLeft(4, 7, 11), 7);
  assert.equal(stepsLeft(4, 3, 11), 0);
  assert.deepEqual(reachableSpaces(4, 7, 11), [8, 9, 10, 0, 1, 2, 3]);
  for (let i = 0; i < 11; i++) {
    const c = spaceCenter(i, 11);
    assert.ok(Math.hypot(c.x, c.y) + SPACE_R < BOARD_HALF, 'spaces inside the drawing');
  }
});

test('geometry: 19 hexes that do not overlap; one, two or three tiles per hex stay inside it, clear of each other and of its letter', () => {
  const centers = data.hexes.map(([q, r]) => hexCenter(q, r));
  for (let i = 0; i < centers.length; i++) {
    for (let j = i + 1; j < centers.length; j++) {
      const d = Math.hypot(centers[i].x - centers[j].x, centers[i].y - centers[j].y);
      assert.ok(d >= SQRT3 * HEX_R - 0.01);
    }
    // The map stays inside the time line ring.
    for (const [x, y] of hexCorners(centers[i].x, centers[i].y))
      assert.ok(Math.hypot(x, y) < RING_R - SPACE_R);
  }
  assert.equal(hexDistance({ q: 0, r: 0 }, { q: 2, r: -2 }), 2);
  // A point is inside a pointy-top hex of radius R centred at 0 when it is
  // within the three pairs of parallel edges.
  const inside = (x, y) =>
    Math.abs(x) <= (SQRT3 / 2) * HEX_R + 1e-6 &&
    Math.abs(x) * 0.5 + Math.abs(y) * (SQRT3 / 2) <= (SQRT3 / 2) * HEX_R + 1e-6;
  for (const count of [1, 2, 3]) {
    // Each tile, scaled as drawn.
    const rects = Array.from({ length: count }, (_, i) => {
      const o = tileSlot(i, count);
      const w = (TILE_W * o.scale) / 2;
      const hh = (TILE_H * o.scale) / 2;
      return { x0: o.x - w, x1: o.x + w, y0: o.y - hh, y1: o.y + hh };
    });
    for (const r of rects) {
      for (const [x, y] of [
        [r.x0, r.y0],
        [r.x1, r.y0],
        [r.x0, r.y1],
        [r.x1, r.y1],
      ])
        assert.ok(inside(x, y), `${count} tiles: ${x},${y}`);
      // Above the letter's badge, or beside it.
      assert.ok(
        r.y1 <= HEX_BADGE.y - HEX_BADGE.r || r.x1 <= -26 || r.x0 >= 21,
        `${count} tiles: the letter is covered`,
      );
    }
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) {
        const a = rects[i];
        const b = rects[j];
        assert.ok(
          a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0,
          `tiles ${i} and ${j} overlap`,
        );
      }
    }
  }
  // A lone tile is drawn half as large again as three sharing a hex: its name reads on a tablet.
  assert.ok(tileSlot(0, 1).scale >= 1.5 * tileSlot(0, 3).scale);
});

test('the map draws 19 hexes and every tile, and highlights exactly the legal targets', () => {
  const nodes = expand(
    h(HexMap, { model, view, legal, lang: 'fr', t, selectedKind: null, onPick() {}, onInfo() {} }),
  );
  const hexes = nodes.filter((n) => hasClass(n, 'nl-hex'));
  const tiles = nodes.filter((n) => hasClass(n, 'nl-tile'));
  assert.equal(hexes.length, 19);
  assert.equal(tiles.length, view.buildings.length);
  const targetTiles = tiles
    .filter((n) => hasClass(n, 'nl-target'))
    .map((n) => attr(n, 'data-building'))
    .sort((a, b) => a - b);
  assert.deepEqual(targetTiles, [2, 5, 12, 14]);
  const targetHexes = hexes
    .filter((n) => hasClass(n, 'nl-target'))
    .map((n) => attr(n, 'data-hex'))
    .sort((a, b) => a - b);
  assert.deepEqual(targetHexes, [0, 2, 3, 4, 6, 11]);
  // Only targets are in the tab order.
  for (const n of [...hexes, ...tiles]) assert.equal(attr(n, 'tabindex'), hasClass(n, 'nl-target') ? 0 : -1);

  const onlyChurch = expand(
    h(HexMap, { model, view, legal, lang: 'fr', t, selectedKind: 'church', onPick() {}, onInfo() {} }),
  );
  assert.deepEqual(
    onlyChurch
      .filter((n) => hasClass(n, 'nl-hex') && hasClass(n, 'nl-target'))
      .map((n) => attr(n, 'data-hex')),
    [3, 6],
  );
});

test('clicking a tile with two legal actions narrows the panel; with one, plays it', () => {
  const picked = [];
  const nodes = expand(
    h(HexMap, {
      model,
      view,
      legal,
      lang: 'en',
      t,
      selectedKind: null,
      onPick: (l) => picked.push(l),
      onInfo() {},
    }),
  );
  const kiln = nodes.find((n) => hasClass(n, 'nl-tile') && attr(n, 'data-building') === 2);
  kiln.props.onClick({ stopPropagation() {} });
  assert.equal(picked.length, 1);
  assert.equal(picked[0].length, 2);
  const sheep = nodes.find((n) => hasClass(n, 'nl-tile') && attr(n, 'data-building') === 9);
  sheep.props.onClick({ stopPropagation() {} });
  assert.equal(picked.length, 1, 'a tile without legal actions plays nothing');
});

test('supply, time line and player panels draw the sample view', () => {
  const supply = expand(
    h(BuildingSupply, {
      model,
      view,
      legal,
      lang: 'fr',
      t,
      selectedKind: null,
      onPickKind() {},
      onInfo() {},
    }),
  );
  const stacks = supply.filter((n) => hasClass(n, 'nl-stack'));
  assert.equal(stacks.length, 15 + 5, '15 production stacks and 5 property stacks (none empty here)');
  assert.deepEqual(
    stacks
      .filter((n) => hasClass(n, 'nl-target'))
      .map((n) => attr(n, 'data-kind'))
      .sort(),
    ['church', 'paperMill', 'quarry'],
  );
  assert.ok(stacks.some((n) => attr(n, 'data-kind') === 'alchemistCave' && hasClass(n, 'nl-empty')));

  const line = expand(h(TimeLine, { view, t }));
  assert.equal(line.filter((n) => hasClass(n, 'nl-space')).length, 11);
  assert.equal(line.filter((n) => hasClass(n, 'nl-time-marker')).length, 3);
  const texts = line.filter((n) => n.type === 'text').map((n) => [].concat(n.props.children).join(''));
  assert.ok(texts.includes('Bruno : encore 7 actions'), texts.join('|'));
  assert.ok(texts.includes('+7'));

  const panels = expand(h(PlayerPanels, { model, view, seat: 1, t }));
  assert.equal(panels.filter((n) => hasClass(n, 'nl-player')).length, 3);
  assert.equal(
    panels.filter((n) => hasClass(n, 'nl-used')).length,
    3,
    'Anna food token, Bruno cart, Chloé wood token',
  );
});

// A property's tooltip and a building's coats of arms say one or several in words
// (« 1 blason », « 2 blasons »), never « blason(s) ».
test('property and coats tooltips: the singular for one, the plural above', () => {
  const abbey = kindLines(model, 'abbey', 'fr');
  assert.ok(
    abbey.some((l) => /placez-y 1 blason en payant/.test(l)),
    abbey.join('\n'),
  );
  const church = kindLines(model, 'church', 'en');
  assert.ok(
    church.some((l) => /to place 2 coats of arms on it/.test(l)),
    church.join('\n'),
  );
  const v = structuredClone(view);
  const b = v.buildings[0];
  b.coats = { seat: 0, count: 1 };
  assert.ok(buildingLines(model, b, v, 'fr').includes('1 blason d’Anna.'));
  b.coats = { seat: 0, count: 3 };
  assert.ok(buildingLines(model, b, v, 'en').includes('Anna: 3 coats of arms.'));
});

test('free metal markers are drawn as their metal (Mise en place, point 5: 2 iron, 2 silver)', () => {
  const markers = (v) =>
    expand(
      h(BuildingSupply, {
        model,
        view: v,
        legal: [],
        lang: 'fr',
        t,
        selectedKind: null,
        onPickKind() {},
        onInfo() {},
      }),
    )
      .filter((n) => attr(n, 'data-metal') != null)
      .map((n) => attr(n, 'data-metal'));
  // Both iron markers on furnaces: only silver is left to smelt, and only silver is drawn.
  assert.deepEqual(markers({ ...view, metalMarkers: 2, metal: { iron: 0, silver: 2 } }), [
    'silver',
    'silver',
  ]);
  assert.deepEqual(markers({ ...view, metalMarkers: 3, metal: { iron: 1, silver: 2 } }), [
    'iron',
    'silver',
    'silver',
  ]);
  // The shared-pool option: each marker serves either metal.
  assert.deepEqual(markers({ ...view, metalMarkers: 2, metal: { pool: 2 } }), ['iron silver', 'iron silver']);
});
