// Seat colours come from the settings: the shell defines --player-<colour>
// variables (styles.css) that switch to a colour-blind friendly palette.
// A board asks here and never hard-codes a seat's colour.
export const DEFAULT_ORDER = ['yellow', 'red', 'lightblue', 'violet'];

const FALLBACK = {
  yellow: '#e3b51d',
  red: '#c8372d',
  lightblue: '#5aa9dd',
  violet: '#8a5cc2',
  green: '#3f8f3a',
  blue: '#2e5fb4',
  orange: '#e07b22',
  white: '#f4f4f4',
  black: '#333',
};

// The colour name of a seat: the view's own (players[seat].color) when it
// gives one, else the game's default order.
export function seatColorName(view, seat, order = DEFAULT_ORDER) {
  const p = view && Array.isArray(view.players) ? view.players[seat] : null;
  const named = p && typeof p.color === 'string' && /^[a-z]+$/.test(p.color) ? p.color : null;
  return named || order[((seat % order.length) + order.length) % order.length] || 'black';
}

// A CSS colour value for a seat, through the settings' variable.
export function seatColor(view, seat, order = DEFAULT_ORDER) {
  if (typeof seat !== 'number' || seat < 0) return '#777';
  const name = seatColorName(view, seat, order);
  return `var(--player-${name}, ${FALLBACK[name] || '#777'})`;
}
