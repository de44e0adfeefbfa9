// On a phone the "since your last turn" summary sits above the board, and it is often scrolled
// away when the others' moves arrive (a bot refusing a trade offered from below the board). Its
// newest line then also floats under the pinned resource strip, with a button that brings the
// whole summary into view; scrolling the summary into view, or the next move, puts it away.
import { useEffect, useState } from 'preact/hooks';
import { offScreen, pinnedBottom } from './onScreen.js';

// `panel`: a ref to the summary; `at`: the log's length (a new line re-checks); `row`: the
// newest line ({name, text, n}); `more`: how many actions the summary holds besides it.
export function SinceFloat({ panel, at, row, more, t }) {
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
  if (shownAt !== at || !row) return null;
  const see = () => {
    if (panel.current) panel.current.scrollIntoView({ block: 'start' });
    setShownAt(-1);
  };
  return (
    <div class="since-float float-note" role="status" style={{ top: `${pinnedBottom() + 6}px` }}>
      <p>
        <strong>{row.name}</strong> — {row.text}
        {row.n > 1 ? ` ×${row.n}` : ''}
        {more > 0 ? <span class="muted"> {t('since.floatMore', { n: more })}</span> : null}
      </p>
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
