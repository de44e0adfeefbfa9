// One card per player: reserve workers, coats of arms left and placed (by
// category), and the once-per-game cart, food token and wood token.

import {
  CATEGORY_COLOR,
  Cart,
  CategoryIcon,
  GoodGlyph,
  Hourglass,
  Meeple,
  Shield,
  playerColor,
  playerInk,
} from './glyphs.jsx';
import { NO_CHANGES } from '../../ui/board/changes.js';
import { clickable } from '../../ui/board/clickable.js';
import { sourceActions } from './targets.js';
function Icon({ w = 28, hgt = 28, vb = '-14 -14 28 28', children, label }) {
  return (
    <svg
      class="nl-icon"
      width={w}
      height={hgt}
      viewBox={vb}
      role={label ? 'img' : null}
      aria-label={label || null}
      aria-hidden={label ? null : 'true'}
    >
      {children}
    </svg>
  );
}
// A token the current player may pay with (or the cart) is a button while
// choosing among actions: it narrows them to those that use it. Beside the
// cart, a second button narrows them to those without it (NoCart).
function Token({ used, label, t, children, isChanged = false, acts = [], onPick = null }) {
  const state = used ? t('ui.used') : t('ui.available');
  const text = t('ui.labelValue', { label, value: state });
  const target = acts.length > 0 && onPick;
  return (
    <span
      class={
        'nl-token' + (used ? ' nl-used' : '') + (isChanged ? ' changed' : '') + (target ? ' bk-target' : '')
      }
      title={text}
      {...(target ? clickable(() => onPick(acts)) : {})}
      aria-label={target ? text : null}
    >
      {Icon({
        label: text,
        children: [
          children,
          used ? (
            <path d="M-10,-10 L10,10" stroke="#7a1d1d" stroke-width={2.5} stroke-linecap="round" />
          ) : null,
        ],
      })}
    </span>
  );
}
// Going without the cart, beside it while the cart may pay: the cart crossed
// out, a 40 px button with the word under the glyph so it reads as a choice.
function NoCart({ t, acts, onPick }) {
  const label = t('ui.noCart');
  return (
    <span
      class="nl-token nl-nocart bk-target"
      title={label}
      aria-label={label}
      {...clickable(() => onPick(acts))}
    >
      {Icon({
        children: [
          Cart({ scale: 0.8 }),
          <circle r={11} fill="none" stroke="#b42318" stroke-width={2.2} />,
          <path d="M-8,-8 L8,8" stroke="#b42318" stroke-width={2.2} stroke-linecap="round" />,
        ],
      })}
      <span class="nl-nocart-word" aria-hidden="true">
        {t('ui.noCartShort')}
      </span>
    </span>
  );
}
// The three one-use tokens of a player (cart, food, wood): the view's field,
// the label and the glyph.
const TOKENS = [
  ['cart', 'ui.cart', () => Cart({ scale: 0.95 })],
  ['foodToken', 'ui.foodToken', () => GoodGlyph({ good: 'food', r: 10 })],
  ['woodToken', 'ui.woodToken', () => GoodGlyph({ good: 'wood', r: 10 })],
];

