// Shared steps of the browser tests.
import { expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const SHOTS = path.resolve('docs/screenshots');

export async function shot(page, name, options = {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), ...options });
}

// The app, in English unless told, with bots moving without delay.
export async function openApp(page, query = 'lang=en&botDelay=0') {
  await page.goto(`./?${query}`);
  await expect(page.locator('.site-header')).toBeVisible();
}

// Fills the lobby: seats is a list like ['human', 'easy'] (human | easy | normal | hard).
// Starts a game from the lobby: the game's radio (its name as a regexp), the seats, the seed.
export async function startFromLobby(
  page,
  { game = /Neuland/, seats = ['human', 'easy'], seed = null } = {},
) {
  await page.getByRole('radio', { name: game }).check();
  await page.locator('#player-count').selectOption(String(seats.length));
  const kinds = page.locator('.seat-row select');
  for (let i = 0; i < seats.length; i++) await kinds.nth(i).selectOption(seats[i]);
  if (seed !== null) await fillSeed(page, seed);
  await page.locator('button.start').click();
  await expect(page.locator('.game-screen')).toBeVisible();
}

// The human plays what the hint (a normal bot) proposes, through the decision panel.
export async function playHintedMove(page) {
  const count = await page.locator('.decision-panel button.action').count();
  if (count > 1) {
    await page.locator('.hint-button').click();
    const hinted = page.locator('.decision-panel button.action.hinted:not([disabled])');
    await hinted.waitFor({ state: 'visible' });
    await hinted.click();
  } else {
    await page.locator('.decision-panel button.action').first().click();
  }
}

// Waits (checking every 50 ms: headless Chromium may render no frame for a
// while, so not on frames) until the human must decide, the game is
// over, or an error shows; returns 'human' or 'over', throws on an error.
export async function waitForHumanOrEnd(page, timeout = 60000) {
  const handle = await page.waitForFunction(
    () => {
      const error = document.querySelector('.game-screen .error-banner');
      if (error) return `error:${error.textContent}`;
      if (document.querySelector('.end-screen')) return 'over';
      const button = document.querySelector('.decision-panel button.action:not([disabled])');
      return button ? 'human' : false;
    },
    null,
    { timeout, polling: 50 },
  );
  const state = await handle.jsonValue();
  if (state.startsWith('error:')) throw new Error(`the game screen shows an error: ${state.slice(6)}`);
  return state;
}

// Clicks `button` and waits until the log has a line more: the move (and any
// bot reply) is played and listed.
export async function clickAndWaitForLog(page, button, timeout = 30000) {
  const log = page.locator('.log-lines li');
  const before = await log.count();
  await button.click();
  await expect.poll(() => log.count(), { timeout }).toBeGreaterThan(before);
}

// Solo: presses "Play it for me" `times` times, each time waiting until the hard
// bot's choice (decided in the worker) is played and listed in the log, then
// undoes the last one (after `beforeUndo`, e.g. a screenshot). Returns the
// number of log lines before the undo.
export async function playForMeThenUndo(page, times, beforeUndo = async () => {}) {
  const log = page.locator('.log-lines li');
  for (let i = 0; i < times; i++) {
    expect(await waitForHumanOrEnd(page)).toBe('human');
    await clickAndWaitForLog(page, page.locator('.play-for-me'));
  }
  expect(await waitForHumanOrEnd(page)).toBe('human');
  const played = await log.count();
  expect(played).toBeGreaterThanOrEqual(times);
  await beforeUndo();
  await page.getByRole('button', { name: /^Undo/ }).first().click();
  await expect.poll(() => log.count()).toBeLessThan(played);
  return played;
}

