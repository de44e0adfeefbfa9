// Saves under fault in the browser (docs/reliability.md): a page killed between
// actions resumes with at most the last action lost; two tabs on one game never
// overwrite each other's progress silently; records of a newer version or of
// an unknown game are listed apart with their reason while the others resume.
import { test, expect } from '@playwright/test';
import {
  openApp,
  startFromLobby,
  playHintedMove,
  waitForHumanOrEnd,
  storedSaves,
  putStoredSaves,
} from './helpers.js';

const logCount = (page) => page.locator('.log-lines li').count();

async function playSome(page, n) {
  for (let i = 0; i < n; i++) {
    if ((await waitForHumanOrEnd(page)) === 'over') break;
    await playHintedMove(page);
  }
  await waitForHumanOrEnd(page);
}

test('a page killed between actions resumes, losing at most the last action', async ({ context }) => {
  const page = await context.newPage();
  await openApp(page);
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 21 });
  await playSome(page, 4);
  const before = await logCount(page);
  expect(before).toBeGreaterThan(2);
  await page.close({ runBeforeUnload: false }); // no unload handler, no final save
  const again = await context.newPage();
  await openApp(again);
  await expect(again.locator('.game-screen')).toBeVisible();
  await expect.poll(() => logCount(again)).toBeGreaterThanOrEqual(before - 1);
  expect(await logCount(again)).toBeLessThanOrEqual(before);
  await playSome(again, 1); // and the game goes on
});

test('two tabs on one game: the older tab is told, the newer progress is kept', async ({ context }) => {
  const a = await context.newPage();
  await openApp(a);
  await startFromLobby(a, { seats: ['human', 'easy'], seed: 22 });
  await playSome(a, 2);
  // Tab B resumes the same game from the list and plays on.
  const b = await context.newPage();
  await openApp(b);
  await expect(b.locator('.game-screen')).toBeVisible(); // the current game resumes in B too
  await playSome(b, 2);
  const bLog = await logCount(b);
  // Tab A plays: its autosave is refused in words, B's game is untouched.
  await a.bringToFront();
  await playSome(a, 1);
  await expect(a.locator('.notice')).toContainText('another tab');
  await b.reload();
  await expect(b.locator('.game-screen')).toBeVisible();
  await expect.poll(() => logCount(b)).toBe(bLog);
});

test('a newer record and a game this build does not know are listed apart; the others resume', async ({
  page,
}) => {
  await openApp(page);
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 23 });
  await waitForHumanOrEnd(page);
  await page.getByRole('button', { name: 'Leave' }).click();
  const [good] = await storedSaves(page);
  const newer = { ...structuredClone(good), id: 'newer', version: 9 };
  const unknown = structuredClone(good);
  unknown.id = 'unknown';
  unknown.game = 'tikal';
  unknown.state.game = 'tikal';
  unknown.state.setup.game = 'tikal';
  await putStoredSaves(page, [newer, unknown]);
  await page.getByRole('button', { name: 'Games' }).click();
  const damaged = page.locator('.damaged');
  await expect(damaged).toContainText('newer version of Ludotheca');
  await expect(damaged).toContainText('does not know');
  await expect(page.locator('.save-item')).toHaveCount(1);
  await page.locator('.save-item button.resume').click();
  await expect(page.locator('.game-screen')).toBeVisible();
  await expect(page.locator('.error-banner')).toHaveCount(0);
});
