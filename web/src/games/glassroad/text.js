// Words for actions (decision panel buttons, game log) and tooltips (cards,
// buildings, squares), built from messages.js and the data's own fr/en texts.
import { tr } from './messages.js';
import { localName, localText } from './model.js';

const ROWS = 'ABCDEFGH';

// Squares are named like a chessboard: row letter, column number ("B4").
export function squareName(sq, cols = 7) {
  const r = Math.floor(sq / cols);
  const c = sq % cols;
  return `${ROWS[r] || '?'}${c + 1}`;
}

// A forest tile by the squares it covers ("A4-A5"), as the board shows it: the
// engine's tile number is drawn nowhere. The number only if the layout is unknown.
export function forestName(model, index, cols = 7) {
  const sqs = model && model.forests && model.forests[index];
  return sqs && sqs.length ? sqs.map((q) => squareName(q, cols)).join('-') : String(index);
}

export function cardName(model, id, lang) {
  return localName(model.craftsmen[id], lang, id);
}

export function buildingName(model, id, lang) {
  return localName(model.buildings[id], lang, id);
}

function costText(model, b, lang) {
  const t = (k, v) => tr(lang, k, v);
  const parts = [];
  for (const r of ['wood', 'glass', 'clay', 'brick']) {
    const n = b.cost && b.cost[r];
    if (n) parts.push(t('qty.' + r, { n }));
  }
  return parts.length ? t('tip.cost', { cost: parts.join(', ') }) : t('tip.costFree');
}

// A craftsman card: name, payment, both abilities; `solo` says how many abilities a solo player gets.
export function cardLines(model, id, lang, solo = false) {
  const t = (k, v) => tr(lang, k, v);
  const c = model.craftsmen[id];
  if (!c) return [id];
  const lines = [localName(c, lang, id)];
  lines.push(c.paymentText ? t('tip.payment', { text: localText(c.paymentText, lang) }) : t('tip.noPayment'));
  (c.abilities || []).forEach((ab, i) =>
    lines.push(t('tip.ability', { n: i + 1, text: localText(ab, lang) })),
  );
  lines.push(t(solo ? 'tip.both.solo' : 'tip.both'));
  return lines;
}

// A building tile: name, kind, cost, points, effect.
export function buildingLines(model, id, lang) {
  const t = (k, v) => tr(lang, k, v);
  const b = model.buildings[id];
  if (!b) return [id];
  const lines = [`${localName(b, lang, id)} — ${t('kind.' + (b.kind || 'base'))}`];
  if (b.kind !== 'base') lines.push(costText(model, b, lang));
  if (b.points) lines.push(t('tip.points', { n: b.points }));
  const text = localText(b.text, lang);
  if (text) lines.push(text);
  return lines;
}

// A square of a landscape: what lies there.
export function squareLines(model, squares, sq, lang, cols = 7) {
  const t = (k, v) => tr(lang, k, v);
  const s = (squares || [])[sq] || { kind: 'empty' };
  const name = t('square', { name: squareName(sq, cols) });
  if (s.kind === 'building') {
    const lines = buildingLines(model, s.building, lang);
    lines[0] = t('tip.square', { square: name, what: lines[0] });
    if (s.upgrade)
      lines.push(
        t('tip.upgrade', { building: buildingName(model, s.upgrade, lang) }),
        ...buildingLines(model, s.upgrade, lang).slice(1),
      );
    return lines;
  }
  if (s.kind === 'forest')
    return [
      t('tip.square', {
        square: name,
        what: t('tip.forest', { squares: forestName(model, s.forest, cols) }),
      }),
    ];
  return [t('tip.square', { square: name, what: t('terrain.' + s.kind) })];
}

// The seat whose view this is (the only one whose hand it holds), or null.
export function viewerSeat(view) {
  const i = ((view && view.seats) || []).findIndex((p) => p && Array.isArray(p.hand));
  return i >= 0 ? i : null;
}

// How many cards a seat takes into hand this phase: 5 with 2–4 players (p. 4),
// the solo table's number in solo (p. 10).
export function cardsToPick(model, view) {
  if (view && view.players === 1) return (model.soloCards || [])[view.phase] || 0;
  return 5;
}

// The seat that revealed or played the card being resolved, when `seat` holds
// it too and must follow (p. 5); null when `seat` plays its own card.
export function forcedBy(view, seat) {
  const q = (view && view.resolving) || [];
  const lead = q[0];
  if (!lead || lead.seat === seat) return null;
  return q.some((r, i) => i > 0 && r.seat === seat && r.card === lead.card) ? lead.seat : null;
}

function decisionOf(view) {
  return (view && view.decision) || null;
}

function paymentWord(model, card, lang) {
  const c = card && model.craftsmen[card];
  if (c && c.paymentText)
    return localText(c.paymentText, lang)
      .replace(/\s*\([^)]*\)\s*\.?$/, '')
      .replace(/\.$/, '');
  return '';
}

