// The map's coordinates pinned to the visible edges of its pan container.
// Zoomed in on a phone (4 players: 9 columns), the map opens on its centre, so
// the row letters on its left edge and the column numbers along its top (the
// names every choice gives a landscape or a duchy square, "B4") would stay
// off-screen until the player pans. Each label the pan hides is drawn again at
// the edge of what shows, level with its row or column, and follows the pan.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

// Where the hidden labels go, in the frame's coordinates (pure, given boxes):
// `pan` is the visible part of the pan container, `rows`/`cols` the drawn
// labels' boxes with their text. A row letter whose middle is cut at the left is pinned there
// while its row shows; a column number cut at the top, likewise (the top left
// corner is left to neither, so a letter and a number never overlap).
export function pinnedLabels(frame, pan, rows, cols) {
  const out = [];
  const inside = (v, lo, hi) => v > lo && v < hi;
  for (const r of rows) {
    const y = r.top + r.height / 2;
    if (r.left + r.width / 2 < pan.left && inside(y, pan.top + 24, pan.bottom - 4))
      out.push({ kind: 'row', text: r.text, x: pan.left - frame.left, y: y - frame.top });
  }
  for (const c of cols) {
    const x = c.left + c.width / 2;
    if (c.top + c.height / 2 < pan.top && inside(x, pan.left + 28, pan.right - 4))
      out.push({ kind: 'col', text: c.text, x: x - frame.left, y: pan.top - frame.top });
  }
  return out;
}

function measure(frameEl) {
  const pan = frameEl.querySelector('[data-pan]');
  if (!pan) return [];
  const p = pan.getBoundingClientRect();
  const visible = {
    left: p.left + pan.clientLeft,
    top: p.top + pan.clientTop,
    right: p.left + pan.clientLeft + pan.clientWidth,
    bottom: p.top + pan.clientTop + pan.clientHeight,
  };
  const boxes = (sel) =>
    [...pan.querySelectorAll(sel)].map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height, text: el.textContent };
    });
  return pinnedLabels(
    frameEl.getBoundingClientRect(),
    visible,
    boxes('.lr-coords [data-row]'),
    boxes('.lr-coords [data-col]'),
  );
}

// Wraps the map's Viewport; `children` is the Viewport.
export function PinnedCoordsFrame({ children, redraw }) {
  const frame = useRef(null);
  const [labels, setLabels] = useState([]);
  const last = useRef('[]');
  const update = () => {
    if (!frame.current) return;
    const next = measure(frame.current);
    const key = JSON.stringify(next);
    if (key !== last.current) {
      last.current = key;
      setLabels(next);
    }
  };
  const updateRef = useRef(update);
  updateRef.current = update;
  useLayoutEffect(() => {
    const el = frame.current;
    const pan = el && el.querySelector('[data-pan]');
    if (!pan) return undefined;
    let queued = false;
    const soon = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        updateRef.current();
      });
    };
    pan.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(soon);
    if (ro) {
      ro.observe(pan);
      if (pan.firstElementChild) ro.observe(pan.firstElementChild);
    }
    soon();
    return () => {
      pan.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      if (ro) ro.disconnect();
    };
  }, []);
  // A new view (a redrawn map, a new zoom fitted to it) may move the labels.
  useLayoutEffect(() => update(), [redraw]);
  return (
    <div class="lr-mapframe" ref={frame}>
      {children}
      <div class="lr-pinned" aria-hidden="true">
        {labels.map((l) => (
          <span
            key={l.kind + l.text}
            class={'lr-pin lr-pin-' + l.kind}
            data-pin={l.kind}
            style={{ left: `${l.x}px`, top: `${l.y}px` }}
          >
            {l.text}
          </span>
        ))}
      </div>
    </div>
  );
}
