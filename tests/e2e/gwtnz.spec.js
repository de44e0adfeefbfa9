// Whole Great Western Trail: New Zealand games through the UI: one human against
// an easy bot, playing by clicking the board itself (locations of the route
// map, disc slots, auxiliary actions, cards of the hand, and the Wellington
// markets) and, when a click narrows the choice or nothing is highlighted, the
// decision panel, until the end screen; at 1280×800 and at 360×740. On a phone:
// the board's buttons are large enough to tap, and a bonus card is bought with
// gold in the middle of an action.
import { test, expect } from '@playwright/test';
import { openApp, startFromLobby, waitForHumanOrEnd, clickIfThere, playHintedMove } from './helpers.js';

// The panel's buttons in sight (a long group shows ten at a time, the rest behind "show more").
const panelButtons = (page) =>
  page.locator('.decision-panel button.action:not([disabled])').filter({ visible: true });

// Plays to the end: board targets most of the time (the k-th, k moving with the
// moves), the panel every fifth move or when the board has nothing lit.
async function playToEnd(page, board) {
  let moves = 0;
  let boardClicks = 0;
  const kinds = new Set();
  for (;;) {
    const state = await waitForHumanOrEnd(page, 90000);
    if (state === 'over') break;
    moves++;
    expect(moves).toBeLessThan(2500);
    const targets = board.locator('.gw-target, .wl-target');
    const n = await targets.count();
    if (moves % 5 !== 0 && n) {
      const el = targets.nth((moves * 7) % n);
      kinds.add((await el.getAttribute('data-kind')) || (await el.getAttribute('class')).split(' ')[0]);
      // Click the element's halo (drawn over its own box) rather than the centre of
      // its bounding box: a port with its labels can leave that centre on the
      // sea board's background.
      const halo = el.locator('.bk-halo, .gw-halo').first();
      const spot = (await halo.count()) ? halo : el;
      if (!(await clickIfThere(spot))) continue;
      boardClicks++;
      // A click that stands for several actions narrows the panel: take one there.
      if (await page.locator('.decision-panel .filter-bar').count()) {
        const left = panelButtons(page);
        const k = await left.count();
        if (k) await clickIfThere(left.nth(moves % k));
      }
    } else {
      const buttons = panelButtons(page);
      const k = await buttons.count();
      // Prefer going on over stopping, so the rancher reaches Wellington.
      const on = buttons.filter({ hasText: /Move to|Take the 4 steps|Income|Deliver|prediction/ });
      if (await on.count()) await clickIfThere(on.first());
      else if (k) await clickIfThere(buttons.nth(moves % k));
    }
    await expect(page.locator('.game-screen .error-banner')).toHaveCount(0);
  }
  return { moves, boardClicks, kinds };
}

for (const [w, h, seed] of [
  [1280, 800, 3],
  [360, 740, 8],
]) {
  test(`Great Western Trail: New Zealand, a whole game on the board at ${w}×${h}, human against an easy bot`, async ({
    page,
  }) => {
    test.setTimeout(900000);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: w, height: h });
    await openApp(page);
    await startFromLobby(page, { game: /Great Western/, seats: ['human', 'easy'], seed });
    const board = page.locator('.gw-board');
    await expect(board).toBeVisible();
    // The trail: 36 locations with the 8 neutral buildings, Wellington at its end.
    await expect(board.locator('.gw-node')).toHaveCount(36);
    await expect(board.locator('.gw-letter')).toHaveCount(8);
    await expect(board.locator('.gw-node[data-kind="wellington"]')).toHaveCount(1);
    // The player board's 16 discs, the hand of the human only, the money in sight.
    await expect(board.locator('.gw-main .gw-slot')).toHaveCount(16);
    // The other player's board in full too (the same 16 slots, 4 worker rows, 10
    // warehouses), nothing on it to click, and never the cards of its hand.
    const other = board.locator('.gw-others .gw-pboard[data-seat="1"]');
    await expect(other).toBeVisible();
    await expect(other.locator('.gw-slot')).toHaveCount(16);
    await expect(other.locator('.gw-wrow')).toHaveCount(4);
    await expect(other.locator('.gw-whouse')).toHaveCount(10);
    await expect(other.locator('.gw-target, .gw-card')).toHaveCount(0);
    await expect(other.locator('.gw-piles')).toContainText(/Hand: \d card/);
    // The money in sight: the board's strip on a wide screen, the shell's pinned strip on a phone.
    if (w > 900) await expect(board.locator('.gw-res-money')).toBeVisible();
    else {
      await expect(board.locator('.gw-res-money')).toBeHidden();
      await expect(page.locator('.res-strip .res-item[data-key="money"]')).toBeVisible();
    }
    const { moves, boardClicks, kinds } = await playToEnd(page, board);
    const end = page.locator('.end-screen');
    await expect(end).toBeVisible();
    // The game ended far down the board (on a phone some 2,900 px below the page's top): the end
    // comes into view, its heading focused.
    await expect(end.locator('#end-title')).toBeInViewport();
    await expect(end.locator('#end-title')).toBeFocused();
    await expect(end.locator('.winner-line')).toContainText(/wins|tie/);
    // Each player's name heads its score column on one line ("Anna", not "Ann" over "a").
    const heads = await end.locator('.score-table thead th:not(:first-child)').evaluateAll((ths) =>
      ths.map((th) => {
        const range = document.createRange();
        range.selectNodeContents(th.firstChild);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return `${th.textContent} ${tops.size}`;
      }),
    );
    expect(heads).toEqual(['Anna 1', 'Bruno 1']);
    console.log(
      `gwtnz e2e ${w}: ${moves} moves, ${boardClicks} board clicks, elements: ${[...kinds].join(' ')}`,
    );
    expect(boardClicks).toBeGreaterThan(30);
    expect(errors).toEqual([]);
  });
}

