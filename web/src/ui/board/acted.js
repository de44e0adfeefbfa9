// The action the player has just played, announced to the board kit however it
// was chosen (a tap on the board or a line of the choices list), so that a
// zoomed board can bring where it acted into view at the next decision
// (Viewport's `spotOf`). A window event: the shell needs no handle on the board.
const EVENT = 'bk:acted';

export function announceAction(action) {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(EVENT, { detail: action }));
}

// Calls `fn(action)` for each action announced; returns the unsubscribe.
export function onActionAnnounced(fn) {
  const listener = (e) => fn(e.detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
