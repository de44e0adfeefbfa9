// embed.html: the compact mode for iframes. embed.html?game=neuland starts a
// game at once (&players=3&bots=1,2&level=easy&seed=42&lang=en&names=Anna,Ben);
// without ?game it shows a compact lobby. Tells the parent page, by postMessage:
// {type:'ludotheca:ready', game} when interactive, {type:'ludotheca:gameOver', game, scores} at the end.
import { render } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { engine } from './engine/client.js';
import { gameModules } from './games/index.js';
import { makeT, errorText } from './i18n/index.js';
import { useSettings, useGames } from './app/App.jsx';
import { botDelay, urlParams } from './app/settings.js';
import { Lobby } from './app/Lobby.jsx';
import { GameScreen } from './app/GameScreen.jsx';
import { startGame } from './app/play.js';
import { registerServiceWorker } from './app/pwa.js';
import './styles.css';

const LEVELS = ['easy', 'normal', 'hard'];

function post(message) {
  if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
}

// The setup asked for by the URL, or null when it names no known game.
export function setupFromParams(params, games, t) {
  const info = games.find((g) => g.id === params.get('game'));
  if (!info) return null;
  const [min, max] = info.players;
  const asked = Number.parseInt(params.get('players') || '', 10);
  const count = Number.isInteger(asked) ? Math.min(max, Math.max(min, asked)) : Math.min(max, Math.max(min, 2));
  const botsParam = params.get('bots');
  const bots = botsParam === null
    ? Array.from({ length: count - 1 }, (_, i) => i + 1)
    : botsParam.split(',').map((s) => Number.parseInt(s, 10)).filter((n) => Number.isInteger(n));
  const level = LEVELS.includes(params.get('level')) ? params.get('level') : 'normal';
  const names = (params.get('names') || '').split(',').map((s) => s.trim().slice(0, 24));
  const seats = Array.from({ length: count }, (_, i) => ({
    type: bots.includes(i) ? 'bot' : 'human',
    level,
    name: names[i] || t(`seat.name${i + 1}`),
  }));
  const seedParam = params.get('seed');
  const seed = seedParam && /^\d{1,15}$/.test(seedParam) ? Number(seedParam) : Math.floor(Math.random() * 2 ** 31);
  const options = {};
  for (const o of info.options || []) {
    const v = params.get(`opt.${o.id}`);
    if (v === null) continue;
    if (o.type === 'bool') options[o.id] = v === '1' || v === 'true';
    else if (o.type === 'int' && /^-?\d+$/.test(v)) options[o.id] = Number(v);
    else if (o.type === 'enum') options[o.id] = v;
  }
  return { game: info.id, info, seats, options, seed };
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
        if (type === 'gameOver') post({ type: 'ludotheca:gameOver', game: data.game, scores: data.scores });
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
      {message ? <div class="error-banner" role="alert"><p>{message}</p></div> : null}
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
          onLobby={auto ? null : () => { session.dispose(); setSession(null); }}
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
