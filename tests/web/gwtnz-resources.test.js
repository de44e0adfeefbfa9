// The phone's resource strip of Great Western Trail: New Zealand (the shell's
// ResourceStrip calls the module's resources(view, seat, t)): on a real view
// from the engine it lists the seat's money, gold, certificates, exchange
// tokens, movement and hand limits, with their values.
import { test, beforeAll as before } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import gwtnz from '../../web/src/games/gwtnz/index.js';
import { resources } from '../../web/src/games/gwtnz/resources.js';
import { tr } from '../../web/src/games/gwtnz/messages.js';

const dir = fileURLToPath(new URL('../../web/src/engine/wasm/', import.meta.url));
let engine;
const call = (req) => JSON.parse(engine.call(JSON.stringify(req)));

before(async () => {
  const { default: createEngine } = await import(`${dir}engine.mjs`);
  const module = await createEngine({ wasmBinary: fs.readFileSync(`${dir}engine.wasm`) });
  engine = new module.Engine();
});

test('the module exports resources, the strip the shell pins on phones', () => {
  assert.equal(gwtnz.resources, resources);
});

test('the strip lists the seat\u2019s money, gold, certificates, tokens and limits', () => {
  call({ op: 'new', game: 'gwtnz', players: 2, seed: 3, names: ['Anna', 'Bruno'], options: {} });
  for (let i = 0; i < 40; i++) {
    const who = call({ op: 'turn' }).deciding[0];
    const { action } = call({ op: 'bot', player: who, level: 'easy', seed: i });
    call({ op: 'apply', player: who, action });
  }
  for (const lang of ['fr', 'en']) {
    const t = (k, v) => tr(lang, k, v);
    for (const seat of [0, 1]) {
      const view = call({ op: 'view', player: seat }).view;
      const p = view.players[seat];
      const items = resources(view, seat, t);
      const by = Object.fromEntries(items.map((r) => [r.key, r]));
      assert.deepEqual(
        items.slice(0, 6).map((r) => r.key),
        ['money', 'gold', 'certificates', 'tokens', 'move', 'hand'],
      );
      assert.equal(by.money.value, `£${p.money}`);
      assert.equal(by.gold.value, String(p.gold));
      assert.ok(by.certificates.value.startsWith(`${p.certificates}/${p.certificateLimit}`));
      assert.equal(by.tokens.value, String(p.tokens));
      assert.equal(by.move.value, String(p.movementLimit));
      assert.equal(by.hand.value, `${p.handCount}/${p.handLimit}`);
      for (const r of items) {
        assert.ok(r.label && !r.label.startsWith('strip.'), `${lang}: ${r.key} has words`);
        assert.ok(!/undefined|NaN/.test(r.value), r.value);
      }
    }
  }
  assert.deepEqual(
    resources(null, 0, (k) => k),
    [],
  );
  assert.deepEqual(
    resources({ players: [] }, 3, (k) => k),
    [],
  );
});
