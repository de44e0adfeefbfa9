// The info line above a board: what the player is asked to do, or the full
// text of the element last tapped, with Back/Cancel for a selection in
// progress and a close button for the info. Its buttons and the line itself
// are shared by every board; a game passes its own class for placement.
// `selection` (the kit's useSelection) gives Back while it has more than one
// step and Cancel while it has one; onBack/onCancel, when given, win.
// `extra` shows under the prompt only; `choices` (buttons that answer the
// prompt, e.g. Neuland's cart) under the prompt or the tapped element's text alike.
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
  if (selection && onBack === undefined) onBack = selection.steps.length > 1 ? selection.back : null;
  if (selection && onCancel === undefined) onCancel = selection.active ? selection.clear : null;
  return (
    <div class={`bk-toolbar ${className}-toolbar`}>
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
