// The app shell: lobby, saved games, settings, and the game screen. On load it
// resumes the game that was on screen when the page was left.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { engine } from '../engine/client.js';
import { gameModules } from '../games/index.js';
import { makeT, errorText } from '../i18n/index.js';
import { loadSettings, saveSettings, botDelay, initialLang } from './settings.js';
import { currentGameId, setCurrentGameId, getSave, putSave } from '../store/saves.js';
import { Lobby } from './Lobby.jsx';
import { SavedGames } from './SavedGames.jsx';
import { Settings } from './Settings.jsx';
import { GameScreen } from './GameScreen.jsx';
import { startGame, resumeGame } from './play.js';

export function useSettings() {
  const [settings, setSettings] = useState(() => {
    const s = loadSettings();
    return { ...s, lang: initialLang(s) };
  });
  useEffect(() => {
    document.documentElement.lang = settings.lang;
    document.documentElement.classList.toggle('color-blind', settings.colorBlind);
  }, [settings]);
  const update = (s) => {
    setSettings(s);
    saveSettings(s);
  };
  return [settings, update];
}

export function useGames() {
  const [games, setGames] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    engine.call('games').then((r) => {
      if (r.ok) setGames(r.games);
      else setError(r.error);
    });
  }, []);
  return [games, error];
}

export function App() {
  const [settings, setSettings] = useSettings();
  const t = useMemo(() => makeT(settings.lang), [settings.lang]);
  const [games, gamesError] = useGames();
  const [route, setRoute] = useState('lobby');
  const [session, setSession] = useState(null);
  const [sessionInfo, setSessionInfo] = useState(null);
  const [lastSetup, setLastSetup] = useState(null);
  const [message, setMessage] = useState(null);
  const [busy, setBusy] = useState(false);
  const [crashed, setCrashed] = useState(null);

  useEffect(() => engine.onCrash((m) => setCrashed(m)), []);

  const options = { persist: putSave, botDelay: botDelay(settings), onEvent: () => {} };

  const show = (s, info) => {
    if (session) session.dispose();
    setSession(s);
    setSessionInfo(info);
    setCurrentGameId(s.record.id);
    setRoute('game');
  };

  const start = async (setup) => {
    setBusy(true);
    setMessage(null);
    const r = await startGame(engine, setup, options);
    setBusy(false);
    if (!r.ok) {
      setMessage(errorText(t, r.error));
      return;
    }
    setLastSetup(setup);
    show(r.session, setup.info);
  };

  const resume = async (record, upTo = null) => {
    const info = (games || []).find((g) => g.id === record.game);
    if (!info) {
      setMessage(t('saves.unknownGame'));
      return;
    }
    setMessage(null);
    const r = await resumeGame(engine, record, info, options, upTo);
    if (!r.ok) {
      const { replayable, logLength } = r.error || {};
      // This version's rules refuse a later action, or lead the whole log elsewhere: the game can
      // go on after the actions that still replay.
      const whole = replayable === logLength;
      const why = t(whole ? 'saves.positionDiffers' : 'saves.rulesChanged', {
        n: replayable,
        total: logLength,
      });
      if (upTo === null && replayable > 0)
        setMessage({
          text: `${t('saves.cannotResume')} ${why}`,
          action: t(whole ? 'saves.resumeWithRules' : 'saves.resumeAt', { n: replayable }),
          run: () => resume(record, replayable),
        });
      else setMessage(`${t('saves.cannotResume')} ${errorText(t, r.error)}`);
      return;
    }
    setLastSetup({ game: record.game, info, seats: record.seats, options: record.state.setup.options || {} });
    show(r.session, info);
  };

  // Resume the game that was on screen when the page was left.
  useEffect(() => {
    if (!games) return;
    const id = currentGameId();
    if (!id) return;
    getSave(id)
      .then((record) => resume(record))
      .catch((err) => {
        setCurrentGameId(null);
        if (String(err && err.message).startsWith('damaged')) setMessage(t('saves.lastDamaged'));
      });
  }, [games]);

  const leave = () => {
    if (session) session.dispose();
    setSession(null);
    setCurrentGameId(null);
    setRoute('lobby');
  };

  const newGame = () => {
    if (!lastSetup) return leave();
    start({ ...lastSetup, seed: Math.floor(Math.random() * 2 ** 31) });
  };

  const checkWithEngine = async (record) => engine.call('load', { state: record.state });

  const inGame = route === 'game' && session;
  return (
    <div class="app">
      <header class="site-header">
        <a
          class="brand"
          href="./"
          onClick={(e) => {
            e.preventDefault();
            if (!inGame) setRoute('lobby');
          }}
        >
          <img src="./icon.svg" alt="" width="32" height="32" />
          <span>Ludotheca</span>
        </a>
        {!inGame ? (
          <nav aria-label={t('nav.label')}>
            {['lobby', 'saves', 'settings'].map((r) => (
              <button
                type="button"
                key={r}
                class={`tab${route === r ? ' current' : ''}`}
                aria-current={route === r ? 'page' : undefined}
                onClick={() => setRoute(r)}
              >
                {t(`nav.${r}`)}
              </button>
            ))}
          </nav>
        ) : null}
      </header>
      <main>
        {crashed ? (
          <div class="error-banner" role="alert">
            <p>{t('error.engine_failed')}</p>
            <button type="button" onClick={() => setCrashed(null)}>
              {t('common.ok')}
            </button>
          </div>
        ) : null}
        {message ? (
          <div class="error-banner" role="alert">
            <p>{typeof message === 'string' ? message : message.text}</p>
            {message.action ? (
              <button type="button" class="primary" onClick={message.run}>
                {message.action}
              </button>
            ) : null}
            <button type="button" onClick={() => setMessage(null)}>
              {t('common.ok')}
            </button>
          </div>
        ) : null}
        {gamesError ? <p class="error-text">{errorText(t, gamesError)}</p> : null}
        {inGame ? (
          <GameScreen
            key={session.record.id}
            session={session}
            module={gameModules[session.record.game] || null}
            info={sessionInfo}
            lang={settings.lang}
            onNewGame={newGame}
            onLobby={leave}
          />
        ) : route === 'saves' ? (
          <SavedGames
            games={games}
            engineFailed={Boolean(gamesError)}
            lang={settings.lang}
            t={t}
            onResume={resume}
            checkWithEngine={checkWithEngine}
          />
        ) : route === 'settings' ? (
          <Settings settings={settings} onChange={setSettings} t={t} />
        ) : games ? (
          <Lobby games={games} modules={gameModules} lang={settings.lang} t={t} onStart={start} busy={busy} />
        ) : !gamesError ? (
          <p class="muted">{t('game.loading')}</p>
        ) : null}
      </main>
    </div>
  );
}
