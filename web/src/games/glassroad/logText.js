// Log lines. The shell words a line once, with the view of the moment it is
// first shown: after the action, often after the card it belongs to is
// finished, so the view's pending decision is another one. What a line needs
// of its own moment (which card, which decision a pass answered) is read from
// the log before it; what cannot be known is left plain rather than guessed.
import { tr } from './messages.js';
import { describeAction, cardName } from './text.js';
import { localText } from './model.js';

// The card being resolved at log line `i` with 2 players: the last card played
// face up (whoever played it and whoever had to follow resolve it, p. 10).
// Null in a 3–4 player round, whose cards are laid face down and revealed
// without an action, and before any card is played.
export function cardInPlay(log, i) {
  for (let k = i - 1; k >= 0; k--) {
    const a = (log[k] && log[k].action) || {};
    if (a.type === 'play' && a.card) return a.card;
    if (a.type === 'faceDown' || a.type === 'pick') return null;
  }
  return null;
}

const ANY_TIME = new Set(['convert', 'removeTerrain']);

// The last pass of the game's last exchanges (each seat ends them with one pass).
function finalPass(log, i, actor, view) {
  if (!view || (view.stage !== 'final' && view.stage !== 'over')) return false;
  const seat = (view.seats || [])[actor];
  if (!seat || !seat.finalDone) return false;
  for (let k = i + 1; k < log.length; k++) {
    const e = log[k] || {};
    const type = e.action && e.action.type;
    if (type === 'pass' ? e.player === actor : !ANY_TIME.has(type)) return false;
  }
  return true;
}

// Which decision a pass answered, when the log tells: the first decision of a
// card (its payment if it has one, else its abilities), or the abilities once paid.
function passedDecision(model, log, i, actor, card) {
  if (!card) return null;
  let before = null;
  for (let k = i - 1; k >= 0; k--) {
    const e = log[k] || {};
    const type = e.action && e.action.type;
    if (type === 'play') break;
    if (e.player === actor && !ANY_TIME.has(type)) {
      before = type;
      break;
    }
  }
  if (before === null) return (model.craftsmen[card] || {}).payment ? 'cardPay' : 'cardAbility';
  return before === 'pay' ? 'cardAbility' : null;
}

function stillResolving(view, seat) {
  return ((view && view.resolving) || []).some((r) => r.seat === seat && !r.done);
}

export function describeLogEntry(model, entry, view, lang = 'fr', log = null) {
  const t = (k, v) => tr(lang, k, v);
  const a = (entry && entry.action) || {};
  const actor = typeof entry.player === 'number' ? entry.player : null;
  const i = log ? log.indexOf(entry) : -1;
  if (a.type === 'pass') {
    if (i < 0) return t('act.pass');
    if (finalPass(log, i, actor, view)) return t('act.pass.final');
    const kind = passedDecision(model, log, i, actor, cardInPlay(log, i));
    return t(kind ? 'act.pass.' + kind : 'act.pass');
  }
  if (a.type === 'ability' && i >= 0) {
    const card = cardInPlay(log, i);
    const c = card && model.craftsmen[card];
    if (c && c.abilities && c.abilities[a.index])
      return t('act.ability', {
        card: cardName(model, card, lang),
        n: (a.index ?? 0) + 1,
        text: localText(c.abilities[a.index], lang),
      });
    // A face-down card's reveal is no log line: the view names the card only
    // for the newest line, while its seat is still resolving it (a line
    // worded later, after a reload or a hand-off, would name a later card).
    if (i < log.length - 1 || !stillResolving(view, actor))
      return t('act.ability.anon', { n: (a.index ?? 0) + 1 });
  }
  return describeAction(model, a, view, lang, actor);
}
