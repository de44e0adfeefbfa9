// The bonus-tile market (Marché aux tuiles Bonus): 7 rows with their
// investment cost, the marker in its row (its tiles cannot be taken, p. 13),
// the arrows the marker follows to the next row (black nothing, yellow refill
// the cattle market, turquoise flip the neutral buildings, red end of the
// game, p. 11), and the columns used at this player count (set-up step 7).
// Each row shows its number (1 at the top), as the invest choices name it
// ("rangée 2").
import { NO_CHANGES } from '../../ui/board/index.js';
import { data, FIRST_COLUMN, boardPlayers } from './wellingtonData.js';
import { WlPanel, Target, SupplyTile, tileTitle } from './WellingtonTiles.jsx';
import { investPrice } from './text.js';

const NUM_X = 7; // the row numbers, left of the arrows
const ARROW_X = 21;
const X0 = 30;
const COL = 62;
const TOP = 26;
const ROW = 54;
const ARROW_COLORS = { black: '#2c2418', yellow: '#e0b400', turquoise: '#1aa7a0', red: '#c8372d' };

export function BonusMarket({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const well = view.wellington || {};
  const rows = well.bonusMarket || [];
  const arrows = (data.bonusMarket || {}).arrows || [];
  const first = FIRST_COLUMN[boardPlayers(view)];
  const invests = (legal || []).filter((a) => a.type === 'invest');
  const height = TOP + rows.length * ROW + 22;
  const mx = X0 + 4 * COL + 16;
  const holder =
    (view.players || []).find((p) => p.marker) || (view.sarah && view.sarah.marker ? view.sarah : null);
  return (
    <WlPanel id="bonus" title={t('wl.bonusMarket')} height={height}>
      {[0, 1, 2, 3].map((c) => (
        <text
          key={c}
          x={X0 + c * COL + 29}
          y="17"
          text-anchor="middle"
          font-size="12"
          fill={c >= first ? '#2c2418' : '#8b7d66'}
        >
          {c >= first ? t('wl.column', { n: c + 1 }) : t('wl.unused')}
        </text>
      ))}
      <text x={mx} y="17" text-anchor="middle" font-size="12" fill="#2c2418">
        {t('wl.cost')}
      </text>
      {rows.map((row, r) => {
        const y = TOP + r * ROW;
        const marker = well.markerRow === r;
        const arrow = arrows[r];
        return (
          <g key={r} class={'wl-bonusrow' + (marker ? ' wl-markerrow' : '')} data-row={r}>
            <rect
              x={X0 - 2}
              y={y - 2}
              width={4 * COL}
              height={ROW - 2}
              rx="6"
              fill={marker ? '#e2d6ee' : r % 2 ? '#efe4cc' : '#f6eedb'}
            />
            {row.tiles.map((tile, c) => {
              const x = X0 + c * COL + 2;
              const acts = invests.filter((a) => a.row === r && a.col === c);
              if (c < first && !tile)
                return (
                  <rect key={c} x={x} y={y + 2} width="56" height="44" rx="6" fill="#d9ccb0" opacity="0.5" />
                );
              return (
                <Target
                  key={c}
                  actions={acts}
                  onPick={onPick}
                  title={
                    tile
                      ? tileTitle(tile, t) + ' · ' + t('wl.investCost', { cost: investPrice(view, r, c) })
                      : t('wl.empty')
                  }
                  box={[x, y + 2, 56, 44]}
                  mark={changed.has(`bonus:${r}:${c}`)}
                  data={{ 'data-row': r, 'data-col': c, 'data-filled': tile ? 1 : 0 }}
                >
                  {tile ? (
                    <SupplyTile tile={tile} x={x} y={y + 2} w={56} h={44} t={t} />
                  ) : (
                    <rect
                      x={x}
                      y={y + 2}
                      width="56"
                      height="44"
                      rx="6"
                      fill="none"
                      stroke="#b9a57e"
                      stroke-dasharray="4 3"
                    />
                  )}
                </Target>
              );
            })}
            {arrow ? (
              <g class="wl-arrow" data-arrow={arrow}>
                <title>{t('wl.arrow.' + arrow)}</title>
                <path
                  d={`M${ARROW_X},${y + 14} L${ARROW_X},${y + ROW + 10}`}
                  stroke={ARROW_COLORS[arrow]}
                  stroke-width="5"
                  fill="none"
                />
                <path
                  d={`M${ARROW_X - 7},${y + ROW + 6} L${ARROW_X},${y + ROW + 16} L${ARROW_X + 7},${y + ROW + 6} z`}
                  fill={ARROW_COLORS[arrow]}
                />
              </g>
            ) : null}
            <g class="wl-rowlabel">
              <title>{t('wl.row', { n: r + 1 })}</title>
              <text
                class="wl-rownum"
                x={NUM_X}
                y={y + 27}
                text-anchor="middle"
                font-size="14"
                font-weight="700"
                fill="#2c2418"
              >
                {r + 1}
              </text>
            </g>
            <g class="wl-coin">
              <title>{t('wl.investCost', { cost: row.cost })}</title>
              <circle cx={mx} cy={y + 22} r="14" fill="#e8c45a" stroke="#7a5a12" />
              <text x={mx} y={y + 27} text-anchor="middle" font-size="14" font-weight="700" fill="#3d2a00">
                {row.cost}
              </text>
            </g>
            {marker ? (
              <g class={'wl-marker' + (changed.has('bonus:marker') ? ' changed' : '')}>
                <title>{t('wl.marker')}</title>
                <circle cx={mx + 28} cy={y + 22} r="10" fill="#6b3fa0" stroke="#fff" stroke-width="2" />
              </g>
            ) : null}
          </g>
        );
      })}
      {holder ? (
        <text class="wl-markerheld" x={X0 + 20} y={height - 4} font-size="12" fill="#6b3fa0">
          {t('wl.markerHeld', { name: holder.name })}
        </text>
      ) : null}
    </WlPanel>
  );
}
