// The tiles of the Wellington supply as the view gives them ({kind: worker |
// hazard | bonus}): drawn the same on the job market, the bonus-tile market and
// the prediction spaces. Each takes its top-left corner and size.
import { clickable, ChangeMark } from '../../ui/board/index.js';
import { workerTip, hazardTileTip } from './tips.js';
import { WORKER_COLORS, data } from './wellingtonData.js';

// A small drawing of each worker type, so the tile reads without colour too.
export function WorkerGlyph({ worker, cx, cy, s = 1 }) {
  const st = { stroke: '#fff', 'stroke-width': 2.4 * s, fill: 'none', 'stroke-linecap': 'round' };
  switch (worker) {
    case 'shepherd': // a crook
      return (
        <path
          {...st}
          d={`M${cx - 2 * s},${cy + 10 * s} L${cx - 2 * s},${cy - 5 * s} A${5 * s},${5 * s} 0 1 1 ${cx + 8 * s},${cy - 5 * s}`}
        />
      );
    case 'builder': // a hammer
      return (
        <g {...st}>
          <path d={`M${cx - 6 * s},${cy + 10 * s} L${cx + 3 * s},${cy - 3 * s}`} />
          <path d={`M${cx - 3 * s},${cy - 8 * s} L${cx + 9 * s},${cy + 1 * s}`} stroke-width={5 * s} />
        </g>
      );
    case 'sailor': // an anchor
      return (
        <g {...st}>
          <circle cx={cx} cy={cy - 8 * s} r={2.5 * s} />
          <path
            d={`M${cx},${cy - 5 * s} L${cx},${cy + 10 * s} M${cx - 5 * s},${cy - 2 * s} L${cx + 5 * s},${cy - 2 * s}`}
          />
          <path
            d={`M${cx - 8 * s},${cy + 3 * s} Q${cx - 7 * s},${cy + 11 * s} ${cx},${cy + 10 * s} Q${cx + 7 * s},${cy + 11 * s} ${cx + 8 * s},${cy + 3 * s}`}
          />
        </g>
      );
    default: // shears
      return (
        <g {...st}>
          <circle cx={cx - 5 * s} cy={cy + 7 * s} r={3 * s} />
          <circle cx={cx + 5 * s} cy={cy + 7 * s} r={3 * s} />
          <path
            d={`M${cx - 3 * s},${cy + 4 * s} L${cx + 5 * s},${cy - 10 * s} M${cx + 3 * s},${cy + 4 * s} L${cx - 5 * s},${cy - 10 * s}`}
          />
        </g>
      );
  }
}

export function WorkerTile({ worker, x, y, w, h }) {
  return (
    <g class="wl-tile wl-worker" data-worker={worker}>
      <rect x={x} y={y} width={w} height={h} rx="6" fill={WORKER_COLORS[worker] || '#777'} stroke="#2c2418" />
      <WorkerGlyph worker={worker} cx={x + w / 2} cy={y + h / 2 - 1} s={Math.min(w, h) / 40} />
    </g>
  );
}

// A hazard tile: flood (waves) or rockfall (stones), its VP and its tax hand.
export function HazardTile({ tile, x, y, w, h }) {
  const flood = tile.hazard === 'flood';
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    <g class="wl-tile wl-hazard" data-hazard={tile.hazard}>
      <rect x={x} y={y} width={w} height={h} rx="6" fill={flood ? '#7fb2d8' : '#a59582'} stroke="#2c2418" />
      {flood ? (
        <path
          d={`M${x + 6},${cy} q6,-6 12,0 t12,0 t12,0 M${x + 6},${cy + 8} q6,-6 12,0 t12,0 t12,0`}
          stroke="#fff"
          stroke-width="2.5"
          fill="none"
        />
      ) : (
        <g fill="#5d5145">
          <circle cx={cx - 7} cy={cy + 5} r="6" />
          <circle cx={cx + 6} cy={cy + 6} r="5" />
          <circle cx={cx} cy={cy - 3} r="5" />
        </g>
      )}
      <VpBadge x={x + w - 11} y={y + 11} vp={tile.vp} />
      {tile.hand && tile.hand !== 'none' ? (
        <circle
          cx={x + 9}
          cy={y + h - 9}
          r="5.5"
          fill={tile.hand === 'green' ? '#3f8f3a' : '#222'}
          stroke="#fff"
        />
      ) : null}
    </g>
  );
}

export function VpBadge({ x, y, vp }) {
  if (!vp) return null;
  return (
    <g class="wl-vp">
      <path d={`M${x - 10},${y - 9} h20 v12 l-10,7 l-10,-7 z`} fill="#fdf6dc" stroke="#7a5a12" />
      <text x={x} y={y + 3} text-anchor="middle" font-size="12" font-weight="700" fill="#5a3d00">
        {vp < 0 ? '−' + -vp : vp}
      </text>
    </g>
  );
}

