// The 19 terrain hexes with their building tiles. Hexes and tiles that stand
// for legal actions are highlighted and clickable; every tile can be tapped
// to read about it.

import { clickable } from '../../ui/board/clickable.js';
import { NO_CHANGES, changeMark } from '../../ui/board/index.js';
import { HEX_BADGE, HEX_R, TILE_H, hexCenter, hexPoints, tileSlot } from './geometry.js';
import { ORE_COLOR, STAR, TERRAIN, TerrainIcon } from './glyphs.jsx';
import { TileFace } from './Tile.jsx';
import { OreChooser } from './OreChooser.jsx';
import { hexLabel, hexLines, buildingLines } from './text.js';
import { tileActions, stackActionsFor, hexActions, sourceActions } from './targets.js';
function Star({ x, y }) {
  return (
    <path transform={`translate(${x},${y})`} d={STAR} fill="#fff7d6" stroke="#5a4200" stroke-width={1} />
  );
}
function BuildingTile({
  model,
  building,
  view,
  legal,
  sources,
  lang,
  t,
  pos,
  onPick,
  onInfo,
  crowded = false,
  changed = NO_CHANGES,
}) {
  const p = view.pending;
  const stacking = (legal || []).some((a) => a.type === 'stack');
  // The owner stacking them taps the ores on the chooser drawn above the mine instead.
  const pendingOres = p && p.type === 'stack' && p.building === building.id && !stacking ? p.ores : null;
  // While choosing what to pay with, a tile whose workers may pay stands for those choices.
  const paying = sources && sources.includes(building.id) ? sourceActions(legal, building.id) : [];
  const own = [...tileActions(legal, building.id), ...stackActionsFor(legal, view, building.id)];
  // While narrowing (`sources` given), the tile standing for every choice left is the one chosen.
  const chosen = Boolean(sources) && paying.length === 0 && own.length > 1 && own.length === legal.length;
  const acts = paying.length ? paying : chosen ? [] : own;
  const lines = buildingLines(model, building, view, lang);
  const target = acts.length > 0;
  const pick = (e) => {
    e.stopPropagation();
    onInfo(lines);
    if (target) onPick(acts);
  };
  return (
    <g
      transform={`translate(${pos.x},${pos.y}) scale(${pos.scale})`}
      class={
        'nl-tile' +
        (target ? ' nl-target bk-target' : '') +
        (chosen ? ' bk-selected' : '') +
        (changed.has(`tile:${building.id}`) ? ' changed' : '')
      }
      data-building={building.id}
      {...clickable(pick)}
      tabindex={target ? 0 : -1}
    >
      <title>{lines.join('\n')}</title>
      {
        // The halo hugs the tile: wider, it would cover the edge (and the workers
        // standing there) of the neighbouring tile drawn before it.
        target || chosen ? <rect x={-36.5} y={-28.5} width={73} height={57} rx={7} class="bk-halo" /> : null
      }
      {TileFace({
        model,
        kindId: building.kind,
        building,
        view,
        t,
        crowded,
      })}
      {
        // Above the tile's top right corner, clear of its name.
        changeMark(changed, `tile:${building.id}`, { x: 29, y: -33, r: 8 })
      }
      {pendingOres
        ? PendingOres({
            ores: pendingOres,
          })
        : null}
    </g>
  );
}

