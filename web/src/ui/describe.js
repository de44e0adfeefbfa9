// Words for actions and log lines, from the game module when it has them,
// else a readable generic form. A game module that throws never breaks the page.

export function genericDescribe(action) {
  if (!action || typeof action !== 'object') return String(action);
  const { type, steps, ...rest } = action;
  const parts = Object.entries(rest).map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : v}`);
  return [type, ...parts].filter(Boolean).join(' · ');
}

const logWords = new WeakMap();

// `log` (optional): the whole log the lines come from, for a game whose line
// needs what came before it (GWT: where the rancher stood).
export function makeDescribers(module, view, lang, log = null) {
  const describeAction = (action) => {
    if (module && typeof module.describeAction === 'function') {
      try {
        const s = module.describeAction(action, view, lang);
        if (typeof s === 'string' && s) return s;
      } catch {
        // fall through to the generic words
      }
    }
    return genericDescribe(action);
  };
  // A log line is worded once, with the view of the moment it was first shown.
  const describeLog = (entry) => {
    if (!entry || typeof entry !== 'object') return wordLog(entry);
    let byLang = logWords.get(entry);
    if (!byLang) logWords.set(entry, (byLang = {}));
    if (!(lang in byLang)) byLang[lang] = wordLog(entry);
    return byLang[lang];
  };
  const wordLog = (entry) => {
    if (module && typeof module.describeLog === 'function') {
      try {
        const s = module.describeLog(entry, view, lang, log);
        if (typeof s === 'string' && s) return s;
      } catch {
        // fall through
      }
    }
    return describeAction(entry.action);
  };
  return { describeAction, describeLog };
}
