// Shell strings in French (default) and English. Game modules bring their own
// strings (module.messages); a game's t() looks there first, then here.
import fr from './fr.js';
import en from './en.js';

export const languages = { fr, en };
export const defaultLang = 'fr';

// French elides « de » and « que » before a vowel: "Installation d’Anna", not
// "de Anna". Only where the word stands right before a {name} to fill, since the
// value (a player's name above all) is not known when the string is written.
// Not before H or Y, which may be aspirated or a consonant (Henri, Yann).
const ELIDES = /^[aeiouàâäéèêëîïôöûüAEIOUÀÂÄÉÈÊËÎÏÔÖÛÜ]/;

function interpolate(text, params, french) {
  if (!params) return text;
  return text.replace(/(\b(?:[Dd]e|[Qq]ue) )?\{(\w+)\}/g, (m, word, k) => {
    if (params[k] === undefined) return m;
    const value = String(params[k]);
    if (!word) return value;
    return french && ELIDES.test(value) ? `${word.slice(0, -2)}’${value}` : word + value;
  });
}

// t(key, params): the string in `lang`, else in French, else the key itself
// (a missing string shows as its key, never as a crash). With params.n equal
// to 1, the key's singular `${key}.one` when there is one ("1 tondeur", not
// "1 tondeurs").
export function makeT(lang, extra) {
  const tables = []; // [table, is it French]
  if (extra) tables.push([extra[lang], lang === 'fr'], [extra[defaultLang], true]);
  tables.push([languages[lang], lang === 'fr'], [languages[defaultLang], true]);
  const t = (key, params) => {
    if (params && Number(params.n) === 1 && t.has(`${key}.one`)) key = `${key}.one`;
    for (const [table, french] of tables) {
      if (table && Object.prototype.hasOwnProperty.call(table, key))
        return interpolate(table[key], params, french);
    }
    return key;
  };
  t.has = (key) => tables.some(([table]) => table && Object.prototype.hasOwnProperty.call(table, key));
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
