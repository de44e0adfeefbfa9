// The Fields of Arle board: the central board (action spaces of both seasons
// with the months and workers, tool tracks, buildings) and, per player, the
// village, the barn with its vehicles, the goods, the travel track and the
// destinations. A highlighted element plays the legal action it stands for,
// or narrows the decision panel when it stands for several; any element shows
// its full effect (tooltip, or the info line when tapped).

import { useEffect, useState } from 'preact/hooks';
import { tr } from './messages.js';
import { useSelection, InfoLine, seatColor, NO_CHANGES, Viewport } from '../../ui/board/index.js';
import './board.css';
import {
  buildingName,
  convertName,
  buildingText,
  destinationName,
  equipmentName,
  spaceName,
  spaceText,
  toolName,
} from './text.js';
import * as T from './targets.js';
import { El, Label, FitLabel, wrap, onlyFree } from './parts.jsx';
import { BUILDING_TILE, VILLAGE_TILE, VILLAGE_BUILDING, GOOD_NAME } from './fit.js';
import { Travel } from './Travel.jsx';

export { wrap };
// Seat colours come from the settings (board kit); Arle's two seats default to red and blue.
export const SEAT_ORDER = ['red', 'blue'];
export const seatFill = (seat) => seatColor(null, seat, SEAT_ORDER);
const GROUP_COLORS = {
  lightGreen: '#9bd17a',
  darkGreen: '#3f8a4a',
  yellow: '#e9c53a',
  orange: '#e58a3a',
  blue: '#4f8fd6',
  red: '#c8453b',
};
const TILE_FILL = {
  empty: '#cfe3a8',
  grainField: '#f1d35a',
  flaxField: '#9db7e8',
  forest: '#4f8a46',
  park: '#7fbf6a',
  stall: '#b98a5a',
  storehouse: '#a77d52',
  stable: '#8d5b34',
  doubleStall: '#9c6c40',
  building: '#f0e2c0',
};
const GOOD_COLORS = {
  food: '#d9534f',
  grain: '#e8c547',
  flax: '#7c9ee0',
  hide: '#a0714f',
  wool: '#f2efe6',
  wood: '#8b5a2b',
  clay: '#c9723a',
  plank: '#b8834a',
  brick: '#b5462f',
  peat: '#4a3b2c',
  linen: '#c4d4f2',
  woolYarn: '#e7dcc4',
  leather: '#7a4a2a',
  summerClothes: '#8fb3ff',
  winterClothes: '#c9b8e8',
  leatherClothes: '#9b6a45',
};
const ANIMAL_COLORS = {
  sheep: '#f7f4ea',
  cow: '#8a5a3c',
  horse: '#3b2a20',
};
const SPECIES = ['sheep', 'cow', 'horse'];

function Worker({ cx, cy, seat, r = 8 }) {
  const c = seatFill(seat);
  return (
    <g>
      <circle cx={cx} cy={cy - r * 0.9} r={r * 0.55} style={{ fill: c }} stroke="#1b140c" stroke-width={1} />
      <path
        d={`M${cx - r * 0.8},${cy + r} Q${cx},${cy - r * 0.6} ${cx + r * 0.8},${cy + r} Z`}
        style={{ fill: c }}
        stroke="#1b140c"
        stroke-width={1}
      />
    </g>
  );
}

// --- the central board -----------------------------------------------------

