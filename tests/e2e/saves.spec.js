// Saved games: a reload resumes exactly; damaged saves and files are reported,
// skipped, and leave the other games untouched.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import {
  openApp,
  startFromLobby,
  playHintedMove,
  waitForHumanOrEnd,
  storedSaves,
  putStoredSaves,
} from './helpers.js';

const logCount = (page) => page.locator('.log-lines li').count();

test('a reload resumes the game exactly where it was', async ({ page }) => {
  await openApp(page);
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 5 });
  for (let i = 0; i < 3; i++) {
    if ((await waitForHumanOrEnd(page)) === 'over') break;
    await playHintedMove(page);
  }
  await waitForHumanOrEnd(page);
  const lines = await page.locator('.log-lines li').allTextContents();
  const turn = await page.locator('.turn-line').textContent();
  expect(lines.length).toBeGreaterThan(2);
  await page.reload();
  await expect(page.locator('.game-screen')).toBeVisible();
  await expect.poll(() => logCount(page)).toBe(lines.length);
  expect(await page.locator('.log-lines li').allTextContents()).toEqual(lines);
  await expect(page.locator('.turn-line')).toHaveText(turn);

  // Leaving goes back to the lobby; the game is listed and resumes from the list.
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  await expect(page.locator('.save-item')).toHaveCount(1);
  await page.locator('.save-item button.resume').click();
  await expect.poll(() => logCount(page)).toBe(lines.length);
});

test('a damaged save is reported and skipped, the others still resume', async ({ page }) => {
  await openApp(page);
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 8 });
  await waitForHumanOrEnd(page);
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  // Two broken records written behind the app's back: junk, and a save whose log cannot replay.
  const [good] = await storedSaves(page);
  const tampered = structuredClone(good);
  tampered.id = 'tampered';
  tampered.state.log = [{ player: 0, action: { type: 'fly', to: 'moon' } }];
  tampered.state.snapshot = null;
  await putStoredSaves(page, [{ id: 'junk', version: 1, state: 'garbage' }, tampered]);
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  await expect(page.locator('.damaged')).toContainText('1 damaged save');
  await expect(page.locator('.save-item')).toHaveCount(2);
  // The tampered one passes the shape check but the engine refuses to replay it.
  await page.locator('.save-item[data-id="tampered"] button.resume').click();
  await expect(page.locator('.error-banner')).toContainText('cannot be resumed');
  await expect(page.locator('.error-banner')).toContainText('damaged or does not come from Ludotheca');
  // The sound one still resumes.
  const sound = page.locator('.save-item:not([data-id="tampered"]) button.resume');
  await sound.click();
  await expect(page.locator('.game-screen')).toBeVisible();
  await expect(page.locator('.error-banner')).toHaveCount(0);
});

// A rules fix can make a later action of an old save illegal: the game is offered
// back after its last action that still replays, and kept that way.
test('a save whose later action the rules no longer allow resumes after the last one that replays', async ({
  page,
}) => {
  await openApp(page);
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 5 });
  for (let i = 0; i < 4; i++) {
    if ((await waitForHumanOrEnd(page)) === 'over') break;
    await playHintedMove(page);
  }
  await waitForHumanOrEnd(page);
  const lines = await page.locator('.log-lines li').allTextContents();
  expect(lines.length).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  // The save's last logged action replaced by one no rules allow.
  const [record] = await storedSaves(page);
  const log = record.state.log;
  const kept = log.length - 1;
  log[kept] = { player: log[kept].player, action: { type: 'fly', to: 'moon' } };
  await putStoredSaves(page, [record]);
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  await page.locator('.save-item button.resume').click();
  const banner = page.locator('.error-banner');
  await expect(banner).toContainText('cannot be resumed');
  await expect(banner).toContainText(`Its first ${kept} actions of ${kept + 1} still follow the rules`);
  await banner.getByRole('button', { name: `Resume after action ${kept}` }).click();
  await expect(page.locator('.game-screen')).toBeVisible();
  await expect(page.locator('.error-banner')).toHaveCount(0);
  // The kept actions, then (when the bot is to move) its new reply.
  await expect.poll(() => logCount(page)).toBeGreaterThanOrEqual(kept);
  expect((await page.locator('.log-lines li').allTextContents()).slice(0, kept)).toEqual(
    lines.slice(0, kept),
  );
  // The shortened game is what is stored now: a reload resumes it directly.
  await waitForHumanOrEnd(page);
  const now = await logCount(page);
  await page.reload();
  await expect(page.locator('.game-screen')).toBeVisible();
  await expect.poll(() => logCount(page)).toBe(now);
  await expect(page.locator('.error-banner')).toHaveCount(0);
});

