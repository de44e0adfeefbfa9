// The craftsman cards: the viewer's own hand (clickable when a card can be
// picked, laid face down or played), the cards still to choose from during
// the picking stage, the viewer's face-down card, and card backs for what is
// hidden. Each card is its own small SVG so the row wraps at any width.

import { Token, Tree } from './glyphs.jsx';
import { cardNameFit } from './fit.js';
import { clickable } from '../../ui/board/clickable.js';
import { canHover } from '../../ui/board/phone.js';
import { cardActions } from './targets.js';
import { cardLines, cardName, cardsToPick } from './text.js';
const CW = 92;
const CH = 128;
function hue(model, id) {
  const i = Math.max(0, (model.cardOrder || []).indexOf(id));
  return (i * 47) % 360;
}
export function CardFace({ model, id, lang, small = false }) {
  const c = model.craftsmen[id] || {};
  const name = cardNameFit(cardName(model, id, lang), lang);
  const col = `hsl(${hue(model, id)},45%,42%)`;
  const pay = c.payment;
  return (
    <g pointer-events="none">
      <rect
        x={1}
        y={1}
        width={CW - 2}
        height={CH - 2}
        rx={8}
        fill="#fbf6e9"
        stroke="#4a3a28"
        stroke-width={1.5}
      />
      <rect x={2} y={5} width={CW - 4} height={30} rx={5} fill={col} />
      {name.lines.map((l, i) => (
        <text
          class="gr-cname"
          x={CW / 2}
          y={(name.lines.length === 1 ? 24 : 18) + i * 12}
          text-anchor="middle"
          font-size={name.size}
          font-weight={700}
          fill="#fff"
        >
          {l}
        </text>
      ))}
      {/* portrait */}
      <circle cx={CW / 2} cy={58} r={11} fill="#f0d2b0" stroke="#4a3a28" />
      <path
        d={`M${CW / 2 - 22},${98} Q${CW / 2 - 20},${72} ${CW / 2},${72} Q${CW / 2 + 20},${72} ${CW / 2 + 22},${98} Z`}
        fill={col}
        stroke="#4a3a28"
      />
      <path d={`M${CW / 2 - 12},${52} Q${CW / 2},${40} ${CW / 2 + 12},${52} Z`} fill="#6b4a2a" />
      {/* payment */}
      <g transform={`translate(${CW / 2},${CH - 16})`}>
        {pay === 'forest' ? (
          <g>
            <circle r={10} fill="#cfe3b8" stroke="#2c2418" />
            {Tree({
              s: 0.9,
            })}
          </g>
        ) : pay ? (
          Token({
            res: pay,
            r: 10,
          })
        ) : (
          <text y={4} text-anchor="middle" font-size={12} fill="#8a7a66">
            —
          </text>
        )}
      </g>
    </g>
  );
}
export function CardBack({ label }) {
  return (
    <svg class="gr-card gr-back" viewBox={`0 0 ${CW} ${CH}`} role="img" aria-label={label}>
      <title>{label}</title>
      <rect
        x={1}
        y={1}
        width={CW - 2}
        height={CH - 2}
        rx={8}
        fill="#5b3f7a"
        stroke="#2c2418"
        stroke-width={1.5}
      />
      <rect
        x={9}
        y={9}
        width={CW - 18}
        height={CH - 18}
        rx={5}
        fill="none"
        stroke="#d8c6ef"
        stroke-width={1.5}
      />
      <path
        d={`M${CW / 2},${CH / 2 - 18} L${CW / 2 + 14},${CH / 2} L${CW / 2},${CH / 2 + 18} L${CW / 2 - 14},${CH / 2} Z`}
        fill="#a8e6f2"
        stroke="#d8c6ef"
      />
    </svg>
  );
}

