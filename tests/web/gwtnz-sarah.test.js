// Sarah, the solo opponent of Great Western Trail: New Zealand (solo rules « A
// woman of great character »), as the player sees her: her turns as log lines
// (read from the player's views around the action that ended the turn, since
// the engine plays her inside it), her place in the players list, her column of
// the end table; and the board's row numbers and labels the choices name. On
// views of the engine itself (a solo game of easy bots through the WebAssembly
// module).
import { test, beforeAll } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import gwtnz from '../../web/src/games/gwtnz/index.js';
import { tr } from '../../web/src/games/gwtnz/messages.js';
import { sarahTurn } from '../../web/src/games/gwtnz/sarahTurn.js';
import { BonusMarket } from '../../web/src/games/gwtnz/BonusMarket.jsx';
import { PlayerBoard } from '../../web/src/games/gwtnz/PlayerBoard.jsx';
import { describeAction } from '../../web/src/games/gwtnz/text.js';
import { nextLogEvents, withLogEvents } from '../../web/src/ui/logEvents.js';
import { sinceLastTurn } from '../../web/src/app/session.js';
import { PlayerPanels } from '../../web/src/ui/PlayerPanels.jsx';
import { ScoreTable } from '../../web/src/ui/ScoreTable.jsx';
import { makeT } from '../../web/src/i18n/index.js';
import { expand, attr, hasClass } from './support/vnodes.js';

const dir = fileURLToPath(new URL('../../web/src/engine/wasm/', import.meta.url));
const t = makeT('fr', gwtnz.messages);
const te = makeT('en', gwtnz.messages);
const raw = /\{|\}|undefined|NaN|null|\[object/;
const words = (nodes) =>
  nodes.flatMap((n) =>
    [n.props.children].flat().filter((c) => typeof c === 'string' || typeof c === 'number'),
  );

const turns = []; // {before, after, log, from}: the player's action after which Sarah played
let over = null; // the last status of the game
let investSample = null; // a status offering an invest action

beforeAll(async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  const engine = new module.Engine();
  const call = (req) => JSON.parse(engine.call(JSON.stringify(req)));
  call({ op: 'new', game: 'gwtnz', players: 1, seed: 4, names: ['Anna'] });
  let before = call({ op: 'status', player: 0 });
  for (let step = 0; step < 6000; step++) {
    if (call({ op: 'turn' }).over) break;
    if (!investSample && before.legal.some((a) => a.type === 'invest')) investSample = before;
    const bot = call({ op: 'bot', player: 0, level: 'easy', seed: step });
    assert.equal(call({ op: 'apply', player: 0, action: bot.action }).ok, true);
    const after = call({ op: 'status', player: 0 });
    if (after.view.sarah.cardsLeft !== before.view.sarah.cardsLeft) {
      const log = call({ op: 'log', player: 0, from: 0 }).log;
      turns.push({ before: before.view, after: after.view, log, from: before.logLength });
    }
    before = after;
  }
  over = before;
}, 60000);

const eventsOf = (turn) => gwtnz.logEvents(turn);
const lines = (turn, lang) => eventsOf(turn).map((e) => gwtnz.describeLog(e, turn.after, lang));

test('a solo game has Sarah turns, each right after the player’s action that ended the turn', () => {
  assert.ok(turns.length > 20, `${turns.length} turns`);
  assert.equal(over.view.over, true);
  for (const turn of turns) {
    const events = eventsOf(turn);
    assert.ok(events.length >= 2, 'her card and stop, then what she did');
    for (const e of events) {
      assert.equal(e.name, 'Sarah');
      assert.equal(e.player, turn.after.sarah.seat);
      assert.equal(turn.log[e.at].player, 0);
      assert.equal(turn.log[e.at].action.type, 'pass', 'the player’s "end the turn"');
    }
  }
});

test('each Sarah turn reads in French and English: her card, where she stopped, what she did', () => {
  for (const turn of turns) {
    const card = turn.after.sarah.cardsPlayed.at(-1);
    const fr = lines(turn, 'fr');
    const en = lines(turn, 'en');
    assert.match(fr[0], new RegExp(`^Carte ${card} : avance (et s’arrête sur|jusqu’à) `));
    assert.match(en[0], new RegExp(`^Card ${card}: moves on to `));
    for (const line of [...fr, ...en]) {
      assert.doesNotMatch(line, raw, line);
      assert.ok(line[0] === line[0].toUpperCase(), `capitalised: ${line}`);
    }
  }
});

