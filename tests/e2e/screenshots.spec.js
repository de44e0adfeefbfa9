// The screenshots of docs/screenshots/ (README there says what each shows):
// every game at 1280×800 and 360×740, at the start, mid-game after the bots
// moved, and at the end screen. A human plays against easy bots, following
// the hint, so every game is played to its real end.
import { test, expect } from '@playwright/test';
import { openApp, fillSeed, shot, playHintedMovesInPage, waitForHumanOrEnd } from './helpers.js';

const GAMES = [
  ['neuland', /Neuland/, 2],
  ['glassroad', /Glass Road/, 3],
  ['arle', /Arle/, 2],
  ['gwtnz', /Great Western/, 2],
];

async function both(page, name) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const [id, radio, players] of GAMES) {
  test(`${id}: start, mid-game and end screenshots at 1280 and 360 px`, async ({ page }) => {
    test.setTimeout(600000);
    await openApp(page);
    await page.getByRole('radio', { name: radio }).check();
    await page.locator('#player-count').selectOption(String(players));
    const kinds = page.locator('.seat-row select');
    for (let i = 1; i < players; i++) await kinds.nth(i).selectOption('easy');
    await fillSeed(page, 21);
    await page.locator('button.start').click();
    await expect(page.locator('.game-screen')).toBeVisible();
    expect(await waitForHumanOrEnd(page)).toBe('human');
    await both(page, `${id}-start`);
    const mid = await playHintedMovesInPage(page, 12);
    expect(mid.state).toBe('human');
    await both(page, `${id}-mid`);
    const rest = await playHintedMovesInPage(page, 3000);
    expect(rest.state).toBe('over');
    await expect(page.locator('.end-screen')).toBeVisible();
    await both(page, `${id}-end`);
  });
}
