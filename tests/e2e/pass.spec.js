// Games with hidden information between two humans on one device: the board
// stays hidden behind the pass screen at every change of seat (Glass Road), and
// the screen shows only the hidden cards of the seat holding the device (the
// hands of Great Western Trail: New Zealand, the secret missions of Lorrein).
import { test, expect } from '@playwright/test';
import { openApp, fillSeed, playHintedMove } from './helpers.js';

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

// Plays the hinted moves of the seat holding the device until the pass screen
// comes back (the turn goes to the other human); fails on an error banner.
async function playUntilPassScreen(page, pass, max = 80) {
  for (let i = 0; i < max && !(await pass.isVisible()); i++) {
    const button = page.locator('.decision-panel button.action:not([disabled])').first();
    await expect(button.or(pass).first()).toBeVisible({ timeout: 30000 });
    if (await pass.isVisible()) break;
    await playHintedMove(page);
    await expect(page.locator('.game-screen .error-banner')).toHaveCount(0);
  }
  await expect(pass).toBeVisible();
}

async function startTwoHumans(page, game) {
  await openApp(page);
  await page.getByRole('radio', { name: game }).check();
  await page.locator('#player-count').selectOption('2');
  await page.locator('.seat-row select').nth(0).selectOption('human');
  await page.locator('.seat-row select').nth(1).selectOption('human');
  await fillSeed(page, 3);
  await page.locator('button.start').click();
}

test('Great Western Trail NZ between two humans: each sees only their own hand', async ({ page }) => {
  test.setTimeout(300000);
  await startTwoHumans(page, /Great Western/);
  const pass = page.locator('.pass-screen');
  await pass.getByRole('button', { name: 'I am Anna: show my game' }).click();
  // Anna's hand face up, one hand only; Bruno's is a count.
  const cards = page.locator('div.gw-hand .gw-card');
  await expect(page.locator('div.gw-hand')).toHaveCount(1);
  const anna = await cards.evaluateAll((els) => els.map((e) => e.dataset.card));
  expect(anna.length).toBeGreaterThan(0);
  await expect(page.locator('.gw-handbox').filter({ hasText: /Bruno/ })).toHaveCount(0);

  await playUntilPassScreen(page, pass);
  await expect(pass).toContainText('Pass the device to Bruno');
  await expect(page.locator('.board-area')).toHaveCount(0);
  await expect(page.locator('.gw-card')).toHaveCount(0);
  await pass.getByRole('button', { name: 'I am Bruno: show my game' }).click();
  // Now Bruno's cards, none of Anna's.
  await expect(page.locator('div.gw-hand')).toHaveCount(1);
  const bruno = await cards.evaluateAll((els) => els.map((e) => e.dataset.card));
  expect(bruno.length).toBeGreaterThan(0);
  expect(bruno.filter((id) => anna.includes(id))).toEqual([]);
});

test('Lorrein between two humans: each sees only their own secret mission, and an offer passes the device', async ({
  page,
}) => {
  test.setTimeout(300000);
  await startTwoHumans(page, /Lorrein/);
  const pass = page.locator('.pass-screen');
  await pass.getByRole('button', { name: 'I am Anna: show my game' }).click();
  const mission = page.locator('.lr-mission');
  await expect(mission).toHaveCount(1);
  await expect(mission).toContainText('My mission');
  const annaMission = await mission.textContent();

  await playUntilPassScreen(page, pass);
  await expect(pass).toContainText('Pass the device to Bruno');
  await expect(page.locator('.lr-mission')).toHaveCount(0);
  await pass.getByRole('button', { name: 'I am Bruno: show my game' }).click();
  await expect(mission).toHaveCount(1);
  await expect(mission).toContainText('My mission');
  const brunoMission = await mission.textContent();
  expect(brunoMission).not.toEqual(annaMission);

  // Back to Anna, until she builds and may offer Bruno a trade: she asks for one
  // good and sends it. Bruno answers on his own screen, then the device comes back.
  const trade = page.locator('.lr-board .lr-trade');
  const offer = trade.locator('.lr-trade-btn', { hasText: /Offer a trade/ });
  for (let i = 0; i < 80; i++) {
    const action = page.locator('.decision-panel button.action:not([disabled])').first();
    await expect(action.or(pass).first()).toBeVisible({ timeout: 30000 });
    if (await pass.isVisible()) {
      const holder = /Bruno/.test(await pass.locator('h2').innerText()) ? 'Bruno' : 'Anna';
      await pass.getByRole('button', { name: `I am ${holder}: show my game` }).click();
      await expect(mission).toHaveText(holder === 'Anna' ? annaMission : brunoMission);
      continue;
    }
    if (/Anna to play/.test(await page.locator('.game-screen').innerText()) && (await offer.count())) break;
    await playHintedMove(page);
  }
  await offer.first().click();
  await trade.locator('.lr-trade-btn', { hasText: /I ask/ }).first().click();
  await trade.locator('.lr-trade-btn', { hasText: /Send the offer/ }).click();
  await expect(pass).toContainText('Pass the device to Bruno');
  await expect(page.locator('.lr-mission')).toHaveCount(0);
  await pass.getByRole('button', { name: 'I am Bruno: show my game' }).click();
  await expect(mission).toHaveText(brunoMission);
  await page.locator('.decision-panel button.action', { hasText: /Refuse the offer/ }).click();
  await expect(pass).toContainText('Pass the device to Anna');
  await pass.getByRole('button', { name: 'I am Anna: show my game' }).click();
  await expect(mission).toHaveText(annaMission);
});
