// Between two human seats of a game with hidden information: the board stays
// hidden until the next player says they hold the device.
export function PassScreen({ name, onReveal, t }) {
  return (
    <section class="panel pass-screen" role="dialog" aria-labelledby="pass-title">
      <h2 id="pass-title">{t('pass.title', { name })}</h2>
      <p>{t('pass.hint')}</p>
      <button type="button" class="primary big" onClick={onReveal} autoFocus>
        {t('pass.reveal', { name })}
      </button>
    </section>
  );
}