// One card as a clickable SVG. On a touch screen a card is read before it is taken or played
// (picked among the 15, played face down or face up, the solo game's last two): the first tap
// shows its abilities (no hover shows its title there) and a second tap takes or plays it, as
// everywhere in the hand, so that a player who learnt the two taps while picking never plays a
// card by a tap meant to read it.
export function Card({ model, id, legal, lang, t, onPick, onInfo, note, dim, solo, armed, onArm }) {
  const acts = cardActions(legal, id);
  const target = acts.length > 0;
  const lines = cardLines(model, id, lang, solo);
  const toRead = target && onArm && armed !== id && !canHover();
  const pick = () => {
    if (toRead) {
      onArm(id);
      // The second tap asked for first, under the name: on a phone the text may scroll.
      const again = acts.every((a) => a.type === 'pick') ? 'ui.tapAgainToPick' : 'ui.tapAgainToPlay';
      onInfo([lines[0], t(again, { card: lines[0] }), ...lines.slice(1)]);
      return;
    }
    onInfo(lines);
    if (target) onPick(acts);
  };
  return (
    <svg
      class={
        'gr-card' +
        (target ? ' gr-target bk-target' : '') +
        (target && armed === id ? ' bk-selected' : '') +
        (dim ? ' gr-dim' : '')
      }
      viewBox={`-4 -4 ${CW + 8} ${CH + 8}`}
      data-card={id}
      {...clickable(pick)}
    >
      <title>{lines.join('\n')}</title>
      {target ? <rect x={-3} y={-3} width={CW + 6} height={CH + 6} rx={10} class="bk-halo" /> : null}
      {CardFace({
        model,
        id,
        lang,
      })}
      {note ? (
        <g>
          <rect x={4} y={CH / 2 + 30} width={CW - 8} height={16} rx={4} fill="rgba(44,36,24,0.82)" />
          <text x={CW / 2} y={CH / 2 + 42} text-anchor="middle" font-size={11} fill="#fff" font-weight={600}>
            {note}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
export function CraftsmanHand({
  model,
  view,
  me,
  legal,
  lang,
  t,
  onPick,
  onInfo,
  armed = null,
  onArm = null,
}) {
  if (!me) return null;
  const solo = view.players === 1; // p. 10: a drawn card gives one ability only
  const common = { model, lang, t, onPick, onInfo, solo, armed, onArm };
  const hand = me.hand || [];
  const picks = (legal || []).filter((a) => a.type === 'pick').map((a) => a.card);
  const sections = [];
  if (picks.length) {
    sections.push(
      <div class="gr-cardsec" style={{ '--gr-n': picks.length }}>
        <h4>
          {t('ui.cardsToPick')}{' '}
          <span class="gr-muted">
            {t('ui.picked', {
              n: me.picked ?? hand.length,
              of: cardsToPick(model, view),
            })}
          </span>
        </h4>
        <div class="gr-cards gr-picks">
          {picks.map((id) => (
            <Card key={id} {...common} id={id} legal={legal} />
          ))}
        </div>
      </div>,
    );
  }
  const handCards = hand.map((id) => <Card key={id} {...common} id={id} legal={legal} />);
  if (typeof me.faceDown === 'string') {
    handCards.push(
      <Card key={'fd-' + me.faceDown} {...common} id={me.faceDown} legal={[]} note={t('ui.faceDown')} />,
    );
  }
  sections.push(
    <div class="gr-cardsec" style={{ '--gr-n': handCards.length }}>
      <h4>
        {t('ui.hand')}{' '}
        {
          // The two slots for cards followed out of turn (p. 5; with 2 players too, p. 10).
          (view.players || 0) >= 2 ? (
            <span class="gr-muted">
              {t('tip.slots', {
                n: me.slotsUsed ?? 0,
              })}
            </span>
          ) : null
        }
      </h4>
      <div class="gr-cards gr-hand">
        {handCards.length ? handCards : [<p class="gr-muted">{t('ui.empty')}</p>]}
      </div>
    </div>,
  );
  // The cards played this phase, and those set aside from the last (solo, p. 10): shown only.
  const shownOnly = (title, ids, prefix, dim) => (
    <div class="gr-cardsec" style={{ '--gr-n': ids.length }}>
      <h4>{title}</h4>
      <div class="gr-cards gr-small">
        {ids.map((id) => (
          <Card key={prefix + id} {...common} id={id} legal={[]} dim={dim} />
        ))}
      </div>
    </div>
  );
  if ((me.played || []).length) sections.push(shownOnly(t('ui.played'), me.played, 'p-', false));
  if ((me.setAside || []).length) sections.push(shownOnly(t('ui.setAside'), me.setAside, 's-', true));
  // Each section says how many cards it holds (--gr-n): off a phone the
  // sections share a row when their cards fit (board.css).
  return (
    <div class="gr-handwrap" role="group" aria-label={t('ui.hand')}>
      {sections}
    </div>
  );
}
