// The embed example page receives ready, then gameOver with the scores.
import { test, expect } from '@playwright/test';
import { shot } from './helpers.js';

test('the embed example receives ready and gameOver from a game of bots', async ({ page }) => {
  test.setTimeout(180000);
  await page.goto(
    './embed-example.html?game=neuland&players=2&bots=0,1&level=normal&botDelay=0&lang=en&seed=21',
  );
  const events = page.locator('#events li');
  await expect(events.first()).toHaveAttribute('data-type', 'ludotheca:ready');
  await expect(events.first()).toContainText('game: neuland');
  const over = page.locator('#events li[data-type="ludotheca:gameOver"]');
  await expect(over).toHaveCount(1, { timeout: 150000 });
  await expect(over).toContainText('winners: [');
  await expect(over).toContainText('seat 0');
  // The compact mode has no site header and shows the end screen.
  const frame = page.frameLocator('#ludotheca');
  await expect(frame.locator('.site-header')).toHaveCount(0);
  await expect(frame.locator('.end-screen')).toBeVisible();
});

test('an embed with a human seat announces ready once interactive', async ({ page }) => {
  await page.goto('./embed-example.html?game=neuland&players=3&bots=1,2&lang=en&botDelay=0');
  await expect(page.locator('#events li[data-type="ludotheca:ready"]')).toHaveCount(1);
  const frame = page.frameLocator('#ludotheca');
  await expect(frame.locator('.game-screen.compact')).toBeVisible();
  await expect(frame.locator('.decision-panel button.action').first()).toBeEnabled();
  await shot(page, 'embed-example');
});
