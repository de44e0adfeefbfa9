// One translation path: a game's message table ({fr, en}) goes through the
// shell's makeT, so a board's words and the shell's words look up and fill
// {placeholders} the same way. Boards receive the shell's `t` as a prop; the
// pure text helpers (action and log words) use `translator(messages)`.
import { makeT } from '../../i18n/index.js';

export function translator(messages) {
  const byLang = new Map();
  const tFor = (lang) => {
    const l = lang === 'en' ? 'en' : 'fr';
    if (!byLang.has(l)) byLang.set(l, makeT(l, messages));
    return byLang.get(l);
  };
  const tr = (lang, key, vars) => tFor(lang)(key, vars);
  tr.for = tFor;
  return tr;
}
