// A row of chips in the pinned strip of a phone or tablet, one per part of a tall board (Fields
// of Arle: the action spaces, each farm, the tools and buildings, thousands of pixels of page).
// A board names its parts with `data-section` (a key) and `data-section-label` (what the chip
// says); one tap brings that part under the pinned strip, and shows its left edge when the board
// is zoomed and panned sideways. A chip whose part holds something to tap for the decision at
// hand wears a dot, and the part at the top of the screen is the current one. Without two marked
// parts, nothing is drawn.
import { useEffect, useRef, useState } from 'preact/hooks';
import { pinnedBottom } from './onScreen.js';

// What lights up for the decision at hand (the board kit's halo class), but not the moves open at
// any time (Arle's animals, `data-free`).
const TARGETS = '.bk-target:not([data-free])';

// The board's marked parts that are drawn, in page order: [{key, label, el}].
function parts() {
  if (typeof document === 'undefined') return [];
  const marked = [...document.querySelectorAll('.board-area [data-section]')];
  return marked
    .filter((el) => el.getBoundingClientRect().height > 0)
    .map((el) => ({
      key: el.getAttribute('data-section'),
      label: el.getAttribute('data-section-label') || el.getAttribute('data-section'),
      el,
    }));
}

// What the chips show: each part's key and label, whether it holds a choice, and which is current.
export function readParts() {
  const list = parts();
  const top = pinnedBottom() + 8;
  let current = null;
  for (const p of list) {
    const r = p.el.getBoundingClientRect();
    if (r.height > 0 && r.top <= top + 1) current = p.key;
  }
  if (current === null && list.length) current = list[0].key;
  return list.map((p) => ({
    key: p.key,
    label: p.label,
    choices: [...p.el.querySelectorAll(TARGETS)].some((t) => {
      const r = t.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    }),
    current: p.key === current,
  }));
}

// Brings part `key` just under the pinned strip, its left edge in a sideways-panned board.
export function goToPart(key) {
  const p = parts().find((x) => x.key === key);
  if (!p) return;
  const pan = p.el.closest('.vp-pan');
  if (pan) {
    const c = pan.getBoundingClientRect();
    const r = p.el.getBoundingClientRect();
    if (r.left < c.left || r.left > c.left + c.width / 2) pan.scrollLeft += r.left - c.left - 4;
  }
  // Once the page moves down, the strip sticks to the window's top: the part goes under its height.
  const strip = document.querySelector('.res-strip');
  const under = strip ? strip.getBoundingClientRect().height : pinnedBottom();
  window.scrollBy(0, p.el.getBoundingClientRect().top - under - 6);
}

const same = (a, b) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.key === b[i].key &&
      x.label === b[i].label &&
      x.choices === b[i].choices &&
      x.current === b[i].current,
  );

export function SectionNav({ t }) {
  const [list, setList] = useState([]);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      // Wide screens hide the strip: nothing to follow there.
      const strip = document.querySelector('.res-strip');
      const next = strip && strip.getClientRects().length ? readParts() : [];
      setList((old) => (same(old, next) ? old : next));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    // The board redraws on every decision and every step of a narrowed choice.
    const area = document.querySelector('.game-body') || document.body;
    const mo = typeof MutationObserver === 'undefined' ? null : new MutationObserver(later);
    if (mo)
      mo.observe(area, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['tabindex', 'data-section-label'],
      });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      if (mo) mo.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, []);
  // The current part's chip stays in sight in its row.
  const row = useRef(null);
  const current = (list.find((p) => p.current) || {}).key;
  useEffect(() => {
    const nav = row.current;
    const chip = nav && nav.querySelector('[aria-current]');
    if (!chip) return;
    const n = nav.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    if (c.left < n.left || c.right > n.right) nav.scrollLeft += c.left - n.left - 8;
  }, [current]);
  if (list.length < 2) return null;
  return (
    <nav class="res-nav" ref={row} aria-label={t('board.parts')}>
      {list.map((p) => (
        <button
          type="button"
          key={p.key}
          class={'res-nav-chip' + (p.choices ? ' has-choices' : '')}
          aria-current={p.current ? 'location' : undefined}
          aria-label={p.choices ? t('board.partChoices', { label: p.label }) : undefined}
          title={p.choices ? t('board.partChoices', { label: p.label }) : undefined}
          data-part={p.key}
          onClick={() => goToPart(p.key)}
        >
          {p.label}
        </button>
      ))}
    </nav>
  );
}
