// The building supply: production-unit stacks with their counts, the five
// property stacks (top tile visible, the rest listed), metal markers and the
// ore bag. A stack that can be built now is highlighted: tapping it narrows
// the decision panel to those builds and highlights the hexes they go to.

import { TILE_W, TILE_H } from './geometry.js';
import { PRODUCTION } from './model.js';
import {
  CATEGORY_COLOR,
  CategoryIcon,
  CountBadge,
  GoodGlyph,
  Hourglass,
  Meeple,
  OreDisc,
  STAR,
  Shield,
  TerrainIcon,
} from './glyphs.jsx';
import { TileFace } from './Tile.jsx';
import { NO_CHANGES, ChangeMark } from '../../ui/board/index.js';
import { kindLines } from './text.js';
import { supplyActions } from './targets.js';
import { clickable } from '../../ui/board/clickable.js';
const COLS = 5;
const CELL_W = 118;
const CELL_H = 92;
const SCALE = 1.3;
function Stack({
  model,
  options,
  kindId,
  count,
  x,
  y,
  legal,
  lang,
  t,
  selected,
  onPickKind,
  onInfo,
  under = [],
  isChanged = false,
}) {
  const kind = model.kinds[kindId];
  const acts = supplyActions(legal, kindId);
  const target = acts.length > 0;
  const lines = [
    ...kindLines(model, kindId, lang, options),
    t('tip.inSupply', {
      count,
    }),
  ];
  const pick = () => {
    onInfo(lines);
    if (target) onPickKind(kindId, acts);
  };
  const depth = Math.min(count - 1, 3);
  const shadows = [];
  for (let i = depth; i >= 1; i--) {
    shadows.push(
      <rect
        x={-TILE_W / 2 + i * 2.2}
        y={-TILE_H / 2 + i * 2.2}
        width={TILE_W}
        height={TILE_H}
        rx={5}
        fill="#e8dcc0"
        stroke="#4a3a28"
        stroke-width={1}
      />,
    );
  }
  return (
    <g
      transform={`translate(${x},${y})`}
      class={
        'nl-stack' +
        (target ? ' nl-target bk-target' : '') +
        (selected ? ' nl-selected bk-selected' : '') +
        (count === 0 ? ' nl-empty' : '') +
        (isChanged ? ' changed' : '')
      }
      data-kind={kindId}
      {...clickable(pick)}
      tabindex={target ? 0 : -1}
    >
      <title>{lines.join('\n')}</title>
      {isChanged ? <ChangeMark x={(-TILE_W * SCALE) / 2 - 2} y={(-TILE_H * SCALE) / 2 - 6} r={8} /> : null}
      <g transform={`translate(0,-4) scale(${SCALE})`}>
        {target ? (
          <rect x={-39} y={-31} width={78 + depth * 2.2} height={62 + depth * 2.2} rx={8} class="bk-halo" />
        ) : null}
        {shadows}
        {count > 0 ? (
          TileFace({
            model,
            kindId,
            building: null,
            view: null,
            t,
          })
        ) : (
          <g>
            <rect
              x={-TILE_W / 2}
              y={-TILE_H / 2}
              width={TILE_W}
              height={TILE_H}
              rx={5}
              fill="none"
              stroke="#8a7a66"
              stroke-dasharray="4 3"
            />
            <text y={4} text-anchor="middle" font-size={10} fill="#8a7a66">
              {t('kind.' + kindId + '.abbr')}
            </text>
          </g>
        )}
      </g>
      {/* count badge, terrain and material */}
      <g transform={`translate(${(TILE_W * SCALE) / 2 + 3},${(-TILE_H * SCALE) / 2 - 11})`}>
        <circle r={11} fill={count > 0 ? '#3b3022' : '#b9ad98'} stroke="#fbf6e9" stroke-width={1.5} />
        <text y={4.5} text-anchor="middle" font-size={13} font-weight={700} fill="#fff">
          {'×' + count}
        </text>
      </g>
      <g transform={`translate(${(-TILE_W * SCALE) / 2 + 8},${(TILE_H * SCALE) / 2 + 4})`}>
        <circle r={9} fill="#fbf6e9" stroke="#6b5a44" />
        {TerrainIcon({
          terrain: kind.terrain,
          size: 7,
        })}
      </g>
      <g transform={`translate(${(-TILE_W * SCALE) / 2 + 28},${(TILE_H * SCALE) / 2 + 4})`}>
        {GoodGlyph({
          good: kind.material,
          r: 8,
        })}
      </g>
      {under.length ? (
        <text x={10} y={(TILE_H * SCALE) / 2 + 8} font-size={10} fill="#4a3a28">
          {under
            .map((k) => `${t('kind.' + k + '.abbr')} ${model.kinds[k] ? model.kinds[k].value : ''}`)
            .join(' · ')}
        </text>
      ) : null}
    </g>
  );
}
export function BuildingSupply({
  model,
  view,
  legal,
  lang,
  t,
  selectedKind,
  onPickKind,
  onInfo,
  changed = NO_CHANGES,
}) {
  const supply = view.supply || {};
  const counts = new Map((supply.production || []).map((s) => [s.kind, s.count]));
  const prodKinds = model.order.filter((k) => model.kinds[k].type === PRODUCTION);
  const rows = Math.ceil(prodKinds.length / COLS);
  const parts = [];
  const top = 30;
  parts.push(
    <text x={8} y={20} font-size={17} font-weight={700} fill="#3b3022">
      {t('ui.production')}
    </text>,
  );
  prodKinds.forEach((k, i) => {
    const col = i % COLS;
    const row = Math.floor(i / COLS);
    parts.push(
      <Stack
        key={k}
        model={model}
        options={view.options}
        kindId={k}
        count={counts.get(k) ?? 0}
        isChanged={changed.has(`stack:${k}`)}
        legal={legal}
        lang={lang}
        t={t}
        selected={selectedKind === k}
        x={CELL_W * col + CELL_W / 2}
        y={top + CELL_H * row + CELL_H / 2}
        onPickKind={onPickKind}
        onInfo={onInfo}
      />,
    );
  });
  const propTop = top + rows * CELL_H + 18;
  parts.push(
    <text x={8} y={propTop} font-size={17} font-weight={700} fill="#3b3022">
      {t('ui.properties')}
    </text>,
  );
  const cats = supply.properties || [];
  const catCells = model.categories.map(
    (cat) =>
      cats.find((c) => c.category === cat) || {
        category: cat,
        stack: [],
      },
  );
  catCells.forEach((c, i) => {
    const x = CELL_W * i + CELL_W / 2;
    const y = propTop + 22 + CELL_H / 2;
    parts.push(
      <g transform={`translate(${x - CELL_W / 2 + 8},${propTop + 14})`}>
        <rect width={CELL_W - 16} height={16} rx={8} fill={CATEGORY_COLOR[c.category]} />
        {CategoryIcon({
          category: c.category,
          x: 10,
          y: 8,
          size: 5.5,
        })}
        <text x={20} y={12} font-size={11} font-weight={700} fill="#fff">
          {t('category.' + c.category)}
        </text>
      </g>,
    );
    if (c.stack.length) {
      parts.push(
        <Stack
          key={c.category}
          model={model}
          options={view.options}
          kindId={c.stack[0]}
          count={c.stack.length}
          isChanged={changed.has(`property:${c.category}`)}
          legal={legal}
          lang={lang}
          t={t}
          selected={selectedKind === c.stack[0]}
          x={x}
          y={y + 14}
          onPickKind={onPickKind}
          onInfo={onInfo}
        />,
      );
      c.stack.slice(1).forEach((k, j) => {
        parts.push(
          <text
            x={x}
            y={y + 14 + (TILE_H * SCALE) / 2 + 22 + j * 13}
            text-anchor="middle"
            font-size={11}
            fill="#4a3a28"
          >{`${j === 0 ? '↓ ' : ''}${t('kind.' + k + '.abbr')} ${model.kinds[k] ? model.kinds[k].value : ''}`}</text>,
        );
      });
    } else {
      parts.push(
        <g
          transform={`translate(${x},${y + 14})`}
          class={changed.has(`property:${c.category}`) ? 'changed' : null}
        >
          <rect
            x={(-TILE_W * SCALE) / 2}
            y={(-TILE_H * SCALE) / 2}
            width={TILE_W * SCALE}
            height={TILE_H * SCALE}
            rx={6}
            fill="none"
            stroke="#8a7a66"
            stroke-dasharray="4 3"
          />
          <text y={4} text-anchor="middle" font-size={12} fill="#8a7a66">
            {t('ui.empty')}
          </text>
        </g>,
      );
    }
  });

  // Metal markers and the ore bag: each free marker drawn as its metal (Mise en place, point 5:
  // 2 iron, 2 silver), or, with the shared pool option, as either.
  const extraTop = propTop + 22 + CELL_H + 58;
  const metal = view.metalMarkers ?? 0;
  const split = view.metal && Number.isInteger(view.metal.iron) ? view.metal : null;
  const markerGoods = split
    ? [...Array(split.iron).fill(['iron']), ...Array(split.silver || 0).fill(['silver'])]
    : Array(metal).fill(['iron', 'silver']);
  const metalText = split
    ? `${split.iron} ${t('good.iron')}, ${split.silver || 0} ${t('good.silver')}`
    : String(metal);
  const bag = view.bag || {};
  parts.push(
    <g transform={`translate(8,${extraTop})`} class={changed.has('metal') ? 'changed' : null}>
      <title>{t('ui.labelValue', { label: t('ui.metalMarkers'), value: metalText })}</title>
      <text y={0} font-size={15} font-weight={700} fill="#3b3022">
        {t('ui.metalMarkers')}
      </text>
      {markerGoods.map((goods, i) => (
        <g transform={`translate(${16 + i * 30},24)`} data-metal={goods.join(' ')}>
          <rect x={-12} y={-12} width={24} height={24} rx={4} fill="#e9e4da" stroke="#4a3a28" />
          {goods.length === 1
            ? GoodGlyph({ good: goods[0], r: 8 })
            : goods.map((good, k) => (
                <g transform={`translate(${k ? 5 : -5},0)`}>{GoodGlyph({ good, r: 5 })}</g>
              ))}
        </g>
      ))}
      {metal === 0 ? (
        <text y={28} font-size={13} fill="#8a7a66">
          0
        </text>
      ) : null}
    </g>,
  );
  parts.push(
    <g transform={`translate(${CELL_W * 2 + 30},${extraTop})`} class={changed.has('bag') ? 'changed' : null}>
      <title>
        {t('ui.labelValue', {
          label: t('ui.bag'),
          value: ['coal', 'ironOre', 'silverOre'].map((o) => `${t('good.' + o)} ${bag[o] ?? 0}`).join(', '),
        })}
      </title>
      <text y={0} font-size={15} font-weight={700} fill="#3b3022">
        {t('ui.bag')}
      </text>
      <path
        d="M6,14 C-4,24 -2,46 22,46 C46,46 48,24 38,14 L30,10 L14,10 Z"
        fill="#c9a877"
        stroke="#4a3a28"
        stroke-width={1.5}
        transform="translate(0,2)"
      />
      <path d="M13,13 Q22,7 31,13" fill="none" stroke="#4a3a28" stroke-width={2} transform="translate(0,2)" />
      {['coal', 'ironOre', 'silverOre'].map((o, i) => (
        <g transform={`translate(${70 + i * 70},30)`}>
          {OreDisc({
            ore: o,
            x: 0,
            y: 0,
            w: 22,
            hgt: 8,
          })}
          <text x={16} y={5} font-size={15} font-weight={700} fill="#3b3022">
            {'×' + (bag[o] ?? 0)}
          </text>
          <title>{t('good.' + o)}</title>
        </g>
      ))}
    </g>,
  );

  // Legend: how workers and markers are drawn.
  const legendTop = extraTop + 78;
  const items = [
    [
      Meeple({
        color: '#ddd',
        ink: '#333',
      }),
      t('ui.standing'),
    ],
    [
      Meeple({
        color: '#ddd',
        ink: '#333',
        lying: true,
        y: -3,
      }),
      t('ui.lying'),
    ],
    [
      <g transform="scale(1.6)">
        {CountBadge({
          x: 0,
          y: 0,
          n: 2,
        })}
      </g>,
      t('ui.workerCount'),
    ],
    [<path d={STAR} fill="#fff7d6" stroke="#5a4200" stroke-width={1} />, t('ui.startHex')],
    [
      Shield({
        color: '#fffaf0',
        label: 2,
        dashed: true,
      }),
      t('ui.propertyValue'),
    ],
    [
      Hourglass({
        scale: 0.8,
      }),
      t('ui.present'),
    ],
  ];
  // Items flow left to right and wrap to a new row when the next one would
  // not fit (widths estimated from the label length).
  const LEGEND_ROW = 30;
  let lx = 14;
  let ly = legendTop;
  const legend = [];
  for (const [icon, label] of items) {
    const w = 40 + label.length * 7;
    if (lx > 14 && lx + w - 12 > CELL_W * COLS) {
      lx = 14;
      ly += LEGEND_ROW;
    }
    legend.push(
      <g transform={`translate(${lx},${ly})`}>
        <g transform="translate(10,0)">{icon}</g>
        <text x={24} y={5} font-size={13} fill="#3b3022">
          {label}
        </text>
      </g>,
    );
    lx += w;
  }
  parts.push(
    <g class="nl-legend" aria-label={t('ui.legend')}>
      {legend}
    </g>,
  );
  const height = ly + 22;
  return (
    <svg
      class="nl-supply"
      viewBox={`0 0 ${CELL_W * COLS} ${height}`}
      role="group"
      aria-label={t('ui.supply')}
    >
      {parts}
    </svg>
  );
}
