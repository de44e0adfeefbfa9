// The log in words: "Anna — builds a quarry". Newest at the bottom, scrolled into view.
// A line of a player that is no seat (a game's automatic opponent) names it itself (`name`).
import { useEffect, useRef } from 'preact/hooks';

const SHOWN = 300;

export function GameLog({ entries, describe, names, t }) {
  const ref = useRef(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [entries.length]);
  const start = Math.max(0, entries.length - SHOWN);
  return (
    <section class="panel log" aria-labelledby="log-title">
      <h2 id="log-title">{t('log.title')}</h2>
      {entries.length ? (
        <ol
          class="log-lines"
          ref={ref}
          start={start + 1}
          aria-live="polite"
          tabIndex={0}
          aria-labelledby="log-title"
        >
          {entries.slice(start).map((e, i) => (
            <li key={start + i}>
              <strong>{e.name ?? names[e.player] ?? t('log.nobody')}</strong> — {describe(e)}
            </li>
          ))}
        </ol>
      ) : (
        <p class="muted">{t('log.empty')}</p>
      )}
    </section>
  );
}
