// The job market (Marché de l'emploi): one column per worker type, rows from
// the dearest (top) to the cheapest, the hiring cost at the right of each row
// (p. 13). A worker stands for the "hire" actions of its row and type.
import { NO_CHANGES } from '../../ui/board/index.js';
import { WORKERS } from './wellingtonData.js';
import { WlPanel, Target, WorkerTile } from './WellingtonTiles.jsx';
import { workerTip } from './tips.js';

const X0 = 6;
const COL = 66;
const TOP = 30;
const ROW = 46;

export function JobMarket({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const rows = (view.wellington || {}).jobMarket || [];
  const hires = (legal || []).filter((a) => a.type === 'hire');
  const height = TOP + rows.length * ROW + 4;
  return (
    <WlPanel id="jobs" title={t('wl.jobs')} height={height}>
      {WORKERS.map((w, k) => (
        <text
          key={w}
          class="wl-colhead"
          x={X0 + k * COL + 31}
          y="18"
          text-anchor="middle"
          font-size="12"
          fill="#2c2418"
        >
          {t('wl.workerShort.' + w)}
        </text>
      ))}
      <text x={X0 + 4 * COL + 34} y="18" text-anchor="middle" font-size="12" fill="#2c2418">
        {t('wl.cost')}
      </text>
      {rows.map((row, r) => {
        const y = TOP + r * ROW;
        return (
          <g key={r} class="wl-jobrow" data-row={r}>
            <rect
              x={X0 - 2}
              y={y - 2}
              width={4 * COL}
              height={ROW - 2}
              rx="6"
              fill={r % 2 ? '#efe4cc' : '#f6eedb'}
            />
            {WORKERS.map((w, k) => {
              const x = X0 + k * COL + 3;
              const here = row.workers[k];
              const acts = hires.filter((a) => a.row === r && a.worker === k);
              const title = here
                ? `${t('wl.jobSlot', { worker: t('wl.worker.' + w), cost: row.cost })} — ${workerTip(w, t)}`
                : t('wl.jobFree', { worker: t('wl.worker.' + w), cost: row.cost });
              return (
                <Target
                  key={w}
                  actions={acts}
                  onPick={onPick}
                  title={title}
                  box={[x, y + 1, 56, 38]}
                  mark={changed.has(`job:${r}:${k}`)}
                  data={{ 'data-row': r, 'data-worker': w, 'data-filled': here ? 1 : 0 }}
                >
                  {here ? (
                    <WorkerTile worker={w} x={x} y={y + 1} w={56} h={38} />
                  ) : (
                    <rect
                      x={x}
                      y={y + 1}
                      width="56"
                      height="38"
                      rx="6"
                      fill="none"
                      stroke="#b9a57e"
                      stroke-dasharray="4 3"
                    />
                  )}
                </Target>
              );
            })}
            <g class="wl-coin">
              <circle cx={X0 + 4 * COL + 34} cy={y + 20} r="15" fill="#e8c45a" stroke="#7a5a12" />
              <text
                x={X0 + 4 * COL + 34}
                y={y + 25}
                text-anchor="middle"
                font-size="14"
                font-weight="700"
                fill="#3d2a00"
              >
                {row.cost}
              </text>
            </g>
          </g>
        );
      })}
    </WlPanel>
  );
}
