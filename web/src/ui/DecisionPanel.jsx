// The decision panel: the companion of the board. The legal actions of the
// deciding human seat, grouped by kind; a long list never shows as a wall:
// each group is a disclosure with its count, and an open group shows a few
// buttons then "more". A board pick that stands for several actions narrows
// it (filter) until cleared. Keyboard reachable throughout.
import { useEffect, useRef, useState } from 'preact/hooks';
import { groupBy } from './board/selection.js';

const FLAT = 10; // up to this many actions, everything is shown at once
const PAGE = 10; // an open group shows this many buttons at a time

export function DecisionPanel({
  actions,
  filter,
  hint,
  describe,
  onAction,
  onClearFilter,
  onHint,
  onPlayForMe,
  disabled,
  waitingFor,
  t,
}) {
  const shown = filter && filter.length ? filter : actions;
  const ref = useRef(null);
  const hintKey = hint ? JSON.stringify(hint) : null;
  const groups = groupBy(shown, (a) => (a && a.type) || 'other');
  const flat = shown.length <= FLAT;
  const hintGroup = hint ? hint.type || 'other' : null;
  // The open groups: the first one at each new list, plus the hint's.
  const first = groups[0] ? groups[0][0] : null;
  const [open, setOpen] = useState({});
  const [more, setMore] = useState({});
  // On a phone the panel is a bottom sheet the player can fold to see the board.
  const [folded, setFolded] = useState(false);
  // A new list (a new decision, or a narrowed one) starts with its first group
  // open, and the hint's: a hint that clears a board pick's narrowing must not
  // land in a folded group.
  const listKey = shown.length + ':' + (shown[0] ? JSON.stringify(shown[0]) : '');
  useEffect(() => {
    const opened = first ? { [first]: true } : {};
    if (hintGroup) opened[hintGroup] = true;
    setOpen(opened);
    setMore({});
  }, [listKey]);
  // A hint unfolds the sheet and opens its group: it must be seen where it lands.
  useEffect(() => {
    if (hintGroup) setOpen((o) => ({ ...o, [hintGroup]: true }));
    if (hintKey) setFolded(false);
  }, [hintKey]);
  useEffect(() => {
    if (filter && filter.length) setFolded(false);
    if (filter && filter.length && ref.current) {
      const firstButton = ref.current.querySelector('button.action:not([hidden])');
      if (firstButton) firstButton.focus({ preventScroll: true });
    }
  }, [filter]);
  useEffect(() => {
    const b = hintKey && ref.current && ref.current.querySelector('button.action.hinted');
    if (b) {
      b.scrollIntoView({ block: 'nearest' });
      b.focus({ preventScroll: true });
    }
  }, [hintKey, open]);

  const label = (type) => (t.has(`action.${type}`) ? t(`action.${type}`) : t('decision.otherGroup'));

  return (
    <section
      class={`panel decision-panel${folded ? ' folded' : ''}`}
      aria-labelledby="decision-title"
      ref={ref}
    >
      <div class="panel-head">
        <h2 id="decision-title">{t('decision.title')}</h2>
        <button
          type="button"
          class="sheet-toggle"
          aria-expanded={folded ? 'false' : 'true'}
          onClick={() => setFolded(!folded)}
        >
          {t(folded ? 'decision.unfold' : 'decision.fold', { n: shown.length })}
        </button>
        {onHint && actions.length > 1 ? (
          <button type="button" class="hint-button" onClick={onHint} disabled={disabled}>
            {t('decision.hint')}
          </button>
        ) : null}
        {onPlayForMe && actions.length > 0 ? (
          <button
            type="button"
            class="play-for-me"
            onClick={onPlayForMe}
            disabled={disabled}
            title={t('decision.playForMeTitle')}
          >
            {t('decision.playForMe')}
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
      {!flat && !(filter && filter.length) ? <p class="muted small">{t('decision.boardFirst')}</p> : null}
      {groups.map(([type, items]) => {
        // A group of one action (ending the turn, passing) shows its button: no fold for one.
        const single = items.length === 1;
        const isOpen = flat || single || Boolean(open[type]) || (type === first && !(type in open));
        const limit = more[type] || PAGE;
        const id = `dgroup-${type}`;
        return (
          <div class={`action-group${isOpen ? ' open' : ''}`} key={type}>
            {flat ? (
              shown.length > 6 ? (
                <h3>{label(type)}</h3>
              ) : null
            ) : single ? (
              <h3 class="group-single">{label(type)}</h3>
            ) : (
              <h3>
                <button
                  type="button"
                  class="group-toggle"
                  aria-expanded={isOpen ? 'true' : 'false'}
                  aria-controls={id}
                  onClick={() => setOpen({ ...open, [type]: !isOpen })}
                >
                  <span>{label(type)}</span> <span class="count">{items.length}</span>
                </button>
              </h3>
            )}
            <ul class="actions" id={id} hidden={!isOpen}>
              {items.map((action, i) => {
                const hinted = hintKey && JSON.stringify(action) === hintKey;
                return (
                  <li key={i} hidden={!flat && i >= limit && !hinted}>
                    <button
                      type="button"
                      class={hinted ? 'action hinted' : 'action'}
                      data-type={type}
                      disabled={disabled}
                      onClick={() => onAction(action)}
                    >
                      {describe(action)}
                    </button>
                  </li>
                );
              })}
            </ul>
            {isOpen && !flat && items.length > limit ? (
              <button
                type="button"
                class="link more"
                onClick={() => setMore({ ...more, [type]: limit + PAGE * 2 })}
              >
                {t('decision.more', { n: items.length - limit })}
              </button>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