function monthIndex(view) {
  const n = Math.max(1, view.players || 1);
  return Math.min(3, Math.floor((view.placements || 0) / n));
}
function SeasonSpaces({ view, season, ctx }) {
  const { t, lang, legal } = ctx;
  const spaces = (view.actionSpaces || []).filter((s) => s.season === season);
  const W = 390,
    cw = 124,
    ch = 50,
    gap = 5,
    top = 34;
  const rows = Math.ceil(spaces.length / 3);
  const current = view.season === season;
  const month = monthIndex(view);
  return (
    <svg
      class="ar-svg"
      viewBox={`0 0 ${W} ${top + rows * (ch + gap) + 4}`}
      role="group"
      aria-label={t('season.' + season)}
    >
      <rect x={0} y={0} width={W} height={28} rx={8} fill={season === 'summer' ? '#f6d77c' : '#b9d3ec'} />
      <text x={8} y={19} font-size={14} font-weight={700}>
        {t('season.' + season)}
      </text>
      {[0, 1, 2, 3].map((m) => {
        const on = current && m === month && view.phase !== 'over';
        return (
          <g>
            <rect
              x={110 + m * 70}
              y={4}
              width={66}
              height={20}
              rx={10}
              fill={on ? '#3b3022' : 'rgba(255,255,255,0.5)'}
            />
            <text x={143 + m * 70} y={18} font-size={11} text-anchor="middle" fill={on ? '#fff' : '#5a4a36'}>
              {t('month.' + season + '.' + m)}
            </text>
          </g>
        );
      })}
      {spaces.map((s, i) => {
        const x = (i % 3) * (cw + gap) + 2,
          y = top + Math.floor(i / 3) * (ch + gap);
        const acts = T.spaceActions(legal, s.id);
        const name = spaceName(view, s.id, lang);
        const occ = typeof s.occupiedBy === 'number' && s.occupiedBy >= 0 ? s.occupiedBy : -1;
        const info = [
          name + ' (' + t('season.' + season) + ')',
          spaceText(view, s.id, lang),
          occ >= 0
            ? t('ui.occupied', {
                name: playerName(occ, ctx),
              })
            : t('ui.free'),
          ...(s.idle && acts.length ? [t('ui.idleSpace')] : []),
        ];
        return (
          <El
            x={x}
            y={y}
            w={cw}
            hgt={ch}
            acts={acts}
            info={info}
            ctx={ctx}
            dim={!current}
            ck={`space:${s.id}`}
          >
            <rect
              x={x}
              y={y}
              width={cw}
              height={ch}
              rx={6}
              fill={occ >= 0 ? '#e8dcc0' : '#fffaf0'}
              stroke="#8a7a66"
            />
            <Label x={x + 6} y={y + 16} lines={wrap(name, 15)} size={11.5} weight={600} />
            {occ >= 0 ? <Worker cx={x + cw - 14} cy={y + ch - 16} seat={occ} r={9} /> : null}
            {s.idle && acts.length ? (
              <text
                class="ar-idle"
                x={x + cw - 14}
                y={y + ch - 10}
                font-size={16}
                text-anchor="middle"
                fill="#8a7a66"
              >
                ∅
              </text>
            ) : null}
          </El>
        );
      })}
    </svg>
  );
}
function ToolTracks({ view, ctx }) {
  const { t, lang, legal } = ctx;
  const boards = view.boards || [];
  const tools = (boards[0] && boards[0].tools) || [];
  const W = 390,
    rh = 30,
    top = 4,
    lx = 118,
    cw = 52;
  return (
    <svg
      class="ar-svg"
      viewBox={`0 0 ${W} ${top + tools.length * rh + 4}`}
      role="group"
      aria-label={t('ui.tools')}
    >
      {tools.map((tool, i) => {
        const y = top + i * rh;
        const acts = T.toolActions(legal, tool.id);
        const name = toolName(view, tool.id, lang);
        const info = [
          name,
          tool.track
            .map(
              (v, k) =>
                v +
                (tool.vp[k]
                  ? ` (${t('ui.vp', {
                      n: tool.vp[k],
                    })})`
                  : ''),
            )
            .join(' → '),
          ...boards.map(
            (b) =>
              playerName(b.seat, ctx) +
              t('ui.colon') +
              t('ui.toolValue', {
                n: b.tools[i].value,
              }),
          ),
        ];
        return (
          <El x={1} y={y} w={W - 2} hgt={rh - 3} acts={acts} info={info} ctx={ctx} ck={`tool:${tool.id}`}>
            <rect x={1} y={y} width={W - 2} height={rh - 3} rx={5} fill={i % 2 ? '#efe3c6' : '#f7efdc'} />
            {name.length > 18 ? (
              <Label x={6} y={y + 11} lines={wrap(name, 17)} size={10} weight={600} />
            ) : (
              <text x={6} y={y + 17} font-size={10.5} font-weight={600}>
                {name}
              </text>
            )}
            {tool.track.map((v, k) => (
              <g>
                <rect
                  x={lx + k * cw}
                  y={y + 2}
                  width={cw - 4}
                  height={rh - 7}
                  rx={4}
                  fill="#fffaf0"
                  stroke="#b8a47e"
                />
                <text x={lx + k * cw + 12} y={y + 17} font-size={12} text-anchor="middle" font-weight={700}>
                  {String(v)}
                </text>
                {tool.vp[k] ? (
                  <text x={lx + k * cw + 12} y={y + 26.5} font-size={9} text-anchor="middle" fill="#7a5a00">
                    {t('ui.vp', {
                      n: tool.vp[k],
                    })}
                  </text>
                ) : null}
              </g>
            ))}
            {boards.map((b, s) => {
              const p = b.tools[i] ? b.tools[i].position : 0;
              return (
                <circle
                  cx={lx + p * cw + 30 + s * 10}
                  cy={y + 13}
                  r={5.5}
                  style={{ fill: seatFill(b.seat) }}
                  stroke="#1b140c"
                />
              );
            })}
          </El>
        );
      })}
    </svg>
  );
}