test('a save whose actions replay to another position resumes with this version’s rules', async ({
  page,
}) => {
  await openApp(page);
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 5 });
  await waitForHumanOrEnd(page);
  await playHintedMove(page);
  await waitForHumanOrEnd(page);
  const lines = await page.locator('.log-lines li').allTextContents();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  const [record] = await storedSaves(page);
  record.state.snapshotHash = '0123456789abcdef';
  await putStoredSaves(page, [record]);
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  await page.locator('.save-item button.resume').click();
  const banner = page.locator('.error-banner');
  await expect(banner).toContainText(`All its ${lines.length} actions replay`);
  await banner.getByRole('button', { name: 'Resume with this version’s rules' }).click();
  await expect(page.locator('.game-screen')).toBeVisible();
  await expect.poll(() => logCount(page)).toBe(lines.length);
  expect(await page.locator('.log-lines li').allTextContents()).toEqual(lines);
});

test('export then import a game; a foreign file is refused in words', async ({ page }) => {
  await openApp(page);
  await startFromLobby(page, { seats: ['human', 'easy'], seed: 9 });
  await waitForHumanOrEnd(page);
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.locator('.save-item').first().getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^ludotheca-neuland-.*\.json$/);

  const input = page.locator('.file-button input[type=file]');
  await input.setInputFiles({
    name: 'holiday.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"photos": 12}'),
  });
  await expect(page.locator('.saves [role=status]')).toContainText(
    '“holiday.json” is not a valid Ludotheca game',
  );
  await input.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": 1, "ga'),
  });
  await expect(page.locator('.saves [role=status]')).toContainText('“broken.json” is not a valid');
  await expect(page.locator('.save-item')).toHaveCount(1);

  await input.setInputFiles(file);
  await expect(page.locator('.saves [role=status]')).toContainText('Game imported');
  await expect(page.locator('.save-item')).toHaveCount(2);

  // A file whose last action this version's rules refuse is imported all the same, and resuming
  // it offers to go on before that action.
  const older = JSON.parse(fs.readFileSync(file, 'utf8'));
  const log = older.state.log;
  expect(log.length).toBeGreaterThan(1);
  log[log.length - 1] = { player: log[log.length - 1].player, action: { type: 'fly', to: 'moon' } };
  await input.setInputFiles({
    name: 'older.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(older)),
  });
  const n = log.length - 1;
  await expect(page.locator('.saves [role=status]')).toContainText(
    `Game imported from “older.json”. Its actions after action ${n} no longer follow`,
  );
  await expect(page.locator('.save-item')).toHaveCount(3);
  await page.locator('.save-item').first().locator('button.resume').click();
  await page
    .locator('.error-banner')
    .getByRole('button', { name: `Resume after action ${n}` })
    .click();
  await expect(page.locator('.game-screen')).toBeVisible();
});

test.describe('the saves screen before the engine is ready', () => {
  // Without the service worker, so that the delayed worker script comes from the network.
  test.use({ serviceWorkers: 'block' });

  test('waits for the games list instead of calling every save damaged', async ({ page }) => {
    await openApp(page);
    await startFromLobby(page, { seats: ['human', 'easy'], seed: 11 });
    await waitForHumanOrEnd(page);
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    // A slow phone: the engine's worker arrives 4 s after the page.
    await page.route(/worker-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('button', { name: 'Games', exact: true }).click();
    await expect(page.locator('.saves')).toContainText('Loading');
    await expect(page.locator('.damaged')).toHaveCount(0);
    await expect(page.locator('.file-button input[type=file]')).toHaveCount(0);
    // Once the engine has said which games it knows, the save is listed and sound.
    await expect(page.locator('.save-item')).toHaveCount(1, { timeout: 20000 });
    await expect(page.locator('.damaged')).toHaveCount(0);
    await expect(page.locator('.file-button input[type=file]')).toHaveCount(1);
  });
});
