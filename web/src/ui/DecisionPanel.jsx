// The decision panel: every legal action of the deciding human seat as a
// button, grouped by action type. Always there, keyboard reachable; a board
// click that matches several actions narrows it (filter) until cleared.
import { useEffect, useRef } from 'preact/hooks';

function groupByType(actions) {
  const groups = new Map();
  actions.forEach((action, index) => {
    const type = (action && action.type) || '?';
    if (!groups.has(type)) groups.set(type, []);
    groups.get(type).push({ action, index });
  });
  return [...groups.entries()];
}

export function DecisionPanel({ actions, filter, hint, describe, onAction, onClearFilter, onHint, disabled, waitingFor, t }) {
  const shown = filter && filter.length ? filter : actions;
  const ref = useRef(null);
  useEffect(() => {
    if (filter && filter.length && ref.current) {
      const first = ref.current.querySelector('button.action');
      if (first) first.focus({ preventScroll: true });
    }
  }, [filter]);
  const hintKey = hint ? JSON.stringify(hint) : null;
  useEffect(() => {
    const b = hintKey && ref.current && ref.current.querySelector('button.action.hinted');
    if (b) {
      b.scrollIntoView({ block: 'nearest' });
      b.focus({ preventScroll: true });
    }
  }, [hintKey]);

  return (
    <section class="panel decision-panel" aria-labelledby="decision-title" ref={ref}>
      <div class="panel-head">
        <h2 id="decision-title">{t('decision.title')}</h2>
        {onHint && actions.length > 1 ? (
          <button type="button" class="hint-button" onClick={onHint} disabled={disabled}>
            {t('decision.hint')}
          </button>
        ) : null}
      </div>
      {waitingFor ? <p class="muted">{waitingFor}</p> : null}
      {filter && filter.length ? (
        <div class="filter-bar">
          <span>{t('decision.filtered', { n: filter.length })}</span>
          <button type="button" class="link" onClick={onClearFilter}>
            {t('decision.showAll')}
          </button>
        </div>
      ) : null}
      {!waitingFor && !shown.length ? <p class="muted">{t('decision.none')}</p> : null}
      {groupByType(shown).map(([type, items]) => (
        <div class="action-group" key={type}>
          {shown.length > 6 ? (
            <h3>{t.has(`action.${type}`) ? t(`action.${type}`) : type}</h3>
          ) : null}
          <ul class="actions">
            {items.map(({ action, index }) => (
              <li key={index}>
                <button
                  type="button"
                  class={hintKey && JSON.stringify(action) === hintKey ? 'action hinted' : 'action'}
                  data-type={type}
                  disabled={disabled}
                  onClick={() => onAction(action)}
                >
                  {describe(action)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