// The route map's words and marks as a new player reads them on a laptop (1280×800) and a
// small one (1024×768, where the map is drawn at about 0.6 of its size): every text, the
// numbers in the small blue exploration circles and the lush leaves too, renders at 10.5 px
// at least (font size × the drawing's scale on screen), a circle's number inside its circle.
test('Great Western Trail: New Zealand: the route map’s small marks read at 10.5 px', async ({ page }) => {
  test.setTimeout(60000);
  await openApp(page);
  await startFromLobby(page, { game: /Great Western/, seats: ['human', 'easy'], seed: 8 });
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
  ]) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('.gw-mapwrap [data-pan]')).not.toHaveAttribute('data-zoomed');
    const found = await page.locator('svg.gw-map').evaluate((svg) => {
      const sizes = {};
      const outside = [];
      for (const t of svg.querySelectorAll('text')) {
        const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
        const kind = t.getAttribute('class');
        sizes[kind] = Math.min(sizes[kind] ?? Infinity, Math.round(px * 100) / 100);
        // A number in a circle: the circle just before it.
        const ring = t.previousElementSibling;
        if (ring && ring.tagName === 'circle' && ring.classList.contains('gw-req')) {
          const a = t.getBoundingClientRect();
          const b = ring.getBoundingClientRect();
          if (a.left < b.left - 0.5 || a.right > b.right + 0.5) outside.push(t.textContent);
        }
      }
      return { sizes, outside };
    });
    const where = `${width}×${height}`;
    expect(found.sizes['gw-small gw-reqtext'], where).toBeDefined();
    expect(found.sizes['gw-small gw-leaf'], where).toBeDefined();
    const small = Object.entries(found.sizes).filter(([, px]) => px < 10.5);
    expect(small, where).toEqual([]);
    expect(found.outside, where).toEqual([]);
  }
});

