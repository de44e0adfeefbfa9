// After a mine is built or emptied, its owner stacks the ores just drawn:
// tapped one by one, top first, on a row of discs above the mine (each a
// 40 px target on a phone). Each tap narrows the legal `stack` actions to
// those with that ore at the next place; the last one plays.

import { clickable } from '../../ui/board/clickable.js';
import { ORE_COLOR } from './glyphs.jsx';

const R = 21; // disc radius, in map units
const GAP = 8;

// The ores of `pending` in draw order, each with the place (1-based) the
// candidates' common prefix gives it, or else the stack actions that put it next.
export function oreChoices(pending, candidates) {
  const stacks = (candidates || []).filter((a) => a.type === 'stack' && Array.isArray(a.order));
  if (!pending || !Array.isArray(pending.ores) || stacks.length === 0) return [];
  const n = pending.ores.length;
  let k = 0; // places already decided: the common prefix of the orders left
  while (k < n && stacks.every((a) => a.order[k] === stacks[0].order[k])) k++;
  const out = pending.ores.map((good) => ({ good, place: null, acts: [] }));
  for (let i = 0; i < k; i++) {
    const disc = out.find((o) => o.place === null && o.good === stacks[0].order[i]);
    if (disc) disc.place = i + 1;
  }
  // Every ore not placed yet may be tapped; two of a kind stand for the same actions.
  for (const o of out) if (o.place === null) o.acts = stacks.filter((a) => a.order[k] === o.good);
  return out;
}

export function OreChooser({ x, y, pending, candidates, t, onPick }) {
  const discs = oreChoices(pending, candidates);
  if (discs.length === 0) return null;
  const w = discs.length * 2 * R + (discs.length - 1) * GAP;
  return (
    <g class="nl-ore-chooser" transform={`translate(${x},${y})`}>
      <rect x={-w / 2 - 8} y={-R - 8} width={w + 16} height={2 * R + 16} rx={R + 8} class="nl-ore-tray" />
      {discs.map((o, i) => {
        const cx = -w / 2 + R + i * (2 * R + GAP);
        const name = t('good.' + o.good);
        const target = o.acts.length > 0;
        return (
          <g
            class={'nl-ore' + (target ? ' nl-target bk-target' : '')}
            data-ore={o.good}
            {...(target ? clickable(() => onPick(o.acts)) : { role: 'img', 'aria-label': name })}
          >
            <title>{o.place ? t('ui.orePlaced', { ore: name, n: o.place }) : name}</title>
            {target ? <circle cx={cx} cy={0} r={R + 3} class="bk-halo" /> : null}
            <circle
              cx={cx}
              cy={0}
              r={R - 3}
              fill={ORE_COLOR[o.good] || '#999'}
              stroke="#222"
              stroke-width={1.5}
              opacity={o.place ? 0.45 : 1}
            />
            {o.place ? (
              <text x={cx} y={6} text-anchor="middle" font-size={18} font-weight={700} class="nl-ore-place">
                {String(o.place)}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}
