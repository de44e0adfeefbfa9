// Small SVG pieces shared by the board parts: goods, workers, coats of arms,
// category symbols, terrain patterns. All drawn here, no images.

import { seatColor } from '../../ui/board/colors.js';

export const PLAYER_INK = {
  yellow: '#6b5200',
  red: '#5e1210',
  lightblue: '#0f4a66',
  violet: '#36175c',
};

// A player's colour as a CSS value: the settings' --player-<colour> variable
// (board kit), so the colour-blind palette reaches the board.
export function playerColor(view, seat) {
  return seatColor(view, seat);
}
export function playerInk(view, seat) {
  const p = view && view.players && view.players[seat];
  return PLAYER_INK[(p && p.color) || ['yellow', 'red', 'lightblue', 'violet'][seat]] || '#222';
}
export const TERRAIN = {
  forest: {
    fill: '#4f8a43',
    dark: '#2f5a28',
    band: '#2f6b2a',
  },
  field: {
    fill: '#d3d97c',
    dark: '#8f9a3a',
    band: '#7f8a25',
  },
  mountain: {
    fill: '#a9a59e',
    dark: '#6e6a63',
    band: '#5f5b55',
  },
};
export const CATEGORY_COLOR = {
  religion: '#a7812a',
  science: '#2d6c8c',
  culture: '#a8436f',
  politics: '#4d5a73',
  war: '#8a2a24',
};

// Each good: background disc, symbol colour and a symbol drawn in a 16x16 box.
const GOOD = {
  food: {
    bg: '#e2813d',
    fg: '#fff3e3',
  },
  wool: {
    bg: '#f4efe0',
    fg: '#9b927a',
  },
  wood: {
    bg: '#8a5a2b',
    fg: '#e6c089',
  },
  stone: {
    bg: '#8f8f8f',
    fg: '#ececec',
  },
  cloth: {
    bg: '#5e72b8',
    fg: '#e3e9ff',
  },
  coal: {
    bg: '#1f1f1f',
    fg: '#6a6a6a',
  },
  paper: {
    bg: '#efe6c8',
    fg: '#8b8266',
  },
  ironOre: {
    bg: '#4b535a',
    fg: '#9aa3ab',
  },
  silverOre: {
    bg: '#cfd5da',
    fg: '#7f8a93',
  },
  iron: {
    bg: '#4b535a',
    fg: '#b8c1c9',
  },
  silver: {
    bg: '#b9c1c8',
    fg: '#ffffff',
  },
  gold: {
    bg: '#d6a320',
    fg: '#fff4b8',
  },
  weapons: {
    bg: '#7e2a2a',
    fg: '#f4e7e7',
  },
  coins: {
    bg: '#86601c',
    fg: '#f3c95a',
  },
  tools: {
    bg: '#2d7a71',
    fg: '#e8dcb6',
  },
};
export const ORE_COLOR = {
  coal: '#1c1c1c',
  ironOre: '#7b848c',
  silverOre: '#f4f6f7',
};
function symbol(good, fg) {
  switch (good) {
    case 'food':
      return [
        <path d="M-5,5 L-0.5,0.5" stroke={fg} stroke-width={2.4} stroke-linecap="round" />,
        <circle cx={1.8} cy={-1.8} r={4} fill={fg} />,
        <circle cx={-5.4} cy={3.6} r={1.3} fill={fg} />,
        <circle cx={-3.6} cy={5.4} r={1.3} fill={fg} />,
      ];
    case 'wool':
      return [
        <circle cx={-3} cy={1.5} r={3.2} fill={fg} />,
        <circle cx={3} cy={1.5} r={3.2} fill={fg} />,
        <circle cx={0} cy={-2.2} r={3.6} fill={fg} />,
      ];
    case 'wood':
      return [
        <rect x={-6} y={-3} width={11} height={6} rx={3} fill={fg} />,
        <circle cx={4.5} cy={0} r={2.9} fill="#f6dcae" stroke="#6b4420" stroke-width={0.8} />,
      ];
    case 'stone':
      return [
        <rect x={-6} y={-0.5} width={5.8} height={4.8} fill={fg} stroke="#555" stroke-width={0.6} />,
        <rect x={0.2} y={-0.5} width={5.8} height={4.8} fill={fg} stroke="#555" stroke-width={0.6} />,
        <rect x={-2.9} y={-5.5} width={5.8} height={4.8} fill={fg} stroke="#555" stroke-width={0.6} />,
      ];
    case 'cloth':
      return [<path d="M-6,-4 Q-3,-6.5 0,-4 T6,-4 L6,4 Q3,1.5 0,4 T-6,4 Z" fill={fg} />];
    case 'coal':
      return [
        <path d="M-5,3 L-3,-1 L0,0 L1,4 Z" fill={fg} />,
        <path d="M0,-1 L2,-5 L5,-2 L4,2 Z" fill={fg} />,
      ];
    case 'paper':
      return [
        <rect x={-4.5} y={-6} width={9} height={12} fill="#fffdf5" stroke={fg} stroke-width={0.8} />,
        <path d="M-2.5,-3 H2.5 M-2.5,0 H2.5 M-2.5,3 H1" stroke={fg} stroke-width={0.9} />,
      ];
    case 'ironOre':
    case 'silverOre':
      return [
        <path d="M-6,3 L-4,-3 L1,-5 L6,-1 L5,4 L-1,5 Z" fill={fg} />,
        <circle cx={-1.5} cy={0} r={1.1} fill={GOOD[good].bg} />,
        <circle cx={2.5} cy={1.5} r={1.1} fill={GOOD[good].bg} />,
        <circle cx={1} cy={-2.5} r={0.9} fill={GOOD[good].bg} />,
      ];
    case 'iron':
    case 'silver':
    case 'gold':
      return [
        <path d="M-6.5,3.5 L-4,-3 L4,-3 L6.5,3.5 Z" fill={fg} />,
        <path d="M-4,-3 L-2.8,-1 L2.8,-1 L4,-3" fill="none" stroke={GOOD[good].bg} stroke-width={0.7} />,
      ];
    case 'weapons':
      return [
        <path d="M-4.5,4.5 L5,-5" stroke={fg} stroke-width={2} stroke-linecap="round" />,
        <path d="M-5.5,0.5 L-0.5,5.5" stroke={fg} stroke-width={1.8} stroke-linecap="round" />,
      ];
    case 'coins':
      return [
        <ellipse cx={0} cy={2.5} rx={5} ry={2.2} fill={fg} stroke="#5c410f" stroke-width={0.6} />,
        <ellipse cx={0} cy={0} rx={5} ry={2.2} fill={fg} stroke="#5c410f" stroke-width={0.6} />,
        <ellipse cx={0} cy={-2.5} rx={5} ry={2.2} fill={fg} stroke="#5c410f" stroke-width={0.6} />,
      ];
    case 'tools':
      return [
        <path d="M-5,5 L1.5,-1.5" stroke={fg} stroke-width={1.9} stroke-linecap="round" />,
        <path d="M-1,-3.5 L3.5,-8 L6.5,-5 L2,-0.5 Z" fill={fg} transform="translate(0,2)" />,
      ];
    default:
      return [];
  }
}

