// The pieces every part of the Fields of Arle board draws with: a clickable
// element (tooltip, halo, change mark), a label of several lines, a name
// fitted to its tile (fit.js).
import { dispatch, ChangeMark } from '../../ui/board/index.js';
import { fitLabel } from './fit.js';

// Splits a label into at most `lines` lines of about `width` characters.
export function wrap(text, width, lines = 2) {
  const words = String(text).split(/\s+/);
  const out = [''];
  for (const w of words) {
    const cur = out[out.length - 1];
    if (!cur) out[out.length - 1] = w;
    else if ((cur + ' ' + w).length <= width || out.length >= lines) out[out.length - 1] = cur + ' ' + w;
    else out.push(w);
  }
  return out.map((l) => (l.length > width + 2 ? l.slice(0, width + 1) + '…' : l));
}

// One board element: tooltip, halo when it has actions, click/Enter plays.
// Actions open at any time of the work phase (the engine's freeLegal): an element that offers only
// these is marked data-free, so that the board kit's pill to the choices and the chips' dots lead
// to the decision itself (a worker to place, or the panel's « combien de fois ? »), not to the
// animals. When the decision offers nothing else (releasing animals the farm cannot hold), they
// are its answers and are not marked.
const FREE_TYPES = new Set(['move', 'load', 'discard', 'boat', 'release']);
export const onlyFree = (legal) => legal.length > 0 && legal.every((a) => FREE_TYPES.has(a.type));

export function El({ x, y, w, hgt, acts, info, ctx, dim, rx = 6, ck, children }) {
  const live = acts && acts.length > 0;
  const free = live && !ctx.onlyFree && acts.every((a) => FREE_TYPES.has(a.type));
  // ck: the element's key in the board's `changed` set (web/src/games/arle/changes.js).
  const changed = Boolean(ck) && Boolean(ctx.changed) && ctx.changed.has(ck);
  const activate = (e) => {
    e.stopPropagation();
    if (live) ctx.pick ? ctx.pick(acts) : dispatch(acts, ctx.play, ctx.onChoose);
    else ctx.setInfo(info);
  };
  return (
    <g
      class={
        'ar-el' +
        (live ? ' ar-target bk-target' : '') +
        (dim && !live ? ' ar-dim' : '') +
        (changed ? ' changed' : '')
      }
      tabindex={live ? 0 : undefined}
      role={live ? 'button' : undefined}
      data-free={free ? '' : undefined}
      onClick={activate}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          activate(e);
        }
      }}
    >
      <title>{(info || []).join('\n')}</title>
      {children}
      {live ? <rect class="bk-halo" x={x - 2} y={y - 2} width={w + 4} height={hgt + 4} rx={rx + 2} /> : null}
      {changed ? <ChangeMark x={x + w - 5} y={y + 5} r={6} /> : null}
    </g>
  );
}
export function Label({ x, y, lines, size = 11, weight = 400, anchor = 'start', fill = '#2c2418' }) {
  return (
    <text x={x} y={y} font-size={size} font-weight={weight} text-anchor={anchor} fill={fill}>
      {lines.map((l, i) => (
        <tspan x={x} dy={i === 0 ? 0 : size * 1.15}>
          {l}
        </tspan>
      ))}
    </text>
  );
}
// A name fitted to its tile (fit.js): wrapped, and smaller when it must be.
export function FitLabel({ x, y, text, fit, weight = 600, fill }) {
  const { lines, size } = fitLabel(text, fit);
  return (
    <g class="ar-fit" data-width={fit.width}>
      <Label x={x} y={y} lines={lines} size={size} weight={weight} fill={fill} />
    </g>
  );
}
