// The readable fallback for a game without a Board component: the view as
// nested lists, collapsed past the first level.
function Value({ value, depth }) {
  if (value === null || value === undefined) return <span class="muted">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  if (!entries.length) return <span class="muted">{Array.isArray(value) ? '[ ]' : '{ }'}</span>;
  const list = (
    <ul class="tree">
      {entries.map(([k, v]) => (
        <li key={k}>
          <span class="key">{k}</span>: <Value value={v} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
  if (depth < 1) return list;
  return (
    <details>
      <summary>{Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}</summary>
      {list}
    </details>
  );
}

export function GenericBoard({ view, t }) {
  return (
    <div class="generic-board" aria-label={t('board.generic')}>
      <p class="muted small">{t('board.generic')}</p>
      <Value value={view} depth={0} />
    </div>
  );
}