// A good as a disc with its symbol; `r` is the disc radius.
export function GoodGlyph({ good, x = 0, y = 0, r = 8 }) {
  if (good === 'ore')
    return OreTrio({
      x,
      y,
      r,
    });
  const s = GOOD[good] || {
    bg: '#ccc',
    fg: '#333',
  };
  return (
    <g transform={`translate(${x},${y}) scale(${r / 8})`} class="nl-good" data-good={good}>
      <circle r={8} fill={s.bg} stroke="#3a2e22" stroke-width={1} />
      {symbol(good, s.fg)}
    </g>
  );
}

// Several alternative goods in one slot (blast furnace ores and metals).
export function GoodChoice({ goods, x = 0, y = 0, r = 8 }) {
  if (goods.length === 1)
    return GoodGlyph({
      good: goods[0],
      x,
      y,
      r,
    });
  const k = r * 0.72;
  return (
    <g>
      {GoodGlyph({
        good: goods[0],
        x: x - r * 0.42,
        y: y - r * 0.3,
        r: k,
      })}
      {GoodGlyph({
        good: goods[1],
        x: x + r * 0.42,
        y: y + r * 0.3,
        r: k,
      })}
    </g>
  );
}

// The mine's recipe output: any of the three ores.
function OreTrio({ x, y, r }) {
  const k = r * 0.55;
  return (
    <g transform={`translate(${x},${y})`}>
      <circle r={r} fill="#e7dfcf" stroke="#3a2e22" stroke-width={1} />
      <circle cx={0} cy={-k * 0.8} r={k} fill={ORE_COLOR.coal} stroke="#333" stroke-width={0.6} />
      <circle cx={-k * 0.85} cy={k * 0.6} r={k} fill={ORE_COLOR.ironOre} stroke="#333" stroke-width={0.6} />
      <circle cx={k * 0.85} cy={k * 0.6} r={k} fill={ORE_COLOR.silverOre} stroke="#333" stroke-width={0.6} />
    </g>
  );
}

