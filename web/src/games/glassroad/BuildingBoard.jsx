// The building board: three rows by tile back (conversion, immediate,
// points), each with its pile and its face-up tiles, then the private offers
// of the feudal lord (public; only their owner builds from them). A tile
// that can be built now is highlighted: tapping it plays its only build or
// narrows the decision panel and highlights the squares it may go to.

import { KIND_COLOR, KIND_LIGHT, Token } from './glyphs.jsx';
import { tileName } from './fit.js';
import { clickable } from '../../ui/board/clickable.js';
import { NO_CHANGES, ChangeMark } from '../../ui/board/index.js';
import { buildActionsOf } from './targets.js';
import { buildingLines, buildingName } from './text.js';
export const TILE_W = 112;
export const TILE_H = 78;

// One building tile, drawn at (x, y) (top-left).
export function BuildingTile({
  model,
  id,
  legal,
  lang,
  t,
  selected,
  onPickBuilding,
  onInfo,
  isChanged = false,
}) {
  const b = model.buildings[id] || {
    kind: 'base',
    cost: {},
  };
  const kind = b.kind || 'base';
  const acts = buildActionsOf(legal, id);
  const target = acts.length > 0;
  const lines = buildingLines(model, id, lang);
  const name = tileName(buildingName(model, id, lang), lang);
  const cost = ['wood', 'glass', 'clay', 'brick'].filter((r) => b.cost && b.cost[r]);
  const pick = (e) => {
    e.stopPropagation();
    onInfo(lines);
    if (target) onPickBuilding(id, acts);
  };
  return (
    <svg
      viewBox={`-4 -4 ${TILE_W + 8} ${TILE_H + 8}`}
      class={
        'gr-tile' +
        (target ? ' gr-target bk-target' : '') +
        (selected ? ' gr-selected bk-selected' : '') +
        (isChanged ? ' changed' : '')
      }
      data-building={id}
      {...clickable(pick)}
    >
      <title>{lines.join('\n')}</title>
      {target ? <rect x={-3} y={-3} width={TILE_W + 6} height={TILE_H + 6} rx={9} class="bk-halo" /> : null}
      <rect
        width={TILE_W}
        height={TILE_H}
        rx={6}
        fill={KIND_LIGHT[kind]}
        stroke={KIND_COLOR[kind]}
        stroke-width={2}
      />
      <rect width={TILE_W} height={9} rx={3} fill={KIND_COLOR[kind]} />
      {isChanged ? <ChangeMark x={TILE_W - 6} y={6} r={7} /> : null}
      {b.upgrades ? (
        // An upgrade: a white triangle in the band (a mark, not a word to read).
        <path d="M5,8 L9.5,1 L14,8 Z" fill="#fff" />
      ) : null}
      {name.lines.map((l, i) => (
        <text
          x={6}
          y={24 + i * 13}
          class="gr-tname"
          font-size={name.sizes ? name.sizes[i] : name.size}
          font-weight={700}
          fill="#2c2418"
        >
          {l}
        </text>
      ))}
      {cost.map((r, i) => (
        <g transform={`translate(${12 + i * 26},${TILE_H - 14})`}>
          {Token({
            res: r,
            r: 7.5,
          })}
          <text x={9.5} y={4.5} font-size={12} font-weight={700} fill="#2c2418">
            {String(b.cost[r])}
          </text>
        </g>
      ))}
      {cost.length === 0 && kind !== 'base' ? (
        <text x={6} y={TILE_H - 9} font-size={10} fill="#5a4a36">
          0
        </text>
      ) : null}
      {b.points ? (
        <g transform={`translate(${TILE_W - 12},${TILE_H - 14})`}>
          <circle r={9.5} fill="#fff7d6" stroke="#8a6d1c" />
          <text y={4} text-anchor="middle" font-size={12} font-weight={700} fill="#5a4200">
            {String(b.points)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
function Pile({ count, reserve, kind, t, isChanged = false }) {
  const label = t('tip.pile', {
    kind: t('kind.' + kind + '.short'),
    n: count,
    r: reserve,
  });
  return (
    <svg class={'gr-pile' + (isChanged ? ' changed' : '')} viewBox="0 0 62 100" role="img" aria-label={label}>
      <title>{label}</title>
      {[3, 2, 1, 0].map((i) => (
        <rect
          x={2 + i * 2.5}
          y={14 + i * 2.5}
          width={48}
          height={54}
          rx={5}
          fill={count > 0 ? KIND_COLOR[kind] : '#e9e2d3'}
          stroke="#3b3022"
          stroke-width={1}
          opacity={count > 0 || i === 0 ? 1 : 0}
        />
      ))}
      <text
        x={26}
        y={48}
        text-anchor="middle"
        font-size={18}
        font-weight={700}
        fill={count > 0 ? '#fff' : '#8a7a66'}
      >
        {String(count)}
      </text>
      <text
        x={30}
        y={10}
        text-anchor="middle"
        font-size={Math.min(11, 60 / (0.55 * t('kind.' + kind + '.short').length))}
        fill="#3b3022"
      >
        {t('kind.' + kind + '.short')}
      </text>
      {reserve ? (
        <text x={30} y={86} text-anchor="middle" font-size={11} fill="#5a4a36">
          <tspan x={30}>{`+${reserve}`}</tspan>
          <tspan x={30} dy={11}>
            {t('ui.reserve')}
          </tspan>
        </text>
      ) : null}
    </svg>
  );
}
function EmptySlot({ t, isChanged = false }) {
  return (
    <svg
      class={'gr-slot' + (isChanged ? ' changed' : '')}
      viewBox={`-4 -4 ${TILE_W + 8} ${TILE_H + 8}`}
      role="img"
      aria-label={t('ui.empty')}
    >
      <rect width={TILE_W} height={TILE_H} rx={6} fill="none" stroke="#a89878" stroke-dasharray="5 4" />
      <text x={TILE_W / 2} y={TILE_H / 2 + 4} text-anchor="middle" font-size={11} fill="#8a7a66">
        {t('ui.empty')}
      </text>
      {isChanged ? <ChangeMark x={TILE_W - 6} y={6} r={7} /> : null}
    </svg>
  );
}

// Rows of tiles as small SVGs each, so a row wraps on a narrow screen.
export function BuildingBoard({
  model,
  view,
  legal,
  lang,
  t,
  selectedBuilding,
  onPickBuilding,
  onInfo,
  changed = NO_CHANGES,
}) {
  const board = view.board || [];
  const kinds = model.rowKinds || ['conversion', 'immediate', 'points'];
  return (
    <div class="gr-bboard" role="group" aria-label={t('ui.buildingBoard')}>
      {board.map((row, r) => {
        const kind = kinds[r] || 'conversion';
        return (
          <div class="gr-bbline" key={r} data-row={kind}>
            <Pile
              count={(view.piles || [])[r] ?? 0}
              reserve={(view.reserve || [])[r] ?? 0}
              kind={kind}
              t={t}
              isChanged={changed.has(`pile:${r}`)}
            />
            <div class="gr-bbrow">
              {(row || []).map((id, c) =>
                id ? (
                  <BuildingTile
                    key={`${c}-${id}`}
                    model={model}
                    id={id}
                    legal={legal}
                    lang={lang}
                    t={t}
                    selected={selectedBuilding === id}
                    onPickBuilding={onPickBuilding}
                    onInfo={onInfo}
                    isChanged={changed.has(`board:${r}:${c}`)}
                  />
                ) : (
                  <EmptySlot key={`${c}-empty`} t={t} isChanged={changed.has(`board:${r}:${c}`)} />
                ),
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

// One seat's private offer (drawn for every seat that has tiles, and for the viewer).
export function PrivateOffer({
  model,
  seatView,
  legal,
  lang,
  t,
  selectedBuilding,
  onPickBuilding,
  onInfo,
  changed = NO_CHANGES,
}) {
  const offer = (seatView && seatView.offer) || [];
  return (
    <div
      class={'gr-offer gr-bbrow' + (seatView && changed.has(`offer:${seatView.seat}`) ? ' changed' : '')}
      role="group"
      aria-label={t('tip.offer', {
        name: seatView ? seatView.name : '',
      })}
    >
      {offer.length
        ? offer.map((id) => (
            <BuildingTile
              key={id}
              model={model}
              id={id}
              legal={legal}
              lang={lang}
              t={t}
              selected={selectedBuilding === id}
              onPickBuilding={onPickBuilding}
              onInfo={onInfo}
            />
          ))
        : [<p class="gr-muted">{t('ui.offerEmpty')}</p>]}
    </div>
  );
}
