// On a wide screen the column beside the board (the choices, then the players and the log) is
// pinned to the window while a tall board scrolls by (styles.css: .game-column). Pinned, it is
// as high as the window; but at the page's top it starts under the header and the game's title,
// so its foot (the log's last lines) would stand below the window until the page is scrolled.
// Its height is kept to the part of the window below its top, so its foot always shows; it
// keeps at least WIDE_MIN of the window, should a block above it (the summary since the last
// turn) push it far down: the choices then keep their room and the page scrolls to the rest.
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

const WIDE = '(min-width: 901px)'; // as in styles.css
const WIDE_MIN = 0.6;

// Fits `el` now and whenever the page scrolls, the window or the page's layout changes;
// returns { fit, stop }.
function watch(el) {
  const wide = window.matchMedia(WIDE);
  let frame = 0;
  const fit = () => {
    frame = 0;
    if (!wide.matches) {
      el.style.maxHeight = '';
      return;
    }
    const h = window.innerHeight;
    const top = Math.max(0, el.getBoundingClientRect().top);
    el.style.maxHeight = `${Math.round(Math.max(h - top, h * WIDE_MIN))}px`;
  };
  const later = () => {
    if (!frame) frame = requestAnimationFrame(fit);
  };
  fit();
  window.addEventListener('scroll', later, { passive: true });
  window.addEventListener('resize', later);
  wide.addEventListener('change', later);
  // The board's height changes (a drawing laid out, a row added): the page's may too.
  const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
  if (ro && el.parentElement) ro.observe(el.parentElement);
  const stop = () => {
    if (frame) cancelAnimationFrame(frame);
    window.removeEventListener('scroll', later);
    window.removeEventListener('resize', later);
    wide.removeEventListener('change', later);
    if (ro) ro.disconnect();
  };
  return { fit, stop };
}

// `ref`: the column (absent while the pass screen shows).
export function useColumnFit(ref) {
  const watching = useRef(null); // { el, fit, stop }
  // At each render: follow the column when it comes or goes, and fit it, since what stands
  // above it may have changed (the summary closes).
  useLayoutEffect(() => {
    const el = ref.current;
    if (watching.current && watching.current.el !== el) {
      watching.current.stop();
      watching.current = null;
    }
    if (!el || typeof window.matchMedia !== 'function') return;
    if (watching.current) watching.current.fit();
    else watching.current = { el, ...watch(el) };
  });
  useEffect(
    () => () => {
      if (watching.current) watching.current.stop();
      watching.current = null;
    },
    [],
  );
}
