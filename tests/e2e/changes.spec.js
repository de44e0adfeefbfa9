// What the bots did, on the board: after their moves the changed elements of
// every board game carry the kit class `changed` (a ring and a mark), and the
// marks go as soon as the human acts or closes the "since your last turn"
// summary. Screenshots at 1280x800 and 360x740 go to docs/screenshots/
// (<game>-changed-*.png), a close-up of the first mark to the test's output folder.
import { test, expect } from '@playwright/test';
import { openApp, waitForHumanOrEnd, fillSeed, shot } from './helpers.js';

const GAMES = [
  { id: 'neuland', radio: /Neuland/, board: '.nl-board', seats: ['human', 'easy'], seed: 4 },
  { id: 'glassroad', radio: /Glass Road/, board: '.gr-board', seats: ['human', 'easy', 'easy'], seed: 5 },
  { id: 'arle', radio: /Arle/, board: '.ar-board', seats: ['human', 'easy'], seed: 5 },
  { id: 'lorrein', radio: /Lorrein/, board: '.lr-board', seats: ['human', 'easy', 'easy'], seed: 8 },
  { id: 'gwtnz', radio: /Great Western/, board: '.gw-board', seats: ['human', 'easy', 'easy'], seed: 3 },
];

// The tallest the "since your last turn" summary may be on a laptop, in px
// (styles.css, .since-panel .since-lines: about five lines, then a scroll;
// it was up to 524 px, eight moves in Neuland).
const SINCE_MAX = 260;

async function start(page, game) {
  await page.getByRole('radio', { name: game.radio }).check();
  await page.locator('#player-count').selectOption(String(game.seats.length));
  const kinds = page.locator('.seat-row select');
  for (let i = 0; i < game.seats.length; i++) await kinds.nth(i).selectOption(game.seats[i]);
  await fillSeed(page, game.seed);
  await page.locator('button.start').click();
  await expect(page.locator('.game-screen')).toBeVisible();
}

// Clicks the first action of the decision panel (or closes the summary) and
// says how many marks are left on the board a moment later: the bots wait
// (botDelay) before their next move, so what is left is what the click kept.
function actAndCount(page, board, how) {
  return page.evaluate(
    async ({ sel, close }) => {
      // Polled on a timer: headless Chromium may render no frame for a while.
      const tick = () => new Promise((resolve) => setTimeout(resolve, 16));
      const count = () => document.querySelectorAll(`${sel} .changed`).length;
      if (close) document.querySelector('.since-panel .panel-head button').click();
      else document.querySelector('.decision-panel button.action:not([disabled])').click();
      const end = performance.now() + 250;
      while (count() > 0 && performance.now() < end) await tick();
      return count();
    },
    { sel: board, close: how === 'close' },
  );
}

async function shots(page, board, name, testInfo) {
  const first = page.locator(`${board} .changed`).first();
  await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, `${name}-1280`, { animations: 'disabled' });
  // A close-up of the first mark, to judge the ring and the mark.
  const box = await first.boundingBox();
  if (box)
    await page.screenshot({
      path: testInfo.outputPath(`${name}-closeup.png`),
      animations: 'disabled',
      clip: {
        x: Math.max(0, box.x - 40),
        y: Math.max(0, box.y - 40),
        width: box.width + 80,
        height: box.height + 80,
      },
    });
  await page.setViewportSize({ width: 360, height: 740 });
  await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, `${name}-360`, { animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const game of GAMES) {
  test(`${game.id}: after the bots moved the board marks what changed; acting clears the marks`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150000);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A short pause between bot moves: long enough to look at the board after a click.
    await openApp(page, 'lang=en&botDelay=400');
    await start(page, game);
    await expect(page.locator(game.board)).toBeVisible();
    let marked = 0;
    let cleared = 0;
    let closed = 0;
    for (let turn = 0; turn < 60 && !(cleared && closed); turn++) {
      const state = await waitForHumanOrEnd(page, 60000);
      if (state === 'over') break;
      const marks = await page.locator(`${game.board} .changed`).count();
      const othersActed = (await page.locator('.since-panel').count()) > 0;
      if (othersActed && marks > 0) {
        marked++;
        // The mark is drawn: a ring (outline or filter) on the element.
        const ring = await page
          .locator(`${game.board} .changed`)
          .first()
          .evaluate((el) => {
            const s = getComputedStyle(el);
            return s.filter !== 'none' || s.outlineStyle !== 'none';
          });
        expect(ring).toBe(true);
        if (marked === 1) {
          // On a laptop the summary sits beside the board, above the choices: it does not push the board down.
          const since = await page.locator('.since-panel').boundingBox();
          const area = await page.locator('.board-area').boundingBox();
          expect(since.x).toBeGreaterThanOrEqual(area.x + area.width);
          expect(area.y).toBeLessThanOrEqual(since.y + 1);
          // A long summary (eight lines in GWT New Zealand) is bounded, its
          // lines scrolling inside it: the choices below it stay in the
          // first screen, the page at its top.
          const seen = await page.evaluate(() => {
            window.scrollTo(0, 0);
            const box = (sel) => document.querySelector(sel).getBoundingClientRect();
            const lines = document.querySelector('.since-panel .since-lines');
            return {
              since: Math.round(box('.since-panel').height),
              lines: lines.querySelectorAll('li').length,
              overflow: lines.scrollHeight > lines.clientHeight,
              choice: Math.round(box('.decision-panel button.action:not([disabled])').bottom),
              height: window.innerHeight,
            };
          });
          console.log(`${game.id}: since your last turn, 1280×800: ${JSON.stringify(seen)}`);
          expect(seen.since, JSON.stringify(seen)).toBeLessThanOrEqual(SINCE_MAX);
          expect(seen.choice, JSON.stringify(seen)).toBeLessThanOrEqual(seen.height);
          await shots(page, game.board, `${game.id}-changed`, testInfo);
          // One pulse on arrival, none for those who asked for less motion.
          const first = page.locator(`${game.board} .changed`).first();
          expect(await first.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
          await page.emulateMedia({ reducedMotion: 'reduce' });
          expect(await first.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
          await page.emulateMedia({ reducedMotion: null });
        }
        // The second time, the summary is closed instead of acting.
        const how = marked === 2 ? 'close' : 'act';
        const left = await actAndCount(page, game.board, how);
        expect(
          left,
          `no mark is left after the human ${how === 'close' ? 'closed the summary' : 'acted'}`,
        ).toBe(0);
        if (how === 'close') closed++;
        else cleared++;
      } else {
        await page.locator('.decision-panel button.action:not([disabled])').first().click();
      }
    }
    expect(marked, 'the bots changed something the board marks').toBeGreaterThan(0);
    expect(cleared).toBeGreaterThan(0);
    expect(closed).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}
