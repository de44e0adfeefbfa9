// Neuland as a new player meets it on a phone, in French (the default): the
// game's tools fit the screen, the map opens on a choice, ending the turn
// is one tap away, and a choice of what pays (the food of a worker or the food token) is taken on the board.
import { test, expect } from '@playwright/test';
import { clickIfThere, openApp, startFromLobby, waitForHumanOrEnd } from './helpers.js';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

// A French game on seed 21 (the seats given), at the first human decision.
async function startSeed21(page, seats) {
  await openApp(page, 'lang=fr&botDelay=0');
  await startFromLobby(page, { seats, seed: 21 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
}

// The same, past the first human action (the start forest): at the next decision.
async function pastTheStart(page, seats) {
  await startSeed21(page, seats);
  await page.locator('.decision-panel button.action').first().click();
  expect(await waitForHumanOrEnd(page)).toBe('human');
}

// Where the map's elements matching `selector` stand in the part of the map that shows on
// screen (the container, under the pinned strip and above the choices sheet): for each, its
// box relative to that part, whether it lies whole inside it, and whether its middle lies a
// quarter of its size inside (the board kit's "shows well").
async function inShownMap(page, selector) {
  return page.locator('.nl-mapwrap [data-pan]').evaluate((el, sel) => {
    const c = el.getBoundingClientRect();
    const strip = document.querySelector('.res-strip');
    const sheet = document.querySelector('.decision-area');
    const top = Math.max(c.top, strip ? strip.getBoundingClientRect().bottom : 0);
    const bottom = Math.min(c.bottom, sheet ? sheet.getBoundingClientRect().top : innerHeight);
    const left = Math.max(c.left, 0);
    const right = Math.min(c.right, innerWidth);
    return [...el.querySelectorAll(sel)].map((t) => {
      const r = t.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return {
        id: t.dataset.hex ?? t.dataset.building,
        top: Math.round(r.top - top),
        bottom: Math.round(bottom - r.bottom),
        left: Math.round(r.left - left),
        right: Math.round(right - r.right),
        whole: r.top >= top && r.bottom <= bottom && r.left >= left && r.right <= right,
        wellInside:
          Math.min(x - left, right - x) > Math.min(r.width, right - left) / 4 &&
          Math.min(y - top, bottom - y) > Math.min(r.height, bottom - top) / 4,
      };
    });
  }, selector);
}

// Seed 21: start in forest 18, build a charcoal kiln there with the wood token, fetch
// wood at the woodcutter with the food token, then choose a hunting lodge on hex 9, far
// from that wood: the cart may carry it there, or not. `fold` folds the choices panel
// (on a phone it covers the map).
async function toTheCartChoice(page, { fold = false } = {}) {
  await page.locator('.nl-hex.nl-target[data-hex="18"]').click();
  expect(await waitForHumanOrEnd(page)).toBe('human');
  if (fold) await page.getByRole('button', { name: 'Replier' }).click();
  const token = (name) =>
    page.locator(`.nl-player[data-seat="0"] .nl-token.bk-target[aria-label^="${name}"]`);
  await page.locator('.nl-stack.nl-target', { hasText: 'Four à charbon' }).click();
  await page.locator('.nl-hex.nl-target[data-hex="18"]').click();
  await clickIfThere(token('Jeton Bois'));
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await page.locator('.nl-tile.nl-target', { hasText: 'Bûcheron' }).click();
  await clickIfThere(token('Jeton Nourriture'));
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await page.locator('.nl-stack.nl-target', { hasText: 'Pavillon de chasse' }).click();
  await page.locator('.nl-hex.nl-target[data-hex="9"]').click();
}

test('Neuland on a phone in French: tools fit, a choice in view, the paying worker tapped', async ({
  page,
}) => {
  test.setTimeout(180000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startSeed21(page, ['human', 'easy']);

  // The zoomed map opens off its top edge (centred, then moved to the nearest
  // start forest): the middle of a highlighted forest shows well inside the
  // part of it above the choices sheet.
  const map = page.locator('.nl-mapwrap [data-pan]');
  await expect(map).toHaveAttribute('data-zoomed', '');
  expect(await map.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect((await inShownMap(page, '.nl-hex.nl-target')).filter((b) => b.wellInside)).not.toEqual([]);

  // Start in the first forest offered, then produce food at the hunting lodge.
  await page.locator('.decision-panel button.action').first().click();
  expect(await waitForHumanOrEnd(page)).toBe('human');
  // The menu's « Proposer la fin » is there: the four tools fit two rows, nothing pokes out.
  await expect(page.locator('.game-tools .menu-action')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const quit = await page.getByRole('button', { name: 'Quitter' }).boundingBox();
  expect(quit.x + quit.width).toBeLessThanOrEqual(360);
  const rows = await page
    .locator('.game-tools button')
    .evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().bottom)));
  expect(new Set(rows).size).toBeLessThanOrEqual(2);
  // ...and line up: the buttons of a row share their top edge too (How to play had a margin of its own).
  const tops = await page
    .locator('.game-tools button')
    .evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBeLessThanOrEqual(2);

  await page.locator('.decision-panel button.action', { hasText: 'Produire de la nourriture' }).click();
  expect(await waitForHumanOrEnd(page)).toBe('human');

  // Among many grouped choices, ending the turn (a group of one) shows its button unfolded.
  expect(await page.locator('.decision-panel button.action').count()).toBeGreaterThan(10);
  await expect(page.locator('.decision-panel button.action', { hasText: 'Finir le tour' })).toBeVisible();

  // The woodcutter can be paid by the lodge's worker or the food token: both are offered on the board.
  await page.locator('.nl-tile.nl-target', { hasText: 'Bûcheron' }).click();
  await expect(page.locator('.nl-info')).toContainText('touchez l’ouvrier ou le jeton');
  const token = page.locator('.nl-player[data-seat="0"] .nl-token.bk-target');
  await expect(token).toHaveCount(1);
  const box = await token.boundingBox();
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
  const log = page.locator('.log-lines li');
  const before = await log.count();
  await page.locator('.nl-tile.nl-target', { hasText: 'Chasse' }).click();
  await expect(log).toHaveCount(before + 1);
  await expect(log.last()).toContainText('nourriture du Pavillon de chasse');

  // Building: the stack, then a hex; then the prompt asks what pays (not for a hex again).
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await page.getByRole('button', { name: 'Replier' }).click();
  await page.locator('.nl-stack.nl-target', { hasText: 'Carrière' }).click();
  await expect(page.locator('.nl-info')).toContainText('Carrière : touchez un hexagone en surbrillance');
  await page.locator('.nl-hex.nl-target[data-hex="0"]').click();
  await expect(page.locator('.nl-info')).toContainText('touchez l’ouvrier ou le jeton');
  await expect(page.locator('.nl-info')).toContainText('de 0 à 1 action selon');
  await expect(page.locator('.nl-info')).not.toContainText('un hexagone en surbrillance');
  // The wood token pays: built at once.
  await page.locator('.nl-player[data-seat="0"] .nl-token.bk-target[aria-label^="Jeton Bois"]').click();
  await expect(log.last()).toContainText('Construire une Carrière en A (jeton Bois)');
  expect(errors).toEqual([]);
});

test('Neuland on a phone: the start forest tapped on the map shows whole with its two buildings, the view then left alone', async ({
  page,
}) => {
  test.setTimeout(60000);
  await startSeed21(page, ['human', 'easy']);
  // The forest offered where the map opens, tapped there: the first player's set-up.
  const offered = (await inShownMap(page, '.nl-hex.nl-target')).filter((b) => b.wellInside);
  expect(offered.map((b) => b.id)).toEqual(['9']);
  await page.locator('.nl-hex.nl-target[data-hex="9"]').tap();
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await expect(page.locator('.nl-mapwrap .nl-tile')).toHaveCount(2);
  // Its hunting lodge and woodcutter show whole above the choices sheet (they sat
  // cut at the map's top edge: the new default zoom kept the container's middle,
  // under the sheet, in place), and so does the forest itself.
  const placed = await inShownMap(page, '.nl-tile, .nl-hex[data-hex="9"]');
  expect(placed.filter((b) => !b.whole)).toEqual([]);
  // Tapping the lodge, whole in view, produces food: the view does not move.
  const map = page.locator('.nl-mapwrap [data-pan]');
  const scroll = () => map.evaluate((el) => [el.scrollLeft, el.scrollTop, el.dataset.zoom]);
  const before = await scroll();
  const log = page.locator('.log-lines li');
  const lines = await log.count();
  await page.locator('.nl-tile.nl-target', { hasText: 'Chasse' }).tap();
  await expect(log).toHaveCount(lines + 1);
  expect(await waitForHumanOrEnd(page)).toBe('human');
  expect(await scroll()).toEqual(before);
});

test('Neuland on a phone: a start forest chosen from the list, away from the view, shows whole with its two buildings', async ({
  page,
}) => {
  test.setTimeout(60000);
  await startSeed21(page, ['human', 'easy']);
  // Forest M (hex 12) lies off the map's opening view, to the left.
  expect((await inShownMap(page, '.nl-hex[data-hex="12"]'))[0].whole).toBe(false);
  await page.locator('.decision-panel button.action', { hasText: 'forêt M' }).tap();
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await expect(page.locator('.nl-mapwrap .nl-tile')).toHaveCount(2);
  // The set-up chosen in the list counts as a tap on its forest: the forest and its
  // hunting lodge and woodcutter are brought whole above the choices sheet.
  const placed = await inShownMap(page, '.nl-tile, .nl-hex[data-hex="12"]');
  expect(placed.filter((b) => !b.whole)).toEqual([]);
});

test('Neuland pass-and-play: a proposal to end is put to the other player in words', async ({ page }) => {
  test.setTimeout(120000);
  await pastTheStart(page, ['human', 'human']);
  await page.locator('.game-tools .menu-action').click();
  await expect(page.locator('.decision-panel button.action', { hasText: 'Accepter' })).toBeVisible();
  // The board has nothing to tap: the line says who proposes and where to answer.
  await expect(page.locator('.nl-info')).toHaveText(
    'Anna propose de terminer la partie maintenant (classement aux blasons posés) : acceptez ou refusez dans « Vos choix ».',
  );
  await expect(page.locator('.nl-player[data-seat="1"] .nl-badge')).toContainText(['vous', 'doit répondre']);
  await page.locator('.decision-panel button.action', { hasText: 'Refuser' }).click();
  await expect(page.locator('.nl-player[data-seat="1"]')).not.toContainText('doit répondre');
});

test('Neuland on a phone: a new mine’s ores are stacked by tapping them, top first', async ({ page }) => {
  test.setTimeout(120000);
  await pastTheStart(page, ['human', 'easy']);
  await page.getByRole('button', { name: 'Replier' }).click();
  await page.locator('.nl-stack.nl-target', { hasText: 'Mine' }).click();
  await page.locator('.nl-hex.nl-target').first().click();
  // The mine drew charbon, argent, argent: the discs above it are 40 px targets.
  const ores = page.locator('.nl-ore.bk-target');
  await expect(ores).toHaveCount(3);
  await expect(page.locator('.nl-info')).toContainText('touchez d’abord celui du dessus');
  const box = await ores.first().boundingBox();
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
  await page.locator('.nl-ore.bk-target[data-ore="silverOre"]').first().click();
  await expect(page.locator('.nl-info')).toContainText('Minerai n° 2 depuis le dessus');
  await page.locator('.nl-ore.bk-target[data-ore="coal"]').click();
  await expect(page.locator('.log-lines li').last()).toContainText(
    'Empiler la mine, du dessus vers le bas : minerai d’argent, charbon, minerai d’argent',
  );
});

test('Neuland on a phone: where the cart may carry the goods, going without it is a choice on the board too', async ({
  page,
}) => {
  test.setTimeout(60000);
  await startSeed21(page, ['human', 'easy']);
  // The lodge on hex 9 can be paid with wood carried by the cart or walked there.
  await toTheCartChoice(page, { fold: true });
  // Two ways to pay the same lodge: the cart, and beside it « sans » (without it),
  // asked in the info line too, its buttons 40 px or more and inside the screen.
  await expect(page.locator('.nl-info')).toContainText('avec elle, ou sans');
  for (const b of await page.locator('.nl-info .nl-cartchoice button').all()) {
    const r = await b.boundingBox();
    expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(40);
    expect(r.x).toBeGreaterThanOrEqual(0);
    expect(r.x + r.width).toBeLessThanOrEqual(360);
  }
  const mine = page.locator('.nl-player[data-seat="0"]');
  const cart = mine.locator('.nl-token.bk-target[aria-label^="Charrette"]');
  const without = mine.locator('.nl-token.bk-target[aria-label="Sans la charrette"]');
  await expect(cart).toHaveCount(1);
  await expect(without).toHaveCount(1);
  const [c, w] = [await cart.boundingBox(), await without.boundingBox()];
  expect(Math.min(w.width, w.height)).toBeGreaterThanOrEqual(40);
  expect(Math.abs(c.y - w.y)).toBeLessThan(10); // side by side
  expect(w.x).toBeGreaterThan(c.x);
  const log = page.locator('.log-lines li');
  const before = await log.count();
  await without.click();
  await expect(log).toHaveCount(before + 1);
  await expect(log.last()).toContainText('Pavillon de chasse en J');
  await expect(log.last()).not.toContainText('avec la charrette');
  // The cart is kept for later.
  await expect(mine.locator('.nl-token[title="Charrette : disponible"]')).toHaveCount(1);
});

// At 1280 px the player cards sit under the building supply, and the info
// line under the map, both out of sight while the map is in view: where the
// cart may carry the goods, the choice (with or without it) is asked in the
// info line, pinned to the window's bottom edge meanwhile.
test.describe('Neuland at 1280', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });
  test('the cart choice is in view, in the info line under the map', async ({ page }) => {
    test.setTimeout(60000);
    await startSeed21(page, ['human', 'easy']);
    await toTheCartChoice(page);
    const hex = page.locator('.nl-hex[data-hex="9"]');
    const info = page.locator('.nl-info');
    await expect(info).toContainText('avec elle, ou sans');
    const use = info.getByRole('button', { name: 'Avec la charrette' });
    const skip = info.getByRole('button', { name: 'Sans la charrette' });
    // In the window as it is (no scrolling), side by side.
    const inView = async (loc) => {
      const r = await loc.boundingBox();
      return r.y >= 0 && r.y + r.height <= 800 && r.x >= 0 && r.x + r.width <= 1280;
    };
    expect(await inView(use)).toBe(true);
    expect(await inView(skip)).toBe(true);
    // With the hex just tapped still in view above it: the map runs below the
    // window's edge, and the info line stays pinned there meanwhile.
    expect(await inView(hex)).toBe(true);
    const u = await use.boundingBox();
    expect(u.y).toBeGreaterThan((await hex.boundingBox()).y);
    expect(Math.abs(u.y - (await skip.boundingBox()).y)).toBeLessThan(10);
    expect(u.height).toBeGreaterThanOrEqual(40);
    // The player card's cart, meanwhile, is below the fold: what the info line makes up for.
    const card = await page
      .locator('.nl-player[data-seat="0"] .nl-token.bk-target[aria-label^="Charrette"]')
      .boundingBox();
    expect(card.y).toBeGreaterThan(800);
    const log = page.locator('.log-lines li');
    const before = await log.count();
    await skip.click();
    await expect(log).toHaveCount(before + 1);
    await expect(log.last()).toContainText('Pavillon de chasse en J');
    await expect(log.last()).not.toContainText('avec la charrette');
    await expect(
      page.locator('.nl-player[data-seat="0"] .nl-token[title="Charrette : disponible"]'),
    ).toHaveCount(1);
  });

  // A laptop: the map shown whole and the column beside it (choices, players, log) pinned in the
  // window; the mouse wheel over either scrolls the page (a zoomed map alone keeps the wheel). The
  // players and the log may first scroll inside their own box (it fits the window at the page's
  // top), then the page.
  test('the mouse wheel over the map or the players scrolls the page', async ({ page }) => {
    test.setTimeout(60000);
    await pastTheStart(page, ['human', 'easy']);
    const wheelOver = async (selector) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const b = await page.locator(selector).first().boundingBox();
      await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 40));
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 300);
            return page.evaluate(() => window.scrollY);
          },
          { intervals: [700] },
        )
        .toBeGreaterThan(100);
    };
    await expect(page.locator('.nl-mapwrap [data-pan]')).not.toHaveAttribute('data-zoomed');
    await wheelOver('.nl-mapwrap [data-pan]');
    await wheelOver('.side .player-card');
  });

  // The map's small words as a new player reads them on a laptop (1280×800) and a small one
  // (1024×768, where the map is drawn at about half its size): the hex letters, the time
  // line's numbers and bonuses ("+2") and the names of the tiles sharing a hex (each start
  // forest holds two) render at 10.5 px at least (font size × the drawing's scale on
  // screen), each inside its badge, circle or tile.
  test('the hex letters, the time line and the names on crowded hexes read at 10.5 px', async ({ page }) => {
    test.setTimeout(60000);
    await pastTheStart(page, ['human', 'easy']);
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ]) {
      await page.setViewportSize({ width, height });
      await expect(page.locator('.nl-mapwrap [data-pan]')).not.toHaveAttribute('data-zoomed');
      const found = await page.locator('.nl-mapsvg').evaluate((svg) => {
        const px = (t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
        // Box a inside box b (the text's box holds its font's whole height: across only for a name).
        const inside = (a, b, across = false) =>
          a.left >= b.left - 0.5 &&
          a.right <= b.right + 0.5 &&
          (across || (a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5));
        const out = { letters: [], spaces: [], names: [], crowded: 0, outside: [] };
        for (const hex of svg.querySelectorAll('.nl-hex')) {
          const t = hex.querySelector('text');
          out.letters.push(px(t));
          if (!inside(t.getBoundingClientRect(), hex.querySelector('circle').getBoundingClientRect()))
            out.outside.push(`hex ${t.textContent}`);
        }
        for (const space of svg.querySelectorAll('.nl-space')) {
          const ring = space.querySelector('circle:not(.bk-halo)').getBoundingClientRect();
          for (const t of space.querySelectorAll('text')) {
            out.spaces.push(px(t));
            if (!inside(t.getBoundingClientRect(), ring)) out.outside.push(`space ${t.textContent}`);
          }
        }
        for (const tile of svg.querySelectorAll('.nl-tile')) {
          // The name: the tile's text outside its worker counts, coats and waiting ores.
          const name = [...tile.querySelectorAll('text')].find(
            (t) => !t.closest('.nl-count, .nl-shield, .nl-pending'),
          );
          out.names.push(px(name));
          if (/scale\(1\.15\)/.test(tile.getAttribute('transform'))) out.crowded++;
          const body = tile.querySelector('.nl-tile-body').getBoundingClientRect();
          if (!inside(name.getBoundingClientRect(), body, true)) out.outside.push(`tile ${name.textContent}`);
        }
        return out;
      });
      const where = `${width}×${height}`;
      expect(found.letters, where).toHaveLength(19);
      expect(found.crowded, where).toBeGreaterThanOrEqual(2);
      expect(Math.min(...found.letters), where).toBeGreaterThanOrEqual(10.5);
      expect(Math.min(...found.spaces), where).toBeGreaterThanOrEqual(10.5);
      expect(Math.min(...found.names), where).toBeGreaterThanOrEqual(10.5);
      expect(found.outside, where).toEqual([]);
    }
  });
});

