// The exploration track of the main board (p. 17), shared by every player:
// spaces 0 to 16 with the VP each is worth at the end, the gold at 3 and 8, the
// movement tiles still lying at 4 or 6 (set-up step 13), the building spaces
// opened at 2, 4 and 7, the choice at 11, a pound per advance past 16, and each
// player's disc.
import { seatColor, NO_CHANGES } from '../../ui/board/index.js';
import { boardPlayers, data, participants } from './wellingtonData.js';
import { WlPanel, VpBadge, Target } from './WellingtonTiles.jsx';
import { exploreTip } from './tips.js';

const SW = 56;
const ROW = 58;

export function ExplorationTrack({ view, t, onPick, changed = NO_CHANGES }) {
  const ex = data.exploration || {};
  const vp = ex.vp || [];
  const last = typeof ex.last === 'number' ? ex.last : vp.length - 1;
  const tileSpace = (ex.movementTile || {})[boardPlayers(view)];
  const gates = [...new Set(((data.route || {}).nodes || []).map((n) => n.req).filter(Boolean))];
  const tiles = (view.wellington || {}).movementTiles || 0;
  const people = participants(view);
  const perRow = 6;
  const rows = Math.ceil((last + 1) / perRow);
  return (
    <WlPanel id="exploration" title={t('wl.exploration')} height={rows * ROW + 26}>
      {vp.slice(0, last + 1).map((points, k) => {
        const x = 4 + (k % perRow) * SW;
        const y = 4 + Math.floor(k / perRow) * ROW;
        const here = people.filter((p) => Math.min(p.exploration || 0, last) === k);
        const words = [exploreTip(k, t, { players: boardPlayers(view), tiles })];
        for (const p of here) words.push(t('wl.exploreDisc', { name: p.name, n: p.exploration || 0 }));
        return (
          <Target
            key={k}
            actions={[]}
            onPick={onPick}
            title={words.join(' · ')}
            cls="wl-explore"
            box={[x, y, SW - 3, ROW - 6]}
            mark={changed.has(`explore:${k}`)}
            data={{ 'data-space': k }}
          >
            <rect
              x={x}
              y={y}
              width={SW - 3}
              height={ROW - 6}
              rx="5"
              fill={k % 2 ? '#efe4cc' : '#f6eedb'}
              stroke="#9b8a6a"
            />
            <text x={x + 4} y={y + 14} font-size="12" font-weight="700" fill="#2c2418">
              {k}
            </text>
            {points ? <VpBadge x={x + SW - 16} y={y + 11} vp={points} /> : null}
            {(ex.gold || []).includes(k) ? (
              <circle cx={x + 9} cy={y + 26} r="6" fill="#e8c45a" stroke="#7a5a12" />
            ) : null}
            {gates.includes(k) ? (
              <path d={`M${x + 22},${y + 34} v-8 l7,-6 l7,6 v8 z`} fill="#b8631f" stroke="#2c2418" />
            ) : null}
            {k === tileSpace && tiles > 0 ? (
              <g>
                <rect x={x + 2} y={y + 20} width="16" height="12" rx="2" fill="#2f6fb8" />
                <text x={x + 10} y={y + 30} text-anchor="middle" font-size="12" fill="#fff">
                  {tiles}
                </text>
              </g>
            ) : null}
            {k === ex.choice ? (
              <text
                x={x + 27}
                y={y + 31}
                text-anchor="middle"
                font-size="13"
                font-weight="700"
                fill="#6b3fa0"
              >
                ?
              </text>
            ) : null}
            {here.map((p, i) => (
              <circle
                key={i}
                class="wl-disc"
                data-seat={p.seat}
                cx={x + 9 + i * 12}
                cy={y + 44}
                r="5.5"
                fill={seatColor(view, p.seat)}
                stroke="#222"
              />
            ))}
          </Target>
        );
      })}
      <text x="4" y={rows * ROW + 18} font-size="12" fill="#2c2418">
        {t('wl.exploreLegend')}
      </text>
    </WlPanel>
  );
}