// An ore marker seen from the side, for mine stacks and the bag.
export function OreDisc({ ore, x, y, w = 15, hgt = 5 }) {
  return (
    <g transform={`translate(${x},${y})`}>
      <rect
        x={-w / 2}
        y={-hgt / 2}
        width={w}
        height={hgt}
        rx={hgt / 2}
        fill={ORE_COLOR[ore] || '#999'}
        stroke="#222"
        stroke-width={0.8}
      />
    </g>
  );
}
export const STAR = 'M0,-7 L2,-2.2 L7,-2.2 L3,1 L4.5,6 L0,3 L-4.5,6 L-3,1 L-7,-2.2 L-2,-2.2 Z';
export const ARROW = 'M-3,0 H2.5 M0.5,-2.5 L3,0 L0.5,2.5';

// A worker figure; lying workers are drawn on their side.
const MEEPLE =
  'M0,-10.5 C2.6,-10.5 3.8,-8.6 3.6,-6.7 C3.5,-5.4 2.9,-4.6 2.4,-4.1 L7.2,-2.2 C8.8,-1.5 8.6,1.3 ' +
  '7,1.6 L3.6,1.2 L6.4,8.6 C6.8,9.6 6.2,10.3 5.2,10.3 L1.3,10.3 L0,6.2 L-1.3,10.3 L-5.2,10.3 C-6.2,10.3 ' +
  '-6.8,9.6 -6.4,8.6 L-3.6,1.2 L-7,1.6 C-8.6,1.3 -8.8,-1.5 -7.2,-2.2 L-2.4,-4.1 C-2.9,-4.6 -3.5,-5.4 ' +
  '-3.6,-6.7 C-3.8,-8.6 -2.6,-10.5 0,-10.5 Z';
export function Meeple({ x = 0, y = 0, color, ink = '#222', lying = false, scale = 1 }) {
  const t = lying
    ? `translate(${x},${y + 3 * scale}) scale(${scale}) rotate(90)`
    : `translate(${x},${y}) scale(${scale})`;
  return (
    <g transform={t} class={lying ? 'nl-meeple nl-lying' : 'nl-meeple'}>
      <path d={MEEPLE} style={`fill:${color}`} stroke={ink} stroke-width={1.3} stroke-linejoin="round" />
      {lying ? <path d="M-2,-8 L2,-6" stroke={ink} stroke-width={0.9} /> : null}
    </g>
  );
}

// A small round badge with a number: how many workers a figure stands for.
export function CountBadge({ x, y, n }) {
  return (
    <g class="nl-count">
      <circle cx={x} cy={y} r={6.2} fill="#3b3022" stroke="#fffaf0" stroke-width={1.2} />
      <text x={x} y={y + 3.4} text-anchor="middle" font-size={9.5} font-weight={700} fill="#fff">
        {String(n)}
      </text>
    </g>
  );
}

// A coat of arms (shield) in a player's colour, with a number.
const SHIELD = 'M-7,-8 H7 V-1 C7,4.5 3.5,7.5 0,9 C-3.5,7.5 -7,4.5 -7,-1 Z';
export function Shield({ x = 0, y = 0, color = '#fff', ink = '#3a2e22', label, scale = 1, dashed = false }) {
  return (
    <g transform={`translate(${x},${y}) scale(${scale})`} class="nl-shield">
      <path
        d={SHIELD}
        style={`fill:${color}`}
        stroke={ink}
        stroke-width={1.2}
        stroke-dasharray={dashed ? '2 1.5' : null}
      />
      {label !== undefined && label !== null ? (
        <text y={3.2} text-anchor="middle" font-size={9.5} font-weight={700} fill={ink}>
          {String(label)}
        </text>
      ) : null}
    </g>
  );
}

