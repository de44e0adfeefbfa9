// Whole games of every game, played by the engine's easy bots through the
// WebAssembly module, worded in both languages: no decision-panel button and
// no log line may read "?", "undefined", "NaN", an empty name, a {placeholder}
// or a raw id (camelCase or snake_case key). Build the wasm first.
import { test, beforeAll } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gameModules } from '../../web/src/games/index.js';
import { makeDescribers } from '../../web/src/ui/describe.js';

const dir = fileURLToPath(new URL('../../web/src/engine/wasm/', import.meta.url));
let engine;
const call = (req) => JSON.parse(engine.call(JSON.stringify(req)));

beforeAll(async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  engine = new module.Engine();
});

// What a reader must never meet in a line of words.
export function placeholderIn(text) {
  const s = String(text);
  if (!s.trim()) return 'empty';
  const checks = [
    [/\?/, '"?"'],
    [/undefined|null\b|NaN|\[object/, 'undefined/NaN'],
    [/\{\w+\}/, 'placeholder'],
    [/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/, 'camelCase id'],
    [/\b[a-z0-9]+_[a-z0-9_]+\b/, 'snake_case id'],
    [/—\s*$|^\s*—|\(\s*\)/, 'empty part'],
  ];
  for (const [re, what] of checks) if (re.test(s)) return what;
  return null;
}

function playAndWord(id, players, seed) {
  const module = gameModules[id];
  const problems = new Set();
  const note = (where, text) => {
    const bad = placeholderIn(text);
    if (bad && problems.size < 30) problems.add(`${where} [${bad}]: ${text}`);
  };
  const created = call({ op: 'new', game: id, players, seed });
  assert.equal(created.ok, true, JSON.stringify(created));
  let steps = 0;
  for (; steps < 4000; steps++) {
    const turn = call({ op: 'turn' });
    if (turn.over) break;
    const seat = turn.deciding[0];
    const st = call({ op: 'status', player: seat });
    for (const lang of ['fr', 'en']) {
      const { describeAction } = makeDescribers(module, st.view, lang);
      for (const a of st.legal) note(`${lang} button`, describeAction(a));
    }
    const bot = call({ op: 'bot', player: seat, level: 'easy', seed: seed * 7919 + steps });
    assert.equal(call({ op: 'apply', player: seat, action: bot.action }).ok, true);
  }
  assert.ok(call({ op: 'turn' }).over, `${id} ${players}p seed ${seed} ends`);
  for (let viewer = 0; viewer < players; viewer++) {
    const st = call({ op: 'status', player: viewer });
    const log = call({ op: 'log', player: viewer, from: 0 }).log;
    for (const lang of ['fr', 'en']) {
      const { describeLog } = makeDescribers(module, st.view, lang);
      for (const e of log) note(`${lang} log`, describeLog(e));
    }
  }
  return [...problems];
}

for (const [id, players] of [
  ['neuland', 2],
  ['neuland', 4],
  ['glassroad', 1],
  ['glassroad', 3],
  ['arle', 1],
  ['arle', 2],
  ['gwtnz', 1],
  ['gwtnz', 3],
]) {
  test(`${id}, ${players} player(s): every button and log line reads as words, in French and English`, () => {
    assert.deepEqual(playAndWord(id, players, 3), []);
  });
}
