// A whole Fields of Arle game through the UI: one human against an easy bot,
// to the end screen. The human first places workers by clicking the action
// spaces drawn on the board, then answers the decision panel from inside the
// page with a simple policy (place workers, pay, choose, stop, done; never
// the free moves that could go back and forth). Screenshots go to test-results/.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { fitLabel, BUILDING_TILE, VILLAGE_BUILDING } from '../../web/src/games/arle/fit.js';
import {
  openApp,
  startFromLobby,
  waitForHumanOrEnd,
  playHintedMovesInPage,
  fillSeed,
  playForMeThenUndo,
  unfitLines,
} from './helpers.js';

const SHOT = (name) => `test-results/arle-${name}.png`;

// A 2-player game on `seed`, the seats given (human first, then an easy bot, unless told).
async function startArle(page, seed, seats = ['human', 'easy']) {
  await page.getByRole('radio', { name: /Arle/ }).check();
  await page.locator('#player-count').selectOption('2');
  const kinds = page.locator('.seat-row select');
  for (let i = 0; i < 2; i++) await kinds.nth(i).selectOption(seats[i]);
  await fillSeed(page, seed);
  await page.locator('button.start').click();
  await expect(page.locator('.game-screen')).toBeVisible();
  await expect(page.locator('.ar-board')).toBeVisible({ timeout: 30000 });
}

// The panel policy: place workers, pay, choose, stop, done — never the free
// moves that could go back and forth.
const ORDER = [
  /^Place a worker: /,
  /^Pay subsistence/,
  /^Activate: /,
  /^Choose: /,
  /^([^:]+: )?\d+ times/,
  /^Cut 1 peat/,
  /^Place a .* field/,
  /^Sell: /,
  /^Stop here/,
  /^Done/,
  /^End the work/,
  /^Finish and count the points/,
  /^Skip this month/,
];

