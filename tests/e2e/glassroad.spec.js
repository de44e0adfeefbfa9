// A whole Glass Road game through the UI: one human against two easy bots,
// playing by clicking the board itself (cards, ability buttons, wheel tokens,
// building tiles, landscape squares) and, when the board has nothing
// highlighted or a click narrows the choice, the decision panel, until the
// end screen. Screenshots at 1280x800 and 360x740 go to the test's output folder.
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import { NAME_FIT, NAME_FIT_FULL, fitName, hyphenate } from '../../web/src/games/glassroad/fit.js';
import {
  openApp,
  startFromLobby,
  waitForHumanOrEnd,
  playForMeThenUndo,
  unfitLines,
  measureTexts,
  clickAndWaitForLog,
} from './helpers.js';

const data = JSON.parse(fs.readFileSync('engine/games/glassroad/data.json', 'utf8'));
// Every building name of data.json with its language: [name, lang].
const NAMED = [...data.buildings, ...(data.baseBuildings || [])].flatMap((b) => [
  [b.names.fr, 'fr'],
  [b.names.en, 'en'],
]);
const GAME = /Glass Road|Route du Verre/;

// Every line of every building name of data.json, in both languages, fitted
// as a landscape square fits it in its language (the room each line has:
// fit.width; NAME_FIT_FULL on a tablet's landscape drawn edge to edge), at
// its size: {name, width, lines: [line], size}. No word is drawn smaller
// than its name (tests/web/glassroad-landscape.test.js).
function nameFits(fit = NAME_FIT) {
  return NAMED.flatMap(([name, lang]) => {
    const { lines, size } = fitName(name, fit, lang);
    return lines.map((line) => ({ name, width: fit.width, lines: [line], size }));
  });
}

// The building names drawn on the landscape squares broken inside a word:
// each square's lines must be the words of one name of data.json, in order,
// whole, or cut after a hyphen of the name's own ("Garde-|manger") or at a
// syllable fit.js lists for its language, a "-" ending the line
// ("Glass-|blowers’"; the names are given with their soft hyphens).
async function brokenNames(page) {
  return page.locator('.gr-estate svg.gr-landscape').evaluate(
    (svg, names) => {
      const parts = (name) =>
        name
          .split(/\s+/)
          .flatMap((w) => w.split(/(?<=[^-]-)(?=[^-])/))
          .flatMap((w) => w.split('\u00AD').map((text, j) => ({ text, soft: j > 0 })));
      const wholeWords = (name, lines) => {
        const ps = parts(name);
        let k = 0;
        for (const line of lines) {
          let rest = line;
          while (rest) {
            const p = ps[k++];
            if (p === undefined || !rest.startsWith(p.text)) return false;
            rest = rest.slice(p.text.length);
            if (ps[k]?.soft) rest = rest === '-' ? '' : rest;
            else rest = rest.replace(/^ /, '');
          }
          if (ps[k]?.soft && !line.endsWith('-')) return false;
        }
        return k === ps.length;
      };
      const out = [];
      for (const sq of svg.querySelectorAll('.gr-square')) {
        const lines = [...sq.querySelectorAll('.gr-bname')].map((t) => t.textContent);
        if (lines.length && !names.some((n) => wholeWords(n, lines))) out.push(lines.join(' | '));
      }
      return out;
    },
    NAMED.map(([name, lang]) => hyphenate(name, lang)),
  );
}

// Where the parts a player acts on lie against the window, the page scrolled
// to its top: the card being resolved's buttons, the landscape's squares
// (its last row the lowest), the wheels; and the wheels' smallest number.
async function inWindow(page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const px = (t) => {
      const c = t.getScreenCTM();
      return parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(c.a * c.d - c.b * c.c));
    };
    const vh = window.innerHeight;
    const vw = document.documentElement.clientWidth;
    const out = (r) => r.top < 0 || r.bottom > vh + 0.5 || r.left < 0 || r.right > vw + 0.5;
    const rects = (sel) => [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
    const squares = rects('.gr-estate svg.gr-landscape .gr-square');
    const buttons = rects('.gr-resolving button');
    const wheels = rects('svg.gr-wheel');
    return {
      mode: document.querySelector('.gr-estate-body').dataset.mode,
      buttons: buttons.length,
      buttonsOut: buttons.filter(out).length,
      landscapeBottom: Math.round(Math.max(...squares.map((r) => r.bottom))),
      squaresOut: squares.filter(out).length,
      wheelsBottom: Math.round(Math.max(...wheels.map((r) => r.bottom))),
      wheelsOut: wheels.filter(out).length,
      wheelNumbers: Math.min(...[...document.querySelectorAll('svg.gr-wheel text')].map(px)),
      height: vh,
    };
  });
}

