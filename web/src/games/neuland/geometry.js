// Board geometry in SVG units: pointy-top hexes on axial coordinates, three
// tile slots per hex, and the time line as a ring of spaces around the map.

export const HEX_R = 100; // centre to corner
export const SQRT3 = Math.sqrt(3);
export const TILE_W = 70;
export const TILE_H = 54;
export const TILE_SCALE = 1.15; // tiles on the map are drawn a little larger than in the supply
export const RING_R = 505; // time line: radius of the ring of spaces
export const SPACE_R = 40; // radius of one time line space
export const BOARD_HALF = 560; // the map SVG's viewBox is [-BOARD_HALF, BOARD_HALF]^2

export function hexCenter(q, r, size = HEX_R) {
  return { x: size * SQRT3 * (q + r / 2), y: size * 1.5 * r };
}

export function hexCorners(cx, cy, size = HEX_R) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 90);
    pts.push([cx + size * Math.cos(a), cy + size * Math.sin(a)]);
  }
  return pts;
}

export function hexPoints(cx, cy, size = HEX_R) {
  return hexCorners(cx, cy, size)
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');
}

// Where the i-th building of a hex sits, relative to the hex centre: one on
// top, two below, so three tiles fill the hex without overlapping.
const SLOTS = [
  { x: 0, y: -45 },
  { x: -41.5, y: 19 },
  { x: 41.5, y: 19 },
];
export function slotOffset(i) {
  return SLOTS[i] || SLOTS[0];
}

// A hex holding a single tile draws it larger, in the hex's middle, so its
// name and recipe read on a tablet (about 1.5 times the size of three tiles
// sharing a hex); two or three share the slots above.
export const SINGLE_TILE = { x: 0, y: -6, scale: 1.75 };
export function tileSlot(i, count) {
  if (count === 1) return SINGLE_TILE;
  return { ...slotOffset(i), scale: TILE_SCALE };
}

// The hex's letter sits in a badge near its bottom corner (below the tiles of
// a crowded hex); `size` is the letter's, at least 10.5 px on a 1024 px wide window.
export const HEX_BADGE = { y: 72, r: 16, size: 20 };

// Axial distance between two hexes.
export function hexDistance(a, b) {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

// Time line space i of L, clockwise from the top.
export function spaceCenter(i, L, radius = RING_R) {
  const a = (Math.PI / 180) * (-90 + (360 * i) / L);
  return { x: radius * Math.cos(a), y: radius * Math.sin(a), angle: a };
}

// How many more steps the player standing on `time` may take before reaching
// the present-time marker (p. 7, II: never reach nor pass it). Starting on the
// present space itself leaves L - 1 steps.
export function stepsLeft(present, time, L) {
  if (!(L > 0)) return 0;
  return (((present - time - 1) % L) + L) % L;
}

// The spaces that player can still reach, nearest first.
export function reachableSpaces(present, time, L) {
  const n = stepsLeft(present, time, L);
  const out = [];
  for (let k = 1; k <= n; k++) out.push((time + k) % L);
  return out;
}

// Markers sharing a space are laid out side by side.
export function markerOffsets(count, spread = 17) {
  if (count <= 1) return [{ x: 0, y: 0 }];
  if (count === 2)
    return [
      { x: -spread / 2 - 2, y: 0 },
      { x: spread / 2 + 2, y: 0 },
    ];
  const out = [];
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count - Math.PI / 2;
    out.push({ x: spread * 0.8 * Math.cos(a), y: spread * 0.8 * Math.sin(a) });
  }
  return out;
}
