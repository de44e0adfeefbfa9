// A whole Fields of Arle game through the UI: one human against an easy bot,
// to the end screen. The human first places workers by clicking the action
// spaces drawn on the board, then answers the decision panel from inside the
// page with a simple policy (place workers, pay, choose, stop, done; never
// the free moves that could go back and forth). Screenshots go to test-results/.
import { test, expect } from '@playwright/test';
import { openApp, waitForHumanOrEnd } from './helpers.js';

const SHOT = (name) => `test-results/arle-${name}.png`;

async function startArle(page, seed) {
  await page.getByRole('radio', { name: /Arle/ }).check();
  await page.locator('#player-count').selectOption('2');
  const kinds = page.locator('.seat-row select');
  await kinds.nth(0).selectOption('human');
  await kinds.nth(1).selectOption('easy');
  await page.locator('#seed').fill(String(seed));
  await page.locator('button.start').click();
  await expect(page.locator('.game-screen')).toBeVisible();
  await expect(page.locator('.ar-board')).toBeVisible({ timeout: 30000 });
}

// Inside the page: answers the decision panel until the end screen (or `limit`).
async function playPolicyInPage(page, limit) {
  return page.evaluate(async (max) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const until = async (test, ms = 60000) => {
      const end = performance.now() + ms;
      for (;;) {
        const v = test();
        if (v) return v;
        if (performance.now() > end) return 'timeout';
        await frame();
      }
    };
    const state = () => {
      const error = document.querySelector('.game-screen .error-banner');
      if (error) return `error:${error.textContent}`;
      if (document.querySelector('.end-screen')) return 'over';
      return document.querySelector('.decision-panel button.action:not([disabled])') ? 'human' : false;
    };
    const order = [/^Place a worker: /, /^Pay subsistence/, /^Activate: /, /^Choose: /, /^\d+ times/, /^Cut 1 peat/,
      /^Place a .* field/, /^Sell: /, /^Stop here/, /^Done/, /^Skip this month/];
    let moves = 0;
    for (; moves < max; moves++) {
      const s = await until(state);
      if (s !== 'human') return { moves, state: s };
      const buttons = [...document.querySelectorAll('.decision-panel button.action:not([disabled])')];
      let pick = null;
      for (const re of order) {
        pick = buttons.find((b) => re.test(b.textContent.trim()));
        if (pick) break;
      }
      const before = document.querySelectorAll('.log-lines li').length;
      (pick || buttons[0]).click();
      await until(() => state() !== 'human' || document.querySelectorAll('.log-lines li').length !== before ||
        !document.body.contains(pick || buttons[0]), 30000);
      await frame();
    }
    return { moves, state: await until(state) };
  }, limit);
}

test('Fields of Arle: a human clicks the board and the panel to the end screen', async ({ page }) => {
  test.setTimeout(180000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  await startArle(page, 5);

  // The first placements through the board: a highlighted action space.
  for (let i = 0; i < 3; i++) {
    expect(await waitForHumanOrEnd(page)).toBe('human');
    const spaces = page.locator('.ar-board svg[aria-label="Summer"] g.ar-target');
    if ((await spaces.count()) === 0) break;
    const logBefore = await page.locator('.log-lines li').count();
    await spaces.first().click();
    // One action plays at once; several narrow the decision panel.
    await expect.poll(async () => (await page.locator('.log-lines li').count()) !== logBefore ||
      (await page.locator('.decision-panel button.action').count()) > 0).toBe(true);
  }
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await page.screenshot({ path: SHOT('desktop'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: SHOT('phone-360'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const rest = await playPolicyInPage(page, 3000);
  expect(rest.state).toBe('over');
  const end = page.locator('.end-screen');
  await expect(end).toBeVisible();
  await expect(end.locator('.score-table tbody tr')).not.toHaveCount(0);
  await end.scrollIntoViewIfNeeded();
  await page.screenshot({ path: SHOT('end') });
  expect(rest.moves).toBeGreaterThan(40);
  expect(errors).toEqual([]);
});
