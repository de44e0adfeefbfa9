// A player's landscape: 3 × 7 squares (row letters, column numbers; turned a
// quarter on a phone, `tall`, so the names read without zooming) with
// forests (each covering two squares), quarries, groves, ponds and buildings.
// Squares that a main choice concerns are highlighted (solid halo); squares
// with an any-time choice (a conversion building to use, terrain to clear)
// get a dashed outline. A click plays the single match or narrows the panel;
// clearing a terrain tile takes a second tap on the same square.

import { KIND_COLOR, KIND_LIGHT, TERRAIN_COLOR, TerrainArt } from './glyphs.jsx';
import { clickable } from '../../ui/board/clickable.js';
import { NO_CHANGES, changeMark } from '../../ui/board/index.js';
import { squareActions } from './targets.js';
import { NAME_FIT, fitName } from './fit.js';
import { squareLines, buildingName, squareName } from './text.js';
export const CELL = 80;
const PAD = 22;
// The left margin (the row letters, or the column numbers when tall), narrow
// so that the squares take as much of the width as they can, and the right one.
const PX = 12;
const LX = 5.5;
const RIGHT = 2;
// The drawing's size in units (its viewBox): the board picks the landscape's
// arrangement by the pixels a unit gets (Board.jsx, estateMode).
export function landscapeBox(rows = 3, cols = 7, tall = false) {
  const across = tall ? rows : cols;
  const down = tall ? cols : rows;
  return { width: across * CELL + PX + RIGHT, height: down * CELL + PAD + 4 };
}
function BuildingArt({ model, s, lang, w, fit }) {
  const b = model.buildings[s.building] || {
    kind: 'base',
  };
  const kind = b.kind || 'base';
  const name = buildingName(model, s.building, lang);
  const { lines, size, sizes } = fitName(name, fit, lang);
  return (
    <g pointer-events="none">
      {/* As wide as the square's own tile, so that a name has 72 units (fit.js). */}
      <rect
        x={2}
        y={2}
        width={w - 4}
        height={w - 4}
        rx={6}
        fill={KIND_LIGHT[kind]}
        stroke={KIND_COLOR[kind]}
        stroke-width={2}
      />
      <rect x={2} y={2} width={w - 4} height={10} rx={3} fill={KIND_COLOR[kind]} />
      {lines.map((l, i) => (
        <text
          x={w / 2}
          y={31 + i * 14 - (lines.length - 1) * 4}
          class="gr-bname"
          text-anchor="middle"
          font-size={sizes ? sizes[i] : size}
          data-shrunk={sizes && sizes[i] < size ? '' : undefined}
          font-weight={600}
          fill="#2c2418"
        >
          {l}
        </text>
      ))}
      {b.points ? (
        <g transform={`translate(${w - 16},${w - 16})`}>
          <circle r={9} fill="#fff7d6" stroke="#8a6d1c" />
          <text y={4} text-anchor="middle" font-size={11} font-weight={700} fill="#5a4200">
            {String(b.points)}
          </text>
        </g>
      ) : null}
      {s.upgrade ? (
        <g transform={`translate(16,${w - 16})`}>
          <rect
            x={-11}
            y={-9}
            width={22}
            height={18}
            rx={4}
            fill={KIND_COLOR[(model.buildings[s.upgrade] || {}).kind || 'base']}
            stroke="#2c2418"
          />
          <text y={4} text-anchor="middle" font-size={11} font-weight={700} fill="#fff">
            +
          </text>
        </g>
      ) : null}
    </g>
  );
}
export function LandscapeGrid({
  model,
  seatView,
  rows = 3,
  cols = 7,
  legal,
  lang,
  t,
  selectedBuilding,
  onPick,
  onInfo,
  own,
  changed = NO_CHANGES,
  changedPrefix = '',
  armed = null,
  onArm = () => {},
  tall = false,
  fit = NAME_FIT,
}) {
  const squares = (seatView && seatView.squares) || [];
  // Where row r, column c is drawn: `tall` (a phone) turns the landscape a
  // quarter so that its three rows run down the screen as three columns of
  // squares over the whole width (the row letters on top, the column numbers
  // down the side); the squares keep their names (A1 … C7).
  const at = (r, c) => (tall ? { gx: r, gy: c } : { gx: c, gy: r });
  const across = tall ? rows : cols;
  const down = tall ? cols : rows;
  const W = across * CELL;
  const H = down * CELL;
  const box = landscapeBox(rows, cols, tall);
  const parts = [];
  // Row letters and column numbers.
  for (let c = 0; c < cols; c++) {
    const { gx, gy } = at(0, c);
    parts.push(
      tall ? (
        <text x={LX} y={PAD + gy * CELL + CELL / 2 + 4} text-anchor="middle" font-size={12} fill="#6b5a44">
          {String(c + 1)}
        </text>
      ) : (
        <text x={PX + gx * CELL + CELL / 2} y={15} text-anchor="middle" font-size={12} fill="#6b5a44">
          {String(c + 1)}
        </text>
      ),
    );
  }
  for (let r = 0; r < rows; r++) {
    const { gx, gy } = at(r, 0);
    parts.push(
      tall ? (
        <text x={PX + gx * CELL + CELL / 2} y={15} text-anchor="middle" font-size={12} fill="#6b5a44">
          {'ABCDEFGH'[r]}
        </text>
      ) : (
        <text x={LX} y={PAD + gy * CELL + CELL / 2 + 4} text-anchor="middle" font-size={12} fill="#6b5a44">
          {'ABCDEFGH'[r]}
        </text>
      ),
    );
  }

  // Forests: one green patch over both squares of a tile.
  const forests = new Map();
  squares.forEach((s, i) => {
    if (s && s.kind === 'forest') {
      if (!forests.has(s.forest)) forests.set(s.forest, []);
      forests.get(s.forest).push(i);
    }
  });
  const patches = [];
  for (const [, sqs] of forests) {
    const xs = sqs.map((q) => at(Math.floor(q / cols), q % cols).gx);
    const ys = sqs.map((q) => at(Math.floor(q / cols), q % cols).gy);
    const x0 = Math.min(...xs),
      x1 = Math.max(...xs),
      y0 = Math.min(...ys),
      y1 = Math.max(...ys);
    const joined = sqs.length === 2 && x1 - x0 + y1 - y0 === 1;
    if (joined) {
      patches.push(
        <rect
          x={PX + x0 * CELL + 3}
          y={PAD + y0 * CELL + 3}
          width={(x1 - x0 + 1) * CELL - 6}
          height={(y1 - y0 + 1) * CELL - 6}
          rx={10}
          fill={TERRAIN_COLOR.forest}
          stroke="#2f5a24"
          stroke-width={2}
          pointer-events="none"
        />,
      );
    }
  }
  const cells = [];
  squares.forEach((s, i) => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const x = PX + at(r, c).gx * CELL;
    const y = PAD + at(r, c).gy * CELL;
    const { main, anyTime, all } = own
      ? squareActions(legal, squares, i, selectedBuilding)
      : {
          main: [],
          anyTime: [],
          all: [],
        };
    const lines = squareLines(model, squares, i, lang, cols);
    const kind = (s && s.kind) || 'empty';
    const target = main.length > 0;
    const option = !target && anyTime.some((a) => a.type === 'convert');
    const quiet = !target && !option && anyTime.length > 0;
    const pick = (e) => {
      e.stopPropagation();
      // Clearing a terrain tile is never what a first tap (to read the square)
      // means: it asks for a second tap on the same square.
      if (quiet && armed !== i) {
        onArm(i);
        onInfo([...lines, t('ui.tapAgainToRemove', { square: squareName(i, cols) })]);
        return;
      }
      onInfo(lines);
      if (all.length) onPick(main.length ? main : all);
    };
    cells.push(
      <g
        transform={`translate(${x},${y})`}
        class={
          'gr-square' +
          (target ? ' gr-target bk-target' : '') +
          (option ? ' gr-option' : '') +
          (quiet ? ' gr-quiet' : '') +
          (changed.has(changedPrefix + i) ? ' changed' : '')
        }
        data-square={i}
        data-kind={kind}
        {...clickable(pick, target || option)}
      >
        <title>{lines.join('\n')}</title>
        {kind === 'forest' ? null : (
          <rect
            x={2}
            y={2}
            width={CELL - 4}
            height={CELL - 4}
            rx={6}
            fill={TERRAIN_COLOR[kind] || TERRAIN_COLOR.empty}
            stroke="#b8a888"
            stroke-width={1}
          />
        )}
        {kind === 'forest' ? (
          <rect x={2} y={2} width={CELL - 4} height={CELL - 4} rx={6} fill="transparent" />
        ) : null}
        {kind === 'building'
          ? BuildingArt({
              model,
              s,
              lang,
              w: CELL,
              fit,
            })
          : TerrainArt({
              kind,
              w: CELL,
            })}
        {target ? <rect x={3} y={3} width={CELL - 6} height={CELL - 6} rx={7} class="bk-halo" /> : null}
        {option ? (
          <rect x={4} y={4} width={CELL - 8} height={CELL - 8} rx={7} class="gr-option-ring" />
        ) : null}
        {changeMark(changed, changedPrefix + i, { x: CELL - 10, y: 10, r: 7 })}
      </g>,
    );
  });
  return (
    <svg
      class={tall ? 'gr-landscape gr-landscape-tall' : 'gr-landscape'}
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="group"
      aria-label={t('ui.landscape', {
        name: (seatView && seatView.name) || '',
      })}
    >
      <rect x={PX - 2} y={PAD - 2} width={W + 4} height={H + 4} rx={10} fill="#d8c9a6" stroke="#8a7a5c" />
      {parts}
      {patches}
      {cells}
    </svg>
  );
}