// The same human, faster: inside the page, clicks the decision panel's buttons
// until the game ends or `max` moves. Without `order` it follows the hint (the
// hinted button when there is a choice); with `order` (regular expressions
// over button labels) it clicks the first button matching the earliest one.
// Returns {moves, state: 'over' | 'human' | 'error:<text>'}.
export async function playHintedMovesInPage(page, max, order = null) {
  return page.evaluate(
    async ({ limit, patterns }) => {
      // A frame, or 50 ms if none comes: headless Chromium sometimes renders no
      // frame for a long while (no requestAnimationFrame callback at all), and a
      // wait on frames alone then never reaches its own time limit.
      const frame = () =>
        new Promise((resolve) => {
          const timer = setTimeout(resolve, 50);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      const until = async (test, ms = 60000) => {
        const end = performance.now() + ms;
        for (;;) {
          const v = test();
          if (v) return v;
          if (performance.now() > end) return 'timeout';
          await frame();
        }
      };
      const state = () => {
        const error = document.querySelector('.game-screen .error-banner');
        if (error) return `error:${error.textContent}`;
        if (document.querySelector('.end-screen')) return 'over';
        return document.querySelector('.decision-panel button.action:not([disabled])') ? 'human' : false;
      };
      const policy = patterns && patterns.map((p) => new RegExp(p));
      let moves = 0;
      let stuck = 0;
      for (; moves < limit; moves++) {
        const s = await until(state);
        if (s !== 'human') return { moves, state: s };
        const buttons = [...document.querySelectorAll('.decision-panel button.action:not([disabled])')];
        let pick = buttons[0];
        if (policy) {
          for (const re of policy) {
            const found = buttons.find((b) => re.test(b.textContent.trim()));
            if (found) {
              pick = found;
              break;
            }
          }
        } else if (buttons.length > 1) {
          document.querySelector('.hint-button').click();
          // The hint is a panel button, or a menu action (Neuland's proposal to end).
          const hinted = await until(() =>
            document.querySelector(
              '.decision-panel button.action.hinted:not([disabled]), .game-tools button.menu-action.hinted',
            ),
          );
          if (hinted === 'timeout') return { moves, state: 'error:no hint came' };
          pick = hinted;
        }
        const before = document.querySelectorAll('.log-lines li').length;
        pick.click();
        // Wait until the click is taken: the log grows, the button goes, or the turn passes.
        const taken = await until(
          () =>
            state() !== 'human' ||
            document.querySelectorAll('.log-lines li').length !== before ||
            !document.body.contains(pick) ||
            (!policy && !pick.classList.contains('hinted')),
          30000,
        );
        // A click the page never takes would otherwise repeat, 30 s a time, until the
        // test's own time limit: after three in a row, stop and say which button it was.
        stuck = taken === 'timeout' ? stuck + 1 : 0;
        if (stuck >= 3) {
          const log = [...document.querySelectorAll('.log-lines li')].slice(-3).map((li) => li.textContent);
          return {
            moves,
            state: `error:click not taken on "${pick.textContent.trim()}" after ${log.join(' | ')}`,
          };
        }
        await frame();
      }
      return { moves, state: await until(state) };
    },
    { limit: max, patterns: order && order.map((re) => re.source) },
  );
}

// The seed sits under "Advanced" in the lobby: open it, then type.
export async function fillSeed(page, seed) {
  const seedField = page.locator('#seed');
  if (!(await seedField.isVisible())) await page.locator('details.advanced > summary').click();
  await seedField.fill(String(seed));
}

// The games of the web registry (web/src/games/index.js), read from its
// import lines so a game joins the phone tests as soon as it is registered.
export function registeredGames() {
  const text = fs.readFileSync(path.resolve('web/src/games/index.js'), 'utf8');
  return [...text.matchAll(/^import\s+\w+\s+from\s+'\.\/([\w-]+)\/index\.js';/gm)].map((m) => m[1]);
}

// Starts game `id` from the lobby: seat 0 human, the others easy bots, with
// the given names (cut to the lobby's 24 characters) and seed.
export async function startGame(page, id, { players = 2, names = [], seed = 21, humans = 1 } = {}) {
  await page.locator(`.game-list input[value="${id}"]`).check();
  const count = page.locator('#player-count');
  const offered = await count.locator('option').evaluateAll((os) => os.map((o) => Number(o.value)));
  const n = offered.includes(players) ? players : offered[0];
  await count.selectOption(String(n));
  const kinds = page.locator('.seat-row select');
  const fields = page.locator('.seat-row input[type="text"]');
  for (let i = 0; i < n; i++) {
    await kinds.nth(i).selectOption(i < humans ? 'human' : 'easy');
    if (names[i]) await fields.nth(i).fill(names[i]);
  }
  await fillSeed(page, seed);
  await page.locator('button.start').click();
  await expect(page.locator('.game-screen')).toBeVisible();
  return n;
}

// Names fitted by the board kit's fitLabel ({name, lines, size, width}), each line
// measured in `svg`'s own font as the browser draws it: the lines wider than
// their room, and (with minPx) the sizes under minPx on screen.
export async function unfitLines(svgLocator, fits, minPx = 0) {
  return svgLocator.evaluate(
    (svg, { fits, minPx }) => {
      const out = [];
      const k = svg.getScreenCTM().a;
      for (const f of fits)
        for (const line of f.lines) {
          const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
          text.setAttribute('font-size', f.size);
          text.setAttribute('font-weight', 600);
          text.textContent = line;
          svg.appendChild(text);
          const w = text.getComputedTextLength();
          text.remove();
          if (w > f.width) out.push(`${f.name}: "${line}" ${w.toFixed(1)} > ${f.width}`);
          if (minPx && f.size * k < minPx) out.push(`${f.name}: ${(f.size * k).toFixed(1)} px`);
        }
      return out;
    },
    { fits, minPx },
  );
}

// Every visible piece of text on the page, measured in the browser: its
// rendered font size in CSS pixels (for SVG text: the computed font size
// times the scale of its screen transform, so a board drawn small reads
// small), its box, and whether it lies inside a board's pan container
// ([data-pan]) or another horizontal scroller. Text hidden by display,
// visibility, zero opacity or a zero-size box is left out.
export async function measureTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const hidden = (el) => {
      for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) === 0) return true;
      }
      return false;
    };
    // The part of a box its clipping ancestors (a pan container, a scroller) let show.
    const shown = (el, r) => {
      let x0 = r.left;
      let y0 = r.top;
      let x1 = r.right;
      let y1 = r.bottom;
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        if (e instanceof SVGElement) continue;
        const cs = getComputedStyle(e);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const c = e.getBoundingClientRect();
        x0 = Math.max(x0, c.left);
        y0 = Math.max(y0, c.top);
        x1 = Math.min(x1, c.right);
        y1 = Math.min(y1, c.bottom);
      }
      return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
    };
    const scroller = (el) => {
      for (let e = el.parentElement; e; e = e.parentElement) {
        if (e.hasAttribute('data-pan')) return 'pan';
        const ox = getComputedStyle(e).overflowX;
        if ((ox === 'auto' || ox === 'scroll') && e.scrollWidth > e.clientWidth) return 'scroll';
      }
      return null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      let el = node.parentElement;
      if (!el || ['SCRIPT', 'STYLE', 'TITLE', 'OPTION', 'desc', 'title'].includes(el.tagName)) continue;
      if (el.closest('svg title, svg desc, select, noscript')) continue;
      const svg = el instanceof SVGElement;
      // An SVG text's box is its <text> element's (tspans included).
      // (text outside a <text> element is not drawn in SVG).
      if (svg) el = el.closest('text');
      if (!el) continue;
      if (seen.has(el)) continue;
      seen.add(el);
      let rect;
      if (svg) rect = el.getBoundingClientRect();
      else {
        const range = document.createRange();
        range.selectNodeContents(node);
        rect = range.getBoundingClientRect();
      }
      if (rect.width < 0.5 || rect.height < 0.5) continue;
      if (hidden(el)) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      let px = size;
      if (svg) {
        const m = el.getScreenCTM();
        px = m ? size * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 0;
      }
      out.push({
        text: el.textContent.trim().slice(0, 40),
        px: Math.round(px * 10) / 10,
        svg,
        board: Boolean(el.closest('.board-area')),
        where: scroller(el),
        box: { x: rect.x, y: rect.y, w: rect.width, h: rect.height },
        shown: shown(el, rect),
        // A word too long for its tile, drawn smaller on purpose (board kit, fit.js).
        shrunk: svg && el.hasAttribute('data-shrunk'),
        path: [
          el.tagName.toLowerCase(),
          el.getAttribute('class') || '',
          el.parentElement.getAttribute('class') || '',
          svg ? `svg:${el.ownerSVGElement.getAttribute('class') || ''}` : '',
        ].join('.'),
      });
    }
    return out;
  });
}

