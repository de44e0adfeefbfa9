// The lobby: games from the engine, seats, options, languages, and a phone-sized screen.
import { test, expect } from '@playwright/test';
import { openApp, shot, fillSeed } from './helpers.js';

test('the lobby lists Neuland in French by default, with seats and options', async ({ page }) => {
  await page.goto('./');
  const neuland = page.getByRole('radio', { name: /Neuland/ });
  await expect(neuland).toBeVisible();
  await expect(page.locator('.game-choice').filter({ hasText: 'Neuland' })).toContainText('2 à 4 joueurs');
  await expect(page.locator('button.start')).toHaveText('Commencer la partie');
  await page.locator('#player-count').selectOption('4');
  await expect(page.locator('.seat-row')).toHaveCount(4);
  await expect(page.locator('.seat-row input').nth(2)).toHaveValue('Chloé');
  await expect(page.locator('#opt-layout')).toBeVisible();
  await fillSeed(page, 'abc');
  await expect(page.locator('button.start')).toBeDisabled();
  await fillSeed(page, '1234');
  await expect(page.locator('button.start')).toBeEnabled();
});

test('the Advanced section shows it opens: a triangle that turns when opened', async ({ page }) => {
  await openApp(page);
  const summary = page.locator('details.advanced > summary');
  const marker = () => summary.evaluate((el) => getComputedStyle(el, '::before').content);
  await expect(page.locator('#seed')).toBeHidden();
  expect(await marker()).toBe('"▸"');
  await summary.click();
  await expect(page.locator('#seed')).toBeVisible();
  expect(await marker()).toBe('"▾"');
});

test('the settings switch the language and remember it', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Réglages' }).click();
  await page.locator('#set-lang').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.locator('#set-cb').check();
  await expect(page.locator('html')).toHaveClass(/color-blind/);
});

test('desktop lobby screenshot', async ({ page }) => {
  await openApp(page);
  await expect(page.getByRole('radio', { name: /Neuland/ })).toBeVisible();
  await page.locator('#player-count').selectOption('3');
  await shot(page, 'lobby-desktop');
});

test('at 360 px wide nothing overflows and every control is at least 44 px tall', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openApp(page);
  await expect(page.getByRole('radio', { name: /Neuland/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, select, input[type=text], .game-choice')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ text: el.textContent.trim().slice(0, 20), h: el.getBoundingClientRect().height }))
      .filter((r) => r.h < 44),
  );
  expect(small).toEqual([]);
  await shot(page, 'lobby-phone-360');
  // Every game's option boxes keep their size when a long label wraps.
  for (const radio of await page.getByRole('radio').all()) {
    await radio.check();
    const boxes = await page
      .locator('.check input[type=checkbox]')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
    expect(boxes.every((w) => w === 22)).toBe(true);
  }
  await context.close();
});

test('« How to play » in the lobby opens where it can be read', async ({ page }) => {
  await openApp(page);
  await page.getByRole('radio', { name: /Neuland/ }).check();
  await page.locator('.howto-open').click();
  const box = await page.locator('.howto').boundingBox();
  expect(box.y).toBeGreaterThanOrEqual(-1);
  expect(box.y).toBeLessThan(800);
});