test('what she took, built and delivered is named from the board (hire, build, exploration, Wellington)', () => {
  const all = turns.flatMap((turn) => lines(turn, 'fr')).join('\n');
  // Engager (cards #1 and #2): free, from a job-market row named by its cost.
  assert.match(
    all,
    /Engage (une bergère|un bâtisseur|un marin|un tondeur) sans payer \(rangée à \d livres\)/,
  );
  // Placer un de ses bâtiments: a building number and side, its VP, a space of the trail.
  assert.match(all, /(C|c)onstruit le bâtiment \d+[ab] \(\d+ PV\) sur l’emplacement \d+/);
  assert.match(all, /vance d(e \d+ cases|’une case) sur la piste Exploration \(case \d+\)/);
  // Wellington: her next local counter, the right-hand prediction tiles, back to the start.
  assert.match(all, /À Wellington : livre au comptoir de livraison \d+ \(\d+ PV\)/);
  assert.match(all, /place les tuiles Prévision de droite : /);
  assert.match(all, /son éleveur repart de la case de départ/);
});

test('her turn is read from what changed: a delivery’s card shows on the Wellington line', () => {
  const withDelivery = turns
    .map((turn) => sarahTurn(turn.before, turn.after))
    .find((parts) => parts.some((p) => p.part === 'wellington' && p.items.some((x) => x.k === 'deliver')));
  assert.ok(withDelivery);
  const well = withDelivery.find((p) => p.part === 'wellington');
  const deliver = well.items.find((x) => x.k === 'deliver');
  assert.ok(deliver.counter >= 2, 'a local counter from 3 up');
  // No turn without her: the same view twice tells nothing.
  assert.equal(sarahTurn(turns[0].after, turns[0].after), null);
  assert.deepEqual(gwtnz.logEvents({ ...turns[0], before: turns[0].after }), []);
});

test('her lines show only what the player may see: no deck order, the card is the one laid face up', () => {
  for (const turn of turns) {
    assert.equal(turn.after.sarah.sarahDeck, undefined);
    const text = JSON.stringify(eventsOf(turn));
    assert.doesNotMatch(text, /sarahDeck|sarahPile/);
    const move = eventsOf(turn)[0].event;
    assert.equal(move.card, turn.after.sarah.cardsPlayed.at(-1));
  }
});

test('the shell keeps the added lines after their entry, drops them on undo, and the summary shows them', () => {
  const turn = turns[3];
  const module = { logEvents: gwtnz.logEvents };
  const short = turn.log.slice(0, turn.from);
  let memo = nextLogEvents(null, module, short, turn.before, 0);
  assert.deepEqual(memo.events, [], 'a first look adds nothing');
  memo = nextLogEvents(memo, module, turn.log, turn.after, 0);
  assert.ok(memo.events.length >= 2);
  const shown = withLogEvents(turn.log, memo.events);
  assert.equal(shown.length, turn.log.length + memo.events.length);
  const at = memo.events[0].at;
  assert.deepEqual(shown.slice(at + 1, at + 1 + memo.events.length), memo.events);
  // "Since your last turn": Sarah's lines, the player's own action before them.
  assert.deepEqual(sinceLastTurn(shown, 0), memo.events);
  // Undo back before the action: her lines go with it.
  const undone = nextLogEvents(memo, module, short, turn.before, 0);
  assert.deepEqual(undone.events, []);
  // Another seat on screen: no comparison between two seats' views.
  assert.deepEqual(
    nextLogEvents(memo, module, [...turn.log, turn.log.at(-1)], turn.after, 1).events,
    memo.events,
  );
  // A module that throws adds nothing and breaks nothing.
  const broken = {
    logEvents: () => {
      throw new Error('no');
    },
  };
  assert.deepEqual(
    nextLogEvents(nextLogEvents(null, broken, short, turn.before, 0), broken, turn.log, turn.after, 0).events,
    [],
  );
});

test('Sarah in the players list: marked as the solo opponent, with her position, workers and tiles', () => {
  const v = turns[turns.length - 1].after;
  const [sarah, ...rest] = gwtnz.opponents(v, t);
  assert.deepEqual(rest, []);
  assert.equal(sarah.name, 'Sarah');
  assert.equal(sarah.kind, 'Adversaire solo · joue d’elle-même');
  const facts = Object.fromEntries(sarah.facts);
  assert.equal(facts.Exploration, String(v.sarah.exploration));
  assert.match(facts.Ouvriers, /^Bergères \d, Bâtisseurs \d, Marins \d, Tondeurs \d$/);
  assert.equal(facts['Sa pioche'], `${v.sarah.cardsLeft} cartes`.replace(/^1 cartes$/, '1 carte'));
  assert.match(facts['Dernière carte'], new RegExp(`^n° ${v.sarah.cardsPlayed.at(-1)} : avance .+, puis `));
  for (const [label, value] of sarah.facts) assert.doesNotMatch(`${label} ${value}`, raw);
  // In the shell's panel, after the seat, with its facts although the board draws the seats' own.
  const nodes = expand(
    PlayerPanels({
      view: v,
      seats: [{ type: 'human' }],
      names: ['Anna'],
      deciding: [0],
      viewer: 0,
      t,
      brief: true,
      opponents: [sarah],
    }),
  );
  const card = nodes.find((n) => hasClass(n, 'opponent'));
  assert.ok(card, 'her card');
  const text = words(expand(card)).join(' ');
  assert.match(text, /Sarah Adversaire solo/);
  assert.match(text, /Position/);
  assert.equal(nodes.filter((n) => hasClass(n, 'player-card')).length, 2);
  // Not in a game with seats only.
  assert.deepEqual(gwtnz.opponents({ ...v, solo: false, sarah: null }, t), []);
});

