// Shared steps of the browser tests.
import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const SHOTS = path.resolve('docs/screenshots');

export async function shot(page, name, options = {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), ...options });
}

// The app, in English unless told, with bots moving without delay.
export async function openApp(page, query = 'lang=en&botDelay=0') {
  await page.goto(`./?${query}`);
  await expect(page.locator('.site-header')).toBeVisible();
}

// Fills the lobby: seats is a list like ['human', 'easy'] (human | easy | normal | hard).
export async function startFromLobby(page, { seats = ['human', 'easy'], seed = null } = {}) {
  await page.getByRole('radio', { name: /Neuland/ }).check();
  await page.locator('#player-count').selectOption(String(seats.length));
  const kinds = page.locator('.seat-row select');
  for (let i = 0; i < seats.length; i++) await kinds.nth(i).selectOption(seats[i]);
  if (seed !== null) await page.locator('#seed').fill(String(seed));
  await page.locator('button.start').click();
  await expect(page.locator('.game-screen')).toBeVisible();
}

// The human plays what the hint (a normal bot) proposes, through the decision panel.
export async function playHintedMove(page) {
  const buttons = page.locator('.decision-panel button.action');
  const count = await buttons.count();
  if (count > 1) {
    await page.locator('.hint-button').click();
    const hinted = page.locator('.decision-panel button.action.hinted');
    await hinted.waitFor({ state: 'visible' });
    await hinted.click();
  } else {
    await buttons.first().click();
  }
}

// Waits until either the human must decide or the game is over; returns which.
export async function waitForHumanOrEnd(page, timeout = 60000) {
  const human = page.locator('.decision-panel button.action:not([disabled])').first();
  const end = page.locator('.end-screen');
  const error = page.locator('.game-screen .error-banner');
  await expect(human.or(end).or(error).first()).toBeVisible({ timeout });
  if (await error.isVisible()) throw new Error(`the game screen shows an error: ${await error.textContent()}`);
  return (await end.isVisible()) ? 'over' : 'human';
}
