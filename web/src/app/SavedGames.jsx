// Saved games: resume, delete, export as a .json file, import one. A damaged
// record or file is reported in words and skipped; the others are untouched.
// The list waits for the engine's games: until they are known, no save may be
// judged of an unknown kind (a slow phone would show them all as damaged). If
// the engine cannot load, the saves are still listed, to export them.
import { useEffect, useState } from 'preact/hooks';
import { errorText, localName } from '../i18n/index.js';
import { listSaves, deleteSave, putSave, saveErrorKey, damagedReasonKey } from '../store/saves.js';
import { exportFile, exportFileName, parseImport } from '../store/validate.js';

function download(record) {
  const blob = new Blob([JSON.stringify(exportFile(record), null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = exportFileName(record);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SavedGames({ games, engineFailed, lang, t, onResume, checkWithEngine }) {
  const ready = Array.isArray(games);
  const [list, setList] = useState(null);
  const [damaged, setDamaged] = useState([]);
  const [message, setMessage] = useState(null);
  const [storageError, setStorageError] = useState(false);

  const refresh = async () => {
    try {
      const { saves, damaged: bad } = await listSaves(ready ? games.map((g) => g.id) : null);
      setList(saves);
      setDamaged(bad);
    } catch {
      setStorageError(true);
      setList([]);
    }
  };
  useEffect(() => {
    if (ready || engineFailed) refresh();
  }, [ready, engineFailed]);

  const gameName = (id) => {
    const info = (games || []).find((g) => g.id === id);
    return info ? localName(info.names, lang, id) : id;
  };
  const when = (ms) => new Date(ms).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB');

  const onImport = async (e) => {
    const input = e.currentTarget;
    const file = input.files && input.files[0];
    input.value = '';
    if (!file) return;
    setMessage(null);
    let text;
    try {
      text = await file.text();
    } catch {
      setMessage({ kind: 'error', text: t('saves.importUnreadable') });
      return;
    }
    const parsed = parseImport(text);
    if (!parsed.ok) {
      const key =
        parsed.reason === 'too_large' || parsed.reason === 'too_deep'
          ? 'saves.importTooLarge'
          : parsed.reason === 'newer_version' || parsed.reason === 'newer_format'
            ? 'saves.importNewer'
            : parsed.reason === 'name_too_long'
              ? 'saves.importName'
              : parsed.reason === 'bad_extra_log'
                ? 'saves.importExtraLog'
                : 'saves.importBad';
      setMessage({ kind: 'error', text: t(key, { file: file.name }) });
      return;
    }
    if (!games.some((g) => g.id === parsed.record.game)) {
      setMessage({ kind: 'error', text: t('saves.importUnknownGame', { file: file.name }) });
      return;
    }
    const check = await checkWithEngine(parsed.record);
    // A game this version's rules no longer replay as it was is imported all the same: resuming it
    // offers to go on after the actions that still replay (App.jsx, resume).
    const { replayable, logLength } = check.error || {};
    const older = !check.ok && replayable > 0;
    if (!check.ok && !older) {
      setMessage({
        kind: 'error',
        text: `${t('saves.importBad', { file: file.name })} ${errorText(t, check.error)}`,
      });
      return;
    }
    try {
      await putSave(parsed.record);
    } catch (err) {
      setMessage({ kind: 'error', text: t(saveErrorKey(err, 'error.storage_unavailable')) });
      return;
    }
    const imported = !older
      ? 'saves.imported'
      : replayable === logLength
        ? 'saves.importedRulesDiffer'
        : 'saves.importedRulesChanged';
    setMessage({ kind: 'ok', text: t(imported, { file: file.name, n: replayable }) });
    refresh();
  };

  const remove = async (key) => {
    try {
      await deleteSave(key);
    } catch {
      setMessage({ kind: 'error', text: t('error.storage_unavailable') });
    }
    refresh();
  };

  return (
    <section class="panel saves" aria-labelledby="saves-title">
      <h2 id="saves-title">{t('saves.title')}</h2>
      {storageError ? <p class="error-text">{t('error.storage_unavailable')}</p> : null}
      {message ? (
        <p class={message.kind === 'error' ? 'error-text' : 'ok-text'} role="status">
          {message.text}
        </p>
      ) : null}
      {damaged.length ? (
        <div class="damaged" role="alert">
          <p class="error-text">{t('saves.damaged', { n: damaged.length })}</p>
          <ul>
            {damaged.map((d) => (
              <li key={String(d.key)}>
                <code>{String(d.key)}</code> <span class="muted small">{t(damagedReasonKey(d.reason))}</span>
                <button type="button" class="small-btn" onClick={() => remove(d.key)}>
                  {t('saves.delete')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {list === null ? <p class="muted">{t('game.loading')}</p> : null}
      {list && !list.length ? <p class="muted">{t('saves.none')}</p> : null}
      {list && list.length ? (
        <ul class="save-list">
          {list.map((r) => (
            <li class="save-item" key={r.id} data-id={r.id}>
              <div class="save-desc">
                <strong>{gameName(r.game)}</strong>
                <span class="muted small">
                  {r.seats.map((s) => s.name).join(', ')} ·{' '}
                  {r.over ? t('saves.finished') : t('saves.inProgress')} ·{' '}
                  {t('saves.moves', { n: r.state.log.length })} · {when(r.savedAt)}
                </span>
              </div>
              <div class="row">
                <button type="button" class="primary resume" onClick={() => onResume(r)}>
                  {r.over ? t('saves.view') : t('saves.resume')}
                </button>
                <button type="button" onClick={() => download(r)}>
                  {t('saves.export')}
                </button>
                <button type="button" class="danger" onClick={() => remove(r.id)}>
                  {t('saves.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {ready ? (
        <label class="file-button">
          <input type="file" accept=".json,application/json" onChange={onImport} />
          <span>{t('saves.import')}</span>
        </label>
      ) : null}
    </section>
  );
}
