// A production wheel (the glass or the brick dial): 12 sectors, two hands
// 120° apart. The 8 sectors of the basic zone hold the basic-resource tokens
// (0–7), the 4 sectors of the refined zone hold the glass or brick token
// (0–3); the brown sectors are basic 0 and refined 3, side by side at the top
// hand. Tokens that an action concerns (a gain, a payment) are highlighted.

import { RES_COLOR, Token } from './glyphs.jsx';
import { clickable } from '../../ui/board/clickable.js';
import { NO_CHANGES, changeMark } from '../../ui/board/index.js';
import { tokenActions } from './targets.js';
const R_OUT = 100;
const R_IN = 26;
// The sector numbers, on a ring outside the sectors: 20 units, so that they
// read at 13 px on a laptop's wheel (about 170 px across) and 11 px on a
// tablet's; the drawing is 2 × EDGE units across. A small wheel (`numSize`
// 24: beside the card being resolved on a tablet, 124 px) keeps them at 11 px.
const NUM_R = 113;
export const NUM_SIZE = 20;
const RIM = 126;
const EDGE = 128;
const TOP = -90; // the hand between refined 3 and basic 0
const HIT = 18; // a token's tap radius, larger than the token itself

// Sector index 0..11 clockwise from the top hand: basic 0..7, then refined 0..3.
export function sectorIndex(zone, value) {
  return zone === 'basic' ? value : 8 + value;
}
export function sectorAngles(index) {
  const a0 = TOP + index * 30;
  return [a0, a0 + 30];
}
const rad = (d) => (d * Math.PI) / 180;
const pt = (r, a) => [r * Math.cos(rad(a)), r * Math.sin(rad(a))];
function sectorPath(index) {
  const [a0, a1] = sectorAngles(index);
  const [x0, y0] = pt(R_OUT, a0);
  const [x1, y1] = pt(R_OUT, a1);
  const [x2, y2] = pt(R_IN, a1);
  const [x3, y3] = pt(R_IN, a0);
  return `M${x0},${y0} A${R_OUT},${R_OUT} 0 0 1 ${x1},${y1} L${x2},${y2} A${R_IN},${R_IN} 0 0 0 ${x3},${y3} Z`;
}

// Where the k-th of n tokens of one sector sits: along the radius up to 4,
// then in pairs side by side where the sector is wide enough (tokens smaller).
const CROWDED = [
  [46, 0],
  [64, -8.5],
  [64, 8.5],
  [86, -7],
  [86, 7],
  [104, 0],
];
export function tokenPosition(index, k, n) {
  const mid = TOP + index * 30 + 15;
  if (n > 4) {
    const [r, da] = CROWDED[k % CROWDED.length];
    const [x, y] = pt(r, mid + da);
    return {
      x,
      y,
      size: 8.5,
    };
  }
  const radii = n <= 1 ? [66] : n === 2 ? [52, 80] : n === 3 ? [44, 64, 84] : [40, 58, 76, 94];
  const [x, y] = pt(radii[k % radii.length], mid);
  return {
    x,
    y,
    size: n === 4 ? 9 : 10.5,
  };
}
// A token's tap radius: HIT, or less where another token is close (never over a neighbour).
export function hitRadius(spots, x, y) {
  let r = HIT;
  for (const o of spots) {
    const d = Math.hypot(o.x - x, o.y - y);
    if (d > 0) r = Math.min(r, d / 2);
  }
  return r;
}

