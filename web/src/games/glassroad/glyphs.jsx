// Small SVG pieces shared by the parts: resource tokens, terrain pictures,
// building-kind colours.

export const RES_COLOR = {
  sand: '#ecd58c',
  food: '#e39a3b',
  coal: '#2f2f33',
  water: '#3c8fd9',
  wood: '#8a5a2e',
  clay: '#c8693f',
  glass: '#a8e6f2',
  brick: '#a53a2b',
};
const INK = {
  coal: '#f2f2f2',
  water: '#fff',
  wood: '#f6e7cf',
  brick: '#fbe3d6',
  clay: '#fff3ea',
};
export const KIND_COLOR = {
  conversion: '#d9a521',
  immediate: '#4f9a55',
  points: '#8a5fb0',
  base: '#7c7469',
};
export const KIND_LIGHT = {
  conversion: '#fbf0cf',
  immediate: '#e3f1e2',
  points: '#efe6f6',
  base: '#ece8e2',
};
export const TERRAIN_COLOR = {
  empty: '#efe7d3',
  quarry: '#b9b4ab',
  grove: '#b9d98a',
  pond: '#9fcbea',
  forest: '#5f8f4a',
};

// The picture on a resource token (centred on 0,0, about 12 units across).
export function ResIcon({ res, s = 1 }) {
  const ink = INK[res] || '#3b3022';
  const g = (...kids) => (
    <g transform={`scale(${s})`} pointer-events="none">
      {kids}
    </g>
  );
  switch (res) {
    case 'sand':
      return g(
        ...[
          [-3, 2],
          [3, 2],
          [0, -3],
        ].map(([x, y]) => <circle cx={x} cy={y} r={2} fill="#9b7d33" />),
      );
    case 'food':
      return g(
        <ellipse rx={5.5} ry={3.6} fill="#fbe3b0" stroke="#8a4d10" stroke-width={1} />,
        <path d="M-2.5,-2 l1,3 M0.5,-2.5 l1,3 M3,-2 l0.8,2.4" stroke="#8a4d10" stroke-width={0.9} />,
      );
    case 'coal':
      return g(<path d="M-5,2 L-2,-4 L3,-4 L5,1 L1,4 Z" fill="#5a5a60" stroke={ink} stroke-width={0.8} />);
    case 'water':
      return g(<path d="M0,-6 C3,-2 5,1 0,5.5 C-5,1 -3,-2 0,-6 Z" fill={ink} />);
    case 'wood':
      return g(
        <rect x={-5.5} y={-2.5} width={9} height={5} rx={1} fill="#c48a4e" stroke={ink} stroke-width={0.8} />,
        <circle cx={4} cy={0} r={2.6} fill="#e9c38d" stroke={ink} stroke-width={0.8} />,
      );
    case 'clay':
      return g(<path d="M-5,3 Q-5,-3 0,-4 Q5,-3 5,3 Z" fill="#e59a72" stroke={ink} stroke-width={0.9} />);
    case 'glass':
      return g(
        <path d="M0,-6 L5,0 L0,6 L-5,0 Z" fill="#e8fbff" stroke="#2d7f93" stroke-width={1.1} />,
        <path d="M-1.5,-2.5 L1,-0.5" stroke="#2d7f93" stroke-width={0.9} />,
      );
    case 'brick':
      return g(
        <rect
          x={-6}
          y={-3.2}
          width={12}
          height={6.4}
          rx={0.8}
          fill="#c9553f"
          stroke={ink}
          stroke-width={0.9}
        />,
        <path d="M-6,0 H6 M0,-3.2 V0 M-3,0 V3.2 M3,0 V3.2" stroke={ink} stroke-width={0.6} />,
      );
    default:
      return g(<circle r={3} fill={ink} />);
  }
}

// A round token of a resource.
export function Token({ res, r = 10 }) {
  return (
    <g>
      <circle r={r} fill={RES_COLOR[res] || '#ccc'} stroke="#2c2418" stroke-width={1.2} />
      {ResIcon({
        res,
        s: r / 9,
      })}
    </g>
  );
}

// A little tree (forests, groves).
export function Tree({ x = 0, y = 0, s = 1, fill = '#2f6b2a' }) {
  return (
    <g transform={`translate(${x},${y}) scale(${s})`} pointer-events="none">
      <rect x={-1.5} y={4} width={3} height={5} fill="#5b3a1e" />
      <path d="M0,-9 L7,5 L-7,5 Z" fill={fill} stroke="#1f3f1c" stroke-width={0.8} />
    </g>
  );
}

// The picture of a terrain on a square of cell size `w`.
export function TerrainArt({ kind, w }) {
  const c = w / 2;
  switch (kind) {
    case 'quarry':
      return (
        <g pointer-events="none">
          <path
            d={`M${c - 20},${c + 14} L${c - 10},${c - 8} L${c + 2},${c - 2} L${c + 12},${c - 16} L${c + 22},${c + 14} Z`}
            fill="#8f8a80"
            stroke="#4c4840"
            stroke-width={1.5}
          />
          <path
            d={`M${c - 6},${c + 14} L${c + 2},${c + 2} L${c + 10},${c + 14}`}
            fill="#a8a398"
            stroke="#4c4840"
          />
        </g>
      );
    case 'grove':
      return (
        <g>
          {Tree({
            x: c - 10,
            y: c + 2,
            s: 1.1,
            fill: '#7fb04a',
          })}
          {Tree({
            x: c + 9,
            y: c - 2,
            s: 1.3,
            fill: '#6aa13c',
          })}
        </g>
      );
    case 'pond':
      return (
        <g pointer-events="none">
          <ellipse cx={c} cy={c + 2} rx={24} ry={15} fill="#4f9ad8" stroke="#245e8f" stroke-width={1.5} />
          <path
            d={`M${c - 12},${c} q4,-3 8,0 M${c + 2},${c + 6} q4,-3 8,0`}
            stroke="#dff0ff"
            fill="none"
            stroke-width={1.4}
          />
        </g>
      );
    case 'forest':
      return (
        <g>
          {Tree({
            x: c - 14,
            y: c + 6,
            s: 1.2,
          })}
          {Tree({
            x: c,
            y: c - 6,
            s: 1.4,
          })}
          {Tree({
            x: c + 14,
            y: c + 8,
            s: 1.15,
          })}
        </g>
      );
    default:
      return null;
  }
}