// Category symbols: cross, flask, mask, column, crossed swords.
export function CategoryIcon({ category, x = 0, y = 0, size = 10, color = '#fff' }) {
  const s = size / 10;
  const common = {
    fill: 'none',
    stroke: color,
    'stroke-width': 1.8,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  let parts;
  switch (category) {
    case 'religion':
      parts = [<path {...common} d="M0,-8 V8 M-5,-3 H5" />];
      break;
    case 'science':
      parts = [<path {...common} d="M-2.5,-8 H2.5 M-1.5,-8 V-2 L-6,6.5 H6 L1.5,-2 V-8" />];
      break;
    case 'culture':
      parts = [
        <path {...common} d="M-6,-6 C-2,-4 2,-4 6,-6 C6,2 3,7 0,7 C-3,7 -6,2 -6,-6 Z" />,
        <path {...common} d="M-3,-1.5 H-1.5 M1.5,-1.5 H3 M-2,3 C-1,4 1,4 2,3" />,
      ];
      break;
    case 'politics':
      parts = [<path {...common} d="M-7,-5 L0,-9 L7,-5 Z M-5,-3 V5 M0,-3 V5 M5,-3 V5 M-7,7.5 H7" />];
      break;
    case 'war':
      parts = [<path {...common} d="M-7,-7 L6,6 M7,-7 L-6,6 M-7,2 L-3,6 M7,2 L3,6" />];
      break;
    default:
      parts = [];
  }
  return <g transform={`translate(${x},${y}) scale(${s})`}>{parts}</g>;
}

// The present-time marker: an hourglass on a sun disc.
export function Hourglass({ x = 0, y = 0, scale = 1 }) {
  return (
    <g transform={`translate(${x},${y}) scale(${scale})`} class="nl-present">
      <circle r={13} fill="#ffe08a" stroke="#7a5a00" stroke-width={1.8} />
      <path
        d="M-6,-8 H6 M-6,8 H6 M-5,-8 C-5,-3 5,3 5,8 M5,-8 C5,-3 -5,3 -5,8"
        fill="none"
        stroke="#5a4200"
        stroke-width={1.6}
        stroke-linecap="round"
      />
      <path d="M-3,-5.5 H3 L0,-1.5 Z M-3.5,6.8 H3.5 L0,3.5 Z" fill="#c48a00" />
    </g>
  );
}
export function Cart({ x = 0, y = 0, color = '#8a5a2b', scale = 1 }) {
  return (
    <g transform={`translate(${x},${y}) scale(${scale})`}>
      <path d="M-9,-5 H7 L5,2 H-7 Z" fill={color} stroke="#3a2e22" stroke-width={1.1} />
      <path d="M7,-5 L11,-8" stroke="#3a2e22" stroke-width={1.4} stroke-linecap="round" />
      <circle cx={-4} cy={4.5} r={3.2} fill="#f3e5c8" stroke="#3a2e22" stroke-width={1.1} />
      <circle cx={3} cy={4.5} r={3.2} fill="#f3e5c8" stroke="#3a2e22" stroke-width={1.1} />
    </g>
  );
}

// Terrain patterns for the hexes.
export function TerrainDefs() {
  return (
    <defs>
      <pattern id="nl-pat-forest" width={34} height={30} patternUnits="userSpaceOnUse">
        <path d="M8,4 L14,16 H2 Z M25,18 L31,30 H19 Z" fill="#2f5a28" opacity={0.45} />
        <path d="M8,16 V19 M25,30 V33" stroke="#4b3520" stroke-width={1.5} opacity={0.45} />
      </pattern>
      <pattern id="nl-pat-field" width={26} height={18} patternUnits="userSpaceOnUse">
        <path
          d="M2,14 Q6,8 4,2 M9,14 Q11,9 10,4 M15,15 Q19,10 17,5"
          fill="none"
          stroke="#8f9a3a"
          stroke-width={1.3}
          opacity={0.6}
        />
      </pattern>
      <pattern id="nl-pat-mountain" width={40} height={30} patternUnits="userSpaceOnUse">
        <path
          d="M2,24 L12,8 L22,24 M16,18 L26,4 L36,18"
          fill="none"
          stroke="#5f5b55"
          stroke-width={1.6}
          opacity={0.5}
        />
        <path
          d="M10,11 L12,8 L14,11 M24,7 L26,4 L28,7"
          fill="none"
          stroke="#fff"
          stroke-width={1.4}
          opacity={0.7}
        />
      </pattern>
      <filter id="nl-shadow" x="-20%" y="-20%" width="140%" height="140%">
        <feDropShadow dx={0} dy={1.5} stdDeviation={1.5} flood-opacity={0.35} />
      </filter>
    </defs>
  );
}

// A terrain glyph (legend, supply): tree, wheat, peak.
export function TerrainIcon({ terrain, x = 0, y = 0, size = 10 }) {
  const s = size / 10;
  const t = TERRAIN[terrain] || TERRAIN.field;
  let body;
  if (terrain === 'forest')
    body = <path d="M0,-8 L6,4 H-6 Z M0,4 V8" fill={t.band} stroke={t.band} stroke-width={1.5} />;
  else if (terrain === 'mountain') body = <path d="M-8,7 L-1,-7 L8,7 Z" fill={t.band} />;
  else
    body = (
      <path
        d="M0,8 V-6 M0,-2 L-4,-6 M0,-2 L4,-6 M0,3 L-4,-1 M0,3 L4,-1"
        fill="none"
        stroke={t.band}
        stroke-width={1.6}
        stroke-linecap="round"
      />
    );
  return <g transform={`translate(${x},${y}) scale(${s})`}>{body}</g>;
}