// A building's cost in the board's words (cost.*, keyed by the view's English
// cost), so goods read as everywhere else; else the view's own words.
function costText(b, lang) {
  const k = 'cost.' + b.cost;
  const s = tr(lang, k);
  if (s !== k) return s;
  return (b.costNames && b.costNames[lang]) || b.cost;
}
const GROUP_ORDER = ['lightGreen', 'darkGreen', 'yellow', 'orange', 'blue', 'red'];
function Buildings({ view, ctx }) {
  const { t, lang, legal } = ctx;
  const list = [...(view.buildings || [])].sort(
    (a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group),
  );
  const W = 390,
    cw = 124,
    ch = BUILDING_TILE.height,
    gap = 5;
  const rows = Math.ceil(list.length / 3);
  return (
    <svg
      class="ar-svg"
      viewBox={`0 0 ${W} ${rows * (ch + gap) + 4}`}
      role="group"
      aria-label={t('ui.buildings')}
    >
      {list.map((b, i) => {
        const x = (i % 3) * (cw + gap) + 2,
          y = Math.floor(i / 3) * (ch + gap) + 2;
        const acts = T.buildingActions(legal, b.id);
        const name = buildingName(view, b.id, lang);
        const built = b.owner >= 0;
        const info = [
          name +
            ' · ' +
            t('group.' + b.group) +
            ' · ' +
            t('ui.vp', {
              n: b.vp,
            }),
          buildingText(view, b.id, lang),
          t('ui.cost', {
            cost: costText(b, lang),
          }),
          built
            ? t('ui.owner', {
                name: playerName(b.owner, ctx),
              })
            : t('ui.available'),
        ];
        return (
          <El x={x} y={y} w={cw} hgt={ch} acts={acts} info={info} ctx={ctx} ck={`building:${b.id}`}>
            <rect
              x={x}
              y={y}
              width={cw}
              height={ch}
              rx={6}
              fill={built ? '#e3d9c4' : '#fffaf0'}
              stroke={GROUP_COLORS[b.group] || '#888'}
              stroke-width={2}
            />
            <rect x={x} y={y} width={8} height={ch} rx={3} fill={GROUP_COLORS[b.group] || '#888'} />
            <FitLabel x={x + 13} y={y + 15} text={name} fit={BUILDING_TILE} weight={600} />
            <text
              x={x + cw - 5}
              y={y + ch - 6}
              font-size={11}
              text-anchor="end"
              font-weight={700}
              fill="#7a5a00"
            >
              {t('ui.vp', {
                n: b.vp,
              })}
            </text>
            {built ? (
              <circle
                cx={x + 22}
                cy={y + ch - 11}
                r={7}
                style={{ fill: seatFill(b.owner) }}
                stroke="#1b140c"
              />
            ) : null}
          </El>
        );
      })}
    </svg>
  );
}

// --- a player's boards ------------------------------------------------------

