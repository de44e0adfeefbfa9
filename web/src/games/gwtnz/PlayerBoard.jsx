// A player's side of the table: the resource strip (money, gold,
// certificates, exchange tokens, limits), the player board with its 16 discs in
// their white- or black-bordered slots, the auxiliary actions, the worker rows,
// warehouses, buildings left, tiles and objectives owned; the hand (only the
// viewer's own cards), the draw and discard piles. Every player's board is
// this one (SeatBoards.jsx draws the others'); tooltips come from tips.js.
import { seatColor, NO_CHANGES } from '../../ui/board/index.js';
import { breeds, discSlots, tileDefs, harbourDefs, TILE_EFFECTS, WORKERS, AUX } from './data.js';
import { slotActions, auxActions, cardActions, workerRowActions, warehouseActions } from './targets.js';
import {
  buildingTip,
  bonusTileTip,
  hazardDef,
  hazardTileTip,
  harbourTip,
  cardTip,
  workerRowTip,
  warehousePairTip,
  WORKER_COLS,
} from './tips.js';
import { cardWords, objectiveWords, playerName, seaPlace } from './text.js';

const bits = (mask, n) => {
  const out = [];
  for (let i = 0; i < n; i++) if ((mask >> i) & 1) out.push(i);
  return out;
};
const count = (mask) => bits(mask, 32).length;

// An element that is a button when it stands for legal actions, else a tap for its info.
// `label` (the accessible name) only for an element without visible words.
export function Pickable({ acts, onPick, onInfo, tip, label, class: cls, children, data }) {
  const active = acts && acts.length > 0;
  return (
    <button
      type="button"
      class={cls + (active ? ' gw-target bk-target' : ' gw-inert')}
      title={tip}
      aria-label={label}
      aria-disabled={active ? undefined : 'true'}
      onClick={() => (active ? onPick(acts) : onInfo && onInfo(tip))}
      {...(data || {})}
    >
      {children}
    </button>
  );
}

// Each item's key in changedKeys (changes.js): its mark after the others' moves.
const STRIP_KEYS = {
  money: 'money',
  gold: 'gold',
  certs: 'certificates',
  tokens: 'tokens',
  move: 'limits',
  hand: 'limits',
  explore: 'exploration',
};

export function ResourceStrip({ view, who, t, changed = NO_CHANGES }) {
  const p = view.players[who];
  if (!p) return null;
  const items = [
    ['money', t('ui.moneyShort', { n: p.money }), t('ui.money', { n: p.money })],
    ['gold', t('ui.gold', { n: p.gold }), t('ui.gold', { n: p.gold })],
    [
      'certs',
      t('ui.certs', { n: p.certificates, limit: p.certificateLimit }) +
        (p.permanentCertificates ? ` ${t('ui.certsPerm', { n: p.permanentCertificates })}` : ''),
    ],
    ['tokens', t('ui.tokens', { n: p.tokens })],
    ['move', t('ui.movement', { n: p.movementLimit })],
    ['hand', t('ui.handLimit', { n: p.handLimit })],
    ['explore', t('ui.exploration', { n: p.exploration })],
  ];
  return (
    <div class="gw-strip" data-seat={who}>
      <span class="gw-dot" style={{ background: seatColor(view, who) }} />
      <strong>{playerName(view, who)}</strong>
      {items.map(([k, text, title]) => (
        <span
          key={k}
          class={`gw-res gw-res-${k}` + (changed.has(`player:${who}:${STRIP_KEYS[k]}`) ? ' changed' : '')}
          title={title || text}
        >
          {text}
        </span>
      ))}
      {p.taxFree ? <span class="gw-res">{t('ui.taxFree')}</span> : null}
      {view.endTriggered ? <span class="gw-res gw-alert">{t('ui.endTriggered')}</span> : null}
    </div>
  );
}

function DiscSlot({ view, who, slot, off, legal, t, onPick, onInfo, mark }) {
  const s = discSlots[slot] || {};
  const tip =
    t('ui.slotTip', {
      slot: t('slotGroup.' + s.group),
      border: t('border.' + s.border),
      cost: s.cost ? t('ui.slotCost', { n: s.cost }) : '',
    }) + (off ? t('ui.slotOff') : '');
  return (
    <Pickable
      acts={slotActions(legal, slot)}
      onPick={onPick}
      onInfo={onInfo}
      tip={tip}
      label={tip}
      class={`gw-slot gw-slot-${s.border}` + (off ? ' gw-slot-off' : '') + (mark ? ' changed' : '')}
      data={{ 'data-slot': slot }}
    >
      <span class="gw-disc" style={off ? null : { background: seatColor(view, who) }} />
      {s.cost ? (
        <span class="gw-slotcost" aria-hidden="true">
          £{s.cost}
        </span>
      ) : null}
    </Pickable>
  );
}

