// The other players' boards: each drawn with the same PlayerBoard as one's own
// (smaller), with that player's resources and piles, from what the viewer's
// view holds only — another seat's hand is a count, never its cards, and the
// draw pile is a count. On a phone a row of seat chips shows one board at a
// time; on a wide screen every board shows, side by side (board.css). In a
// solo game, Sarah's board: her workers, tiles, discs and played cards.
import { seatColor, NO_CHANGES } from '../../ui/board/index.js';
import { playerChanged } from './changes.js';
import { PlayerBoard, Piles, Pickable } from './PlayerBoard.jsx';
import { WORKERS } from './data.js';
import { hazardDef, hazardTileTip, sarahCardTip, workerTip } from './tips.js';
import { playerName } from './text.js';

// One seat's resources, in words (every value is public).
export function seatFacts(view, who, t) {
  const p = view.players[who];
  return [
    t('ui.money', { n: p.money }),
    t('ui.gold', { n: p.gold }),
    t('ui.certs', { n: p.certificates, limit: p.certificateLimit }) +
      (p.permanentCertificates ? ` ${t('ui.certsPerm', { n: p.permanentCertificates })}` : ''),
    t('ui.tokens', { n: p.tokens }),
    t('ui.movement', { n: p.movementLimit }),
    t('ui.handLimit', { n: p.handLimit }),
    t('ui.exploration', { n: p.exploration }),
    p.permanentWool ? t('ui.permWool', { n: p.permanentWool }) : null,
    p.taxFree ? t('ui.taxFree') : null,
  ].filter(Boolean);
}

function SeatFacts({ view, who, t }) {
  return (
    <p class="gw-seatfacts">
      {seatFacts(view, who, t).map((f) => (
        <span key={f} class="gw-fact">
          {f}
        </span>
      ))}
    </p>
  );
}

// The chips that choose which other board a phone shows.
function SeatChips({ view, seats, shown, t, onSeat, changed }) {
  return (
    <div class="gw-seatchips" role="tablist" aria-label={t('ui.others')}>
      {seats.map((s) => (
        <button
          type="button"
          key={s}
          role="tab"
          aria-selected={s === shown ? 'true' : 'false'}
          class={
            'gw-seatchip' + (s === shown ? ' gw-sel' : '') + (playerChanged(changed, s) ? ' changed' : '')
          }
          onClick={() => onSeat && onSeat(s)}
        >
          <span class="gw-dot" style={{ background: seatColor(view, s) }} />
          {playerName(view, s)}
        </button>
      ))}
    </div>
  );
}

// Sarah's side of the table (solo): what her seat in the view holds.
function SarahBoard({ view, t, onInfo, changed }) {
  const s = view.sarah;
  const played = s.cardsPlayed || [];
  const last = played[played.length - 1];
  return (
    <section
      class={'gw-pboard gw-compact gw-sarah' + (changed.has('sarah') ? ' changed' : '')}
      aria-label={t('ui.board', { player: s.name })}
    >
      <h3 class="gw-h">
        <span class="gw-dot" style={{ background: seatColor(view, s.seat) }} />
        {t('ui.board', { player: s.name })}
      </h3>
      <p class="gw-seatfacts">
        <span class="gw-fact">{t('ui.sarah', { n: s.cardsLeft, worker: t('worker.' + s.specialty) })}</span>
        <span class="gw-fact">{t('ui.exploration', { n: s.exploration })}</span>
        {typeof s.discs === 'number' ? (
          <span class="gw-fact">{t('ui.sarahDiscs', { n: s.discs })}</span>
        ) : null}
      </p>
      <div class="gw-workers">
        <span class="gw-glabel">{t('ui.workerRows')}</span>
        {WORKERS.map((w, k) => (
          <Pickable
            key={w}
            onInfo={onInfo}
            tip={`${workerTip(w, t)} ${t('ui.labelValue', { label: t('workers.' + w), value: (s.workers || [])[k] || 0 })}`}
            class="gw-wrow"
          >
            <span class="gw-wname">{`${t('workers.' + w)} ${(s.workers || [])[k] || 0}`}</span>
          </Pickable>
        ))}
      </div>
      <p class="gw-ownrow">
        <span class="gw-glabel">{(s.hazards || []).length ? t('ui.tilesOwned') : t('ui.noTiles')}</span>
        {(s.hazards || []).map((id) => (
          <Pickable key={id} onInfo={onInfo} tip={hazardTileTip(id, t)} class="gw-chip">
            {`${t('hazard.' + hazardDef(id).hazard)} (${t('ui.cardVp', { n: hazardDef(id).vp })})`}
          </Pickable>
        ))}
      </p>
      <p class="gw-ownrow">
        <span class="gw-glabel">{t('ui.sarahPlayed', { n: played.length })}</span>
        {played.map((n, i) => (
          <Pickable
            key={n}
            onInfo={onInfo}
            tip={sarahCardTip(n, t)}
            class={'gw-chip' + (i === played.length - 1 ? ' gw-chip-last' : '')}
            data={{ 'data-sarah-card': n }}
          >
            {`#${n}`}
          </Pickable>
        ))}
      </p>
      {last ? <p class="gw-sarahlast">{sarahCardTip(last, t)}</p> : null}
    </section>
  );
}

// Every other seat's board. `shown`: the seat a phone shows (the first other one if unset).
export function SeatBoards({ view, who, t, onInfo, onSeat, shown, changed = NO_CHANGES }) {
  const seats = (view.players || []).map((p) => p.seat).filter((s) => s !== who);
  const pick = seats.includes(shown) ? shown : seats[0];
  return (
    <section class="gw-others" aria-label={t('ui.others')}>
      <h3 class="gw-h">{t('ui.others')}</h3>
      {seats.length > 1 ? (
        <SeatChips view={view} seats={seats} shown={pick} t={t} onSeat={onSeat} changed={changed} />
      ) : null}
      <div class="gw-seatboards">
        {seats.map((s) => (
          <div key={s} class={'gw-seatboard' + (s === pick ? ' gw-sel' : '')} data-seat={s}>
            <PlayerBoard view={view} who={s} legal={[]} t={t} onInfo={onInfo} changed={changed} compact>
              <SeatFacts view={view} who={s} t={t} />
              <Piles view={view} who={s} t={t} onInfo={onInfo} changed={changed} hidden />
            </PlayerBoard>
          </div>
        ))}
        {view.sarah ? (
          <div class="gw-seatboard gw-sel">
            <SarahBoard view={view} t={t} onInfo={onInfo} changed={changed} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