// The board's texts (cards, building tiles, piles, wheels, landscape, panels)
// drawn under 11 px: "text px".
async function smallTexts(page) {
  return (await measureTexts(page)).filter((t) => t.board && t.px < 11).map((t) => `${t.text} ${t.px}`);
}

const panelButton = (page) => page.locator('.decision-panel button.action:not([disabled])').first();

test('Glass Road: a whole game played on the board, human against two easy bots', async ({
  page,
}, testInfo) => {
  test.setTimeout(180000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  await startFromLobby(page, { game: /Glass Road/, seats: ['human', 'easy', 'easy'], seed: 5 });
  const board = page.locator('.gr-board');
  await expect(board).toBeVisible();
  // The own landscape (21 squares), both wheels and the building board are drawn.
  await expect(board.locator('.gr-landscape .gr-square')).toHaveCount(21);
  await expect(board.locator('svg.gr-wheel')).toHaveCount(2);
  await expect(board.locator('.gr-bbline')).toHaveCount(3);

  let moves = 0;
  let boardClicks = 0;
  let squareClicks = 0;
  const shots = new Set();
  for (;;) {
    const state = await waitForHumanOrEnd(page, 60000);
    if (state === 'over') break;
    moves++;
    expect(moves).toBeLessThan(600);
    const phase = (await page.locator('.turn-line').textContent()) || '';
    for (const p of ['choosing cards', 'building', 'gain']) {
      if (phase.includes(p) && !shots.has(p)) {
        shots.add(p);
        await page.screenshot({ path: testInfo.outputPath(`glassroad-${p.replace(' ', '-')}-1280.png`) });
        await page.setViewportSize({ width: 360, height: 740 });
        await page.screenshot({
          path: testInfo.outputPath(`glassroad-${p.replace(' ', '-')}-360.png`),
          fullPage: true,
        });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }
    const tile = board.locator('svg.gr-tile.gr-target').first();
    // Vary the choices: the k-th highlighted element, k moving with the moves.
    const targets = board.locator('.gr-target:not([disabled])');
    const n = await targets.count();
    const target = targets.nth(n ? (moves * 7) % n : 0);
    if (phase.includes('building') && (await tile.count())) {
      // Build the board's way: a tile, then (if it may go to several squares)
      // one of the squares it highlights.
      const logBefore = await page.locator('.log-lines li').count();
      await tile.click();
      boardClicks++;
      await expect
        .poll(
          async () =>
            (await board.locator('.gr-selected').count()) > 0 ||
            (await page.locator('.log-lines li').count()) !== logBefore,
          { timeout: 30000 },
        )
        .toBe(true);
      if (await board.locator('.gr-selected').count()) {
        const sq = board.locator('.gr-square.gr-target').first();
        if (await sq.count()) {
          await sq.click();
          squareClicks++;
        } else {
          await panelButton(page).click();
        }
      }
    } else if (moves % 5 !== 0 && n) {
      await target.click();
      boardClicks++;
      // A click that stands for several actions narrows the panel; a building
      // tile also highlights its squares: click one of those, else the panel.
      if (await page.locator('.decision-panel .filter-bar').count()) {
        const sq = board.locator('.gr-square.gr-target').first();
        if ((await board.locator('.gr-selected').count()) && (await sq.count())) {
          await sq.click();
          squareClicks++;
        } else {
          await panelButton(page).click();
        }
      }
    } else {
      await panelButton(page).click();
    }
    await expect(page.locator('.game-screen .error-banner')).toHaveCount(0);
  }

  const end = page.locator('.end-screen');
  await expect(end).toBeVisible();
  await expect(end.locator('.winner-line')).toContainText(/wins|tie/);
  await expect(end.locator('.score-table .rank td')).toHaveCount(3);
  // Score rows are named after the buildings (the module's score.<id> words).
  await expect(end.locator('.score-table tbody')).toContainText('Forest Glassworks');
  await page.screenshot({ path: testInfo.outputPath('glassroad-end-1280.png') });
  console.log(
    `glassroad e2e: ${moves} moves, ${boardClicks} board clicks, ${squareClicks} squares after a tile`,
  );
  expect(boardClicks).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});

// Solo on a phone: "Play it for me" asks the hard bot, whose playouts in Glass
// Road solo take the best-valued action one step in two (docs/bots.md), inside
// the worker, and plays its choice as the human's own action; undo takes the
// last one back. Twelve decisions cross the first phase's random draws (p. 10).
test('Glass Road solo on a phone: "Play it for me" plays the hard bot\'s decisions', async ({
  page,
}, testInfo) => {
  test.setTimeout(180000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page);
  await startFromLobby(page, { game: /Glass Road/, seats: ['human'], seed: 7 });
  await expect(page.locator('.gr-board')).toBeVisible({ timeout: 30000 });
  // The landscape is turned a quarter on a phone (three squares over the
  // width) and drawn unzoomed: every text in it reads at 11 px or more,
  // every square is 40 px or more to tap, none is cut at the edge.
  const land = await page.locator('.gr-estate-pan [data-pan]').evaluate((el) => {
    const box = el.getBoundingClientRect();
    const svg = el.querySelector('svg.gr-landscape');
    const px = (t) => {
      const c = t.getScreenCTM();
      return parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(c.a * c.d - c.b * c.c));
    };
    const squares = [...svg.querySelectorAll('.gr-square')].map((g) => g.getBoundingClientRect());
    return {
      zoomed: el.hasAttribute('data-zoomed'),
      tall: svg.classList.contains('gr-landscape-tall'),
      squares: squares.length,
      tap: Math.min(...squares.map((r) => Math.min(r.width, r.height))),
      cut: squares.filter((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5).length,
      smallest: Math.min(...[...svg.querySelectorAll('text')].filter((t) => t.textContent.trim()).map(px)),
      names: svg.querySelectorAll('.gr-bname').length,
    };
  });
  expect(land).toMatchObject({ zoomed: false, tall: true, squares: 21, cut: 0 });
  expect(land.names).toBeGreaterThan(0);
  expect(land.tap).toBeGreaterThanOrEqual(40);
  expect(land.smallest).toBeGreaterThanOrEqual(11);
  // Every building name of data.json, fitted as the square fits it, is no
  // wider than the square's room as the browser measures it, at 11 px or
  // more.
  const fits = nameFits();
  const svg = page.locator('svg.gr-landscape');
  expect(await unfitLines(svg, fits)).toEqual([]);
  expect(await unfitLines(svg, fits, 11)).toEqual([]);
  await playForMeThenUndo(page, 12, () =>
    page.screenshot({ path: testInfo.outputPath('glassroad-solo-play-for-me-360.png'), fullPage: true }),
  );
  expect(errors).toEqual([]);
});

// A new player on a phone, 3 players: both production wheels show whole, one
// above the other, outside the landscape's pan (which, zoomed for the
// buildings' names, used to open on a third of the glass wheel); their numbers read
// at 11 px or more; their tokens and the player panels' heads are 40 px or
// more to tap; the prompt says how many cards to take, and the cards and
// building tiles show whole (zoomed rows cut their last card or tile).
test('Glass Road on a phone, 3 players: whole wheels and cards, tokens and panels big enough to tap', async ({
  page,
}) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 360, height: 740 });
  await openApp(page);
  await startFromLobby(page, { game: /Glass Road/, seats: ['human', 'easy', 'easy'], seed: 11 });
  expect(await waitForHumanOrEnd(page)).toBe('human');
  const board = page.locator('.gr-board');
  await expect(board.locator('.bk-info')).toContainText('Choose 5 cards for this phase');
  const m = await board.evaluate((root) => {
    const size = (el) => {
      const r = el.getBoundingClientRect();
      return Math.round(Math.min(r.width, r.height));
    };
    const px = (el) => {
      const c = el.getScreenCTM();
      return parseFloat(getComputedStyle(el).fontSize) * Math.sqrt(Math.abs(c.a * c.d - c.b * c.c));
    };
    const wheels = [...root.querySelectorAll('svg.gr-wheel')].map((w) => {
      const r = w.getBoundingClientRect();
      return { inPan: Boolean(w.closest('[data-pan]')), left: r.left, right: r.right, top: r.top };
    });
    return {
      wheels,
      width: document.documentElement.clientWidth,
      numbers: Math.min(...[...root.querySelectorAll('svg.gr-wheel text')].map(px)),
      tokens: Math.min(...[...root.querySelectorAll('.gr-token')].map(size)),
      heads: Math.min(...[...root.querySelectorAll('.gr-player-head')].map(size)),
    };
  });
  expect(m.wheels).toHaveLength(2);
  for (const w of m.wheels) {
    expect(w.inPan).toBe(false);
    expect(w.left).toBeGreaterThanOrEqual(0);
    expect(w.right).toBeLessThanOrEqual(m.width);
  }
  expect(m.wheels[1].top).toBeGreaterThan(m.wheels[0].top);
  expect(m.numbers).toBeGreaterThanOrEqual(11);
  expect(m.tokens).toBeGreaterThanOrEqual(40);
  expect(m.heads).toBeGreaterThanOrEqual(40);
  // The 15 cards to choose from wrap three a row, unzoomed, none cut at the
  // edge, their names at 11 px or more.
  const hand = await board.locator('.gr-hand-pan [data-pan]').evaluate((el) => {
    const box = el.getBoundingClientRect();
    const cards = [...el.querySelectorAll('svg.gr-card')];
    const names = [...el.querySelectorAll('svg.gr-card text')].map((x) => {
      const c = x.getScreenCTM();
      return parseFloat(getComputedStyle(x).fontSize) * Math.sqrt(Math.abs(c.a * c.d - c.b * c.c));
    });
    const tops = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    return {
      zoomed: el.hasAttribute('data-zoomed'),
      cards: cards.length,
      cut: cards.filter((c) => c.getBoundingClientRect().right > box.right + 0.5).length,
      rows: tops.size,
      smallest: Math.min(...names),
    };
  });
  expect(hand).toMatchObject({ zoomed: false, cards: 15, cut: 0, rows: 5 });
  expect(hand.smallest).toBeGreaterThanOrEqual(11);
  // The building board likewise: tiles two a row beside their pile, unzoomed,
  // none cut, every label at 11 px or more.
  const tiles = await board.locator('.gr-bboard-pan [data-pan]').evaluate((el) => {
    const box = el.getBoundingClientRect();
    const labels = [...el.querySelectorAll('svg.gr-tile text, svg.gr-pile text')].map((x) => {
      const c = x.getScreenCTM();
      return parseFloat(getComputedStyle(x).fontSize) * Math.sqrt(Math.abs(c.a * c.d - c.b * c.c));
    });
    return {
      zoomed: el.hasAttribute('data-zoomed'),
      cut: [...el.querySelectorAll('svg.gr-tile')].filter(
        (c) => c.getBoundingClientRect().right > box.right + 0.5,
      ).length,
      smallest: Math.min(...labels),
    };
  });
  expect(tiles).toMatchObject({ zoomed: false, cut: 0 });
  expect(tiles.smallest).toBeGreaterThanOrEqual(11);
  expect(errors).toEqual([]);
});

