// A game with hidden information (Glass Road) between two humans on one
// device: the board stays hidden behind the pass screen at every change of seat.
import { test, expect } from '@playwright/test';
import { openApp } from './helpers.js';

test('two humans in a game with hidden information pass the device', async ({ page }) => {
  await openApp(page);
  await page.getByRole('radio', { name: /Glass Road/ }).check();
  await page.locator('#player-count').selectOption('2');
  await page.locator('.seat-row select').nth(0).selectOption('human');
  await page.locator('.seat-row select').nth(1).selectOption('human');
  await page.locator('button.start').click();

  const pass = page.locator('.pass-screen');
  await expect(pass).toContainText('Pass the device to Anna');
  await expect(page.locator('.board-area')).toHaveCount(0);
  await pass.getByRole('button', { name: 'I am Anna: show my game' }).click();
  await expect(page.locator('.board-area')).toBeVisible();

  // Anna decides until the turn goes to Bruno alone: the pass screen comes back.
  for (let i = 0; i < 40 && !(await pass.isVisible()); i++) {
    const button = page.locator('.decision-panel button.action:not([disabled])').first();
    await expect(button.or(pass).first()).toBeVisible();
    if (await pass.isVisible()) break;
    await button.click();
    await expect(page.locator('.game-screen .error-banner')).toHaveCount(0);
  }
  await expect(pass).toContainText('Pass the device to Bruno');
  await expect(page.locator('.board-area')).toHaveCount(0);
  await pass.getByRole('button', { name: 'I am Bruno: show my game' }).click();
  await expect(page.locator('.players .player-card[data-seat="1"] .tag').first()).toHaveText('you');
});
