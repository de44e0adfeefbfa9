// The info line's prompt: what the player is asked to do now, in the order a
// decision narrows (a kind, its hex, what pays), then the time the choices
// left cost. Pure: `sel` is the kit's selection ({active, candidates}),
// `kind` the building kind chosen from the supply, `sources` what pays and
// narrows (targets.js narrowingSources).
import { oreChoices } from './OreChooser.jsx';

function mainLine({ view, acts, sel, kind, sources, t }) {
  // A mine's drawn ores to stack, top first: the place the next tap fills.
  if (view.pending && view.pending.type === 'stack' && acts.some((a) => a.type === 'stack')) {
    const placed = oreChoices(view.pending, sel.active ? sel.candidates : acts).filter((o) => o.place);
    return placed.length ? t('ui.stackNext', { n: placed.length + 1 }) : t('ui.pendingStack');
  }
  // A proposal to end: the answer is in the decision panel, nothing on the board.
  if (acts.some((a) => a.type === 'agreeEnd')) {
    const by = (view.players || [])[view.current];
    return t('ui.agreeEnd', { name: by ? by.name : '' });
  }
  // A kind chosen asks for a hex; once one hex is left, for what pays.
  const oneHex = new Set(sel.candidates.map((a) => a.hex)).size === 1;
  if (kind && !oneHex) return t('ui.chooseHex', { kind: t('kind.' + kind) });
  if (sources && sources.length) return t('ui.chooseSource', { n: sel.candidates.length });
  if (sel.active) return t('board.chooseAmong', { n: sel.candidates.length });
  // Nothing to play (another seat's turn, the end): only reading is offered.
  if (acts.length === 0) return t('ui.hintIdle');
  return t(acts.some((a) => a.type === 'endTurn') ? 'ui.hintEnd' : 'ui.hint');
}

// The time each remaining choice costs, shown before the player confirms.
function costLine(sel, t) {
  const costs = sel.active ? sel.candidates.map((a) => a.steps).filter((n) => typeof n === 'number') : [];
  if (costs.length === 0) return null;
  const lo = Math.min(...costs);
  const hi = Math.max(...costs);
  if (lo === hi)
    return t('ui.timeCost', {
      cost: t(lo === 0 ? 'act.steps.zero' : lo === 1 ? 'act.steps.one' : 'act.steps.many', { n: lo }),
    });
  return t(hi === 1 ? 'ui.timeCostRange.one' : 'ui.timeCostRange', { min: lo, max: hi });
}

export function boardPrompt(args) {
  const lines = [mainLine(args)];
  // The cart is one of the choices left: say where to take or decline it.
  if (args.sources && args.sources.includes('cart')) lines.push(args.t('ui.cartChoice'));
  const cost = costLine(args.sel, args.t);
  return cost ? [...lines, cost] : lines;
}
