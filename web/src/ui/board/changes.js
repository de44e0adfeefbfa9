// What changed on the board since the seat on screen last looked: the shell
// keeps that seat's own earlier view (never another seat's), and a game's
// optional `changedKeys(before, after, seat)` names the board elements that
// differ between the two (`hex:12`, `slot:3`, `player:1:money`). The board
// gets them as its `changed` prop and marks each with the kit class `changed`
// (board.css: a ring, a pulse on arrival and a small mark).
import { useMemo } from 'preact/hooks';

// The empty answer, shared so that boards can skip work when nothing changed.
export const NO_CHANGES = new Set();

// Class names joined, falsy parts left out: cx('nl-tile', changed.has(k) && 'changed').
export function cx(...parts) {
  return parts.filter(Boolean).join(' ');
}

// The kit class for one element: 'changed' when `key` is in `changed`, else ''.
export function changedClass(changed, key) {
  return changed && changed.has(key) ? 'changed' : '';
}

const fingerprint = (v) => (v === undefined ? 'undefined' : JSON.stringify(v));

// A game's changedKeys from a pure `elements(view, seat)` that lists what its
// board draws as a Map key -> value (anything JSON can write): a key whose
// value differs, appears or disappears between the two views is changed.
export function diffElements(elements) {
  return function changedKeys(before, after, seat) {
    const was = elements(before, seat);
    const now = elements(after, seat);
    const out = new Set();
    for (const [k, v] of now) if (!was.has(k) || fingerprint(was.get(k)) !== fingerprint(v)) out.add(k);
    for (const k of was.keys()) if (!now.has(k)) out.add(k);
    return out;
  };
}

// The shell's guarded call: nothing without both views, nothing when they are
// one and the same, nothing when they are not the same seat's views (the view
// JSON names its `viewer`), and a game's mistake never breaks the board.
export function changedSet(changedKeys, before, after, seat) {
  if (typeof changedKeys !== 'function' || !before || !after || before === after) return NO_CHANGES;
  if ('viewer' in before && 'viewer' in after && before.viewer !== after.viewer) return NO_CHANGES;
  try {
    const keys = changedKeys(before, after, seat);
    return keys && keys.size ? keys : NO_CHANGES;
  } catch {
    return NO_CHANGES;
  }
}

// The view a seat compares with from now on, after its own action took the
// board from `before` to `after`. A game whose automatic opponent plays inside
// that action (GWT New Zealand's solo Sarah, whose whole turn is inside the
// player's "end the turn") gives `module.baselineAfter(before, after, seat)`:
// `after` with the opponent's part as in `before`, so that her moves are marked
// when the seat decides again. Without it, or when it fails, `after`.
export function baselineAfter(hook, before, after, seat) {
  if (typeof hook !== 'function' || !before || !after) return after;
  try {
    return hook(before, after, seat) || after;
  } catch {
    return after;
  }
}

// The hook the shell uses: the changed keys, recomputed only when a view changes.
export function useChanged(changedKeys, before, after, seat) {
  return useMemo(() => changedSet(changedKeys, before, after, seat), [changedKeys, before, after, seat]);
}
