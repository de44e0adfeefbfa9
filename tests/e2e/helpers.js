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
  if (seed !== null) await fillSeed(page, seed);
  await page.locator('button.start').click();
  await expect(page.locator('.game-screen')).toBeVisible();
}

// The human plays what the hint (a normal bot) proposes, through the decision panel.
export async function playHintedMove(page) {
  const count = await page.locator('.decision-panel button.action').count();
  if (count > 1) {
    await page.locator('.hint-button').click();
    const hinted = page.locator('.decision-panel button.action.hinted:not([disabled])');
    await hinted.waitFor({ state: 'visible' });
    await hinted.click();
  } else {
    await page.locator('.decision-panel button.action').first().click();
  }
}

// Waits (checking on every frame) until the human must decide, the game is
// over, or an error shows; returns 'human' or 'over', throws on an error.
export async function waitForHumanOrEnd(page, timeout = 60000) {
  const handle = await page.waitForFunction(
    () => {
      const error = document.querySelector('.game-screen .error-banner');
      if (error) return `error:${error.textContent}`;
      if (document.querySelector('.end-screen')) return 'over';
      const button = document.querySelector('.decision-panel button.action:not([disabled])');
      return button ? 'human' : false;
    },
    null,
    { timeout, polling: 'raf' },
  );
  const state = await handle.jsonValue();
  if (state.startsWith('error:')) throw new Error(`the game screen shows an error: ${state.slice(6)}`);
  return state;
}

// The same human, faster: inside the page, clicks the decision panel's buttons
// until the game ends or `max` moves. Without `order` it follows the hint (the
// hinted button when there is a choice); with `order` (regular expressions
// over button labels) it clicks the first button matching the earliest one.
// Returns {moves, state: 'over' | 'human' | 'error:<text>'}.
export async function playHintedMovesInPage(page, max, order = null) {
  return page.evaluate(
    async ({ limit, patterns }) => {
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
      const policy = patterns && patterns.map((p) => new RegExp(p));
      let moves = 0;
      for (; moves < limit; moves++) {
        const s = await until(state);
        if (s !== 'human') return { moves, state: s };
        const buttons = [...document.querySelectorAll('.decision-panel button.action:not([disabled])')];
        let pick = buttons[0];
        if (policy) {
          for (const re of policy) {
            const found = buttons.find((b) => re.test(b.textContent.trim()));
            if (found) {
              pick = found;
              break;
            }
          }
        } else if (buttons.length > 1) {
          document.querySelector('.hint-button').click();
          // The hint is a panel button, or a menu action (Neuland's proposal to end).
          const hinted = await until(() =>
            document.querySelector(
              '.decision-panel button.action.hinted:not([disabled]), .game-tools button.menu-action.hinted',
            ),
          );
          if (hinted === 'timeout') return { moves, state: 'error:no hint came' };
          pick = hinted;
        }
        const before = document.querySelectorAll('.log-lines li').length;
        pick.click();
        // Wait until the click is taken: the log grows, the button goes, or the turn passes.
        await until(
          () =>
            state() !== 'human' ||
            document.querySelectorAll('.log-lines li').length !== before ||
            !document.body.contains(pick) ||
            (!policy && !pick.classList.contains('hinted')),
          30000,
        );
        await frame();
      }
      return { moves, state: await until(state) };
    },
    { limit: max, patterns: order && order.map((re) => re.source) },
  );
}

// The seed sits under "Advanced" in the lobby: open it, then type.
export async function fillSeed(page, seed) {
  const seedField = page.locator('#seed');
  if (!(await seedField.isVisible())) await page.locator('details.advanced > summary').click();
  await seedField.fill(String(seed));
}
