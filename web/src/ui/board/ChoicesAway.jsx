// A tall board on a phone (Fields of Arle: thousands of pixels of page) often has every element the
// player can tap out of sight: above, below, or panned away sideways. A pill then floats just above
// the choices sheet, pointing up or down, and one tap brings the nearest such element to the middle
// of the screen. It never moves the page by itself. Part of the board kit's Viewport (`tall`).
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { pinnedBottom } from '../onScreen.js';

const TARGETS = '[role="button"][tabindex="0"]';

// The tappable elements of `el` that answer the decision at hand: not those a board marks data-free
// (moves open at any time, like Arle's animals; the decision may be answered in the panel alone).
function targetsOf(el) {
  return [...el.querySelectorAll(TARGETS)].filter((t) => {
    const r = t.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !t.hasAttribute('data-free');
  });
}

// The part of the window a board shows in: under the pinned resource strip, above the choices sheet
// (a phone's; on a wide screen the choices stand beside the board, in the right half).
export function shownBand() {
  const sheet = typeof document !== 'undefined' ? document.querySelector('.decision-area') : null;
  const s = sheet ? sheet.getBoundingClientRect() : null;
  const under = s && s.height > 0 && s.top > window.innerHeight / 3 && s.left < window.innerWidth / 2;
  const bottom = under ? s.top : window.innerHeight;
  return { top: pinnedBottom(), bottom };
}

// The board element the player last tapped or clicked (the space just taken), with its box on the
// page then (a redraw may replace the element): the pill keeps off it.
let lastTapped = null;
function noteTap(e) {
  const el = e.target && typeof e.target.closest === 'function' ? e.target.closest('[role="button"]') : null;
  if (!el) return;
  const r = el.getBoundingClientRect();
  lastTapped = {
    el,
    top: r.top + window.scrollY,
    bottom: r.bottom + window.scrollY,
    left: r.left,
    right: r.right,
  };
}
function tappedBox() {
  if (!lastTapped) return null;
  if (lastTapped.el.isConnected) return lastTapped.el.getBoundingClientRect();
  const { top, bottom, left, right } = lastTapped;
  return { top: top - window.scrollY, bottom: bottom - window.scrollY, left, right };
}

// The pill's place: just above the choices sheet, in the middle of the board; at the top of the
// shown band instead when it would cover the element just tapped there.
const PILL_H = 48;
const PILL_HALF_W = 170;
const EDGE = 90;
function pillPlace(c, band) {
  const left = Math.min(Math.max((c.left + c.right) / 2, EDGE), window.innerWidth - EDGE);
  const low = band.bottom - 56;
  const r = tappedBox();
  if (!r) return { top: low, left };
  const covers = (top) =>
    r.bottom > top && r.top < top + PILL_H && r.right > left - PILL_HALF_W && r.left < left + PILL_HALF_W;
  const high = band.top + 8;
  return { top: covers(low) && !covers(high) ? high : low, left };
}

// Where the nearest tappable element of `el` is, when none shows: {dir: 'up'|'down', top, left}
// (the pill's place).
export function choicesAway(el) {
  if (!el || typeof window === 'undefined') return null;
  const c = el.getBoundingClientRect();
  const band = shownBand();
  const boxes = targetsOf(el).map((t) => t.getBoundingClientRect());
  if (!boxes.length) return null;
  const shows = (r) => {
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    return x > c.left && x < c.right && y > band.top && y < band.bottom;
  };
  if (boxes.some(shows)) return null;
  const mid = (band.top + band.bottom) / 2;
  const dist = (r) =>
    Math.abs(r.top + r.height / 2 - mid) + Math.abs(r.left + r.width / 2 - (c.left + c.width / 2));
  const box = boxes.reduce((a, b) => (dist(b) < dist(a) ? b : a));
  return { dir: box.top + box.height / 2 < mid ? 'up' : 'down', ...pillPlace(c, band) };
}

// Brings the nearest tappable element of `el` to the middle of the shown band.
function goToChoices(el) {
  const c = el.getBoundingClientRect();
  const band = shownBand();
  const mid = (band.top + band.bottom) / 2;
  const boxes = targetsOf(el);
  if (!boxes.length) return;
  const dist = (t) => {
    const r = t.getBoundingClientRect();
    return Math.abs(r.top + r.height / 2 - mid) + Math.abs(r.left + r.width / 2 - (c.left + c.width / 2));
  };
  const target = boxes.reduce((a, b) => (dist(b) < dist(a) ? b : a));
  let r = target.getBoundingClientRect();
  el.scrollLeft += r.left + r.width / 2 - (c.left + c.width / 2);
  r = target.getBoundingClientRect();
  window.scrollBy(0, r.top + r.height / 2 - mid);
}

export function ChoicesAway({ pan, t }) {
  const [away, setAway] = useState(null);
  const check = () => {
    const next = choicesAway(pan.current);
    setAway((old) =>
      (old &&
        next &&
        old.dir === next.dir &&
        Math.abs(old.top - next.top) < 1 &&
        Math.abs(old.left - next.left) < 1) ||
      (!old && !next)
        ? old
        : next,
    );
  };
  useLayoutEffect(check);
  useEffect(() => {
    let frame = 0;
    const later = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), check()));
    };
    const el = pan.current;
    // Each board its own listener, so that one leaving the page keeps the others' taps noted.
    const onDown = (e) => noteTap(e);
    window.addEventListener('pointerdown', onDown, { capture: true, passive: true });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    if (el) el.addEventListener('scroll', later, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('pointerdown', onDown, { capture: true });
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      if (el) el.removeEventListener('scroll', later);
    };
  }, [pan]);
  if (!away) return null;
  return (
    <button
      type="button"
      class="bk-btn vp-away"
      style={{ top: `${away.top}px`, left: `${away.left}px` }}
      onClick={() => {
        if (pan.current) goToChoices(pan.current);
        check();
      }}
    >
      {t(away.dir === 'up' ? 'board.choicesUp' : 'board.choicesDown')}
    </button>
  );
}
