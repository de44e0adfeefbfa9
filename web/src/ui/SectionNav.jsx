// A row of chips, one per part of a tall board (Fields of Arle: the action spaces, each farm, the
// tools and buildings, thousands of pixels of page): in the pinned strip of a phone or a tablet
// held upright, and above the choices pinned beside the board on a wider screen.
// A board names its parts with `data-section` (a key) and `data-section-label` (what the chip
// says); elements sharing a key make one part (GWT NZ's trail: the location's actions above the
// map, and the map). A chip whose part holds something lit for the decision at hand wears a dot
// (not the moves open at any time a board marks `data-free`: Arle's animals). One
// tap brings the part under the strip (the window's top); when the part is taller than the screen and its first lit
// element would stay out of sight, that element is brought up instead, and into view inside a
// panned board. The part at the top of the screen is the current one. Without two marked parts,
// nothing is drawn.
import { useEffect, useRef, useState } from 'preact/hooks';
import { pinnedBottom } from './onScreen.js';
import { shownBand } from './board/ChoicesAway.jsx';
import { nudge } from './board/Viewport.jsx';

const LIT = '.bk-target';

const drawn = (el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
};

// The board's marked parts that are drawn, in page order: [{key, label, els}].
function parts() {
  if (typeof document === 'undefined') return [];
  const byKey = new Map();
  for (const el of document.querySelectorAll('.board-area [data-section]')) {
    if (!drawn(el)) continue;
    const key = el.getAttribute('data-section');
    if (!byKey.has(key))
      byKey.set(key, { key, label: el.getAttribute('data-section-label') || key, els: [] });
    byKey.get(key).els.push(el);
  }
  return [...byKey.values()];
}

const box = (els) => {
  const rs = els.map((el) => el.getBoundingClientRect());
  return { top: Math.min(...rs.map((r) => r.top)), bottom: Math.max(...rs.map((r) => r.bottom)) };
};

// A part's lit elements answering the decision, drawn, top first.
function litIn(els) {
  return els
    .flatMap((el) => [...el.querySelectorAll(LIT)])
    .filter((t) => drawn(t) && !t.hasAttribute('data-free'))
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
}

// The height the strip keeps once the page moves down and it sticks to the window's top.
function stripHeight() {
  const strip = document.querySelector('.res-strip');
  return strip ? strip.getBoundingClientRect().height : pinnedBottom();
}

// What the chips show: each part's key and label, whether it holds a choice, and which is current
// (the part under a line a little below the strip).
export function readParts() {
  const list = parts();
  const band = shownBand();
  const probe = band.top + Math.min(80, Math.max(0, band.bottom - band.top) / 4);
  let current = list.length ? list[0].key : null;
  for (const p of list) {
    const b = box(p.els);
    if (b.top <= probe) current = p.key;
    if (b.top <= probe && b.bottom > probe) break;
  }
  return list.map((p) => ({
    key: p.key,
    label: p.label,
    choices: litIn(p.els).length > 0,
    current: p.key === current,
  }));
}

// Scrolls a panned board's container so that `el` shows inside it (the least move, centred when
// larger than the container); a tall container scrolls only sideways (the page scrolls it).
function showInPan(el) {
  const pan = el.closest('.vp-pan');
  if (!pan) return;
  const c = pan.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  pan.scrollLeft += nudge(r.left, r.right, c.left, c.right);
  if (!pan.hasAttribute('data-tall')) pan.scrollTop += nudge(r.top, r.bottom, c.top, c.bottom);
}

// Brings part `key` just under the pinned strip, or its first lit element into sight.
export function goToPart(key) {
  const p = parts().find((x) => x.key === key);
  if (!p) return;
  const under = stripHeight();
  const room = shownBand().bottom - under;
  const [target] = litIn(p.els);
  if (target) showInPan(target);
  else {
    // No choice here: the part's left edge, in a board panned sideways.
    const pan = p.els[0].closest('.vp-pan');
    if (pan) {
      const c = pan.getBoundingClientRect();
      const r = p.els[0].getBoundingClientRect();
      if (r.left < c.left || r.left > c.left + c.width / 2) pan.scrollLeft += r.left - c.left - 4;
    }
  }
  const top = box(p.els).top;
  let dy = top - under - 6;
  if (target) {
    const r = target.getBoundingClientRect();
    // Its choice would stay below the screen (under the choices sheet): bring the choice up,
    // with a little of what is above it.
    if (r.bottom - top > room - 12) dy = r.top - under - Math.min(48, room / 4);
  }
  window.scrollBy(0, dy);
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

// `holder`: the element the chips live in (the phone's pinned strip, or the column beside the board
// on a wide screen); while it is hidden (the other layout), the chips read nothing.
export function SectionNav({ t, holder = '.res-strip' }) {
  const [list, setList] = useState([]);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const place = document.querySelector(holder);
      const next = place && place.getClientRects().length ? readParts() : [];
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
        attributeFilter: ['class', 'data-section-label'],
      });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      if (mo) mo.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [holder]);
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