// The effect name of a bonus tile (data.json's tiles.bonus, by the tile's id).
export function bonusEffect(tile) {
  const def = ((data.tiles || {}).bonus || [])[tile.id];
  return def ? def.effect : 'token';
}

// A bonus tile: its effect in two short lines, VP, and a cost modifier.
export function BonusTile({ tile, x, y, w, h, t }) {
  const effect = bonusEffect(tile);
  const lines = t('wl.bt.short.' + effect).split('\n');
  return (
    <g class="wl-tile wl-bonus" data-effect={effect}>
      <rect x={x} y={y} width={w} height={h} rx="6" fill="#f3e2b3" stroke="#7a5a12" />
      {lines.map((l, i) => (
        <text key={i} x={x + 4} y={y + h - 6 - (lines.length - 1 - i) * 13} font-size="12" fill="#2c2418">
          {l}
        </text>
      ))}
      <VpBadge x={x + w - 11} y={y + 10} vp={tile.vp} />
      {tile.costMod ? (
        <text x={x + 4} y={y + 13} font-size="12" font-weight="700" fill="#8a1c1c">
          {(tile.costMod > 0 ? '+' : '−') + Math.abs(tile.costMod)}
        </text>
      ) : null}
    </g>
  );
}

// Any supply tile, by its kind.
export function SupplyTile({ tile, x, y, w, h, t }) {
  if (!tile) return null;
  if (tile.kind === 'worker') return <WorkerTile worker={tile.worker} x={x} y={y} w={w} h={h} />;
  if (tile.kind === 'hazard') return <HazardTile tile={tile} x={x} y={y} w={w} h={h} />;
  return <BonusTile tile={tile} x={x} y={y} w={w} h={h} t={t} />;
}

// The tile's full words (tooltip and accessible name).
export function tileTitle(tile, t) {
  if (!tile) return t('wl.empty');
  if (tile.kind === 'worker') return `${t('wl.worker.' + tile.worker)} — ${workerTip(tile.worker, t)}`;
  if (tile.kind === 'hazard') return hazardTileTip(tile, t);
  const mod = tile.costMod
    ? ' ' + t(tile.costMod > 0 ? 'wl.costUp' : 'wl.costDown', { n: Math.abs(tile.costMod) })
    : '';
  return t('wl.bonusTile', { effect: t('wl.bt.' + bonusEffect(tile)), vp: tile.vp || 0 }) + mod;
}

// One market of Wellington: a titled panel holding an SVG of `width`×`height`
// (user units; every part is drawn 340 wide so its text stays at 12 px or
// more on a 360 px phone).
export function WlPanel({ id, title, width = 340, height, children, extra = null }) {
  return (
    <section class={`wl-panel wl-${id}`} data-part={id}>
      <h3 class="wl-title">{title}</h3>
      <svg class="wl-svg" viewBox={`0 0 ${width} ${height}`} role="group" aria-label={title}>
        {children}
      </svg>
      {extra}
    </section>
  );
}

// An element that stands for legal actions: highlighted, focusable, and
// handing them to the board's selection when clicked. Without actions it is
// drawn as it is; when the board gave an info callback (`onPick.info`, set by
// Wellington from its `onInfo` prop) a tap on it shows its words in the info
// line, as a tooltip does with a mouse. `box` is the halo's rectangle [x, y, w, h].
// `mark`: the element changed since the seat last looked (the kit's ring and mark).
export function Target({ actions, onPick, title, box, cls = '', data: attrs = {}, mark = false, children }) {
  const on = actions && actions.length > 0;
  const info = !on && onPick && typeof onPick.info === 'function' ? onPick.info : null;
  const props = on
    ? clickable((e) => {
        if (e && e.stopPropagation) e.stopPropagation();
        onPick(actions);
      })
    : info
      ? { onClick: () => info(title) }
      : {};
  return (
    <g
      class={
        'wl-el' +
        (on ? ' wl-target bk-target' : '') +
        (info ? ' wl-info' : '') +
        (cls ? ' ' + cls : '') +
        (mark ? ' changed' : '')
      }
      {...attrs}
      {...props}
    >
      <title>{title}</title>
      {children}
      {on && box ? (
        <rect class="bk-halo" x={box[0] - 3} y={box[1] - 3} width={box[2] + 6} height={box[3] + 6} rx="8" />
      ) : null}
      {mark && box ? <ChangeMark x={box[0] + box[2] - 4} y={box[1] + 4} r={7} /> : null}
    </g>
  );
}
