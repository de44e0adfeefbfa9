// Settings: language, colour-blind friendly player colours, bot pace.
import { BOT_DELAYS } from './settings.js';

export function Settings({ settings, onChange, t }) {
  const set = (patch) => onChange({ ...settings, ...patch });
  return (
    <section class="panel settings" aria-labelledby="settings-title">
      <h2 id="settings-title">{t('settings.title')}</h2>
      <label class="field" for="set-lang">
        <span>{t('settings.language')}</span>
        <select id="set-lang" value={settings.lang} onChange={(e) => set({ lang: e.currentTarget.value })}>
          <option value="fr">Français</option>
          <option value="en">English</option>
        </select>
      </label>
      <label class="check" for="set-cb">
        <input
          id="set-cb"
          type="checkbox"
          checked={settings.colorBlind}
          onChange={(e) => set({ colorBlind: e.currentTarget.checked })}
        />
        {t('settings.colorBlind')}
      </label>
      <label class="field" for="set-pace">
        <span>{t('settings.botPace')}</span>
        <select
          id="set-pace"
          value={settings.botPace}
          onChange={(e) => set({ botPace: e.currentTarget.value })}
        >
          {Object.keys(BOT_DELAYS).map((k) => (
            <option value={k} key={k}>
              {t(`settings.pace.${k}`)}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