// The tiles a player owns, in words (their points at the end, their scoring).
export function ownedLines(p, t) {
  const vp = (n) => t('ui.cardVp', { n: n || 0 });
  const lines = [];
  const bonus = (p.bonusTiles || []).map((id) => {
    const d = tileDefs[id] || {};
    return `${t('tile.' + (d.effect || TILE_EFFECTS[0]))} (${vp(d.vp)})`;
  });
  const hazards = (p.hazards || []).map((id) => {
    const d = hazardDef(id);
    return `${t('hazard.' + d.hazard)} (${vp(d.vp)})`;
  });
  const harbour = (p.harbourmasters || []).map((id) =>
    t('hm.' + ((harbourDefs[id] || {}).scoring || 'certificates')),
  );
  lines.push(bonus.length ? t('ui.ownedBonus', { list: bonus.join(', ') }) : t('ui.bonusTiles', { n: 0 }));
  lines.push(hazards.length ? t('ui.ownedHazards', { list: hazards.join(', ') }) : t('ui.hazards', { n: 0 }));
  lines.push(
    harbour.length ? t('ui.ownedHarbour', { list: harbour.join(', ') }) : t('ui.harbourmasters', { n: 0 }),
  );
  return lines;
}

const GROUPS = ['move', 'wool', 'hand', 'certLimit', 'permCert'];
const WAREHOUSE_PAIRS = 5;

// A small tile or card owned or left to build: a chip whose tap tells what it does.
function Chip({ text, tip, onInfo, acts, onPick, data, cls = '' }) {
  return (
    <Pickable acts={acts} onPick={onPick} onInfo={onInfo} tip={tip} class={'gw-chip ' + cls} data={data}>
      {text}
    </Pickable>
  );
}

// The worker rows: one box per column (the first printed), the next column's
// immediate action in the tooltip; a row is the joker's or harbourmaster's target.
function WorkerRows({ p, legal, t, onPick, onInfo, ch }) {
  return (
    <div class="gw-workers">
      <span class="gw-glabel">{t('ui.workerRows')}</span>
      {WORKERS.map((w, k) => {
        const n = (p.workers || [])[k] || 0;
        return (
          <Pickable
            key={w}
            acts={workerRowActions(legal, k)}
            onPick={onPick}
            onInfo={onInfo}
            tip={workerRowTip(w, n, t)}
            label={t('ui.labelValue', { label: t('workers.' + w), value: n })}
            class={'gw-wrow' + (ch('workers:' + k) ? ' changed' : '')}
            data={{ 'data-worker': k }}
          >
            <span class="gw-wname">{t('workers.' + w)}</span>
            <span class="gw-wboxes" aria-hidden="true">
              {Array.from({ length: WORKER_COLS }, (_, i) => (
                <span key={i} class={'gw-wbox' + (i < n ? ' gw-wfull' : '')} />
              ))}
            </span>
          </Pickable>
        );
      })}
    </div>
  );
}

// The 10 warehouses in 5 pairs (p. 15): a placed one leaves an empty space;
// a pair emptied gives its bonus. A space is the target of the port upgrades
// and warehouse placements that take that warehouse.
function Warehouses({ p, legal, t, onPick, onInfo, mark }) {
  return (
    <div class={'gw-whouses' + (mark ? ' changed' : '')}>
      <span class="gw-glabel">{t('ui.warehouses', { n: count(p.warehousesOff) })}</span>
      {Array.from({ length: WAREHOUSE_PAIRS }, (_, k) => (
        <span key={k} class="gw-wpair" title={warehousePairTip(k, t)}>
          {[2 * k, 2 * k + 1].map((w) => {
            const off = (p.warehousesOff >> w) & 1;
            const tip = `${t(off ? 'ui.warehouseOff' : 'ui.warehouseOn')} — ${warehousePairTip(k, t)}`;
            return (
              <Pickable
                key={w}
                acts={warehouseActions(legal, w)}
                onPick={onPick}
                onInfo={onInfo}
                tip={tip}
                label={tip}
                class={'gw-whouse' + (off ? ' gw-whouse-off' : '')}
                data={{ 'data-warehouse': w }}
              />
            );
          })}
        </span>
      ))}
    </div>
  );
}

