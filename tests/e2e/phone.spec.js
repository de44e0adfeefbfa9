// Phones first (issue 11): every registered game at 360×740, mid-game, with
// 24-character names: no visible text under 11 px at the default zoom, no two
// board labels on top of each other, the choices sheet never over the board
// element being chosen, the current player's resources on screen, no
// horizontal overflow outside the board's pan container; pinch/pan controls
// present. At 1280×800 and 1024×768: no overlapping board labels either.
import { test, expect } from '@playwright/test';
import {
  openApp,
  registeredGames,
  startGame,
  playHintedMovesInPage,
  waitForHumanOrEnd,
  measureTexts,
  overlappingLabels,
  horizontalOverflow,
} from './helpers.js';

// The lobby's limit is 24 characters: the longest names a player can give.
const LONG = ['Wolfgang-Amadeus Müller-Lüdenscheid', 'Anna-Katharina Schwarzenberg-Hohenlohe'].map((n) =>
  [...n].slice(0, 24).join(''),
);
const MIN_PX = 11;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };

// Plays the opening moves (the human taking the first choice offered, never
// the menu's proposal to end, the bot answering) until the human decides
// again in mid-game.
async function midGame(page, id) {
  await openApp(page);
  await startGame(page, id, { players: 2, names: LONG, seed: 21 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
  const mid = await playHintedMovesInPage(page, 10, [/./]);
  expect(mid.state).toBe('human');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

// Texts under MIN_PX, but for a single word too long for its tile, shrunk
// rather than cut (Glass Road's "Glassblowers’"), which still reads at 8 px.
function small(texts) {
  const excused = (t) => t.shrunk && !t.text.includes(' ') && t.px >= 8;
  return texts.filter((t) => t.px < MIN_PX && !excused(t)).map((t) => `${t.text} ${t.px}px (${t.path})`);
}

// The board's clickable elements, each focused in turn (the board brings it
// into view, inside its pan container too): its centre must not lie under the
// choices sheet, the resource strip or anything else outside the board's own
// pan container.
async function coveredTargets(page, limit = 16) {
  return page.evaluate((max) => {
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const targets = [...document.querySelectorAll('.board-area [role="button"][tabindex="0"]')].filter(
      visible,
    );
    const step = Math.max(1, Math.floor(targets.length / max));
    const covered = [];
    for (let i = 0; i < targets.length; i += step) {
      const el = targets[i];
      el.focus();
      const r = el.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      const pan = el.closest('[data-pan]');
      const ok = hit && (el.contains(hit) || (pan && pan.contains(hit)));
      if (!ok) {
        const by = hit ? hit.closest('.decision-area, .res-strip, [class]') : null;
        covered.push(
          `${el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30)} under ${by ? (by.className.baseVal ?? by.className) : 'nothing'}`,
        );
      }
    }
    document.activeElement && document.activeElement.blur && document.activeElement.blur();
    return { count: targets.length, covered };
  }, limit);
}

for (const id of registeredGames()) {
  test.describe(`${id} on a phone`, () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test(`${id}: readable at 360×740, nothing covered, no overflow, long names`, async ({ page }) => {
      test.setTimeout(240000);
      await midGame(page, id);
      await page.screenshot({ path: test.info().outputPath(`${id}-360.png`), fullPage: true });
      const texts = await measureTexts(page);
      expect(texts.length).toBeGreaterThan(20);
      expect(small(texts), 'text under 11 px').toEqual([]);
      expect(overlappingLabels(texts), 'overlapping board labels').toEqual([]);
      const over = await horizontalOverflow(page, texts);
      expect(over.page, 'page wider than the screen').toBeLessThanOrEqual(0);
      expect(over.texts, 'text outside the screen').toEqual([]);
      // The long names are shown, whole or cut with an ellipsis, never overflowing.
      await expect(page.locator('.game-screen')).toContainText(LONG[0].slice(0, 12));

      // The board pans and zooms inside its own container, with buttons too.
      const pan = page.locator('.board-area [data-pan]').first();
      await expect(pan).toBeVisible();
      // Rows of cards and tiles (anchor="start") open zoomed on their left edge, headings whole.
      const starts = await page
        .locator('.board-area [data-pan][data-anchor="start"]')
        .evaluateAll((els) => els.map((el) => el.scrollLeft));
      expect(
        starts.every((left) => left === 0),
        'a row pan opened off its left edge',
      ).toBe(true);
      await expect(page.locator('.board-area .vp-zoom-in').first()).toBeVisible();

      // The current player's resources stay on screen while the page scrolls.
      const strip = page.locator('.res-strip');
      await expect(strip).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await page.waitForTimeout(200);
      const box = await strip.boundingBox();
      expect(box.y).toBeGreaterThanOrEqual(-1);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
      await page.evaluate(() => window.scrollTo(0, 0));

      const reach = await coveredTargets(page);
      expect(reach.covered, 'board elements under the sheet').toEqual([]);
    });

    test(`${id}: the hand-over screen with long names fits 360 px`, async ({ page }) => {
      test.setTimeout(180000);
      await openApp(page);
      await startGame(page, id, { players: 2, names: LONG, seed: 21, humans: 2 });
      // Pass-and-play: the screen shows between two humans when the game hides something.
      for (let i = 0; i < 40; i++) {
        const state = await page
          .waitForFunction(
            () =>
              (document.querySelector('.pass-screen') && 'pass') ||
              (document.querySelector('.end-screen') && 'over') ||
              (document.querySelector('.decision-panel button.action:not([disabled])') && 'human'),
            null,
            { timeout: 60000, polling: 50 },
          )
          .then((h) => h.jsonValue());
        if (state !== 'human') break;
        await page.evaluate(() =>
          document.querySelector('.decision-panel button.action:not([disabled])').click(),
        );
        await page.waitForTimeout(100);
      }
      const texts = await measureTexts(page);
      const over = await horizontalOverflow(page, texts);
      expect(over.page).toBeLessThanOrEqual(0);
      expect(over.texts).toEqual([]);
      expect(small(texts)).toEqual([]);
    });
  });

  // A laptop, and the tablet a table shares (its board beside the decision panel).
  for (const size of [DESKTOP, TABLET])
    test(`${id}: no overlapping board labels at ${size.width}×${size.height}`, async ({ page }) => {
      test.setTimeout(240000);
      await page.setViewportSize(size);
      await midGame(page, id);
      const texts = await measureTexts(page);
      expect(overlappingLabels(texts), 'overlapping board labels').toEqual([]);
      const over = await horizontalOverflow(page, texts);
      expect(over.page).toBeLessThanOrEqual(0);
    });
}

// The tall boards name their parts (ui/SectionNav.jsx): a chip each in the pinned strip, a dot on
// the chips whose part lights something up for the decision, and a tap that brings the part just
// under the strip, or its first lit element into sight when the part is taller than the screen.
const PARTS = {
  arle: ['Actions', 'My farm', 'Tools, buildings', /\S/],
  glassroad: ['Landscape', 'Cards', 'Buildings', 'Players'],
  gwtnz: ['Trail', 'Hand', 'Board', 'Wellington', 'Players'],
};
// Per part (elements sharing a key are one part, in page order): its top under the strip, whether
// it holds a lit element for the decision, and whether its first one shows between the strip and
// the choices sheet; the page's end reached.
function partsNow() {
  const strip = document.querySelector('.res-strip').getBoundingClientRect();
  const sheet = document.querySelector('.decision-area').getBoundingClientRect().top;
  const parts = new Map();
  for (const el of document.querySelectorAll('.board-area [data-section]')) {
    const k = el.getAttribute('data-section');
    if (!parts.has(k)) parts.set(k, []);
    parts.get(k).push(el);
  }
  const lit = (els) =>
    els
      .flatMap((el) => [...el.querySelectorAll('.bk-target')])
      .filter((t) => !t.hasAttribute('data-free') && t.getBoundingClientRect().height > 0)
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
  return {
    end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    parts: [...parts.values()].map((els) => {
      const first = lit(els)[0];
      const r = first && first.getBoundingClientRect();
      const y = r && r.top + r.height / 2;
      return {
        gap: Math.min(...els.map((el) => el.getBoundingClientRect().top)) - strip.bottom,
        lit: Boolean(first),
        litShows: Boolean(first) && y > strip.bottom && y < sheet && r.left < innerWidth && r.right > 0,
      };
    }),
  };
}
for (const [id, labels] of Object.entries(PARTS))
  test.describe(`${id}'s parts on a phone`, () => {
    test.use({ viewport: PHONE, hasTouch: true });
    test(`${id}: the pinned strip's chips mark where the choices are and lead to them`, async ({ page }) => {
      test.setTimeout(120000);
      await openApp(page);
      await startGame(page, id, { players: 2, seed: 5 });
      expect(await waitForHumanOrEnd(page)).toBe('human');
      const chips = page.locator('.res-strip .res-nav-chip');
      await expect(chips).toHaveText(labels);
      const { parts } = await page.evaluate(partsNow);
      expect(parts.length).toBe(labels.length);
      expect(parts.some((p) => p.lit)).toBe(true);
      for (let i = 0; i < labels.length; i++)
        await expect(chips.nth(i)).toHaveClass(parts[i].lit ? /has-choices/ : /^res-nav-chip$/);
      for (let i = labels.length - 1; i >= 0; i--) {
        // A tap where the finger is: the page is not scrolled to the chip first.
        const b = await chips.nth(i).boundingBox();
        if (b.x < 0 || b.x + b.width > PHONE.width)
          await chips.nth(i).evaluate((c) => c.scrollIntoView({ inline: 'nearest', block: 'nearest' }));
        const c = await chips.nth(i).boundingBox();
        await page.touchscreen.tap(c.x + c.width / 2, c.y + c.height / 2);
        const now = await page.evaluate(partsNow);
        const p = now.parts[i];
        if (p.lit) expect(p.litShows, `${labels[i]}: its choice in sight`).toBe(true);
        else if (!now.end) {
          expect(p.gap).toBeGreaterThanOrEqual(0);
          expect(p.gap).toBeLessThan(16);
        }
      }
    });
  });
