// One panel per seat: name, colour, human or bot (and level), whose turn, and
// the scalar facts the game's view gives for that player (labels from the
// game's messages: player.<field>). Knows no rule of any game.
import { seatColor } from './board/colors.js';
const SKIP = new Set(['seat', 'name', 'color', 'colour', 'id']);

// "coatsLeft" -> "coats left": readable when a game names no label for a field.
function humanize(key) {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function facts(player, t) {
  if (!player || typeof player !== 'object') return [];
  const out = [];
  for (const [key, value] of Object.entries(player)) {
    if (SKIP.has(key)) continue;
    const label = t.has(`player.${key}`) ? t(`player.${key}`) : humanize(key);
    if (typeof value === 'number') out.push([key, label, String(value)]);
    else if (typeof value === 'boolean') out.push([key, label, value ? t('common.yes') : t('common.no')]);
    else if (typeof value === 'string')
      out.push([key, label, t.has(`value.${value}`) ? t(`value.${value}`) : value]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const parts = Object.entries(value)
        .filter(([, v]) => typeof v === 'number' && v !== 0)
        .map(([k, v]) => `${t.has(`value.${k}`) ? t(`value.${k}`) : k} ${v}`);
      out.push([key, label, parts.length ? parts.join(', ') : '—']);
    }
  }
  return out;
}

export function seatLabel(seat, t) {
  if (!seat) return '';
  return seat.type === 'bot' ? t('seat.botLevel', { level: t(`level.${seat.level}`) }) : t('seat.human');
}

// Seat colours as on the boards (board kit; a game's default order when the
// view names no colour).
// A game's automatic opponent that is no seat (GWT's solo Sarah): its name,
// what it is (`kind`, in the game's words) and its facts [label, value], from
// module.opponents(view, t). No device is passed to it; it never has the turn.
function OpponentCard({ view, opponent, seatOrder }) {
  const o = opponent;
  return (
    <div
      class="player-card opponent"
      data-opponent={o.key}
      style={{ '--seat-color': seatColor(view, o.seat, seatOrder) }}
    >
      <div class="player-head">
        <span class="swatch" aria-hidden="true" />
        <strong>{o.name}</strong>
        <span class="tag opponent-tag">{o.kind}</span>
      </div>
      {Array.isArray(o.facts) && o.facts.length ? (
        <dl class="facts">
          {o.facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

// brief: only name, kind and turn (when the game's board draws its own player boards).
// opponents: the game's automatic opponents that are no seat, after the seats.
export function PlayerPanels({
  view,
  seats,
  names,
  deciding,
  viewer,
  t,
  brief = false,
  seatOrder,
  opponents = [],
}) {
  const players = (view && Array.isArray(view.players) && view.players) || [];
  return (
    <section class="panel players" aria-label={t('players.title')}>
      {seats.map((seat, i) => {
        const p = players[i] || {};
        const active = deciding.includes(i);
        return (
          <div
            class={`player-card${active ? ' active' : ''}`}
            key={i}
            data-seat={i}
            style={{ '--seat-color': seatColor(view, i, seatOrder) }}
          >
            <div class="player-head">
              <span class="swatch" aria-hidden="true" />
              <strong>{names[i]}</strong>
              {i === viewer && seat.type === 'human' ? <span class="tag">{t('players.you')}</span> : null}
              <span class="muted small">{seatLabel(seat, t)}</span>
              {active ? <span class="tag turn">{t('players.turn')}</span> : null}
            </div>
            {brief ? null : (
              <dl class="facts">
                {facts(p, t).map(([key, label, value]) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        );
      })}
      {opponents.map((o) => (
        <OpponentCard key={o.key} view={view} opponent={o} seatOrder={seatOrder} />
      ))}
    </section>
  );
}
