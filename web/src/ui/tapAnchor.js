// Keeps what the player just tapped on the board where it stood on the screen when the move
// changes the page above it. The browser's own scroll anchoring does not do it reliably: at the
// page's very top (scrollY 0) it anchors nothing, and further down it anchors the first thing in
// sight, often a block above the one that grows (the prompt above GWT NZ's actions of the location,
// inserted above the map: the map and the building just tapped dropped 62-177 px, under a phone's
// choices sheet). After the move the page is scrolled by what the tapped element moved (or, in a
// zoomed drawing, its pan container, which may scroll inside on its own), as the browser does when
// it anchors on it; when the browser already did, nothing is left to do. What grew above stays in
// sight: the page never scrolls so far that the room just above the element's old place, where
// a new block stands, goes under the pinned strip; and a block that went away is followed up.
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { shownBand } from './board/ChoicesAway.jsx';
import { onActionAnnounced } from './board/acted.js';

const TAP_TO_ACT = 1500; // ms from a tap to the action it plays (a board's pick is immediate)

// How far to scroll the page (px, down positive) to bring an element that stood at `was` (its
// top, client coordinates) and now stands at `now` back, keeping the room between `bandTop`
// (under the pinned strip) and its old place in sight, within the page (`scrollY`).
export function holdBy(was, now, bandTop, scrollY) {
  const moved = now - was;
  if (Math.abs(moved) <= 1) return 0;
  if (moved > 0) return Math.min(moved, Math.max(0, was - bandTop));
  return Math.max(moved, -scrollY);
}

// `area`: a ref to the board's container; `key`: what changes with each move (the view).
export function useTapAnchor(area, key) {
  const last = useRef(null); // { el, top, at } of what the last tap on the board touched
  const tapped = useRef(null); // the same, once that tap played an action
  const root = area.current;
  useEffect(() => {
    if (!root) return undefined;
    const down = (e) => {
      const hit = e.target instanceof Element ? e.target.closest('[role="button"], button') : null;
      const el = hit && (hit.closest('[data-pan]') || hit);
      last.current = el ? { el, top: el.getBoundingClientRect().top, at: Date.now() } : null;
    };
    root.addEventListener('pointerdown', down, true);
    return () => root.removeEventListener('pointerdown', down, true);
  }, [root]);
  // Only a tap that plays an action is held (not one that opens a text or leads to the choices):
  // an action chosen in the list, long after the last tap on the board, holds nothing.
  useEffect(
    () =>
      onActionAnnounced(() => {
        const l = last.current;
        tapped.current = l && Date.now() - l.at < TAP_TO_ACT ? l : null;
        last.current = null;
      }),
    [],
  );
  useLayoutEffect(() => {
    const t = tapped.current;
    if (!t) return undefined;
    let held = false;
    const hold = () => {
      if (held || !t.el.isConnected) return;
      const by = holdBy(t.top, t.el.getBoundingClientRect().top, shownBand().top, window.scrollY);
      if (by !== 0) {
        window.scrollBy(0, by);
        held = true;
      }
    };
    hold();
    // Or at the next frame: a drawing inside the board may lay itself out after this.
    const frame = requestAnimationFrame(() => {
      hold();
      tapped.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
}
