// Where an element stands against the window, for what shows elsewhere on a phone's screen when
// its place on the page is scrolled away (the board kit's info line floats under the pinned strip;
// the "since your last turn" summary peeks from the choices sheet).

// Where the shell's pinned resource strip ends (phones), so a floating text sits under it.
export function pinnedBottom() {
  const strip = typeof document !== 'undefined' ? document.querySelector('.res-strip') : null;
  const r = strip ? strip.getBoundingClientRect() : null;
  return r && r.height > 0 && r.bottom > 0 ? r.bottom : 0;
}

// True when no part of `el` shows in the window: above its top (or hidden under the pinned strip)
// or below its bottom.
export function offScreen(el) {
  if (!el || typeof el.getBoundingClientRect !== 'function' || typeof window === 'undefined') return false;
  const r = el.getBoundingClientRect();
  return r.bottom <= pinnedBottom() || r.top > window.innerHeight;
}
