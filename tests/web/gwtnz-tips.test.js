// Great Western Trail: New Zealand's tooltips: the test walks the engine's data
// (engine/games/gwtnz/data.json) and asks tips.js for the words of every
// neutral building side, personal building side, risky, lush and gated space,
// hazard area and tile, bonus tile, bonus card set, objective card,
// harbourmaster tile, support and sheep card, worker type and worker column,
// warehouse pair, Wellington counter, exploration space and Sarah's cards, in
// French and in English: each must be non-empty, fully translated (every key
// it uses exists in that language) and without a leftover {placeholder}.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { messages, tr } from '../../web/src/games/gwtnz/messages.js';
import { data } from '../../web/src/games/gwtnz/data.js';
import * as tips from '../../web/src/games/gwtnz/tips.js';

const WORKERS = ['shepherd', 'builder', 'sailor', 'shearer'];

// Every tooltip of the box, as [name, (t) => words].
function allTips() {
  const out = [];
  const add = (name, f) => out.push([name, f]);
  for (const tile of data.neutral.tiles)
    for (const side of [1, 2])
      if (side === 1 || tile.II)
        add(`neutral ${tile.letter} ${side}`, (t) => tips.neutralTip(tile.letter, side, t));
  for (const b of data.personal.buildings)
    for (const side of ['a', 'b']) add(`building ${b.n}${side}`, (t) => tips.buildingTip(b.n, side, t));
  data.route.riskyActions.forEach((_, i) => add(`risky ${i}`, (t) => tips.riskyTip(i, t)));
  add('lush', (t) => tips.lushTip(t));
  for (const n of data.route.nodes) if (n.req) add(`gate ${n.req}`, (t) => tips.gateTip(n.req, t));
  for (const kind of ['flood', 'rockfall']) add(`hazard area ${kind}`, (t) => tips.hazardAreaTip(kind, t));
  const hazards = data.tiles.hazards.flood.length + data.tiles.hazards.rockfall.length;
  for (let id = 0; id < hazards; id++) add(`hazard tile ${id}`, (t) => tips.hazardTileTip(id, t));
  data.tiles.bonus.forEach((_, id) => add(`bonus tile ${id}`, (t) => tips.bonusTileTip(id, t)));
  for (const s of data.bonusSets.sets) add(`bonus card set ${s.set}`, (t) => tips.bonusCardTip(s.set, t));
  data.objectives.forEach((_, i) => add(`objective ${i}`, (t) => tips.objectiveTip(i, t)));
  data.harbourmasters.forEach((_, i) => add(`harbourmaster ${i}`, (t) => tips.harbourTip(i, t)));
  for (const c of data.support.cards) add(`support ${c.id}`, (t) => tips.supportTip(c.id, t));
  add('support romney', (t) => tips.supportTip('romney', t));
  for (const b of data.sheep.breeds) add(`sheep ${b.id}`, (t) => tips.sheepTip(b.id, t));
  for (const w of WORKERS) {
    add(`worker ${w}`, (t) => tips.workerTip(w, t));
    for (let col = 1; col < tips.WORKER_COLS; col++)
      add(`worker ${w} column ${col}`, (t) => tips.workerSlotTip(w, col, t));
    for (let n = 1; n <= tips.WORKER_COLS; n++)
      add(`worker row ${w} ${n}`, (t) => tips.workerRowTip(w, n, t));
  }
  data.playerBoard.warehousePairs.forEach((_, k) =>
    add(`warehouse pair ${k}`, (t) => tips.warehousePairTip(k, t)),
  );
  data.wellington.delivery.forEach((_, i) =>
    add(`delivery counter ${i}`, (t) => tips.counterTip('delivery', i, t)),
  );
  data.wellington.wool.forEach((_, i) => add(`wool counter ${i}`, (t) => tips.counterTip('wool', i, t)));
  data.exploration.vp.forEach((_, k) => add(`exploration ${k}`, (t) => tips.exploreTip(k, t)));
  for (const c of data.sarah.cards) add(`Sarah card ${c.n}`, (t) => tips.sarahCardTip(c.n, t));
  return out;
}

// A translate function that records keys missing from that language's table.
function strict(lang, missing) {
  return (key, vars) => {
    if (!Object.prototype.hasOwnProperty.call(messages[lang], key)) missing.push(key);
    return tr(lang, key, vars);
  };
}

