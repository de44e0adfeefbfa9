// Every shell string exists in both languages, and none is empty.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fr from '../../web/src/i18n/fr.js';
import en from '../../web/src/i18n/en.js';
import { makeT, errorText } from '../../web/src/i18n/index.js';

test('French and English have the same keys', () => {
  const frKeys = Object.keys(fr).sort();
  const enKeys = Object.keys(en).sort();
  assert.deepEqual(
    frKeys.filter((k) => !(k in en)),
    [],
    'keys missing in en.js',
  );
  assert.deepEqual(
    enKeys.filter((k) => !(k in fr)),
    [],
    'keys missing in fr.js',
  );
  assert.ok(frKeys.length > 50);
});

test('no string is empty and placeholders match between languages', () => {
  const placeholders = (s) => (s.match(/\{\w+\}/g) || []).sort();
  for (const key of Object.keys(fr)) {
    assert.equal(typeof fr[key], 'string', key);
    assert.ok(fr[key].trim().length > 0, `fr ${key} is empty`);
    assert.ok(en[key].trim().length > 0, `en ${key} is empty`);
    assert.deepEqual(placeholders(fr[key]), placeholders(en[key]), `placeholders of ${key}`);
  }
});

test('every engine error code has words in both languages', () => {
  const codes = [
    'malformed',
    'illegal_action',
    'not_your_turn',
    'game_over',
    'bad_seat',
    'no_game',
    'unknown_game',
    'bad_setup',
    'bad_save',
    'unknown_op',
    'cannot_undo',
    'internal_error',
    'engine_failed',
  ];
  for (const code of codes) {
    assert.ok(`error.${code}` in fr, `fr error.${code}`);
    assert.ok(`error.${code}` in en, `en error.${code}`);
  }
});

test('t interpolates, prefers game strings, falls back to French then to the key', () => {
  const game = { fr: { 'phase.turn': 'Tour' }, en: { 'phase.turn': 'Turn' } };
  const tEn = makeT('en', game);
  assert.equal(tEn('phase.turn'), 'Turn');
  assert.equal(tEn('game.thinking', { name: 'Bruno' }), 'Bruno is thinking…');
  assert.equal(tEn('no.such.key'), 'no.such.key');
  assert.equal(makeT('fr')('game.turnOf', { names: 'Anna' }), 'À jouer : Anna');
  assert.equal(errorText(tEn, { code: 'illegal_action' }), en['error.illegal_action']);
  assert.equal(errorText(tEn, { code: 'weird' }), 'Unexpected error (weird).');
});

test('French elides « de » and « que » before a name that starts with a vowel', () => {
  const games = {
    fr: { a: 'Installation de {player}', b: 'Au tour de {player} : {what}', c: 'Plus que {n}' },
    en: { a: 'Setup of {player}' },
  };
  const t = makeT('fr', games);
  assert.equal(t('a', { player: 'Anna' }), 'Installation d’Anna');
  assert.equal(t('a', { player: 'Émile' }), 'Installation d’Émile');
  assert.equal(t('a', { player: 'Bruno' }), 'Installation de Bruno');
  // H and Y may be aspirated or a consonant: left as written.
  assert.equal(t('a', { player: 'Henri' }), 'Installation de Henri');
  assert.equal(t('a', { player: 'Yann' }), 'Installation de Yann');
  assert.equal(t('b', { player: 'Inès', what: 'construire' }), 'Au tour d’Inès : construire');
  assert.equal(t('c', { n: 'un' }), 'Plus qu’un');
  assert.equal(t('c', { n: 3 }), 'Plus que 3');
  // English strings are never touched; without a value, {player} is left as written.
  assert.equal(makeT('en', games)('a', { player: 'Anna' }), 'Setup of Anna');
  assert.equal(t('a', {}), 'Installation de {player}');
});

test('a count of one takes the singular `.one` string when there is one', () => {
  const games = {
    fr: { s: 'Au plus {n} tondeurs', 's.one': 'Au plus {n} tondeur', p: '{n} livres' },
    en: { s: 'At most {n} shearers', 's.one': 'At most {n} shearer', p: '{n} pounds' },
  };
  const t = makeT('fr', games);
  assert.equal(t('s', { n: 1 }), 'Au plus 1 tondeur');
  assert.equal(t('s', { n: '1' }), 'Au plus 1 tondeur');
  assert.equal(t('s', { n: 2 }), 'Au plus 2 tondeurs');
  assert.equal(t('s'), 'Au plus {n} tondeurs');
  assert.equal(makeT('en', games)('s', { n: 1 }), 'At most 1 shearer');
  // No singular written: the string as it is.
  assert.equal(t('p', { n: 1 }), '1 livres');
});
