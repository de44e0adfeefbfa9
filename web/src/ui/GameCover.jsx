// A small drawn cover for a game's lobby card (no scanned art): a few shapes
// that evoke the box. Decorative: the card's text names the game.
export const COVERS = {
  neuland: (
    <g>
      <rect width="120" height="72" fill="#cfe0b0" />
      {[
        [30, 24, '#8fbf6a'],
        [60, 24, '#d9c27a'],
        [90, 24, '#6f9fcf'],
        [45, 50, '#a5743f'],
        [75, 50, '#7fae57'],
      ].map(([x, y, c]) => (
        <polygon
          key={`${x}-${y}`}
          points={[0, 1, 2, 3, 4, 5]
            .map((i) => {
              const a = (Math.PI / 3) * i + Math.PI / 6;
              return `${x + 16 * Math.cos(a)},${y + 16 * Math.sin(a)}`;
            })
            .join(' ')}
          fill={c}
          stroke="#5b4a2e"
          stroke-width="1.5"
        />
      ))}
      <circle cx="60" cy="24" r="5" fill="#c8372d" stroke="#2c2418" />
    </g>
  ),
  glassroad: (
    <g>
      <rect width="120" height="72" fill="#dfeef5" />
      {[38, 82].map((cx, w) => (
        <g key={cx}>
          <circle cx={cx} cy="36" r="24" fill={w ? '#e7c9a5' : '#cfe7f3'} stroke="#4a5a66" stroke-width="2" />
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <line
              key={i}
              x1={cx}
              y1="36"
              x2={cx + 24 * Math.cos((Math.PI / 4) * i)}
              y2={36 + 24 * Math.sin((Math.PI / 4) * i)}
              stroke="#4a5a66"
              stroke-width="1"
            />
          ))}
          <circle cx={cx} cy="36" r="6" fill={w ? '#b5462f' : '#7fb9d6'} stroke="#4a5a66" />
        </g>
      ))}
    </g>
  ),
  arle: (
    <g>
      <rect width="120" height="72" fill="#e9dfb8" />
      <rect y="44" width="120" height="28" fill="#9bc26a" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={6 + i * 22} y="50" width="18" height="16" fill={i % 2 ? '#f1d35a' : '#9db7e8'} />
      ))}
      <rect x="44" y="30" width="32" height="16" fill="#f0e2c0" stroke="#5b3a1e" />
      <polygon points="40,31 60,14 80,31" fill="#b5462f" stroke="#5b3a1e" />
      <rect x="56" y="36" width="8" height="10" fill="#8b5a2b" />
      <circle cx="98" cy="16" r="8" fill="#f5d76e" />
    </g>
  ),
  gwtnz: (
    <g>
      <rect width="120" height="72" fill="#cfe3f0" />
      <path d="M0,40 Q30,22 60,36 T120,30 V72 H0 Z" fill="#8fbf6a" />
      <path d="M0,56 Q40,44 80,54 T120,50 V72 H0 Z" fill="#6fa34f" />
      <path
        d="M8,66 C30,58 40,50 58,48 S92,40 108,22"
        fill="none"
        stroke="#a5743f"
        stroke-width="3"
        stroke-dasharray="5 3"
      />
      <rect x="100" y="10" width="14" height="12" fill="#f0e2c0" stroke="#5b3a1e" />
      <polygon points="98,11 107,4 116,11" fill="#b5462f" stroke="#5b3a1e" />
      {[
        [26, 52],
        [36, 56],
        [46, 50],
        [70, 44],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <ellipse cx={x} cy={y} rx="5" ry="3.5" fill="#fbf8ef" stroke="#5b4a2e" />
          <circle cx={x + 5} cy={y - 1} r="1.8" fill="#2c2418" />
        </g>
      ))}
      <path d="M10,20 h16 l-3,5 h-10 z" fill="#5b3a1e" />
      <line x1="18" y1="8" x2="18" y2="20" stroke="#5b3a1e" />
      <polygon points="18,9 26,18 18,18" fill="#fbf8ef" />
    </g>
  ),
  // Lorrein: a plate of 3×3 landscapes (forest, river, meadow, wheat, lavender),
  // a duchy on a corner between four of them, and the bowl with its beads.
  lorrein: (
    <g>
      <rect width="120" height="72" fill="#efe6cf" />
      {[
        '#3f7d3a',
        '#7fb2cf',
        '#9ccc6a',
        '#e3c35a',
        '#a88bd3',
        '#3f7d3a',
        '#9ccc6a',
        '#e3c35a',
        '#7fb2cf',
      ].map((c, i) => (
        <rect
          key={i}
          x={8 + (i % 3) * 19}
          y={7 + Math.floor(i / 3) * 19}
          width="18"
          height="18"
          fill={c}
          stroke="#5b4a2e"
          stroke-width="0.8"
        />
      ))}
      <rect
        x="21"
        y="20"
        width="12"
        height="12"
        fill="#c8372d"
        stroke="#2c2418"
        transform="rotate(45 27 26)"
      />
      <ellipse cx="92" cy="40" rx="22" ry="17" fill="#c9a46c" stroke="#6b4b22" stroke-width="2" />
      {[
        [84, 36, '#7a4a22'],
        [94, 33, '#2f6fb8'],
        [100, 42, '#e9c72c'],
        [88, 46, '#3e9a3e'],
        [97, 50, '#d02a2a'],
      ].map(([x, y, c]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill={c} stroke="#222" stroke-width="0.8" />
      ))}
    </g>
  ),
};

export function GameCover({ id }) {
  const art = COVERS[id] || (
    <g>
      <rect width="120" height="72" fill="#e4dccb" />
      <rect x="40" y="16" width="40" height="40" rx="6" fill="#fff" stroke="#8a7a66" />
    </g>
  );
  return (
    <svg class="game-cover" viewBox="0 0 120 72" aria-hidden="true" focusable="false">
      {art}
    </svg>
  );
}
