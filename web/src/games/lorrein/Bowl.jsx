// The chance bowl with its beads, and the three holes with the beads just thrown.
import { clickable, NO_CHANGES, ChangeMark } from '../../ui/board/index.js';
import { typeActions } from './targets.js';

export const BEAD_COLORS = {
  brown: '#7a4a22',
  blue: '#2f6fb8',
  green: '#3e9a3e',
  yellow: '#e9c72c',
  purple: '#8a4fc0',
  red: '#d02a2a',
};

// The good each colour of bead gives (the order of the landscapes and raw materials).
export const BEAD_GOODS = { brown: 'wood', blue: 'stone', green: 'cow', yellow: 'wheat', purple: 'lavender' };

const Chip = ({ colour }) => <span class="lr-chip" style={{ '--lr-c': BEAD_COLORS[colour] }} />;

// What a bead thrown gives, colour by colour: the bowl is read without the rules.
export function BeadLegend({ t }) {
  return (
    <p class="lr-legend">
      <span>
        {t('ui.legend')}
        {t('ui.colon')}
      </span>
      {Object.entries(BEAD_GOODS).map(([colour, good]) => (
        <span key={colour} class="lr-legend-item" title={t('bead.' + colour)}>
          <Chip colour={colour} />
          {t('good.' + good)}
        </span>
      ))}
      <span class="lr-legend-item">
        <Chip colour="red" />
        {t('ui.redGives')}
      </span>
    </p>
  );
}

// Changing the bowl: one button per colour that may be taken out (the beads in
// the bowl are small to tap on a phone); a click narrows the choice to that colour.
export function TakeOut({ legal, t, onPick }) {
  const swaps = (legal || []).filter((a) => a.type === 'swapBead');
  const colours = [...new Set(swaps.map((a) => a.remove))];
  if (!colours.length) return null;
  return (
    <div class="lr-trade-buttons lr-takeout" role="group" aria-label={t('ui.takeOut')}>
      <span class="lr-small">
        {t('ui.takeOut')}
        {t('ui.colon')}
      </span>
      {colours.map((colour) => (
        <button
          key={colour}
          type="button"
          class="lr-btn lr-target"
          data-bead={colour}
          onClick={() => onPick(swaps.filter((a) => a.remove === colour))}
        >
          <Chip colour={colour} /> {t('bead.' + colour)}
        </button>
      ))}
    </div>
  );
}

// The end of the construction step, beside the bowl that starts the next player's turn.
function EndConstruction({ legal, t, onPick }) {
  const acts = typeActions(legal, 'endConstruction');
  if (!acts.length) return null;
  return (
    <div class="lr-takeout">
      <button type="button" class="lr-btn lr-target lr-end" onClick={() => onPick(acts)}>
        {t('act.endConstruction')}
      </button>
    </div>
  );
}

export function Bowl({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const beads = [];
  for (const [colour, n] of Object.entries(view.bowl)) for (let k = 0; k < n; k++) beads.push(colour);
  const throwActs = typeActions(legal, 'throw');
  const cx = 70;
  const cy = 62;
  return (
    <div class="lr-bowlwrap">
      <svg
        class={
          'lr-bowl' +
          (throwActs.length ? ' lr-target bk-target' : '') +
          (changed.has('bowl') ? ' changed' : '')
        }
        viewBox="0 0 240 140"
        aria-label={t('ui.bowl')}
        {...(throwActs.length ? clickable(() => onPick(throwActs)) : { role: 'img' })}
      >
        <title>{t('ui.bowl')}</title>
        <ellipse cx={cx} cy={cy} rx="62" ry="54" fill="#c9a46c" stroke="#6b4b22" stroke-width="3" />
        {throwActs.length ? <ellipse class="bk-halo" cx={cx} cy={cy} rx="58" ry="50" /> : null}
        {changed.has('bowl') ? <ChangeMark x={cx + 52} y={cy - 46} r={8} /> : null}
        {beads.map((colour, i) => {
          // Changing the bowl: a bead stands for the changes that take it out.
          const ang = (i / beads.length) * 2 * Math.PI;
          const r = i % 2 ? 22 : 38;
          const swaps = (legal || []).filter((a) => a.type === 'swapBead' && a.remove === colour);
          const x = cx + r * Math.cos(ang);
          const y = cy + r * 0.85 * Math.sin(ang);
          return (
            <g
              key={i}
              class={'lr-bead' + (swaps.length ? ' lr-target' : '')}
              data-bead={colour}
              {...(swaps.length
                ? clickable((e) => {
                    if (e) e.stopPropagation();
                    onPick(swaps);
                  })
                : {})}
            >
              <title>{t('bead.' + colour)}</title>
              <circle
                cx={x}
                cy={y}
                r="7"
                fill={BEAD_COLORS[colour]}
                stroke={swaps.length ? '#f5b800' : '#222'}
                stroke-width={swaps.length ? 3 : 1}
              />
            </g>
          );
        })}
        <text x="185" y="16" text-anchor="middle" font-size="13">
          {t('ui.drawn')}
        </text>
        {[0, 1, 2].map((k) => {
          const colour = view.drawn[k];
          return (
            <g key={'h' + k} class={'lr-hole' + (changed.has(`hole:${k}`) ? ' changed' : '')}>
              <circle cx={150 + k * 35} cy="50" r="14" fill="#4a3518" />
              {colour ? (
                <circle
                  class="lr-drawn"
                  cx={150 + k * 35}
                  cy="50"
                  r="10"
                  fill={BEAD_COLORS[colour]}
                  stroke="#fff"
                >
                  <title>{t('bead.' + colour)}</title>
                </circle>
              ) : null}
            </g>
          );
        })}
        {view.redBeadIn ? (
          <text x="120" y="134" text-anchor="middle" font-size="12" fill="#a01c1c">
            {t('ui.redIn')}
          </text>
        ) : null}
      </svg>
      <TakeOut legal={legal} t={t} onPick={onPick} />
      <EndConstruction legal={legal} t={t} onPick={onPick} />
      <BeadLegend t={t} />
    </div>
  );
}
