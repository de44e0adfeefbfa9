// Click-to-action: a board element stands for a list of legal actions.
// One match plays it, several narrow the choice (board selection and the
// decision panel), none does nothing. The list always comes from `legal`:
// the board never invents an action.
export function dispatch(list, onAction, onChoose) {
  if (!list || list.length === 0) return false;
  if (list.length === 1) onAction && onAction(list[0]);
  else onChoose && onChoose(list);
  return true;
}

export function sameAction(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// The actions of `list` that are also in `legal` (by their JSON form).
export function within(legal, list) {
  const keys = new Set((legal || []).map((a) => JSON.stringify(a)));
  return (list || []).filter((a) => keys.has(JSON.stringify(a)));
}