// On a laptop (1280×800) and a tablet beside the decision panel (1024×768):
// the landscape is drawn unzoomed and big enough that every text in it reads
// at 11 px or more (its building names fitted whole, never "…"), every square
// is 40 px or more to tap and none is cut at the edge; the page does not
// scroll sideways and the decision panel stays beside the board. (At 1280 the
// landscape's seven columns sit beside the wheels, across the whole board; at
// 1024 they go edge to edge across the board, the wheels below.)
test("Glass Road on a laptop and a tablet: the landscape's texts read at 11 px, none cut", async ({
  page,
}) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page);
  await startFromLobby(page, { game: /Glass Road/, seats: ['human', 'easy'], seed: 5 });
  await expect(page.locator('.gr-board')).toBeVisible({ timeout: 30000 });
  // 1007: a tablet's 1024 beside a classic scrollbar (17 px) keeps the seven
  // columns edge to edge.
  for (const [width, height, mode, fit] of [
    [1280, 800, 'side', NAME_FIT],
    [1024, 768, 'full', NAME_FIT_FULL],
    [1007, 768, 'full', NAME_FIT_FULL],
  ]) {
    const fits = nameFits(fit);
    await page.setViewportSize({ width, height });
    const measure = async () => ({
      ...(await page.locator('.gr-estate-pan [data-pan]').evaluate((el) => {
        const box = el.getBoundingClientRect();
        const svg = el.querySelector('svg.gr-landscape');
        const px = (t) => {
          const c = t.getScreenCTM();
          return parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(c.a * c.d - c.b * c.c));
        };
        const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim());
        const squares = [...svg.querySelectorAll('.gr-square')];
        const rects = squares.map((g) => g.getBoundingClientRect());
        // A name's line wider than its square.
        const over = [...svg.querySelectorAll('.gr-bname')].filter((t) => {
          const sq = t.closest('.gr-square').getBoundingClientRect();
          const r = t.getBoundingClientRect();
          return r.left < sq.left - 0.5 || r.right > sq.right + 0.5;
        });
        const board = document.querySelector('.board-area, .gr-board').getBoundingClientRect();
        const panel = document.querySelector('.decision-panel').getBoundingClientRect();
        const tap = Math.min(...rects.map((r) => Math.min(r.width, r.height)));
        const smallest = Math.min(...texts.map(px));
        return {
          zoomed: el.hasAttribute('data-zoomed'),
          squares: squares.length,
          tap: Math.round(tap),
          tap40: tap >= 40,
          cut: rects.filter((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5).length,
          smallest: Math.round(smallest * 10) / 10,
          read11: smallest >= 11,
          names: svg.querySelectorAll('.gr-bname').length,
          ellipsis: texts.filter((t) => t.textContent.includes('…')).length,
          over: over.map((t) => t.textContent),
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          beside: panel.left >= board.right - 1 && panel.top < board.top + 200,
        };
      })),
      // Every building name of data.json, fitted as a square fits it: no
      // line wider than its room, at 11 px or more.
      bad: [
        ...(await unfitLines(page.locator('.gr-estate-pan svg.gr-landscape'), fits)),
        ...(await unfitLines(page.locator('.gr-estate-pan svg.gr-landscape'), fits, 11)),
      ].slice(0, 8),
    });
    // (Polled: the board lays the estate out anew once it has measured it.)
    await expect.poll(measure, { message: `${width}×${height}`, timeout: 10000 }).toMatchObject({
      zoomed: false,
      squares: 21,
      tap40: true,
      cut: 0,
      read11: true,
      ellipsis: 0,
      over: [],
      bad: [],
      sideways: 0,
      beside: true,
    });
    expect((await measure()).names).toBeGreaterThan(0);
    await expect(page.locator('.gr-estate-body')).toHaveAttribute('data-mode', mode);
    // The wheels' numbers read at 13 px on the laptop, 11 px on the tablet.
    const seen = await inWindow(page);
    expect(seen.wheelNumbers, `${width}×${height}`).toBeGreaterThanOrEqual(width >= 1280 ? 13 : 11);
    // On the tablet the landscape is not turned (it was 690 px tall): its
    // three rows lie whole inside the window, below the cards to choose.
    if (width < 1280) expect(seen).toMatchObject({ squaresOut: 0 });
    // Every text of the board, the 15 cards to choose from and the building
    // tiles included, reads at 11 px or more.
    expect(await smallTexts(page), `${width}×${height}`).toEqual([]);
  }
  expect(errors).toEqual([]);
});

