// One building tile, drawn centred on (0,0) in a TILE_W x TILE_H box: a band
// with its name, its recipe (inputs -> output) and what lies on it now —
// the workers, the mine's ore stack, the coats of arms.

import { TILE_W, TILE_H } from './geometry.js';
import { textWidth } from '../../ui/board/fit.js';
import { PROPERTY, isMine, mergedRecipe, workerSummary } from './model.js';
import {
  ARROW,
  CATEGORY_COLOR,
  CategoryIcon,
  CountBadge,
  GoodChoice,
  GoodGlyph,
  Meeple,
  ORE_COLOR,
  Shield,
  TERRAIN,
  playerColor,
  playerInk,
} from './glyphs.jsx';
const W2 = TILE_W / 2;
const H2 = TILE_H / 2;
const BAND = 15;
const ROW_Y = 7; // recipe row, below the band
const OUT_X = 13; // where the output stands (the workers stand right of it)

function bandColor(kind) {
  if (kind.type === PROPERTY) return CATEGORY_COLOR[kind.category] || '#555';
  return (TERRAIN[kind.terrain] || TERRAIN.field).band;
}
// The name: as large as the band allows, so that it still reads on a tablet
// when three tiles share a hex; a name wider than the band is squeezed to fit.
const NAME_SIZE = 12;
// A tile sharing its hex with others is drawn small on the map: its band is
// taller and its name larger (at least 10.5 px on a 1024 px wide window), the
// short name when the usual one would be squeezed too much (the full name is
// in the tile's tooltip), and no category icon (the band's colour says it).
const CROWDED = { band: 19, size: 17, baseline: 15 };
function Band({ kind, label, crowded = false }) {
  const prop = kind.type === PROPERTY;
  const icon = prop && !crowded;
  const band = crowded ? CROWDED.band : BAND;
  const size = crowded ? CROWDED.size : NAME_SIZE;
  const room = icon ? 52 : crowded ? TILE_W - 4 : 64;
  const long = textWidth(label, size) > room;
  return (
    <g>
      <path
        d={`M${-W2},${-H2 + band} V${-H2 + 5} Q${-W2},${-H2} ${-W2 + 5},${-H2} H${W2 - 5} Q${W2},${-H2} ${W2},${-H2 + 5} V${-H2 + band} Z`}
        fill={bandColor(kind)}
      />
      {icon
        ? CategoryIcon({
            category: kind.category,
            x: -W2 + 8,
            y: -H2 + BAND / 2,
            size: 5.5,
          })
        : null}
      <text
        x={icon ? 6 : 0}
        y={-H2 + (crowded ? CROWDED.baseline : 11.5)}
        text-anchor="middle"
        font-size={size}
        font-weight={700}
        fill="#fff"
        class="nl-tile-name"
        {...(long
          ? {
              textLength: room,
              lengthAdjust: 'spacingAndGlyphs',
            }
          : {})}
      >
        {label}
      </text>
    </g>
  );
}

// The name drawn on a tile: on a tile sharing its hex, its short form when it has one.
export function tileLabel(t, kindId, crowded = false) {
  const key = `kind.${kindId}.short`;
  const short = crowded ? t(key) : key;
  return short && short !== key ? short : t(`kind.${kindId}.abbr`);
}

// The inputs row of a production unit: goods, then an arrow.
function ProductionRecipe({ kind, outGoods, showOutput, compact, roomForLying }) {
  const rec = mergedRecipe(kind);
  const parts = [];
  const n = rec.in.length;
  const xs = compact ? [-24] : n === 1 ? [-14] : n === 2 ? [-25, -11.5] : [];
  rec.in.forEach((alts, i) =>
    parts.push(
      GoodChoice({
        goods: alts,
        x: xs[i],
        y: ROW_Y,
        r: 6.5,
      }),
    ),
  );
  if (n > 0)
    parts.push(
      <path
        d={ARROW}
        transform={`translate(${compact ? -10.5 : 0.5},${ROW_Y}) scale(1.3)`}
        fill="none"
        stroke="#3a2e22"
        stroke-width={1.3}
        stroke-linecap="round"
        stroke-linejoin="round"
      />,
    );
  if (showOutput) {
    // A lying figure and its count go below the output: it shrinks a
    // little and moves left to leave them room.
    const x = n === 0 ? 0 : roomForLying ? OUT_X - 2 : OUT_X;
    parts.push(
      GoodChoice({
        goods: outGoods && outGoods.length ? outGoods : rec.out,
        x,
        y: ROW_Y,
        r: roomForLying ? 7.5 : 8.5,
      }),
    );
  }
  return <g>{parts}</g>;
}