function Animals({ x, y, counts, size = 10 }) {
  const items = [];
  SPECIES.forEach((sp, k) => {
    const n = counts ? counts[k] : 0;
    if (n > 0) items.push([sp, n]);
  });
  return (
    <g>
      {items.map(([sp, n], j) => (
        <g>
          <ellipse
            cx={x + j * (size * 2.6)}
            cy={y}
            rx={size}
            ry={size * 0.7}
            fill={ANIMAL_COLORS[sp]}
            stroke="#1b140c"
          />
          <text
            x={x + j * (size * 2.6)}
            y={y + 4}
            font-size={size * 1.1}
            text-anchor="middle"
            font-weight={700}
            fill={sp === 'sheep' ? '#1b140c' : '#fff'}
          >
            {String(n)}
          </text>
        </g>
      ))}
    </g>
  );
}
// The number the decision panel names a village space, a moor tile or a
// vehicle's cell by ("space 13", "Dry moor 2", "cell 2"), in the element's
// bottom-right corner.
function SpaceNumber({ x, y, n, light }) {
  return (
    <text class="ar-space-no" x={x} y={y} font-size={11} text-anchor="end" fill={light ? '#fff' : '#5c4d3a'}>
      {String(n)}
    </text>
  );
}
function animalWords(counts, t) {
  return SPECIES.map((sp, k) =>
    counts && counts[k] ? counts[k] + ' ' + t(counts[k] > 1 ? 'animals.' + sp : 'animal.' + sp) : null,
  )
    .filter(Boolean)
    .join(', ');
}
function Village({ board, ctx }) {
  const { t, lang, legal, view } = ctx;
  const vil = board.village;
  const cw = 78,
    ch = 56,
    left = 4,
    top = 26;
  const W = left * 2 + cw * 3;
  const dikeRow = 3 - (vil.marshRowsUnlocked || 0); // the dike sits above this row
  const rowY = (r) => top + r * ch + (r >= dikeRow ? 14 : 0);
  const H = rowY(6) + 6;
  const cells = [];
  for (const sp of vil.spaces) {
    if (sp.zone === 'moor') continue;
    const x = left + sp.col * cw,
      y = rowY(sp.row);
    const acts = T.villageActions(legal, sp);
    const tile = sp.building ? 'building' : sp.tile;
    const bName = sp.building ? buildingName(view, sp.building, lang) : null;
    const bText = sp.building ? buildingText(view, sp.building, lang) : null;
    const label = bName || (tile === 'empty' ? (sp.usable ? '' : t('zone.marsh')) : t('tile.' + tile));
    const info = [
      t('holding.space', {
        n: sp.index + 1,
      }) +
        ' · ' +
        (bName || t('tile.' + tile)) +
        ' (' +
        t('zone.' + sp.zone) +
        ')',
      bText || t('tile.effect.' + tile),
      sp.capacity
        ? t('ui.capacity', {
            n: sp.capacity,
          })
        : null,
      animalWords(sp.animals, t) || null,
    ].filter(Boolean);
    const fill = !sp.usable ? '#9fb8b4' : TILE_FILL[tile] || '#ddd';
    cells.push(
      <El
        x={x + 1}
        y={y + 1}
        w={cw - 2}
        hgt={ch - 2}
        acts={acts}
        info={info}
        ctx={ctx}
        rx={4}
        ck={`player:${board.seat}:village:${sp.index}`}
      >
        <rect
          x={x + 1}
          y={y + 1}
          width={cw - 2}
          height={ch - 2}
          rx={4}
          fill={fill}
          stroke="#5c4d3a"
          stroke-width={1}
          stroke-dasharray={sp.usable ? undefined : '4 3'}
        />
        {tile === 'forest' ? (
          <path
            d={`M${x + 16},${y + 40} l8,-18 l8,18 z M${x + 34},${y + 42} l8,-20 l8,20 z`}
            fill="#2d5a2a"
          />
        ) : null}
        <FitLabel
          x={x + 5}
          y={y + 13}
          text={label}
          fit={bName ? VILLAGE_BUILDING : VILLAGE_TILE}
          weight={600}
          fill={tile === 'forest' || tile === 'stable' ? '#fff' : '#2c2418'}
        />
        <SpaceNumber
          x={x + cw - 6}
          y={y + ch - 7}
          n={sp.index + 1}
          light={tile === 'forest' || tile === 'stable'}
        />
        <Animals x={x + 14} y={y + ch - 12} counts={sp.animals} />
        {sp.animals2 ? <Animals x={x + 14} y={y + ch - 30} counts={sp.animals2} /> : null}
      </El>,
    );
  }
  // The dike line, with the animals grazing on it.
  const dy = rowY(dikeRow) - 14;
  const dikeActs = T.dikeActions(legal, vil.dikeHolding);
  const dikeInfo = [
    t('ui.dike') +
      ' · ' +
      t('ui.dikes', {
        n: vil.dikeMoves || 0,
      }),
    animalWords(vil.dikeAnimals, t),
  ].filter(Boolean);
  cells.push(
    <El
      x={left}
      y={dy + 1}
      w={cw * 3}
      hgt={12}
      acts={dikeActs}
      info={dikeInfo}
      ctx={ctx}
      rx={3}
      ck={`player:${board.seat}:dike`}
    >
      <rect x={left} y={dy + 1} width={cw * 3} height={12} rx={3} fill="#7b6a48" />
      <Animals x={left + 12} y={dy + 7} counts={vil.dikeAnimals} size={6} />
    </El>,
  );
  // The moor row: one element per moor tile (a large one spans two spaces).
  const moorSpaces = vil.spaces.filter((s) => s.zone === 'moor');
  (vil.moors || []).forEach((m, k) => {
    const cols = (m.spaces || []).map(
      (i) =>
        (
          moorSpaces.find((s) => s.index === i) || {
            col: k,
          }
        ).col,
    );
    const c0 = Math.min(...cols),
      c1 = Math.max(...cols);
    const mw = (cw * 3) / Math.max(1, moorSpaces.length); // the moor row has its own columns (4)
    const x = left + c0 * mw,
      y = rowY(5),
      w = (c1 - c0 + 1) * mw;
    const acts = T.moorActions(legal, k);
    const info = [
      t('moor.' + m.state) + ' ' + (k + 1),
      t('ui.peatLeft', {
        n: m.peat,
      }),
    ];
    const fill = m.state === 'moor' ? '#6d5a7a' : m.state === 'dried' ? '#a88d6a' : '#cfe3a8';
    cells.push(
      <El
        x={x + 1}
        y={y + 1}
        w={w - 2}
        hgt={ch - 2}
        acts={acts}
        info={info}
        ctx={ctx}
        rx={4}
        ck={`player:${board.seat}:moor:${k}`}
      >
        <rect x={x + 1} y={y + 1} width={w - 2} height={ch - 2} rx={4} fill={fill} stroke="#3b2f24" />
        <Label
          x={x + 4}
          y={y + 12}
          lines={wrap(t('moor.' + m.state), 7, 2)}
          size={10.5}
          weight={600}
          fill={m.state === 'removed' ? '#2c2418' : '#fff'}
        />
        <SpaceNumber x={x + w - 6} y={y + ch - 7} n={k + 1} light={m.state !== 'removed'} />
        {Array.from(
          {
            length: m.peat,
          },
          (_, j) => (
            <rect
              x={x + 6 + (j % 4) * 12}
              y={y + 30 + Math.floor(j / 4) * 12}
              width={10}
              height={10}
              rx={2}
              fill="#2d2118"
              stroke="#eee"
              stroke-width={0.6}
            />
          ),
        )}
      </El>,
    );
  });
  return (
    <svg
      class="ar-svg"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label={t('ui.village', {
        name: seatName(board.seat, ctx),
      })}
    >
      <text x={left} y={16} font-size={12} font-weight={700}>
        {t('ui.dikes', {
          n: vil.dikeMoves || 0,
        })}
      </text>
      {Array.from(
        {
          length: 7,
        },
        (_, j) => (
          <rect
            x={100 + j * 19}
            y={6}
            width={15}
            height={12}
            rx={2}
            fill={j < (vil.dikeMoves || 0) ? '#7b6a48' : 'none'}
            stroke="#7b6a48"
          />
        ),
      )}
      {cells}
    </svg>
  );
}
const LOAD_SHORT = {
  plank: 'good.plank',
  brick: 'good.brick',
  summerClothes: 'good.summerClothes',
  winterClothes: 'good.winterClothes',
  leatherClothes: 'good.leatherClothes',
  peat: 'good.peat',
};
function Barn({ board, ctx }) {
  const { t, lang, legal, view, data } = ctx;
  const barn = board.barn || {
    vehicles: [],
  };
  const W = 300,
    vh = 46,
    top = 56;
  const vehicles = barn.vehicles || [];
  const H = top + Math.max(1, vehicles.length) * (vh + 6) + 4;
  const items = [];
  const eq = (kind, n, x, label) => {
    const acts = T.equipmentActions(legal, kind);
    const info = [equipmentName(data, kind, lang) + ' × ' + n];
    return (
      <El
        x={x}
        y={4}
        w={140}
        hgt={40}
        acts={acts}
        info={info}
        ctx={ctx}
        ck={`player:${board.seat}:equip:${kind}`}
      >
        <rect x={x} y={4} width={140} height={40} rx={6} fill="#fffaf0" stroke="#8a7a66" />
        <text x={x + 7} y={29} font-size={11} font-weight={600}>
          {label}
        </text>
      </El>
    );
  };
  items.push(
    eq(
      'plough',
      barn.ploughs || 0,
      2,
      t('ui.ploughs', {
        n: barn.ploughs || 0,
      }),
    ),
  );
  items.push(
    eq(
      'peatBoat',
      barn.peatBoats || 0,
      152,
      t('ui.peatBoats', {
        n: barn.peatBoats || 0,
      }),
    ),
  );
  if (vehicles.length === 0) {
    const acts = T.newVehicleActions(legal);
    items.push(
      <El x={2} y={top} w={W - 4} hgt={vh} acts={acts} info={[t('ui.noVehicle')]} ctx={ctx}>
        <rect
          x={2}
          y={top}
          width={W - 4}
          height={vh}
          rx={6}
          fill="none"
          stroke="#b8a47e"
          stroke-dasharray="5 4"
        />
        <text x={12} y={top + 28} font-size={12} fill="#7a6a56">
          {t('ui.noVehicle')}
        </text>
      </El>,
    );
  }
  vehicles.forEach((v, k) => {
    const y = top + k * (vh + 6);
    const name = equipmentName(data, v.type, lang);
    const acts = T.vehicleActions(legal, v.index);
    const loads = v.cells
      .map((c, j) =>
        c.load && c.load !== 'continued' ? j + 1 + ': ' + loadName(view, c.load, lang, t) : null,
      )
      .filter(Boolean);
    const info = [
      name +
        ' · ' +
        t('ui.vehicleCells', {
          n: v.cells.length,
        }),
      ...loads,
    ];
    items.push(
      <El
        x={2}
        y={y}
        w={96}
        hgt={vh}
        acts={acts}
        info={info}
        ctx={ctx}
        ck={`player:${board.seat}:vehicle:${v.index}`}
      >
        <rect x={2} y={y} width={96} height={vh} rx={6} fill="#d8c39a" stroke="#5c4d3a" />
        <Label x={8} y={y + 18} lines={wrap(name, 12)} size={11} weight={700} />
      </El>,
    );
    const cw = Math.min(48, (W - 104) / Math.max(1, v.cells.length));
    v.cells.forEach((c, j) => {
      const x = 102 + j * cw;
      const cacts = T.vehicleActions(legal, v.index, j);
      const cont = c.load === 'continued';
      const cinfo = [
        name + ' · ' + (j + 1) + ' · ' + t(c.kind === 'D' ? 'ui.cellDouble' : 'ui.cellSingle'),
        c.load && !cont ? loadName(view, c.load, lang, t) : t('ui.emptyCell'),
      ];
      items.push(
        <El
          x={x}
          y={y}
          w={cw - 3}
          hgt={vh}
          acts={cacts}
          info={cinfo}
          ctx={ctx}
          rx={4}
          ck={`player:${board.seat}:vehicle:${v.index}:${j}`}
        >
          <rect
            x={x}
            y={y}
            width={cw - 3}
            height={vh}
            rx={4}
            fill={c.load ? (cont ? '#e7d7b3' : '#f5e9c8') : '#fffaf0'}
            stroke="#8a7a66"
            stroke-width={c.kind === 'D' ? 2.5 : 1}
          />
          {c.load && !cont ? (
            <Label
              x={x + (cw - 3) / 2}
              y={y + 18}
              lines={wrap(loadName(view, c.load, lang, t), 6, 2)}
              size={9}
              anchor="middle"
              weight={600}
            />
          ) : null}
          {!c.load ? (
            <text x={x + (cw - 3) / 2} y={y + 28} font-size={11} text-anchor="middle" fill="#b8a47e">
              {c.kind}
            </text>
          ) : null}
          <SpaceNumber x={x + cw - 6} y={y + vh - 4} n={j + 1} />
        </El>,
      );
    });
  });
  return (
    <svg class="ar-svg" viewBox={`0 0 ${W} ${H}`} role="group" aria-label={t('ui.barn')}>
      {items}
    </svg>
  );
}
function loadName(view, load, lang, t) {
  if (LOAD_SHORT[load]) return t(LOAD_SHORT[load]);
  return destinationName(view, load, lang);
}
const GOOD_ORDER = [
  'food',
  'grain',
  'flax',
  'hide',
  'wool',
  'wood',
  'clay',
  'plank',
  'brick',
  'peat',
  'linen',
  'woolYarn',
  'leather',
  'summerClothes',
  'winterClothes',
  'leatherClothes',
];
// Goods whose names do not fit a cell: the cell shows a short name, the tooltip the full one.
const SHORT_GOODS = new Set(['woolYarn', 'summerClothes', 'winterClothes', 'leatherClothes']);
function Goods({ board, ctx }) {
  const { t, legal } = ctx;
  const goods = board.goods || {};
  const W = 300,
    cw = 74,
    ch = 52;
  const cells = GOOD_ORDER.map((g, i) => {
    const x = (i % 4) * cw + 2,
      y = Math.floor(i / 4) * (ch + 4) + 2;
    const n = goods[g] || 0;
    const max = g === 'food' ? 30 : 15;
    const acts = T.goodActions(legal, g);
    const name = t('good.' + g);
    return (
      <El
        x={x}
        y={y}
        w={cw - 4}
        hgt={ch}
        acts={acts}
        info={[name + t('ui.colon') + n + ' / ' + max]}
        ctx={ctx}
        rx={5}
        ck={`player:${board.seat}:good:${g}`}
      >
        <rect x={x} y={y} width={cw - 4} height={ch} rx={5} fill="#fffaf0" stroke="#b8a47e" />
        <rect x={x + 4} y={y + 5} width={12} height={12} rx={3} fill={GOOD_COLORS[g]} stroke="#3b2f24" />
        <text
          x={x + cw - 9}
          y={y + 17}
          font-size={15}
          font-weight={700}
          text-anchor="end"
          fill={n ? '#2c2418' : '#b0a58f'}
        >
          {String(n)}
        </text>
        <FitLabel
          x={x + 4}
          y={y + 31}
          text={SHORT_GOODS.has(g) ? t('good.short.' + g) : name}
          fit={GOOD_NAME}
          weight={400}
        />
        <rect
          x={x + 4}
          y={y + ch - 5}
          width={(cw - 12) * Math.min(1, n / max)}
          height={2.5}
          fill={GOOD_COLORS[g]}
        />
      </El>
    );
  });
  // The animals owned (release and picks of a species are played here).
  const ay = 4 * (ch + 4) + 4;
  const animals = SPECIES.map((sp, k) => {
    const x = k * 100 + 2;
    const n = (board.animals || {})[sp] || 0;
    const un = (board.unplaced || [])[k] || 0;
    const acts = T.animalActions(legal, sp);
    const info = [
      n +
        ' ' +
        t(n > 1 ? 'animals.' + sp : 'animal.' + sp) +
        (un ? ' · ' + t('ui.unplaced') + t('ui.colon') + un : ''),
    ];
    return (
      <El
        x={x}
        y={ay}
        w={96}
        hgt={30}
        acts={acts}
        info={info}
        ctx={ctx}
        rx={5}
        ck={`player:${board.seat}:animal:${sp}`}
      >
        <rect x={x} y={ay} width={96} height={30} rx={5} fill="#fffaf0" stroke="#b8a47e" />
        <ellipse cx={x + 16} cy={ay + 15} rx={10} ry={7} fill={ANIMAL_COLORS[sp]} stroke="#1b140c" />
        <text x={x + 32} y={ay + 14} font-size={13} font-weight={700}>
          {String(n) + (un ? ` (+${un})` : '')}
        </text>
        <text class="ar-species" x={x + 32} y={ay + 27} font-size={11}>
          {t(n > 1 ? 'animals.' + sp : 'animal.' + sp)}
        </text>
      </El>
    );
  });
  return (
    <svg class="ar-svg" viewBox={`0 0 ${W} ${ay + 36}`} role="group" aria-label={t('ui.goods')}>
      {cells}
      {animals}
    </svg>
  );
}
// The seat's name from the shell when it gives one, else "Player N".
function seatName(seat, ctx) {
  return (
    (ctx.names && ctx.names[seat]) ||
    tr(ctx.lang, 'ui.player', {
      n: seat + 1,
    })
  );
}
export function playerName(seat, ctx) {
  return seatName(seat, ctx) + (seat === ctx.seat ? ' (' + tr(ctx.lang, 'ui.you') + ')' : '');
}
function PlayerArea({ board, ctx: shared }) {
  // The legal actions are the viewer's: only the viewer's own boards answer them.
  const ctx =
    board.seat === shared.seat
      ? shared
      : {
          ...shared,
          legal: [],
        };
  const { t, view } = ctx;
  const score = board.score || {};
  const me = board.seat === ctx.seat;
  return (
    <section
      class={'ar-player' + (me ? ' ar-player-me' : '')}
      style={{ '--ar-pc': seatFill(board.seat) }}
      data-seat={board.seat}
      data-section={'farm:' + board.seat}
      data-section-label={me ? t('part.myFarm') : seatName(board.seat, ctx)}
    >
      <h3>
        {seatName(board.seat, ctx)}
        {me ? <span class="ar-badge ar-badge-you">{t('ui.you')}</span> : null}
        {view.firstPlayer === board.seat ? <span class="ar-badge">{t('ui.firstPlayer')}</span> : null}
        <span
          class={
            'ar-badge' + (ctx.changed && ctx.changed.has(`player:${board.seat}:score`) ? ' changed' : '')
          }
          title={Object.keys(score)
            .filter((k) => k !== 'total')
            .map((k) => t('score.' + k) + ' ' + score[k])
            .join(' · ')}
        >
          {t('ui.score', {
            n: score.total ?? 0,
          })}
        </span>
        {board.shortage ? (
          <span class="ar-badge">
            {t('ui.shortage', {
              n: board.shortage,
            })}
          </span>
        ) : null}
      </h3>
      <div class="ar-row">
        <div class="ar-panel ar-village">
          <h3>
            {t('ui.village', {
              name: seatName(board.seat, ctx),
            })}
          </h3>
          <Village board={board} ctx={ctx} />
        </div>
        <div class="ar-panel ar-barn">
          <h3>{t('ui.barn')}</h3>
          <Barn board={board} ctx={ctx} />
          <h3 style="margin-top:6px">{t('ui.goods')}</h3>
          <Goods board={board} ctx={ctx} />
        </div>
        <div class="ar-panel ar-travel">
          <h3>{t('ui.destinations') + ' · ' + t('ui.travel')}</h3>
          <Travel board={board} ctx={ctx} />
        </div>
      </div>
    </section>
  );
}