export function ProductionWheel({
  wheel,
  values,
  base,
  view,
  legal,
  t,
  onPick,
  onInfo,
  owner,
  changed = NO_CHANGES,
  changedPrefix = '',
  numSize = NUM_SIZE,
}) {
  const refined = wheel;
  const ring = [];
  for (let i = 0; i < 12; i++) {
    const refinedZone = i >= 8;
    const brown = i === 0 || i === 11;
    const fill = brown ? '#9a6a3c' : refinedZone ? (wheel === 'glass' ? '#d6f1f6' : '#f1d2c8') : '#f7efdc';
    ring.push(<path d={sectorPath(i)} fill={fill} stroke="#6b5a44" stroke-width={1} />);
    const [nx, ny] = pt(NUM_R, TOP + i * 30 + 15);
    ring.push(
      <text
        x={nx}
        y={ny + numSize * 0.36}
        text-anchor="middle"
        font-size={numSize}
        fill={refinedZone ? '#2d6f80' : '#5a4a36'}
        font-weight={refinedZone ? 700 : 400}
      >
        {String(refinedZone ? i - 8 : i)}
      </text>,
    );
  }
  // Tokens grouped by sector.
  const bySector = new Map();
  const place = (res, idx) => {
    if (!bySector.has(idx)) bySector.set(idx, []);
    bySector.get(idx).push(res);
  };
  for (const r of base) place(r, sectorIndex('basic', Math.max(0, Math.min(7, (values && values[r]) ?? 0))));
  place(refined, sectorIndex('refined', Math.max(0, Math.min(3, (values && values[refined]) ?? 0))));
  const spots = [];
  for (const [idx, list] of bySector)
    list.forEach((res, k) => spots.push({ res, ...tokenPosition(idx, k, list.length) }));
  const tokens = [];
  for (const { res, x, y, size } of spots) {
    const hit = hitRadius(spots, x, y);
    const acts = tokenActions(legal, view, wheel, res);
    const target = acts.length > 0;
    const n = (values && values[res]) ?? 0;
    const label = `${t('ui.labelValue', { label: t('res.' + res), value: n })} (${t('wheel.' + wheel)})`;
    tokens.push(
      <g
        transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}
        class={
          'gr-token' +
          (target ? ' gr-target bk-target' : '') +
          (changed.has(changedPrefix + res) ? ' changed' : '')
        }
        data-res={res}
        data-wheel={wheel}
        {...clickable((e) => {
          e.stopPropagation();
          onInfo([label]);
          if (target) onPick(acts);
        }, target)}
      >
        <title>{label}</title>
        {/* The tap area: up to 36 units across, over 40 px on a phone's full-width wheel. */}
        <circle r={hit} fill="transparent" />
        {target ? <circle r={size + 3} class="bk-halo" /> : null}
        {Token({
          res,
          r: size,
        })}
        {changeMark(changed, changedPrefix + res, { x: size * 0.8, y: -size * 0.8, r: 5 })}
      </g>,
    );
  }
  const [h1x, h1y] = pt(R_OUT + 2, TOP);
  const [h2x, h2y] = pt(R_OUT + 2, TOP + 240);
  const title = t('tip.wheel', {
    wheel: t('wheel.' + wheel),
    refined: t('res.' + refined),
  });
  return (
    <svg
      class="gr-wheel"
      viewBox={`${-EDGE} ${-EDGE} ${2 * EDGE} ${2 * EDGE}`}
      role="group"
      aria-label={`${t('wheel.' + wheel)}${owner ? ' — ' + owner : ''}`}
      data-wheel={wheel}
    >
      <title>{title}</title>
      <circle r={RIM} fill={wheel === 'glass' ? '#e3eef0' : '#f0e0d8'} stroke="#6b5a44" stroke-width={1.5} />
      {ring}
      <line x1={0} y1={0} x2={h1x} y2={h1y} stroke="#3b3022" stroke-width={4} stroke-linecap="round" />
      <line x1={0} y1={0} x2={h2x} y2={h2y} stroke="#3b3022" stroke-width={4} stroke-linecap="round" />
      <circle r={R_IN - 2} fill={RES_COLOR[refined]} stroke="#3b3022" stroke-width={1.5} />
      <g transform="scale(1.8)">
        {Token({
          res: refined,
          r: 6,
        })}
      </g>
      {tokens}
    </svg>
  );
}
