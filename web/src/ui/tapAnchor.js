// Keeps the element just tapped on the board where it stood when the page is at its very top.
// Once the page is scrolled, the browser's scroll anchoring keeps what is on screen in place
// while a block above it grows; at the top (scrollY 0) it does not, so a block that a move
// inserts above the board (GWT NZ's actions of the location reached, Glass Road's card being
// resolved) pushed the board, and the space under the finger, down by its height (34-114 px).
// After the move the page is scrolled down by what the tapped element moved: the block stays
// in sight above it, as it does when the browser anchors. Only a move down is undone (at the top
// the page cannot scroll up), and only from the top (elsewhere the browser already does it).
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

// `area`: a ref to the board's container; `key`: what changes with each move (the view).
export function useTapAnchor(area, key) {
  const tapped = useRef(null); // { el, top } of the last element tapped at the page's top
  const root = area.current;
  useEffect(() => {
    if (!root) return undefined;
    const down = (e) => {
      const el = e.target instanceof Element ? e.target.closest('[role="button"], button') : null;
      tapped.current = el && window.scrollY === 0 ? { el, top: el.getBoundingClientRect().top } : null;
    };
    root.addEventListener('pointerdown', down, true);
    return () => root.removeEventListener('pointerdown', down, true);
  }, [root]);
  useLayoutEffect(() => {
    const t = tapped.current;
    if (!t) return undefined;
    const hold = () => {
      if (!t.el.isConnected || window.scrollY !== 0) return;
      const moved = t.el.getBoundingClientRect().top - t.top;
      if (moved > 1) window.scrollBy(0, moved);
    };
    hold();
    // Once more at the next frame: a drawing inside the board may lay itself out after this.
    const frame = requestAnimationFrame(() => {
      hold();
      tapped.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
}