// On a phone, every board button outside the zoomable route map (disc slots,
// auxiliary actions, worker rows, warehouses, chips, the location's actions,
// seat chips; on every player's board) is at least 40 px both ways, through
// the first decisions of a game (the first disc, the rancher's placing, phase B).
test('Great Western Trail: New Zealand on a phone: board buttons at least 40 px to tap', async ({ page }) => {
  test.setTimeout(180000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page);
  await startFromLobby(page, { game: /Great Western/, seats: ['human', 'easy'], seed: 8 });
  const small = new Set();
  let locationBar = false;
  for (let move = 0; move < 6; move++) {
    expect(await waitForHumanOrEnd(page)).toBe('human');
    const found = await page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll('.gw-board button')) {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || el.closest('[data-pan]')) continue;
        if (el.classList.contains('bk-info-close')) continue;
        if (r.width < 40 || r.height < 40)
          out.push(
            `${el.className} "${el.textContent.trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
          );
      }
      return { out, bar: Boolean(document.querySelector('.gw-locbtn.gw-target')) };
    });
    found.out.forEach((s) => small.add(s));
    locationBar ||= found.bar;
    await clickIfThere(
      page.locator('.decision-panel button.action:not([disabled])').filter({ visible: true }).first(),
    );
  }
  expect(locationBar).toBe(true);
  expect([...small]).toEqual([]);
});

// Gold buys a bonus card at any decision of one's own turn (« Durant la phase A ou
// B », Recevoir de l'or et le dépenser, p. 18): in the middle of an action too, by
// tapping a lit pile of the Wellington offers; the action then goes on.
test('Great Western Trail: New Zealand on a phone: a bonus card bought with gold in the middle of an action', async ({
  page,
}) => {
  test.setTimeout(300000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page);
  await startFromLobby(page, { game: /Great Western/, seats: ['human', 'normal'], seed: 5 });
  const piles = page.locator('.wl-target[data-stack]');
  const windows = page.locator('.decision-panel button.action', { hasText: /^(End phase B|End the turn)/ });
  let found = false;
  for (let move = 0; move < 300 && !found; move++) {
    expect(await waitForHumanOrEnd(page, 90000)).toBe('human');
    found = (await piles.count()) > 0 && (await windows.count()) === 0;
    if (!found) await playHintedMove(page);
  }
  expect(found).toBe(true);
  const title = await page.locator('.game-header .turn-line').innerText();
  const gold = page.locator('.gw-res-gold').first();
  const before = Number((await gold.innerText()).match(/\d+/)[0]);
  const log = page.locator('.log-lines li');
  const lines = await log.count();
  await piles.first().click();
  await expect(log).toHaveCount(lines + 1);
  await expect(log.last()).toContainText(/Anna — Buy the bonus card under the/);
  expect(Number((await gold.innerText()).match(/\d+/)[0])).toBeLessThan(before);
  // The same decision is still to take: the action was not ended by the purchase.
  expect(await waitForHumanOrEnd(page, 30000)).toBe('human');
  await expect(page.locator('.game-header .turn-line')).toHaveText(title);
});

// On a phone the info line is far above the player board: a tapped building chip's text shows in a
// strip under the pinned resources, so the tap is never silent.
test('GWT NZ on a phone: tapping a building to place says what it does, in view', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await openApp(page);
  await startFromLobby(page, { game: /Great Western/, seats: ['human', 'easy'], seed: 8 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
  const chip = page.getByRole('region', { name: 'Anna’s board' }).locator('.gw-chip[data-building="2"]');
  await chip.scrollIntoViewIfNeeded();
  await chip.click({ force: true }); // an inert chip (aria-disabled): a tap describes it
  const float = page.locator('.bk-floating .bk-float');
  await expect(float).toBeVisible();
  await expect(float).toContainText(/Building 2a/);
  const box = await float.boundingBox();
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThan(740);
  await float.locator('button').click();
  await expect(float).toBeHidden();
  await context.close();
});

// At the page's top the browser keeps nothing in place: the location's actions, shown above the
// map once the rancher arrives, pushed the map and the building just clicked 114 px down.
test('GWT NZ at 1280: the building clicked at the page’s top stays under the pointer as its actions show above the map', async ({
  page,
}) => {
  await openApp(page);
  await startFromLobby(page, { game: /Great Western/, seats: ['human', 'easy'], seed: 3 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await page.locator('.decision-panel button.action').first().click(); // the first disc
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await page.evaluate(() => window.scrollTo(0, 0));
  const building = page.locator('.board-area .gw-node.gw-target[data-node="1"]'); // neutral building C
  const before = await building.boundingBox();
  await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await expect(page.locator('.gw-locbar')).toBeVisible();
  await page.waitForTimeout(200);
  const after = await page.locator('.board-area .gw-node[data-node="1"]').boundingBox();
  expect(Math.abs(after.y - before.y)).toBeLessThan(3);
  // The page scrolled by the actions' height instead: they show whole above the map.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(60);
  await expect(page.locator('.gw-locbar')).toBeInViewport({ ratio: 1 });
});

// On a phone the map is zoomed in and panned; at each decision a lit location panned out of the
// screen is brought into it (the kit's `reveal`), so the player need not hunt for it sideways.
test('GWT NZ on a phone: the map pans to the location lit for the decision', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openApp(page);
  await startFromLobby(page, { game: /Great Western/, seats: ['human', 'easy'], seed: 3 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await page.locator('.decision-panel button.action').first().click(); // the first disc
  expect(await waitForHumanOrEnd(page)).toBe('human');
  // The rancher's first place, chosen in the list: neutral building C, on the map's left edge,
  // panned out of the screen while the map showed its middle.
  await page.locator('.decision-panel button.action', { hasText: /neutral building C$/ }).click();
  expect(await waitForHumanOrEnd(page)).toBe('human');
  const lit = await page.locator('.gw-mapwrap [data-pan]').evaluate((pan) => {
    const c = pan.getBoundingClientRect();
    return [...pan.querySelectorAll('.gw-node.gw-target')].map((e) => {
      const r = e.getBoundingClientRect();
      return { node: e.dataset.node, inside: r.left >= c.left && r.right <= c.right };
    });
  });
  expect(lit).toEqual([{ node: '1', inside: true }]);
  await context.close();
});
