// Wellington's counters: the local delivery counters, the foreign ones a large
// port unlocks, and the wool counters (p. 10, 15, 16), each with its value,
// transport cost, reward card, VP and the discs the players placed on it. A
// counter stands for the "deliver" (or "wool") actions onto it.
import { seatColor, NO_CHANGES } from '../../ui/board/index.js';
import { data, participants } from './wellingtonData.js';
import { WlPanel, Target, VpBadge } from './WellingtonTiles.jsx';
import { counterTip } from './tips.js';

const W = 80;
const H = 74;

function Counter({ view, def, kind, index, x, y, acts, onPick, t, mark }) {
  const discs = participants(view)
    .map((p) => ({ p, n: ((kind === 'wool' ? p.wool : p.delivered) || [])[index] || 0 }))
    .filter((d) => d.n > 0);
  const words = [
    counterTip(kind, index, t),
    ...discs.map((d) => t('wl.discsOf', { name: d.p.name, n: d.n })),
  ];
  return (
    <Target
      actions={acts}
      onPick={onPick}
      title={words.join(' · ')}
      box={[x, y, W - 4, H - 6]}
      mark={mark}
      data={{ 'data-counter': index, 'data-kind': kind }}
    >
      <rect
        x={x}
        y={y}
        width={W - 4}
        height={H - 6}
        rx="8"
        fill={kind === 'wool' ? '#eef3e4' : '#f6eedb'}
        stroke="#9b8a6a"
      />
      <circle
        cx={x + 17}
        cy={y + 17}
        r="13"
        fill="#fff"
        stroke={def.border === 'black' ? '#222' : '#bbb'}
        stroke-width="3"
      />
      <text x={x + 17} y={y + 22} text-anchor="middle" font-size="14" font-weight="700" fill="#2c2418">
        {def.value}
      </text>
      <VpBadge x={x + W - 17} y={y + 11} vp={def.vp} />
      {def.transport ? (
        <text x={x + 34} y={y + 14} font-size="12" font-weight="700" fill="#a01c1c">
          {'−' + def.transport}
        </text>
      ) : null}
      {def.pounds ? (
        <text x={x + 34} y={y + 28} font-size="12" font-weight="700" fill="#2d6a1e">
          {'+' + def.pounds}
        </text>
      ) : null}
      {def.card && def.card !== 'none' ? (
        <text x={x + 5} y={y + 47} font-size="12" fill="#2c2418">
          {t('wl.cardShort.' + def.card)}
        </text>
      ) : null}
      {discs.map((d, k) => (
        <g key={k} class="wl-disc" data-seat={d.p.seat}>
          <circle cx={x + 11 + k * 19} cy={y + 57} r="8" fill={seatColor(view, d.p.seat)} stroke="#222" />
          {d.n > 1 ? (
            <text x={x + 11 + k * 19} y={y + 61} text-anchor="middle" font-size="12" fill="#111">
              {d.n}
            </text>
          ) : null}
        </g>
      ))}
    </Target>
  );
}

export function WellingtonCounters({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const well = data.wellington || {};
  const delivery = (well.delivery || []).map((def, i) => ({ def, i, kind: 'deliver' }));
  const wool = (well.wool || []).map((def, i) => ({ def, i, kind: 'wool' }));
  const local = delivery.filter((c) => typeof c.def.largePort !== 'number');
  const foreign = [...delivery, ...wool].filter((c) => typeof c.def.largePort === 'number');
  const woolLocal = wool.filter((c) => typeof c.def.largePort !== 'number');
  const groups = [
    { key: 'wl.localDelivery', items: local },
    { key: 'wl.foreign', items: foreign },
    { key: 'wl.woolCounters', items: woolLocal },
  ];
  let y = 0;
  const drawn = [];
  for (const g of groups) {
    drawn.push(
      <text key={g.key} x="4" y={y + 14} font-size="12" font-weight="700" fill="#2c2418">
        {t(g.key)}
      </text>,
    );
    y += 20;
    g.items.forEach((c, k) => {
      const acts = (legal || []).filter((a) => a.type === c.kind && a.counter === c.i);
      drawn.push(
        <Counter
          key={c.kind + c.i}
          view={view}
          def={c.def}
          kind={c.kind === 'wool' ? 'wool' : 'delivery'}
          index={c.i}
          x={4 + (k % 4) * (W + 4)}
          y={y + Math.floor(k / 4) * H}
          acts={acts}
          onPick={onPick}
          t={t}
          mark={changed.has(`counter:${c.kind === 'wool' ? 'wool' : 'delivery'}:${c.i}`)}
        />,
      );
    });
    y += Math.ceil(g.items.length / 4) * H;
  }
  return (
    <WlPanel id="counters" title={t('wl.counters')} height={y + 2}>
      {drawn}
    </WlPanel>
  );
}
