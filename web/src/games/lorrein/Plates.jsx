// The board plates: landscapes with their buildings (farms, workshop cubes,
// witchery stars) and the duchy squares at the corners between landscapes.
import { clickable, seatColor, NO_CHANGES, ChangeMark } from '../../ui/board/index.js';
import { tileActions, vertexActions } from './targets.js';
import { tileName, vertexName } from './text.js';

export const SIZE = 64;
// Room for the coordinates at the top and left of the plates.
const MARGIN = 16;
// A duchy square's tap area when it can be chosen: a circle about 40 px across
// on a phone, still clear of the landscapes' centres.
const HIT = 28;
export const LAND_COLORS = {
  forest: '#3f7d3a',
  river: '#7fb2cf',
  meadow: '#9ccc6a',
  field: '#e3c35a',
  lavender: '#a88bd3',
};
const WORKSHOP_LETTER = { sawmill: 'S', stonecutter: 'T', tannery: 'C', mill: 'M' };

// A small drawing of each landscape, so the board reads without colour too.
export function Landscape({ land, x, y }) {
  const c = (dx, dy) => [x + dx * SIZE, y + dy * SIZE];
  const at = (pts, draw) => pts.map(([dx, dy], i) => draw(...c(dx, dy), i));
  switch (land) {
    case 'forest':
      return (
        <g fill="#22501f" opacity="0.8">
          {at(
            [
              [0.25, 0.35],
              [0.7, 0.3],
              [0.45, 0.7],
            ],
            (cx, cy, i) => (
              <polygon key={i} points={`${cx},${cy - 10} ${cx - 8},${cy + 6} ${cx + 8},${cy + 6}`} />
            ),
          )}
        </g>
      );
    case 'river':
      return (
        <g fill="#d9e6ee" stroke="#4f7f9a" stroke-width="1">
          {at(
            [
              [0.3, 0.3],
              [0.65, 0.45],
              [0.35, 0.72],
              [0.72, 0.75],
            ],
            (cx, cy, i) => (
              <ellipse key={i} cx={cx} cy={cy} rx="7" ry="4.5" />
            ),
          )}
        </g>
      );
    case 'meadow':
      return (
        <g stroke="#4f8a2a" stroke-width="2" fill="none">
          {at(
            [
              [0.3, 0.4],
              [0.65, 0.3],
              [0.5, 0.72],
            ],
            (cx, cy, i) => (
              <path
                key={i}
                d={`M${cx - 6},${cy + 5} L${cx - 3},${cy - 5} M${cx},${cy + 5} L${cx},${cy - 7} M${cx + 6},${cy + 5} L${cx + 3},${cy - 5}`}
              />
            ),
          )}
        </g>
      );
    case 'field':
      return (
        <g stroke="#a77d14" stroke-width="2">
          {at(
            [
              [0.3, 0.5],
              [0.5, 0.5],
              [0.7, 0.5],
            ],
            (cx, cy, i) => (
              <line key={i} x1={cx} y1={cy - 16} x2={cx} y2={cy + 16} />
            ),
          )}
        </g>
      );
    default:
      return (
        <g fill="#6a3fa0">
          {at(
            [
              [0.3, 0.3],
              [0.5, 0.45],
              [0.7, 0.3],
              [0.35, 0.7],
              [0.65, 0.7],
            ],
            (cx, cy, i) => (
              <circle key={i} cx={cx} cy={cy} r="3.5" />
            ),
          )}
        </g>
      );
  }
}

// A player's piece on a landscape: farm (house), witchery (star) or workshop (cube with its letter).
export function Piece({ tile, x, y, view, t }) {
  if (!tile.building) return null;
  const fill = seatColor(view, tile.owner);
  const cx = x + SIZE / 2;
  const cy = y + SIZE / 2;
  const name = t('building.' + tile.building);
  if (tile.building === 'farm')
    return (
      <g class="lr-piece lr-farm" data-owner={tile.owner}>
        <title>{name}</title>
        <polygon
          points={`${cx - 12},${cy + 10} ${cx - 12},${cy - 3} ${cx},${cy - 14} ${cx + 12},${cy - 3} ${cx + 12},${cy + 10}`}
          fill={fill}
          stroke="#222"
          stroke-width="1.5"
        />
      </g>
    );
  if (tile.building === 'witchery') {
    const pts = [];
    for (let k = 0; k < 10; k++) {
      const r = k % 2 ? 6 : 15;
      const ang = -Math.PI / 2 + (k * Math.PI) / 5;
      pts.push(`${cx + r * Math.cos(ang)},${cy + r * Math.sin(ang)}`);
    }
    return (
      <g class="lr-piece lr-witchery" data-owner={tile.owner}>
        <title>{name}</title>
        <polygon points={pts.join(' ')} fill={fill} stroke="#222" stroke-width="1.5" />
      </g>
    );
  }
  return (
    <g class="lr-piece lr-workshop" data-owner={tile.owner}>
      <title>{name}</title>
      <rect
        x={cx - 11}
        y={cy - 11}
        width="22"
        height="22"
        rx="3"
        fill={fill}
        stroke="#222"
        stroke-width="1.5"
      />
      <text x={cx} y={cy + 5} text-anchor="middle" font-size="15" font-weight="700" fill="#222">
        {WORKSHOP_LETTER[tile.building] || '?'}
      </text>
      {tile.annexed ? <circle cx={cx + 11} cy={cy - 11} r="4" fill="#fff" stroke="#222" /> : null}
    </g>
  );
}