test('the end table has Sarah’s column beside the player’s, category by category, as the solo rules score her', () => {
  const scores = over.scores;
  assert.ok(scores && scores.sarah, 'the engine scores her');
  const nodes = expand(ScoreTable({ scores, names: ['Anna'], t, solo: gwtnz.solo }));
  const heads = nodes
    .filter((n) => n.type === 'th' && attr(n, 'scope') === 'col')
    .map((n) => words([n]).join(''));
  assert.deepEqual(heads, ['Catégorie', 'Anna', 'Sarah']);
  const rows = nodes.filter((n) => n.type === 'tr').slice(1);
  const cellsOf = (label) => {
    const row = rows.find((r) => words(expand(r)).includes(label));
    return expand(row)
      .filter((n) => n.type === 'td')
      .map((n) => words([n]).join(''));
  };
  // Scoring (solo): no points for pounds, harbourmaster tiles or the unlocked board slot.
  for (const cat of gwtnz.solo.opponentUnscored) assert.equal(cellsOf(t(`score.${cat}`))[1], '—', cat);
  assert.equal(cellsOf(t('score.objectives'))[1], String(scores.sarah.breakdown.objectives));
  assert.equal(cellsOf(t('score.counters'))[1], String(scores.sarah.breakdown.counters));
  assert.equal(cellsOf(t('scores.total'))[1], String(scores.sarah.total));
  assert.equal(cellsOf(t('scores.rank'))[1], String(scores.sarah.rank));
  const winner = nodes.find((n) => n.type === 'th' && hasClass(n, 'winner'));
  assert.equal(words([winner]).join(''), scores.sarahWins ? 'Sarah' : 'Anna');
});

test('the bonus-tile market numbers its rows as the invest choices name them (rangée n / row n)', () => {
  const s = investSample;
  assert.ok(s, 'an invest decision');
  const nodes = expand(BonusMarket({ view: s.view, legal: s.legal, t, onPick: () => {} }));
  const nums = nodes.filter((n) => hasClass(n, 'wl-rownum'));
  assert.deepEqual(
    nums.map((n) => words([n]).join('')),
    s.view.wellington.bonusMarket.map((_, r) => String(r + 1)),
  );
  const invest = s.legal.find((a) => a.type === 'invest');
  const label = describeAction(invest, s.view, 'fr');
  const row = Number(/rangée (\d+)/.exec(label)[1]);
  assert.equal(row, invest.row + 1);
  const titles = (nodes) =>
    nodes
      .filter((n) => hasClass(n, 'wl-rowlabel'))
      .map((g) => words(expand(g).filter((n) => n.type === 'title')).join(''));
  assert.equal(titles(nodes)[invest.row], `Rangée ${row}`);
  const en = expand(BonusMarket({ view: s.view, legal: s.legal, t: te, onPick: () => {} }));
  assert.equal(titles(en)[invest.row], `Row ${row}`);
  assert.match(describeAction(invest, s.view, 'en'), new RegExp(`row ${row}\\b`));
});

test('the player board’s labels begin with a capital, in French and English', () => {
  const v = turns[0].after;
  for (const tt of [t, te]) {
    const nodes = expand(
      PlayerBoard({ view: v, who: 0, legal: [], t: tt, onPick: () => {}, onInfo: () => {} }),
    );
    const labels = nodes.filter((n) => hasClass(n, 'gw-glabel')).map((n) => words([n]).join(''));
    assert.ok(labels.length >= 8, labels.join(' | '));
    for (const l of labels) assert.match(l, /^[A-ZÀ-Ý]/, l);
    // The disc slots' names (their tooltips) too.
    const tips = nodes.filter((n) => hasClass(n, 'gw-slot')).map((n) => attr(n, 'title'));
    for (const tip of tips) assert.match(tip, /^[A-ZÀ-Ý]/, tip);
  }
  assert.equal(tr('fr', 'slotGroup.move'), 'Limite de déplacement');
});