// While a card is resolved, on a laptop (1280×800) and a tablet beside the
// decision panel (1024×768), in English and in French: the card's ability
// and pass buttons, the whole landscape (its last row) and both wheels lie
// inside the window, the page not scrolled (on the tablet the wheels go small
// beside the card: they were below the landscape, out of the window); the
// wheels' numbers at 13 px or more on the laptop, 11 on the tablet; every
// text of the board (the hand and the played cards too) at 11 px or more.
for (const lang of ['en', 'fr']) {
  test(`Glass Road on a laptop and a tablet, a card resolving (${lang}): its buttons, the landscape and the wheels in view`, async ({
    page,
  }, testInfo) => {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, `lang=${lang}&botDelay=0`);
    await startFromLobby(page, { game: GAME, seats: ['human', 'easy'], seed: 5 });
    const board = page.locator('.gr-board');
    await expect(board).toBeVisible({ timeout: 30000 });
    // Take the first cards offered, then play the first, until a card of the
    // viewer's is resolved (its abilities to choose from on the board).
    const abilities = board.locator('.gr-resolving .gr-ability.gr-target');
    for (let moves = 0; !(await abilities.count()); moves++) {
      expect(moves).toBeLessThan(30);
      expect(await waitForHumanOrEnd(page)).toBe('human');
      if (await abilities.count()) break;
      await clickAndWaitForLog(page, page.locator('.decision-panel button.action:not([disabled])').first());
    }
    expect(await waitForHumanOrEnd(page)).toBe('human');
    // What happened since the last turn, read and closed.
    const since = page.locator('.since-panel');
    if (await since.count()) await since.getByRole('button').first().click();
    for (const [width, height, mode] of [
      [1280, 800, 'side'],
      [1024, 768, 'full'],
    ]) {
      await page.setViewportSize({ width, height });
      await expect(page.locator('.gr-estate-body')).toHaveAttribute('data-mode', mode);
      const seen = await inWindow(page);
      await page.screenshot({ path: testInfo.outputPath(`glassroad-resolving-${lang}-${width}.png`) });
      const where = `${width}×${height}: ${JSON.stringify(seen)}`;
      console.log(`glassroad resolving (${lang}), ${where}`);
      expect(seen.buttons, where).toBeGreaterThanOrEqual(2);
      expect(seen, where).toMatchObject({ buttonsOut: 0, squaresOut: 0, wheelsOut: 0 });
      expect(seen.wheelNumbers, where).toBeGreaterThanOrEqual(width >= 1280 ? 13 : 11);
      expect(await smallTexts(page), where).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

// On a laptop (1280×800), a tablet (1024×768) and a tablet beside a classic
// scrollbar (1007), in English and in French: the building names on the
// landscape are broken only between words or at a syllable fit.js lists
// ("Glass- | blowers' | Camp", never "Guestho- | use"; every name of
// data.json is fitted so: tests/web/glassroad-landscape.test.js).
for (const lang of ['en', 'fr']) {
  test(`Glass Road on a laptop and a tablet (${lang}): building names are broken only between words or at a syllable`, async ({
    page,
  }) => {
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, `lang=${lang}&botDelay=0`);
    await startFromLobby(page, { game: GAME, seats: ['human', 'easy'], seed: 5 });
    await expect(page.locator('.gr-board')).toBeVisible({ timeout: 30000 });
    for (const [width, height, mode] of [
      [1280, 800, 'side'],
      [1024, 768, 'full'],
      [1007, 768, 'full'],
    ]) {
      await page.setViewportSize({ width, height });
      await expect(page.locator('.gr-estate-body')).toHaveAttribute('data-mode', mode);
      expect(await page.locator('.gr-estate .gr-bname').count()).toBeGreaterThan(0);
      expect(await brokenNames(page), `${lang} ${width}×${height}`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

// On a laptop (1280×800), the next card to play once one has been played:
// the hand (its cards and the played ones side by side) beside the info
// line, and below it the whole estate — the landscape's last row and both
// wheels — inside the window, the page not scrolled.
test('Glass Road on a laptop, a card to play after one was played: the hand and the whole estate in view', async ({
  page,
}) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page);
  await startFromLobby(page, { game: /Glass Road/, seats: ['human', 'easy'], seed: 5 });
  const board = page.locator('.gr-board');
  await expect(board).toBeVisible({ timeout: 30000 });
  const played = board.locator('.gr-cards.gr-small svg.gr-card');
  const play = page.locator('.decision-panel button.action[data-type="play"]:not([disabled])');
  // The first choice of each decision that is not an any-time one (clearing
  // a square, a conversion), until a card is to be played with one played.
  for (let moves = 0; ; moves++) {
    expect(moves).toBeLessThan(60);
    expect(await waitForHumanOrEnd(page)).toBe('human');
    if ((await played.count()) && (await play.count())) break;
    const first = page
      .locator(
        '.decision-panel button.action:not([disabled]):not([data-type="removeTerrain"]):not([data-type="convert"])',
      )
      .first();
    await clickAndWaitForLog(page, first);
  }
  const since = page.locator('.since-panel');
  if (await since.count()) await since.getByRole('button').first().click();
  const seen = await inWindow(page);
  const hand = await board
    .locator('.gr-hand-pan svg.gr-card')
    .evaluateAll(
      (cards) => cards.filter((c) => c.getBoundingClientRect().bottom > window.innerHeight).length,
    );
  const where = JSON.stringify(seen);
  console.log(`glassroad play after a played card, 1280×800: ${where}`);
  expect(hand, where).toBe(0);
  expect(seen, where).toMatchObject({ mode: 'side', squaresOut: 0, wheelsOut: 0 });
  expect(await smallTexts(page), where).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('Glass Road on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a card to pick is read on the first tap and taken on the second, its text clear of it', async ({
    page,
  }) => {
    test.setTimeout(60000);
    await openApp(page);
    await startFromLobby(page, { game: /Glass Road/, seats: ['human'], seed: 4 });
    const picks = page.locator('.gr-picks svg.gr-card');
    await expect(picks).toHaveCount(15);
    const card = picks.first();
    await card.scrollIntoViewIfNeeded();
    const tap = async () => {
      const b = await card.boundingBox();
      await page.touchscreen.tap(b.x + b.width / 2, b.y + 20);
    };
    // First tap: the card's abilities show, the card is marked, nothing is taken.
    await tap();
    await expect(card).toHaveClass(/bk-selected/);
    await expect(page.locator('.gr-board')).toContainText(/again to take it/);
    await expect(picks).toHaveCount(15);
    // Its text, floating when the info line is out of sight, does not cover the card.
    const float = page.locator('.bk-floating .bk-float');
    if (await float.count()) {
      const f = await float.boundingBox();
      const c = await card.boundingBox();
      expect(f.y >= c.y + c.height - 1 || f.y + f.height <= c.y + 1).toBe(true);
    }
    // Second tap: taken.
    await tap();
    await expect(picks).toHaveCount(14);
  });

  test('a card to play is read on the first tap and played on the second (2 players)', async ({ page }) => {
    test.setTimeout(90000);
    await openApp(page);
    await startFromLobby(page, { game: /Glass Road/, seats: ['human', 'easy'], seed: 4 });
    // The picks from the choices list, until a card is to be played face up (p. 10).
    const take = page.locator('.decision-panel button.action', { hasText: /^Take into hand: / });
    const play = page.locator('.decision-panel button.action', { hasText: /^Play: / });
    for (let i = 0; i < 20 && !(await play.count()); i++) {
      expect(await waitForHumanOrEnd(page)).toBe('human');
      if (await take.count()) await take.first().evaluate((b) => b.click());
    }
    await expect(play.first()).toBeVisible();
    const card = page.locator('.gr-hand-pan svg.gr-card.bk-target').first();
    await card.scrollIntoViewIfNeeded();
    const tap = async () => {
      const b = await card.boundingBox();
      await page.touchscreen.tap(b.x + b.width / 2, b.y + 20);
    };
    const log = page.locator('.log-lines li');
    const lines = await log.count();
    await tap();
    await expect(card).toHaveClass(/bk-selected/);
    await expect(page.locator('.gr-board')).toContainText(/again to play it/);
    expect(await log.count()).toBe(lines);
    await tap();
    await expect(log).not.toHaveCount(lines);
    await expect(page.locator('.log-lines')).toContainText(/Play: /);
  });
});

// A tablet held sideways: the choices stand beside the board, pinned in the window. A card's text,
// floating while the info line is scrolled away, stays over the board and leaves them uncovered.
test.describe('Glass Road on a tablet held sideways', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test("a tapped card's text floats over the board, not over the choices", async ({ page }) => {
    test.setTimeout(60000);
    await openApp(page);
    await startFromLobby(page, { game: /Glass Road/, seats: ['human'], seed: 4 });
    const picks = page.locator('.gr-picks svg.gr-card');
    await expect(picks).toHaveCount(15);
    // The last row of cards at the window's foot: the info line above the board is out of sight.
    const card = picks.last();
    await card.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - window.innerHeight + 20);
    });
    await expect(page.locator('.gr-board .bk-info').first()).not.toBeInViewport();
    const b = await card.boundingBox();
    await page.touchscreen.tap(b.x + b.width / 2, b.y + 20);
    const float = page.locator('.bk-floating .bk-float');
    await expect(float).toBeVisible();
    const f = await float.boundingBox();
    const board = await page.locator('.board-area').boundingBox();
    const choices = await page.locator('.decision-panel').boundingBox();
    expect(f.x).toBeGreaterThanOrEqual(board.x);
    expect(f.x + f.width).toBeLessThanOrEqual(board.x + board.width);
    expect(f.x + f.width).toBeLessThan(choices.x);
  });
});
