// Accessibility: axe-core finds no serious or critical violation on the lobby
// and on a mid-game board of every game (after a few moves, bots included).
import { test, expect } from '@playwright/test';
import { createRequire } from 'node:module';
import { openApp, fillSeed } from './helpers.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The site's CSP (rightly) refuses injected scripts; axe is test tooling, so
// these pages are opened with the policy bypassed (csp.spec.js tests the policy).
test.use({ bypassCSP: true });

async function seriousViolations(page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
        first: v.nodes[0] && v.nodes[0].target.join(' '),
      }));
  });
  return violations;
}

// Plays `n` moves from the decision panel (the first button), letting the bots answer.
async function playSome(page, n) {
  for (let i = 0; i < n; i++) {
    const button = page.locator('.decision-panel button.action:not([disabled])').first();
    await button.waitFor({ state: 'attached', timeout: 60000 });
    await page.evaluate(() =>
      document.querySelector('.decision-panel button.action:not([disabled])').click(),
    );
    await page.waitForTimeout(150);
  }
  await page
    .locator('.decision-panel button.action:not([disabled])')
    .first()
    .waitFor({ state: 'attached', timeout: 60000 });
}

test('the lobby has no serious or critical axe violation', async ({ page }) => {
  await openApp(page);
  await expect(page.locator('button.start')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [game, radio] of [
  ['neuland', /Neuland/],
  ['glassroad', /Glass Road/],
  ['arle', /Arle/],
  ['lorrein', /Lorrein/],
  ['gwtnz', /Great Western/],
]) {
  test(`a mid-game ${game} board has no serious or critical axe violation`, async ({ page }) => {
    await openApp(page);
    await page.getByRole('radio', { name: radio }).check();
    await page.locator('#player-count').selectOption('2');
    await page.locator('.seat-row select').nth(1).selectOption('easy');
    await fillSeed(page, 5);
    await page.locator('button.start').click();
    await expect(page.locator('.game-screen')).toBeVisible();
    await playSome(page, 6);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
