// A `// comment` written between JSX tags is no comment: it is text, put in the page (and read
// by screen readers). Neuland's building supply carried one on every pile. Inside JSX a comment
// is written {/* … */}.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve('web/src');

function jsxFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return jsxFiles(p);
    return e.name.endsWith('.jsx') ? [p] : [];
  });
}

test('no // comment stands as text between JSX tags', () => {
  const found = [];
  for (const file of jsxFiles(root)) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!/^\s*\/\/ /.test(line)) return;
      const before = lines
        .slice(0, i)
        .reverse()
        .find((l) => l.trim());
      const after = lines.slice(i + 1).find((l) => l.trim() && !/^\s*\/\//.test(l));
      // After a closing or self-closing tag (not an arrow's =>), before a tag: JSX children.
      const closes = before && /(<\/[\w.]+>|\/>)(\{' '\})?\s*$/.test(before);
      const opens = after && /^\s*(<|\{)/.test(after);
      if (closes && opens) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});