// What a player owns and has left, each with its tooltip: buildings to place
// (with their side), bonus, hazard and harbourmaster tiles, objectives played.
function Owned({ view, p, t, onInfo, ch }) {
  const sides = view.buildingSides || [];
  const left = bits(p.buildingsLeft, 10);
  const vp = (n) => t('ui.cardVp', { n: n || 0 });
  const tiles = [
    ...(p.bonusTiles || []).map((id) => ({
      key: 'b' + id,
      text: `${t('tile.' + ((tileDefs[id] || {}).effect || TILE_EFFECTS[0]))} (${vp((tileDefs[id] || {}).vp)})`,
      tip: bonusTileTip(id, t),
    })),
    ...(p.hazards || []).map((id) => ({
      key: 'h' + id,
      text: `${t('hazard.' + hazardDef(id).hazard)} (${vp(hazardDef(id).vp)})`,
      tip: hazardTileTip(id, t),
    })),
    ...(p.harbourmasters || []).map((id) => ({
      key: 'm' + id,
      text: t('hm.' + ((harbourDefs[id] || {}).scoring || 'certificates')),
      tip: harbourTip(id, t),
    })),
  ];
  const objectives = p.objectives || [];
  return (
    <div class="gw-owned">
      <p class={'gw-ownrow' + (ch('buildings') ? ' changed' : '')}>
        <span class="gw-glabel">{left.length ? t('ui.buildingsToPlace') : t('ui.noBuildingsLeft')}</span>
        {left.map((b) => (
          <Chip
            key={b}
            text={`${b + 1}${sides[b] || ''}`}
            tip={buildingTip(b + 1, sides[b] || 'a', t, view)}
            onInfo={onInfo}
            data={{ 'data-building': b + 1 }}
          />
        ))}
      </p>
      <p class={'gw-ownrow' + (ch('tiles') ? ' changed' : '')}>
        <span class="gw-glabel">{tiles.length ? t('ui.tilesOwned') : t('ui.noTiles')}</span>
        {tiles.map((x) => (
          <Chip key={x.key} text={x.text} tip={x.tip} onInfo={onInfo} />
        ))}
        {p.marker ? <Chip text={t('ui.marker')} tip={t('ui.markerTip')} onInfo={onInfo} /> : null}
      </p>
      <p class={'gw-ownrow' + (ch('objectives') ? ' changed' : '')}>
        <span class="gw-glabel">{objectives.length ? t('ui.objectivesPlayed') : t('ui.noObjectives')}</span>
        {objectives.map((c, i) => (
          <Chip key={c.id ?? i} text={cardWords(c, t)} tip={objectiveWords(c, t)} onInfo={onInfo} />
        ))}
      </p>
    </div>
  );
}

// A player's board: the 16 discs in their slots by auxiliary action and
// group, the worker rows, the warehouses, the boat, and what the player owns.
// `compact`: another player's board, drawn smaller; `children` go under the title.
export function PlayerBoard({
  view,
  who,
  legal,
  t,
  onPick,
  onInfo,
  changed = NO_CHANGES,
  compact,
  children,
}) {
  const p = view.players[who];
  if (!p) return null;
  const offSet = new Set(bits(p.discsOff, 16));
  const slotsOf = (group) => discSlots.map((s, i) => [s, i]).filter(([s]) => s.group === group);
  const slot = (i) => (
    <DiscSlot
      key={i}
      view={view}
      who={who}
      slot={i}
      off={offSet.has(i)}
      legal={legal}
      t={t}
      onPick={onPick}
      onInfo={onInfo}
      mark={changed.has(`player:${who}:disc:${i}`)}
    />
  );
  const ch = (k) => (changed.has(`player:${who}:${k}`) ? 'changed' : null);
  const title = t('ui.board', { player: playerName(view, who) });
  return (
    <section class={'gw-pboard' + (compact ? ' gw-compact' : '')} data-seat={who} aria-label={title}>
      <h3 class="gw-h">
        <span class="gw-dot" style={{ background: seatColor(view, who) }} />
        {title}
      </h3>
      {children}
      <div class="gw-aux">
        {AUX.map((name, k) => (
          <div key={name} class="gw-auxrow">
            <Pickable
              acts={auxActions(legal, k)}
              onPick={onPick}
              onInfo={onInfo}
              tip={t('aux.' + name)}
              class="gw-auxbtn"
              data={{ 'data-aux': k }}
            >
              {t('aux.short.' + name)}
            </Pickable>
            {slotsOf('aux' + k).map(([, i]) => slot(i))}
          </div>
        ))}
      </div>
      <div class="gw-groups">
        {GROUPS.map((g) => (
          <div key={g} class="gw-group">
            <span class="gw-glabel">{t('slotGroup.' + g)}</span>
            <span class="gw-gslots">{slotsOf(g).map(([, i]) => slot(i))}</span>
          </div>
        ))}
      </div>
      <WorkerRows p={p} legal={legal} t={t} onPick={onPick} onInfo={onInfo} ch={ch} />
      <Warehouses p={p} legal={legal} t={t} onPick={onPick} onInfo={onInfo} mark={ch('warehouses')} />
      <p class={'gw-boatline' + (ch('boat') ? ' changed' : '')}>
        {t('ui.boat', { space: seaPlace(p.boat || 0, t) })}
      </p>
      <Owned view={view} p={p} t={t} onInfo={onInfo} ch={ch} />
    </section>
  );
}

