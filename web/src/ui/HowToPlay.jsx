// "How to play": a one-screen summary of a game (goal, turn, end and
// scoring) in the player's language, from the game's own messages
// (howto.goal, howto.turn, howto.scoring). Reachable from the lobby and
// during a game.
import { useEffect, useRef } from 'preact/hooks';

export function hasHowTo(t) {
  return t.has('howto.turn');
}

export function HowToPlay({ t, name, onClose }) {
  // Opened from a button that may sit low on the screen: bring the summary into view, and the
  // keyboard's focus with it.
  const ref = useRef(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' });
    if (typeof el.focus === 'function') el.focus({ preventScroll: true });
  }, []);
  return (
    <section class="panel howto" aria-labelledby="howto-title" ref={ref} tabIndex={-1}>
      <div class="panel-head">
        <h2 id="howto-title">{t('howto.title', { name })}</h2>
        <button type="button" class="link" onClick={onClose}>
          {t('howto.close')}
        </button>
      </div>
      {['goal', 'turn', 'scoring'].map((k) =>
        t.has(`howto.${k}`) ? (
          <div key={k}>
            <h3>{t(`howto.${k}.heading`)}</h3>
            <p>{t(`howto.${k}`)}</p>
          </div>
        ) : null,
      )}
    </section>
  );
}
