// The cattle market (Marché au bétail): the face-up sheep cards, sorted by
// colour as set-up step 9 asks (orange, red, yellow, blue, brown, violet), one
// card per breed with how many copies lie there, its breeding value, wool and
// VP, and its prices by the shepherds used (p. 14). The market deck shows only
// how many cards it holds. A breed stands for the "buy" actions taking it; the
// deck for the "refill" of an unused shepherd.
import { NO_CHANGES } from '../../ui/board/index.js';
import { BREED_COLORS, BUY_OPTIONS, breedOf, breeds, marketOrder, offered } from './wellingtonData.js';
import { WlPanel, Target, VpBadge } from './WellingtonTiles.jsx';

const CW = 54;
const CH = 96;

// The market's cards grouped by breed, in the printed colour order.
export function marketBreeds(market) {
  const order = marketOrder();
  const groups = new Map();
  for (const c of market || []) {
    if (!groups.has(c.breed)) groups.set(c.breed, []);
    groups.get(c.breed).push(c);
  }
  const rank = (id) => {
    const b = breedOf(id);
    const k = b ? order.indexOf(b.color) : -1;
    return k < 0 ? 99 : k;
  };
  return [...groups.entries()]
    .map(([breed, cards]) => ({ breed, cards, def: breedOf(breed) }))
    .sort((a, b) => rank(a.breed) - rank(b.breed) || breeds().indexOf(a.breed) - breeds().indexOf(b.breed));
}

// The prices of a breed: "cost (shepherds)" for each option offering it in this game.
export function breedPrices(breed, view) {
  return BUY_OPTIONS.filter((o) => offered(o, view) && o.breeds.includes(breed)).map((o) => ({
    cost: o.cost,
    shepherds: o.shepherds,
    two: !!o.two,
    token: !!o.token,
  }));
}

function SheepCard({ group, x, y, acts, onPick, t, mark, view }) {
  const def = group.def || {};
  const fill = BREED_COLORS[def.color] || '#ccc';
  const dark = ['black', 'blue', 'brown', 'violet', 'red', 'green'].includes(def.color);
  const prices = breedPrices(group.breed, view);
  const title = [
    t('wl.sheepCard', {
      breed: t('wl.breed.' + group.breed),
      n: group.cards.length,
      breeding: def.breeding,
      wool: def.wool,
      vp: def.vp || 0,
    }),
    ...prices.map((p) =>
      t(p.two ? 'wl.priceTwo' : p.token ? 'wl.priceToken' : 'wl.price', { cost: p.cost, n: p.shepherds }),
    ),
  ].join(' · ');
  return (
    <Target
      actions={acts}
      onPick={onPick}
      title={title}
      box={[x, y, CW - 4, CH]}
      mark={mark}
      data={{ 'data-breed': group.breed, 'data-count': group.cards.length }}
    >
      <rect x={x} y={y} width={CW - 4} height={CH} rx="6" fill="#fffdf6" stroke="#6b5a3a" />
      <rect x={x} y={y} width={CW - 4} height="34" rx="6" fill={fill} />
      <text x={x + 6} y={y + 25} font-size="20" font-weight="700" fill={dark ? '#fff' : '#2c2418'}>
        {def.breeding}
      </text>
      <VpBadge x={x + CW - 16} y={y + 11} vp={def.vp} />
      <text x={x + 4} y={y + 49} font-size="12" fill="#2c2418">
        {t('wl.breedShort.' + group.breed)}
      </text>
      <text x={x + 4} y={y + 64} font-size="12" fill="#4a3b22">
        {t('wl.woolShort', { n: def.wool })}
      </text>
      <text x={x + 4} y={y + 86} font-size="15" font-weight="700" fill="#2c2418">
        {'×' + group.cards.length}
      </text>
    </Target>
  );
}

export function CattleMarket({ view, legal, t, onPick, changed = NO_CHANGES }) {
  const well = view.wellington || {};
  const groups = marketBreeds(well.market);
  const ids = breeds();
  const buys = (legal || []).filter((a) => a.type === 'buy');
  const refills = (legal || []).filter((a) => a.type === 'refill');
  const perRow = 6;
  const rows = Math.max(1, Math.ceil(groups.length / perRow));
  const priceTop = rows * (CH + 6) + 4;
  const height = priceTop + 90;
  return (
    <WlPanel id="cattle" title={t('wl.cattle', { n: (well.market || []).length })} height={height}>
      {groups.map((g, k) => {
        const b = ids.indexOf(g.breed);
        const acts = buys.filter((a) => a.breed === b || a.breed2 === b);
        return (
          <SheepCard
            key={g.breed}
            group={g}
            x={4 + (k % perRow) * CW}
            y={2 + Math.floor(k / perRow) * (CH + 6)}
            acts={acts}
            onPick={onPick}
            t={t}
            view={view}
            mark={changed.has(`cattle:${g.breed}`)}
          />
        );
      })}
      {!groups.length ? (
        <text x="10" y="50" font-size="13" fill="#6b5a3a">
          {t('wl.marketEmpty')}
        </text>
      ) : null}
      <PriceTable y={priceTop} t={t} view={view} />
      <Target
        actions={refills}
        onPick={onPick}
        title={t('wl.marketDeck', { n: well.marketDeck || 0 })}
        box={[262, priceTop + 4, 72, 84]}
        mark={changed.has('cattle:deck')}
        data={{ 'data-deck': 'market' }}
      >
        <rect x="266" y={priceTop + 8} width="62" height="76" rx="6" fill="#6d8f4e" stroke="#33461f" />
        <rect x="262" y={priceTop + 4} width="62" height="76" rx="6" fill="#84a862" stroke="#33461f" />
        <text x="293" y={priceTop + 40} text-anchor="middle" font-size="18" font-weight="700" fill="#fff">
          {well.marketDeck || 0}
        </text>
        <text x="293" y={priceTop + 62} text-anchor="middle" font-size="12" fill="#fff">
          {t('wl.deck')}
        </text>
      </Target>
    </WlPanel>
  );
}

// The options printed on the cattle-market tile (p. 14), as a grid: a row per
// breed pair, a column per number of shepherds used, the price in pounds.
const PRICE_ROWS = [['dorsetHorn'], ['lincoln', 'corriedale'], ['hampshire', 'ryeland'], ['suffolk']];

function PriceTable({ y, t, view }) {
  const cell = (row, n) => {
    const o = BUY_OPTIONS.find(
      (b) => offered(b, view) && b.shepherds === n && row.every((r) => b.breeds.includes(r)),
    );
    if (!o) return '–';
    return o.cost + (o.two ? '×2' : '') + (o.token ? '+⇄' : '');
  };
  return (
    <g class="wl-prices">
      <title>{t('wl.pricesTitle')}</title>
      <text x="4" y={y + 14} font-size="12" font-weight="700" fill="#2c2418">
        {t('wl.shepherds')}
      </text>
      {[1, 2, 3, 4].map((n) => (
        <text key={n} x={120 + (n - 1) * 36} y={y + 14} text-anchor="middle" font-size="12" font-weight="700">
          {n}
        </text>
      ))}
      {PRICE_ROWS.map((row, k) => (
        <g key={k}>
          <text x="4" y={y + 32 + k * 17} font-size="12" fill="#2c2418">
            {row.map((b) => t('wl.breedShort.' + b)).join('/')}
          </text>
          {[1, 2, 3, 4].map((n) => (
            <text key={n} x={120 + (n - 1) * 36} y={y + 32 + k * 17} text-anchor="middle" font-size="12">
              {cell(row, n)}
            </text>
          ))}
        </g>
      ))}
    </g>
  );
}
