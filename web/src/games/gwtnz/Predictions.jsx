// Wellington's four prediction spaces (two A, two B) with the tiles on them,
// and the Wellington supply: the two bags, of which only the number of tiles
// left is shown (p. 10–11: steps 3–4 take a tile from an A space and a B
// space; the upkeep refills them from the bags).
import { NO_CHANGES } from '../../ui/board/index.js';
import { WlPanel, Target, SupplyTile, tileTitle } from './WellingtonTiles.jsx';

const SPACES = [
  { x: 10, bag: 'A' },
  { x: 80, bag: 'A' },
  { x: 190, bag: 'B' },
  { x: 260, bag: 'B' },
];

function Bag({ x, y, letter, n, t, mark }) {
  return (
    <g class={'wl-bag' + (mark ? ' changed' : '')} data-bag={letter}>
      <title>{t('wl.bag', { bag: letter, n })}</title>
      <path
        d={`M${x + 10},${y + 8} q-10,10 -10,26 q0,14 22,14 h16 q22,0 22,-14 q0,-16 -10,-26 z`}
        fill="#b98a55"
        stroke="#5c3d1a"
      />
      <path d={`M${x + 12},${y + 8} h26 l-4,-6 h-18 z`} fill="#8e6637" stroke="#5c3d1a" />
      <text x={x + 30} y={y + 34} text-anchor="middle" font-size="14" font-weight="700" fill="#fff">
        {letter}
      </text>
      <text x={x + 66} y={y + 24} font-size="13" fill="#2c2418">
        {t('wl.bagLeft', { n })}
      </text>
    </g>
  );
}

export function Predictions({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const well = view.wellington || {};
  const tiles = well.predictions || [];
  const predicts = (legal || []).filter((a) => a.type === 'predict');
  return (
    <WlPanel id="predictions" title={t('wl.predictions')} height={150}>
      <text x="75" y="14" text-anchor="middle" font-size="12" fill="#2c2418">
        {t('wl.predictA')}
      </text>
      <text x="255" y="14" text-anchor="middle" font-size="12" fill="#2c2418">
        {t('wl.predictB')}
      </text>
      {SPACES.map((s, i) => {
        const tile = tiles[i];
        const acts = predicts.filter((a) => a.space === i);
        return (
          <Target
            key={i}
            actions={acts}
            onPick={onPick}
            title={t('wl.predictSpace', { bag: s.bag, tile: tileTitle(tile, t) })}
            box={[s.x, 22, 60, 56]}
            mark={changed.has(`prediction:${i}`)}
            data={{ 'data-space': i }}
          >
            <rect x={s.x - 2} y="20" width="64" height="60" rx="8" fill="#e6dcc6" stroke="#9b8a6a" />
            {tile ? (
              <SupplyTile tile={tile} x={s.x} y={22} w={60} h={56} t={t} />
            ) : (
              <text x={s.x + 30} y="56" text-anchor="middle" font-size="16" fill="#9b8a6a">
                {s.bag}
              </text>
            )}
          </Target>
        );
      })}
      <Bag x={10} y={94} letter="A" n={well.bagA || 0} t={t} mark={changed.has('bag:A')} />
      <Bag x={190} y={94} letter="B" n={well.bagB || 0} t={t} mark={changed.has('bag:B')} />
    </WlPanel>
  );
}