test('every building side, space, tile and card of the box has a tooltip in French and in English', () => {
  const list = allTips();
  // The box's counts, so that a shrunken data file cannot pass quietly.
  assert.equal(list.filter(([n]) => n.startsWith('building ')).length, 20);
  assert.equal(list.filter(([n]) => n.startsWith('bonus tile ')).length, 34);
  assert.equal(list.filter(([n]) => n.startsWith('hazard tile ')).length, 16);
  assert.equal(list.filter(([n]) => n.startsWith('objective ')).length, 24);
  assert.equal(list.filter(([n]) => n.startsWith('harbourmaster ')).length, 8);
  assert.equal(list.filter(([n]) => n.startsWith('Sarah card ')).length, 17);
  assert.equal(list.filter(([n]) => n.startsWith('bonus card set ')).length, 10);
  assert.ok(list.filter(([n]) => n.startsWith('neutral ')).length >= 8);
  for (const [name, f] of list) {
    const words = {};
    for (const lang of ['fr', 'en']) {
      const missing = [];
      const text = f(strict(lang, missing));
      assert.deepEqual(missing, [], `${name} (${lang}): keys missing`);
      assert.ok(typeof text === 'string' && text.trim().length > 8, `${name} (${lang}) is empty`);
      assert.ok(!/[{}]|undefined|NaN|\b(tip|wl|ui|op)\.[a-z]/.test(text), `${name} (${lang}): ${text}`);
      words[lang] = text;
    }
    // Both languages are written out (names alone may coincide, sentences do not).
    if (!/^sheep |^support romney/.test(name)) assert.notEqual(words.fr, words.en, name);
  }
});

test('a tooltip says what the thing does, with the data’s numbers', () => {
  const t = (k, v) => tr('en', k, v);
  const f = (k, v) => tr('fr', k, v);
  // Neutral building A side I: discard two of a breed for 2 pounds, hire, hire at +3 (data.json).
  assert.match(tips.neutralTip('A', 1, t), /^Neutral building A \(side I\): .*2 pounds.*Hire a worker/);
  // Building 1a: lush vegetation pays 2 pounds per building there.
  assert.match(
    tips.buildingTip(1, 'a', t),
    /^Building 1a \(1 builder, 1 VP, no hand\): 2 pounds per building/,
  );
  // Building 3a needs two builders: the plural, no « (s) ».
  assert.match(tips.buildingTip(3, 'a', t), /^Building 3a \(2 builders, 2 VP, no hand\)/);
  assert.match(tips.buildingTip(3, 'a', f), /^Bâtiment 3a \(2 bâtisseurs, 2 PV, sans main\)/);
  assert.match(
    tips.buildingTip(1, 'b', f),
    /^Bâtiment 1b \(1 bâtisseur, 1 PV, sans main\) : Un certificat par bâtiment/,
  );
  // A flood tile: a ferry card when removed; a rockfall: a sheepdog (p. 18).
  assert.match(tips.hazardTileTip(0, t), /Flood tile.*1 pound.*2 VP and a Ferry card/);
  assert.match(tips.hazardTileTip(7, t), /Rockfall tile.*Sheepdog card/);
  // Sheep cards: breeding, wool, points (Shropshire 1/1, no VP).
  assert.equal(
    tips.sheepTip('shropshire', t),
    'Shropshire: breeding value 1 (income in Wellington), wool 1 (shearing). Each breed counts once per reveal.',
  );
  // Support: the sheepdog advances a certificate, then draw.
  assert.match(tips.supportTip('sheepdog', t), /^Sheepdog: .*certificate.*then draw 1 card/);
  // Shearer row: the first hire lands on column 1 and takes a Romney (the example of p. 13),
  // the second on column 2, exploration +1.
  assert.match(tips.workerRowTip('shearer', 1, t), /next space: take a Romney card/);
  assert.match(tips.workerRowTip('shearer', 2, t), /next space: advance one space on the exploration track/);
  assert.match(tips.workerSlotTip('shepherd', 4, t), /buy sheep.*5th column: 4 VP/);
  // Sarah's card 14 (the example of the solo rules): shepherd specialist or Lincoln/Corriedale + Dorset Horn.
  assert.match(
    tips.sarahCardTip(14, t),
    /^Sarah’s card 14: she moves one location per worker of her specialty/,
  );
  assert.match(tips.sarahCardTip(14, t), /Dorset Horn/);
  assert.match(tips.exploreTip(11, t), /choice/);
  assert.match(tips.counterTip('delivery', 3, t), /Delivery counter 6.*transport 1/);
});
