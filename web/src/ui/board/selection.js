// Narrowing a decision step by step over the `legal` list. Each step is a
// board pick (a building, a hex, a good…) that stands for some legal actions;
// the candidates are the legal actions every step so far stands for. When one
// candidate is left it is played; the UI never builds an action itself.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { within } from './dispatch.js';

// Pure core: the candidates left after the steps (each step holds a list).
export function narrow(legal, steps) {
  let left = legal || [];
  for (const s of steps || []) left = within(s.actions, left);
  return left;
}

// What `pick(step)` does to a selection: ignored when it stands for nothing
// among the candidates, plays when one is left, else becomes a new step.
export function pickOutcome(legal, steps, step) {
  const left = within(step.actions, narrow(legal, steps));
  if (left.length === 0) return { kind: 'ignore', left };
  if (left.length === 1) return { kind: 'play', left, action: left[0] };
  return { kind: 'narrow', left, steps: [...(steps || []), { ...step, actions: left }] };
}

// Groups actions by a key function, keeping the order of first appearance.
export function groupBy(actions, keyOf) {
  const groups = new Map();
  for (const a of actions || []) {
    const k = keyOf(a);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(a);
  }
  return [...groups.entries()];
}

// The hook: steps live until the decision point changes (`resetKey`).
// `onChoose(candidates)` tells the shell (decision panel) what is left.
export function useSelection({ legal, resetKey, onAction, onChoose }) {
  const [steps, setSteps] = useState([]);
  useEffect(() => setSteps([]), [resetKey, legal]);
  const candidates = useMemo(() => narrow(legal, steps), [legal, steps]);
  const play = (action) => {
    setSteps([]);
    onAction && onAction(action);
  };
  // A step marked `restart` (a new building chosen from the supply) starts over.
  const pick = (step) => {
    const out = pickOutcome(legal, step.restart ? [] : steps, step);
    if (out.kind === 'play') play(out.action);
    else if (out.kind === 'narrow') {
      setSteps(out.steps);
      onChoose && onChoose(out.left);
    }
    return out.kind;
  };
  const back = () => {
    const next = steps.slice(0, -1);
    setSteps(next);
    onChoose && onChoose(next.length ? narrow(legal, next) : []);
  };
  const clear = () => {
    setSteps([]);
    onChoose && onChoose([]);
  };
  const last = steps.length ? steps[steps.length - 1] : null;
  return { steps, last, candidates, active: steps.length > 0, pick, play, back, clear };
}

// What every board starts from, given its props (the Board contract,
// docs/embedding.md) and the game's own translation `tr(lang, key, vars)` for
// a board rendered without the shell's `t`: `t`, the legal actions `acts`, the
// `selection` narrowing them (reset by a new view), the seat on screen
// `viewer` (-1: a spectator) and the actions the board highlights now, `shown`
// (the selection's candidates while it is active).
export function useBoard({ view, legal, seat, onAction, onChoose, t, lang = 'fr' }, tr) {
  const acts = legal || [];
  const selection = useSelection({ legal: acts, resetKey: view, onAction, onChoose });
  return {
    t: t || ((k, v) => tr(lang, k, v)),
    acts,
    selection,
    viewer: typeof seat === 'number' && seat >= 0 ? seat : -1,
    shown: selection.active ? selection.candidates : acts,
  };
}