function LandscapeSquare({ tile, i, view, legal, t, onPick, isChanged = false }) {
  const W = view.width;
  const x = (i % W) * SIZE;
  const y = Math.floor(i / W) * SIZE;
  const acts = tileActions(legal, i);
  const label =
    `${tileName(view, i)} — ${t('land.' + tile.land)}` +
    (tile.building ? ` — ${t('building.' + tile.building)}` : '') +
    (tile.owner !== undefined && tile.building
      ? ` (${(view.players[tile.owner] || {}).name || tile.owner + 1})`
      : '');
  return (
    <g
      class={'lr-tile' + (acts.length ? ' lr-target bk-target' : '') + (isChanged ? ' changed' : '')}
      data-tile={i}
      aria-label={label}
      {...(acts.length ? clickable(() => onPick(acts)) : {})}
    >
      <title>{label}</title>
      <rect
        x={x}
        y={y}
        width={SIZE}
        height={SIZE}
        fill={LAND_COLORS[tile.land]}
        stroke="#5b4a2e"
        stroke-width="0.8"
      />
      <Landscape land={tile.land} x={x} y={y} />
      {acts.length ? (
        <rect class="bk-halo" x={x + 3} y={y + 3} width={SIZE - 6} height={SIZE - 6} rx="6" />
      ) : null}
      <Piece tile={tile} x={x} y={y} view={view} t={t} />
      {isChanged ? <ChangeMark x={x + SIZE - 8} y={y + 8} r={6} /> : null}
    </g>
  );
}

// A duchy square at a corner between four landscapes: empty, small or large duchy.
function DuchySquare({ v, i, view, legal, t, onPick, isChanged = false }) {
  const W = view.width;
  const x = ((i % (W - 1)) + 1) * SIZE;
  const y = (Math.floor(i / (W - 1)) + 1) * SIZE;
  const acts = vertexActions(legal, i);
  const owned = v.owner !== undefined;
  const s = owned ? (v.large ? 24 : 17) : 12;
  const label = owned
    ? `${t(v.large ? 'building.largeDuchy' : 'building.duchy')} ${vertexName(view, i)} (${(view.players[v.owner] || {}).name || v.owner + 1})`
    : t('ui.square', { name: vertexName(view, i) });
  return (
    <g
      class={
        'lr-vertex' +
        (acts.length ? ' lr-target bk-target' : '') +
        (owned ? ' lr-duchy' : '') +
        (isChanged ? ' changed' : '')
      }
      data-vertex={i}
      aria-label={label}
      {...(acts.length ? clickable(() => onPick(acts)) : {})}
    >
      <title>{label}</title>
      {acts.length ? <circle class="lr-hit" cx={x} cy={y} r={HIT} fill="transparent" /> : null}
      <rect
        x={x - s / 2}
        y={y - s / 2}
        width={s}
        height={s}
        fill={owned ? seatColor(view, v.owner) : 'rgba(255,250,235,0.55)'}
        stroke={owned ? '#222' : '#6b5a3e'}
        stroke-width={owned ? 2 : 1}
      />
      {v.large ? (
        <path
          d={`M${x - 3},${y + 6} L${x - 3},${y - 9} L${x + 7},${y - 5} L${x - 3},${y - 1}`}
          fill="#fff"
          stroke="#222"
        />
      ) : null}
      {acts.length ? <rect class="bk-halo" x={x - 13} y={y - 13} width="26" height="26" rx="4" /> : null}
    </g>
  );
}

// Row letters down the left edge, column numbers along the top: the names the
// action list and the log give landscapes and duchy squares (text.js).
function Coordinates({ W, H }) {
  const out = [];
  for (let c = 0; c < W; c++)
    out.push(
      <text key={'c' + c} data-col={c} x={c * SIZE + SIZE / 2} y={-MARGIN / 2 + 1} text-anchor="middle">
        {tileName({ width: W }, c).slice(1)}
      </text>,
    );
  for (let r = 0; r < H; r++)
    out.push(
      <text key={'r' + r} data-row={r} x={-MARGIN / 2 - 2} y={r * SIZE + SIZE / 2 + 5} text-anchor="middle">
        {tileName({ width: W }, r * W).slice(0, 1)}
      </text>,
    );
  return (
    <g class="lr-coords" font-size="15" fill="#5b4a2e" pointer-events="none" aria-hidden="true">
      {out}
    </g>
  );
}

export function Plates({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const W = view.width;
  const H = view.height;
  // Plate edges: every three landscapes.
  const plates = [];
  for (let px = 0; px < W; px += 3)
    for (let py = 0; py < H; py += 3)
      plates.push(
        <rect
          key={`p${px}-${py}`}
          class="lr-plate"
          x={px * SIZE}
          y={py * SIZE}
          width={3 * SIZE}
          height={3 * SIZE}
          fill="none"
          stroke="#3b2d18"
          stroke-width="3"
          pointer-events="none"
        />,
      );
  return (
    <svg
      class="lr-map"
      viewBox={`${-MARGIN - 4} ${-MARGIN - 4} ${W * SIZE + MARGIN + 8} ${H * SIZE + MARGIN + 8}`}
      role="group"
      aria-label={t('ui.map')}
    >
      <Coordinates W={W} H={H} />
      {view.tiles.map((tile, i) => (
        <LandscapeSquare
          key={'t' + i}
          tile={tile}
          i={i}
          view={view}
          legal={legal}
          t={t}
          onPick={onPick}
          isChanged={changed.has(`tile:${i}`)}
        />
      ))}
      {plates}
      {view.vertices.map((v, i) => (
        <DuchySquare
          key={'v' + i}
          v={v}
          i={i}
          view={view}
          legal={legal}
          t={t}
          onPick={onPick}
          isChanged={changed.has(`vertex:${i}`)}
        />
      ))}
    </svg>
  );
}
