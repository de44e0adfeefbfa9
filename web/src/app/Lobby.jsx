// The lobby: choose a game, the number of players, each seat (human or bot and
// its level, name), the game's options, an optional seed; then Start.
import { clipName } from '../engine/limits.js';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { localName, makeT } from '../i18n/index.js';
import { GameCover } from '../ui/GameCover.jsx';
import { HowToPlay, hasHowTo } from '../ui/HowToPlay.jsx';

const SEAT_KINDS = ['human', 'easy', 'normal', 'hard', 'veryhard'];

export function defaultSeats(count, t, previous = []) {
  return Array.from({ length: count }, (_, i) => {
    if (previous[i]) return previous[i];
    return { type: i === 0 ? 'human' : 'bot', level: 'normal', name: t(`seat.name${i + 1}`) };
  });
}

export function defaultOptions(info) {
  const out = {};
  for (const o of (info && info.options) || []) out[o.id] = o.default;
  return out;
}

function OptionField(props) {
  const { option, t } = props;
  const helpKey = `option.${option.id}.help`;
  return (
    <div class="option">
      <OptionControl {...props} describedBy={t.has(helpKey) ? `opt-${option.id}-help` : undefined} />
      {t.has(helpKey) ? (
        <p class="option-help muted small" id={`opt-${option.id}-help`}>
          {t(helpKey)}
        </p>
      ) : null}
    </div>
  );
}