// The half-year counter: 9 half-years, odd ones summer, the current one ringed.
function HalfYears({ view, t }) {
  const cur = view.halfYear || 1;
  return (
    <svg
      class="ar-halfyears"
      viewBox="0 0 196 28"
      role="img"
      aria-label={t('ui.halfYear', {
        n: cur,
      })}
    >
      <title>
        {t('ui.halfYear', {
          n: cur,
        }) +
          ' · ' +
          t('season.' + view.season)}
      </title>
      {Array.from(
        {
          length: 9,
        },
        (_, i) => {
          const n = i + 1,
            on = n === cur,
            past = n < cur;
          return (
            <g>
              <circle
                cx={12 + i * 21.5}
                cy={14}
                r={on ? 11 : 9}
                fill={n % 2 ? '#f6d77c' : '#b9d3ec'}
                stroke={on ? '#3b3022' : '#8a7a66'}
                stroke-width={on ? 3 : 1}
                opacity={past ? 0.45 : 1}
              />
              <text x={12 + i * 21.5} y={18} font-size={11} text-anchor="middle" font-weight={on ? 700 : 400}>
                {String(n)}
              </text>
            </g>
          );
        },
      )}
    </svg>
  );
}

// The whole board as a vnode tree, without hooks (node tests expand it).
export function boardTree(props) {
  const { view, legal, seat, names, lang = 'fr', t: shellT, data, play, onChoose, setInfo, info } = props;
  const changed = props.changed || NO_CHANGES;
  const { pick, onBack, onCancel, narrowed } = props;
  // The drawing goes into the kit's pan-and-zoom container when given (not in node tests).
  const pan = props.pan || ((body) => body);
  const t = shellT || tr.for(lang);
  if (!view || !view.actionSpaces || !view.boards) return null;
  const ctx = {
    view,
    legal: legal || [],
    onlyFree: onlyFree(legal || []),
    seat,
    names,
    t,
    lang,
    data: data || {},
    play,
    onChoose,
    pick,
    setInfo,
    changed,
  };
  const p = view.pending;
  const head = [
    t('ui.halfYear', {
      n: view.halfYear,
    }),
    t('season.' + view.season),
    t('phase.' + view.phase),
  ];
  if (p && p.kind) {
    const what = convertName(view, lang);
    head.push(
      t('ui.pending', {
        kind: what ? t('pending.amountOf', { what }) : t('pending.' + p.kind),
      }),
    );
  }
  if (view.phase !== 'over' && typeof view.specialUsedBy === 'number' && view.specialUsedBy >= 0)
    head.push(
      t('ui.special', {
        name: playerName(view.specialUsedBy, ctx),
      }),
    );
  const lines =
    info ||
    (view.phase === 'over' || !(legal && legal.length)
      ? [head.join(' · ')]
      : [
          head.join(' · '),
          narrowed
            ? t('board.chooseAmong', { n: narrowed })
            : legal.some((a) => T.onBoard(a, view))
              ? t('ui.hint')
              : t('ui.hintPanel'),
        ]);
  // Own board first, right under the action spaces: it is where most decisions are taken. The
  // shared tools and buildings come next, the other players' boards last (on a phone each is
  // thousands of pixels of page away; the pinned strip's chips jump between these parts).
  const mine = view.boards.filter((b) => b.seat === seat);
  const others = view.boards.filter((b) => b.seat !== seat).sort((a, b) => a.seat - b.seat);
  if (!mine.length && others.length) mine.push(others.shift());
  return (
    <div class="bk-board ar-board" data-game="arle">
      <div class="ar-status">
        <HalfYears view={view} t={t} />
        <InfoLine
          className="ar"
          lines={lines}
          info={info}
          t={t}
          onClose={() => setInfo(null)}
          onBack={onBack}
          onCancel={onCancel}
        />
      </div>
      {pan(
        <div class="ar-drawing">
          <div class="ar-row" data-section="actions" data-section-label={t('part.actions')}>
            <div class="ar-panel">
              <SeasonSpaces view={view} season="summer" ctx={ctx} />
            </div>
            <div class="ar-panel">
              <SeasonSpaces view={view} season="winter" ctx={ctx} />
            </div>
          </div>
          {mine.map((board) => (
            <PlayerArea board={board} ctx={ctx} />
          ))}
          <div class="ar-row" data-section="shared" data-section-label={t('part.shared')}>
            <div class="ar-panel">
              <h3>{t('ui.tools')}</h3>
              <ToolTracks view={view} ctx={ctx} />
            </div>
            <div class="ar-panel">
              <h3>{t('ui.buildings')}</h3>
              <Buildings view={view} ctx={ctx} />
            </div>
          </div>
          {others.map((board) => (
            <PlayerArea board={board} ctx={ctx} />
          ))}
        </div>,
      )}
    </div>
  );
}
export function makeBoard(data) {
  return function Board({ view, legal, seat, names, onAction, onChoose, t, lang = 'fr', changed }) {
    const [info, setInfo] = useState(null);
    const sel = useSelection({ legal: legal || [], resetKey: view, onAction, onChoose });
    useEffect(() => setInfo(null), [view]);
    return boardTree({
      view,
      legal: sel.active ? sel.candidates : legal,
      narrowed: sel.active ? sel.candidates.length : 0,
      seat,
      names,
      lang,
      t,
      data,
      play: sel.play,
      pick: (acts) => sel.pick({ key: 'element', actions: acts }),
      onBack: sel.steps.length > 1 ? sel.back : null,
      onCancel: sel.active ? sel.clear : null,
      onChoose,
      setInfo,
      info,
      changed,
      pan: (body) => (
        <Viewport
          className="ar-pan"
          anchor="start"
          label={(t || tr.for(lang))('board.pan')}
          t={t || tr.for(lang)}
          tall
        >
          {body}
        </Viewport>
      ),
    });
  };
}
