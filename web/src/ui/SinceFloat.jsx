// On a phone the "since your last turn" summary sits above the board, and it is often scrolled
// away when the others' moves arrive (a bot refusing a trade offered from below the board). A
// short note then floats under the pinned resource strip, with a button that brings the whole
// summary into view; scrolling the summary into view, or the next move, puts it away.
import { useEffect, useState } from 'preact/hooks';
import { offScreen, pinnedBottom } from './onScreen.js';

// `panel`: a ref to the summary; `at`: the log's length (a new line re-checks); `rows`: the
// summary's lines ({name, text, n}), the oldest first. One or two lines show as they are (a bot's
// answer to an offer); more (a bot's whole turn, whose last line is its end) are counted.
export function SinceFloat({ panel, at, rows, t }) {
  const [shownAt, setShownAt] = useState(-1);
  useEffect(() => {
    setShownAt(panel.current && offScreen(panel.current) ? at : -1);
  }, [at, panel]);
  useEffect(() => {
    if (shownAt < 0) return undefined;
    const onScroll = () => {
      if (!offScreen(panel.current)) setShownAt(-1);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [shownAt, panel]);
  if (shownAt !== at || !rows.length) return null;
  const see = () => {
    if (panel.current) panel.current.scrollIntoView({ block: 'start' });
    setShownAt(-1);
  };
  return (
    <div class="since-float float-note" role="status" style={{ top: `${pinnedBottom() + 6}px` }}>
      <div class="since-float-text">
        {rows.length <= 2 ? (
          rows.map((r, i) => (
            <p key={i}>
              <strong>{r.name}</strong> — {r.text}
              {r.n > 1 ? ` ×${r.n}` : ''}
            </p>
          ))
        ) : (
          <p>
            {t('since.floatCount', {
              names: [...new Set(rows.map((r) => r.name))].join(', '),
              n: rows.reduce((sum, r) => sum + r.n, 0),
            })}
          </p>
        )}
      </div>
      <button type="button" class="link" onClick={see}>
        {t('since.see')}
      </button>
      <button
        type="button"
        class="since-float-close"
        aria-label={t('since.hide')}
        title={t('since.hide')}
        onClick={() => setShownAt(-1)}
      >
        ×
      </button>
    </div>
  );
}
