// User settings in localStorage: language, colour-blind palette, bot pace.
// A URL parameter (?lang=en, ?botDelay=0) overrides a setting for one visit.
const KEY = 'ludotheca.settings';

export const BOT_DELAYS = { slow: 1200, normal: 500, fast: 150, instant: 0 };
export const defaults = { lang: 'fr', colorBlind: false, botPace: 'normal' };

export function loadSettings() {
  let stored;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) || '{}') || {};
  } catch {
    stored = {};
  }
  const s = { ...defaults };
  if (stored.lang === 'fr' || stored.lang === 'en') s.lang = stored.lang;
  if (typeof stored.colorBlind === 'boolean') s.colorBlind = stored.colorBlind;
  if (Object.prototype.hasOwnProperty.call(BOT_DELAYS, stored.botPace)) s.botPace = stored.botPace;
  return s;
}

export function saveSettings(s) {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Settings stay for this visit only.
  }
}

export function urlParams() {
  try {
    return new URLSearchParams(location.search);
  } catch {
    return new URLSearchParams();
  }
}

export function botDelay(settings) {
  const override = urlParams().get('botDelay');
  if (override !== null && /^\d+$/.test(override)) return Math.min(Number(override), 5000);
  return BOT_DELAYS[settings.botPace] ?? BOT_DELAYS.normal;
}

export function initialLang(settings) {
  const l = urlParams().get('lang');
  return l === 'fr' || l === 'en' ? l : settings.lang;
}
