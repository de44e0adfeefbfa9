// The player's side of the table: the resource strip (money, gold,
// certificates, exchange tokens, limits), the player board with its 16 discs in
// their white- or black-bordered slots, the auxiliary actions, the worker rows,
// warehouses and buildings left; the hand (only the viewer's own cards), the
// draw and discard piles, objectives; and a summary line per other player.
import { seatColor, NO_CHANGES } from '../../ui/board/index.js';
import { playerChanged } from './changes.js';
import { breeds, discSlots, data, tileDefs, harbourDefs, TILE_EFFECTS, WORKERS, AUX } from './data.js';
import { slotActions, auxActions, cardActions, workerRowActions } from './targets.js';
import { cardWords, objectiveWords, playerName } from './text.js';

const bits = (mask, n) => {
  const out = [];
  for (let i = 0; i < n; i++) if ((mask >> i) & 1) out.push(i);
  return out;
};
const count = (mask) => bits(mask, 32).length;

// An element that is a button when it stands for legal actions, else a tap for its info.
// `label` (the accessible name) only for an element without visible words.
function Pickable({ acts, onPick, onInfo, tip, label, class: cls, children, data }) {
  const active = acts && acts.length > 0;
  return (
    <button
      type="button"
      class={cls + (active ? ' gw-target' : ' gw-inert')}
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
      slot: t('slot.' + s.group),
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

// The hazard tiles are numbered floods first, then rockfalls (io.cpp's tile ids).
function hazardDef(id) {
  const hz = (data.tiles || {}).hazards || { flood: [], rockfall: [] };
  const floods = hz.flood || [];
  return id < floods.length
    ? { type: 'flood', ...floods[id] }
    : { type: 'rockfall', ...(hz.rockfall || [])[id - floods.length] };
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
    return `${t('hazard.' + d.type)} (${vp(d.vp)})`;
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

export function PlayerBoard({ view, who, legal, t, onPick, onInfo, changed = NO_CHANGES }) {
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
  const left = bits(p.buildingsLeft, 10).map((b) => `${b + 1}${(view.buildingSides || [])[b] || ''}`);
  return (
    <section class="gw-pboard" aria-label={t('ui.board', { player: playerName(view, who) })}>
      <h3 class="gw-h">
        <span class="gw-dot" style={{ background: seatColor(view, who) }} />
        {t('ui.board', { player: playerName(view, who) })}
      </h3>
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
            <span class="gw-glabel">{t('slot.' + g)}</span>
            <span class="gw-gslots">{slotsOf(g).map(([, i]) => slot(i))}</span>
          </div>
        ))}
      </div>
      <div class="gw-workers">
        <span class="gw-glabel">{t('ui.workerRows')}</span>
        {WORKERS.map((w, k) => (
          <Pickable
            key={w}
            acts={workerRowActions(legal, k)}
            onPick={onPick}
            onInfo={onInfo}
            tip={`${t('workers.' + w)} : ${(p.workers || [])[k] || 0}`}
            class={'gw-wrow' + (ch('workers:' + k) ? ' changed' : '')}
            data={{ 'data-worker': k }}
          >
            <span class="gw-wname">{t('workers.' + w)}</span>
            <span class="gw-wboxes">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <span key={i} class={'gw-wbox' + (i < ((p.workers || [])[k] || 0) ? ' gw-wfull' : '')} />
              ))}
            </span>
          </Pickable>
        ))}
      </div>
      <ul class="gw-facts">
        <li class={ch('boat')}>{t('ui.boat', { n: p.boat })}</li>
        <li class={ch('warehouses')}>{t('ui.warehouses', { n: count(p.warehousesOff) })}</li>
        <li class={ch('buildings')}>
          {left.length ? t('ui.buildingsLeft', { list: left.join(', ') }) : t('ui.noBuildingsLeft')}
        </li>
        <li class={ch('tiles')}>
          {t('ui.hazards', { n: (p.hazards || []).length })} ·{' '}
          {t('ui.bonusTiles', { n: (p.bonusTiles || []).length })} ·{' '}
          {t('ui.harbourmasters', { n: (p.harbourmasters || []).length })}
        </li>
        {p.marker ? <li>{t('ui.marker')}</li> : null}
        <li class={ch('objectives')}>
          {(p.objectives || []).length
            ? t('ui.objectives', { list: p.objectives.map((c) => objectiveWords(c, t)).join(' | ') })
            : t('ui.noObjectives')}
        </li>
      </ul>
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
  const top = (p.discard || [])[(p.discard || []).length - 1];
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
            const tip = c.kind === 'objective' ? objectiveWords(c, t) : cardWords(c, t);
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
      <p
        class={
          'gw-piles' +
          (['hand', 'deck', 'discard'].some((k) => changed.has(`player:${who}:${k}`)) ? ' changed' : '')
        }
      >
        {t('ui.deck', { n: p.deck })} · {t('ui.discardPile', { n: (p.discard || []).length })}
        {top ? ` (${t('ui.topDiscard', { card: cardWords(top, t) })})` : ''}
      </p>
    </section>
  );
}

// One line per other player (and Sarah in a solo game).
export function Others({ view, who, t, onInfo, changed = NO_CHANGES }) {
  const rows = (view.players || []).filter((p) => p.seat !== who);
  const s = view.sarah;
  return (
    <section class="gw-others" aria-label={t('ui.others')}>
      <h3 class="gw-h">{t('ui.others')}</h3>
      {rows.map((p) => (
        <button
          type="button"
          key={p.seat}
          class={'gw-other gw-inert' + (playerChanged(changed, p.seat) ? ' changed' : '')}
          onClick={() => onInfo && onInfo(otherText(view, p, t))}
        >
          <span class="gw-dot" style={{ background: seatColor(view, p.seat) }} />
          {otherText(view, p, t)}
        </button>
      ))}
      {s ? (
        <p class={'gw-other' + (changed.has('sarah') ? ' changed' : '')}>
          <span class="gw-dot" style={{ background: seatColor(view, s.seat) }} />
          {`${s.name} — ${t('ui.sarah', { n: s.cardsLeft, worker: t('worker.' + s.specialty) })} · ${t('ui.exploration', { n: s.exploration })} · ${t('ui.hazards', { n: (s.hazards || []).length })}`}
        </p>
      ) : null}
    </section>
  );
}

export function otherText(view, p, t) {
  const built = 10 - count(p.buildingsLeft);
  return [
    playerName(view, p.seat),
    t('ui.money', { n: p.money }),
    t('ui.gold', { n: p.gold }),
    t('ui.certs', { n: p.certificates, limit: p.certificateLimit }),
    t('ui.handHidden', { player: playerName(view, p.seat), n: p.handCount }),
    t('ui.deck', { n: p.deck }),
    t('ui.discardPile', { n: (p.discard || []).length }),
    t('ui.exploration', { n: p.exploration }),
    `${t('ui.buildingsLeft', { list: 10 - built })}`,
  ].join(' · ');
}
