// The info line above a board: what the player is asked to do, or the full
// text of the element last tapped, with Back/Cancel for a selection in
// progress and a close button for the info. Its buttons and the line itself
// are shared by every board; a game passes its own class for placement.
// `selection` (the kit's useSelection) gives Back while it has more than one
// step and Cancel while it has one; onBack/onCancel, when given, win.
// `extra` shows under the prompt only; `choices` (buttons that answer the
// prompt, e.g. Neuland's cart) under the prompt or the tapped element's text alike.
// On a long page (a phone) the line may be scrolled away when an element far below is tapped: the
// tapped element's text then also shows in a strip fixed near the top of the window, so that the tap
// is never silent (no hooks: the check runs in the toolbar's ref, after each render).

import { offScreen, pinnedBottom } from '../onScreen.js';
import { shownBand } from './ChoicesAway.jsx';

// Where the floating text goes ({top, max}: its height, null for its own): under the pinned strip,
// unless it would cover the element just tapped (it has the focus; Glass Road asks a second tap on
// the card whose text shows). Then just below that element, or above it; without room for the
// whole text on either side, in the larger room, scrolling inside.
function floatPlace(box) {
  const top = pinnedBottom() + 6;
  const tapped = typeof document !== 'undefined' ? document.activeElement : null;
  if (!box || !tapped || tapped === document.body || typeof tapped.getBoundingClientRect !== 'function')
    return { top, max: null };
  const r = tapped.getBoundingClientRect();
  const h = box.scrollHeight;
  if (r.top >= top + h || r.bottom <= top) return { top, max: null };
  const limit = shownBand().bottom - 6;
  const below = limit - (r.bottom + 6);
  const above = r.top - 6 - top;
  if (below >= h) return { top: r.bottom + 6, max: null };
  if (above >= h) return { top: r.top - 6 - h, max: null };
  if (Math.max(below, above) < 72) return { top, max: null };
  return below >= above ? { top: r.bottom + 6, max: below } : { top, max: above };
}

export function InfoLine({
  lines,
  info,
  onClose,
  onBack,
  onCancel,
  selection,
  t,
  className = '',
  extra = null,
  choices = null,
  children,
}) {
  const shown = info || lines || [];
  const place = (el) => {
    if (!el || !el.classList) return;
    const floating = Boolean(info) && offScreen(el);
    el.classList.toggle('bk-floating', floating);
    if (!floating) return;
    const box = el.querySelector('.bk-float');
    if (box) box.style.maxHeight = '';
    const { top, max } = floatPlace(box);
    el.style.setProperty('--bk-float-top', `${top}px`);
    // As wide as the board (on a wide screen the choices stand beside it, and stay uncovered).
    const area = el.closest('.board-area');
    if (area) {
      const a = area.getBoundingClientRect();
      el.style.setProperty('--bk-float-left', `${Math.max(8, a.left + 4)}px`);
      el.style.setProperty('--bk-float-right', `${Math.max(8, window.innerWidth - a.right + 4)}px`);
    }
    if (box && max !== null) box.style.maxHeight = `${max}px`;
  };
  if (selection && onBack === undefined) onBack = selection.steps.length > 1 ? selection.back : null;
  if (selection && onCancel === undefined) onCancel = selection.active ? selection.clear : null;
  return (
    <div class={`bk-toolbar ${className}-toolbar`} ref={place}>
      {info && onClose ? (
        <div class="bk-float" aria-hidden="true">
          <div class="bk-float-text">
            {info.map((l, i) => (
              <p key={i}>{l}</p>
            ))}
          </div>
          <button type="button" class="bk-btn" tabIndex={-1} onClick={onClose}>
            ×
          </button>
        </div>
      ) : null}
      <div class={`bk-info ${className}-info`} role="status" aria-live="polite">
        {shown.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
        {!info ? extra : null}
        {choices}
      </div>
      {onBack ? (
        <button type="button" class={`bk-btn ${className}-btn`} onClick={onBack}>
          {t('board.back')}
        </button>
      ) : null}
      {onCancel ? (
        <button type="button" class={`bk-btn ${className}-btn`} onClick={onCancel}>
          {t('board.cancel')}
        </button>
      ) : null}
      {info && onClose ? (
        <button
          type="button"
          class={`bk-btn ${className}-btn`}
          aria-label={t('board.close')}
          title={t('board.close')}
          onClick={onClose}
        >
          ×
        </button>
      ) : null}
      {children}
    </div>
  );
}