function OptionControl({ option, value, onChange, t, lang, describedBy }) {
  const label = localName(option.names, lang, option.id);
  const id = `opt-${option.id}`;
  if (option.type === 'bool') {
    return (
      <label class="check" for={id}>
        <input
          id={id}
          type="checkbox"
          checked={Boolean(value)}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        {label}
      </label>
    );
  }
  // A bounded number is a choice among its values, not a free field.
  if (
    option.type === 'int' &&
    Number.isInteger(option.min) &&
    Number.isInteger(option.max) &&
    option.max - option.min <= 20
  ) {
    return (
      <label class="field" for={id}>
        <span>{label}</span>
        <select
          id={id}
          value={String(value)}
          aria-describedby={describedBy}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
        >
          {Array.from({ length: option.max - option.min + 1 }, (_, i) => option.min + i).map((n) => (
            <option value={String(n)} key={n}>
              {n === option.default ? t('lobby.optionDefault', { value: n }) : String(n)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (option.type === 'enum') {
    const valueLabel = (v) => {
      if (option.valueNames && option.valueNames[v]) return localName(option.valueNames[v], lang, v);
      const key = `option.${option.id}.${v}`;
      return t.has(key) ? t(key) : v;
    };
    return (
      <label class="field" for={id}>
        <span>{label}</span>
        <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {(option.values || []).map((v) => (
            <option value={v} key={v}>
              {valueLabel(v)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (option.type === 'int') {
    return (
      <label class="field" for={id}>
        <span>{label}</span>
        <input
          id={id}
          type="number"
          min={option.min}
          max={option.max}
          value={value}
          onChange={(e) => {
            const n = Number.parseInt(e.currentTarget.value, 10);
            if (Number.isInteger(n)) onChange(Math.min(option.max ?? n, Math.max(option.min ?? n, n)));
          }}
        />
      </label>
    );
  }
  return null;
}

// The games the lobby offers: an engine may register a game that is not
// ready to be offered (`"listed": false` in its info); saves and links to it
// still open it.
export function listedGames(games) {
  return (games || []).filter((g) => g && g.listed !== false);
}

export function Lobby({ games: allGames, modules, lang, t, onStart, busy, initialGame }) {
  const games = listedGames(allGames);
  const [howTo, setHowTo] = useState(false);
  const cardT = (g) => makeT(lang, modules[g.id] && modules[g.id].messages);
  const [gameId, setGameId] = useState(initialGame || (games[0] && games[0].id));
  const info = games.find((g) => g.id === gameId) || games[0];
  const [min, max] = (info && info.players) || [1, 1];
  const [count, setCount] = useState(Math.min(max, Math.max(min, 2)));
  const [seats, setSeats] = useState(() => defaultSeats(count, t));
  const [options, setOptions] = useState(() => defaultOptions(info));
  const [seed, setSeed] = useState('');
  const gameT = useMemo(
    () => makeT(lang, modules[info && info.id] && modules[info.id].messages),
    [lang, info, modules],
  );

  useEffect(() => {
    if (!info) return;
    setOptions(defaultOptions(info));
    setCount((c) => Math.min(max, Math.max(min, c)));
  }, [info && info.id]);
  useEffect(() => setSeats((prev) => defaultSeats(count, t, prev)), [count]);

  if (!info) return <p class="panel">{t('lobby.noGames')}</p>;

  const setSeat = (i, patch) => setSeats((prev) => prev.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const seedValid = seed === '' || /^\d{1,15}$/.test(seed.trim());

  const start = (e) => {
    e.preventDefault();
    if (!seedValid || busy) return;
    const chosen = seats.slice(0, count).map((s, i) => ({
      type: s.type,
      level: s.level,
      name: s.name.trim() || t('seat.defaultName', { n: i + 1 }),
    }));
    const seedValue = seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : Number(seed.trim());
    onStart({ game: info.id, info, seats: chosen, options, seed: seedValue });
  };

  return (
    <form class="lobby" onSubmit={start}>
      <section class="panel">
        <h1 class="lobby-title">{t('lobby.chooseGame')}</h1>
        <div class="game-list" role="radiogroup" aria-label={t('lobby.chooseGame')}>
          {games.map((g) => (
            <label class={`game-choice${g.id === info.id ? ' chosen' : ''}`} key={g.id}>
              <input
                type="radio"
                name="game"
                value={g.id}
                checked={g.id === info.id}
                onChange={() => setGameId(g.id)}
              />
              <GameCover id={g.id} />
              <span class="game-name">{localName(g.names, lang, g.id)}</span>
              <span class="muted small game-facts">
                {g.players[0] === g.players[1]
                  ? t('lobby.playersExact', { n: g.players[0] })
                  : t('lobby.playersRange', { min: g.players[0], max: g.players[1] })}
                {cardT(g).has('game.time') ? ` · ${cardT(g)('game.time')}` : ''}
              </span>
              {cardT(g).has('game.pitch') ? (
                <span class="game-pitch small">{cardT(g)('game.pitch')}</span>
              ) : null}
            </label>
          ))}
        </div>
        {hasHowTo(gameT) ? (
          <button
            type="button"
            class="howto-open"
            aria-expanded={howTo ? 'true' : 'false'}
            onClick={() => setHowTo(!howTo)}
          >
            {t('howto.open')} — {localName(info.names, lang, info.id)}
          </button>
        ) : null}
      </section>

      {howTo && hasHowTo(gameT) ? (
        <HowToPlay t={gameT} name={localName(info.names, lang, info.id)} onClose={() => setHowTo(false)} />
      ) : null}

      <section class="panel">
        <h2>{t('lobby.players')}</h2>
        <label class="field" for="player-count">
          <span>{t('lobby.playerCount')}</span>
          <select id="player-count" value={count} onChange={(e) => setCount(Number(e.currentTarget.value))}>
            {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
              <option value={n} key={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <ol class="seats">
          {seats.slice(0, count).map((s, i) => (
            <li class="seat-row" key={i}>
              <input
                type="text"
                aria-label={t('lobby.seatName', { n: i + 1 })}
                value={s.name}
                onInput={(e) => {
                  // 24 characters (code points, as the engine counts them), never cut inside an emoji
                  const name = clipName(e.currentTarget.value);
                  if (name !== e.currentTarget.value) e.currentTarget.value = name;
                  setSeat(i, { name });
                }}
              />
              <select
                aria-label={t('lobby.seatKind', { n: i + 1 })}
                value={s.type === 'human' ? 'human' : s.level}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setSeat(i, v === 'human' ? { type: 'human' } : { type: 'bot', level: v });
                }}
              >
                {SEAT_KINDS.map((k) => (
                  <option value={k} key={k}>
                    {k === 'human' ? t('seat.human') : t('seat.botLevel', { level: t(`level.${k}`) })}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
      </section>

      {info.options && info.options.length ? (
        <section class="panel">
          <h2>{t('lobby.options')}</h2>
          {info.options.map((o) => (
            <OptionField
              key={o.id}
              option={o}
              value={options[o.id]}
              onChange={(v) => setOptions((prev) => ({ ...prev, [o.id]: v }))}
              t={gameT}
              lang={lang}
            />
          ))}
        </section>
      ) : null}

      <section class="panel start-panel">
        <details class="advanced" open={seed !== '' || !seedValid}>
          <summary>{t('lobby.advanced')}</summary>
          <label class="field" for="seed">
            <span>{t('lobby.seed')}</span>
            <input
              id="seed"
              type="text"
              inputMode="numeric"
              placeholder={t('lobby.seedRandom')}
              value={seed}
              onInput={(e) => setSeed(e.currentTarget.value)}
              aria-invalid={!seedValid}
              aria-describedby="seed-help"
            />
          </label>
          <p class="muted small" id="seed-help">
            {t('lobby.seedHelp')}
          </p>
          {!seedValid ? <p class="error-text">{t('lobby.seedInvalid')}</p> : null}
        </details>
        <button type="submit" class="primary big start" disabled={busy || !seedValid}>
          {t('lobby.start')}
        </button>
      </section>
    </form>
  );
}
