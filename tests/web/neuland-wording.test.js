// Neuland's words: the markers players place are « blasons » / coats of arms
// everywhere (board, panels, actions), so the rules summary and the end
// screen call them that too; the info line's prompt exists for a board with
// nothing to play.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { messages } from '../../web/src/games/neuland/messages.js';

test('no « points de victoire » / victory point markers: coats of arms, as on the board', () => {
  for (const [lang, table] of Object.entries(messages))
    for (const [key, text] of Object.entries(table))
      assert.doesNotMatch(text, /victory point|points? de victoire|marqueurs? de points/i, `${lang} ${key}`);
});

test('the end screen covers every way the game ends', () => {
  assert.match(messages.fr['end.reason'], /dernier blason.*plus personne.*acceptent/);
  assert.match(messages.en['end.reason'], /last coat of arms.*nobody.*agree/);
});

test('an idle board asks only to read, not to tap a highlighted spot', () => {
  assert.doesNotMatch(messages.fr['ui.hintIdle'], /surbrillance/);
  assert.doesNotMatch(messages.en['ui.hintIdle'], /highlighted/);
});

test('lobby options speak to players, not about the rulebook’s translations', () => {
  for (const [lang, table] of Object.entries(messages))
    for (const [key, text] of Object.entries(table))
      if (key.startsWith('option.'))
        assert.doesNotMatch(text, /traduction|translation|worked example|l'exemple/i, `${lang} ${key}`);
});

test('the rules summary names the properties as the supply does', () => {
  assert.match(
    messages.fr['howto.scoring'],
    new RegExp(`^Les ${messages.fr['ui.properties'].toLowerCase()} `),
  );
  assert.match(messages.en['howto.scoring'], new RegExp(`^${messages.en['ui.properties']} `));
  assert.doesNotMatch(messages.fr['howto.scoring'] + messages.en['howto.scoring'], /progrès|progress/i);
});