// Pairs of board texts whose shown boxes (clipped by their pan container)
// overlap by more than `tolerance` px both ways (at least a quarter of the
// smaller box's height). A text box holds the font's ascent and descent, so
// boxes that touch while their glyphs do not are let be.
export function overlappingLabels(texts, tolerance = 3) {
  const board = texts.filter((t) => t.board && t.svg && t.shown);
  const pairs = [];
  for (let i = 0; i < board.length; i++) {
    for (let j = i + 1; j < board.length; j++) {
      const a = board[i].shown;
      const b = board[j].shown;
      const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      const tol = Math.max(tolerance, Math.min(a.h, b.h) / 4);
      if (w > tol && h > tol) pairs.push([board[i].text, board[j].text, Math.round(w), Math.round(h)]);
    }
  }
  return pairs;
}

// Text that pokes out of the screen sideways, except inside a board's pan
// container or another scroller (those scroll on purpose), and the page's
// own horizontal overflow.
export async function horizontalOverflow(page, texts) {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const page_ = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const out = texts.filter((t) => !t.where && (t.box.x < -1 || t.box.x + t.box.w > width + 1));
  return {
    page: page_,
    texts: out.map((t) => `${t.text} (${Math.round(t.box.x)}..${Math.round(t.box.x + t.box.w)})`),
  };
}

// A click on what was counted a moment ago: the state an earlier click asked for
// may arrive from the worker in between and redraw the panel or the board, so a
// missing element is given up after a few seconds and the loop looks again.
export async function clickIfThere(locator) {
  try {
    await locator.click({ timeout: 5000 });
    return true;
  } catch (e) {
    if (e.name === 'TimeoutError') return false;
    throw e;
  }
}

// The records of the page's IndexedDB store of saves, read behind the app's back.
export async function storedSaves(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const r = indexedDB.open('ludotheca', 1);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    return new Promise((resolve, reject) => {
      const r = db.transaction('saves').objectStore('saves').getAll();
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  });
}

// Writes records (any values: tests store damaged ones too) into that store, by id.
export async function putStoredSaves(page, records) {
  await page.evaluate(async (list) => {
    const db = await new Promise((resolve, reject) => {
      const r = indexedDB.open('ludotheca', 1);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('saves', 'readwrite');
      for (const record of list) tx.objectStore('saves').put(record);
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
  }, records);
}