// One short phrase per action, used for buttons and the log.
// `actor` (optional) is the seat that took the action, known for log lines;
// without it the seat of the pending decision is assumed (decision buttons).
export function describeAction(model, action, view, lang = 'fr', actor = null) {
  const t = (k, v) => tr(lang, k, v);
  const a = action || {};
  const cols = (view && view.landscape && view.landscape.cols) || model.cols || 7;
  const sqn = (sq) => squareName(sq, cols);
  const bname = (id) => buildingName(model, id, lang);
  switch (a.type) {
    case 'pick':
    case 'faceDown':
    case 'play':
      // Another seat's hidden choice reaches the log without its card.
      if (!a.card && a.type !== 'play') return t('act.' + a.type + '.hidden');
      return t('act.' + a.type, { card: cardName(model, a.card, lang) });
    case 'pay': {
      if (a.forest !== undefined) return t('act.pay.forest', { forest: forestName(model, a.forest, cols) });
      // The card paid for: the log entry's own (the engine names it), else the pending decision's.
      const d = decisionOf(view);
      const card = a.card || (d && d.card);
      const res = card && model.craftsmen[card] ? model.craftsmen[card].payment : null;
      if (a.wheel)
        return t('act.pay.wheel', { res: t('res.' + (res || 'food')), wheel: t('wheel.' + a.wheel) });
      if (res && res !== 'forest') return t('act.pay.res', { res: t('res.' + res) });
      const what = paymentWord(model, card, lang);
      return what ? t('act.pay', { what }) : t('act.pay.plain');
    }
    case 'ability': {
      const d = decisionOf(view);
      const n = (a.index ?? 0) + 1;
      if (actor === null || (d && d.seat === actor)) {
        const c = d && d.card ? model.craftsmen[d.card] : null;
        if (c && c.abilities && c.abilities[a.index]) {
          return t('act.ability', {
            card: localName(c, lang, d.card),
            n,
            text: localText(c.abilities[a.index], lang),
          });
        }
      }
      // A log line: the actor's card in the reveal being resolved, if still there.
      const q = ((view && view.resolving) || []).filter((r) => r.seat === actor);
      if (q.length) return t('act.ability.short', { card: cardName(model, q[q.length - 1].card, lang), n });
      return t('act.ability.anon', { n });
    }
    case 'pass': {
      const d = decisionOf(view);
      if (d && messagesHas(lang, 'act.pass.' + d.kind)) return t('act.pass.' + d.kind);
      if (view && view.stage === 'final') return t('act.pass.final');
      return t('act.pass');
    }
    case 'gain':
      // The supplier names a resource and may take none of it (no wheel then).
      if (!a.wheel) return t('act.gain.name', { res: t('res.' + a.resource) });
      return t('act.gain', { qty: t('qty.' + a.resource, { n: a.amount }), wheel: t('wheel.' + a.wheel) });
    case 'placeTerrain':
      return t('act.placeTerrain', { terrain: t('terrain.' + a.terrain), square: sqn(a.square) });
    case 'build': {
      const b = model.buildings[a.building];
      if (b && b.upgrades)
        return t('act.build.upgrade', { building: bname(a.building), square: sqn(a.square) });
      const d = decisionOf(view);
      const seat = d ? d.seat : null;
      const own =
        seat !== null &&
        view &&
        view.seats &&
        view.seats[seat] &&
        (view.seats[seat].offer || []).includes(a.building);
      return t(own ? 'act.build.offer' : 'act.build', { building: bname(a.building), square: sqn(a.square) });
    }
    case 'convert': {
      const parts = [t('act.convert', { building: bname(a.building) })];
      const extra = [];
      if (a.wheel) {
        // The wheel pays the food or coal the building spends (English text: "Trade … for …").
        const spend = localText((model.buildings[a.building] || {}).text, 'en')
          .toLowerCase()
          .split(' for ')[0];
        const m = spend.match(/\b(food|coal)\b/);
        const res = m ? m[1] : null;
        extra.push(
          res
            ? t('act.convert.wheel', { res: t('res.' + res), wheel: t('wheel.' + a.wheel) })
            : t('wheel.' + a.wheel),
        );
      }
      if (a.square !== undefined) extra.push(t('act.convert.square', { square: sqn(a.square) }));
      if (a.forest !== undefined)
        extra.push(t('act.convert.forest', { forest: forestName(model, a.forest, cols) }));
      if (a.offer) extra.push(t('act.convert.offer', { tiles: a.offer.map(bname).join(', ') }));
      return extra.length ? `${parts[0]} (${extra.join(t('act.sep'))})` : parts[0];
    }
    case 'removeTerrain': {
      const seat =
        actor !== null
          ? actor
          : decisionOf(view)
            ? decisionOf(view).seat
            : view && view.deciding && view.deciding.length === 1
              ? view.deciding[0]
              : viewerSeat(view);
      const s =
        seat !== null && view && view.seats && view.seats[seat] && view.seats[seat].squares
          ? view.seats[seat].squares[a.square]
          : null;
      // A log entry names the tile it removed (the square is empty by the time the line is worded).
      const kind = a.terrain || (s && s.kind);
      if (kind === 'quarry' || kind === 'grove' || kind === 'pond') {
        return t('act.removeTerrain.what', { terrain: t('terrain.' + kind), square: sqn(a.square) });
      }
      return t('act.removeTerrain', { square: sqn(a.square) });
    }
    case 'repeat': {
      const d = decisionOf(view);
      const b = d && d.kind === 'repeat' && d.building ? bname(d.building) : '';
      if (a.square !== undefined)
        return b
          ? t('act.repeat.square', { building: b, square: sqn(a.square) })
          : `${t('act.repeat')} (${sqn(a.square)})`;
      if (a.resource !== undefined)
        return b
          ? t('act.repeat.resource', { building: b, res: t('res.' + a.resource) })
          : `${t('act.repeat')} (${t('res.' + a.resource)})`;
      return t('act.repeat');
    }
    case 'tavern': {
      const d = decisionOf(view);
      const seat = d ? d.seat : null;
      const s =
        seat !== null && view.seats && view.seats[seat] && view.seats[seat].squares
          ? view.seats[seat].squares[a.square]
          : null;
      if (s && s.kind === 'building')
        return t('act.tavern', { building: bname(s.upgrade || s.building), square: sqn(a.square) });
      return t('act.tavern.square', { square: sqn(a.square) });
    }
    default:
      return t('act.unknown', { type: a.type || '?' });
  }
}

import { messages } from './messages.js';
function messagesHas(lang, key) {
  return key in (messages[lang] || messages.fr);
}
