// embed.html: the compact mode for iframes. embed.html?game=neuland starts a
// game at once (&players=3&bots=1,2&level=easy&seed=42&lang=en&names=Anna,Ben);
// without ?game it shows a compact lobby. Tells the parent page, by postMessage:
// {type:'ludotheca:ready', game} when interactive, {type:'ludotheca:gameOver', game, scores} at the end (scores without names).
import { render } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { engine } from './engine/client.js';
import { gameOverEvent } from './engine/events.js';
import { gameModules } from './games/index.js';
import { makeT, errorText } from './i18n/index.js';
import { useSettings, useGames } from './app/App.jsx';
import { botDelay, urlParams } from './app/settings.js';
import { Lobby } from './app/Lobby.jsx';
import { GameScreen } from './app/GameScreen.jsx';
import { startGame } from './app/play.js';
import { setupFromParams } from './app/embedParams.js';
import { registerServiceWorker } from './app/pwa.js';
import './styles.css';

function post(message) {
  if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
}

function EmbedApp() {
  const [settings] = useSettings();
  const t = useMemo(() => makeT(settings.lang), [settings.lang]);
  const [games, gamesError] = useGames();
  const [session, setSession] = useState(null);
  const [setup, setSetup] = useState(null);
  const [message, setMessage] = useState(null);
  const [auto, setAuto] = useState(false); // started from the URL: no lobby to go back to
  const ready = useRef(false);
  const params = useMemo(() => urlParams(), []);

  const announceReady = (game) => {
    if (ready.current) return;
    ready.current = true;
    post({ type: 'ludotheca:ready', game: game || null });
  };

  const start = async (s) => {
    setMessage(null);
    const r = await startGame(engine, s, {
      persist: async () => {}, // an embedded game is not kept between visits
      botDelay: botDelay(settings),
      onEvent: (type, data) => {
        if (type === 'gameOver') post(gameOverEvent(data.game, data.scores)); // no names (docs/embedding.md)
      },
    });
    if (!r.ok) {
      setMessage(errorText(t, r.error));
      return;
    }
    if (session) session.dispose();
    setSetup(s);
    setSession(r.session);
    const off = r.session.subscribe((snap) => {
      if (snap.phase === 'play' || snap.phase === 'over' || snap.phase === 'pass') {
        announceReady(s.game);
        off();
      }
    });
  };

  useEffect(() => {
    if (!games) return;
    const s = setupFromParams(params, games, t);
    if (s) {
      setAuto(true);
      start(s);
      return;
    }
    if (params.get('game')) setMessage(errorText(t, { code: 'unknown_game' }));
    announceReady(null); // the compact lobby is interactive
  }, [games]);

  return (
    <div class="app embedded">
      {message ? (
        <div class="error-banner" role="alert">
          <p>{message}</p>
        </div>
      ) : null}
      {gamesError ? <p class="error-text">{errorText(t, gamesError)}</p> : null}
      {session ? (
        <GameScreen
          key={session.record.id}
          session={session}
          module={gameModules[session.record.game] || null}
          info={setup.info}
          lang={settings.lang}
          compact
          onNewGame={() => start({ ...setup, seed: Math.floor(Math.random() * 2 ** 31) })}
          onLobby={
            auto
              ? null
              : () => {
                  session.dispose();
                  setSession(null);
                }
          }
        />
      ) : games && !auto ? (
        <Lobby games={games} modules={gameModules} lang={settings.lang} t={t} onStart={start} />
      ) : (
        <p class="muted">{t('game.loading')}</p>
      )}
    </div>
  );
}

render(<EmbedApp />, document.getElementById('app'));
registerServiceWorker();
