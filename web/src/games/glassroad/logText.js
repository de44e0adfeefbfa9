// Log lines. The shell words a line once, with the view of the moment it is
// first shown: after the action, often after the card it belongs to is
// finished, so the view's pending decision is another one. What a line needs
// of its own moment comes with the entry: the engine's public form of a
// payment, an ability or a pass names the card it answered and the decision
// (`card`, `decision`; GlassState::publicAction). A pass answering anything
// else reads plain rather than borrowing today's decision.
import { tr } from './messages.js';
import { describeAction, cardName } from './text.js';
import { localText } from './model.js';

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

export function describeLogEntry(model, entry, view, lang = 'fr', log = null) {
  const t = (k, v) => tr(lang, k, v);
  const a = (entry && entry.action) || {};
  const actor = typeof entry.player === 'number' ? entry.player : null;
  if (a.type === 'pass') {
    if (a.decision === 'cardPay' || a.decision === 'cardAbility') return t('act.pass.' + a.decision);
    const i = log ? log.indexOf(entry) : -1;
    return t(i >= 0 && finalPass(log, i, actor, view) ? 'act.pass.final' : 'act.pass');
  }
  if (a.type === 'ability') {
    const c = a.card && model.craftsmen[a.card];
    const n = (a.index ?? 0) + 1;
    if (c && c.abilities && c.abilities[a.index])
      return t('act.ability', {
        card: cardName(model, a.card, lang),
        n,
        text: localText(c.abilities[a.index], lang),
      });
    return t('act.ability.anon', { n });
  }
  return describeAction(model, a, view, lang, actor);
}
