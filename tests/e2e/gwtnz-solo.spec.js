// Great Western Trail: New Zealand alone against Sarah (solo rules « A woman of
// great character »), on a phone in French: each of her turns reads in the log
// and in "since your last turn" (the engine plays her inside the player's "end
// the turn"), she is in the players list as the solo opponent, the bonus-tile
// market numbers its rows as the choices do, and the end table has her column
// beside the player's, with a dash where the solo rules give her no points.
// Her lines are kept with the save: a reload shows them again.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import {
  openApp,
  startFromLobby,
  waitForHumanOrEnd,
  playHintedMovesInPage,
  clickAndWaitForLog,
} from './helpers.js';

// "Play it for me" decides for the player until Sarah's first lines are in the log
// (they follow the player's "end the turn"); returns the locator of her lines.
async function playUntilSarahPlays(page) {
  const log = page.locator('.log-lines li');
  const sarahLines = log.filter({ hasText: /^Sarah — / });
  for (let i = 0; i < 40 && !(await sarahLines.count()); i++) {
    expect(await waitForHumanOrEnd(page, 120000)).toBe('human');
    await clickAndWaitForLog(page, page.locator('.play-for-me'), 60000);
  }
  return sarahLines;
}

test('GWT NZ solo on a phone, in French: Sarah’s turns in the log, her place in the players list, her end column', async ({
  page,
}) => {
  test.setTimeout(600000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page, 'lang=fr&botDelay=0');
  await startFromLobby(page, { game: /Great Western/, seats: ['human'], seed: 8 });
  await expect(page.locator('.gw-board')).toBeVisible();

  // The players list: the player, then Sarah, marked as the solo opponent.
  const sarah = page.locator('.players .player-card.opponent');
  await expect(sarah).toHaveCount(1);
  await expect(sarah).toContainText('Sarah');
  await expect(sarah).toContainText('Adversaire solo');
  await expect(sarah).toContainText(/Position\s*La case de départ/);

  // The bonus-tile market: rows 1 to 7, the choices' « rangée n ».
  await expect(page.locator('.wl-bonus .wl-rownum')).toHaveText(['1', '2', '3', '4', '5', '6', '7']);

  // The "play it for me" bot until a turn ends: Sarah's lines follow "Terminer son tour".
  const log = page.locator('.log-lines li');
  const sarahLines = await playUntilSarahPlays(page);
  await expect(sarahLines.first()).toHaveText(/^Sarah — Carte \d+ : avance (et s’arrête sur|jusqu’à) /);
  expect(await sarahLines.count()).toBeGreaterThanOrEqual(2);
  const texts = await log.allTextContents();
  const first = texts.findIndex((x) => x.startsWith('Sarah — '));
  expect(texts[first - 1]).toMatch(/^Anna — (Terminer son tour|Passer)$/);
  // At the start of the next turn, "since your last turn" tells what she did.
  expect(await waitForHumanOrEnd(page, 120000)).toBe('human');
  const since = page.locator('.since-panel');
  await expect(since).toBeVisible();
  await expect(since.locator('li').first()).toHaveText(/^Sarah — Carte \d+ : /);
  await expect(sarah).not.toContainText(/Position\s*La case de départ/);

  // A reload resumes the game with her lines: they are kept with the save.
  const shown = await log.allTextContents();
  await page.reload();
  await expect(page.locator('.gw-board')).toBeVisible();
  await expect.poll(() => log.count(), { timeout: 30000 }).toBe(shown.length);
  expect(await log.allTextContents()).toEqual(shown);

  // To the end, ending turns quickly and delivering when offered.
  const end = await playHintedMovesInPage(page, 4000, [/^Terminer son tour$/, /^Livrer/, /.*/]);
  expect(end.state).toBe('over');
  const table = page.locator('.end-screen .score-table');
  await expect(table.locator('thead th')).toHaveText(['Catégorie', 'Anna', /^Sarah/]);
  for (const unscored of [/^Argent/, /^Tuiles Capitainerie/, /^Emplacement de main/]) {
    await expect(table.locator('tbody tr').filter({ hasText: unscored }).locator('td').nth(1)).toHaveText(
      '—',
    );
  }
  const total = table.locator('tr.total td');
  await expect(total.nth(1)).toHaveText(/^\d+$/);
  await expect(page.locator('.end-screen .winner-line')).toContainText(/Sarah (l’emporte|est battue)/);
  expect(errors).toEqual([]);
});

// At 1280, in English: the engine plays Sarah inside the player's "end the
// turn", yet when the player's next turn begins the board rings what she did
// (the location her rancher stopped on, at least), as it does for other
// seats' moves. Exported and imported again, the game keeps her log lines.
test('GWT NZ solo: Sarah’s moves are ringed when the next turn begins; an exported file keeps her lines', async ({
  page,
}) => {
  test.setTimeout(300000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  await startFromLobby(page, { game: /Great Western/, seats: ['human'], seed: 8 });
  await expect(page.locator('.gw-board')).toBeVisible();
  const log = page.locator('.log-lines li');
  const sarahLines = await playUntilSarahPlays(page);
  expect(await sarahLines.count()).toBeGreaterThanOrEqual(2);
  expect(await waitForHumanOrEnd(page, 120000)).toBe('human');
  // Her rancher's location is ringed (her pawn's title names her).
  const hers = page.locator('.gw-node', { has: page.locator('.gw-rancher title', { hasText: 'Sarah' }) });
  await expect(hers).toHaveCount(1);
  await expect(hers).toHaveClass(/\bchanged\b/);
  await page.screenshot({ path: test.info().outputPath('gwtnz-solo-sarah-changed-1280.png') });

  // Export, import: the imported game shows the same log, her lines included.
  const shown = await log.allTextContents();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'Games', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.locator('.save-item').first().getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(exported.extraLog.length).toBe(shown.filter((x) => x.startsWith('Sarah — ')).length);
  // A damaged list of her lines refuses the file, in words; nothing is added.
  const input = page.locator('.file-button input[type=file]');
  await input.setInputFiles({
    name: 'edited.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...exported, extraLog: [{ at: 99999, event: {} }] })),
  });
  await expect(page.locator('.saves [role=status]')).toContainText('“edited.json” is damaged');
  await expect(page.locator('.save-item')).toHaveCount(1);
  await input.setInputFiles(file);
  await expect(page.locator('.saves [role=status]')).toContainText('Game imported');
  await expect(page.locator('.save-item')).toHaveCount(2);
  // The imported copy is the newest: resume it.
  await page.locator('.save-item').first().locator('button.resume').click();
  await expect(page.locator('.gw-board')).toBeVisible();
  await expect.poll(() => log.count(), { timeout: 30000 }).toBe(shown.length);
  expect(await log.allTextContents()).toEqual(shown);
  expect(errors).toEqual([]);
});