test('Fields of Arle: a human clicks the board and the panel to the end screen', async ({ page }) => {
  test.setTimeout(180000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  await startArle(page, 5);

  // The first placements through the board: a highlighted action space.
  for (let i = 0; i < 3; i++) {
    expect(await waitForHumanOrEnd(page)).toBe('human');
    const spaces = page.locator('.ar-board svg[aria-label="Summer"] g.ar-target');
    if ((await spaces.count()) === 0) break;
    const logBefore = await page.locator('.log-lines li').count();
    await spaces.first().click();
    // One action plays at once; several narrow the decision panel.
    await expect
      .poll(
        async () =>
          (await page.locator('.log-lines li').count()) !== logBefore ||
          (await page.locator('.decision-panel button.action').count()) > 0,
      )
      .toBe(true);
  }
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await page.screenshot({ path: SHOT('desktop'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: SHOT('phone-360'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const rest = await playHintedMovesInPage(page, 3000, ORDER);
  expect(rest.state).toBe('over');
  const end = page.locator('.end-screen');
  await expect(end).toBeVisible();
  await expect(end.locator('.score-table tbody tr')).not.toHaveCount(0);
  await end.scrollIntoViewIfNeeded();
  await page.screenshot({ path: SHOT('end') });
  expect(rest.moves).toBeGreaterThan(40);
  expect(errors).toEqual([]);
});

// Solo on a phone: "Play it for me" asks the hard bot, which in Fields of Arle
// solo plans the whole game (docs/bots.md, "Solo plans") inside the worker, and
// plays its choice as the human's own action; undo takes the last one back.
test('Fields of Arle solo on a phone: "Play it for me" plays planned decisions', async ({ page }) => {
  test.setTimeout(180000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page);
  await startFromLobby(page, { game: /Arle/, seats: ['human'], seed: 7 });
  await expect(page.locator('.ar-board')).toBeVisible({ timeout: 30000 });
  await playForMeThenUndo(page, 8, () =>
    page.screenshot({ path: SHOT('solo-play-for-me-360'), fullPage: true }),
  );
  expect(errors).toEqual([]);
});

// The travel track sits under the destinations, where the board draws small at
// 1280 px: its spaces and points render at 11 px or more there, and on a phone
// (whose board opens zoomed), without spilling out of the panel.
test('Fields of Arle: the travel track reads at 11 px or more at 1280 and on a phone', async ({ page }) => {
  await openApp(page, 'lang=fr&botDelay=0');
  await startFromLobby(page, { game: /Arle/, seats: ['human', 'easy'], seed: 5 });
  await expect(page.locator('.ar-board')).toBeVisible({ timeout: 30000 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
  const measure = () =>
    page
      .locator('.ar-travel svg')
      .first()
      .evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        const k = box.width / svg.viewBox.baseVal.width; // px per drawing unit
        const spaces = [...svg.querySelectorAll('.ar-track-space')];
        const px = (el) => parseFloat(getComputedStyle(el).fontSize) * k;
        return {
          spaces: spaces.length,
          smallest: Math.min(...spaces.flatMap((g) => [...g.querySelectorAll('text')].map(px))),
          inside: spaces.every((g) => {
            const r = g.getBoundingClientRect();
            return r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.bottom <= box.bottom + 0.5;
          }),
        };
      });
  const desk = await measure();
  expect(desk.spaces).toBe(20);
  expect(desk.smallest).toBeGreaterThanOrEqual(11);
  expect(desk.inside).toBe(true);
  await page.setViewportSize({ width: 360, height: 740 });
  const phone = await measure();
  expect(phone.smallest).toBeGreaterThanOrEqual(11);
  expect(phone.inside).toBe(true);
});

// Every building name of data.json fits its tile whole (wrapped, smaller when
// it must be, never "…"), as the browser measures the text, at 1280 and on a
// phone; the destinations' names and states read at 12 px or more at 1280.
test('Fields of Arle: building names fit their tiles; destination states read at 12 px', async ({ page }) => {
  await openApp(page, 'lang=fr&botDelay=0');
  await startFromLobby(page, { game: /Arle/, seats: ['human', 'easy'], seed: 5 });
  await expect(page.locator('.ar-board')).toBeVisible({ timeout: 30000 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
  // Every name, in both languages, fitted as the board fits it, measured in the board's font.
  const arleData = JSON.parse(fs.readFileSync('engine/games/arle/data.json', 'utf8'));
  const fits = [BUILDING_TILE, VILLAGE_BUILDING].flatMap((fit) =>
    arleData.buildings.flatMap((b) =>
      [b.fr, b.en].map((name) => ({ name, width: fit.width, ...fitLabel(name, fit) })),
    ),
  );
  const measureAll = () => unfitLines(page.locator('.ar-board svg.ar-svg').first(), fits);
  // What the board draws: each fitted name inside its tile, no "…".
  const drawn = () =>
    page.evaluate(() => {
      const bad = [];
      for (const g of document.querySelectorAll('.ar-board .ar-fit')) {
        const width = Number(g.dataset.width);
        const w = g.getBBox().width;
        if (w > width + 0.5) bad.push(`${g.textContent} ${w.toFixed(1)} > ${width}`);
        if (g.textContent.includes('…')) bad.push(`${g.textContent} cut`);
      }
      const svg = [...document.querySelectorAll('.ar-travel svg')][0];
      const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const states = [...svg.querySelectorAll('.ar-dest-state text')].map(
        (t) => parseFloat(getComputedStyle(t).fontSize) * k,
      );
      return {
        bad,
        fitted: document.querySelectorAll('.ar-board .ar-fit').length,
        smallest: Math.min(...states),
      };
    });
  expect(await measureAll()).toEqual([]);
  const desk = await drawn();
  expect(desk.bad).toEqual([]);
  expect(desk.fitted).toBeGreaterThan(30);
  expect(desk.smallest).toBeGreaterThanOrEqual(12);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await measureAll()).toEqual([]);
  const phone = await drawn();
  expect(phone.bad).toEqual([]);
  expect(phone.smallest).toBeGreaterThanOrEqual(12);
});

// A phone-sized window (no touch), seed 5, at the human's first decision.
async function arleOnPhone(page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page);
  await startArle(page, 5);
  await waitForHumanOrEnd(page);
}

test('Fields of Arle on a phone: when every choice on the board is out of sight, a pill leads to them', async ({
  page,
}) => {
  test.setTimeout(120000);
  await arleOnPhone(page);
  // The grocer (p. 12): one of plank, brick, sheep, cow or horse; the animals are chosen on the
  // player's board, far below the action spaces on a phone.
  await page.locator('.ar-board [role="button"]', { hasText: /^Grocer \(Summer\)/ }).click();
  await waitForHumanOrEnd(page);
  const pill = page.locator('.vp-away');
  await expect(pill).toBeVisible();
  await expect(pill).toHaveText(/↓ Your choices on the board/);
  await pill.click();
  await expect(pill).toHaveCount(0);
  // A choice of the decision (not a free move) now shows between the resource strip and the sheet.
  const shown = await page.evaluate(() => {
    const sheet = document.querySelector('.decision-area').getBoundingClientRect().top;
    return [...document.querySelectorAll('.ar-board [role="button"]:not([data-free])')].some((el) => {
      const r = el.getBoundingClientRect();
      const y = r.top + r.height / 2;
      return r.height > 0 && y > 60 && y < sheet;
    });
  });
  expect(shown).toBe(true);
});

test('Fields of Arle on a phone: the pinned strip names the board parts, marks where the choices are and leads to them', async ({
  page,
}) => {
  test.setTimeout(120000);
  await arleOnPhone(page);
  const chips = page.locator('.res-strip .res-nav-chip');
  await expect(chips).toHaveText(['Actions', 'My farm', 'Tools, buildings', /\S/]);
  // Placing a worker: the choices are the action spaces.
  await expect(chips.nth(0)).toHaveClass(/has-choices/);
  await expect(chips.nth(1)).not.toHaveClass(/has-choices/);
  // The grocer (p. 12): plank, brick or an animal, taken on the player's own goods.
  await page.locator('.ar-board [role="button"]', { hasText: /^Grocer \(Summer\)/ }).click();
  await waitForHumanOrEnd(page);
  await expect(chips.nth(1)).toHaveClass(/has-choices/);
  await expect(chips.nth(1)).toHaveAttribute('aria-label', 'My farm: your choices are here');
  await expect(chips.nth(0)).not.toHaveClass(/has-choices/);
  // The farm is taller than the screen: the tap brings its first lit element (the goods to
  // choose from) into sight between the strip and the choices sheet, not the farm's top.
  // Clicked where it is (a locator's click would first scroll the page to the chip).
  const tap = async (chip) => {
    const b = await chip.boundingBox();
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
  };
  await tap(chips.nth(1));
  await expect(chips.nth(1)).toHaveAttribute('aria-current', 'location');
  const shown = await page.evaluate(() => {
    const strip = document.querySelector('.res-strip').getBoundingClientRect().bottom;
    const sheet = document.querySelector('.decision-area').getBoundingClientRect().top;
    const lit = [...document.querySelectorAll('.ar-player-me .bk-target:not([data-free])')];
    return (
      lit.length > 0 &&
      lit.some((el) => {
        const r = el.getBoundingClientRect();
        const y = r.top + r.height / 2;
        return y > strip && y < sheet && r.left >= 0 && r.right <= innerWidth;
      })
    );
  });
  expect(shown).toBe(true);
  // Back to the action spaces: no choice there, the part's top under the strip.
  await tap(chips.nth(0));
  await expect(chips.nth(0)).toHaveAttribute('aria-current', 'location');
  const gap = await page.evaluate(
    () =>
      document.querySelector('.ar-board [data-section="actions"]').getBoundingClientRect().top -
      document.querySelector('.res-strip').getBoundingClientRect().bottom,
  );
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(16);
});

test('Fields of Arle on a laptop or a tablet held sideways: the choices stay beside the board, the parts above them', async ({
  page,
}) => {
  test.setTimeout(120000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await openApp(page);
  await startArle(page, 5);
  await waitForHumanOrEnd(page);
  // At the page's top the column starts under the title, and still ends in the window: the
  // players and the log show under the choices without scrolling the page.
  const foot = () =>
    page.evaluate(() => {
      const r = (sel) => document.querySelector(sel).getBoundingClientRect();
      return { top: r('.game-column').top, column: r('.game-column').bottom, side: r('.side').bottom };
    });
  const atTop = await foot();
  expect(atTop.top).toBeGreaterThan(100);
  expect(Math.max(atTop.column, atTop.side)).toBeLessThanOrEqual(768);
  await expect(page.locator('.side .player-card').first()).toBeInViewport();
  // Scrolled a little, it grows with the room the title leaves, its foot still at the window's.
  await page.mouse.move(300, 400);
  await page.mouse.wheel(0, 60);
  await expect.poll(async () => (await foot()).top).toBeLessThan(atTop.top - 40);
  await expect.poll(async () => Math.round((await foot()).column)).toBe(768);
  await page.evaluate(() => window.scrollTo(0, 0));
  // No pinned strip on a wide screen: the parts are named above the choices, beside the board.
  await expect(page.locator('.res-strip')).toBeHidden();
  const chips = page.locator('.column-parts .res-nav-chip');
  await expect(chips).toHaveText(['Actions', 'My farm', 'Tools, buildings', /\S/]);
  await page.locator('.ar-board [role="button"]', { hasText: /^Grocer \(Summer\)/ }).click();
  await waitForHumanOrEnd(page);
  await expect(chips.nth(1)).toHaveClass(/has-choices/);
  // The goods to choose from are far down the page; a click on « My farm » brings them into sight,
  // and the choices stay in the window, beside them.
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-current', 'location');
  const seen = await page.evaluate(() => {
    const inWindow = (r) => r.top >= 0 && r.bottom <= innerHeight;
    const lit = [...document.querySelectorAll('.ar-player-me .bk-target:not([data-free])')];
    const panel = document.querySelector('.decision-panel').getBoundingClientRect();
    const first = document.querySelector('.decision-panel button.action').getBoundingClientRect();
    return {
      scrolled: scrollY,
      lit: lit.some((el) => inWindow(el.getBoundingClientRect())),
      panel: inWindow(panel) && inWindow(first),
    };
  });
  expect(seen.scrolled).toBeGreaterThan(500);
  expect(seen).toMatchObject({ lit: true, panel: true });
  // At the foot of the page, the players and the log are still in the window, under the choices.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const sel of ['.decision-panel .panel-head', '.side .player-card', '.side .log'])
    await expect(page.locator(sel).first()).toBeInViewport();
});

test('Fields of Arle on a phone: the pill to the choices never covers the space just tapped', async ({
  page,
}) => {
  test.setTimeout(120000);
  await arleOnPhone(page);
  // The grocer's space brought just above the choices sheet, where the pill would float.
  const grocer = page.locator('.ar-board [role="button"]', { hasText: /^Grocer \(Summer\)/ });
  const sheetTop = await page.evaluate(
    () => document.querySelector('.decision-area').getBoundingClientRect().top,
  );
  const before = await grocer.boundingBox();
  await page.evaluate((dy) => window.scrollBy(0, dy), before.y + before.height - (sheetTop - 20));
  // The space's text changes once taken: held by its element.
  const space = await grocer.elementHandle();
  const b = await space.boundingBox();
  await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
  await waitForHumanOrEnd(page);
  // Its choices (the goods on the player's farm) are out of sight: the pill shows, off the space.
  const pill = page.locator('.vp-away');
  await expect(pill).toBeVisible();
  const p = await pill.boundingBox();
  const g = await space.boundingBox();
  const overlap = p.y < g.y + g.height && g.y < p.y + p.height && p.x < g.x + g.width && g.x < p.x + p.width;
  expect(overlap).toBe(false);
});

// On a wide screen the summary stands beside the board: when a move closes it, nothing holds the
// board in place by script (holding it undid the browser's own scroll anchoring inside the board:
// the walkthrough measured jumps of 67 px, in about one game in two of its random play).
test('Fields of Arle on a tablet held sideways: a move that closes "since your last turn" leaves the page in place', async ({
  browser,
}) => {
  test.setTimeout(120000);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await openApp(page);
  await startArle(page, 5, ['easy', 'human']);
  await waitForHumanOrEnd(page);
  // A first move; the bot answers.
  await page
    .locator('.decision-panel button.action', { hasText: /^Place a worker/ })
    .first()
    .click();
  await waitForHumanOrEnd(page);
  // The summary stands beside the board, above the choices; the player scrolls down to the
  // winter spaces and taps one.
  await expect(page.locator('.since-panel')).toBeVisible();
  const space = (
    await page.evaluateHandle(() => {
      const el = [...document.querySelectorAll('.ar-board .bk-target:not([data-free])')].pop();
      window.scrollBy(0, el.getBoundingClientRect().top - 300);
      return el;
    })
  ).asElement();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const b = await space.boundingBox();
  expect(b).not.toBeNull();
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await waitForHumanOrEnd(page);
  await expect(page.locator('.since-panel')).toHaveCount(0);
  await page.waitForTimeout(500);
  // Only what the move itself changed above the space may move it (the info line: a line or two).
  const after = await space.boundingBox();
  expect(Math.abs(after.y - b.y)).toBeLessThan(25);
  await context.close();
});
