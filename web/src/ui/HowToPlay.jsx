// "How to play": a one-screen summary of a game (goal, turn, end and
// scoring) in the player's language, from the game's own messages
// (howto.goal, howto.turn, howto.scoring). Reachable from the lobby and
// during a game.
export function hasHowTo(t) {
  return t.has('howto.turn');
}

export function HowToPlay({ t, name, onClose }) {
  return (
    <section class="panel howto" aria-labelledby="howto-title">
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
