// A board's pan-and-zoom container (the board kit's): the drawing inside is
// laid out at the container's width, magnified `zoom` times (a CSS scale, so
// the board's own layout never changes) and scrolls within the container.
// Two-finger pinch zooms around the fingers, a drag pans (and hands the rest
// of a vertical drag to the page), a double tap on an empty spot zooms in,
// ctrl+wheel (a trackpad pinch) zooms, and the −/+/fit buttons do the same
// from the keyboard. On a phone (a window narrower than `phoneWidth`) the
// default zoom is the one at which the smallest <text> inside reads at
// `minLabelPx` CSS pixels (at most `maxZoom`; a word shrunk on purpose to fit
// its tile, `data-shrunk`, left out), so labels never shrink below a
// readable size; on wider screens the default is the whole drawing (zoom 1).
// With `minScale`, the phone's default zoom also shows the drawing (its first
// <svg>) at no fewer than `minScale` CSS pixels per drawing unit: a board whose
// smallest labels grew keeps the phone's zoom it had, never shrinking the others.
// Zoomed in when first drawn, the view opens on the drawing's centre (a map)
// or, with `anchor="start"`, on its top left corner (rows of cards, tiles and
// headings read from the left: the first column shows whole), which a new
// default zoom (the drawing changed) keeps in place.
// With `reveal` (a key that changes with each new decision), the choice the
// player just tapped in the container (where the move put something) is
// brought whole into the part of the container that shows on screen (under
// the pinned strip, above the choices sheet), and a container that shows
// none of its clickable elements well inside that part scrolls the nearest
// to its middle; a view already showing them is not moved, and a pan after
// the tap forgets the tapped choice. With `spotOf` (an action -> a CSS
// selector of the element it acts on, or null), a choice made from the
// choices list counts as a tap on that element.
// A drag never clicks: the click that ends a pan is swallowed. Zoomed in,
// the container is at most 80% of the screen high (62% on a phone) unless
// `tall`: then it is as high as the drawing and the page scrolls it.
// With `section` ({key, label}) the container is one of the board's named
// parts, a chip of the pinned strip on a phone (ui/SectionNav.jsx).
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ChoicesAway, shownBand } from './ChoicesAway.jsx';
import { onActionAnnounced } from './acted.js';

const DRAG = 8; // px a pointer moves before a tap becomes a pan
const STEP = 1.5; // zoom factor of a button or a double tap

