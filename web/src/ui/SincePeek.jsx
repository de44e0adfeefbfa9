// On a phone the "since your last turn" summary sits above the board, and it is often scrolled
// away when the others' moves arrive (a bot refusing a trade offered from below the board). A
// one-line peek of it then shows at the top of the choices sheet, which stays on screen: the newest
// move, or how many moves were made; « Voir » opens the lines there, without moving the page. It
// covers nothing of the board. Scrolling the summary into view, ×, or the next move put it away.
import { useEffect, useState } from 'preact/hooks';
import { offScreen } from './onScreen.js';

// `panel`: a ref to the summary; `at`: the log's length (a new line re-checks); `rows`: the
// summary's lines ({name, text, n}), the oldest first; `shown`: how many of the newest open.
export function SincePeek({ panel, at, rows, t, shown = 8 }) {
  const [peekAt, setPeekAt] = useState(-1);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setPeekAt(panel.current && offScreen(panel.current) ? at : -1);
    setOpen(false);
  }, [at, panel]);
  useEffect(() => {
    if (peekAt < 0) return undefined;
    const onScroll = () => {
      if (!offScreen(panel.current)) setPeekAt(-1);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [peekAt, panel]);
  if (peekAt !== at || !rows.length) return null;
  const line = (r, i) => (
    <p key={i}>
      <strong>{r.name}</strong> — {r.text}
      {r.n > 1 ? ` ×${r.n}` : ''}
    </p>
  );
  const count = rows.reduce((sum, r) => sum + r.n, 0);
  return (
    <section class="since-peek" aria-label={t('since.peek')}>
      <div class="since-peek-text">
        {open
          ? rows.slice(-shown).map(line)
          : rows.length === 1
            ? line(rows[0], 0)
            : [
                <p key="n">
                  {t('since.count', { names: [...new Set(rows.map((r) => r.name))].join(', '), n: count })}
                </p>,
              ]}
      </div>
      {rows.length > 1 || open ? (
        <button
          type="button"
          class="link"
          aria-expanded={open ? 'true' : 'false'}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'since.less' : 'since.see')}
        </button>
      ) : null}
      <button
        type="button"
        class="since-peek-close"
        aria-label={t('since.hide')}
        title={t('since.hide')}
        onClick={() => setPeekAt(-1)}
      >
        ×
      </button>
    </section>
  );
}