function PlayerCard({ view, p, seat, t, categories, changed, candidates, sources, onPick }) {
  const ch = (f) => (changed.has(`player:${p.seat}:${f}`) ? ' changed' : '');
  const payWith = (key) =>
    p.seat === view.current && sources && sources.includes(key) ? sourceActions(candidates, key) : [];
  const color = playerColor(view, p.seat);
  const ink = playerInk(view, p.seat);
  const isCur = view.current === p.seat && !view.over;
  // Asked to agree to end the game while another seat's turn waits.
  const asked = (view.decisions || []).some((d) => d.kind === 'agreeEnd' && d.player === p.seat);
  const isWinner = view.over && view.winner === p.seat;
  const placed = p.placedBy || {};
  return (
    <div
      class={'bk-player nl-player' + (isCur ? ' nl-player-current' : '')}
      style={`--nl-pc:${color}`}
      data-seat={p.seat}
    >
      <div class="nl-player-head">
        {Icon({
          children: Meeple({
            color,
            ink,
            scale: 1.15,
          }),
        })}
        <strong class="nl-player-name">{p.name}</strong>
        {p.seat === seat ? <span class="nl-badge nl-badge-you">{t('ui.you')}</span> : null}
        {isCur ? <span class="nl-badge">{t('ui.toPlay')}</span> : null}
        {asked && !view.over ? <span class="nl-badge">{t('ui.toAnswer')}</span> : null}
        {isWinner ? <span class="nl-badge nl-badge-win">{t('ui.winner')}</span> : null}
        {!p.started ? <span class="nl-badge nl-badge-muted">{t('ui.notStarted')}</span> : null}
        <span class={'nl-player-time' + ch('time')} title={`${t('ui.time')} ${p.time + 1}`}>
          {Icon({
            w: 20,
            hgt: 20,
            vb: '-16 -16 32 32',
            children: Hourglass({}),
          })}
          {String(p.time + 1)}
        </span>
      </div>
      <div class="nl-player-row">
        <span class={'nl-stat' + ch('reserve')} title={t('ui.reserve')}>
          {Icon({
            children: Meeple({
              color,
              ink,
              scale: 1.1,
            }),
            label: t('ui.reserve'),
          })}
          <b>{'×' + p.reserve}</b>
        </span>
        <span class={'nl-stat' + ch('coatsLeft')} title={t('ui.coatsLeft')}>
          {Icon({
            children: Shield({
              color,
              ink,
              scale: 1.25,
            }),
            label: t('ui.coatsLeft'),
          })}
          <b>{'×' + p.coatsLeft}</b>
        </span>
        <span class={'nl-stat' + ch('coatsPlaced')} title={t('ui.coatsPlaced')}>
          {Icon({
            children: Shield({
              color: '#fffaf0',
              ink,
              scale: 1.25,
              label: '✓',
            }),
            label: t('ui.coatsPlaced'),
          })}
          <b>{String(p.coatsPlaced)}</b>
        </span>
      </div>
      <div class="nl-player-row">
        {categories.map((c) => (
          <span
            class={'nl-cat' + (placed[c] ? '' : ' nl-cat-zero') + ch('placed:' + c)}
            title={t('ui.labelValue', { label: t('category.' + c), value: placed[c] || 0 })}
            style={`background:${CATEGORY_COLOR[c]}`}
          >
            {Icon({
              w: 16,
              hgt: 16,
              vb: '-9 -9 18 18',
              children: CategoryIcon({
                category: c,
                size: 8,
              }),
            })}
            {String(placed[c] || 0)}
          </span>
        ))}
        <span class="nl-tokens">
          {TOKENS.map(([key, label, glyph]) => [
            <Token
              key={key}
              used={!p[key]}
              label={t(label)}
              t={t}
              isChanged={Boolean(ch(key))}
              acts={payWith(key)}
              onPick={onPick}
            >
              {glyph()}
            </Token>,
            key === 'cart' && payWith('noCart').length > 0 && onPick ? (
              <NoCart key="noCart" t={t} acts={payWith('noCart')} onPick={onPick} />
            ) : null,
          ])}
        </span>
      </div>
    </div>
  );
}
export function PlayerPanels({
  model,
  view,
  seat,
  t,
  changed = NO_CHANGES,
  candidates = null,
  sources = null,
  onPick = null,
}) {
  return (
    <section class="bk-players nl-players" aria-label={t('ui.players')}>
      {(view.players || []).map((p) => (
        <PlayerCard
          key={p.seat}
          view={view}
          p={p}
          seat={seat}
          t={t}
          categories={model.categories}
          changed={changed}
          candidates={candidates}
          sources={sources}
          onPick={onPick}
        />
      ))}
    </section>
  );
}
