// Log lines the engine's log does not hold: what a game's own automatic
// opponent (GWT New Zealand's solo Sarah) did inside a seat's action. The game
// module reads them from the viewer's views before and after new log entries:
//   module.logEvents({ before, after, log, from }) -> [{ at, player, name, event }]
// (`at`: the index of the log entry the line follows; `name`: who acted, for a
// player that is no seat). They are kept with the saved game (the record's
// extraLog), so a reload shows them again; undo drops those after the entries
// it took back. Knows no game.
import { useEffect, useMemo, useRef } from 'preact/hooks';

// The next memory from the last one and the snapshot now on screen.
export function nextLogEvents(memo, module, log, view, viewer) {
  const entries = Array.isArray(log) ? log : [];
  const kept = memo ? memo.events : [];
  const base = { view, viewer, length: entries.length };
  if (!module || typeof module.logEvents !== 'function' || !view) return { ...base, events: kept };
  if (!memo || !memo.view || memo.viewer !== viewer || entries.length < memo.length)
    return { ...base, events: kept.filter((e) => e.at < entries.length) };
  if (entries.length === memo.length) return { ...base, events: kept };
  let found = [];
  try {
    const got = module.logEvents({ before: memo.view, after: view, log: entries, from: memo.length });
    found = Array.isArray(got) ? got.filter((e) => e && Number.isInteger(e.at)) : [];
  } catch {
    // a module that throws adds no line
  }
  return { ...base, events: kept.concat(found) };
}

// The log with the added lines, each after its entry.
export function withLogEvents(log, events) {
  const entries = Array.isArray(log) ? log : [];
  if (!events || !events.length) return entries;
  const out = [];
  const after = new Map();
  for (const e of events) {
    if (!after.has(e.at)) after.set(e.at, []);
    after.get(e.at).push(e);
  }
  entries.forEach((entry, i) => {
    out.push(entry);
    if (after.has(i)) out.push(...after.get(i));
  });
  return out;
}

// The log as the screen shows it, for a session on screen. `stored`: the
// lines kept with the saved game (a reload shows them again); `keep(lines)` is
// told the lines whenever they change, to keep them with the save.
export function useLogEvents(module, log, view, viewer, stored = null, keep = null) {
  const memo = useRef(null);
  const shown = useMemo(() => {
    const entries = Array.isArray(log) ? log : [];
    if (memo.current === null) {
      // Nothing on screen yet (the game is loading): the stored lines wait for its log.
      if (!entries.length || !view) return entries;
      const lines = Array.isArray(stored) ? stored.filter((e) => e && e.at < entries.length) : [];
      if (lines.length) memo.current = { events: lines, view, viewer, length: entries.length };
    }
    memo.current = nextLogEvents(memo.current, module, log, view, viewer);
    return withLogEvents(log, memo.current.events);
  }, [module, log, view, viewer]);
  const lines = memo.current ? memo.current.events : null;
  useEffect(() => {
    if (lines && keep) keep(lines);
  }, [lines, keep]);
  return shown;
}