// The smallest rendered font size (CSS px) of the visible SVG texts in `root`.
export function smallestLabel(root) {
  let min = Infinity;
  // A word drawn smaller on purpose (too long for its tile, `data-shrunk`:
  // fit.js) is not worth zooming the whole drawing for.
  for (const el of root.querySelectorAll('text:not([data-shrunk])')) {
    if (!el.textContent.trim()) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const m = el.getScreenCTM();
    if (!m) continue;
    const px = parseFloat(getComputedStyle(el).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    if (px > 0 && px < min) min = px;
  }
  return min;
}

// The part of the container `el` that shows on screen (client coordinates):
// inside the window, under the pinned strip and above the choices sheet; the
// whole container when hardly any of it shows (the page scrolled away from it).
function shownPart(el) {
  const c = el.getBoundingClientRect();
  const band = shownBand();
  const part = {
    left: Math.max(c.left, 0),
    right: Math.min(c.right, window.innerWidth),
    top: Math.max(c.top, band.top),
    bottom: Math.min(c.bottom, band.bottom),
  };
  const small = part.right - part.left < 48 || part.bottom - part.top < 48;
  return small ? { left: c.left, right: c.right, top: c.top, bottom: c.bottom } : part;
}

// How far to scroll along one axis so that the span a..b lies inside lo..hi,
// `pad` from its ends: the least move, or centred when the span is larger.
export function nudge(a, b, lo, hi, pad = 8) {
  if (b - a > hi - lo - 2 * pad) return (a + b) / 2 - (lo + hi) / 2;
  if (a < lo + pad) return a - (lo + pad);
  if (b > hi - pad) return b - (hi - pad);
  return 0;
}

// At a new decision: brings `spot` (the box, in client coordinates, of the
// choice just tapped) whole into the shown part of the container; then, when
// no clickable element shows well inside that part, scrolls the one nearest
// its middle there (a zoomed map opened away from every choice).
function revealTarget(el, spot) {
  const v = shownPart(el);
  if (spot) {
    el.scrollLeft += nudge(spot.left, spot.right, v.left, v.right);
    el.scrollTop += nudge(spot.top, spot.bottom, v.top, v.bottom);
  }
  const boxes = [...el.querySelectorAll('[role="button"][tabindex="0"]')]
    .map((t) => t.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  // An element shows when its middle does, a quarter of its size (at most a
  // quarter of the part's) inside: a big hex's corner alone, or a choice cut
  // by the edge, is no choice seen.
  const shows = (r) => {
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const mx = Math.min(r.width, v.right - v.left) / 4;
    const my = Math.min(r.height, v.bottom - v.top) / 4;
    return x > v.left + mx && x < v.right - mx && y > v.top + my && y < v.bottom - my;
  };
  if (boxes.length === 0 || boxes.some(shows)) return;
  const cx = (v.left + v.right) / 2;
  const cy = (v.top + v.bottom) / 2;
  const dist = (r) => Math.hypot(r.left + r.width / 2 - cx, r.top + r.height / 2 - cy);
  const best = boxes.reduce((a, b) => (dist(b) < dist(a) ? b : a));
  el.scrollLeft += best.left + best.width / 2 - cx;
  el.scrollTop += best.top + best.height / 2 - cy;
}

function clamp(z, lo, hi) {
  return Math.min(hi, Math.max(lo, z));
}

export function Viewport({
  children,
  t,
  label,
  className = '',
  minLabelPx = 11,
  minScale = 0,
  maxZoom = 4,
  phoneWidth = 700,
  tall = false,
  anchor = 'center',
  reveal,
  spotOf,
  section,
}) {
  const pan = useRef(null);
  const sizer = useRef(null);
  const content = useRef(null);
  const zoomRef = useRef(1);
  const fitRef = useRef(1); // the default zoom
  const userZoomed = useRef(false);
  const centre = useRef(false); // to centre once the zoomed height applies
  const revealed = useRef(undefined); // the last `reveal` key looked at
  const tapped = useRef(null); // the choice just tapped (with `reveal`), in the drawing's own units
  const spotOfRef = useRef(spotOf);
  spotOfRef.current = spotOf;
  const gesture = useRef({
    pointers: new Map(),
    drag: null,
    pinch: null,
    swallow: false,
    lastTap: null,
    downAt: 0,
  });
  const [zoom, setZoom] = useState(1);
  const limit = () => Math.max(maxZoom, fitRef.current * 2);
  // A client box in the drawing's own units (unscaled, from its top left corner), and back.
  const toContent = (r) => {
    const o = content.current.getBoundingClientRect();
    const z = zoomRef.current;
    return { x: (r.left - o.left) / z, y: (r.top - o.top) / z, w: r.width / z, h: r.height / z };
  };
  const toClient = (b) => {
    const o = content.current.getBoundingClientRect();
    const z = zoomRef.current;
    const left = o.left + b.x * z;
    const top = o.top + b.y * z;
    return { left, top, right: left + b.w * z, bottom: top + b.h * z };
  };

  // Lays the drawing out at the container's width and scales it; the sizer
  // holds the scaled size so the container scrolls over all of it.
  const layout = () => {
    const el = pan.current;
    const inner = content.current;
    const box = sizer.current;
    if (!el || !inner || !box) return;
    const z = zoomRef.current;
    const w = el.clientWidth;
    inner.style.width = `${w}px`;
    inner.style.transform = z === 1 ? '' : `scale(${z})`;
    box.style.width = `${w * z}px`;
    box.style.height = `${inner.offsetHeight * z}px`;
  };

  // Sets the zoom, keeping the content point under (cx, cy) (pan coordinates) in place.
  const apply = (z, cx, cy) => {
    const el = pan.current;
    const inner = content.current;
    if (!el || !inner) return;
    const next = clamp(z, 1, limit());
    const old = zoomRef.current;
    const x = cx === undefined ? el.clientWidth / 2 : cx;
    const y = cy === undefined ? el.clientHeight / 2 : cy;
    const px = (el.scrollLeft + x) / old;
    const py = (el.scrollTop + y) / old;
    zoomRef.current = next;
    layout();
    el.scrollLeft = px * next - x;
    el.scrollTop = py * next - y;
    setZoom(next);
  };

  // The default zoom: on a phone, the smallest label at minLabelPx.
  const fit = (center) => {
    const el = pan.current;
    if (!el) return;
    let z = 1;
    if (typeof window !== 'undefined' && window.innerWidth < phoneWidth) {
      const small = smallestLabel(content.current);
      if (Number.isFinite(small)) z = (zoomRef.current * minLabelPx) / small;
      const m = minScale > 0 ? content.current.querySelector('svg')?.getScreenCTM() : null;
      const s = m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 0;
      if (s > 0) z = Math.max(z, (zoomRef.current * minScale) / s);
      z = clamp(z, 1, maxZoom);
      z = Math.ceil(z * 20) / 20;
    }
    fitRef.current = z;
    if (z !== zoomRef.current) {
      // A new default zoom keeps the anchor's point in place (a row pan stays on its left edge).
      if (anchor === 'start') {
        apply(z, 0, 0);
      } else {
        apply(z);
        // Centred once the zoomed container has its capped height (next render).
        if (center) centre.current = true;
      }
    }
  };

  // Fitted when first drawn, when the container's width changes and when the
  // drawing changes (a new, smaller label), until the player zooms by hand.
  useLayoutEffect(() => {
    layout();
    if (!userZoomed.current) fit(zoomRef.current === 1);
    const el = pan.current;
    if (centre.current && el && (tall || el.hasAttribute('data-zoomed'))) {
      centre.current = false;
      el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
      el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
    }
    if (el && reveal !== undefined && revealed.current !== reveal && !centre.current) {
      revealed.current = reveal;
      // The tapped choice waits for a decision with something to tap (not a bot's turn).
      const spot = el.querySelector('[role="button"][tabindex="0"]') ? tapped.current : null;
      if (spot) tapped.current = null;
      revealTarget(el, spot && toClient(spot));
    }
  });
  useEffect(() => {
    const el = pan.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    let width = el.clientWidth;
    const ro = new ResizeObserver(() => {
      layout();
      if (el.clientWidth !== width) {
        width = el.clientWidth;
        if (!userZoomed.current) fit(false);
      }
    });
    ro.observe(el);
    ro.observe(content.current);
    // ctrl+wheel (a trackpad pinch) zooms around the pointer; needs a non-passive listener.
    const onWheel = (e) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const r = el.getBoundingClientRect();
      userZoomed.current = true;
      apply(zoomRef.current * Math.exp(-e.deltaY / 200), e.clientX - r.left, e.clientY - r.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      ro.disconnect();
      el.removeEventListener('wheel', onWheel);
    };
  }, []);
  // A choice made from the list: where it acts counts as tapped (a tap on the
  // board names the same element, or one inside it).
  useEffect(
    () =>
      onActionAnnounced((action) => {
        const sel = spotOfRef.current && spotOfRef.current(action);
        const found = sel && content.current && content.current.querySelector(sel);
        if (found) tapped.current = toContent(found.getBoundingClientRect());
      }),
    [],
  );

  const local = (e) => {
    const r = pan.current.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onPointerDown = (e) => {
    gesture.current.downAt = Date.now();
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const g = gesture.current;
    const el = pan.current;
    g.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (g.pointers.size === 1) {
      g.drag = {
        x: e.clientX,
        y: e.clientY,
        left: el.scrollLeft,
        top: el.scrollTop,
        page: window.scrollY,
        moved: false,
      };
      g.swallow = false;
    } else if (g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()];
      g.pinch = { dist: Math.hypot(a.x - b.x, a.y - b.y) || 1, zoom: zoomRef.current };
      g.drag = null;
      g.swallow = true;
      tapped.current = null;
    }
  };
  const onPointerMove = (e) => {
    const g = gesture.current;
    if (!g.pointers.has(e.pointerId)) return;
    g.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const el = pan.current;
    if (g.pinch && g.pointers.size >= 2) {
      const [a, b] = [...g.pointers.values()];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      const mid = local({ clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 });
      userZoomed.current = true;
      apply((g.pinch.zoom * dist) / g.pinch.dist, mid.x, mid.y);
      return;
    }
    const d = g.drag;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG) return;
    d.moved = true;
    tapped.current = null; // panned on purpose: the view is the player's
    g.swallow = true;
    el.scrollLeft = d.left - dx;
    const wanted = d.top - dy;
    el.scrollTop = wanted;
    // What the board cannot scroll further, the page scrolls (a phone's page stays reachable).
    if (e.pointerType !== 'mouse') window.scrollTo(window.scrollX, d.page + (wanted - el.scrollTop));
  };
  const onPointerUp = (e) => {
    const g = gesture.current;
    if (!g.pointers.has(e.pointerId)) return;
    g.pointers.delete(e.pointerId);
    if (g.pointers.size < 2) g.pinch = null;
    const d = g.drag;
    if (g.pointers.size === 0) g.drag = null;
    if (e.type !== 'pointerup' || e.pointerType !== 'touch' || (d && d.moved) || g.swallow) return;
    // A double tap on an empty spot (not on a board element) zooms in there.
    const onTarget = e.target.closest && e.target.closest('[role="button"]');
    const now = e.timeStamp;
    const last = g.lastTap;
    g.lastTap = { t: now, x: e.clientX, y: e.clientY };
    if (!onTarget && last && now - last.t < 350 && Math.hypot(e.clientX - last.x, e.clientY - last.y) < 30) {
      const p = local(e);
      userZoomed.current = true;
      apply(zoomRef.current >= limit() - 0.01 ? fitRef.current : zoomRef.current * STEP, p.x, p.y);
      g.lastTap = null;
    }
  };
  // A board element focused from the keyboard is brought into the container's
  // view, then clear of whatever covers it on the page (a pinned strip, the
  // choices sheet): the element being chosen is never hidden.
  const onFocusIn = (e) => {
    const el = pan.current;
    const target = e.target;
    if (!el || target === el || !target.getBoundingClientRect) return;
    // A tap or a click focuses what it lands on, already in sight: moving it would move the board
    // under the finger (and cut the labels at the container's edge). Keyboard focus is brought in.
    if (Date.now() - gesture.current.downAt < 800) return;
    let r = target.getBoundingClientRect();
    const c = el.getBoundingClientRect();
    if (r.left < c.left || r.right > c.right) el.scrollLeft += r.left + r.width / 2 - (c.left + c.width / 2);
    if (r.top < c.top || r.bottom > c.bottom) el.scrollTop += r.top + r.height / 2 - (c.top + c.height / 2);
    r = target.getBoundingClientRect();
    const h = window.innerHeight;
    if (r.bottom > h || r.top < 0) window.scrollBy(0, r.top + r.height / 2 - h / 2);
    for (let i = 0; i < 3; i++) {
      r = target.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const hit = document.elementFromPoint(cx, cy);
      if (!hit || target.contains(hit) || el.contains(hit)) return;
      const cover = hit.getBoundingClientRect();
      if (cover.top > r.top) window.scrollBy(0, r.bottom - cover.top + 8);
      else window.scrollBy(0, -(cover.bottom - r.top + 8));
    }
  };
  const onClickCapture = (e) => {
    if (gesture.current.swallow) {
      gesture.current.swallow = false;
      e.stopPropagation();
      e.preventDefault();
      return;
    }
    // A choice tapped (or clicked): shown whole at the next decision (what the move put there).
    const choice =
      reveal !== undefined && e.target.closest && e.target.closest('[role="button"][tabindex="0"]');
    if (choice && content.current && content.current.contains(choice))
      tapped.current = toContent(choice.getBoundingClientRect());
  };
  const button = (cls, key, text, onClick, disabled) => (
    <button
      type="button"
      class={`bk-btn vp-btn ${cls}`}
      title={t(key)}
      aria-label={t(key)}
      onClick={onClick}
      disabled={disabled}
    >
      {text}
    </button>
  );
  const zoomBy = (f) => {
    userZoomed.current = true;
    apply(zoomRef.current * f);
  };
  return (
    <div
      class={`vp ${className}`}
      data-section={section ? section.key : undefined}
      data-section-label={section ? section.label : undefined}
    >
      <div
        class="vp-pan"
        ref={pan}
        data-pan=""
        data-zoom={zoom.toFixed(2)}
        data-zoomed={zoom > 1.001 && !tall ? '' : undefined}
        data-tall={tall ? '' : undefined}
        data-anchor={anchor}
        role="region"
        aria-label={label}
        tabindex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={onClickCapture}
        onFocusIn={onFocusIn}
      >
        <div class="vp-sizer" ref={sizer}>
          <div class="vp-content" ref={content}>
            {children}
          </div>
        </div>
      </div>
      {tall ? <ChoicesAway pan={pan} t={t} /> : null}
      <div class="vp-controls">
        {button('vp-zoom-out', 'board.zoomOut', '−', () => zoomBy(1 / STEP), zoom <= 1.001)}
        {button('vp-zoom-in', 'board.zoomIn', '+', () => zoomBy(STEP), zoom >= limit() - 0.001)}
        {button(
          'vp-reset',
          'board.zoomReset',
          '⟲',
          () => {
            userZoomed.current = false;
            apply(fitRef.current);
          },
          Math.abs(zoom - fitRef.current) < 0.01,
        )}
      </div>
    </div>
  );
}