// A property: its cost goods, then the shield holding its value or the coats.
function PropertyRecipe({ kind, coats, view }) {
  const n = kind.cost.length;
  const step = n >= 4 ? 10.5 : 12.5;
  const r = n >= 4 ? 5.2 : 6;
  const x0 = -W2 + 8;
  const parts = kind.cost.map((g, i) =>
    GoodGlyph({
      good: g,
      x: x0 + i * step,
      y: ROW_Y,
      r,
    }),
  );
  const shieldX = 24;
  if (coats) {
    parts.push(
      Shield({
        x: shieldX,
        y: ROW_Y,
        color: playerColor(view, coats.seat),
        ink: playerInk(view, coats.seat),
        label: coats.count,
        scale: 1.15,
      }),
    );
  } else {
    parts.push(
      Shield({
        x: shieldX,
        y: ROW_Y,
        color: '#fffaf0',
        label: kind.value,
        scale: 1.15,
        dashed: true,
      }),
    );
  }
  return <g>{parts}</g>;
}

// A mine's ore stack (last = top), drawn where the output goes: markers
// seen from above, each one a little higher than the one below.
function OreStack({ ores, x, y }) {
  if (!ores || ores.length === 0) {
    return <circle cx={x} cy={y} r={6} fill="none" stroke="#8a7a66" stroke-dasharray="2 1.5" />;
  }
  return (
    <g>
      {ores.map((o, i) => (
        <circle
          cx={x - 3 + i * 3}
          cy={y + 4 - i * 4}
          r={6}
          fill={ORE_COLOR[o] || '#999'}
          stroke="#222"
          stroke-width={0.9}
        />
      ))}
    </g>
  );
}

// The workers on a tile, all of one seat: one standing figure for the
// standing ones (upper right) and one lying figure for the lying ones (lower
// right, below the output), each with a count badge when it stands for more
// than one. A standing figure alone keeps its full size.
function WorkerFigures({ summary, view, crowded = false }) {
  // Below a crowded tile's taller band.
  const drop = crowded ? 2.5 : 0;
  const color = playerColor(view, summary.seat);
  const ink = playerInk(view, summary.seat);
  const { standing, lying } = summary;
  const parts = [];
  if (standing && lying) {
    parts.push(
      Meeple({
        x: W2 - 7,
        y: 2,
        color,
        ink,
        scale: 0.8,
      }),
    );
    if (standing > 1)
      parts.push(
        CountBadge({
          x: W2 - 15.5,
          y: -6.5 + drop,
          n: standing,
        }),
      );
  } else if (standing) {
    parts.push(
      Meeple({
        x: W2 - 6,
        y: ROW_Y + 4,
        color,
        ink,
        scale: 0.95,
      }),
    );
    if (standing > 1)
      parts.push(
        CountBadge({
          x: W2 - 6,
          y: -4.5 + drop,
          n: standing,
        }),
      );
  }
  if (lying) {
    parts.push(
      Meeple({
        x: W2 - 9.5,
        y: ROW_Y + 9.5,
        color,
        ink,
        lying: true,
        scale: 0.8,
      }),
    );
    if (lying > 1)
      parts.push(
        CountBadge({
          x: W2 - 23.5,
          y: ROW_Y + 13.8,
          n: lying,
        }),
      );
  }
  return (
    <g class="nl-workers" data-standing={standing} data-lying={lying}>
      {parts}
    </g>
  );
}

// Everything about one tile. `building` is a view entry (null for a supply
// stack, drawn from `kindId` alone).
export function TileFace({ model, kindId, building, view, t, crowded = false }) {
  const kind = model.kinds[kindId];
  if (!kind) return null;
  const summary = workerSummary(building);
  const mine = isMine(kind);
  const parts = [
    <rect
      x={-W2}
      y={-H2}
      width={TILE_W}
      height={TILE_H}
      rx={5}
      fill="#fbf6e9"
      stroke="#4a3a28"
      stroke-width={1.4}
      class="nl-tile-body"
    />,
    Band({
      kind,
      label: tileLabel(t, kindId, crowded),
      crowded,
    }),
  ];
  if (kind.type === PROPERTY) {
    parts.push(
      PropertyRecipe({
        kind,
        coats: building && building.coats,
        view,
      }),
    );
  } else {
    const ores = building && building.ores;
    parts.push(
      ProductionRecipe({
        kind,
        // What the workers hold (a furnace's may hold iron and silver).
        outGoods: summary ? summary.goods.slice(0, 2) : null,
        showOutput: !(mine && building),
        compact: mine && building,
        roomForLying: !!(summary && summary.lying),
      }),
    );
    // A placed mine shows its ore stack left of where the worker stands.
    if (mine && building)
      parts.push(
        OreStack({
          ores,
          x: 3,
          y: ROW_Y,
        }),
      );
  }
  if (summary)
    parts.push(
      WorkerFigures({
        summary,
        view,
        crowded,
      }),
    );
  return <g>{parts}</g>;
}
