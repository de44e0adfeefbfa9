// Shell strings in French (default) and English. Game modules bring their own
// strings (module.messages); a game's t() looks there first, then here.
import fr from './fr.js';
import en from './en.js';

export const languages = { fr, en };
export const defaultLang = 'fr';

function interpolate(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k) => (params[k] !== undefined ? String(params[k]) : m));
}

// t(key, params): the string in `lang`, else in French, else the key itself
// (a missing string shows as its key, never as a crash).
export function makeT(lang, extra) {
  const tables = [];
  if (extra) tables.push(extra[lang], extra[defaultLang]);
  tables.push(languages[lang], languages[defaultLang]);
  const t = (key, params) => {
    for (const table of tables) {
      if (table && Object.prototype.hasOwnProperty.call(table, key)) return interpolate(table[key], params);
    }
    return key;
  };
  t.has = (key) => tables.some((table) => table && Object.prototype.hasOwnProperty.call(table, key));
  t.lang = lang;
  return t;
}

// An engine or app error code in words; unknown codes fall back to a generic sentence.
export function errorText(t, error) {
  const code = error && error.code;
  const key = `error.${code}`;
  return t.has(key) ? t(key) : t('error.unknown', { code: code || '?' });
}

// A name in the UI language from a {fr, en} object.
export function localName(names, lang, fallback = '') {
  if (!names) return fallback;
  if (typeof names === 'string') return names;
  return names[lang] || names[defaultLang] || names.en || fallback;
}