// The bot sets up first: "since your last turn" sits above the map. The player scrolls down to the
// map and taps a start forest; that move closes the summary, and the map stays where it was on the
// screen (it jumped up by the summary's height, out of sight).
test('Neuland on a phone: closing the summary above the map by a move leaves the map in place', async ({
  page,
}) => {
  test.setTimeout(60000);
  await startSeed21(page, ['easy', 'human']);
  const panel = page.locator('.since-panel');
  await expect(panel).toBeVisible();
  const map = page.locator('.nl-mapwrap [data-pan]');
  await page.evaluate(() => {
    const strip = document.querySelector('.res-strip').getBoundingClientRect().height;
    const m = document.querySelector('.nl-mapwrap [data-pan]').getBoundingClientRect();
    window.scrollBy(0, m.top - strip - 4);
  });
  const top = () => map.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const before = await top();
  const offered = (await inShownMap(page, '.nl-hex.nl-target')).filter((b) => b.wellInside);
  expect(offered.length).toBeGreaterThan(0);
  await page.locator(`.nl-hex.nl-target[data-hex="${offered[0].id}"]`).tap();
  expect(await waitForHumanOrEnd(page)).toBe('human');
  await expect(panel).toHaveCount(0);
  await page.waitForTimeout(200);
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
});
