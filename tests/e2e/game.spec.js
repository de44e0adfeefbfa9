// A whole Neuland game through the UI: one human (clicking decision-panel
// buttons, following the hint) against a normal bot, to the end screen. Screenshots on the way.
import { test, expect } from '@playwright/test';
import { openApp, startFromLobby, playHintedMove, waitForHumanOrEnd, shot } from './helpers.js';

test('a whole game, human against a normal bot, to the end screen', async ({ page }) => {
  test.setTimeout(300000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  await startFromLobby(page, { seats: ['human', 'normal'], seed: 11 });
  await expect(page.locator('.turn-line')).toBeVisible();

  let moves = 0;
  let undoChecked = false;
  let shotTaken = false;
  for (;;) {
    const state = await waitForHumanOrEnd(page);
    if (state === 'over') break;
    await expect(page.locator('.error-banner')).toHaveCount(0);
    await playHintedMove(page);
    moves++;
    if (moves === 6 && !undoChecked) {
      // Undo goes back to the human's last decision; the log shrinks, then play goes on.
      await waitForHumanOrEnd(page);
      const before = await page.locator('.log-lines li').count();
      await page.locator('button.undo').click();
      await expect.poll(() => page.locator('.log-lines li').count()).toBeLessThan(before);
      undoChecked = true;
    }
    if (moves === 12 && !shotTaken) {
      await waitForHumanOrEnd(page);
      await shot(page, 'game-desktop');
      await page.setViewportSize({ width: 360, height: 740 });
      await shot(page, 'game-phone-360');
      await shot(page, 'game-phone-360-full', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      shotTaken = true;
    }
    expect(moves).toBeLessThan(1500);
  }
  const end = page.locator('.end-screen');
  await expect(end).toBeVisible();
  await expect(end.locator('.winner-line')).toContainText(/wins|tie/);
  await expect(end.locator('.score-table tbody tr')).not.toHaveCount(0);
  await expect(end.locator('.score-table .rank td')).toHaveCount(2);
  await end.scrollIntoViewIfNeeded();
  await shot(page, 'end-screen');
  expect(moves).toBeGreaterThan(5);
  expect(errors).toEqual([]);

  await end.getByRole('button', { name: 'Back to the lobby' }).click();
  await expect(page.locator('button.start')).toBeVisible();
});