const BREED_COLOUR = {
  white: '#f4f1e8',
  black: '#3b3b3b',
  orange: '#e8964a',
  red: '#c8483c',
  yellow: '#e6c645',
  blue: '#4f7fc8',
  brown: '#8b5a2b',
  violet: '#8a5cc2',
  green: '#4c9a4a',
  bonus: '#c9a227',
};

// One card face: breed colour band, name, breeding/wool/VP values.
export function CardFace({ card, t }) {
  const b = card.kind === 'sheep' ? breeds.find((x) => x.id === card.breed) : null;
  const band = b ? BREED_COLOUR[b.color] || '#ccc' : card.kind === 'support' ? '#9fc3d8' : '#d8c08a';
  const values = b
    ? [
        t('ui.breeding', { n: b.breeding }),
        t('ui.woolValue', { n: b.wool }),
        b.vp ? t('ui.cardVp', { n: b.vp }) : null,
      ]
    : [];
  return (
    <span class="gw-cardface">
      <span class="gw-band" style={{ background: band }} />
      <span class="gw-cname">{cardWords(card, t)}</span>
      {values.filter(Boolean).map((v) => (
        <span key={v} class="gw-cval">
          {v}
        </span>
      ))}
    </span>
  );
}

export function Hand({ view, who, seat, legal, t, onPick, onInfo, changed = NO_CHANGES }) {
  const p = view.players[who];
  if (!p) return null;
  const own = seat === who && Array.isArray(p.hand);
  return (
    <section
      class="gw-handbox"
      aria-label={own ? t('ui.hand', { n: p.handCount, limit: p.handLimit }) : null}
    >
      <h3 class="gw-h">
        {own
          ? t('ui.hand', { n: p.handCount, limit: p.handLimit })
          : t('ui.handHidden', { player: playerName(view, who), n: p.handCount })}
      </h3>
      {own ? (
        <div class="gw-hand">
          {p.hand.map((c) => {
            const bi = breeds.findIndex((x) => x.id === c.breed);
            const tip = cardTip(c, t) || cardWords(c, t);
            return (
              <Pickable
                key={c.id}
                acts={cardActions(legal, c.id, c.kind === 'sheep' ? bi : -1)}
                onPick={onPick}
                onInfo={onInfo}
                tip={tip}
                class="gw-card"
                data={{ 'data-card': c.id }}
              >
                <CardFace card={c} t={t} />
              </Pickable>
            );
          })}
        </div>
      ) : null}
      <Piles view={view} who={who} t={t} onInfo={onInfo} changed={changed} />
    </section>
  );
}

// The draw pile (its count only) and the discard pile with its face-up top
// card; `hidden`: another player's hand, as a count.
export function Piles({ view, who, t, onInfo, changed = NO_CHANGES, hidden = false }) {
  const p = view.players[who];
  const pile = p.discard || [];
  const top = pile[pile.length - 1];
  const mark = ['hand', 'deck', 'discard'].some((k) => changed.has(`player:${who}:${k}`));
  return (
    <p class={'gw-piles' + (mark ? ' changed' : '')}>
      {hidden ? `${t('ui.handCount', { n: p.handCount })} · ` : ''}
      {t('ui.deck', { n: p.deck })} · {t('ui.discardPile', { n: pile.length })}
      {top ? (
        <>
          {' · '}
          {t('ui.topDiscardLabel')}{' '}
          <Chip text={cardWords(top, t)} tip={cardTip(top, t) || cardWords(top, t)} onInfo={onInfo} />
        </>
      ) : null}
    </p>
  );
}
