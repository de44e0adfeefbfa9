// Keeps an element where it stands on the screen while a block above it on the page goes away.
// On a phone the "since your last turn" summary sits above the board; the player's first move
// closes it, and the board (scrolled to, and just tapped) would jump up by the summary's height,
// out of sight. The browser's own scroll anchoring does not always hold it (a zoomed, scrolling
// map under the finger changes in the same frame), so the page is scrolled back by what the
// element moved: at once, and once more at the next frame should the browser have moved it too.
// Only a block above the element counts: on a wide screen the summary stands beside the board, and
// the board does not move when it goes (holding it then would undo the browser's own scroll
// anchoring inside the board, a jump of 50-70 px).
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

// `ref`: the element to hold; `showing`: whether the block shows; `block`: a ref to the block.
export function useHoldPlace(ref, showing, block) {
  const top = useRef(null); // where the element stood while the block showed, when above it
  const was = useRef(false);
  const keep = () => {
    if (!ref.current) return;
    const r = ref.current.getBoundingClientRect();
    const b = block && block.current ? block.current.getBoundingClientRect() : null;
    top.current = !block || (b && b.bottom <= r.top + 1) ? r.top : null;
  };
  useLayoutEffect(() => {
    const closed = was.current && !showing;
    was.current = showing;
    if (showing) {
      keep();
      return;
    }
    if (!closed || top.current === null || !ref.current) return;
    const target = top.current;
    top.current = null;
    const hold = () => {
      if (!ref.current) return;
      const moved = ref.current.getBoundingClientRect().top - target;
      if (Math.abs(moved) > 1) window.scrollBy(0, moved);
    };
    hold();
    requestAnimationFrame(hold);
  });
  useEffect(() => {
    if (!showing) return undefined;
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [showing]);
}