// After a mine is built or emptied, the ores just drawn wait above it until
// their owner chooses the order.
function PendingOres({ ores }) {
  const w = 14 + ores.length * 14;
  return (
    <g transform="translate(0,-40)" class="nl-pending">
      <rect
        x={-w / 2}
        y={-10}
        width={w}
        height={20}
        rx={10}
        fill="#fffaf0"
        stroke="#f5b800"
        stroke-width={2}
      />
      {ores.map((o, i) => (
        <circle
          cx={-w / 2 + 14 + i * 14}
          cy={0}
          r={5.5}
          fill={ORE_COLOR[o] || '#999'}
          stroke="#222"
          stroke-width={0.9}
        />
      ))}
      <text x={w / 2 - 8} y={4} text-anchor="middle" font-size={11} font-weight={700} fill="#3b3022">
        ?
      </text>
    </g>
  );
}
export function HexMap({
  model,
  view,
  legal,
  sources = null,
  lang,
  t,
  selectedKind,
  onPick,
  onInfo,
  changed = NO_CHANGES,
}) {
  const byId = new Map((view.buildings || []).map((b) => [b.id, b]));
  const hexes = view.hexes || [];
  const cells = [];
  const tiles = [];
  const pending = view.pending && view.pending.type === 'stack' ? view.pending : null;
  let chooser = null;
  for (const hex of hexes) {
    const c = hexCenter(hex.q, hex.r);
    const placed = hex.buildings || [];
    const all = hexActions(legal, hex.id, selectedKind);
    // While narrowing (`sources` given), the hex standing for every choice left is the one chosen.
    const chosen = Boolean(sources) && all.length > 1 && all.length === legal.length;
    const acts = chosen ? [] : all;
    const target = acts.length > 0;
    const terr = TERRAIN[hex.terrain] || TERRAIN.field;
    const lines = hexLines(hex, lang);
    const pick = () => {
      onInfo(lines);
      if (target) onPick(acts);
    };
    cells.push(
      <g
        class={
          'nl-hex' +
          (target ? ' nl-target' : '') +
          (chosen ? ' nl-chosen' : '') +
          (changed.has(`hex:${hex.id}`) ? ' changed' : '')
        }
        data-hex={hex.id}
        {...clickable(pick)}
        tabindex={target ? 0 : -1}
      >
        <title>{lines.join('\n')}</title>
        <polygon
          points={hexPoints(c.x, c.y, HEX_R - 1.5)}
          fill={terr.fill}
          stroke="#3b3022"
          stroke-width={3}
          stroke-linejoin="round"
        />
        <polygon
          points={hexPoints(c.x, c.y, HEX_R - 4)}
          fill={`url(#nl-pat-${hex.terrain})`}
          pointer-events="none"
        />
        {hex.start ? (
          <polygon
            points={hexPoints(c.x, c.y, HEX_R - 10)}
            fill="none"
            stroke="#fff7d6"
            stroke-width={3}
            stroke-dasharray="10 6"
            pointer-events="none"
          />
        ) : null}
        {target || chosen ? (
          <polygon points={hexPoints(c.x, c.y, HEX_R - 6)} class="nl-hex-halo" pointer-events="none" />
        ) : null}
        <g pointer-events="none">
          <circle
            cx={c.x - (hex.start ? 12 : 0)}
            cy={c.y + HEX_BADGE.y}
            r={HEX_BADGE.r}
            fill="#fbf6e9"
            stroke="#3b3022"
            stroke-width={1.5}
          />
          <text
            x={c.x - (hex.start ? 12 : 0)}
            y={c.y + HEX_BADGE.y + 7}
            text-anchor="middle"
            font-size={HEX_BADGE.size}
            font-weight={700}
            fill="#3b3022"
            class="nl-hex-letter"
          >
            {hexLabel(hex.id)}
          </text>
          {changeMark(
            changed,
            `hex:${hex.id}`,
            // Above a single (larger) tile, else in the top right corner.
            placed.length === 1 ? { x: c.x, y: c.y - 74, r: 12 } : { x: c.x + 46, y: c.y - 60, r: 14 },
          )}
          {hex.start
            ? Star({
                x: c.x + 17,
                y: c.y + HEX_BADGE.y,
              })
            : null}
          {placed.length === 0
            ? TerrainIcon({
                terrain: hex.terrain,
                x: c.x,
                y: c.y - 10,
                size: 16,
              })
            : null}
        </g>
      </g>,
    );
    placed.forEach((id, i) => {
      const b = byId.get(id);
      if (!b) return;
      const o = tileSlot(i, placed.length);
      if (pending && pending.building === id)
        chooser = (
          <OreChooser
            x={c.x + o.x}
            // Over a lone mine's recipe, inside its own hex (3 discs fit its width);
            // above a mine that shares its hex.
            y={placed.length === 1 ? c.y + o.y + 8 : c.y + o.y - (TILE_H * o.scale) / 2 - 27}
            pending={pending}
            candidates={legal}
            t={t}
            onPick={onPick}
          />
        );
      tiles.push(
        <BuildingTile
          key={id}
          model={model}
          building={b}
          view={view}
          legal={legal}
          sources={sources}
          changed={changed}
          crowded={placed.length > 1}
          lang={lang}
          t={t}
          pos={{
            x: c.x + o.x,
            y: c.y + o.y,
            scale: o.scale,
          }}
          onPick={onPick}
          onInfo={onInfo}
        />,
      );
    });
  }
  return (
    <g class="nl-map" aria-label={t('ui.map')}>
      {cells}
      {tiles}
      {chooser}
    </g>
  );
}
